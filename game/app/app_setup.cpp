// app_setup.cpp: the shell's start and stop: the data folders, the settings file, the window and
// its OpenGL context, Dear ImGui with the game's theme and fonts, the language, and the first
// screens.
#include <SDL_image.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "app/app.h"
#include "app/font_check.h"
#include "app/image.h"
#include "app/imgui_backends.h"
#include "app/screens/match_screen.h"
#include "app/screens/title_screen.h"
#include "app/scripted_scene.h"
#include "app/screens/campaign_screen.h"
#include "app/screens/rulebook_screen.h"
#include "core/atomic_file.h"
#include "core/utf8_path.h"
#include "i18n/translate.h"
#include "preset_files.h"

namespace tafl::app {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

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

// The glyphs the menus need: Latin-1 and Latin Extended-A and -B (German, Italian, French and
// more), Latin Extended Additional (ẞ), general punctuation („“ – … ‹ ›), the euro sign and the
// Runic block.
const ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0100, 0x024F, 0x1E00, 0x1EFF, 0x2000,
                                0x206F, 0x20AC, 0x20AC, 0x16A0, 0x16FF, 0};
const ImWchar kTitleRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2026, 0};

constexpr float kBaseFontPixels = 19.0f;
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
            const fs::path exe = core::path_from_utf8(base);
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
        dirs_.prefs = core::path_from_utf8(pref);
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
    const bool measuring = !options_.screenshot.empty() || options_.bench_frames > 0 ||
                           options_.bench_idle_seconds > 0 || !options_.replay_input.empty();
    if (settings_path_.empty() || (measuring && options_.settings_file.empty())) return;
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
    fonts_.title = nullptr;
    fonts_.bold = nullptr;
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
    fonts_.title = add_font(title_file, kTitleFontPixels * scale, kTitleRanges);
    fonts_.bold = add_font(TextRenderer::file_of(fonts, Face::TextBold), kBaseFontPixels * scale, kGlyphRanges);
    if (fonts_.title == nullptr && !fonts_reported_)
        problems_.push_back("font " + title_file.string() + " is missing or broken; titles use the text font");
    fonts_reported_ = true;
    io.FontGlobalScale = 1.0f / dpi;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    fonts_dirty_ = false;
}

void App::set_window_icon() {
    const fs::path path = dirs_.assets / "icons" / "taflbord-64.png";
    SDL_Surface* icon = IMG_Load(core::utf8_of(path).c_str());
    if (icon == nullptr) {
        problems_.push_back("icon " + path.string() + " cannot be read: " + IMG_GetError());
        return;
    }
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
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

    variants_.load(dirs_.assets, dirs_.prefs, problems_);
    if (variants_.preset_ids().empty()) {
        report("no variant could be read from " + (dirs_.assets / "variants").string());
        exit_code_ = 1;
        return false;
    }

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
        if (options_.width == 0 && replay_->window_width > 0) {
            options_.width = replay_->window_width;
            options_.height = replay_->window_height;
        }
        replay_end_frame_ = (replay_->events.empty() ? 0 : replay_->events.back().frame) + 45;
        fixed_step_ = true;
    }
    if (!options_.screenshot.empty() || options_.frames > 0) fixed_step_ = true;

    if (!create_window()) {
        exit_code_ = 1;
        return false;
    }
    SDL_GetWindowSize(window_, &win_width_, &win_height_);
    SDL_GL_GetDrawableSize(window_, &fb_width_, &fb_height_);
    recording_.window_width = win_width_;
    recording_.window_height = win_height_;

    text_.init(dirs_.assets / "fonts", problems_);
    board_art_.init(dirs_.shaders, dirs_.assets / "textures", &text_, problems_);
    batch_.init(&board_art_.sprite_program());
    init_imgui();
    set_window_icon();
    {
        // The title painting is the title screen's and the main menu's background.
        std::string picture_error;
        if (auto picture = load_png_texture(dirs_.assets / "textures" / "title.png", Filter::Linear, &picture_error))
            title_picture_ = std::move(*picture);
        else
            problems_.push_back(picture_error + "; the title screen is left out");
    }
    start_audio();
    wake_event_ = SDL_RegisterEvents(1);
    context_ =
        std::make_unique<ScreenContext>(ScreenContext{screens_, *this, dirs_, settings_, variants_, i18n::translator(),
                                                      text_, batch_, board_art_, fonts_, title_picture_, pad_});
    pad_.set_target_source([this] { return pad_target(); });
    if (!open_first_screens()) return false;
    for (const auto& p : problems_) report(p);
    show_problems_ = !problems_.empty();
    board_art_.set_problem_reporter([this](const std::string& problem) { report_problem(problem); });
    clock_start_ = Clock::now();
    return true;
}

