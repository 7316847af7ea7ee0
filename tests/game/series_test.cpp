// series_test.cpp: tests of the match formats (game/match/series.h), on games played through the
// match on shipped presets: the five-point cards, the edges a king escapes to and the five-point
// match on York, the seats, the single game, and the two-game match with every branch of its
// tie-breaks on Brandubh. The series tag and the match's extra tags: series_tag_test.cpp.
#include "match/series.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "match/match.h"
#include "series_test_support.h"
#include "test_support.h"

namespace tafl::match::series_test {
namespace {

// [SECTION] Cards and edges

TEST(SeriesCards, ValidDealsArePermutations) {
    EXPECT_TRUE(valid_cards({1, 2, 3, 4}));
    EXPECT_TRUE(valid_cards({3, 1, 4, 2}));
    EXPECT_FALSE(valid_cards({1, 1, 3, 4}));
    EXPECT_FALSE(valid_cards({0, 1, 2, 3}));
    EXPECT_FALSE(valid_cards({1, 2, 3, 5}));
    EXPECT_FALSE(valid_cards({}));
}

TEST(SeriesCards, TheAiDealIsASeededShuffle) {
    std::set<Cards> seen;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        const Cards cards = deal_cards_ai(seed);
        EXPECT_TRUE(valid_cards(cards)) << seed;
        EXPECT_EQ(deal_cards_ai(seed), cards) << seed;
        seen.insert(cards);
    }
    EXPECT_EQ(seen.size(), 24U);  // every deal happens
    // The engine's own generator: the same deal on every platform.
    EXPECT_EQ(deal_cards_ai(1), deal_cards_ai(1));
    EXPECT_NE(deal_cards_ai(1), deal_cards_ai(2));
}

TEST(SeriesEdges, TheEdgeReachedAndTheDirectionAtCorners) {
    auto edge = [](std::string_view move, int size) { return edge_of_move(mv(move), size); };
    EXPECT_EQ(edge("d4-d7", 7), Edge::North);
    EXPECT_EQ(edge("d4-g4", 7), Edge::East);
    EXPECT_EQ(edge("d4-d1", 7), Edge::South);
    EXPECT_EQ(edge("d4-a4", 7), Edge::West);
    EXPECT_EQ(edge("f6-f11", 11), Edge::North);
    EXPECT_EQ(edge("f6-k6", 11), Edge::East);
    // Corners: the way the move ran.
    EXPECT_EQ(edge("a4-a1", 7), Edge::South);
    EXPECT_EQ(edge("d1-a1", 7), Edge::West);
    EXPECT_EQ(edge("g3-g7", 7), Edge::North);
    EXPECT_EQ(edge("c7-a7", 7), Edge::West);
    EXPECT_EQ(edge("c7-g7", 7), Edge::East);
    // Along an edge: the edge he stands on.
    EXPECT_EQ(edge("a5-a2", 7), Edge::West);
    // The inner square of a 2x2 corner block: the way the move ran.
    EXPECT_EQ(edge("b5-b2", 7), Edge::South);
    EXPECT_EQ(edge("e2-b2", 7), Edge::West);
    // Not at an edge: the way the move ran as well; no move, no edge.
    EXPECT_EQ(edge("d4-d5", 7), Edge::North);
    EXPECT_FALSE(edge("d4-d4", 7).has_value());
}

TEST(SeriesEdges, KingsEscapingOnYorkScoreTheirEdge) {
    const std::vector<std::pair<const std::vector<std::string_view>*, Edge>> lines = {
        {&kYorkNorth, Edge::North}, {&kYorkEast, Edge::East}, {&kYorkSouth, Edge::South}, {&kYorkWest, Edge::West}};
    for (const auto& [line, expected] : lines) {
        Series series(Format::FivePoints, TieBreak::FewerMovesThenCaptures, kPerson, kPerson);
        ASSERT_TRUE(series.set_cards({4, 3, 2, 1}));
        Match match = next_game(series, "york");
        play_all(match, *line);
        ASSERT_EQ(match.reason(), Reason::Escape);
        ASSERT_EQ(series.record_game(match), RecordRefusal::None);
        const GameResult& r = series.results().back();
        EXPECT_EQ(r.edge, expected);
        EXPECT_EQ(r.status, Status::DefendersWin);
        EXPECT_EQ(r.points, 4 - static_cast<int>(expected));
        EXPECT_EQ(r.moves, (std::array<int, 2>{4, 4}));
        EXPECT_EQ(r.captures, (std::array<int, 2>{0, 0}));
        EXPECT_EQ(series.score(Seat::Second), r.points);  // the second player defended game 1
        EXPECT_EQ(series.score(Seat::First), 0);
        EXPECT_FALSE(series.cards().has_value());  // used up
    }
}

TEST(SeriesEdges, ACornerEscapeOnBrandubhGoesByTheMove) {
    // The king on c7 runs west along the top rank into the corner a7.
    Match match = from_position(test::drawn("brandubh", R"(
        . . K . . . .
        . . . . . . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        . . t . t . .
        . . . . . d .
    )",
                                            Side::Defenders));
    play_all(match, {"c7-a7"});
    Series series(Format::Single, TieBreak::FewerMoves, kPerson, kPerson);
    ASSERT_EQ(series.record_game(match), RecordRefusal::None);
    const GameResult& r = series.results().back();
    EXPECT_EQ(r.edge, Edge::West);
    EXPECT_EQ(r.points, 0);  // not a five-point series
    EXPECT_EQ(r.cards, Cards{});
    EXPECT_EQ(r.moves, (std::array<int, 2>{0, 1}));
    EXPECT_EQ(series.winner(), SeriesOutcome::SecondWins);
}

