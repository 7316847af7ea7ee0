// art_knot.h: knotwork for the rulebook covers and the Ballinderry board: a three-strand plait
// running along a band, and a frame of such bands around a rectangle, as a relief (a height
// field) that the caller lights as tooled leather or carved wood.
#pragma once

namespace tafl::art::paint {

// The relief of a plait at distance `s` along a band and `t` across it (0 to `width`), with one
// repeat every `period`: 0 is the cut-away ground, about 1 the top of a strand where it passes
// over another. Fillets run along both edges of the band.
float plait(float s, float t, float width, float period);

// A frame of plaited bands around the rectangle (x0, y0)-(x1, y1), `width` wide, inside it;
// square blocks at the corners hold a round boss. The relief at (x, y), 0 outside the frame;
// `inside` is set when (x, y) lies within the frame's inner edge.
float knot_frame(float x, float y, float x0, float y0, float x1, float y1, float width, bool& inside);

}  // namespace tafl::art::paint
