// rules_koenigszabel_test.cpp: the Königszabel preset (seed 000; rules-reference §4.1, §5) on
// positions drawn as text: captures, restricted squares, the strong king in every zone, escape,
// the optional shieldwall, repetition and no-move endings. The king's shield: rules_shield_test.
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

constexpr const char* kId = "koenigszabel";

// [SECTION] Captures of men

// "Einfaches Schlagen": a man closed between the mover and an enemy along a rank or file is
// taken; a man touched only diagonally is not.
TEST(Koenigszabel, CustodialCaptureAlongALineNotDiagonally) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . a d . . .
            . . . . . . . d . . . . .
            . . . . a d . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "g3-g5");
    EXPECT_EQ(captured(r), (Caps{"f5"}));
    EXPECT_EQ(pos.at(sq("f5")), Piece::Empty);
    EXPECT_EQ(pos.at(sq("h6")), Piece::Defender);
    expect_outcome(r, Status::Ongoing, Reason::None);
    // The defenders' men capture attackers the same way.
    EXPECT_EQ(captured(checked(pos, "h6-h7")), (Caps{"i7"}));
}

// "Sicheres Ziehen zwischen zwei Gegner": moving between two enemies is safe; the enemy must
// step away and come back to take the man.
TEST(Koenigszabel, SafeEntryBetweenTwoEnemies) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . a . a . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . d . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "f2-f5")).empty());
    EXPECT_EQ(pos.at(sq("f5")), Piece::Defender);
    EXPECT_TRUE(captured(checked(pos, "g5-g4")).empty());
    EXPECT_TRUE(captured(checked(pos, "k11-k12")).empty());
    EXPECT_EQ(captured(checked(pos, "g4-g5")), (Caps{"f5"}));
}

// "Schlagen durch den König": the armed king captures as the moving piece and also serves as
// the stationary piece of a capture.
TEST(Koenigszabel, ArmedKingCapturesAsMoverAndAnvil) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . a . .
            . . . . . d . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . a d . . . . . . .
            . . . . . . . . . . . . .
            . . . K . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Defenders);
    EXPECT_EQ(captured(checked(pos, "d3-d5")), (Caps{"e5"}));
    checked(pos, "k12-k11");
    checked(pos, "d5-d8");
    checked(pos, "k11-k12");
    EXPECT_EQ(captured(checked(pos, "f11-f8")), (Caps{"e8"}));
}

// "Zweifachschlag an einer Fluchtburg": a corner castle acts as an enemy of both sides, so one
// move takes a man against the corner and another against a piece.
TEST(Koenigszabel, DoubleCaptureAgainstACornerCastle) {
    Position pos = drawn(kId, R"(
            X d . . a . . . . . . . X
            . . d . . . . . . . . . .
            . . a . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . d . . . . . . . . . .
            . . a . . . . . . . . . .
            X a . . d . . . . . . . X
        )",
                         Side::Defenders);
    EXPECT_EQ(captured(checked(pos, "e1-c1")), (Caps{"b1", "c2"}));
    EXPECT_EQ(captured(checked(pos, "e13-c13")), (Caps{"b13", "c12"}));
}

// "Zweifachschlag" and "Dreifachschlag": one move takes two, or three, men in different
// directions.
TEST(Koenigszabel, DoubleAndTripleCapture) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . K . . . . . . . . a . .
            . . . . . . . . . . d . .
            . . . . . . . . a d . d a
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . a . .
            . . . a d . d a . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    EXPECT_EQ(captured(checked(pos, "f2-f5")), (Caps{"e5", "g5"}));
    checked(pos, "b12-b11");
    MoveResult r = checked(pos, "k6-k10");
    EXPECT_EQ(captured(r), (Caps{"j10", "k11", "l10"}));
    EXPECT_EQ(pos.piece_count(Piece::Defender), 0);
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// Only the castles stand in for pieces: the empty throne and the board edge are no enemies of
// men (throne_hostile_* never, edge_hostile_men no).
TEST(Koenigszabel, EmptyThroneAndEdgeAreNotHostileToMen) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . d . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . . + . . . . . .
            . . . . . . d . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . a . . . . .
            X . . . d . . . . . . . X
        )",
                         Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "g10-g9")).empty());
    EXPECT_TRUE(captured(checked(pos, "g4-g5")).empty());
    EXPECT_TRUE(captured(checked(pos, "k11-k12")).empty());
    EXPECT_TRUE(captured(checked(pos, "h2-e2")).empty());
    EXPECT_EQ(pos.at(sq("g8")), Piece::Attacker);
    EXPECT_EQ(pos.at(sq("g6")), Piece::Defender);
    EXPECT_EQ(pos.at(sq("e1")), Piece::Defender);
}

// [SECTION] Restricted squares

