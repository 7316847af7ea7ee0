// art_map_marks.cpp: the painted marks of the campaign map: mountains, trees, the crests of
// waves, a longship, the compass rose with its rhumb lines, and the frame of interlace
// with its scale of degrees.
#include <algorithm>
#include <cmath>

#include "art_map.h"

namespace tafl::art::map {

namespace {

using namespace paint;

// The map's inks and pigments.
constexpr Rgb kSepia{0.20f, 0.13f, 0.08f};
constexpr Rgb kLitRock{0.84f, 0.72f, 0.49f}, kShadeRock{0.47f, 0.36f, 0.24f};

// Paints inside the pixel box (x0, y0)-(x1, y1) with f(px, py, colour) -> coverage, which sets
// the colour for that pixel: the marks are small, so they are drawn in pixels rather than units.
// Pixels covered more than `claim` join region `reg`.
template <class F>
void dab(Picture& p, float x0, float y0, float x1, float y1, std::uint8_t reg, F f, float claim = 0.5f) {
    const int ix0 = std::max(0, static_cast<int>(std::floor(x0))),
              ix1 = std::min(p.w - 1, static_cast<int>(std::ceil(x1)));
    const int iy0 = std::max(0, static_cast<int>(std::floor(y0))),
              iy1 = std::min(p.h - 1, static_cast<int>(std::ceil(y1)));
    for (int py = iy0; py <= iy1; ++py) {
        for (int px = ix0; px <= ix1; ++px) {
            Rgb c = p.at(px, py);
            const float cov = f(static_cast<float>(px) + 0.5f, static_cast<float>(py) + 0.5f, c);
            p.put(px, py, c, cov, reg, 0.0f);
            if (cov > claim) p.region[index(px, py, p.w)] = reg;
        }
    }
}

// Coverage of a line `half` pixels wide at signed distance `d` from its middle.
float line_cov(float d, float half) { return clamp01(half - std::abs(d) + 0.5f); }

}  // namespace

// Mountains are drawn as on old maps: a peak lit on its western side, hatched on its eastern,
// outlined in ink along its crest, its foot washed away into the land.
void mountain(Picture& p, float x, float y, float w, float h, bool snow, const TileNoise& n) {
    const float cx = x / p.inv, foot = y / p.inv;
    const float seed = n.at(cx * 0.37f, foot * 0.29f);
    const float peak = (seed - 0.5f) * 0.35f;  // where the peak stands across the base, -1 to 1
    const float shoulder = seed > 0.5f ? -0.45f : 0.5f;
    // The crest: the height (0 to 1) above the foot at u, -1 to 1 across the base.
    const auto crest = [&](float u) {
        if (std::abs(u) >= 1.0f) return 0.0f;
        float t = u < peak ? (u + 1.0f) / (peak + 1.0f) : (1.0f - u) / (1.0f - peak);
        t = std::pow(t, 1.35f);
        const float bump = 0.62f * std::pow(std::max(0.0f, 1.0f - std::abs(u - shoulder) / 0.42f), 1.4f);
        const float rough = 0.05f * (n.at(u * 6.0f + cx, foot * 0.1f) - 0.5f);
        return std::max(t, bump) + rough * t;
    };
    const float half = w * 0.5f;
    const float top = foot - h * 1.05f;
    // The shadow it casts to the south-east, faint on the land.
    dab(p, cx - half, foot - h * 0.4f, cx + half * 1.6f, foot + h * 0.35f, kMark, [&](float px, float py, Rgb& c) {
        const float d = sq((px - cx - half * 0.45f) / (half * 1.05f)) + sq((py - foot - h * 0.05f) / (h * 0.22f));
        c = c * Rgb{0.80f, 0.76f, 0.70f};
        return 0.35f * smoothstep(1.0f, 0.3f, d) *
               (p.region[index(static_cast<int>(px), static_cast<int>(py), p.w)] == kLand ? 1.0f : 0.0f);
    });
    dab(p, cx - half - 1.0f, top - 1.0f, cx + half + 1.0f, foot + 1.0f, kMark, [&](float px, float py, Rgb& c) {
        const float u = (px - cx) / half;
        const float ry = foot - h * crest(u);
        const float slope = (crest(u + 0.02f) - crest(u - 0.02f)) / 0.04f * h / half;
        const float sd = (ry - py) / std::sqrt(1.0f + slope * slope);  // < 0 inside, in pixels
        const float cov = clamp01(0.5f - sd);
        if (cov <= 0.0f) return 0.0f;
        const float height = (foot - py) / h;  // 0 at the foot, 1 at the top
        // Which face: west of the line from the peak down to the foot, a little east of it.
        const float px_peak = cx + peak * half, foot_x = cx + (peak + 0.25f) * half;
        const float side = (px - px_peak) * (foot - top) - (py - top) * (foot_x - px_peak);
        const float shade_t = smoothstep(-1.2f, 1.2f, side / (foot - top));
        const bool lit = shade_t < 0.5f;
        Rgb body = mix(kLitRock * (0.92f + 0.12f * height), kShadeRock * (1.15f - 0.2f * height), shade_t);
        if (!lit) {
            // Hatching down the shaded face, parallel to its slope.
            const float along = (px - px_peak) * 0.55f + (py - top) * 0.85f;
            const float hatch = std::abs(std::fmod(std::abs(along), 2.6f) - 1.3f);
            body = mix(body, kSepia, 0.45f * smoothstep(0.75f, 0.25f, hatch) * smoothstep(0.05f, 0.35f, height));
        }
        if (snow) {
            const float cap = smoothstep(0.62f, 0.70f, height + 0.12f * (n.at(px * 0.6f, py * 0.6f) - 0.5f));
            body = mix(body, lit ? Rgb{0.97f, 0.96f, 0.92f} : Rgb{0.68f, 0.70f, 0.74f}, cap);
        }
        // The foot fades into the land as a wash does.
        const float fade = smoothstep(0.0f, 0.30f, height + 0.08f * (n.at(px * 0.4f, 9.0f) - 0.5f));
        // Ink along the crest, heavier on the shaded side.
        const float ink = line_cov(sd + (lit ? 0.55f : 0.75f), lit ? 0.45f : 0.65f) * smoothstep(0.15f, 0.40f, height);
        c = mix(mix(c, body, fade), kSepia, ink * 0.9f);
        return cov;
    });
}

// Trees stand in woods on old maps: a dark cone for a conifer, a round crown for a broad-leaf.
void tree(Picture& p, float x, float y, float size, bool conifer, const TileNoise& n) {
    const float cx = x / p.inv, foot = y / p.inv;
    const float wob = n.at(cx * 0.51f, foot * 0.43f);
    // Its shadow on the ground, to the south-east.
    dab(p, cx - size * 0.4f, foot - size * 0.3f, cx + size * 0.9f, foot + size * 0.3f, kMark,
        [&](float px, float py, Rgb& c) {
            const float d = sq((px - cx - size * 0.28f) / (size * 0.42f)) + sq((py - foot) / (size * 0.14f));
            c = c * Rgb{0.78f, 0.75f, 0.66f};
            return 0.45f * smoothstep(1.0f, 0.2f, d);
        });
    if (conifer) {
        const float top = foot - size, half = size * (0.26f + 0.06f * wob);
        dab(p, cx - half - 1.0f, top - 1.0f, cx + half + 1.0f, foot + 1.0f, kMark, [&](float px, float py, Rgb& c) {
            const float t = (py - top) / (foot - top - size * 0.12f);  // 0 at the tip, 1 at the lowest branches
            const float tier = 0.78f + 0.22f * std::fmod(t * 3.0f, 1.0f);
            const float hw = half * std::clamp(t, 0.0f, 1.0f) * tier;
            const float trunk = t > 1.0f ? std::max(std::abs(px - cx) - 0.55f, py - foot) : 9.0f;
            const float sd = std::min(t <= 1.0f ? std::abs(px - cx) - hw : 9.0f, trunk);
            const float cov = clamp01(0.5f - sd);
            if (cov <= 0.0f) return 0.0f;
            const float lit = clamp01(0.5f - (px - cx) / std::max(1.0f, hw));
            Rgb body = mix(Rgb{0.17f, 0.25f, 0.17f}, Rgb{0.38f, 0.47f, 0.28f}, lit);
            if (t > 1.0f) body = Rgb{0.30f, 0.20f, 0.12f};
            c = mix(body, kSepia, line_cov(sd + 0.45f, 0.4f) * (px > cx ? 0.8f : 0.3f));
            return cov;
        });
        return;
    }
    const float r = size * (0.36f + 0.06f * wob), ccy = foot - size * 0.62f;
    dab(p, cx - r - 1.5f, ccy - r - 1.5f, cx + r + 1.5f, foot + 1.0f, kMark, [&](float px, float py, Rgb& c) {
        const float a = std::atan2(py - ccy, px - cx);
        const float lump = r * (1.0f + 0.12f * std::sin(a * 5.0f + wob * 9.0f));
        const float crown = std::hypot(px - cx, py - ccy) - lump;
        const float trunk = std::max(std::abs(px - cx) - 0.6f, std::max(py - foot, ccy - py));
        const float sd = std::min(crown, trunk);
        const float cov = clamp01(0.5f - sd);
        if (cov <= 0.0f) return 0.0f;
        Rgb body = Rgb{0.30f, 0.20f, 0.12f};
        if (crown <= trunk) {
            const float lit = clamp01(0.5f - 0.5f * ((px - cx) + (py - ccy)) / r);
            body = mix(Rgb{0.26f, 0.34f, 0.17f}, Rgb{0.58f, 0.62f, 0.34f}, lit);
        }
        c = mix(body, kSepia, line_cov(sd + 0.45f, 0.4f) * (px + py > cx + ccy ? 0.75f : 0.25f));
        return cov;
    });
}

// The open sea is marked with a few painted swells, faint enough to write over: lines of sharp
// crests and round troughs, the longest in front, each with a light rim above its crests.
void wave(Picture& p, float x, float y, float size, const TileNoise& n) {
    const float cx = x / p.inv, cy = y / p.inv;
    const float pick = n.at(cx * 0.31f, cy * 0.29f);
    const int rows = pick < 0.45f ? 2 : 3;
    for (int row = 0; row < rows; ++row) {
        const float fr = static_cast<float>(row);
        const float half = size * (0.5f - 0.12f * fr) * (0.85f + 0.3f * n.at(cx * 0.2f + fr, 3.0f));
        const float ox = cx + (row % 2 == 0 ? 0.0f : size * 0.18f) - size * 0.05f * fr;
        const float oy = cy - fr * size * 0.16f;
        const float lambda = size * 0.28f, amp = size * 0.11f * (1.0f - 0.2f * fr);
        const float phase = n.at(cx * 0.7f + fr * 5.0f, 7.0f);
        dab(
            p, ox - half - 2.0f, oy - amp - 4.0f, ox + half + 2.0f, oy + 3.0f, kLines,
            [&](float px, float py, Rgb& c) {
                const float u = (px - ox) / half;
                if (std::abs(u) >= 1.0f) return 0.0f;
                const auto crest = [&](float xx) {
                    const float s = std::abs(std::sin(kPi * ((xx - ox) / lambda + phase)));
                    return oy - amp * std::pow(1.0f - s, 1.6f) * (1.0f - u * u);
                };
                const float cy0 = crest(px), slope = (crest(px + 0.5f) - crest(px - 0.5f));
                const float d = (py - cy0) / std::sqrt(1.0f + slope * slope);
                const float taper = 1.0f - u * u;
                const float ink = line_cov(d, 0.30f + 0.45f * taper);
                const float rim = line_cov(d + 1.7f, 0.45f * taper) * smoothstep(oy - amp * 0.2f, oy - amp * 0.8f, cy0);
                if (ink >= rim) {
                    c = Rgb{0.24f, 0.35f, 0.42f};
                    return ink * (0.60f - 0.12f * fr);
                }
                c = Rgb{0.97f, 0.95f, 0.86f};
                return rim * 0.40f;
            },
            0.02f);
    }
}

// A longship on the northern sea, under a striped sail.
void longship(Picture& p, float x, float y, float length) {
    const float cx = x / p.inv, wl = y / p.inv, half = length * 0.5f;
    // Hull: between the sheer, which sweeps up into stem and stern, and the keel.
    dab(p, cx - half - 4.0f, wl - length * 0.40f, cx + half + 4.0f, wl + length * 0.08f, kMark,
        [&](float px, float py, Rgb& c) {
            const float u = (px - cx) / half;
            if (std::abs(u) > 1.05f) return 0.0f;
            const float sheer = wl - length * (0.07f + 0.20f * std::pow(std::min(1.0f, std::abs(u)), 6.0f));
            const float keel = wl + length * 0.055f * (1.0f - u * u) - length * 0.02f;
            const float sd = std::max(sheer - py, py - keel);
            const float cov = clamp01(0.5f - sd) * clamp01((1.02f - std::abs(u)) * half + 0.5f);
            if (cov <= 0.0f) return 0.0f;
            const float strake = std::fmod((py - sheer) / 2.2f, 1.0f);
            c = mix(Rgb{0.44f, 0.28f, 0.16f}, Rgb{0.22f, 0.14f, 0.08f}, clamp01((py - sheer) / (keel - sheer + 0.1f)));
            c = mix(c, kSepia, smoothstep(0.75f, 0.95f, strake) * 0.6f + line_cov(sd + 0.5f, 0.45f) * 0.8f);
            return cov;
        });
    // Shields along the side.
    for (int i = -5; i <= 5; ++i) {
        const float sx = cx + static_cast<float>(i) * half * 0.15f, sy = wl - length * 0.075f;
        dab(p, sx - 3.0f, sy - 3.0f, sx + 3.0f, sy + 3.0f, kMark, [&](float px, float py, Rgb& c) {
            const float d = std::hypot(px - sx, py - sy) - length * 0.032f;
            c = mix(i % 2 == 0 ? Rgb{0.70f, 0.22f, 0.14f} : Rgb{0.88f, 0.80f, 0.58f}, kSepia,
                    line_cov(d + 0.4f, 0.35f));
            return clamp01(0.5f - d);
        });
    }
    // Mast, yard and sail, bellied a little by the wind from astern.
    const float mast_top = wl - length * 0.62f, yard = mast_top + length * 0.04f, sail_foot = wl - length * 0.14f;
    const float sail_half = length * 0.24f;
    dab(p, cx - sail_half - 2.0f, mast_top - 1.0f, cx + sail_half + 4.0f, wl - length * 0.06f, kMark,
        [&](float px, float py, Rgb& c) {
            const float t = (py - yard) / (sail_foot - yard);
            const float belly = length * 0.05f * std::sin(kPi * clamp01(t));
            const float sail =
                std::max(std::abs(px - cx - belly * 0.3f) - sail_half - belly, std::max(yard - py, py - sail_foot));
            const float mast = std::max(std::abs(px - cx) - 0.7f, mast_top - py);
            const float spar = std::max(std::abs(px - cx) - sail_half - 2.0f, std::abs(py - yard) - 0.8f);
            const float sd = std::min(sail, std::min(mast, spar));
            const float cov = clamp01(0.5f - sd);
            if (cov <= 0.0f) return 0.0f;
            if (sail < std::min(mast, spar)) {
                const float stripe = std::fmod((px - cx + sail_half) / (sail_half * 2.0f / 7.0f), 2.0f);
                const Rgb cloth = stripe < 1.0f ? Rgb{0.72f, 0.20f, 0.12f} : Rgb{0.92f, 0.86f, 0.68f};
                const float shade = 0.85f + 0.25f * std::sin(kPi * clamp01(t)) * clamp01(0.5f - (px - cx) / sail_half);
                c = mix(cloth * shade, kSepia, line_cov(sail + 0.45f, 0.4f));
            } else {
                c = kSepia;
            }
            return cov;
        });
    // The wake behind it.
    dab(
        p, cx - half - length * 0.9f, wl - 3.0f, cx - half * 0.6f, wl + length * 0.12f, kLines,
        [&](float px, float py, Rgb& c) {
            const float back = (cx - half * 0.7f - px) / length;
            if (back < 0.0f) return 0.0f;
            const float spread = back * length * 0.10f;
            const float d = std::min(std::abs(py - wl - spread), std::abs(py - wl + spread * 0.25f));
            c = Rgb{0.30f, 0.40f, 0.46f};
            return line_cov(d, 0.45f) * 0.6f * std::exp(-back * 2.2f);
        },
        0.05f);
}

// The compass rose: sixteen points on rings of ink and gold, north in red; rhumb lines run from
// it across the sea as on the charts of the pilots.
void compass_rose(Picture& p, const Field& f, float x, float y, float r) {
    const float cx = x / p.inv, cy = y / p.inv;
    const TileNoise paper(0xC0A5ULL, 256);
    // Rhumb lines first, under everything else but the sea.
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            if (f.land(px, py)) continue;
            const float dx = static_cast<float>(px) + 0.5f - cx, dy = static_cast<float>(py) + 0.5f - cy;
            const float dist = std::hypot(dx, dy);
            if (dist < r * 1.02f) continue;
            const float a = std::atan2(dy, dx) / (kPi / 8.0f);
            const float k = std::round(a);
            const float off = std::abs(a - k) * (kPi / 8.0f) * dist;  // pixels from the nearest line
            const bool half_wind = static_cast<int>(k) % 2 != 0;
            const float cov =
                line_cov(off, 0.35f) * (half_wind ? 0.14f : 0.20f) * smoothstep(r * 1.02f, r * 1.3f, dist);
            if (cov <= 0.0f) continue;
            const std::size_t i = index(px, py, p.w);
            p.base[i] = mix(p.base[i], half_wind ? Rgb{0.55f, 0.20f, 0.12f} : kSepia, cov);
        }
    }
    dab(p, cx - r - 2.0f, cy - r - 2.0f, cx + r + 2.0f, cy + r + 2.0f, kRose, [&](float px, float py, Rgb& c) {
        const float dx = px - cx, dy = py - cy, dist = std::hypot(dx, dy);
        const float ang = std::atan2(dy, dx);
        if (dist > r + 1.0f) return 0.0f;
        // The rings: an outer band of ticks, a gold band, thin inner rings.
        Rgb col = c;
        float cov = 0.0f;
        const float ring_o = r * 0.97f, ring_i = r * 0.86f;
        if (dist > ring_i - 1.0f) {
            const float band = clamp01(std::min(ring_o - dist, dist - ring_i) + 0.5f);
            const float tick =
                std::abs(std::fmod(ang / (2.0f * kPi) * 64.0f + 64.5f, 1.0f) - 0.5f) * dist * 2.0f * kPi / 64.0f;
            const float tick2 =
                std::abs(std::fmod(ang / (2.0f * kPi) * 8.0f + 8.5f, 1.0f) - 0.5f) * dist * 2.0f * kPi / 8.0f;
            col = Rgb{0.92f, 0.84f, 0.62f};
            col = mix(col, kSepia,
                      std::max(line_cov(tick, 0.45f) * smoothstep(ring_i + 4.0f, ring_i + 6.0f, dist),
                               line_cov(tick2, 1.0f)));
            col = mix(col, kSepia, std::max(line_cov(dist - ring_o, 0.7f), line_cov(dist - ring_i, 0.5f)));
            cov = std::max(band, std::max(line_cov(dist - ring_o, 0.7f), line_cov(dist - ring_i, 0.5f)));
        }
        const float ring_g = r * 0.62f;
        const float gold = line_cov(dist - ring_g, 2.2f);
        if (gold > 0.0f) {
            col =
                mix(col, mix(Rgb{0.78f, 0.58f, 0.26f}, kSepia, line_cov(std::abs(dist - ring_g) - 2.2f, 0.45f)), gold);
            cov = std::max(cov, gold);
        }
        // The points: minor ones below, then the half winds, then the four winds on top.
        for (int level = 2; level >= 0; --level) {
            const int count = level == 0 ? 4 : level == 1 ? 4 : 8;
            const float len = level == 0 ? r * 0.96f : level == 1 ? r * 0.72f : r * 0.50f;
            const float wid = level == 0 ? r * 0.13f : level == 1 ? r * 0.10f : r * 0.07f;
            const float rot = level == 0 ? 0.0f : level == 1 ? kPi / 4.0f : kPi / 8.0f;
            for (int i = 0; i < count; ++i) {
                const float a = rot + static_cast<float>(i) * 2.0f * kPi / static_cast<float>(count) - kPi * 0.5f;
                const float ca = std::cos(a), sa = std::sin(a);
                const float along = dx * ca + dy * sa, across = -dx * sa + dy * ca;
                if (along < 0.0f || along > len) continue;
                // A kite: widest a fifth of the way out, pointed at both ends.
                const float t = along / len;
                const float hw = wid * (t < 0.2f ? t / 0.2f : (1.0f - t) / 0.8f);
                const float sd = std::abs(across) - hw;
                const float kc = clamp01(0.5f - sd);
                if (kc <= 0.0f) continue;
                const bool left = across < 0.0f;
                Rgb face = level == 0   ? (left ? Rgb{0.93f, 0.87f, 0.70f} : Rgb{0.30f, 0.20f, 0.12f})
                           : level == 1 ? (left ? Rgb{0.80f, 0.62f, 0.30f} : Rgb{0.45f, 0.30f, 0.14f})
                                        : (left ? Rgb{0.62f, 0.70f, 0.62f} : Rgb{0.30f, 0.40f, 0.36f});
                if (level == 0 && i == 0) face = left ? Rgb{0.85f, 0.30f, 0.18f} : Rgb{0.50f, 0.12f, 0.08f};
                face = mix(face, kSepia, std::max(line_cov(sd + 0.45f, 0.4f), line_cov(across, 0.3f) * 0.7f));
                col = mix(col, face, kc);
                cov = std::max(cov, kc);
            }
        }
        // The boss at the centre.
        const float boss = dist - r * 0.07f;
        if (boss < 1.0f) {
            col = mix(col, mix(Rgb{0.86f, 0.68f, 0.34f}, kSepia, line_cov(boss + 0.45f, 0.45f)), clamp01(0.5f - boss));
            cov = std::max(cov, clamp01(0.5f - boss));
        }
        // The paper's grain shows through the paint.
        c = col * (0.93f + 0.10f * paper.fbm(px * 0.15f, py * 0.15f, 3));
        return cov;
    });
}

