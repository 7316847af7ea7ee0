// art_title.cpp: the title-screen painting: a longship on a fjord at dusk, laid down as brush
// strokes on canvas.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <vector>

#include "art_paint.h"
#include "art_scenes.h"
#include "taflbord/prng.h"

namespace tafl::art {

namespace {

using namespace paint;

// [SECTION] The title painting: the scene under the paint

// What a pixel shows; brush strokes stay inside their region, as a painter's do.
enum Region : std::uint8_t { kSky, kSun, kFar, kMid, kNear, kSea, kShip, kShore };

struct SkyStop {
    float t;
    Rgb c;
};
constexpr std::array<SkyStop, 6> kSkyRamp = {{
    {0.00f, {0.050f, 0.055f, 0.140f}},
    {0.32f, {0.105f, 0.090f, 0.215f}},
    {0.56f, {0.240f, 0.150f, 0.280f}},
    {0.76f, {0.520f, 0.260f, 0.280f}},
    {0.91f, {0.860f, 0.460f, 0.250f}},
    {1.00f, {0.990f, 0.700f, 0.390f}},
}};

// Everything the scene needs to colour a point; positions are in units of the picture's height.
struct Scene {
    int w, h;
    float inv, aspect;
    float horizon = 0.63f;
    float sun_x, sun_y, sun_r = 0.027f;
    float ship_x, ship_y, ship_scale = 0.86f;
    TileNoise clouds, warp, rock, water, detail;
    std::array<std::vector<float>, 3> ridge;  // per column: the crest of the far, middle and near range
    std::vector<float> shore;                 // per column: the top of the foreground rocks
    std::vector<Rgb> haze;                    // per column: the colour of the air in front of the ranges
    std::vector<Rgb> mist;                    // per column: the glow of the air on the water
    std::vector<Rgb> base;
    std::vector<std::uint8_t> region;

