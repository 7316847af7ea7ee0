// art_portrait_face.cpp: the heads of the campaign's portraits: an outline of skull, cheeks, jaw
// and chin, turned a little aside; skin lit from the upper left over a relief of brow, sockets,
// nose, cheekbones, lips and chin; painted eyes, brows, nostrils, lips and wrinkles; the neck,
// the ears and a pair of glasses.
#include <algorithm>
#include <cmath>

#include "art_portrait.h"

namespace tafl::art::portrait {

namespace {

using paint::clamp01;
using paint::mix;
using paint::smoothstep;
using paint::sq;

// The light, from the upper left and in front (x right, y down, z to the viewer).
constexpr float kLx = -0.68f, kLy = -0.46f, kLz = 0.57f;

// How far forward the face stands at height v, as a share of rx: the chin and the nose come out
// towards the viewer, so a turned head shifts them sideways.
float forward(float v) { return 0.12f + 0.28f * smoothstep(-0.2f, 1.0f, v); }

// The middle of the head's outline at height v.
float centre_x(const Face& f, float v) { return f.x + f.rx * std::sin(f.yaw) * forward(v); }

// The relief of the face over its rounded outline, in face coordinates: the brow ridge, the
// sockets of the eyes, the nose, the cheekbones, the lips, the chin and the folds of age.
float relief(const Face& f, float u, float v) {
    const float au = std::abs(u);
    float h = 0.0f;
    h += 0.30f * std::exp(-sq((v + 0.12f) / 0.07f)) * smoothstep(0.85f, 0.5f, au);                         // brow ridge
    h -= 0.40f * std::exp(-sq((au - 0.40f) / 0.22f) - sq((v - 0.01f) / 0.10f));                            // sockets
    h += 0.22f * std::exp(-sq((au - 0.58f) / 0.22f) - sq((v - 0.20f) / 0.11f));                            // cheekbones
    h += 0.18f * std::max(0.0f, f.smile) * std::exp(-sq((au - 0.46f) / 0.16f) - sq((v - 0.30f) / 0.09f));  // smiling
    h -= 0.16f * f.gaunt * std::exp(-sq((au - 0.62f) / 0.18f) - sq((v - 0.46f) / 0.12f));                  // hollows
    // The nose: a ridge from between the eyes to its tip, a ball at the tip, wings beside it.
    const float nu = u + std::sin(f.yaw) * 0.18f * smoothstep(-0.1f, 0.33f, v);
    const float tip = 0.31f * f.nose_len;
    const float along = smoothstep(-0.08f, tip, v) * smoothstep(tip + 0.09f, tip + 0.02f, v);
    const float nw = (0.09f + 0.05f * smoothstep(0.0f, tip, v)) * f.nose_width;
    h += 0.70f * along * std::exp(-sq(nu / nw));
    h += 0.25f * std::exp(-sq(nu / (0.10f * f.nose_width)) - sq((v - tip) / 0.05f));
    h += 0.16f * std::exp(-sq((std::abs(nu) - 0.13f * f.nose_width) / 0.06f) - sq((v - tip - 0.01f) / 0.04f));
    // Lips, the hollow under them, the chin.
    h += 0.14f * std::exp(-sq(u / 0.26f) - sq((v - 0.54f) / 0.07f));
    h -= 0.10f * std::exp(-sq(u / 0.25f) - sq((v - 0.66f) / 0.04f));
    h += 0.22f * std::exp(-sq(u / 0.32f) - sq((v - 0.84f) / 0.10f));
    // The folds from the nose's wings to the corners of the mouth, deeper with age.
    const float fold_u = 0.20f + 0.12f * clamp01((v - 0.36f) / 0.2f);
    const float fold =
        std::exp(-sq((au - fold_u) / 0.035f)) * smoothstep(0.30f, 0.38f, v) * smoothstep(0.64f, 0.52f, v);
    h -= (0.14f * f.age + 0.08f * std::max(0.0f, f.smile)) * fold;
    return h;
}

// Skin lit by a normal: the warm light, the cool fill in the shadows, red where light turns to
// shadow (light through the skin), a sheen where the skin faces the light.
Rgb light_skin(const Face& f, Rgb base, float nx, float ny, float nz) {
    const float ndl = nx * kLx + ny * kLy + nz * kLz;
    const float wrap = clamp01((ndl + 0.15f) / 1.15f);
    Rgb c = mix(base * f.fill * 0.80f, base * f.light * 1.10f, smoothstep(0.05f, 0.85f, wrap));
    c = c + Rgb{0.14f, 0.03f, 0.0f} * std::exp(-sq((wrap - 0.25f) / 0.12f));
    // Blinn-Phong sheen, the viewer straight ahead.
    const float hx = kLx, hy = kLy, hz = kLz + 1.0f, hn = std::hypot(hx, hy, hz);
    const float spec = std::pow(clamp01((nx * hx + ny * hy + nz * hz) / hn), 24.0f);
    return c + f.light * (0.16f * spec);
}

}  // namespace

// The outline of the head: the skull round above the cheekbones, narrowing to the jaw and chin.
float head_width(const Face& f, float v) {
    if (v <= -1.0f || v >= 1.0f) return 0.0f;
    if (v <= 0.1f) return std::sqrt(std::max(0.0f, 1.0f - sq((v - 0.1f) / 1.1f)));
    const float t = (v - 0.1f) / 0.9f;
    float w = 1.0f + (f.jaw - 1.0f) * smoothstep(0.0f, 0.62f, t);
    w += (f.chin - w) * smoothstep(0.5f, 1.0f, t);
    return w * std::sqrt(clamp01(1.0f - std::pow(t, 6.0f)));
}

// Every painted part of the head asks where it lies on the face.
HeadPoint head_point(const Face& f, float x, float y) {
    HeadPoint h{};
    const float v = (y - f.y) / f.ry;
    const float w = std::max(1e-3f, head_width(f, v));
    const float cx = centre_x(f, v);
    h.s = std::clamp((x - cx) / (f.rx * w), -1.0f, 1.0f);
    if (v < 0.1f) {
        // The skull: an ellipse.
        h.sd = paint::sd_ellipse(x, y, cx, f.y + 0.1f * f.ry, f.rx, 1.1f * f.ry);
    } else {
        const float dw = (head_width(f, v + 0.01f) - head_width(f, v - 0.01f)) / 0.02f;
        const float slope = std::min(6.0f, std::abs(f.rx * dw / f.ry));
        h.sd = (std::abs(x - cx) - f.rx * head_width(f, v)) / std::sqrt(1.0f + slope * slope);
        h.sd = std::max(h.sd, (v - 1.0f) * f.ry);
    }
    const float phi = std::asin(h.s) - f.yaw;
    h.u = std::sin(std::clamp(phi, -kPi * 0.5f, kPi * 0.5f));
    h.v = v + f.lift * 0.12f;
    h.ny = std::clamp(v, -1.0f, 1.0f) * 0.72f + 0.1f;
    h.nx = h.s * std::sqrt(std::max(0.0f, 1.0f - h.ny * h.ny));
    h.nz = std::sqrt(std::max(0.0f, 1.0f - h.nx * h.nx - h.ny * h.ny));
    return h;
}

// Features placed on the face (eyes, glasses) need to know where they land in the picture.
void face_to_picture(const Face& f, float u, float v, float& x, float& y) {
    const float vv = v - f.lift * 0.12f;
    const float w = head_width(f, vv);
    x = centre_x(f, vv) +
        f.rx * w * std::sin(std::clamp(std::asin(std::clamp(u, -1.0f, 1.0f)) + f.yaw, -kPi * 0.5f, kPi * 0.5f));
    y = f.y + vv * f.ry;
}

// The neck carries the head: a column lit from the left, in the shadow of the jaw at its top.
void neck(Picture& p, const Face& f, float bottom, float width, const TileNoise& n) {
    const float top = f.y + 0.25f * f.ry;
    const float cx = f.x + f.rx * std::sin(f.yaw) * 0.10f;
    paint_area(p, cx - width * 1.8f, top, cx + width * 1.8f, bottom, kSkin, [&](float x, float y, Rgb) {
        const float t = clamp01((y - top) / (bottom - top));
        const float hw = width * (1.0f + 0.6f * sq(smoothstep(0.55f, 1.0f, t)));
        const float across = (x - cx) / hw;
        Dab d;
        d.cov = inside(p, (std::abs(x - cx) - hw) * 0.8f) * inside(p, y - bottom);
        if (d.cov <= 0.0f) return d;
        const float nx = std::clamp(across, -1.0f, 1.0f);
        Rgb c =
            light_skin(f, f.skin * 0.92f, nx * 0.9f, 0.1f, std::sqrt(std::max(0.0f, 1.0f - nx * nx * 0.81f - 0.01f)));
        // The jaw's shadow, falling lower on the side away from the light.
        const HeadPoint hp = head_point(f, x, y);
        const float jaw_y = f.y + f.ry * (0.75f + 0.2f * std::cos(hp.s * kPi * 0.5f));
        const float shadow = smoothstep(jaw_y + 0.05f + 0.02f * across, jaw_y - 0.01f, y);
        c = c * (1.0f - 0.55f * shadow) * (0.92f + 0.1f * n.fbm(x * 30.0f, y * 30.0f, 2));
        d.c = c;
        d.angle = kPi * 0.5f;
        return d;
    });
}

// Ears at the sides of the head, the far one mostly hidden by the cheek.
void ears(Picture& p, const Face& f, const TileNoise& n) {
    for (const float side : {-1.0f, 1.0f}) {
        const float v0 = 0.14f;
        const float w = head_width(f, v0);
        const float turn = std::sin(f.yaw) * side;  // > 0: this ear turns away
        const float ex = centre_x(f, v0) + side * f.rx * w * (0.93f - 0.10f * turn), ey = f.y + v0 * f.ry;
        const float erx = f.rx * (0.17f - 0.10f * std::max(0.0f, turn)), ery = f.ry * 0.22f;
        paint_area(
            p, ex - erx * 1.5f, ey - ery * 1.4f, ex + erx * 1.5f, ey + ery * 1.4f, kSkin, [&](float x, float y, Rgb) {
                const float dx = (x - ex) / erx, dy = (y - ey) / ery;
                const float r = std::hypot(dx * (dx * side > 0.0f ? 1.0f : 0.7f), dy * (dy > 0.0f ? 1.25f : 1.0f));
                Dab d;
                d.cov = inside(p, (r - 1.0f) * erx);
                if (d.cov <= 0.0f) return d;
                // The rim lit, the bowl inside shaded.
                const float bowl = smoothstep(0.75f, 0.35f, std::hypot(dx * 1.3f - side * 0.15f, dy * 1.1f + 0.1f));
                Rgb c = light_skin(f, f.skin * Rgb{1.0f, 0.92f, 0.90f}, side * 0.75f, dy * 0.4f, 0.5f);
                c = c * (1.0f - 0.45f * bowl) + Rgb{0.10f, 0.0f, 0.0f} * (0.5f * f.ruddy);
                d.c = c * (0.95f + 0.1f * n.at(x * 300.0f, y * 300.0f));
                d.angle = kPi * 0.5f;
                return d;
            });
    }
}

// The head: skin lit over its relief, then eyes, brows, nose, mouth and the marks of age.
void head(Picture& p, const Face& f, const TileNoise& n) {
    const float e = p.inv * 0.7f;
    // The eyes' places in the picture, and their size there.
    float eye_x[2], eye_y[2], eye_w[2];
    for (int k = 0; k < 2; ++k) {
        const float eu = k == 0 ? -0.40f : 0.40f;
        face_to_picture(f, eu, 0.0f, eye_x[k], eye_y[k]);
        float xa, xb, ya;
        face_to_picture(f, eu - 0.19f, 0.0f, xa, ya);
        face_to_picture(f, eu + 0.19f, 0.0f, xb, ya);
        eye_w[k] = std::max(0.3f * f.rx * 0.19f, 0.5f * (xb - xa));
    }
    const float eye_h = 0.066f * f.ry;
    paint_area(
        p, f.x - f.rx * 1.3f, f.y - f.ry * 1.05f, f.x + f.rx * 1.3f, f.y + f.ry * 1.05f, kSkin,
        [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            d.cov = inside(p, hp.sd);
            if (d.cov <= 0.0f) return d;
            const float u = hp.u, v = hp.v, au = std::abs(u);
            // The relief bends the normal.
            const HeadPoint hx = head_point(f, x + e, y), hy = head_point(f, x, y + e);
            const float h0 = relief(f, u, v);
            const float gx = (relief(f, hx.u, hx.v) - h0) / e * f.rx * 0.16f,
                        gy = (relief(f, hy.u, hy.v) - h0) / e * f.ry * 0.12f;
            float nx = hp.nx - gx, ny = hp.ny - gy, nz = hp.nz + 0.05f;
            const float nl = std::hypot(nx, ny, nz);
            nx /= nl, ny /= nl, nz /= nl;
            Rgb base = f.skin * (0.975f + 0.05f * n.fbm(x * 25.0f, y * 25.0f, 3));
            // Warm red on the cheeks, the nose and the ears; the blue of a shaved beard.
            const float cheeks = std::exp(-sq((au - 0.50f) / 0.22f) - sq((v - 0.28f) / 0.14f));
            const float nose = std::exp(-sq(u / 0.12f) - sq((v - 0.30f) / 0.08f));
            base = mix(base, f.skin * Rgb{1.05f, 0.62f, 0.58f}, clamp01(f.ruddy * (0.7f * cheeks + 0.5f * nose)));
            const float jaw = smoothstep(0.40f, 0.58f, v) * smoothstep(0.95f, 0.7f, au) *
                              (1.0f - std::exp(-sq(u / 0.22f) - sq((v - 0.55f) / 0.08f)));
            base = mix(base, base * Rgb{0.78f, 0.80f, 0.86f}, f.shave * jaw);
            Rgb c = light_skin(f, base, nx, ny, nz);
            // The shadows that light cannot reach: eye sockets, under the nose, under the lip.
            const float nshift = u + std::sin(f.yaw) * 0.18f;
            const float occl =
                0.22f * std::exp(-sq((au - 0.36f) / 0.17f) - sq((v + 0.03f) / 0.08f)) +
                0.35f * std::exp(-sq((nshift - 0.04f) / 0.13f) - sq((v - 0.36f * f.nose_len - 0.02f) / 0.03f)) +
                0.30f * std::exp(-sq((nshift - 0.12f * f.nose_width) / 0.06f) - sq((v - 0.20f) / 0.12f)) +
                0.18f * std::exp(-sq(u / 0.2f) - sq((v - 0.665f) / 0.03f));
            c = c * (1.0f - occl);
            // Freckles across the nose and cheeks.
            if (f.freckles > 0.0f) {
                const float dots = smoothstep(0.70f, 0.78f, n.fbm(x * 260.0f, y * 260.0f, 2));
                c = mix(c, c * Rgb{0.78f, 0.60f, 0.48f}, dots * f.freckles * (cheeks + nose));
            }
            // Wrinkles: across the forehead, at the eyes' corners, under the eyes.
            if (f.age > 0.0f) {
                for (int k = 0; k < 3; ++k) {
                    const float lv =
                        -0.52f + 0.085f * static_cast<float>(k) + 0.02f * std::sin(u * 3.0f + static_cast<float>(k));
                    const float line = std::exp(-sq((v - lv) / 0.012f)) * smoothstep(0.65f, 0.2f, au);
                    c = c * (1.0f - 0.32f * f.age * line);
                }
                for (int k = 0; k < 3; ++k) {
                    const float a = (static_cast<float>(k) - 1.0f) * 0.35f;
                    const float du = au - 0.64f, dv = v - 0.02f;
                    const float along = du * std::cos(a) + dv * std::sin(a),
                                across = -du * std::sin(a) + dv * std::cos(a);
                    const float line =
                        std::exp(-sq(across / 0.010f)) * smoothstep(0.12f, 0.0f, std::abs(along - 0.06f));
                    c = c * (1.0f - 0.38f * f.age * line * (along > 0.0f ? 1.0f : 0.0f));
                }
                const float bag = std::exp(-sq((v - 0.10f - 0.04f * std::cos((au - 0.40f) * 6.0f)) / 0.014f)) *
                                  std::exp(-sq((au - 0.40f) / 0.14f));
                c = c * (1.0f - 0.25f * f.age * bag);
            }
            // The nose's flank away from the light, and the light along its bridge.
            const float nu = u + std::sin(f.yaw) * 0.18f;
            const float bridge = smoothstep(0.0f, 0.10f, v) * smoothstep(0.36f * f.nose_len, 0.24f * f.nose_len, v);
            c = c * (1.0f - 0.22f * bridge * std::exp(-sq((nu - 0.10f * f.nose_width) / 0.035f)));
            c = c + f.light * (0.07f * bridge * std::exp(-sq((nu + 0.035f) / 0.03f)));
            // The nostrils.
            for (const float side : {-1.0f, 1.0f}) {
                const float dn = std::hypot((nu - side * 0.085f * f.nose_width) / 0.045f,
                                            (v - 0.335f * f.nose_len - 0.03f) / 0.022f);
                c = mix(c, base * Rgb{0.30f, 0.16f, 0.14f}, 0.8f * smoothstep(1.0f, 0.5f, dn));
            }
            d.c = c;
            d.angle = std::atan2(ny, nx) + kPi * 0.5f;
            return d;
        });
    // The mouth.
    const float mw = 0.27f;
    paint_area(
        p, f.x - f.rx, f.y + f.ry * 0.3f, f.x + f.rx, f.y + f.ry * 0.85f, kSkin, [&](float x, float y, Rgb under) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            if (hp.sd > 0.0f) return d;
            const float a = hp.u / mw;
            if (std::abs(a) > 1.25f) return d;
            const float a2 = std::min(1.0f, a * a);
            const float line = 0.535f - f.smile * 0.075f * a2 - f.smirk * 0.07f * std::max(0.0f, a) * std::abs(a);
            const float gap = f.open * 0.10f * std::sqrt(std::max(0.0f, 1.0f - a2));
            const float bow = 1.0f - 0.3f * std::exp(-sq(a / 0.14f));
            const float up = 0.042f * f.lip_full * std::pow(std::max(0.0f, 1.0f - a2), 0.6f) * bow;
            const float lo = 0.060f * f.lip_full * std::pow(std::max(0.0f, 1.0f - a2), 0.7f);
            const float v = hp.v;
            const float lip_ry = f.ry;
            float cov = 0.0f;
            Rgb c = under;
            if (v > line - up - gap * 0.5f && v < line - gap * 0.5f) {
                // The upper lip, in shadow as it faces down.
                cov = inside(p, -std::min(v - (line - up - gap * 0.5f), line - gap * 0.5f - v) * lip_ry) * 0.85f;
                c = mix(under, f.lips * Rgb{0.80f, 0.72f, 0.74f}, 0.75f);
            } else if (v >= line + gap * 0.5f && v < line + gap * 0.5f + lo) {
                // The lower lip, catching the light.
                const float t = (v - line - gap * 0.5f) / lo;
                cov = inside(p, -std::min(v - line - gap * 0.5f, line + gap * 0.5f + lo - v) * lip_ry) * 0.8f;
                c = mix(under, f.lips * (1.0f + 0.25f * std::exp(-sq((t - 0.45f) / 0.2f)) * clamp01(0.7f - a)), 0.70f);
            } else if (gap > 0.0f && std::abs(v - line) <= gap * 0.5f) {
                // Teeth between parted lips, darker at the corners.
                cov = 1.0f;
                const float t = (v - line + gap * 0.5f) / std::max(1e-4f, gap);
                c = mix(Rgb{0.92f, 0.88f, 0.80f} * (1.0f - 0.35f * t), Rgb{0.25f, 0.10f, 0.08f},
                        smoothstep(0.55f, 0.95f, std::abs(a)));
            }
            // The line between the lips, running on into the corners.
            const float dl = std::abs(v - line) * lip_ry;
            if (gap <= 0.0f && std::abs(a) < 1.12f) {
                const float ink = clamp01(0.85f - dl / p.inv) * smoothstep(1.12f, 0.9f, std::abs(a));
                c = mix(cov > 0.0f ? c : under, f.lips * Rgb{0.42f, 0.28f, 0.26f}, ink * 0.85f);
                cov = std::max(cov, ink);
            }
            d.cov = cov;
            d.c = c;
            d.angle = 0.0f;
            return d;
        });
    // The eyes: white, iris, pupil and light, under lids lined with lashes.
    for (int k = 0; k < 2; ++k) {
        const float ex = eye_x[k], ey = eye_y[k], ew = eye_w[k];
        const float out = k == 0 ? -1.0f : 1.0f;  // the outer corner's side
        const float open = f.eye_open;
        paint_area(p, ex - ew * 1.3f, ey - eye_h * 3.0f, ex + ew * 1.3f, ey + eye_h * 2.0f, kEye,
                   [&](float x, float y, Rgb under) {
                       Dab d;
                       const float a = (x - ex) / ew;
                       const float b = (y - ey + f.eye_tilt * out * (x - ex) * 0.25f) / eye_h;
                       if (std::abs(a) > 1.25f) return d;
                       const float ao = a * out;  // + towards the outer corner
                       const float top = -std::pow(std::max(0.0f, 1.0f - a * a), 0.65f) * (1.0f - 0.12f * ao) * open;
                       const float bottom = std::pow(std::max(0.0f, 1.0f - a * a), 0.9f) * 0.72f * (1.0f + 0.1f * ao) *
                                            (0.35f + 0.65f * open);
                       // The crease of the upper lid and the lash line.
                       const float crease = top - 0.9f - 0.25f * (1.0f - a * a);
                       Rgb c = under;
                       float cov = 0.0f;
                       const float in_eye = std::min(b - top, bottom - b) * eye_h;
                       if (in_eye > -p.inv) {
                           cov = inside(p, -in_eye);
                           // The white, shaded at the corners and under the lid.
                           Rgb white = Rgb{0.80f, 0.76f, 0.72f} * (1.0f - 0.40f * a * a) *
                                       (0.50f + 0.50f * smoothstep(top, top + 0.8f, b));
                           // The iris, round in the picture, partly under the lids.
                           const float ix = ex + f.gaze * ew * 0.30f, iy = ey + 0.08f * eye_h;
                           const float ir = eye_h * 1.05f;
                           const float r = std::hypot(x - ix, y - iy) / ir;
                           if (r < 1.0f) {
                               const float ring = n.at(std::atan2(y - iy, x - ix) * 4.0f + 20.0f, r * 3.0f);
                               Rgb iris = f.iris * (0.75f + 0.5f * ring) * (0.6f + 0.4f * smoothstep(1.0f, 0.6f, r));
                               iris = iris * (0.55f + 0.45f * smoothstep(top, top + 0.9f, b));
                               iris = mix(iris, Rgb{0.04f, 0.03f, 0.03f}, smoothstep(0.46f, 0.36f, r));
                               white = mix(white, iris, clamp01((1.0f - r) * ir / p.inv + 0.5f));
                           }
                           const float glint = std::hypot(x - ix + ir * 0.35f, y - iy + ir * 0.35f) / (ir * 0.28f);
                           white = mix(white, Rgb{1.0f, 0.98f, 0.95f}, smoothstep(1.0f, 0.4f, glint) * 0.9f);
                           c = mix(under, white, cov);
                       }
                       // Lashes along the upper lid, heavier towards the outer corner.
                       const float lash = std::abs(b - top) * eye_h;
                       const float lash_w =
                           p.inv * (0.75f + 0.55f * clamp01(ao + 0.5f)) * std::sqrt(std::max(0.0f, 1.2f - a * a));
                       const float lc = clamp01((lash_w - lash) / p.inv + 0.5f) * smoothstep(1.15f, 0.85f, std::abs(a));
                       c = mix(c, Rgb{0.10f, 0.06f, 0.05f}, lc * 0.9f);
                       // The lower lid's rim and the crease above, faint.
                       const float lower = clamp01((p.inv * 0.5f - std::abs(b - bottom) * eye_h) / p.inv + 0.5f) *
                                           smoothstep(1.05f, 0.6f, std::abs(a));
                       c = mix(c, under * 0.72f, lower * 0.6f);
                       const float cr =
                           std::exp(-sq((b - crease) * eye_h / (p.inv * 0.9f))) * smoothstep(1.1f, 0.5f, std::abs(a));
                       c = mix(c, under * 0.78f, cr * 0.55f);
                       // The upper lid in the shadow of the brow.
                       const float lid = (b > crease && b < top ? 1.0f : 0.0f) * smoothstep(1.15f, 0.7f, std::abs(a));
                       c = mix(c, under * 0.84f, lid * 0.6f);
                       cov = std::max(cov, std::max(std::max(lc, lid * 0.6f), std::max(lower * 0.6f, cr * 0.55f)));
                       d.cov = cov;
                       d.c = c;
                       return d;
                   });
    }
    // The brows: hairs in a band over each eye, thinning towards the outer end.
    paint_area(p, f.x - f.rx * 1.1f, f.y - f.ry * 0.45f, f.x + f.rx * 1.1f, f.y + f.ry * 0.05f, kHair,
               [&](float x, float y, Rgb under) {
                   Dab d;
                   const HeadPoint hp = head_point(f, x, y);
                   if (hp.sd > -p.inv) return d;
                   const float au = std::abs(hp.u);
                   const float t = (au - 0.13f) / 0.60f;
                   if (t < -0.05f || t > 1.05f) return d;
                   const bool right = hp.u > 0.0f;
                   const float raise = f.brow_raise + (right ? f.brow_lift_right : 0.0f);
                   const float centre = -0.155f - 0.07f * raise - 0.035f * std::sin(kPi * clamp01(t)) * (1.0f + raise) +
                                        f.brow_angle * (0.45f - t) * 0.08f;
                   const float thick =
                       0.030f * f.brow_thick * (1.0f - 0.45f * t) * (0.8f + 0.4f * (1.0f - std::abs(t - 0.3f)));
                   const float dist = std::abs(hp.v - centre) - thick;
                   const float hairs = n.fbm(x * 420.0f * 0.3f + y * 60.0f, y * 420.0f, 2);
                   const float cov = inside(p, dist * f.ry) * smoothstep(-0.05f, 0.08f, t) *
                                     smoothstep(1.05f, 0.85f, t) * (0.55f + 0.45f * hairs);
                   d.cov = cov;
                   d.c = mix(under, f.brow, 0.85f);
                   d.angle = right ? -0.2f : 0.2f;
                   return d;
               });
}

