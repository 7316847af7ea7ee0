// art_scene_towns.cpp: the rulebook scenes of towns: Jorvik on the Ouse (york), a German town on
// its river under a castle (koenigszabel), a harbour of Copenhagen at night (copenhagen).
#include <array>
#include <cmath>
#include <vector>

#include "art_scenery.h"

namespace tafl::art {

namespace {

using namespace paint;

constexpr int kW = 800, kH = 450;

// [SECTION] Copenhagen: the harbour at night

enum HarbourRegion : std::uint8_t {
    kHSky, kHStar, kHWall, kHRoof, kHLamp, kHQuay, kHWater, kHShip, kHMast, kHCount
};

// Copenhagen: a harbour at night, gabled houses along the quay, lamps and their long reflections.
Canvas copenhagen(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0x4AB0ULL, 256);
    const float quay = 0.64f, line = 0.675f;
    static constexpr Stop kSky[] = {{0.0f, {0.015f, 0.025f, 0.075f}}, {0.6f, {0.04f, 0.07f, 0.17f}},
                                    {1.0f, {0.16f, 0.15f, 0.24f}}};
    for (int py = 0; py <= p.pixel(quay); ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = ramp(kSky, y / quay);
            const float d = cloud(n, x, y, 1.5f, 8.0f, 0.35f) * smoothstep(0.02f, 0.12f, y);
            c = mix(c, Rgb{0.10f, 0.10f, 0.18f} + Rgb{0.10f, 0.06f, 0.04f} * (y / quay), d * 0.6f);
            p.put(px, py, c, 1.0f, kHSky, 0.0f);
        }
    }
    stars(p, seed + 2, 120, 0.35f, kHSky, kHStar);
    // The row of houses along the quay: tall, narrow, each its own colour.
    static constexpr Rgb kColours[] = {{0.78f, 0.55f, 0.18f}, {0.62f, 0.16f, 0.10f}, {0.20f, 0.36f, 0.55f},
                                       {0.85f, 0.72f, 0.45f}, {0.78f, 0.38f, 0.14f}, {0.30f, 0.45f, 0.32f},
                                       {0.82f, 0.78f, 0.66f}, {0.55f, 0.20f, 0.16f}, {0.88f, 0.66f, 0.25f}};
    tafl::Pcg32 rng(seed + 7, 0x11u);
    float x = -0.03f;
    std::uint32_t id = 0;
    while (x < p.aspect) {
        House h{};
        const float width = 0.12f + 0.08f * unit(rng);
        h.x0 = x, h.x1 = x + width, h.ground = quay;
        const int floors = 3 + static_cast<int>(rng.below(3));
        h.floors = floors;
        h.bays = width > 0.16f ? 4 : 3;
        h.eave = quay - 0.062f * static_cast<float>(floors);
        const std::uint32_t kind = rng.below(4);
        h.front = kind == 0 ? House::Front::Eaves : kind == 1 ? House::Front::Curved : kind == 2 ? House::Front::Stepped : House::Front::Gable;
        h.ridge = h.eave - (h.front == House::Front::Eaves ? 0.05f : 0.07f + 0.04f * unit(rng));
        h.wall = kColours[rng.below(9)] * 0.30f;  // night: the lamps do the rest
        h.roof = Rgb{0.10f, 0.07f, 0.07f};
        h.frame = h.wall * 0.5f;
        h.glass = Rgb{0.03f, 0.035f, 0.06f};
        h.lamp = Rgb{1.0f, 0.72f, 0.38f};
        h.lit = 0.30f + 0.45f * unit(rng);
        house(p, h, m, ++id, kHWall, kHRoof, kHLamp);
        x += width + 0.004f;
    }
    // Light from the street falling up the fronts.
    shade(p, {0.0f, 0.3f, p.aspect, quay}, [&](float x0, float y, Rgb c) {
        const float lamp_x = std::round((x0 - 0.1f) / 0.28f) * 0.28f + 0.1f;
        const float pool = std::exp(-sq((x0 - lamp_x) / 0.08f)) * std::exp(-(quay - y) / 0.10f);
        return c * (0.75f + 1.6f * pool) + Rgb{0.20f, 0.12f, 0.04f} * pool;
    });
    // The quay's stone edge.
    fill(p, {0.0f, quay - 0.002f, p.aspect, line + 0.002f}, [&](float, float y) { return std::max(quay - y, y - line); },
         [&](float x0, float y) {
             const float stone = m.fbm(x0 * 80.0f, y * 200.0f, 3);
             const float block = std::abs(std::sin(x0 * 90.0f)) < 0.08f ? 0.6f : 1.0f;
             return Rgb{0.12f, 0.11f, 0.12f} * (0.7f + 0.6f * stone) * block + Rgb{0.25f, 0.15f, 0.05f} * smoothstep(line, quay, y) * 0.5f;
         },
         kHQuay, 0.0f);
    // Wooden ships moored along the quay: dark hulls, masts and rigging against the houses.
    static constexpr float kShips[][3] = {{0.28f, 0.30f, 0.40f}, {0.85f, 0.34f, 0.46f}, {1.42f, 0.28f, 0.38f}};
    for (const auto& s : kShips) {
        const float sx = s[0], half = s[1] * 0.5f, mast = s[2];
        fill(p, {sx - half - 0.02f, line - 0.05f, sx + half + 0.02f, line + 0.012f}, [&](float x0, float y) {
            const float sheer = line - 0.030f - 0.012f * sq((x0 - sx) / half);
            const float bow = std::abs(x0 - sx) - half + std::max(0.0f, (y - sheer)) * 0.6f;
            return std::max(bow, std::max(sheer - y, y - line - 0.008f));
        }, [&](float x0, float y) {
            return Rgb{0.05f, 0.04f, 0.045f} + Rgb{0.25f, 0.14f, 0.05f} * (0.3f * m.fbm(x0 * 50.0f, y * 50.0f, 2));
        }, kHShip, 0.0f);
        std::vector<Limb> rig;
        rig.push_back({sx - half * 0.25f, line - 0.03f, sx - half * 0.25f, line - 0.03f - mast, 0.003f, 0.0018f});
        rig.push_back({sx + half * 0.35f, line - 0.03f, sx + half * 0.35f, line - 0.03f - mast * 0.75f, 0.0026f, 0.0016f});
        rig.push_back({sx - half * 0.25f, line - 0.03f - mast, sx - half * 1.15f, line - 0.035f, 0.0006f, 0.0006f});
        rig.push_back({sx - half * 0.25f, line - 0.03f - mast, sx + half * 0.35f, line - 0.03f - mast * 0.75f, 0.0006f, 0.0006f});
        rig.push_back({sx + half * 0.35f, line - 0.03f - mast * 0.75f, sx + half * 1.1f, line - 0.035f, 0.0006f, 0.0006f});
        rig.push_back({sx - half * 0.25f - 0.05f, line - 0.03f - mast * 0.72f, sx - half * 0.25f + 0.05f, line - 0.03f - mast * 0.72f, 0.0012f, 0.0012f});
        paint_limbs(p, rig, [](float, float, std::size_t) { return Rgb{0.03f, 0.03f, 0.04f}; }, kHMast);
        // A lantern at the masthead.
        fill(p, {sx - 0.02f, line - 0.05f - mast, sx + 0.02f, line - mast}, [&](float x0, float y) {
            return sd_circle(x0, y, sx - half * 0.25f, line - 0.034f - mast, 0.003f);
        }, [](float, float) { return Rgb{1.0f, 0.85f, 0.55f}; }, kHLamp, 0.0f);
        glow(p, sx - half * 0.25f, line - 0.034f - mast, 0.012f, Rgb{1.0f, 0.7f, 0.3f}, 0.35f);
    }
    // Street lamps along the quay.
    for (int i = 0; i < 7; ++i) {
        const float lx = 0.1f + 0.28f * static_cast<float>(i), top = quay - 0.085f;
        const Limb post[] = {{lx, quay + 0.004f, lx, top, 0.0018f, 0.0014f}};
        paint_limbs(p, post, [](float, float, std::size_t) { return Rgb{0.03f, 0.03f, 0.035f}; }, kHMast);
        fill(p, {lx - 0.01f, top - 0.015f, lx + 0.01f, top + 0.005f},
             [&](float x0, float y) { return sd_ellipse(x0, y, lx, top - 0.005f, 0.0055f, 0.0075f); },
             [](float, float) { return Rgb{1.0f, 0.92f, 0.70f}; }, kHLamp, 0.0f);
        glow(p, lx, top - 0.005f, 0.03f, Rgb{1.0f, 0.70f, 0.35f}, 0.45f);
    }
    // The canal: every light drawn down into long broken streaks.
    water(p, m, {line, 0.0f, p.aspect, Rgb{0.01f, 0.015f, 0.035f}, 1.2f, 0.70f, 0.95f, 3.0f}, kHWater);
    static constexpr std::array<Brush, kHCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.0f, 0.0f, 0.0f, true},        // stars
        {0.010f, 0.003f, 0.05f, false},  // walls
        {0.010f, 0.003f, 0.05f, false},  // roofs
        {0.0f, 0.0f, 0.0f, true},        // lamps
        {0.014f, 0.004f, 0.05f, false},  // quay
        {0.030f, 0.0035f, 0.03f, false}, // water
        {0.010f, 0.003f, 0.05f, false},  // ships
        {0.0f, 0.0f, 0.0f, true},        // masts
    }};
    return paint_picture(p, seed, kBrushes, {0.40f, 0.22f, 0.028f});
}

