// art_paint.h: the arithmetic the generator's larger pictures share (art_title.cpp, art_icon.cpp): a
// colour to compute with, clamping and easing, the generator's random numbers as floats, and
// distances and ridged noise. Inline, so that every picture computes exactly as before.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "art.h"
#include "taflbord/prng.h"

namespace tafl::art::paint {

// A colour for the painting's arithmetic; the canvas only stores it at the end.
struct Rgb {
    float r = 0.0f, g = 0.0f, b = 0.0f;
};
inline Rgb operator+(Rgb a, Rgb b) { return {a.r + b.r, a.g + b.g, a.b + b.b}; }
inline Rgb operator-(Rgb a, Rgb b) { return {a.r - b.r, a.g - b.g, a.b - b.b}; }
inline Rgb operator*(Rgb a, float s) { return {a.r * s, a.g * s, a.b * s}; }
inline Rgb operator*(Rgb a, Rgb b) { return {a.r * b.r, a.g * b.g, a.b * b.b}; }
inline Rgb mix(Rgb a, Rgb b, float t) { return a + (b - a) * t; }

constexpr float kPi = 3.14159265f;
inline float clamp01(float v) { return std::clamp(v, 0.0f, 1.0f); }
inline float sq(float v) { return v * v; }
inline float smoothstep(float e0, float e1, float x) {
    const float t = clamp01((x - e0) / (e1 - e0));
    return t * t * (3.0f - 2.0f * t);
}
inline float unit(tafl::Pcg32& rng) { return static_cast<float>(rng.next() >> 8) / 16777216.0f; }
inline std::size_t index(int x, int y, int w) {
    return static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x);
}

// Distance from p to the segment a-b.
inline float segment_distance(float px, float py, float ax, float ay, float bx, float by) {
    const float dx = bx - ax, dy = by - ay;
    const float t = clamp01(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy));
    return std::hypot(px - ax - dx * t, py - ay - dy * t);
}

// Ridged fractal noise along one row of the lattice: sharp crests, as mountain ridges have.
inline float ridged(const TileNoise& noise, float x, float row, int octaves) {
    float sum = 0.0f, amp = 0.5f, total = 0.0f, f = 1.0f;
    for (int i = 0; i < octaves; ++i) {
        const float v = 1.0f - std::abs(2.0f * noise.at(x * f, row + 7.3f * static_cast<float>(i), 256) - 1.0f);
        sum += amp * v * v;
        total += amp;
        f *= 2.03f;
        amp *= 0.5f;
    }
    return sum / total;
}

}  // namespace tafl::art::paint
