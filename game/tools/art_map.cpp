// art_map.cpp: the campaign map: an old painted map of north-western Europe on parchment, by the
// projection of art_campaign.h: the sea washed blue-green along its coasts and lined with ink,
// the land washed green and ochre, rivers and lakes, mountains and woods as small painted marks,
// a compass rose, a longship, and a frame of interlace.
#include "art_map.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace tafl::art::map {

namespace {

using namespace paint;

// A straight piece of coast, in pixels.
struct Segment {
    float ax, ay, bx, by;
};

// The coasts and lake shores as pixel segments.
std::vector<Segment> shore_segments(int w, int h) {
    std::vector<Segment> out;
    const float fw = static_cast<float>(w), fh = static_cast<float>(h);
    auto add = [&](const std::vector<Line>& rings) {
        for (const Line& r : rings) {
            for (std::size_t i = 0; i < r.size(); ++i) {
                const LonLat a = r[i], b = r[(i + 1) % r.size()];
                out.push_back({map_x(a.lon) * fw, map_y(a.lat) * fh, map_x(b.lon) * fw, map_y(b.lat) * fh});
            }
        }
    };
    add(coast_rings());
    add(lake_rings());
    return out;
}

// Blurs `v` (w x h) with a box of radius `r`, along rows and then columns.
void box_blur(std::vector<float>& v, int w, int h, int r) {
    std::vector<float> tmp(v.size());
    const float norm = 1.0f / static_cast<float>(2 * r + 1);
    for (int y = 0; y < h; ++y) {
        float sum = 0.0f;
        for (int x = -r; x <= r; ++x) sum += v[index(std::clamp(x, 0, w - 1), y, w)];
        for (int x = 0; x < w; ++x) {
            tmp[index(x, y, w)] = sum * norm;
            sum += v[index(std::min(x + r + 1, w - 1), y, w)] - v[index(std::max(x - r, 0), y, w)];
        }
    }
    for (int x = 0; x < w; ++x) {
        float sum = 0.0f;
        for (int y = -r; y <= r; ++y) sum += tmp[index(x, std::clamp(y, 0, h - 1), w)];
        for (int y = 0; y < h; ++y) {
            v[index(x, y, w)] = sum * norm;
            sum += tmp[index(x, std::min(y + r + 1, h - 1), w)] - tmp[index(x, std::max(y - r, 0), w)];
        }
    }
}

}  // namespace

