// app.h: the platform shell of the game: the window and its OpenGL context, the frame loop with
// its idle wait, the Dear ImGui frame, the screen stack, and the modes for looking at the game and
// measuring it (--screenshot, --bench-frames, --bench-idle, --record-input, --replay-input,
// --state-out). What the player sees and does lives in the screens (game/app/screens/); the shell
// knows them only through the Screen interface (screen.h) and hands them a ScreenContext.
#pragma once

#include <SDL.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/audio_output.h"
#include "app/board_widget.h"
#include "app/gamepad.h"
#include "app/screen.h"
#include "app/screen_context.h"
#include "app/sprite_batch.h"
#include "app/text.h"
#include "app/variant_catalog.h"
#include "core/input_log.h"
#include "core/options.h"
#include "core/settings.h"

namespace tafl::app {

class App final : public Platform {
public:
    App(core::GameOptions options, std::chrono::steady_clock::time_point process_start);
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    ~App() override;

    // Runs until the window closes (or the test mode is done); the process exit code.
    int run();

    // [SECTION] Platform (what the screens may ask of the shell)
    void quit() override { running_ = false; }
    bool fullscreen() const override;
    void toggle_fullscreen() override;
    scene::TimeMs now() const override;
    bool deterministic() const override { return fixed_step_; }
    bool test_mode() const override;
    bool scripted_start() const override { return !options_.scene.empty() || !options_.replay_input.empty(); }
    void keep_drawing(int frames) override;
    glm::ivec2 framebuffer_size() const override { return {fb_width_, fb_height_}; }
    glm::ivec2 window_size() const override { return {win_width_, win_height_}; }
    float pixel_scale() const override;
    glm::vec2 to_framebuffer(int x, int y) const override;
    void wake() override;
    void set_language(i18n::Language language) override;
    void fonts_changed() override { fonts_dirty_ = true; }
    void report_problem(const std::string& message) override;
    void play_sound(audio::SoundId id, scene::TimeMs at, float pan) override;
    void set_ambience(std::optional<audio::SoundId> loop) override { audio_.set_ambience(loop); }

private:
    // [SECTION] Start and stop (app_setup.cpp)
    bool init();
    bool find_data(std::string* error);
    void load_settings();
    void save_settings();
    bool create_window();
    void init_imgui();
    void load_imgui_fonts();
    void set_window_icon();
    void apply_language();
    // Sound: in play always, in test and measurement runs only when SDL_AUDIODRIVER names a driver.
    void start_audio();
    // A menu click when an ImGui item was pressed this frame (and nothing else sounded for it).
    void click_sound();
    // The first screens: the match of the scene, preset or saved game asked for, and the title
    // over it on a plain start. Sets exit_code_ and returns false when the command line asks for
    // something that cannot be.
    bool open_first_screens();
    void shutdown();

    // [SECTION] The frame (app.cpp)
    void frame();
    void handle_event(const SDL_Event& event);
    int idle_timeout() const;
    // The window the game controller works: a dialog the player opened, else the problems window
    // while it is shown, else what the top screen says.
    std::optional<PadWindow> pad_target() const;
    void draw_screens_ui();
    void draw_problems();
    bool frame_done() const;
    void write_state(const std::filesystem::path& path);
    void inject_replay_events();

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
    Fonts fonts_;
    bool fonts_dirty_ = false;
    bool fonts_reported_ = false;  // font problems are listed once, not at every reload

    TextRenderer text_;
    BoardArt board_art_;
    SpriteBatch batch_;
    Texture title_picture_;
    VariantCatalog variants_;
    Gamepad pad_;
    ScreenStack screens_;
    AudioOutput audio_;
    bool focused_ = true;       // the window is the one in front
    bool item_active_ = false;  // an ImGui item was held down last frame
    bool ui_sounded_ = false;   // a screen played a sound of its own this frame
    std::size_t next_pitch_ = 0;
    std::unique_ptr<ScreenContext> context_;
    Uint32 wake_event_ = 0;

    // Input that the screens get this frame, kept until ImGui has said what it wants.
    std::vector<SDL_Event> frame_events_;
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
    std::string scene_name_;  // what the bench line reports
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
