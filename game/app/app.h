// app.h: the game application: the window and its OpenGL context, the frame loop, input routing
// between Dear ImGui and the board, the scene, the settings, and the test and measurement modes
// (--screenshot, --bench-frames, --bench-idle, --record-input, --replay-input).
#pragma once

#include <SDL.h>

#include <array>
#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "app/board_view.h"
#include "app/rule_editor.h"
#include "app/scripted_scene.h"
#include "app/sprite_batch.h"
#include "app/text.h"
#include "core/input_log.h"
#include "core/options.h"
#include "core/settings.h"
#include "match/house_rules.h"
#include "match/match.h"
#include "match/series.h"
#include "scene/board_scene.h"
#include "taflbord/ai/search.h"
#include "taflbord/position.h"
#include "taflbord/variant.h"

struct ImFont;

namespace tafl::app {

// Where the game's data lives (found once at start).
struct DataDirs {
    std::filesystem::path assets;  // variants/, fonts/
    std::filesystem::path shaders;
    std::filesystem::path locale;  // <lang>.mo
    std::filesystem::path prefs;   // the user's folder (settings, screenshots); empty if none
};

// The player chosen in the new-match dialog: 0 a person, k the k-th AI level of ai::levels().
match::Player player_of_choice(int choice);
// "Person", or the AI level's name, in the current language.
std::string player_label(const match::Player& p);

// How a match ended, in a sentence or two for the player ("The king has escaped. The defenders
// win!", "The attackers resign. The defenders win.", "The players agree to a draw.").
std::string end_text(const match::Match& m);

class App {
public:
    App(core::GameOptions options, std::chrono::steady_clock::time_point process_start);
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    ~App();

    // Runs until the window closes (or the test mode is done); the process exit code.
    int run();

private:
    // [SECTION] Start and stop
    bool init();
    bool find_data(std::string* error);
    void load_settings();
    void save_settings();
    bool create_window();
    void init_imgui();
    void load_imgui_fonts();
    void shutdown();

    // [SECTION] Game state (the engine's) and its picture
    bool start_variant(const std::string& id, std::string* error);
    // Starts a match of preset `id` between these players (hot seat when both are people).
    bool start_match(const std::string& id, match::Player attackers, match::Player defenders, std::string* error);
    // The same with rules of the player's own (house rules): `id` names the preset or house-rule
    // set they started from. `id` is a copy: callers pass the current match's own id, which the
    // new match replaces.
    bool start_match(std::string id, const RuleSet& rules, match::Player attackers, match::Player defenders,
                     std::string* error);
    // Shows `m` as the current match (a loaded or continued game).
    void show_match(match::Match m);
    const tafl::Position& pos() const { return match_->position(); }
    void resync_board();         // the board shows the match's view without animation
    void after_moves_changed();  // selection, AI and view bookkeeping after undo/redo/load
    void undo_step();            // Undo (button, Ctrl+Z, LB): one step back, the AI's search dropped
    void redo_step();
    void think_if_ai_to_move();
    void apply_ai_result();
    void cancel_ai();
    std::string display_name(const std::string& id) const;
    void play_move(tafl::Move move);
    void show_banner(const std::string& text);  // adds a line to the banner over the board
    void click_square(tafl::Square square);
    void run_script(scene::TimeMs now);