// Washes, ink lines and marks all depend on how far a pixel is from the coast and on which side.
Field land_field(int w, int h) {
    const std::vector<Segment> segs = shore_segments(w, h);
    Field f;
    f.w = w, f.h = h;
    f.dist.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), -kFar);
    // Land lies inside an odd number of rings: count crossings along each row of pixel centres.
    std::vector<std::uint8_t> land(f.dist.size(), 0);
    std::vector<float> xs;
    for (int py = 0; py < h; ++py) {
        const float yc = static_cast<float>(py) + 0.5f;
        xs.clear();
        for (const Segment& s : segs) {
            if ((s.ay <= yc) != (s.by <= yc)) xs.push_back(s.ax + (yc - s.ay) * (s.bx - s.ax) / (s.by - s.ay));
        }
        std::sort(xs.begin(), xs.end());
        for (std::size_t k = 0; k + 1 < xs.size(); k += 2) {
            const int x0 = std::max(0, static_cast<int>(std::ceil(xs[k] - 0.5f)));
            const int x1 = std::min(w - 1, static_cast<int>(std::ceil(xs[k + 1] - 0.5f)) - 1);
            for (int px = x0; px <= x1; ++px) land[index(px, py, w)] = 1;
        }
    }
    // The distance to the shore, exact within kFar: each segment is listed in every cell of a
    // coarse grid that lies within kFar of it.
    constexpr int kCell = 16;
    const int gw = (w + kCell - 1) / kCell, gh = (h + kCell - 1) / kCell;
    std::vector<std::vector<std::uint32_t>> cells(static_cast<std::size_t>(gw) * static_cast<std::size_t>(gh));
    for (std::size_t i = 0; i < segs.size(); ++i) {
        const Segment& s = segs[i];
        const int cx0 = std::max(0, static_cast<int>((std::min(s.ax, s.bx) - kFar) / kCell));
        const int cx1 = std::min(gw - 1, static_cast<int>((std::max(s.ax, s.bx) + kFar) / kCell));
        const int cy0 = std::max(0, static_cast<int>((std::min(s.ay, s.by) - kFar) / kCell));
        const int cy1 = std::min(gh - 1, static_cast<int>((std::max(s.ay, s.by) + kFar) / kCell));
        for (int cy = cy0; cy <= cy1; ++cy)
            for (int cx = cx0; cx <= cx1; ++cx) cells[index(cx, cy, gw)].push_back(static_cast<std::uint32_t>(i));
    }
    for (int py = 0; py < h; ++py) {
        for (int px = 0; px < w; ++px) {
            const float x = static_cast<float>(px) + 0.5f, y = static_cast<float>(py) + 0.5f;
            float best = kFar;
            for (const std::uint32_t i : cells[index(px / kCell, py / kCell, gw)]) {
                const Segment& s = segs[i];
                best = std::min(best, segment_distance(x, y, s.ax, s.ay, s.bx, s.by));
            }
            f.dist[index(px, py, w)] = land[index(px, py, w)] != 0 ? std::max(best, 1e-3f) : -best;
        }
    }
    // The share of land around each pixel, blurred wide, for washes that deepen near the land.
    f.soft.assign(f.dist.size(), 0.0f);
    for (std::size_t i = 0; i < land.size(); ++i) f.soft[i] = static_cast<float>(land[i]);
    for (int pass = 0; pass < 3; ++pass) box_blur(f.soft, w, h, 14);
    return f;
}

namespace {

constexpr Rgb kSepia{0.20f, 0.13f, 0.08f};

// Old parchment: mottled, stained with tide marks, fibrous, darker towards its edges.
Rgb parchment(const TileNoise& n, const TileNoise& m, float x, float y, float aspect) {
    const float mottle = n.fbm(x * 3.0f, y * 3.0f, 5);
    Rgb c = mix(Rgb{0.80f, 0.70f, 0.52f}, Rgb{0.95f, 0.89f, 0.73f}, clamp01(0.55f + 1.3f * (mottle - 0.5f)));
    const float st = n.fbm(x * 1.6f + 40.0f, y * 1.6f + 7.0f, 4);
    c = c * (1.0f - 0.04f * smoothstep(0.58f, 0.64f, st)) * (1.0f - 0.05f * std::exp(-sq((st - 0.58f) / 0.006f)));
    const float fibre = m.fbm(x * 160.0f, y * 22.0f, 3);
    c = c * (0.965f + 0.07f * fibre);
    const float fox = m.fbm(x * 30.0f + 70.0f, y * 30.0f, 3);
    c = mix(c, Rgb{0.62f, 0.45f, 0.28f}, 0.15f * smoothstep(0.74f, 0.82f, fox));
    const float edge =
        std::min(std::min(x, aspect - x), std::min(y, 1.0f - y)) + 0.03f * (n.fbm(x * 8.0f, y * 8.0f, 3) - 0.5f);
    return c * Rgb{1.0f, 0.97f, 0.92f} * (1.0f - 0.30f * smoothstep(0.12f, 0.02f, edge));
}

// A smooth line through `pts` (pixels): Catmull-Rom, `steps` pieces between two points.
std::vector<std::array<float, 2>> smooth(const std::vector<std::array<float, 2>>& pts, int steps) {
    std::vector<std::array<float, 2>> out;
    const std::size_t n = pts.size();
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const auto& p0 = pts[i == 0 ? 0 : i - 1];
        const auto& p1 = pts[i];
        const auto& p2 = pts[i + 1];
        const auto& p3 = pts[std::min(i + 2, n - 1)];
        for (int s = 0; s < steps; ++s) {
            const float t = static_cast<float>(s) / static_cast<float>(steps), t2 = t * t, t3 = t2 * t;
            std::array<float, 2> q{};
            for (std::size_t k = 0; k < 2; ++k) {
                q[k] = 0.5f *
                       (2.0f * p1[k] + (p2[k] - p0[k]) * t + (2.0f * p0[k] - 5.0f * p1[k] + 4.0f * p2[k] - p3[k]) * t2 +
                        (3.0f * p1[k] - p0[k] - 3.0f * p2[k] + p3[k]) * t3);
            }
            out.push_back(q);
        }
    }
    out.push_back(pts.back());
    return out;
}

