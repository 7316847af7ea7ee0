// ai_engine_test.cpp: the AI as a component: determinism of the synchronous Searcher (seed, node
// and depth limits, a reused transposition table), the asynchronous Engine's contract (go, info,
// done, stop, wait, reuse, destruction mid-search), legal moves from random positions of every
// preset, and the repetition rules (never repeat into a loss, repeat into a draw when lost).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "taflbord/ai/evaluate.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/prove.h"
#include "taflbord/ai/search.h"
#include "taflbord/prng.h"
#include "test_support.h"

namespace tafl {
namespace {

using Clock = std::chrono::steady_clock;
using test::drawn;
using test::play;

constexpr const char* kAllPresets[] = {
    "koenigszabel", "tablut-brettspielnetz", "tablut-corner",     "brandubh",  "ard-ri", "ard-ri-square", "tablut",
    "tawlbwrdd",    "tawlbwrdd-lewis",       "tawlbwrdd-diamond", "hnefatafl", "york",   "copenhagen",    "fetlar"};

int ms_since(Clock::time_point t) {
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

Position start_of(const char* preset) { return Position(test::compile(test::preset_rules(preset))); }

// Plays `plies` random legal moves (fewer if the game ends first; the last move is taken back
// then, so the position is still open).
Position random_position(const char* preset, Pcg32& rng, int plies) {
    Position pos = start_of(preset);
    for (int i = 0; i < plies; ++i) {
        MoveList list;
        pos.legal_moves(list);
        if (list.empty()) break;
        pos.make(list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))]);
        if (pos.game_over()) {
            pos.unmake();
            break;
        }
    }
    return pos;
}

std::string line(const std::vector<Move>& pv) {
    std::string s;
    for (Move m : pv) {
        if (!s.empty()) s += ' ';
        s += move_name(m);
    }
    return s;
}

// Everything a search reports that must replay exactly (not the time).
void expect_same(const ai::Result& a, const ai::Result& b, const std::string& what) {
    EXPECT_EQ(move_name(a.best), move_name(b.best)) << what;
    EXPECT_EQ(a.score, b.score) << what;
    EXPECT_EQ(a.depth, b.depth) << what;
    EXPECT_EQ(a.nodes, b.nodes) << what;
    EXPECT_EQ(line(a.pv), line(b.pv)) << what;
}

constexpr std::size_t kTtMegabytes = 4;

// [SECTION] The evaluation's king region

// The king's region found square by square: every square reached from the king through squares
// he may stop on or cross that hold no attacker. The evaluation fills whole ranks at once from
// bit masks; it must find the same squares.
TEST(AiEvaluation, KingRegionIsTheSquaresReachedSquareBySquare) {
    std::uint64_t seed = 11;
    int regions = 0;
    for (const char* preset : kAllPresets) {
        for (int game = 0; game < 12; ++game) {
            Pcg32 rng(seed++);
            const Position pos = random_position(preset, rng, static_cast<int>(rng.below(160)));
            const Square k = pos.king_square();
            if (k == kNoSquare) continue;
            const Rules& rules = pos.rules();
            const ai::EvalTables tables(rules);
            std::vector<bool> seen(kCells, false);
            std::vector<Square> todo{k};
            seen[static_cast<std::size_t>(k)] = true;
            int squares = 0, escapes = 0, edges = 0;
            while (!todo.empty()) {
                const Square s = todo.back();
                todo.pop_back();
                ++squares;
                escapes += (rules.flags(s) & kEscape) ? 1 : 0;
                edges += (rules.flags(s) & kEdge) ? 1 : 0;
                for (int d : kDirections) {
                    const Square t = s + d;
                    if (seen[static_cast<std::size_t>(t)] || !rules.on_board(t) || pos.at(t) == Piece::Attacker ||
                        !(rules.can_stop(Piece::King, t) || rules.can_pass(Piece::King, t)))
                        continue;
                    seen[static_cast<std::size_t>(t)] = true;
                    todo.push_back(t);
                }
            }
            const ai::KingRegion region = ai::king_region(pos, tables);
            const std::string where = std::string(preset) + " " + pos.record();
            EXPECT_EQ(region.squares, squares) << where;
            EXPECT_EQ(region.escapes, escapes) << where;
            EXPECT_EQ(region.edges, edges) << where;
            for (Square sq : rules.squares()) {
                const bool in = (region.rows[static_cast<std::size_t>(rank_of(sq))] >> file_of(sq)) & 1U;
                ASSERT_EQ(in, seen[static_cast<std::size_t>(sq)]) << where << " " << square_name(sq);
            }
            ++regions;
        }
    }
    EXPECT_GT(regions, 150);
}

// The attackers' answers to a threat in quiescence are the moves to threat_answer_squares: every
// other move must leave the threat standing (the open route open, a fork square still a fork),
// unless it ends the game. Checked over random positions of every preset with the attackers to
// move, for every move outside the squares.
TEST(AiEvaluation, MovesOutsideTheThreatAnswerSquaresLeaveTheThreat) {
    std::uint64_t seed = 501;
    int route_checks = 0, fork_checks = 0, answers = 0;
    for (const char* preset : kAllPresets) {
        for (int game = 0; game < 60; ++game) {
            Pcg32 rng(seed++);
            Position pos = random_position(preset, rng, static_cast<int>(rng.below(100)));
            if (pos.king_square() == kNoSquare || pos.game_over() || pos.side_to_move() != Side::Attackers) continue;
            const int routes = pos.escape_routes();
            const bool fork = ai::fork_move(pos).from >= 0;
            if (routes >= 2 || (routes == 0 && !fork)) continue;
            std::array<std::uint32_t, kMaxSize> targets{};
            ai::threat_answer_squares(pos, routes, targets);
            MoveList moves;
            pos.legal_moves(moves);
            for (Move m : moves) {
                if (targets[static_cast<std::size_t>(rank_of(m.to))] >> file_of(m.to) & 1U) {
                    ++answers;
                    continue;
                }
                const MoveResult& r = pos.make(m);
                if (r.status == Status::Ongoing) {
                    const std::string where =
                        std::string(preset) + " " + pos.record() + " after " + move_name(m);
                    if (routes == 1) {
                        ASSERT_GE(pos.escape_routes(), 1) << where;
                        ++route_checks;
                    } else {
                        ASSERT_GE(ai::fork_move(pos).from, 0) << where;
                        ++fork_checks;
                    }
                }
                pos.unmake();
            }
        }
    }
    EXPECT_GT(route_checks, 1000);
    EXPECT_GT(fork_checks, 200);
    EXPECT_GT(answers, 100);
}

// Beside a square the king threatens to fork from, a waiting man is an answer only where he could
// help take the king there (a weak king; a strong one with two sides already closed; never on an
// edge where the king cannot be taken). Checked over every position of random games of every
// preset with the attackers to move: after each move to such a square that threat_answer_squares
// leaves out, and the king's move to the fork square, the attackers cannot take him.
TEST(AiEvaluation, AWaitingManLeftOutCannotTakeTheKing) {
    int checks = 0;
    auto check = [&](const char* preset, const Position& pos) {
        if (pos.escape_routes() != 0 || ai::fork_move(pos).from < 0) return;
        std::array<std::uint32_t, kMaxSize> targets{};
        ai::threat_answer_squares(pos, 0, targets);
        const Square k = pos.king_square();
        std::vector<Square> forks;
        ai::find_king_destination(pos, [&](Square x) {
            if (ai::decisive_square(pos, k, x)) forks.push_back(x);
            return false;
        });
        MoveList moves;
        pos.legal_moves(moves);
        for (Move m : moves) {
            if (targets[static_cast<std::size_t>(rank_of(m.to))] >> file_of(m.to) & 1U) continue;
            for (Square x : forks) {
                if (std::none_of(std::begin(kDirections), std::end(kDirections), [&](int d) { return m.to == x + d; }))
                    continue;
                Position after = pos;
                const Move king_move{static_cast<std::int16_t>(k), static_cast<std::int16_t>(x)};
                if (after.make(m).status != Status::Ongoing || after.check_move(king_move) != Illegal::None ||
                    after.make(king_move).status != Status::Ongoing)
                    continue;
                EXPECT_FALSE(after.attackers_can_capture_king())
                    << preset << " " << pos.record() << " after " << move_name(m) << " and " << move_name(king_move);
                ++checks;
            }
        }
    };
    std::uint64_t seed = 901;
    for (const char* preset : kAllPresets) {
        for (int game = 0; game < 40; ++game) {
            Pcg32 rng(seed++);
            Position pos = start_of(preset);
            for (int ply = 0; ply < 160 && !pos.game_over() && pos.king_square() != kNoSquare; ++ply) {
                if (pos.side_to_move() == Side::Attackers) check(preset, pos);
                MoveList list;
                pos.legal_moves(list);
                if (list.empty()) break;
                pos.make(list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))]);
            }
        }
    }
    EXPECT_GT(checks, 400);
}

