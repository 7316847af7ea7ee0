// app.h: the game application: the window and its OpenGL context, the frame loop, input routing
// between Dear ImGui and the board, the scene, the settings, and the test and measurement modes
// (--screenshot, --bench-frames, --bench-idle, --record-input, --replay-input).
#pragma once

#include <SDL.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/board_view.h"
#include "app/scripted_scene.h"
#include "app/sprite_batch.h"
#include "app/text.h"
#include "core/input_log.h"
#include "core/options.h"
#include "core/settings.h"
#include "scene/board_scene.h"
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
    std::string display_name(const std::string& id) const;
    void play_move(tafl::Move move);
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
    void draw_title(const glm::mat4& projection);
    void draw_title_prompt();
    void set_window_icon();
    scene::TimeMs scene_now() const;
    glm::vec2 to_framebuffer(int x, int y) const;
    void apply_language();
    void toggle_fullscreen();
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
    std::unique_ptr<tafl::Position> position_;
    std::unique_ptr<scene::BoardScene> scene_;
    std::optional<ScriptPlayer> script_;
    bool title_active_ = false;  // the title screen is shown; a click or key goes to the board
    Texture title_picture_;
    std::vector<tafl::Move> selection_moves_;

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
