// options.cpp: the option table, the parser with its suggestions, and the help text built from
// the same table.
#include "core/options.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <string_view>
#include <system_error>

#include "i18n/translate.h"

namespace tafl::core {

namespace {

// [SECTION] Table

// One option: its name, the placeholder of its value (empty for a switch), and its help line.
struct OptionSpec {
    std::string_view name;
    std::string_view value;
    std::string_view help;
};

constexpr std::array<OptionSpec, 20> kOptions = {{
    {"--variant", "NAME", "start with the preset NAME (e.g. copenhagen)"},
    {"--scene", "NAME", "start with the scene NAME: a preset, a scripted capture... (below)"},
    {"--screenshot", "FILE", "save the last frame as a PNG and quit (after --frames, default 3)"},
    {"--frames", "N", "quit after N frames (N >= 1); scene time runs 1/60 s per frame"},
    {"--bench-frames", "N", "render N frames as fast as possible, then print frame statistics"},
    {"--bench-idle", "SECONDS", "stay idle for SECONDS (up to 600), then print frame and CPU statistics"},
    {"--record-input", "FILE", "record the input to FILE"},
    {"--replay-input", "FILE", "replay the input recorded in FILE"},
    {"--size", "WxH", "window size in pixels, e.g. 1280x800 (each 64 to 16384)"},
    {"--fullscreen", "", "start in fullscreen"},
    {"--windowed", "", "start in a window"},
    {"--language", "CODE", "language of the game: en, de, it, fr, or auto"},
    {"--assets", "DIR", "read the game's data from DIR"},
    {"--settings", "FILE", "read and save the settings in FILE"},
    {"--no-settings", "", "neither read nor save a settings file"},
    {"--reduced-motion", "", "shorten animations and leave out particles"},
    {"--state-out", "FILE", "write the position, selection and board layout to FILE on quitting"},
    {"--load", "FILE", "open the saved game (OpenTafl game record) FILE"},
    {"--help", "", "show this help and quit"},
    {"--version", "", "show the version and quit"},
}};

constexpr int kMinSize = 64;
constexpr int kMaxSize = 16384;
constexpr double kMaxIdleSeconds = 600.0;

const OptionSpec* find_option(std::string_view name) {
    for (const OptionSpec& spec : kOptions)
        if (spec.name == name) return &spec;
    return nullptr;
}

// [SECTION] Suggestions

// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring characters each cost 1, so "--varaint" is 1 away from "--variant".
std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.size()][b.size()];
}

// The option a mistyped `name` probably meant: the closest by edit distance when it is close
// enough, else the only option that starts with `name`; empty when nothing fits.
std::string_view suggestion(std::string_view name) {
    if (name.size() > 64) return {};
    const OptionSpec* best = nullptr;
    std::size_t best_distance = 0;
    for (const OptionSpec& spec : kOptions) {
        const std::size_t distance = edit_distance(name, spec.name);
        if (!best || distance < best_distance) {
            best = &spec;
            best_distance = distance;
        }
    }
    const std::size_t allowed = name.size() >= 8 ? 2 : 1;  // counting the dashes
    if (best && best_distance <= allowed) return best->name;
    const OptionSpec* prefixed = nullptr;
    for (const OptionSpec& spec : kOptions) {
        if (name.size() < 4 || !spec.name.starts_with(name)) continue;
        if (prefixed) return {};
        prefixed = &spec;
    }
    return prefixed ? prefixed->name : std::string_view();
}

// [SECTION] Values

std::optional<int> whole_number(std::string_view text) {
    int value = 0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

std::optional<double> real_number(std::string_view text) {
    double value = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::general);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size() || text.empty()) return std::nullopt;
    if (!std::isfinite(value)) return std::nullopt;
    return value;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// Stores the value of the option `spec`; returns an error message, empty when the value is good.