// [SECTION] York: Jorvik on the Ouse, a morning of mist and smoke

enum JorvikRegion : std::uint8_t { kJSky, kJTrees, kJWall, kJRoof, kJBank, kJWater, kJShip, kJWood, kJReed, kJCount };

// York: Jorvik on the Ouse on a misty morning, thatched houses and their smoke, a ship at a jetty.
Canvas york(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0x0E5EULL, 256);
    const float bank = 0.585f, line = 0.60f, sun_x = 0.55f, sun_y = 0.30f;
    static constexpr Stop kSky[] = {{0.0f, {0.50f, 0.54f, 0.60f}}, {0.6f, {0.78f, 0.76f, 0.72f}},
                                    {1.0f, {0.93f, 0.86f, 0.70f}}};
    const auto air = [&](float x, float y) {
        const float d2 = sq(x - sun_x) + sq(y - sun_y);
        return ramp(kSky, y / line) + Rgb{0.35f, 0.25f, 0.10f} * (0.6f * std::exp(-d2 / 0.06f)) +
               Rgb{0.3f, 0.28f, 0.2f} * (0.8f * std::exp(-d2 / 0.0012f));
    };
    for (int py = 0; py <= p.pixel(line); ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = air(x, y);
            const float d = cloud(n, x, y, 0.8f, 2.5f, 0.45f) * smoothstep(0.45f, 0.10f, y);
            c = mix(c, Rgb{0.64f, 0.64f, 0.66f}, d * 0.4f);
            p.put(px, py, c, 1.0f, kJSky, 0.0f);
        }
    }
    // Trees behind the town, soft in the mist.
    const auto trees = crest_line(p, [&](float x) {
        // Rounded crowns side by side.
        float top = 0.0f;
        for (int i = -1; i < 30; ++i) {
            const float c = static_cast<float>(i) * 0.065f + 0.03f * n.at(static_cast<float>(i) * 3.7f, 1.0f);
            const float r = 0.035f + 0.03f * n.at(static_cast<float>(i) * 5.3f, 2.0f);
            const float u = (x - c) / r;
            if (std::abs(u) < 1.0f) top = std::max(top, r * 0.8f * std::sqrt(1.0f - u * u) + 0.03f * n.at(static_cast<float>(i) * 2.1f, 4.0f));
        }
        return bank - 0.055f - top - 0.004f * n.fbm(x * 200.0f, 3.0f, 2);
    });
    land(p, trees, bank + 0.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 60.0f, y * 60.0f, 3);
        const Rgb c = mix(Rgb{0.22f, 0.26f, 0.20f}, Rgb{0.40f, 0.42f, 0.32f}, g);
        return mix(c, air(x, y), 0.55f - 0.2f * smoothstep(0.0f, 0.06f, d));
    }, kJTrees);
    // The houses of the town along the bank: low walls of wattle, high roofs of thatch.
    tafl::Pcg32 rng(seed + 3, 0x0Bu);
    std::vector<float> chimneys;
    std::uint32_t id = 0;
    for (int row = 0; row < 2; ++row) {
        // The back row higher up the slope and smaller; the front row on the bank.
        const float scale = row == 0 ? 0.7f : 1.0f;
        float x = row == 0 ? 0.05f : -0.04f;
        while (x < 1.80f) {
            House h{};
            const bool hall = row == 1 && x > 0.55f && x < 0.75f;
            const float width = (hall ? 0.30f : 0.11f + 0.11f * unit(rng)) * scale;
            h.x0 = x, h.x1 = x + width, h.ground = row == 0 ? bank - 0.035f : bank + 0.003f;
            h.eave = h.ground - (0.030f + 0.012f * unit(rng)) * scale;
            h.ridge = h.eave - (hall ? 0.11f : 0.060f + 0.04f * unit(rng)) * scale;
            h.front = House::Front::Eaves;
            h.thatch = true;
            h.wall = mix(Rgb{0.34f, 0.28f, 0.22f}, Rgb{0.50f, 0.42f, 0.32f}, unit(rng));
            h.roof = mix(Rgb{0.40f, 0.32f, 0.19f}, Rgb{0.56f, 0.46f, 0.28f}, unit(rng));
            h.frame = Rgb{0.12f, 0.09f, 0.07f};
            h.floors = 1;
            h.bays = 1;
            h.light = (0.9f + 0.2f * unit(rng)) * (row == 0 ? 0.9f : 1.0f);
            const bool clear = true;
            if (clear) {
                house(p, h, m, ++id, kJWall, kJRoof, kJWall);
                if (unit(rng) < 0.8f) chimneys.push_back(0.5f * (h.x0 + h.x1) + (unit(rng) - 0.5f) * 0.03f), chimneys.push_back(h.ridge);
            }
            x += width + (row == 0 ? 0.03f : 0.02f) + 0.06f * unit(rng);
        }
        if (row == 0) {
            // Haze between the rows.
            shade(p, {0.0f, 0.3f, p.aspect, bank}, [&](float x0, float y, Rgb c) { return mix(c, air(x0, y), 0.35f); });
        }
    }
    // Smoke from the roofs, gathering into the mist.
    shade(p, {0.0f, 0.0f, p.aspect, bank}, [&](float x0, float y, Rgb c) {
        float sm = 0.0f;
        for (std::size_t i = 0; i + 1 < chimneys.size(); i += 2)
            sm = std::max(sm, smoke(m, x0, y, chimneys[i], chimneys[i + 1] + 0.005f, 0.45f, 0.45f, 0.008f));
        return mix(c, Rgb{0.58f, 0.56f, 0.55f}, sm * 0.8f);
    });
    // Trees among the houses, and a wattle fence along the bank.
    for (const float tx : {0.50f, 1.02f, 1.58f}) {
        std::vector<Limb> tree;
        grow_tree(tree, rng, tx, bank - 0.03f, {0.075f, 0.004f, 0.05f, 0.7f, 0.2f, 0.55f, 0.40f, 3, 7});
        paint_limbs(p, tree, [](float, float, std::size_t) { return Rgb{0.30f, 0.28f, 0.25f}; }, kJTrees);
        foliage(p, tree, 3, 0.010f, Rgb{0.36f, 0.38f, 0.32f}, Rgb{0.58f, 0.57f, 0.46f}, -0.8f, 0.5f, m, kJTrees);
    }
    fill(p, {0.0f, bank - 0.03f, p.aspect, bank + 0.005f}, [&](float x0, float y) {
        const float top = bank - 0.016f - 0.002f * std::sin(x0 * 40.0f);
        const bool gap = std::fmod(x0 + 10.0f, 0.45f) > 0.36f;
        return gap ? 1.0f : std::max(top - y, y - bank - 0.002f);
    }, [&](float x0, float y) {
        const float weave = std::abs(std::sin(x0 * 700.0f + std::floor(y * 600.0f) * 1.5f));
        return Rgb{0.26f, 0.22f, 0.16f} * (0.7f + 0.4f * weave);
    }, kJWall, 0.0f);
    // The bank and its muddy edge.
    fill(p, {0.0f, bank - 0.01f, p.aspect, line + 0.005f}, [&](float, float y) {
        return std::max(bank - 0.004f - y, y - line);
    }, [&](float x0, float y) {
        const float g = m.fbm(x0 * 50.0f, y * 200.0f, 3);
        return mix(Rgb{0.22f, 0.22f, 0.15f}, Rgb{0.38f, 0.34f, 0.24f}, g);
    }, kJBank, 0.0f);
    water(p, m, {line, 0.0f, p.aspect, Rgb{0.28f, 0.30f, 0.30f}, 0.7f, 0.6f, 0.92f, 1.0f}, kJWater);
    // A jetty of planks on posts, running from the bank towards us, and a trading ship moored at it.
    const float jetty[] = {1.10f, line - 0.002f, 1.15f, line - 0.002f, 1.13f, 0.83f, 1.02f, 0.83f};
    std::vector<Limb> posts;
    for (int i = 0; i < 7; ++i) {
        const float t = static_cast<float>(i) / 6.0f;
        const float y = line + (0.83f - line) * t * t;
        const float xl = 1.10f + (1.02f - 1.10f) * t * t, xr = 1.15f + (1.13f - 1.15f) * t * t;
        const float len = 0.012f + 0.04f * t * t;
        posts.push_back({xl, y - 0.002f, xl, y + len, 0.0015f + 0.003f * t, 0.0015f + 0.003f * t});
        posts.push_back({xr, y - 0.002f, xr, y + len, 0.0015f + 0.003f * t, 0.0015f + 0.003f * t});
    }
    paint_limbs(p, posts, [](float, float, std::size_t) { return Rgb{0.16f, 0.13f, 0.10f}; }, kJWood);
    fill(p, {1.0f, line - 0.01f, 1.16f, 0.84f}, [&](float x0, float y) { return sd_polygon(x0, y, jetty); },
         [&](float x0, float y) {
             const float depth = (y - line) / (0.83f - line);
             const float plank = std::abs(std::sin((y - line) / (0.01f + depth * depth * 0.05f + 0.002f) * 3.0f));
             return Rgb{0.34f, 0.28f, 0.21f} * (0.75f + 0.3f * plank) * (0.8f + 0.3f * m.fbm(x0 * 200.0f, y * 50.0f, 2));
         }, kJWood, kPi * 0.5f);
    reflect(p, m, kJWood, kJWater, 0.84f, 0.5f, 1.5f);
    Ship knarr{1.42f, 0.78f, 0.44f};
    knarr.shields = false;
    knarr.oars = 0;
    knarr.hull = Rgb{0.20f, 0.15f, 0.12f};
    knarr.sail_b = Rgb{0.62f, 0.55f, 0.45f};
    knarr.light = Rgb{0.40f, 0.34f, 0.24f};
    knarr.facing_left = false;
    ship(p, knarr, m, kJShip, 2.0f);
    // Mist lying on the river and along the bank.
    shade(p, {0.0f, bank - 0.08f, p.aspect, 1.0f}, [&](float x0, float y, Rgb c) {
        const float band = std::exp(-sq((y - line) / 0.035f));
        const float d = band * smoothstep(0.35f, 0.7f, n.fbm(x0 * 2.5f, y * 10.0f + 30.0f, 4));
        return mix(c, air(x0, line - 0.05f), d * 0.55f);
    });
    // Reeds on the near bank.
    const auto near = crest_line(p, [&](float x0) { return 0.93f + 0.06f * smoothstep(0.2f, 0.9f, x0) + 0.01f * n.fbm(x0 * 10.0f, 5.0f, 2); });
    land(p, near, 1.01f, [&](float x0, float y, float) {
        return mix(Rgb{0.14f, 0.14f, 0.09f}, Rgb{0.30f, 0.28f, 0.16f}, m.fbm(x0 * 40.0f, y * 80.0f, 3));
    }, kJReed);
    std::vector<Limb> reeds;
    for (int i = 0; i < 160; ++i) {
        const float rx = sq(unit(rng)) * 0.9f;
        const float foot = near[static_cast<std::size_t>(std::clamp(p.pixel(rx), 0, p.w - 1))] + 0.01f;
        const float hgt = (0.06f + 0.12f * unit(rng)) * (1.0f - rx * 0.6f);
        const float lean = (unit(rng) - 0.35f) * 0.4f;
        reeds.push_back({rx, foot, rx + lean * hgt, foot - hgt, 0.0016f, 0.0004f});
    }
    paint_limbs(p, reeds, [&](float x0, float y, std::size_t) {
        return mix(Rgb{0.20f, 0.19f, 0.10f}, Rgb{0.55f, 0.48f, 0.28f}, m.fbm(x0 * 100.0f, y * 30.0f, 2));
    }, kJReed);
    static constexpr std::array<Brush, kJCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.012f, 0.005f, 0.60f, false},  // trees
        {0.008f, 0.003f, 0.10f, false},  // walls
        {0.010f, 0.003f, 0.10f, false},  // roofs
        {0.020f, 0.004f, 0.05f, false},  // bank
        {0.030f, 0.004f, 0.03f, false},  // water
        {0.0f, 0.0f, 0.0f, true},        // ship
        {0.0f, 0.0f, 0.0f, true},        // jetty
        {0.012f, 0.003f, 0.20f, false},  // reeds
    }};
    return paint_picture(p, seed, kBrushes, {0.35f, 0.22f, 0.028f});
}

