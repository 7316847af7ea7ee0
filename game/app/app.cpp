// app.cpp: the game application.
#include "app/app.h"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_internal.h>  // NavInitWindow: a window the pad turns to picks its first button
// Debian installs the backends under backends/; other packagings put them beside imgui.h, and
// newer versions call the SDL2 one imgui_impl_sdl2.h.
#if __has_include(<backends/imgui_impl_sdl.h>)
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#elif __has_include(<imgui_impl_sdl2.h>)
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#else
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#endif

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <glm/gtc/matrix_transform.hpp>
#include <thread>

#include "app/font_check.h"
#include "app/image.h"
#include "core/atomic_file.h"
#include "core/frame_stats.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "preset_files.h"

namespace tafl::app {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

// [SECTION] Helpers

double ms_between(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

void report(const std::string& message) { std::fprintf(stderr, "taflbord: %s\n", message.c_str()); }

// The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), without setlocale:
// only the language code is read.
std::optional<i18n::Language> environment_language() {
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value == nullptr || *value == '\0') continue;
        std::string_view v(value);
        v = v.substr(0, v.find(':'));  // LANGUAGE may list several
        if (v == "C" || v == "POSIX") return std::nullopt;
        return i18n::parse_language(v);
    }
    return std::nullopt;
}

bool is_user_input(Uint32 type) {
    switch (type) {
        case SDL_MOUSEMOTION:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
        case SDL_MOUSEWHEEL:
        case SDL_KEYDOWN:
        case SDL_KEYUP:
        case SDL_TEXTINPUT:
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            return true;
        default:
            return false;
    }
}

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

// The glyphs the menus need: Latin-1 and Latin Extended-A and -B (German, Italian, French and
// more), Latin Extended Additional (ẞ), general punctuation („“ – … ‹ ›), the euro sign and the
// Runic block.
const ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0100, 0x024F, 0x1E00, 0x1EFF, 0x2000,
                                0x206F, 0x20AC, 0x20AC, 0x16A0, 0x16FF, 0};
const ImWchar kTitleRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2026, 0};

constexpr float kBaseFontPixels = 19.0f;
constexpr scene::TimeMs kBannerMs = 2200;  // how long an announcement stays
constexpr float kTitleFontPixels = 26.0f;

}  // namespace

// [SECTION] Start and stop

App::App(core::GameOptions options, Clock::time_point process_start)
    : options_(std::move(options)), process_start_(process_start) {}

App::~App() { shutdown(); }

bool App::find_data(std::string* error) {
    if (!options_.assets_dir.empty()) {
        dirs_.assets = options_.assets_dir;
        if (!fs::is_directory(dirs_.assets / "variants")) {
            *error = "the assets folder " + dirs_.assets.string() + " has no variants/ folder";
            return false;
        }
    } else {
        auto found = presets::find_assets_dir(nullptr);
        if (char* base = SDL_GetBasePath()) {
            // Prefer the copy next to the executable (build tree or install prefix).
            const fs::path exe(base);
            SDL_free(base);
            for (const fs::path& c : {exe / "assets", exe / ".." / "share" / "taflbord" / "assets"}) {
                if (fs::is_directory(c / "variants")) {
                    found = c.lexically_normal();
                    break;
                }
            }
        }
        if (!found) {
            *error =
                "the assets folder (with variants/ and fonts/) was not found next to the program, in its "
                "install prefix or in the source tree; set TAFLBORD_ASSETS or pass --assets DIR";
            return false;
        }
        dirs_.assets = *found;
    }
    const fs::path root = dirs_.assets.parent_path();
    if (const char* env = std::getenv("TAFLBORD_SHADERS"); env && *env) {
        dirs_.shaders = env;
    } else {
        dirs_.shaders = root / "shaders";
    }
    if (const char* env = std::getenv("TAFLBORD_LOCALE"); env && *env) {
        dirs_.locale = env;
    } else if (fs::is_directory(root / "locale")) {
        dirs_.locale = root / "locale";
    } else {
#ifdef TAFLBORD_BUILD_LOCALE_DIR
        dirs_.locale = TAFLBORD_BUILD_LOCALE_DIR;
#else
        dirs_.locale = root / "locale";
#endif
    }
    if (char* pref = SDL_GetPrefPath("Taflbord", "taflbord")) {
        dirs_.prefs = pref;
        SDL_free(pref);
    }
    return true;
}

void App::load_settings() {
    if (options_.no_settings) return;
    settings_path_ = !options_.settings_file.empty() ? fs::path(options_.settings_file)
                     : dirs_.prefs.empty()           ? fs::path()
                                                     : dirs_.prefs / "settings.ini";
    if (settings_path_.empty() || !fs::exists(settings_path_)) return;
    std::string error;
    const auto text = core::read_file(settings_path_, 1 << 16, &error);
    if (!text) {
        problems_.push_back("settings: " + error + "; using the defaults");
        return;
    }
    std::vector<std::string> warnings;
    settings_ = core::parse_settings(*text, &warnings);
    for (auto& w : warnings) problems_.push_back(settings_path_.string() + ": " + w);
}

void App::save_settings() {
    // Test and measurement runs leave the player's settings alone unless a file was named.
    const bool test_mode = !options_.screenshot.empty() || options_.bench_frames > 0 ||
                           options_.bench_idle_seconds > 0 || !options_.replay_input.empty();
    if (settings_path_.empty() || (test_mode && options_.settings_file.empty())) return;
    if (window_ != nullptr && !(SDL_GetWindowFlags(window_) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED))) {
        SDL_GetWindowSize(window_, &settings_.window_width, &settings_.window_height);
    }
    std::string error;
    if (!core::write_file_atomically(settings_path_, core::write_settings(settings_), &error))
        report("settings not saved: " + error);
}

