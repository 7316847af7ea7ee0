// art_picture.cpp: the painting layer of the rulebook pictures: water, stars, light, and the brush
// strokes and canvas laid over a finished picture.
#include "art_picture.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "taflbord/prng.h"

namespace tafl::art::paint {

// An empty picture: black, region 0, brushes running level.
Picture::Picture(int width, int height)
    : w(width),
      h(height),
      inv(1.0f / static_cast<float>(height)),
      aspect(static_cast<float>(width) / static_cast<float>(height)),
      base(static_cast<std::size_t>(width) * static_cast<std::size_t>(height)),
      region(base.size(), 0),
      flow(base.size(), 0.0f) {}

// Strokes and reflections read the picture between pixel centres.
Rgb Picture::sample(float x, float y) const {
    const float fx = std::clamp(x / inv - 0.5f, 0.0f, static_cast<float>(w - 1));
    const float fy = std::clamp(y / inv - 0.5f, 0.0f, static_cast<float>(h - 1));
    const int x0 = static_cast<int>(fx), y0 = static_cast<int>(fy);
    const int x1 = std::min(x0 + 1, w - 1), y1 = std::min(y0 + 1, h - 1);
    const float tx = fx - static_cast<float>(x0), ty = fy - static_cast<float>(y0);
    const Rgb a = mix(base[index(x0, y0, w)], base[index(x1, y0, w)], tx);
    const Rgb b = mix(base[index(x0, y1, w)], base[index(x1, y1, w)], tx);
    return mix(a, b, ty);
}

// The signed distance to a polygon (after Inigo Quilez): the nearest edge gives the distance,
// the crossings of a ray give the side.
float sd_polygon(float x, float y, std::span<const float> pts) {
    const std::size_t n = pts.size() / 2;
    if (n < 3) return 1e9f;
    float d = 1e18f, sign = 1.0f;
    for (std::size_t i = 0, j = n - 1; i < n; j = i, ++i) {
        const float ax = pts[2 * j], ay = pts[2 * j + 1], bx = pts[2 * i], by = pts[2 * i + 1];
        const float ex = bx - ax, ey = by - ay, wx = x - ax, wy = y - ay;
        const float t = clamp01((wx * ex + wy * ey) / std::max(1e-12f, ex * ex + ey * ey));
        d = std::min(d, sq(wx - ex * t) + sq(wy - ey * t));
        const bool c1 = y >= ay, c2 = y < by, c3 = ex * wy > ey * wx;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
    }
    return sign * std::sqrt(d);
}

// Lamps, fires and low suns light what lies around them.
void glow(Picture& p, float cx, float cy, float radius, Rgb colour, float strength) {
    const float reach = radius * 2.6f;
    shade(p, {cx - reach, cy - reach, cx + reach, cy + reach}, [&](float x, float y, Rgb c) {
        return c + colour * (strength * std::exp(-(sq(x - cx) + sq(y - cy)) / sq(radius)));
    });
}

// Still water mirrors the land and sky above its line; ripples break the mirror.
void water(Picture& p, const TileNoise& noise, const Water& spec, std::uint8_t reg) {
    const int y0 = std::max(0, p.pixel(spec.line));
    const int x0 = std::max(0, p.pixel(spec.x0)), x1 = std::min(p.w - 1, p.pixel(spec.x1));
    const float span = std::max(0.05f, 1.0f - spec.line);
    // Read from a copy: the water must mirror the land, never itself.
    const Picture above = p;
    for (int py = y0; py < p.h; ++py) {
        const float y = p.u(py);
        const float dz = std::max(0.0f, y - spec.line);
        const float depth = 1.0f / (dz + 0.008f);
        const float near = clamp01(dz / span);
        for (int px = x0; px <= x1; ++px) {
            if (spec.only >= 0 && p.region[index(px, py, p.w)] != spec.only) continue;
            const float x = p.u(px);
            const float wave = noise.fbm(x * depth * 0.30f, depth * 2.4f, 4);
            const float slope = (wave - 0.5f) * 2.0f * spec.ripple;
            const float streak = (noise.fbm(x * 9.0f + 40.0f, depth * 9.0f, 2) - 0.5f) * (spec.stretch - 1.0f);
            const float ry = spec.line - dz - slope * (0.003f + dz * 0.45f) + streak * dz * 0.9f;
            const float rx = x + slope * (0.002f + 0.01f * near);
            const float top = spec.line - p.inv;
            Rgb refl = above.sample(rx, std::clamp(ry, 0.0f, top)) * 0.6f +
                       above.sample(rx, std::clamp(ry - 0.005f, 0.0f, top)) * 0.4f;
            const float fresnel = spec.far + (spec.near - spec.far) * smoothstep(0.0f, 1.0f, near);
            Rgb c = mix(spec.deep, refl, fresnel);
            const float trough = noise.fbm(x * depth * 0.8f + 90.0f, depth * 7.0f, 3);
            c = c * (0.90f + 0.22f * (trough - 0.5f) * spec.ripple);
            const float cov = clamp01((y - spec.line) / p.inv + 0.5f);
            p.put(px, py, c, cov, reg, 0.0f);
        }
    }
}

// Things standing at their own waterline (a headland, a jetty) mirror about that line.
void reflect(Picture& p, const TileNoise& noise, std::uint8_t from, std::uint8_t onto, float line, float strength,
             float ripple) {
    const int wl = p.pixel(line);
    for (int py = std::max(0, wl + 1); py < p.h; ++py) {
        const int sy0 = 2 * wl - py;
        if (sy0 < 0) break;
        const float y = p.u(py);
        const float dist = y - line;
        for (int px = 0; px < p.w; ++px) {
            const std::size_t i = index(px, py, p.w);
            if (p.region[i] != onto) continue;
            const float x = p.u(px);
            const float wave = noise.fbm(x * 30.0f, y * 240.0f, 2) - 0.5f;
            const int sx = std::clamp(px + static_cast<int>(std::round(wave * ripple * (1.0f + dist * 40.0f))), 0, p.w - 1);
            const std::size_t j = index(sx, sy0, p.w);
            if (p.region[j] != from) continue;
            const float slice = smoothstep(0.15f, 0.45f, noise.fbm(x * 6.0f, y * 120.0f, 2) + 0.3f - dist * 1.5f);
            p.base[i] = mix(p.base[i], p.base[j] * 0.85f, strength * (0.55f + 0.45f * slice));
        }
    }
}

// Night skies need stars; they are kept out of the brush so they stay points.
void stars(Picture& p, std::uint64_t seed, int count, float bottom, std::uint8_t sky_region, std::uint8_t reg) {
    tafl::Pcg32 rng(seed, 0x57A2u);
    for (int i = 0; i < count; ++i) {
        const float sx = unit(rng) * p.aspect, sy = sq(unit(rng)) * bottom;
        const float bright = (0.25f + 0.75f * sq(unit(rng))) * (1.0f - smoothstep(0.4f, 1.0f, sy / bottom));
        const float r = p.inv * (0.55f + 0.9f * bright);
        const Rgb tint = mix(Rgb{0.80f, 0.86f, 1.0f}, Rgb{1.0f, 0.92f, 0.78f}, unit(rng));
        const int cx = p.pixel(sx), cy = p.pixel(sy);
        for (int py = std::max(0, cy - 2); py <= std::min(p.h - 1, cy + 2); ++py) {
            for (int px = std::max(0, cx - 2); px <= std::min(p.w - 1, cx + 2); ++px) {
                const std::size_t k = index(px, py, p.w);
                if (p.region[k] != sky_region && p.region[k] != reg) continue;
                const float d = std::hypot(p.u(px) - sx, p.u(py) - sy);
                const float a = bright * std::exp(-sq(d / r));
                if (a < 0.02f) continue;
                p.base[k] = p.base[k] + tint * a;
                if (a > 0.25f) p.region[k] = reg;
            }
        }
    }
}

// [SECTION] Brush strokes

namespace {

// One stroke of the brush: where, how long and wide, which way, what paint.
struct Stroke {
    float x, y, len, wid, angle, alpha;
    Rgb colour;
    std::uint8_t region;
    std::array<float, 6> bristles;
};

// One stroke of paint, laid only on pixels of its own region, leaving its ridge in `height`.
void lay_stroke(const Picture& p, const Stroke& st, std::vector<Rgb>& out, std::vector<float>& height) {
    const float ca = std::cos(st.angle), sa = std::sin(st.angle);
    const float hl = st.len * 0.5f, hw = st.wid * 0.5f;
    const float reach = hl + hw + 1.0f;
    const int x0 = std::max(0, static_cast<int>(st.x - reach)), x1 = std::min(p.w - 1, static_cast<int>(st.x + reach));
    const int y0 = std::max(0, static_cast<int>(st.y - reach)), y1 = std::min(p.h - 1, static_cast<int>(st.y + reach));
    for (int py = y0; py <= y1; ++py) {
        for (int px = x0; px <= x1; ++px) {
            const std::size_t i = index(px, py, p.w);
            if (p.region[i] != st.region) continue;
            const float dx = static_cast<float>(px) + 0.5f - st.x, dy = static_cast<float>(py) + 0.5f - st.y;
            const float along = (dx * ca + dy * sa) / hl;
            if (std::abs(along) >= 1.0f) continue;
            // A round head at -1 and a tail that thins out at +1.
            const float profile = along < 0.0f ? std::sqrt(1.0f - along * along) : 1.0f - 0.45f * along * along;
            const float across = (-dx * sa + dy * ca) / (hw * profile);
            if (std::abs(across) >= 1.0f) continue;
            const float bpos = (across + 1.0f) * 2.5f;
            const int bi = std::min(4, static_cast<int>(bpos));
            const auto b0 = static_cast<std::size_t>(bi);
            const float bristle = st.bristles[b0] + (st.bristles[b0 + 1] - st.bristles[b0]) * (bpos - static_cast<float>(bi));
            float a = st.alpha * smoothstep(1.0f, 1.0f - std::min(0.6f, 1.2f / (hw + 0.5f)), std::abs(across));
            a *= smoothstep(1.0f, 0.7f, std::abs(along)) * (0.55f + 0.45f * bristle);
            a *= 1.0f - 0.5f * smoothstep(0.1f, 1.0f, along) * (1.0f - bristle);  // the brush runs dry
            const Rgb paint = mix(st.colour, p.base[i], 0.12f) * (0.95f + 0.10f * bristle);
            out[i] = mix(out[i], paint, a);
            height[i] += (0.35f + 0.65f * bristle - height[i]) * a;
        }
    }
}

// Covers the picture with strokes shaped by each region's brush, broad ones first.
void lay_strokes(const Picture& p, std::uint64_t seed, std::span<const Brush> brushes, std::vector<Rgb>& out,
                 std::vector<float>& height) {
    tafl::Pcg32 rng(seed, 0xB2u);
    std::vector<Stroke> strokes;
    const float cell = 0.006f;
    const float units = static_cast<float>(p.h);
    for (float cy = 0.0f; cy < 1.0f; cy += cell) {
        for (float cx = 0.0f; cx < p.aspect; cx += cell) {
            const float x = cx + unit(rng) * cell, y = cy + unit(rng) * cell;
            const int px = std::min(p.w - 1, static_cast<int>(x * units));
            const int py = std::min(p.h - 1, static_cast<int>(y * units));
            const std::uint8_t reg = p.region[index(px, py, p.w)];
            if (static_cast<std::size_t>(reg) >= brushes.size() || brushes[reg].keep) continue;
            const Brush& brush = brushes[reg];
            const float angle = p.flow[index(px, py, p.w)];
            const float want = 2.6f * cell * cell / (brush.len * brush.wid);
            int count = static_cast<int>(want);
            if (unit(rng) < want - static_cast<float>(count)) ++count;
            for (int n = 0; n < count; ++n) {
                Stroke st{};
                const float ox = n == 0 ? 0.0f : (unit(rng) - 0.5f) * cell,
                            oy = n == 0 ? 0.0f : (unit(rng) - 0.5f) * cell;
                // Each stroke takes its paint from inside its own region.
                const int sx = std::clamp(static_cast<int>((x + ox) * units), 0, p.w - 1);
                const int sy = std::clamp(static_cast<int>((y + oy) * units), 0, p.h - 1);
                if (p.region[index(sx, sy, p.w)] != reg) continue;
                st.x = (x + ox) * units;
                st.y = (y + oy) * units;
                const float size = 0.75f + 0.5f * unit(rng);
                st.len = std::max(2.0f, brush.len * size * units);
                st.wid = std::max(1.2f, brush.wid * size * units);
                st.angle = angle + (unit(rng) - 0.5f) * 2.0f * brush.turn;
                st.alpha = 0.55f + 0.35f * unit(rng);
                st.region = reg;
                const Rgb c = p.base[index(sx, sy, p.w)];
                const float lum = 0.93f + 0.14f * unit(rng);
                st.colour = Rgb{c.r * (0.96f + 0.08f * unit(rng)), c.g * (0.96f + 0.08f * unit(rng)),
                                c.b * (0.96f + 0.08f * unit(rng))} *
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
    for (const Stroke& st : strokes) lay_stroke(p, st, out, height);
}

// Rounds a colour channel to steps of 3 of 255 in the dark and of 5 in the light, where the eye
// tells them apart less: the picture keeps its look and its file gets much smaller.
float quantize(float v) {
    const float step = v < 0.30f ? 3.0f : 6.0f;
    return std::round(clamp01(v) * 255.0f / step) * step / 255.0f;
}

}  // namespace

// The last step of every rulebook picture: paint, then the canvas under it.
Canvas paint_picture(const Picture& p, std::uint64_t seed, std::span<const Brush> brushes, const Finish& finish) {
    Canvas canvas(p.w, p.h);
    std::vector<Rgb> out = p.base;
    std::vector<float> relief(out.size(), 0.5f);
    lay_strokes(p, seed, brushes, out, relief);
    const TileNoise pigment(seed ^ 0x6666ULL, 256);
    const TileNoise tooth(seed ^ 0x7777ULL, 256);
    const float cx = p.aspect * 0.5f;
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            const std::size_t i = index(px, py, p.w);
            Rgb c = out[i];
            const float pr = pigment.fbm(x * 3.0f, y * 3.0f, 3), pg = pigment.fbm(x * 3.0f + 50.0f, y * 3.0f, 3);
            c = c * Rgb{1.0f + 0.10f * (pr - 0.5f), 1.0f + 0.06f * (pg - 0.5f), 1.0f - 0.08f * (pr - 0.5f)};
            const float weave = std::sin(static_cast<float>(px) * 2.2f) * std::sin(static_cast<float>(py) * 2.2f);
            const float grain = tooth.at(static_cast<float>(px) * 0.45f, static_cast<float>(py) * 0.45f) - 0.5f;
            const float h0 = relief[index(std::max(0, px - 1), std::max(0, py - 1), p.w)];
            const float h1 = relief[index(std::min(p.w - 1, px + 1), std::min(p.h - 1, py + 1), p.w)];
            float light = 1.0f + 0.5f * finish.weave * weave + 0.5f * finish.tooth * grain + finish.relief * (h0 - h1);
            const float r2 = sq((x - cx) / p.aspect * 1.6f) + sq((y - 0.5f) * 1.4f);
            light *= 1.0f - finish.vignette * smoothstep(0.25f, 1.1f, r2);
            c = c * light + Rgb{0.012f, 0.010f, 0.008f};
            float* o = canvas.at(px, py);
            o[0] = quantize(c.r);
            o[1] = quantize(c.g);
            o[2] = quantize(c.b);
            o[3] = 1.0f;
        }
    }
    return canvas;
}

}  // namespace tafl::art::paint