// Expects `region` to be the region a fill finds in `pos`: every rank and every count.
void expect_filled_region(const ai::KingRegion& region, const Position& pos, const ai::EvalTables& tables,
                          const std::string& where) {
    const ai::KingRegion filled = ai::king_region(pos, tables);
    EXPECT_EQ(region.squares, filled.squares) << where;
    EXPECT_EQ(region.escapes, filled.escapes) << where;
    EXPECT_EQ(region.edges, filled.edges) << where;
    for (int r = 0; r < pos.size(); ++r)
        EXPECT_EQ(region.rows[static_cast<std::size_t>(r)], filled.rows[static_cast<std::size_t>(r)])
            << where << " rank " << r + 1;
}

// After an attacker move the region is often known from the region before it (the square left
// joins it, the square taken leaves it). Whenever that shortcut answers, its region must be the
// one a fill finds, square for square and in every count; and it must answer often, and decline
// sometimes (a region that may fall apart or join another part is filled again).
TEST(AiEvaluation, RegionAfterAnAttackerMoveIsTheRegionFilledAgain) {
    std::uint64_t seed = 71;
    int derived = 0, declined = 0;
    for (const char* preset : kAllPresets) {
        for (int game = 0; game < 10; ++game) {
            Pcg32 rng(seed++);
            Position pos = random_position(preset, rng, static_cast<int>(rng.below(120)));
            if (pos.king_square() == kNoSquare || pos.game_over()) continue;
            if (pos.side_to_move() != Side::Attackers) {
                MoveList first;
                pos.legal_moves(first);
                if (first.empty()) continue;
                pos.make(first[static_cast<int>(rng.below(static_cast<std::uint32_t>(first.size())))]);
                if (pos.game_over() || pos.king_square() == kNoSquare) continue;
            }
            const ai::EvalTables tables(pos.rules());
            const ai::KingRegion before = ai::king_region(pos, tables);
            MoveList moves;
            pos.legal_moves(moves);
            for (Move m : moves) {
                pos.make(m);
                ai::KingRegion after;
                if (ai::region_after_attacker_move(before, pos, tables, m, after)) {
                    expect_filled_region(after, pos, tables,
                                         std::string(preset) + " " + pos.record() + " after " + move_name(m));
                    ASSERT_FALSE(::testing::Test::HasFailure());
                    ++derived;
                } else {
                    ++declined;
                }
                pos.unmake();
            }
        }
    }
    EXPECT_GT(derived, 2000);
    EXPECT_GT(declined, 200);
}

// The cache of regions answers from the region of the placing one attacker move before, where
// that move was the last one or came before a defenders' move that took nothing. Walked as a
// search walks (each move made, the replies tried, then taken back), every region it gives must be
// the one a fill finds.
TEST(AiEvaluation, TheRegionCacheGivesTheRegionAFillFinds) {
    std::uint64_t seed = 97;
    int compared = 0;
    auto same = [&](const Position& pos, const ai::EvalTables& tables, ai::RegionCache& cache, const char* preset) {
        if (pos.king_square() == kNoSquare || pos.game_over()) return;
        expect_filled_region(cache.get(pos, tables), pos, tables, std::string(preset) + " " + pos.record());
        ++compared;
    };
    for (const char* preset : kAllPresets) {
        for (int game = 0; game < 4; ++game) {
            Pcg32 rng(seed++);
            Position pos = random_position(preset, rng, static_cast<int>(rng.below(100)));
            if (pos.king_square() == kNoSquare || pos.game_over()) continue;
            const ai::EvalTables tables(pos.rules());
            ai::RegionCache cache;
            same(pos, tables, cache, preset);
            MoveList moves;
            pos.legal_moves(moves);
            for (int i = 0; i < moves.size(); i += 3) {
                if (pos.make(moves[i]).status != Status::Ongoing) {
                    pos.unmake();
                    continue;
                }
                same(pos, tables, cache, preset);
                MoveList replies;
                pos.legal_moves(replies);
                for (int j = 0; j < replies.size(); j += 5) {
                    if (pos.make(replies[j]).status == Status::Ongoing) {
                        same(pos, tables, cache, preset);
                        MoveList third;
                        pos.legal_moves(third);
                        for (int t = 0; t < third.size(); t += 7) {
                            pos.make(third[t]);
                            same(pos, tables, cache, preset);
                            pos.unmake();
                        }
                    }
                    pos.unmake();
                }
                pos.unmake();
                ASSERT_FALSE(::testing::Test::HasFailure());
            }
        }
    }
    EXPECT_GT(compared, 5000);
}

// [SECTION] The evaluation's corner diagonals

// The score one weight gives `pos` for the attackers at `value`: the evaluation with it less the
// evaluation with it at 0.
int term(const Position& pos, int ai::Weights::*member, int value) {
    const ai::EvalTables tables(pos.rules());
    ai::Weights with;
    with.*member = value;
    ai::Weights without = with;
    without.*member = 0;
    const int sign = pos.side_to_move() == Side::Attackers ? 1 : -1;
    return sign * (ai::evaluate(pos, tables, with) - ai::evaluate(pos, tables, without));
}

// The score the corner terms give `pos` for the attackers: the evaluation with them less the
// evaluation without them.
int corner_terms(const Position& pos, int seal, int closed) {
    const ai::EvalTables tables(pos.rules());
    ai::Weights with;
    with.corner_seal = seal;
    with.corner_closed = closed;
    ai::Weights without = with;
    without.corner_seal = 0;
    without.corner_closed = 0;
    const int sign = pos.side_to_move() == Side::Attackers ? 1 : -1;
    return sign * (ai::evaluate(pos, tables, with) - ai::evaluate(pos, tables, without));
}

// Each attacker on a corner's diagonal (a3, b2, c1 for a1) counts, and a whole diagonal counts
// once more; a man beside the corner (a2) or on the diagonal's far side (b3) is no part of it.
// A corner the king's region no longer reaches counts as closed; against a king with two men or
// fewer only the corners near him count.
TEST(AiEvaluation, CornerDiagonalsCountAndACornerCutOffCountsAsClosed) {
    const Position open = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . a .
        . . . . . . . . . . a
        . . . . . . . . . . .
        . . . . . d . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a a . . . . . . . . .
        a a . . . . . . . . .
        . . a . . . . . . . .)", Side::Attackers);
    // a1: a3, b2 and c1 held (b3 and a2 are not on it); k10: j10 and k9 held. Both open to him.
    EXPECT_EQ(corner_terms(open, 40, 100), 3 * 40 + 100 + 2 * 40);
    EXPECT_EQ(corner_terms(open, 7, 0), 5 * 7);
    // The same from the defenders' side: the terms count against them.
    const Position defenders_to_move = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . d K d . . . .
        . . . . . d . . . . .
        . . . . . . . . . . .
        a . . . . . . . . . .
        . a . . . . . . . . .
        . . a . . . . . . . .)", Side::Defenders);
    EXPECT_EQ(corner_terms(defenders_to_move, 40, 100), 3 * 40 + 100);

    // With two men left only the corners near the king (4 steps or fewer on 11 x 11) count by
    // their diagonals; the far ones count as closed whoever stands there, so their men are free
    // for the capture, and taking his third man does not change what the corners give.
    constexpr const char* kTwoMen = R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . %s . . . .
        . . . . . . . . . . .
        . . . %s . . . . .
        a . . . . . . . . . .
        . a . . . . . . . . .
        . . %c . . . . . . . .)";
    auto two_men = [&](const char* rank6, const char* rank4, char c1) {
        char drawn[512];
        std::snprintf(drawn, sizeof drawn, kTwoMen, rank6, rank4, c1);
        return test::drawn("copenhagen", drawn, Side::Attackers);
    };
    constexpr int kClosed = 3 * 40 + 100;
    EXPECT_EQ(corner_terms(two_men("d K d", ". . .", 'a'), 40, 100), 4 * kClosed);  // all four far
    EXPECT_EQ(corner_terms(two_men("d K d", ". . .", '.'), 40, 100), 4 * kClosed);
    // The king on e4: a1 is four steps away and counts by its men, the other three are far.
    EXPECT_EQ(corner_terms(two_men(". . .", "d K d", 'a'), 40, 100), 4 * kClosed);
    EXPECT_EQ(corner_terms(two_men(". . .", "d K d", '.'), 40, 100), 2 * 40 + 3 * kClosed);

    // A ring of attackers holds the king in five squares: every corner is shut off as surely as
    // by a held diagonal and counts as closed, whoever stands on its diagonal. The a1 diagonal's
    // men are free to move (the same score without them), and the ring is not worth less than
    // the diagonals it replaces.
    constexpr const char* kRing = R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . a . . . . .
        . . . . a d a . . . .
        . . . a d K d a . . .
        . . . . a . a . . . .
        . . . . . a . . . . .
        %c . . . . . . . . . .
        . %c . . . . . . . . .
        . . %c . . . . . . . .)";
    auto ring = [&](char diagonal) {
        char drawn[512];
        std::snprintf(drawn, sizeof drawn, kRing, diagonal, diagonal, diagonal);
        return test::drawn("copenhagen", drawn, Side::Attackers);
    };
    EXPECT_EQ(corner_terms(ring('a'), 40, 100), 4 * (3 * 40 + 100));
    EXPECT_EQ(corner_terms(ring('.'), 40, 100), 4 * (3 * 40 + 100));
    EXPECT_EQ(corner_terms(ring('a'), 7, 0), 4 * 3 * 7);
    // The corners' watch counts the same for a cut-off corner: its men may leave at no cost.
    EXPECT_EQ(term(ring('a'), &ai::Weights::corner_guard, 40), term(ring('.'), &ai::Weights::corner_guard, 40));

    // Edge escape has no corners to shut.
    const Position tablut = test::drawn("tablut", R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . K . . . .
        . . . . . . . . .
        a . . . . . . . .
        . a . . . . . . .
        . . a . . . . . .)", Side::Attackers);
    EXPECT_EQ(corner_terms(tablut, 40, 100), 0);
}