TEST(SeriesEdges, AnEdgeFortWinsWithoutPoints) {
    // Copenhagen: the defenders' f5-f3 closes a fort around the king on f1.
    Match match = from_position(test::drawn("copenhagen", R"(
        X . . . . . . . . . X
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . a . . . + . . . a .
        . . . . . d . . . . .
        . . . . . . . . . . .
        . . . . d . d . . . .
        . . . . d . d . . . .
        X . . . d K d . . . X
    )",
                                            Side::Defenders));
    play_all(match, {"f5-f3"});
    ASSERT_EQ(match.reason(), Reason::EdgeFort);
    Series series(Format::FivePoints, TieBreak::FewerMoves, kPerson, kPerson);
    ASSERT_TRUE(series.set_cards({1, 2, 3, 4}));
    ASSERT_EQ(series.record_game(match), RecordRefusal::None);
    const GameResult& r = series.results().back();
    EXPECT_EQ(r.status, Status::DefendersWin);
    EXPECT_FALSE(r.edge.has_value());
    EXPECT_EQ(r.points, 0);
    EXPECT_EQ(series.score(Seat::Second), 0);
}

// [SECTION] Seats

TEST(SeriesSeats, SidesSwapEveryGame) {
    Series series(Format::TwoGames, TieBreak::FewerMoves, kPerson, kHuscarl);
    EXPECT_EQ(series.game_number(), 1);
    EXPECT_EQ(series.attacker(), Seat::First);
    EXPECT_EQ(series.seat_of(Side::Defenders), Seat::Second);
    Match game1 = next_game(series, "brandubh");
    EXPECT_EQ(game1.player(Side::Attackers), kPerson);
    EXPECT_EQ(game1.player(Side::Defenders), kHuscarl);
    game1.resign(Side::Defenders);
    ASSERT_EQ(series.record_game(game1), RecordRefusal::None);
    EXPECT_EQ(series.game_number(), 2);
    EXPECT_EQ(series.attacker(), Seat::Second);
    Match game2 = next_game(series, "brandubh");
    EXPECT_EQ(game2.player(Side::Attackers), kHuscarl);
    EXPECT_EQ(game2.player(Side::Defenders), kPerson);
}