    Scene(std::uint64_t seed, int width, int height)
        : w(width),
          h(height),
          inv(1.0f / static_cast<float>(height)),
          aspect(static_cast<float>(width) / static_cast<float>(height)),
          sun_x(0.62f * aspect),
          sun_y(horizon - 0.046f),
          ship_x(0.43f * aspect),
          ship_y(horizon + 0.072f),
          clouds(seed ^ 0x1111ULL, 256),
          warp(seed ^ 0x2222ULL, 256),
          rock(seed ^ 0x3333ULL, 256),
          water(seed ^ 0x4444ULL, 256),
          detail(seed ^ 0x5555ULL, 256),
          shore(static_cast<std::size_t>(width)),
          haze(static_cast<std::size_t>(width)),
          mist(static_cast<std::size_t>(width)),
          base(static_cast<std::size_t>(width) * static_cast<std::size_t>(height)),
          region(base.size(), kSky) {
        for (auto& r : ridge) r.resize(static_cast<std::size_t>(width));
    }
    float px_x(int x) const { return (static_cast<float>(x) + 0.5f) * inv; }
};

Rgb sky_ramp(float t) {
    for (std::size_t i = 1; i < kSkyRamp.size(); ++i) {
        if (t <= kSkyRamp[i].t)
            return mix(kSkyRamp[i - 1].c, kSkyRamp[i].c, (t - kSkyRamp[i - 1].t) / (kSkyRamp[i].t - kSkyRamp[i - 1].t));
    }
    return kSkyRamp.back().c;
}

float cloud_density(const Scene& s, float x, float y) {
    const float wx = s.warp.fbm(x * 1.3f, y * 4.0f, 3);
    const float n = s.clouds.fbm(x * 1.7f + wx * 1.4f, y * 10.0f + wx * 2.5f, 5);
    const float low = std::exp(-sq((y - 0.46f) / 0.075f));
    const float high = 0.55f * std::exp(-sq((y - 0.17f) / 0.08f));
    const float streak = std::exp(-sq((y - 0.555f) / 0.028f));
    const float band = std::min(1.0f, low + high + streak + 0.10f);
    return smoothstep(0.47f, 0.72f, n) * band;
}

// The clear sky and its glow, without clouds or sun disc.
Rgb clear_sky(const Scene& s, float x, float y) {
    const float t = clamp01(y / s.horizon);
    Rgb col = sky_ramp(t);
    const float dx = x - s.sun_x, dy = y - s.sun_y;
    const float side = std::exp(-std::abs(dx) * 1.1f);
    // Away from the sun the low sky turns to cool rose and lilac.
    col = mix(col * Rgb{0.62f, 0.60f, 0.95f}, col, 0.25f + 0.75f * side + (1.0f - t) * 0.4f);
    const float d2 = dx * dx * 0.30f + dy * dy;
    col = col + Rgb{1.0f, 0.50f, 0.22f} * (0.30f * std::exp(-d2 / 0.018f));
    col = col + Rgb{1.0f, 0.80f, 0.52f} * (0.75f * std::exp(-d2 / 0.0012f));
    return col;
}

Rgb sky_colour(const Scene& s, float x, float y) {
    Rgb col = clear_sky(s, x, y);
    const float d = cloud_density(s, x, y);
    if (d > 0.002f) {
        const float up = cloud_density(s, x, y - 0.010f), down = cloud_density(s, x, y + 0.010f);
        const float lit = clamp01(0.35f + 2.2f * (up - down));
        const float side = std::exp(-std::abs(x - s.sun_x) * 1.2f);
        const float warm = smoothstep(0.12f, 0.56f, y) * (0.3f + 0.7f * side);
        const Rgb dark = mix(Rgb{0.085f, 0.075f, 0.17f}, Rgb{0.30f, 0.16f, 0.26f}, warm);
        const Rgb glow = mix(Rgb{0.36f, 0.26f, 0.42f}, Rgb{1.0f, 0.58f, 0.32f}, warm);
        col = mix(col, mix(dark, glow, lit * (0.25f + 0.75f * warm)), d * 0.9f);
    }
    return col;
}

// The crest heights of the three ranges: a low hazy wall across the fjord's mouth, then massifs
// on both sides that open towards the sun.
void make_ridges(Scene& s) {
    for (int x = 0; x < s.w; ++x) {
        const float u = s.px_x(x), xn = u / s.aspect;
        const auto c = static_cast<std::size_t>(x);
        const float far_env = 0.020f + 0.034f * smoothstep(0.02f, 0.22f, std::abs(xn - 0.60f));
        s.ridge[0][c] = s.horizon - far_env * (0.55f + 0.9f * ridged(s.rock, u * 7.0f, 3.0f, 5));
        const float mid_env =
            0.20f * (1.0f - smoothstep(0.04f, 0.46f, xn)) + 0.15f * smoothstep(0.70f, 0.98f, xn) + 0.012f;
        s.ridge[1][c] = s.horizon - mid_env * (0.35f + 0.95f * ridged(s.rock, u * 4.6f, 61.0f, 7));
        const float near_env =
            0.34f * std::pow(1.0f - smoothstep(-0.06f, 0.31f, xn), 1.1f) + 0.21f * smoothstep(0.86f, 1.06f, xn) - 0.01f;
        s.ridge[2][c] = s.horizon - near_env * (0.42f + 0.85f * ridged(s.rock, u * 3.4f, 119.0f, 7));
        const float left = 0.26f * std::pow(1.0f - smoothstep(-0.02f, 0.42f, xn), 1.3f);
        const float right = 0.12f * smoothstep(0.80f, 1.04f, xn);
        s.shore[c] = 1.0f - (left + right) * (0.62f + 0.6f * ridged(s.rock, u * 8.0f, 177.0f, 5)) + 0.006f;
        s.haze[c] = clear_sky(s, u, s.horizon - 0.13f) * 0.9f;
        s.mist[c] = clear_sky(s, u, s.horizon - 0.012f);
    }
}

Rgb mountain_colour(const Scene& s, int layer, float x, float y, std::size_t col) {
    static const std::array<Rgb, 3> kBody = {{{0.26f, 0.16f, 0.27f}, {0.11f, 0.085f, 0.17f}, {0.045f, 0.038f, 0.080f}}};
    static const std::array<float, 3> kHaze = {0.62f, 0.34f, 0.10f};
    const auto k = static_cast<std::size_t>(layer);
    const float crest = s.ridge[k][col];
    const float below = y - crest;
    const float scale = 1.0f + static_cast<float>(layer) * 0.6f;
    const float layer_off = static_cast<float>(layer) * 9.0f;
    // Crags: a height field whose slopes facing the sun catch its last light.
    const float fx = x * 18.0f / scale, fy = y * 9.0f / scale + layer_off;
    const float g = s.detail.fbm(fx, fy, 5);
    const float gr = s.detail.fbm(fx + 0.06f, fy - 0.03f, 5);
    const float facing = x < s.sun_x ? 1.0f : -1.0f;
    const float face = clamp01(0.5f + (gr - g) * 12.0f * facing);
    const float strata = s.detail.fbm(x * 5.0f, y * 40.0f / scale + layer_off, 3);
    Rgb c = kBody[k] * (0.65f + 0.5f * g + 0.2f * (strata - 0.5f));
    const float side = std::exp(-std::abs(x - s.sun_x) * 1.4f);
    const float lit_depth = std::exp(-below / (0.06f * scale));
    c = c + Rgb{0.55f, 0.28f, 0.20f} *
                (smoothstep(0.55f, 0.85f, face) * lit_depth * (0.15f + 0.5f * side) * (layer == 0 ? 0.3f : 1.0f));
    if (layer == 1) {  // snow fields on the middle range, in the blue shadow of dusk
        const float snow = smoothstep(0.05f, 0.0f, below + (g - 0.55f) * 0.08f) * smoothstep(0.46f, 0.60f, g);
        c = mix(c, Rgb{0.36f, 0.30f, 0.46f} + Rgb{0.4f, 0.2f, 0.1f} * (face * side),
                snow * smoothstep(0.10f, 0.17f, s.horizon - crest));
    }
    const float rim = std::exp(-below / (0.0030f * scale)) * (0.25f + 0.75f * side);
    c = c + Rgb{0.95f, 0.50f, 0.25f} * (rim * (layer == 0 ? 0.25f : 0.6f));
    c = mix(c, s.haze[col], kHaze[k]);
    const float mist = 0.75f * std::exp(-(s.horizon - y) / (0.02f + 0.01f * static_cast<float>(2 - layer)));
    return mix(c, s.mist[col], mist * (1.0f - 0.3f * static_cast<float>(layer)));
}

Rgb sample_base(const Scene& s, float x, float y) {
    const float fx = std::clamp(x * static_cast<float>(s.h) - 0.5f, 0.0f, static_cast<float>(s.w - 1));
    const float fy = std::clamp(y * static_cast<float>(s.h) - 0.5f, 0.0f, static_cast<float>(s.h - 1));
    const int x0 = static_cast<int>(fx), y0 = static_cast<int>(fy);
    const int x1 = std::min(x0 + 1, s.w - 1), y1 = std::min(y0 + 1, s.h - 1);
    const float tx = fx - static_cast<float>(x0), ty = fy - static_cast<float>(y0);
    const Rgb a = mix(s.base[index(x0, y0, s.w)], s.base[index(x1, y0, s.w)], tx);
    const Rgb b = mix(s.base[index(x0, y1, s.w)], s.base[index(x1, y1, s.w)], tx);
    return mix(a, b, ty);
}

void paint_sky_and_mountains(Scene& s) {
    const int horizon_px = static_cast<int>(s.horizon * static_cast<float>(s.h));
    for (int py = 0; py < horizon_px; ++py) {
        const float y = s.px_x(py);
        for (int px = 0; px < s.w; ++px) {
            const float x = s.px_x(px);
            const auto c = static_cast<std::size_t>(px);
            Rgb col{};
            float covered = 0.0f;  // front to back
            std::uint8_t reg = kSky;
            for (int layer = 2; layer >= 0 && covered < 0.999f; --layer) {
                const float cov = clamp01((y - s.ridge[static_cast<std::size_t>(layer)][c]) / s.inv + 0.5f);
                if (cov <= 0.0f) continue;
                col = col + mountain_colour(s, layer, x, y, c) * (cov * (1.0f - covered));
                if (covered < 0.5f) reg = static_cast<std::uint8_t>(kFar + layer);
                covered += cov * (1.0f - covered);
            }
            if (covered < 0.999f) {
                Rgb sky = sky_colour(s, x, y);
                const float sun = clamp01((s.sun_r - std::hypot(x - s.sun_x, y - s.sun_y)) / s.inv + 0.5f);
                sky = mix(sky, Rgb{1.0f, 0.97f, 0.86f}, sun);
                if (covered < 0.5f) reg = sun > 0.5f ? kSun : kSky;
                col = col + sky * (1.0f - covered);
            }
            s.base[index(px, py, s.w)] = col;
            s.region[index(px, py, s.w)] = reg;
        }
    }
}

// The sea mirrors what stands above the horizon, broken by ripples that grow towards the viewer,
// with the sun's path glittering on it.
void paint_sea(Scene& s) {
    const int horizon_px = static_cast<int>(s.horizon * static_cast<float>(s.h));
    const float top_row = s.px_x(horizon_px - 1);
    for (int py = horizon_px; py < s.h; ++py) {
        const float y = s.px_x(py);
        const float dz = std::max(0.0f, y - s.horizon);
        const float depth = 1.0f / (dz + 0.006f);
        const float calm = smoothstep(0.0f, 0.06f, dz);
        for (int px = 0; px < s.w; ++px) {
            const float x = s.px_x(px);
            const float wx = (x - s.sun_x) * depth;
            const float wave = s.water.fbm(wx * 0.35f, depth * 2.2f, 4);
            const float slope = (wave - 0.5f) * 2.0f * (0.3f + 0.7f * calm);
            const float ry = s.horizon - dz - slope * (0.004f + dz * 0.55f);
            const float rx = x + slope * 0.004f;
            Rgb refl = sample_base(s, rx, std::clamp(ry, 0.0f, top_row)) * 0.5f +
                       sample_base(s, rx, std::clamp(ry - 0.006f, 0.0f, top_row)) * 0.25f +
                       sample_base(s, rx, std::min(ry + 0.004f, top_row)) * 0.25f;
            const float fresnel = 0.50f + 0.42f * std::exp(-dz * 9.0f);
            Rgb col = mix(Rgb{0.030f, 0.040f, 0.085f}, refl, fresnel);
            // The sun's path: a soft column and broken glints.
            const float trough = s.water.fbm(wx * 0.8f + 90.0f, depth * 7.0f, 3);
            col = col * (0.86f + 0.32f * trough * calm);
            const float width = 0.018f + dz * 0.42f;
            const float path = std::exp(-sq((x - s.sun_x) / width));
            const float glint_n = s.water.fbm(wx * 1.1f + 31.0f, depth * 6.5f, 3);
            const float glint = smoothstep(0.66f - 0.14f * path, 0.82f, glint_n) * path;
            col = col + Rgb{1.0f, 0.74f, 0.42f} *
                            (glint * (1.3f - 0.7f * smoothstep(0.0f, 0.3f, dz)) + path * 0.22f * std::exp(-dz * 5.0f));
            s.base[index(px, py, s.w)] = col;
            s.region[index(px, py, s.w)] = kSea;
        }
    }
}

// [SECTION] The longship

// One point of the ship: whether it is solid there and its colour.
struct ShipPoint {
    bool hit = false;
    Rgb c;
};

float sheer(float lx) { return 0.014f + 0.055f * std::pow(std::abs(lx) / 0.165f, 3.2f); }
float keel(float lx) { return -0.004f + 0.075f * sq(std::max(0.0f, (std::abs(lx) - 0.09f) / 0.08f)); }

// Distance to a polyline of n points.
float polyline_distance(float x, float y, const float (*pts)[2], int n) {
    float d = 1e9f;
    for (int i = 0; i + 1 < n; ++i)
        d = std::min(d, segment_distance(x, y, pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1]));
    return d;
}

// The ship in its own units: x along the hull (prow to the left), y up from the waterline.
ShipPoint ship_at(float lx, float ly) {
    const Rgb wood{0.070f, 0.048f, 0.052f};
    const Rgb rim_light{0.55f, 0.28f, 0.13f};
    ShipPoint p;
    if (ly < -0.006f || ly > 0.19f || lx < -0.215f || lx > 0.2f) return p;
    // The dragon's head and neck.
    static const float kNeck[][2] = {
        {-0.160f, 0.052f}, {-0.171f, 0.072f}, {-0.177f, 0.089f}, {-0.179f, 0.101f}, {-0.185f, 0.111f}};
    const float ex = lx + 0.193f, ey = ly - 0.1135f;
    const float head = sq((ex * 0.99f + ey * 0.15f) / 0.0115f) + sq((ey * 0.99f - ex * 0.15f) / 0.0052f);
    const bool jaw = lx < -0.196f && std::abs(ly - 0.1118f + (lx + 0.196f) * 0.12f) < 0.0010f;
    if (head < 1.0f && !jaw) {
        p.hit = true;
        p.c = std::hypot(lx + 0.1955f, ly - 0.1150f) < 0.0013f ? Rgb{0.9f, 0.45f, 0.15f} : wood;
        return p;
    }
    if (segment_distance(lx, ly, -0.187f, 0.116f, -0.176f, 0.128f) < 0.0014f ||
        segment_distance(lx, ly, -0.184f, 0.114f, -0.171f, 0.121f) < 0.0012f ||
        polyline_distance(lx, ly, kNeck, 5) < 0.0052f - (ly - 0.05f) * 0.02f) {
        p.hit = true;
        p.c = wood;
        return p;
    }
    // The stern post, rising and curling back over the ship.
    if (lx > 0.14f) {
        struct Curl {
            float pts[24][2];
        };
        static const Curl curl = [] {
            Curl c{{{0.160f, 0.052f}, {0.170f, 0.072f}, {0.176f, 0.088f}}};
            for (int i = 3; i < 24; ++i) {
                const float t = static_cast<float>(i - 3) / 20.0f;
                const float a = -0.25f + t * 1.55f * kPi, r = 0.0095f * (1.0f - 0.55f * t);
                c.pts[i][0] = 0.1675f + r * std::cos(a);
                c.pts[i][1] = 0.0905f + r * std::sin(a);
            }
            return c;
        }();
        if (polyline_distance(lx, ly, curl.pts, 24) < 0.0042f - std::max(0.0f, ly - 0.07f) * 0.07f) {
            p.hit = true;
            p.c = wood;
            return p;
        }
    }
    // A row of shields along the rail, alternating red and ochre.
    const float top = sheer(lx);
    const float sx = std::round((lx + 0.1175f) / 0.0138f);
    if (sx >= 0.0f && sx <= 17.0f) {
        const float cx = -0.1175f + sx * 0.0138f, cy = sheer(cx) - 0.0012f;
        const float r = std::hypot(lx - cx, ly - cy);
        if (r < 0.0064f) {
            const bool red = static_cast<int>(sx) % 2 == 0;
            Rgb c = red ? Rgb{0.36f, 0.075f, 0.05f} : Rgb{0.45f, 0.31f, 0.10f};
            if (r > 0.0053f) c = Rgb{0.09f, 0.07f, 0.06f};
            if (r < 0.0017f) c = Rgb{0.55f, 0.45f, 0.32f};
            c = c + rim_light * (smoothstep(0.002f, 0.0055f, ly - cy) * 0.6f);
            p.hit = true;
            p.c = c;
            return p;
        }
    }
    // Oars, out between the shields.
    for (int i = 0; i < 8; ++i) {
        const float ox = -0.105f + static_cast<float>(i) * 0.0276f + 0.0069f;
        if (ly > -0.002f && segment_distance(lx, ly, ox, 0.010f, ox + 0.013f, -0.010f) < 0.0011f) {
            p.hit = true;
            p.c = wood * 1.3f;
            return p;
        }
    }
    // The hull, with its strakes.
    if (std::abs(lx) < 0.175f && ly < top && ly > keel(lx)) {
        const float q = (ly - keel(lx)) / std::max(0.002f, top - keel(lx));
        const float strake = std::abs(q * 4.0f - std::round(q * 4.0f));
        Rgb c = wood * (strake < 0.12f ? 0.7f : 1.0f);
        c = c + rim_light * (0.8f * smoothstep(0.0025f, 0.0f, top - ly));
        p.hit = true;
        p.c = c;
        return p;
    }
    // The yard, then the striped sail, backlit by the low sun, then the mast.
    if (std::abs(ly - 0.1585f) < 0.0024f - std::abs(lx) * 0.012f && std::abs(lx) < 0.070f) {
        p.hit = true;
        p.c = wood + rim_light * 0.3f;
        return p;
    }
    const float sail_bottom = 0.050f - 0.009f * (1.0f - sq(lx / 0.07f));
    const float hw = 0.062f + 0.009f * (0.156f - ly) / 0.106f;
    if (ly < 0.156f && ly > sail_bottom && std::abs(lx) < hw) {
        const float s = (lx + hw) / (2.0f * hw);
        const bool red = static_cast<int>(s * 7.0f) % 2 == 0;
        const float across = lx / hw;
        const float light = (0.62f + 0.25f * (1.0f - across * across) + 0.22f * across) *
                            (0.85f + 0.15f * smoothstep(sail_bottom, sail_bottom + 0.02f, ly));
        const float seam = std::abs(ly * 55.0f - std::round(ly * 55.0f)) < 0.07f ? 0.88f : 1.0f;
        const Rgb c = red ? Rgb{0.55f, 0.12f, 0.07f} : Rgb{0.74f, 0.47f, 0.28f};
        p.hit = true;
        p.c = c * (light * seam);
        return p;
    }
    if (std::abs(lx) < 0.0021f && ly > 0.01f && ly < 0.182f) {
        p.hit = true;
        p.c = wood;
        return p;
    }
    // The stays from the masthead to the stems, and the sheets from the sail to the rail.
    if (segment_distance(lx, ly, 0.0f, 0.178f, -0.160f, 0.058f) < 0.0006f ||
        segment_distance(lx, ly, 0.0f, 0.178f, 0.158f, 0.058f) < 0.0006f ||
        segment_distance(lx, ly, -0.070f, 0.042f, -0.098f, 0.020f) < 0.0006f ||
        segment_distance(lx, ly, 0.070f, 0.042f, 0.098f, 0.020f) < 0.0006f) {
        p.hit = true;
        p.c = wood;
    }
    return p;
}

// The ship, supersampled 4 x 4, over the sea, and its broken reflection below it.
void paint_ship(Scene& s) {
    const float k = s.ship_scale;
    const int x0 = std::max(0, static_cast<int>((s.ship_x - 0.22f * k) / s.inv));
    const int x1 = std::min(s.w, static_cast<int>((s.ship_x + 0.21f * k) / s.inv) + 1);
    const int y0 = std::max(0, static_cast<int>((s.ship_y - 0.195f * k) / s.inv));
    const int y1 = std::min(s.h, static_cast<int>((s.ship_y + 0.01f * k) / s.inv) + 1);
    const int bw = x1 - x0, bh = y1 - y0;
    if (bw <= 0 || bh <= 0) return;
    std::vector<Rgb> colour(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh));
    std::vector<float> cover(colour.size(), 0.0f);
    for (int py = y0; py < y1; ++py) {
        for (int px = x0; px < x1; ++px) {
            Rgb sum{};
            int hits = 0;
            for (int j = 0; j < 4; ++j) {
                for (int i = 0; i < 4; ++i) {
                    const float x = (static_cast<float>(px) + (static_cast<float>(i) + 0.5f) / 4.0f) * s.inv;
                    const float y = (static_cast<float>(py) + (static_cast<float>(j) + 0.5f) / 4.0f) * s.inv;
                    const ShipPoint p = ship_at((x - s.ship_x) / k, (s.ship_y - y) / k);
                    if (p.hit) {
                        sum = sum + p.c;
                        ++hits;
                    }
                }
            }
            if (hits == 0) continue;
            const std::size_t i = index(px - x0, py - y0, bw);
            colour[i] = sum * (1.0f / static_cast<float>(hits));
            cover[i] = static_cast<float>(hits) / 16.0f;
            Rgb& b = s.base[index(px, py, s.w)];
            b = mix(b, colour[i], cover[i]);
            if (cover[i] > 0.5f) s.region[index(px, py, s.w)] = kShip;
        }
    }
    // The reflection: mirrored about the waterline, sliced by ripples, darker than the ship.
    const int wl = static_cast<int>(s.ship_y / s.inv);
    for (int py = wl; py < std::min(s.h, wl + (wl - y0)); ++py) {
        const float y = s.px_x(py);
        const float dist = (y - s.ship_y) / k;
        for (int px = x0; px < x1; ++px) {
            const float x = s.px_x(px);
            const float ripple = s.water.fbm(x * 30.0f, y * 260.0f, 2) - 0.5f;
            const int sx = px + static_cast<int>(std::round(ripple * (2.0f + dist * 90.0f)));
            const int sy = 2 * wl - py - 1;
            if (sx < x0 || sx >= x1 || sy < y0 || sy >= y1) continue;
            const std::size_t i = index(sx - x0, sy - y0, bw);
            if (cover[i] <= 0.0f) continue;
            const float slice = smoothstep(0.15f, 0.45f, s.water.fbm(x * 6.0f, y * 140.0f, 2) + 0.2f - dist * 2.0f);
            const float a = cover[i] * slice * 0.8f * std::exp(-dist * 5.0f);
            Rgb& b = s.base[index(px, py, s.w)];
            b = mix(b, colour[i] * 0.6f + Rgb{0.01f, 0.015f, 0.03f}, a);
        }
    }
}

