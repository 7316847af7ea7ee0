// art_picture.h: the painting layer of the rulebook pictures (art_book_*.cpp): a picture under the
// paint (its colours, what each pixel shows, which way a brush runs there), shapes and land to
// fill it with, water that mirrors it, and the brush strokes and canvas that make it a painting.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "art.h"
#include "art_paint.h"

namespace tafl::art::paint {

// A rectangle in picture units (one unit is the picture's height).
struct Box {
    float x0, y0, x1, y1;
};

// The picture under the paint. Coordinates are in units of its height, x to the right, y down.
struct Picture {
    int w, h;
    float inv, aspect;  // one pixel in units; width in units
    std::vector<Rgb> base;
    std::vector<std::uint8_t> region;  // what each pixel shows; strokes stay inside their region
    std::vector<float> flow;           // the direction of the brush there, in radians

    Picture(int width, int height);
    // The centre of pixel column or row `p`, in units.
    float u(int p) const { return (static_cast<float>(p) + 0.5f) * inv; }
    // The pixel holding unit coordinate `v`, not clamped.
    int pixel(float v) const { return static_cast<int>(std::floor(v / inv)); }
    Rgb& at(int px, int py) { return base[index(px, py, w)]; }
    // The base colour at (x, y) in units, interpolated and clamped to the picture.
    Rgb sample(float x, float y) const;
    // Lays `c` over one pixel with coverage `cov`; the pixel joins `reg`, with brush direction
    // `angle`, once it is more than half covered.
    void put(int px, int py, Rgb c, float cov, std::uint8_t reg, float angle) {
        if (cov <= 0.0f) return;
        const std::size_t i = index(px, py, w);
        base[i] = mix(base[i], c, std::min(cov, 1.0f));
        if (cov > 0.5f) {
            region[i] = reg;
            flow[i] = angle;
        }
    }
};

// [SECTION] Signed distances (negative inside), in units

inline float sd_circle(float x, float y, float cx, float cy, float r) { return std::hypot(x - cx, y - cy) - r; }
// A box of half extents (hx, hy) centred at (cx, cy).
inline float sd_box(float x, float y, float cx, float cy, float hx, float hy) {
    const float qx = std::abs(x - cx) - hx, qy = std::abs(y - cy) - hy;
    return std::hypot(std::max(qx, 0.0f), std::max(qy, 0.0f)) + std::min(std::max(qx, qy), 0.0f);
}
// A capsule: the segment a-b thickened by r.
inline float sd_segment(float x, float y, float ax, float ay, float bx, float by, float r) {
    return segment_distance(x, y, ax, ay, bx, by) - r;
}
// An ellipse of radii (rx, ry) centred at (cx, cy).
inline float sd_ellipse(float x, float y, float cx, float cy, float rx, float ry) {
    // First order: exact enough near the outline, which is all antialiasing needs.
    const float dx = (x - cx) / rx, dy = (y - cy) / ry;
    const float f = dx * dx + dy * dy - 1.0f;
    return f / std::max(1e-6f, 2.0f * std::hypot(dx / rx, dy / ry));
}
// A closed polygon of `pts` (x, y pairs).
float sd_polygon(float x, float y, std::span<const float> pts);

// [SECTION] Filling the picture

// Fills where sd(x, y) < 0 inside `box`, antialiased over one pixel, with colour(x, y); the
// covered pixels join region `reg` with brush direction `angle`.
template <class Sd, class Colour>
void fill(Picture& p, Box box, Sd sd, Colour colour, std::uint8_t reg, float angle) {
    const int x0 = std::max(0, p.pixel(box.x0)), x1 = std::min(p.w - 1, p.pixel(box.x1));
    const int y0 = std::max(0, p.pixel(box.y0)), y1 = std::min(p.h - 1, p.pixel(box.y1));
    for (int py = y0; py <= y1; ++py) {
        const float y = p.u(py);
        for (int px = x0; px <= x1; ++px) {
            const float x = p.u(px);
            const float cov = clamp01(0.5f - sd(x, y) / p.inv);
            if (cov > 0.0f) p.put(px, py, colour(x, y), cov, reg, angle);
        }
    }
}

// Changes the colours inside `box` without touching regions: f(x, y, colour) -> colour. For
// light that falls across several things (a glow, mist, a shadow).
template <class F>
void shade(Picture& p, Box box, F f) {
    const int x0 = std::max(0, p.pixel(box.x0)), x1 = std::min(p.w - 1, p.pixel(box.x1));
    const int y0 = std::max(0, p.pixel(box.y0)), y1 = std::min(p.h - 1, p.pixel(box.y1));
    for (int py = y0; py <= y1; ++py)
        for (int px = x0; px <= x1; ++px) p.at(px, py) = f(p.u(px), p.u(py), p.at(px, py));
}

// A stretch of land whose top edge is crest[column] (units): filled from the crest down to
// `bottom` with colour(x, y, depth below the crest); brush strokes follow the slope.
template <class Colour>
void land(Picture& p, const std::vector<float>& crest, float bottom, Colour colour, std::uint8_t reg) {
    const int y_end = std::min(p.h - 1, p.pixel(bottom));
    for (int px = 0; px < p.w; ++px) {
        const auto c = static_cast<std::size_t>(px);
        const float top = crest[c];
        const std::size_t a = c >= 6 ? c - 6 : 0, b = std::min(c + 6, crest.size() - 1);
        const float slope = (crest[b] - crest[a]) / (static_cast<float>(b - a) * p.inv);
        const float angle = std::atan(std::clamp(slope, -2.0f, 2.0f)) * 0.8f;
        const float x = p.u(px);
        for (int py = std::max(0, p.pixel(top) - 1); py <= y_end; ++py) {
            const float y = p.u(py);
            const float cov = clamp01((y - top) / p.inv + 0.5f) * clamp01((bottom - y) / p.inv + 0.5f);
            if (cov > 0.0f) p.put(px, py, colour(x, y, std::max(0.0f, y - top)), cov, reg, angle);
        }
    }
}

// The same between a crest and a bottom line that both vary by column.
template <class Colour>
void land(Picture& p, const std::vector<float>& crest, const std::vector<float>& bottom, Colour colour,
          std::uint8_t reg) {
    for (int px = 0; px < p.w; ++px) {
        const auto c = static_cast<std::size_t>(px);
        const float top = crest[c], foot = bottom[c];
        if (foot <= top) continue;
        const std::size_t a = c >= 6 ? c - 6 : 0, b = std::min(c + 6, crest.size() - 1);
        const float slope = (crest[b] - crest[a]) / (static_cast<float>(b - a) * p.inv);
        const float angle = std::atan(std::clamp(slope, -2.0f, 2.0f)) * 0.8f;
        const float x = p.u(px);
        for (int py = std::max(0, p.pixel(top) - 1); py <= std::min(p.h - 1, p.pixel(foot) + 1); ++py) {
            const float y = p.u(py);
            const float cov = clamp01((y - top) / p.inv + 0.5f) * clamp01((foot - y) / p.inv + 0.5f);
            if (cov > 0.0f) p.put(px, py, colour(x, y, std::max(0.0f, y - top)), cov, reg, angle);
        }
    }
}

// A crest line: f(x) in units for every pixel column.
template <class F>
std::vector<float> crest_line(const Picture& p, F f) {
    std::vector<float> out(static_cast<std::size_t>(p.w));
    for (int px = 0; px < p.w; ++px) out[static_cast<std::size_t>(px)] = f(p.u(px));
    return out;
}

// Adds light from a point: colour * strength * exp(-(d / radius)^2), over everything.
void glow(Picture& p, float cx, float cy, float radius, Rgb colour, float strength);

// Water below `line` between x0 and x1: it mirrors what is painted above the line, broken by
// ripples that grow towards the viewer, and darkens to `deep` where it reflects less.
struct Water {
    float line;
    float x0, x1;
    Rgb deep;
    float ripple = 1.0f;   // how much the ripples break the mirror
    float near = 0.55f;    // how much is mirrored at the bottom of the picture
    float far = 0.92f;     // and at the line
    float stretch = 1.0f;  // > 1 pulls reflections of lights into long streaks
    int only = -1;         // when >= 0: only pixels of this region become water
};
void water(Picture& p, const TileNoise& noise, const Water& spec, std::uint8_t reg);

// Mirrors the pixels of region `from` about the horizontal `line` onto the water (region `onto`)
// below it, as calm water does near a shore: `strength` of the mirrored colour, broken by ripples.
void reflect(Picture& p, const TileNoise& noise, std::uint8_t from, std::uint8_t onto, float line, float strength,
             float ripple);

// Small bright points (stars) above `bottom`, fading towards it; `count` of them.
void stars(Picture& p, std::uint64_t seed, int count, float bottom, std::uint8_t sky_region, std::uint8_t reg);

// [SECTION] The paint

// How the brush treats one region. Sizes in units; `keep` leaves the region as it is.
struct Brush {
    float len = 0.02f, wid = 0.006f;
    float turn = 0.15f;  // random turn of each stroke, radians
    bool keep = false;
};

// The canvas under the paint.
struct Finish {
    float vignette = 0.40f;
    float relief = 0.22f;  // how much the paint's ridges catch the light
    float weave = 0.028f;
    float tooth = 0.06f;  // the grain of the canvas, pixel by pixel
};

// Lays brush strokes over the picture (each region with its brush from `brushes`, indexed by
// region), then the canvas: weave, tooth, uneven pigment, the paint's relief and a vignette.
Canvas paint_picture(const Picture& p, std::uint64_t seed, std::span<const Brush> brushes, const Finish& finish);

}  // namespace tafl::art::paint
