// art_portrait.cpp: what all the campaign's portraits share: the body and the light on its
// clothes, the arched or oval window with its gilt frame, the brushes, and the choice of sitter.
#include "art_portrait.h"

#include <algorithm>
#include <cmath>

namespace tafl::art::portrait {

using paint::clamp01;
using paint::mix;
using paint::smoothstep;
using paint::sq;

// Shoulders falling away from the neck in a rounded curve, the arms going down at the sides.
float body_sd(const Body& b, float x, float y) {
    const float dx = x - b.x;
    const float w = b.width * (1.0f + b.turn * (dx > 0.0f ? 0.12f : -0.12f));
    const float t = std::abs(dx) / w;
    const auto top_at = [&](float tt) {
        // The slope from the neck flattens towards the shoulder, which rounds down into the arm.
        if (tt < 1.0f) return b.neck_y + b.drop * (1.0f - std::pow(1.0f - tt, 1.8f));
        const float r = std::min(1.0f, (tt - 1.0f) / 0.22f);
        return b.neck_y + b.drop + 0.22f * w * (1.0f - std::sqrt(1.0f - r * r)) + std::max(0.0f, tt - 1.22f) * w * 8.0f;
    };
    const float top = top_at(t);
    const float slope = std::min(8.0f, std::abs(top_at(t + 0.01f) - top_at(std::max(0.0f, t - 0.01f))) / (0.02f * w));
    return (top - y) / std::sqrt(1.0f + slope * slope);
}

// Cloth lit from the upper left: the shoulders' tops catch the light, the far side and the
// folds fall into shadow.
Rgb cloth_light(const Body& b, Rgb base, float x, float y, const TileNoise& n, float folds) {
    const float across = std::clamp((x - b.x) / (b.width * 1.1f), -1.0f, 1.0f);
    const float top = -body_sd(b, x, y);
    const float shoulder = std::exp(-top / 0.05f);
    const float fold = n.fbm(x * 14.0f + 0.4f * n.fbm(x * 3.0f, y * 3.0f, 2), y * 2.5f, 3);
    float light = 0.78f - 0.30f * across + 0.28f * shoulder - 0.18f * smoothstep(0.7f, 1.0f, y);
    light += folds * (fold - 0.5f) * 0.9f;
    return base * (0.35f + 0.75f * clamp01(light)) + Rgb{0.03f, 0.03f, 0.04f} * (1.0f - clamp01(light));
}

// The two windows: an arch for the earlier sitters, an oval for the later.
float window_sd(Window w, float x, float y) {
    if (w == Window::Arch) {
        const float r = 0.375f, spring = 0.075f + r;
        if (y < spring) return std::hypot(x - 0.5f, y - spring) - r;
        return std::max(std::abs(x - 0.5f) - r, y - 0.955f);
    }
    return paint::sd_ellipse(x, y, 0.5f, 0.5f, 0.395f, 0.46f);
}

// The frame: a gilt moulding round the window, rounded and lit from the upper left; a dark
// ground outside it with a gilt rosette in each corner.
void frame(Picture& p, Window w, Rgb ground, const TileNoise& n) {
    constexpr float kBand = 0.034f;
    const float e = p.inv * 0.5f;
    paint_area(p, 0.0f, 0.0f, 1.0f, 1.0f, kFrame, [&](float x, float y, Rgb) {
        Dab d;
        const float sd = window_sd(w, x, y);
        if (sd < -p.inv) return d;
        d.cov = clamp01(sd / p.inv + 1.0f);
        const float gx = window_sd(w, x + e, y) - sd, gy = window_sd(w, x, y + e) - sd;
        const float gl = std::max(1e-6f, std::hypot(gx, gy));
        // The moulding: its profile rises from the window and falls to the ground.
        const float t = sd / kBand;
        if (t < 1.0f) {
            const float slope = std::cos(kPi * t);  // > 0 rising away from the window
            const float facing = -(gx / gl * -0.6f + gy / gl * -0.7f) * slope;
            float light = clamp01(0.55f + 0.55f * facing);
            light *= 0.8f + 0.2f * std::cos(kPi * 6.0f * t);  // the moulding's beads
            Rgb gilt =
                Rgb{0.78f, 0.58f, 0.27f} * (0.35f + 0.95f * light) + Rgb{0.35f, 0.30f, 0.18f} * std::pow(light, 7.0f);
            gilt = gilt * (0.9f + 0.2f * n.fbm(x * 80.0f, y * 80.0f, 2));
            d.c = mix(gilt, Rgb{0.10f, 0.06f, 0.03f}, clamp01(1.0f - std::min(t, 1.0f - t) * kBand / p.inv) * 0.8f);
            return d;
        }
        // The ground: dark, worn paler near the edges of the picture, with its rosettes.
        const float edge = std::min(std::min(x, 1.0f - x), std::min(y, 1.0f - y));
        Rgb c =
            ground * (0.75f + 0.35f * n.fbm(x * 12.0f, y * 12.0f, 4)) * (0.85f + 0.3f * smoothstep(0.06f, 0.0f, edge));
        c = c * (1.1f - 0.3f * clamp01(x + y - 0.4f));
        const float rx = x < 0.5f ? 0.065f : 0.935f, ry = y < 0.5f ? 0.065f : 0.935f;
        const float r = std::hypot(x - rx, y - ry), a = std::atan2(y - ry, x - rx);
        const float petal = 0.022f * (0.65f + 0.35f * std::abs(std::cos(a * 4.0f)));
        if (r < petal + p.inv && window_sd(w, rx, ry) > 0.03f) {
            const float lit = clamp01(0.6f - 0.6f * ((x - rx) + (y - ry)) / petal);
            const Rgb gold = Rgb{0.76f, 0.56f, 0.26f} * (0.45f + 0.8f * lit);
            c = mix(c, mix(gold, Rgb{0.18f, 0.10f, 0.05f}, smoothstep(0.25f, 0.15f, r / petal) * 0.7f),
                    clamp01((petal - r) / p.inv + 0.5f));
        }
        // A fillet of gold just outside the moulding.
        c = mix(c, Rgb{0.70f, 0.52f, 0.25f}, clamp01(0.7f - std::abs(t - 1.35f) * kBand / p.inv) * 0.8f);
        d.c = c;
        return d;
    });
}

// Skies and walls fade from one colour to another.
Rgb sky(float y, Rgb top, Rgb bottom) { return mix(top, bottom, smoothstep(0.0f, 1.0f, y)); }

// Every portrait is finished with the same brushes and canvas.
Canvas finish(const Picture& p, std::uint64_t seed) {
    static constexpr paint::Brush kBrushes[kRegions] = {
        {0.090f, 0.026f, 0.30f, false},  // background
        {0.050f, 0.015f, 0.20f, false},  // far background
        {0.070f, 0.018f, 0.15f, false},  // cloth
        {0.040f, 0.011f, 0.20f, false},  // second cloth
        {0.028f, 0.009f, 0.30f, false},  // skin
        {0.055f, 0.006f, 0.08f, false},  // hair
        {0.0f, 0.0f, 0.0f, true},        // eyes
        {0.0f, 0.0f, 0.0f, true},        // metal
        {0.020f, 0.006f, 0.15f, false},  // props
        {0.0f, 0.0f, 0.0f, true},        // frame
    };
    return paint::paint_picture(p, seed, kBrushes, {0.22f, 0.30f, 0.030f, 0.05f});
}

}  // namespace tafl::art::portrait

