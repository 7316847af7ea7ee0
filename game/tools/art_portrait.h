// art_portrait.h: the parts the campaign's portraits (art_portraits_*.cpp) are painted from: a
// head with its features turned a little aside and lit from the upper left (art_portrait_face.cpp),
// hair, braids and beards (art_portrait_hair.cpp), the body and its clothes, the background and
// the frame (art_portrait.cpp). Coordinates are in units of the picture's height, as in
// art_picture.h.
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "art_campaign.h"
#include "art_picture.h"

namespace tafl::art::portrait {

using paint::Picture;
using paint::Rgb;

constexpr float kPi = paint::kPi;

// What each pixel shows; every region has its own brush.
enum Region : std::uint8_t { kBg, kBgFar, kCloth, kCloth2, kSkin, kHair, kEye, kMetal, kProp, kFrame, kRegions };

// One pixel's paint: how much of it is covered, with which colour, the brush running which way.
struct Dab {
    float cov = 0.0f;
    Rgb c{};
    float angle = 0.0f;
};

// Paints every pixel inside the box (x0, y0)-(x1, y1) with f(x, y, colour under it) -> Dab.
template <class F>
void paint_area(Picture& p, float x0, float y0, float x1, float y1, std::uint8_t reg, F f) {
    const int ix0 = std::max(0, p.pixel(x0)), ix1 = std::min(p.w - 1, p.pixel(x1));
    const int iy0 = std::max(0, p.pixel(y0)), iy1 = std::min(p.h - 1, p.pixel(y1));
    for (int py = iy0; py <= iy1; ++py) {
        for (int px = ix0; px <= ix1; ++px) {
            const Dab d = f(p.u(px), p.u(py), p.at(px, py));
            p.put(px, py, d.c, d.cov, reg, d.angle);
        }
    }
}

// Coverage of a shape at signed distance `sd` (units, negative inside), antialiased over a pixel.
inline float inside(const Picture& p, float sd) { return paint::clamp01(0.5f - sd / p.inv); }

// [SECTION] The head (art_portrait_face.cpp)

// A face and how it looks. Face coordinates: u across (-1 to 1, the sitter's right on the
// viewer's left), v down from the crown (-1) to the chin (1).
struct Face {
    float x = 0.5f, y = 0.40f;        // the middle of the head
    float rx = 0.135f, ry = 0.19f;    // half its width at the cheekbones and half its height
    float jaw = 0.86f, chin = 0.42f;  // half widths at the angle of the jaw and at the chin, / rx
    float yaw = 0.0f;                 // how far the head turns, radians, + to the viewer's right
    float lift = 0.0f;                // chin raised (+) or lowered (-): features move up or down
    Rgb skin{0.86f, 0.64f, 0.52f};
    float ruddy = 0.3f;  // red in the cheeks and nose
    float age = 0.3f;    // wrinkles and hollows
    float gaunt = 0.0f;  // hollow cheeks
    Rgb iris{0.30f, 0.40f, 0.50f};
    float eye_open = 1.0f;  // 1 open, 0.5 narrowed by a smile or suspicion
    float eye_tilt = 0.0f;  // outer corners up (+)
    float gaze = 0.0f;      // where the eyes look, -1 to 1, + to the viewer's right
    Rgb brow{0.25f, 0.16f, 0.10f};
    float brow_raise = 0.0f;  // both brows up (+)
    float brow_angle = 0.0f;  // inner ends down (+): sternness; (-) worry
    float brow_thick = 1.0f;
    float brow_lift_right = 0.0f;  // the brow on the viewer's right raised: doubt, shrewdness
    float smile = 0.0f;            // corners of the mouth up (+) or down (-)
    float smirk = 0.0f;            // one corner (viewer's right) up more than the other
    float open = 0.0f;             // lips parted, teeth showing
    float lip_full = 1.0f;
    Rgb lips{0.70f, 0.36f, 0.32f};
    float nose_len = 1.0f, nose_width = 1.0f;
    bool ears = true;
    float shave = 0.0f;  // the blue shadow of a shaved beard
    float freckles = 0.0f;
    Rgb light{1.0f, 0.96f, 0.90f};  // the light on the face
    Rgb fill{0.40f, 0.42f, 0.52f};  // the cool light in its shadows
};

// Where a point of the picture lies on the head: face coordinates, the head's outline there and
// the surface's normal (x right, y down, z to the viewer).
struct HeadPoint {
    float u, v;  // face coordinates, turned with the head
    float s;     // across the outline at this height, -1 to 1 (not turned)
    float sd;    // signed distance to the head's outline, units
    float nx, ny, nz;
};
HeadPoint head_point(const Face& f, float x, float y);
// Where face coordinates (u, v) appear in the picture.
void face_to_picture(const Face& f, float u, float v, float& x, float& y);
// The outline's half width at height v, as a share of rx.
float head_width(const Face& f, float v);

// The neck, from under the jaw down to `bottom`, and the ears; painted before the head.
void neck(Picture& p, const Face& f, float bottom, float width, const TileNoise& n);
void ears(Picture& p, const Face& f, const TileNoise& n);
// The head itself: skin, eyes, brows, nose, mouth, wrinkles; glasses over the eyes if `glasses`.
void head(Picture& p, const Face& f, const TileNoise& n);
void glasses(Picture& p, const Face& f, Rgb frame, float size);

// [SECTION] Hair and beards (art_portrait_hair.cpp)

struct Hair {
    Rgb colour{0.30f, 0.18f, 0.10f};
    float grey = 0.0f;        // share of grey hairs
    float volume = 0.12f;     // how far it stands off the skull, / ry
    float hairline = -0.42f;  // where it meets the forehead (v), in the middle
    float temple = 0.15f;     // how much higher it runs at the temples
    float sides = 0.0f;       // how far it comes down over the temples and cheeks (v)
    float parting = 0.0f;     // where it parts (u); hair falls away from it
    float length = 0.0f;      // where the hair behind ends, in units below the head's middle; 0: short
    float spread = 1.0f;      // how wide the hair behind falls, / rx
    float wave = 0.3f;        // how much the strands wander
    float sheen = 0.5f;
    bool fringe = false;  // combed forward over the forehead
    bool swept = false;   // combed back from the forehead
};
// The hair behind the head and shoulders (before the head) and on the head (after it).
void hair_back(Picture& p, const Face& f, const Hair& h, const TileNoise& n);
void hair_top(Picture& p, const Face& f, const Hair& h, const TileNoise& n);
// A braid hanging from (x0, y0) to (x1, y1), `width` wide.
void braid(Picture& p, float x0, float y0, float x1, float y1, float width, const Hair& h, const TileNoise& n);

struct Beard {
    Rgb colour{0.40f, 0.22f, 0.12f};
    float grey = 0.0f;
    float length = 0.0f;    // below the chin, units; 0: no beard
    float fullness = 1.0f;  // how far out over the cheeks
    float cheek = 0.25f;    // where on the cheek it starts (v)
    float curl = 0.3f;
    bool moustache = true;
    float droop = 0.0f;  // a moustache hanging past the mouth's corners, units
    float moustache_width = 1.0f;
};
void beard(Picture& p, const Face& f, const Beard& b, const TileNoise& n);

// [SECTION] What the sitters wear and hold (art_portrait_wear.cpp)

// The shoulders and chest: a rounded outline from the neck's foot out to the picture's edges.
struct Body {
    float x = 0.5f;        // the middle
    float neck_y = 0.66f;  // where the neck meets the shoulders
    float width = 0.40f;   // half the shoulders' width
    float drop = 0.11f;    // how far the shoulders fall from the neck to their ends
    float turn = 0.0f;     // the nearer shoulder broader, + to the viewer's right
};

// A soft cap pulled down to `brim` (v), rising `rise` (/ ry) above the skull; `slant` tips it.
void soft_cap(Picture& p, const Face& f, float brim, float rise, float slant, Rgb colour, const TileNoise& n);
// Metal lit from the upper left where its surface faces (nx, ny).
Rgb metal_light(Rgb metal, float nx, float ny);
// A ring brooch of radius r at (x, y), its pin at `pin_angle`.
void ring_brooch(Picture& p, float x, float y, float r, float pin_angle, Rgb metal);
// `count` beads of radius r strung from (x0, y0) to (x1, y1), sagging by `sag`.
void beads(Picture& p, float x0, float y0, float x1, float y1, float sag, float r, std::span<const Rgb> colours,
           int count);
// A torc round an ellipse (cx, cy, rx, ry), open at the front.
void torc(Picture& p, float cx, float cy, float rx, float ry, float thick, Rgb gold, const TileNoise& n);
// An oval brooch of radii (rx, ry) at (x, y).
void oval_brooch(Picture& p, float x, float y, float rx, float ry, Rgb metal);
// A band of fur `thick` deep along the top of the body.
void fur(Picture& p, const Body& b, float thick, Rgb colour, const TileNoise& n);
// Something long held up into the picture along the curve a-c-b, `w0` wide at a and `w1` at b;
// colour(t along it, -1 to 1 across it) paints it.
void held(Picture& p, float ax, float ay, float cx, float cy, float bx, float by, float w0, float w1, std::uint8_t reg,
          const std::function<Rgb(float, float)>& colour);

// [SECTION] Body, background and frame (art_portrait.cpp)

// The signed distance to the body's outline (negative inside).
float body_sd(const Body& b, float x, float y);
// Cloth: colour(x, y) lit from the upper left, folds running down from the shoulders.
Rgb cloth_light(const Body& b, Rgb base, float x, float y, const TileNoise& n, float folds);

// The window every portrait is painted in: an arch or an oval.
enum class Window { Arch, Oval };
float window_sd(Window w, float x, float y);
// The frame around the window: gilt moulding on a dark ground, with a rosette in each corner.
void frame(Picture& p, Window w, Rgb ground, const TileNoise& n);

// A vertical ramp of colours for skies and walls: the colour at height y.
Rgb sky(float y, Rgb top, Rgb bottom);

// The brushes of the portraits and the finish of their paint.
Canvas finish(const Picture& p, std::uint64_t seed);

}  // namespace tafl::art::portrait

namespace tafl::art {

// The portraits of art_portraits_west.cpp (the Irish, the Welsh and the woman of Jorvik) and of
// art_portraits_north.cpp (the others).
Canvas portrait_conall(std::uint64_t seed);
Canvas portrait_brigid(std::uint64_t seed);
Canvas portrait_fiachra(std::uint64_t seed);
Canvas portrait_gwenllian(std::uint64_t seed);
Canvas portrait_iolo(std::uint64_t seed);
Canvas portrait_ingrid(std::uint64_t seed);
Canvas portrait_thorgrim(std::uint64_t seed);
Canvas portrait_asa(std::uint64_t seed);
Canvas portrait_konrad(std::uint64_t seed);
Canvas portrait_ailu(std::uint64_t seed);
Canvas portrait_mette(std::uint64_t seed);
Canvas portrait_magnus(std::uint64_t seed);

}  // namespace tafl::art