// [SECTION] The net drawn in

// While the king's region is sealed and he has three men or more, each attacker counts for every
// step it stands nearer than size / 2 + 1 (6 on 11 x 11) to the nearest defender or the king.
TEST(AiEvaluation, ApproachCountsWhileTheRegionIsSealed) {
    constexpr const char* kRinged = R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . a . . . . .
        . . . . a d a . . . .
        . . . a d K d a . . .
        . . . . a . a . . . .
        . . . . . a . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . a . . . . . . . . .)";
    const Position ringed = test::drawn("copenhagen", kRinged, Side::Attackers);
    // f8, e7, g7, d6, h6, e5 and g5 stand one step from a man: 5 each; f4 two from the king
    // (f5 is empty): 4; b1 five from e6: 1.
    EXPECT_EQ(term(ringed, &ai::Weights::approach, 1), 7 * 5 + 4 + 1);
    EXPECT_EQ(term(ringed, &ai::Weights::approach, 8), 8 * (7 * 5 + 4 + 1));
    // The same from the defenders' side: it counts against them.
    const Position defenders_to_move = test::drawn("copenhagen", kRinged, Side::Defenders);
    EXPECT_EQ(term(defenders_to_move, &ai::Weights::approach, 1), 7 * 5 + 4 + 1);

    // f4 gone, the king's way south is open to the corners: nothing is paid, so breaking out
    // costs the defenders none of it.
    const Position open = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . a . . . . .
        . . . . a d a . . . .
        . . . a d K d a . . .
        . . . . a . a . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . a . . . . . . . . .)",
                                      Side::Attackers);
    EXPECT_EQ(term(open, &ai::Weights::approach, 8), 0);

    // With two men the net round him is drawn by other terms (and the constant few_men stands
    // for the pull): nothing is paid, whatever the men's places.
    const Position two_men = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . a . . . . .
        . . . . a . a . . . .
        . . . a d K d a . . .
        . . . . a . a . . . .
        . . . . . a . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . a . . . . . . . . .)",
                                         Side::Attackers);
    EXPECT_EQ(term(two_men, &ai::Weights::approach, 8), 0);
}

// The king's third man, one move from being taken (h10-i10 takes i9 against i8), with the king
// held on k8 and the defenders' men at k6 and g11. Taking him leaves two, where the evaluation
// changes its terms; it must not cost the attackers more than the man is worth. Before the
// constant for two men or fewer (few_men) a search of two plies played h10-h11
// instead, and games were left unfinished with three men beside the king. (The man cannot get
// away: a search of two plies may now put the capture off by a move, b9-g9, since its quiescence
// takes him at the end of the line. Searches of one and three plies take him at once.)
TEST(AiSearch, TheAttackersTakeTheKingsThirdMan) {
    std::string error;
    const auto pos = Position::from_record(test::compile(test::preset_rules("copenhagen")),
                                           "/11/ttt5tt1/t8tt/11/11/9tT/10t/8ttK/1t6Ttt/1tt4t1t1/2t3T1t2/",
                                           Side::Attackers, &error);
    ASSERT_TRUE(pos) << error;
    ASSERT_EQ(pos->piece_count(Piece::Defender), 3);
    ai::Searcher s(kTtMegabytes);
    for (int depth : {1, 3}) {
        const ai::Result r = s.search(*pos, ai::Limits{depth, 0, 0}, {}, 1);
        Position after = *pos;
        after.make(r.best);
        EXPECT_EQ(after.piece_count(Piece::Defender), 2) << "depth " << depth << ": " << move_name(r.best);
    }
}

// With two men or fewer beside the king the attackers have the constant few_men, whatever the
// position; with three, nothing.
TEST(AiEvaluation, FewMenIsAConstantForTheAttackers) {
    const Position two = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . a .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .)", Side::Defenders);
    EXPECT_EQ(term(two, &ai::Weights::few_men, 600), 600);
    const Position three = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . a .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . d . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .)", Side::Defenders);
    EXPECT_EQ(term(three, &ai::Weights::few_men, 600), 0);
}

// Copenhagen's king cannot be taken on the edge. Held there, in a region of three squares or
// fewer, he is won by taking his last men or leaving them no move, and each square a man can move
// to counts held_man_mobility more for the defenders. The man on c9 has 19: a9, b9, d9 to k9,
// c10, c11 and c8 to c2.
TEST(AiEvaluation, AHeldKingsLastMenCountMore) {
    constexpr const char* kHeld = R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . a . . . . . . .
        . . a K a . . . . . .)";
    const Position held = test::drawn("copenhagen", kHeld, Side::Attackers);
    EXPECT_EQ(term(held, &ai::Weights::held_man_mobility, 12), -19 * 12);
    // The same from the defenders' side: still for them.
    EXPECT_EQ(term(test::drawn("copenhagen", kHeld, Side::Defenders), &ai::Weights::held_man_mobility, 12), -19 * 12);
    // Where the rule lets the king be taken on the edge, the attackers take him instead.
    EXPECT_EQ(term(test::drawn("copenhagen", kHeld, Side::Attackers, {{"king_edge_safe", "no"}}),
                   &ai::Weights::held_man_mobility, 12),
              0);

    // e1 gone, the king's region reaches k1: he is not held.
    const Position free = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . a . . . . . . .
        . . a K . a . . . . .)",
                                      Side::Attackers);
    EXPECT_EQ(term(free, &ai::Weights::held_man_mobility, 12), 0);

    // A region of four squares (d1, e1, f1, g1 behind h1) is too large to count as held.
    const Position four = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . a a a a . . . .
        . . a K . . . a . . .)",
                                      Side::Attackers);
    EXPECT_EQ(term(four, &ai::Weights::held_man_mobility, 12), 0);
    // With three squares (h1 moved to g1) he is held again.
    const Position three = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . a a a a . . . .
        . . a K . . a . . . .)",
                                       Side::Attackers);
    EXPECT_EQ(term(three, &ai::Weights::held_man_mobility, 12), -19 * 12);
}