void App::start_audio() {
    // Test and measurement runs are silent (and say nothing of sound) unless a driver is named.
    const char* driver = std::getenv("SDL_AUDIODRIVER");
    if (test_mode() && (driver == nullptr || *driver == '\0')) return;
    audio_.start(dirs_.assets / "sounds", fixed_step_, problems_);
    audio_.set_problem_reporter([this](const std::string& problem) { report_problem(problem); });
    audio_.apply(settings_, focused_);
}

bool App::open_first_screens() {
    // The scene to show: --scene, the replayed recording's scene, --variant, or the last one played.
    std::string scene_name = options_.scene;
    if (replay_ && scene_name.empty()) scene_name = replay_->scene;
    if (scene_name.empty() && options_.bench_frames > 0) scene_name = "capture";
    // A plain start opens on the title screen; any test or measurement mode goes straight in.
    const bool plain_start = scene_name.empty() && options_.variant.empty() && options_.screenshot.empty() &&
                             options_.frames <= 0 && options_.bench_idle_seconds <= 0 && options_.load.empty();
    if (scene_name.empty())
        scene_name = plain_start ? "title" : !options_.variant.empty() ? options_.variant : settings_.last_variant;
    std::string error;
    auto script = parse_scene_name(scene_name, &error);
    if (!script) {
        report(error);
        exit_code_ = 2;
        return false;
    }
    bool title = false;
    if (script->title) {
        title = true;
        script->variant = !options_.variant.empty() ? options_.variant : settings_.last_variant;
        scene_name = script->variant;
    }
    if (!options_.variant.empty() && options_.scene.empty() && scene_name == options_.variant)
        script->variant = options_.variant;
    if (variants_.preset(script->variant) == nullptr) {
        // A remembered preset that is gone is not worth refusing to start over.
        if (options_.variant.empty() && scene_name == settings_.last_variant) {
            script->variant = variants_.preset_ids().front();
        } else {
            std::string known;
            for (const auto& id : variants_.preset_ids()) known += (known.empty() ? "" : ", ") + id;
            report("unknown preset '" + script->variant + "'; the presets are: " + known);
            exit_code_ = 2;
            return false;
        }
    }
    if (options_.bench_frames > 0) script->loop = true;
    if (!options_.record_input.empty()) recording_.scene = scene_name;
    scene_name_ = script->name;

    // The match is always there, at the bottom; the title goes over it on a plain start.
    auto owned = std::make_unique<MatchScreen>(*context_);
    MatchScreen* match = owned.get();
    screens_.push(std::move(owned));
    screens_.apply();
    if (!match->start_preset(script->variant, &error)) {
        report(error);
        exit_code_ = 1;
        return false;
    }
    if (!options_.load.empty()) {
        // A saved game named on the command line; a bad one is refused with the reader's message.
        if (!match->load_game(options_.load, &error)) {
            report("--load " + options_.load + ": " + error);
            exit_code_ = 2;
            return false;
        }
        script->moves.clear();
        script->self_play = false;
    }
    if (script->campaign) screens_.push(std::make_unique<CampaignScreen>(*context_));
    if (script->rulebooks)
        screens_.push(std::make_unique<RulebookScreen>(*context_, script->book, script->chapter, script->diagram));
    if (script->self_play || !script->moves.empty()) match->play_script(std::move(*script));
    if (title && title_picture_) screens_.push(std::make_unique<TitleScreen>(*context_));
    screens_.apply();
    return true;
}

void App::shutdown() {
    // The screens hold board widgets and the match's AI: they go first, while the context lives.
    screens_.clear();
    context_.reset();
    if (imgui_ready_) {
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
        imgui_ready_ = false;
    }
    if (window_ != nullptr) {
        // GL objects die with the context: release them first.
        board_art_ = BoardArt();
        batch_ = SpriteBatch();
        title_picture_ = Texture();
        text_.clear_cache();
    }
    if (gl_ != nullptr) {
        SDL_GL_DeleteContext(gl_);
        gl_ = nullptr;
    }
    pad_.close_all();
    audio_.stop();
    if (window_ != nullptr) {
        SDL_DestroyWindow(window_);
        window_ = nullptr;
        IMG_Quit();
        SDL_Quit();
    }
}

}  // namespace tafl::app
