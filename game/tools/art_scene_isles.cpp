// art_scene_isles.cpp: the rulebook scenes of Ireland and Wales: a round tower on the Atlantic
// coast (brandubh), the mounds of Tara under a grey sky (ard-ri), a castle among Welsh hills at
// dusk (tawlbwrdd).
#include <array>
#include <cmath>
#include <vector>

#include "art_scenery.h"

namespace tafl::art {

namespace {

using namespace paint;

constexpr int kW = 800, kH = 450;

// Grass in the light of a low sun: two greens and a warm sheen where slopes face the light.
Rgb grass(const TileNoise& n, float x, float y, float lit, float scale) {
    const float g = n.fbm(x * 30.0f * scale, y * 80.0f * scale, 4);
    const Rgb dark{0.10f, 0.20f, 0.07f}, light{0.36f, 0.52f, 0.16f};
    return mix(dark, light, clamp01(0.25f + 0.5f * g + 0.5f * (lit - 0.5f))) * (0.85f + 0.3f * lit);
}

// [SECTION] Brandubh: the Atlantic coast with a round tower

enum CoastRegion : std::uint8_t { kCSky, kCCloud, kCIsle, kCSea, kCCliff, kCGrass, kCTower, kCWall, kCFoam, kCCount };

// Brandubh: the Atlantic coast of Ireland, a round tower, a church and a high cross on the cliff.
Canvas brandubh(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0xC0A57ULL, 256);
    const float line = 0.50f, sun_x = 1.95f, sun_y = 0.20f;
    static constexpr Stop kSky[] = {{0.0f, {0.30f, 0.45f, 0.68f}}, {0.6f, {0.58f, 0.70f, 0.82f}},
                                    {1.0f, {0.88f, 0.86f, 0.78f}}};
    const auto air = [&](float x, float y) {
        return ramp(kSky, y / line) + Rgb{0.45f, 0.32f, 0.12f} * (0.5f * std::exp(-sq((x - sun_x) / 0.6f) - sq((y - sun_y) / 0.4f)));
    };
    for (int py = 0; py <= p.pixel(line) + 1; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = air(x, y);
            const float wisp = 0.5f * cloud(m, x, y, 1.2f, 9.0f, 0.3f) * smoothstep(0.25f, 0.05f, y);
            c = mix(c, Rgb{0.92f, 0.92f, 0.90f}, wisp);
            p.put(px, py, c, 1.0f, kCSky, 0.0f);
        }
    }
    // Heaped clouds over the sea, lit from the sun on the right.
    tafl::Pcg32 rng(seed + 9, 0xC1u);
    const CloudLight sunlit{1.0f, 0.6f, Rgb{1.0f, 0.96f, 0.86f}, Rgb{0.55f, 0.60f, 0.72f}, Rgb{0.50f, 0.52f, 0.60f}};
    static constexpr float kClouds[][4] = {{0.32f, 0.33f, 0.55f, 0.22f}, {0.95f, 0.22f, 0.38f, 0.12f},
                                           {1.55f, 0.27f, 0.48f, 0.18f}, {0.02f, 0.44f, 0.26f, 0.05f},
                                           {0.78f, 0.455f, 0.30f, 0.04f}, {1.25f, 0.47f, 0.22f, 0.03f}};
    for (const auto& cl : kClouds) {
        const auto puffs = grow_cumulus(rng, cl[0], cl[1], cl[2], cl[3]);
        paint_cumulus(p, puffs, cl[1], n, sunlit, kCCloud);
    }
    // Islands on the horizon, steep and blue with distance.
    const auto isles = crest_line(p, [&](float x) {
        const float a = 0.075f * std::max(0.0f, 1.0f - std::abs(x - 0.34f) / 0.09f);
        const float b = 0.045f * std::max(0.0f, 1.0f - std::abs(x - 0.50f) / 0.07f);
        return line - std::max(a, b) * (0.8f + 0.4f * ridged(n, x * 20.0f, 7.0f, 3)) + 0.002f;
    });
    land(p, isles, line + 0.002f, [&](float x, float y, float) {
        return mix(Rgb{0.36f, 0.44f, 0.58f}, air(x, y), 0.45f + 0.1f * n.fbm(x * 40.0f, y * 40.0f, 2));
    }, kCIsle);
    // The sea: deep blue-green, wave crests white, the sun's glitter to the right.
    fill(p, {0.0f, line - p.inv, p.aspect, 1.0f}, [&](float, float y) { return line - y; }, [&](float x, float y) {
        const float dz = y - line;
        const float depth = 1.0f / (dz + 0.01f);
        const float wave = m.fbm(x * depth * 0.5f, depth * 3.0f, 4);
        Rgb c = mix(Rgb{0.20f, 0.36f, 0.50f}, Rgb{0.07f, 0.22f, 0.30f}, smoothstep(0.0f, 0.35f, dz));
        c = mix(c, air(x, line - dz * 0.5f), 0.35f * std::exp(-dz * 12.0f));
        c = c * (0.85f + 0.35f * wave);
        const float chop = m.fbm(x * depth * 2.0f + 30.0f, depth * 14.0f, 3);
        const float crest = smoothstep(0.70f, 0.80f, chop) * smoothstep(0.5f, 0.7f, wave) * (0.3f + 0.7f * smoothstep(0.0f, 0.3f, dz));
        c = mix(c, Rgb{0.85f, 0.88f, 0.86f}, crest * 0.75f);
        const float glitter = std::exp(-sq((x - 1.45f) / (0.12f + dz * 0.8f))) *
                              smoothstep(0.70f, 0.78f, m.fbm(x * depth * 4.0f + 17.0f, depth * 14.0f, 2));
        return c + Rgb{1.0f, 0.85f, 0.55f} * (glitter * 0.5f);
    }, kCSea, 0.0f);
    // The headland: a grass-topped cliff falling to the sea, catching the low sun.
    const auto top = crest_line(p, [&](float x) {
        return 0.40f + 0.16f * smoothstep(1.25f, 0.92f, x) - 0.03f * smoothstep(1.3f, 1.78f, x) + 0.01f * (n.fbm(x * 9.0f, 3.0f, 3) - 0.5f);
    });
    std::vector<float> cliff_foot(top.size(), 0.0f), grass_foot(top.size(), 0.0f), grass_top(top.size(), 2.0f);
    for (int px = 0; px < p.w; ++px) {
        const float x = p.u(px);
        const auto c = static_cast<std::size_t>(px);
        if (x < 0.93f) continue;
        cliff_foot[c] = 0.59f + 0.10f * smoothstep(1.0f, 1.7f, x) + 0.01f * n.fbm(x * 30.0f, 9.0f, 2);
        grass_top[c] = top[c];
        grass_foot[c] = top[c] + 0.018f + 0.06f * smoothstep(0.95f, 1.7f, x) * (0.6f + 0.4f * n.fbm(x * 6.0f, 1.0f, 3));
    }
    land(p, top, cliff_foot, [&](float x, float y, float d) {
        // Layers of shale and sandstone, buttresses lit by the low sun, gullies in shadow.
        const float g = n.fbm(x * 9.0f, y * 4.0f, 5), gr = n.fbm(x * 9.0f + 0.02f, y * 4.0f, 5);
        const float face = clamp01(0.5f + (gr - g) * 22.0f);
        const float layer = 0.5f + 0.5f * std::sin(y * 110.0f + 6.0f * n.fbm(x * 3.0f, y * 3.0f, 3));
        const float grain = n.fbm(x * 120.0f, y * 300.0f, 2);
        Rgb c = mix(Rgb{0.16f, 0.15f, 0.17f}, Rgb{0.36f, 0.33f, 0.32f}, 0.5f * layer + 0.3f * grain);
        c = c + Rgb{0.70f, 0.50f, 0.30f} * (sq(face) * 0.75f);
        c = c * (0.75f + 0.5f * g);
        return c * (1.0f - 0.35f * smoothstep(0.0f, 0.15f, d));
    }, kCCliff);
    land(p, grass_top, grass_foot, [&](float x, float y, float d) {
        const float lit = clamp01(0.70f - d * 6.0f + 0.6f * (n.fbm(x * 12.0f, y * 30.0f, 3) - 0.5f));
        const Rgb g = grass(n, x, y, lit, 2.0f) * 0.95f;
        const float grey = (g.r + g.g + g.b) / 3.0f;
        return mix(g, Rgb{grey, grey, grey}, 0.2f) + Rgb{0.30f, 0.22f, 0.06f} * std::exp(-d / 0.004f);
    }, kCGrass);
    // Surf at the foot of the cliff.
    shade(p, {0.9f, 0.55f, p.aspect, 0.75f}, [&](float x, float y, Rgb c) {
        const auto col = static_cast<std::size_t>(std::clamp(p.pixel(x), 0, p.w - 1));
        if (cliff_foot[col] <= 0.0f) return c;
        const float below = y - cliff_foot[col];
        const float foam = std::exp(-sq((below - 0.004f) / 0.010f)) * smoothstep(0.40f, 0.62f, m.fbm(x * 30.0f, y * 60.0f, 3));
        return mix(c, Rgb{0.92f, 0.94f, 0.92f}, clamp01(foam) * 0.85f);
    });
    // The round tower with its conical cap, a roofless church beside it, and a high cross.
    const float tx = 1.36f, tbase = top[static_cast<std::size_t>(p.pixel(tx))] + 0.012f, tr = 0.024f, th = 0.29f;
    const float gx = 1.50f, gbase = top[static_cast<std::size_t>(p.pixel(gx))] + 0.015f;
    const float gable[] = {gx - 0.07f, gbase, gx - 0.07f, gbase - 0.075f, gx - 0.025f, gbase - 0.125f, gx + 0.02f,
                           gbase - 0.075f, gx + 0.02f, gbase};
    fill(p, {gx - 0.08f, gbase - 0.13f, gx + 0.03f, gbase + 0.01f}, [&](float x, float y) {
        const float window = sd_box(x, y, gx - 0.025f, gbase - 0.075f, 0.006f, 0.02f);
        return std::max(sd_polygon(x, y, gable), -window);
    }, [&](float x, float y) {
        const float stone = n.fbm(x * 200.0f, y * 200.0f, 2);
        return mix(Rgb{0.30f, 0.28f, 0.26f}, Rgb{0.62f, 0.56f, 0.46f}, stone * 0.6f + 0.3f * clamp01((x - gx + 0.07f) / 0.09f));
    }, kCWall, kPi * 0.5f);
    fill(p, {tx - tr - 0.01f, tbase - th - 0.06f, tx + tr + 0.01f, tbase + 0.01f}, [&](float x, float y) {
        const float body = std::max(std::abs(x - tx) - tr * (1.0f + 0.08f * (y - tbase + th) / th), std::max(y - tbase, tbase - th - y));
        const float cap_t = (tbase - th - y) / 0.055f;
        const float cap = std::max(std::abs(x - tx) - (tr + 0.003f) * (1.0f - cap_t), std::max(-cap_t, cap_t - 1.0f));
        const float win = std::min(sd_box(x, y, tx + 0.004f, tbase - th + 0.02f, 0.004f, 0.008f),
                                   sd_box(x, y, tx - 0.006f, tbase - th * 0.55f, 0.003f, 0.007f));
        return std::max(std::min(body, cap), -win);
    }, [&](float x, float y) {
        const float across = clamp01((x - tx) / tr * 0.5f + 0.5f);  // lit from the right
        const float stone = n.fbm(x * 260.0f, y * 260.0f, 2);
        Rgb c = mix(Rgb{0.22f, 0.21f, 0.22f}, Rgb{0.85f, 0.74f, 0.56f}, std::pow(across, 1.5f));
        c = c * (0.8f + 0.35f * stone);
        if (y < tbase - th) c = c * 0.8f;
        return c;
    }, kCTower, kPi * 0.5f);
    const float cx = 1.20f, cbase = top[static_cast<std::size_t>(p.pixel(cx))] + 0.015f;
    fill(p, {cx - 0.03f, cbase - 0.10f, cx + 0.03f, cbase + 0.01f}, [&](float x, float y) {
        const float shaft = sd_box(x, y, cx, cbase - 0.04f, 0.005f, 0.04f);
        const float arms = sd_box(x, y, cx, cbase - 0.072f, 0.018f, 0.0045f);
        const float ring = std::abs(std::hypot(x - cx, y - cbase + 0.072f) - 0.011f) - 0.0025f;
        return std::min(std::min(shaft, arms), ring);
    }, [&](float x, float) {
        return mix(Rgb{0.20f, 0.19f, 0.20f}, Rgb{0.70f, 0.60f, 0.46f}, clamp01((x - cx) / 0.01f + 0.5f));
    }, kCTower, kPi * 0.5f);
    // The foreground: a grassy bank on the left, with gorse in flower and grey rocks.
    const auto bank = crest_line(p, [&](float x) {
        return 0.79f + 0.22f * smoothstep(0.10f, 1.00f, x) + 0.02f * (n.fbm(x * 7.0f, 60.0f, 3) - 0.5f);
    });
    land(p, bank, 1.01f, [&](float x, float y, float d) {
        const float g0 = n.fbm(x * 8.0f, y * 8.0f + 20.0f, 4);
        Rgb c = grass(n, x, y, clamp01(0.40f - d * 3.0f + (g0 - 0.5f)), 1.6f) * 0.8f;
        const float bush = smoothstep(0.55f, 0.62f, m.fbm(x * 9.0f, y * 14.0f, 4));
        const float bloom = smoothstep(0.62f, 0.72f, m.fbm(x * 160.0f, y * 160.0f, 2));
        c = mix(c, mix(Rgb{0.10f, 0.16f, 0.06f}, Rgb{0.95f, 0.78f, 0.15f}, bloom), bush);
        return c;
    }, kCGrass);
    static constexpr std::array<Brush, kCCount> kBrushes = {{
        {0.040f, 0.011f, 0.12f, false},  // sky
        {0.022f, 0.007f, 0.50f, false},  // cloud
        {0.012f, 0.004f, 0.10f, false},  // isles
        {0.030f, 0.005f, 0.05f, false},  // sea
        {0.014f, 0.005f, 0.30f, false},  // cliff
        {0.016f, 0.005f, 0.30f, false},  // grass
        {0.0f, 0.0f, 0.0f, true},        // tower
        {0.006f, 0.002f, 0.10f, false},  // church
        {0.010f, 0.003f, 0.20f, false},  // foam
    }};
    return paint_picture(p, seed, kBrushes, {0.30f, 0.22f, 0.028f});
}