// With three men or more beside the held king, the squares his men can move to count as well, up
// to held_many (20 squares): the attackers win by leaving them none too (two men side by side,
// hemmed in, cannot be taken), and a man outside is one to hem in. Here c9 has 10 squares (a9,
// b9, d9 to f9, c10, c11, c8 to c6), g5 3 (g6 to g8) and h5 none: 13, each held_man_mobility for
// the defenders, and held_many for the attackers. man_mobility counts only beside a king with two
// men or fewer.
TEST(AiEvaluation, AHeldKingsMenCountHoweverMany) {
    constexpr const char* kHeld = R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . a . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . a . . .
        . . a . . a d d a . .
        . . . . . . a a . . .
        . . . . . . . . . . .
        . . . a . . . . . . .
        . . a K a . . . . . .)";
    const Position held = test::drawn("copenhagen", kHeld, Side::Attackers);
    ASSERT_EQ(held.piece_count(Piece::Defender), 3);
    EXPECT_EQ(term(held, &ai::Weights::held_man_mobility, 12), -13 * 12);
    EXPECT_EQ(term(held, &ai::Weights::held_many, 240), 240 - 13 * 12);
    EXPECT_EQ(term(held, &ai::Weights::man_mobility, 3), 0);
    // Past held_many the men's moves count nothing more: holding the king never scores below
    // leaving him free.
    EXPECT_EQ(term(held, &ai::Weights::held_many, 100), 0);
    // Taken apart by weight (`taflbord-cli eval`), each weight of that bounded term set to 0 alone
    // shows a share for the defenders: 156 for held_man_mobility, 156 - 240 for held_many. The
    // term itself is 156 - 240, so the 156 is counted twice, and the rest takes it back (+156 for
    // the attackers, who are to move).
    const ai::ScoreBreakdown parts = ai::explain_score(held, ai::EvalTables(held.rules()));
    EXPECT_EQ(parts.rest, 13 * 12);
    // e1 gone, the king's region reaches k1: he is not held, and neither term counts.
    const Position free = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . d . . . a . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . a . . .
        . . a . . a d d a . .
        . . . . . . a a . . .
        . . . . . . . . . . .
        . . . a . . . . . . .
        . . a K . a . . . . .)",
                                      Side::Attackers);
    EXPECT_EQ(term(free, &ai::Weights::held_man_mobility, 12), 0);
    EXPECT_EQ(term(free, &ai::Weights::held_many, 240), 0);
}

// An attacker within two steps of a corner watches it, but once the corner's diagonal is held (a3,
// b2 and c1 for a1) the men inside it and beside it (b1, a2, c2, b3) do no more work there and
// count nothing, against a king with three men or more. Against fewer they are wanted again.
TEST(AiEvaluation, WatchersBehindAHeldDiagonalAreFree) {
    const Position three_men = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . a
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . d . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a a . . . . . . . . .
        . a a . . . . . . . .
        . a a . . . . . . . .)",
                                           Side::Attackers);
    // a3, b2 and c1 hold a1's diagonal and watch it; b3, c2 and b1 count nothing; k10 watches k11.
    EXPECT_EQ(term(three_men, &ai::Weights::corner_guard, 40), 4 * 40);
    // c1 gone, the diagonal is open: all five round a1 watch it.
    const Position not_held = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . a
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . d . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a a . . . . . . . . .
        . a a . . . . . . . .
        . a . . . . . . . . .)",
                                          Side::Attackers);
    EXPECT_EQ(term(not_held, &ai::Weights::corner_guard, 40), 6 * 40);
    const Position two_men = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . a
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . d K d . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        a a . . . . . . . . .
        . a a . . . . . . . .
        . a a . . . . . . . .)",
                                         Side::Attackers);
    EXPECT_EQ(term(two_men, &ai::Weights::corner_guard, 40), 7 * 40);
}

// [SECTION] The cordon still missing

int gaps(const Position& pos) { return ai::cordon_gaps(pos, ai::EvalTables(pos.rules())); }

// The fewest squares the attackers must still fill to shut the king off from the escape squares,
// by a wall at least two steps from him.
TEST(AiEvaluation, CordonGapsCountTheSquaresAWallStillLacks) {
    // The start of Copenhagen: two squares between each pair of the edge groups (b3 and c2 join
    // a4 to d1), eight in all; the same on Tablut's edges and round Brandubh's corners.
    EXPECT_EQ(gaps(start_of("copenhagen")), 8);
    EXPECT_EQ(gaps(start_of("tablut")), 8);
    EXPECT_EQ(gaps(start_of("brandubh")), 8);
    // A ring of men round the king, with `e9` and `g3` on those squares ("a" a man, "d" a
    // defender, "." empty).
    auto ring = [](const char* e9, const char* g3) {
        return test::drawn("copenhagen",
                           std::string(". . . . . . . . . . .\n. . . . . . . . . . .\n. . . a ") + e9 +
                               " a a . . . .\n. . a . . . . a . . .\n. a . . . . . . a . .\n"
                               ". a . . . K . . a . .\n. a . . . . d . a . .\n. . a . . . . a . . .\n"
                               ". . . a a a " + g3 + " . . . .\n. . . . . . . . . . .\n. . . . . . . . . . .",
                           Side::Attackers);
    };
    // Closed but for e9 and g3: two gaps; a defender in a gap counts as one.
    EXPECT_EQ(gaps(ring(".", ".")), 2);
    EXPECT_EQ(gaps(ring("d", ".")), 2);
    // The ring closed: no gap.
    EXPECT_EQ(gaps(ring("a", "a")), 0);
    // A wall may not pass beside the king: the ring drawn tight round him is his capture, not a
    // cordon. With men on three sides of him the wall must go round e5, f5 and g5: d5, e4, f4,
    // g4 and h5.
    const Position tight = test::drawn("copenhagen", R"(
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . a . . . . .
        . . . . a K a . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .)",
                                       Side::Attackers);
    EXPECT_EQ(gaps(tight), 5);
    // An escape square beside the king: no wall can shut him off.
    const Position corner = test::drawn("copenhagen", R"(
        . K . . . . . . . . .
        a . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .)",
                                        Side::Attackers);
    EXPECT_EQ(gaps(corner), ai::kMaxGaps);
}

// [SECTION] Determinism of the Searcher

// Plain (jarl), noisy with shallow mistakes (bondi) and very noisy (thrall) styles, all with the
// same node limit instead of their own limits.
TEST(AiEngine, SameSeedAndNodeLimitReplayExactly) {
    const std::vector<const ai::Level*> styles = {ai::find_level("jarl"), ai::find_level("bondi"),
                                                  ai::find_level("thrall")};
    Pcg32 rng(2024);
    ai::Searcher reused(kTtMegabytes);
    for (const char* preset : {"brandubh", "tablut-corner", "copenhagen", "york", "hnefatafl", "koenigszabel"}) {
        for (int plies : {0, 7, 18}) {
            const Position pos = random_position(preset, rng, plies);
            const Position other = random_position(preset, rng, plies + 3);
            for (const ai::Level* level : styles) {
                const ai::Limits limits{0, 15000, 0};
                const std::string what = std::string(preset) + " " + pos.record() + " " + std::string(level->id);
                ai::Searcher fresh(kTtMegabytes);
                const ai::Result a = fresh.search(pos, limits, level->style, 7);
                const ai::Result b = fresh.search(pos, limits, level->style, 7);  // same searcher again
                reused.search(other, limits, level->style, 9);                    // fills the table with another game
                const ai::Result c = reused.search(pos, limits, level->style, 7);
                ai::Searcher fresh2(kTtMegabytes);
                const ai::Result d = fresh2.search(pos, limits, level->style, 7);
                ASSERT_TRUE(a.has_move()) << what;
                EXPECT_EQ(pos.check_move(a.best), Illegal::None) << what;
                EXPECT_LE(a.nodes, limits.nodes) << what;
                expect_same(a, b, what + " (same searcher twice)");
                expect_same(a, c, what + " (searcher reused after another position)");
                expect_same(a, d, what + " (a second fresh searcher)");
            }
        }
    }
}