bool App::create_window() {
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        report(std::string("the video system did not start: ") + SDL_GetError());
        return false;
    }
    // Game controllers are optional: without the subsystem the game is played with mouse and keys.
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        problems_.push_back(std::string("game controllers are not available: ") + SDL_GetError());
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
#ifdef __APPLE__
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
#endif
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    int w = options_.width > 0 ? options_.width : settings_.window_width;
    int h = options_.height > 0 ? options_.height : settings_.window_height;
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    const bool fullscreen = options_.fullscreen || (settings_.fullscreen && !options_.windowed && options_.width == 0);
    if (fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (settings_.maximized && options_.width == 0 && !fullscreen) flags |= SDL_WINDOW_MAXIMIZED;
    window_ = SDL_CreateWindow("Taflborð", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (window_ == nullptr) {
        report(std::string("the window could not be opened: ") + SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(window_, 480, 360);
    gl_ = SDL_GL_CreateContext(window_);
    if (gl_ == nullptr) {
        report(std::string("an OpenGL 3.3 core context is needed, and the driver offered none: ") + SDL_GetError());
        return false;
    }
    SDL_GL_MakeCurrent(window_, gl_);
    if (epoxy_gl_version() < 33) {
        report("OpenGL 3.3 is needed; this driver offers " + describe_context());
        return false;
    }
    // Measurement runs draw as fast as they can; play follows the display.
    const bool want_vsync = settings_.vsync && options_.bench_frames == 0;
    vsync_ = want_vsync && (SDL_GL_SetSwapInterval(-1) == 0 || SDL_GL_SetSwapInterval(1) == 0);
    if (!want_vsync) SDL_GL_SetSwapInterval(0);
    SDL_DisplayMode mode;
    if (SDL_GetCurrentDisplayMode(SDL_GetWindowDisplayIndex(window_), &mode) == 0 && mode.refresh_rate > 0)
        refresh_hz_ = mode.refresh_rate;
    if (!IMG_Init(IMG_INIT_PNG)) problems_.push_back(std::string("PNG support did not start: ") + IMG_GetError());
    return true;
}

void App::init_imgui() {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // window placement is the game's own business
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;

    // A warm, wooden theme: dark brown panels, parchment text, amber accents.
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 6.0f;
    style.FrameRounding = 4.0f;
    style.PopupRounding = 4.0f;
    style.GrabRounding = 4.0f;
    style.WindowBorderSize = 1.0f;
    style.FramePadding = ImVec2(8, 4);
    style.ItemSpacing = ImVec2(10, 6);
    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = ImVec4(0.93f, 0.88f, 0.76f, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.60f, 0.55f, 0.46f, 1.0f);
    c[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.10f, 0.08f, 0.94f);
    c[ImGuiCol_PopupBg] = ImVec4(0.15f, 0.11f, 0.09f, 0.97f);
    c[ImGuiCol_MenuBarBg] = ImVec4(0.10f, 0.08f, 0.06f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.45f, 0.33f, 0.20f, 0.6f);
    c[ImGuiCol_FrameBg] = ImVec4(0.25f, 0.18f, 0.12f, 1.0f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.35f, 0.25f, 0.15f, 1.0f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.42f, 0.30f, 0.17f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.45f, 0.30f, 0.15f, 0.75f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.62f, 0.42f, 0.18f, 0.85f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.70f, 0.48f, 0.20f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.40f, 0.27f, 0.14f, 1.0f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.58f, 0.40f, 0.18f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.70f, 0.48f, 0.20f, 1.0f);
    c[ImGuiCol_SliderGrab] = ImVec4(0.85f, 0.62f, 0.25f, 1.0f);
    c[ImGuiCol_SliderGrabActive] = ImVec4(0.95f, 0.72f, 0.30f, 1.0f);
    c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.75f, 0.30f, 1.0f);
    c[ImGuiCol_TitleBg] = ImVec4(0.18f, 0.13f, 0.09f, 1.0f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.30f, 0.20f, 0.11f, 1.0f);
    c[ImGuiCol_Separator] = ImVec4(0.45f, 0.33f, 0.20f, 0.6f);
    c[ImGuiCol_NavHighlight] = ImVec4(0.98f, 0.78f, 0.36f, 1.0f);
    ImGui_ImplSDL2_InitForOpenGL(window_, gl_);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    imgui_ready_ = true;
    load_imgui_fonts();
}

void App::load_imgui_fonts() {
    ImGuiIO& io = ImGui::GetIO();
    int ww = 1, fw = 1, wh = 1, fh = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GL_GetDrawableSize(window_, &fw, &fh);
    // Fonts are rasterised at the framebuffer's density and shown at the window's size.
    const float dpi = ww > 0 ? std::max(1.0f, static_cast<float>(fw) / static_cast<float>(ww)) : 1.0f;
    const float scale = settings_.ui_scale * dpi;
    io.Fonts->Clear();
    title_font_ = nullptr;
    const fs::path fonts = dirs_.assets / "fonts";
    const fs::path text_file = TextRenderer::file_of(fonts, Face::Text);
    const fs::path title_file = TextRenderer::file_of(fonts, Face::Title);
    ImFontConfig config;
    config.OversampleH = 2;
    // Each file is read and checked here: ImGui's own loader would stop the program on a broken one.
    auto add_font = [&](const fs::path& file, float pixels, const ImWchar* ranges) -> ImFont* {
        std::string error;
        const auto bytes = core::read_file(file, 64u << 20, &error);
        if (!bytes || !imgui_can_read_font(*bytes)) return nullptr;
        void* copy = IM_ALLOC(bytes->size());  // ImGui owns and frees it
        std::memcpy(copy, bytes->data(), bytes->size());
        return io.Fonts->AddFontFromMemoryTTF(copy, static_cast<int>(bytes->size()), pixels, &config, ranges);
    };
    ImFont* text = add_font(text_file, kBaseFontPixels * scale, kGlyphRanges);
    if (text == nullptr) {
        if (!fonts_reported_)
            problems_.push_back("font " + text_file.string() + " is missing or broken; the menus use a plain font");
        io.Fonts->AddFontDefault();
    }
    title_font_ = add_font(title_file, kTitleFontPixels * scale, kTitleRanges);
    if (title_font_ == nullptr && !fonts_reported_)
        problems_.push_back("font " + title_file.string() + " is missing or broken; titles use the text font");
    fonts_reported_ = true;
    io.FontGlobalScale = 1.0f / dpi;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    fonts_dirty_ = false;
}

bool App::init() {
    std::string error;
    if (!find_data(&error)) {
        report(error);
        exit_code_ = 1;
        return false;
    }
    load_settings();
    // The command line overrides the settings for this run only.
    if (options_.reduced_motion) settings_.reduced_motion = true;

    // Translations: every shipped language that loads; the others fall back to English.
    for (auto& message : i18n::translator().load_directory(dirs_.locale)) problems_.push_back(message);
    apply_language();

    // Variants.
    const auto variant_errors = presets::load_variant_dir(dirs_.assets / "variants", variants_);
    for (const auto& e : variant_errors) problems_.push_back(e.to_string());
    for (const Variant* v : variants_.all()) variant_ids_.push_back(v->id);
    load_house_rules();
    if (variant_ids_.empty()) {
        report("no variant could be read from " + (dirs_.assets / "variants").string());
        exit_code_ = 1;
        return false;
    }

    // The scene to show: --scene, the replayed recording's scene, --variant, or the last one played.
    std::string scene_name = options_.scene;
    if (!options_.replay_input.empty()) {
        std::string text_error;
        const auto text = core::read_file(options_.replay_input, 64u << 20, &text_error);
        if (!text) {
            report("--replay-input: " + text_error);
            exit_code_ = 2;
            return false;
        }
        replay_ = core::parse_input_log(*text, &text_error);
        if (!replay_) {
            report("--replay-input " + options_.replay_input + ": " + text_error);
            exit_code_ = 2;
            return false;
        }
        if (scene_name.empty()) scene_name = replay_->scene;
        if (options_.width == 0 && replay_->window_width > 0) {
            options_.width = replay_->window_width;
            options_.height = replay_->window_height;
        }
        replay_end_frame_ = (replay_->events.empty() ? 0 : replay_->events.back().frame) + 45;
        fixed_step_ = true;
    }
    if (scene_name.empty() && options_.bench_frames > 0) scene_name = "capture";
    // A plain start opens on the title screen; any test or measurement mode goes straight in.
    const bool plain_start = scene_name.empty() && options_.variant.empty() && options_.screenshot.empty() &&
                             options_.frames <= 0 && options_.bench_idle_seconds <= 0 && options_.load.empty();
    if (scene_name.empty())
        scene_name = plain_start ? "title" : !options_.variant.empty() ? options_.variant : settings_.last_variant;
    auto script = parse_scene_name(scene_name, &error);
    if (!script) {
        report(error);
        exit_code_ = 2;
        return false;
    }
    if (script->title) {
        title_active_ = true;
        script->variant = !options_.variant.empty() ? options_.variant : settings_.last_variant;
        scene_name = script->variant;
    }
    if (!options_.variant.empty() && options_.scene.empty() && scene_name == options_.variant)
        script->variant = options_.variant;
    if (variants_.find(script->variant) == nullptr) {
        // A remembered preset that is gone is not worth refusing to start over.
        if (options_.variant.empty() && scene_name == settings_.last_variant) {
            script->variant = variant_ids_.front();
        } else {
            std::string known;
            for (const auto& id : variant_ids_) known += (known.empty() ? "" : ", ") + id;
            report("unknown preset '" + script->variant + "'; the presets are: " + known);
            exit_code_ = 2;
            return false;
        }
    }
    if (options_.bench_frames > 0) script->loop = true;
    if (!options_.screenshot.empty() || options_.frames > 0) fixed_step_ = true;
    if (!options_.record_input.empty()) {
        recording_.scene = scene_name;
    }

    if (!create_window()) {
        exit_code_ = 1;
        return false;
    }
    SDL_GetWindowSize(window_, &win_width_, &win_height_);
    SDL_GL_GetDrawableSize(window_, &fb_width_, &fb_height_);
    recording_.window_width = win_width_;
    recording_.window_height = win_height_;

    text_.init(dirs_.assets / "fonts", problems_);
    view_.init(dirs_.shaders, dirs_.assets / "textures", &text_, problems_);
    view_.set_coordinates(settings_.show_coordinates);
    view_.set_high_contrast(settings_.high_contrast);
    batch_.init(&view_.sprite_program());
    init_imgui();
    set_window_icon();
    {
        // The title painting is the title screen's and the main menu's background.
        std::string picture_error;
        if (auto picture = load_png_texture(dirs_.assets / "textures" / "title.png", Filter::Linear, &picture_error)) {
            title_picture_ = std::move(*picture);
        } else {
            problems_.push_back(picture_error + "; the title screen is left out");
            title_active_ = false;
        }
    }
    wake_event_ = SDL_RegisterEvents(1);

    if (!start_variant(script->variant, &error)) {
        report(error);
        exit_code_ = 1;
        return false;
    }
    if (!options_.load.empty()) {
        // A saved game named on the command line; a bad one is refused with the reader's message.
        std::string load_error;
        if (!load_game(options_.load, &load_error)) {
            report("--load " + options_.load + ": " + load_error);
            exit_code_ = 2;
            return false;
        }
        script->moves.clear();
        script->self_play = false;
    }
    const bool plays = script->self_play || !script->moves.empty();
    if (plays) {
        script_.emplace(std::move(*script));
        script_->start(0);
    }
    for (const auto& p : problems_) report(p);
    show_problems_ = !problems_.empty();
    clock_start_ = Clock::now();
    return true;
}

void App::shutdown() {
    if (imgui_ready_) {
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
        imgui_ready_ = false;
    }
    if (window_ != nullptr) {
        // GL objects die with the context: release them first.
        view_ = BoardView();
        batch_ = SpriteBatch();
        text_.clear_cache();
    }
    if (gl_ != nullptr) {
        SDL_GL_DeleteContext(gl_);
        gl_ = nullptr;
    }
    for (SDL_GameController* pad : pads_) SDL_GameControllerClose(pad);
    pads_.clear();
    if (window_ != nullptr) {
        SDL_DestroyWindow(window_);
        window_ = nullptr;
        IMG_Quit();
        SDL_Quit();
    }
}

void App::apply_language() {
    std::optional<i18n::Language> lang;
    if (!options_.language.empty() && options_.language != "auto")
        lang = i18n::parse_language(options_.language);
    else if (settings_.language_set)
        lang = settings_.language;
    else
        lang = environment_language();
    i18n::translator().set_language(lang.value_or(i18n::Language::English));
}

// [SECTION] Game state and picture

std::string App::display_name(const std::string& id) const {
    // A shipped preset has a translated name; a variant file of the player's shows its own.
    if (const char* name = i18n::preset_name(id)) return name;
    const Variant* v = variants_.find(id);
    return v != nullptr && !v->name.empty() ? v->name : id;
}

bool App::start_variant(const std::string& id, std::string* error) {
    // A quick game from the Game menu or the command line: two people at one board.
    return start_match(id, match::Player{}, match::Player{}, error);
}

void App::play_move(tafl::Move move) {
    scene_->clear_selection();
    selection_moves_.clear();
    tafl::Illegal why = tafl::Illegal::None;
    const auto result = match_->play(move, &why);
    if (!result) return;  // the board offers legal moves only; a stale AI answer is dropped here
    const std::uint8_t announcements = pos().announcements();
    scene_->apply(*result, announcements, scene_now());
    notice_.clear();
    // The sources' calls (king in danger, raichi, tuichu) as a brief banner.
    banner_.clear();
    for (const tafl::Announcement flag : {tafl::kKingThreatened, tafl::kRaichi, tafl::kTuichu}) {
        if ((announcements & flag) == 0) continue;
        const char* text = i18n::announcement_text(flag);
        if (text != nullptr && *text != '\0') banner_ += (banner_.empty() ? "" : "\n") + std::string(text);
    }
    banner_until_ = banner_.empty() ? 0 : scene_now() + kBannerMs;
    think_if_ai_to_move();
}

void App::show_banner(const std::string& text) {
    banner_ += (banner_.empty() ? "" : "\n") + text;
    banner_until_ = scene_now() + kBannerMs;
}

void App::click_square(tafl::Square square) {
    if (script_ && !script_->finished()) return;  // the script is playing
    // Looking back, waiting for the AI, or after the end, the board is for looking only.
    if (match_->over() || match_->viewing_past() || match_->ai_to_move() || deal_open_ || square == tafl::kNoSquare) {
        scene_->clear_selection();
        selection_moves_.clear();
        return;
    }
    if (scene_->selected() != tafl::kNoSquare) {
        for (const tafl::Move m : selection_moves_) {
            if (m.to == square) {
                play_move(m);
                return;
            }
        }
        if (scene_->selected() == square) {
            scene_->clear_selection();
            selection_moves_.clear();
            return;
        }
    }
    const tafl::Piece piece = pos().at(square);
    if (!tafl::is_piece(piece) || tafl::side_of(piece) != pos().side_to_move()) {
        scene_->clear_selection();
        selection_moves_.clear();
        return;
    }
    tafl::MoveList moves;
    pos().legal_moves(moves);
    selection_moves_.clear();
    std::vector<tafl::Square> destinations;
    for (const tafl::Move m : moves) {
        if (m.from == square) {
            selection_moves_.push_back(m);
            destinations.push_back(m.to);
        }
    }
    scene_->select(square, destinations);
}

void App::run_script(scene::TimeMs now) {
    if (!script_) return;
    if (script_->restart_due(now)) {
        match_ = std::make_unique<match::Match>(pos().rules_ptr(), match_->preset_id(),
                                                match_->player(tafl::Side::Attackers),
                                                match_->player(tafl::Side::Defenders), match_->seed());
        scene_->sync(pos());
        script_->start(now);
        return;
    }
    std::string error;
    if (const auto move = script_->due(now, pos(), &error)) {
        play_move(*move);
    } else if (!error.empty()) {
        report(error);
        problems_.push_back(error);
        show_problems_ = true;
    }
}

// [SECTION] The loop

scene::TimeMs App::scene_now() const {
    if (fixed_step_) return static_cast<scene::TimeMs>(frame_index_ * 1000 / 60);
    return static_cast<scene::TimeMs>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - clock_start_).count());
}

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
        const bool busy = fixed_step_ || benching || scene_->animating() || ui_frames_left_ > 0 ||
                          (!banner_.empty() && scene_now() < banner_until_ + 50);
        SDL_Event event;
        if (!busy) {
            // Nothing moves: sleep until input arrives or the script's next move is due.
            int timeout = -1;
            if (script_ && !script_->finished())
                timeout = static_cast<int>(std::max<scene::TimeMs>(1, script_->next_at() - scene_now()));
            else if (script_ && script_->script().loop)
                timeout = 50;
            // A running clock wakes the loop when its face changes.
            if (const int clock = clock_wake_ms(); clock > 0) timeout = timeout < 0 ? clock : std::min(timeout, clock);
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
            benching ? "frames" : "idle", fb_width_, fb_height_,
            script_ ? script_->script().name.c_str() : variant_.c_str(), vsync_ ? "on" : "off",
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
    autosave();
    cancel_ai();
    save_settings();
    shutdown();
    return exit_code_;
}

