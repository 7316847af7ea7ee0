// prove_test.cpp: forced wins in N moves (puzzles): found when they exist, refused when a defence
// holds, bounded by the node budget; a stated solution line checked move by move.
#include <gtest/gtest.h>

#include "taflbord/ai/prove.h"
#include "test_support.h"

namespace tafl {
namespace {

Position brandubh_at(std::string_view drawing, Side to_move) {
    std::string error;
    auto pos = Position::from_record(test::compile(test::preset_rules("brandubh")), test::drawing_to_record(drawing),
                                     to_move, &error);
    if (!pos) throw std::runtime_error(error);
    return *pos;
}

Move mv(std::string_view text) {
    const auto dash = text.find('-');
    return Move{static_cast<std::int16_t>(*parse_square(text.substr(0, dash), 7)),
                static_cast<std::int16_t>(*parse_square(text.substr(dash + 1), 7))};
}

// The king alone on the throne, one attacker on d1: every king move along a line to an empty
// edge forks two corners.
constexpr std::string_view kLoneKing = R"(
    X . . . . . X
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    X . . a . . X)";

TEST(Prove, FindsEveryWinningFirstMoveOfAForcedWinInTwo) {
    const Position pos = brandubh_at(kLoneKing, Side::Defenders);
    const ai::Proof one = ai::prove_win(pos, 1, 0);
    EXPECT_EQ(one.result, ai::ProofResult::NoWin);  // no corner is a move away
    EXPECT_EQ(one.nodes, 11u);                      // the king's eleven moves, each made once
    const ai::Proof two = ai::prove_win(pos, 2, 0);
    ASSERT_EQ(two.result, ai::ProofResult::Win);
    // Up, left and right reach an edge with both corners open; down stops beside the attacker.
    std::vector<std::string> names;
    for (const Move m : two.first_moves) names.push_back(move_name(m));
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names, (std::vector<std::string>{"d4-a4", "d4-d7", "d4-g4"}));
    EXPECT_GT(two.nodes, 0u);
}

TEST(Prove, ADefenceThatHoldsIsNoWinAndTheBudgetIsHonoured) {
    const Position start(test::compile(test::preset_rules("brandubh")));
    EXPECT_EQ(ai::prove_win(start, 2, 0).result, ai::ProofResult::NoWin);
    const ai::Proof cut = ai::prove_win(start, 3, 500);
    EXPECT_EQ(cut.result, ai::ProofResult::Unknown);
    EXPECT_LE(cut.nodes, 501u);
}

TEST(Prove, ASolutionLineIsCheckedMoveByMove) {
    const Position pos = brandubh_at(kLoneKing, Side::Defenders);
    int failed = -2;
    EXPECT_TRUE(ai::check_solution(pos, 2, {mv("d4-g4"), mv("d1-d2"), mv("g4-g1")}, 0, &failed));
    // A first move that does not force the win, an illegal reply, a line that stops short.
    EXPECT_FALSE(ai::check_solution(pos, 2, {mv("d4-d2"), mv("d1-c1"), mv("d2-a2")}, 0, &failed));
    EXPECT_EQ(failed, 0);
    EXPECT_FALSE(ai::check_solution(pos, 2, {mv("d4-g4"), mv("d1-d4"), mv("g4-g1")}, 0, &failed));
    EXPECT_EQ(failed, 1);
    EXPECT_FALSE(ai::check_solution(pos, 2, {mv("d4-g4"), mv("d1-d2")}, 0, &failed));
    EXPECT_EQ(failed, 2);
}

}  // namespace
}  // namespace tafl
