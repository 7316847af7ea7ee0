// position_test.cpp: generic behaviour of Position whatever the preset: Zobrist golden keys,
// make/unmake symmetry over random playouts, check_move reasons, position-record errors, board
// sizes 7..19 with 2x2 corner blocks, and the golden values of the engine's PRNGs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "taflbord/prng.h"
#include "taflbord/zobrist.h"
#include "test_support.h"

namespace tafl {
namespace {

using test::captured;
using test::compile;
using test::drawn;
using test::mv;
using test::play;
using test::preset_rules;
using test::sq;

// The OpenTafl record of an n x n board with the given pieces ('t', 'T', 'K') on named squares.
std::string record_of(int n, const std::map<std::string, char>& pieces) {
    std::string rec = "/";
    for (int r = 0; r < n; ++r) {
        int empty = 0;
        for (int f = 0; f < n; ++f) {
            auto it = pieces.find(square_name(make_square(f, r)));
            if (it == pieces.end()) {
                ++empty;
                continue;
            }
            if (empty) rec += std::to_string(empty);
            empty = 0;
            rec += it->second;
        }
        if (empty) rec += std::to_string(empty);
        rec += '/';
    }
    return rec;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Zobrist keys

// Golden keys of every preset's start position: the compile-time table and its seed must not move.
TEST(Position, ZobristGoldenStartKeys) {
    const std::map<std::string, std::uint64_t> golden = {
        {"ard-ri", 0xD6269250D00EEDFCULL},
        {"ard-ri-square", 0x8AF88517807347FBULL},
        {"brandubh", 0xD6269250D00EEDFCULL},
        {"copenhagen", 0x8C0395A4108C095FULL},
        {"fetlar", 0x8C0395A4108C095FULL},
        {"hnefatafl", 0xE7A221E5B6E06A06ULL},
        {"koenigszabel", 0x184E195B622109B9ULL},
        {"tablut", 0x55D3B6224560D3C2ULL},
        {"tablut-brettspielnetz", 0xE6898A60E5FA622CULL},
        {"tablut-corner", 0x55D3B6224560D3C2ULL},
        {"tawlbwrdd", 0x46208A4230B3108DULL},
        {"tawlbwrdd-diamond", 0x8C0395A4108C095FULL},
        {"tawlbwrdd-lewis", 0x70E0DB5DFC57C5C6ULL},
        {"york", 0x8C0395A4108C095FULL},
    };
    std::set<std::string> seen;
    for (const Variant* v : test::shipped_variants().all()) {
        Position start(compile(v->rules));
        auto it = golden.find(v->id);
        ASSERT_NE(it, golden.end()) << "no golden key for preset " << v->id;
        EXPECT_EQ(start.key(), it->second) << v->id;
        seen.insert(v->id);
    }
    EXPECT_EQ(seen.size(), golden.size());
}

// The side to move is part of the key: the same board with the other side differs by side_key().
TEST(Position, KeyDependsOnSideToMove) {
    auto rules = compile(preset_rules("brandubh"));
    std::string error;
    auto a = Position::from_record(rules, rules->set().setup, Side::Attackers, &error);
    auto d = Position::from_record(rules, rules->set().setup, Side::Defenders, &error);
    ASSERT_TRUE(a && d) << error;
    EXPECT_NE(a->key(), d->key());
    EXPECT_EQ(a->key() ^ d->key(), zobrist::side_key());
    EXPECT_EQ(a->key(), Position(rules).key());
}

// key_after_quiet() names the key a move that takes nothing leads to, before it is made; a capture
// changes the key further. Checked over every legal move of a few plies of random games.
TEST(Position, KeyAfterQuietMatchesTheMoveMade) {
    for (const char* id : {"brandubh", "copenhagen", "tablut"}) {
        Position pos(compile(preset_rules(id)));
        SplitMix64 rng(7);
        int quiet = 0, captures = 0;
        for (int ply = 0; ply < 40 && !pos.game_over(); ++ply) {
            MoveList moves;
            pos.legal_moves(moves);
            for (Move m : moves) {
                const std::uint64_t expected = pos.key_after_quiet(m);
                const MoveResult& r = pos.make(m);
                if (r.capture_count == 0) {
                    EXPECT_EQ(pos.key(), expected) << id << " ply " << ply;
                    ++quiet;
                } else {
                    EXPECT_NE(pos.key(), expected) << id << " ply " << ply;
                    ++captures;
                }
                pos.unmake();
            }
            pos.make(moves[static_cast<int>(rng.next() % static_cast<std::uint64_t>(moves.size()))]);
        }
        EXPECT_GT(quiet, 1000) << id;
        EXPECT_GT(captures, 0) << id;
    }
}

// earlier_occurrences_after_quiet() counts, before a move that takes nothing is made, what
// earlier_occurrences() counts after it. Checked over every legal move of games whose sides mostly
// step back with their last move, so that positions stand twice and more.
TEST(Position, EarlierOccurrencesAfterQuietMatchTheMoveMade) {
    // Both sides step back: the start stands again, the first position of the game counted.
    {
        Position pos(compile(preset_rules("brandubh")));
        pos.make(mv("d6-c6"));
        pos.make(mv("d5-c5"));
        EXPECT_EQ(pos.earlier_occurrences_after_quiet(mv("c6-d6")), 0);
        pos.make(mv("c6-d6"));
        EXPECT_EQ(pos.earlier_occurrences_after_quiet(mv("c5-d5")), 1);
        pos.make(mv("c5-d5"));
        EXPECT_EQ(pos.earlier_occurrences(), 1);
    }
    for (const char* id : {"brandubh", "copenhagen", "tablut"}) {
        Position pos(compile(preset_rules(id)));
        SplitMix64 rng(11);
        std::array<Move, 2> last{};  // each side's last move
        int checked = 0, twice = 0;
        for (int ply = 0; ply < 120 && !pos.game_over(); ++ply) {
            MoveList moves;
            pos.legal_moves(moves);
            for (Move m : moves) {
                const int expected = pos.earlier_occurrences_after_quiet(m);
                if (pos.make(m).capture_count == 0) {
                    EXPECT_EQ(pos.earlier_occurrences(), expected) << id << " ply " << ply << ": " << move_name(m);
                    ++checked;
                    if (expected >= 2) ++twice;
                }
                pos.unmake();
            }
            const auto side = static_cast<std::size_t>(index_of(pos.side_to_move()));
            Move next = moves[static_cast<int>(rng.next() % static_cast<std::uint64_t>(moves.size()))];
            const Move back{last[side].to, last[side].from};
            if (back.from >= 0 && rng.next() % 4 != 0 && pos.check_move(back) == Illegal::None) next = back;
            pos.make(next);
            last[side] = next;
        }
        EXPECT_GT(checked, 300) << id;
        EXPECT_GT(twice, 0) << id;
    }
}

// capture_moves() lists exactly the legal moves that take a man between the mover and a square
// hostile to him beyond: checked against every legal move made, over random games of presets with
// an armed, an unarmed and a hammer-only king, where no shieldwall takes men as well.
TEST(Position, CaptureMovesAreTheMovesThatTakeAMan) {
    const std::vector<std::pair<const char*, std::vector<std::pair<const char*, const char*>>>> cases = {
        {"brandubh", {}},
        {"tablut", {}},
        {"copenhagen", {{"shieldwall", "none"}}},
        {"fetlar", {}},
        {"koenigszabel", {}},
        {"york", {{"king_shield", "protects"}, {"king_armed", "hammer"}}},
        {"tablut", {{"edge_hostile_men", "yes"}}},
        {"brandubh", {{"throne_hostile_attackers", "always"}, {"throne_hostile_defenders", "empty"}}},
        {"copenhagen", {{"shieldwall", "none"}, {"corner_hostile", "attackers"}, {"king_armed", "hammer"}}},
    };
    for (const auto& [id, overrides] : cases) {
        RuleSet rules = preset_rules(id);
        for (auto [k, v] : overrides) ASSERT_FALSE(set_parameter(rules, k, v).has_value()) << id << " " << k;
        Position pos(compile(rules));
        SplitMix64 rng(5);
        int taking = 0;
        for (int ply = 0; ply < 160 && !pos.game_over(); ++ply) {
            MoveList moves, listed;
            pos.legal_moves(moves);
            pos.capture_moves(listed);
            std::set<std::pair<int, int>> expected, got;
            const Square king = pos.king_square();
            for (Move m : moves) {
                const MoveResult& r = pos.make(m);
                for (int i = 0; i < r.capture_count; ++i)
                    if (r.captured[static_cast<std::size_t>(i)] != king) expected.insert({m.from, m.to});
                pos.unmake();
            }
            for (Move m : listed) EXPECT_TRUE(got.insert({m.from, m.to}).second) << id << ": listed twice";
            EXPECT_EQ(got, expected) << id << " ply " << ply << " " << pos.record();
            taking += static_cast<int>(expected.size());
            // Mostly moves that take, so that the game thins out and takes more.
            pos.make(!listed.empty() && rng.next() % 2 == 0
                         ? listed[static_cast<int>(rng.next() % static_cast<std::uint64_t>(listed.size()))]
                         : moves[static_cast<int>(rng.next() % static_cast<std::uint64_t>(moves.size()))]);
        }
        EXPECT_GT(taking, 20) << id;
    }
}

// The rows of hostile empty squares capture_moves reads (the frame's ranks and files included) say
// what the per-square table says, for every preset and with hostile edges and corners.
TEST(Position, HostileEmptyRowsMatchTheSquares) {
    const std::vector<std::pair<const char*, std::vector<std::pair<const char*, const char*>>>> cases = {
        {"brandubh", {}},
        {"tablut", {{"edge_hostile_men", "yes"}}},
        {"copenhagen", {{"corner_hostile", "attackers"}}},
        {"fetlar", {{"throne_hostile_defenders", "empty"}, {"edge_hostile_men", "yes"}}},
        {"hnefatafl", {}},
        {"york", {{"edge_hostile_men", "yes"}}},
    };
    for (const auto& [id, overrides] : cases) {
        RuleSet set = preset_rules(id);
        for (auto [k, v] : overrides) ASSERT_FALSE(set_parameter(set, k, v).has_value()) << id << " " << k;
        const auto rules = compile(set);
        const int n = rules->size();
        int hostile = 0;
        for (Side victim : {Side::Attackers, Side::Defenders}) {
            for (int r = -1; r <= n; ++r) {
                for (int f = -1; f <= n; ++f) {
                    const bool want = rules->empty_hostile_to_man(make_square(f, r), victim);
                    EXPECT_EQ((rules->hostile_empty_row(victim, r) >> (f + 1) & 1U) != 0, want)
                        << id << " file " << f << " rank " << r;
                    hostile += want ? 1 : 0;
                }
                EXPECT_EQ(rules->hostile_empty_row(victim, r) >> (n + 2), 0U) << id << " rank " << r;
            }
        }
        EXPECT_GT(hostile, 0) << id;
    }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Make and unmake

// Everything unmake must restore, plus the move count as a check of the piece lists.
struct Snapshot {
    std::string record;
    std::uint64_t key;
    Side side;
    int ply;
    Status status;
    Reason reason;
    int moves;
};
Snapshot snapshot(const Position& pos) {
    MoveList moves;
    pos.legal_moves(moves);
    return {pos.record(), pos.key(), pos.side_to_move(), pos.ply(), pos.status(), pos.reason(), moves.size()};
}
void expect_same(const Snapshot& a, const Snapshot& b, const std::string& where) {
    EXPECT_EQ(a.record, b.record) << where;
    EXPECT_EQ(a.key, b.key) << where;
    EXPECT_EQ(a.side, b.side) << where;
    EXPECT_EQ(a.ply, b.ply) << where;
    EXPECT_EQ(a.status, b.status) << where;
    EXPECT_EQ(a.reason, b.reason) << where;
    EXPECT_EQ(a.moves, b.moves) << where;
}

// Random playouts of up to 200 plies: each key equals the key rebuilt from the record, and
// unmaking every move restores each earlier state exactly.
TEST(Position, MakeUnmakeRandomPlayouts) {
    std::uint64_t seed = 2024;
    for (const Variant* v : test::shipped_variants().all()) {
        auto rules = compile(v->rules);
        for (int game = 0; game < 3; ++game) {
            Pcg32 rng(seed++);
            Position pos(rules);
            std::vector<Snapshot> history;
            while (pos.ply() < 200 && !pos.game_over()) {
                history.push_back(snapshot(pos));
                MoveList moves;
                pos.legal_moves(moves);
                ASSERT_FALSE(moves.empty()) << v->id;
                Move m = moves[static_cast<int>(rng.below(static_cast<std::uint32_t>(moves.size())))];
                ASSERT_EQ(pos.check_move(m), Illegal::None) << v->id << " " << move_name(m);
                pos.make(m);
                if (pos.king_square() == kNoSquare) break;  // a record needs its king
                std::string error;
                auto rebuilt = Position::from_record(rules, pos.record(), pos.side_to_move(), &error);
                ASSERT_TRUE(rebuilt) << error;
                ASSERT_EQ(pos.key(), rebuilt->key()) << v->id << " ply " << pos.ply();
                ASSERT_EQ(pos.attackers_key(), rebuilt->attackers_key()) << v->id << " ply " << pos.ply();
            }
            ASSERT_EQ(pos.moves_played().size(), history.size());
            while (pos.ply() > 0) {
                pos.unmake();
                expect_same(snapshot(pos), history[static_cast<std::size_t>(pos.ply())],
                            v->id + " game " + std::to_string(game) + " ply " + std::to_string(pos.ply()));
            }
        }
    }
}

// The moves of the side to move found square by square, as the rules read: in piece-list order,
// east, west, north, south, each nearest first; a slide ends at an occupied square and after a
// square the piece may not move across. The generator works on line masks instead; it must agree.
std::vector<Move> moves_square_by_square(const Position& pos) {
    std::vector<Move> out;
    if (pos.game_over()) return out;
    const Rules& rules = pos.rules();
    for (std::int16_t from : pos.pieces(pos.side_to_move())) {
        const Piece p = pos.at(from);
        for (int d : kDirections) {
            for (Square to = from + d; pos.at(to) == Piece::Empty; to += d) {
                if (rules.can_stop(p, to)) out.push_back(Move{from, static_cast<std::int16_t>(to)});
                if (!rules.can_pass(p, to)) break;
            }
        }
    }
    return out;
}

// Random playouts under every preset and under rules that bar the throne or the corners in
// other ways: the generated list is the square-by-square list (the shuttle limit removing at
// most the reversal of the side's last move), and the count without a list is its size.
TEST(Position, LegalMovesAgreeWithTheSquareBySquareWalk) {
    std::vector<RuleSet> sets;
    for (const Variant* v : test::shipped_variants().all()) sets.push_back(v->rules);
    sets.push_back(preset_rules("copenhagen", {{"throne_cross", "nobody"}}));
    sets.push_back(preset_rules("copenhagen", {{"throne_cross", "king"}, {"shuttle_limit", "2"}}));
    sets.push_back(preset_rules("tablut", {{"throne_cross", "nobody"}, {"king_reenter", "no"}}));
    sets.push_back(preset_rules("brandubh", {{"corner_guard", "yes"}, {"shuttle_limit", "1"}}));
    std::uint64_t seed = 77;
    int positions = 0, shuttles = 0;
    for (const RuleSet& set : sets) {
        auto rules = compile(set);
        for (int game = 0; game < 10; ++game) {
            Pcg32 rng(seed++);
            Position pos(rules);
            while (pos.ply() < 300 && !pos.game_over()) {
                MoveList moves;
                pos.legal_moves(moves);
                std::vector<Move> walk = moves_square_by_square(pos);
                const int limit = set.shuttle_limit;
                if (limit > 0 && pos.shuttle_count(pos.side_to_move()) >= limit &&
                    static_cast<int>(walk.size()) == moves.size() + 1)
                    ++shuttles;
                ASSERT_EQ(pos.count_legal_moves(), moves.size()) << pos.record();
                std::vector<Move> listed(moves.begin(), moves.end());
                if (static_cast<int>(walk.size()) == moves.size()) {
                    ASSERT_TRUE(listed == walk) << pos.record();
                } else {
                    // The shuttle limit took one move out (the list's last move fills its place).
                    ASSERT_EQ(walk.size(), listed.size() + 1) << pos.record();
                    std::sort(listed.begin(), listed.end(), [](Move a, Move b) {
                        return a.from != b.from ? a.from < b.from : a.to < b.to;
                    });
                    std::vector<Move> barred;
                    std::sort(walk.begin(), walk.end(), [](Move a, Move b) {
                        return a.from != b.from ? a.from < b.from : a.to < b.to;
                    });
                    std::set_difference(walk.begin(), walk.end(), listed.begin(), listed.end(),
                                        std::back_inserter(barred), [](Move a, Move b) {
                                            return a.from != b.from ? a.from < b.from : a.to < b.to;
                                        });
                    ASSERT_EQ(barred.size(), 1U);
                    EXPECT_EQ(pos.check_move(barred[0]), Illegal::ShuttleLimit) << move_name(barred[0]);
                }
                ++positions;
                if (moves.empty()) break;
                // Mostly random, now and then the reversal of the mover's last move, so that the
                // shuttle limit comes into play.
                Move m = moves[static_cast<int>(rng.below(static_cast<std::uint32_t>(moves.size())))];
                if (pos.ply() >= 2 && rng.below(3) == 0) {
                    const Move last = pos.moves_played()[static_cast<std::size_t>(pos.ply() - 2)];
                    const Move back{last.to, last.from};
                    if (pos.check_move(back) == Illegal::None) m = back;
                }
                pos.make(m);
            }
        }
    }
    EXPECT_GT(positions, 10000);
    EXPECT_GT(shuttles, 10);  // the limit was met, so the correction for it was tested
}

// ---------------------------------------------------------------------------------------------
// [SECTION] check_move

// check_move names the reason a move is refused; the Brandubh start, attackers to move.
TEST(Position, CheckMoveReasons) {
    Position pos(compile(preset_rules("brandubh")));
    EXPECT_EQ(pos.check_move(mv("d7-e6")), Illegal::NotStraight);
    EXPECT_EQ(pos.check_move(mv("a4-c4")), Illegal::PathBlocked);
    EXPECT_EQ(pos.check_move(mv("d6-d5")), Illegal::DestinationOccupied);
    EXPECT_EQ(pos.check_move(mv("a4-a7")), Illegal::RestrictedSquare);
    EXPECT_EQ(pos.check_move(mv("c4-c1")), Illegal::NotYourPiece);
    EXPECT_EQ(pos.check_move(mv("b2-b3")), Illegal::NoPieceThere);
    EXPECT_EQ(pos.check_move(mv("d7-d7")), Illegal::SameSquare);
    EXPECT_EQ(pos.check_move(mv("a4-h4")), Illegal::NotOnBoard);
    EXPECT_EQ(pos.check_move(mv("d7-b7")), Illegal::None);
}

// A man may not stop on the empty throne; after the game ends every move is refused.
TEST(Position, CheckMoveThroneAndGameOver) {
    auto pos = drawn("brandubh", "X..a..X\n.......\n.......\n.......\n.......\nK......\nX.....X", Side::Attackers);
    EXPECT_EQ(pos.check_move(mv("d7-d4")), Illegal::RestrictedSquare);
    EXPECT_EQ(pos.check_move(mv("d7-d1")), Illegal::None);
    play(pos, "d7-d6");
    MoveResult r = play(pos, "a2-a1");
    EXPECT_EQ(r.status, Status::DefendersWin);
    EXPECT_EQ(pos.check_move(mv("d6-d5")), Illegal::GameOver);
    MoveList moves;
    pos.legal_moves(moves);
    EXPECT_TRUE(moves.empty());
}

// The shuttle limit (Brettspielnetz: 3) refuses the fourth reversal of the same piece.
TEST(Position, CheckMoveShuttleLimit) {
    Position pos(compile(preset_rules("tablut-brettspielnetz")));  // defenders move first
    for (const char* m : {"e7-f7", "d9-d8", "f7-e7", "d8-d9", "e7-f7", "d9-d8"}) play(pos, m);
    EXPECT_EQ(pos.shuttle_count(Side::Defenders), 3);
    EXPECT_EQ(pos.check_move(mv("f7-e7")), Illegal::ShuttleLimit);
    EXPECT_EQ(pos.check_move(mv("f7-g7")), Illegal::None);
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Position records

// Every malformed record is refused with a message naming the column (1-based) of the fault.
TEST(Position, FromRecordErrorsNameTheColumn) {
    auto rules = compile(preset_rules("brandubh"));
    auto expect_column = [&](const std::string& rec, std::size_t index) {
        std::string error;
        EXPECT_FALSE(Position::from_record(rules, rec, Side::Attackers, &error).has_value()) << rec;
        const std::string want = "column " + std::to_string(index + 1);
        const std::size_t at = error.find(want);
        const bool found =
            at != std::string::npos && (at + want.size() == error.size() || !std::isdigit(error[at + want.size()]));
        EXPECT_TRUE(found) << rec << " -> \"" << error << "\", wanted " << want;
    };
    const std::string bad_piece = "/3t3/3t3/3T3/ttTKTtx/3T3/3t3/3t3/";
    expect_column(bad_piece, bad_piece.find('x'));
    const std::string short_row = "/3t3/3t3/3T3/ttTKTt/3T3/3t3/3t3/";  // six squares in row 4
    expect_column(short_row, short_row.find("Tt/") + 2);
    const std::string long_row = "/3t3/3t3/3T3/ttTKTttt/3T3/3t3/3t3/";  // an eighth piece
    expect_column(long_row, long_row.find("ttTKTttt") + 7);
    expect_column("/3t4/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", 3);  // a count running past the edge
    const std::string many = "/7/7/7/3K3/7/7/7/7/";
    expect_column(many, many.size() - 2);
    const std::string kings = "/3t3/3t3/3T3/ttKKTtt/3T3/3t3/3t3/";
    expect_column(kings, kings.rfind('K'));
    expect_column("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", 0);  // no leading '/'
    const std::string no_trail = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3";
    expect_column(no_trail, no_trail.size() - 1);
    // A missing king is a fault of the whole record, not of a column: the message says so.
    std::string error;
    EXPECT_FALSE(Position::from_record(rules, "/3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/", Side::Attackers, &error));
    EXPECT_NE(error.find("no king"), std::string::npos) << error;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Board sizes and 2x2 corner blocks

// A 19x19 setup with the king on j10 and a cross of men around him.
std::string setup19() {
    return record_of(19, {{"j10", 'K'},
                          {"j9", 'T'},
                          {"j11", 'T'},
                          {"i10", 'T'},
                          {"k10", 'T'},
                          {"j1", 't'},
                          {"j19", 't'},
                          {"a10", 't'},
                          {"s10", 't'}});
}
RuleSet rules19(const char* guard) {
    RuleSet r = preset_rules("fetlar", {{"size", "19"}, {"corners", "block2"}, {"corner_guard", guard}});
    if (auto err = set_parameter(r, "setup", setup19())) ADD_FAILURE() << *err;
    return r;
}

// block2: the four squares of each corner block are corners: king-only, escape squares.
TEST(Position, Block2CornersOn19x19) {
    RuleSet r = rules19("no");
    ASSERT_TRUE(validate(r).empty()) << validate(r).front().message;
    auto rules = compile(r);
    for (const char* name : {"a1", "a2", "b1", "b2", "r18", "r19", "s18", "s19", "a18", "b19", "r1", "s2"}) {
        EXPECT_TRUE(rules->flags(sq(name)) & kCorner) << name;
        EXPECT_TRUE(rules->flags(sq(name)) & kEscape) << name;
        EXPECT_FALSE(rules->can_stop(Piece::Attacker, sq(name))) << name;
        EXPECT_FALSE(rules->can_stop(Piece::Defender, sq(name))) << name;
        EXPECT_TRUE(rules->can_stop(Piece::King, sq(name))) << name;
    }
    for (const char* name : {"c1", "c3", "a3", "q19", "j10"}) EXPECT_FALSE(rules->flags(sq(name)) & kCorner) << name;
    Position start(rules);
    EXPECT_EQ(start.record(), setup19());
    EXPECT_GT(perft(start, 2), 0U);
}

// block2 corners are hostile, including the inner square b2, and the king escapes onto any of them.
TEST(Position, Block2CornersHostileAndEscape) {
    std::string board = record_of(
        19, {{"c1", 't'}, {"c2", 't'}, {"a3", 't'}, {"p16", 't'}, {"d5", 'T'}, {"g2", 'T'}, {"e4", 'T'}, {"b8", 'K'}});
    std::string error;
    auto pos = Position::from_record(compile(rules19("no")), board, Side::Defenders, &error);
    ASSERT_TRUE(pos) << error;
    EXPECT_EQ(captured(play(*pos, "d5-d1")), std::vector<std::string>{"c1"});  // against b1
    play(*pos, "p16-p15");
    EXPECT_EQ(captured(play(*pos, "g2-d2")), std::vector<std::string>{"c2"});  // against b2
    play(*pos, "p15-p16");
    EXPECT_EQ(captured(play(*pos, "e4-a4")), std::vector<std::string>{"a3"});  // against a2
    play(*pos, "p16-p15");
    MoveResult r = play(*pos, "b8-b2");
    EXPECT_EQ(r.status, Status::DefendersWin);
    EXPECT_EQ(r.reason, Reason::Escape);
}

// corner_guard with blocks: the squares next to a block (not diagonal) are king-only.
TEST(Position, Block2CornerGuard) {
    RuleSet r = rules19("yes");
    ASSERT_TRUE(validate(r).empty()) << validate(r).front().message;
    auto rules = compile(r);
    int guards = 0;
    for (Square s : rules->squares())
        if (rules->flags(s) & kCornerGuard) ++guards;
    EXPECT_EQ(guards, 16);
    for (const char* name :
         {"c1", "c2", "a3", "b3", "q1", "q2", "r3", "s3", "a17", "b17", "c18", "c19", "q18", "r17"}) {
        EXPECT_TRUE(rules->flags(sq(name)) & kCornerGuard) << name;
        EXPECT_FALSE(rules->can_stop(Piece::Attacker, sq(name))) << name;
        EXPECT_TRUE(rules->can_stop(Piece::King, sq(name))) << name;
    }
    for (const char* name : {"c3", "d1", "a4", "b2"}) EXPECT_FALSE(rules->flags(sq(name)) & kCornerGuard) << name;
}

// king_edge_safe marks every edge square, corners included, as one where the king cannot be
// taken, and no other; without it none is marked.
TEST(Position, KingSafeSquaresFollowKingEdgeSafe) {
    auto safe = compile(preset_rules("copenhagen"));
    int marked = 0;
    for (Square s : safe->squares()) {
        EXPECT_EQ(safe->king_safe_at(s), (safe->flags(s) & kEdge) != 0) << square_name(s);
        marked += safe->king_safe_at(s) ? 1 : 0;
    }
    EXPECT_EQ(marked, 40);
    for (const char* name : {"a1", "a6", "f11", "k5"}) EXPECT_TRUE(safe->king_safe_at(sq(name))) << name;
    for (const char* name : {"b2", "f6", "j10"}) EXPECT_FALSE(safe->king_safe_at(sq(name))) << name;
    auto unsafe = compile(preset_rules("copenhagen", {{"king_edge_safe", "no"}}));
    for (Square s : unsafe->squares()) EXPECT_FALSE(unsafe->king_safe_at(s)) << square_name(s);
}

// Every odd size from 7 to 19 builds a working position; other sizes are refused.
TEST(Position, AllBoardSizesConstruct) {
    for (int n = 7; n <= 19; n += 2) {
        const int c = n / 2;
        auto at = [](int f, int rk) { return square_name(make_square(f, rk)); };
        std::string setup = record_of(n, {{at(c, c), 'K'},
                                          {at(c - 1, c), 'T'},
                                          {at(c + 1, c), 'T'},
                                          {at(c, c - 1), 'T'},
                                          {at(c, c + 1), 'T'},
                                          {at(c, 0), 't'},
                                          {at(c, n - 1), 't'},
                                          {at(0, c), 't'},
                                          {at(n - 1, c), 't'}});
        RuleSet r = preset_rules("tablut", {{"size", std::to_string(n).c_str()}});
        ASSERT_FALSE(set_parameter(r, "setup", setup));
        ASSERT_TRUE(validate(r).empty()) << n << ": " << validate(r).front().message;
        Position pos(compile(r));
        EXPECT_EQ(pos.size(), n);
        EXPECT_EQ(pos.record(), setup);
        EXPECT_EQ(pos.king_square(), make_square(c, c));
        // Each edge attacker: c squares either way along its edge, c - 2 inward.
        EXPECT_EQ(perft(pos, 1), static_cast<std::uint64_t>(4 * (3 * c - 2))) << n;
        EXPECT_GT(perft(pos, 2), 0U);
    }
    RuleSet r = preset_rules("tablut");
    EXPECT_TRUE(set_parameter(r, "size", "21"));
    EXPECT_TRUE(set_parameter(r, "size", "5"));
    ASSERT_FALSE(set_parameter(r, "size", "8"));
    ASSERT_FALSE(validate(r).empty());
    EXPECT_EQ(validate(r).front().parameter, "size");
}

// ---------------------------------------------------------------------------------------------
// [SECTION] PRNG

// Golden outputs: the generators must replay identically on every platform.
TEST(Position, PrngGoldenValues) {
    Pcg32 pcg(42);
    for (std::uint32_t expected : {2650355783U, 26994255U, 4034243584U, 1469390608U, 4142566804U})
        EXPECT_EQ(pcg.next(), expected);
    SplitMix64 mix(1);
    for (std::uint64_t expected : {0x910A2DEC89025CC1ULL, 0xBEEB8DA1658EEC67ULL, 0xF893A2EEFB32555EULL,
                                   0x71C18690EE42C90BULL, 0x71BB54D8D101B5B9ULL})
        EXPECT_EQ(mix.next(), expected);
    constexpr std::uint64_t first = [] {
        SplitMix64 g(1);
        return g.next();
    }();
    static_assert(first == 0x910A2DEC89025CC1ULL);
    EXPECT_NE(Pcg32(42, 1).next(), Pcg32(42).next());  // another stream, another sequence
}

// below(bound) stays in [0, bound) and reaches every value of a small range.
TEST(Position, PrngBelowStaysInRange) {
    Pcg32 rng(7);
    EXPECT_EQ(rng.below(0), 0U);
    EXPECT_EQ(rng.below(1), 0U);
    for (std::uint32_t bound : {2U, 3U, 7U, 10U, 1000U, 0x80000001U, 0xFFFFFFFFU})
        for (int i = 0; i < 2000; ++i) ASSERT_LT(rng.below(bound), bound) << bound;
    std::set<std::uint32_t> seen;
    for (int i = 0; i < 1000; ++i) seen.insert(rng.below(7));
    EXPECT_EQ(seen.size(), 7U);
}

}  // namespace
// A long game: the announcements after every move (as a match records them) test the king's
// danger on a copy of the board without the game's history, so each costs the same at ply 100,000
// as at ply 1 (a copy with the history made loading a long record grow with the square of its
// length). The answers are those of the same board without a history, and the history survives.
TEST(Position, AnnouncementsInALongGameKeepTheHistory) {
    auto rules = compile(preset_rules("brandubh", {{"repetition", "ignore"}}));
    Position pos(rules);
    const char* shuttle[] = {"a4-a3", "d5-c5", "a3-a4", "c5-d5"};
    for (int i = 0; i < 100000; ++i) {
        pos.make(mv(shuttle[i % 4]));
        ASSERT_FALSE(pos.game_over()) << "ply " << pos.ply();
        ASSERT_EQ(pos.announcements(), kAnnounceNone) << "ply " << pos.ply();
    }
    EXPECT_EQ(pos.ply(), 100000U);
    EXPECT_EQ(pos.earlier_occurrences(), 25000);
    EXPECT_EQ(pos.moves_played().size(), 100000U);
    pos.unmake();
    EXPECT_EQ(move_name(pos.moves_played().back()), "a3-a4");
}

}  // namespace tafl