void App::frame() {
    const auto start = Clock::now();
    if (replay_) inject_replay_events();
    apply_ai_result();
    const scene::TimeMs now = scene_now();
    tick_clock();
    run_script(now);
    scene_->update(now);

    SDL_GetWindowSize(window_, &win_width_, &win_height_);
    SDL_GL_GetDrawableSize(window_, &fb_width_, &fb_height_);
    if (fonts_dirty_) load_imgui_fonts();

    ImGui_ImplOpenGL3_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend would read the first controller's state directly; the game feeds ImGui from its
    // own events instead (feed_pad_navigation), so that replays drive the menus as a pad does.
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableGamepad;
    ImGui_ImplSDL2_NewFrame();
    feed_pad_navigation();
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
    route_board_input();
    draw_ui();
    ImGui::Render();

    // Layout first: it may redraw the board's render targets, which change the GL state.
    const float fb_scale = win_height_ > 0 ? static_cast<float>(fb_height_) / static_cast<float>(win_height_) : 1.0f;
    view_.layout(fb_width_ - static_cast<int>(panel_width_ * fb_scale), fb_height_, menu_height_ * fb_scale,
                 status_height_ * fb_scale);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, fb_width_, fb_height_);
    glClearColor(0.085f, 0.07f, 0.06f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    const glm::mat4 projection =
        glm::ortho(0.0f, static_cast<float>(fb_width_), static_cast<float>(fb_height_), 0.0f, -1.0f, 1.0f);
    batch_.reset_counters();
    if (title_active_)
        draw_title(projection);
    else
        view_.draw(*scene_, batch_, projection);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    ++frame_index_;
    const int wanted_frames = options_.frames > 0 ? options_.frames : 3;
    bool done = false;
    if (!options_.screenshot.empty()) {
        const bool replay_done = replay_ && frame_index_ >= replay_end_frame_ && options_.frames <= 0;
        if ((!replay_ && frame_index_ >= static_cast<std::uint64_t>(wanted_frames)) ||
            (replay_ && options_.frames > 0 && frame_index_ >= static_cast<std::uint64_t>(options_.frames)) ||
            replay_done) {
            if (!take_screenshot(options_.screenshot)) exit_code_ = 1;
            done = true;
        }
    } else if (replay_ && frame_index_ >=
                              (options_.frames > 0 ? static_cast<std::uint64_t>(options_.frames) : replay_end_frame_)) {
        done = true;
    } else if (!replay_ && options_.frames > 0 && frame_index_ >= static_cast<std::uint64_t>(options_.frames)) {
        done = true;
    }
    if (!screenshot_request_.empty()) {
        take_screenshot(screenshot_request_);
        screenshot_request_.clear();
    }
    if (options_.bench_frames > 0) glFinish();
    SDL_GL_SwapWindow(window_);
    const auto end = Clock::now();
    frame_ms_.push_back(ms_between(start, end));
    if (first_frame_ms_ < 0) first_frame_ms_ = ms_between(process_start_, end);
    if (done) running_ = false;
    if (ui_frames_left_ > 0) --ui_frames_left_;

    // Without vsync (some drivers refuse it) animation must not spin a core: keep to the
    // display's rate. Measurement runs and fixed-step runs go as fast as they can.
    if (!vsync_ && !fixed_step_ && options_.bench_frames == 0) {
        const double budget = 1000.0 / std::max(30, refresh_hz_);
        const double spent = ms_between(start, Clock::now());
        if (spent < budget) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(budget - spent));
    }
}

