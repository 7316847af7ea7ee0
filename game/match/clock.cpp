// clock.cpp: the game clock, its settings, and their texts (the compact form, the OpenTafl
// time-control and time-remaining tags, and the clock face).
#include "match/clock.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <system_error>
#include <vector>

#include "taflbord/text.h"

namespace tafl::match {

namespace {

// [SECTION] Text helpers

constexpr std::int64_t kSecond = 1000;
constexpr std::int64_t kMinute = 60 * kSecond;
constexpr std::int64_t kHour = 60 * kMinute;

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_blank(text.back())) text.remove_suffix(1);
    return text;
}

// The words of `text` between blanks.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t k = 0;
    while (k < text.size()) {
        while (k < text.size() && is_blank(text[k])) ++k;
        const std::size_t start = k;
        while (k < text.size() && !is_blank(text[k])) ++k;
        if (k > start) out.push_back(text.substr(start, k - start));
    }
    return out;
}

// A whole-number text of digits only, at most `max`.
std::optional<std::int64_t> number(std::string_view text, std::int64_t max) {
    if (text.empty() || text.size() > 18) return std::nullopt;
    for (char c : text)
        if (!is_digit(c)) return std::nullopt;
    std::int64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value > max) return std::nullopt;
    return value;
}

// A duration of whole seconds in the compact form: "1h30m", "5s", "0s".
std::string format_duration(std::int64_t ms) {
    if (ms <= 0) return "0s";
    std::string out;
    const std::int64_t h = ms / kHour, m = ms % kHour / kMinute, s = ms % kMinute / kSecond;
    if (h) out += std::to_string(h) + "h";
    if (m) out += std::to_string(m) + "m";
    if (s) out += std::to_string(s) + "s";
    return out;
}

// Reads "1h30m": numbers each followed by a unit, the units h, m, s at most once and in that order.
std::optional<std::int64_t> parse_duration(std::string_view text) {
    if (text.empty()) return std::nullopt;
    std::int64_t total = 0;
    int last_unit = -1;  // 0 h, 1 m, 2 s
    std::size_t k = 0;
    while (k < text.size()) {
        const std::size_t start = k;
        while (k < text.size() && is_digit(text[k])) ++k;
        if (k == start || k == text.size()) return std::nullopt;
        const std::optional<std::int64_t> value = number(text.substr(start, k - start), kMaxRemainingMs / kSecond);
        if (!value) return std::nullopt;
        const std::string_view units = "hms";
        const std::size_t unit = units.find(text[k]);
        if (unit == std::string_view::npos || static_cast<int>(unit) <= last_unit) return std::nullopt;
        last_unit = static_cast<int>(unit);
        const std::int64_t scale = unit == 0 ? kHour : unit == 1 ? kMinute : kSecond;
        if (*value > (kMaxRemainingMs - total) / scale) return std::nullopt;
        total += *value * scale;
        ++k;
    }
    return total;
}

// One OpenTafl clock entry, "<main s> [<overtime s>/<periods>] [<increment s>i]".
struct Entry {
    std::int64_t main_ms = 0;
    std::optional<std::int64_t> increment_ms;
};

std::optional<Entry> parse_entry(std::string_view text, bool increment_allowed, std::string* error) {
    auto fail = [&](const std::string& what) -> std::optional<Entry> {
        if (error) *error = what;
        return std::nullopt;
    };
    const std::vector<std::string_view> parts = words(text);
    if (parts.empty()) return fail("no time in " + quote_input(text));
    if (parts.size() > 3) return fail("too many parts in " + quote_input(text));
    Entry entry;
    const std::optional<std::int64_t> main = number(parts[0], kMaxRemainingMs / kSecond);
    if (!main) return fail("main time " + quote_input(parts[0]) + " is not a number of seconds");
    entry.main_ms = *main * kSecond;
    std::size_t k = 1;
    if (k < parts.size() && parts[k].find('/') != std::string_view::npos) {
        const std::string_view part = parts[k];
        const std::size_t slash = part.find('/');
        const std::optional<std::int64_t> length = number(part.substr(0, slash), kMaxRemainingMs / kSecond);
        const std::optional<std::int64_t> periods = number(part.substr(slash + 1), 1000000);
        if (!length || !periods) return fail("overtime " + quote_input(part) + " is not <seconds>/<periods>");
        if (*length > 0 && *periods > 0) return fail("overtime periods (" + quote_input(part) + ") are not supported");
        ++k;
    }
    if (k < parts.size() && increment_allowed && parts[k].size() > 1 && parts[k].back() == 'i') {
        const std::optional<std::int64_t> increment =
            number(parts[k].substr(0, parts[k].size() - 1), kMaxRemainingMs / kSecond);
        if (!increment) return fail("increment " + quote_input(parts[k]) + " is not <seconds>i");
        entry.increment_ms = *increment * kSecond;
        ++k;
    }
    if (k < parts.size()) return fail("unexpected " + quote_input(parts[k]) + " in " + quote_input(text));
    return entry;
}

