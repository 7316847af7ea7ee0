// art_scene_north.cpp: the rulebook scenes of the north: Lapland in winter under the northern
// lights (tablut), a fjord at dawn with a longship (hnefatafl), a longhouse at night (family).
#include <array>
#include <cmath>
#include <vector>

#include "art_scenery.h"

namespace tafl::art {

namespace {

using namespace paint;

constexpr int kW = 800, kH = 450;

// [SECTION] Tablut: Lapland, 1732

enum TablutRegion : std::uint8_t { kTSky, kTStar, kTAurora, kTFell, kTForest, kTSnow, kTTent, kTDoor, kTBirch, kTCount };

// The northern lights: curtains hanging from a wavering lower edge, with vertical rays; returns
// the light's colour (added to the sky) and its strength in `strength`.
Rgb aurora(const TileNoise& n, float x, float y, float& strength) {
    Rgb sum{};
    strength = 0.0f;
    for (int k = 0; k < 2; ++k) {
        const float fk = static_cast<float>(k);
        // The first curtain sweeps from high on the left down towards the horizon on the right.
        const float edge = (k == 0 ? 0.27f + 0.14f * x + 0.075f * std::sin(x * 2.6f + 1.0f)
                                   : 0.02f + 0.06f * x + 0.03f * std::sin(x * 4.1f)) +
                           0.07f * (n.fbm(x * 1.3f + fk * 20.0f, 5.0f, 3) - 0.5f);
        const float height = k == 0 ? 0.36f : 0.10f;
        const float v = (edge - y) / height;
        // A faint glow around the curtain, then the curtain itself.
        sum = sum + Rgb{0.05f, 0.22f, 0.16f} * (std::exp(-sq(v + 0.15f) * 3.0f) * (k == 0 ? 0.55f : 0.25f));
        if (v < -0.05f) continue;
        const float rays = n.fbm(x * 22.0f + 3.0f * n.fbm(x * 2.0f, y * 3.0f, 2) + fk * 50.0f, y * 1.2f, 3);
        const float fold = 0.45f + 0.55f * smoothstep(0.30f, 0.70f, n.fbm(x * 2.4f + fk * 9.0f, 11.0f, 3));
        const float profile = smoothstep(-0.05f, 0.02f, v) * (0.30f * std::exp(-v * 0.9f) + 0.70f * std::exp(-v * 4.0f));
        const float s = profile * fold * (0.45f + 1.0f * smoothstep(0.35f, 0.75f, rays)) * (k == 0 ? 1.0f : 0.30f);
        const Rgb green{0.25f, 0.95f, 0.55f}, violet{0.50f, 0.22f, 0.62f};
        sum = sum + mix(green, violet, smoothstep(0.25f, 0.9f, v)) * s;
        strength += s;
    }
    return sum;
}

// Tablut: Lapland in winter, 1732: birches and snow, a lavvu with its fire, the northern lights.
Canvas tablut(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0xA11CEULL, 256);
    const float horizon = 0.615f;
    static constexpr Stop kSky[] = {{0.0f, {0.015f, 0.020f, 0.060f}},
                                    {0.45f, {0.035f, 0.065f, 0.130f}},
                                    {0.80f, {0.070f, 0.150f, 0.190f}},
                                    {1.0f, {0.130f, 0.250f, 0.250f}}};
    // The sky and the lights in it.
    for (int py = 0; py < p.pixel(horizon) + 2; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            float s = 0.0f;
            const Rgb light = aurora(n, x, y, s);
            const Rgb c = ramp(kSky, y / horizon) + light * 0.85f;
            p.put(px, py, c, 1.0f, s > 0.22f ? kTAurora : kTSky, kPi * 0.5f + (x - 0.9f) * 0.15f);
        }
    }
    stars(p, seed + 1, 420, horizon, kTSky, kTStar);
    // Low fells under snow, the far one paler, lit green from above.
    for (int layer = 0; layer < 2; ++layer) {
        const float fl = static_cast<float>(layer);
        const auto crest = crest_line(p, [&](float x) {
            return horizon - 0.012f - (layer == 0 ? 0.035f : 0.05f) * smoothstep(0.2f, 0.8f, n.fbm(x * 1.1f + fl * 7.0f, 30.0f + fl, 4)) -
                   (layer == 1 ? 0.03f * std::exp(-sq((x - 0.35f) / 0.25f)) : 0.0f);
        });
        land(p, crest, horizon + 0.04f, [&](float x, float y, float d) {
            const float shade = n.fbm(x * 12.0f, y * 30.0f, 4);
            Rgb c = mix(Rgb{0.10f, 0.15f, 0.22f}, Rgb{0.22f, 0.33f, 0.38f}, shade) * (layer == 0 ? 0.95f : 0.8f);
            c = c + Rgb{0.05f, 0.20f, 0.12f} * std::exp(-d / 0.015f);
            return mix(c, ramp(kSky, 0.95f), layer == 0 ? 0.45f : 0.15f);
        }, kTFell);
    }
    // A dark band of spruce along the far edge of the snow.
    tafl::Pcg32 rng(seed + 2, 0x7Cu);
    for (int i = 0; i < 140; ++i) {
        const float x = unit(rng) * p.aspect;
        if (n.fbm(x * 3.0f, 40.0f, 2) < 0.45f) continue;
        const float foot = horizon + 0.018f + unit(rng) * 0.012f, hgt = 0.02f + 0.035f * unit(rng);
        fill(p, {x - 0.02f, foot - hgt - 0.01f, x + 0.02f, foot + 0.01f},
             [&](float px, float py) { return sd_spruce(px, py, x, foot, hgt, hgt * 0.22f, m); },
             [&](float px, float py) {
                 const float snow = smoothstep(0.6f, 0.8f, m.fbm(px * 300.0f, py * 200.0f, 2));
                 return mix(Rgb{0.025f, 0.045f, 0.060f}, Rgb{0.18f, 0.26f, 0.30f}, snow * 0.6f);
             },
             kTForest, kPi * 0.5f);
    }
    // The snowfield: drifts lit from the lights above, blue in their hollows, and a sled's tracks.
    const float snow_top = horizon + 0.022f;
    std::vector<float> snow_crest(static_cast<std::size_t>(p.w), snow_top);
    land(p, snow_crest, 1.01f, [&](float x, float y, float) {
        const float depth = (y - snow_top) / (1.0f - snow_top);
        const float z = 1.0f / (0.08f + depth);  // distance into the picture
        const float h0 = n.fbm(x * z * 0.5f, z * 0.9f, 3);
        const float h1 = n.fbm(x * z * 0.5f, (z - 0.15f) * 0.9f, 3);
        const float lit = clamp01(0.55f + (h1 - h0) * 6.0f);
        Rgb c = mix(Rgb{0.20f, 0.27f, 0.40f}, Rgb{0.46f, 0.57f, 0.64f}, lit * 0.75f + 0.25f * depth);
        c = c + Rgb{0.05f, 0.16f, 0.10f} * (lit * (1.0f - depth) * 0.8f);
        const float cx = 0.42f + 0.62f * (1.0f - y) + 2.2f * sq(y - 0.86f);
        const float track = std::min(std::abs(x - cx), std::abs(x - cx - 0.012f - 0.03f * depth));
        if (y > 0.79f) c = c * (1.0f - 0.30f * smoothstep(0.003f * (0.5f + depth), 0.0f, track));
        return c;
    }, kTSnow);
    // The lavvu: a cone of hide on crossed poles, the fire inside shining through it.
    const float tx = 1.18f, foot = 0.80f, th = 0.27f, hw = 0.13f, apex = foot - th;
    const float tent[] = {tx, apex, tx + hw, foot, tx + hw * 0.6f, foot + 0.012f, tx, foot + 0.016f,
                          tx - hw * 0.6f, foot + 0.012f, tx - hw, foot};
    
