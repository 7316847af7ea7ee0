// app.cpp: the platform shell: the frame loop and its idle wait, input routing between Dear ImGui
// and the screens, the screen stack's frame, the problems window, and the test modes.
#include "app/app.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <glm/gtc/matrix_transform.hpp>
#include <thread>

#include "app/imgui_backends.h"
#include "app/input_replay.h"
#include "app/screenshot.h"
#include "core/atomic_file.h"
#include "core/frame_stats.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double ms_between(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

void report(const std::string& message) { std::fprintf(stderr, "taflbord: %s\n", message.c_str()); }

int button_slot(Uint8 button) {
    switch (button) {
        case SDL_BUTTON_LEFT:
            return 0;
        case SDL_BUTTON_RIGHT:
            return 1;
        case SDL_BUTTON_MIDDLE:
            return 2;
        default:
            return -1;
    }
}

}  // namespace

// [SECTION] Platform

bool App::fullscreen() const { return (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) != 0; }

void App::toggle_fullscreen() {
    const bool full = fullscreen();
    SDL_SetWindowFullscreen(window_, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    settings_.fullscreen = !full;
    keep_drawing(3);
}

scene::TimeMs App::now() const {
    if (fixed_step_) return static_cast<scene::TimeMs>(frame_index_ * 1000 / 60);
    return static_cast<scene::TimeMs>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - clock_start_).count());
}

bool App::test_mode() const {
    return !options_.screenshot.empty() || options_.bench_frames > 0 || options_.bench_idle_seconds > 0 ||
           !options_.replay_input.empty() || options_.no_settings;
}

void App::keep_drawing(int frames) { ui_frames_left_ = std::max(ui_frames_left_, frames); }

float App::pixel_scale() const {
    return win_height_ > 0 ? static_cast<float>(fb_height_) / static_cast<float>(win_height_) : 1.0f;
}

glm::vec2 App::to_framebuffer(int x, int y) const {
    const float sx = win_width_ > 0 ? static_cast<float>(fb_width_) / static_cast<float>(win_width_) : 1.0f;
    const float sy = win_height_ > 0 ? static_cast<float>(fb_height_) / static_cast<float>(win_height_) : 1.0f;
    return {static_cast<float>(x) * sx, static_cast<float>(y) * sy};
}

void App::wake() {
    SDL_Event e{};
    e.type = wake_event_;
    SDL_PushEvent(&e);
}

void App::set_language(i18n::Language language) {
    settings_.language = language;
    settings_.language_set = true;
    options_.language.clear();
    apply_language();
}

void App::report_problem(const std::string& message) {
    report(message);
    problems_.push_back(message);
    show_problems_ = true;
}

void App::play_sound(audio::SoundId id, scene::TimeMs at, float pan) {
    // A little life in repeated sounds: the pitch varies by up to 3 %, the same in every run.
    static constexpr float kPitches[] = {1.0f, 1.02f, 0.985f, 1.03f, 0.97f, 1.01f, 0.99f};
    const bool varied = audio::sound_info(id).bus == audio::Bus::Effects && id != audio::SoundId::Click;
    const float pitch = varied ? kPitches[next_pitch_++ % std::size(kPitches)] : 1.0f;
    audio_.play(id, at, now(), pan, pitch);
    ui_sounded_ = true;
}

void App::click_sound() {
    const bool active = ImGui::IsAnyItemActive();
    if (active && !item_active_ && !ui_sounded_) audio_.play(audio::SoundId::Click, now(), now());
    item_active_ = active;
    ui_sounded_ = false;
}

// [SECTION] The loop

