// art_scenery.cpp: colour ramps, clouds, trees, spruces and smoke for the rulebook scenes.
#include "art_scenery.h"

#include <algorithm>
#include <cmath>

namespace tafl::art::paint {

// Skies and lights are coloured along ramps of a few stops.
Rgb ramp(std::span<const Stop> stops, float t) {
    if (t <= stops.front().t) return stops.front().c;
    for (std::size_t i = 1; i < stops.size(); ++i) {
        if (t <= stops[i].t) return mix(stops[i - 1].c, stops[i].c, (t - stops[i - 1].t) / (stops[i].t - stops[i - 1].t));
    }
    return stops.back().c;
}

// Layered and streaky clouds for skies that are not heaped.
float cloud(const TileNoise& noise, float x, float y, float sx, float sy, float amount) {
    const float wx = noise.fbm(x * sx * 0.8f + 13.0f, y * sy * 0.8f, 3);
    const float n = noise.fbm(x * sx + wx * 1.5f, y * sy + wx * 2.0f, 5);
    return smoothstep(0.62f - 0.30f * amount, 0.80f - 0.30f * amount, n);
}

// Heaped clouds are built from puffs so that they can be lit as bodies.
std::vector<Puff> grow_cumulus(tafl::Pcg32& rng, float cx, float base, float width, float height) {
    std::vector<Puff> out;
    // Large puffs along the base, smaller ones heaped on them towards a rounded top.
    const int n = 5 + static_cast<int>(width / height * 3.0f);
    for (int i = 0; i < n; ++i) {
        const float t = (static_cast<float>(i) + unit(rng)) / static_cast<float>(n);
        const float r = height * (0.22f + 0.25f * unit(rng)) * (1.0f - 0.6f * sq(2.0f * t - 1.0f));
        out.push_back({cx + (t - 0.5f) * width, base - r * 0.45f, r});
    }
    for (int i = 0; i < n * 4; ++i) {
        const Puff& under = out[rng.below(static_cast<std::uint32_t>(out.size()))];
        const float a = (unit(rng) - 0.5f) * 2.6f;
        const float r = under.r * (0.45f + 0.45f * unit(rng));
        const Puff next{under.x + std::sin(a) * under.r * 0.85f, under.y - std::cos(a) * under.r * 0.7f, r};
        const float dome = height * std::sqrt(std::max(0.0f, 1.0f - sq(2.0f * (next.x - cx) / width)));
        if (base - next.y + next.r * 0.6f < dome && std::abs(next.x - cx) < width * 0.5f) out.push_back(next);
    }
    return out;
}

namespace {
// The height of a cloud's surface at (x, y): the highest of its puffs' domes.
float cloud_height(std::span<const Puff> puffs, float x, float y) {
    float h = -1.0f;
    for (const Puff& pf : puffs) {
        const float d2 = sq(x - pf.x) + sq(y - pf.y);
        if (d2 < pf.r * pf.r) h = std::max(h, std::sqrt(pf.r * pf.r - d2));
        else h = std::max(h, pf.r - std::sqrt(d2));
    }
    return h;
}
}  // namespace

// Lights a heaped cloud by the slope of its puffs' domes, with soft torn edges.
void paint_cumulus(Picture& p, std::span<const Puff> puffs, float base, const TileNoise& noise, const CloudLight& light,
                   std::uint8_t reg) {
    if (puffs.empty()) return;
    Box box{1e9f, 1e9f, -1e9f, -1e9f};
    float rmax = 0.0f;
    for (const Puff& pf : puffs) {
        box = {std::min(box.x0, pf.x - pf.r), std::min(box.y0, pf.y - pf.r), std::max(box.x1, pf.x + pf.r),
               std::max(box.y1, pf.y + pf.r)};
        rmax = std::max(rmax, pf.r);
    }
    const float ln = std::hypot(light.sun_x, light.sun_y);
    const float lx = light.sun_x / ln * 0.75f, ly = -light.sun_y / ln * 0.75f, lz = 0.66f;
    const float e = 0.006f;
    const int x0 = std::max(0, p.pixel(box.x0 - 0.02f)), x1 = std::min(p.w - 1, p.pixel(box.x1 + 0.02f));
    const int y0 = std::max(0, p.pixel(box.y0 - 0.02f)), y1 = std::min(p.h - 1, p.pixel(base + 0.01f));
    for (int py = y0; py <= y1; ++py) {
        for (int px = x0; px <= x1; ++px) {
            const float x = p.u(px), y = p.u(py);
            // Soft, torn edges: the surface is roughened by noise and faded over a few pixels.
            const float fluff = (noise.fbm(x * 30.0f, y * 30.0f, 4) - 0.5f) * rmax * 0.55f;
            const float h = cloud_height(puffs, x, y);
            const float sd = -(h + fluff) + std::max(0.0f, (y - base) * 4.0f);
            const float cov = clamp01(0.5f - sd / (p.inv * 3.0f));
            if (cov <= 0.0f) continue;
            const float hx = cloud_height(puffs, x + e, y) - h, hy = cloud_height(puffs, x, y + e) - h;
            const float bump = (noise.fbm(x * 22.0f, y * 22.0f, 3) - 0.5f) * 1.2f;
            const float nx = -hx / e + bump, ny = -hy / e + bump * 0.5f;
            const float nl = std::hypot(nx, ny, 1.0f);
            const float diffuse = clamp01((nx * lx + ny * ly + lz) / nl);
            Rgb c = mix(light.shade, light.sun, smoothstep(0.10f, 0.90f, diffuse));
            c = mix(c, light.base, smoothstep(base - rmax * 0.8f, base, y) * 0.6f);
            p.put(px, py, c, cov * light.opacity, reg, 0.0f);
        }
    }
}

// Trees, poles and reeds are drawn as tapered limbs.
float sd_limb(float x, float y, const Limb& l) {
    const float dx = l.bx - l.ax, dy = l.by - l.ay;
    const float t = clamp01(((x - l.ax) * dx + (y - l.ay) * dy) / std::max(1e-12f, dx * dx + dy * dy));
    return std::hypot(x - l.ax - dx * t, y - l.ay - dy * t) - (l.ra + (l.rb - l.ra) * t);
}

namespace {

// One limb and, below `depth`, the limbs that grow from it. `angle` is from the vertical.
void branch(std::vector<Limb>& out, tafl::Pcg32& rng, float x, float y, float angle, float len, float radius,
            int level, const Growth& g) {
    // A limb is three slightly bent pieces.
    float cx = x, cy = y, a = angle;
    const float tip = radius * (level == 0 ? 0.25f : 0.35f);
    for (int k = 0; k < 3; ++k) {
        const float l = len / 3.0f;
        const float nx = cx + std::sin(a) * l, ny = cy - std::cos(a) * l;
        const float r0 = radius + (tip - radius) * static_cast<float>(k) / 3.0f;
        const float r1 = radius + (tip - radius) * static_cast<float>(k + 1) / 3.0f;
        out.push_back({cx, cy, nx, ny, r0, r1});
        cx = nx, cy = ny;
        a += (unit(rng) - 0.5f) * (level == 0 ? 0.12f : 0.35f);
        // The finest twigs hang.
        if (level == g.depth) a += (kPi - std::abs(a)) * (a >= 0 ? 1.0f : -1.0f) * g.droop * 0.35f;
    }
    if (level >= g.depth) return;
    const int n = level == 0 ? g.branches : 2 + static_cast<int>(rng.below(2));
    for (int i = 0; i < n; ++i) {
        const float t = level == 0 ? g.start + (0.98f - g.start) * (static_cast<float>(i) + unit(rng) * 0.7f) / static_cast<float>(n)
                                   : 0.30f + 0.65f * unit(rng);
        const float bx = x + (cx - x) * t, by = y + (cy - y) * t;
        const float side = (i % 2 == 0 ? 1.0f : -1.0f) * (unit(rng) < 0.2f ? -1.0f : 1.0f);
        const float child = angle + side * g.spread * (0.6f + 0.6f * unit(rng));
        const float shrink = level == 0 ? g.reach * (1.2f - 0.9f * (t - g.start) / (1.0f - g.start)) : 0.55f;
        branch(out, rng, bx, by, child, len * shrink * (0.8f + 0.4f * unit(rng)), radius * (level == 0 ? 0.30f : 0.45f),
               level + 1, g);
    }
}

}  // namespace

// Every bare or leafy tree of the scenes grows from here.
void grow_tree(std::vector<Limb>& out, tafl::Pcg32& rng, float x, float y, const Growth& g) {
    branch(out, rng, x, y, g.lean, g.height, g.width, 0, g);
}

// Bare crowns read as a haze of twigs, not as single lines.
void twig_haze(Picture& p, std::span<const Limb> limbs, std::size_t from, Rgb colour, float radius, float alpha) {
    if (limbs.size() <= from) return;
    Box box{1e9f, 1e9f, -1e9f, -1e9f};
    for (std::size_t i = from; i < limbs.size(); ++i) {
        box = {std::min(box.x0, limbs[i].bx), std::min(box.y0, limbs[i].by), std::max(box.x1, limbs[i].bx),
               std::max(box.y1, limbs[i].by)};
    }
    const int x0 = std::max(0, p.pixel(box.x0 - 2.0f * radius)), x1 = std::min(p.w - 1, p.pixel(box.x1 + 2.0f * radius));
    const int y0 = std::max(0, p.pixel(box.y0 - 2.0f * radius)), y1 = std::min(p.h - 1, p.pixel(box.y1 + 2.0f * radius));
    if (x1 < x0 || y1 < y0) return;
    const int bw = x1 - x0 + 1;
    std::vector<float> veil(static_cast<std::size_t>(bw) * static_cast<std::size_t>(y1 - y0 + 1), 0.0f);
    const int reach = static_cast<int>(2.0f * radius / p.inv) + 1;
    for (std::size_t i = from; i < limbs.size(); ++i) {
        const int cx = p.pixel(limbs[i].bx), cy = p.pixel(limbs[i].by);
        for (int py = std::max(y0, cy - reach); py <= std::min(y1, cy + reach); ++py) {
            for (int px = std::max(x0, cx - reach); px <= std::min(x1, cx + reach); ++px) {
                const float d2 = sq(p.u(px) - limbs[i].bx) + sq(p.u(py) - limbs[i].by);
                float& v = veil[index(px - x0, py - y0, bw)];
                v += (1.0f - v) * 0.35f * std::exp(-d2 / sq(radius));
            }
        }
    }
    for (int py = y0; py <= y1; ++py)
        for (int px = x0; px <= x1; ++px) p.at(px, py) = mix(p.at(px, py), colour, alpha * veil[index(px - x0, py - y0, bw)]);
}

// Leafy crowns: clumps of leaves at the twig tips, lit as a whole.
void foliage(Picture& p, std::span<const Limb> limbs, std::size_t from, float radius, Rgb dark, Rgb lit, float lx,
             float ly, const TileNoise& noise, std::uint8_t reg) {
    if (limbs.size() <= from) return;
    // The crown's extent, so that clumps high in it and towards the light are brighter.
    float top = 1e9f, bottom = -1e9f, left = 1e9f, right = -1e9f;
    for (std::size_t i = from; i < limbs.size(); ++i) {
        top = std::min(top, limbs[i].by), bottom = std::max(bottom, limbs[i].by);
        left = std::min(left, limbs[i].bx), right = std::max(right, limbs[i].bx);
    }
    const float ccx = 0.5f * (left + right), ccy = 0.5f * (top + bottom);
    const float hw = std::max(0.01f, 0.5f * (right - left)), hh = std::max(0.01f, 0.5f * (bottom - top));
    const float ln = std::hypot(lx, ly);
    const float dx = lx / ln, dy = ly / ln;
    std::vector<std::size_t> order;
    for (std::size_t i = from; i < limbs.size(); ++i) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return limbs[a].by > limbs[b].by; });
    for (const std::size_t i : order) {
        const float cx = limbs[i].bx, cy = limbs[i].by;
        const float r = radius * (0.7f + 0.6f * noise.at(cx * 300.0f, cy * 300.0f));
        const float place = clamp01(0.5f + 0.5f * ((cx - ccx) / hw * dx - (cy - ccy) / hh * dy) * 0.7f + 0.25f * (ccy - cy) / hh);
        fill(
            p, {cx - r * 1.4f, cy - r * 1.4f, cx + r * 1.4f, cy + r * 1.4f},
            [&](float x, float y) {
                return std::hypot(x - cx, y - cy) - r * (0.8f + 0.5f * noise.fbm(x * 400.0f, y * 400.0f, 2));
            },
            [&](float x, float y) {
                const float nx = (x - cx) / r, ny = (cy - y) / r;
                const float shade = clamp01(0.5f + 0.5f * (nx * dx + ny * dy));
                const float leaf = noise.fbm(x * 500.0f, y * 500.0f, 2);
                return mix(dark, lit, clamp01(0.15f + 0.55f * place + 0.35f * shade * place + 0.3f * (leaf - 0.5f)));
            },
            reg, 0.0f);
    }
}

