// art.cpp: noise and canvases of the picture generator.
#include "art.h"

#include <algorithm>
#include <cmath>

#include "taflbord/prng.h"

namespace tafl::art {

namespace {
constexpr int kLattice = 256;
float smooth(float t) { return t * t * (3.0f - 2.0f * t); }
int wrap(int v, int period) { return ((v % period) + period) % period; }
}  // namespace

TileNoise::TileNoise(std::uint64_t seed, int period) : period_(std::clamp(period, 1, kLattice)) {
    tafl::Pcg32 rng(seed);
    values_.resize(static_cast<std::size_t>(kLattice) * kLattice);
    for (float& v : values_) v = static_cast<float>(rng.next() >> 8) / static_cast<float>(1U << 24);
}

float TileNoise::lattice(int x, int y) const {
    return values_[static_cast<std::size_t>(y) * kLattice + static_cast<std::size_t>(x)];
}

float TileNoise::at(float x, float y, int period) const {
    const float fx = std::floor(x), fy = std::floor(y);
    const int x0 = wrap(static_cast<int>(fx), period), y0 = wrap(static_cast<int>(fy), period);
    const int x1 = wrap(x0 + 1, period), y1 = wrap(y0 + 1, period);
    const float tx = smooth(x - fx), ty = smooth(y - fy);
    const float a = lattice(x0, y0) + (lattice(x1, y0) - lattice(x0, y0)) * tx;
    const float b = lattice(x0, y1) + (lattice(x1, y1) - lattice(x0, y1)) * tx;
    return a + (b - a) * ty;
}

float TileNoise::fbm(float x, float y, int octaves) const {
    float sum = 0.0f, weight = 0.5f, total = 0.0f;
    int period = period_;
    for (int i = 0; i < octaves; ++i) {
        sum += weight * at(x, y, period);
        total += weight;
        x *= 2.0f;
        y *= 2.0f;
        period = std::min(kLattice, period * 2);
        weight *= 0.5f;
    }
    return total > 0 ? sum / total : 0.0f;
}

std::vector<std::uint8_t> Canvas::to_bytes() const {
    std::vector<std::uint8_t> out(rgba.size());
    for (std::size_t i = 0; i < rgba.size(); ++i)
        out[i] = static_cast<std::uint8_t>(std::lround(std::clamp(rgba[i], 0.0f, 1.0f) * 255.0f));
    return out;
}

Canvas make_grain(std::uint64_t seed, int size) {
    Canvas c(size, size);
    // Long fibres: noise stretched 16:1 along x; slow waves bend them; pores are rare dark specks.
    const TileNoise fibres(seed, 64);
    const TileNoise waves(seed ^ 0x9E3779B97F4A7C15ULL, 4);
    const TileNoise pores(seed ^ 0xC2B2AE3D27D4EB4FULL, 128);
    const float s = static_cast<float>(size);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const float u = static_cast<float>(x) / s, v = static_cast<float>(y) / s;
            const float bend = (waves.fbm(u * 4.0f, v * 4.0f, 2) - 0.5f) * 6.0f;
            const float fibre = fibres.fbm(u * 4.0f, (v + bend / 64.0f) * 64.0f, 3);
            const float pore = pores.at(u * 128.0f, v * 128.0f);
            float g = 0.5f + (fibre - 0.5f) * 0.9f;
            if (pore > 0.93f) g -= (pore - 0.93f) * 4.0f;
            float* px = c.at(x, y);
            px[0] = px[1] = px[2] = std::clamp(g, 0.0f, 1.0f);
            px[3] = 1.0f;
        }
    }
    return c;
}

}  // namespace tafl::art

namespace tafl::art {

// [SECTION] Strokes

float unit_random(std::uint64_t& state) {
    // SplitMix64 step: fast, and the same everywhere.
    state += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return static_cast<float>(z >> 40) / static_cast<float>(1ULL << 24);
}

void stroke(Canvas& canvas, float cx, float cy, float angle, float length, float width, const float colour[3],
            float opacity) {
    const float c = std::cos(angle), s = std::sin(angle);
    const float reach = length / 2 + width;
    const int x0 = static_cast<int>(std::floor(cx - reach)), x1 = static_cast<int>(std::ceil(cx + reach));
    const int y0 = static_cast<int>(std::floor(cy - reach)), y1 = static_cast<int>(std::ceil(cy + reach));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const float dx = static_cast<float>(x) + 0.5f - cx, dy = static_cast<float>(y) + 0.5f - cy;
            const float along = dx * c + dy * s, across = -dx * s + dy * c;
            // A stroke: a capsule with soft sides, thinning towards its ends like a loaded brush.
            const float t = std::clamp(std::abs(along) / (length / 2), 0.0f, 1.0f);
            const float half = width / 2 * (1.0f - 0.5f * t * t);
            const float cover = std::clamp(half - std::abs(across) + 0.5f, 0.0f, 1.0f) * (t < 1.0f ? 1.0f : 0.0f);
            if (cover <= 0.0f) continue;
            const float a = cover * opacity * (1.0f - 0.35f * t);
            float* px = canvas.at(((x % canvas.width) + canvas.width) % canvas.width,
                                  ((y % canvas.height) + canvas.height) % canvas.height);
            for (int k = 0; k < 3; ++k) px[k] += (std::clamp(colour[k], 0.0f, 1.0f) - px[k]) * a;
        }
    }
}