int App::run() {
    if (!init()) {
        shutdown();
        return exit_code_ != 0 ? exit_code_ : 1;
    }
    const bool benching = options_.bench_frames > 0;
    SDL_TimerID idle_timer = 0;
    if (options_.bench_idle_seconds > 0) {
        const auto ms = static_cast<Uint32>(options_.bench_idle_seconds * 1000.0);
        idle_timer = SDL_AddTimer(
            ms,
            [](Uint32, void*) -> Uint32 {
                SDL_Event quit{};
                quit.type = SDL_QUIT;
                SDL_PushEvent(&quit);
                return 0;
            },
            nullptr);
    }
    double cpu_at_first_frame = 0;
    Clock::time_point wall_at_first_frame = Clock::now();

    while (running_) {
        const int timeout = idle_timeout();
        const bool busy = fixed_step_ || benching || ui_frames_left_ > 0 || timeout == kWakeNow;
        SDL_Event event;
        if (!busy) {
            // Nothing moves: sleep until input arrives or a screen's next change is due.
            const int got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout);
            if (got != 0) handle_event(event);
        }
        while (SDL_PollEvent(&event) != 0) handle_event(event);
        if (!running_) break;
        frame();
        if (frame_index_ == 1) {
            cpu_at_first_frame = core::process_cpu_seconds();
            wall_at_first_frame = Clock::now();
        }
        if (benching && frame_index_ >= static_cast<std::uint64_t>(options_.bench_frames)) running_ = false;
    }
    if (idle_timer != 0) SDL_RemoveTimer(idle_timer);

    if (benching || options_.bench_idle_seconds > 0) {
        const double cpu = core::process_cpu_seconds() - cpu_at_first_frame;
        const double wall = ms_between(wall_at_first_frame, Clock::now()) / 1000.0;
        // The first frame is the start-up; it is reported on its own.
        std::vector<double> frames(frame_ms_.begin() + (frame_ms_.empty() ? 0 : 1), frame_ms_.end());
        std::printf(
            "%s mode=%s size=%dx%d scene=%s vsync=%s gl=\"%s\"\n",
            core::format_frame_stats(core::summarize_frames(frames), cpu, wall, first_frame_ms_, core::max_rss_kib())
                .c_str(),
            benching ? "frames" : "idle", fb_width_, fb_height_, scene_name_.c_str(), vsync_ ? "on" : "off",
            describe_context().c_str());
        std::fflush(stdout);
    }
    if (!options_.record_input.empty()) {
        std::string error;
        if (!core::write_file_atomically(options_.record_input, core::write_input_log(recording_), &error, false)) {
            report("--record-input: " + error);
            exit_code_ = 1;
        }
    }
    if (!options_.state_out.empty()) write_state(options_.state_out);
    for (std::size_t i = screens_.size(); i-- > 0;) screens_.at(i).closing();
    save_settings();
    shutdown();
    return exit_code_;
}

int App::idle_timeout() const {
    // The soonest wake any screen asks for; kWakeNow when one animates.
    // The audio device looks in once when it has fallen quiet, to close.
    int timeout = audio_.wake_ms();
    const scene::TimeMs t = now();
    for (std::size_t i = 0; i < screens_.size(); ++i) {
        const int wake = screens_.at(i).wake_ms(t);
        if (wake == kWakeNow) return kWakeNow;
        if (wake > 0) timeout = timeout < 0 ? wake : std::min(timeout, wake);
    }
    return timeout;
}