// The rivers: thin lines of blue-grey ink that widen towards the sea, with a faint wash beside
// them; they run on the land only.
void paint_rivers(Picture& p, const Field& f, const TileNoise& n) {
    std::vector<float> ink(p.base.size(), 0.0f), wash(p.base.size(), 0.0f);
    for (const Line& river : rivers()) {
        std::vector<std::array<float, 2>> pts;
        for (const LonLat& q : river)
            pts.push_back({map_x(q.lon) * static_cast<float>(p.w), map_y(q.lat) * static_cast<float>(p.h)});
        // Meanders: every point pushed a little aside by noise.
        auto line = smooth(pts, 10);
        for (std::size_t i = 1; i + 1 < line.size(); ++i) {
            const float wob = (n.fbm(line[i][0] * 0.08f, line[i][1] * 0.08f, 2) - 0.5f) * 3.0f;
            line[i][0] += wob;
            line[i][1] += wob * 0.6f;
        }
        for (std::size_t i = 0; i + 1 < line.size(); ++i) {
            const float t = static_cast<float>(i) / static_cast<float>(line.size() - 1);
            const float half = 0.95f - 0.55f * t;
            const auto& a = line[i];
            const auto& b = line[i + 1];
            const int x0 = std::max(0, static_cast<int>(std::min(a[0], b[0]) - 4.0f));
            const int x1 = std::min(p.w - 1, static_cast<int>(std::max(a[0], b[0]) + 4.0f));
            const int y0 = std::max(0, static_cast<int>(std::min(a[1], b[1]) - 4.0f));
            const int y1 = std::min(p.h - 1, static_cast<int>(std::max(a[1], b[1]) + 4.0f));
            for (int py = y0; py <= y1; ++py) {
                for (int px = x0; px <= x1; ++px) {
                    const float d = segment_distance(static_cast<float>(px) + 0.5f, static_cast<float>(py) + 0.5f, a[0],
                                                     a[1], b[0], b[1]);
                    const std::size_t k = index(px, py, p.w);
                    ink[k] = std::max(ink[k], clamp01(half - d + 0.5f));
                    wash[k] = std::max(wash[k], std::exp(-sq(d / 2.5f)));
                }
            }
        }
    }
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const std::size_t k = index(px, py, p.w);
            if (!f.land(px, py) || (ink[k] <= 0.0f && wash[k] <= 0.01f)) continue;
            const float inland = smoothstep(0.5f, 2.5f, f.at(px, py));
            p.base[k] = p.base[k] * mix(Rgb{1.0f, 1.0f, 1.0f}, Rgb{0.70f, 0.84f, 0.88f}, 0.35f * wash[k] * inland);
            p.put(px, py, Rgb{0.24f, 0.33f, 0.40f}, ink[k] * 0.9f * inland, kInk, 0.0f);
        }
    }
}

