// settings.cpp: the settings file: its keys and their comments, the writer, and the forgiving
// reader with its warnings.
#include "core/settings.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <system_error>

namespace tafl::core {

bool is_board_material(std::string_view name) {
    for (const std::string_view m : kBoardMaterials)
        if (m == name) return true;
    return false;
}

namespace {

// [SECTION] Keys

enum class KeyKind : std::uint8_t { Language, Flag, Whole, Real, Name, Places, Board, Boards };

// One line of the file: its key, the comment written above it, and where its value lives.
struct Key {
    std::string_view name;
    std::string_view comment;
    KeyKind kind;
    bool Settings::*flag = nullptr;
    int Settings::*whole = nullptr;
    float Settings::*real = nullptr;
    double min = 0.0;
    double max = 0.0;
};

constexpr Key flag_key(std::string_view name, std::string_view comment, bool Settings::*member) {
    return Key{name, comment, KeyKind::Flag, member, nullptr, nullptr, 0.0, 0.0};
}

constexpr Key whole_key(std::string_view name, std::string_view comment, int Settings::*member) {
    return Key{name, comment, KeyKind::Whole, nullptr, member, nullptr, kMinWindowSize, kMaxWindowSize};
}

constexpr Key volume_key(std::string_view name, std::string_view comment, int Settings::*member) {
    return Key{name, comment, KeyKind::Whole, nullptr, member, nullptr, 0, kMaxVolume};
}

constexpr Key real_key(std::string_view name, std::string_view comment, float Settings::*member, float min, float max) {
    return Key{
        name, comment, KeyKind::Real, nullptr, nullptr, member, static_cast<double>(min), static_cast<double>(max)};
}

constexpr Key kKeys[] = {
    Key{"language", "The language of the game: en, de, it or fr, or auto to follow the system.", KeyKind::Language},
    whole_key("window_width", "The width of the window in pixels, from 320 to 16384.", &Settings::window_width),
    whole_key("window_height", "The height of the window in pixels, from 320 to 16384.", &Settings::window_height),
    flag_key("maximized", "Whether the window opens maximized (true or false).", &Settings::maximized),
    flag_key("fullscreen", "Whether the game fills the whole screen (true or false).", &Settings::fullscreen),
    flag_key("vsync", "Whether frames wait for the display's refresh, which avoids tearing (true or false).",
             &Settings::vsync),
    flag_key("reduced_motion", "Whether animations are shortened and particles left out (true or false).",
             &Settings::reduced_motion),
    real_key("animation_speed", "How fast pieces move, from 0.25 (slow) to 4 (fast); 1 is normal.",
             &Settings::animation_speed, kMinAnimationSpeed, kMaxAnimationSpeed),
    real_key("ui_scale", "The size of texts and buttons, from 0.5 to 3; 1 is normal.", &Settings::ui_scale, kMinUiScale,
             kMaxUiScale),
    flag_key("show_coordinates", "Whether the board shows its letters and numbers (true or false).",
             &Settings::show_coordinates),
    flag_key("high_contrast", "Whether the board uses strongly contrasting colours (true or false).",
             &Settings::high_contrast),
    Key{"last_variant", "The variant of the last game, offered first in the new-game screen.", KeyKind::Name},
    Key{"rulebook_places", "Where each rulebook was last read: book:chapter pairs separated by spaces.",
        KeyKind::Places},
    Key{"boards_won", "The boards won in the campaign: yew, hide, slate, driftwood, oak or cloth, separated by spaces.",
        KeyKind::Boards},
    Key{"board", "The board every game is played on: one of boards_won, or own for each game's own board.",
        KeyKind::Board},
    volume_key("master_volume", "The volume of every sound, from 0 (silent) to 100.", &Settings::master_volume),
    volume_key("effects_volume", "The volume of the pieces, captures, menus and clock, from 0 to 100.",
               &Settings::effects_volume),
    volume_key("ambience_volume", "The volume of the sea, the fire and the wind behind a game, from 0 to 100.",
               &Settings::ambience_volume),
    volume_key("music_volume", "The volume of the title theme, from 0 to 100.", &Settings::music_volume),
    flag_key("mute", "Whether every sound is off (true or false).", &Settings::mute),
    flag_key("mute_when_unfocused", "Whether the game is silent while another window is in front (true or false).",
             &Settings::mute_when_unfocused),
};

// [SECTION] Values

// A float with at most 3 decimals and no trailing zeros ("1", "0.25"), whatever the locale.
std::string format_number(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 3);
    if (result.ec != std::errc()) return "0";
    std::string text(buffer, result.ptr);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') text.pop_back();
        if (text.back() == '.') text.pop_back();
    }
    if (text == "-0") text = "0";
    return text;
}

std::string language_text(const Settings& settings) {
    return settings.language_set ? std::string(tafl::i18n::language_code(settings.language)) : "auto";
}

