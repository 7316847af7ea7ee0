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