// One glacier: inside a ragged ellipse, on land only.
void shade_ice(Picture& p, const Field& f, const TileNoise& m, float gx, float gy, float rx, float ry,
               std::vector<std::uint8_t>& ice) {
    const int x0 = std::max(0, p.pixel(gx - rx * 1.3f)), x1 = std::min(p.w - 1, p.pixel(gx + rx * 1.3f));
    const int y0 = std::max(0, p.pixel(gy - ry * 1.3f)), y1 = std::min(p.h - 1, p.pixel(gy + ry * 1.3f));
    for (int py = y0; py <= y1; ++py) {
        for (int px = x0; px <= x1; ++px) {
            const float d = f.at(px, py);
            if (d <= 1.5f) continue;
            const float x = p.u(px), y = p.u(py);
            const float e = std::hypot((x - gx) / rx, (y - gy) / ry) + 0.35f * (m.fbm(x * 30.0f, y * 30.0f, 3) - 0.5f);
            const float edge = (1.0f - e) * std::min(rx, ry) / p.inv;  // pixels inside the outline
            const float cov = clamp01(edge + 0.5f) * smoothstep(1.5f, 3.5f, d);
            if (cov <= 0.0f) continue;
            const float shade = clamp01(((x - gx) / rx + (y - gy) / ry) * 0.5f + 0.3f);
            Rgb c = mix(Rgb{0.96f, 0.97f, 0.95f}, Rgb{0.72f, 0.80f, 0.86f}, shade * 0.8f);
            // Crevasses hatched across it, and a soft blue rim.
            const float hatch = std::abs(
                std::fmod((static_cast<float>(px) - static_cast<float>(py) * 0.4f) / 3.2f + 100.0f, 1.0f) - 0.5f);
            c = mix(c, Rgb{0.62f, 0.72f, 0.82f},
                    smoothstep(0.22f, 0.05f, hatch) * 0.35f * smoothstep(0.2f, 0.8f, shade));
            c = mix(c, Rgb{0.40f, 0.52f, 0.64f}, clamp01(1.0f - std::abs(edge - 0.6f)) * 0.55f);
            p.put(px, py, c, cov, kMark, 0.0f);
            ice[index(px, py, p.w)] = 1;
        }
    }
}

// A mark to paint, sorted by its foot so that nearer marks overlap farther ones.
struct Mark {
    float x, y, w, h;  // foot in pixels, size in pixels
    int kind;          // 0 mountain, 1 conifer, 2 broad-leaf
    bool snow;
};