// The spruces of the north: ragged tiers, each side its own.
float sd_spruce(float x, float y, float cx, float foot, float height, float width, const TileNoise& noise) {
    const float top = foot - height;
    const float t = (y - top) / height;
    if (t < 0.0f) return std::hypot(x - cx, y - top);
    if (t > 1.0f) return std::max(std::abs(x - cx) - width * 0.08f, y - foot - height * 0.05f);
    // Tiers of drooping branches, each side its own length, ragged at the tips.
    const float tiers = 9.0f + 4.0f * noise.at(cx * 50.0f, 3.0f);
    const float k = std::floor(t * tiers), f = t * tiers - k;
    const float side = x < cx ? 0.0f : 1.0f;
    const float tk = std::min(1.0f, (k + 1.0f) / tiers);
    const float len = width * (0.10f + 0.90f * tk) * (0.55f + 0.75f * noise.at(k * 3.1f + side * 17.0f + cx * 50.0f, 5.0f));
    const float ragged = (noise.fbm(x * 500.0f, y * 160.0f, 2) - 0.5f) * width * 0.35f * f;
    const float half = std::max(width * 0.04f, len * (0.20f + 0.80f * std::pow(f, 0.6f)) + ragged);
    return std::abs(x - cx) - half;
}

// Fires for the night scenes: flames, sparks and their light.
void fire(Picture& p, float x, float foot, float height, const TileNoise& noise, std::uint64_t seed, std::uint8_t reg) {
    glow(p, x, foot - height * 0.4f, height * 3.5f, Rgb{0.95f, 0.45f, 0.15f}, 0.30f);
    glow(p, x, foot - height * 0.3f, height * 1.2f, Rgb{1.0f, 0.6f, 0.25f}, 0.35f);
    static constexpr Stop kFlame[] = {{0.0f, {1.0f, 0.95f, 0.75f}}, {0.35f, {1.0f, 0.75f, 0.30f}},
                                      {0.70f, {0.95f, 0.40f, 0.10f}}, {1.0f, {0.55f, 0.12f, 0.05f}}};
    fill(
        p, {x - height * 0.6f, foot - height * 1.2f, x + height * 0.6f, foot + 0.005f},
        [&](float px, float py) {
            const float t = (foot - py) / height;
            if (t < 0.0f) return py - foot;
            const float sway = (noise.fbm(py / height * 2.0f + 40.0f, x * 10.0f, 3) - 0.5f) * height * 0.5f * t;
            const float tongues = noise.fbm((px - x) / height * 5.0f + 9.0f, py / height * 3.0f, 3);
            const float w = height * 0.42f * std::pow(std::max(0.0f, 1.0f - t), 0.8f) * (0.5f + 0.9f * tongues);
            return std::abs(px - x - sway) - w;
        },
        [&](float px, float py) {
            const float t = clamp01((foot - py) / height);
            const float core = std::exp(-sq((px - x) / (height * 0.15f)));
            return ramp(kFlame, clamp01(t * 1.1f - 0.3f * core + 0.1f));
        },
        reg, kPi * 0.5f);
    // Sparks carried up by the heat.
    tafl::Pcg32 rng(seed, 0x5A4Bu);
    for (int i = 0; i < 40; ++i) {
        const float up = sq(unit(rng)) * height * 4.0f + height * 0.6f;
        const float sx = x + (unit(rng) - 0.5f) * height * (0.4f + up / height * 0.35f), sy = foot - up;
        const float r = p.inv * (0.6f + 0.8f * unit(rng));
        const float a = 0.9f * (1.0f - up / (height * 4.6f));
        fill(p, {sx - r * 3.0f, sy - r * 3.0f, sx + r * 3.0f, sy + r * 3.0f}, [&](float px, float py) { return sd_circle(px, py, sx, sy, r); },
             [&](float, float) { return Rgb{1.0f, 0.70f, 0.30f} * a + Rgb{0.05f, 0.03f, 0.02f}; }, reg, 0.0f);
    }
}

// Smoke from roofs and tents, rising, widening and drifting.
float smoke(const TileNoise& noise, float px, float py, float x, float y, float rise, float drift, float width) {
    const float up = y - py;
    if (up < 0.0f || up > rise) return 0.0f;
    const float t = up / rise;
    const float wobble = (noise.fbm(up * 6.0f + x * 10.0f, 7.0f, 3) - 0.5f) * 0.8f * up;
    const float cx = x + drift * up * up / rise + wobble;
    const float w = width * (1.0f + 5.0f * t);
    const float body = std::exp(-sq((px - cx) / w));
    const float puff = noise.fbm((px - cx) * 12.0f + x * 30.0f, up * 10.0f - x * 20.0f, 4);
    return body * smoothstep(0.25f, 0.75f, puff + 0.25f * (1.0f - t)) * (1.0f - t) * smoothstep(0.0f, 0.05f, up);
}

}  // namespace tafl::art::paint
