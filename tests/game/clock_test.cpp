// clock_test.cpp: tests of the game clock (game/match/clock.h) and of timed matches: settings and
// their texts, ticking, increments and flags, the clock face, a match lost on time, undo of a
// timeout, and the OpenTafl clock tags written, read back, and refused when malformed.
#include "match/clock.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "match/match.h"
#include "taflbord/game_record.h"
#include "test_support.h"
#include "text_edits.h"

namespace tafl::match {
namespace {

using test::mv;

// [SECTION] Helpers

constexpr std::int64_t kS = 1000;
const Player kPerson{};

std::shared_ptr<const Rules> brandubh() {
    static const std::shared_ptr<const Rules> rules = test::compile(test::preset_rules("brandubh"));
    return rules;
}

// A hot-seat brandubh match with a clock of `base_s` seconds plus `increment_s`.
Match timed(std::int64_t base_s, std::int64_t increment_s) {
    Match match(brandubh(), "brandubh", kPerson, kPerson, 3);
    EXPECT_TRUE(match.set_clock(ClockSettings{base_s * kS, increment_s * kS}));
    return match;
}

void play_all(Match& match, const std::vector<std::string_view>& moves) {
    for (std::string_view m : moves) {
        Illegal why = Illegal::None;
        ASSERT_TRUE(match.play(mv(m), &why).has_value()) << m << ": " << illegal_id(why);
    }
}

std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const std::size_t at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("no " + std::string(from));
    return text.replace(at, from.size(), to);
}

// [SECTION] Settings

TEST(ClockSettings, ValidityWantsWholeSecondsInRange) {
    EXPECT_TRUE(valid(ClockSettings{60 * kS, 0}));
    EXPECT_TRUE(valid(ClockSettings{kS, kMaxIncrementMs}));
    EXPECT_TRUE(valid(ClockSettings{kMaxBaseMs, 5 * kS}));
    EXPECT_FALSE(valid(ClockSettings{0, 0}));
    EXPECT_FALSE(valid(ClockSettings{-kS, 0}));
    EXPECT_FALSE(valid(ClockSettings{60 * kS, -kS}));
    EXPECT_FALSE(valid(ClockSettings{1500, 0}));
    EXPECT_FALSE(valid(ClockSettings{60 * kS, 500}));
    EXPECT_FALSE(valid(ClockSettings{kMaxBaseMs + kS, 0}));
    EXPECT_FALSE(valid(ClockSettings{60 * kS, kMaxIncrementMs + kS}));
    EXPECT_THROW(static_cast<void>(GameClock(ClockSettings{0, 0})), std::invalid_argument);
}

TEST(ClockSettings, CompactFormRoundTrips) {
    EXPECT_EQ(format_clock_settings({10 * 60 * kS, 5 * kS}), "10m+5s");
    EXPECT_EQ(format_clock_settings({90 * kS, 0}), "1m30s");
    EXPECT_EQ(format_clock_settings({5400 * kS, 0}), "1h30m");
    EXPECT_EQ(format_clock_settings({3600 * kS + 1 * kS, 90 * kS}), "1h1s+1m30s");
    EXPECT_EQ(format_clock_settings({0, 0}), "");
    EXPECT_EQ(parse_clock_settings("10m+5s"), (ClockSettings{600 * kS, 5 * kS}));
    EXPECT_EQ(parse_clock_settings("1h30m"), (ClockSettings{5400 * kS, 0}));
    EXPECT_EQ(parse_clock_settings("90s+0s"), (ClockSettings{90 * kS, 0}));
    EXPECT_EQ(parse_clock_settings(" 5m "), (ClockSettings{300 * kS, 0}));
    for (const ClockSettings s : {ClockSettings{kS, 0}, ClockSettings{3 * 60 * kS, 2 * kS},
                                  ClockSettings{kMaxBaseMs, kMaxIncrementMs}, ClockSettings{3661 * kS, 61 * kS}})
        EXPECT_EQ(parse_clock_settings(format_clock_settings(s)), s) << format_clock_settings(s);
    for (std::string_view bad : {"", "10", "m", "5s5m", "10m+", "+5s", "1.5m", "10m+5s+1s", "0s", "0s+5s", "1h1h",
                                 "99999999999999h", "101h", "10m+2h", "10 m", "-5m", "5M", "10m5", "m5"})
        EXPECT_FALSE(parse_clock_settings(bad).has_value()) << bad;
}

TEST(ClockSettings, OpenTaflTimeControl) {
    EXPECT_EQ(format_time_control({600 * kS, 5 * kS}), "600 0/0 5i");
    EXPECT_EQ(format_time_control({60 * kS, 0}), "60 0/0 0i");
    EXPECT_EQ(parse_time_control("600 0/0 5i"), (ClockSettings{600 * kS, 5 * kS}));
    // OpenTafl may leave out the overtime and the increment.
    EXPECT_EQ(parse_time_control("600"), (ClockSettings{600 * kS, 0}));
    EXPECT_EQ(parse_time_control("600 0/0"), (ClockSettings{600 * kS, 0}));
    EXPECT_EQ(parse_time_control(" 300 5i "), (ClockSettings{300 * kS, 5 * kS}));
    // Overtime periods of no length, or no periods, are no overtime.
    EXPECT_EQ(parse_time_control("300 30/0 0i"), (ClockSettings{300 * kS, 0}));
    std::string error;
    EXPECT_FALSE(parse_time_control("300 30/3 0i", &error).has_value());
    EXPECT_NE(error.find("overtime"), std::string::npos) << error;
    for (std::string_view bad : {"", "abc", "600 0/0 5", "600 5i 0/0", "0 0/0 5i", "600 0/0 7200i", "600 x/0",
                                 "600 0/0 5i 1", "-600", "600 0/0 i", "1.5 0/0 0i", "600 0/ 0i"}) {
        error.clear();
        EXPECT_FALSE(parse_time_control(bad, &error).has_value()) << bad;
        EXPECT_FALSE(error.empty()) << bad;
    }
    // What the record held is quoted escaped and shortened, never passed on raw.
    error.clear();
    EXPECT_FALSE(parse_time_control("6\x1b[2J0", &error).has_value());
    EXPECT_EQ(error, "main time '6\\x1b[2J0' is not a number of seconds");
    error.clear();
    EXPECT_FALSE(parse_time_control(std::string(100, '9') + " 0/0 x", &error).has_value());
    EXPECT_NE(error.find("... (100 bytes)"), std::string::npos) << error;
    EXPECT_LT(error.size(), 200U) << error;
}

// [SECTION] Clock

TEST(GameClock, TicksTheSideToMoveAndAddsIncrements) {
    GameClock clock({10 * kS, 2 * kS});
    EXPECT_EQ(clock.remaining(Side::Attackers), 10 * kS);
    EXPECT_EQ(clock.remaining(Side::Defenders), 10 * kS);
    clock.tick(1500, Side::Attackers);
    EXPECT_EQ(clock.remaining(Side::Attackers), 8500);
    EXPECT_EQ(clock.remaining(Side::Defenders), 10 * kS);
    clock.moved(Side::Attackers);
    EXPECT_EQ(clock.remaining(Side::Attackers), 10500);
    clock.tick(-400, Side::Defenders);  // a negative frame time counts as nothing
    EXPECT_EQ(clock.remaining(Side::Defenders), 10 * kS);
    clock.tick(16, Side::Defenders);
    EXPECT_EQ(clock.remaining(Side::Defenders), 9984);
    EXPECT_FALSE(clock.flagged().has_value());
}

TEST(GameClock, NeverGoesBelowZeroAndFlags) {
    GameClock clock({2 * kS, 3 * kS});
    clock.tick(5 * kS, Side::Defenders);
    EXPECT_EQ(clock.remaining(Side::Defenders), 0);
    EXPECT_EQ(clock.flagged(), Side::Defenders);
    clock.moved(Side::Defenders);  // no increment once the time is gone
    EXPECT_EQ(clock.remaining(Side::Defenders), 0);
    EXPECT_EQ(clock.flagged(), Side::Defenders);
    EXPECT_EQ(clock.remaining(Side::Attackers), 2 * kS);
}

TEST(GameClock, AFixedFrameStepReplaysExactly) {
    // Two runs fed the same frames flag at the same frame.
    auto run = [](std::int64_t step) {
        GameClock clock({kS, 0});
        int frames = 0;
        while (!clock.flagged()) {
            clock.tick(step, Side::Attackers);
            ++frames;
        }
        return frames;
    };
    EXPECT_EQ(run(16), 63);  // 62 frames leave 8 ms
    EXPECT_EQ(run(16), run(16));
    EXPECT_EQ(run(1000), 1);
}

TEST(GameClock, RestoreAndTimeRemaining) {
    GameClock clock({60 * kS, 0});
    EXPECT_EQ(clock.time_remaining(), "60 0/0, 60 0/0");
    ASSERT_TRUE(clock.restore(59001, 0));
    EXPECT_EQ(clock.time_remaining(), "60 0/0, 0 0/0");  // rounded up: a side with time never reads 0
    ASSERT_TRUE(clock.restore(1, 12 * kS));
    EXPECT_EQ(clock.time_remaining(), "1 0/0, 12 0/0");
    EXPECT_FALSE(clock.restore(-1, 5));
    EXPECT_FALSE(clock.restore(5, kMaxRemainingMs + 1));
    EXPECT_EQ(clock.remaining(Side::Attackers), 1);  // unchanged by the refusals

    EXPECT_EQ(parse_time_remaining("597 0/0, 600 0/0"), (std::array<std::int64_t, 2>{597 * kS, 600 * kS}));
    EXPECT_EQ(parse_time_remaining("5,7"), (std::array<std::int64_t, 2>{5 * kS, 7 * kS}));
    std::string error;
    for (std::string_view bad :
         {"", "600 0/0", "1, 2, 3", "a, 2", "1 0/0 5i, 2", "1 30/2, 2", ",", "1,", "9999999999999999, 1"}) {
        error.clear();
        EXPECT_FALSE(parse_time_remaining(bad, &error).has_value()) << bad;
        EXPECT_FALSE(error.empty()) << bad;
    }
}

TEST(GameClock, ClockFace) {
    EXPECT_EQ(format_clock(0), "0.0");
    EXPECT_EQ(format_clock(-20), "0.0");
    EXPECT_EQ(format_clock(99), "0.0");
    EXPECT_EQ(format_clock(9999), "9.9");
    EXPECT_EQ(format_clock(3450), "3.4");
    EXPECT_EQ(format_clock(10 * kS), "0:10");
    EXPECT_EQ(format_clock(65 * kS + 999), "1:05");
    EXPECT_EQ(format_clock(600 * kS), "10:00");
    EXPECT_EQ(format_clock(3600 * kS - 1), "59:59");
    EXPECT_EQ(format_clock(3723 * kS), "1:02:03");
    EXPECT_EQ(format_clock(100 * 3600 * kS), "100:00:00");
}

// [SECTION] Timed matches

TEST(MatchClock, UntimedByDefault) {
    Match match(brandubh(), "brandubh", kPerson, kPerson, 1);
    EXPECT_EQ(match.clock(), nullptr);
    EXPECT_FALSE(match.tick(1000000));
    EXPECT_FALSE(match.over());
    EXPECT_THROW(match.set_clock(ClockSettings{500, 0}), std::invalid_argument);
    EXPECT_EQ(match.clock(), nullptr);
}

TEST(MatchClock, TheSideToMoveRunsAndMovesEarnTheIncrement) {
    Match match = timed(60, 2);
    ASSERT_NE(match.clock(), nullptr);
    EXPECT_FALSE(match.tick(3 * kS));
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 57 * kS);
    play_all(match, {"b4-b3"});
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 59 * kS);
    EXPECT_FALSE(match.tick(10 * kS));
    EXPECT_EQ(match.clock()->remaining(Side::Defenders), 50 * kS);
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 59 * kS);
    // The view does not stop the live clock.
    match.set_view(0);
    EXPECT_FALSE(match.tick(kS));
    EXPECT_EQ(match.clock()->remaining(Side::Defenders), 49 * kS);
    // Undo and redo leave the times alone.
    match.undo();
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 59 * kS);
    EXPECT_EQ(match.clock()->remaining(Side::Defenders), 49 * kS);
    match.redo();
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 59 * kS);
}