// Mountains along the ranges' ridges and trees in the woods, placed by the generator's own random
// numbers, only on land clear of the coast, and never on top of each other.
std::vector<Mark> place_marks(const Field& f, const TileNoise& n, std::uint64_t seed) {
    tafl::Pcg32 rng(seed, 0x3A9Du);
    std::vector<Mark> marks;
    const float fw = static_cast<float>(f.w), fh = static_cast<float>(f.h);
    std::vector<std::uint8_t> taken(f.dist.size() / 16 + static_cast<std::size_t>(f.w), 0);
    const int tw = f.w / 4;
    const auto inside = [&](float x, float y) { return x >= 1.0f && y >= 1.0f && x < fw - 1.0f && y < fh - 1.0f; };
    for (const Range& r : ranges()) {
        const float mw = 30.0f * r.height, mh = 21.0f * r.height;
        for (std::size_t i = 0; i + 1 < r.ridge.size(); ++i) {
            const float ax = map_x(r.ridge[i].lon) * fw, ay = map_y(r.ridge[i].lat) * fh;
            const float bx = map_x(r.ridge[i + 1].lon) * fw, by = map_y(r.ridge[i + 1].lat) * fh;
            const float len = std::hypot(bx - ax, by - ay);
            const float nx = -(by - ay) / len, ny = (bx - ax) / len;
            const float across = r.half_width * fh / 24.0f;
            const int rows = std::max(1, static_cast<int>(std::round(2.0f * across / (mh * 0.85f))));
            for (float s = 0.0f; s < len; s += mw * 0.55f) {
                for (int j = 0; j < rows; ++j) {
                    if (unit(rng) > r.density) continue;
                    const float off = (static_cast<float>(j) - 0.5f * static_cast<float>(rows - 1)) * mh * 0.85f;
                    const float scale = 0.75f + 0.40f * unit(rng);
                    const float x = ax + (bx - ax) * s / len + nx * off + (unit(rng) - 0.5f) * mw * 0.4f;
                    const float y = ay + (by - ay) * s / len + ny * off + (unit(rng) - 0.5f) * mh * 0.4f;
                    if (!inside(x, y) || !inside(x, y - mh)) continue;
                    const int ix = static_cast<int>(x), iy = static_cast<int>(y);
                    if (f.at(ix, iy) < 3.0f || f.at(ix, std::max(0, iy - static_cast<int>(mh * 0.6f))) < 1.0f) continue;
                    const float lat = 72.0f - y / fh * 24.0f;
                    const bool snow = (lat > 66.5f && unit(rng) < 0.7f) ||
                                      (lat > 63.0f && lat < 66.0f && unit(rng) < 0.5f) ||
                                      (lat > 61.0f && lat < 62.0f && unit(rng) < 0.6f);
                    marks.push_back({x, y, mw * scale, mh * scale, 0, snow});
                    for (int ty = static_cast<int>((y - mh * scale) / 4.0f); ty <= static_cast<int>((y + 2.0f) / 4.0f);
                         ++ty)
                        for (int tx = static_cast<int>((x - mw * scale * 0.6f) / 4.0f);
                             tx <= static_cast<int>((x + mw * scale * 0.6f) / 4.0f); ++tx)
                            if (tx >= 0 && ty >= 0 && tx < tw && ty < f.h / 4) taken[index(tx, ty, tw)] = 1;
                }
            }
        }
    }
    const std::vector<Wood> wood = woods();
    for (float gy = 6.0f; gy < fh - 6.0f; gy += 6.0f) {
        for (float gx = 6.0f; gx < fw - 6.0f; gx += 6.5f) {
            const float x = gx + (unit(rng) - 0.5f) * 5.0f, y = gy + (unit(rng) - 0.5f) * 4.0f;
            const float lon = x / fw * 60.0f - 25.0f, lat = 72.0f - y / fh * 24.0f;
            float want = 0.0f, conifer = 0.5f;
            for (const Wood& wd : wood) {
                const float g =
                    wd.density * std::exp(-sq((lon - wd.centre.lon) / wd.rlon) - sq((lat - wd.centre.lat) / wd.rlat));
                if (g > want) want = g, conifer = wd.conifer;
            }
            const float clump = smoothstep(0.40f, 0.56f, n.fbm(x * 0.012f + 31.0f, y * 0.016f, 4));
            const float roll = unit(rng), kind = unit(rng), size = unit(rng);
            if (roll > want * clump * 2.1f) continue;
            const int ix = static_cast<int>(x), iy = static_cast<int>(y);
            if (f.at(ix, iy) < 4.0f || f.at(ix, std::max(0, iy - 8)) < 2.0f) continue;
            if (taken[index(ix / 4, iy / 4, tw)] != 0 || taken[index(ix / 4, std::max(0, iy - 8) / 4, tw)] != 0)
                continue;
            const bool cone = kind < conifer;
            marks.push_back({x, y, 0.0f, (cone ? 10.5f : 9.0f) + 2.5f * size, cone ? 1 : 2, false});
        }
    }
    std::stable_sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) { return a.y < b.y; });
    return marks;
}