// [SECTION] The foreground shore

void paint_shore(Scene& s) {
    tafl::Pcg32 rng(0x5A0E5ULL);
    // Tufts of grass on the rocks: blades on a fine grid, each with its own height and lean.
    const float blade_step = 0.0035f;
    const int blades = static_cast<int>(s.aspect / blade_step) + 2;
    std::vector<float> blade_h(static_cast<std::size_t>(blades)), blade_lean(blade_h.size());
    for (std::size_t i = 0; i < blade_h.size(); ++i) {
        const float tuft = s.detail.fbm(static_cast<float>(i) * 0.09f, 200.0f, 3);
        blade_h[i] = smoothstep(0.48f, 0.62f, tuft) * (0.012f + 0.03f * unit(rng));
        blade_lean[i] = (unit(rng) - 0.3f) * 0.5f;
    }
    for (int px = 0; px < s.w; ++px) {
        const float x = s.px_x(px);
        const float top = s.shore[static_cast<std::size_t>(px)];
        const int start = std::max(0, static_cast<int>((top - 0.05f) / s.inv));
        for (int py = start; py < s.h; ++py) {
            const float y = s.px_x(py);
            float cov = clamp01((y - top) / s.inv + 0.5f);
            // Grass above the rock line.
            if (cov < 1.0f && top < 0.97f) {
                const int bi = static_cast<int>(x / blade_step);
                for (int j = std::max(0, bi - 6); j <= std::min(blades - 1, bi + 2); ++j) {
                    const float bh = blade_h[static_cast<std::size_t>(j)];
                    if (bh <= 0.0f) continue;
                    const float bx = static_cast<float>(j) * blade_step;
                    const std::size_t root_col =
                        static_cast<std::size_t>(std::clamp(static_cast<int>(bx / s.inv), 0, s.w - 1));
                    const float root = s.shore[root_col] + 0.004f;
                    const float up = (root - y) / bh;
                    if (up < 0.0f || up > 1.0f) continue;
                    const float cx = bx + blade_lean[static_cast<std::size_t>(j)] * bh * up * up;
                    const float half = 0.0016f * (1.0f - up) + 0.0002f;
                    cov = std::max(cov, clamp01((half - std::abs(x - cx)) / s.inv + 0.5f));
                }
            }
            if (cov <= 0.0f) continue;
            const float f = s.rock.fbm(x * 14.0f, y * 14.0f, 5);
            const float fr = s.rock.fbm(x * 14.0f + 0.05f, y * 14.0f - 0.05f, 5);
            const float face = clamp01(0.5f + (fr - f) * 9.0f);
            Rgb c = Rgb{0.050f, 0.042f, 0.062f} * (0.75f + 0.6f * face);
            const float rim = y < top ? 0.25f : std::exp(-(y - top) / 0.004f);
            c = c + Rgb{0.75f, 0.38f, 0.18f} * (rim * 0.45f * smoothstep(0.45f, 0.75f, face + 0.2f));
            c = c + Rgb{0.30f, 0.16f, 0.10f} * (0.35f * smoothstep(0.6f, 0.9f, face) * std::exp(-(y - top) / 0.05f));
            c = c + Rgb{0.12f, 0.10f, 0.16f} * (0.3f * smoothstep(0.6f, 0.8f, f));
            Rgb& b = s.base[index(px, py, s.w)];
            b = mix(b, c, cov);
            if (cov > 0.5f) s.region[index(px, py, s.w)] = kShore;
        }
    }
}