TEST(MatchClock, AFallenFlagEndsTheGame) {
    Match match = timed(5, 0);
    play_all(match, {"b4-b3"});
    EXPECT_FALSE(match.tick(4 * kS));
    EXPECT_TRUE(match.tick(kS));  // the defenders' five seconds are gone
    EXPECT_TRUE(match.over());
    EXPECT_EQ(match.end(), EndKind::TimeOut);
    EXPECT_EQ(match.timed_out(), Side::Defenders);
    EXPECT_EQ(match.status(), Status::AttackersWin);
    EXPECT_EQ(match.reason(), Reason::None);
    EXPECT_FALSE(match.resigned().has_value());
    Illegal why = Illegal::None;
    EXPECT_FALSE(match.play(mv("c4-c6"), &why).has_value());
    EXPECT_EQ(why, Illegal::GameOver);
    // The game is over: the clock stands still, other endings are ignored.
    EXPECT_FALSE(match.tick(kS));
    EXPECT_EQ(match.clock()->remaining(Side::Attackers), 5 * kS);
    match.resign(Side::Attackers);
    match.agree_draw();
    EXPECT_EQ(match.status(), Status::AttackersWin);
    EXPECT_FALSE(match.set_clock(ClockSettings{60 * kS, 0}));
}

TEST(MatchClock, TheClockStopsWithTheGame) {
    // Resigned: no more ticks.
    Match resigned = timed(5, 0);
    resigned.resign(Side::Defenders);
    EXPECT_FALSE(resigned.tick(10 * kS));
    EXPECT_EQ(resigned.clock()->remaining(Side::Attackers), 5 * kS);
    EXPECT_EQ(resigned.end(), EndKind::Resigned);

    // Over by the rules: the king escapes, and the clock stops.
    const Position start = test::drawn("brandubh", R"(
        . . K . . . .
        . . . . . . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        . . t . t . .
        . . . . . d .
    )",
                                       Side::Defenders);
    std::optional<std::string> text = write_game_record(start, {}, GameInfo{});
    ASSERT_TRUE(text.has_value());
    std::optional<Match> match = Match::from_record(*text);
    ASSERT_TRUE(match.has_value());
    ASSERT_TRUE(match->set_clock(ClockSettings{kS, 0}));
    play_all(*match, {"c7-a7"});
    EXPECT_EQ(match->end(), EndKind::Rules);
    EXPECT_FALSE(match->tick(5 * kS));
    EXPECT_EQ(match->end(), EndKind::Rules);
    EXPECT_EQ(match->status(), Status::DefendersWin);
}

