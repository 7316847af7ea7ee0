// book_diagram.h: a rulebook diagram on the page: the position on the game's own painted board
// for its preset (a board widget and a board scene, the match's drawing path), its marked squares,
// its arrows drawn over the picture, and its moves played as the match animates them: the slide,
// the capture, the escape, the fallen king. It plays once when it first comes into view and again
// on request.
#pragma once

#include <imgui.h>

#include <memory>
#include <optional>

#include "app/board_widget.h"
#include "app/preset_card.h"
#include "rulebook/diagram.h"
#include "scene/board_scene.h"

namespace tafl::app {

class DiagramView {
public:
    DiagramView(BoardArt* art, rulebook::PreparedDiagram prepared, BoardFamily family);

    // Draws the board at the ImGui cursor as a square of `size_px` units and moves the cursor past
    // it. The first call starts the moves after a short pause.
    void draw(float size_px, const PictureFrame& frame, scene::TimeMs now);
    // Back to the start position; the moves play again.
    void restart(scene::TimeMs now);
    // Reduced motion and animation speed, from the settings.
    void set_motion(bool reduced, float speed);

    bool has_moves() const { return !prepared_.moves.empty(); }
    // How many of the moves are on the board now.
    int moves_shown() const { return static_cast<int>(next_move_); }
    // True while a move is waiting to be played or an animation runs.
    bool animating(scene::TimeMs now) const;
    // When the idle loop must draw again for this diagram (kWakeNever when still).
    int wake_ms(scene::TimeMs now) const;
    const rulebook::PreparedDiagram& prepared() const { return prepared_; }

private:
    void advance(scene::TimeMs now);
    void draw_arrows(ImVec2 origin, float scale) const;

    rulebook::PreparedDiagram prepared_;
    BoardWidget widget_;
    std::optional<Position> position_;
    std::unique_ptr<scene::BoardScene> scene_;
    std::size_t next_move_ = 0;
    scene::TimeMs next_at_ = 0;
    bool started_ = false;
    bool dirty_ = true;  // the picture must be painted again
    int painted_pixels_ = 0;
    bool painted_contrast_ = false;
    const Texture* texture_ = nullptr;
};

}  // namespace tafl::app