// A move that wins at once ends the principal variation, whatever the searcher did before: the
// lines of an earlier search must not leak into this one (nor break the replay guarantee).
TEST(AiEngine, WinningLineDoesNotLeakFromAnEarlierSearch) {
    struct Won {
        const char* preset;
        const char* drawing;
        Side side;
        const char* win;
    };
    const Won cases[] = {
        {"brandubh", "X..a..X/......./.a..d../...+..a/...d.../......./X.K.a.X", Side::Defenders, "c1-a1"},
        {"tablut", "........./..a....../..a....../.dKd...../....+..a./........./..d...a../....a..../.........",
         Side::Attackers, "h5-c5"},
    };
    for (const Won& w : cases) {
        std::string drawing = w.drawing;
        std::replace(drawing.begin(), drawing.end(), '/', '\n');
        const Position pos = drawn(w.preset, drawing, w.side);
        const ai::Limits limits{0, 20000, 0};
        ai::Searcher fresh(kTtMegabytes);
        const ai::Result a = fresh.search(pos, limits, ai::Style{}, 1);
        ai::Searcher reused(kTtMegabytes);
        // An earlier search with a full-width root (karl's style) leaves lines at every ply.
        reused.search(start_of(w.preset), ai::Limits{3, 0, 0}, ai::find_level("karl")->style, 1);
        const ai::Result b = reused.search(pos, limits, ai::Style{}, 1);
        EXPECT_EQ(line(a.pv), w.win) << w.preset;
        EXPECT_EQ(line(b.pv), w.win) << w.preset << ": the line after a searcher was used before";
        expect_same(a, b, std::string(w.preset) + " fresh vs reused searcher");
    }
}

TEST(AiEngine, DepthLimitReplaysExactly) {
    for (const char* preset : {"brandubh", "tablut", "fetlar", "hnefatafl"}) {
        const Position pos = start_of(preset);
        for (int depth : {1, 2, 3}) {
            const ai::Limits limits{depth, 0, 0};
            ai::Searcher s(kTtMegabytes);
            const ai::Result a = s.search(pos, limits, {}, 1);
            const ai::Result b = s.search(pos, limits, {}, 1);
            const std::string what = std::string(preset) + " depth " + std::to_string(depth);
            EXPECT_EQ(a.depth, depth) << what;
            expect_same(a, b, what);
        }
    }
}

// A search cut short by its node limit in the middle of an iteration keeps what that iteration
// proved. From a Copenhagen game between two huscarls: three plies see g3-e3 take e2 (+7), four
// see the reply i11-j11 take j10 and free the king, whom the attackers then could not hold.
// huscarl's 80,000 nodes finished the third ply and not the fourth; the unfinished iteration had
// been thrown away and g3-e3 played, though it had already been refuted and h1-h10 proved better.
// The limit here is one node short of the fourth iteration's end, whenever in it h1-h10 is proved.
TEST(AiSearch, AnIterationCutShortKeepsTheBetterMoveItFound) {
    std::string error;
    const auto pos = Position::from_record(
        test::compile(test::preset_rules("copenhagen")),
        "/2t1tt1t3/1t2Tt5/t5t4/6T3t/t2T2T3t/t2TT1T2tt/t3TTT3t/5T5/t8Kt/9t1/2t1ttt1T2/", Side::Attackers, &error);
    ASSERT_TRUE(pos) << error;
    std::vector<std::uint64_t> nodes_at_depth(8, 0);
    const auto record = [&](const ai::Info& info) {
        nodes_at_depth[static_cast<std::size_t>(info.depth)] = info.nodes;
    };
    const ai::Result three = ai::Searcher(kTtMegabytes).search(*pos, ai::Limits{3, 0, 0}, {}, 1);
    const ai::Result four = ai::Searcher(kTtMegabytes).search(*pos, ai::Limits{4, 0, 0}, {}, 1, record);
    ASSERT_EQ(move_name(three.best), "g3-e3");
    ASSERT_EQ(move_name(four.best), "h1-h10");
    const std::uint64_t limit = nodes_at_depth[4] - 1;
    ASSERT_LT(nodes_at_depth[3], limit);
    const ai::Result cut = ai::Searcher(kTtMegabytes).search(*pos, ai::Limits{0, limit, 0}, {}, 1);
    EXPECT_EQ(cut.depth, 3);
    EXPECT_EQ(move_name(cut.best), move_name(four.best)) << "depth 3 chose " << move_name(three.best);
    ASSERT_FALSE(cut.pv.empty());
    EXPECT_EQ(move_name(cut.pv.front()), move_name(cut.best));
}

// An unfinished iteration whose window was widened after a fail-low: the first move of the wider
// search beats nothing yet and is not "a move found better". In a Brandubh game between two
// `hersir` (320,000 nodes, an 8 MB table) the defenders played Kd4-d2 here, which f3-d3 answers
// by taking the king: depth 8 had failed low on d4-e4 and been cut short in its wider search,
// whose first move was d4-d2. At limits spread over that iteration, the move kept is never one
// the attackers answer by taking the king.
TEST(AiSearch, AnIterationCutShortAfterAFailLowKeepsTheLastChoice) {
    Position pos = start_of("brandubh");
    for (const char* m : {"d2-e2", "d3-f3", "e2-f2", "c4-c2", "f4-f3", "d5-f5", "d6-f6", "e4-f4", "f2-e2"}) play(pos, m);
    ai::Searcher searcher(8);
    std::vector<std::uint64_t> nodes_at_depth(10, 0);
    std::string seventh;
    searcher.search(pos, ai::Limits{8, 0, 0}, {}, 1, [&](const ai::Info& info) {
        nodes_at_depth[static_cast<std::size_t>(info.depth)] = info.nodes;
        if (info.depth == 7) seventh = move_name(info.pv.front());
    });
    ASSERT_EQ(seventh, "d4-e4");
    ASSERT_LT(nodes_at_depth[7], 320000u);
    ASSERT_GT(nodes_at_depth[8], 320000u);
    int cut_short = 0;
    for (std::uint64_t limit = nodes_at_depth[7] + 1; limit < nodes_at_depth[8]; limit += 50021) {
        const ai::Result cut = searcher.search(pos, ai::Limits{0, limit, 0}, {}, 1);
        if (cut.depth != 7) continue;
        ++cut_short;
        Position after = pos;
        after.make(cut.best);
        const ai::Result reply = searcher.search(after, ai::Limits{2, 0, 0}, {}, 1);
        EXPECT_FALSE(ai::is_win_score(reply.score)) << "with " << limit << " nodes: " << move_name(cut.best) << " "
                                                << move_name(reply.best) << " wins at once";
    }
    EXPECT_GE(cut_short, 3);
}

// A search with a time limit uses all of it: what an iteration proves before the time is up counts
// (above), so no iteration is left unstarted for fear it will not finish. (A busy machine only
// makes the time longer.) The start of Copenhagen is nowhere near a proved result or the deepest
// ply within these limits. They are 1.5 times apart, so the search before (which stopped after an
// iteration that ended in the second half of its time) stopped early with one of them at least:
// an iteration ends somewhere between 25 and 360 ms.
TEST(AiSearch, ATimeLimitIsUsedToTheEnd) {
    ai::Searcher s(kTtMegabytes);
    for (const int movetime : {50, 75, 110, 160, 240, 360}) {
        int last_iteration_ms = 0;
        const auto progress = [&](const ai::Info& info) { last_iteration_ms = info.elapsed_ms; };
        const ai::Result r = s.search(start_of("copenhagen"), ai::Limits{0, 0, movetime}, {}, 1, progress);
        EXPECT_TRUE(r.has_move());
        EXPECT_GE(r.elapsed_ms, movetime)
            << "depth " << r.depth << ", the last iteration done at " << last_iteration_ms << " ms";
    }
}

// At the end of a line the defenders also try king moves that open one route. Here Kd4-d7 opens
// the way to a7, and the one attacker cannot reach b7, c7, d5 or d6 in two moves (e1 stops him
// on the first rank, e7 is the king's own man), so whatever he plays the attackers lose: a
// search of one ply must already see it, through the defenders' check at the end of the line and
// the attackers' every answer to it.
TEST(AiSearch, QuiescenceSeesAKingMoveThatOpensAnUnanswerableRoute) {
    const Position pos = test::drawn("brandubh", R"(
        . . . . d . .
        . . . . . . .
        . . . . . . d
        d . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . d a .)", Side::Attackers);
    ai::Searcher s(kTtMegabytes);
    const ai::Result one = s.search(pos, ai::Limits{1, 0, 0}, {}, 1);
    EXPECT_LE(one.score, -ai::kWinThreshold) << "best " << move_name(one.best) << " score " << one.score;
    // The full search one ply deeper agrees.
    const ai::Result two = s.search(pos, ai::Limits{2, 0, 0}, {}, 1);
    EXPECT_LE(two.score, -ai::kWinThreshold) << "best " << move_name(two.best) << " score " << two.score;
}