// [SECTION] The paint: brush strokes, canvas and pigment

// One stroke of the brush: where, how long and wide, which way, what paint.
struct Stroke {
    float x, y, len, wid, angle, alpha;
    Rgb colour;
    std::uint8_t region;
    std::array<float, 6> bristles;
};

// Stroke length, width (in picture heights) and angle for a stroke centred at (x, y).
void stroke_shape(const Scene& s, std::uint8_t reg, float x, float y, std::size_t col, float jitter, float& len,
                  float& wid, float& angle) {
    switch (reg) {
        case kSky:
            len = 0.042f, wid = 0.011f, angle = (jitter - 0.5f) * 0.35f;
            break;
        case kSun:
            len = 0.010f, wid = 0.004f, angle = (jitter - 0.5f) * 3.0f;
            break;
        case kFar:
        case kMid:
        case kNear: {
            const auto k = static_cast<std::size_t>(reg - kFar);
            const std::size_t a = col >= 8 ? col - 8 : 0, b = std::min(col + 8, s.ridge[k].size() - 1);
            const float slope = (s.ridge[k][b] - s.ridge[k][a]) / (static_cast<float>(b - a) * s.inv);
            const float f = 0.55f + 0.45f * static_cast<float>(k);
            len = 0.016f * f, wid = 0.0048f * f;
            angle = std::atan(std::clamp(slope, -2.5f, 2.5f)) * (0.5f + 0.5f * jitter);
            break;
        }
        case kSea: {
            const float dz = clamp01((y - s.horizon) / (1.0f - s.horizon));
            len = 0.014f + 0.05f * dz, wid = 0.0022f + 0.0065f * dz, angle = (jitter - 0.5f) * 0.06f;
            break;
        }
        case kShip:
            len = 0.006f, wid = 0.0022f,
            angle = y < s.ship_y - 0.04f && std::abs(x - s.ship_x) < 0.06f ? kPi * 0.5f : 0.0f;
            break;
        default: {
            const std::size_t a = col >= 10 ? col - 10 : 0, b = std::min(col + 10, s.shore.size() - 1);
            const float slope = (s.shore[b] - s.shore[a]) / (static_cast<float>(b - a) * s.inv);
            len = 0.026f, wid = 0.008f, angle = std::atan(std::clamp(slope, -2.0f, 2.0f)) + (jitter - 0.5f) * 0.8f;
            break;
        }
    }
}

