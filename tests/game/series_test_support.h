// series_test_support.h: what the series tests share: the players, moves played through the
// match, the next game of a series, and lines of play on York and Brandubh whose results the
// tests count on (escapes to each edge, captures, quiet moves).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "match/match.h"
#include "match/series.h"
#include "taflbord/game_record.h"
#include "test_support.h"

namespace tafl::match::series_test {

using test::mv;

inline const Player kPerson{};
inline const Player kHuscarl{PlayerKind::Ai, "huscarl"};

inline std::shared_ptr<const Rules> rules_of(std::string_view id) { return test::compile(test::preset_rules(id)); }

inline void play_all(Match& match, const std::vector<std::string_view>& moves) {
    for (std::string_view m : moves) {
        Illegal why = Illegal::None;
        ASSERT_TRUE(match.play(mv(m), &why).has_value()) << m << ": " << illegal_id(why);
    }
}

// The next game of `series` on a preset, its seats' players on their sides.
inline Match next_game(const Series& series, std::string_view preset) {
    return Match(rules_of(preset), std::string(preset), series.player(series.seat_of(Side::Attackers)),
                 series.player(series.seat_of(Side::Defenders)), 11);
}

// York, attackers first: four lines in which the king walks out of the diamond and escapes to
// each edge in eight plies (the attackers only clear his way), found with the engine and mirrored.
inline const std::vector<std::string_view> kYorkNorth = {"d1-c1",   "h6-h5", "h11-i11", "g6-i6",
                                                         "i11-j11", "f6-h6", "j11-k11", "h6-h11"};
inline const std::vector<std::string_view> kYorkSouth = {"d11-c11", "h6-h7", "h1-i1", "g6-i6",
                                                         "i1-j1",   "f6-h6", "j1-k1", "h6-h1"};
inline const std::vector<std::string_view> kYorkEast = {"a4-a3",  "f8-e8", "k8-k9",   "f7-f9",
                                                        "k9-k10", "f6-f8", "k10-k11", "f8-k8"};
inline const std::vector<std::string_view> kYorkWest = {"k4-k3",  "f8-g8", "a8-a9",   "f7-f9",
                                                        "a9-a10", "f6-f8", "a10-a11", "f8-a8"};

// Brandubh: seven plies in which each side takes a man (the defenders' e4-e6 takes d6, the
// attackers' f3-e3 takes d3); the same with only the attackers' capture; and seven quiet plies.
inline const std::vector<std::string_view> kBothCapture = {"b4-b3", "c4-c6", "b3-c3", "e4-e6",
                                                           "f4-f3", "d5-b5", "f3-e3"};
inline const std::vector<std::string_view> kAttackersCapture = {"b4-b3", "c4-c6", "b3-c3", "e4-e5",
                                                                "f4-f3", "d5-b5", "f3-e3"};
inline const std::vector<std::string_view> kQuiet = {"d1-c1", "d5-c5", "d7-e7", "d3-e3", "c1-b1", "c5-c6", "b1-b2"};

// A game of a brandubh series: `line`, then `loser` resigns, or the players agree a draw.
struct GameSpec {
    std::vector<std::string_view> line;
    std::optional<Side> loser;  // nullopt: a draw
};

inline Match brandubh_game(const Series& series, const GameSpec& spec) {
    Match match = next_game(series, "brandubh");
    play_all(match, spec.line);
    if (spec.loser)
        match.resign(*spec.loser);
    else
        match.agree_draw();
    return match;
}

// A match read from a record that starts from `start` (the way a puzzle or a test position starts).
inline Match from_position(const Position& start) {
    std::string error;
    std::optional<std::string> text = write_game_record(start, {}, GameInfo{}, &error);
    if (!text) throw std::runtime_error(error);
    std::optional<Match> match = Match::from_record(*text, &error);
    if (!match) throw std::runtime_error(error);
    return std::move(*match);
}

}  // namespace tafl::match::series_test