// A king beside the square he escapes to has no square between to block: k10, beside the corner
// k11 (his man on k9 shuts the file below), is as good as a fork. The king on i10 can go there;
// only a man on j10 or k10 stops him, and j6-j10 is the one move that gets there. With one man
// beside the king, quiescence tries no checks, so a search of one ply sees it only if it counts
// the square as decisive.
TEST(AiSearch, ASquareBesideTheCornerIsDecisive) {
    const Position pos = test::drawn("copenhagen", R"(
        . . . . . . . . a . .
        . . . . a . . . K . .
        . . . . . . . . . . d
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . a .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . a . .
        . . . . . . . . . . .
        . . . . . . . . . . .)", Side::Attackers);
    const Square k = test::sq("i10");
    EXPECT_TRUE(ai::decisive_square(pos, k, test::sq("k10")));
    EXPECT_FALSE(ai::decisive_square(pos, k, test::sq("j10")));
    EXPECT_FALSE(ai::decisive_square(pos, k, test::sq("i4")));
    EXPECT_EQ(move_name(ai::fork_move(pos)), "i10-k10");
    std::array<std::uint32_t, kMaxSize> targets{};
    ai::threat_answer_squares(pos, 0, targets);
    for (const char* square : {"j10", "k10"}) {
        const Square s = test::sq(square);
        EXPECT_TRUE(targets[static_cast<std::size_t>(rank_of(s))] >> file_of(s) & 1U) << square;
    }
    ai::Searcher s(kTtMegabytes);
    const ai::Result one = s.search(pos, ai::Limits{1, 0, 0}, {}, 1);
    EXPECT_EQ(move_name(one.best), "j6-j10") << "score " << one.score;
    EXPECT_GT(one.score, -ai::kWinThreshold);
    // Any other move loses: the king goes to k10, and then to k11.
    Position other = pos;
    other.make(test::mv("i3-i2"));
    EXPECT_EQ(move_name(ai::fork_move(other)), "i10-k10");
    other.make(test::mv("i10-k10"));
    EXPECT_EQ(other.escape_routes(), 1);
}

// A single route is as good as a fork when no man can reach any square of it, though it has
// squares between. In this Brandubh position the king goes d5-g5: the file g runs free to the
// corner g7, his man on e6 shuts the rank before g6 and his man on g4 the file below, and no
// attacker can come onto g6. With two men beside the king quiescence tries no checks, so a search
// sees the threat only if it counts g5 as decisive.
TEST(AiSearch, ARouteNoManCanReachIsDecisive) {
    const Position pos = test::drawn("brandubh", R"(
        . . . a . . .
        . . a . d . .
        . . a K . . .
        . . . . . . d
        a . . . . . a
        . . . . . . a
        . . . a . . .)",
                                     Side::Defenders);
    const Square k = test::sq("d5");
    EXPECT_TRUE(ai::decisive_square(pos, k, test::sq("g5")));
    EXPECT_FALSE(ai::decisive_square(pos, k, test::sq("f5")));  // no route from f5
    EXPECT_EQ(move_name(ai::fork_move(pos)), "d5-g5");
    // With his man moved on to e7, the attacker on c6 reaches g6: an ordinary route.
    Position open = pos;
    open.make(test::mv("e6-e7"));
    EXPECT_FALSE(ai::decisive_square(open, k, test::sq("g5")));
    EXPECT_LT(ai::fork_move(open).from, 0);
    // The attackers to move a step earlier: c4-c5, a3-a5 and c4-a4 each lose in three moves to
    // e4-e6 and then that king move. A search of five plies sees it and keeps clear of them (a
    // search that did not count g5 chose a3-a5, scoring the attackers ten men ahead).
    const Position before = test::drawn("brandubh", R"(
        . . . a . . .
        . . a . . . .
        . . . K . . .
        . . a . d . d
        a . . . . . a
        . . . . . . a
        . . . a . . .)",
                                        Side::Attackers);
    for (const char* losing : {"c4-c5", "a3-a5", "c4-a4"}) {
        Position after = before;
        after.make(test::mv(losing));
        EXPECT_EQ(ai::prove_win(after, 3, 0).result, ai::ProofResult::Win) << losing;
    }
    ai::Searcher s(kTtMegabytes);
    const ai::Result five = s.search(before, ai::Limits{5, 0, 0}, {}, 1);
    Position after = before;
    after.make(five.best);
    EXPECT_EQ(ai::prove_win(after, 3, 0).result, ai::ProofResult::NoWin)
        << "best " << move_name(five.best) << " score " << five.score;
}

// A line does not end with a man standing where the other side takes him next move: quiescence
// tries the moves that take a man, each side in turn, before it stands pat. From a Tablut game
// after six plies: e2-e4 puts a man beside the king where d3-e3, d3-d4 or d5-d4 takes him, and a search
// of one ply that stopped there chose it; one that looks at the defenders' captures does not.
TEST(AiSearch, QuiescenceSeesAManTakenNextMove) {
    const Position pos = test::drawn("tablut", R"(
        . . . . t t . . .
        . . . . t . . . .
        . . . t . . . . .
        t . T . t . . . .
        t . T T K T T t t
        t . . . . T . . t
        . . . T . . . . .
        . t . . t . . . .
        . . . t t t . . .)",
                                     Side::Attackers);
    Position bad = pos;
    bad.make(test::mv("e2-e4"));
    MoveList takes;
    bad.capture_moves(takes);
    EXPECT_EQ(takes.size(), 3);
    ai::Searcher s(kTtMegabytes);
    const ai::Result one = s.search(pos, ai::Limits{1, 0, 0}, {}, 1);
    Position after = pos;
    after.make(one.best);
    after.capture_moves(takes);
    EXPECT_TRUE(takes.empty()) << "best " << move_name(one.best) << " leaves a man to be taken by "
                               << move_name(takes[0]);
}

// Root noise (thrall) varies the move with the seed; the same seed always gives the same move.
TEST(AiEngine, SeedVariesNoisyLevelButSameSeedNever) {
    const ai::Level& thrall = *ai::find_level("thrall");
    for (const char* preset : {"hnefatafl", "copenhagen", "tablut"}) {
        const Position pos = start_of(preset);
        ai::Searcher s(kTtMegabytes);
        std::set<std::string> chosen;
        for (std::uint64_t seed = 1; seed <= 24; ++seed) {
            const ai::Result a = s.search(pos, thrall.limits, thrall.style, seed);
            const ai::Result b = s.search(pos, thrall.limits, thrall.style, seed);
            EXPECT_EQ(move_name(a.best), move_name(b.best)) << preset << " seed " << seed;
            EXPECT_EQ(a.score, b.score) << preset << " seed " << seed;
            EXPECT_EQ(pos.check_move(a.best), Illegal::None);
            chosen.insert(move_name(a.best));
        }
        EXPECT_GE(chosen.size(), 3U) << preset << ": thrall's noise should vary the opening move";
    }
    // Jarl has no imperfection: the seed changes nothing.
    const ai::Level& jarl = *ai::find_level("jarl");
    const Position pos = start_of("tablut");
    ai::Searcher s(kTtMegabytes);
    const ai::Limits limits{0, 20000, 0};
    const ai::Result base = s.search(pos, limits, jarl.style, 1);
    for (std::uint64_t seed : {2ULL, 77ULL, 123456789ULL})
        expect_same(base, s.search(pos, limits, jarl.style, seed), "jarl seed");
}

// [SECTION] The asynchronous Engine

// What the callbacks saw, shared with the worker thread.
struct Observed {
    std::mutex mutex;
    std::vector<int> depths;
    std::atomic<int> done_calls{0};
    ai::Result result;
};

void start(ai::Engine& engine, const Position& pos, const ai::Limits& limits, const std::shared_ptr<Observed>& seen) {
    engine.go(
        pos, limits, ai::Style{}, 1,
        [seen](const ai::Info& info) {
            std::lock_guard<std::mutex> lock(seen->mutex);
            seen->depths.push_back(info.depth);
        },
        [seen](const ai::Result& r) {
            {
                std::lock_guard<std::mutex> lock(seen->mutex);
                seen->result = r;
            }
            seen->done_calls.fetch_add(1);
        });
}