void App::frame() {
    const auto start = Clock::now();
    if (replay_) inject_replay_events();
    const scene::TimeMs t = now();
    audio_.apply(settings_, focused_);
    audio_.advance(t);
    for (std::size_t i = 0; i < screens_.size(); ++i) {
        Screen& s = screens_.at(i);
        s.update(t, !screens_.covered(&s));
    }
    screens_.apply();

    SDL_GetWindowSize(window_, &win_width_, &win_height_);
    SDL_GL_GetDrawableSize(window_, &fb_width_, &fb_height_);
    if (fonts_dirty_) load_imgui_fonts();

    ImGui_ImplOpenGL3_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend would read the first controller's state directly; the game feeds ImGui from its
    // own events instead (Gamepad::feed_navigation), so that replays drive the menus as a pad does.
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableGamepad;
    ImGui_ImplSDL2_NewFrame();
    pad_.feed_navigation();
    // The pointer as the game's own events say (the same live and in a replay), not as the
    // system reports it at this instant.
    io.MousePos = mouse_.x > -1.0e5f ? ImVec2(mouse_.x, mouse_.y) : ImVec2(-FLT_MAX, -FLT_MAX);
    for (int i = 0; i < 3; ++i) {
        io.MouseDown[i] = mouse_down_[i] || mouse_pressed_[i];
        mouse_pressed_[i] = false;
    }
    if (fixed_step_) io.DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    // Only now does ImGui know whether the pointer is over one of its windows this frame.
    if (Screen* top = screens_.top())
        top->handle_input(FrameInput{&frame_events_, io.WantCaptureMouse, io.WantCaptureKeyboard, pad_.drives_ui()});
    frame_events_.clear();
    screens_.apply();
    draw_screens_ui();
    draw_problems();
    click_sound();
    if (pending_screenshot_) {
        pending_screenshot_ = false;
        const auto stamp =
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                .count();
        screenshot_request_ = dirs_.prefs / "screenshots" / ("taflbord-" + std::to_string(stamp) + ".png");
    }
    ImGui::Render();

    // Render targets first (the boards' pictures): they change the GL state.
    const std::size_t first = screens_.first_drawn();
    for (std::size_t i = first; i < screens_.size(); ++i) screens_.at(i).prepare_scene();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, fb_width_, fb_height_);
    glClearColor(0.085f, 0.07f, 0.06f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    const glm::mat4 projection =
        glm::ortho(0.0f, static_cast<float>(fb_width_), static_cast<float>(fb_height_), 0.0f, -1.0f, 1.0f);
    batch_.reset_counters();
    for (std::size_t i = first; i < screens_.size(); ++i) screens_.at(i).draw_scene(projection);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    ++frame_index_;
    const bool done = frame_done();
    if (done && !options_.screenshot.empty() && !take_screenshot(options_.screenshot, fb_width_, fb_height_))
        exit_code_ = 1;
    if (!screenshot_request_.empty()) {
        take_screenshot(screenshot_request_, fb_width_, fb_height_);
        screenshot_request_.clear();
    }
    if (options_.bench_frames > 0) glFinish();
    SDL_GL_SwapWindow(window_);
    const auto end = Clock::now();
    frame_ms_.push_back(ms_between(start, end));
    if (first_frame_ms_ < 0) first_frame_ms_ = ms_between(process_start_, end);
    if (done) running_ = false;
    if (ui_frames_left_ > 0) --ui_frames_left_;
    screens_.apply();
    audio_.close_when_quiet();

    // Without vsync (some drivers refuse it) animation must not spin a core: keep to the
    // display's rate. Measurement runs and fixed-step runs go as fast as they can.
    if (!vsync_ && !fixed_step_ && options_.bench_frames == 0) {
        const double budget = 1000.0 / std::max(30, refresh_hz_);
        const double spent = ms_between(start, Clock::now());
        if (spent < budget) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(budget - spent));
    }
}

std::optional<PadWindow> App::pad_target() const {
    const Screen* top = screens_.top();
    const auto of_top = [top]() -> std::optional<PadWindow> {
        if (top == nullptr) return std::nullopt;
        if (const auto w = top->pad_window()) return PadWindow{top, *w};
        return std::nullopt;
    };
    if (top != nullptr && top->keeps_pad_over_notices()) return of_top();
    if (show_problems_ && !problems_.empty()) return PadWindow{this, 0};
    return of_top();
}

