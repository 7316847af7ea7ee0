// rules_tablut_german_test.cpp: the two German Tablut presets on positions drawn as text:
// tablut-brettspielnetz (seed 001: defenders first, unarmed strong king, shuttle limit, 100-ply
// draw) and tablut-corner (seed 002: weak armed king, hostile throne, encirclement, the repeater
// loses), following rules-reference §4.1 and §5.
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

constexpr const char* kBsn = "tablut-brettspielnetz";
constexpr const char* kCorner = "tablut-corner";

// Boards both presets are tested on (9x9, throne e5, corners a1 a9 i1 i9).
constexpr const char* kKingAndMen = R"(
        X . . . . . . . X
        . . . . . . . a .
        . . . . . . . . .
        . . . d . . . . .
        . a . . + . . . .
        . . a d . . . . .
        . . . . . . . . .
        . K . . . . . . .
        X . . . . . . . X
    )";
constexpr const char* kRestricted = R"(
        X . . . . . . . X
        . . . . . . . . .
        . . . . . . . . d
        . . . . . . . . .
        a . . . + . . . K
        . . . . . . . . .
        . . . . . . . . .
        . . . . d . . . .
        X . . . . . . . X
    )";
constexpr const char* kThroneKing = R"(
        X . . . . . . . X
        . d . . . . . . .
        . . . . . . . . .
        . . . . a . . . .
        . . . a K . . a .
        . . . . . . . . .
        . . . . . . . . .
        . . . . a . . . .
        X . . . . . . . X
    )";
constexpr const char* kNextToThrone = R"(
        X . . . a . . . X
        . . . . . . . . .
        . . . . . . . . .
        . . . a K . . a .
        . . . . + . . . .
        . . . . . . . . .
        . . . . . . . . .
        . d . . . . . . .
        X . . . . . . . X
    )";
constexpr const char* kEdgeKing = R"(
        X . . . . . . . X
        . d . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . . a . . . .
        . . . . . . . . .
        . . . . . . . . .
        X . . a K . . a X
    )";
constexpr const char* kCornerKing = R"(
        X . . . . . . . X
        . . . . . . . d .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . a . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X K . . a . . . X
    )";
constexpr const char* kEscape = R"(
        X . . . . . . . X
        . . . . . . . a .
        . . . . . . . . .
        . . . . . . . . .
        . . . . K . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X . . . . . . . X
    )";
constexpr const char* kRingWithGap = R"(
        X . . . . . . . X
        . . . . a . . . .
        . . . a . a . . .
        . . a . d . a . .
        . a . . K . . a .
        . . a . d . a . .
        . . . a . a . . .
        . a . . . . . . .
        X . . . . . . . X
    )";

// Only the king may stop on the throne or a corner; men (and the king) may pass over the empty
// throne (throne_cross: all); nobody passes a corner.
void expect_throne_and_corners_king_only(const char* id) {
    Position pos = drawn(id, kRestricted, Side::Attackers);
    for (const char* m : {"a5-e5", "a5-a1", "a5-a9"}) {
        EXPECT_EQ(pos.check_move(mv(m)), Illegal::RestrictedSquare) << id << " " << m;
        EXPECT_FALSE(generated(pos, m)) << id << " " << m;
    }
    EXPECT_TRUE(generated(pos, "a5-g5")) << id;
    checked(pos, "a5-a4");
    for (const char* m : {"e2-e5", "i7-i9"}) {
        EXPECT_EQ(pos.check_move(mv(m)), Illegal::RestrictedSquare) << id << " " << m;
        EXPECT_FALSE(generated(pos, m)) << id << " " << m;
    }
    for (const char* m : {"e2-e8", "i5-b5", "i5-i1", "i5-e5"}) EXPECT_TRUE(generated(pos, m)) << id << " " << m;
    checked(pos, "i5-e5");
    EXPECT_EQ(pos.king_square(), sq("e5")) << id;
}