    fill(p, {tx - hw - 0.01f, apex - 0.01f, tx + hw + 0.01f, foot + 0.03f},
         [&](float x, float y) { return sd_polygon(x, y, tent); },
         [&](float x, float y) {
             const float fire = std::exp(-sq((x - tx) / 0.09f) - sq((y - foot + 0.03f) / 0.13f));
             // Panels of hide sewn together, each a little different, the seams darker.
             const float slant = (x - tx) / std::max(0.01f, y - apex) * 4.0f;
             const float panel = std::floor(slant), course = std::floor((y - apex) / 0.07f);
             const float hide = n.at(panel * 3.1f + course * 7.7f, 40.0f);
             const float seam = std::min(std::abs(slant - std::round(slant)) * (y - apex) * 2.0f,
                                         std::abs((y - apex) / 0.07f - std::round((y - apex) / 0.07f)) * 0.07f);
             const float side = (x - tx) / hw;
             Rgb c = mix(Rgb{0.16f, 0.14f, 0.14f}, Rgb{0.22f, 0.24f, 0.23f}, clamp01(-side)) * (0.85f + 0.3f * hide);
             c = mix(c, Rgb{0.95f, 0.52f, 0.22f} * (0.85f + 0.3f * hide), fire * 0.85f);
             c = c * (0.75f + 0.25f * smoothstep(0.0f, 0.004f, seam));
             return c * (1.0f - 0.25f * clamp01(side));
         },
         kTTent, -kPi * 0.5f);
    // The door, open a hand's width, and the fire's light in it.
    const float door[] = {tx - 0.035f, foot + 0.012f, tx - 0.008f, foot - 0.10f, tx + 0.018f, foot + 0.014f};
    fill(p, {tx - 0.05f, foot - 0.11f, tx + 0.03f, foot + 0.02f}, [&](float x, float y) { return sd_polygon(x, y, door); },
         [&](float x, float y) {
             const float f = std::exp(-sq((x - tx + 0.008f) / 0.015f) - sq((y - foot) / 0.05f));
             return mix(Rgb{0.65f, 0.25f, 0.08f}, Rgb{1.0f, 0.85f, 0.5f}, f);
         },
         kTDoor, 0.0f);
    // The fire's light on the snow in front of the door.
    shade(p, {tx - 0.3f, foot - 0.05f, tx + 0.3f, 1.0f}, [&](float x, float y, Rgb c) {
        const float d = sq((x - tx + 0.01f) / 0.16f) + sq((y - foot - 0.02f) / 0.05f);
        return c + Rgb{0.55f, 0.28f, 0.10f} * (0.55f * std::exp(-d));
    });
    std::vector<Limb> poles;
    for (int i = 0; i < 6; ++i) {
        const float a = -0.45f + 0.18f * static_cast<float>(i) + (unit(rng) - 0.5f) * 0.08f;
        const float len = 0.05f + 0.025f * unit(rng);
        poles.push_back({tx - std::sin(a) * 0.03f, apex + std::cos(a) * 0.03f, tx + std::sin(a) * len,
                         apex - std::cos(a) * len, 0.0022f, 0.0016f});
    }
    paint_limbs(p, poles, [](float, float, std::size_t) { return Rgb{0.10f, 0.08f, 0.07f}; }, kTTent);
    // Smoke from the top of the tent, drifting right and faintly lit.
    shade(p, {tx - 0.1f, 0.0f, p.aspect, apex}, [&](float x, float y, Rgb c) {
        const float s = smoke(m, x, y, tx, apex - 0.03f, 0.45f, 0.35f, 0.012f);
        return mix(c, Rgb{0.34f, 0.42f, 0.42f}, s * 0.75f);
    });
    // Birches in the foreground: white bark with black marks, fine drooping twigs.
    struct Birch {
        float x, foot, height, width, lean;
    };
    static constexpr Birch kBirches[] = {{0.09f, 1.04f, 0.80f, 0.020f, 0.05f},
                                         {0.23f, 0.95f, 0.62f, 0.014f, -0.10f},
                                         {0.31f, 0.99f, 0.70f, 0.016f, 0.14f},
                                         {0.64f, 0.73f, 0.16f, 0.004f, -0.04f},
                                         {0.70f, 0.735f, 0.12f, 0.003f, 0.05f},
                                         {1.62f, 0.97f, 0.60f, 0.014f, -0.12f},
                                         {1.73f, 1.05f, 0.80f, 0.022f, 0.06f}};
    for (const Birch& b : kBirches) {
        std::vector<Limb> limbs;
        grow_tree(limbs, rng, b.x, b.foot, {b.height, b.width, b.lean, 0.55f, 1.0f, 0.32f, 0.40f, 4, 18});
        twig_haze(p, limbs, 3, Rgb{0.16f, 0.10f, 0.12f}, 0.010f, 0.40f);
        const Limb trunk = limbs[0];
        paint_limbs(p, limbs, [&](float x, float y, std::size_t i) {
            if (i >= 3) return Rgb{0.12f, 0.08f, 0.09f};
            const float mark = smoothstep(0.60f, 0.68f, m.fbm(x * 30.0f, y * 140.0f, 3));
            const float foot_dark = smoothstep(b.foot - 0.10f, b.foot, y) * 0.7f;
            const float across = (x - trunk.ax - (trunk.bx - trunk.ax) * (trunk.ay - y) / (trunk.ay - trunk.by)) / b.width;
            const float lit = clamp01(0.65f - 0.5f * across);
            Rgb c = mix(Rgb{0.26f, 0.31f, 0.38f}, Rgb{0.70f, 0.80f, 0.78f}, lit);
            return mix(c, Rgb{0.05f, 0.045f, 0.05f}, std::max(mark, foot_dark));
        }, kTBirch);
    }
    static constexpr std::array<Brush, kTCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.0f, 0.0f, 0.0f, true},        // stars
        {0.030f, 0.005f, 0.08f, false},  // aurora
        {0.020f, 0.005f, 0.15f, false},  // fells
        {0.008f, 0.003f, 0.20f, false},  // forest
        {0.040f, 0.008f, 0.10f, false},  // snow
        {0.012f, 0.004f, 0.20f, false},  // tent
        {0.0f, 0.0f, 0.0f, true},        // door
        {0.008f, 0.0025f, 0.05f, false}, // birches
    }};
    return paint_picture(p, seed, kBrushes, {0.45f, 0.22f, 0.028f});
}