bool App::frame_done() const {
    // --screenshot: after the frames asked for, or at the end of the replay; --frames alone the
    // same without the picture.
    const auto frames = static_cast<std::uint64_t>(std::max(options_.frames, 0));
    if (!options_.screenshot.empty()) {
        const std::uint64_t wanted = options_.frames > 0 ? frames : 3;
        if (!replay_) return frame_index_ >= wanted;
        return options_.frames > 0 ? frame_index_ >= frames : frame_index_ >= replay_end_frame_;
    }
    if (replay_) return frame_index_ >= (options_.frames > 0 ? frames : replay_end_frame_);
    return options_.frames > 0 && frame_index_ >= frames;
}

void App::draw_screens_ui() {
    // From the lowest screen drawn to the top; a screen opened on the way is drawn in this frame.
    for (std::size_t i = screens_.first_drawn(); i < screens_.size(); ++i) {
        Screen& s = screens_.at(i);
        s.draw_ui(i + 1 == screens_.size());
        screens_.apply();
    }
}

void App::handle_event(const SDL_Event& event) {
    if (replay_ && is_user_input(event.type) && !injecting_) return;  // a replay owns the input
    if (!options_.record_input.empty()) {
        if (auto e = to_input_event(event, frame_index_)) recording_.events.push_back(std::move(*e));
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    keep_drawing(3);
    if (pad_.handle_event(event)) {
        frame_events_.push_back(event);
        return;
    }
    switch (event.type) {
        case SDL_QUIT:
            running_ = false;
            break;
        case SDL_WINDOWEVENT:
            if (event.window.event == SDL_WINDOWEVENT_CLOSE) running_ = false;
            if (event.window.event == SDL_WINDOWEVENT_LEAVE) {
                mouse_ = {-1.0e6f, -1.0e6f};
                frame_events_.push_back(event);  // the screens forget the square under the pointer
            }
            if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) text_.clear_cache();
            if (event.window.event == SDL_WINDOWEVENT_FOCUS_GAINED) focused_ = true;
            if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST) focused_ = false;
            if (event.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) fonts_dirty_ = true;
            break;
        case SDL_MOUSEMOTION:
            mouse_ = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
            frame_events_.push_back(event);
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            mouse_ = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
            pad_.pointer_used();
            const int slot = button_slot(event.button.button);
            if (slot >= 0) {
                mouse_down_[slot] = event.type == SDL_MOUSEBUTTONDOWN;
                if (event.type == SDL_MOUSEBUTTONDOWN) mouse_pressed_[slot] = true;
            }
            frame_events_.push_back(event);
            break;
        }
        case SDL_KEYDOWN: {
            const SDL_Keycode key = event.key.keysym.sym;
            const bool ctrl = (event.key.keysym.mod & KMOD_CTRL) != 0;
            pad_.pointer_used();
            if (key == SDLK_F11 || (key == SDLK_RETURN && (event.key.keysym.mod & KMOD_ALT) != 0))
                toggle_fullscreen();
            else if (ctrl && key == SDLK_q)
                running_ = false;
            else if (key == SDLK_F12 && !dirs_.prefs.empty())
                pending_screenshot_ = true;
            else
                frame_events_.push_back(event);
            break;
        }
        default:
            break;
    }
}

// [SECTION] The problems window

void App::draw_problems() {
    if (!show_problems_ || problems_.empty()) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                            ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(720.0f, vp->WorkSize.x * 0.9f), 0.0f), ImGuiCond_Always);
    // I18N: Title of a window listing files (fonts, shaders, translations, settings) that could not be used at start.
    if (ImGui::Begin(_("Problems at start"), &show_problems_, ImGuiWindowFlags_NoCollapse)) {
        pad_.focus(PadWindow{this, 0});
        // I18N: First line of the problems window; a list of technical messages in English follows.
        ImGui::TextUnformatted(_("The game runs, but some of its files could not be used:"));
        ImGui::Separator();
        for (const auto& p : problems_) {
            ImGui::Bullet();
            ImGui::TextWrapped("%s", p.c_str());
        }
        ImGui::Separator();
        // I18N: Button: closes the problems window.
        if (ImGui::Button(p_("button", "Close"))) show_problems_ = false;
    }
    ImGui::End();
}