namespace {

// A two-strand twist along a band: at distance `s` along it and `t` across (0 to `width`), the
// distance in pixels to the middle of the strand on top there, or a large value on bare ground;
// `across` is where in that strand the point lies (-1 to 1). `period` is one full twist.
float twist(float s, float t, float width, float period, float& across) {
    const float mid = 0.5f * width, amp = 0.30f * width, half = 0.13f * width;
    const float ph = 2.0f * kPi * s / period;
    const float slope = amp * 2.0f * kPi / period * std::cos(ph);
    const float norm = 1.0f / std::sqrt(1.0f + slope * slope);
    const float d[2] = {(t - mid - amp * std::sin(ph)) * norm, (t - mid + amp * std::sin(ph)) * norm};
    // The strands cross twice a period; at each crossing the other one lies on top.
    const int crossing = static_cast<int>(std::floor(s / (0.5f * period) + 0.5f));
    const int top = crossing % 2 == 0 ? 0 : 1;
    const float gap = 0.09f * width;
    if (std::abs(d[top]) < half) {
        across = d[top] / half;
        return std::abs(d[top]);
    }
    // The strand below is cut back on both sides of the one above it.
    if (std::abs(d[1 - top]) < half && std::abs(d[top]) > half + gap) {
        across = d[1 - top] / half;
        return std::abs(d[1 - top]);
    }
    across = 0.0f;
    return 1e9f;
}

}  // namespace