TEST(MatchClock, UndoOfATimeoutGoesOnUntimed) {
    Match match = timed(2, 1);
    play_all(match, {"b4-b3", "c4-c6"});
    ASSERT_TRUE(match.tick(3 * kS));
    EXPECT_EQ(match.timed_out(), Side::Attackers);
    EXPECT_EQ(match.status(), Status::DefendersWin);
    ASSERT_TRUE(match.can_undo());
    EXPECT_TRUE(match.undo().empty());  // the ending alone
    EXPECT_FALSE(match.over());
    EXPECT_EQ(match.end(), EndKind::None);
    EXPECT_FALSE(match.timed_out().has_value());
    EXPECT_EQ(match.moves().size(), 2U);
    EXPECT_EQ(match.clock(), nullptr);
    EXPECT_FALSE(match.tick(kS));
    EXPECT_FALSE(match.over());
    play_all(match, {"b3-c3"});
    // A clock can be set again for the rest of the game.
    EXPECT_TRUE(match.set_clock(ClockSettings{30 * kS, 0}));
    EXPECT_EQ(match.clock()->remaining(Side::Defenders), 30 * kS);
}

TEST(MatchClock, FlaggingByTheClockItselfEndsTheGameToo) {
    // The game may restore times through clock(); no time left is a timeout all the same.
    Match match = timed(60, 0);
    ASSERT_TRUE(match.clock()->restore(0, 30 * kS));
    EXPECT_EQ(match.end(), EndKind::TimeOut);
    EXPECT_EQ(match.timed_out(), Side::Attackers);
    EXPECT_EQ(match.status(), Status::DefendersWin);
    EXPECT_FALSE(match.play(mv("b4-b3")).has_value());
}

