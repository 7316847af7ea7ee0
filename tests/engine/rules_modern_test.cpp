// rules_modern_test.cpp: the modern reference rule sets (rules-reference §4.1): Copenhagen and
// Fetlar Hnefatafl on 11x11: strong king, edge-safe king, hostile corners, shieldwall, edge fort
// (§5), repetition, no-move and encirclement endings.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.h"

namespace tafl {
namespace {

using test::captured;
using test::drawn;
using test::play;
using test::sq;

using Names = std::vector<std::string>;

void expect_end(const MoveResult& r, Status status, Reason reason) {
    EXPECT_EQ(status_id(r.status), status_id(status));
    EXPECT_EQ(reason_id(r.reason), reason_id(reason));
}

// Plays moves that must not end the game, then the last one, whose result is returned.
MoveResult play_line(Position& pos, const std::vector<std::string>& moves) {
    for (std::size_t i = 0; i + 1 < moves.size(); ++i)
        EXPECT_EQ(play(pos, moves[i]).status, Status::Ongoing) << moves[i];
    return play(pos, moves.back());
}

// The drawing with the last occurrence of row `from` replaced by `to`.
std::string swap_last(std::string drawing, const std::string& from, const std::string& to) {
    drawing.replace(drawing.rfind(from), from.size(), to);
    return drawing;
}

// ---------------------------------------------------------------------------------------------
// Copenhagen: capturing the king

// A strong king away from the throne falls only when the fourth attacker closes him in.
TEST(Copenhagen, KingCapturedOnFourSides) {
    const char* four = R"(
        X.........X
        ...........
        ...........
        ....a......
        ...........
        .....+.....
        ...........
        ...aKa.....
        ....a......
        ...........
        X.........X)";
    auto pos = drawn("copenhagen", four, Side::Attackers);
    MoveResult r = play(pos, "e8-e5");
    expect_end(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(captured(r), Names{"e4"});
    // Three attackers, or three and a defender on the fourth side, are not enough.
    auto three = drawn("copenhagen", swap_last(four, "....a......", "..........."), Side::Attackers);
    EXPECT_EQ(play(three, "e8-e5").status, Status::Ongoing);
    auto shield = drawn("copenhagen", swap_last(four, "....a......", "....d......"), Side::Attackers);
    EXPECT_EQ(play(shield, "e8-e5").status, Status::Ongoing);
    // Only a move that closes the enclosure captures: four attackers from the start do not.
    auto enclosed = drawn("copenhagen", R"(
        X.........X
        ...........
        ..d........
        ....a......
        ...........
        .....+.....
        ....a......
        ...aKa.....
        ....a......
        ...........
        X.........X)",
                          Side::Attackers);
    EXPECT_EQ(play(enclosed, "e8-e7").status, Status::Ongoing);
    EXPECT_EQ(enclosed.king_square(), sq("e4"));
}

// On the throne the king needs four attackers; next to it three, the empty throne being the fourth.
TEST(Copenhagen, KingOnOrBesideThrone) {
    auto on = drawn("copenhagen", R"(
        X.........X
        ...........
        .....a.....
        ...........
        ...........
        ....aKa....
        .....a.....
        ...........
        ...........
        ...........
        X.........X)",
                    Side::Attackers);
    expect_end(play(on, "f9-f7"), Status::AttackersWin, Reason::KingCaptured);
    auto beside = drawn("copenhagen", R"(
        X.........X
        .....a.....
        ...........
        ...........
        ....aKa....
        .....+.....
        ...........
        ...........
        ...........
        ...........
        X.........X)",
                        Side::Attackers);
    MoveResult r = play(beside, "f10-f8");
    expect_end(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(captured(r), Names{"f7"});
}

// king_edge_safe: on an edge square the king is never captured, even by three attackers, and
// even were the edge to count as a fourth side (edge_hostile_king, which then alone decides).
TEST(Copenhagen, KingSafeOnEdge) {
    const char* board = R"(
        X.........X
        ...........
        ..d........
        ...........
        ...........
        .....+.....
        ...........
        .....a.....
        ...........
        ...........
        X...aKa...X)";
    auto pos = drawn("copenhagen", board, Side::Attackers);
    MoveResult r = play(pos, "f4-f2");
    EXPECT_EQ(r.status, Status::Ongoing);
    EXPECT_TRUE(captured(r).empty());
    EXPECT_EQ(pos.king_square(), sq("f1"));
    auto hostile_edge = drawn("copenhagen", board, Side::Attackers, {{"edge_hostile_king", "yes"}});
    EXPECT_EQ(play(hostile_edge, "f4-f2").status, Status::Ongoing);
    auto unsafe = drawn("copenhagen", board, Side::Attackers, {{"edge_hostile_king", "yes"}, {"king_edge_safe", "no"}});
    expect_end(play(unsafe, "f4-f2"), Status::AttackersWin, Reason::KingCaptured);
}

