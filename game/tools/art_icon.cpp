// art_icon.cpp: the game icon: the king on a carved board tile.
#include <algorithm>
#include <cmath>

#include "art_paint.h"
#include "art_scenes.h"

namespace tafl::art {

namespace {

using namespace paint;

// [SECTION] The icon

// Signed distance to a rounded box centred at (cx, cy) with half extents hx, hy and corner radius r.
float rounded_box(float x, float y, float cx, float cy, float hx, float hy, float r) {
    const float qx = std::abs(x - cx) - hx + r, qy = std::abs(y - cy) - hy + r;
    return std::hypot(std::max(qx, 0.0f), std::max(qy, 0.0f)) + std::min(std::max(qx, qy), 0.0f) - r;
}

// Premultiplied colour being built up, layer over layer.
struct Paint {
    Rgb c;
    float a = 0.0f;
    void over(Rgb colour, float alpha) {
        c = colour * alpha + c * (1.0f - alpha);
        a = alpha + a * (1.0f - alpha);
    }
};

// Gold under a light from the upper left, for a surface whose normal is (nx, ny, nz).
Rgb gold(float nx, float ny, float nz, float detail) {
    const float lx = -0.48f, ly = -0.58f, lz = 0.66f;
    const float diffuse = clamp01(nx * lx + ny * ly + nz * lz);
    const float hz = lz + 1.0f, hn = std::hypot(lx, ly, hz);
    const float spec = std::pow(clamp01((nx * lx + ny * ly + nz * hz) / hn), 24.0f);
    Rgb c = mix(Rgb{0.42f, 0.26f, 0.06f}, Rgb{0.93f, 0.72f, 0.30f}, diffuse);
    return c + Rgb{1.0f, 0.95f, 0.75f} * (spec * (0.35f + 0.5f * detail));
}

// The icon in units of a 256-pixel design at point (x, y), with `px` design units per pixel.
Paint icon_at(float x, float y, float px, float detail, const TileNoise& grain) {
    Paint out;
    const auto cover = [px](float d) { return clamp01(0.5f - d / px); };
    // The tile's soft shadow and the tile: dark carved wood with a bevel lit from the upper left.
    const float tile = rounded_box(x, y, 128.0f, 128.0f, 112.0f, 112.0f, 36.0f);
    const float shadow = rounded_box(x, y, 128.0f, 134.0f, 110.0f, 110.0f, 36.0f);
    out.over(Rgb{0.0f, 0.0f, 0.0f}, 0.45f * (1.0f - smoothstep(-6.0f, 8.0f, shadow)));
    const float tile_cov = cover(tile);
    if (tile_cov > 0.0f) {
        const float fibre =
            grain.fbm(x / 256.0f * 3.0f, y / 256.0f * 40.0f + grain.fbm(x / 64.0f, y / 64.0f, 2) * 3.0f, 4);
        Rgb wood = mix(Rgb{0.17f, 0.095f, 0.050f}, Rgb{0.33f, 0.19f, 0.10f}, 0.5f + (fibre - 0.5f) * 1.8f * detail);
        wood = wood * (1.05f - 0.25f * smoothstep(40.0f, 330.0f, x + y));  // light from the upper left
        // The bevel: the tile's edge, facing the light or away from it.
        const float e = 0.5f;
        const float gx = rounded_box(x + e, y, 128.0f, 128.0f, 112.0f, 112.0f, 36.0f) - tile;
        const float gy = rounded_box(x, y + e, 128.0f, 128.0f, 112.0f, 112.0f, 36.0f) - tile;
        const float facing = (-gx * -0.6f - gy * -0.8f) / e;  // outward normal against the light
        const float bevel = 1.0f - smoothstep(0.0f, std::max(9.0f, 1.2f * px), -tile);
        wood = wood * (1.0f + bevel * 0.9f * facing);
        // A carved border groove and the board's lines, cut into the wood.
        float cut = detail * (1.0f - smoothstep(1.2f, 2.6f, std::abs(-tile - 20.0f)));
        for (const float g : {44.0f, 100.0f, 156.0f, 212.0f}) {
            const float inside = 1.0f - smoothstep(-1.0f, 0.0f, -tile - 22.0f);
            cut = std::max(cut, detail * (1.0f - inside) * (1.0f - smoothstep(1.0f, 2.4f, std::abs(x - g))));
            cut = std::max(cut, detail * (1.0f - inside) * (1.0f - smoothstep(1.0f, 2.4f, std::abs(y - g))));
        }
        // Escape corners: inlaid darker squares in the board's four corners.
        const float in_corner =
            (std::abs(x - 128.0f) > 86.0f && std::abs(y - 128.0f) > 86.0f && -tile > 23.0f) ? 1.0f : 0.0f;
        wood = wood * (1.0f - 0.35f * in_corner * detail);
        wood = wood * (1.0f - 0.55f * cut);
        out.over(wood, tile_cov);
    }
    // The king's shadow, then the king: a bone disc domed towards the light, a gold rim and cross.
    const float radius = 68.0f;
    const float sd = std::hypot(x - 134.0f, y - 137.0f) - radius;
    out.over(Rgb{0.02f, 0.01f, 0.0f}, (0.25f + 0.35f * detail) * (1.0f - smoothstep(-10.0f, 12.0f, sd)));
    const float dx = (x - 128.0f) / radius, dy = (y - 128.0f) / radius;
    const float r = std::hypot(dx, dy);
    const float disc = (r - 1.0f) * radius;
    const float disc_cov = cover(disc);
    if (disc_cov > 0.0f) {
        const float k = 0.75f;
        const float nz = std::sqrt(std::max(0.0f, 1.0f - sq(std::min(r, 1.0f) * k)));
        const float nx = dx * k, ny = dy * k;
        const float light = clamp01(nx * -0.48f + ny * -0.58f + nz * 0.66f);
        Rgb c = mix(Rgb{0.50f, 0.42f, 0.32f}, Rgb{0.97f, 0.92f, 0.80f}, 1.0f - (1.0f - light) * (0.4f + 0.6f * detail));
        const float rim_w = std::max(11.0f, 1.1f * px);
        const float rim_in = disc + rim_w;  // > 0 on the rim
        // The rim: gold with a rounded cross-section.
        if (rim_in > -px) {
            const float t = std::clamp(rim_in / rim_w * 2.0f - 1.0f, -1.0f, 1.0f);
            const float rn = std::sqrt(1.0f - t * t * 0.8f);
            const float rx = dx / std::max(r, 1e-4f), ry = dy / std::max(r, 1e-4f);
            const Rgb g = gold(rx * t * 0.9f + nx * 0.3f, ry * t * 0.9f + ny * 0.3f, rn, detail);
            c = mix(c, g, clamp01(rim_in / px + 0.5f));
            c = c * (1.0f - 0.45f * detail * (1.0f - smoothstep(0.0f, 1.6f, std::abs(rim_in))));
        }
        // The cross: two arms with flared ends, embossed.
        const float arm = std::max(9.0f, px);  // at least two whole pixels wide
        const float flare_h = arm + 5.0f * smoothstep(20.0f, 40.0f, std::abs(x - 128.0f)) * detail;
        const float flare_v = arm + 5.0f * smoothstep(20.0f, 40.0f, std::abs(y - 128.0f)) * detail;
        const float len = std::max(40.0f, std::round(40.0f / px) * px);
        const float bar_h = rounded_box(x, y, 128.0f, 128.0f, len, flare_h, 2.5f);
        const float bar_v = rounded_box(x, y, 128.0f, 128.0f, flare_v, len, 2.5f);
        const float cross = std::min(bar_h, bar_v);
        const float cross_shadow = std::min(rounded_box(x - 2.0f, y - 3.0f, 128.0f, 128.0f, 40.0f, flare_h, 2.5f),
                                            rounded_box(x - 2.0f, y - 3.0f, 128.0f, 128.0f, flare_v, 40.0f, 2.5f));
        c = c * (1.0f - 0.35f * (1.0f - smoothstep(-2.0f, 4.0f, cross_shadow)) * detail);
        const float cross_cov = cover(cross);
        if (cross_cov > 0.0f) {
            const float edge = 1.0f - smoothstep(0.0f, 4.0f, -cross);
            const float e = 0.5f;
            const float ex = std::min(rounded_box(x + e, y, 128.0f, 128.0f, 40.0f, flare_h, 2.5f),
                                      rounded_box(x + e, y, 128.0f, 128.0f, flare_v, 40.0f, 2.5f)) -
                             cross;
            const float ey = std::min(rounded_box(x, y + e, 128.0f, 128.0f, 40.0f, flare_h, 2.5f),
                                      rounded_box(x, y + e, 128.0f, 128.0f, flare_v, 40.0f, 2.5f)) -
                             cross;
            const float gx = ex / e * edge * 0.8f, gy = ey / e * edge * 0.8f;
            const Rgb g = gold(nx * 0.5f + gx * detail, ny * 0.5f + gy * detail, 0.8f, detail);
            // At the smallest sizes the cross must stand out from the bone: deeper gold.
            const Rgb small = Rgb{0.62f, 0.36f, 0.05f};
            c = mix(c * (1.0f - 0.5f * (1.0f - detail) * cover(cross - px)), mix(small, g, detail), cross_cov);
        }
        out.over(c, disc_cov);
    }
    return out;
}

}  // namespace

Canvas make_icon(int size) {
    Canvas canvas(size, size);
    if (size <= 0) return canvas;
    const TileNoise grain(0x1C0A7ULL, 256);
    const float px = 256.0f / static_cast<float>(size);
    // Fine things (wood grain, grooves, board lines, highlights) fade out below 48 pixels.
    const float detail = smoothstep(20.0f, 56.0f, static_cast<float>(size));
    for (int py = 0; py < size; ++py) {
        for (int qx = 0; qx < size; ++qx) {
            const float x = (static_cast<float>(qx) + 0.5f) * px, y = (static_cast<float>(py) + 0.5f) * px;
            const Paint p = icon_at(x, y, px, detail, grain);
            float* out = canvas.at(qx, py);
            const float inv = p.a > 0.0f ? 1.0f / p.a : 0.0f;
            out[0] = clamp01(p.c.r * inv);
            out[1] = clamp01(p.c.g * inv);
            out[2] = clamp01(p.c.b * inv);
            out[3] = clamp01(p.a);
        }
    }
    return canvas;
}

}  // namespace tafl::art
