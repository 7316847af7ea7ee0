// settings_screen.h: the settings window (language, the display options and sound), and the
// display options themselves, which the match's View menu shows as well.
#pragma once

#include <string_view>

#include "app/screen.h"

namespace tafl::app {

// Full screen, board coordinates, high contrast, reduced motion, animation speed, menu text size
// and, once the campaign has won one, the board every game is played on, as ImGui widgets that change the settings at
// once. Screens read the settings each frame.
void draw_display_options(ScreenContext& ctx);

// The volumes (master, effects, ambience, music), mute, and mute while the window is in the
// background, as ImGui widgets that change the settings at once.
void draw_sound_options(ScreenContext& ctx);

// A board's name by its material (core::kBoardMaterials), in the player's language.
const char* board_name(std::string_view material);

// The language, one entry per language in its own name.
void draw_language_menu_items(ScreenContext& ctx);

// The settings window, over the main menu or a match.
class SettingsScreen final : public Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "settings"; }
    void draw_ui(bool top) override;
    std::optional<int> pad_window() const override { return 0; }
    bool keeps_pad_over_notices() const override { return true; }
};

}  // namespace tafl::app
