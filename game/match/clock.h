// clock.h: the game clock of a timed match, chess style: each side starts with the same time and
// gains an increment after each of its moves; the side whose time runs out loses. It reads no
// clock itself: the game passes it the time of each frame (tick), so a replay that feeds the same
// frame steps gets the same flag at the same move.
//
// Texts, all digits and ASCII, never words for display:
// - Settings for people and settings files, our own compact form: the base time and, after `+`,
//   the increment, each written with the units h, m and s, largest first: "10m+5s", "1h30m",
//   "90s+0s" (read), "1m30s" (written when the increment is 0).
// - The standard tags of an OpenTafl game record, as OpenTafl writes and reads them (source:
//   TimeSpec.java, GameClock.java and GameSerializer.java in github.com/jslater89/OpenTafl; the
//   notation spec gives only `<main-time-seconds> [<overtime-periods>:<overtime-length>]`):
//     time-control    "<main s> <overtime s>/<periods> <increment s>i", e.g. "600 0/0 5i";
//                     the overtime part and the increment part may be left out when reading.
//     time-remaining  "<attackers' main s> <overtime s>/<periods>, <defenders' ...>", e.g.
//                     "597 0/0, 600 0/0".
//   (OpenTafl's own reader, in the version we read, ignores the increment part: its pattern has
//   three groups and it looks for a fourth.)
//   OpenTafl counts whole seconds, so our settings are whole seconds too; remaining times are
//   written rounded up to the second (a side that still has time never reads back as flagged).
//   OpenTafl's overtime periods (byo-yomi) are not supported: a record that uses them is refused
//   with a message, and we always write "0/0".
// - format_clock, the time a clock face shows: "h:mm:ss", "m:ss", and "s.t" under ten seconds.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "taflbord/types.h"

namespace tafl::match {

// [SECTION] Settings

// Limits that keep every sum and product far from overflow and every text short.
constexpr std::int64_t kMaxBaseMs = 100LL * 3600 * 1000;      // 100 hours
constexpr std::int64_t kMaxIncrementMs = 3600LL * 1000;       // 1 hour
constexpr std::int64_t kMaxRemainingMs = 1000000000000000LL;  // 10^15 ms, increments included

// How long a timed game is. It exists so that the game's settings, the match and its record
// agree on one description of a clock. Valid: a base of whole seconds in [1 s, kMaxBaseMs] and
// an increment of whole seconds in [0, kMaxIncrementMs].
struct ClockSettings {
    std::int64_t base_ms = 0;
    std::int64_t increment_ms = 0;
    bool operator==(const ClockSettings&) const = default;
};

bool valid(const ClockSettings& settings);

// The compact form "10m+5s" (see the top of this file); empty for invalid settings.
std::string format_clock_settings(const ClockSettings& settings);
// Reads the compact form; nullopt for anything else, and for invalid settings.
std::optional<ClockSettings> parse_clock_settings(std::string_view text);

// The OpenTafl `time-control` value "600 0/0 5i"; empty for invalid settings.
std::string format_time_control(const ClockSettings& settings);
// Reads a `time-control` value. Fails with nullopt and an English message in `error` (when
// given) for malformed text, overtime periods, and invalid settings.
std::optional<ClockSettings> parse_time_control(std::string_view text, std::string* error = nullptr);

// [SECTION] Clock

// The two sides' remaining times during a game. It exists apart from the match so that the
// time rules (never below zero, increment after a move, who flagged) are tested on their own and
// the match only decides when they apply.
class GameClock {
public:
    // Both sides start with the base time. Throws std::invalid_argument for invalid settings.
    explicit GameClock(const ClockSettings& settings);

    const ClockSettings& settings() const { return settings_; }
    std::int64_t remaining(Side side) const { return remaining_[static_cast<std::size_t>(index_of(side))]; }

    // `elapsed_ms` of the side to move's time passes; its remaining time stops at 0. A negative
    // elapsed time counts as 0.
    void tick(std::int64_t elapsed_ms, Side to_move);
    // `mover` has moved: it gains the increment (up to kMaxRemainingMs), unless its time has run out.
    void moved(Side mover);
    // The side whose time has run out (the attackers first, should both have none).
    std::optional<Side> flagged() const;

    // Sets both remaining times, for a saved game. Refused (false, nothing changes) outside
    // [0, kMaxRemainingMs].
    bool restore(std::int64_t attackers_ms, std::int64_t defenders_ms);

    // The OpenTafl `time-remaining` value, "597 0/0, 600 0/0" (seconds rounded up).
    std::string time_remaining() const;

private:
    ClockSettings settings_;
    std::array<std::int64_t, 2> remaining_{};  // by index_of(side)
};

// Reads a `time-remaining` value: the attackers' then the defenders' remaining time in ms.
// Fails with nullopt and an English message in `error` (when given) for malformed text, overtime
// and times over kMaxRemainingMs.
std::optional<std::array<std::int64_t, 2>> parse_time_remaining(std::string_view text, std::string* error = nullptr);

// [SECTION] Display

// A remaining time as a clock face shows it, digits and separators only: "1:02:03" from an hour,
// "12:05" and "0:10" from ten seconds, "9.9" (seconds and tenths) below. Times are cut down, not
// rounded (9.99 s shows "9.9"); negative times show as zero.
std::string format_clock(std::int64_t ms);

}  // namespace tafl::match
