// art_knot.cpp: the three-strand plait and the frame of plaited bands.
#include "art_knot.h"

#include <algorithm>
#include <cmath>

#include "art_paint.h"

namespace tafl::art::paint {

namespace {

// A triangle wave with rounded tips in [-1, 1]: the path of a strand bouncing between the edges.
float bounce(float u) {
    constexpr float k = 0.96f;
    static const float norm = std::asin(k);
    return std::asin(k * std::cos(2.0f * kPi * u)) / norm;
}

}  // namespace

// The interlace of the covers' frames and the Ballinderry board's border.
float plait(float s, float t, float width, float period) {
    const float fillet = width * 0.10f;
    // The two fillets along the edges.
    const float edge = std::min(t, width - t);
    if (edge < 0.0f) return 0.0f;
    if (edge < fillet) return 0.55f + 0.35f * std::sin(kPi * edge / fillet);
    const float margin = fillet * 1.3f + width * 0.13f;
    const float lo = margin, hi = width - margin, half = 0.5f * (hi - lo);
    const float ribbon = width * 0.12f;
    // The three strands, and how far this point is from each one's middle.
    float d[3], rising[3];
    for (int k = 0; k < 3; ++k) {
        const float u = s / period - static_cast<float>(k) / 3.0f;
        const float y = lo + half * (1.0f + bounce(u));
        const float y2 = lo + half * (1.0f + bounce(u + 0.002f));
        const float slope = (y2 - y) / (0.002f * period);
        d[k] = std::abs(t - y) / std::sqrt(1.0f + slope * slope);
        rising[k] = slope < 0.0f ? 1.0f : 0.0f;  // y grows downwards: rising on the page
    }
    // Which strands cover the point; where two do, the one rising is on top in the upper half of
    // the band and below in the lower half, so that every strand goes over, under, over.
    float best = 0.0f;
    int top = -1;
    for (int k = 0; k < 3; ++k) {
        if (d[k] >= ribbon) continue;
        if (top < 0) {
            top = k;
            continue;
        }
        const bool upper = t < 0.5f * width;
        const bool k_over = (rising[k] > 0.5f) == upper;
        if (k_over) top = k;
    }
    if (top < 0) return 0.0f;
    const float profile = std::sqrt(std::max(0.0f, 1.0f - sq(d[top] / ribbon)));
    best = 0.45f + 0.45f * profile;
    // A strand dips where it passes under another: a groove beside the one above it.
    for (int k = 0; k < 3; ++k) {
        if (k == top) continue;
        if (d[k] < ribbon * 1.35f) best = std::min(best, 0.25f + 0.45f * smoothstep(ribbon * 1.0f, ribbon * 1.35f, d[k]));
    }
    // The outline of each strand, cut in.
    best *= 0.75f + 0.25f * smoothstep(ribbon * 0.98f, ribbon * 0.8f, d[top]);
    return best;
}

// Frames a rectangle with plaited bands, corners filled by bosses.
float knot_frame(float x, float y, float x0, float y0, float x1, float y1, float width, bool& inside) {
    inside = x > x0 + width && x < x1 - width && y > y0 + width && y < y1 - width;
    if (x < x0 || x > x1 || y < y0 || y > y1 || inside) return 0.0f;
    const float l = x - x0, r = x1 - x, tp = y - y0, bt = y1 - y;
    // The corners: a square block with a boss.
    const bool cx = l < width || r < width, cy = tp < width || bt < width;
    if (cx && cy) {
        const float bx = l < width ? x0 + width * 0.5f : x1 - width * 0.5f;
        const float by = tp < width ? y0 + width * 0.5f : y1 - width * 0.5f;
        const float dist = std::hypot(x - bx, y - by) / (width * 0.5f);
        const float edge = std::min(std::min(std::abs(x - bx), std::abs(y - by)) , 0.0f) + width * 0.5f -
                           std::max(std::abs(x - bx), std::abs(y - by));
        float h = edge < width * 0.10f ? 0.55f + 0.35f * std::sin(kPi * edge / (width * 0.10f)) : 0.0f;
        if (dist < 0.62f) h = std::max(h, 0.5f + 0.6f * std::sqrt(std::max(0.0f, 1.0f - sq(dist / 0.62f))));
        else if (dist < 0.72f) h = std::max(h, 0.35f);
        return h;
    }
    // The sides: the band's length is divided into whole repeats.
    const auto side = [&](float along, float length, float across) {
        const float count = std::max(1.0f, std::round(length / (width * 1.15f)));
        return plait(along, across, width, length / count);
    };
    if (tp < width) return side(x - x0 - width, x1 - x0 - 2.0f * width, tp);
    if (bt < width) return side(x - x0 - width, x1 - x0 - 2.0f * width, width - bt);
    if (l < width) return side(y - y0 - width, y1 - y0 - 2.0f * width, l);
    return side(y - y0 - width, y1 - y0 - 2.0f * width, width - r);
}

}  // namespace tafl::art::paint
