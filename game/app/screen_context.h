// screen_context.h: everything a screen may use, handed to it explicitly: the platform's services
// (quitting, full screen, time, the idle loop, sound), the data folders, the settings, the variants, the
// translations, the lettering, the sprite batch, the boards' shared art, the fonts of the
// overlay, and the game controller's focus. A screen reaches nothing else of the application.
#pragma once

#include <filesystem>
#include <glm/glm.hpp>
#include <optional>
#include <string>

#include "app/board_widget.h"
#include "app/screen.h"
#include "app/sprite_batch.h"
#include "app/text.h"
#include "app/variant_catalog.h"
#include "audio/sounds.h"
#include "core/settings.h"
#include "i18n/translate.h"

struct ImFont;

namespace tafl::app {

class Gamepad;

// Where the game's data lives (found once at start).
struct DataDirs {
    std::filesystem::path assets;  // variants/, fonts/, textures/
    std::filesystem::path shaders;
    std::filesystem::path locale;  // <lang>.mo
    std::filesystem::path prefs;   // the user's folder (settings, saves, house rules); empty if none

    // The saved games' folder, or empty without a user folder.
    std::filesystem::path saves() const { return prefs.empty() ? prefs : prefs / "saves"; }
};

// The services of the platform shell that screens ask for. The application implements it.
class Platform {
public:
    virtual ~Platform() = default;
    // Ends the frame loop after this frame.
    virtual void quit() = 0;
    virtual bool fullscreen() const = 0;
    virtual void toggle_fullscreen() = 0;
    // Scene time in milliseconds: fixed steps of 1/60 s a frame in replays and screenshots.
    virtual scene::TimeMs now() const = 0;
    // Replays, screenshots and benches: fixed steps, the same AI moves and deals every run.
    virtual bool deterministic() const = 0;
    // Test and measurement runs (screenshots, benches, replays, --no-settings): nothing of the
    // player's (autosave, last preset played) is written.
    virtual bool test_mode() const = 0;
    // Started in a named scene or a replay: the preset played is not remembered as the last one.
    virtual bool scripted_start() const = 0;
    // Draws at least this many more frames before the loop may sleep (after a change of state).
    virtual void keep_drawing(int frames) = 0;
    virtual glm::ivec2 framebuffer_size() const = 0;
    virtual glm::ivec2 window_size() const = 0;
    // Framebuffer pixels per window unit (2 on a high-density display).
    virtual float pixel_scale() const = 0;
    // A pointer position in window units, in framebuffer pixels.
    virtual glm::vec2 to_framebuffer(int x, int y) const = 0;
    // Wakes the idle loop; may be called from any thread.
    virtual void wake() = 0;
    // Shows the game in `language` from now on and keeps it in the settings.
    virtual void set_language(i18n::Language language) = 0;
    // The menu text size changed: the overlay's fonts are made again before the next frame.
    virtual void fonts_changed() = 0;
    // A problem for the player: printed, and listed in the problems window, which opens.
    virtual void report_problem(const std::string& message) = 0;
    // Plays a sound at scene time `at` (at once when that is past), panned from -1 (left) to 1
    // (right). Silent without an audio device; never keeps the frame loop awake.
    virtual void play_sound(audio::SoundId id, scene::TimeMs at, float pan) = 0;
    // The ambience loop behind the game from now on (nullopt for none); it fades in and out.
    virtual void set_ambience(std::optional<audio::SoundId> loop) = 0;
};

// The overlay's fonts (nullptr when a font file could not be read).
struct Fonts {
    ImFont* title = nullptr;
    ImFont* bold = nullptr;  // the text face in bold, at the text size (rulebooks)
};

// What a screen is handed: see the top of this file.
struct ScreenContext {
    ScreenStack& screens;
    Platform& platform;
    const DataDirs& dirs;
    core::Settings& settings;
    VariantCatalog& variants;
    i18n::Translator& translator;
    TextRenderer& text;
    SpriteBatch& batch;
    BoardArt& board_art;
    const Fonts& fonts;
    const Texture& title_picture;  // empty when it could not be read
    Gamepad& pad;
};

// Gives the game controller's highlight to the ImGui window being drawn, `window` of `screen`,
// when the pad works that window now (Screen::pad_window). Call between ImGui::Begin and End.
void pad_focus(ScreenContext& ctx, const Screen* screen, int window = 0);

}  // namespace tafl::app