// [SECTION] Surfaces

namespace {

struct Rgb {
    float r, g, b;
};

Rgb mix(Rgb a, Rgb b, float t) { return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t}; }

void put(Canvas& c, int x, int y, Rgb v) {
    float* px = c.at(x, y);
    px[0] = std::clamp(v.r, 0.0f, 1.0f);
    px[1] = std::clamp(v.g, 0.0f, 1.0f);
    px[2] = std::clamp(v.b, 0.0f, 1.0f);
    px[3] = 1.0f;
}

constexpr float kPi = 3.14159265f;

// Wood: long grain along x bent by slow waves, growth rings as bands, the colour between `dark`
// and `light`; `knots` adds a few darker eyes.
void wood(Canvas& c, std::uint64_t seed, Rgb dark, Rgb light, float ring_count, float waviness, bool knots) {
    const TileNoise warp(seed, 4), fine(seed + 1, 32), pigment(seed + 2, 8), knot(seed + 3, 4);
    const float n = static_cast<float>(c.width);
    for (int y = 0; y < c.height; ++y) {
        for (int x = 0; x < c.width; ++x) {
            const float u = static_cast<float>(x) / n, v = static_cast<float>(y) / n;
            const float bend = (warp.fbm(u * 4, v * 4, 3) - 0.5f) * waviness;
            float rings = 0.5f + 0.5f * std::sin((v + bend) * ring_count * 2 * kPi);
            rings = std::pow(rings, 3.0f);
            const float streak = fine.fbm(u * 4, (v + bend) * 128, 2);
            float t = 0.55f * (1 - rings) + 0.35f * streak + 0.25f * (pigment.fbm(u * 8, v * 8, 3) - 0.5f);
            if (knots) {
                const float k = knot.fbm(u * 4, v * 4, 2);
                if (k > 0.68f) t -= (k - 0.68f) * 3.0f;
            }
            put(c, x, y, mix(dark, light, std::clamp(t, 0.0f, 1.0f)));
        }
    }
}

}  // namespace

const char* surface_name(Surface surface) {
    switch (surface) {
        case Surface::Yew:
            return "yew";
        case Surface::Hide:
            return "hide";
        case Surface::Slate:
            return "slate";
        case Surface::Driftwood:
            return "driftwood";
        case Surface::Oak:
            return "oak";
        case Surface::Cloth:
            return "cloth";
    }
    return "yew";
}

