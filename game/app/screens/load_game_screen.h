// load_game_screen.h: the list of saved games (newest first); a click opens one. A game that
// cannot be opened is named with the reader's message and the list stays.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "app/screen.h"

namespace tafl::app {

// The load-game dialog. What opening a file means is the opener's (the match screen loads it);
// the dialog closes with the file's path as its answer once it opened.
class LoadGameScreen final : public Screen {
public:
    using Open = std::function<bool(const std::filesystem::path& file, std::string* error)>;
    // `error`: a message to show from the start (Continue failed).
    LoadGameScreen(ScreenContext& context, Open open, std::string error = {});
    const char* name() const override { return "load-game"; }
    void enter() override;
    void draw_ui(bool top) override;
    std::optional<int> pad_window() const override { return 0; }
    bool keeps_pad_over_notices() const override { return true; }

private:
    Open open_;
    std::string error_;
    std::vector<std::filesystem::path> files_;
};

}  // namespace tafl::app