// [SECTION] Hnefatafl: a fjord at dawn

enum FjordRegion : std::uint8_t {
    kFSky, kFCloud, kFFar, kFSpur0, kFSpur1, kFSpur2, kFSpur3, kFWater, kFShip, kFFall, kFTree, kFCount
};

// A headland of the fjord in the cool shadow of dawn: crags lit rose where they face the light,
// snow on the heights, dark woods at the foot; `haze` is how much air lies in front of it.
Rgb headland_colour(const TileNoise& n, float x, float y, float below, float foot, float facing, float haze, Rgb air) {
    // A height field of crags and ledges, lit from the fjord's end.
    const float g = n.fbm(x * 22.0f, y * 11.0f, 6);
    const float gr = n.fbm(x * 22.0f + 0.035f * facing, y * 11.0f + 0.02f, 6);
    const float face = clamp01(0.45f + (gr - g) * 14.0f);
    const float streak = n.fbm(x * 80.0f, y * 5.0f, 3);
    Rgb c = Rgb{0.085f, 0.095f, 0.15f} * (0.65f + 0.6f * g) * (0.8f + 0.5f * streak);
    c = c + Rgb{0.40f, 0.30f, 0.32f} * (sq(face) * 0.55f);
    const float snow = smoothstep(0.32f, 0.12f, y) * smoothstep(0.52f, 0.60f, g + 0.25f * std::exp(-below / 0.03f) - 0.2f * streak + 0.1f);
    c = mix(c, Rgb{0.50f, 0.52f, 0.70f} + Rgb{0.40f, 0.22f, 0.18f} * face, snow * 0.85f);
    const float wood = smoothstep(foot - 0.12f, foot - 0.03f, y + 0.05f * (g - 0.5f));
    const float trees = smoothstep(0.4f, 0.65f, n.fbm(x * 120.0f, y * 70.0f, 2));
    c = mix(c, Rgb{0.04f, 0.07f, 0.07f} + Rgb{0.12f, 0.11f, 0.07f} * (trees * face), wood * 0.9f);
    c = c + Rgb{1.0f, 0.70f, 0.55f} * (std::exp(-below / 0.0025f) * 0.30f * (0.3f + 0.7f * face));
    return mix(c, air, haze);
}