Canvas make_surface(Surface surface, std::uint64_t seed, int size) {
    Canvas c(size, size);
    const float n = static_cast<float>(size);
    auto along_x = [](float, float) { return 0.0f; };
    switch (surface) {
        case Surface::Yew: {
            // Carved yew: warm orange heartwood with tight, curling rings and a few knots.
            wood(c, seed, {0.45f, 0.20f, 0.09f}, {0.86f, 0.55f, 0.29f}, 9.0f, 0.9f, true);
            const TileNoise flow(seed + 7, 4);
            paint_strokes(c, seed + 11, size * 24, n / 14, n / 110, 0.10f, 0.45f,
                          [&](float x, float y) { return (flow.at(x / n * 4, y / n * 4) - 0.5f) * 0.6f; });
            break;
        }
        case Surface::Hide: {
            // Reindeer hide: pale tan with darker patches, and short hairs combed by a slow flow.
            const TileNoise patches(seed, 4), flow(seed + 1, 4), fine(seed + 2, 64);
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const float u = static_cast<float>(x) / n, v = static_cast<float>(y) / n;
                    const float p = patches.fbm(u * 4, v * 4, 4);
                    const float dark = std::clamp((p - 0.45f) * 3.0f, 0.0f, 1.0f);
                    Rgb col = mix({0.86f, 0.76f, 0.60f}, {0.55f, 0.40f, 0.27f}, dark * 0.8f);
                    const float f = fine.at(u * 64, v * 64) - 0.5f;
                    col = {col.r + f * 0.05f, col.g + f * 0.05f, col.b + f * 0.04f};
                    put(c, x, y, col);
                }
            }
            paint_strokes(c, seed + 13, size * 90, n / 60, n / 300, 0.18f, 0.6f,
                          [&](float x, float y) { return flow.fbm(x / n * 4, y / n * 4, 2) * 2 * kPi; });
            break;
        }
        case Surface::Slate: {
            // Welsh slate: blue-grey, split in thin layers that run diagonally, with paler scuffs.
            const TileNoise layers(seed, 8), scuff(seed + 1, 4), speck(seed + 2, 128);
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const float u = static_cast<float>(x) / n, v = static_cast<float>(y) / n;
                    const float l = layers.fbm((u + v) * 8, (v - u) * 1.0f + 0.5f * layers.at(u * 8, v * 8), 3);
                    const float sc = scuff.fbm(u * 4, v * 4, 4);
                    Rgb col = mix({0.22f, 0.25f, 0.29f}, {0.40f, 0.44f, 0.48f}, l);
                    col = mix(col, {0.55f, 0.58f, 0.60f}, std::clamp((sc - 0.6f) * 2.0f, 0.0f, 0.6f));
                    const float sp = speck.at(u * 128, v * 128);
                    if (sp > 0.9f) col = mix(col, {0.62f, 0.64f, 0.66f}, (sp - 0.9f) * 5.0f);
                    put(c, x, y, col);
                }
            }
            paint_strokes(c, seed + 17, size * 14, n / 10, n / 90, 0.08f, 0.35f, [](float, float) { return kPi / 4; });
            break;
        }
        case Surface::Driftwood: {
            // Driftwood: silver-grey, sea-worn, long open grain and dark cracks.
            wood(c, seed, {0.34f, 0.33f, 0.31f}, {0.76f, 0.74f, 0.68f}, 5.0f, 0.5f, false);
            const TileNoise crack(seed + 5, 16);
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const float u = static_cast<float>(x) / n, v = static_cast<float>(y) / n;
                    const float k = std::abs(crack.fbm(u * 2, v * 64, 2) - 0.5f);
                    if (k < 0.015f) {
                        float* px = c.at(x, y);
                        for (int i = 0; i < 3; ++i) px[i] *= 0.55f + 30.0f * k;
                    }
                }
            }
            paint_strokes(c, seed + 19, size * 30, n / 8, n / 160, 0.08f, 0.4f, along_x);
            break;
        }
        case Surface::Oak: {
            // Old oak, darkened with oil, with the pale flecks of its rays and a worn middle.
            wood(c, seed, {0.24f, 0.14f, 0.07f}, {0.52f, 0.34f, 0.18f}, 6.0f, 0.6f, false);
            std::uint64_t state = seed + 23;
            for (int i = 0; i < size * 3; ++i) {
                const float fx = unit_random(state) * n, fy = unit_random(state) * n;
                const float col[3] = {0.66f, 0.50f, 0.30f};
                stroke(c, fx, fy, 0.0f, n / 40 * (0.5f + unit_random(state)), n / 260, col, 0.35f);
            }
            paint_strokes(c, seed + 29, size * 20, n / 12, n / 120, 0.07f, 0.4f, along_x);
            break;
        }
        case Surface::Cloth: {
            // Tournament cloth: deep green felt, woven, a little mottled.
            const TileNoise mottle(seed, 4), fluff(seed + 1, 128);
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const float u = static_cast<float>(x) / n, v = static_cast<float>(y) / n;
                    const float weave = 0.5f + 0.25f * std::sin(static_cast<float>(x) * kPi / 2) +
                                        0.25f * std::sin(static_cast<float>(y) * kPi / 2);
                    const float m = mottle.fbm(u * 4, v * 4, 4);
                    Rgb col = mix({0.08f, 0.22f, 0.17f}, {0.17f, 0.36f, 0.28f}, 0.6f * m + 0.25f * weave);
                    const float f = fluff.at(u * 128, v * 128) - 0.5f;
                    col = {col.r + f * 0.03f, col.g + f * 0.04f, col.b + f * 0.03f};
                    put(c, x, y, col);
                }
            }
            break;
        }
    }
    return c;
}

Canvas make_paint(std::uint64_t seed, int size) {
    Canvas c(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) put(c, x, y, {0.5f, 0.5f, 0.5f});
    const float n = static_cast<float>(size);
    const TileNoise flow(seed, 4);
    // Short dabs in lighter and darker grey, as a brush leaves on a turned piece.
    std::uint64_t state = seed;
    for (int i = 0; i < size * 12; ++i) {
        const float x = unit_random(state) * n, y = unit_random(state) * n;
        const float g = 0.5f + (unit_random(state) - 0.5f) * 0.5f;
        const float col[3] = {g, g, g};
        stroke(c, x, y, flow.at(x / n * 4, y / n * 4) * 2 * kPi, n / 10 * (0.5f + unit_random(state)), n / 40, col,
               0.5f);
    }
    return c;
}

}  // namespace tafl::art