// Two attackers close a king by the moves given; the first leaves him alive, the second takes
// him. `spare` is a defenders' move played in between.
void expect_king_falls_on_second(const char* id, const char* board, const char* first, const char* spare,
                                 const char* second, const char* king) {
    Position pos = drawn(id, board, Side::Attackers);
    MoveResult r = checked(pos, first);
    EXPECT_TRUE(captured(r).empty()) << id << " " << first;
    expect_outcome(r, Status::Ongoing, Reason::None);
    checked(pos, spare);
    r = checked(pos, second);
    EXPECT_EQ(captured(r), (Caps{king})) << id << " " << second;
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(pos.king_square(), kNoSquare) << id;
}

// The king reaches an edge square (no win), then a corner (escape).
void expect_corner_escape_only(const char* id) {
    Position pos = drawn(id, kEscape, Side::Defenders);
    expect_outcome(checked(pos, "e5-e1"), Status::Ongoing, Reason::None);
    checked(pos, "h8-h7");
    expect_outcome(checked(pos, "e1-a1"), Status::DefendersWin, Reason::Escape);
    EXPECT_TRUE(pos.game_over());
}

// [SECTION] Tablut, Brettspielnetz rules (seed 001)

// "Die Schweden beginnen": the defenders make the first move.
TEST(TablutBrettspielnetz, DefendersMoveFirst) {
    Position start(compile(preset_rules(kBsn)));
    EXPECT_EQ(start.side_to_move(), Side::Defenders);
    EXPECT_EQ(start.check_move(mv("a4-b4")), Illegal::NotYourPiece);
    checked(start, "e7-d7");
    EXPECT_EQ(start.side_to_move(), Side::Attackers);
}

// "Einschließen": a man between two enemies is taken, two at once are possible, a corner point
// stands in for an enemy of either side, and moving between two enemies is safe.
TEST(TablutBrettspielnetz, CapturesCornersAndSafeEntry) {
    Position pos = drawn(kBsn, R"(
            X d . . a . . . X
            . . . . . . . . .
            . . . . . . . . .
            . K . . . . a . a
            . . . . + . . . d
            . . . . . . . . .
            . . a d . d a . .
            . . . . . . . d a
            X . . . a . . . X
        )",
                         Side::Attackers);
    EXPECT_EQ(captured(checked(pos, "e1-e3")), (Caps{"d3", "f3"}));
    EXPECT_EQ(captured(checked(pos, "i5-i3")), (Caps{"i2"}));
    EXPECT_EQ(captured(checked(pos, "e9-c9")), (Caps{"b9"}));
    EXPECT_TRUE(captured(checked(pos, "h2-h6")).empty());
    EXPECT_TRUE(captured(checked(pos, "i6-i7")).empty());
    checked(pos, "b6-b7");
    EXPECT_EQ(captured(checked(pos, "i7-i6")), (Caps{"h6"}));
}

// "Mit dem König kann nicht geschlagen werden": the king neither captures as the mover nor
// counts as the second piece of a capture.
TEST(TablutBrettspielnetz, KingNeitherCapturesNorServesAsAnvil) {
    Position pos = drawn(kBsn, kKingAndMen, Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "b2-b4")).empty());
    checked(pos, "h8-h7");
    EXPECT_TRUE(captured(checked(pos, "d6-b6")).empty());
    EXPECT_EQ(pos.at(sq("c4")), Piece::Attacker);
    EXPECT_EQ(pos.at(sq("b5")), Piece::Attacker);
}

// The throne helps only against the king: it is no enemy of men of either side.
TEST(TablutBrettspielnetz, ThroneIsNotHostileToMen) {
    Position pos = drawn(kBsn, R"(
            X . . . d . . . X
            . K . . . . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . . + . . . .
            . . . . d . . . .
            . . . . . . . a .
            . . . . . . . . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    EXPECT_TRUE(captured(checked(pos, "e9-e7")).empty());
    EXPECT_TRUE(captured(checked(pos, "h3-e3")).empty());
}

// "Nur der König darf den Thron und die Eckfelder betreten... über den Thron gezogen werden".
TEST(TablutBrettspielnetz, ThroneAndCornersKingOnlyThroneCrossable) { expect_throne_and_corners_king_only(kBsn); }

// The strong king: four attackers on the throne; three beside the throne, on the edge; two
// beside a corner (§5, choice); four in the open.
TEST(TablutBrettspielnetz, KingCaptureInEveryZone) {
    expect_king_falls_on_second(kBsn, kThroneKing, "e2-e4", "b8-b7", "h5-f5", "e5");
    expect_king_falls_on_second(kBsn, kNextToThrone, "e9-e7", "b2-b3", "h6-f6", "e6");
    expect_king_falls_on_second(kBsn, kEdgeKing, "e4-e2", "b8-b7", "h1-f1", "e1");
    expect_king_falls_on_second(kBsn, kCornerKing, "b4-b2", "h8-h7", "e1-c1", "b1");
    expect_king_falls_on_second(kBsn, R"(
            X . . . . . . . X
            . . a . . . . . .
            . a K . . . a . .
            . . . . . . . . .
            . . . . + . . . .
            . . . . . . . . .
            . . a . . . . . .
            . . . . . . . d .
            X . . . . . . . X
        )",
                                "c3-c6", "h2-h3", "g7-d7", "c7");
}

