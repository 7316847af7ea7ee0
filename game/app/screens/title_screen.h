// title_screen.h: the title screen: the painting of a longship at dusk with the game's name, and
// a prompt; a click, a key or a game controller's button opens the main menu over it.
#pragma once

#include <glm/glm.hpp>

#include "app/screen.h"

namespace tafl::app {

// The title painting filling the window, cut to keep its middle, with the name and the subtitle:
// the background of the title screen and the main menu.
void draw_title_painting(ScreenContext& ctx, const glm::mat4& projection);

// The first screen of a plain start. It exists on its own so that the main menu can be opened
// over it and closed back to it, and a match can start under it.
class TitleScreen final : public Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "title"; }
    const char* page() const override { return "title"; }
    bool covers() const override { return true; }
    void draw_ui(bool top) override;
    void handle_input(const FrameInput& input) override;
    void draw_scene(const glm::mat4& projection) override { draw_title_painting(ctx_, projection); }

private:
    bool theme_started_ = false;  // the title theme is played once, when the title first shows
};

}  // namespace tafl::app
