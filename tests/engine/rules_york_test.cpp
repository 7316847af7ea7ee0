// rules_york_test.cpp: the York Hnefatafl preset (seed 004; rules-reference §4.1, §5) on
// positions drawn as text: captures without corners, the unarmed strong king, the centre square,
// edge escape, rule 10 (king_shield: breakable), encirclement, repetition and no-move endings.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "test_support.h"

namespace tafl {
namespace {

using namespace tafl::test;
using Caps = std::vector<std::string>;

constexpr const char* kId = "york";

// Attackers close in on the king: the first move leaves him on the board, the second, after the
// defenders' `spare` move, takes him.
void expect_king_falls_on_second(const char* board, const char* first, const char* spare, const char* second,
                                 const char* king) {
    Position pos = drawn(kId, board, Side::Attackers);
    MoveResult r = checked(pos, first);
    EXPECT_TRUE(captured(r).empty()) << first;
    expect_outcome(r, Status::Ongoing, Reason::None);
    checked(pos, spare);
    r = checked(pos, second);
    EXPECT_EQ(captured(r), (Caps{king})) << second;
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(pos.king_square(), kNoSquare);
}

// [SECTION] Men

// Rule 8: men are taken between two enemies on a rank or file, two at once if the move closes
// two lines. There are no corner squares: a1 is an ordinary square, open to men and no enemy.
TEST(York, CustodialCaptureWithoutCorners) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . K .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . a d . d a . . . .
            . . . . . . . . . . .
            . a . . a . . d . . .
        )",
                         Side::Attackers);
    EXPECT_EQ(captured(checked(pos, "e1-e3")), (Caps{"d3", "f3"}));
    EXPECT_TRUE(captured(checked(pos, "h1-c1")).empty());
    EXPECT_EQ(pos.at(sq("b1")), Piece::Attacker);
    EXPECT_TRUE(generated(pos, "b1-a1"));
    EXPECT_TRUE(captured(checked(pos, "b1-a1")).empty());
}

// "Le roi ne peut participer à capture": the king captures neither as the mover nor as the
// second piece.
TEST(York, KingIsUnarmed) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . a . . .
            . . . . . . . . . . .
            . . . d . + . . . . .
            . a . . . . . . . . .
            . . a d . . . . . . .
            . . . . . . . . . . .
            . K . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "b2-b4")).empty());
    checked(pos, "h8-h7");
    EXPECT_TRUE(captured(checked(pos, "d6-b6")).empty());
    EXPECT_EQ(pos.piece_count(Piece::Attacker), 3);
}

// The centre square counts only against the king: it is no enemy of men of either side.
TEST(York, CentreSquareIsNotHostileToMen) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . d . . . . .
            . K . . . . . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . . + . . . . .
            . . . . . d . . . . .
            . . . . . . . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "f10-f8")).empty());
    EXPECT_TRUE(captured(checked(pos, "j4-f4")).empty());
    EXPECT_EQ(pos.at(sq("f7")), Piece::Attacker);
    EXPECT_EQ(pos.at(sq("f5")), Piece::Defender);
}

// Rule 7: only the king may land on the centre square; every piece may pass over it when empty.
TEST(York, CentreSquareKingOnlyButCrossable) {
    Position pos = drawn(kId, R"(
            . . . . . d . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            a . . . . + . . . K .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    EXPECT_EQ(pos.check_move(mv("a6-f6")), Illegal::RestrictedSquare);
    EXPECT_FALSE(generated(pos, "a6-f6"));
    EXPECT_TRUE(generated(pos, "a6-i6"));
    EXPECT_TRUE(generated(pos, "a6-a1"));
    checked(pos, "a6-a5");
    EXPECT_EQ(pos.check_move(mv("f11-f6")), Illegal::RestrictedSquare);
    EXPECT_FALSE(generated(pos, "f11-f6"));
    for (const char* m : {"f11-f1", "j6-b6", "j6-f6"}) EXPECT_TRUE(generated(pos, m)) << m;
    checked(pos, "j6-f6");
    EXPECT_EQ(pos.king_square(), sq("f6"));
}

// [SECTION] The king

// Rules 3, 8, 11: the king is taken by four attackers, or by three with the centre square as the
// fourth side (beside it, or on it with all four).
TEST(York, KingNeedsFourOrThreeAndTheCentre) {
    expect_king_falls_on_second(R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . a . . . . . . .
            . . a K . . . a . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . a . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . d .
            . . . . . . . . . . .
        )",
                                "d4-d7", "j2-j3", "h8-e8", "d8");
    expect_king_falls_on_second(R"(
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a K . . . a .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . d . . . . . . . . .
            . . . . . . . . . . .
        )",
                                "f10-f8", "b2-b3", "j7-g7", "f7");
    expect_king_falls_on_second(R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . a K . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . d . . . a . . . . .
            . . . . . . . . . . .
        )",
                                "f2-f5", "b2-b3", "j6-g6", "f6");
}

