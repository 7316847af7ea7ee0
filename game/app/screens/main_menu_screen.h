// main_menu_screen.h: the main menu over the title painting: return to the game, new match,
// continue the unfinished game, load a game, settings, quit. Its entries are a list that other
// parts of the game can add to (add_entry), so that new screens get their place in it.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "app/screen.h"

namespace tafl::app {

class MatchScreen;

// One entry of the main menu: its label (translated when drawn), whether it is offered now, and
// what choosing it does.
struct MainMenuEntry {
    std::function<std::string()> label;
    std::function<bool()> shown;  // empty: always
    std::function<void()> chosen;
};

// The main menu. Opened over the title on a plain start, or from a match (Esc, Start, Game →
// Main menu), which it can return to while that game goes on.
class MainMenuScreen final : public Screen {
public:
    // `resumable`: opened from a match that is still going on.
    MainMenuScreen(ScreenContext& context, bool resumable);
    const char* name() const override { return "main-menu"; }
    const char* page() const override { return "menu"; }
    bool covers() const override { return true; }
    void draw_ui(bool top) override;
    void draw_scene(const glm::mat4& projection) override;
    std::optional<int> pad_window() const override { return 0; }

    // Adds an entry before the one at `position` (at the end when past it).
    void add_entry(MainMenuEntry entry, std::size_t position);
    std::size_t entry_count() const { return entries_.size(); }
    // The labels of the entries offered now, in order.
    std::vector<std::string> shown_labels() const;

private:
    MatchScreen* match() const;
    void continue_game();
    void open_load_game(std::string error);

    std::vector<MainMenuEntry> entries_;
    std::filesystem::path autosave_;  // saves/autosave.otg, when there is one to continue
};

}  // namespace tafl::app