TEST(SeriesSeats, RecordGameRefusals) {
    Series series(Format::TwoGames, TieBreak::FewerMoves, kPerson, kHuscarl);
    Match running = next_game(series, "brandubh");
    EXPECT_EQ(series.record_game(running), RecordRefusal::GameNotOver);
    // The sides the other way round.
    Match swapped(rules_of("brandubh"), "brandubh", kHuscarl, kPerson, 1);
    swapped.resign(Side::Attackers);
    EXPECT_EQ(series.record_game(swapped), RecordRefusal::WrongPlayers);
    EXPECT_TRUE(series.results().empty());
    for (int k = 0; k < 2; ++k) {
        Match game = next_game(series, "brandubh");
        game.agree_draw();
        ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    }
    Match extra = next_game(series, "brandubh");
    extra.agree_draw();
    EXPECT_EQ(series.record_game(extra), RecordRefusal::SeriesOver);
    EXPECT_EQ(series.results().size(), 2U);
    EXPECT_EQ(series.game_number(), 2);

    // Five points: no game without a deal; cards only there and only valid.
    Series five(Format::FivePoints, TieBreak::FewerMoves, kPerson, kPerson);
    Match game = next_game(five, "york");
    game.resign(Side::Attackers);
    EXPECT_EQ(five.record_game(game), RecordRefusal::NoCards);
    EXPECT_FALSE(five.set_cards({1, 2, 2, 4}));
    EXPECT_TRUE(five.set_cards(deal_cards_ai(5)));
    EXPECT_EQ(five.record_game(game), RecordRefusal::None);
    EXPECT_FALSE(series.set_cards({1, 2, 3, 4}));
    EXPECT_THROW(Series(Format::Single, TieBreak::FewerMoves, Player{PlayerKind::Ai, "emperor"}, kPerson),
                 std::invalid_argument);
}

TEST(SeriesSeats, TieBreakOfThePresetFamilies) {
    EXPECT_EQ(tie_break_for_preset("york"), TieBreak::FewerMovesThenCaptures);
    EXPECT_EQ(tie_break_for_preset("york-corners"), TieBreak::FewerMovesThenCaptures);
    EXPECT_EQ(tie_break_for_preset("tablut-corner"), TieBreak::FewerMoves);
    EXPECT_EQ(tie_break_for_preset("yorkshire"), TieBreak::FewerMoves);
    EXPECT_EQ(tie_break_for_preset(""), TieBreak::FewerMoves);
}

// [SECTION] Single game