// [SECTION] Records

TEST(MatchClockRecord, RoundTripOfATimedGame) {
    Match match = timed(300, 5);
    play_all(match, {"b4-b3", "c4-c6"});
    match.tick(12345);  // the attackers to move
    std::string error;
    std::optional<std::string> text = match.record("2024.03.04", &error);
    ASSERT_TRUE(text.has_value()) << error;
    EXPECT_NE(text->find("[time-control:300 0/0 5i]\n"), std::string::npos) << *text;
    EXPECT_NE(text->find("[time-remaining:293 0/0, 305 0/0]\n"), std::string::npos) << *text;
    EXPECT_EQ(text->find("taflbord-end"), std::string::npos) << *text;
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    const GameClock* clock = back->clock();
    ASSERT_NE(clock, nullptr);
    EXPECT_EQ(clock->settings(), (ClockSettings{300 * kS, 5 * kS}));
    EXPECT_EQ(clock->remaining(Side::Attackers), 293 * kS);  // 292.655 s, rounded up
    EXPECT_EQ(clock->remaining(Side::Defenders), 305 * kS);
    EXPECT_FALSE(back->over());
    EXPECT_EQ(back->record("2024.03.04"), text);

    // A record without time-remaining starts both sides at the base time.
    const std::string fresh = replaced(*text, "[time-remaining:293 0/0, 305 0/0]\n", "");
    back = Match::from_record(fresh, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->clock()->remaining(Side::Attackers), 300 * kS);

    // An untimed game writes no clock tags.
    Match untimed(brandubh(), "brandubh", kPerson, kPerson, 3);
    EXPECT_EQ(untimed.record("")->find("time-"), std::string::npos);
    EXPECT_EQ(Match::from_record(*untimed.record(""))->clock(), nullptr);
}