// [SECTION] State and replay

void App::write_state(const fs::path& path) {
    // The page shown: the highest screen that names one ("title", "menu", "match").
    std::string page = "match";
    for (std::size_t i = 0; i < screens_.size(); ++i)
        if (const char* p = screens_.at(i).page()) page = p;
    std::string text;
    // The screens' own lines, bottom first (the match: position, moves, clock, layout, ...).
    for (std::size_t i = 0; i < screens_.size(); ++i) screens_.at(i).write_state(text);
    text += "screen=" + page + "\n";
    text += "screens=";
    for (std::size_t i = 0; i < screens_.size(); ++i) text += std::string(i == 0 ? "" : ",") + screens_.at(i).name();
    text += "\n";
    text += "language=" + std::string(i18n::language_code(i18n::translator().language())) + "\n";
    text += std::string("title=") + (page == "match" ? "no" : "yes") + "\n";
    std::string house;
    for (const Variant& v : variants_.house_rules()) house += (house.empty() ? "" : ",") + v.id;
    text += "house_rules=" + house + "\n";
    text += "window=" + std::to_string(win_width_) + "x" + std::to_string(win_height_) + "\n";
    text += "frames=" + std::to_string(frame_index_) + "\n";
    // The problems named so far, and whether their window is open.
    text += "problems=" + std::to_string(problems_.size()) + "\n";
    text += std::string("problems_window=") + (show_problems_ && !problems_.empty() ? "open" : "shut") + "\n";
    // The letters the translations and the rulebooks (assets/rulebooks) need, checked in the menu and text fonts.
    static constexpr char32_t kNeeded[] = {U'ä', U'ö', U'ü', U'ß', U'Ä',      U'Ö',      U'Ü', U'ẞ', U'à', U'è', U'é',
                                           U'ì', U'ò', U'ù', U'ç', U'â',      U'ê',      U'î', U'ô', U'û', U'ë', U'ï',
                                           U'œ', U'Œ', U'É', U'À', U'«',      U'»',      U'„', U'“', U'”', U'‘', U'’',
                                           U'‚', U'–', U'—', U'…', U'\u202F', U'\u00A0', U'ð', U'Ð', U'þ', U'í', U'ᚠ',
                                           U'ᚢ', U'ᚦ', U'ᚨ', U'ᚱ', U'ᚲ',      U'ᛟ',      U'ᛞ', U'᛫'};
    std::string menu_missing, text_missing;
    const ImFont* menu_font = imgui_ready_ ? ImGui::GetIO().Fonts->Fonts[0] : nullptr;
    for (const char32_t c : kNeeded) {
        char hex[16];
        std::snprintf(hex, sizeof hex, "%04X", static_cast<unsigned>(c));
        if (menu_font == nullptr || menu_font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr)
            menu_missing += std::string(" U+") + hex;
        if (!text_.provides(Face::Text, c)) text_missing += std::string(" U+") + hex;
    }
    text += "menu_font_missing=" + (menu_missing.empty() ? std::string("none") : menu_missing.substr(1)) + "\n";
    text += "text_font_missing=" + (text_missing.empty() ? std::string("none") : text_missing.substr(1)) + "\n";
    std::string error;
    if (!core::write_file_atomically(path, text, &error, false)) report("--state-out: " + error);
}

void App::inject_replay_events() {
    const Uint32 id = SDL_GetWindowID(window_);
    while (replay_next_ < replay_->events.size() && replay_->events[replay_next_].frame <= frame_index_) {
        const core::InputEvent& e = replay_->events[replay_next_++];
        if (e.kind == core::InputKind::Resize) {
            SDL_SetWindowSize(window_, e.x, e.y);
            continue;
        }
        if (auto ev = to_sdl_event(e, id)) {
            injecting_ = true;
            handle_event(*ev);
            injecting_ = false;
        }
    }
}

}  // namespace tafl::app
