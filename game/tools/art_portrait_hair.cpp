// art_portrait_hair.cpp: hair and beards for the campaign's portraits: strands that flow from the
// parting and fall down the back and over the shoulders, braids, and beards and moustaches that
// follow the jaw; each lit as a mass from the upper left, with a sheen where it faces the light.
#include <algorithm>
#include <cmath>

#include "art_portrait.h"

namespace tafl::art::portrait {

namespace {

using paint::clamp01;
using paint::mix;
using paint::smoothstep;
using paint::sq;

// The colour of hair at a point: strands along `angle`, some grey, lit by `light` (0 to 1).
Rgb strands(const TileNoise& n, float x, float y, float angle, Rgb colour, float grey, float wave, float light) {
    const float ca = std::cos(angle), sa = std::sin(angle);
    const float along = x * ca + y * sa, across = -x * sa + y * ca;
    const float bend = (n.fbm(along * 12.0f, across * 12.0f + 5.0f, 2) - 0.5f) * wave * 0.05f;
    const float fine = n.fbm(along * 14.0f, (across + bend) * 260.0f, 3);
    const float coarse = n.fbm(along * 6.0f + 40.0f, (across + bend) * 60.0f, 2);
    Rgb c = colour * (0.50f + 0.55f * fine + 0.25f * (coarse - 0.5f));
    if (grey > 0.0f) {
        const float g = n.fbm(along * 10.0f + 90.0f, (across + bend) * 200.0f, 2);
        const float lum = 0.62f + 0.5f * (fine - 0.5f);
        c = mix(c, Rgb{lum, lum * 0.98f, lum * 0.95f}, clamp01(grey * 1.3f - 0.3f + (g - 0.5f) * 1.2f));
    }
    const Rgb lit = c * (0.55f + 0.75f * light);
    return lit + Rgb{0.22f, 0.20f, 0.17f} * (0.5f * sq(light) * fine);
}

}  // namespace

// Hair behind the head: the mass around the skull and, when long, falling to its length.
void hair_back(Picture& p, const Face& f, const Hair& h, const TileNoise& n) {
    const float bottom = f.y + std::max(h.length, 0.3f * f.ry);
    const float grow = h.volume * f.ry;
    paint_area(
        p, f.x - f.rx * 2.2f * h.spread, f.y - f.ry - grow * 1.5f, f.x + f.rx * 2.2f * h.spread, bottom + 0.03f, kHair,
        [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            // Around the skull: the outline grown by the hair's volume.
            float sd = hp.sd - grow * (0.7f + 0.3f * smoothstep(0.2f, -0.8f, hp.v));
            if (hp.v > 0.1f) sd = std::max(sd, (y - f.y - 0.15f * f.ry) * 0.6f);
            if (h.length > 0.0f) {
                // Falling: as wide as the head, spreading over the shoulders, ragged at the ends.
                const float t = clamp01((y - f.y) / h.length);
                const float hw = f.rx * h.spread * (1.0f + 0.30f * t) + grow;
                const float dx = (x - f.x - f.rx * std::sin(f.yaw) * 0.2f) / hw;
                const float ragged =
                    (n.fbm(x * 45.0f, 3.0f, 3) - 0.5f) * 0.06f + (n.fbm(x * 160.0f, 5.0f, 2) - 0.5f) * 0.03f;
                const float end = bottom - h.length * 0.55f * std::pow(std::abs(dx), 1.5f) + ragged * (1.0f + 2.0f * t);
                const float fall = std::max(std::abs(dx) * hw - hw, y - end);
                sd = std::min(sd, std::max(fall, f.y - y));
            }
            d.cov = inside(p, sd);
            if (d.cov <= 0.0f) return d;
            const float side = (x - f.x) / (f.rx * 1.6f);
            d.angle = kPi * 0.5f - std::clamp(side, -1.0f, 1.0f) * 0.5f * smoothstep(f.y + f.ry * 0.3f, f.y - f.ry, y);
            const float light = clamp01(0.45f - 0.45f * side - 0.25f * (y - f.y) / f.ry) *
                                (0.55f + 0.45f * smoothstep(0.0f, 0.05f, -sd));
            // Darker in the depth behind the neck.
            const float depth = std::exp(-sq((x - f.x) / (f.rx * 0.9f))) * smoothstep(f.y, f.y + f.ry, y);
            d.c = strands(n, x, y, d.angle, h.colour, h.grey, h.wave, light) * (1.0f - 0.55f * depth);
            return d;
        });
}

// Hair on the head, from the hairline up over the skull, parted and combed.
void hair_top(Picture& p, const Face& f, const Hair& h, const TileNoise& n) {
    const float grow = h.volume * f.ry;
    paint_area(
        p, f.x - f.rx * 1.6f, f.y - f.ry - grow * 1.5f, f.x + f.rx * 1.6f, f.y + f.ry * 0.6f, kHair,
        [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            const float au = std::abs(hp.u);
            // The hairline: across the forehead, higher at the temples, down to the ears at the sides.
            float line =
                h.hairline - h.temple * sq(std::min(1.0f, au / 0.75f)) + h.sides * smoothstep(0.30f, 0.95f, au);
            line += (0.20f + h.sides - line) * smoothstep(0.72f, 0.98f, std::abs(hp.s));
            line += (n.fbm(x * 90.0f, y * 30.0f, 2) - 0.5f) * 0.05f;
            if (h.fringe)
                line += (0.14f + 0.10f * (h.parting - hp.u)) * smoothstep(0.85f, 0.3f, au) *
                        (0.8f + 0.4f * n.fbm(x * 50.0f, 7.0f, 2));
            const float below = (hp.v - line) * f.ry;  // > 0 under the hairline
            const float outer = hp.sd - grow * (0.7f + 0.3f * smoothstep(0.2f, -0.8f, hp.v));
            const float sd = std::max(outer, below);
            d.cov = inside(p, sd) * (hp.sd > 0.0f ? 1.0f : smoothstep(0.0f, 0.012f, -below + 0.004f) * 0.5f + 0.5f);
            if (d.cov <= 0.0f) return d;
            // Strands run away from the parting and down; a fringe falls forward.
            const float away = hp.u - h.parting;
            d.angle = kPi * 0.5f - std::clamp(away * 2.0f, -1.2f, 1.2f) * smoothstep(0.25f, -0.9f, hp.v);
            if (h.fringe && hp.v > -0.6f) d.angle = kPi * 0.5f + std::clamp(away, -0.5f, 0.5f);
            if (h.swept) d.angle = -kPi * 0.5f + hp.s * 1.2f;
            // Lit as a rounded cap, with a sheen band across it.
            const float nx = hp.s, ny = std::clamp(hp.v * 0.9f, -1.0f, 1.0f);
            const float ndl = clamp01(0.5f - 0.5f * nx - 0.45f * ny);
            const float sheen = std::exp(-sq((nx * -0.5f + ny * -0.6f - 0.55f) / 0.12f)) * h.sheen;
            // The parting shows a line of scalp; hair is darker where it meets the skin.
            const float part =
                std::exp(-sq((hp.u - h.parting) / 0.02f)) * smoothstep(-0.2f, -0.8f, hp.v) * (h.fringe ? 0.0f : 1.0f);
            Rgb c = strands(n, x, y, d.angle, h.colour, h.grey, h.wave, ndl) + Rgb{0.3f, 0.27f, 0.22f} * (sheen * 0.6f);
            c = mix(c, f.skin * 0.7f, part * 0.5f);
            d.c = c;
            return d;
        });
}

// A braid: lobes of hair crossing one another alternately, each rounded and lit.
void braid(Picture& p, float x0, float y0, float x1, float y1, float width, const Hair& h, const TileNoise& n) {
    const float len = std::hypot(x1 - x0, y1 - y0);
    const float dx = (x1 - x0) / len, dy = (y1 - y0) / len;
    const float lobe = width * 0.62f;
    paint_area(p, std::min(x0, x1) - width, std::min(y0, y1) - width, std::max(x0, x1) + width,
               std::max(y0, y1) + width * 2.0f, kHair, [&](float x, float y, Rgb) {
                   Dab d;
                   const float along = (x - x0) * dx + (y - y0) * dy, across = -(x - x0) * dy + (y - y0) * dx;
                   const float taper = 1.0f - 0.3f * clamp01(along / len);
                   if (along < -lobe || along > len + width * 1.5f) return d;
                   // The tuft below the tie.
                   if (along > len) {
                       const float t = (along - len) / (width * 1.5f);
                       const float hw = width * 0.5f * taper * (0.5f + 0.6f * t) * (1.0f - sq(t));
                       d.cov = inside(p, std::abs(across) - hw);
                       d.angle = std::atan2(dy, dx);
                       d.c = t < 0.15f ? Rgb{0.45f, 0.30f, 0.15f}
                                       : strands(n, x, y, d.angle, h.colour, h.grey, 0.3f, 0.5f - across / width);
                       return d;
                   }
                   const float k = std::floor(along / lobe);
                   float best = 1e9f, shade = 0.0f, ang = 0.0f;
                   for (float j = k - 1.0f; j <= k + 1.0f; j += 1.0f) {
                       const float side = std::fmod(std::abs(j), 2.0f) < 1.0f ? 1.0f : -1.0f;
                       const float cx = (j + 0.5f) * lobe, cy = side * width * 0.16f * taper;
                       const float a = side * 0.55f;
                       const float ax = (along - cx) * std::cos(a) + (across - cy) * std::sin(a);
                       const float ay = -(along - cx) * std::sin(a) + (across - cy) * std::cos(a);
                       const float r = std::hypot(ax / (lobe * 0.95f), ay / (width * 0.42f * taper));
                       if (r < 1.0f && (best > 1.0f || r < best)) {
                           best = r;
                           shade = ay / (width * 0.36f);
                           ang = std::atan2(dy, dx) + a;
                       }
                   }
                   d.cov = best < 1.0f ? inside(p, (best - 1.0f) * width * 0.3f) : 0.0f;
                   if (d.cov <= 0.0f) return d;
                   const float light = clamp01(0.6f - 0.5f * shade - 0.3f * across / width) * (1.0f - 0.6f * sq(best));
                   d.angle = ang;
                   d.c = strands(n, x, y, ang, h.colour, h.grey, 0.2f, light);
                   return d;
               });
}

// Beards grow from the cheeks and round the jaw, moustaches over the lip; both leave the lower
// lip showing.
void beard(Picture& p, const Face& f, const Beard& b, const TileNoise& n) {
    const float chin_y = f.y + f.ry;
    const float bottom = chin_y + b.length;
    paint_area(
        p, f.x - f.rx * 1.5f, f.y + f.ry * 0.1f, f.x + f.rx * 1.5f, bottom + 0.03f, kHair, [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            const float au = std::abs(hp.u);
            float sd = 1e9f;
            float angle = kPi * 0.5f;
            if (b.length > 0.0f) {
                // The beard: below a line from the sideburns down over the cheeks to under the mouth.
                const float top =
                    b.cheek + 0.22f * smoothstep(0.9f, 0.4f, au) - 0.3f * smoothstep(0.85f, 1.0f, std::abs(hp.s));
                const float grow = b.fullness * 0.10f * f.rx;
                float s = std::max(hp.sd - grow * smoothstep(0.0f, 0.6f, hp.v), (top - hp.v) * f.ry);
                // Hanging below the chin: a rounded body of beard, pointed when long.
                const float cx = f.x + f.rx * std::sin(f.yaw) * 0.40f;
                const float top_y = chin_y - 0.55f * f.ry;
                const float t = clamp01((y - top_y) / (bottom - top_y));
                const float hw = f.rx * (f.jaw * 0.88f + b.fullness * 0.10f) * std::sqrt(std::max(0.0f, 1.0f - t * t)) *
                                 (1.0f - 0.45f * t * smoothstep(0.05f, 0.15f, b.length));
                const float ragged = (n.fbm(x * 70.0f, y * 20.0f, 3) - 0.5f) * 0.012f +
                                     (n.fbm(y * 25.0f, x * 5.0f, 2) - 0.5f) * 0.03f * t;
                const float hang = std::max(std::abs(x - cx) - hw + ragged, std::max(top_y - y, y - bottom));
                s = std::min(s, hang);
                // The lower lip and the skin just under it show through.
                const float lip = std::hypot(hp.u / 0.30f, (hp.v - 0.585f) / 0.09f) - 1.0f;
                s = std::max(s, -lip * 0.02f);
                sd = s;
                angle = kPi * 0.5f + std::clamp((x - f.x) / f.rx, -1.0f, 1.0f) * 0.35f * (1.0f - t);
            }
            if (b.moustache) {
                // Two tapering sweeps from under the nose out to the mouth's corners, hanging on past
                // them as far as `droop`; measured in units across the face.
                const float mw = 0.34f * b.moustache_width;
                const float side = hp.u < 0.0f ? -1.0f : 1.0f;
                const float hang = b.droop / f.ry;
                const float pts[5][2] = {{0.03f, 0.425f},
                                         {0.45f, 0.455f},
                                         {0.85f, 0.515f},
                                         {1.0f, 0.54f + hang * 0.5f},
                                         {1.04f, 0.54f + hang}};
                const float ux = std::abs(hp.u) / mw * mw * f.rx, vy = hp.v * f.ry;
                float m = 1e9f, along = 0.0f;
                for (int i = 0; i < (hang > 0.0f ? 4 : 2); ++i) {
                    const float ax = pts[i][0] * mw * f.rx, ay = pts[i][1] * f.ry, bx = pts[i + 1][0] * mw * f.rx,
                                by = pts[i + 1][1] * f.ry;
                    const float dd = paint::segment_distance(ux, vy, ax, ay, bx, by);
                    if (dd < m) m = dd, along = (static_cast<float>(i) + 0.5f) / 4.0f;
                }
                m -= f.ry * (0.050f * (1.0f - 0.55f * along) + 0.012f);
                if (hp.sd > 0.0f && hang <= 0.0f) m = 1e9f;
                if (m < sd) angle = kPi * 0.5f + side * (0.9f - along);
                sd = std::min(sd, m);
            }
            d.cov = inside(p, sd + (n.fbm(x * 200.0f, y * 90.0f, 2) - 0.5f) * 0.006f);
            if (d.cov <= 0.0f) return d;
            d.angle = angle;
            const float light =
                clamp01(0.55f - 0.5f * hp.s - 0.35f * clamp01((y - chin_y) / std::max(0.02f, b.length)));
            const float curl = b.curl * (n.fbm(x * 110.0f, y * 110.0f, 3) - 0.5f);
            d.c = strands(n, x + curl * 0.02f, y, angle + curl * 2.0f, b.colour, b.grey, 0.5f + b.curl, light);
            return d;
        });
}

}  // namespace tafl::art::portrait