TEST(MatchClockRecord, RoundTripOfATimeout) {
    for (Side loser : {Side::Attackers, Side::Defenders}) {
        Match match = timed(10, 0);
        play_all(match, {"b4-b3"});
        if (loser == Side::Attackers) play_all(match, {"c4-c6"});
        ASSERT_TRUE(match.tick(11 * kS));
        ASSERT_EQ(match.timed_out(), loser);
        std::string error;
        std::optional<std::string> text = match.record("", &error);
        ASSERT_TRUE(text.has_value()) << error;
        const std::string end = "[taflbord-end:" + std::string(side_id(loser)) + "-timeout]";
        EXPECT_NE(text->find(end), std::string::npos) << *text;
        EXPECT_NE(text->find("[result:?]"), std::string::npos) << *text;
        std::optional<Match> back = Match::from_record(*text, &error);
        ASSERT_TRUE(back.has_value()) << error << "\n" << *text;
        EXPECT_EQ(back->end(), EndKind::TimeOut);
        EXPECT_EQ(back->timed_out(), loser);
        EXPECT_EQ(back->status(), match.status());
        EXPECT_EQ(back->record(""), text);
        // Undone after loading, the game goes on untimed.
        EXPECT_TRUE(back->undo().empty());
        EXPECT_FALSE(back->over());
        EXPECT_EQ(back->clock(), nullptr);
    }
}