std::string value_text(const Key& key, const Settings& settings) {
    switch (key.kind) {
        case KeyKind::Language:
            return language_text(settings);
        case KeyKind::Flag:
            return settings.*key.flag ? "true" : "false";
        case KeyKind::Whole:
            return std::to_string(settings.*key.whole);
        case KeyKind::Real:
            return format_number(static_cast<double>(settings.*key.real));
        case KeyKind::Name:
            return settings.last_variant;
        case KeyKind::Board:
            return settings.board.empty() ? "own" : settings.board;
        case KeyKind::Boards: {
            std::string out;
            for (const std::string& b : settings.boards_won) out += (out.empty() ? "" : " ") + b;
            return out;
        }
        case KeyKind::Places: {
            std::string out;
            for (const auto& [book, chapter] : settings.rulebook_places)
                out += (out.empty() ? "" : " ") + book + ":" + chapter;
            return out;
        }
    }
    return {};
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Calls `fn` with each word of `text` (runs of characters between spaces and tabs).
template <typename Fn>
void for_each_word(std::string_view text, Fn fn) {
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > start) fn(text.substr(start, i - start));
    }
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::optional<bool> parse_flag(std::string_view text) {
    const std::string word = lower(text);
    if (word == "true" || word == "yes" || word == "on" || word == "1") return true;
    if (word == "false" || word == "no" || word == "off" || word == "0") return false;
    return std::nullopt;
}

// A number read in full, or nullopt. Numbers too large for the type come back as +-infinity and
// numbers too small as 0, so that the caller clamps them like any other number out of its limits.
std::optional<double> parse_number(std::string_view text, bool whole) {
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (whole) {
        long long value = 0;
        const auto result = std::from_chars(first, last, value);
        if (result.ptr != last || text.empty()) return std::nullopt;
        if (result.ec == std::errc::result_out_of_range)
            return text.front() == '-' ? -std::numeric_limits<double>::infinity()
                                       : std::numeric_limits<double>::infinity();
        if (result.ec != std::errc()) return std::nullopt;
        return static_cast<double>(value);
    }
    double value = 0.0;
    const auto result = std::from_chars(first, last, value, std::chars_format::general);
    if (result.ptr != last || text.empty()) return std::nullopt;
    if (result.ec == std::errc::result_out_of_range) {
        const bool tiny = text.find("e-") != std::string_view::npos || text.find("E-") != std::string_view::npos;
        if (tiny) return 0.0;
        return text.front() == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    }
    if (result.ec != std::errc() || std::isnan(value)) return std::nullopt;
    return value;
}

// Whether a variant name is plausible: not empty, no control characters.
bool is_name(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
    return true;
}

// A book or chapter id: 1 to 64 of a-z, 0-9 and '-'.
bool is_id(std::string_view text) {
    if (text.empty() || text.size() > 64) return false;
    for (char c : text)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

// A piece of a line for a message: at most 40 bytes, control characters as '?'.
// "0x1b" for a byte.
std::string hex_byte(unsigned char byte) {
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("0x") + kHex[byte >> 4] + kHex[byte & 15];
}

std::string excerpt(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40)) {
        const auto u = static_cast<unsigned char>(c);
        out += (u < 0x20 || u == 0x7f) ? "\\x" + hex_byte(u).substr(2) : std::string(1, c);
    }
    if (text.size() > 40) out += "...";
    return out;
}

// [SECTION] Reading

// Reads the file one line at a time and collects the warnings.
class Reader {
public:
    explicit Reader(std::vector<std::string>* warnings) : warnings_(warnings) {}

    void line(int number, std::string_view text) {
        number_ = number;
        text = trim(text);
        if (text.empty() || text.front() == '#') return;
        const std::size_t equals = text.find('=');
        const std::string_view name = trim(text.substr(0, equals));
        if (equals == std::string_view::npos || name.empty()) {
            warn("expected 'key = value', not '" + excerpt(text) + "'; ignored");
            return;
        }
        const std::string_view value = trim(text.substr(equals + 1));
        for (std::size_t i = 0; i < std::size(kKeys); ++i) {
            if (kKeys[i].name != name) continue;
            if (seen_[i]) warn("'" + std::string(name) + "' is set again; this line counts");
            seen_[i] = true;
            apply(kKeys[i], value);
            return;
        }
        warn("unknown key '" + excerpt(name) + "'; ignored");
    }

    Settings settings;

private:
    void warn(const std::string& message) {
        if (warnings_) warnings_->push_back("settings line " + std::to_string(number_) + ": " + message);
    }

    void keep(const Key& key, std::string_view expected) {
        warn("'" + std::string(key.name) + "' must be " + std::string(expected) + "; keeping " +
             value_text(key, settings));
    }

    void apply(const Key& key, std::string_view value) {
        switch (key.kind) {
            case KeyKind::Language:
                return apply_language(key, value);
            case KeyKind::Flag:
                if (const std::optional<bool> flag = parse_flag(value)) {
                    settings.*key.flag = *flag;
                } else {
                    keep(key, "true or false");
                }
                return;
            case KeyKind::Whole:
            case KeyKind::Real:
                return apply_number(key, value);
            case KeyKind::Name:
                if (is_name(value)) {
                    settings.last_variant = std::string(value);
                } else {
                    keep(key, "the name of a variant");
                }
                return;
            case KeyKind::Places:
                return apply_places(key, value);
            case KeyKind::Board:
                if (value == "own") {
                    settings.board.clear();
                } else if (is_board_material(value)) {
                    settings.board = std::string(value);
                } else {
                    keep(key, "own, yew, hide, slate, driftwood, oak or cloth");
                }
                return;
            case KeyKind::Boards:
                return apply_boards(key, value);
        }
    }