// "Wenn der König eines der vier Eckfelder betritt": only a corner wins.
TEST(TablutBrettspielnetz, KingEscapesOnlyToACorner) { expect_corner_escape_only(kBsn); }

// No encirclement rule in this preset: a closed ring of attackers does not end the game.
TEST(TablutBrettspielnetz, NoWinByEncirclement) {
    Position pos = drawn(kBsn, kRingWithGap, Side::Attackers);
    expect_outcome(checked(pos, "b2-e2"), Status::Ongoing, Reason::None);
}

// shuttle_limit 3 (§5): A→B, B→A, A→B is three; the next reversal is illegal and not generated;
// the opponent's moves in between do not reset the count, a different move of one's own does.
TEST(TablutBrettspielnetz, ShuttleLimitOfThree) {
    Position pos = drawn(kBsn, R"(
            X . . . . . . . X
            . . . . . . . . .
            . . . . . . . a .
            . . d . . . . . .
            . . . . K . . . .
            . . . . . . . . .
            . . . . . . a . .
            . d . . . . . . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    for (const char* m : {"c6-c8", "g3-g1", "c8-c6", "g1-g3", "c6-c8", "g3-g1"})
        expect_outcome(checked(pos, m), Status::Ongoing, Reason::None);
    EXPECT_EQ(pos.shuttle_count(Side::Defenders), 3);
    EXPECT_EQ(pos.shuttle_count(Side::Attackers), 3);
    EXPECT_EQ(pos.check_move(mv("c8-c6")), Illegal::ShuttleLimit);
    EXPECT_FALSE(generated(pos, "c8-c6"));
    EXPECT_TRUE(generated(pos, "c8-c7"));
    checked(pos, "b2-b3");
    EXPECT_EQ(pos.check_move(mv("g1-g3")), Illegal::ShuttleLimit);
    EXPECT_FALSE(generated(pos, "g1-g3"));
    pos.unmake();
    EXPECT_EQ(pos.check_move(mv("c8-c6")), Illegal::ShuttleLimit);
    checked(pos, "b2-b3");
    checked(pos, "h7-h6");
    EXPECT_TRUE(generated(pos, "c8-c6"));
    checked(pos, "c8-c6");
    EXPECT_EQ(pos.shuttle_count(Side::Defenders), 1);
    EXPECT_TRUE(generated(pos, "g1-g3"));
    checked(pos, "g1-g3");
}

// no_capture_draw (shortened to 4 plies by override): the game is drawn once that many plies in
// a row pass without a capture; a capture starts the count again.
TEST(TablutBrettspielnetz, NoCaptureLimitShortened) {
    const char* board = R"(
            X . . . . . . . X
            . . . . . . . . .
            . . d . . . . a .
            . . . . . . . . .
            . . . d K . . . .
            . a . . . . . . .
            . d . . . . a . .
            . . . . . . . . .
            X . . . . . . . X
        )";
    Position quiet = drawn(kBsn, board, Side::Defenders, {{"no_capture_draw", "4"}});
    for (const char* m : {"c7-c8", "g3-g2", "c8-c7"}) expect_outcome(checked(quiet, m), Status::Ongoing, Reason::None);
    EXPECT_EQ(quiet.plies_without_capture(), 3);
    expect_outcome(checked(quiet, "g2-g3"), Status::Draw, Reason::NoCaptureLimit);

    Position reset = drawn(kBsn, board, Side::Defenders, {{"no_capture_draw", "4"}});
    checked(reset, "c7-c8");
    checked(reset, "g3-g2");
    EXPECT_EQ(captured(checked(reset, "d5-b5")), (Caps{"b4"}));
    EXPECT_EQ(reset.plies_without_capture(), 0);
    for (const char* m : {"g2-g3", "c8-c7", "h7-h6"}) expect_outcome(checked(reset, m), Status::Ongoing, Reason::None);
    expect_outcome(checked(reset, "b5-b6"), Status::Draw, Reason::NoCaptureLimit);
}