// Whole seconds, rounded up.
std::int64_t seconds_up(std::int64_t ms) { return ms <= 0 ? 0 : (ms + kSecond - 1) / kSecond; }

}  // namespace

// [SECTION] Settings

bool valid(const ClockSettings& settings) {
    return settings.base_ms >= kSecond && settings.base_ms <= kMaxBaseMs && settings.base_ms % kSecond == 0 &&
           settings.increment_ms >= 0 && settings.increment_ms <= kMaxIncrementMs &&
           settings.increment_ms % kSecond == 0;
}

std::string format_clock_settings(const ClockSettings& settings) {
    if (!valid(settings)) return {};
    std::string out = format_duration(settings.base_ms);
    if (settings.increment_ms > 0) out += "+" + format_duration(settings.increment_ms);
    return out;
}

std::optional<ClockSettings> parse_clock_settings(std::string_view text) {
    text = trimmed(text);
    const std::size_t plus = text.find('+');
    ClockSettings settings;
    const std::optional<std::int64_t> base = parse_duration(text.substr(0, plus));
    if (!base) return std::nullopt;
    settings.base_ms = *base;
    if (plus != std::string_view::npos) {
        const std::optional<std::int64_t> increment = parse_duration(text.substr(plus + 1));
        if (!increment) return std::nullopt;
        settings.increment_ms = *increment;
    }
    if (!valid(settings)) return std::nullopt;
    return settings;
}

std::string format_time_control(const ClockSettings& settings) {
    if (!valid(settings)) return {};
    return std::to_string(settings.base_ms / kSecond) + " 0/0 " + std::to_string(settings.increment_ms / kSecond) + "i";
}

std::optional<ClockSettings> parse_time_control(std::string_view text, std::string* error) {
    std::optional<Entry> entry = parse_entry(text, true, error);
    if (!entry) return std::nullopt;
    const ClockSettings settings{entry->main_ms, entry->increment_ms.value_or(0)};
    if (!valid(settings)) {
        if (error)
            *error = "time control " + quote_input(text) +
                     " is out of range (a main time of 1 s to 100 h, an increment of at most 1 h)";
        return std::nullopt;
    }
    return settings;
}

// [SECTION] Clock

GameClock::GameClock(const ClockSettings& settings) : settings_(settings) {
    if (!valid(settings)) throw std::invalid_argument("clock: invalid settings");
    remaining_ = {settings.base_ms, settings.base_ms};
}

void GameClock::tick(std::int64_t elapsed_ms, Side to_move) {
    std::int64_t& left = remaining_[static_cast<std::size_t>(index_of(to_move))];
    left -= std::clamp<std::int64_t>(elapsed_ms, 0, left);
}

void GameClock::moved(Side mover) {
    std::int64_t& left = remaining_[static_cast<std::size_t>(index_of(mover))];
    if (left > 0) left = std::min(left + settings_.increment_ms, kMaxRemainingMs);
}

std::optional<Side> GameClock::flagged() const {
    for (Side side : {Side::Attackers, Side::Defenders})
        if (remaining(side) <= 0) return side;
    return std::nullopt;
}

bool GameClock::restore(std::int64_t attackers_ms, std::int64_t defenders_ms) {
    for (std::int64_t ms : {attackers_ms, defenders_ms})
        if (ms < 0 || ms > kMaxRemainingMs) return false;
    remaining_ = {attackers_ms, defenders_ms};
    return true;
}

std::string GameClock::time_remaining() const {
    return std::to_string(seconds_up(remaining(Side::Attackers))) + " 0/0, " +
           std::to_string(seconds_up(remaining(Side::Defenders))) + " 0/0";
}

std::optional<std::array<std::int64_t, 2>> parse_time_remaining(std::string_view text, std::string* error) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos || text.find(',', comma + 1) != std::string_view::npos) {
        if (error) *error = "time remaining " + quote_input(text) + " is not two times separated by ','";
        return std::nullopt;
    }
    std::array<std::int64_t, 2> out{};
    for (Side side : {Side::Attackers, Side::Defenders}) {
        const std::string_view part = side == Side::Attackers ? text.substr(0, comma) : text.substr(comma + 1);
        std::string why;
        const std::optional<Entry> entry = parse_entry(part, false, &why);
        if (!entry) {
            if (error) *error = std::string(side_id(side)) + "' time remaining: " + why;
            return std::nullopt;
        }
        out[static_cast<std::size_t>(index_of(side))] = entry->main_ms;
    }
    return out;
}

// [SECTION] Display

std::string format_clock(std::int64_t ms) {
    ms = std::max<std::int64_t>(ms, 0);
    if (ms < 10 * kSecond) return std::to_string(ms / kSecond) + "." + std::to_string(ms % kSecond / 100);
    const std::int64_t h = ms / kHour, m = ms % kHour / kMinute, s = ms % kMinute / kSecond;
    auto two = [](std::int64_t v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    if (h > 0) return std::to_string(h) + ":" + two(m) + ":" + two(s);
    return std::to_string(m) + ":" + two(s);
}

}  // namespace tafl::match