    // [SECTION] The frame
    void frame();
    void handle_event(const SDL_Event& event);
    void route_board_input();
    void draw_ui();
    void draw_menu_bar();
    void draw_status();
    void draw_problems();
    void draw_banner();
    void draw_title(const glm::mat4& projection);
    void draw_main_menu();
    void draw_new_match();
    bool start_from_dialog(match::Format format, std::string* error);
    void load_house_rules();
    // A shipped preset or one of the player's house-rule sets by id; nullptr for neither.
    const Variant* find_variant(const std::string& id) const;
    // The shipped preset a variant is, or extends (for its card, board and tie-break).
    const Variant* preset_of(const Variant& v) const;
    void pick_new_match_preset(const std::string& id);
    void save_house_rules();
    // [SECTION] Series of games (two games, five points)
    void begin_series_game();  // deals the five-point cards (the AI) or asks the attacker to
    void sync_series_tag();    // the series into the record's extra tag
    void next_series_game();
    void restart_series();
    std::string seat_label(match::Seat seat) const;
    void draw_deal_cards();
    void draw_series_panel();
    bool draw_series_result();  // in the game-over panel; true when the series goes on
    void draw_clock(Side side);
    void draw_tray(Side side);
    void tick_clock();
    // Milliseconds until the clock face changes, or -1 when no clock runs.
    int clock_wake_ms() const;
    void draw_load_game();
    void draw_settings_window();
    void draw_match_panel();
    void draw_game_over();
    void draw_display_options();
    void save_game();
    bool load_game(const std::filesystem::path& path, std::string* error);
    void autosave();
    std::filesystem::path saves_dir() const;
    void draw_title_prompt();
    void set_window_icon();
    scene::TimeMs scene_now() const;
    glm::vec2 to_framebuffer(int x, int y) const;
    void apply_language();
    void toggle_fullscreen();
    void move_cursor(SDL_Keycode key);
    void open_main_menu();  // pauses the match behind the title picture (Esc, Start, menus)

    // [SECTION] Game controllers
    // The window a game controller works, when it works a window rather than the board.
    enum class PadTarget : std::uint8_t { None, MainMenu, NewMatch, Load, Settings, Problems, Deal, GameOver, Panel };
    PadTarget pad_target() const;
    bool pad_drives_ui() const;
    void pad_focus(PadTarget window);  // called inside each pad-workable window
    void feed_pad_navigation();        // ImGui's navigation inputs from the pad's events
    void pad_on_board(Uint8 button);
    bool take_screenshot(const std::filesystem::path& path);
    void write_state(const std::filesystem::path& path);

    // [SECTION] Input recording and replay
    void record(const SDL_Event& event);
    void inject_replay_events();
    static std::optional<SDL_Event> to_sdl_event(const core::InputEvent& e, Uint32 window_id);

    core::GameOptions options_;
    std::chrono::steady_clock::time_point process_start_;
    core::Settings settings_;
    std::filesystem::path settings_path_;
    DataDirs dirs_;
    std::vector<std::string> problems_;  // shown in the problems window and printed to stderr
    bool show_problems_ = false;

    SDL_Window* window_ = nullptr;
    SDL_GLContext gl_ = nullptr;
    bool imgui_ready_ = false;
    bool vsync_ = false;
    int refresh_hz_ = 60;
    int fb_width_ = 0, fb_height_ = 0, win_width_ = 0, win_height_ = 0;
    float menu_height_ = 0;  // window units
    float status_height_ = 0;
    ImFont* title_font_ = nullptr;
    bool fonts_dirty_ = false;
    bool fonts_reported_ = false;  // font problems are listed once, not at every reload

    TextRenderer text_;
    BoardView view_;
    SpriteBatch batch_;

    VariantSet variants_;
    std::vector<std::string> variant_ids_;
    std::string variant_;
    std::unique_ptr<match::Match> match_;
    std::unique_ptr<scene::BoardScene> scene_;
    std::optional<ScriptPlayer> script_;
    bool title_active_ = false;  // the title screen is shown (with the main menu over it once clicked)
    bool main_menu_ = false;     // the main menu is open over the title picture
    bool new_match_open_ = false;
    bool load_open_ = false;
    bool settings_open_ = false;
    int new_match_players_[2] = {0, 0};  // 0 person, 1.. the AI levels in order
    std::string new_match_id_;           // the preset or house-rule set picked; empty: the last played
    RuleSet new_match_rules_;            // its rules as the house-rule editor left them
    RuleEditorState rule_editor_;
    std::vector<SetupChoice> setups_;
    bool house_rules_open_ = false;
    std::array<char, 128> house_name_{};            // the name field of the house rules
    std::string house_message_;                     // after saving: where, or what is wrong
    match::HouseRules house_;                       // the player's house-rule sets, and the files left out
    std::vector<match::VariantText> preset_texts_;  // the shipped presets' files, read once for house rules
    int new_match_format_ = 0;                      // a match::Format
    bool clock_on_ = false;
    int clock_minutes_ = 10;
    int clock_increment_s_ = 5;
    std::optional<match::ClockSettings> match_clock_;  // the clock of this match and its rematches
    scene::TimeMs clock_last_ = -1;                    // scene time the clock last ran to
    std::optional<match::Series> series_;              // a match of several games
    bool deal_open_ = false;                           // the attacker lays the five-point cards
    match::Cards deal_{1, 2, 3, 4};
    std::vector<std::filesystem::path> save_files_;
    bool autosave_known_ = false;   // autosave_exists_ is current
    bool autosave_exists_ = false;  // saves/autosave.otg is there, for Continue
    std::string load_error_;
    std::string notice_;               // a line in the match panel ("Saved as ...")
    std::filesystem::path save_path_;  // where this match was saved or loaded from
    float panel_width_ = 0;            // window units, right of the board
    Texture title_picture_;