glm::vec2 App::to_framebuffer(int x, int y) const {
    const float sx = win_width_ > 0 ? static_cast<float>(fb_width_) / static_cast<float>(win_width_) : 1.0f;
    const float sy = win_height_ > 0 ? static_cast<float>(fb_height_) / static_cast<float>(win_height_) : 1.0f;
    return {static_cast<float>(x) * sx, static_cast<float>(y) * sy};
}

void App::handle_event(const SDL_Event& event) {
    if (replay_ && is_user_input(event.type) && !injecting_) return;  // a replay owns the input
    if (!options_.record_input.empty()) record(event);
    ImGui_ImplSDL2_ProcessEvent(&event);
    ui_frames_left_ = std::max(ui_frames_left_, 3);
    switch (event.type) {
        case SDL_QUIT:
            running_ = false;
            break;
        case SDL_WINDOWEVENT:
            if (event.window.event == SDL_WINDOWEVENT_CLOSE) running_ = false;
            if (event.window.event == SDL_WINDOWEVENT_LEAVE) {
                mouse_ = {-1.0e6f, -1.0e6f};
                if (scene_) scene_->hover(tafl::kNoSquare);
            }
            if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) text_.clear_cache();
            if (event.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) fonts_dirty_ = true;
            break;
        case SDL_MOUSEMOTION:
            mouse_ = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
            board_events_.push_back(event);
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            mouse_ = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
            pad_last_ = false;
            const int slot = button_slot(event.button.button);
            if (slot >= 0) {
                mouse_down_[slot] = event.type == SDL_MOUSEBUTTONDOWN;
                if (event.type == SDL_MOUSEBUTTONDOWN) mouse_pressed_[slot] = true;
            }
            board_events_.push_back(event);
            break;
        }
        case SDL_CONTROLLERDEVICEADDED:
            if (SDL_IsGameController(event.cdevice.which)) {
                if (SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which)) pads_.push_back(pad);
            }
            break;
        case SDL_CONTROLLERDEVICEREMOVED:
            for (auto it = pads_.begin(); it != pads_.end(); ++it) {
                if (SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(*it)) == event.cdevice.which) {
                    SDL_GameControllerClose(*it);
                    pads_.erase(it);
                    break;
                }
            }
            break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            if (event.cbutton.button < SDL_CONTROLLER_BUTTON_MAX) {
                pad_held_[event.cbutton.button] = event.type == SDL_CONTROLLERBUTTONDOWN;
                if (event.type == SDL_CONTROLLERBUTTONDOWN) {
                    pad_pressed_[event.cbutton.button] = true;
                    pad_last_ = true;
                }
            }
            board_events_.push_back(event);
            break;
        case SDL_KEYDOWN: {
            const SDL_Keycode key = event.key.keysym.sym;
            const bool ctrl = (event.key.keysym.mod & KMOD_CTRL) != 0;
            pad_last_ = false;
            if (key == SDLK_F11 || (key == SDLK_RETURN && (event.key.keysym.mod & KMOD_ALT) != 0))
                toggle_fullscreen();
            else if (ctrl && key == SDLK_q)
                running_ = false;
            else if (key == SDLK_F12 && !dirs_.prefs.empty()) {
                pending_screenshot_ = true;
            } else
                board_events_.push_back(event);
            break;
        }
        default:
            break;
    }
}

