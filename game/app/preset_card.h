// preset_card.h: the preset card of the new-match dialog: a picture of a preset's start position
// on its family's board (painted by a board widget, the same path as the match's board), its name,
// board size and forces, and one line on its origin.
//
// How to call it, inside an ImGui window (between ImGui::Begin and ImGui::End), for a preset `v`
// (a const tafl::Variant*) and a SetupPicture kept by the screen from frame to frame:
//
//     picture.set_frame(frame);  // the sprite batch, the framebuffer's size and scale, this frame
//     draw_preset_card(*v, ImGui::GetContentRegionAvail().x, picture, title_font);
//
// The card takes the whole width it is given: picture on the left and words on the right when the
// width allows, the words under the picture when it does not. The font may be nullptr (the current
// font then shows the name). Only the picture: picture.draw(v->rules, family, 160.0f).
#pragma once

#include <memory>
#include <optional>

#include "app/board_widget.h"
#include "scene/board_scene.h"
#include "taflbord/rules.h"
#include "taflbord/variant.h"

struct ImFont;

namespace tafl::app {

// What a picture needs of the frame it is drawn in.
struct PictureFrame {
    SpriteBatch* batch = nullptr;
    int fb_width = 0;
    int fb_height = 0;
    float pixel_scale = 1.0f;  // framebuffer pixels per ImGui unit
    bool high_contrast = false;
};

// A still picture of a start position, kept from frame to frame by the screen that shows it: its
// own board widget and scene, rebuilt only when the rules shown change. It exists so that every
// picture of a position in the menus is the board the match is played on.
class SetupPicture {
public:
    explicit SetupPicture(BoardArt* art) : widget_(art) {}
    void set_frame(const PictureFrame& frame) { frame_ = frame; }
    // Draws the start position of `rules` at the ImGui cursor as a square of `size_px` units and
    // moves the cursor past it, like any other widget. Rules that cannot be built leave the
    // square empty.
    void draw(const tafl::RuleSet& rules, BoardFamily family, float size_px);

private:
    BoardWidget widget_;
    std::unique_ptr<scene::BoardScene> scene_;
    std::optional<tafl::RuleSet> shown_;
    BoardFamily family_ = BoardFamily::NorseDriftwood;
    PictureFrame frame_;
};

// Draws the card of `variant` in `width_px` pixels: the picture, the preset's name (translated for
// a shipped preset, the file's own otherwise) in `name_font` when given, "11×11 · 24 attackers
// against 12 defenders and the king", and where its rules come from (the translated origin line
// of a shipped preset, the file's `source` otherwise), wrapped to the card.
void draw_preset_card(const tafl::Variant& variant, float width_px, SetupPicture& picture, ImFont* name_font = nullptr);

}  // namespace tafl::app
