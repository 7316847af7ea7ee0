// art_ship.cpp: a ship seen from the side for the rulebook scenes: the hull with its strakes and
// curling stems, shields, oars, mast, yard and sail, and its reflection on the water.
#include <algorithm>
#include <cmath>
#include <vector>

#include "art_scenery.h"

namespace tafl::art::paint {

namespace {

// What one point of the ship shows.
struct ShipHit {
    bool hit = false;
    Rgb c;
};

// The line of the rail along the hull, rising to the stems.
float sheer(float lx) { return 0.050f + 0.15f * std::pow(std::min(1.0f, std::abs(lx) / 0.42f), 3.5f); }
// The bottom of the hull, rising towards both ends.
float keel(float lx) { return -0.018f + 0.09f * sq(std::max(0.0f, (std::abs(lx) - 0.24f) / 0.19f)); }

// Distance to a polyline of n points: the curling stems.
float polyline(float x, float y, const float (*pts)[2], int n) {
    float d = 1e9f;
    for (int i = 0; i + 1 < n; ++i) d = std::min(d, segment_distance(x, y, pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1]));
    return d;
}

// The ship in its own units (length 1): lx along the hull with the prow at -0.5, ly up from the
// waterline; `lit` is +1 where upper edges catch the light.
ShipHit ship_at(const Ship& s, float lx, float ly) {
    ShipHit h;
    const Rgb wood = s.hull;
    // Stems: the prow curls up into a beast's head, the stern into a scroll.
    static const float kProw[][2] = {{-0.40f, 0.060f}, {-0.445f, 0.120f}, {-0.468f, 0.180f}, {-0.472f, 0.228f},
                                     {-0.462f, 0.262f}, {-0.445f, 0.280f}};
    static const float kStern[][2] = {{0.40f, 0.060f}, {0.445f, 0.120f}, {0.462f, 0.175f}, {0.462f, 0.215f},
                                      {0.448f, 0.238f}, {0.432f, 0.236f}, {0.428f, 0.222f}};
    if (lx < -0.38f) {
        const float d = polyline(lx, ly, kProw, 6);
        const float head = sq((lx + 0.437f) / 0.022f) + sq((ly - 0.279f) / 0.011f);
        if (d < 0.010f - std::max(0.0f, ly - 0.1f) * 0.03f || head < 1.0f) {
            h.hit = true;
            h.c = wood + s.light * (0.5f * smoothstep(0.004f, -0.004f, lx + 0.462f - ly * 0.05f));
            return h;
        }
    }
    if (lx > 0.38f && polyline(lx, ly, kStern, 7) < 0.010f - std::max(0.0f, ly - 0.1f) * 0.03f) {
        h.hit = true;
        h.c = wood;
        return h;
    }
    const float top = sheer(lx);
    // Shields along the rail.
    if (s.shields) {
        const float k = std::round((lx + 0.30f) / 0.05f);
        if (k >= 0.0f && k <= 12.0f) {
            const float cx = -0.30f + k * 0.05f, cy = sheer(cx) - 0.004f;
            const float r = std::hypot(lx - cx, ly - cy);
            if (r < 0.019f) {
                const int i = static_cast<int>(k);
                Rgb c = i % 3 == 0 ? Rgb{0.50f, 0.12f, 0.07f} : i % 3 == 1 ? Rgb{0.62f, 0.50f, 0.22f} : Rgb{0.20f, 0.24f, 0.30f};
                if (r > 0.016f) c = Rgb{0.10f, 0.08f, 0.07f};
                if (r < 0.005f) c = Rgb{0.60f, 0.55f, 0.45f};
                h.hit = true;
                h.c = c * (0.85f + 0.3f * clamp01((ly - cy) / 0.02f + 0.5f));
                return h;
            }
        }
    }
    // Oars, reaching back into the water.
    for (int i = 0; i < s.oars; ++i) {
        const float ox = -0.27f + 0.54f * (static_cast<float>(i) + 0.5f) / static_cast<float>(s.oars);
        if (ly > -0.01f && segment_distance(lx, ly, ox, sheer(ox) - 0.02f, ox + 0.05f, -0.012f) < 0.0035f) {
            h.hit = true;
            h.c = wood * 1.4f + s.light * 0.15f;
            return h;
        }
    }
    // The hull, its strakes, and light along the rail.
    if (std::abs(lx) < 0.43f && ly < top && ly > keel(lx)) {
        const float q = (ly - keel(lx)) / std::max(0.004f, top - keel(lx));
        const float strake = std::abs(q * 5.0f - std::round(q * 5.0f));
        Rgb c = wood * (strake < 0.10f ? 0.65f : 1.0f) * (0.8f + 0.35f * q);
        c = c + s.light * (0.7f * smoothstep(0.008f, 0.0f, top - ly));
        h.hit = true;
        h.c = c;
        return h;
    }
    // Mast, yard, and the sail: set and striped, or furled along the yard.
    if (std::abs(lx) < 0.006f && ly > 0.02f && ly < 0.50f) {
        h.hit = true;
        h.c = wood;
        return h;
    }
    if (std::abs(ly - 0.43f) < 0.006f - std::abs(lx) * 0.01f && std::abs(lx) < 0.22f) {
        h.hit = true;
        h.c = wood + s.light * 0.3f;
        return h;
    }
    if (s.sail_set) {
        const float bottom = 0.13f - 0.02f * (1.0f - sq(lx / 0.2f));
        const float hw = 0.19f + 0.02f * (0.43f - ly) / 0.3f;
        if (ly < 0.425f && ly > bottom && std::abs(lx) < hw) {
            const float u = (lx + hw) / (2.0f * hw);
            const bool stripe = static_cast<int>(u * 7.0f) % 2 == 0;
            const float shade = 0.70f + 0.25f * (1.0f - sq(lx / hw)) - 0.15f * s.light_from * lx / hw;
            h.hit = true;
            h.c = (stripe ? s.sail_a : s.sail_b) * shade;
            return h;
        }
    } else {
        const float roll = 0.016f + 0.005f * std::sin(lx * 90.0f);
        if (std::abs(lx) < 0.20f && ly < 0.43f && ly > 0.43f - roll) {
            h.hit = true;
            h.c = s.sail_b * (0.55f + 0.35f * (ly - 0.43f + roll) / roll);
            return h;
        }
    }
    // Stays from the masthead to the stems.
    if (segment_distance(lx, ly, 0.0f, 0.49f, -0.42f, 0.16f) < 0.0025f ||
        segment_distance(lx, ly, 0.0f, 0.49f, 0.42f, 0.16f) < 0.0025f) {
        h.hit = true;
        h.c = wood;
    }
    return h;
}

}  // namespace