TEST(AiEngine, GoReturnsAtOnceAndReportsIncreasingDepthThenOneResult) {
    ai::Engine engine(kTtMegabytes);
    const Position pos = start_of("brandubh");
    auto seen = std::make_shared<Observed>();
    const auto t0 = Clock::now();
    start(engine, pos, ai::Limits{0, 400000, 0}, seen);
    EXPECT_LT(ms_since(t0), 50) << "go() must not search on the calling thread";
    engine.wait();
    EXPECT_FALSE(engine.busy());
    EXPECT_EQ(seen->done_calls.load(), 1);
    std::lock_guard<std::mutex> lock(seen->mutex);
    ASSERT_FALSE(seen->depths.empty());
    for (std::size_t i = 1; i < seen->depths.size(); ++i) EXPECT_GT(seen->depths[i], seen->depths[i - 1]);
    EXPECT_EQ(seen->depths.front(), 1);
    ASSERT_TRUE(seen->result.has_move());
    EXPECT_EQ(pos.check_move(seen->result.best), Illegal::None);
    EXPECT_EQ(seen->result.depth, seen->depths.back());
    // The same search on the Searcher gives the same answer: the Engine only moves it to a thread.
    ai::Searcher s(kTtMegabytes);
    expect_same(s.search(pos, ai::Limits{0, 400000, 0}, ai::Style{}, 1), seen->result, "engine vs searcher");
}

TEST(AiEngine, StopEndsAnUnlimitedSearchPromptlyWithALegalMove) {
    ai::Engine engine(kTtMegabytes);
    for (const char* preset : {"hnefatafl", "copenhagen"}) {
        const Position pos = start_of(preset);
        for (const ai::Limits& limits : {ai::Limits{}, ai::Limits{0, std::uint64_t{1} << 40, 0}}) {
            auto seen = std::make_shared<Observed>();
            start(engine, pos, limits, seen);
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            EXPECT_TRUE(engine.busy()) << preset;
            EXPECT_EQ(seen->done_calls.load(), 0) << preset << ": an unlimited search ended by itself";
            const auto t0 = Clock::now();
            engine.stop();
            engine.wait();
            EXPECT_LT(ms_since(t0), 200) << preset << ": stop() took too long";
            EXPECT_EQ(seen->done_calls.load(), 1) << preset;
            std::lock_guard<std::mutex> lock(seen->mutex);
            ASSERT_TRUE(seen->result.has_move()) << preset;
            EXPECT_EQ(pos.check_move(seen->result.best), Illegal::None) << preset;
        }
    }
}

TEST(AiEngine, WaitBlocksUntilDoneAndTheEngineCanGoAgain) {
    ai::Engine engine(kTtMegabytes);
    Position pos = start_of("tablut");
    for (int round = 0; round < 3; ++round) {
        auto seen = std::make_shared<Observed>();
        start(engine, pos, ai::Limits{0, 60000, 0}, seen);
        engine.wait();
        EXPECT_EQ(seen->done_calls.load(), 1) << "round " << round;  // wait() returned only after on_done
        EXPECT_FALSE(engine.busy());
        std::lock_guard<std::mutex> lock(seen->mutex);
        ASSERT_EQ(pos.check_move(seen->result.best), Illegal::None) << "round " << round;
        pos.make(seen->result.best);  // the next search is from the new position
        ASSERT_FALSE(pos.game_over());
    }
    // wait() with nothing to do returns at once.
    const auto t0 = Clock::now();
    engine.wait();
    EXPECT_LT(ms_since(t0), 50);
}

TEST(AiEngine, DestroyingASearchingEngineDoesNotHang) {
    for (int round = 0; round < 3; ++round) {
        auto seen = std::make_shared<Observed>();
        Clock::time_point t0;
        {
            ai::Engine engine(kTtMegabytes);
            start(engine, start_of("koenigszabel"), ai::Limits{}, seen);
            std::this_thread::sleep_for(std::chrono::milliseconds(20 * round));
            t0 = Clock::now();
        }  // the destructor stops the search and joins the worker
        EXPECT_LT(ms_since(t0), 500) << "round " << round;
        EXPECT_LE(seen->done_calls.load(), 1);
    }
}

// [SECTION] Legal moves everywhere

// 50 random positions of every preset (random games from the start with a fixed Pcg32), each
// searched with a 5000-node budget and the style of a rotating level.
struct RandomCase {
    std::string what;
    Position pos;
    ai::Result result;
};

const std::vector<RandomCase>& random_cases() {
    static const std::vector<RandomCase> cases = [] {
        std::vector<RandomCase> v;
        ai::Searcher s(kTtMegabytes);
        const auto levels = ai::levels();
        for (const char* preset : kAllPresets) {
            Pcg32 rng(0xC0FFEE, static_cast<std::uint64_t>(std::string_view(preset).size()));
            for (int i = 0; i < 50; ++i) {
                Position pos = random_position(preset, rng, static_cast<int>(rng.below(90)));
                const ai::Level& level = levels[static_cast<std::size_t>(i) % levels.size()];
                std::string what = std::string(preset) + " #" + std::to_string(i) + " " + pos.record() + " " +
                                   std::string(side_id(pos.side_to_move())) + " after " + std::to_string(pos.ply()) +
                                   " plies, style " + std::string(level.id);
                ai::Result r = s.search(pos, ai::Limits{0, 5000, 0}, level.style, static_cast<std::uint64_t>(i));
                v.push_back({std::move(what), std::move(pos), std::move(r)});
            }
        }
        return v;
    }();
    return cases;
}

TEST(AiEngine, NeverReturnsAnIllegalMove) {
    for (const RandomCase& c : random_cases()) {
        ASSERT_FALSE(c.pos.game_over()) << c.what;
        ASSERT_TRUE(c.result.has_move()) << c.what;
        EXPECT_EQ(c.pos.check_move(c.result.best), Illegal::None) << c.what << ": " << move_name(c.result.best);
        EXPECT_LE(c.result.nodes, 5000U) << c.what;
    }
}

// The principal variation (shown by `think` and the game's hints) starts with the best move, is a
// line of legal moves and stops where the game ends. It may be empty only when no iteration
// finished within the budget (depth 0; the move is then the first of the ordered list).
TEST(AiEngine, PrincipalVariationIsALegalLine) {
    for (const RandomCase& c : random_cases()) {
        if (c.result.depth == 0 && c.result.pv.empty()) continue;
        Position pos = c.pos;
        const ai::Result& r = c.result;
        ASSERT_FALSE(r.pv.empty()) << c.what;
        EXPECT_EQ(move_name(r.pv.front()), move_name(r.best)) << c.what;
        for (std::size_t i = 0; i < r.pv.size(); ++i) {
            if (pos.game_over()) {
                ADD_FAILURE() << c.what << ": pv " << line(r.pv) << " goes on after the game ended at move " << i;
                break;
            }
            if (pos.check_move(r.pv[i]) != Illegal::None) {
                ADD_FAILURE() << c.what << ": pv " << line(r.pv) << ": move " << i << " is illegal";
                break;
            }
            pos.make(r.pv[i]);
        }
    }
}

// The score taken apart by weight (`taflbord-cli eval`): the parts and what they leave over make
// the score evaluate gives; the men count their weight each, for the side to move; and only the
// bounded term of a king held where he cannot be taken leaves anything over (every other term is
// a weight times a count; the held king is AHeldKingsMenCountHoweverMany's). Over random positions
// of every preset.
TEST(AiEvaluation, TheScoreTakenApartAddsUpToTheScore) {
    for (const RandomCase& c : random_cases()) {
        const ai::EvalTables tables(c.pos.rules());
        const ai::Weights w;
        const ai::ScoreBreakdown b = ai::explain_score(c.pos, tables, w);
        ASSERT_EQ(b.score, ai::evaluate(c.pos, tables, w)) << c.what;
        ASSERT_EQ(b.shares.size(), ai::weight_fields().size()) << c.what;
        int sum = b.rest;
        for (const ai::WeightShare& s : b.shares) sum += s.share;
        EXPECT_EQ(sum, b.score) << c.what;
        const int sign = c.pos.side_to_move() == Side::Attackers ? 1 : -1;
        EXPECT_EQ(b.shares[0].share, sign * w.attacker * c.pos.piece_count(Piece::Attacker)) << c.what;
        EXPECT_EQ(b.shares[1].share, -sign * w.defender * c.pos.piece_count(Piece::Defender)) << c.what;
        const Square k = c.pos.king_square();
        const bool safe = k != kNoSquare && c.pos.rules().king_safe_at(k);
        if (!safe) {
            EXPECT_EQ(b.rest, 0) << c.what;
        }
    }
}

// [SECTION] Repetition rules

// Plays a line of moves that must not end the game.
void play_line(Position& pos, std::initializer_list<const char*> moves) {
    for (const char* m : moves) ASSERT_EQ(play(pos, m).status, Status::Ongoing) << m;
}

