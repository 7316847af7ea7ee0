// preset_card.h: the preset card of the new-match dialog: a small picture of a preset's start
// position on its family's board, its name, board size and forces, and one line on its origin.
//
// How to call it, inside an ImGui window (between ImGui::Begin and ImGui::End), for a preset `v`
// (a const tafl::Variant*, e.g. from the app's VariantSet::find(id)):
//
//     draw_preset_card(*v, ImGui::GetContentRegionAvail().x, title_font_);
//
// The card takes the whole width it is given: picture on the left and words on the right when the
// width allows, the words under the picture when it does not. The font may be nullptr (the current
// font then shows the name). Only the picture, e.g. in a list or a tooltip:
//
//     draw_setup_picture(v->rules, family_of_preset(v->id, v->extends), 160.0f);
//
// Both draw at the ImGui cursor and move it past what they drew, like any other widget. They read
// the rules and nothing else, keep no state between frames and need no GL objects of their own.
#pragma once

#include "app/board_view.h"
#include "taflbord/rules.h"
#include "taflbord/variant.h"

struct ImFont;
struct ImDrawList;
struct ImVec2;

namespace tafl::app {

// Draws the start position of `rules` (its size, setup, throne and corners) as a square picture of
// `size_px` pixels on a side, in the colours of `family`'s board and the shapes of the board's
// pieces: dark round shields for the attackers, pale octagons for the defenders, a larger pale
// disc with a gold rim for the king. A setup that cannot be read leaves the board empty.
void draw_setup_picture(const tafl::RuleSet& rules, BoardFamily family, float size_px);

// Draws one piece, as the picture draws it on a square of `square_px` pixels centred at `centre`
// (the captured-piece trays of the match panel use it). Nothing for an empty square.
void draw_piece_icon(ImDrawList* draw_list, ImVec2 centre, float square_px, tafl::Piece piece);
// Draws the card of `variant` in `width_px` pixels: the picture, the preset's name (translated for
// a shipped preset, the file's own otherwise) in `name_font` when given, "11×11 · 24 attackers
// against 12 defenders and the king", and where its rules come from (the translated origin line
// of a shipped preset, the file's `source` otherwise), wrapped to the card.
void draw_preset_card(const tafl::Variant& variant, float width_px, ImFont* name_font = nullptr);

}  // namespace tafl::app
