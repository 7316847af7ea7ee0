// art.h: the building blocks of the project's own picture generator (taflbord-artgen): seeded,
// tileable noise and a floating-point RGBA canvas. Everything is a pure function of its seed, so
// the generated pictures are the same on every machine and every run.
#pragma once

#include <cstdint>
#include <vector>

namespace tafl::art {

// Value noise on a lattice that repeats every `period` cells in x and y, so a texture made from
// it tiles without a seam. Lattice values come from a seeded PCG32.
class TileNoise {
public:
    TileNoise(std::uint64_t seed, int period);
    // Smoothly interpolated noise in [0, 1] at (x, y) in lattice cells.
    float at(float x, float y) const { return at(x, y, period_); }
    // The same on a lattice that repeats every `period` cells (at most 256).
    float at(float x, float y, int period) const;
    // Fractal sum of `octaves` layers, each twice as fine and half as strong, in [0, 1]. Periods
    // double with the frequency, so the sum tiles as well.
    float fbm(float x, float y, int octaves) const;
    int period() const { return period_; }

private:
    float lattice(int x, int y) const;
    int period_;
    std::vector<float> values_;  // one lattice of 256 x 256, indexed modulo the period per octave
};

// A picture of straight-alpha RGBA floats in [0, 1], rows from top to bottom.
struct Canvas {
    int width = 0;
    int height = 0;
    std::vector<float> rgba;

    Canvas(int w, int h)
        : width(w), height(h), rgba(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4, 0.0f) {}
    float* at(int x, int y) {
        return &rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4];
    }
    // 8-bit RGBA, rounded and clamped.
    std::vector<std::uint8_t> to_bytes() const;
};

// The fibre texture laid over the board: fine long grain, slow waves, a few pores. Greyscale
// around 0.5, tileable, `size` x `size` pixels.
Canvas make_grain(std::uint64_t seed, int size);

}  // namespace tafl::art
