// art_book_cover.cpp: the covers of the rulebooks: tooled leather or carved wood, a frame of
// interlace with bosses at its corners, a blank panel for the title the game writes, and an
// arched window framing part of the book's scene.
#include <algorithm>
#include <array>
#include <cmath>

#include "art_books.h"
#include "art_knot.h"
#include "art_picture.h"

namespace tafl::art {

namespace {

using namespace paint;

constexpr int kCoverW = 480, kCoverH = 640;

enum CoverRegion : std::uint8_t { kCSkin, kCTool, kCMetal, kCWindow, kCCount };

// What a book's cover is made of and how it is decorated.
struct Binding {
    Rgb skin;           // leather or wood
    bool wood = false;  // carved boards instead of leather
    bool gilt = false;  // tooled in gold rather than blind
    Rgb metal{0.72f, 0.56f, 0.28f};
    float focus = 0.5f;  // where across the scene the window looks, 0 to 1
};

// Each book its own leather or wood, and its window on the part of its scene that matters.
Binding binding_of(Book book) {
    switch (book) {
        case Book::Family: return {{0.30f, 0.17f, 0.09f}, false, false, {0.70f, 0.55f, 0.30f}, 0.66f};
        case Book::Brandubh: return {{0.12f, 0.24f, 0.15f}, false, true, {0.72f, 0.58f, 0.30f}, 0.74f};
        case Book::ArdRi: return {{0.11f, 0.21f, 0.21f}, false, false, {0.62f, 0.62f, 0.58f}, 0.42f};
        case Book::Tablut: return {{0.16f, 0.20f, 0.30f}, false, false, {0.70f, 0.70f, 0.72f}, 0.64f};
        case Book::Tawlbwrdd: return {{0.40f, 0.10f, 0.08f}, false, true, {0.74f, 0.58f, 0.28f}, 0.70f};
        case Book::Hnefatafl: return {{0.40f, 0.29f, 0.17f}, true, false, {0.30f, 0.30f, 0.32f}, 0.50f};
        case Book::Koenigszabel: return {{0.33f, 0.15f, 0.10f}, false, true, {0.78f, 0.60f, 0.30f}, 0.60f};
        case Book::York: return {{0.27f, 0.22f, 0.16f}, true, false, {0.32f, 0.30f, 0.30f}, 0.70f};
        case Book::Copenhagen: return {{0.08f, 0.12f, 0.25f}, false, true, {0.80f, 0.64f, 0.30f}, 0.50f};
    }
    return {};
}

// The layout, in units of the cover's height (its width is 0.75).
constexpr float kWidth = 0.75f;
constexpr float kFrameIn = 0.035f, kBand = 0.075f;
constexpr float kPanelTop = 0.145f, kPanelBottom = 0.305f, kPanelX = 0.150f;
constexpr float kWinX0 = 0.150f, kWinX1 = 0.600f, kWinTop = 0.350f, kWinBottom = 0.880f;

// The arched window: negative inside.
float sd_window(float x, float y) {
    const float r = 0.5f * (kWinX1 - kWinX0), cx = 0.5f * (kWinX0 + kWinX1), spring = kWinTop + r;
    if (y < spring) return std::hypot(x - cx, y - spring) - r;
    return std::max(std::abs(x - cx) - r, y - kWinBottom);
}

// The panel for the title, with notched corners: negative inside.
float sd_panel(float x, float y) {
    const float cx = kWidth * 0.5f, cy = 0.5f * (kPanelTop + kPanelBottom);
    const float hx = cx - kPanelX, hy = 0.5f * (kPanelBottom - kPanelTop);
    const float box = sd_box(x, y, cx, cy, hx, hy);
    const float notch = 0.022f - std::hypot(std::abs(x - cx) - hx, std::abs(y - cy) - hy);
    return std::max(box, notch);
}

// The relief of the cover: frame, fillets round panel and window, the window's moulding,
// bosses. `tool` is set where the surface is tooled (and gilt on gilt bindings).
float relief(float x, float y, bool& tool, bool& metal) {
    tool = metal = false;
    bool inside = false;
    float h = knot_frame(x, y, kFrameIn, kFrameIn, kWidth - kFrameIn, 1.0f - kFrameIn, kBand, inside);
    if (h > 0.2f) tool = true;
    // Metal bosses in the frame's corners.
    for (const float bx : {kFrameIn + kBand * 0.5f, kWidth - kFrameIn - kBand * 0.5f}) {
        for (const float by : {kFrameIn + kBand * 0.5f, 1.0f - kFrameIn - kBand * 0.5f}) {
            const float d = std::hypot(x - bx, y - by) / (kBand * 0.36f);
            if (d < 1.0f) {
                metal = true;
                return 0.9f + 0.9f * std::sqrt(1.0f - d * d);
            }
        }
    }
    // A double fillet just outside the frame, and around the panel and the window.
    const float outer = std::min(std::min(x, kWidth - x), std::min(y, 1.0f - y));
    if (std::abs(outer - kFrameIn * 0.5f) < 0.003f) h = std::max(h, 0.5f), tool = true;
    const float panel = sd_panel(x, y);
    if (std::abs(panel + 0.012f) < 0.0025f || std::abs(panel - 0.004f) < 0.002f) h = std::max(h, 0.5f), tool = true;
    if (panel < 0.0f) h = std::min(h, -0.12f * smoothstep(0.0f, -0.01f, panel));
    const float win = sd_window(x, y);
    if (win > 0.0f && win < 0.018f) {
        // A rounded moulding around the window.
        h = std::max(h, 0.4f + 0.6f * std::sin(kPi * win / 0.018f));
        tool = true;
    }
    if (std::abs(win - 0.026f) < 0.0022f) h = std::max(h, 0.5f), tool = true;
    // Small tooled rosettes between the panel and the window.
    const float cx = kWidth * 0.5f, ry = 0.5f * (kPanelBottom + kWinTop) - 0.003f;
    const float rd = std::hypot(x - cx, y - ry);
    if (rd < 0.012f) h = std::max(h, 0.5f + 0.4f * std::cos(std::atan2(y - ry, x - cx) * 6.0f) * (1.0f - rd / 0.012f)), tool = true;
    return h;
}

}  // namespace

// The cover: leather or wood, tooled and lit, with the window onto the scene.
Canvas make_book_cover(Book book, const Canvas& inset, std::uint64_t seed) {
    const Binding b = binding_of(book);
    Picture p(kCoverW, kCoverH);
    const TileNoise n(seed, 256), m(seed ^ 0xB00CULL, 256);
    const float lx = -0.55f, ly = -0.60f;  // the light, from the upper left
    // The part of the scene the window shows: full height, centred on the book's focus.
    const float win_h = kWinBottom - kWinTop, win_w = kWinX1 - kWinX0;
    const float crop_h = static_cast<float>(inset.height), crop_w = crop_h * win_w / win_h;
    const float crop_x0 = std::clamp(b.focus * static_cast<float>(inset.width) - crop_w * 0.5f, 0.0f,
                                     static_cast<float>(inset.width) - crop_w);
    const auto inset_at = [&](float x, float y) {
        const float u = crop_x0 + (x - kWinX0) / win_w * crop_w, v = (y - kWinTop) / win_h * crop_h;
        const int iu = std::clamp(static_cast<int>(u), 0, inset.width - 1), iv = std::clamp(static_cast<int>(v), 0, inset.height - 1);
        const int iu1 = std::min(iu + 1, inset.width - 1), iv1 = std::min(iv + 1, inset.height - 1);
        const float tx = clamp01(u - static_cast<float>(iu)), ty = clamp01(v - static_cast<float>(iv));
        const auto px = [&](int a, int c) {
            const float* q = inset.rgba.data() + (static_cast<std::size_t>(c) * static_cast<std::size_t>(inset.width) + static_cast<std::size_t>(a)) * 4;
            return Rgb{q[0], q[1], q[2]};
        };
        return mix(mix(px(iu, iv), px(iu1, iv), tx), mix(px(iu, iv1), px(iu1, iv1), tx), ty);
    };
    const float e = p.inv;
    for (int py = 0; py < p.h; ++py) {
        for (int px = 0; px < p.w; ++px) {
            const float x = p.u(px), y = p.u(py);
            const float win = sd_window(x, y);
            if (win < -0.5f * e) {
                // The window: the scene, under a little varnish, shaded by the moulding above.
                Rgb c = inset_at(x, y) * Rgb{1.02f, 0.98f, 0.90f};
                c = c * (1.0f - 0.45f * smoothstep(-0.012f, 0.0f, win) * clamp01(0.5f - (y - kWinTop) * 2.0f + 0.5f));
                p.put(px, py, c, 1.0f, kCWindow, 0.0f);
                continue;
            }
            bool tool = false, metal = false, t2 = false, m2 = false;
            const float h = relief(x, y, tool, metal);
            const float hx = relief(x + e, y, t2, m2) - h, hy = relief(x, y + e, t2, m2) - h;
            const float slope_light = -(hx * lx + hy * ly) / e * 0.018f;
            Rgb c;
            if (metal) {
                const float nx = -hx / e * 0.02f, ny = -hy / e * 0.02f;
                const float diffuse = clamp01(0.55f + nx * -lx * 0.8f + ny * -ly * 0.8f);
                c = b.metal * (0.35f + 0.9f * diffuse) + Rgb{1.0f, 0.95f, 0.8f} * (0.5f * std::pow(diffuse, 8.0f));
                p.put(px, py, c, 1.0f, kCMetal, 0.0f);
                continue;
            }
            // The skin: leather with its grain and creases, or wood with its fibres.
            if (b.wood) {
                // Three oak boards side by side: long fibres, slow growth rings, dark seams.
                const float board = std::floor(x / kWidth * 3.0f);
                const float warp = n.fbm(x * 4.0f + board * 7.0f, y * 1.2f, 3);
                const float rings = 0.5f + 0.5f * std::sin((x + 0.06f * warp) * 160.0f + board * 2.0f);
                const float fibre = n.fbm(x * 320.0f + board * 11.0f, y * 7.0f, 3);
                const float seam = std::abs(x / kWidth * 3.0f - std::round(x / kWidth * 3.0f));
                c = b.skin * (0.80f + 0.12f * rings + 0.30f * (fibre - 0.5f) + 0.10f * (warp - 0.5f));
                c = c * (1.0f - 0.6f * smoothstep(0.006f, 0.0f, seam));
            } else {
                const float pebble = m.fbm(x * 130.0f, y * 130.0f, 2), crease = n.fbm(x * 9.0f, y * 9.0f, 5);
                c = b.skin * (0.88f + 0.14f * pebble) * (0.85f + 0.3f * crease);
            }
            // Wear: paler where hands rub the edges and the raised work, darker in the hollows.
            const float edge = std::min(std::min(x, kWidth - x), std::min(y, 1.0f - y));
            c = c * (1.0f + 0.35f * smoothstep(0.03f, 0.0f, edge) * n.fbm(x * 20.0f, y * 20.0f, 3));
            c = c * (0.78f + 0.40f * clamp01(h)) * (1.0f + std::clamp(slope_light, -0.6f, 0.6f));
            if (tool && b.gilt && h > 0.35f) {
                const float shine = clamp01(0.5f + slope_light * 2.0f);
                c = mix(c, b.metal * (0.6f + 0.7f * shine), 0.80f * smoothstep(0.35f, 0.5f, h) * (0.7f + 0.3f * m.fbm(x * 90.0f, y * 90.0f, 2)));
            }
            // Light falls from the upper left across the whole cover.
            c = c * (1.10f - 0.30f * clamp01((x / kWidth + y) * 0.5f));
            p.put(px, py, c, 1.0f, tool ? kCTool : kCSkin, b.wood ? kPi * 0.5f : 0.8f);
        }
    }
    static constexpr std::array<Brush, kCCount> kBrushes = {{
        {0.020f, 0.005f, 0.8f, false},  // skin
        {0.0f, 0.0f, 0.0f, true},       // tooling
        {0.0f, 0.0f, 0.0f, true},       // metal
        {0.0f, 0.0f, 0.0f, true},       // the window, painted already
    }};
    return paint_picture(p, seed, kBrushes, {0.30f, 0.15f, 0.020f});
}

}  // namespace tafl::art
