// art_town.cpp: houses seen from the front for the rulebook scenes of towns: gabled, stepped and
// curved fronts, thatched eaves, windows lit or dark, and half-timbered frames.
#include <algorithm>
#include <cmath>
#include <vector>

#include "art_scenery.h"

namespace tafl::art::paint {

namespace {

// A small hash of a window's place and its house, in [0, 1).
float window_hash(std::uint32_t id, int floor, int bay) {
    std::uint32_t v = id * 0x9E3779B9u ^ static_cast<std::uint32_t>(floor) * 0x85EBCA6Bu ^ static_cast<std::uint32_t>(bay) * 0xC2B2AE35u;
    v ^= v >> 15;
    v *= 0x2C1B3C6Du;
    v ^= v >> 12;
    return static_cast<float>(v >> 8) / 16777216.0f;
}

// The outline of the front: negative inside.
float sd_front(const House& h, float x, float y) {
    const float mid = 0.5f * (h.x0 + h.x1), half = 0.5f * (h.x1 - h.x0);
    const float body = std::max(std::abs(x - mid) - half, std::max(h.eave - y, y - h.ground));
    const float t = (y - h.ridge) / std::max(1e-4f, h.eave - h.ridge);  // 0 at the top, 1 at the eave
    switch (h.front) {
        case House::Front::Gable: {
            const float gable = std::max(std::abs(x - mid) - half * clamp01(t), std::max(h.ridge - y, y - h.eave));
            return std::min(body, gable);
        }
        case House::Front::Stepped: {
            const float steps = std::ceil(clamp01(t) * 4.0f) / 4.0f;
            const float gable = std::max(std::abs(x - mid) - half * std::max(0.2f, steps), std::max(h.ridge - y, y - h.eave));
            return std::min(body, gable);
        }
        case House::Front::Curved: {
            const float w = t < 0.35f ? 0.30f : 0.30f + 0.70f * std::sqrt(clamp01((t - 0.35f) / 0.65f));
            const float gable = std::max(std::abs(x - mid) - half * w, std::max(h.ridge - y, y - h.eave));
            return std::min(body, gable);
        }
        case House::Front::Eaves:
            return body;
    }
    return body;
}

}  // namespace

// The towns are rows of these houses, each from its own id.
void house(Picture& p, const House& h, const TileNoise& noise, std::uint32_t id, std::uint8_t wall_reg,
           std::uint8_t roof_reg, std::uint8_t lamp_reg) {
    const float mid = 0.5f * (h.x0 + h.x1), half = 0.5f * (h.x1 - h.x0);
    // The roof: its side beside a gable, or the whole roof above the eaves.
    if (h.front == House::Front::Eaves) {
        const float over = half * 0.06f, hip = h.thatch ? std::min(half * 0.8f, (h.eave - h.ridge) * 0.9f) : 0.0f;
        const float roof[] = {h.x0 - over, h.eave + 0.004f, h.x1 + over, h.eave + 0.004f, h.x1 - hip, h.ridge,
                              h.x0 + hip, h.ridge};
        fill(
            p, {h.x0 - over - 0.01f, h.ridge - 0.01f, h.x1 + over + 0.01f, h.eave + 0.01f},
            [&](float x, float y) { return sd_polygon(x, y, roof); },
            [&](float x, float y) {
                const float t = clamp01((y - h.ridge) / (h.eave - h.ridge));
                const float straw = h.thatch ? noise.fbm(x * 260.0f, y * 30.0f, 3) : 0.5f + 0.5f * std::sin(y * 900.0f);
                Rgb c = h.roof * (0.75f + 0.45f * straw) * (1.1f - 0.35f * t);
                if (h.thatch) c = mix(c, h.roof * Rgb{0.7f, 0.85f, 0.7f}, smoothstep(0.5f, 0.75f, noise.fbm(x * 30.0f, y * 40.0f, 3)));
                return c * h.light;
            },
            roof_reg, kPi * 0.5f);
    } else if (h.side != 0.0f) {
        const float d = h.side, lift = std::abs(d) * 0.35f;
        const float edge = d > 0.0f ? h.x1 : h.x0;
        const float roof[] = {mid, h.ridge, edge, h.eave, edge + d, h.eave - lift, mid + d, h.ridge - lift};
        fill(
            p, {std::min(mid, edge) - std::abs(d) - 0.01f, h.ridge - lift - 0.01f, std::max(mid, edge) + std::abs(d) + 0.01f, h.eave + 0.01f},
            [&](float x, float y) { return sd_polygon(x, y, roof); },
            [&](float x, float y) {
                const float rows = 0.5f + 0.5f * std::sin((y + (x - mid) * 0.5f) * 700.0f);
                return h.roof * (0.65f + 0.25f * rows + 0.2f * noise.fbm(x * 80.0f, y * 80.0f, 2)) * h.light * 0.8f;
            },
            roof_reg, 0.0f);
    }
    // The front wall.
    const float floor_h = (h.ground - h.eave) / static_cast<float>(h.floors);
    const float bay_w = (h.x1 - h.x0) / static_cast<float>(h.bays);
    fill(
        p, {h.x0 - 0.01f, h.ridge - 0.01f, h.x1 + 0.01f, h.ground + 0.01f}, [&](float x, float y) { return sd_front(h, x, y); },
        [&](float x, float y) {
            const float plaster = noise.fbm(x * 120.0f, y * 120.0f, 3);
            Rgb c = h.wall * (0.85f + 0.3f * plaster);
            if (h.thatch) c = c * (0.85f + 0.3f * std::abs(std::sin((x + y) * 500.0f) * std::sin((x - y) * 500.0f)));
            // Trim along the gable's edge.
            if (h.front != House::Front::Eaves && y < h.eave && sd_front(h, x, y) > -0.004f) c = h.frame;
            if (h.timber) {
                const float fy = (y - h.eave) / floor_h, fx = (x - h.x0) / bay_w;
                const float by = std::abs(fy - std::round(fy)) * floor_h, bx = std::abs(fx - std::round(fx)) * bay_w;
                const float cell_x = fx - std::floor(fx), cell_y = fy - std::floor(fy);
                const float brace = std::abs(cell_x - (static_cast<int>(std::floor(fx)) % 2 == 0 ? cell_y : 1.0f - cell_y)) * std::min(bay_w, floor_h);
                const bool beam = (y > h.eave && (by < 0.0035f || bx < 0.003f || (brace < 0.0025f && cell_y > 0.45f))) ||
                                  (y <= h.eave && std::abs(x - mid) < 0.003f);
                if (beam) c = h.frame * (0.85f + 0.3f * plaster);
            }
            return c * h.light;
        },
        wall_reg, kPi * 0.5f);
    // Windows, floor by floor, and the door.
    const float ww = std::min(bay_w * 0.42f, floor_h * 0.45f), wh = floor_h * 0.48f;
    for (int f = 0; f < h.floors; ++f) {
        for (int b = 0; b < h.bays; ++b) {
            const float cx = h.x0 + (static_cast<float>(b) + 0.5f) * bay_w;
            const float cy = h.eave + (static_cast<float>(f) + 0.45f) * floor_h;
            const bool door = h.door && f == h.floors - 1 && b == h.bays / 2;
            const float hw = door ? ww * 0.55f : ww * 0.5f, hh = door ? floor_h * 0.36f : wh * 0.5f;
            const float dy = door ? h.ground - hh : cy;
            const bool lit = !door && window_hash(id, f, b) < h.lit;
            fill(
                p, {cx - hw - 0.01f, dy - hh - 0.01f, cx + hw + 0.01f, dy + hh + 0.01f},
                [&](float x, float y) { return sd_box(x, y, cx, dy, hw, hh); },
                [&](float x, float y) {
                    if (door) return h.frame * 0.6f * h.light;
                    const float bar = std::min(std::abs(x - cx), std::abs(y - dy + hh * 0.2f));
                    Rgb c = lit ? mix(h.lamp * 0.8f, h.lamp, noise.at(x * 300.0f, y * 300.0f)) : h.glass;
                    if (bar < 0.0012f) c = c * 0.45f;
                    return c;
                },
                lit ? lamp_reg : wall_reg, 0.0f);
            if (lit) glow(p, cx, dy, ww * 1.2f, h.lamp * 0.6f, 0.18f);
        }
    }
    // A window in the gable.
    if (h.front != House::Front::Eaves && h.eave - h.ridge > floor_h * 0.8f) {
        const float cy = h.eave - (h.eave - h.ridge) * 0.38f;
        const bool lit = window_hash(id, 99, 0) < h.lit;
        fill(
            p, {mid - ww, cy - wh, mid + ww, cy + wh}, [&](float x, float y) { return sd_box(x, y, mid, cy, ww * 0.45f, wh * 0.45f); },
            [&](float, float) { return lit ? h.lamp : h.glass; }, lit ? lamp_reg : wall_reg, 0.0f);
        if (lit) glow(p, mid, cy, ww * 1.2f, h.lamp * 0.6f, 0.18f);
    }
}

}  // namespace tafl::art::paint