// Only the king may enter the throne and the castles; nobody, the king included, may pass over
// the empty throne (throne_cross: nobody, §5 restricted squares). king_reenter: yes lets the
// king come back to his throne; the toggle `no` closes it to him (§5).
TEST(Koenigszabel, ThroneAndCastlesAreKingOnly) {
    const char* board = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . d . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . + . . . . . .
            . . . . . . . . . . . . .
            a . . . . . . . . . . . d
            . . . . . . K . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )";
    Position pos = drawn(kId, board, Side::Attackers);
    for (const char* m : {"d7-g7", "d7-j7", "a5-a1", "a5-a13"}) {
        EXPECT_EQ(pos.check_move(mv(m)), Illegal::RestrictedSquare) << m;
        EXPECT_FALSE(generated(pos, m)) << m;
    }
    EXPECT_TRUE(generated(pos, "d7-f7"));
    EXPECT_TRUE(generated(pos, "a5-a2"));
    checked(pos, "a5-a6");
    for (const char* m : {"g10-g7", "g10-g5", "m5-m13", "m5-m1", "g4-g9"}) {
        EXPECT_EQ(pos.check_move(mv(m)), Illegal::RestrictedSquare) << m;
        EXPECT_FALSE(generated(pos, m)) << m;
    }
    EXPECT_TRUE(generated(pos, "g10-g8"));
    EXPECT_TRUE(generated(pos, "m5-m2"));
    EXPECT_TRUE(generated(pos, "g4-g7"));
    checked(pos, "g4-g7");
    EXPECT_EQ(pos.king_square(), sq("g7"));
    checked(pos, "a6-a7");
    checked(pos, "g7-g8");
    checked(pos, "a7-a6");
    EXPECT_TRUE(generated(pos, "g8-g7"));

    Position no_return = drawn(kId, board, Side::Defenders, {{"king_reenter", "no"}});
    EXPECT_EQ(no_return.check_move(mv("g4-g7")), Illegal::RestrictedSquare);
    EXPECT_FALSE(generated(no_return, "g4-g7"));
}

// [SECTION] Capturing the king (strong; throne, edge and castles count)

// On the throne the king falls to four attackers, not to three.
TEST(Koenigszabel, KingOnThroneNeedsFourAttackers) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . d . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . a K . . . a . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "g4-g6");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
    checked(pos, "b12-b11");
    r = checked(pos, "k7-h7");
    EXPECT_EQ(captured(r), (Caps{"g7"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_TRUE(r.king_captured());
    EXPECT_EQ(pos.king_square(), kNoSquare);
    EXPECT_TRUE(pos.game_over());
}

// Next to the throne three attackers suffice: the empty throne is the fourth side.
TEST(Koenigszabel, KingNextToThroneFallsToThree) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . d . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a K . . . a . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "g11-g9"), Status::Ongoing, Reason::None);
    checked(pos, "b12-b11");
    MoveResult r = checked(pos, "k8-h8");
    EXPECT_EQ(captured(r), (Caps{"g8"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// On the edge three attackers suffice: the edge is the fourth side.
TEST(Koenigszabel, KingOnEdgeFallsToThree) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . d . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . a K . . . a . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "f4-f2"), Status::Ongoing, Reason::None);
    checked(pos, "b12-b11");
    MoveResult r = checked(pos, "j1-g1");
    EXPECT_EQ(captured(r), (Caps{"f1"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// §5 "Kings and edges": beside a castle the corner and the edge both count, so two attackers
// take the king; one does not.
TEST(Koenigszabel, KingBesideCornerFallsToTwo) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . d . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . a . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X K . . a . . . . . . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "b4-b2"), Status::Ongoing, Reason::None);
    checked(pos, "b12-b11");
    MoveResult r = checked(pos, "e1-c1");
    EXPECT_EQ(captured(r), (Caps{"b1"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// On an ordinary square the king needs four attackers.
TEST(Koenigszabel, KingInTheOpenNeedsFour) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . d . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K . . . a . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "d5-d8"), Status::Ongoing, Reason::None);
    checked(pos, "b12-b11");
    MoveResult r = checked(pos, "h9-e9");
    EXPECT_EQ(captured(r), (Caps{"d9"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// Only an attacker's move that closes the ring takes the king (§3.4); a king found enclosed in
// the position a game starts from is not judged (§5) and survives a move elsewhere.
TEST(Koenigszabel, KingTakenOnlyByAClosingMove) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . d . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K a . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . a . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "k2-k3");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// [SECTION] Escape

// The king wins on reaching a corner castle; another edge square does not win.
TEST(Koenigszabel, KingEscapesOnlyToACorner) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . K . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . a . .
            X . . . . . . . . . . . X
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "e5-e1"), Status::Ongoing, Reason::None);
    checked(pos, "k2-k3");
    MoveResult r = checked(pos, "e1-a1");
    expect_outcome(r, Status::DefendersWin, Reason::Escape);
    EXPECT_TRUE(pos.game_over());
    MoveList none;
    pos.legal_moves(none);
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(pos.check_move(mv("k3-k4")), Illegal::GameOver);
}

// [SECTION] Shieldwall (optional rule, shieldwall=weak)

// "Schildwallgesetz": a row of men on the edge, each faced by an enemy, is taken at once when the
// mover brackets it against a stationary enemy: more than three men may fall. Off by default.
TEST(Koenigszabel, ShieldwallTakesTheWholeRow) {
    const char* board = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a a a a . . . . .
            X . . . d d d d a . . . X
        )";
    Position pos = drawn(kId, board, Side::Attackers, {{"shieldwall", "weak"}});
    MoveResult r = checked(pos, "d5-d1");
    EXPECT_EQ(captured(r), (Caps{"e1", "f1", "g1", "h1"}));
    expect_outcome(r, Status::Ongoing, Reason::None);

    Position off = drawn(kId, board, Side::Attackers);
    EXPECT_TRUE(captured(checked(off, "d5-d1")).empty());
}

// "Kein Schlag": with the weak shieldwall a castle cannot close the row; the toggle `strong`
// lets the empty corner close one end.
TEST(Koenigszabel, ShieldwallNotClosedByACornerUnlessStrong) {
    const char* board = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . a a . . . . . . . . . .
            X d d . . . . . . . . . X
        )";
    Position weak = drawn(kId, board, Side::Attackers, {{"shieldwall", "weak"}});
    EXPECT_TRUE(captured(checked(weak, "d5-d1")).empty());

    Position strong = drawn(kId, board, Side::Attackers, {{"shieldwall", "strong"}});
    EXPECT_EQ(captured(checked(strong, "d5-d1")), (Caps{"b1", "c1"}));
}

