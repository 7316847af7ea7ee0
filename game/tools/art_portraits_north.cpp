// art_portraits_north.cpp: the portraits of the campaign's opponents in the north and in later
// centuries: Thorgrim the skald of Orkney, Åsa of the Oslofjord, Konrad the Rhine merchant, Ailu
// the Sámi herder, Mette of Copenhagen and Magnus the champion at Fetlar.
#include <algorithm>
#include <array>
#include <cmath>

#include "art_portrait.h"

namespace tafl::art {

namespace {

using namespace portrait;
using paint::clamp01;
using paint::mix;
using paint::smoothstep;
using paint::sq;

constexpr int kSize = kPortraitSize;

// A sky with soft clouds above `horizon` and the sea below it, darkening towards the viewer.
void sky_and_sea(Picture& p, const TileNoise& n, float horizon, Rgb top, Rgb low, Rgb sea_far, Rgb sea_near) {
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        if (y < horizon) {
            const float cl = smoothstep(0.45f, 0.75f, n.fbm(x * 3.0f, y * 7.0f, 4));
            d.c = mix(sky(y / horizon, top, low), Rgb{0.92f, 0.91f, 0.88f}, cl * 0.6f);
            d.c = mix(d.c, low * 0.75f, cl * smoothstep(0.4f, 0.9f, n.fbm(x * 3.0f, y * 7.0f + 0.05f, 4)) * 0.5f);
        } else {
            const float t = (y - horizon) / (1.0f - horizon);
            const float crest = smoothstep(0.62f, 0.75f, n.fbm(x * 18.0f / (0.2f + t), y * 60.0f / (0.2f + t), 3));
            d.c = mix(sea_far, sea_near, t) * (0.9f + 0.2f * n.fbm(x * 20.0f, y * 80.0f, 2));
            d.c = mix(d.c, Rgb{0.85f, 0.88f, 0.86f}, crest * 0.45f);
        }
        return d;
    });
}

}  // namespace

// Thorgrim: the old skald of Orkney, long grey hair and beard, a fur collar, a drinking horn
// raised; the hall dark behind him and the fire's light on his face.
Canvas portrait_thorgrim(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        const float fire = std::exp(-sq((x + 0.1f) / 0.5f) - sq((y - 0.75f) / 0.45f));
        const float smoke = n.fbm(x * 4.0f, y * 3.0f - 0.3f, 4);
        d.c = Rgb{0.07f, 0.05f, 0.05f} + Rgb{0.55f, 0.25f, 0.08f} * (0.6f * fire) + Rgb{0.10f, 0.07f, 0.06f} * smoke;
        d.angle = kPi * 0.5f - 0.4f;
        return d;
    });
    // Shields hung on the wall behind, catching the firelight.
    for (const auto& s : {std::array<float, 3>{0.16f, 0.30f, 0.10f}, std::array<float, 3>{0.86f, 0.26f, 0.09f}}) {
        paint_area(p, s[0] - s[2], s[1] - s[2], s[0] + s[2], s[1] + s[2], kBgFar, [&](float x, float y, Rgb) {
            Dab d;
            const float r = std::hypot(x - s[0], y - s[1]) / s[2];
            d.cov = inside(p, (r - 1.0f) * s[2]);
            const float lit = clamp01(0.6f - (x - s[0] + y - s[1]) / s[2] * 0.5f) * (s[0] < 0.5f ? 1.0f : 0.35f);
            const bool red = std::fmod(std::atan2(y - s[1], x - s[0]) + 4.0f * kPi, kPi * 0.5f) < kPi * 0.25f;
            Rgb c = (red ? Rgb{0.45f, 0.12f, 0.08f} : Rgb{0.55f, 0.45f, 0.30f}) * (0.3f + 0.7f * lit);
            if (r < 0.22f)
                c = metal_light(Rgb{0.6f, 0.55f, 0.45f}, (x - s[0]) / (0.22f * s[2]), (y - s[1]) / (0.22f * s[2])) *
                    (0.4f + 0.6f * lit);
            d.c = c;
            return d;
        });
    }
    Face f;
    f.x = 0.51f, f.y = 0.42f, f.rx = 0.148f, f.ry = 0.205f;
    f.jaw = 0.88f, f.chin = 0.50f, f.yaw = -0.22f;
    f.skin = Rgb{0.84f, 0.62f, 0.50f}, f.ruddy = 0.45f, f.age = 0.95f, f.gaunt = 0.3f;
    f.iris = Rgb{0.50f, 0.58f, 0.62f}, f.eye_open = 0.68f, f.gaze = 0.3f;
    f.brow = Rgb{0.70f, 0.68f, 0.64f}, f.brow_thick = 1.7f, f.brow_angle = 0.3f, f.brow_raise = 0.1f;
    f.smile = 0.15f, f.nose_len = 1.1f, f.nose_width = 1.1f;
    f.light = Rgb{1.0f, 0.86f, 0.70f}, f.fill = Rgb{0.32f, 0.30f, 0.38f};
    Hair h;
    h.colour = Rgb{0.56f, 0.52f, 0.48f}, h.grey = 0.6f, h.volume = 0.14f, h.hairline = -0.50f, h.temple = 0.3f,
    h.sides = 0.35f;
    h.length = 0.34f, h.spread = 1.25f, h.wave = 0.7f;
    neck(p, f, 0.80f, f.rx * 0.58f, n);
    const Body b{0.51f, 0.675f, 0.44f, 0.09f, -0.15f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = inside(p, body_sd(b, x, y));
        d.c = cloth_light(b, Rgb{0.38f, 0.16f, 0.10f}, x, y, n, 0.5f) * Rgb{1.1f, 0.95f, 0.85f};
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    fur(p, b, 0.075f, Rgb{0.36f, 0.28f, 0.20f}, n);
    ears(p, f, n);
    head(p, f, n);
    Beard bd;
    bd.colour = Rgb{0.60f, 0.57f, 0.53f}, bd.grey = 0.55f, bd.length = 0.20f, bd.fullness = 1.3f, bd.curl = 0.5f,
    bd.droop = 0.02f;
    beard(p, f, bd, n);
    hair_top(p, f, h, n);
    // The horn, its silver rim at the mouth, its tip down in his unseen hand.
    held(p, 0.16f, 0.80f, 0.33f, 1.0f, 0.56f, 0.90f, 0.046f, 0.010f, kProp, [&](float t, float across) {
        const float lit = clamp01(0.6f - 0.6f * across);
        if (t < 0.06f || std::abs(t - 0.55f) < 0.03f) return metal_light(Rgb{0.78f, 0.76f, 0.72f}, across, -0.3f);
        const float bands = 0.88f + 0.12f * std::sin(t * 60.0f);
        return mix(Rgb{0.70f, 0.52f, 0.30f}, Rgb{0.22f, 0.13f, 0.08f}, smoothstep(0.1f, 1.0f, t)) *
               (0.35f + 0.75f * lit) * bands;
    });
    frame(p, Window::Arch, Rgb{0.12f, 0.08f, 0.06f}, n);
    return finish(p, seed);
}