namespace tafl::art {

// Names each sitter's portrait file, as characters.txt does.
const char* sitter_id(Sitter sitter) {
    switch (sitter) {
        case Sitter::Conall:
            return "conall";
        case Sitter::Brigid:
            return "brigid";
        case Sitter::Fiachra:
            return "fiachra";
        case Sitter::Gwenllian:
            return "gwenllian";
        case Sitter::Iolo:
            return "iolo";
        case Sitter::Ingrid:
            return "ingrid";
        case Sitter::Thorgrim:
            return "thorgrim";
        case Sitter::Asa:
            return "asa";
        case Sitter::Konrad:
            return "konrad";
        case Sitter::Ailu:
            return "ailu";
        case Sitter::Mette:
            return "mette";
        case Sitter::Magnus:
            return "magnus";
    }
    return "conall";
}

// Hands each sitter to their painting.
Canvas make_portrait(Sitter sitter, std::uint64_t seed) {
    switch (sitter) {
        case Sitter::Conall:
            return portrait_conall(seed);
        case Sitter::Brigid:
            return portrait_brigid(seed);
        case Sitter::Fiachra:
            return portrait_fiachra(seed);
        case Sitter::Gwenllian:
            return portrait_gwenllian(seed);
        case Sitter::Iolo:
            return portrait_iolo(seed);
        case Sitter::Ingrid:
            return portrait_ingrid(seed);
        case Sitter::Thorgrim:
            return portrait_thorgrim(seed);
        case Sitter::Asa:
            return portrait_asa(seed);
        case Sitter::Konrad:
            return portrait_konrad(seed);
        case Sitter::Ailu:
            return portrait_ailu(seed);
        case Sitter::Mette:
            return portrait_mette(seed);
        case Sitter::Magnus:
            return portrait_magnus(seed);
    }
    return portrait_conall(seed);
}

}  // namespace tafl::art