// [SECTION] Ard Rí: the Hill of Tara

enum TaraRegion : std::uint8_t { kASky, kACloud, kAFar, kAHill, kAStone, kASheep, kATree, kACount };

// A ring bank with its ditch inside, as the forts of Tara have: height at distance d from the
// centre of a ring of radius r.
float ring_bank(float d, float r, float height, float width) {
    return height * (std::exp(-sq((d - r) / width)) - 0.7f * std::exp(-sq((d - r + 1.6f * width) / width)));
}

// The land around Tara, in metres: the plain, the hill, and the earthworks on its top.
float tara_height(const TileNoise& n, float x, float z) {
    float h = 16.0f * (n.fbm(x * 0.003f, z * 0.003f, 4) - 0.5f) - 12.0f * smoothstep(200.0f, 500.0f, z);
    h += 26.0f * std::exp(-sq(x / 150.0f) - sq((z - 150.0f) / 95.0f));
    // Clumps of trees on the plain below.
    const float wood = smoothstep(0.60f, 0.70f, n.fbm(x * 0.02f + 50.0f, z * 0.02f, 3)) * smoothstep(260.0f, 330.0f, z);
    h += 7.0f * wood * (0.7f + 0.3f * n.fbm(x * 0.3f, z * 0.3f, 2));
    const float royal = std::hypot(x - 4.0f, (z - 150.0f) * 1.15f);
    h += ring_bank(royal, 34.0f, 1.3f, 2.4f);
    const float forradh = std::hypot(x + 3.0f, z - 150.0f), cormac = std::hypot(x - 14.0f, z - 147.0f);
    h += ring_bank(forradh, 9.5f, 1.0f, 1.4f) + ring_bank(forradh, 14.0f, 1.0f, 1.4f) + 0.8f * std::exp(-sq(forradh / 6.0f));
    h += ring_bank(cormac, 8.0f, 0.9f, 1.3f) + 0.5f * std::exp(-sq(cormac / 5.0f));
    h += 2.2f * std::exp(-sq(std::hypot(x + 10.0f, z - 176.0f) / 5.5f));  // the Mound of the Hostages
    h += ring_bank(std::hypot(x - 30.0f, z - 105.0f), 12.0f, 0.8f, 1.5f);  // Laoghaire's fort, lower down
    return h + 0.35f * (n.fbm(x * 0.12f, z * 0.12f, 3) - 0.5f);
}