// Corners are hostile to men of both sides.
TEST(Copenhagen, CornerHostileToMen) {
    auto pos = drawn("copenhagen", R"(
        X.........X
        ...........
        ...........
        ...........
        ...........
        .....K.....
        ..d........
        ...........
        ...a.......
        d..........
        Xa........X)",
                     Side::Defenders);
    EXPECT_EQ(captured(play(pos, "c5-c1")), Names{"b1"});
    EXPECT_EQ(captured(play(pos, "d3-a3")), Names{"a2"});
}

// A corner counts as one enclosing side of the king (shown with the edge made unsafe and hostile).
TEST(Copenhagen, CornerHostileToKing) {
    const char* board = R"(
        X.........X
        ...........
        ...........
        ...........
        ...........
        .....+.....
        ...........
        .a.........
        ...........
        ...........
        XKa.......X)";
    auto open = drawn("copenhagen", board, Side::Attackers, {{"king_edge_safe", "no"}, {"edge_hostile_king", "yes"}});
    expect_end(play(open, "b4-b2"), Status::AttackersWin, Reason::KingCaptured);
    auto no_corner = drawn("copenhagen", board, Side::Attackers,
                           {{"king_edge_safe", "no"}, {"edge_hostile_king", "yes"}, {"corner_hostile_king", "no"}});
    EXPECT_EQ(play(no_corner, "b4-b2").status, Status::Ongoing);
    auto safe = drawn("copenhagen", board, Side::Attackers);  // the preset: edge-safe king
    EXPECT_EQ(play(safe, "b4-b2").status, Status::Ongoing);
}

// Copenhagen escape: a corner wins, a plain edge square does not.
TEST(Copenhagen, EscapeToCornerOnly) {
    auto pos = drawn("copenhagen", R"(
        X.........X
        ...........
        .........a.
        ...........
        ...........
        .....+.....
        ...........
        ...........
        ..K........
        ...........
        X.........X)",
                     Side::Defenders);
    EXPECT_EQ(play(pos, "c3-a3").status, Status::Ongoing);
    play(pos, "j9-j8");
    expect_end(play(pos, "a3-a1"), Status::DefendersWin, Reason::Escape);
}

// ---------------------------------------------------------------------------------------------
// Copenhagen: shieldwall (strong)

// Drawings of the bottom three ranks of an 11x11 board; the king waits on the throne.
std::string bottom(const char* r3, const char* r2, const char* r1, const char* king_row = ".....K.....") {
    std::string s = "X.........X\n...........\n...........\n...........\n...........\n";
    s += std::string(king_row) + "\n";
    s += ".........a.\n";  // j5: an attacker far away, so the attackers always have a move
    s += "......a....\n";  // g4: a bracket that can slide down to g1
    return s + r3 + "\n" + r2 + "\n" + r1 + "\n";
}

// A row of men on the edge, each faced by an enemy, falls when a move brackets its last end.
TEST(Copenhagen, ShieldwallCapturesRow) {
    auto pos = drawn("copenhagen", bottom("...........", "...aaa.....", "X.addd....X"), Side::Attackers);
    MoveResult r = play(pos, "g4-g1");
    EXPECT_EQ(captured(r), (Names{"d1", "e1", "f1"}));
    EXPECT_EQ(r.status, Status::Ongoing);
}

// The king in the row is not captured; the men beside him are.
TEST(Copenhagen, ShieldwallSparesKing) {
    auto pos = drawn("copenhagen", bottom("........d..", "...aaa.....", "X.adKd....X", "..........."), Side::Attackers);
    MoveResult r = play(pos, "g4-g1");
    EXPECT_EQ(captured(r), (Names{"d1", "f1"}));
    EXPECT_EQ(pos.at(sq("e1")), Piece::King);
    EXPECT_EQ(r.status, Status::Ongoing);
}

// strong: an empty corner may close the far end of the row.
TEST(Copenhagen, ShieldwallClosedByCorner) {
    auto pos = drawn("copenhagen", bottom("...a.......", ".aa........", "Xdd.......X"), Side::Attackers);
    EXPECT_EQ(captured(play(pos, "d3-d1")), (Names{"b1", "c1"}));
}

