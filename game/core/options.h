// options.h: the command line of the game (taflbord), its parser and its help text.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace tafl::core {

// What the command line asked for. It exists so that the parsing and its errors can be tested
// without starting the game; the game then combines it with the settings file. Empty strings and
// the numbers noted below mean "not given".
struct GameOptions {
    std::string variant;
    std::string scene;
    std::string screenshot;
    int frames = -1;  // -1: run until the player quits
    int bench_frames = 0;
    double bench_idle_seconds = 0.0;
    std::string record_input;
    std::string replay_input;
    int width = 0;  // 0: from the settings
    int height = 0;
    bool fullscreen = false;
    bool windowed = false;
    std::string language;  // a code tafl::i18n::parse_language reads, or "auto"
    std::string assets_dir;
    std::string settings_file;
    bool no_settings = false;
    bool reduced_motion = false;
    std::string state_out;
    std::string load;  // a saved game to open
    bool help = false;
    bool version = false;

    bool operator==(const GameOptions&) const = default;
};

// Reads the arguments (without argv[0]). Options take their value as the next argument or after
// `=` (`--size 800x600` or `--size=800x600`); when an option is given twice, the later counts.
// On an unknown option (with a "did you mean" suggestion when one is close), a missing or bad
// value, or options that contradict each other, returns nullopt and says why in `error` (when
// given).
std::optional<GameOptions> parse_game_options(const std::vector<std::string>& args, std::string* error);

// The text of --help: a usage line and one aligned line per option, in English.
std::string game_usage();

}  // namespace tafl::core