// Ard Rí: the Hill of Tara, its ring forts and mounds under a grey sky, sheep on the slopes.
Canvas ard_ri(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0x7A2AULL, 256);
    const float horizon = 0.34f, focal = 1.5f, cam_h = 44.0f, cam_z = 30.0f, cx = p.aspect * 0.5f;
    static constexpr Stop kSky[] = {{0.0f, {0.36f, 0.39f, 0.44f}}, {0.7f, {0.62f, 0.64f, 0.66f}},
                                    {1.0f, {0.80f, 0.80f, 0.77f}}};
    // A grey sky of low, layered cloud with a brighter seam near the horizon.
    for (int py = 0; py <= p.pixel(horizon + 0.06f); ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = std::min(p.u(py), horizon);
            Rgb c = ramp(kSky, y / horizon);
            const float z = 1.0f / (horizon - y + 0.12f);
            const float d = smoothstep(0.38f, 0.70f, n.fbm(x * z * 0.30f + 0.4f * m.fbm(x * 3.0f, y * 6.0f, 3), z * 1.0f, 6));
            const float above = smoothstep(0.38f, 0.70f, n.fbm(x * z * 0.30f + 0.4f * m.fbm(x * 3.0f, y * 6.0f, 3), (z - 0.15f) * 1.0f, 6));
            const Rgb dark = Rgb{0.30f, 0.32f, 0.36f} * (0.9f + 0.3f * y / horizon);
            const Rgb lit = Rgb{0.78f, 0.78f, 0.76f};
            c = mix(c, mix(dark, lit, clamp01(0.35f + (d - above) * 2.0f)), d * 0.8f);
            c = c + Rgb{0.20f, 0.18f, 0.12f} * (0.5f * std::exp(-sq((x - 1.35f) / 0.35f) - sq((y - horizon + 0.04f) / 0.05f)));
            p.put(px, py, c, 1.0f, d > 0.5f ? kACloud : kASky, 0.0f);
        }
    }
    // The land, column by column from the front to the horizon, as a height field.
    const Rgb fog = ramp(kSky, 0.95f);
    for (int px = 0; px < p.w; ++px) {
        const float sx = (p.u(px) - cx) / focal;
        float ymin = 1.0f + p.inv;
        float z = cam_z + 40.0f;
        while (z < 4000.0f && ymin > horizon - 0.01f) {
            const float x = sx * z;
            const float h = tara_height(n, x, z);
            const float ys = horizon + focal * (cam_h - h) / (z - cam_z + 40.0f);
            if (ys < ymin) {
                const float e = 0.6f + z * 0.004f;
                const float hx = tara_height(n, x + e, z) - h, hz = tara_height(n, x, z + e) - h;
                const float nx = -hx / e, nz = -hz / e;
                const float nl = std::hypot(nx, nz, 1.0f);
                const float light = clamp01((0.55f * nx - 0.45f * nz + 0.70f) / nl);
                const float field = n.fbm(x * 0.02f, z * 0.02f, 3);
                const float cell_x = x * 0.012f + field, cell_z = z * 0.016f;
                const float hedge = std::max(smoothstep(0.42f, 0.5f, std::abs(cell_x - std::round(cell_x))),
                                             smoothstep(0.42f, 0.5f, std::abs(cell_z - std::round(cell_z))));
                const float far = smoothstep(300.0f, 700.0f, z);
                Rgb c = mix(Rgb{0.17f, 0.27f, 0.11f}, Rgb{0.36f, 0.46f, 0.20f}, clamp01(0.3f + 0.7f * field));
                c = c * (0.30f + 1.0f * sq(light));
                c = mix(c, Rgb{0.08f, 0.14f, 0.06f}, hedge * far * 0.8f);
                const float trees = smoothstep(0.60f, 0.70f, n.fbm(x * 0.02f + 50.0f, z * 0.02f, 3)) * smoothstep(260.0f, 330.0f, z);
                c = mix(c, Rgb{0.06f, 0.11f, 0.06f} * (0.6f + 0.8f * light), trees);
                const float tuft = m.fbm(x * 0.8f, z * 2.0f, 3);
                c = c * (0.85f + 0.30f * tuft * (1.0f - far));
                // Sunlight through a break in the clouds, sweeping over the land in patches.
                // The break falls on the royal seat; the near slope lies in the shadow of a cloud.
                const float seat = std::exp(-sq(x / 110.0f) - sq((z - 168.0f) / 38.0f));
                const float sun = clamp01(smoothstep(0.50f, 0.62f, m.fbm(x * 0.0035f + 7.0f, z * 0.006f, 4)) * 0.6f + seat * 1.2f - 0.15f);
                c = c * mix(Rgb{0.60f, 0.66f, 0.76f}, Rgb{1.28f, 1.20f, 0.88f}, sun);
                const float grey = (c.r + c.g + c.b) / 3.0f;
                c = mix(c, Rgb{grey, grey, grey}, 0.22f);
                c = mix(c, fog * Rgb{0.85f, 0.90f, 0.98f}, clamp01(1.0f - std::exp(-(z - cam_z) / 700.0f)) * 0.9f);
                const int top = std::max(0, p.pixel(ys)), bottom = std::min(p.h - 1, p.pixel(ymin));
                const std::uint8_t reg = z > 330.0f ? kAFar : kAHill;
                for (int py = top; py <= bottom; ++py) {
                    const float cov = py == top ? clamp01(static_cast<float>(p.pixel(ys) + 1) - ys / p.inv) : 1.0f;
                    p.put(px, py, c, py == top ? std::max(cov, p.region[index(px, py, p.w)] == kAHill ? 1.0f : cov) : 1.0f, reg, 0.0f);
                }
                ymin = ys;
            }
            z += 0.25f + z * 0.006f;
        }
    }
    // Sheep grazing on the slopes, and the Lia Fáil standing on the Forradh.
    const auto project = [&](float x, float z, float& sx, float& sy) {
        const float h = tara_height(n, x, z);
        sx = cx + focal * x / (z - cam_z + 40.0f);
        sy = horizon + focal * (cam_h - h) / (z - cam_z + 40.0f);
        return focal / (z - cam_z + 40.0f);
    };
    tafl::Pcg32 rng(seed + 4, 0x5EE9u);
    for (int i = 0; i < 26; ++i) {
        const float x = (unit(rng) - 0.5f) * 260.0f, z = 95.0f + unit(rng) * 150.0f;
        float sx = 0.0f, sy = 0.0f;
        const float scale = project(x, z, sx, sy);
        const float bw = 1.0f * scale, bh = 0.55f * scale;
        fill(p, {sx - bw * 1.5f, sy - bh * 2.0f, sx + bw * 1.5f, sy + bh}, [&](float x0, float y0) {
            const float body = sd_ellipse(x0, y0, sx, sy - bh * 0.9f, bw * 0.6f, bh * 0.6f);
            const float head = sd_ellipse(x0, y0, sx + bw * 0.62f, sy - bh * 0.8f, bw * 0.18f, bh * 0.32f);
            return std::min(body, head);
        }, [&](float x0, float y0) {
            if (x0 > sx + bw * 0.48f) return Rgb{0.12f, 0.11f, 0.10f};
            return mix(Rgb{0.62f, 0.61f, 0.56f}, Rgb{0.90f, 0.89f, 0.84f}, clamp01((sy - y0) / bh));
        }, kASheep, 0.0f);
    }
    float stone_x = 0.0f, stone_y = 0.0f;
    const float stone_scale = project(-3.0f, 150.0f, stone_x, stone_y);
    const float sh = 2.2f * stone_scale, sw = 0.45f * stone_scale;
    fill(p, {stone_x - sw * 2.0f, stone_y - sh * 1.2f, stone_x + sw * 2.0f, stone_y + 0.005f}, [&](float x, float y) {
        const float t = clamp01((stone_y - y) / sh);
        return std::max(std::abs(x - stone_x) - sw * (1.0f - 0.3f * t * t), std::max(y - stone_y, stone_y - sh - y + 0.3f * sw * sq((x - stone_x) / sw)));
    }, [&](float x, float y) {
        const float lit = clamp01((stone_x - x) / sw * 0.5f + 0.5f);
        return mix(Rgb{0.30f, 0.30f, 0.30f}, Rgb{0.66f, 0.65f, 0.60f}, lit) * (0.85f + 0.3f * m.fbm(x * 300.0f, y * 300.0f, 2));
    }, kAStone, kPi * 0.5f);
    // A hawthorn bent by the wind in the foreground.
    std::vector<Limb> thorn;
    grow_tree(thorn, rng, 0.16f, 1.03f, {0.30f, 0.016f, 0.30f, 0.80f, 0.0f, 0.60f, 0.35f, 3, 8});
    paint_limbs(p, thorn, [](float, float, std::size_t i) { return i < 3 ? Rgb{0.12f, 0.10f, 0.09f} : Rgb{0.09f, 0.08f, 0.07f}; }, kAStone);
    foliage(p, thorn, 3, 0.026f, Rgb{0.04f, 0.07f, 0.045f}, Rgb{0.24f, 0.30f, 0.14f}, 0.8f, 0.6f, m, kATree);
    static constexpr std::array<Brush, kACount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.035f, 0.010f, 0.15f, false},  // cloud
        {0.014f, 0.004f, 0.05f, false},  // far land
        {0.024f, 0.007f, 0.20f, false},  // hill
        {0.0f, 0.0f, 0.0f, true},        // stone
        {0.0f, 0.0f, 0.0f, true},        // sheep
        {0.010f, 0.004f, 0.60f, false},  // tree
    }};
    return paint_picture(p, seed, kBrushes, {0.35f, 0.22f, 0.028f});
}