// Ships for the fjord and the river: supersampled for their thin lines, then mirrored.
void ship(Picture& p, const Ship& s, const TileNoise& noise, std::uint8_t reg, float ripple) {
    const float L = s.length;
    const int x0 = std::max(0, p.pixel(s.x - 0.52f * L)), x1 = std::min(p.w - 1, p.pixel(s.x + 0.52f * L));
    const int y0 = std::max(0, p.pixel(s.waterline - 0.52f * L)), y1 = std::min(p.h - 1, p.pixel(s.waterline + 0.03f * L));
    const int bw = x1 - x0 + 1, bh = y1 - y0 + 1;
    if (bw <= 0 || bh <= 0) return;
    std::vector<Rgb> colour(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh));
    std::vector<float> cover(colour.size(), 0.0f);
    const float flip = s.facing_left ? 1.0f : -1.0f;
    for (int py = y0; py <= y1; ++py) {
        for (int px = x0; px <= x1; ++px) {
            Rgb sum{};
            int hits = 0;
            for (int j = 0; j < 3; ++j) {
                for (int i = 0; i < 3; ++i) {
                    const float x = (static_cast<float>(px) + (static_cast<float>(i) + 0.5f) / 3.0f) * p.inv;
                    const float y = (static_cast<float>(py) + (static_cast<float>(j) + 0.5f) / 3.0f) * p.inv;
                    const ShipHit hit = ship_at(s, (x - s.x) / L * flip, (s.waterline - y) / L);
                    if (hit.hit) {
                        sum = sum + hit.c;
                        ++hits;
                    }
                }
            }
            if (hits == 0) continue;
            const std::size_t i = index(px - x0, py - y0, bw);
            colour[i] = sum * (1.0f / static_cast<float>(hits));
            cover[i] = static_cast<float>(hits) / 9.0f;
            p.put(px, py, colour[i], cover[i], reg, 0.0f);
        }
    }
    // The reflection: mirrored about the waterline, sliced by ripples, darker than the ship.
    const int wl = p.pixel(s.waterline);
    for (int py = wl + 1; py < std::min(p.h, wl + (wl - y0)); ++py) {
        const float y = p.u(py);
        const float dist = (y - s.waterline) / L;
        for (int px = x0; px <= x1; ++px) {
            const float x = p.u(px);
            const float wave = noise.fbm(x * 40.0f, y * 300.0f, 2) - 0.5f;
            const int sx = px + static_cast<int>(std::round(wave * ripple * (1.0f + dist * 60.0f)));
            const int sy = 2 * wl - py;
            if (sx < x0 || sx > x1 || sy < y0 || sy > y1) continue;
            const std::size_t i = index(sx - x0, sy - y0, bw);
            if (cover[i] <= 0.0f) continue;
            const float slice = smoothstep(0.2f, 0.5f, noise.fbm(x * 8.0f, y * 160.0f, 2) + 0.25f - dist * 1.2f);
            const float a = cover[i] * slice * 0.75f * std::exp(-dist * 3.0f);
            p.at(px, py) = mix(p.at(px, py), colour[i] * 0.55f, a);
        }
    }
}

}  // namespace tafl::art::paint