// Moves of the side to move that neither lose at once (a repetition loss included) nor leave the
// opponent an immediately winning move.
std::set<std::string> moves_not_losing_in_one(Position pos) {
    std::set<std::string> out;
    const Side us = pos.side_to_move();
    const Status lost = us == Side::Attackers ? Status::DefendersWin : Status::AttackersWin;
    MoveList mine;
    pos.legal_moves(mine);
    for (Move m : mine) {
        bool ok = pos.make(m).status != lost;
        if (ok && !pos.game_over()) {
            MoveList theirs;
            pos.legal_moves(theirs);
            for (Move reply : theirs) {
                ok = pos.make(reply).status != lost;
                pos.unmake();
                if (!ok) break;
            }
        }
        if (ok) out.insert(move_name(m));
        pos.unmake();
    }
    return out;
}

// Brandubh (`repetition: mover-loses`). The king shuttles e2-e1 and the attacker c2-c1 shuts his
// way to a1 each time. The third time, c2-c1 would repeat the position a third time and lose;
// the one move that neither repeats nor lets the king out is b5-b1.
TEST(AiEngine, MoverLosesRepetitionIsAvoided) {
    const char* drawing = R"(
        X.....X
        .......
        .a.....
        ...+...
        .....d.
        .......
        X.a.KdX)";
    Position pos = drawn("brandubh", drawing, Side::Defenders);
    play_line(pos, {"e1-e2", "c1-c2", "e2-e1", "c2-c1", "e1-e2", "c1-c2", "e2-e1"});
    ASSERT_EQ(pos.side_to_move(), Side::Attackers);
    ASSERT_EQ(pos.escape_routes(), 1);
    // The rules as the test reads them: c2-c1 repeats and loses, b5-b1 is the only other parry.
    {
        Position probe = pos;
        const MoveResult r = play(probe, "c2-c1");
        ASSERT_EQ(reason_id(r.reason), reason_id(Reason::Repetition));
        ASSERT_EQ(status_id(r.status), status_id(Status::DefendersWin));
        ASSERT_EQ(moves_not_losing_in_one(pos), std::set<std::string>{"b5-b1"});
    }
    for (const ai::Level& level : ai::levels()) {
        ai::Limits limits = level.limits;
        if (limits.nodes > 0) limits.nodes = std::min<std::uint64_t>(limits.nodes, 100000);
        for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
            ai::Searcher s(kTtMegabytes);
            const ai::Result r = s.search(pos, limits, level.style, seed);
            EXPECT_EQ(move_name(r.best), "b5-b1")
                << level.id << " seed " << seed << " score " << r.score << " pv " << line(r.pv);
        }
    }
    // One round earlier c2-c1 is a good block (the second occurrence only), and the search
    // prefers it: only the repetition rule turns it away.
    Position earlier = drawn("brandubh", drawing, Side::Defenders);
    play_line(earlier, {"e1-e2", "c1-c2", "e2-e1"});
    Position probe = earlier;
    EXPECT_EQ(play(probe, "c2-c1").status, Status::Ongoing);
    EXPECT_EQ(probe.escape_routes(), 0);
    EXPECT_EQ(moves_not_losing_in_one(earlier), (std::set<std::string>{"b5-b1", "c2-c1"}));
    ai::Searcher s(kTtMegabytes);
    EXPECT_EQ(move_name(s.search(earlier, ai::Limits{0, 100000, 0}, ai::find_level("jarl")->style, 1).best), "c2-c1")
        << "precondition: without a third repetition the search should prefer c2-c1, or this test proves little";
}

// Fetlar (`repetition: draw`). The same shuttle, but c2-c1 is the only block: repeating a third
// time draws, anything else lets the king escape. A lost side takes the draw.
TEST(AiEngine, LostSideRepeatsIntoADraw) {
    const char* drawing = R"(
        X.........X
        ...........
        ...........
        ........a..
        ...........
        .....+.....
        ...........
        .........a.
        ...........
        ...........
        X.a.Kd....X)";
    Position pos = drawn("fetlar", drawing, Side::Defenders);
    play_line(pos, {"e1-e2", "c1-c2", "e2-e1", "c2-c1", "e1-e2", "c1-c2", "e2-e1"});
    ASSERT_EQ(pos.side_to_move(), Side::Attackers);
    {
        Position probe = pos;
        const MoveResult r = play(probe, "c2-c1");
        ASSERT_EQ(status_id(r.status), status_id(Status::Draw));
        ASSERT_EQ(reason_id(r.reason), reason_id(Reason::Repetition));
        ASSERT_EQ(moves_not_losing_in_one(pos), std::set<std::string>{"c2-c1"});
    }
    for (const ai::Level& level : ai::levels()) {
        ai::Limits limits = level.limits;
        if (limits.nodes > 0) limits.nodes = std::min<std::uint64_t>(limits.nodes, 100000);
        for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
            ai::Searcher s(kTtMegabytes);
            const ai::Result r = s.search(pos, limits, level.style, seed);
            EXPECT_EQ(move_name(r.best), "c2-c1") << level.id << " seed " << seed << " score " << r.score;
            EXPECT_EQ(r.score, 0) << level.id << " seed " << seed << ": a repetition draw scores 0";
        }
    }
    // Under Copenhagen's `defenders-lose` the same repetition wins for the attackers.
    Position cph = drawn("copenhagen", drawing, Side::Defenders);
    play_line(cph, {"e1-e2", "c1-c2", "e2-e1", "c2-c1", "e1-e2", "c1-c2", "e2-e1"});
    ai::Searcher s(kTtMegabytes);
    const ai::Result r = s.search(cph, ai::Limits{0, 100000, 0}, ai::Style{}, 1);
    EXPECT_EQ(move_name(r.best), "c2-c1");
    EXPECT_TRUE(ai::is_win_score(r.score) && r.score > 0) << r.score;
}

}  // namespace
}  // namespace tafl

namespace tafl {
namespace {

// [SECTION] The parallel search (lazy SMP)

// With helper threads the search still answers a legal move in every preset, within its limit,
// and a single-thread search after a parallel one on the same Searcher is again the
// deterministic one.
TEST(AiParallel, HelpersGiveLegalMovesAndOneThreadIsDeterministicAgain) {
    ai::Searcher parallel(8);
    parallel.set_threads(3);
    EXPECT_EQ(parallel.threads(), 3);
    ai::Searcher single(8);
    for (const char* preset : kAllPresets) {
        const Position pos = start_of(preset);
        const ai::Result r = parallel.search(pos, ai::Limits{4, 0, 0}, ai::Style{}, 7);
        ASSERT_TRUE(r.has_move()) << preset;
        EXPECT_EQ(pos.check_move(r.best), Illegal::None) << preset << ": " << move_name(r.best);
        EXPECT_EQ(r.depth, 4) << preset;
    }
    parallel.set_threads(1);
    EXPECT_EQ(parallel.threads(), 1);
    const Position pos = start_of("copenhagen");
    const ai::Result a = parallel.search(pos, ai::Limits{0, 20000, 0}, ai::Style{}, 3);
    const ai::Result b = single.search(pos, ai::Limits{0, 20000, 0}, ai::Style{}, 3);
    EXPECT_EQ(move_name(a.best), move_name(b.best));
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.score, b.score);
}

// A forced win is found by the parallel search too, and stop() ends it with a move.
TEST(AiParallel, FindsTheEscapeAndStopsOnRequest) {
    // The king on e5 with the e-file open to e9: the defenders win at once.
    const Position open = drawn("tablut", R"(
        .........
        .........
        .........
        .........
        a...K...a
        .a.....a.
        .........
        ..a...a..
        ...a.a...)",
                                Side::Defenders);
    ai::Searcher searcher(8);
    searcher.set_threads(2);
    const ai::Result win = searcher.search(open, ai::Limits{6, 0, 0}, ai::Style{}, 1);
    ASSERT_TRUE(win.has_move());
    EXPECT_TRUE(ai::is_win_score(win.score)) << win.score;
    EXPECT_EQ(win.best.from, test::sq("e5"));

    std::atomic<bool> stop{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop = true;
    });
    const auto t0 = Clock::now();
    const ai::Result r = searcher.search(start_of("copenhagen"), ai::Limits{}, ai::Style{}, 1, {}, &stop);
    stopper.join();
    EXPECT_TRUE(r.has_move());
    EXPECT_LT(ms_since(t0), 10000);
}

}  // namespace
}  // namespace tafl