void lay_stroke(const Scene& s, const Stroke& st, std::vector<Rgb>& out, std::vector<float>& height) {
    const float ca = std::cos(st.angle), sa = std::sin(st.angle);
    const float hl = st.len * 0.5f, hw = st.wid * 0.5f;
    const float reach = hl + hw + 1.0f;
    const int x0 = std::max(0, static_cast<int>(st.x - reach)), x1 = std::min(s.w - 1, static_cast<int>(st.x + reach));
    const int y0 = std::max(0, static_cast<int>(st.y - reach)), y1 = std::min(s.h - 1, static_cast<int>(st.y + reach));
    for (int py = y0; py <= y1; ++py) {
        for (int px = x0; px <= x1; ++px) {
            const std::size_t i = index(px, py, s.w);
            if (s.region[i] != st.region) continue;
            const float dx = static_cast<float>(px) + 0.5f - st.x, dy = static_cast<float>(py) + 0.5f - st.y;
            const float u = (dx * ca + dy * sa) / hl;
            if (std::abs(u) >= 1.0f) continue;
            // A round head at u = -1 and a tail that thins out at u = +1.
            const float profile = u < 0.0f ? std::sqrt(1.0f - u * u) : 1.0f - 0.45f * u * u;
            const float across = (-dx * sa + dy * ca) / (hw * profile);
            if (std::abs(across) >= 1.0f) continue;
            const float bpos = (across + 1.0f) * 2.5f;
            const int bi = std::min(4, static_cast<int>(bpos));
            const float bristle =
                st.bristles[static_cast<std::size_t>(bi)] +
                (st.bristles[static_cast<std::size_t>(bi + 1)] - st.bristles[static_cast<std::size_t>(bi)]) *
                    (bpos - static_cast<float>(bi));
            float a = st.alpha * smoothstep(1.0f, 1.0f - std::min(0.6f, 1.2f / (hw + 0.5f)), std::abs(across));
            a *= smoothstep(1.0f, 0.7f, std::abs(u)) * (0.55f + 0.45f * bristle);
            a *= 1.0f - 0.5f * smoothstep(0.1f, 1.0f, u) * (1.0f - bristle);  // the brush runs dry
            const Rgb paint = mix(st.colour, s.base[i], 0.12f) * (0.93f + 0.14f * bristle);
            out[i] = mix(out[i], paint, a);
            height[i] += (0.35f + 0.65f * bristle - height[i]) * a;
        }
    }
}