// no_capture_draw 100: "50 aufeinanderfolgende Züge (100 Halbzüge)" without a capture draw. One
// man per side tours a cycle of 7 and of 8 squares, so no position repeats and no move reverses.
TEST(TablutBrettspielnetz, NoCaptureDrawAfterHundredPlies) {
    Position pos = drawn(kBsn, R"(
            X . . . . . . . X
            . d . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . K . . . .
            . . . . . . . . .
            . . . . . . . . .
            . a . . . . . . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    const char* attacker_cycle[] = {"b2", "c2", "d2", "e2", "f2", "g2", "h2"};
    const char* defender_cycle[] = {"b8", "c8", "d8", "e8", "f8", "g8", "h8", "i8"};
    for (int k = 0; k < 50; ++k) {
        std::string d = std::string(defender_cycle[k % 8]) + "-" + defender_cycle[(k + 1) % 8];
        expect_outcome(checked(pos, d), Status::Ongoing, Reason::None);
        std::string a = std::string(attacker_cycle[k % 7]) + "-" + attacker_cycle[(k + 1) % 7];
        MoveResult r = checked(pos, a);
        if (k < 49) {
            expect_outcome(r, Status::Ongoing, Reason::None);
        } else {
            EXPECT_EQ(pos.ply(), 100);
            expect_outcome(r, Status::Draw, Reason::NoCaptureLimit);
        }
    }
}

// "3 Mal dieselbe Stellung": the third occurrence of a position (the start counts as the first)
// is a draw. Each side walks a rectangle, so the shuttle limit never applies.
TEST(TablutBrettspielnetz, ThirdRepetitionIsADraw) {
    Position pos = drawn(kBsn, R"(
            X . . . . . . . X
            . . . . . . . . .
            . . . . . . . . .
            . . . . . d . . .
            . . . . K . . . .
            . . . . . . . . .
            . . . . . . . . .
            . a . . . . . . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    const char* cycle[] = {"f6-f8", "b2-b4", "f8-h8", "b4-d4", "h8-h6", "d4-d2", "h6-f6", "d2-b2"};
    for (const char* m : cycle) expect_outcome(checked(pos, m), Status::Ongoing, Reason::None);
    for (int i = 0; i < 7; ++i) expect_outcome(checked(pos, cycle[i]), Status::Ongoing, Reason::None);
    expect_outcome(checked(pos, cycle[7]), Status::Draw, Reason::Repetition);
    EXPECT_EQ(pos.ply(), 16);
}

// "Wenn jemand nicht mehr ziehen kann, verliert er": the defenders, left without a move, lose;
// with the toggle no_moves=draw it is a draw.
TEST(TablutBrettspielnetz, NoLegalMoveLoses) {
    const char* board = R"(
            X . . . . . . . X
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            a . . . + . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . a d a . . .
            X . . a K a . . X
        )";
    Position pos = drawn(kBsn, board, Side::Attackers);
    expect_outcome(checked(pos, "a5-a6"), Status::AttackersWin, Reason::NoMoves);
    Position draw = drawn(kBsn, board, Side::Attackers, {{"no_moves", "draw"}});
    expect_outcome(checked(draw, "a5-a6"), Status::Draw, Reason::NoMoves);
}

// [SECTION] Tablut with corner escape (seed 002)

// "Jede Spielfigur, selbst der König, kann genutzt werden um einen Gegner zu fangen": the king
// captures as the mover and as the anvil.
TEST(TablutCorner, ArmedKingCaptures) {
    Position pos = drawn(kCorner, kKingAndMen, Side::Defenders);
    EXPECT_EQ(captured(checked(pos, "b2-b4")), (Caps{"c4"}));
    checked(pos, "h8-h7");
    EXPECT_EQ(captured(checked(pos, "d6-b6")), (Caps{"b5"}));
}

// Up to three men in one move; the corners are hostile to both sides.
TEST(TablutCorner, TripleCaptureAndCorners) {
    Position pos = drawn(kCorner, R"(
            X . d . . . . . X
            . . . . . . . a .
            d a . a d . . . .
            . . a . . . . . .
            . . d . + . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . K .
            X d . . a . . . X
        )",
                         Side::Defenders);
    EXPECT_EQ(captured(checked(pos, "c9-c7")), (Caps{"b7", "c6", "d7"}));
    EXPECT_EQ(captured(checked(pos, "e1-c1")), (Caps{"b1"}));
}