// [SECTION] Tawlbwrdd: a castle among the Welsh hills at dusk

enum WalesRegion : std::uint8_t { kWSky, kWCloud, kWHill0, kWHill1, kWHill2, kWHill3, kWCastle, kWLight, kWWater, kWNear, kWCount };

// The castle: a curtain wall between round towers, a gatehouse of two towers, battlements along
// every top; distance-like value, negative inside.
float sd_castle(float x, float y, float base) {
    const auto merlons = [](float x0, float top, float period) {
        const float f = x0 / period - std::floor(x0 / period);
        return f < 0.55f ? top - period * 0.9f : top;
    };
    const float wall_top = merlons(x, 0.420f, 0.011f);
    float d = std::max(std::abs(x - 1.25f) - 0.21f, std::max(wall_top - y, y - base));
    static constexpr float kTowers[][3] = {{1.04f, 0.022f, 0.360f}, {1.19f, 0.020f, 0.345f}, {1.245f, 0.020f, 0.345f},
                                           {1.33f, 0.018f, 0.370f}, {1.46f, 0.023f, 0.355f}};
    for (const auto& t : kTowers) {
        const float top = merlons(x - t[0] + 0.5f, t[2], 0.008f);
        d = std::min(d, std::max(std::abs(x - t[0]) - t[1], std::max(top - y, y - base)));
        // A watch turret on the tallest.
        if (t[2] < 0.36f) d = std::min(d, std::max(std::abs(x - t[0] + 0.007f) - 0.006f, std::max(t[2] - 0.030f - y, y - t[2])));
    }
    // The hall's roof behind the wall.
    d = std::min(d, std::max(std::abs(x - 1.37f) - 0.05f + (0.42f - y) * 1.2f, std::max(0.385f - y, y - 0.43f)));
    return d;
}

