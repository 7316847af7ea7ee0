// art_portraits_west.cpp: the portraits of the campaign's opponents in Ireland, Wales and Jorvik:
// Conall the fisherman, Brigid of the crannóg, Fiachra the steward of Tara, Gwenllian the harper,
// Iolo the copyist and Ingrid the trader.
#include <algorithm>
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

}  // namespace

// Conall: a cheerful fisherman of the west coast, red-brown beard, a wool cap, the sea behind.
Canvas portrait_conall(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    const float horizon = 0.60f;
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        if (y < horizon) {
            const float cl = paint::smoothstep(0.45f, 0.75f, n.fbm(x * 3.0f, y * 7.0f, 4));
            d.c = mix(sky(y / horizon, Rgb{0.40f, 0.52f, 0.66f}, Rgb{0.86f, 0.85f, 0.78f}), Rgb{0.92f, 0.90f, 0.86f},
                      cl * 0.7f);
            d.c = mix(d.c, Rgb{0.55f, 0.57f, 0.62f},
                      cl * smoothstep(0.4f, 0.9f, n.fbm(x * 3.0f, y * 7.0f + 0.05f, 4)) * 0.5f);
        } else {
            const float t = (y - horizon) / (1.0f - horizon);
            const float crest = smoothstep(0.62f, 0.75f, n.fbm(x * 18.0f / (0.2f + t), y * 60.0f / (0.2f + t), 3));
            d.c = mix(Rgb{0.34f, 0.46f, 0.52f}, Rgb{0.14f, 0.26f, 0.32f}, t) *
                  (0.9f + 0.2f * n.fbm(x * 20.0f, y * 80.0f, 2));
            d.c = mix(d.c, Rgb{0.85f, 0.88f, 0.86f}, crest * 0.5f);
        }
        return d;
    });
    // A headland across the bay, blue with distance.
    paint_area(p, 0.0f, 0.45f, 1.0f, horizon + 0.01f, kBgFar, [&](float x, float y, Rgb) {
        Dab d;
        const float top =
            horizon - 0.10f * smoothstep(0.55f, 0.95f, x) * (0.7f + 0.5f * n.fbm(x * 6.0f, 2.0f, 3)) - 0.006f;
        d.cov = inside(p, top - y) * inside(p, y - horizon);
        d.c = mix(Rgb{0.36f, 0.44f, 0.52f}, Rgb{0.50f, 0.56f, 0.60f}, (y - top) * 10.0f);
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.465f, f.rx = 0.158f, f.ry = 0.205f;
    neck(p, f, 0.80f, f.rx * 0.56f, n);
    const Body b{0.5f, 0.705f, 0.40f, 0.085f, 0.15f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float collar = paint::sd_ellipse(x, y, 0.515f, 0.690f, 0.085f, 0.045f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -collar));
        // A tunic of undyed wool; a faded blue cloak over the far shoulder, held by a pin.
        const bool cloak = x > 0.60f - 0.45f * (y - 0.72f) + 0.02f * std::sin(y * 40.0f);
        Rgb base = cloak ? Rgb{0.24f, 0.32f, 0.44f} : Rgb{0.52f, 0.45f, 0.36f};
        d.c = cloth_light(b, base, x, y, n, cloak ? 0.5f : 0.35f);
        d.angle = cloak ? kPi * 0.4f : kPi * 0.5f;
        return d;
    });
    f.jaw = 0.94f, f.chin = 0.55f, f.yaw = 0.20f;
    f.skin = Rgb{0.88f, 0.63f, 0.50f}, f.ruddy = 0.55f, f.age = 0.35f, f.freckles = 0.6f;
    f.iris = Rgb{0.35f, 0.50f, 0.58f}, f.eye_open = 0.60f, f.gaze = -0.3f;
    f.brow = Rgb{0.42f, 0.20f, 0.10f}, f.brow_raise = 0.25f, f.brow_angle = -0.3f;
    f.smile = 0.9f, f.open = 0.40f, f.lips = Rgb{0.72f, 0.38f, 0.33f};
    f.nose_width = 1.15f;
    Hair h;
    h.colour = Rgb{0.50f, 0.24f, 0.12f}, h.volume = 0.10f, h.hairline = -0.30f, h.wave = 0.9f;
    Beard bd;
    bd.colour = Rgb{0.52f, 0.26f, 0.12f}, bd.length = 0.02f, bd.fullness = 0.9f, bd.curl = 0.8f, bd.cheek = 0.34f;
    hair_back(p, f, h, n);
    ears(p, f, n);
    head(p, f, n);
    beard(p, f, bd, n);
    hair_top(p, f, h, n);
    soft_cap(p, f, -0.36f, 0.20f, 0.3f, Rgb{0.30f, 0.36f, 0.30f}, n);
    frame(p, Window::Arch, Rgb{0.16f, 0.10f, 0.06f}, n);
    return finish(p, seed);
}