// The throne is hostile to attackers always, with the king on it too (shown with an unarmed king
// by override), and to defenders only while it is empty.
TEST(TablutCorner, ThroneHostility) {
    const char* occupied = R"(
            X . . . d . . . X
            . . . . . . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . . K . . . .
            . . . . d . . . .
            . . . . . . . a .
            . . . . . . . . .
            X . . . . . . . X
        )";
    for (auto armed : {"yes", "no"}) {
        Position pos = drawn(kCorner, occupied, Side::Defenders, {{"king_armed", armed}});
        EXPECT_EQ(captured(checked(pos, "e9-e7")), (Caps{"e6"})) << armed;
        EXPECT_TRUE(captured(checked(pos, "h3-e3")).empty()) << armed;
    }
    Position empty = drawn(kCorner, R"(
            X . . . d . . . X
            . K . . . . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . . + . . . .
            . . . . d . . . .
            . . . . . . . a .
            . . . . . . . . .
            X . . . . . . . X
        )",
                           Side::Defenders);
    EXPECT_EQ(captured(checked(empty, "e9-e7")), (Caps{"e6"}));
    EXPECT_EQ(captured(checked(empty, "h3-e3")), (Caps{"e4"}));
}

// The weak king: four attackers on the throne (strong zone); elsewhere two, on a line, like a
// man. The throne is never hostile to him, so beside it he needs two attackers on the other
// line; the edge does not count, a corner does.
TEST(TablutCorner, KingCaptureInEveryZone) {
    expect_king_falls_on_second(kCorner, kThroneKing, "e2-e4", "b8-b7", "h5-f5", "e5");
    expect_king_falls_on_second(kCorner, kNextToThrone, "e9-e7", "b2-b3", "h6-f6", "e6");
    expect_king_falls_on_second(kCorner, kEdgeKing, "e4-e2", "b8-b7", "h1-f1", "e1");
    expect_king_falls_on_second(kCorner, kCornerKing, "b4-b2", "h8-h7", "e1-c1", "b1");
    expect_king_falls_on_second(kCorner, R"(
            X . . . . . . . X
            . . . . . . . . .
            . a K . . . a . .
            . . . . . . a . .
            . . . . + . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . d .
            X . . . . . . . X
        )",
                                "g6-c6", "h2-h3", "g7-d7", "c7");
}

// Only an attacker's move takes the king: the weak king may himself step between two attackers.
TEST(TablutCorner, KingMayEnterBetweenTwoAttackers) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . + K . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . a . a . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    MoveResult r = checked(pos, "f5-f2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
    EXPECT_EQ(pos.king_square(), sq("f2"));
}

// Throne and corners are king-only; others may pass over the empty throne.
TEST(TablutCorner, ThroneAndCornersKingOnlyThroneCrossable) { expect_throne_and_corners_king_only(kCorner); }

// "Ziel ... auf eines der Eckfelder zu fliehen": only a corner wins.
TEST(TablutCorner, KingEscapesOnlyToACorner) { expect_corner_escape_only(kCorner); }