void paint_strokes(const Scene& s, std::uint64_t seed, std::vector<Rgb>& out, std::vector<float>& height) {
    tafl::Pcg32 rng(seed, 0xB2u);
    std::vector<Stroke> strokes;
    const float cell = 0.006f;
    const float px_per_unit = static_cast<float>(s.h);
    for (float cy = 0.0f; cy < 1.0f; cy += cell) {
        for (float cx = 0.0f; cx < s.aspect; cx += cell) {
            const float x = cx + unit(rng) * cell, y = cy + unit(rng) * cell;
            const int px = std::min(s.w - 1, static_cast<int>(x * px_per_unit));
            const int py = std::min(s.h - 1, static_cast<int>(y * px_per_unit));
            const std::uint8_t reg = s.region[index(px, py, s.w)];
            if (reg == kShip || reg == kSun) continue;  // the eye's resting points stay crisp
            float len = 0.0f, wid = 0.0f, angle = 0.0f;
            stroke_shape(s, reg, x, y, static_cast<std::size_t>(px), unit(rng), len, wid, angle);
            const float want = 2.6f * cell * cell / (len * wid);
            int count = static_cast<int>(want);
            if (unit(rng) < want - static_cast<float>(count)) ++count;
            for (int n = 0; n < count; ++n) {
                Stroke st{};
                const float ox = n == 0 ? 0.0f : (unit(rng) - 0.5f) * cell,
                            oy = n == 0 ? 0.0f : (unit(rng) - 0.5f) * cell;
                st.x = (x + ox) * px_per_unit;
                st.y = (y + oy) * px_per_unit;
                const float size = 0.75f + 0.5f * unit(rng);
                st.len = std::max(2.0f, len * size * px_per_unit);
                st.wid = std::max(1.2f, wid * size * px_per_unit);
                st.angle = angle + (unit(rng) - 0.5f) * 0.12f;
                st.alpha = 0.55f + 0.35f * unit(rng);
                st.region = reg;
                const Rgb c = sample_base(s, x + ox, y + oy);
                const float lum = 0.90f + 0.20f * unit(rng);
                st.colour = Rgb{c.r * (0.94f + 0.12f * unit(rng)), c.g * (0.94f + 0.12f * unit(rng)),
                                c.b * (0.94f + 0.12f * unit(rng))} *
                            lum;
                for (float& b : st.bristles) b = unit(rng);
                strokes.push_back(st);
            }
        }
    }
    // Broad strokes first, details over them, each group in a shuffled order.
    for (std::size_t i = strokes.size(); i > 1; --i)
        std::swap(strokes[i - 1], strokes[rng.below(static_cast<std::uint32_t>(i))]);
    std::stable_sort(strokes.begin(), strokes.end(),
                     [](const Stroke& a, const Stroke& b) { return a.len * a.wid > 4.0f * b.len * b.wid; });
    for (const Stroke& st : strokes) lay_stroke(s, st, out, height);
}

}  // namespace