// Brigid: a woman of a crannóg, sharp-eyed, dark braids, a green cloak and a silver brooch; the
// lake and its island dwelling behind her.
Canvas portrait_brigid(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    const float shore = 0.56f;
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        if (y < shore) {
            const float mist = n.fbm(x * 4.0f, y * 10.0f, 4);
            d.c = mix(sky(y / shore, Rgb{0.52f, 0.60f, 0.64f}, Rgb{0.80f, 0.82f, 0.76f}), Rgb{0.86f, 0.87f, 0.82f},
                      mist * 0.35f);
        } else {
            // The lake: the pale sky mirrored, darkening towards the viewer.
            const float t = (y - shore) / (1.0f - shore);
            d.c = mix(Rgb{0.62f, 0.68f, 0.66f}, Rgb{0.24f, 0.32f, 0.32f}, t) *
                  (0.92f + 0.16f * n.fbm(x * 30.0f, y * 120.0f, 2));
        }
        return d;
    });
    // Low wooded hills across the lake, and the crannóg: a round thatched house on its island.
    paint_area(p, 0.0f, 0.35f, 1.0f, shore + 0.08f, kBgFar, [&](float x, float y, Rgb under) {
        Dab d;
        const float hill = shore - 0.05f - 0.06f * n.fbm(x * 4.0f, 1.0f, 4);
        const float island = paint::sd_ellipse(x, y, 0.21f, shore + 0.005f, 0.12f, 0.018f);
        const float wall = std::max(std::abs(x - 0.21f) - 0.075f, std::abs(y - shore + 0.035f) - 0.03f);
        const float t = (y - (shore - 0.115f)) / 0.05f;
        const float roof = std::max(std::abs(x - 0.21f) - 0.085f * clamp01(t), std::max(-t, t - 1.0f) * 0.05f);
        const float reflect = std::max(std::abs(x - 0.21f) - 0.08f, std::abs(y - shore - 0.04f) - 0.03f);
        if (std::min(std::min(island, wall), roof) < 0.0f) {
            d.cov = 1.0f;
            d.c = roof < 0.0f   ? Rgb{0.50f, 0.42f, 0.28f} * (0.8f + 0.4f * clamp01(0.21f - x + 0.5f))
                  : wall < 0.0f ? Rgb{0.32f, 0.26f, 0.20f}
                                : Rgb{0.22f, 0.26f, 0.18f};
        } else if (y < shore && y > hill) {
            d.cov = 1.0f;
            d.c = mix(Rgb{0.30f, 0.38f, 0.34f}, Rgb{0.48f, 0.54f, 0.52f}, clamp01((shore - y) / 0.1f)) *
                  (0.9f + 0.2f * n.fbm(x * 40.0f, y * 40.0f, 2));
        } else if (reflect < 0.0f && y > shore) {
            d.cov = 0.35f;
            d.c = Rgb{0.30f, 0.27f, 0.22f};
        } else {
            d.c = under;
        }
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.44f, f.rx = 0.142f, f.ry = 0.205f;
    f.jaw = 0.80f, f.chin = 0.36f, f.yaw = -0.22f;
    f.skin = Rgb{0.90f, 0.72f, 0.62f}, f.ruddy = 0.22f, f.age = 0.12f;
    f.iris = Rgb{0.30f, 0.45f, 0.30f}, f.eye_open = 0.72f, f.eye_tilt = 0.35f, f.gaze = 0.35f;
    f.brow = Rgb{0.12f, 0.08f, 0.06f}, f.brow_angle = 0.45f, f.brow_thick = 0.9f;
    f.smile = 0.08f, f.smirk = 0.25f, f.lips = Rgb{0.66f, 0.34f, 0.34f};
    f.nose_len = 1.05f, f.nose_width = 0.85f, f.ears = false;
    Hair h;
    h.colour = Rgb{0.13f, 0.08f, 0.06f}, h.volume = 0.07f, h.hairline = -0.46f, h.temple = 0.0f, h.sides = 0.45f,
    h.wave = 0.2f, h.sheen = 0.7f;
    neck(p, f, 0.80f, f.rx * 0.50f, n);
    hair_back(p, f, h, n);
    // A saffron dress under a green cloak pinned at the shoulder.
    const Body b{0.5f, 0.690f, 0.38f, 0.10f, -0.1f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.49f, 0.675f, 0.075f, 0.06f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        const float opening = std::abs(x - 0.49f + 0.25f * (y - 0.72f)) - 0.03f - 0.12f * (y - 0.72f);
        const bool cloak = opening > 0.0f;
        d.c =
            cloth_light(b, cloak ? Rgb{0.14f, 0.34f, 0.20f} : Rgb{0.80f, 0.64f, 0.30f}, x, y, n, cloak ? 0.55f : 0.3f);
        if (cloak) d.c = mix(d.c, d.c * 0.55f, smoothstep(0.012f, 0.0f, opening));
        d.angle = cloak ? kPi * 0.5f + (x - 0.5f) * 1.5f : kPi * 0.5f;
        return d;
    });
    ring_brooch(p, 0.385f, 0.80f, 0.038f, 0.9f, Rgb{0.80f, 0.80f, 0.82f});
    head(p, f, n);
    hair_top(p, f, h, n);
    braid(p, f.x - 0.135f, f.y + 0.06f, f.x - 0.165f, 0.97f, 0.062f, h, n);
    braid(p, f.x + 0.110f, f.y + 0.08f, f.x + 0.140f, 0.95f, 0.056f, h, n);
    frame(p, Window::Arch, Rgb{0.08f, 0.12f, 0.09f}, n);
    return finish(p, seed);
}