// Encirclement: the attackers win by the move that closes a ring no defender can get out of.
TEST(TablutCorner, EncirclementWinsForTheAttackers) {
    Position pos = drawn(kCorner, kRingWithGap, Side::Attackers);
    MoveResult r = checked(pos, "b2-e2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::AttackersWin, Reason::Encirclement);
}

// No encirclement while one defender can still reach the edge.
TEST(TablutCorner, NoEncirclementWhileOneDefenderIsOutside) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . . . . a . . . .
            . . . a . a . . .
            . . a . d . a . .
            . a . . K . . a .
            . . a . d . a . .
            . . . a . a . . .
            . a . . . . . d .
            X . . . . . . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "b2-e2"), Status::Ongoing, Reason::None);
}

// A defender standing on an edge square has reached the edge: no encirclement, even if he
// cannot move.
TEST(TablutCorner, NoEncirclementWithADefenderOnTheEdge) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . . . . a . . . .
            . . . a . a . . .
            a . a . d . a . .
            d a . . K . . a .
            a . a . d . a . .
            . . . a . a . . .
            . a . . . . . . .
            X . . . . . . . X
        )",
                         Side::Attackers);
    expect_outcome(checked(pos, "b2-e2"), Status::Ongoing, Reason::None);
}

// Encirclement is judged after attacker moves only: a defender move inside a closed ring goes
// on; the next attacker move wins.
TEST(TablutCorner, EncirclementJudgedAfterAttackerMovesOnly) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . . . . a . . . .
            . . . a . a . . .
            . . a . d . a . .
            . a . . K . . a .
            . . a . d . a . .
            . . . a . a . . .
            a . . . a . . . .
            X . . . . . . . X
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "e6-e7"), Status::Ongoing, Reason::None);
    expect_outcome(checked(pos, "a2-a3"), Status::AttackersWin, Reason::Encirclement);
}

// repetition: mover-loses: the player whose move makes a position occur for the third time
// (the start being the first) loses, defenders or attackers.
TEST(TablutCorner, RepeaterLoses) {
    const char* board = R"(
            X . . . . . . . X
            . . . . . . . a .
            . . . . . . . . .
            a . . . . . . . .
            K a . . + . . . .
            . a . . . . . . .
            a . . . . . . . .
            . . . d . . . . .
            X . . . . . . . X
        )";
    const char* cycle[] = {"h8-h7", "a5-a4", "h7-h8", "a4-a5"};
    Position pos = drawn(kCorner, board, Side::Attackers);
    for (int i = 0; i < 7; ++i) expect_outcome(checked(pos, cycle[i % 4]), Status::Ongoing, Reason::None);
    expect_outcome(checked(pos, "a4-a5"), Status::AttackersWin, Reason::Repetition);

    const char* swapped[] = {"a5-a4", "h8-h7", "a4-a5", "h7-h8"};
    Position other = drawn(kCorner, board, Side::Defenders);
    for (int i = 0; i < 7; ++i) expect_outcome(checked(other, swapped[i % 4]), Status::Ongoing, Reason::None);
    expect_outcome(checked(other, "h7-h8"), Status::DefendersWin, Reason::Repetition);
}

// §3.7 (choice): when every legal move of the mover makes the third occurrence, it is a draw.
TEST(TablutCorner, ForcedRepetitionIsADraw) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . . . . . . . a .
            . . . . . . . . .
            a . . . . . . . .
            K a . . + . . . .
            . a . . . . . . .
            a . . . . . . . .
            . . . . . . . . .
            X . . . . . . . X
        )",
                         Side::Attackers);
    const char* cycle[] = {"h8-h7", "a5-a4", "h7-h8", "a4-a5"};
    for (int i = 0; i < 7; ++i) expect_outcome(checked(pos, cycle[i % 4]), Status::Ongoing, Reason::None);
    MoveList moves;
    pos.legal_moves(moves);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(moves[0], mv("a4-a5"));
    expect_outcome(checked(pos, "a4-a5"), Status::Draw, Reason::Repetition);
}

// "Ein Spieler der nicht länger ziehen kann verliert das Spiel".
TEST(TablutCorner, NoLegalMoveLoses) {
    Position pos = drawn(kCorner, R"(
            X . . . . . . . X
            . K . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . + d . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X . . . d a d . X
        )",
                         Side::Defenders);
    expect_outcome(checked(pos, "f5-f2"), Status::DefendersWin, Reason::NoMoves);
}

}  // namespace
}  // namespace tafl
