// settings.h: the player's settings and their file, a commented list of `key = value` lines that
// players may edit by hand.
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/translate.h"

namespace tafl::core {

// What the player chose in the settings screen, kept between runs. It exists as plain data so
// that the file format, the defaults and the limits live in one place, away from the window code.
// The limits: window sizes 320..16384, animation_speed 0.25..4, ui_scale 0.5..3, volumes 0..100.
struct Settings {
    // Meaningful only when `language_set` is true; otherwise the game picks the language from the
    // environment, and the file says "auto".
    tafl::i18n::Language language = tafl::i18n::Language::English;
    bool language_set = false;
    int window_width = 1280;
    int window_height = 800;
    bool maximized = false;
    bool fullscreen = false;
    bool vsync = true;
    bool reduced_motion = false;
    float animation_speed = 1.0f;
    float ui_scale = 1.0f;
    bool show_coordinates = true;
    bool high_contrast = false;
    std::string last_variant = "copenhagen";
    // Where each rulebook was last read: book id -> chapter id.
    std::map<std::string, std::string> rulebook_places;
    // The boards won in the campaign, by material ("yew", "hide", "slate", "driftwood", "oak",
    // "cloth"), and the one every game is played on: empty for each game's own board. A board not
    // won is never used.
    std::set<std::string> boards_won;
    std::string board;
    // Sound: the master volume and the volumes of the effects, the ambience and the music, in
    // percent; everything silent; and silent while the window is not the one in front.
    int master_volume = 80;
    int effects_volume = 80;
    int ambience_volume = 50;
    int music_volume = 70;
    bool mute = false;
    bool mute_when_unfocused = true;

    bool operator==(const Settings&) const = default;
};

// The boards' materials, as the settings and the campaign name them.
inline constexpr std::string_view kBoardMaterials[] = {"yew", "hide", "slate", "driftwood", "oak", "cloth"};
bool is_board_material(std::string_view name);

inline constexpr int kMinWindowSize = 320;
inline constexpr int kMaxWindowSize = 16384;
inline constexpr float kMinAnimationSpeed = 0.25f;
inline constexpr float kMaxAnimationSpeed = 4.0f;
inline constexpr float kMinUiScale = 0.5f;
inline constexpr float kMaxUiScale = 3.0f;
inline constexpr int kMaxVolume = 100;
// The most rulebook places kept (one per book); more in a file are skipped with one warning.
inline constexpr int kMaxRulebookPlaces = 64;

// The text of a settings file: a comment header, then every key with a comment line above it.
// Numbers are written locale-independently, floats with at most 3 decimals, so that
// parse_settings(write_settings(s)) == s for every `s` within the limits whose floats have at
// most 3 decimals and whose language is English when `language_set` is false.
std::string write_settings(const Settings& settings);

// Reads a settings file, forgiving whatever a hand edit may do to it. Blank lines and lines that
// start with `#` are skipped, whitespace around keys, values and `=` is ignored, and CRLF line
// ends are accepted. A line that is not `key = value`, an unknown key or a value that cannot be
// read keeps the current value and adds a warning that names the line and the key; a number out
// of its limits is clamped, with a warning. Booleans are true/false, yes/no, on/off or 1/0; the
// language is a code that tafl::i18n::parse_language reads, or "auto". When a key appears twice,
// the later line counts. Warnings are appended to `warnings`, which may be null.
Settings parse_settings(std::string_view text, std::vector<std::string>* warnings);

}  // namespace tafl::core