// The frame: a gilt two-strand twist on a dark ground with a boss at each corner, and inside it
// a scale of degrees, alternately dark and light, drawn by the projection.
void frame(Picture& p, const TileNoise& n) {
    const float band = 24.0f, scale = 5.5f, inner = band + scale;  // pixels
    const float fw = static_cast<float>(p.w), fh = static_cast<float>(p.h);
    const auto period_of = [&](float length) { return length / std::round(length / (band * 2.3f)); };
    const float period_x = period_of(fw - 2.0f * band), period_y = period_of(fh - 2.0f * band);
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = static_cast<float>(px) + 0.5f, y = static_cast<float>(py) + 0.5f;
            const float edge = std::min(std::min(x, fw - x), std::min(y, fh - y));
            if (edge > inner + 1.0f) continue;
            Rgb c;
            const float grain = n.fbm(x * 0.08f, y * 0.08f, 3);
            if (edge < band) {
                const Rgb ground = Rgb{0.26f, 0.11f, 0.07f} * (0.80f + 0.35f * grain);
                const bool corner_x = x < band || fw - x < band, corner_y = y < band || fh - y < band;
                float dist = 1e9f, across = 0.0f;
                if (corner_x && corner_y) {
                    // A gilt boss in a square.
                    const float bx = x < band ? band * 0.5f : fw - band * 0.5f,
                                by = y < band ? band * 0.5f : fh - band * 0.5f;
                    const float r = std::hypot(x - bx, y - by) / (band * 0.36f);
                    c = ground;
                    if (r < 1.0f) {
                        const float lit = clamp01(0.55f - 0.6f * ((x - bx) + (y - by)) / (band * 0.36f));
                        c = Rgb{0.80f, 0.60f, 0.28f} * (0.55f + 0.7f * lit) +
                            Rgb{0.3f, 0.25f, 0.15f} * std::pow(lit, 5.0f);
                    }
                    c = mix(c, kSepia, line_cov(r - 1.0f, 0.04f) * 0.9f);
                } else {
                    const bool along_x = !corner_x;
                    const float s = along_x ? x - band : y - band;
                    const float t = along_x ? (y < band ? y : fh - y) : (x < band ? x : fw - x);
                    dist = twist(s, t, band, along_x ? period_x : period_y, across);
                    c = ground;
                    // A gilt dot in the eye of every loop.
                    const float period = along_x ? period_x : period_y;
                    const float eye_s = (std::floor(s / (0.5f * period)) + 0.5f) * 0.5f * period;
                    const float eye = std::hypot(s - eye_s, t - 0.5f * band) - band * 0.07f;
                    c = mix(c, Rgb{0.72f, 0.52f, 0.24f}, clamp01(0.5f - eye));
                    if (dist < 1e8f) {
                        const float round = std::sqrt(std::max(0.0f, 1.0f - across * across));
                        const float lit = clamp01(0.45f + 0.45f * round - 0.25f * across);
                        c = Rgb{0.78f, 0.58f, 0.27f} * (0.50f + 0.65f * lit) +
                            Rgb{0.30f, 0.26f, 0.16f} * std::pow(lit, 6.0f);
                        c = mix(c, kSepia, smoothstep(0.70f, 0.95f, std::abs(across)) * 0.9f);
                    }
                }
                // Fillets along both edges of the band.
                const float fillet = std::min(edge, band - edge);
                c = mix(c, Rgb{0.74f, 0.55f, 0.26f} * (0.8f + 0.3f * grain), line_cov(fillet - 1.2f, 0.9f));
            } else {
                // The scale: one block per degree, lon along the top and bottom, lat up the sides.
                const bool side = std::min(x, fw - x) < std::min(y, fh - y);
                const float deg = side ? 72.0f - y / fh * 24.0f : x / fw * 60.0f - 25.0f;
                const bool dark = static_cast<int>(std::floor(deg + 100.0f)) % 2 == 0;
                c = dark ? Rgb{0.30f, 0.19f, 0.11f} : Rgb{0.90f, 0.83f, 0.64f} * (0.9f + 0.15f * grain);
                c = mix(c, kSepia, std::max(line_cov(edge - band, 0.5f), line_cov(edge - inner, 0.6f)));
            }
            p.put(px, py, c, clamp01(inner + 0.5f - edge), kFrame, 0.0f);
        }
    }
}

}  // namespace tafl::art::map