// A row holding a single man (here beside the king) is no shieldwall.
TEST(Copenhagen, ShieldwallNeedsTwoMen) {
    auto pos = drawn("copenhagen", bottom(".....a..d..", "...aa......", "X.adK.....X", "..........."), Side::Attackers);
    MoveResult r = play(pos, "f3-f1");
    EXPECT_TRUE(captured(r).empty());
    EXPECT_EQ(r.status, Status::Ongoing);
}

// The capturing move must bracket the row: completing the front or a bracket elsewhere does not capture.
TEST(Copenhagen, ShieldwallOnlyByBracketingMove) {
    auto front = drawn("copenhagen", bottom("...........", "...aa....a.", "X.addd....X"), Side::Attackers);
    play(front, "g4-g1");  // brackets, but the front of f1 is open: nothing
    EXPECT_EQ(front.piece_count(Piece::Defender), 3);
    play(front, "f6-f7");
    MoveResult r = play(front, "j2-f2");  // now the front is complete, but f2 does not bracket
    EXPECT_TRUE(captured(r).empty());
    EXPECT_EQ(front.piece_count(Piece::Defender), 3);
}

// The defenders' shieldwall: the armed king may stand in front of the attackers' row.
TEST(Copenhagen, ShieldwallByDefendersWithKing) {
    auto pos = drawn("copenhagen", bottom(".....d.....", "...dK......", "X.daa.....X", "..........."), Side::Defenders);
    MoveResult r = play(pos, "f3-f1");
    EXPECT_EQ(captured(r), (Names{"d1", "e1"}));
    EXPECT_EQ(r.status, Status::Ongoing);
}

// Fetlar has no shieldwall: the same row stays.
TEST(Fetlar, NoShieldwall) {
    auto pos = drawn("fetlar", bottom("...........", "...aaa.....", "X.addd....X"), Side::Attackers);
    EXPECT_TRUE(captured(play(pos, "g4-g1")).empty());
}

// ---------------------------------------------------------------------------------------------
// Copenhagen: edge fort (§5)

// The fort: king f1 walled in by e1 g1 e2 g2 e3 f3 g3; rows 5..1 vary per test.
std::string fort(const char* r5, const char* r3, const char* r2, const char* r1 = "X...dKd...X") {
    std::string s = "X.........X\n...........\n...........\n...........\n...........\n.a...+...a.\n";
    return s + r5 + "\n...........\n" + r3 + "\n" + r2 + "\n" + r1 + "\n";
}

// A defender's move that closes an unbreakable fort around the mobile king on the edge wins.
TEST(Copenhagen, EdgeFortWins) {
    auto pos = drawn("copenhagen", fort(".....d.....", "....d.d....", "....d.d...."), Side::Defenders);
    expect_end(play(pos, "f5-f3"), Status::DefendersWin, Reason::EdgeFort);
}

// The fort is judged after every move: an attacker move that leaves it standing ends the game.
TEST(Copenhagen, EdgeFortAfterAttackerMove) {
    auto pos = drawn("copenhagen", fort("...........", "....ddd....", "....d.d...."), Side::Attackers);
    expect_end(play(pos, "b6-b7"), Status::DefendersWin, Reason::EdgeFort);
}

// No fort when an attacker touches the king's region.
TEST(Copenhagen, EdgeFortNotWithAttackerInside) {
    auto pos = drawn("copenhagen", fort(".....d.....", "....d.d....", "....d.a...."), Side::Defenders);
    EXPECT_EQ(play(pos, "f5-f3").status, Status::Ongoing);
}

// No fort when a wall man could be captured (f3 has no support on its rank).
TEST(Copenhagen, EdgeFortNotWhenBreakable) {
    auto pos = drawn("copenhagen", fort(".....d.....", "...........", "....d.d...."), Side::Defenders);
    EXPECT_EQ(play(pos, "f5-f3").status, Status::Ongoing);
}

// No fort when the king cannot move.
TEST(Copenhagen, EdgeFortNotWhenKingCannotMove) {
    auto pos = drawn("copenhagen", fort(".....d.....", "...........", "....d.d...."), Side::Defenders);
    EXPECT_EQ(play(pos, "f5-f2").status, Status::Ongoing);
}

// Fetlar has no edge fort.
TEST(Fetlar, NoEdgeFort) {
    auto pos = drawn("fetlar", fort(".....d.....", "....d.d....", "....d.d...."), Side::Defenders);
    EXPECT_EQ(play(pos, "f5-f3").status, Status::Ongoing);
}

// ---------------------------------------------------------------------------------------------
// Endings: repetition, no legal move, encirclement

const char* kShuttle = R"(
    X.........X
    ...........
    .........a.
    ...........
    ...........
    .....+.....
    ...........
    ...K.......
    .......d...
    ...........
    X.........X)";