// Fiachra: the steward of the high king at Tara, proud, chin raised, a grey moustache, a gold
// torc and a saffron tunic under a crimson cloak; the king's hall behind him.
Canvas portrait_fiachra(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        // Wattle walls in the warm dark, the firelight from the left.
        const float fire = std::exp(-sq((x + 0.05f) / 0.45f) - sq((y - 0.8f) / 0.5f));
        const float weave = 0.5f + 0.5f * std::sin(x * 90.0f + 3.0f * std::sin(y * 40.0f));
        d.c = Rgb{0.16f, 0.10f, 0.07f} * (0.8f + 0.3f * weave * n.fbm(x * 10.0f, y * 10.0f, 2)) +
              Rgb{0.75f, 0.38f, 0.12f} * (0.55f * fire);
        d.angle = kPi * 0.5f;
        return d;
    });
    // Carved posts of the hall.
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBgFar, [&](float x, float y, Rgb) {
        Dab d;
        const float post = std::min(std::abs(x - 0.17f) - 0.035f, std::abs(x - 0.86f) - 0.04f);
        d.cov = inside(p, post);
        const float lit = x < 0.5f ? clamp01((0.17f - x) / 0.035f * 0.5f + 0.5f) : 0.2f;
        const float carve = 0.8f + 0.2f * std::sin(y * 70.0f + std::sin(x * 60.0f) * 2.0f);
        d.c = Rgb{0.30f, 0.18f, 0.10f} * (0.5f + 0.8f * lit) * carve + Rgb{0.3f, 0.14f, 0.04f} * lit;
        d.angle = kPi * 0.5f;
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.43f, f.rx = 0.140f, f.ry = 0.215f;
    f.jaw = 0.80f, f.chin = 0.46f, f.yaw = 0.14f, f.lift = 0.35f;
    f.skin = Rgb{0.86f, 0.66f, 0.54f}, f.ruddy = 0.3f, f.age = 0.65f;
    f.iris = Rgb{0.40f, 0.48f, 0.55f}, f.eye_open = 0.60f, f.gaze = -0.1f;
    f.brow = Rgb{0.58f, 0.55f, 0.50f}, f.brow_raise = -0.05f, f.brow_angle = 0.15f, f.brow_thick = 1.2f;
    f.smile = -0.15f, f.lip_full = 0.8f, f.shave = 0.25f, f.nose_len = 1.1f;
    f.light = Rgb{1.0f, 0.86f, 0.70f}, f.fill = Rgb{0.42f, 0.36f, 0.40f};
    Hair h;
    h.colour = Rgb{0.52f, 0.49f, 0.46f}, h.grey = 0.8f, h.volume = 0.10f, h.hairline = -0.40f, h.temple = 0.25f;
    h.length = 0.17f, h.spread = 1.0f, h.wave = 0.5f, h.sides = 0.25f, h.swept = true;
    neck(p, f, 0.80f, f.rx * 0.56f, n);
    const Body b{0.5f, 0.690f, 0.40f, 0.11f, 0.1f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.51f, 0.685f, 0.08f, 0.05f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        // The saffron léine, its neck bound with a red band; the crimson brat over both shoulders.
        const float brat = std::abs(x - 0.5f) - 0.12f - 0.10f * smoothstep(0.72f, 1.0f, y);
        Rgb base = brat > 0.0f ? Rgb{0.52f, 0.10f, 0.10f} : Rgb{0.88f, 0.62f, 0.16f};
        const float band = std::abs(neckline - 0.012f);
        if (brat <= 0.0f && band < 0.010f) base = Rgb{0.60f, 0.16f, 0.10f} * (0.8f + 0.3f * std::sin(x * 300.0f));
        d.c = cloth_light(b, base, x, y, n, brat > 0.0f ? 0.55f : 0.30f);
        if (brat > 0.0f) d.c = mix(d.c, d.c * 0.5f, smoothstep(0.015f, 0.0f, brat));
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    ears(p, f, n);
    head(p, f, n);
    Beard bd;
    bd.colour = Rgb{0.62f, 0.60f, 0.56f}, bd.grey = 0.7f, bd.droop = 0.075f, bd.moustache_width = 1.1f;
    beard(p, f, bd, n);
    hair_top(p, f, h, n);
    torc(p, 0.505f, 0.665f, 0.085f, 0.050f, 0.010f, Rgb{0.85f, 0.62f, 0.22f}, n);
    ring_brooch(p, 0.66f, 0.80f, 0.03f, 0.7f, Rgb{0.85f, 0.64f, 0.25f});
    frame(p, Window::Arch, Rgb{0.15f, 0.08f, 0.05f}, n);
    return finish(p, seed);
}

// Gwenllian: a Welsh harper, fair hair under a white veil held by a gold fillet, a blue gown,
// her harp's carved neck and strings before her; a stone hall hung with red behind.
Canvas portrait_gwenllian(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        // Dressed stone on the right, a red hanging with a gold border on the left.
        const float row = std::floor(y * 14.0f);
        const float joint = std::min(std::abs(std::fmod(y * 14.0f, 1.0f) - 0.5f),
                                     std::abs(std::fmod(x * 6.0f + 0.5f * std::fmod(row, 2.0f), 1.0f) - 0.5f) * 0.4f);
        Rgb stone =
            Rgb{0.50f, 0.46f, 0.40f} * (0.8f + 0.3f * n.fbm(x * 16.0f, y * 16.0f, 3)) * (joint > 0.46f ? 0.75f : 1.0f);
        const float hanging = 0.36f - x - 0.02f * std::sin(y * 20.0f);
        Rgb red = Rgb{0.50f, 0.10f, 0.09f} *
                  (0.8f + 0.15f * std::sin(x * 60.0f + y * 4.0f) + 0.2f * n.fbm(x * 8.0f, y * 8.0f, 2));
        if (hanging > 0.0f && hanging < 0.025f) red = Rgb{0.72f, 0.55f, 0.24f};
        d.c = hanging > 0.0f ? red : stone;
        d.c = d.c * (1.0f - 0.35f * smoothstep(0.2f, 1.0f, y));
        d.angle = hanging > 0.0f ? kPi * 0.5f : 0.0f;
        return d;
    });
    Face f;
    f.x = 0.52f, f.y = 0.43f, f.rx = 0.138f, f.ry = 0.200f;
    f.jaw = 0.82f, f.chin = 0.40f, f.yaw = -0.16f;
    f.skin = Rgb{0.93f, 0.75f, 0.65f}, f.ruddy = 0.28f, f.age = 0.08f;
    f.iris = Rgb{0.28f, 0.44f, 0.66f}, f.eye_open = 0.92f, f.gaze = 0.15f;
    f.brow = Rgb{0.58f, 0.44f, 0.28f}, f.brow_raise = 0.15f, f.brow_thick = 0.8f;
    f.smile = 0.35f, f.lips = Rgb{0.76f, 0.42f, 0.42f}, f.nose_width = 0.85f, f.ears = false;
    Hair h;
    h.colour = Rgb{0.80f, 0.64f, 0.36f}, h.volume = 0.10f, h.hairline = -0.46f, h.temple = 0.0f, h.sides = 0.45f,
    h.length = 0.20f, h.wave = 0.8f;
    neck(p, f, 0.80f, f.rx * 0.48f, n);
    // The veil, behind: falling from the crown to the shoulders in soft folds.
    const auto veil_colour = [&](float x, float y, float across) {
        const float fold = 0.5f + 0.5f * std::sin((x - f.x) * 90.0f + 6.0f * n.fbm(x * 3.0f, y * 5.0f, 2));
        const float lit = clamp01(0.7f - 0.6f * across);
        return Rgb{0.93f, 0.91f, 0.86f} * (0.45f + 0.45f * lit + 0.2f * fold) + Rgb{0.05f, 0.06f, 0.10f} * (1.0f - lit);
    };
    paint_area(p, 0.0f, 0.1f, 1.0f, 1.0f, kCloth2, [&](float x, float y, Rgb) {
        Dab d;
        const HeadPoint hp = head_point(f, x, y);
        const float t = clamp01((y - f.y) / 0.45f);
        const float hw = f.rx * (1.20f + 0.45f * t);
        float sd = std::max(std::abs(x - f.x) - hw, f.y - y);
        sd = std::min(sd, hp.sd - 0.06f * f.ry);
        d.cov = inside(p, std::max(sd, y - 0.88f - 0.04f * std::sin(x * 30.0f)));
        d.c = veil_colour(x, y, (x - f.x) / hw);
        d.angle = kPi * 0.5f;
        return d;
    });
    const Body b{0.52f, 0.675f, 0.38f, 0.10f, -0.1f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.515f, 0.665f, 0.11f, 0.07f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        Rgb base = Rgb{0.16f, 0.26f, 0.60f};
        if (std::abs(neckline - 0.008f) < 0.007f) base = Rgb{0.80f, 0.62f, 0.26f};
        d.c = cloth_light(b, base, x, y, n, 0.4f);
        d.angle = kPi * 0.5f;
        return d;
    });
    hair_back(p, f, h, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    // The veil over the head, framing the face, and the fillet across it.
    paint_area(p, f.x - f.rx * 1.6f, f.y - f.ry * 1.3f, f.x + f.rx * 1.6f, f.y + f.ry * 0.6f, kCloth2,
               [&](float x, float y, Rgb) {
                   Dab d;
                   const HeadPoint hp = head_point(f, x, y);
                   const float edge = -0.55f + 0.55f * smoothstep(0.55f, 1.0f, std::abs(hp.s)) +
                                      0.9f * smoothstep(0.80f, 1.0f, std::abs(hp.s));
                   const float sd = std::max(hp.sd - 0.07f * f.ry, (hp.v - edge) * f.ry);
                   d.cov = inside(p, sd);
                   Rgb c = veil_colour(x, y, hp.s * 0.8f + 0.2f);
                   const float fillet = std::abs(hp.v + 0.60f + 0.05f * hp.s * hp.s) * f.ry;
                   if (fillet < 0.007f)
                       c = metal_light(Rgb{0.82f, 0.62f, 0.26f}, hp.s * 0.5f, (hp.v + 0.60f) * f.ry / 0.007f);
                   d.c = c;
                   d.angle = kPi * 0.5f + hp.s * 0.6f;
                   return d;
               });
    // The harp before her on the right: its strings, its pillar rising to a carved knob, and
    // its neck curving down to her shoulder, set with gilt pins.
    const auto neck_y = [](float x) {
        const float t = clamp01((0.81f - x) / 0.24f);
        return sq(1.0f - t) * 0.615f + 2.0f * t * (1.0f - t) * 0.78f + t * t * 0.70f;
    };
    paint_area(p, 0.56f, 0.62f, 0.80f, 1.0f, kMetal, [&](float x, float y, Rgb under) {
        Dab d;
        if (y < neck_y(x) + 0.02f) return d;
        const float s = std::abs(std::fmod(x * 70.0f, 1.0f) - 0.5f) * (1.0f / 70.0f);
        d.cov = clamp01((p.inv * 0.42f - s) / p.inv + 0.5f) * 0.75f;
        d.c = mix(under, Rgb{0.95f, 0.86f, 0.60f}, 0.75f);
        return d;
    });
    const auto wood = [](float across) {
        const float lit = clamp01(0.6f - 0.6f * across);
        return Rgb{0.34f, 0.16f, 0.07f} * (0.40f + 0.8f * lit) + Rgb{0.30f, 0.20f, 0.10f} * std::pow(lit, 6.0f);
    };
    held(p, 0.83f, 1.03f, 0.87f, 0.80f, 0.81f, 0.62f, 0.026f, 0.022f, kProp,
         [&](float, float across) { return wood(across); });
    held(p, 0.81f, 0.615f, 0.70f, 0.86f, 0.57f, 0.70f, 0.024f, 0.018f, kProp, [&](float t, float across) {
        const float pin = std::abs(std::fmod(t * 13.0f, 1.0f) - 0.5f) < 0.14f && across < -0.25f ? 1.0f : 0.0f;
        return mix(wood(across), Rgb{0.90f, 0.76f, 0.40f}, pin);
    });
    paint_area(p, 0.76f, 0.56f, 0.86f, 0.66f, kProp, [&](float x, float y, Rgb) {
        Dab d;
        const float r = std::hypot(x - 0.812f, y - 0.600f) / 0.026f;
        d.cov = inside(p, (r - 1.0f) * 0.026f);
        d.c = metal_light(Rgb{0.80f, 0.60f, 0.28f}, (x - 0.812f) / 0.026f, (y - 0.600f) / 0.026f);
        return d;
    });
    frame(p, Window::Arch, Rgb{0.10f, 0.08f, 0.14f}, n);
    return finish(p, seed);
}