void App::route_board_input() {
    const ImGuiIO& io = ImGui::GetIO();
    if (title_active_) {
        // Any click or key (but the window's own shortcuts) opens the main menu over the title.
        for (const SDL_Event& e : board_events_) {
            if (!main_menu_ &&
                (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_KEYDOWN || e.type == SDL_CONTROLLERBUTTONDOWN)) {
                main_menu_ = true;
                ui_frames_left_ = std::max(ui_frames_left_, 3);
            }
        }
        board_events_.clear();
        return;
    }
    const bool pad_ui = pad_drives_ui();
    for (const SDL_Event& e : board_events_) {
        switch (e.type) {
            case SDL_CONTROLLERBUTTONDOWN:
                if (pad_ui) {
                    // B on the match panel, with no question open, hands the pad back to the board.
                    if (pad_panel_ && e.cbutton.button == SDL_CONTROLLER_BUTTON_B &&
                        !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) {
                        pad_panel_ = false;
                        ImGui::SetWindowFocus(nullptr);
                    }
                } else {
                    pad_on_board(e.cbutton.button);
                }
                break;
            case SDL_MOUSEMOTION:
                cursor_ = tafl::kNoSquare;  // the mouse takes over from the keyboard
                if (!io.WantCaptureMouse)
                    scene_->hover(view_.square_at(*scene_, to_framebuffer(e.motion.x, e.motion.y)));
                break;
            case SDL_MOUSEBUTTONDOWN:
                if (io.WantCaptureMouse) break;
                if (e.button.button == SDL_BUTTON_LEFT) {
                    const tafl::Square square = view_.square_at(*scene_, to_framebuffer(e.button.x, e.button.y));
                    click_square(square);
                    // A piece picked up may be dropped where the button is let go (drag and drop).
                    drag_from_ = scene_->selected() == square ? square : tafl::kNoSquare;
                } else if (e.button.button == SDL_BUTTON_RIGHT) {
                    click_square(tafl::kNoSquare);
                }
                break;
            case SDL_MOUSEBUTTONUP:
                if (e.button.button == SDL_BUTTON_LEFT && drag_from_ != tafl::kNoSquare && !io.WantCaptureMouse) {
                    const tafl::Square square = view_.square_at(*scene_, to_framebuffer(e.button.x, e.button.y));
                    if (square != drag_from_ && scene_->selected() == drag_from_) click_square(square);
                }
                drag_from_ = tafl::kNoSquare;
                break;
            case SDL_KEYDOWN: {
                if (io.WantCaptureKeyboard) break;
                const SDL_Keycode key = e.key.keysym.sym;
                const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
                if (key == SDLK_ESCAPE) {
                    // Esc lets go of a picked piece and hides the cursor; with nothing to let go
                    // of, it pauses the game in the main menu.
                    if (scene_->selected() == tafl::kNoSquare && cursor_ == tafl::kNoSquare) open_main_menu();
                    cursor_ = tafl::kNoSquare;
                    scene_->hover(tafl::kNoSquare);
                    click_square(tafl::kNoSquare);
                    break;
                }
                const bool arrow = key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_UP || key == SDLK_DOWN;
                if (arrow && !moves_hovered_) {
                    // Keyboard play: the arrows move a cursor over the board, Enter picks and drops.
                    move_cursor(key);
                    break;
                }
                if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) && cursor_ != tafl::kNoSquare) {
                    click_square(cursor_);
                    break;
                }
                // Stepping through the game: left and right over the move list, Home and End anywhere.
                const int view = match_->view();
                const int last = static_cast<int>(match_->moves().size());
                if (key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_HOME || key == SDLK_END) {
                    const int to = key == SDLK_LEFT    ? view - 1
                                   : key == SDLK_RIGHT ? view + 1
                                   : key == SDLK_HOME  ? 0
                                                       : last;
                    match_->set_view(to);
                    resync_board();
                }
                if (ctrl && key == SDLK_z) undo_step();
                if (ctrl && key == SDLK_y) redo_step();
                if (ctrl && key == SDLK_s && !script_) save_game();
                if (!ctrl && key == SDLK_f) view_.set_flipped(!view_.flipped());
                break;
            }
            default:
                break;
        }
    }
    if (io.WantCaptureMouse && cursor_ == tafl::kNoSquare) scene_->hover(tafl::kNoSquare);
    board_events_.clear();
}

void App::move_cursor(SDL_Keycode key) {
    const int n = pos().size();
    if (cursor_ == tafl::kNoSquare) {
        // The cursor starts on the picked piece, or else in the middle of the board.
        cursor_ = scene_->selected() != tafl::kNoSquare ? scene_->selected() : tafl::make_square(n / 2, n / 2);
    } else {
        int file = tafl::file_of(cursor_), rank = tafl::rank_of(cursor_);
        // On a board turned half round, up on the screen is down the ranks.
        const int step = view_.flipped() ? -1 : 1;
        if (key == SDLK_LEFT) file -= step;
        if (key == SDLK_RIGHT) file += step;
        if (key == SDLK_UP) rank += step;
        if (key == SDLK_DOWN) rank -= step;
        cursor_ = tafl::make_square(std::clamp(file, 0, n - 1), std::clamp(rank, 0, n - 1));
    }
    scene_->hover(cursor_);
    ui_frames_left_ = std::max(ui_frames_left_, 2);
}

// [SECTION] Game controllers

bool App::pad_drives_ui() const { return pad_target() != PadTarget::None; }

App::PadTarget App::pad_target() const {
    if (new_match_open_) return PadTarget::NewMatch;
    if (load_open_) return PadTarget::Load;
    if (settings_open_) return PadTarget::Settings;
    if (show_problems_ && !problems_.empty()) return PadTarget::Problems;
    if (deal_open_ && !title_active_) return PadTarget::Deal;
    if (title_active_) return main_menu_ ? PadTarget::MainMenu : PadTarget::None;
    if (game_over_visible_) return PadTarget::GameOver;
    if (pad_panel_) return PadTarget::Panel;
    return PadTarget::None;
}

void App::pad_focus(PadTarget window) {
    // The pad works one window at a time: the one in front gets the focus, and its first button
    // the pad's highlight, when the pad is first used there (again after the mouse or keys).
    if (!pad_last_ || pad_target() != window) {
        if (pad_focused_ == window) pad_focused_ = PadTarget::None;
        return;
    }
    if (pad_focused_ == window && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) return;
    ImGui::SetWindowFocus();
    ImGui::NavInitWindow(ImGui::GetCurrentWindow(), true);
    ImGui::GetCurrentContext()->NavDisableHighlight = false;
    pad_focused_ = window;
}

void App::feed_pad_navigation() {
    ImGuiIO& io = ImGui::GetIO();
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableGamepad;
    io.BackendFlags |= ImGuiBackendFlags_HasGamepad;
    // A press and its release may arrive between two frames: a press counts for one frame.
    const bool to_ui = pad_drives_ui();
    // A window the pad has not worked yet picks its first button this frame (pad_focus); the press
    // waits one frame for it, so that A on a fresh panel presses its first button.
    if (to_ui && pad_focused_ != pad_target() && !pad_deferred_ &&
        std::find(std::begin(pad_pressed_), std::end(pad_pressed_), true) != std::end(pad_pressed_)) {
        pad_deferred_ = true;
        return;
    }
    pad_deferred_ = false;
    auto held = [this, to_ui](SDL_GameControllerButton b) {
        return to_ui && (pad_held_[b] || pad_pressed_[b]) ? 1.0f : 0.0f;
    };
#if IMGUI_VERSION_NUM >= 18700
    // ImGui 1.87 and later take gamepad keys as events.
    static constexpr std::pair<SDL_GameControllerButton, ImGuiKey> kKeys[] = {
        {SDL_CONTROLLER_BUTTON_A, ImGuiKey_GamepadFaceDown},
        {SDL_CONTROLLER_BUTTON_B, ImGuiKey_GamepadFaceRight},
        {SDL_CONTROLLER_BUTTON_X, ImGuiKey_GamepadFaceLeft},
        {SDL_CONTROLLER_BUTTON_Y, ImGuiKey_GamepadFaceUp},
        {SDL_CONTROLLER_BUTTON_DPAD_LEFT, ImGuiKey_GamepadDpadLeft},
        {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, ImGuiKey_GamepadDpadRight},
        {SDL_CONTROLLER_BUTTON_DPAD_UP, ImGuiKey_GamepadDpadUp},
        {SDL_CONTROLLER_BUTTON_DPAD_DOWN, ImGuiKey_GamepadDpadDown},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, ImGuiKey_GamepadL1},
        {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, ImGuiKey_GamepadR1},
    };
    for (const auto& [button, key] : kKeys) io.AddKeyEvent(key, held(button) > 0.0f);