const std::vector<std::string> kAttackersFirst = {"j9-j10", "h3-h4", "j10-j9", "h4-h3",
                                                  "j9-j10", "h3-h4", "j10-j9", "h4-h3"};
const std::vector<std::string> kDefendersFirst = {"h3-h4", "j9-j10", "h4-h3", "j10-j9",
                                                  "h3-h4", "j9-j10", "h4-h3", "j10-j9"};

// Copenhagen: the third occurrence of a position is a win for the attackers, whoever made it.
TEST(Copenhagen, RepetitionDefendersLose) {
    auto pos = drawn("copenhagen", kShuttle, Side::Attackers);
    expect_end(play_line(pos, kAttackersFirst), Status::AttackersWin, Reason::Repetition);
    auto other = drawn("copenhagen", kShuttle, Side::Defenders);
    expect_end(play_line(other, kDefendersFirst), Status::AttackersWin, Reason::Repetition);
}

// Fetlar: the third occurrence is a draw.
TEST(Fetlar, RepetitionDraw) {
    auto pos = drawn("fetlar", kShuttle, Side::Attackers);
    expect_end(play_line(pos, kAttackersFirst), Status::Draw, Reason::Repetition);
    auto other = drawn("fetlar", kShuttle, Side::Defenders);
    expect_end(play_line(other, kDefendersFirst), Status::Draw, Reason::Repetition);
}

const char* kKingStuck = R"(
    X.........X
    ...........
    ...........
    ...........
    ...........
    .....+.....
    ...........
    .....a.....
    ...........
    ...........
    X...aKa...X)";

// Copenhagen: the side left without a legal move loses.
TEST(Copenhagen, NoMovesLoses) {
    auto pos = drawn("copenhagen", kKingStuck, Side::Attackers);
    expect_end(play(pos, "f4-f2"), Status::AttackersWin, Reason::NoMoves);
}

// The move has_legal_move() remembers from an earlier call is checked again, not trusted: here
// the king's only way out (f1-f2, found before the attackers moved) is shut by the move itself.
TEST(Copenhagen, NoMovesFoundAfterTheRememberedMoveIsShut) {
    auto pos = drawn("copenhagen", kKingStuck, Side::Attackers);
    ASSERT_TRUE(pos.has_legal_move(Side::Defenders));
    expect_end(play(pos, "f4-f2"), Status::AttackersWin, Reason::NoMoves);
    EXPECT_FALSE(pos.has_legal_move(Side::Defenders));
    pos.unmake();
    EXPECT_TRUE(pos.has_legal_move(Side::Defenders));
    play(pos, "f4-f3");  // the king still has f2
    EXPECT_TRUE(pos.has_legal_move(Side::Defenders));
    EXPECT_FALSE(pos.game_over());
}

// Fetlar: no legal move is a draw.
TEST(Fetlar, NoMovesDraw) {
    auto pos = drawn("fetlar", kKingStuck, Side::Attackers);
    expect_end(play(pos, "f4-f2"), Status::Draw, Reason::NoMoves);
}

const char* kRing = R"(
    X.........X
    ...........
    ...........
    ....aaa....
    ...a..da...
    ...a.K.a...
    ...a...a...
    .....aa....
    ...........
    ...........
    X...a.....X)";

// Copenhagen: enclosing every defender (king included) away from the edges wins.
TEST(Copenhagen, Encirclement) {
    auto pos = drawn("copenhagen", kRing, Side::Attackers);
    expect_end(play(pos, "e1-e4"), Status::AttackersWin, Reason::Encirclement);
}

// Fetlar has no encirclement: the same ring does not end the game.
TEST(Fetlar, NoEncirclement) {
    auto pos = drawn("fetlar", kRing, Side::Attackers);
    EXPECT_EQ(play(pos, "e1-e4").status, Status::Ongoing);
}

// Fetlar keeps Copenhagen's king: strong, beside the throne by three, safe on the edge.
TEST(Fetlar, StrongEdgeSafeKing) {
    auto beside = drawn("fetlar", R"(
        X.........X
        .....a.....
        ...........
        ...........
        ....aKa....
        .....+.....
        ...........
        ...........
        ...........
        ...........
        X.........X)",
                        Side::Attackers);
    expect_end(play(beside, "f10-f8"), Status::AttackersWin, Reason::KingCaptured);
    auto edge = drawn("fetlar", kKingStuck, Side::Attackers);
    MoveResult r = play(edge, "f4-f2");
    EXPECT_TRUE(captured(r).empty());
    EXPECT_EQ(edge.king_square(), sq("f1"));
}

}  // namespace
}  // namespace tafl