    // "yew slate": names that are not a board's material are skipped with a warning.
    void apply_boards(const Key& key, std::string_view value) {
        settings.boards_won.clear();
        for_each_word(value, [&](std::string_view name) {
            if (is_board_material(name))
                settings.boards_won.insert(std::string(name));
            else
                warn("'" + std::string(key.name) + "': '" + excerpt(name) + "' is not a board; skipped");
        });
    }

    // "brandubh:capturing tablut:end": pairs that are not two ids are skipped with a warning.
    void apply_places(const Key& key, std::string_view value) {
        settings.rulebook_places.clear();
        int kept = 0;
        bool too_many = false;
        for_each_word(value, [&](std::string_view pair) {
            const std::size_t colon = pair.find(':');
            const std::string_view book = pair.substr(0, colon);
            const std::string_view chapter =
                colon == std::string_view::npos ? std::string_view{} : pair.substr(colon + 1);
            if (!is_id(book) || !is_id(chapter)) {
                warn("'" + std::string(key.name) + "': '" + excerpt(pair) + "' is not book:chapter; skipped");
                return;
            }
            if (kept >= kMaxRulebookPlaces) {
                if (!too_many)
                    warn("'" + std::string(key.name) + "': more than " + std::to_string(kMaxRulebookPlaces) +
                         " books; '" + excerpt(pair) + "' and the places after it skipped");
                too_many = true;
                return;
            }
            settings.rulebook_places[std::string(book)] = std::string(chapter);
            ++kept;
        });
    }

    void apply_language(const Key& key, std::string_view value) {
        if (lower(value) == "auto") {
            settings.language_set = false;
            settings.language = tafl::i18n::Language::English;
        } else if (const std::optional<tafl::i18n::Language> language = tafl::i18n::parse_language(value)) {
            settings.language_set = true;
            settings.language = *language;
        } else {
            keep(key, "auto or a language code (en, de, it, fr)");
        }
    }

    void apply_number(const Key& key, std::string_view value) {
        const bool whole = key.kind == KeyKind::Whole;
        const std::string range = format_number(key.min) + " to " + format_number(key.max);
        std::optional<double> number = parse_number(value, whole);
        if (!number) {
            keep(key, (whole ? "a whole number from " : "a number from ") + range);
            return;
        }
        double used = *number;
        if (used < key.min || used > key.max) {
            used = used < key.min ? key.min : key.max;
            warn("'" + std::string(key.name) + "' is " + excerpt(value) + ", outside " + range + "; using " +
                 format_number(used));
        }
        if (whole) {
            settings.*key.whole = static_cast<int>(used);
        } else {
            settings.*key.real = static_cast<float>(used);
        }
    }

    std::vector<std::string>* warnings_;
    std::array<bool, std::size(kKeys)> seen_{};
    int number_ = 0;
};

}  // namespace

// [SECTION] Public

std::string write_settings(const Settings& settings) {
    std::string out = "# Taflbord settings. Edit while the game is closed; unknown lines are ignored.\n";
    for (const Key& key : kKeys) {
        out += "\n# ";
        out += key.comment;
        out += '\n';
        out += key.name;
        out += " = ";
        out += value_text(key, settings);
        out += '\n';
    }
    return out;
}

Settings parse_settings(std::string_view text, std::vector<std::string>* warnings) {
    // A byte order mark, as some editors write, is not part of the first line.
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    // A file of binary data is not a settings file someone wrote (a wrong file, or a broken disk):
    // one warning for it, not one per line of binary. Binary: a zero byte, or control bytes on
    // many lines; a stray control byte on a line or two is only that line's problem.
    int line_number = 1, lines_with_control = 0, first_line = 0;
    unsigned char first_byte = 0;
    bool zero = false, control_on_this_line = false;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u == '\n') {
            ++line_number;
            control_on_this_line = false;
            continue;
        }
        if ((u < 0x20 && u != '\r' && u != '\t') || u == 0x7f) {
            zero = zero || u == 0;
            if (first_line == 0) {
                first_line = line_number;
                first_byte = u;
            }
            if (!control_on_this_line) ++lines_with_control;
            control_on_this_line = true;
        }
    }
    if (zero || (lines_with_control >= 3 && lines_with_control * 4 >= line_number)) {
        if (warnings != nullptr)
            warnings->push_back("settings line " + std::to_string(first_line) +
                                ": the file holds binary data (a byte " + hex_byte(first_byte) +
                                "), so it is not read at all");
        return Settings{};
    }
    Reader reader(warnings);
    int number = 0;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find('\n', start);
        ++number;
        reader.line(number, text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return reader.settings;
}

}  // namespace tafl::core