// Hnefatafl: a fjord at dawn, headlands falling into still water, a longship rowing out.
Canvas hnefatafl(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0xF10DULL, 256);
    const float line = 0.50f;
    const float sun_x = 0.95f;
    static constexpr Stop kSky[] = {{0.00f, {0.22f, 0.32f, 0.54f}}, {0.40f, {0.48f, 0.54f, 0.71f}},
                                    {0.72f, {0.84f, 0.72f, 0.74f}}, {0.90f, {0.98f, 0.80f, 0.62f}},
                                    {1.00f, {1.00f, 0.88f, 0.68f}}};
    const auto air = [&](float x, float y) {
        const Rgb c = ramp(kSky, y / line);
        return c + Rgb{1.0f, 0.70f, 0.45f} * (0.35f * std::exp(-sq((x - sun_x) / 0.35f) - sq((y - line) / 0.18f)));
    };
    for (int py = 0; py <= p.pixel(line) + 1; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = air(x, y);
            const float d = cloud(n, x, y, 1.8f, 12.0f, 0.45f) * smoothstep(0.02f, 0.10f, y) * smoothstep(0.40f, 0.22f, y);
            const float under = cloud(n, x, y + 0.012f, 1.8f, 12.0f, 0.45f);
            const Rgb lit = mix(Rgb{1.0f, 0.66f, 0.58f}, Rgb{0.62f, 0.55f, 0.70f}, clamp01((under - d) * 2.0f + 0.3f));
            c = mix(c, lit, d * 0.85f);
            p.put(px, py, c, 1.0f, d > 0.4f ? kFCloud : kFSky, 0.0f);
        }
    }
    // The far mountains at the fjord's end, hazy against the dawn.
    const auto far = crest_line(p, [&](float x) {
        return line - 0.015f - 0.07f * ridged(n, x * 2.2f, 11.0f, 5) * smoothstep(0.45f, 0.80f, x) * smoothstep(1.45f, 1.05f, x);
    });
    land(p, far, line + 0.01f, [&](float x, float y, float d) {
        return headland_colour(n, x, y, d, line, 1.0f, 0.72f, air(x, y));
    }, kFFar);
    // The water to come: everything below the line that the headlands leave free.
    fill(p, {0.0f, line - p.inv, p.aspect, 1.0f}, [&](float, float y) { return line - y; },
         [](float, float) { return Rgb{0.2f, 0.25f, 0.35f}; }, kFWater, 0.0f);
    // Headlands on both sides, one behind the other, each falling steeply into the water.
    struct Spur {
        float top, foot, from, tip, haze;
        std::uint8_t reg;
    };
    static constexpr Spur kSpurs[] = {
        {0.30f, 0.515f, 0.30f, 0.86f, 0.50f, kFSpur0}, {0.33f, 0.52f, 1.45f, 1.03f, 0.48f, kFSpur0},
        {0.19f, 0.55f, 0.18f, 0.74f, 0.30f, kFSpur1},  {0.20f, 0.57f, 1.60f, 1.14f, 0.28f, kFSpur1},
        {0.07f, 0.64f, 0.08f, 0.56f, 0.14f, kFSpur2},  {0.11f, 0.72f, 1.72f, 1.30f, 0.10f, kFSpur2},
        {-0.02f, 0.90f, 0.02f, 0.34f, 0.04f, kFSpur3},
    };
    for (const Spur& sp : kSpurs) {
        const float dir = sp.tip > sp.from ? 1.0f : -1.0f;
        std::vector<float> crest(static_cast<std::size_t>(p.w), 2.0f), foot(crest.size(), 0.0f);
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px);
            const float t = (x - sp.from) / (sp.tip - sp.from);
            if ((x - sp.tip) * dir > 0.0f) continue;
            const float r = ridged(m, x * 5.0f, sp.foot * 300.0f, 7);
            const float shape = std::pow(clamp01(t + 0.06f * (r - 0.5f)), 2.6f);
            crest[static_cast<std::size_t>(px)] = sp.top + (sp.foot - sp.top) * shape - 0.07f * r * (1.0f - shape) + 0.03f;
            foot[static_cast<std::size_t>(px)] = sp.foot;
        }
        land(p, crest, foot, [&](float x, float y, float d) {
            return headland_colour(n, x, y, d, sp.foot, dir, sp.haze, air(x, y));
        }, sp.reg);
    }
    // A waterfall down the right headland.
    fill(p, {1.50f, 0.18f, 1.60f, 0.73f}, [&](float x, float y) {
        const float cx = 1.545f + 0.006f * std::sin(y * 40.0f) + (y - 0.2f) * 0.02f;
        const float gap = smoothstep(0.45f, 0.6f, n.fbm(y * 30.0f, 4.0f, 2)) * 0.004f;
        return std::max(std::abs(x - cx) - (0.0015f + 0.006f * clamp01((y - 0.25f) / 0.45f)) + gap,
                        std::max(0.25f - y, y - 0.715f));
    }, [&](float x, float y) {
        return mix(Rgb{0.34f, 0.38f, 0.50f}, Rgb{0.72f, 0.74f, 0.82f}, n.fbm(x * 300.0f, y * 20.0f, 2));
    }, kFFall, kPi * 0.5f);
    water(p, m, {line, 0.0f, p.aspect, Rgb{0.14f, 0.18f, 0.28f}, 0.6f, 0.60f, 0.95f, 1.0f, kFWater}, kFWater);
    for (const std::uint8_t reg : {kFFar, kFSpur0, kFSpur1, kFSpur2, kFSpur3}) {
        for (const Spur& sp : kSpurs) {
            if (sp.reg == reg) reflect(p, m, reg, kFWater, sp.foot, 0.8f, 2.0f);
        }
    }
    reflect(p, m, kFFall, kFWater, 0.715f, 0.5f, 2.0f);
    // Mist lying on the water and along the feet of the headlands.
    for (int py = p.pixel(line - 0.05f); py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            const std::uint8_t reg = p.region[index(px, py, p.w)];
            float band = reg == kFWater || reg == kFFar || reg == kFSpur0 ? std::exp(-sq((y - line - 0.006f) / 0.02f)) : 0.0f;
            for (const Spur& sp : kSpurs) {
                const float along = (x - sp.tip) / (sp.from - sp.tip);
                if (along > 0.0f && along < 1.0f && reg == sp.reg)
                    band += 0.5f * std::exp(-sq((y - sp.foot + 0.010f) / 0.014f)) * smoothstep(0.6f, 0.0f, along);
            }
            const float d = band * smoothstep(0.40f, 0.75f, n.fbm(x * 3.0f, y * 14.0f + 50.0f, 4));
            Rgb& c = p.at(px, py);
            c = mix(c, air(x, line - 0.02f) * 0.92f, clamp01(d) * 0.55f);
        }
    }
    // The longship, rowing out towards the sea, its wake spreading behind it.
    const float sx = 0.90f, sy = 0.67f, sl = 0.22f;
    shade(p, {sx, sy - 0.01f, p.aspect, sy + 0.08f}, [&](float x, float y, Rgb c) {
        const float back = x - sx;
        if (back <= 0.0f) return c;
        const float spread = back * 0.10f;
        const float v = std::min(std::abs(y - sy - 0.002f - spread), std::abs(y - sy - 0.002f + spread * 0.3f));
        const float foam = smoothstep(0.0035f, 0.0f, v) * std::exp(-back / 0.35f) *
                           smoothstep(0.3f, 0.6f, n.fbm(x * 60.0f, y * 200.0f, 2));
        return mix(c, Rgb{0.85f, 0.80f, 0.82f}, foam * 0.7f);
    });
    Ship longship{sx, sy, sl};
    longship.oars = 8;
    longship.light = Rgb{0.45f, 0.32f, 0.30f};
    longship.hull = Rgb{0.10f, 0.085f, 0.10f};
    ship(p, longship, m, kFShip, 3.0f);
    // Spruces on the near headland, dark against the water.
    static constexpr float kSpruces[][3] = {{0.05f, 0.50f, 0.065f}, {0.15f, 0.36f, 0.05f}, {0.22f, 0.24f, 0.04f},
                                            {0.27f, 0.15f, 0.03f}};
    for (const auto& t : kSpruces) {
        const float fx = t[0], foot = 0.92f, hgt = t[1], wid = t[2];
        fill(p, {fx - wid * 1.6f, foot - hgt - 0.01f, fx + wid * 1.6f, foot + 0.02f},
             [&](float x, float y) { return sd_spruce(x, y, fx, foot, hgt, wid, m); },
             [&](float x, float y) {
                 const float rim = smoothstep(0.5f, 0.75f, m.fbm(x * 200.0f, y * 120.0f, 2)) * clamp01((x - fx) / wid + 0.3f);
                 return Rgb{0.035f, 0.045f, 0.06f} + Rgb{0.35f, 0.24f, 0.22f} * (rim * 0.45f);
             },
             kFTree, kPi * 0.5f);
    }
    static constexpr std::array<Brush, kFCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.030f, 0.008f, 0.08f, false},  // cloud
        {0.018f, 0.005f, 0.15f, false},  // far mountains
        {0.018f, 0.005f, 0.25f, false},  // headlands, far to near
        {0.020f, 0.006f, 0.25f, false},
        {0.022f, 0.006f, 0.25f, false},
        {0.026f, 0.007f, 0.25f, false},
        {0.030f, 0.004f, 0.04f, false},  // water
        {0.0f, 0.0f, 0.0f, true},        // ship
        {0.010f, 0.002f, 0.03f, false},  // waterfall
        {0.010f, 0.003f, 0.20f, false},  // spruces
    }};
    return paint_picture(p, seed, kBrushes, {0.35f, 0.22f, 0.028f});
}

