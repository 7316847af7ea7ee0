// art_portrait_wear.cpp: what the campaign's sitters wear and carry, where more than one of them
// needs it: soft caps, brooches, strings of beads, a torc, fur, and a feather or horn held up.
#include <algorithm>
#include <cmath>

#include "art_portrait.h"

namespace tafl::art::portrait {

using paint::clamp01;
using paint::mix;
using paint::smoothstep;
using paint::sq;

// A cap of felted wool pulled down to `brim`, its rolled edge ribbed.
void soft_cap(Picture& p, const Face& f, float brim, float rise, float slant, Rgb colour, const TileNoise& n) {
    paint_area(p, f.x - f.rx * 1.6f, f.y - f.ry * (1.0f + rise) - 0.02f, f.x + f.rx * 1.6f, f.y + f.ry * 0.2f, kCloth2,
               [&](float x, float y, Rgb) {
                   Dab d;
                   const HeadPoint hp = head_point(f, x, y);
                   const float edge = brim + slant * hp.s * 0.2f + 0.05f * sq(hp.s);
                   const float grow = f.ry * (0.05f + rise * smoothstep(edge, -1.0f, hp.v));
                   const float sd = std::max(hp.sd - grow, (hp.v - edge) * f.ry);
                   d.cov = inside(p, sd + (n.fbm(x * 120.0f, y * 120.0f, 2) - 0.5f) * 0.004f);
                   if (d.cov <= 0.0f) return d;
                   const float lit = clamp01(0.55f - 0.5f * hp.s - 0.4f * (hp.v - edge + 0.5f));
                   const float roll = smoothstep(edge - 0.16f, edge - 0.12f, hp.v);
                   const float rib = 0.85f + 0.15f * std::sin((x - f.x) / f.rx * 28.0f);
                   Rgb c = colour * (0.45f + 0.75f * lit) * (roll > 0.5f ? rib : 1.0f);
                   c = c * (0.9f + 0.2f * n.fbm(x * 90.0f, y * 90.0f, 3));
                   c = mix(c, c * 0.6f, std::exp(-sq((hp.v - edge + 0.14f) / 0.012f)));
                   d.c = c;
                   d.angle = roll > 0.5f ? 0.0f : kPi * 0.5f + hp.s;
                   return d;
               });
}

// Metal lit from the upper left at a point whose surface faces (nx, ny): dark, bright, a glint.
Rgb metal_light(Rgb metal, float nx, float ny) {
    const float lit = clamp01(0.55f - 0.55f * nx - 0.5f * ny);
    return metal * (0.30f + 0.95f * lit) + Rgb{0.35f, 0.33f, 0.28f} * std::pow(lit, 8.0f);
}

// A penannular brooch: a ring open at the bottom with knobbed ends, and its pin across it.
void ring_brooch(Picture& p, float x, float y, float r, float pin_angle, Rgb metal) {
    const float w = r * 0.22f;
    paint_area(p, x - r * 1.9f, y - r * 1.9f, x + r * 1.9f, y + r * 1.9f, kMetal, [&](float px, float py, Rgb under) {
        Dab d;
        const float dx = px - x, dy = py - y, dist = std::hypot(dx, dy);
        const float a = std::atan2(dy, dx);
        float sd = std::abs(dist - r) - w;
        if (std::abs(a - kPi * 0.5f) < 0.35f) sd = 1.0f;  // the gap
        float nx = dx / std::max(dist, 1e-4f) * (dist - r) / w, ny = dy / std::max(dist, 1e-4f) * (dist - r) / w;
        // The knobs at the ends of the ring.
        for (const float end : {kPi * 0.5f - 0.45f, kPi * 0.5f + 0.45f}) {
            const float kx = x + r * std::cos(end), ky = y + r * std::sin(end);
            const float kd = std::hypot(px - kx, py - ky) - w * 1.7f;
            if (kd < sd) sd = kd, nx = (px - kx) / (w * 1.7f), ny = (py - ky) / (w * 1.7f);
        }
        // The pin, from the top of the ring out past its bottom.
        const float ca = std::cos(pin_angle), sa = std::sin(pin_angle);
        const float along = dx * ca + dy * sa, across = -dx * sa + dy * ca;
        const float pin = std::max(std::abs(across) - w * 0.55f * (1.0f - 0.6f * clamp01(along / (r * 1.8f))),
                                   std::abs(along - r * 0.3f) - r * 1.5f);
        if (pin < sd) sd = pin, nx = across / (w * 0.6f) * -sa, ny = across / (w * 0.6f) * ca;
        d.cov = inside(p, sd);
        const Rgb shadow = under * 0.6f;
        d.c = sd < 0.0f ? metal_light(metal, nx, ny) : shadow;
        if (d.cov <= 0.0f) {
            // Its shadow on the cloth, down and to the right.
            const float sh = std::abs(std::hypot(dx - r * 0.15f, dy - r * 0.15f) - r) - w;
            d.cov = 0.5f * inside(p, sh);
            d.c = shadow;
        }
        return d;
    });
}

// A string of beads hanging from (x0, y0) to (x1, y1), sagging by `sag`, in the given colours.
void beads(Picture& p, float x0, float y0, float x1, float y1, float sag, float r, std::span<const Rgb> colours,
           int count) {
    for (int i = 0; i < count; ++i) {
        const float t = (static_cast<float>(i) + 0.5f) / static_cast<float>(count);
        const float bx = x0 + (x1 - x0) * t, by = y0 + (y1 - y0) * t + sag * 4.0f * t * (1.0f - t);
        const Rgb c = colours[static_cast<std::size_t>(i) % colours.size()];
        const float br = r * (0.85f + 0.3f * static_cast<float>((i * 7) % 3) / 2.0f);
        paint_area(p, bx - br * 1.6f, by - br * 1.6f, bx + br * 1.6f, by + br * 1.6f, kMetal,
                   [&](float px, float py, Rgb under) {
                       Dab d;
                       const float dx = (px - bx) / br, dy = (py - by) / br, dist = std::hypot(dx, dy);
                       d.cov = inside(p, (dist - 1.0f) * br);
                       if (d.cov <= 0.0f) {
                           d.cov = 0.4f * inside(p, (std::hypot(dx - 0.35f, dy - 0.45f) - 1.0f) * br);
                           d.c = under * 0.55f;
                           return d;
                       }
                       // Glass or amber: darker at the rim, light gathered on the side away from the light,
                       // a bright glint towards it.
                       const float rim = smoothstep(0.5f, 1.0f, dist);
                       Rgb b = c * (1.0f - 0.45f * rim) +
                               c * (0.35f * std::exp(-sq((dx - 0.35f) / 0.35f) - sq((dy - 0.35f) / 0.35f)));
                       b = mix(b, Rgb{1.0f, 0.98f, 0.92f},
                               smoothstep(0.45f, 0.15f, std::hypot(dx + 0.38f, dy + 0.38f)) * 0.9f);
                       d.c = b;
                       return d;
                   });
    }
}

// A torc round the neck: a thick twisted ring of gold, open at the front with heavy terminals.
void torc(Picture& p, float cx, float cy, float rx, float ry, float thick, Rgb gold, const TileNoise& n) {
    paint_area(p, cx - rx - thick * 2.0f, cy - ry - thick * 2.0f, cx + rx + thick * 2.0f, cy + ry + thick * 2.0f,
               kMetal, [&](float x, float y, Rgb under) {
                   Dab d;
                   const float dx = (x - cx) / rx, dy = (y - cy) / ry;
                   const float a = std::atan2(dy, dx);  // pi/2 at the front (bottom)
                   const float dist = std::hypot(dx, dy);
                   const float across = (dist - 1.0f) * std::min(rx, ry) / thick;
                   const float front = std::abs(a - kPi * 0.5f);
                   if (dy < -0.2f) return d;  // the back half is hidden by the neck
                   float sd = (std::abs(across) - 1.0f) * thick;
                   if (front < 0.22f) sd = 1.0f;
                   float nx = across * std::cos(a), ny = across * std::sin(a);
                   // The terminals: heavy knobs either side of the opening.
                   for (const float side : {-1.0f, 1.0f}) {
                       const float ta = kPi * 0.5f + side * 0.32f;
                       const float tx = cx + rx * std::cos(ta), ty = cy + ry * std::sin(ta);
                       const float td = std::hypot(x - tx, y - ty) - thick * 1.6f;
                       if (td < sd) sd = td, nx = (x - tx) / (thick * 1.6f), ny = (y - ty) / (thick * 1.6f);
                   }
                   d.cov = inside(p, sd);
                   if (d.cov <= 0.0f) {
                       d.cov = 0.45f * inside(p, sd - thick * 0.6f) * (y > cy ? 1.0f : 0.0f);
                       d.c = under * 0.55f;
                       return d;
                   }
                   // The twist: ridges running round the ring at a slant.
                   const float twist = std::sin(a * 38.0f + across * 2.2f);
                   Rgb c = metal_light(gold, nx + 0.3f * twist, ny - 0.3f * twist);
                   d.c = c * (0.92f + 0.16f * n.at(x * 300.0f, y * 300.0f));
                   return d;
               });
}

// An oval brooch of gilt bronze: a domed shell with ridged panels and a rim.
void oval_brooch(Picture& p, float x, float y, float rx, float ry, Rgb metal) {
    paint_area(p, x - rx * 1.4f, y - ry * 1.4f, x + rx * 1.4f, y + ry * 1.6f, kMetal,
               [&](float px, float py, Rgb under) {
                   Dab d;
                   const float dx = (px - x) / rx, dy = (py - y) / ry, dist = std::hypot(dx, dy);
                   d.cov = inside(p, (dist - 1.0f) * std::min(rx, ry));
                   if (d.cov <= 0.0f) {
                       d.cov = 0.5f * inside(p, (std::hypot(dx - 0.2f, dy - 0.3f) - 1.0f) * std::min(rx, ry));
                       d.c = under * 0.5f;
                       return d;
                   }
                   // Panels: a cross of ridges and bosses on the dome.
                   const float ridge =
                       std::max(std::exp(-sq(dx / 0.10f)), std::exp(-sq(dy / 0.14f))) * smoothstep(0.95f, 0.6f, dist);
                   const float boss = std::exp(-sq(std::hypot(std::abs(dx) - 0.45f, std::abs(dy) - 0.45f) / 0.14f));
                   const float rim = smoothstep(0.80f, 0.92f, dist);
                   const float h = std::sqrt(std::max(0.0f, 1.0f - dist * dist));
                   Rgb c = metal_light(metal, dx * (1.0f - h) - 0.2f * boss, dy * (1.0f - h) - 0.2f * boss);
                   c = c * (0.75f + 0.35f * ridge + 0.3f * boss) * (1.0f - 0.35f * rim * (1.0f - rim) * 4.0f);
                   d.c = c;
                   return d;
               });
}

// Fur along the top of the shoulders: a thick soft band of tufts, lighter at their tips.
void fur(Picture& p, const Body& b, float thick, Rgb colour, const TileNoise& n) {
    paint_area(p, 0.0f, b.neck_y - thick, 1.0f, 1.0f, kCloth2, [&](float x, float y, Rgb) {
        Dab d;
        const float sd = body_sd(b, x, y);
        const float depth = -sd;  // below the shoulders' outline
        const float tufts = n.fbm(x * 70.0f, y * 25.0f, 3);
        const float edge = thick * (0.75f + 0.5f * tufts);
        d.cov = inside(p, std::max(sd - thick * (0.35f + 0.35f * tufts), depth - edge));
        if (d.cov <= 0.0f) return d;
        const float t = clamp01(depth / edge);
        const float light = clamp01(0.7f - 0.4f * (x - b.x) / b.width - 0.5f * t);
        Rgb c = colour * (0.45f + 0.8f * light) * (0.75f + 0.5f * n.fbm(x * 220.0f, y * 60.0f, 2));
        c = mix(c, colour * 1.35f + Rgb{0.08f, 0.08f, 0.08f},
                smoothstep(0.6f, 0.9f, n.fbm(x * 160.0f, y * 40.0f, 2)) * (1.0f - t) * 0.5f);
        d.c = c;
        d.angle = kPi * 0.5f + (n.fbm(x * 20.0f, y * 20.0f, 2) - 0.5f) * 1.5f;
        return d;
    });
}

// A long curved thing held up from below the frame: a quill or a horn. It runs along the
// quadratic curve a-c-b, `w0` wide at a and `w1` at b; colour(t, across) paints it.
void held(Picture& p, float ax, float ay, float cx, float cy, float bx, float by, float w0, float w1, std::uint8_t reg,
          const std::function<Rgb(float, float)>& colour) {
    const float x0 = std::min({ax, bx, cx}) - std::max(w0, w1), x1 = std::max({ax, bx, cx}) + std::max(w0, w1);
    const float y0 = std::min({ay, by, cy}) - std::max(w0, w1), y1 = std::max({ay, by, cy}) + std::max(w0, w1);
    // The curve sampled once; each pixel finds its nearest sample.
    constexpr int kSteps = 64;
    float px_[kSteps + 1], py_[kSteps + 1];
    for (int i = 0; i <= kSteps; ++i) {
        const float t = static_cast<float>(i) / kSteps;
        px_[i] = sq(1.0f - t) * ax + 2.0f * t * (1.0f - t) * cx + t * t * bx;
        py_[i] = sq(1.0f - t) * ay + 2.0f * t * (1.0f - t) * cy + t * t * by;
    }
    paint_area(p, x0, y0, x1, y1, reg, [&](float x, float y, Rgb) {
        Dab d;
        float best = 1e9f, bt = 0.0f, side = 0.0f, ang = 0.0f;
        for (int i = 0; i < kSteps; ++i) {
            const float ex = px_[i + 1] - px_[i], ey = py_[i + 1] - py_[i];
            const float t = clamp01(((x - px_[i]) * ex + (y - py_[i]) * ey) / (ex * ex + ey * ey));
            const float qx = px_[i] + ex * t - x, qy = py_[i] + ey * t - y;
            const float dist = std::hypot(qx, qy);
            if (dist < best) {
                best = dist;
                bt = (static_cast<float>(i) + t) / kSteps;
                side = (ex * (y - py_[i]) - ey * (x - px_[i])) > 0.0f ? 1.0f : -1.0f;
                ang = std::atan2(ey, ex);
            }
        }
        const float w = w0 + (w1 - w0) * bt;
        d.cov = inside(p, best - w);
        if (d.cov <= 0.0f) return d;
        d.c = colour(bt, side * best / std::max(w, 1e-4f));
        d.angle = ang;
        return d;
    });
}

}  // namespace tafl::art::portrait
