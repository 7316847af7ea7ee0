// match_screen.h: the match: the board (a widget filling the window left of the panel), played by
// pointer, keys or game controller, with its animations and the sources' calls as a banner; the
// menu bar (Game, View, Language) and the status bar; the match panel (players, clocks, captured
// pieces, the series, the move list, undo, redo, resignation, draws); and the game-over panel.
// The match's logic (the AI's turn, the clock, the series, saving) is the MatchController's; the
// five-point deal is a dialog of its own (deal_screen.h) over this screen.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/board_widget.h"
#include "app/screen.h"
#include "app/screens/new_match_screen.h"
#include "app/scripted_scene.h"
#include "campaign/battle_play.h"
#include "match/match_controller.h"
#include "scene/board_scene.h"

namespace tafl::app {

// A campaign battle played on a match screen: the player's side and what they must do.
using CampaignGoal = campaign::Goal;

// How a campaign battle ended: what the match screen answers when it closes.
struct CampaignOutcome {
    bool won = false;
    int player_moves = 0;  // in the last game
    int men_lost = 0;      // the player's men captured in the last game
    bool undo_used = false;
};

// The screen the game is played on; always at the bottom of the stack (a match of the last preset
// stands behind the title on a plain start).
class MatchScreen final : public Screen {
public:
    explicit MatchScreen(ScreenContext& context);
    // A match opened from a rulebook diagram ("Try it"), over the reader: not saved for Continue,
    // no new games from its menu, and leaving it (Esc, Game → Back to the book) returns to the page.
    struct Trial {};
    MatchScreen(ScreenContext& context, Trial);
    // A campaign battle: as a trial (nothing autosaved, no new games from the menu), and when the
    // goal is met or lost a panel says so; its Continue (or Enter) closes the screen with a
    // CampaignOutcome. Leaving it otherwise (Esc) closes it without an answer.
    MatchScreen(ScreenContext& context, CampaignGoal goal);
    ~MatchScreen() override;
    bool trial() const { return trial_; }
    const char* name() const override { return "match"; }
    const char* page() const override { return "match"; }
    bool covers() const override { return true; }

    // [SECTION] What other screens ask of the match
    // A quick game of a preset between two people at one board.
    bool start_preset(const std::string& id, std::string* error);
    // A match as the new-match dialog set it up; brings the match to the front.
    bool start(const match::MatchSetup& setup, std::string* error);
    // Opens a saved game (the unfinished one is kept for Continue first); brings the match to the
    // front. False with the reader's message, and nothing changed, for a file that cannot be read.
    bool load_game(const std::filesystem::path& file, std::string* error);
    // Plays a scripted scene (--scene capture, demo:ID, ...) on this match.
    void play_script(SceneScript script);
    // Opens the main menu over the match (Esc, Start, Game → Main menu).
    void open_main_menu();
    // The choices of the new-match dialog, kept from one opening to the next.
    NewMatchChoices& new_match_choices() { return new_match_choices_; }
    match::MatchController& controller() { return controller_; }
    // The width of the match panel in window units (0 when the window is too narrow for it).
    float panel_width() const { return panel_width_; }
    // "Player 1 (Person)" in a series; the player's label otherwise.
    std::string seat_label(match::Seat seat) const;

    // [SECTION] Screen
    void update(scene::TimeMs now, bool on_view) override;
    void draw_ui(bool top) override;
    void handle_input(const FrameInput& input) override;
    void prepare_scene() override;
    void draw_scene(const glm::mat4& projection) override;
    int wake_ms(scene::TimeMs now) const override;
    std::optional<int> pad_window() const override;
    void write_state(std::string& out) const override;
    void closing() override;

private:
    // The windows of this screen the game controller can work (pad_window, pad_focus).
    static constexpr int kGameOverWindow = 1;
    static constexpr int kPanelWindow = 2;

    // [SECTION] The board (match_screen.cpp)
    const Position& pos() const { return controller_.position(); }
    void show_new_match();  // the scene and the board of the controller's new game
    void resync_board();    // the board shows the match's view without animation
    void animate(const MoveResult& result, std::uint8_t announcements);
    void show_banner(const std::string& text);
    void click_square(Square square);
    void clear_selection();
    void move_cursor(SDL_Keycode key);
    void pad_on_board(Uint8 button);
    void run_script(scene::TimeMs now);
    void undo_step();
    void redo_step();
    void after_moves_changed();
    void open_deal_if_needed();
    void open_new_match();
    void open_load_game();
    void save_game();
    void autosave();
    void apply_settings();

    // [SECTION] Sound (match_sound.cpp)
    void play_move_sounds(const MoveResult& result, scene::TimeMs now);
    void update_sound(scene::TimeMs now);
    int tick_second_ = -1;  // the clock's whole second last ticked, -1 above ten seconds

    // [SECTION] The overlay (match_panel.cpp)
    void draw_menu_bar();
    void draw_status();
    void draw_banner();
    void draw_match_panel();
    void draw_clock(Side side);
    void draw_tray(Side side);
    void draw_series_panel();
    void draw_game_over();
    bool draw_series_result();  // in the game-over panel; true when the series goes on

    match::MatchController controller_;
    std::unique_ptr<scene::BoardScene> scene_;
    BoardWidget widget_;
    std::string variant_;  // the preset or house-rule set played
    std::optional<ScriptPlayer> script_;
    NewMatchChoices new_match_choices_;
    scene::TimeMs now_ = 0;
    bool on_view_ = true;  // no covering screen above (the main menu hides the match)
    bool trial_ = false;   // opened by a rulebook's "Try it" (or for a campaign battle)
    std::optional<CampaignGoal> campaign_;
    BoardFamily own_family_ = BoardFamily::NorseDriftwood;  // the look of the game's own board
    std::optional<CampaignOutcome> outcome_;  // the battle is decided
    bool undo_used_ = false;
    Side player_side() const;
    int player_moves() const;
    void check_campaign_goal();
    void draw_campaign_result();
    void open_rulebook();

    std::vector<Move> selection_moves_;
    Square drag_from_ = kNoSquare;  // the piece picked up by the button held down
    Square cursor_ = kNoSquare;     // the keyboard's square, shown as the hover mark
    bool moves_hovered_ = false;    // the pointer is over the move list: arrows step it
    // The move list as last laid out (for --state-out): rows laid out, and where each column
    // starts and how wide the turn numbers are, in the panel's pixels.
    struct MoveListLayout {
        int rows_laid_out = 0;
        float number_x = 0, number_width = 0, first_x = 0, second_x = 0;
        float scroll = 0;  // how far the list is scrolled down
    };
    MoveListLayout move_list_;
    int list_view_ = -1;  // the move shown when the list was last drawn
    bool pad_panel_ = false;        // the pad works the match panel
    bool game_over_visible_ = false;
    std::string banner_;  // the announcement shown over the board
    scene::TimeMs banner_until_ = 0;
    std::string notice_;     // a line in the match panel ("Saved as ...")
    float panel_width_ = 0;  // window units, right of the board
    float menu_height_ = 0;  // window units
    float status_height_ = 0;
};

}  // namespace tafl::app