#else
    if (to_ui) {
        io.NavInputs[ImGuiNavInput_Activate] = held(SDL_CONTROLLER_BUTTON_A);
        io.NavInputs[ImGuiNavInput_Cancel] = held(SDL_CONTROLLER_BUTTON_B);
        io.NavInputs[ImGuiNavInput_Menu] = held(SDL_CONTROLLER_BUTTON_X);
        io.NavInputs[ImGuiNavInput_Input] = held(SDL_CONTROLLER_BUTTON_Y);
        io.NavInputs[ImGuiNavInput_DpadLeft] = held(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
        io.NavInputs[ImGuiNavInput_DpadRight] = held(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        io.NavInputs[ImGuiNavInput_DpadUp] = held(SDL_CONTROLLER_BUTTON_DPAD_UP);
        io.NavInputs[ImGuiNavInput_DpadDown] = held(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        io.NavInputs[ImGuiNavInput_FocusPrev] = held(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
        io.NavInputs[ImGuiNavInput_FocusNext] = held(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
        io.NavInputs[ImGuiNavInput_TweakSlow] = held(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
        io.NavInputs[ImGuiNavInput_TweakFast] = held(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    }
#endif
    std::fill(std::begin(pad_pressed_), std::end(pad_pressed_), false);
}

void App::pad_on_board(Uint8 button) {
    // The board's pad: the D-pad moves the cursor (or steps through a finished game), A picks and
    // drops, B lets go, X turns the board, LB and RB undo and redo, Y works the match panel and
    // Start pauses in the main menu.
    const bool finished = match_->over();
    switch (button) {
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
            if (finished) {
                match_->set_view(match_->view() + (button == SDL_CONTROLLER_BUTTON_DPAD_LEFT ? -1 : 1));
                resync_board();
                break;
            }
            move_cursor(button == SDL_CONTROLLER_BUTTON_DPAD_LEFT ? SDLK_LEFT : SDLK_RIGHT);
            break;
        case SDL_CONTROLLER_BUTTON_DPAD_UP:
            move_cursor(SDLK_UP);
            break;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
            move_cursor(SDLK_DOWN);
            break;
        case SDL_CONTROLLER_BUTTON_A:
            if (cursor_ == tafl::kNoSquare)
                move_cursor(SDLK_UNKNOWN);  // shows the cursor first
            else
                click_square(cursor_);
            break;
        case SDL_CONTROLLER_BUTTON_B:
            click_square(tafl::kNoSquare);
            break;
        case SDL_CONTROLLER_BUTTON_X:
            view_.set_flipped(!view_.flipped());
            break;
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
            undo_step();
            break;
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
            redo_step();
            break;
        case SDL_CONTROLLER_BUTTON_Y:
        case SDL_CONTROLLER_BUTTON_BACK:
            if (panel_width_ > 0) pad_panel_ = true;
            break;
        case SDL_CONTROLLER_BUTTON_START:
            open_main_menu();
            break;
        default:
            break;
    }
}

void App::open_main_menu() {
    if (!title_picture_) return;
    autosave();
    resumable_ = !match_->over() && !script_;
    title_active_ = main_menu_ = true;
    pad_panel_ = false;
    ui_frames_left_ = std::max(ui_frames_left_, 3);
}

void App::toggle_fullscreen() {
    const bool full = (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) != 0;
    SDL_SetWindowFullscreen(window_, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    settings_.fullscreen = !full;
    ui_frames_left_ = std::max(ui_frames_left_, 3);
}

// [SECTION] The overlay

void App::draw_ui() {
    panel_width_ = 0;
    if (title_active_) {
        if (main_menu_ && !new_match_open_ && !load_open_ && !settings_open_)
            draw_main_menu();
        else if (!main_menu_)
            draw_title_prompt();
    } else {
        draw_menu_bar();
        draw_status();
        draw_match_panel();
        draw_banner();
        draw_game_over();
    }
    draw_deal_cards();
    draw_new_match();
    draw_load_game();
    draw_settings_window();
    draw_problems();
    if (pending_screenshot_) {
        pending_screenshot_ = false;
        const auto stamp =
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                .count();
        screenshot_request_ = dirs_.prefs / "screenshots" / ("taflbord-" + std::to_string(stamp) + ".png");
    }
}

void App::draw_menu_bar() {
    if (!ImGui::BeginMainMenuBar()) return;
    // I18N: Menu bar: the menu for starting games and quitting.
    if (ImGui::BeginMenu(p_("menu", "Game"))) {
        // I18N: Game menu: a submenu listing the presets; choosing one starts a new game of it.
        if (ImGui::BeginMenu(_("New game"))) {
            for (const std::string& id : variant_ids_) {
                const Variant* v = variants_.find(id);
                const int n = v ? v->rules.size : 0;
                const std::string label =
                    display_name(id) + "  (" + std::to_string(n) + "\u00d7" + std::to_string(n) + ")" + "###" + id;
                if (ImGui::MenuItem(label.c_str(), nullptr, id == variant_)) {
                    std::string error;
                    if (!start_variant(id, &error)) problems_.push_back(error);
                }
            }
            ImGui::EndMenu();
        }
        // I18N: Game menu: opens the dialog to choose a preset and who plays each side.
        if (ImGui::MenuItem(_("New match…"))) new_match_open_ = true;
        // I18N: Game menu: writes the current game to a file in the saved-games folder.
        if (ImGui::MenuItem(_("Save game"), "Ctrl+S", false, !saves_dir().empty() && !script_)) save_game();
        // I18N: Game menu: opens the list of saved games.
        if (ImGui::MenuItem(_("Load game…"), nullptr, false, !saves_dir().empty())) load_open_ = true;
        ImGui::Separator();
        // I18N: Game menu: back to the title screen with the main menu.
        if (ImGui::MenuItem(_("Main menu"), "Esc")) open_main_menu();
        // I18N: Game menu: closes the program.
        if (ImGui::MenuItem(_("Quit"), "Ctrl+Q")) running_ = false;
        ImGui::EndMenu();
    }
    // I18N: Menu bar: the menu of display options (noun: what is shown, not "look at").
    if (ImGui::BeginMenu(p_("menu", "View"))) {
        bool flipped = view_.flipped();
        // I18N: View menu, a checkbox: the board turned half round, as seen from the other side of the table.
        if (ImGui::MenuItem(_("Flip board"), "F", &flipped)) view_.set_flipped(flipped);
        ImGui::Separator();
        draw_display_options();
        ImGui::EndMenu();
    }
    // I18N: Menu bar: the menu listing the languages of the game, each in its own language.
    if (ImGui::BeginMenu(p_("menu", "Language"))) {
        for (const i18n::Language lang : i18n::kLanguages) {
            if (ImGui::MenuItem(i18n::language_endonym(lang), nullptr, i18n::translator().language() == lang)) {
                settings_.language = lang;
                settings_.language_set = true;
                options_.language.clear();
                apply_language();
            }
        }
        ImGui::EndMenu();
    }
    // The game's name at the right end, in the title face.
    if (title_font_ != nullptr) ImGui::PushFont(title_font_);
    const char* title = "Taflborð";
    const float w = ImGui::CalcTextSize(title).x;
    ImGui::SameLine(ImGui::GetWindowWidth() - w - 14.0f);
    ImGui::TextUnformatted(title);
    if (title_font_ != nullptr) ImGui::PopFont();
    menu_height_ = ImGui::GetWindowSize().y;
    ImGui::EndMainMenuBar();
}

void App::draw_status() {
    // A bar along the bottom of the window: the preset, then whose turn it is or how it ended.
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float height = ImGui::GetFrameHeight() + 8.0f;
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x, vp->Pos.y + vp->Size.y - height), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(vp->Size.x, height), ImGuiCond_Always);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_MenuBarBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14.0f, 4.0f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("##status", nullptr, flags)) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(display_name(variant_).c_str());
        ImGui::SameLine();
        ImGui::TextDisabled("\u00b7");
        ImGui::SameLine();
        if (match_->over())
            ImGui::TextUnformatted(end_text(*match_).c_str());
        else
            ImGui::TextUnformatted(i18n::turn_text(pos().side_to_move()));
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
    status_height_ = height;
}

void App::draw_banner() {
    if (banner_.empty()) return;
    const scene::TimeMs now = scene_now();
    if (now >= banner_until_) {
        banner_.clear();
        return;
    }
    // Fades out over its last quarter second.
    const float alpha = std::clamp(static_cast<float>(banner_until_ - now) / 250.0f, 0.0f, 1.0f);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f, vp->WorkPos.y + 14.0f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowBgAlpha(0.85f * alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(20.0f, 10.0f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoInputs |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
    if (ImGui::Begin("##banner", nullptr, flags)) {
        // One call a line, each wrapped to the board's width.
        ImGui::PushTextWrapPos(std::max(200.0f, (vp->WorkSize.x - panel_width_) * 0.8f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.5f, 1.0f));
        ImGui::TextUnformatted(banner_.c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
}

void App::draw_problems() {
    if (!show_problems_ || problems_.empty()) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                            ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(720.0f, vp->WorkSize.x * 0.9f), 0.0f), ImGuiCond_Always);
    // I18N: Title of a window listing files (fonts, shaders, translations, settings) that could not be used at start.
    if (ImGui::Begin(_("Problems at start"), &show_problems_, ImGuiWindowFlags_NoCollapse)) {
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

void App::set_window_icon() {
    const fs::path path = dirs_.assets / "icons" / "taflbord-64.png";
    SDL_Surface* icon = IMG_Load(path.string().c_str());
    if (icon == nullptr) {
        problems_.push_back("icon " + path.string() + " cannot be read: " + IMG_GetError());
        return;
    }
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
}

void App::draw_title(const glm::mat4& projection) {
    batch_.begin(projection);
    // The painting fills the window, cut to keep its middle.
    const float fw = static_cast<float>(fb_width_), fh = static_cast<float>(fb_height_);
    const float tw = static_cast<float>(title_picture_.width()), th = static_cast<float>(title_picture_.height());
    const float scale = std::max(fw / tw, fh / th);
    batch_.draw(title_picture_, fw / 2, fh / 2, tw * scale, th * scale, 0.0f, UvRect{}, glm::vec4(1.0f));
    // The name in the title face, with a soft shadow; a subtitle beneath.
    const int title_px = std::max(24, static_cast<int>(fh * 0.15f));
    if (const Texture* t = text_.render(Face::Title, title_px, "Taflborð")) {
        const float w = static_cast<float>(t->width()), h = static_cast<float>(t->height());
        for (int i = 1; i <= 3; ++i) {
            const float o = static_cast<float>(i) * fh * 0.002f;
            batch_.draw(*t, fw / 2 + o, fh * 0.22f + o, w, h, 0.0f, UvRect{},
                        SpriteBatch::premultiplied(0, 0, 0, 0.3f));
        }
        batch_.draw(*t, fw / 2, fh * 0.22f, w, h, 0.0f, UvRect{},
                    SpriteBatch::premultiplied(0.98f, 0.90f, 0.72f, 1.0f));
    }
    // I18N: Subtitle on the title screen: what "Taflborð" means (Old Norse "tafl" board game, "borð" board, table).
    const std::string subtitle = _("The king’s table");
    if (const Texture* t = text_.render(Face::Text, std::max(12, static_cast<int>(fh * 0.04f)), subtitle)) {
        const float w = static_cast<float>(t->width()), h = static_cast<float>(t->height());
        batch_.draw(*t, fw / 2 + 1, fh * 0.34f + 1, w, h, 0.0f, UvRect{}, SpriteBatch::premultiplied(0, 0, 0, 0.5f));
        batch_.draw(*t, fw / 2, fh * 0.34f, w, h, 0.0f, UvRect{},
                    SpriteBatch::premultiplied(0.95f, 0.86f, 0.66f, 0.95f));
    }
    batch_.end();
}

void App::draw_title_prompt() {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    // I18N: The prompt at the foot of the title screen.
    const char* prompt = _("Click or press a key to play");
    const ImVec2 size = ImGui::CalcTextSize(prompt);
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + (vp->Size.x - size.x) * 0.5f - 16.0f, vp->Pos.y + vp->Size.y * 0.86f));
    ImGui::SetNextWindowBgAlpha(0.55f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoInputs;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16.0f, 8.0f));
    if (ImGui::Begin("##title-prompt", nullptr, flags)) ImGui::TextUnformatted(prompt);
    ImGui::End();
    ImGui::PopStyleVar();
}

// [SECTION] Screenshots and state

bool App::take_screenshot(const fs::path& path) {
    auto pixels = read_pixels(fb_width_, fb_height_);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(pixels.data(), fb_width_, fb_height_, 32, fb_width_ * 4,
                                                              SDL_PIXELFORMAT_ABGR8888);
    if (surface == nullptr) {
        report(std::string("screenshot: ") + SDL_GetError());
        return false;
    }
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    // Written beside the target and renamed, so a reader never sees half a picture.
    const fs::path temp = path.string() + ".tmp";
    // PNG, or JPEG for a name ending in .jpg (smaller, for documentation).
    std::string ext = path.extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool jpeg = ext == ".jpg" || ext == ".jpeg";
    const bool ok =
        (jpeg ? IMG_SaveJPG(surface, temp.string().c_str(), 90) : IMG_SavePNG(surface, temp.string().c_str())) == 0;
    SDL_FreeSurface(surface);
    if (!ok) {
        report("screenshot " + path.string() + " could not be written: " + IMG_GetError());
        fs::remove(temp, ec);
        return false;
    }
    fs::rename(temp, path, ec);
    if (ec) {
        report("screenshot " + path.string() + " could not be written: " + ec.message());
        fs::remove(temp, ec);
        return false;
    }
    std::printf("screenshot %s %dx%d\n", path.string().c_str(), fb_width_, fb_height_);
    std::fflush(stdout);
    return true;
}

void App::write_state(const fs::path& path) {
    const BoardLayout& l = view_.current_layout();
    const float sx = fb_width_ > 0 ? static_cast<float>(win_width_) / static_cast<float>(fb_width_) : 1.0f;
    std::string text;
    text += "variant=" + variant_ + "\n";
    text += "position=" + pos().record() + "\n";
    text += "side=" + std::string(tafl::side_id(pos().side_to_move())) + "\n";
    text += "ply=" + std::to_string(pos().ply()) + "\n";
    text += "status=" + std::string(tafl::status_id(match_->status())) + "\n";
    text += std::string("screen=") + (title_active_ ? (main_menu_ ? "menu" : "title") : "match") + "\n";
    text += "view=" + std::to_string(match_->view()) + "\n";
    text += std::string("flipped=") + (view_.flipped() ? "yes" : "no") + "\n";
    text += "cursor=" + (cursor_ == tafl::kNoSquare ? std::string("-") : tafl::square_name(cursor_)) + "\n";
    text += "players=" + match::player_tag(match_->player(tafl::Side::Attackers)) + "," +
            match::player_tag(match_->player(tafl::Side::Defenders)) + "\n";
    const tafl::Square sel = scene_->selected();
    text += "selected=" + (sel == tafl::kNoSquare ? std::string("-") : tafl::square_name(sel)) + "\n";
    std::string moves;
    for (const tafl::Move m : match_->moves()) moves += (moves.empty() ? "" : " ") + tafl::move_name(m);
    text += "moves=" + moves + "\n";
    text += "language=" + std::string(i18n::language_code(i18n::translator().language())) + "\n";
    text += std::string("title=") + (title_active_ ? "yes" : "no") + "\n";
    // Matches of several games, the clock and the player's house-rule sets.
    text += "series=" + (series_ ? series_->to_tag() : std::string("-")) + "\n";
    text += std::string("deal_open=") + (deal_open_ ? "yes" : "no") + "\n";
    if (const match::GameClock* clock = match_->clock())
        text += "clock=" + std::to_string(clock->remaining(tafl::Side::Attackers)) + "," +
                std::to_string(clock->remaining(tafl::Side::Defenders)) + "\n";
    else
        text += "clock=-\n";
    text += "end=" +
            std::string(match_->end() == match::EndKind::TimeOut ? "timeout"
                        : match_->over()                         ? "over"
                                                                 : "-") +
            "\n";
    std::string house;
    for (const Variant& v : house_.sets) house += (house.empty() ? "" : ",") + v.id;
    text += "house_rules=" + house + "\n";
    // The rules that differ from the preset's (house rules), as name=value.
    std::string changed;
    if (const Variant* v = find_variant(variant_)) {
        for (const std::string& name : match::changed_parameters(preset_of(*v)->rules, pos().rules().set()))
            changed += (changed.empty() ? "" : " ") + name + "=" + get_parameter(pos().rules().set(), name);
    }
    text += "changed_rules=" + changed + "\n";
    // The board in window coordinates, for scripts that click squares.
    text += "board_left=" + std::to_string(l.left * sx) + "\nboard_top=" + std::to_string(l.top * sx) +
            "\nsquare=" + std::to_string(l.square * sx) + "\nsize=" + std::to_string(l.size) + "\n";
    text += "window=" + std::to_string(win_width_) + "x" + std::to_string(win_height_) + "\n";
    text += "frames=" + std::to_string(frame_index_) + "\n";
    // The letters the translations and rulebooks need, checked in the menu font and the text font.
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

// [SECTION] Input recording and replay

void App::record(const SDL_Event& event) {
    core::InputEvent e;
    e.frame = frame_index_;
    switch (event.type) {
        case SDL_MOUSEMOTION:
            e.kind = core::InputKind::MouseMove;
            e.x = event.motion.x;
            e.y = event.motion.y;
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            e.kind = event.type == SDL_MOUSEBUTTONDOWN ? core::InputKind::MouseDown : core::InputKind::MouseUp;
            e.x = event.button.x;
            e.y = event.button.y;
            e.button = event.button.button;
            break;
        case SDL_MOUSEWHEEL:
            e.kind = core::InputKind::Wheel;
            e.x = event.wheel.x;
            e.y = event.wheel.y;
            break;
        case SDL_KEYDOWN:
        case SDL_KEYUP:
            e.kind = event.type == SDL_KEYDOWN ? core::InputKind::KeyDown : core::InputKind::KeyUp;
            e.key = event.key.keysym.sym;
            e.mod = event.key.keysym.mod;
            break;
        case SDL_TEXTINPUT:
            e.kind = core::InputKind::Text;
            e.text = event.text.text;
            break;
        case SDL_WINDOWEVENT:
            if (event.window.event != SDL_WINDOWEVENT_SIZE_CHANGED) return;
            e.kind = core::InputKind::Resize;
            e.x = event.window.data1;
            e.y = event.window.data2;
            break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            e.kind = event.type == SDL_CONTROLLERBUTTONDOWN ? core::InputKind::PadDown : core::InputKind::PadUp;
            e.button = event.cbutton.button;
            break;
        case SDL_QUIT:
            e.kind = core::InputKind::Quit;
            break;
        default:
            return;
    }
    recording_.events.push_back(std::move(e));
}

std::optional<SDL_Event> App::to_sdl_event(const core::InputEvent& e, Uint32 window_id) {
    SDL_Event ev{};
    switch (e.kind) {
        case core::InputKind::MouseMove:
            ev.type = SDL_MOUSEMOTION;
            ev.motion.windowID = window_id;
            ev.motion.x = e.x;
            ev.motion.y = e.y;
            break;
        case core::InputKind::MouseDown:
        case core::InputKind::MouseUp:
            ev.type = e.kind == core::InputKind::MouseDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
            ev.button.windowID = window_id;
            ev.button.x = e.x;
            ev.button.y = e.y;
            ev.button.button = static_cast<Uint8>(e.button);
            ev.button.state = e.kind == core::InputKind::MouseDown ? SDL_PRESSED : SDL_RELEASED;
            ev.button.clicks = 1;
            break;
        case core::InputKind::Wheel:
            ev.type = SDL_MOUSEWHEEL;
            ev.wheel.windowID = window_id;
            ev.wheel.x = e.x;
            ev.wheel.y = e.y;
            break;
        case core::InputKind::KeyDown:
        case core::InputKind::KeyUp:
            ev.type = e.kind == core::InputKind::KeyDown ? SDL_KEYDOWN : SDL_KEYUP;
            ev.key.windowID = window_id;
            ev.key.state = e.kind == core::InputKind::KeyDown ? SDL_PRESSED : SDL_RELEASED;
            ev.key.keysym.sym = e.key;
            ev.key.keysym.scancode = SDL_GetScancodeFromKey(e.key);
            ev.key.keysym.mod = e.mod;
            break;
        case core::InputKind::Text:
            ev.type = SDL_TEXTINPUT;
            ev.text.windowID = window_id;
            std::strncpy(ev.text.text, e.text.c_str(), sizeof ev.text.text - 1);
            break;
        case core::InputKind::Resize:
            return std::nullopt;  // handled by resizing the window
        case core::InputKind::PadDown:
        case core::InputKind::PadUp:
            ev.type = e.kind == core::InputKind::PadDown ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
            ev.cbutton.button = static_cast<Uint8>(e.button);
            ev.cbutton.state = e.kind == core::InputKind::PadDown ? SDL_PRESSED : SDL_RELEASED;
            break;
        case core::InputKind::Quit:
            ev.type = SDL_QUIT;
            break;
    }
    return ev;
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