// Iolo: a Welsh copyist of the sixteenth century, clean-shaven, a black flat cap, a white
// collar over black, a quill in his hand; shelves of books behind.
Canvas portrait_iolo(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        // Oak panelling, and on the left shelves of bound books in the light of a window.
        const float panel = std::abs(std::fmod(x * 5.0f, 1.0f) - 0.5f);
        Rgb c =
            Rgb{0.26f, 0.17f, 0.10f} * (0.8f + 0.3f * n.fbm(x * 6.0f, y * 30.0f, 3)) * (panel > 0.45f ? 0.7f : 1.0f);
        if (x < 0.36f) {
            const float shelf = std::fmod(y * 4.0f, 1.0f);
            const float spine = std::floor(x * 45.0f + std::floor(y * 4.0f) * 7.0f);
            const float pick = n.at(spine * 3.7f, std::floor(y * 4.0f) * 5.3f);
            const Rgb book = pick < 0.3f   ? Rgb{0.45f, 0.14f, 0.10f}
                             : pick < 0.6f ? Rgb{0.36f, 0.26f, 0.14f}
                             : pick < 0.8f ? Rgb{0.18f, 0.24f, 0.16f}
                                           : Rgb{0.62f, 0.52f, 0.36f};
            const float top = 0.25f + 0.18f * n.at(spine * 1.3f, 9.0f);
            c = shelf < 0.10f ? Rgb{0.30f, 0.20f, 0.12f}
                : shelf < top ? Rgb{0.08f, 0.05f, 0.04f}
                              : book * (0.7f + 0.4f * std::abs(std::sin(x * 140.0f)));
            c = c * (0.8f + 0.5f * smoothstep(0.36f, 0.0f, x));
        }
        d.c = c;
        d.angle = kPi * 0.5f;
        return d;
    });
    Face f;
    f.x = 0.52f, f.y = 0.45f, f.rx = 0.132f, f.ry = 0.205f;
    f.jaw = 0.76f, f.chin = 0.40f, f.yaw = 0.24f;
    f.skin = Rgb{0.88f, 0.70f, 0.58f}, f.ruddy = 0.18f, f.age = 0.4f, f.shave = 0.45f, f.gaunt = 0.4f;
    f.iris = Rgb{0.32f, 0.20f, 0.10f}, f.eye_open = 0.85f, f.gaze = -0.4f;
    f.brow = Rgb{0.20f, 0.14f, 0.10f}, f.brow_raise = 0.1f, f.brow_angle = 0.2f;
    f.smile = 0.05f, f.lip_full = 0.8f, f.nose_len = 1.18f, f.nose_width = 0.9f;
    Hair h;
    h.colour = Rgb{0.22f, 0.15f, 0.10f}, h.volume = 0.07f, h.hairline = -0.30f, h.temple = 0.0f, h.wave = 0.3f;
    neck(p, f, 0.78f, f.rx * 0.52f, n);
    const Body b{0.52f, 0.700f, 0.39f, 0.10f, 0.2f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = inside(p, body_sd(b, x, y));
        d.c = cloth_light(b, Rgb{0.10f, 0.09f, 0.09f}, x, y, n, 0.5f);
        d.angle = kPi * 0.5f;
        return d;
    });
    // The white collar: a band round the neck, turned down in two points at the front.
    paint_area(p, 0.3f, 0.62f, 0.75f, 0.85f, kCloth2, [&](float x, float y, Rgb) {
        Dab d;
        const float cx = 0.535f, dx = x - cx;
        const float top = 0.635f + 0.08f * sq(dx / 0.12f);
        const float bottom = top + 0.040f + 0.045f * std::exp(-sq((std::abs(dx) - 0.04f) / 0.03f));
        d.cov = inside(p, std::max(std::max(top - y, y - bottom), std::abs(dx) - 0.14f));
        const float lit = clamp01(0.75f - 2.5f * dx);
        d.c = Rgb{0.92f, 0.90f, 0.86f} * (0.55f + 0.45f * lit) * (1.0f - 0.3f * smoothstep(0.01f, 0.0f, std::abs(dx)));
        d.angle = 0.0f;
        return d;
    });
    ears(p, f, n);
    head(p, f, n);
    hair_top(p, f, h, n);
    // The black bonnet: a flat crown wider than the head, tipped to one side, over a close band.
    paint_area(
        p, f.x - f.rx * 2.0f, f.y - f.ry * 1.5f, f.x + f.rx * 2.0f, f.y - f.ry * 0.2f, kCloth2,
        [&](float x, float y, Rgb) {
            Dab d;
            const HeadPoint hp = head_point(f, x, y);
            const float band = std::max(hp.sd - 0.03f * f.ry, (hp.v + 0.40f - 0.08f * hp.s) * f.ry);
            const float tilt = (x - f.x) * 0.22f;
            const float crown =
                paint::sd_ellipse(x, y + tilt, f.x + 0.015f, f.y - f.ry * 0.82f, f.rx * 1.32f, f.ry * 0.20f);
            const float sd = std::min(band, crown);
            d.cov = inside(p, sd);
            const float lit = clamp01(0.6f - 0.6f * (x - f.x) / f.rx - (crown < band ? 0.0f : 0.2f));
            d.c = Rgb{0.09f, 0.08f, 0.08f} * (0.6f + 0.9f * lit) + Rgb{0.05f, 0.05f, 0.06f} * std::pow(lit, 4.0f);
            d.angle = 0.0f;
            return d;
        });
    // The quill, held up from below: a white goose feather, its vane barbed, its nib inked.
    held(p, 0.80f, 1.02f, 0.74f, 0.80f, 0.86f, 0.50f, 0.006f, 0.004f, kProp, [&](float t, float across) {
        const Rgb shaft = Rgb{0.85f, 0.82f, 0.74f} * (0.6f + 0.4f * clamp01(0.5f - across));
        return t < 0.04f ? Rgb{0.08f, 0.06f, 0.05f} : shaft;
    });
    held(p, 0.76f, 0.84f, 0.76f, 0.66f, 0.86f, 0.50f, 0.004f, 0.020f, kProp, [&](float t, float across) {
        const float barbs = 0.75f + 0.25f * std::sin(t * 140.0f + across * 3.0f);
        const float lit = clamp01(0.65f - 0.45f * across);
        return Rgb{0.93f, 0.92f, 0.88f} * (0.55f + 0.45f * lit) * barbs;
    });
    frame(p, Window::Oval, Rgb{0.12f, 0.08f, 0.05f}, n);
    return finish(p, seed);
}