// The edge does not count against the king (edge_hostile_king: no): a king found on the edge
// of a started position (§5) is not taken by three attackers.
TEST(York, EdgeDoesNotHelpTakeTheKing) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . d .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a K a . . . .
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "f4-f2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
    EXPECT_EQ(pos.king_square(), sq("f1"));
}

// Rule 4: the defenders win when the king reaches any edge square.
TEST(York, KingEscapesToAnyEdgeSquare) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . a . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . K . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "c5-c4"), Status::Ongoing, Reason::None);
    checked(pos, "h8-h7");
    MoveResult r = checked(pos, "c4-c1");
    expect_outcome(r, Status::DefendersWin, Reason::Escape);
    EXPECT_TRUE(pos.game_over());
}

// [SECTION] Rule 10 (king_shield: breakable)

// A defender on the king's fourth side, the other three enclosed, is taken by an attacker moving
// to its far side, between its own king and the attacker; the king stays and falls to the next
// attacker that takes the freed side.
TEST(York, ShieldManTakenAgainstHisKing) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a . . . . . .
            . . . a K a . . . . .
            . . . . d . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a . . . . d .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "e2-e6");
    EXPECT_EQ(captured(r), (Caps{"e7"}));
    expect_outcome(r, Status::Ongoing, Reason::None);
    EXPECT_EQ(pos.king_square(), sq("e8"));
    checked(pos, "j2-j3");
    r = checked(pos, "e6-e7");
    EXPECT_EQ(captured(r), (Caps{"e8"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// Rule 10 needs three enclosed sides: with two the shield man stands.
TEST(York, ShieldManSafeWhileTwoKingSidesAreOpen) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a . . . . . .
            . . . a K . . . . . .
            . . . . d . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . a . . . . d .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    EXPECT_TRUE(captured(checked(pos, "e2-e6")).empty());
    EXPECT_EQ(pos.at(sq("e7")), Piece::Defender);
}

// The centre square counts as one of the three sides for rule 10 too.
TEST(York, ShieldManBesideTheCentre) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . a K a . . . .
            . . . . . d . . . . .
            . . a . . . . . . . .
            . . . . . . . . . d .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "c3-f3");
    EXPECT_EQ(captured(r), (Caps{"f4"}));
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// [SECTION] Encirclement (rule 9) and other endings

// Rule 9: the attacker move that closes a ring round the king and all his men wins.
TEST(York, EncirclementWins) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . a . a . . . .
            . . . a . d . a . . .
            . . a . d K . . a . .
            . . . a . . . a . . .
            . . . . a . a . . . .
            . . a . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "c3-f3");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::AttackersWin, Reason::Encirclement);
}

// All remaining defenders must be enclosed: one outside the ring keeps the game going.
TEST(York, NoEncirclementWithADefenderOutside) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . a . a . . . .
            . . . a . d . a . . .
            . . a . d K . . a . .
            . . . a . . . a . . .
            . . . . a . a . . . .
            . . a . . . . . . . .
            . . . . . . . . . d .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "c3-f3"), Status::Ongoing, Reason::None);
}

// Encirclement is judged after attacker moves only.
TEST(York, EncirclementJudgedAfterAttackerMovesOnly) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . a . . . . .
            . . . . a . a . . . .
            . . . a . d . a . . .
            . . a . d K . . a . .
            . . . a . . . a . . .
            . . . . a . a . . . .
            . . . . . a . . . . .
            . a . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "e6-e5"), Status::Ongoing, Reason::None);
    expect_outcome(checked(pos, "b2-b3"), Status::AttackersWin, Reason::Encirclement);
}

// repetition: draw (choice): the third occurrence of a position, the start being the first.
TEST(York, ThirdRepetitionIsADraw) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . K .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . a . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
        )",
                         Side::Attackers);
    const char* cycle[] = {"b3-b4", "j9-j8", "b4-b3", "j8-j9"};
    for (int i = 0; i < 7; ++i) expect_outcome(checked(pos, cycle[i % 4]), Status::Ongoing, Reason::None);
    expect_outcome(checked(pos, cycle[3]), Status::Draw, Reason::Repetition);
}

// no_moves: lose (choice): the attackers, left without a move, lose.
TEST(York, NoLegalMoveLoses) {
    Position pos = drawn(kId, R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . K . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . + . . . . .
            . . . . . d . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . d a d . . . .
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "f5-f2"), Status::DefendersWin, Reason::NoMoves);
}

}  // namespace
}  // namespace tafl
