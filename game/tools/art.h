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

// The board surfaces, one per board family (game/app/board_widget.h), each tileable and painted:
// pigment that varies like paint, brush strokes along the material's flow, and its grain.
enum class Surface { Yew, Hide, Slate, Driftwood, Oak, Cloth };
inline constexpr Surface kSurfaces[] = {Surface::Yew,       Surface::Hide, Surface::Slate,
                                        Surface::Driftwood, Surface::Oak,  Surface::Cloth};
// "yew", "hide", ...: the file is surface-<name>.png.
const char* surface_name(Surface surface);
Canvas make_surface(Surface surface, std::uint64_t seed, int size);

// Brush strokes in grey around 0.5 for the pieces' paint: tileable, `size` x `size`.
Canvas make_paint(std::uint64_t seed, int size);

// Lays `count` soft elongated strokes over `canvas`, each taking its colour from the canvas under
// its centre (slightly jittered, as pigment varies) and its direction from `angle_at(x, y)` in
// radians; `length` and `width` in pixels. Strokes wrap around the edges, so tiling survives.
template <class AngleFn>
void paint_strokes(Canvas& canvas, std::uint64_t seed, int count, float length, float width, float jitter,
                   float opacity, AngleFn angle_at);

// The fibre texture laid over the board: fine long grain, slow waves, a few pores. Greyscale
// around 0.5, tileable, `size` x `size` pixels.
Canvas make_grain(std::uint64_t seed, int size);

// [SECTION] Template definitions

void stroke(Canvas& canvas, float cx, float cy, float angle, float length, float width, const float colour[3],
            float opacity);
float unit_random(std::uint64_t& state);

template <class AngleFn>
void paint_strokes(Canvas& canvas, std::uint64_t seed, int count, float length, float width, float jitter,
                   float opacity, AngleFn angle_at) {
    std::uint64_t state = seed;
    for (int i = 0; i < count; ++i) {
        const float x = unit_random(state) * static_cast<float>(canvas.width);
        const float y = unit_random(state) * static_cast<float>(canvas.height);
        const float* under = canvas.at(static_cast<int>(x) % canvas.width, static_cast<int>(y) % canvas.height);
        const float shade = 1.0f + (unit_random(state) - 0.5f) * 2.0f * jitter;
        const float warm = (unit_random(state) - 0.5f) * jitter;
        const float colour[3] = {under[0] * shade * (1.0f + warm), under[1] * shade, under[2] * shade * (1.0f - warm)};
        const float len = length * (0.6f + 0.8f * unit_random(state));
        stroke(canvas, x, y, angle_at(x, y), len, width * (0.7f + 0.6f * unit_random(state)), colour, opacity);
    }
}

}  // namespace tafl::art