TEST(SeriesSingle, OneGameDecides) {
    Series series(Format::Single, TieBreak::FewerMoves, kPerson, kPerson);
    EXPECT_EQ(series.winner(), SeriesOutcome::Ongoing);
    Match game = next_game(series, "brandubh");
    play_all(game, kBothCapture);
    game.resign(Side::Defenders);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_TRUE(series.over());
    const Summary s = series.summary();
    EXPECT_EQ(s.outcome, SeriesOutcome::FirstWins);
    EXPECT_EQ(s.decision, SeriesDecision::GamesWon);
    EXPECT_EQ(s.games_won, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(s.winning_moves, (std::array<int, 2>{4, 0}));
    EXPECT_EQ(s.captures, (std::array<int, 2>{1, 1}));
    EXPECT_EQ(series.game_number(), 1);

    Series drawn(Format::Single, TieBreak::FewerMoves, kPerson, kPerson);
    Match draw = next_game(drawn, "brandubh");
    draw.agree_draw();
    ASSERT_EQ(drawn.record_game(draw), RecordRefusal::None);
    EXPECT_EQ(drawn.summary().outcome, SeriesOutcome::Draw);
    EXPECT_EQ(drawn.summary().decision, SeriesDecision::Tied);
}

// [SECTION] Two games

// One way a two-game match can go, and how it must end.
struct TwoGameCase {
    const char* name;
    TieBreak tie_break;
    GameSpec game1;  // the first player attacks
    GameSpec game2;  // the second player attacks
    SeriesOutcome outcome;
    SeriesDecision decision;
};

TEST(SeriesTwoGames, EveryBranchOfTheTieBreaks) {
    // Seven plies and the defenders resign: the attackers win in four of their own moves; three
    // plies, in two. Seven plies and the attackers resign: the defenders win in three; six, in three.
    const std::vector<std::string_view> short_line = {"b4-b3", "c4-c6", "b3-c3"};
    const std::vector<std::string_view> six(kQuiet.begin(), kQuiet.begin() + 6);
    const Side a = Side::Attackers, d = Side::Defenders;
    const std::vector<TwoGameCase> cases = {
        {"both games to the first",
         TieBreak::FewerMoves,
         {kQuiet, d},
         {kQuiet, a},
         SeriesOutcome::FirstWins,
         SeriesDecision::GamesWon},
        {"both games to the second",
         TieBreak::FewerMovesThenCaptures,
         {kQuiet, a},
         {kBothCapture, d},
         SeriesOutcome::SecondWins,
         SeriesDecision::GamesWon},
        {"one each, the second in fewer moves",
         TieBreak::FewerMoves,
         {kBothCapture, d},
         {short_line, d},
         SeriesOutcome::SecondWins,
         SeriesDecision::FewerMoves},
        {"one each, the first in fewer moves",
         TieBreak::FewerMovesThenCaptures,
         {short_line, d},
         {kQuiet, d},
         SeriesOutcome::FirstWins,
         SeriesDecision::FewerMoves},
        // The second wins game 1 as defender in 3 of 7 plies, the first game 2 as defender in 3 of
        // 6: the winners' own moves are equal, whatever the plies.
        {"own moves, not plies",
         TieBreak::FewerMoves,
         {kQuiet, a},
         {six, a},
         SeriesOutcome::Draw,
         SeriesDecision::Tied},
        {"one each in as many moves, more captures",
         TieBreak::FewerMovesThenCaptures,
         {kBothCapture, d},
         {kAttackersCapture, d},
         SeriesOutcome::SecondWins,
         SeriesDecision::MoreCaptures},
        {"one each in as many moves, as many captures",
         TieBreak::FewerMovesThenCaptures,
         {kBothCapture, d},
         {kBothCapture, d},
         SeriesOutcome::Draw,
         SeriesDecision::Tied},
        {"seed 002 does not count captures",
         TieBreak::FewerMoves,
         {kBothCapture, d},
         {kAttackersCapture, d},
         SeriesOutcome::Draw,
         SeriesDecision::Tied},
        {"a draw, then a win",
         TieBreak::FewerMoves,
         {kQuiet, std::nullopt},
         {short_line, d},
         SeriesOutcome::SecondWins,
         SeriesDecision::GamesWon},
        {"a win, then a draw",
         TieBreak::FewerMovesThenCaptures,
         {kBothCapture, d},
         {kQuiet, std::nullopt},
         SeriesOutcome::FirstWins,
         SeriesDecision::GamesWon},
        {"two draws",
         TieBreak::FewerMovesThenCaptures,
         {kBothCapture, std::nullopt},
         {kQuiet, std::nullopt},
         SeriesOutcome::Draw,
         SeriesDecision::Tied},
    };
    for (const TwoGameCase& c : cases) {
        SCOPED_TRACE(c.name);
        Series series(Format::TwoGames, c.tie_break, kPerson, kPerson);
        ASSERT_EQ(series.record_game(brandubh_game(series, c.game1)), RecordRefusal::None);
        EXPECT_FALSE(series.over());
        EXPECT_EQ(series.summary().outcome, SeriesOutcome::Ongoing);
        EXPECT_EQ(series.summary().decision, SeriesDecision::None);
        ASSERT_EQ(series.record_game(brandubh_game(series, c.game2)), RecordRefusal::None);
        EXPECT_TRUE(series.over());
        const Summary s = series.summary();
        EXPECT_EQ(s.outcome, c.outcome);
        EXPECT_EQ(s.decision, c.decision);
        EXPECT_EQ(series.winner(), c.outcome);
        EXPECT_EQ(s.games_played, 2);
        // The tag carries the whole series.
        std::string error;
        std::optional<Series> back = Series::from_tag(series.to_tag(), &error);
        ASSERT_TRUE(back.has_value()) << error << "\n" << series.to_tag();
        EXPECT_EQ(back->results(), series.results());
        EXPECT_EQ(back->summary().outcome, c.outcome);
        EXPECT_EQ(back->to_tag(), series.to_tag());
    }
}

TEST(SeriesTwoGames, TheNumbersBehindATieBreak) {
    Series series(Format::TwoGames, TieBreak::FewerMovesThenCaptures, kPerson, kPerson);
    ASSERT_EQ(series.record_game(brandubh_game(series, {kBothCapture, Side::Defenders})), RecordRefusal::None);
    ASSERT_EQ(series.record_game(brandubh_game(series, {kAttackersCapture, Side::Defenders})), RecordRefusal::None);
    const GameResult& g1 = series.results()[0];
    EXPECT_EQ(g1.status, Status::AttackersWin);
    EXPECT_EQ(g1.end, EndKind::Resigned);
    EXPECT_EQ(g1.moves, (std::array<int, 2>{4, 3}));
    EXPECT_EQ(g1.captures, (std::array<int, 2>{1, 1}));
    EXPECT_EQ(series.results()[1].captures, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(series.game_winner(0), Seat::First);
    EXPECT_EQ(series.game_winner(1), Seat::Second);
    EXPECT_FALSE(series.game_winner(2).has_value());
    const Summary s = series.summary();
    EXPECT_EQ(s.games_won, (std::array<int, 2>{1, 1}));
    EXPECT_EQ(s.winning_moves, (std::array<int, 2>{4, 4}));
    // The first: one as attacker, none as defender; the second: one as defender, one as attacker.
    EXPECT_EQ(s.captures, (std::array<int, 2>{1, 2}));
    EXPECT_EQ(series.score(Seat::First), 1);
    EXPECT_EQ(series.score(Seat::Second), 1);
}

TEST(SeriesTwoGames, ATimeoutIsAWinLikeAnother) {
    Series series(Format::TwoGames, TieBreak::FewerMoves, kPerson, kPerson);
    Match game1 = next_game(series, "brandubh");
    game1.set_clock(ClockSettings{5000, 0});
    play_all(game1, {"b4-b3"});
    ASSERT_TRUE(game1.tick(5000));  // the defenders (the second player) run out
    ASSERT_EQ(series.record_game(game1), RecordRefusal::None);
    EXPECT_EQ(series.results()[0].end, EndKind::TimeOut);
    EXPECT_EQ(series.results()[0].status, Status::AttackersWin);
    EXPECT_EQ(series.game_winner(0), Seat::First);
    ASSERT_EQ(series.record_game(brandubh_game(series, {{}, std::nullopt})), RecordRefusal::None);
    EXPECT_EQ(series.winner(), SeriesOutcome::FirstWins);
}

// [SECTION] Five points

TEST(SeriesFivePoints, AMatchOnYorkToFivePoints) {
    Series series(Format::FivePoints, TieBreak::FewerMovesThenCaptures, kPerson, kHuscarl);
    // Game 1: the first player attacks and deals; the second player's king escapes north (4).
    ASSERT_TRUE(series.set_cards({4, 3, 2, 1}));
    Match game = next_game(series, "york");
    play_all(game, kYorkNorth);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_EQ(series.score(Seat::Second), 4);
    EXPECT_EQ(series.results()[0].points, 4);

    // Game 2: the second player attacks; the first player's king escapes west (card 2).
    ASSERT_TRUE(series.set_cards({1, 3, 4, 2}));
    game = next_game(series, "york");
    play_all(game, kYorkWest);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_EQ(series.score(Seat::First), 2);

    // Game 3: the first player attacks; the defenders resign: nothing scored.
    ASSERT_TRUE(series.set_cards({1, 2, 3, 4}));
    game = next_game(series, "york");
    play_all(game, {"d1-c1"});
    game.resign(Side::Defenders);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);

    // Game 4: the second player attacks and runs out of time: the defenders win, but no king
    // escaped, so nothing is scored.
    ASSERT_TRUE(series.set_cards({4, 3, 2, 1}));
    game = next_game(series, "york");
    ASSERT_TRUE(game.set_clock(ClockSettings{1000, 0}));
    ASSERT_TRUE(game.tick(1000));
    ASSERT_EQ(game.status(), Status::DefendersWin);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_EQ(series.results()[3].points, 0);

    // Game 5: the attackers' resignation: a defenders' win without an escape scores nothing.
    ASSERT_TRUE(series.set_cards({2, 1, 4, 3}));
    game = next_game(series, "york");
    game.resign(Side::Attackers);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_EQ(series.score(Seat::Second), 4);
    EXPECT_FALSE(series.over());

    // Game 6: the second player attacks; the first player's king escapes east (card 3): 5 points.
    ASSERT_TRUE(series.set_cards({1, 3, 2, 4}));
    const std::string before = series.to_tag();
    game = next_game(series, "york");
    play_all(game, kYorkEast);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    EXPECT_TRUE(series.over());
    EXPECT_EQ(series.score(Seat::First), 5);
    EXPECT_EQ(series.score(Seat::Second), 4);
    const Summary s = series.summary();
    EXPECT_EQ(s.outcome, SeriesOutcome::FirstWins);
    EXPECT_EQ(s.decision, SeriesDecision::Points);
    EXPECT_EQ(s.points, (std::array<int, 2>{5, 4}));
    EXPECT_EQ(s.games_played, 6);
    EXPECT_FALSE(series.set_cards({1, 2, 3, 4}));  // no seventh game
    EXPECT_EQ(series.game_number(), 6);

    // The saved state before game 6 holds its deal and resumes to the same end.
    std::string error;
    std::optional<Series> resumed = Series::from_tag(before, &error);
    ASSERT_TRUE(resumed.has_value()) << error << "\n" << before;
    EXPECT_EQ(resumed->cards(), (Cards{1, 3, 2, 4}));
    EXPECT_EQ(resumed->game_number(), 6);
    EXPECT_EQ(resumed->attacker(), Seat::Second);
    EXPECT_EQ(resumed->player(Seat::Second), kHuscarl);
    game = next_game(*resumed, "york");
    play_all(game, kYorkEast);
    ASSERT_EQ(resumed->record_game(game), RecordRefusal::None);
    EXPECT_EQ(resumed->results(), series.results());
    EXPECT_EQ(resumed->to_tag(), series.to_tag());
}

TEST(SeriesFivePoints, ASeriesWithoutEscapesStopsAtItsLimit) {
    Series series(Format::FivePoints, TieBreak::FewerMoves, kPerson, kPerson);
    const std::shared_ptr<const Rules> york = rules_of("york");
    for (std::size_t k = 0; k < kMaxSeriesGames; ++k) {
        ASSERT_TRUE(series.set_cards(deal_cards_ai(k)));
        Match game(york, "york", kPerson, kPerson, k);
        game.resign(Side::Defenders);
        ASSERT_EQ(series.record_game(game), RecordRefusal::None) << k;
    }
    EXPECT_FALSE(series.over());
    EXPECT_EQ(series.score(Seat::First), 0);
    ASSERT_TRUE(series.set_cards({1, 2, 3, 4}));
    Match game(york, "york", kPerson, kPerson, 0);
    game.resign(Side::Defenders);
    EXPECT_EQ(series.record_game(game), RecordRefusal::TooManyGames);
    // The tag of the longest series reads back; one game more does not.
    const std::string tag = series.to_tag();
    std::string error;
    std::optional<Series> back = Series::from_tag(tag, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->results().size(), kMaxSeriesGames);
    EXPECT_FALSE(Series::from_tag(tag + ",attackers-win/resigned/-/0/0/0/0/-/1234", &error).has_value());
    EXPECT_NE(error.find("too many games"), std::string::npos) << error;
}

}  // namespace
}  // namespace tafl::match::series_test
