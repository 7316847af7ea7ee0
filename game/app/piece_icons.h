// piece_icons.h: a piece drawn as a small icon with ImGui's draw list, in the shapes and colours of
// the board's pieces (the captured-piece trays of the match panel).
#pragma once

#include <imgui.h>

#include "taflbord/types.h"

namespace tafl::app {

// Draws one piece as the board shows it on a square of `square_px` pixels centred at `centre`:
// dark round shields for the attackers, pale octagons for the defenders, a larger pale disc with a
// gold rim and cross for the king. Nothing for an empty square. The details grow with the square.
void draw_piece_icon(ImDrawList* draw_list, ImVec2 centre, float square_px, tafl::Piece piece);

}  // namespace tafl::app