// Ingrid: a trader of Jorvik with a bold smile, a red headscarf, amber beads; the timber houses
// of Coppergate behind her.
Canvas portrait_ingrid(std::uint64_t seed) {
    Picture p(kSize, kSize);
    const TileNoise n(seed, 256);
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kBg, [&](float x, float y, Rgb) {
        Dab d;
        d.cov = 1.0f;
        // Houses of wattle and timber under thatch, the sky hazy with smoke.
        const float roof_line = 0.30f + 0.10f * std::abs(std::fmod(x * 3.2f + 0.3f, 1.0f) - 0.5f) * 2.0f;
        if (y < roof_line) {
            d.c = sky(y / roof_line, Rgb{0.62f, 0.66f, 0.70f}, Rgb{0.88f, 0.80f, 0.66f});
        } else if (y < roof_line + 0.16f) {
            const float straw = n.fbm(x * 30.0f, y * 8.0f, 3);
            d.c = Rgb{0.55f, 0.44f, 0.26f} * (0.7f + 0.5f * straw);
        } else {
            const float post = std::abs(std::fmod(x * 7.0f, 1.0f) - 0.5f);
            d.c = post > 0.42f ? Rgb{0.24f, 0.15f, 0.09f}
                               : Rgb{0.50f, 0.40f, 0.28f} * (0.7f + 0.4f * n.fbm(x * 40.0f, y * 40.0f, 2));
            d.c = d.c * (1.0f - 0.3f * smoothstep(0.5f, 1.0f, y));
        }
        d.angle = y < roof_line ? 0.0f : kPi * 0.5f;
        return d;
    });
    Face f;
    f.x = 0.50f, f.y = 0.45f, f.rx = 0.152f, f.ry = 0.195f;
    f.jaw = 0.90f, f.chin = 0.50f, f.yaw = 0.26f;
    f.skin = Rgb{0.90f, 0.68f, 0.55f}, f.ruddy = 0.5f, f.age = 0.3f, f.freckles = 0.25f;
    f.iris = Rgb{0.38f, 0.50f, 0.60f}, f.eye_open = 0.70f, f.gaze = -0.5f;
    f.brow = Rgb{0.45f, 0.30f, 0.18f}, f.brow_raise = 0.25f;
    f.smile = 1.0f, f.open = 0.55f, f.lip_full = 1.1f, f.lips = Rgb{0.74f, 0.38f, 0.34f}, f.ears = false;
    Hair h;
    h.colour = Rgb{0.42f, 0.26f, 0.14f}, h.volume = 0.05f, h.hairline = -0.40f, h.temple = 0.0f, h.wave = 0.6f;
    neck(p, f, 0.80f, f.rx * 0.52f, n);
    const Body b{0.5f, 0.690f, 0.40f, 0.10f, 0.2f};
    paint_area(p, 0.0f, 0.6f, 1.0f, 1.0f, kCloth, [&](float x, float y, Rgb) {
        Dab d;
        const float neckline = paint::sd_ellipse(x, y, 0.52f, 0.680f, 0.09f, 0.05f);
        d.cov = inside(p, std::max(body_sd(b, x, y), -neckline));
        d.c = cloth_light(b, Rgb{0.18f, 0.40f, 0.42f}, x, y, n, 0.4f);
        d.angle = kPi * 0.5f;
        return d;
    });
    head(p, f, n);
    hair_top(p, f, h, n);
    // The headscarf: wrapped over the head and round the jaw to the nape, a woven border at the face.
    paint_area(p, f.x - f.rx * 1.7f, f.y - f.ry * 1.3f, f.x + f.rx * 1.7f, f.y + f.ry * 1.5f, kCloth2,
               [&](float x, float y, Rgb) {
                   Dab d;
                   const HeadPoint hp = head_point(f, x, y);
                   const float edge = -0.36f + 1.6f * smoothstep(0.62f, 1.0f, std::abs(hp.u + 0.1f * hp.s));
                   float sd = std::max(hp.sd - 0.09f * f.ry, (hp.v - edge) * f.ry);
                   // Down behind the jaw to the shoulders.
                   const float drape =
                       std::max(std::abs(x - f.x - 0.01f) - f.rx * (1.05f + 0.3f * clamp01((y - f.y) / 0.3f)),
                                std::max(f.y - y, y - 0.78f));
                   if (hp.sd > -0.01f) sd = std::min(sd, drape);
                   d.cov = inside(p, sd);
                   const float inward = hp.sd < 0.0f ? (edge - hp.v) * f.ry : 1.0f;
                   const float lit = clamp01(0.6f - 0.55f * (x - f.x) / f.rx - 0.2f * (y - f.y) / f.ry);
                   const float weave = 0.9f + 0.1f * std::sin(x * 400.0f) * std::sin(y * 400.0f);
                   Rgb c = Rgb{0.66f, 0.17f, 0.12f} * (0.4f + 0.8f * lit) * weave;
                   if (inward < 0.012f)
                       c = Rgb{0.82f, 0.64f, 0.26f} * (0.5f + 0.7f * lit) * (0.8f + 0.2f * std::sin(hp.u * 60.0f));
                   c = c * (0.9f + 0.2f * n.fbm(x * 50.0f, y * 20.0f, 2));
                   d.c = c;
                   d.angle = kPi * 0.5f + 0.6f * hp.s;
                   return d;
               });
    static constexpr Rgb kAmber[] = {
        {0.88f, 0.52f, 0.10f}, {0.80f, 0.42f, 0.08f}, {0.92f, 0.62f, 0.16f}, {0.30f, 0.18f, 0.10f}};
    beads(p, 0.38f, 0.77f, 0.67f, 0.78f, 0.05f, 0.0115f, kAmber, 15);
    frame(p, Window::Arch, Rgb{0.16f, 0.09f, 0.06f}, n);
    return finish(p, seed);
}

}  // namespace tafl::art