// A king standing in the row is not taken by the shieldwall; the men beside him are.
TEST(Koenigszabel, ShieldwallSparesTheKing) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a a a . . . . . .
            X . . . d K d a . . . . X
        )",
                         Side::Attackers, {{"shieldwall", "weak"}});
    MoveResult r = checked(pos, "d5-d1");
    EXPECT_EQ(captured(r), (Caps{"e1", "g1"}));
    EXPECT_EQ(pos.king_square(), sq("f1"));
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// The row must hold at least two men; a king does not count as one.
TEST(Koenigszabel, ShieldwallNeedsTwoMen) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . d . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a a . . . . . . .
            X . . . d K a . . . . . X
        )",
                         Side::Attackers, {{"shieldwall", "weak"}});
    MoveResult r = checked(pos, "d5-d1");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// Every man of the row needs an enemy in front of him, and only a move that brackets the row
// on the edge takes it: not one that completes the front.
TEST(Koenigszabel, ShieldwallNeedsFacedMenAndABracketingMove) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . a . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a . . . . . . . .
            X . . . d d a . . . . . X
        )",
                         Side::Attackers, {{"shieldwall", "weak"}});
    EXPECT_TRUE(captured(checked(pos, "d5-d1")).empty());  // f1 has no enemy in front
    checked(pos, "k11-k12");
    EXPECT_TRUE(captured(checked(pos, "f5-f2")).empty());  // completes the front, brackets nothing
    checked(pos, "k12-k11");
    checked(pos, "d1-d2");
    checked(pos, "k11-k12");
    EXPECT_EQ(captured(checked(pos, "d2-d1")), (Caps{"e1", "f1"}));
}

// The defenders' men take an attackers' row too, and the armed king may be its far bracket.
TEST(Koenigszabel, ShieldwallOfAttackersWithTheKingAsBracket) {
    Position pos = drawn(kId, R"(
            X . . . a a K . . . . . X
            . . . . d d . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . d . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . a
            X . . . . . . . . . . . X
        )",
                         Side::Defenders, {{"shieldwall", "weak"}});
    EXPECT_EQ(captured(checked(pos, "d9-d13")), (Caps{"e13", "f13"}));
}

// [SECTION] End of the game

// repetition: draw (choice): the third occurrence of a position with the same side to move is a
// draw; the position the game started from is the first.
TEST(Koenigszabel, ThirdRepetitionIsADraw) {
    Position pos = drawn(kId, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . a . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    const char* cycle[] = {"b3-b4", "k11-k12", "b4-b3", "k12-k11"};
    for (const char* m : cycle) expect_outcome(checked(pos, m), Status::Ongoing, Reason::None);
    for (int i = 0; i < 3; ++i) expect_outcome(checked(pos, cycle[i]), Status::Ongoing, Reason::None);
    MoveResult r = checked(pos, cycle[3]);
    expect_outcome(r, Status::Draw, Reason::Repetition);
    EXPECT_EQ(pos.ply(), 8);
}

// no_moves: lose (choice): a side left without a legal move loses; the toggle `draw` makes it a
// draw.
TEST(Koenigszabel, NoLegalMoveLosesOrDraws) {
    const char* board = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . d . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . d a d . . . . X
        )";
    Position pos = drawn(kId, board, Side::Defenders);
    MoveResult r = checked(pos, "g5-g2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::DefendersWin, Reason::NoMoves);
    EXPECT_FALSE(pos.has_legal_move(Side::Attackers));

    Position draw = drawn(kId, board, Side::Defenders, {{"no_moves", "draw"}});
    expect_outcome(checked(draw, "g5-g2"), Status::Draw, Reason::NoMoves);
}

}  // namespace
}  // namespace tafl