// The whole map, layer by layer.
Canvas paint_map(std::uint64_t seed) {
    Picture p(kMapWidth, kMapHeight);
    const Field f = land_field(p.w, p.h);
    const TileNoise n(seed, 256), m(seed ^ 0x3A90ULL, 256);
    // The highlands around the mountain ranges take a browner wash.
    struct Ridge {
        float ax, ay, bx, by, half;
    };
    std::vector<Ridge> ridges;
    for (const Range& r : ranges()) {
        for (std::size_t i = 0; i + 1 < r.ridge.size(); ++i) {
            ridges.push_back({map_x(r.ridge[i].lon) * static_cast<float>(p.w),
                              map_y(r.ridge[i].lat) * static_cast<float>(p.h),
                              map_x(r.ridge[i + 1].lon) * static_cast<float>(p.w),
                              map_y(r.ridge[i + 1].lat) * static_cast<float>(p.h),
                              r.half_width * static_cast<float>(p.h) / 24.0f + 12.0f});
        }
    }
    const auto highland = [&](int px, int py) {
        float best = 0.0f;
        const float x = static_cast<float>(px), y = static_cast<float>(py);
        for (const Ridge& r : ridges) {
            const float d = segment_distance(x, y, r.ax, r.ay, r.bx, r.by) / r.half;
            best = std::max(best, std::exp(-d * d * 1.5f));
        }
        return best * smoothstep(0.35f, 0.65f, n.fbm(x * 0.01f + 9.0f, y * 0.01f, 3) + 0.25f * best);
    };
    // Parchment, the washes of sea and land, the lines of water along the coasts and the coasts'
    // ink, pixel by pixel.
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            const float d = f.at(px, py);
            const std::size_t i = index(px, py, p.w);
            Rgb c = parchment(n, m, x, y, p.aspect);
            const float gran = m.fbm(x * 70.0f, y * 70.0f, 3);
            std::uint8_t reg = kLand;
            float flow = -0.7f + (n.fbm(x * 2.0f, y * 2.0f, 2) - 0.5f) * 1.2f;
            if (d <= 0.0f) {
                const float off = -d;
                const float ext = 18.0f + 16.0f * n.fbm(x * 9.0f + 5.0f, y * 9.0f, 3);
                const float band = smoothstep(ext + 2.0f, ext - 2.0f, off);
                const float rim = std::exp(-sq((off - ext) / 1.4f)) * (1.0f - smoothstep(kFar - 6.0f, kFar, ext));
                const float wash = 0.24f + 0.14f * f.soft[i] + 0.26f * band * (0.75f + 0.5f * gran) + 0.10f * rim;
                c = c * mix(Rgb{1.0f, 1.0f, 1.0f}, Rgb{0.46f, 0.66f, 0.70f}, wash);
                // Lines of water along the coast, each fainter and more wavering than the last.
                static constexpr float kWaterLines[][2] = {
                    {3.6f, 0.55f}, {7.4f, 0.42f}, {12.0f, 0.30f}, {17.5f, 0.18f}};
                float lines = 0.0f;
                for (const auto& ln : kWaterLines) {
                    const float wob = (n.fbm(x * 40.0f + ln[0] * 13.0f, y * 40.0f, 2) - 0.5f) * 0.25f * ln[0];
                    const float cov = clamp01(0.42f - std::abs(off - ln[0] - wob) + 0.5f) * ln[1];
                    c = mix(c, Rgb{0.20f, 0.31f, 0.38f}, cov);
                    lines = std::max(lines, cov / ln[1]);
                }
                reg = lines > 0.6f ? static_cast<std::uint8_t>(kLines) : static_cast<std::uint8_t>(kSea);
                flow = (n.fbm(x * 3.0f, y * 3.0f, 2) - 0.5f) * 0.5f;
            } else {
                const float lat = 72.0f - y * 24.0f;
                const float ext = 8.0f + 8.0f * n.fbm(x * 10.0f + 50.0f, y * 10.0f, 3);
                const float band = smoothstep(ext + 1.5f, ext - 1.5f, d);
                const float rim = std::exp(-sq((d - ext) / 1.2f));
                Rgb pigment = mix(Rgb{0.74f, 0.82f, 0.54f}, Rgb{0.90f, 0.78f, 0.52f},
                                  smoothstep(0.35f, 0.65f, n.fbm(x * 2.5f + 30.0f, y * 2.5f, 4)));
                pigment = mix(pigment, Rgb{0.80f, 0.82f, 0.76f},
                              smoothstep(64.0f, 68.0f, lat + 2.0f * (n.fbm(x * 4.0f, 3.0f, 2) - 0.5f)));
                pigment = mix(pigment, Rgb{0.74f, 0.58f, 0.40f}, 0.55f * highland(px, py));
                const float wash = 0.22f + 0.28f * band * (0.75f + 0.5f * gran) + 0.10f * rim;
                c = c * Rgb{1.03f, 1.02f, 0.98f} * mix(Rgb{1.0f, 1.0f, 1.0f}, pigment, wash);
            }
            // The coast in ink, its width varying as a pen's does.
            const float pen = 0.42f + 0.40f * n.fbm(x * 60.0f, y * 60.0f, 2);
            const float ink = clamp01(pen - std::abs(d) + 0.5f);
            c = mix(c, kSepia, ink * 0.85f);
            p.put(px, py, c, 1.0f, ink > 0.5f ? static_cast<std::uint8_t>(kInk) : reg, flow);
        }
    }
    paint_rivers(p, f, n);
    // The glaciers: white caps shaded blue on their south-eastern side, outlined in blue ink.
    std::vector<std::uint8_t> ice(p.base.size(), 0);
    for (const Glacier& g : glaciers()) {
        const float gx = unit_x(g.centre.lon), gy = unit_y(g.centre.lat);
        const float rx = g.rlon / 60.0f * p.aspect, ry = g.rlat / 24.0f;
        shade_ice(p, f, m, gx, gy, rx, ry, ice);
    }
    // The compass rose in the open Atlantic, west of Ireland.
    const float rose_x = unit_x(-18.3f), rose_y = unit_y(52.9f), rose_r = 0.105f;
    compass_rose(p, f, rose_x, rose_y, rose_r / p.inv);
    // Painted crests on the open sea, kept clear of the coasts, the rose and the ship.
    const float ship_x = unit_x(-4.5f), ship_y = unit_y(65.6f);
    tafl::Pcg32 rng(seed + 3, 0x3AFEu);
    for (float gy = 0.06f; gy < 0.95f; gy += 0.085f) {
        for (float gx = 0.06f; gx < p.aspect - 0.05f; gx += 0.11f) {
            const float x = gx + (unit(rng) - 0.5f) * 0.07f, y = gy + (unit(rng) - 0.5f) * 0.05f;
            const float keep = unit(rng);
            const int px = p.pixel(x), py = p.pixel(y);
            if (px < 0 || py < 0 || px >= p.w || py >= p.h || keep > 0.6f) continue;
            if (f.at(px, py) > -kFar || f.soft[index(px, py, p.w)] > 0.02f) continue;
            if (std::hypot(x - rose_x, y - rose_y) < rose_r + 0.04f || std::hypot(x - ship_x, y - ship_y) < 0.08f)
                continue;
            wave(p, x, y, 46.0f, m);
        }
    }
    longship(p, ship_x, ship_y, 62.0f);
    for (const Mark& mk : place_marks(f, n, seed + 5)) {
        const float x = mk.x * p.inv, y = mk.y * p.inv;
        // Nothing grows or stands out of the ice.
        const int mx = std::clamp(static_cast<int>(mk.x), 0, p.w - 1);
        if (ice[index(mx, static_cast<int>(mk.y), p.w)] != 0 ||
            ice[index(mx, std::max(0, static_cast<int>(mk.y - mk.h * 0.6f)), p.w)] != 0)
            continue;
        if (mk.kind == 0)
            mountain(p, x, y, mk.w, mk.h, mk.snow, m);
        else
            tree(p, x, y, mk.h, mk.kind == 1, m);
    }
    frame(p, n);
    static constexpr Brush kBrushes[kRegions] = {
        {0.024f, 0.007f, 0.06f, false},  // sea
        {0.012f, 0.004f, 0.25f, false},  // land
        {0.0f, 0.0f, 0.0f, true},        // ink
        {0.0f, 0.0f, 0.0f, true},        // lines of water and crests of waves
        {0.0f, 0.0f, 0.0f, true},        // marks
        {0.0f, 0.0f, 0.0f, true},        // rose
        {0.0f, 0.0f, 0.0f, true},        // frame
    };
    return paint_picture(p, seed, kBrushes, {0.12f, 0.10f, 0.0f, 0.035f});
}

}  // namespace

}  // namespace tafl::art::map

namespace tafl::art {

// The map, for artgen_main.cpp.
Canvas make_campaign_map(std::uint64_t seed) { return map::paint_map(seed); }

}  // namespace tafl::art