// Åsa: a shipwright's widow of the Oslofjord, severe, pale hair drawn tight, a dark apron dress
// with oval brooches; the fjord and the stem of a ship behind her.
Canvas portrait_asa(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    sky_and_sea(p, n, 0.58f, Rgb{0.50f, 0.56f, 0.64f}, Rgb{0.80f, 0.80f, 0.78f}, Rgb{0.50f, 0.56f, 0.60f},
                Rgb{0.20f, 0.26f, 0.30f});
    // Dark wooded slopes falling into the fjord on both sides.
    paint_area(p, 0.0f, 0.25f, 1.0f, 0.62f, kBgFar, [&](float x, float y, Rgb) {
        Dab d;
        const float slope = 0.58f - 0.26f * std::max(smoothstep(0.45f, 0.0f, x), smoothstep(0.55f, 1.0f, x) * 0.8f) -
                            0.03f * n.fbm(x * 10.0f, 1.0f, 3) - 0.01f;
        d.cov = inside(p, slope - y) * inside(p, y - 0.585f);
        d.c = mix(Rgb{0.16f, 0.22f, 0.22f}, Rgb{0.36f, 0.42f, 0.44f}, clamp01((x - 0.5f) * 2.0f) * 0.6f) *
              (0.8f + 0.4f * n.fbm(x * 60.0f, y * 40.0f, 2));
        return d;
    });
    // The stem of a ship on the slip, rising in a curl at the left.
    held(p, 0.06f, 0.78f, 0.10f, 0.30f, 0.26f, 0.20f, 0.022f, 0.014f, kBgFar, [&](float t, float across) {
        return Rgb{0.28f, 0.18f, 0.11f} * (0.6f + 0.5f * clamp01(0.5f - across)) * (0.9f + 0.1f * std::sin(t * 40.0f));
    });
    Face f;
    f.x = 0.50f, f.y = 0.43f, f.rx = 0.132f, f.ry = 0.205f;
    f.jaw = 0.78f, f.chin = 0.38f, f.yaw = 0.02f;
    f.skin = Rgb{0.90f, 0.76f, 0.68f}, f.ruddy = 0.12f, f.age = 0.55f, f.gaunt = 0.8f;
    f.iris = Rgb{0.48f, 0.60f, 0.70f}, f.eye_open = 0.80f;
    f.brow = Rgb{0.62f, 0.54f, 0.42f}, f.brow_angle = 0.35f, f.brow_thick = 0.9f;
    f.smile = -0.45f, f.lip_full = 0.65f, f.nose_len = 1.1f, f.nose_width = 0.9f, f.ears = false;
    Hair h;
    h.colour = Rgb{0.88f, 0.82f, 0.64f}, h.volume = 0.04f, h.hairline = -0.45f, h.temple = 0.0f, h.sides = 0.3f,
    h.wave = 0.1f, h.sheen = 0.8f;
    neck(p, f, 0.80f, f.rx * 0.50f, n);
    const Body b{0.50f, 0.680f, 0.37f, 0.11f, 0.0f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = inside(p, body_sd(b, x, y));
        // The linen shift, closed high at the neck; the dark apron dress over it on its straps.
        const float strap = std::min(std::abs(x - 0.385f), std::abs(x - 0.615f)) - 0.03f;
        const bool apron = y > 0.86f || strap < 0.0f || std::abs(x - 0.5f) > 0.16f;
        d.c =
            cloth_light(b, apron ? Rgb{0.13f, 0.13f, 0.19f} : Rgb{0.84f, 0.81f, 0.72f}, x, y, n, apron ? 0.4f : 0.55f);
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    // The knot of her hair, high at the back.
    paint_area(p, f.x - 0.08f, f.y - f.ry - 0.06f, f.x + 0.12f, f.y - f.ry + 0.05f, kHair, [&](float x, float y, Rgb) {
        Dab d;
        const float r = std::hypot((x - f.x - 0.035f) / 0.055f, (y - f.y + f.ry + 0.005f) / 0.035f);
        const HeadPoint hp = head_point(f, x, y);
        d.cov = inside(p, (r - 1.0f) * 0.035f) * (hp.sd > -0.004f ? 1.0f : 0.0f);
        d.c = h.colour * (0.5f + 0.6f * clamp01(0.7f - (x - f.x) * 8.0f)) *
              (0.85f + 0.3f * n.fbm(x * 200.0f, y * 90.0f, 2));
        d.angle = 0.3f;
        return d;
    });
    oval_brooch(p, 0.385f, 0.80f, 0.045f, 0.032f, Rgb{0.76f, 0.58f, 0.28f});
    oval_brooch(p, 0.615f, 0.80f, 0.045f, 0.032f, Rgb{0.76f, 0.58f, 0.28f});
    static constexpr Rgb kGlass[] = {
        {0.15f, 0.30f, 0.62f}, {0.85f, 0.55f, 0.15f}, {0.20f, 0.45f, 0.30f}, {0.80f, 0.78f, 0.70f}};
    beads(p, 0.41f, 0.825f, 0.59f, 0.825f, 0.045f, 0.0095f, kGlass, 11);
    frame(p, Window::Arch, Rgb{0.09f, 0.09f, 0.11f}, n);
    return finish(p, seed);
}

// Konrad: a Rhine merchant of the fifteenth century, shrewd, in a red chaperon and a coat trimmed
// with fur; the river, its vineyards and a castle through the window behind him.
Canvas portrait_konrad(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        const bool window = x > 0.60f && y < 0.62f;
        if (!window) {
            d.c = Rgb{0.20f, 0.15f, 0.10f} * (0.8f + 0.35f * n.fbm(x * 8.0f, y * 8.0f, 3));
            const float jamb = std::abs(x - 0.60f);
            if (jamb < 0.02f && y < 0.64f)
                d.c = Rgb{0.52f, 0.46f, 0.38f} * (0.7f + 0.5f * clamp01(0.02f - jamb) * 30.0f);
            d.angle = kPi * 0.5f;
            return d;
        }
        // The Rhine valley: hazy sky, vine slopes, a castle on its crag, the river.
        const float hill = 0.30f + 0.10f * smoothstep(0.6f, 1.0f, x) + 0.03f * n.fbm(x * 8.0f, 2.0f, 3);
        if (y < hill) {
            d.c = sky(y / hill, Rgb{0.55f, 0.66f, 0.80f}, Rgb{0.90f, 0.86f, 0.74f});
        } else if (y < 0.52f) {
            const float rows = 0.85f + 0.15f * std::sin((x + y) * 160.0f);
            d.c = mix(Rgb{0.40f, 0.50f, 0.30f}, Rgb{0.56f, 0.60f, 0.46f}, clamp01((0.52f - y) / 0.2f)) * rows;
        } else {
            d.c = mix(Rgb{0.62f, 0.70f, 0.74f}, Rgb{0.40f, 0.50f, 0.56f}, (y - 0.52f) / 0.1f);
        }
        const float keep = std::max(std::abs(x - 0.78f) - 0.025f, std::abs(y - hill + 0.035f) - 0.04f);
        const float wall = std::max(std::abs(x - 0.80f) - 0.06f, std::abs(y - hill + 0.005f) - 0.018f);
        if (std::min(keep, wall) < 0.0f) d.c = Rgb{0.70f, 0.64f, 0.56f} * (keep < 0.0f && x > 0.78f ? 0.8f : 1.0f);
        d.angle = 0.0f;
        return d;
    });
    Face f;
    f.x = 0.48f, f.y = 0.44f, f.rx = 0.160f, f.ry = 0.200f;
    f.jaw = 0.97f, f.chin = 0.56f, f.yaw = -0.26f;
    f.skin = Rgb{0.90f, 0.70f, 0.58f}, f.ruddy = 0.45f, f.age = 0.5f, f.shave = 0.25f;
    f.iris = Rgb{0.34f, 0.24f, 0.14f}, f.eye_open = 0.62f, f.gaze = 0.45f, f.eye_tilt = -0.1f;
    f.brow = Rgb{0.30f, 0.20f, 0.12f}, f.brow_lift_right = 0.6f, f.brow_angle = 0.15f, f.brow_thick = 1.1f;
    f.smile = 0.15f, f.smirk = 0.6f, f.lips = Rgb{0.68f, 0.40f, 0.36f}, f.nose_len = 1.05f, f.nose_width = 1.15f;
    Hair h;
    h.colour = Rgb{0.36f, 0.24f, 0.14f}, h.volume = 0.04f, h.hairline = -0.42f, h.temple = 0.0f, h.sides = 0.28f;
    neck(p, f, 0.80f, f.rx * 0.62f, n);
    const Body b{0.48f, 0.685f, 0.45f, 0.09f, -0.2f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.47f, 0.675f, 0.085f, 0.05f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        d.c = cloth_light(b, Rgb{0.10f, 0.22f, 0.16f}, x, y, n, 0.55f);
        d.angle = kPi * 0.5f;
        return d;
    });
    fur(p, Body{0.48f, 0.700f, 0.44f, 0.09f, -0.2f}, 0.06f, Rgb{0.42f, 0.30f, 0.19f}, n);
    ears(p, f, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    // The chaperon: a padded roll round the head, twisted; its crown of gathered cloth heaped
    // above it and flopping to one side; its tail falling by the face to the shoulder.
    const Rgb red{0.62f, 0.10f, 0.09f};
    const float roll_v = -0.47f, roll_r = 0.115f * f.ry;
    float rx0, ry0;
    face_to_picture(f, 0.0f, roll_v, rx0, ry0);
    const float roll_hw = f.rx * head_width(f, roll_v) + 0.10f * f.ry;
    const float tail_x = rx0 - roll_hw + 0.035f;
    held(p, tail_x, ry0 + 0.01f, tail_x - 0.05f, 0.62f, tail_x + 0.02f, 0.93f, 0.040f, 0.055f, kCloth2,
         [&](float t, float across) {
             const float folds = 0.8f + 0.2f * std::sin(across * 5.0f + t * 3.0f);
             return red * (0.30f + 0.55f * clamp01(0.6f - 0.5f * across) * folds) * (1.0f - 0.3f * t);
         });
    paint_area(
        p, rx0 - roll_hw * 1.6f, f.y - f.ry * 1.7f, rx0 + roll_hw * 1.6f, ry0 + roll_r * 1.5f, kCloth2,
        [&](float x, float y, Rgb) {
            Dab d;
            const float ry = ry0 + (x - rx0) * 0.10f;
            // The roll: a thick cord seen from the front, rounded at its ends.
            const float along = std::max(0.0f, std::abs(x - rx0) - roll_hw + roll_r);
            const float roll = std::hypot(along, y - ry) - roll_r;
            // The crown: a heap of cloth above the roll, leaning to the viewer's right.
            const float ccx = rx0 + 0.035f, ccy = ry0 - 0.075f;
            const float lump = 0.012f * std::sin(std::atan2(y - ccy, x - ccx) * 5.0f + 1.0f) +
                               0.01f * (n.fbm(x * 30.0f, y * 30.0f, 2) - 0.5f);
            const float crown = std::max(paint::sd_ellipse(x, y, ccx, ccy, roll_hw * 0.95f, 0.085f) + lump, y - ry);
            d.cov = inside(p, std::min(roll, crown));
            if (d.cov <= 0.0f) return d;
            float lit;
            Rgb c = red;
            if (roll <= crown) {
                const float across = (y - ry) / roll_r;
                lit = clamp01(0.62f - 0.55f * across - 0.35f * (x - rx0) / roll_hw);
                c = c * (0.82f + 0.18f * std::sin((x - rx0) * 95.0f - across * 2.5f));
            } else {
                const float fold =
                    std::sin(std::atan2(y - ccy - 0.06f, x - ccx) * 14.0f + 3.0f * n.fbm(x * 10.0f, y * 10.0f, 2));
                lit = clamp01(0.55f - 0.45f * (x - ccx) / roll_hw - 0.4f * (y - ccy) / 0.085f) * (0.75f + 0.25f * fold);
            }
            d.c = c * (0.30f + 0.85f * lit) + Rgb{0.22f, 0.10f, 0.08f} * std::pow(lit, 5.0f);
            d.angle = 0.0f;
            return d;
        });
    frame(p, Window::Oval, Rgb{0.12f, 0.07f, 0.05f}, n);
    return finish(p, seed);
}

