// about_screen.h: the About window: the game's name and version, where the player's files are
// kept (with buttons to open the folder or copy its path), and the libraries and OpenGL driver
// the game runs on, for a bug report.
#pragma once

#include <filesystem>
#include <string>

#include "app/screen.h"

namespace tafl::app {

// The version of the program (the CMake project's version).
const char* program_version();

// A folder as a file:// URL for SDL_OpenURL: UTF-8, percent-encoded but for letters, digits, "-._~/:",
// with a leading slash added to a Windows drive path.
std::string file_url(const std::filesystem::path& folder);

// The About window, opened from the main menu's corner or the match's Help menu.
class AboutScreen final : public Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "about"; }
    void enter() override;
    void draw_ui(bool top) override;
    std::optional<int> pad_window() const override { return 0; }
    bool keeps_pad_over_notices() const override { return true; }

private:
    std::string libraries_;  // one line per library, read once when the window opens
    std::string driver_;     // the OpenGL version and renderer
    std::string copied_;     // the folder's path, after "Copy path" put it on the clipboard
};

}  // namespace tafl::app