// [SECTION] Königszabel: a town on its river under a castle

enum RhineRegion : std::uint8_t {
    kKSky, kKCloud, kKHill, kKVine, kKCastle, kKWall, kKRoof, kKLamp, kKChurch, kKBridge, kKWater, kKBank, kKCount
};

// The castle on the hill: a round keep with a pointed roof, a hall with a steep roof, a wall
// with battlements between; distance-like value, negative inside.
float sd_burg(float x, float y, float base) {
    const float merlon = (x * 90.0f - std::floor(x * 90.0f)) < 0.5f ? 0.0f : 0.007f;
    float d = std::max(std::abs(x - 1.47f) - 0.14f, std::max(0.20f + merlon - y, y - base));          // the wall
    d = std::min(d, std::max(std::abs(x - 1.40f) - 0.030f, std::max(0.10f - y, y - base)));           // the keep
    d = std::min(d, std::max(std::abs(x - 1.40f) - 0.034f * clamp01((y - 0.025f) / 0.075f), std::max(0.025f - y, y - 0.101f)));
    d = std::min(d, std::max(std::abs(x - 1.52f) - 0.06f, std::max(0.16f - y, y - base)));            // the hall
    d = std::min(d, std::max(std::abs(x - 1.52f) - 0.065f * clamp01((y - 0.105f) / 0.055f), std::max(0.105f - y, y - 0.161f)));
    d = std::min(d, std::max(std::abs(x - 1.60f) - 0.016f, std::max(0.15f - y, y - base)));           // a corner tower
    d = std::min(d, std::max(std::abs(x - 1.60f) - 0.019f * clamp01((y - 0.10f) / 0.05f), std::max(0.10f - y, y - 0.151f)));
    return d;
}