Canvas make_title(std::uint64_t seed, int width, int height) {
    Canvas canvas(width, height);
    if (width <= 0 || height <= 0) return canvas;
    Scene s(seed, width, height);
    make_ridges(s);
    paint_sky_and_mountains(s);
    paint_sea(s);
    paint_ship(s);
    paint_shore(s);

    std::vector<Rgb> out = s.base;
    std::vector<float> relief(out.size(), 0.5f);
    paint_strokes(s, seed, out, relief);

    // Canvas weave, paper tooth, pigment that is not quite even, the relief of the paint under a
    // light from the upper left, and a vignette.
    const TileNoise pigment(seed ^ 0x6666ULL, 256);
    const TileNoise tooth(seed ^ 0x7777ULL, 256);
    const float cx = s.aspect * 0.5f;
    for (int py = 0; py < height; ++py) {
        for (int px = 0; px < width; ++px) {
            const float x = s.px_x(px), y = s.px_x(py);
            const std::size_t i = index(px, py, width);
            Rgb c = out[i];
            const float pr = pigment.fbm(x * 3.0f, y * 3.0f, 3), pg = pigment.fbm(x * 3.0f + 50.0f, y * 3.0f, 3);
            c = c * Rgb{1.0f + 0.10f * (pr - 0.5f), 1.0f + 0.06f * (pg - 0.5f), 1.0f - 0.08f * (pr - 0.5f)};
            const float weave = std::sin(static_cast<float>(px) * 2.2f) * std::sin(static_cast<float>(py) * 2.2f);
            const float grain = tooth.at(static_cast<float>(px) * 0.45f, static_cast<float>(py) * 0.45f) - 0.5f;
            const float h0 = relief[index(std::max(0, px - 1), std::max(0, py - 1), width)];
            const float h1 = relief[index(std::min(width - 1, px + 1), std::min(height - 1, py + 1), width)];
            float shade = 1.0f + 0.028f * weave + 0.06f * grain + 0.22f * (h0 - h1);
            const float r2 = sq((x - cx) / s.aspect * 1.6f) + sq((y - 0.5f) * 1.4f);
            shade *= 1.0f - 0.45f * smoothstep(0.25f, 1.1f, r2);
            if (s.region[i] == kSun) shade = 1.0f + 0.4f * (shade - 1.0f);
            c = c * shade + Rgb{0.012f, 0.010f, 0.008f};
            float* p = canvas.at(px, py);
            p[0] = clamp01(c.r);
            p[1] = clamp01(c.g);
            p[2] = clamp01(c.b);
            p[3] = 1.0f;
        }
    }
    return canvas;
}

}  // namespace tafl::art