// Ailu: a Sámi reindeer herder of the 1730s in a blue gákti banded red and yellow and a hat of
// the four winds; snow and birches behind.
Canvas portrait_ailu(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    const float horizon = 0.55f;
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        const float fell = horizon - 0.07f * n.fbm(x * 3.0f, 4.0f, 4);
        if (y < fell)
            d.c = sky(y / fell, Rgb{0.56f, 0.64f, 0.78f}, Rgb{0.94f, 0.84f, 0.80f});
        else if (y < horizon)
            d.c = Rgb{0.62f, 0.66f, 0.76f} * (0.9f + 0.2f * n.fbm(x * 20.0f, y * 20.0f, 2));
        else
            d.c = mix(Rgb{0.86f, 0.88f, 0.92f}, Rgb{0.66f, 0.72f, 0.84f}, n.fbm(x * 8.0f, y * 20.0f, 3)) *
                  (1.0f - 0.15f * (y - horizon));
        d.angle = 0.0f;
        return d;
    });
    // Birches: white trunks marked black.
    for (const float bx : {0.16f, 0.24f, 0.84f}) {
        paint_area(p, bx - 0.03f, 0.0f, bx + 0.03f, horizon + 0.05f, kBgFar, [&](float x, float y, Rgb) {
            Dab d;
            const float w = 0.008f + 0.006f * (y / horizon);
            const float cx = bx + 0.01f * std::sin(y * 9.0f + bx * 20.0f);
            d.cov = inside(p, std::abs(x - cx) - w) * inside(p, y - horizon - 0.03f);
            const float mark = smoothstep(0.6f, 0.7f, n.fbm(x * 40.0f, y * 160.0f, 2));
            d.c = mix(Rgb{0.86f, 0.86f, 0.84f} * (0.6f + 0.5f * clamp01((cx - x) / w)), Rgb{0.10f, 0.09f, 0.09f}, mark);
            d.angle = kPi * 0.5f;
            return d;
        });
    }
    Face f;
    f.x = 0.50f, f.y = 0.45f, f.rx = 0.152f, f.ry = 0.195f;
    f.jaw = 0.86f, f.chin = 0.42f, f.yaw = 0.16f;
    f.skin = Rgb{0.80f, 0.57f, 0.43f}, f.ruddy = 0.5f, f.age = 0.45f;
    f.iris = Rgb{0.24f, 0.16f, 0.10f}, f.eye_open = 0.62f, f.eye_tilt = 0.1f;
    f.brow = Rgb{0.14f, 0.10f, 0.07f}, f.brow_thick = 1.1f;
    f.smile = 0.28f, f.smirk = 0.1f, f.nose_width = 1.05f;
    Hair h;
    h.colour = Rgb{0.14f, 0.10f, 0.08f}, h.volume = 0.08f, h.hairline = -0.42f, h.sides = 0.3f, h.length = 0.12f,
    h.spread = 1.05f;
    neck(p, f, 0.80f, f.rx * 0.55f, n);
    const Body b{0.50f, 0.690f, 0.42f, 0.10f, 0.15f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.51f, 0.660f, 0.07f, 0.04f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        Rgb base{0.12f, 0.24f, 0.62f};
        // Bands of red and yellow: the standing collar, down the front, along the shoulders.
        const float collar = -neckline;
        const float shoulder = -body_sd(b, x, y);
        if (collar > -0.035f && collar < 0.0f)
            base = std::fmod(-collar * 120.0f, 1.0f) < 0.5f ? Rgb{0.72f, 0.12f, 0.10f} : Rgb{0.90f, 0.72f, 0.16f};
        else if (std::abs(shoulder - 0.045f) < 0.012f)
            base = shoulder > 0.045f ? Rgb{0.72f, 0.12f, 0.10f} : Rgb{0.90f, 0.72f, 0.16f};
        else if (std::abs(x - 0.51f) < 0.018f && y > 0.74f)
            base = Rgb{0.72f, 0.12f, 0.10f};
        d.c = cloth_light(b, base, x, y, n, 0.35f);
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    // The hat of the four winds: a band of red, yellow and green round the brow; above it the
    // blue star of its crown, stuffed with down, its points spreading to the sides.
    float bx0, by0;
    face_to_picture(f, 0.0f, -0.64f, bx0, by0);
    const float bw = f.rx * head_width(f, -0.64f) + 0.012f;
    const float star[] = {bx0 - bw,         by0 + 0.01f,      bx0 - bw * 1.55f, by0 - 0.045f, bx0 - bw * 2.05f,
                          by0 - 0.085f,     bx0 - bw * 1.25f, by0 - 0.118f,     bx0 + 0.01f,  by0 - 0.098f,
                          bx0 + bw * 1.30f, by0 - 0.120f,     bx0 + bw * 2.05f, by0 - 0.082f, bx0 + bw * 1.55f,
                          by0 - 0.040f,     bx0 + bw,         by0 + 0.01f};
    paint_area(
        p, bx0 - bw * 2.3f, by0 - 0.16f, bx0 + bw * 2.3f, f.y - f.ry * 0.2f, kCloth2, [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            const float band =
                std::max(hp.sd - 0.05f * f.ry, std::max((-0.66f - hp.v) * f.ry, (hp.v + 0.40f - 0.04f * hp.s) * f.ry));
            const float crown = paint::sd_polygon(x, y, star) - 0.006f;
            d.cov = inside(p, std::min(band, crown));
            if (d.cov <= 0.0f) return d;
            if (band < crown) {
                const float t = clamp01((hp.v + 0.66f) / 0.26f);
                static constexpr Rgb kBands[] = {{0.74f, 0.12f, 0.10f},
                                                 {0.92f, 0.74f, 0.18f},
                                                 {0.74f, 0.12f, 0.10f},
                                                 {0.20f, 0.50f, 0.30f},
                                                 {0.74f, 0.12f, 0.10f}};
                const Rgb c = kBands[std::min<std::size_t>(4, static_cast<std::size_t>(t * 5.0f))];
                d.c = c * (0.45f + 0.7f * clamp01(0.65f - 0.55f * hp.s));
                d.angle = 0.0f;
                return d;
            }
            // Puffed out: lighter on the left and in the middle of each point, seams piped in red.
            const float dx = (x - bx0) / (bw * 2.0f);
            const float puff = clamp01(-crown / 0.03f);
            float lit = clamp01(0.55f - 0.45f * dx + 0.35f * puff - 0.2f * (by0 - 0.06f - y) / 0.06f);
            Rgb c = Rgb{0.12f, 0.24f, 0.64f} * (0.35f + 0.8f * lit);
            const float seam =
                std::min(std::abs(x - bx0 - (by0 - y) * 0.1f), std::abs(std::abs(x - bx0) - (by0 - y) * 5.5f));
            c = mix(c, Rgb{0.74f, 0.14f, 0.10f}, smoothstep(0.006f, 0.002f, seam) * smoothstep(0.0f, 0.01f, by0 - y));
            d.c = c;
            d.angle = std::atan2(by0 - y, x - bx0);
            return d;
        });
    frame(p, Window::Oval, Rgb{0.08f, 0.09f, 0.14f}, n);
    return finish(p, seed);
}