TEST(MatchClockRecord, MalformedOrContradictoryClockTagsAreRefused) {
    Match match = timed(60, 1);
    play_all(match, {"b4-b3"});
    const std::string good = *match.record("");
    const std::string control = "[time-control:60 0/0 1i]";
    const std::string remaining = "[time-remaining:61 0/0, 60 0/0]";
    ASSERT_NE(good.find(control), std::string::npos) << good;
    ASSERT_NE(good.find(remaining), std::string::npos) << good;
    struct Case {
        std::string text;
        std::string_view expected;  // a part of the message
    };
    const std::vector<Case> cases = {
        {replaced(good, control, "[time-control:sixty]"), "time-control"},
        {replaced(good, control, "[time-control:]"), "time-control"},
        {replaced(good, control, "[time-control:60 30/5 1i]"), "overtime"},
        {replaced(good, control, "[time-control:0 0/0 1i]"), "out of range"},
        {replaced(good, control, "[time-control:99999999999999999999 0/0 0i]"), "time-control"},
        {replaced(good, control, ""), "needs a time-control"},
        {replaced(good, remaining, "[time-remaining:61 0/0]"), "time-remaining"},
        {replaced(good, remaining, "[time-remaining:61 0/0, x]"), "defenders"},
        {replaced(good, remaining, "[time-remaining:-5 0/0, 60 0/0]"), "attackers"},
        // No time left without the timeout, a timeout with time left or without a clock.
        {replaced(good, remaining, "[time-remaining:61 0/0, 0 0/0]"), "no time left"},
        {replaced(good, remaining, remaining + "\n[taflbord-end:defenders-timeout]"), "timeout"},
        {replaced(replaced(good, remaining, "[taflbord-end:defenders-timeout]"), control, ""), "needs a time-control"},
        {replaced(good, remaining, "[taflbord-end:defenders-timeout]"), "no time-remaining"},
        {replaced(good, remaining, "[time-remaining:0 0/0, 0 0/0]\n[taflbord-end:attackers-timeout]"), "no time left"},
        {replaced(good, remaining, "[taflbord-end:nobody-timeout]"), "unknown ending"},
    };
    for (const Case& c : cases) {
        std::string error;
        EXPECT_FALSE(Match::from_record(c.text, &error).has_value()) << c.text;
        EXPECT_NE(error.find(c.expected), std::string::npos) << error << "\n" << c.text;
    }
    // The same record with a consistent timeout reads.
    std::string error;
    const std::string lost =
        replaced(good, remaining, "[time-remaining:61 0/0, 0 0/0]\n[taflbord-end:defenders-timeout]");
    std::optional<Match> back = Match::from_record(lost, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->timed_out(), Side::Defenders);
}

TEST(MatchClockRecord, AForeignOpenTaflClockReads) {
    // OpenTafl writes the control with its increment and both entries after a comma.
    Match match(brandubh(), "", kPerson, kPerson, 0);
    play_all(match, {"b4-b3"});
    GameInfo info;
    info.tags = {{"compiler", "OpenTafl"}, {"time-control", "180 0/0 3i"}, {"time-remaining", "175 0/0, 180 0/0"}};
    std::optional<std::string> text = write_game_record(match.position(), info);
    ASSERT_TRUE(text.has_value());
    std::string error;
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    const GameClock* clock = back->clock();
    ASSERT_NE(clock, nullptr);
    EXPECT_EQ(clock->settings(), (ClockSettings{180 * kS, 3 * kS}));
    EXPECT_EQ(clock->remaining(Side::Attackers), 175 * kS);
}

TEST(MatchClockRecord, RandomEditsNeverCrash) {
    // A timed game lost on time, with an extra tag: edits of its clock tags either read back to a
    // sound match or give a message.
    Match match = timed(30, 2);
    play_all(match, {"b4-b3", "c4-c6"});
    ASSERT_TRUE(match.tick(33 * kS));
    ASSERT_TRUE(match.set_extra_tag("taflbord-note", "x=1"));
    const std::string good = *match.record("");
    const std::size_t first = good.find("[time-control");
    const std::size_t last = good.find("[taflbord-preset");
    ASSERT_LT(first, last);
    std::mt19937 random(977);
    const std::string alphabet = "0123456789 /,i-:[]abcdefmnrstx";
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    int read = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = good;
        const std::size_t edits = 1 + pick(3);
        for (std::size_t e = 0; e < edits; ++e) {
            const std::size_t at = first + pick(last - first - edits);
            edit_text_at(text, at, alphabet, pick);
        }
        std::string error;
        std::optional<Match> m = Match::from_record(text, &error);
        if (!m) {
            EXPECT_FALSE(error.empty()) << text;
            continue;
        }
        ++read;
        std::optional<std::string> again = m->record("", &error);
        ASSERT_TRUE(again.has_value()) << error << "\n" << text;
        std::optional<Match> back = Match::from_record(*again, &error);
        ASSERT_TRUE(back.has_value()) << error << "\n" << *again;
        EXPECT_EQ(back->end(), m->end());
        EXPECT_EQ(back->timed_out(), m->timed_out());
        EXPECT_EQ(back->record(""), again);
    }
    EXPECT_GT(read, 0);
}

}  // namespace
}  // namespace tafl::match