// Königszabel: a half-timbered town on its river, a church spire, a castle on the vine-clad hill.
Canvas koenigszabel(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0x4E1EULL, 256);
    const float line = 0.64f;
    static constexpr Stop kSky[] = {{0.0f, {0.30f, 0.44f, 0.66f}}, {0.6f, {0.58f, 0.66f, 0.76f}},
                                    {1.0f, {0.92f, 0.84f, 0.68f}}};
    const auto air = [&](float x, float y) {
        return ramp(kSky, y / line) + Rgb{0.30f, 0.18f, 0.05f} * (0.5f * std::exp(-sq(x / 0.6f) - sq((y - 0.4f) / 0.3f)));
    };
    for (int py = 0; py <= p.pixel(line); ++py)
        for (int px = 0; px < p.w; ++px) p.put(px, py, air(p.u(px), p.u(py)), 1.0f, kKSky, 0.0f);
    tafl::Pcg32 rng(seed + 5, 0x4Bu);
    const CloudLight sunlit{-1.0f, 0.7f, Rgb{1.0f, 0.96f, 0.86f}, Rgb{0.58f, 0.62f, 0.74f}, Rgb{0.54f, 0.56f, 0.64f}};
    static constexpr float kClouds[][4] = {{0.30f, 0.26f, 0.62f, 0.22f}, {1.00f, 0.16f, 0.42f, 0.13f},
                                           {1.70f, 0.36f, 0.40f, 0.12f}, {0.80f, 0.40f, 0.30f, 0.05f}};
    for (const auto& cl : kClouds) paint_cumulus(p, grow_cumulus(rng, cl[0], cl[1], cl[2], cl[3]), cl[1], n, sunlit, kKCloud);
    // Wooded hills along the valley; on the right the castle's hill, with vineyards in rows.
    const auto far = crest_line(p, [&](float x) { return 0.50f - 0.06f * n.fbm(x * 2.0f, 5.0f, 4); });
    land(p, far, line + 0.01f, [&](float x, float y, float) {
        const float g = n.fbm(x * 50.0f, y * 50.0f, 3);
        return mix(mix(Rgb{0.20f, 0.30f, 0.22f}, Rgb{0.34f, 0.44f, 0.30f}, g), air(x, 0.5f), 0.55f);
    }, kKHill);
    const auto hill = crest_line(p, [&](float x) {
        return 0.60f - 0.40f * smoothstep(0.95f, 1.42f, x) * (1.0f - 0.1f * smoothstep(1.6f, 1.8f, x)) - 0.01f * n.fbm(x * 20.0f, 8.0f, 3);
    });
    land(p, hill, line + 0.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 40.0f, y * 40.0f, 4);
        const float gr = n.fbm(x * 40.0f - 0.02f, y * 40.0f, 4);
        const float lit = clamp01(0.55f - (x - 1.2f) * 0.6f + (gr - g) * 6.0f);
        Rgb c = mix(Rgb{0.12f, 0.18f, 0.10f}, Rgb{0.42f, 0.46f, 0.22f}, clamp01(g * 0.5f + lit * 0.6f));
        const float rows = std::abs(std::sin((y * 2.0f + x * 0.8f) * 200.0f));
        const float vines = smoothstep(0.03f, 0.05f, d) * smoothstep(0.56f, 0.52f, y) * smoothstep(0.30f, 0.34f, y) *
                            smoothstep(1.22f, 1.30f, x) * smoothstep(1.72f, 1.62f, x);
        c = mix(c, mix(Rgb{0.16f, 0.14f, 0.08f}, Rgb{0.36f, 0.44f, 0.16f}, rows) * (0.8f + 0.4f * lit), vines);
        // Woods: crowns of trees, lit on their left.
        const float crowns = m.fbm(x * 160.0f, y * 200.0f, 3), crowns_l = m.fbm(x * 160.0f - 1.2f, y * 200.0f, 3);
        const float wood = smoothstep(0.40f, 0.46f, n.fbm(x * 6.0f, y * 9.0f, 4) + 0.25f * (y - 0.40f)) * (1.0f - vines);
        const Rgb trees = mix(Rgb{0.06f, 0.11f, 0.06f}, Rgb{0.28f, 0.36f, 0.14f}, clamp01(0.3f + (crowns - crowns_l) * 8.0f + 0.3f * lit));
        return mix(c, trees * (0.8f + 0.4f * crowns), wood);
    }, kKVine);
    fill(p, {1.30f, 0.0f, 1.65f, 0.26f}, [&](float x, float y) { return sd_burg(x, y, 0.24f); }, [&](float x, float y) {
        const float stone = m.fbm(x * 300.0f, y * 300.0f, 2);
        Rgb c = Rgb{0.74f, 0.67f, 0.56f} * (0.85f + 0.25f * stone);
        const bool keep_roof = y < 0.101f && std::abs(x - 1.40f) < 0.035f;
        const bool hall_roof = y < 0.161f && y > 0.105f && std::abs(x - 1.52f) < 0.066f;
        const bool tower_roof = y < 0.151f && std::abs(x - 1.60f) < 0.02f;
        if (keep_roof || hall_roof || tower_roof) c = Rgb{0.46f, 0.22f, 0.15f} * (0.85f + 0.25f * stone);
        // Sunlit from the left: the keep's right half in shade, small dark windows.
        if (std::abs(x - 1.40f) < 0.035f && x > 1.40f) c = c * 0.72f;
        const bool window = (std::abs(x - 1.395f) < 0.003f && std::abs(y - 0.14f) < 0.008f) ||
                            (std::abs(std::fmod(x - 1.475f, 0.025f)) < 0.004f && x > 1.47f && x < 1.57f && std::abs(y - 0.185f) < 0.007f);
        return window ? Rgb{0.12f, 0.10f, 0.10f} : c;
    }, kKCastle, kPi * 0.5f);
    // The town climbing from the far bank: half-timbered gables and red roofs in rows, each row
    // a little further up and hazier, and a church with a spire among them.
    std::uint32_t id = 0;
    for (int row = 0; row < 3; ++row) {
        const float scale = 0.70f + 0.15f * static_cast<float>(row);
        const float ground = row == 0 ? 0.565f : row == 1 ? 0.60f : line - 0.008f;
        float x = -0.03f + 0.03f * static_cast<float>(row);
        const float end = 1.22f - 0.08f * static_cast<float>(row);
        while (x < end) {
            House h{};
            const float width = (0.075f + 0.05f * unit(rng)) * scale;
            h.x0 = x, h.x1 = x + width, h.ground = ground + 0.006f * unit(rng);
            h.floors = 2 + static_cast<int>(rng.below(row == 2 ? 3 : 2));
            h.bays = width > 0.09f ? 4 : 3;
            h.eave = h.ground - 0.034f * scale * static_cast<float>(h.floors);
            h.ridge = h.eave - (0.06f + 0.035f * unit(rng)) * scale;
            h.front = unit(rng) < 0.15f ? House::Front::Stepped : House::Front::Gable;
            h.timber = unit(rng) < 0.65f;
            h.wall = h.timber ? Rgb{0.88f, 0.80f, 0.66f} : mix(Rgb{0.86f, 0.66f, 0.42f}, Rgb{0.82f, 0.74f, 0.60f}, unit(rng));
            h.frame = Rgb{0.32f, 0.19f, 0.12f};
            h.roof = mix(Rgb{0.58f, 0.24f, 0.14f}, Rgb{0.42f, 0.20f, 0.15f}, unit(rng));
            h.glass = Rgb{0.14f, 0.15f, 0.18f};
            h.side = 0.022f * scale;
            h.door = row == 2;
            h.light = (0.92f + 0.12f * unit(rng)) * (row == 2 ? 0.95f : 1.0f);
            const bool church_gap = row == 2 && x + width > 0.50f && x < 0.72f;
            if (!church_gap) house(p, h, m, ++id, kKWall, kKRoof, kKLamp);
            x += width + 0.003f + (row < 2 ? 0.02f * unit(rng) : 0.0f);
        }
        if (row == 0) {
            // The church behind the waterfront houses.
            fill(p, {0.46f, 0.10f, 0.74f, line}, [&](float x0, float y) {
                const float nave = std::max(std::abs(x0 - 0.625f) - 0.06f, std::max(0.49f - y, y - line + 0.01f));
                const float roof = std::max(std::abs(x0 - 0.625f) - 0.06f * clamp01((y - 0.42f) / 0.07f), std::max(0.42f - y, y - 0.495f));
                const float tower = std::max(std::abs(x0 - 0.53f) - 0.024f, std::max(0.31f - y, y - line + 0.01f));
                const float spire = std::max(std::abs(x0 - 0.53f) - 0.026f * clamp01((y - 0.12f) / 0.19f), std::max(0.12f - y, y - 0.315f));
                return std::min(std::min(nave, roof), std::min(tower, spire));
            }, [&](float x0, float y) {
                const float stone = m.fbm(x0 * 300.0f, y * 300.0f, 2);
                const float lit = x0 < 0.53f ? 1.1f : 0.82f;
                if ((y < 0.315f && std::abs(x0 - 0.53f) < 0.027f) || (y < 0.495f && y > 0.42f && std::abs(x0 - 0.53f) > 0.026f))
                    return Rgb{0.28f, 0.34f, 0.36f} * (0.8f + 0.3f * stone) * lit;
                const bool window = std::abs(std::fmod(x0 - 0.575f, 0.03f)) < 0.006f && y > 0.50f && y < 0.56f && x0 > 0.57f;
                const float slit = std::abs(x0 - 0.53f) < 0.004f && y > 0.34f && y < 0.38f ? 0.3f : 1.0f;
                return Rgb{0.80f, 0.70f, 0.56f} * (0.85f + 0.25f * stone) * (window ? 0.35f : 1.0f) * slit * lit;
            }, kKChurch, kPi * 0.5f);
        }
        if (row < 2) {
            for (std::size_t i = 0; i < p.base.size(); ++i) {
                const std::uint8_t r = p.region[i];
                if (r == kKWall || r == kKRoof || r == kKChurch) p.base[i] = mix(p.base[i], air(0.3f, 0.5f), 0.12f);
            }
        }
    }
    // Trees along the waterfront, breaking the row of houses, and the low sun's haze over the town.
    for (const float tx : {0.04f, 0.80f, 1.20f}) {
        std::vector<Limb> tree;
        grow_tree(tree, rng, tx, line - 0.004f, {0.075f, 0.004f, (unit(rng) - 0.5f) * 0.3f, 0.8f, 0.1f, 0.6f, 0.30f, 4, 7});
        paint_limbs(p, tree, [](float, float, std::size_t) { return Rgb{0.16f, 0.12f, 0.09f}; }, kKBank);
        foliage(p, tree, 6, 0.009f, Rgb{0.07f, 0.11f, 0.06f}, Rgb{0.34f, 0.40f, 0.17f}, -0.9f, 0.5f, m, kKBank);
    }
    for (std::size_t i = 0; i < p.base.size(); ++i) {
        const std::uint8_t r = p.region[i];
        if (r == kKWall || r == kKRoof || r == kKChurch || r == kKCastle) {
            const float y = p.u(static_cast<int>(i / static_cast<std::size_t>(p.w)));
            p.base[i] = mix(p.base[i], Rgb{0.86f, 0.78f, 0.62f}, 0.10f) * (1.0f - 0.18f * smoothstep(0.50f, line, y));
        }
    }
    // The river and the stone bridge over it.
    fill(p, {0.0f, line - p.inv, p.aspect, 1.0f}, [&](float, float y) { return line - y; },
         [](float, float) { return Rgb{0.2f, 0.3f, 0.35f}; }, kKWater, 0.0f);
    const float deck = line - 0.035f;
    fill(p, {0.0f, deck - 0.012f, 0.75f, line + 0.002f}, [&](float x0, float y) {
        const float span = 0.12f;
        const float u = (x0 + 0.02f) / span - std::floor((x0 + 0.02f) / span) - 0.5f;
        const float arch = std::hypot(u * span, (y - line) * 1.1f) - span * 0.34f;
        const float parapet = (x0 * 70.0f - std::floor(x0 * 70.0f)) < 0.35f ? -0.006f : 0.0f;
        return std::max(std::max(deck + parapet - y, y - line), std::max(-arch, x0 - 0.72f - (line - y) * 0.5f));
    }, [&](float x0, float y) {
        const float stone = m.fbm(x0 * 200.0f, y * 200.0f, 3);
        const float course = std::abs(std::sin(y * 700.0f)) < 0.12f ? 0.85f : 1.0f;
        return Rgb{0.66f, 0.58f, 0.48f} * (0.8f + 0.3f * stone) * course * (y < deck + 0.004f ? 1.12f : 0.95f);
    }, kKBridge, 0.0f);
    water(p, m, {line, 0.0f, p.aspect, Rgb{0.14f, 0.24f, 0.28f}, 0.8f, 0.55f, 0.9f, 1.0f, kKWater}, kKWater);
    // The near bank: grass and a moored boat.
    const auto near = crest_line(p, [&](float x0) { return 0.90f + 0.08f * smoothstep(0.9f, 1.78f, x0) - 0.05f * smoothstep(0.6f, 0.0f, x0) + 0.01f * n.fbm(x0 * 8.0f, 2.0f, 3); });
    land(p, near, 1.01f, [&](float x0, float y, float d) {
        const float g = n.fbm(x0 * 40.0f, y * 90.0f, 4);
        return mix(Rgb{0.08f, 0.12f, 0.05f}, Rgb{0.30f, 0.38f, 0.14f}, clamp01(g - d * 3.0f + 0.2f));
    }, kKBank);
    static constexpr std::array<Brush, kKCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.022f, 0.007f, 0.50f, false},  // cloud
        {0.014f, 0.005f, 0.40f, false},  // far hills
        {0.014f, 0.004f, 0.25f, false},  // castle hill
        {0.0f, 0.0f, 0.0f, true},        // castle
        {0.0f, 0.0f, 0.0f, true},        // walls
        {0.0f, 0.0f, 0.0f, true},        // roofs
        {0.0f, 0.0f, 0.0f, true},        // lamps
        {0.0f, 0.0f, 0.0f, true},        // church
        {0.008f, 0.003f, 0.05f, false},  // bridge
        {0.030f, 0.004f, 0.03f, false},  // water
        {0.024f, 0.006f, 0.30f, false},  // bank
    }};
    return paint_picture(p, seed, kBrushes, {0.30f, 0.22f, 0.028f});
}

}  // namespace

// The scenes of this file, for art_books.cpp.
Canvas scene_koenigszabel(std::uint64_t seed) { return koenigszabel(seed); }
Canvas scene_york(std::uint64_t seed) { return york(seed); }
Canvas scene_copenhagen(std::uint64_t seed) { return copenhagen(seed); }

}  // namespace tafl::art