// Mette: a club player of Copenhagen today: short dark hair, glasses, a knitted jumper; the
// window of the club behind her and the city's roofs and a green copper spire beyond.
Canvas portrait_mette(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        const bool pane =
            x > 0.14f && x < 0.86f && y < 0.66f && std::abs(x - 0.5f) > 0.012f && std::abs(y - 0.33f) > 0.012f;
        if (!pane) {
            d.c =
                Rgb{0.80f, 0.78f, 0.74f} * (0.85f + 0.2f * n.fbm(x * 10.0f, y * 10.0f, 2)) * (y > 0.66f ? 0.8f : 1.0f);
            d.angle = kPi * 0.5f;
            return d;
        }
        // The city: pale sky, a row of coloured house fronts, a green spire.
        const float roofs = 0.40f + 0.05f * std::abs(std::fmod(x * 9.0f, 1.0f) - 0.5f);
        const float spire = std::abs(x - 0.70f) - 0.025f * clamp01((y - 0.12f) / 0.28f);
        if (spire < 0.0f && y > 0.12f) {
            d.c = Rgb{0.36f, 0.62f, 0.52f} * (x < 0.70f ? 1.1f : 0.8f);
        } else if (y < roofs) {
            d.c = sky(y / roofs, Rgb{0.60f, 0.72f, 0.86f}, Rgb{0.90f, 0.90f, 0.88f});
        } else {
            const float house = std::floor(x * 9.0f);
            static constexpr Rgb kFronts[] = {
                {0.85f, 0.62f, 0.30f}, {0.78f, 0.36f, 0.30f}, {0.90f, 0.82f, 0.55f}, {0.50f, 0.62f, 0.70f}};
            d.c = kFronts[static_cast<std::size_t>(house) % 4];
            const float win = std::abs(std::fmod(x * 36.0f, 1.0f) - 0.5f) < 0.2f &&
                                      std::abs(std::fmod(y * 30.0f, 1.0f) - 0.5f) < 0.25f
                                  ? 0.6f
                                  : 1.0f;
            d.c = d.c * win;
        }
        d.c = mix(d.c, Rgb{0.9f, 0.9f, 0.9f}, 0.25f);
        d.angle = 0.0f;
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.43f, f.rx = 0.138f, f.ry = 0.200f;
    f.jaw = 0.84f, f.chin = 0.40f, f.yaw = -0.14f;
    f.skin = Rgb{0.92f, 0.74f, 0.64f}, f.ruddy = 0.25f, f.age = 0.05f;
    f.iris = Rgb{0.38f, 0.48f, 0.42f}, f.eye_open = 0.95f, f.gaze = 0.1f;
    f.brow = Rgb{0.14f, 0.10f, 0.08f}, f.brow_thick = 0.85f, f.brow_raise = 0.1f;
    f.smile = 0.40f, f.lips = Rgb{0.72f, 0.40f, 0.42f};
    Hair h;
    h.colour = Rgb{0.12f, 0.09f, 0.08f}, h.volume = 0.13f, h.hairline = -0.40f, h.temple = 0.0f, h.sides = 0.25f,
    h.parting = 0.35f;
    h.fringe = true, h.wave = 0.4f, h.sheen = 0.7f;
    neck(p, f, 0.80f, f.rx * 0.48f, n);
    const Body b{0.50f, 0.665f, 0.41f, 0.11f, -0.1f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.495f, 0.645f, 0.085f, 0.05f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        // A ribbed crew neck and the knit of the jumper.
        const float rib = neckline < 0.02f ? 0.8f + 0.2f * std::sin(std::atan2(y - 0.655f, x - 0.495f) * 60.0f) : 1.0f;
        const float knit = 0.92f + 0.08f * std::sin(x * 520.0f) * std::sin(y * 260.0f);
        d.c = cloth_light(b, Rgb{0.76f, 0.56f, 0.18f}, x, y, n, 0.3f) * rib * knit;
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    ears(p, f, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    glasses(p, f, Rgb{0.10f, 0.08f, 0.08f}, 1.0f);
    frame(p, Window::Oval, Rgb{0.12f, 0.12f, 0.14f}, n);
    return finish(p, seed);
}

// Magnus: the reigning champion, at Fetlar: weathered, a ginger-grey beard, a Fair Isle jumper;
// the sea cliffs of Shetland behind him.
Canvas portrait_magnus(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    const float horizon = 0.50f;
    sky_and_sea(p, n, horizon, Rgb{0.42f, 0.54f, 0.68f}, Rgb{0.82f, 0.84f, 0.82f}, Rgb{0.32f, 0.44f, 0.50f},
                Rgb{0.12f, 0.22f, 0.28f});
    // The cliffs: a high headland on the left and a lower one far off on the right, dark rock
    // under green tops, a stack standing off the near one, surf at their feet.
    paint_area(p, 0.0f, 0.2f, 1.0f, horizon + 0.1f, kBgFar, [&](float x, float y, Rgb) {
        Dab d;
        const float rag = 0.012f * (n.fbm(y * 30.0f, x * 3.0f, 3) - 0.5f);
        const float near_top = 0.30f + 0.05f * smoothstep(0.0f, 0.30f, x) + 0.015f * n.fbm(x * 14.0f, 3.0f, 3);
        const float near =
            std::max(std::max(near_top - y, x - 0.30f - 0.05f * (y - near_top) + rag), y - horizon - 0.04f);
        const float stack = std::max(std::max(std::abs(x - 0.375f + 0.01f * (y - 0.4f)) - 0.018f + rag, 0.405f - y),
                                     y - horizon - 0.03f);
        const float far_top = 0.43f - 0.04f * smoothstep(0.95f, 0.75f, x) + 0.01f * n.fbm(x * 20.0f, 7.0f, 2);
        const float far = std::max(std::max(far_top - y, 0.74f - x + 0.2f * (y - far_top)), y - horizon - 0.01f);
        const float sd = std::min(std::min(near, stack), far);
        d.cov = inside(p, sd);
        if (d.cov <= 0.0f) return d;
        const float top = near <= std::min(stack, far) ? near_top : far <= stack ? far_top : 0.405f;
        const float grass = smoothstep(0.018f, 0.004f, y - top);
        const float strata = 0.8f + 0.2f * std::sin(x * 260.0f + n.fbm(x * 10.0f, y * 10.0f, 2) * 6.0f);
        const float lit = near <= std::min(stack, far) ? clamp01(1.0f - (0.30f - x) / 0.05f) : 0.5f;
        Rgb rock = Rgb{0.22f, 0.19f, 0.19f} * strata * (0.75f + 0.6f * lit);
        if (far < std::min(near, stack)) rock = mix(rock, Rgb{0.45f, 0.52f, 0.58f}, 0.5f);
        const float surf =
            smoothstep(horizon - 0.015f, horizon + 0.02f, y) * smoothstep(0.5f, 0.7f, n.fbm(x * 80.0f, y * 40.0f, 2));
        d.c = mix(mix(rock, Rgb{0.36f, 0.50f, 0.24f} * (far < near ? 0.8f : 1.0f), grass), Rgb{0.9f, 0.92f, 0.9f},
                  surf * 0.7f);
        d.angle = kPi * 0.5f;
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.44f, f.rx = 0.150f, f.ry = 0.203f;
    f.jaw = 0.90f, f.chin = 0.50f, f.yaw = 0.22f;
    f.skin = Rgb{0.84f, 0.58f, 0.46f}, f.ruddy = 0.6f, f.age = 0.65f;
    f.iris = Rgb{0.32f, 0.50f, 0.66f}, f.eye_open = 0.70f, f.gaze = -0.3f;
    f.brow = Rgb{0.60f, 0.44f, 0.30f}, f.brow_thick = 1.25f, f.brow_raise = 0.05f;
    f.smile = 0.30f, f.nose_width = 1.1f;
    Hair h;
    h.colour = Rgb{0.60f, 0.34f, 0.17f}, h.grey = 0.4f, h.volume = 0.06f, h.hairline = -0.52f, h.temple = 0.35f,
    h.sides = 0.15f, h.wave = 0.6f;
    neck(p, f, 0.80f, f.rx * 0.58f, n);
    const Body b{0.50f, 0.690f, 0.44f, 0.10f, 0.15f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kProp, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.52f, 0.670f, 0.085f, 0.05f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        // The yoke: bands of small patterns following the shoulders, in the island's colours.
        const float depth = -body_sd(b, x, y) * 42.0f + 0.5f;
        const float row = std::floor(depth);
        const float u = std::fmod(std::abs(x - 0.52f) * 42.0f + 100.0f, 6.0f), v = depth - row;
        Rgb base{0.82f, 0.76f, 0.62f};
        const int r = static_cast<int>(row);
        if (r >= 1 && r <= 9) {
            static constexpr Rgb kWool[] = {
                {0.58f, 0.14f, 0.12f}, {0.16f, 0.20f, 0.36f}, {0.42f, 0.30f, 0.18f}, {0.30f, 0.44f, 0.30f}};
            const bool motif =
                r % 4 == 2 ? (std::abs(u - 3.0f) + std::abs(v - 0.5f) * 3.0f < 2.2f &&
                              std::abs(u - 3.0f) + std::abs(v - 0.5f) * 3.0f > 1.0f)
                           : (r % 2 == 1 ? static_cast<int>(u) % 2 == 0 : static_cast<int>(u + v * 2.0f) % 3 == 0);
            if (motif)
                base = kWool[static_cast<std::size_t>(r) % 4];
            else if (r % 4 == 0)
                base = Rgb{0.16f, 0.20f, 0.36f};
        }
        if (neckline < 0.018f) base = Rgb{0.16f, 0.20f, 0.36f} * (0.85f + 0.15f * std::sin(x * 600.0f));
        d.c = cloth_light(b, base, x, y, n, 0.15f) * (0.92f + 0.08f * std::sin(x * 500.0f) * std::sin(y * 300.0f));
        d.angle = kPi * 0.5f;
        return d;
    });
    ears(p, f, n);
    head(p, f, n);
    Beard bd;
    bd.colour = Rgb{0.60f, 0.32f, 0.15f}, bd.grey = 0.32f, bd.length = 0.055f, bd.fullness = 1.1f, bd.curl = 0.5f,
    bd.cheek = 0.32f;
    beard(p, f, bd, n);
    hair_top(p, f, h, n);
    frame(p, Window::Oval, Rgb{0.10f, 0.11f, 0.12f}, n);
    return finish(p, seed);
}

}  // namespace tafl::art