std::string apply(const OptionSpec& spec, const std::string& value, GameOptions& options) {
    const std::string_view name = spec.name;
    const std::string shown = "'" + value + "'";
    if (name == "--variant") {
        options.variant = value;
    } else if (name == "--scene") {
        options.scene = value;
    } else if (name == "--screenshot") {
        options.screenshot = value;
    } else if (name == "--frames" || name == "--bench-frames") {
        const std::optional<int> n = whole_number(value);
        if (!n || *n < 1) return std::string(name) + " needs a whole number of at least 1, not " + shown;
        (name == "--frames" ? options.frames : options.bench_frames) = *n;
    } else if (name == "--bench-idle") {
        const std::optional<double> seconds = real_number(value);
        if (!seconds || *seconds <= 0.0 || *seconds > kMaxIdleSeconds)
            return "--bench-idle needs a number of seconds above 0 and at most 600, not " + shown;
        options.bench_idle_seconds = *seconds;
    } else if (name == "--record-input") {
        options.record_input = value;
    } else if (name == "--replay-input") {
        options.replay_input = value;
    } else if (name == "--size") {
        const std::size_t x = value.find_first_of("xX");
        const std::optional<int> w = x == std::string::npos ? std::nullopt : whole_number(value.substr(0, x));
        const std::optional<int> h = x == std::string::npos ? std::nullopt : whole_number(value.substr(x + 1));
        if (!w || !h || *w < kMinSize || *w > kMaxSize || *h < kMinSize || *h > kMaxSize)
            return "--size needs WIDTHxHEIGHT such as 1280x800, each from 64 to 16384, not " + shown;
        options.width = *w;
        options.height = *h;
    } else if (name == "--language") {
        if (lower(value) != "auto" && !tafl::i18n::parse_language(value))
            return "--language needs a language code (en, de, it, fr) or auto, not " + shown;
        options.language = value;
    } else if (name == "--assets") {
        options.assets_dir = value;
    } else if (name == "--settings") {
        options.settings_file = value;
    } else if (name == "--state-out") {
        options.state_out = value;
    } else if (name == "--load") {
        options.load = value;
    }
    return {};
}

void set_switch(std::string_view name, GameOptions& options) {
    if (name == "--fullscreen") options.fullscreen = true;
    if (name == "--windowed") options.windowed = true;
    if (name == "--no-settings") options.no_settings = true;
    if (name == "--reduced-motion") options.reduced_motion = true;
    if (name == "--help") options.help = true;
    if (name == "--version") options.version = true;
}

std::string conflict(const GameOptions& options) {
    if (!options.record_input.empty() && !options.replay_input.empty())
        return "--record-input and --replay-input cannot be used together";
    if (options.fullscreen && options.windowed) return "--fullscreen and --windowed cannot be used together";
    if (!options.load.empty() && (!options.scene.empty() || !options.variant.empty()))
        return "--load opens a saved game; it cannot be combined with --scene or --variant";
    if (options.bench_frames > 0 && options.bench_idle_seconds > 0.0)
        return "--bench-frames and --bench-idle cannot be used together";
    return {};
}

std::string unknown(std::string_view arg, std::string_view as_option) {
    const std::string_view guess = suggestion(as_option);
    std::string message = arg.starts_with("-") ? "unknown option '" + std::string(arg) + "'"
                                               : "unexpected argument '" + std::string(arg) + "'";
    if (!guess.empty()) return message + "; did you mean " + std::string(guess) + "?";
    return message + "; see --help";
}

}  // namespace

// [SECTION] Public

std::optional<GameOptions> parse_game_options(const std::vector<std::string>& args, std::string* error) {
    GameOptions options;
    const auto fail = [&](std::string message) -> std::optional<GameOptions> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "-h") {
            options.help = true;
            continue;
        }
        if (!arg.starts_with("--") || arg == "--") {
            // "variant" or "-variant" for "--variant".
            std::string_view bare = arg;
            while (bare.starts_with('-')) bare.remove_prefix(1);
            return fail(unknown(arg, "--" + std::string(bare.substr(0, bare.find('=')))));
        }
        const std::size_t equals = arg.find('=');
        const std::string name = arg.substr(0, equals);
        const OptionSpec* spec = find_option(name);
        if (!spec) return fail(unknown(arg.substr(0, equals), name));
        if (spec->value.empty()) {
            if (equals != std::string::npos) return fail(name + " takes no value");
            set_switch(name, options);
            continue;
        }
        std::string value;
        if (equals != std::string::npos) {
            value = arg.substr(equals + 1);
        } else if (i + 1 < args.size() && !args[i + 1].starts_with("--")) {
            value = args[++i];
        }
        if (value.empty())
            return fail("missing value for " + name + " (" + name + " " + std::string(spec->value) + ")");
        if (std::string problem = apply(*spec, value, options); !problem.empty()) return fail(std::move(problem));
    }
    if (std::string problem = conflict(options); !problem.empty()) return fail(std::move(problem));
    return options;
}

std::string game_usage() {
    const auto label = [](const OptionSpec& spec) {
        std::string text = spec.name == "--help" ? "-h, --help" : std::string(spec.name);
        if (!spec.value.empty()) text += " " + std::string(spec.value);
        return text;
    };
    std::size_t width = 0;
    for (const OptionSpec& spec : kOptions) width = std::max(width, label(spec).size());
    std::string out = "Usage: taflbord [options]\n\nOptions:\n";
    for (const OptionSpec& spec : kOptions) {
        const std::string text = label(spec);
        out += "  " + text + std::string(width - text.size() + 2, ' ') + std::string(spec.help) + "\n";
    }
    return out;
}

}  // namespace tafl::core