// A pair of glasses: rims around both eyes, a bridge, the arms running back to the ears.
void glasses(Picture& p, const Face& f, Rgb frame, float size) {
    float cx[2], cy[2], hw[2];
    for (int k = 0; k < 2; ++k) {
        const float eu = k == 0 ? -0.42f : 0.42f;
        face_to_picture(f, eu, 0.02f, cx[k], cy[k]);
        float xa, xb, ya;
        face_to_picture(f, eu - 0.30f * size, 0.02f, xa, ya);
        face_to_picture(f, eu + 0.30f * size, 0.02f, xb, ya);
        hw[k] = 0.5f * (xb - xa);
    }
    const float hh = f.ry * 0.115f * size;
    paint_area(p, f.x - f.rx * 1.2f, cy[0] - hh * 2.0f, f.x + f.rx * 1.2f, cy[0] + hh * 2.0f, kMetal,
               [&](float x, float y, Rgb under) {
                   Dab d;
                   float rim = 1e9f;
                   bool in_lens = false;
                   for (int k = 0; k < 2; ++k) {
                       // A rounded rectangle.
                       const float qx = std::abs(x - cx[k]) - hw[k] + hh * 0.45f,
                                   qy = std::abs(y - cy[k]) - hh + hh * 0.45f;
                       const float sd = std::hypot(std::max(qx, 0.0f), std::max(qy, 0.0f)) +
                                        std::min(std::max(qx, qy), 0.0f) - hh * 0.45f;
                       rim = std::min(rim, std::abs(sd) - p.inv * 0.9f);
                       in_lens = in_lens || sd < 0.0f;
                   }
                   // The bridge and the arms.
                   const float bridge = paint::sd_segment(x, y, cx[0] + hw[0], cy[0] - hh * 0.3f, cx[1] - hw[1],
                                                          cy[1] - hh * 0.3f, p.inv * 0.8f);
                   const float hl = f.x - f.rx * 1.0f, hr = f.x + f.rx * 1.0f;
                   const float arm_l =
                       paint::sd_segment(x, y, cx[0] - hw[0], cy[0] - hh * 0.5f, hl, cy[0] - hh * 0.2f, p.inv * 0.7f);
                   const float arm_r =
                       paint::sd_segment(x, y, cx[1] + hw[1], cy[1] - hh * 0.5f, hr, cy[1] - hh * 0.2f, p.inv * 0.7f);
                   const float sd = std::min(std::min(rim, bridge), std::min(arm_l, arm_r));
                   d.cov = inside(p, sd);
                   d.c = frame * (0.8f + 0.4f * clamp01((cx[0] - x) / f.rx));
                   if (in_lens && d.cov < 0.5f) {
                       // The glass: a faint tint and a streak of reflected light.
                       const float streak = std::exp(-sq(((x - f.x) + (y - cy[0]) * 1.2f) / (f.rx * 0.08f) + 1.5f));
                       d.c = mix(under * Rgb{0.95f, 0.97f, 1.0f}, Rgb{1.0f, 1.0f, 1.0f}, 0.35f * streak);
                       d.cov = 1.0f;
                   }
                   return d;
               });
}

}  // namespace tafl::art::portrait