    // The AI plays on its worker thread; its answer comes back through ai_answer_ and an SDL event.
    std::unique_ptr<ai::Engine> engine_;
    std::uint64_t ai_generation_ = 0;  // bumped whenever a pending answer becomes stale
    bool ai_thinking_ = false;
    std::mutex ai_mutex_;
    struct AiAnswer {
        std::uint64_t generation = 0;  // ai_generation_ when the search began
        tafl::Move move;               // from < 0: no move
        int score = 0;                 // for the side to move, hundredths of an attacker man
    };
    std::optional<AiAnswer> ai_answer_;
    bool draw_offered_ = false;  // a person offered the AI a draw with the last move
    Uint32 wake_event_ = 0;
    std::vector<tafl::Move> selection_moves_;
    tafl::Square drag_from_ = tafl::kNoSquare;  // the piece picked up by the button held down
    tafl::Square cursor_ = tafl::kNoSquare;     // the keyboard's square, shown as the hover mark
    bool moves_hovered_ = false;                // the pointer is over the move list: arrows step it
    bool resumable_ = false;                    // the main menu was opened from a match still going on
    bool game_over_visible_ = false;            // the game-over panel was drawn last frame
    // Game controllers: the open ones and their buttons, from events (so replays drive them too).
    std::vector<SDL_GameController*> pads_;
    bool pad_held_[SDL_CONTROLLER_BUTTON_MAX] = {};
    bool pad_pressed_[SDL_CONTROLLER_BUTTON_MAX] = {};  // went down since the last frame
    bool pad_last_ = false;                             // the last input came from a pad
    bool pad_panel_ = false;                            // the pad works the match panel
    bool pad_deferred_ = false;                         // this frame's presses wait for a window's focus
    PadTarget pad_focused_ = PadTarget::None;           // the window the pad has taken over
    std::string banner_;                                // the announcement shown over the board
    scene::TimeMs banner_until_ = 0;

    // Input that reached the board this frame, kept until ImGui has said what it wants.
    std::vector<SDL_Event> board_events_;
    bool mouse_down_[3] = {false, false, false};
    bool mouse_pressed_[3] = {false, false, false};
    glm::vec2 mouse_{-1.0e6f, -1.0e6f};  // window coordinates

    // Frames, time and modes.
    std::uint64_t frame_index_ = 0;
    int ui_frames_left_ = 3;
    bool running_ = true;
    bool fixed_step_ = false;  // frame k happens at scene time k * 1000 / 60 ms
    std::chrono::steady_clock::time_point clock_start_;
    std::vector<double> frame_ms_;
    double first_frame_ms_ = -1;
    core::InputLog recording_;
    std::optional<core::InputLog> replay_;
    std::size_t replay_next_ = 0;
    bool injecting_ = false;                    // handle_event() is given a replayed event
    bool pending_screenshot_ = false;           // F12 was pressed
    std::filesystem::path screenshot_request_;  // taken after the next frame is drawn
    std::uint64_t replay_end_frame_ = 0;
    int exit_code_ = 0;
};

}  // namespace tafl::app