// Tawlbwrdd: a castle on a crag among Welsh hills at dusk, an estuary below.
Canvas tawlbwrdd(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0xCA57ULL, 256);
    const float sun_x = 0.42f, line = 0.60f;
    static constexpr Stop kSky[] = {{0.00f, {0.08f, 0.10f, 0.26f}}, {0.35f, {0.22f, 0.20f, 0.40f}},
                                    {0.62f, {0.55f, 0.32f, 0.42f}}, {0.82f, {0.92f, 0.52f, 0.30f}},
                                    {1.00f, {1.00f, 0.78f, 0.42f}}};
    const auto air = [&](float x, float y) {
        const float t = y / line + 0.10f * std::exp(-sq((x - sun_x) / 0.4f));
        return ramp(kSky, t) * (1.0f - 0.15f * smoothstep(0.3f, 1.5f, std::abs(x - sun_x)));
    };
    for (int py = 0; py <= p.pixel(line); ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = air(x, y);
            const float d = cloud(n, x, y, 1.4f, 10.0f, 0.45f) * smoothstep(0.05f, 0.15f, y) * smoothstep(0.48f, 0.32f, y);
            const float below = cloud(n, x, y + 0.015f, 1.4f, 10.0f, 0.45f);
            const float warm = std::exp(-std::abs(x - sun_x) * 0.9f) * smoothstep(0.1f, 0.45f, y);
            const Rgb lit = mix(Rgb{0.55f, 0.35f, 0.50f}, Rgb{1.0f, 0.55f, 0.35f}, warm);
            c = mix(c, mix(lit, Rgb{0.20f, 0.16f, 0.30f}, clamp01((below - d) * 2.0f + 0.2f)), d * 0.85f);
            p.put(px, py, c, 1.0f, d > 0.4f ? kWCloud : kWSky, 0.0f);
        }
    }
    // Hills behind hills, each darker and nearer; the sun has just gone behind the far ones.
    struct Range {
        float base, height, freq, haze;
        std::uint8_t reg;
    };
    static constexpr Range kRanges[] = {{0.53f, 0.16f, 1.8f, 0.62f, kWHill0}, {0.63f, 0.16f, 1.4f, 0.36f, kWHill1},
                                        {0.675f, 0.10f, 1.1f, 0.10f, kWHill2}};
    float k = 0.0f;
    for (const Range& r : kRanges) {
        k += 1.0f;
        const auto crest = crest_line(p, [&](float x) {
            const float peaks = r.reg == kWHill0 ? 0.4f * ridged(n, x * 3.0f, 17.0f, 5) : 0.0f;
            return r.base - r.height * (n.fbm(x * r.freq + k * 13.0f, k * 7.0f, 4) + peaks) + 0.02f;
        });
        land(p, crest, 1.01f, [&](float x, float y, float d) {
            const float g = n.fbm(x * 10.0f * k, y * 20.0f, 4);
            Rgb c = Rgb{0.09f, 0.09f, 0.14f} * (0.8f + 0.4f * g) + Rgb{0.06f, 0.08f, 0.04f} * (k - 1.0f) * g;
            const float rim = std::exp(-d / 0.006f) * std::exp(-std::abs(x - sun_x) * 1.2f);
            c = c + Rgb{0.8f, 0.45f, 0.25f} * (rim * 0.5f);
            return mix(c, mix(air(x, 0.30f), air(x, line - 0.05f), 0.35f), r.haze);
        }, r.reg);
    }
    // An estuary below on the left, holding the sky.
    const float estuary = 0.665f;
    fill(p, {0.0f, estuary, 1.2f, 0.9f}, [&](float x, float y) {
        return std::max(estuary - y, y - estuary - 0.20f * smoothstep(1.15f, 0.1f, x));
    }, [](float, float) { return Rgb{0.2f, 0.2f, 0.3f}; }, kWWater, 0.0f);
    water(p, m, {estuary, 0.0f, 1.2f, Rgb{0.10f, 0.08f, 0.16f}, 0.7f, 0.55f, 0.85f, 1.0f, kWWater}, kWWater);
    reflect(p, m, kWHill2, kWWater, estuary, 0.7f, 2.0f);
    shade(p, {0.0f, estuary - 0.01f, 1.2f, 0.9f}, [&](float x, float y, Rgb c) {
        const float path = std::exp(-sq((x - sun_x) / (0.08f + (y - estuary) * 1.5f)));
        return c + Rgb{0.9f, 0.55f, 0.25f} * (path * 0.25f * smoothstep(0.5f, 0.7f, m.fbm(x * 40.0f, y * 200.0f, 2)));
    });
    // The crag and the castle on it, against the last light.
    const auto crag = crest_line(p, [&](float x) {
        // A steep face towards the estuary, a long broken slope on the right.
        const float rise = smoothstep(0.90f, 1.03f, x + 0.03f * ridged(m, x * 9.0f, 5.0f, 4));
        const float fall = 1.0f - 0.55f * smoothstep(1.47f, 1.78f, x) - 0.10f * smoothstep(1.56f, 1.62f, x);
        return 0.79f - 0.29f * rise * fall - 0.025f * ridged(m, x * 14.0f, 3.0f, 5) * rise;
    });
    land(p, crag, 1.01f, [&](float x, float y, float d) {
        const float g = m.fbm(x * 30.0f, y * 14.0f, 5), gr = m.fbm(x * 30.0f - 0.03f, y * 14.0f, 5);
        const float face = clamp01(0.5f + (gr - g) * 12.0f);
        const float west = smoothstep(1.10f, 0.92f, x);  // the side towards the sunset
        Rgb c = Rgb{0.065f, 0.06f, 0.10f} * (0.6f + 0.8f * g) + Rgb{0.36f, 0.22f, 0.20f} * (sq(face) * (0.15f + 0.45f * west));
        const float turf = smoothstep(0.45f, 0.6f, m.fbm(x * 12.0f, y * 30.0f, 3) + 1.5f * (y - 0.62f));
        c = mix(c, Rgb{0.07f, 0.08f, 0.06f} * (0.8f + 0.4f * g), turf);
        return c + Rgb{0.6f, 0.35f, 0.25f} * (0.3f * std::exp(-d / 0.004f));
    }, kWHill3);
    const float cbase = 0.50f;
    fill(p, {1.0f, 0.30f, 1.50f, cbase + 0.01f}, [&](float x, float y) { return sd_castle(x, y, cbase); },
         [&](float x, float y) {
             const float stone = m.fbm(x * 300.0f, y * 300.0f, 2);
             const float course = std::abs(std::sin(y * 900.0f)) < 0.15f ? 0.85f : 1.0f;
             Rgb c = Rgb{0.11f, 0.095f, 0.14f} * (0.8f + 0.35f * stone) * course;
             // Round towers: lit on the side of the sunset.
             static constexpr float kTx[] = {1.04f, 1.19f, 1.245f, 1.33f, 1.46f};
             for (const float tx : kTx) {
                 if (std::abs(x - tx) < 0.023f && y > 0.33f) {
                     const float a = clamp01((tx - x) / 0.022f * 0.5f + 0.5f);
                     c = c * (0.7f + 0.4f * a) + Rgb{0.35f, 0.20f, 0.16f} * (sq(a) * 0.5f);
                 }
             }
             return c + Rgb{0.45f, 0.28f, 0.22f} * (0.25f * smoothstep(0.46f, 0.33f, y));
         },
         kWCastle, kPi * 0.5f);
    // Lit windows: the gatehouse and the hall.
    static constexpr float kWindows[][2] = {{1.217f, 0.40f}, {1.217f, 0.375f}, {1.36f, 0.445f}, {1.385f, 0.445f},
                                            {1.19f, 0.44f}, {1.46f, 0.41f}};
    for (const auto& w : kWindows) {
        fill(p, {w[0] - 0.01f, w[1] - 0.01f, w[0] + 0.01f, w[1] + 0.01f},
             [&](float x, float y) { return sd_box(x, y, w[0], w[1], 0.0022f, 0.0045f); },
             [](float, float) { return Rgb{1.0f, 0.72f, 0.35f}; }, kWLight, 0.0f);
        glow(p, w[0], w[1], 0.010f, Rgb{1.0f, 0.55f, 0.2f}, 0.25f);
    }
    // The near hillside, dark, with bracken catching the last light on its crest.
    const auto near = crest_line(p, [&](float x) {
        return 0.82f + 0.02f * smoothstep(0.5f, 1.1f, x) + 0.02f * (n.fbm(x * 5.0f, 77.0f, 4) - 0.5f) - 0.05f * smoothstep(0.5f, 0.0f, x);
    });
    land(p, near, 1.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 40.0f, y * 60.0f, 4);
        Rgb c = mix(Rgb{0.05f, 0.045f, 0.06f}, Rgb{0.16f, 0.10f, 0.08f}, g);
        return c + Rgb{0.55f, 0.30f, 0.15f} * (0.35f * std::exp(-d / 0.006f));
    }, kWNear);
    static constexpr std::array<Brush, kWCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.030f, 0.008f, 0.08f, false},  // cloud
        {0.018f, 0.005f, 0.15f, false},  // hills, far to near
        {0.020f, 0.006f, 0.15f, false},
        {0.024f, 0.007f, 0.20f, false},
        {0.014f, 0.004f, 0.30f, false},  // crag
        {0.0f, 0.0f, 0.0f, true},        // castle
        {0.0f, 0.0f, 0.0f, true},        // windows
        {0.030f, 0.004f, 0.04f, false},  // water
        {0.026f, 0.007f, 0.25f, false},  // near hillside
    }};
    return paint_picture(p, seed, kBrushes, {0.40f, 0.22f, 0.028f});
}

}  // namespace

// The scenes of this file, for art_books.cpp.
Canvas scene_tawlbwrdd(std::uint64_t seed) { return tawlbwrdd(seed); }
Canvas scene_ard_ri(std::uint64_t seed) { return ard_ri(seed); }
Canvas scene_brandubh(std::uint64_t seed) { return brandubh(seed); }

}  // namespace tafl::art