// [SECTION] The family: a longhouse at night by the fjord, and a ship setting on a mound

enum HallRegion : std::uint8_t {
    kNSky, kNStar, kNMoon, kNCloud, kNMount, kNWater, kNLand, kNRoof, kNWall, kNDoor, kNStone, kNCount
};

// The family book: a longhouse at night by the fjord, a fire before it, a ship setting of stones.
Canvas family(std::uint64_t seed) {
    Picture p(kW, kH);
    const TileNoise n(seed, 256), m(seed ^ 0x4A11ULL, 256);
    const float line = 0.575f;
    const float moon_x = 0.42f, moon_y = 0.17f, moon_r = 0.034f;
    const Rgb moonlight{0.55f, 0.66f, 0.90f};
    static constexpr Stop kSky[] = {{0.0f, {0.010f, 0.016f, 0.050f}}, {0.6f, {0.035f, 0.055f, 0.120f}},
                                    {1.0f, {0.080f, 0.110f, 0.190f}}};
    const auto air = [&](float x, float y) {
        const float d2 = sq(x - moon_x) + sq(y - moon_y);
        return ramp(kSky, y / line) + moonlight * (0.16f * std::exp(-d2 / 0.03f) + 0.10f * std::exp(-d2 / 0.25f));
    };
    for (int py = 0; py <= p.pixel(line) + 1; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            Rgb c = air(x, y);
            const float d = cloud(n, x, y, 1.6f, 7.0f, 0.40f) * smoothstep(0.03f, 0.12f, y) * smoothstep(0.48f, 0.30f, y);
            const float above = cloud(n, x, y - 0.015f, 1.6f, 7.0f, 0.40f);
            const float near_moon = std::exp(-(sq(x - moon_x) + sq(y - moon_y)) / 0.05f);
            const Rgb edge = Rgb{0.30f, 0.36f, 0.50f} + moonlight * (0.5f * near_moon);
            c = mix(c, mix(Rgb{0.05f, 0.06f, 0.10f}, edge, clamp01((d - above) * 2.5f + 0.25f)), d * 0.9f);
            const float disc = clamp01((moon_r - std::hypot(x - moon_x, y - moon_y)) / p.inv + 0.5f);
            const float mare = n.fbm(x * 60.0f, y * 60.0f, 3);
            c = mix(c, Rgb{0.92f, 0.92f, 0.86f} * (0.85f + 0.2f * mare), disc * (1.0f - 0.6f * d));
            p.put(px, py, c, 1.0f, disc > 0.5f ? kNMoon : d > 0.35f ? kNCloud : kNSky, 0.0f);
        }
    }
    stars(p, seed + 3, 260, line, kNSky, kNStar);
    // Mountains across the fjord, their snow faint under the moon.
    const auto range = crest_line(p, [&](float x) {
        const float massif = 0.04f + 0.15f * std::exp(-sq((x - 0.20f) / 0.16f)) + 0.10f * std::exp(-sq((x - 0.62f) / 0.12f)) +
                             0.16f * std::exp(-sq((x - 1.45f) / 0.3f));
        return line - 0.012f - massif * (0.45f + 0.7f * ridged(n, x * 3.8f, 33.0f, 6));
    });
    land(p, range, line + 0.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 20.0f, y * 10.0f, 5);
        const float gr = n.fbm(x * 20.0f - 0.04f, y * 10.0f - 0.02f, 5);
        const float lit = clamp01(0.5f + (gr - g) * 10.0f);
        Rgb c = Rgb{0.035f, 0.045f, 0.09f} * (0.7f + 0.6f * g) + moonlight * (0.10f * sq(lit));
        c = mix(c, Rgb{0.20f, 0.24f, 0.36f} * (0.6f + 0.6f * lit), smoothstep(0.56f, 0.64f, g) * std::exp(-d / 0.03f));
        return mix(c, air(x, line - 0.01f), 0.22f);
    }, kNMount);
    fill(p, {0.0f, line - p.inv, p.aspect, 1.0f}, [&](float, float y) { return line - y; },
         [](float, float) { return Rgb{0.03f, 0.04f, 0.08f}; }, kNWater, 0.0f);
    // The land: a shore rising towards the hall on the right.
    const auto shore = crest_line(p, [&](float x) {
        return 0.66f - 0.05f * smoothstep(0.7f, 1.3f, x) + 0.012f * (n.fbm(x * 8.0f, 90.0f, 3) - 0.5f);
    });
    land(p, shore, 1.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 30.0f, y * 60.0f, 4);
        Rgb c = mix(Rgb{0.025f, 0.040f, 0.045f}, Rgb{0.07f, 0.10f, 0.11f}, g);
        return c + moonlight * (0.06f * std::exp(-d / 0.02f));
    }, kNLand);
    water(p, m, {line, 0.0f, p.aspect, Rgb{0.02f, 0.03f, 0.06f}, 0.8f, 0.55f, 0.9f, 1.4f, kNWater}, kNWater);
    // The moon's path on the water.
    shade(p, {moon_x - 0.2f, line, moon_x + 0.2f, 0.7f}, [&](float x, float y, Rgb c) {
        const float path = std::exp(-sq((x - moon_x) / (0.01f + (y - line) * 0.5f)));
        const float glint = smoothstep(0.55f, 0.75f, m.fbm(x * 80.0f, 1.0f / (y - line + 0.01f) * 3.0f, 2));
        return c + Rgb{0.8f, 0.82f, 0.8f} * (path * glint * 0.6f);
    });
    // The hall: a long roof of turf, hipped at both ends and bowed like an upturned boat, over
    // low plank walls with raking posts; the door open on the fire.
    const float ridge_y = 0.43f, eave_y = 0.665f, foot_y = 0.80f, hall_l = 0.76f, hall_r = 1.70f;
    const float ridge_l = 0.96f, ridge_r = 1.50f, door_x = 1.22f;
    const auto eave = [&](float x) { return eave_y + 0.018f * (1.0f - sq((x - 1.23f) / 0.47f)); };
    const auto ridge = [&](float x) { return ridge_y + 0.012f * sq((x - 1.23f) / 0.27f); };
    glow(p, door_x, foot_y, 0.12f, Rgb{0.85f, 0.42f, 0.15f}, 0.30f);
    fill(p, {hall_l + 0.02f, eave_y - 0.01f, hall_r - 0.02f, foot_y + 0.01f},
         [&](float x, float y) {
             return std::max(std::max(eave(x) - 0.01f - y, y - foot_y + 0.01f * sq((x - 1.23f) / 0.47f)),
                             std::abs(x - 1.23f) - 0.44f);
         },
         [&](float x, float y) {
             const float plank = std::abs(std::sin(x * 400.0f));
             const float fire = std::exp(-sq((x - door_x) / 0.14f));
             const float post = std::abs(std::fmod(x - 0.80f + (y - 0.7f) * 0.25f, 0.085f) - 0.0425f);
             Rgb c = Rgb{0.05f, 0.045f, 0.05f} * (0.75f + 0.25f * plank) + Rgb{0.02f, 0.02f, 0.03f} * m.fbm(x * 40.0f, y * 40.0f, 2);
             c = c + Rgb{0.55f, 0.26f, 0.10f} * (0.16f * fire);
             if (post > 0.037f) c = Rgb{0.06f, 0.055f, 0.06f} + moonlight * 0.025f;
             return c;
         },
         kNWall, kPi * 0.5f);
    fill(p, {hall_l - 0.01f, ridge_y - 0.01f, hall_r + 0.01f, eave_y + 0.04f},
         [&](float x, float y) {
             // Between the ridge and the eave, cut by the hips at both ends.
             const float hip_l = (ridge_l - x) / (ridge_l - hall_l), hip_r = (x - ridge_r) / (hall_r - ridge_r);
             const float hip = std::max(hip_l, hip_r);
             const float top = ridge(std::clamp(x, ridge_l, ridge_r)) + std::max(0.0f, hip) * (eave(x) - ridge_y);
             return std::max(top - y, y - eave(x) - 0.008f);
         },
         [&](float x, float y) {
             const float hip_l = (ridge_l - x) / (ridge_l - hall_l);
             const float top = ridge(std::clamp(x, ridge_l, ridge_r));
             const float t = clamp01((y - top) / (eave(x) - top));
             const float straw = m.fbm(x * 140.0f, y * 14.0f, 3);
             const float grass = smoothstep(0.40f, 0.75f, n.fbm(x * 14.0f, y * 26.0f, 4));
             // Courses of turf laid on the roof, each a little different.
             const float course = std::floor(t * 7.0f + 0.3f * n.fbm(x * 8.0f, 3.0f, 2));
             const float sod = n.at(std::floor(x * 25.0f + course * 3.7f) * 1.3f, course * 5.1f);
             Rgb c = mix(Rgb{0.13f, 0.16f, 0.20f}, Rgb{0.04f, 0.05f, 0.055f}, t);
             c = mix(c, c * Rgb{0.75f, 1.15f, 0.85f}, grass) * (0.8f + 0.4f * sod);
             c = c * (0.70f + 0.55f * straw) + moonlight * (0.14f * std::exp(-t * 5.0f));
             c = c * (1.0f - 0.25f * smoothstep(0.06f, 0.0f, std::abs(t * 7.0f + 0.3f * n.fbm(x * 8.0f, 3.0f, 2) - course - 0.02f)));
             if (hip_l > 0.0f) c = c * 1.25f + moonlight * 0.05f;  // the hip facing the moon
             return c * (1.0f - 0.5f * smoothstep(0.85f, 1.0f, t));
         },
         kNRoof, kPi * 0.45f);
    // The door and the fire's light in it.
    fill(p, {door_x - 0.03f, 0.69f, door_x + 0.03f, foot_y + 0.01f},
         [&](float x, float y) { return sd_box(x, y, door_x, 0.745f, 0.017f, 0.047f); },
         [&](float x, float y) {
             const float f = std::exp(-sq((x - door_x) / 0.02f) - sq((y - 0.79f) / 0.05f));
             return mix(Rgb{0.70f, 0.30f, 0.08f}, Rgb{1.0f, 0.82f, 0.45f}, f);
         }, kNDoor, 0.0f);
    // The light from the door on the ground, and smoke from the roof, lit from below.
    shade(p, {door_x - 0.3f, foot_y - 0.01f, door_x + 0.3f, 1.0f}, [&](float x, float y, Rgb c) {
        const float spread = 0.02f + (y - foot_y) * 0.9f;
        const float beam = std::exp(-sq((x - door_x - (y - foot_y) * 0.3f) / spread)) * std::exp(-(y - foot_y) / 0.12f);
        return c + Rgb{0.75f, 0.38f, 0.12f} * (beam * 0.7f * smoothstep(foot_y - 0.01f, foot_y + 0.005f, y));
    });
    shade(p, {1.1f, 0.0f, p.aspect, ridge_y + 0.01f}, [&](float x, float y, Rgb c) {
        const float sm = smoke(m, x, y, 1.26f, ridge_y + 0.005f, 0.40f, 0.30f, 0.012f);
        const Rgb lit = mix(Rgb{0.20f, 0.22f, 0.28f}, Rgb{0.60f, 0.34f, 0.18f}, std::exp(-(ridge_y - y) / 0.05f));
        return mix(c, lit, sm * 0.65f);
    });
    // A ship setting on the mound in the foreground: standing stones in the outline of a ship,
    // the tallest at stem and stern.
    const auto mound = crest_line(p, [&](float x) {
        return 0.84f - 0.09f * std::exp(-sq((x - 0.34f) / 0.32f)) + 0.01f * (n.fbm(x * 10.0f, 150.0f, 3) - 0.5f);
    });
    land(p, mound, 1.01f, [&](float x, float y, float d) {
        const float g = n.fbm(x * 40.0f, y * 80.0f, 4);
        Rgb c = mix(Rgb{0.02f, 0.03f, 0.035f}, Rgb{0.06f, 0.08f, 0.09f}, g);
        return c + moonlight * (0.10f * std::exp(-d / 0.015f));
    }, kNLand);
    for (int pass = 0; pass < 2; ++pass) {  // the far side of the ship, then the near side
        for (int i = 0; i < 14; ++i) {
            const float a = (static_cast<float>(i) + 0.5f) / 14.0f * 2.0f * kPi;
            if ((std::sin(a) > 0.0f) != (pass == 1)) continue;
            // A ship's outline: an ellipse drawn to points at both ends.
            const float c = std::cos(a), sn = std::sin(a) * (1.0f - 0.5f * sq(c));
            const float cx = 0.34f + 0.27f * c, base = 0.80f + 0.07f * sn;
            const float near = 1.0f + 0.6f * sn;
            const float end = std::pow(std::abs(c), 6.0f);
            const float hgt = (0.040f + 0.070f * end) * near * (0.85f + 0.3f * n.at(static_cast<float>(i) * 7.0f, 3.0f));
            const float wid = (0.016f + 0.006f * end) * near;
            const float tilt = (n.at(static_cast<float>(i) * 5.0f, 9.0f) - 0.5f) * 0.5f;
            fill(p, {cx - wid * 2.0f, base - hgt - 0.02f, cx + wid * 2.0f, base + 0.01f},
                 [&](float x, float y) {
                     const float t = clamp01((base - y) / hgt);
                     const float rough = (m.fbm(x * 200.0f, y * 120.0f, 2) - 0.5f) * 0.3f * wid;
                     const float top = base - hgt + (x - cx) * tilt;
                     return std::max(std::abs(x - cx) - wid * (1.0f - 0.25f * t * t) + rough, std::max(y - base, top - y));
                 },
                 [&](float x, float y) {
                     const float lit = clamp01((cx - x) / wid * 0.7f + 0.35f);
                     const float g = m.fbm(x * 90.0f, y * 90.0f, 3);
                     const float warm = std::exp(-sq((x - 0.98f) / 0.40f));
                     return Rgb{0.04f, 0.045f, 0.06f} * (0.7f + 0.6f * g) + moonlight * (0.15f * lit * (0.6f + 0.4f * g)) +
                            Rgb{0.35f, 0.15f, 0.05f} * (warm * (1.0f - lit) * 0.5f);
                 },
                 kNStone, kPi * 0.5f);
        }
    }
    // A fire outside the hall, its light on the ground and on the hall's front.
    fire(p, 0.99f, 0.855f, 0.085f, m, seed + 11, kNDoor);
    static constexpr std::array<Brush, kNCount> kBrushes = {{
        {0.045f, 0.012f, 0.10f, false},  // sky
        {0.0f, 0.0f, 0.0f, true},        // stars
        {0.0f, 0.0f, 0.0f, true},        // moon
        {0.030f, 0.008f, 0.10f, false},  // cloud
        {0.016f, 0.005f, 0.20f, false},  // mountains
        {0.030f, 0.004f, 0.04f, false},  // water
        {0.028f, 0.007f, 0.20f, false},  // land
        {0.014f, 0.004f, 0.10f, false},  // roof
        {0.010f, 0.003f, 0.05f, false},  // walls
        {0.0f, 0.0f, 0.0f, true},        // door
        {0.008f, 0.003f, 0.15f, false},  // stones
    }};
    return paint_picture(p, seed, kBrushes, {0.40f, 0.22f, 0.028f});
}

}  // namespace

// The scenes of this file, for art_books.cpp.
Canvas scene_tablut(std::uint64_t seed) { return tablut(seed); }
Canvas scene_family(std::uint64_t seed) { return family(seed); }
Canvas scene_hnefatafl(std::uint64_t seed) { return hnefatafl(seed); }

}  // namespace tafl::art
