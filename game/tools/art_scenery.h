// art_scenery.h: what the rulebook scenes (art_scene_*.cpp) are built from: colour ramps, clouds,
// trees grown from seeds, smoke, and the one function per scene that art_books.cpp calls.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "art.h"
#include "art_picture.h"
#include "taflbord/prng.h"

namespace tafl::art {

// The scenes, one per book, 800 x 450 (art_scene_north.cpp, art_scene_isles.cpp, art_scene_towns.cpp).
Canvas scene_family(std::uint64_t seed);
Canvas scene_tablut(std::uint64_t seed);
Canvas scene_hnefatafl(std::uint64_t seed);
Canvas scene_brandubh(std::uint64_t seed);
Canvas scene_ard_ri(std::uint64_t seed);
Canvas scene_tawlbwrdd(std::uint64_t seed);
Canvas scene_york(std::uint64_t seed);
Canvas scene_koenigszabel(std::uint64_t seed);
Canvas scene_copenhagen(std::uint64_t seed);

namespace paint {

// One stop of a colour ramp.
struct Stop {
    float t;
    Rgb c;
};
// The colour at t along `stops` (sorted by t), clamped at both ends.
Rgb ramp(std::span<const Stop> stops, float t);

// Cloud cover in [0, 1] at (x, y): warped fractal noise, stretched `sx` : `sy`, thresholded
// so that about `amount` of the sky is cloud.
float cloud(const TileNoise& noise, float x, float y, float sx, float sy, float amount);

// A heaped cloud (cumulus) as a cluster of round puffs with a flat base; `paint_cumulus` lights
// it as a body: bright where it faces the sun, blue-grey in its own shade, darker at the base.
struct Puff {
    float x, y, r;
};
std::vector<Puff> grow_cumulus(tafl::Pcg32& rng, float cx, float base, float width, float height);
struct CloudLight {
    float sun_x, sun_y;  // direction to the sun in the picture plane (x right, y up), any length
    Rgb sun, shade, base;
    float opacity = 1.0f;
};
void paint_cumulus(Picture& p, std::span<const Puff> puffs, float base, const TileNoise& noise, const CloudLight& light,
                   std::uint8_t reg);

// A tapered stroke of wood: a capsule from a (radius ra) to b (radius rb).
struct Limb {
    float ax, ay, bx, by, ra, rb;
};
float sd_limb(float x, float y, const Limb& l);

// How a tree grows: its trunk, how branches split and bend, whether twigs hang.
struct Growth {
    float height;       // trunk length, units
    float width;        // trunk radius at the foot, units
    float lean;         // radians from the vertical, + to the right
    float spread;       // angle between a branch and its parent
    float droop;        // how much the fine twigs bend downwards (birch: strong)
    float reach;        // length of the lowest branches, as a share of the trunk
    float start;        // where along the trunk the branches start
    int depth;          // levels of branching
    int branches;       // branches along the trunk
};
// Grows a tree from its foot at (x, y) upwards into `out`.
void grow_tree(std::vector<Limb>& out, tafl::Pcg32& rng, float x, float y, const Growth& g);
// Paints limbs with colour(x, y, limb index); trunks first.
template <class Colour>
void paint_limbs(Picture& p, std::span<const Limb> limbs, Colour colour, std::uint8_t reg) {
    for (std::size_t i = 0; i < limbs.size(); ++i) {
        const Limb& l = limbs[i];
        const float r = std::max(l.ra, l.rb) + 2.0f * p.inv;
        const Box box{std::min(l.ax, l.bx) - r, std::min(l.ay, l.by) - r, std::max(l.ax, l.bx) + r,
                      std::max(l.ay, l.by) + r};
        const float angle = std::atan2(l.by - l.ay, l.bx - l.ax);
        // Twigs thinner than a pixel are drawn a third of a pixel wide rather than vanishing.
        const float grow = std::max(0.0f, 0.35f * p.inv - std::max(l.ra, l.rb));
        fill(
            p, box, [&](float x, float y) { return sd_limb(x, y, l) - grow; },
            [&](float x, float y) { return colour(x, y, i); }, reg, angle);
    }
}

// The haze of fine twigs in a bare crown: a soft veil of `colour` around the tips of the limbs
// from index `from` on, at most `alpha` thick.
void twig_haze(Picture& p, std::span<const Limb> limbs, std::size_t from, Rgb colour, float radius, float alpha);

// Leaves: a clump of foliage around the tip of every limb from index `from` on, lit from the
// direction (lx, ly) (x right, y up) and from above, `dark` in the shade and `lit` in the light.
void foliage(Picture& p, std::span<const Limb> limbs, std::size_t from, float radius, Rgb dark, Rgb lit, float lx,
             float ly, const TileNoise& noise, std::uint8_t reg);

// A spruce: a narrow, ragged cone of drooping tiers; distance-like value, negative inside.
float sd_spruce(float x, float y, float cx, float foot, float height, float width, const TileNoise& noise);

// A fire burning on the ground at (x, foot), its flames `height` tall: tongues of flame into
// region `reg`, sparks above them, and its light on everything around.
void fire(Picture& p, float x, float foot, float height, const TileNoise& noise, std::uint64_t seed, std::uint8_t reg);

// Smoke rising from (x, y): density in [0, 1] at (px, py), drifting by `drift` per unit of rise.
float smoke(const TileNoise& noise, float px, float py, float x, float y, float rise, float drift, float width);

// A ship seen from the side (art_ship.cpp): a longship with shields and oars, or a broad
// trading ship; its sail set (striped) or furled on the yard.
struct Ship {
    float x, waterline, length;  // the middle of the hull at the waterline, and its length, in units
    bool facing_left = true;
    bool sail_set = false;
    bool shields = true;
    int oars = 7;                 // per side, 0 for none
    Rgb sail_a{0.55f, 0.12f, 0.08f}, sail_b{0.80f, 0.72f, 0.58f};
    Rgb hull{0.09f, 0.065f, 0.06f};
    Rgb light{0.55f, 0.40f, 0.30f};  // the light on its upper edges
    float light_from = -1.0f;        // -1: light from the left, +1 from the right
};
// Paints the ship into region `reg` and its broken reflection onto the water below it (the
// water must already be painted); `ripple` breaks the reflection up.
void ship(Picture& p, const Ship& s, const TileNoise& noise, std::uint8_t reg, float ripple);

// A house seen from the front (art_town.cpp): its wall, the gable or the eaves of its roof, its
// windows (some lit), and a timber frame if it has one.
struct House {
    enum class Front { Gable, Stepped, Curved, Eaves };
    float x0, x1, ground, eave, ridge;  // wall sides, foot, top of the wall, top of gable or roof
    Front front = Front::Gable;
    Rgb wall{0.8f, 0.7f, 0.5f}, roof{0.45f, 0.18f, 0.12f}, frame{0.25f, 0.16f, 0.10f};
    int floors = 3, bays = 3;
    float lit = 0.0f;                       // share of windows lit from inside
    Rgb glass{0.10f, 0.12f, 0.16f}, lamp{1.0f, 0.75f, 0.40f};
    bool timber = false, door = true, thatch = false;
    float side = 0.0f;   // the roof's side seen beside a gable: its width, + to the right
    float light = 1.0f;  // brightness of the whole front
};
// Paints the house: walls and roof into `wall_reg` and `roof_reg`, lit windows into `lamp_reg`,
// each lit window also glowing softly around it.
void house(Picture& p, const House& h, const TileNoise& noise, std::uint32_t id, std::uint8_t wall_reg,
           std::uint8_t roof_reg, std::uint8_t lamp_reg);

}  // namespace paint

}  // namespace tafl::art
