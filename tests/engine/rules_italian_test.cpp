// rules_italian_test.cpp: the rules of seed 003 ("Hnefatafl storico": Brandubh, Ard Rí, Tablut,
// Tawlbwrdd, Hnefatafl) as the presets of rules-reference §4.1 play them, each from a drawn position.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.h"

namespace tafl {
namespace {

using test::captured;
using test::drawn;
using test::is_legal;
using test::play;
using test::preset_rules;
using test::sq;

using Names = std::vector<std::string>;

// Plays moves that must not end the game, then the last one, whose result is returned.
MoveResult play_line(Position& pos, const std::vector<std::string>& moves) {
    for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
        MoveResult r = play(pos, moves[i]);
        EXPECT_EQ(r.status, Status::Ongoing) << "after " << moves[i];
    }
    return play(pos, moves.back());
}

void expect_end(const MoveResult& r, Status status, Reason reason) {
    EXPECT_EQ(status_id(r.status), status_id(status));
    EXPECT_EQ(reason_id(r.reason), reason_id(reason));
}

// A drawing of an n x n board holding the given pieces at (file, rank), both from 0.
struct Put {
    int file, rank;
    char piece;
};
std::string layout(int n, const std::vector<Put>& pieces) {
    std::vector<std::string> rows(static_cast<std::size_t>(n), std::string(static_cast<std::size_t>(n), '.'));
    for (const Put& p : pieces)
        rows[static_cast<std::size_t>(n - 1 - p.rank)][static_cast<std::size_t>(p.file)] = p.piece;
    std::string out;
    for (const auto& row : rows) out += row + "\n";
    return out;
}
// A 7x7 drawing on one line: rows top rank first, separated by '|'.
std::string rows(std::string text) {
    for (char& ch : text)
        if (ch == '|') ch = '\n';
    return text;
}
std::string name(int file, int rank) { return square_name(make_square(file, rank)); }
std::string move(int f1, int r1, int f2, int r2) { return name(f1, r1) + "-" + name(f2, r2); }

// The rules every seed-003 preset with a throne shares, checked on a board of the preset's size:
// king capture on, next to and away from the throne; who may stop on and cross the throne; the
// throne's hostility; and the escape (corner in Brandubh, any edge square elsewhere).
void check_throne_presets_rules(const char* id) {
    SCOPED_TRACE(id);
    const int n = preset_rules(id).size, c = n / 2;
    const bool corner_escape = preset_rules(id).escape == Escape::Corner;
    {  // On the throne the king needs four attackers.
        auto pos =
            drawn(id, layout(n, {{c, c, 'K'}, {c - 1, c, 'a'}, {c, c + 1, 'a'}, {c, c - 1, 'a'}, {n - 1, c, 'a'}}),
                  Side::Attackers);
        MoveResult r = play(pos, move(n - 1, c, c + 1, c));
        expect_end(r, Status::AttackersWin, Reason::KingCaptured);
        EXPECT_EQ(captured(r), Names{name(c, c)});
        auto three =
            drawn(id, layout(n, {{c, c, 'K'}, {c - 1, c, 'a'}, {c, c - 1, 'a'}, {n - 1, c, 'a'}}), Side::Attackers);
        EXPECT_EQ(play(three, move(n - 1, c, c + 1, c)).status, Status::Ongoing);
    }
    {  // Next to the throne: three attackers, the empty throne is the fourth side.
        auto pos = drawn(id, layout(n, {{c, c + 1, 'K'}, {c - 1, c + 1, 'a'}, {c + 1, c + 1, 'a'}, {c, n - 1, 'a'}}),
                         Side::Attackers);
        MoveResult r = play(pos, move(c, n - 1, c, c + 2));
        expect_end(r, Status::AttackersWin, Reason::KingCaptured);
        auto two = drawn(id, layout(n, {{c, c + 1, 'K'}, {c - 1, c + 1, 'a'}, {n - 1, c + 1, 'a'}}), Side::Attackers);
        EXPECT_EQ(play(two, move(n - 1, c + 1, c + 1, c + 1)).status, Status::Ongoing);
    }
    {  // Away from the throne the king is taken like a man, by two.
        auto pos =
            drawn(id, layout(n, {{c - 2, c + 2, 'K'}, {c - 3, c + 2, 'a'}, {c - 1, n - 1, 'a'}}), Side::Attackers);
        expect_end(play(pos, move(c - 1, n - 1, c - 1, c + 2)), Status::AttackersWin, Reason::KingCaptured);
    }
    {  // Only the king may stop on the throne; men (and the king) may cross it while it is empty.
        auto pos = drawn(id, layout(n, {{c + 2, c, 'K'}, {0, c, 'd'}, {c, n - 1, 'a'}}), Side::Defenders);
        EXPECT_FALSE(is_legal(pos, move(0, c, c, c)));
        EXPECT_TRUE(is_legal(pos, move(0, c, c + 1, c)));
        EXPECT_TRUE(is_legal(pos, move(c + 2, c, c, c)));
        auto att = drawn(id, layout(n, {{c + 2, c, 'K'}, {0, c, 'd'}, {c, n - 1, 'a'}}), Side::Attackers);
        EXPECT_EQ(att.check_move(test::mv(move(c, n - 1, c, c))), Illegal::RestrictedSquare);
        EXPECT_TRUE(is_legal(att, move(c, n - 1, c, 0)));
    }
    {  // The throne is hostile to attackers always, with the king on it (armed or not) or empty.
        for (const char* armed : {"yes", "no"}) {
            auto pos = drawn(id, layout(n, {{c, c, 'K'}, {c, c + 1, 'a'}, {n - 1, c + 2, 'd'}}), Side::Defenders,
                             {{"king_armed", armed}});
            EXPECT_EQ(captured(play(pos, move(n - 1, c + 2, c, c + 2))), Names{name(c, c + 1)})
                << "king_armed " << armed;
        }
        auto empty = drawn(id, layout(n, {{1, 1, 'K'}, {c, c + 1, 'a'}, {n - 1, c + 2, 'd'}}), Side::Defenders);
        EXPECT_EQ(captured(play(empty, move(n - 1, c + 2, c, c + 2))), Names{name(c, c + 1)});
    }
    {  // ... and hostile to defenders only while empty.
        auto empty = drawn(id, layout(n, {{1, 1, 'K'}, {c, c + 1, 'd'}, {n - 1, c + 2, 'a'}}), Side::Attackers);
        EXPECT_EQ(captured(play(empty, move(n - 1, c + 2, c, c + 2))), Names{name(c, c + 1)});
        auto held = drawn(id, layout(n, {{c, c, 'K'}, {c, c + 1, 'd'}, {n - 1, c + 2, 'a'}}), Side::Attackers);
        EXPECT_TRUE(captured(play(held, move(n - 1, c + 2, c, c + 2))).empty());
    }
    {  // Escape: any edge square, except in Brandubh where only the corners count.
        auto pos = drawn(id, layout(n, {{c - 1, c - 2, 'K'}, {n - 1, n - 2, 'a'}}), Side::Defenders);
        MoveResult r = play(pos, move(c - 1, c - 2, c - 1, 0));
        if (corner_escape)
            expect_end(r, Status::Ongoing, Reason::None);
        else
            expect_end(r, Status::DefendersWin, Reason::Escape);
    }
}

// ---------------------------------------------------------------------------------------------
// Brandubh (7x7, throne d4, king-only hostile corners, corner escape)

// Custodial capture: a man closed between the mover and an enemy along a rank or file is taken.
TEST(Brandubh, CustodialCaptureBothSides) {
    auto pos = drawn("brandubh", rows("X.....X|.......|....K..|.......|.......|.ad..a.|X.....X"), Side::Attackers);
    MoveResult r = play(pos, "f2-d2");
    EXPECT_EQ(captured(r), Names{"c2"});
    EXPECT_EQ(pos.at(sq("c2")), Piece::Empty);
    auto def = drawn("brandubh", rows("X.....X|.da..d.|....K..|.......|.......|.......|X.....X"), Side::Defenders);
    EXPECT_EQ(captured(play(def, "f6-d6")), Names{"c6"});
}

// One move may take two men, on opposite sides of the mover.
TEST(Brandubh, DoubleCapture) {
    auto pos = drawn("brandubh", rows("X.....X|.......|....K..|.......|.......|.ad.da.|X..a..X"), Side::Attackers);
    EXPECT_EQ(captured(play(pos, "d1-d2")), (Names{"c2", "e2"}));
}

// One move may take three men, one in each direction other than the one it came from.
TEST(Brandubh, TripleCapture) {
    auto pos = drawn("brandubh", rows("X.....X|.....K.|..a....|..d....|ad.da..|.......|X.a...X"), Side::Attackers);
    MoveResult r = play(pos, "c1-c3");
    EXPECT_EQ(captured(r), (Names{"b3", "c4", "d3"}));
    EXPECT_EQ(pos.piece_count(Piece::Defender), 0);
    EXPECT_EQ(r.status, Status::Ongoing);
}

// Moving between two enemies is safe: no suicide.
TEST(Brandubh, SafeEntryBetweenTwoEnemies) {
    auto pos = drawn("brandubh", rows("X.....X|.......|..d.K..|.......|.......|.a.a...|X.....X"), Side::Defenders);
    MoveResult r = play(pos, "c5-c2");
    EXPECT_TRUE(captured(r).empty());
    EXPECT_EQ(pos.at(sq("c2")), Piece::Defender);
    auto att = drawn("brandubh", rows("X.a...X|.d.d...|....K..|.......|.......|.......|X.....X"), Side::Attackers);
    EXPECT_TRUE(captured(play(att, "c7-c6")).empty());
    EXPECT_EQ(att.at(sq("c6")), Piece::Attacker);
}

// The king is armed: he captures as the moving piece and serves as the far side of a capture.
TEST(Brandubh, ArmedKingCaptures) {
    auto pos = drawn("brandubh", rows("X.....X|....K..|.......|.......|.....ad|.......|X.....X"), Side::Defenders);
    EXPECT_EQ(captured(play(pos, "e6-e3")), Names{"f3"});
    auto anvil = drawn("brandubh", rows("X.....X|..K....|..a....|d......|.......|.......|X.....X"), Side::Defenders);
    EXPECT_EQ(captured(play(anvil, "a4-c4")), Names{"c5"});
}

// The board edge is not hostile: a man against it is not captured.
TEST(Brandubh, EdgeIsNotHostile) {
    auto pos = drawn("brandubh", rows("X.....X|.d.....|....K..|.......|a......|.......|X.....X"), Side::Defenders);
    EXPECT_TRUE(captured(play(pos, "b6-b3")).empty());
    auto att = drawn("brandubh", rows("X.....X|.......|....K..|.......|.......|.....a.|X..d..X"), Side::Attackers);
    EXPECT_TRUE(captured(play(att, "f2-d2")).empty());
}

// The throne is hostile to attackers always, even with the king on it (armed or not).
TEST(Brandubh, ThroneHostileToAttackersEvenOccupied) {
    for (const char* armed : {"yes", "no"}) {
        auto pos = drawn("brandubh", rows("X.....X|.....d.|...a...|...K...|.......|.......|X.....X"), Side::Defenders,
                         {{"king_armed", armed}});
        EXPECT_EQ(captured(play(pos, "f6-d6")), Names{"d5"}) << "king_armed " << armed;
    }
    auto empty = drawn("brandubh", rows("X.....X|.K...d.|...a...|.......|.......|.......|X.....X"), Side::Defenders);
    EXPECT_EQ(captured(play(empty, "f6-d6")), Names{"d5"});
}

// The throne is hostile to defenders only when the king is not on it.
TEST(Brandubh, ThroneHostileToDefendersOnlyWhenEmpty) {
    auto empty = drawn("brandubh", rows("X.....X|.a...K.|...d...|.......|.......|.......|X.....X"), Side::Attackers);
    EXPECT_EQ(captured(play(empty, "b6-d6")), Names{"d5"});
    auto held = drawn("brandubh", rows("X.....X|.a.....|...d...|...K...|.......|.......|X.....X"), Side::Attackers);
    EXPECT_TRUE(captured(play(held, "b6-d6")).empty());
}

// The corners are hostile to men of both sides (the capture "valid only in Brandubh").
TEST(Brandubh, CornersHostileToMen) {
    auto pos = drawn("brandubh", rows("X.....X|.......|..d.K..|.......|.......|.......|Xa....X"), Side::Defenders);
    EXPECT_EQ(captured(play(pos, "c5-c1")), Names{"b1"});
    auto att = drawn("brandubh", rows("Xd....X|.......|..a.K..|.......|.......|.......|X.....X"), Side::Attackers);
    EXPECT_EQ(captured(play(att, "c5-c7")), Names{"b7"});
}

// Throne and corners are king-only; men cross the empty throne.
TEST(Brandubh, RestrictedSquaresAreKingOnly) {
    auto att = drawn("brandubh", rows("X..a..X|.......|a......|.......|.......|.....K.|X.....X"), Side::Attackers);
    EXPECT_EQ(att.check_move(test::mv("d7-d4")), Illegal::RestrictedSquare);
    EXPECT_EQ(att.check_move(test::mv("a5-a7")), Illegal::RestrictedSquare);
    EXPECT_TRUE(is_legal(att, "d7-d1"));
    auto def = drawn("brandubh", rows("X.....X|.......|.......|d....K.|.......|......d|X.....X"), Side::Defenders);
    EXPECT_EQ(def.check_move(test::mv("a4-d4")), Illegal::RestrictedSquare);
    EXPECT_EQ(def.check_move(test::mv("g2-g1")), Illegal::RestrictedSquare);
    EXPECT_TRUE(is_legal(def, "a4-e4"));
    EXPECT_TRUE(is_legal(def, "f4-d4"));
}

// The king may go back to the throne after leaving it.
TEST(Brandubh, KingReturnsToThrone) {
    auto pos = drawn("brandubh", rows("X.....X|.......|.......|...K...|.......|......a|X.....X"), Side::Defenders);
    play_line(pos, {"d4-d6", "g2-g3", "d6-d4"});
    EXPECT_EQ(pos.king_square(), sq("d4"));
}

// King capture zones: on the throne four attackers, next to it three plus the throne.
TEST(Brandubh, KingOnOrBesideThroneIsStrong) {
    auto four = drawn("brandubh", rows("X.....X|.......|...a...|..aK.a.|...a...|.......|X.....X"), Side::Attackers);
    MoveResult r = play(four, "f4-e4");
    expect_end(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(captured(r), Names{"d4"});
    auto shielded = drawn("brandubh", rows("X.....X|.......|...d...|..aK.a.|...a...|.......|X.....X"), Side::Attackers);
    EXPECT_EQ(play(shielded, "f4-e4").status, Status::Ongoing);
    auto beside = drawn("brandubh", rows("X.....X|.a.....|..aKa..|.......|.......|.......|X.....X"), Side::Attackers);
    expect_end(play(beside, "b6-d6"), Status::AttackersWin, Reason::KingCaptured);
    auto two = drawn("brandubh", rows("X.....X|.......|..aK..a|.......|.......|.......|X.....X"), Side::Attackers);
    EXPECT_EQ(play(two, "g5-e5").status, Status::Ongoing);
}

// Elsewhere the king is captured like a man, by two attackers on a rank or a file.
TEST(Brandubh, KingElsewhereCapturedByTwo) {
    auto rank = drawn("brandubh", rows("X.....X|.aK..a.|.......|.......|.......|.......|X.....X"), Side::Attackers);
    expect_end(play(rank, "f6-d6"), Status::AttackersWin, Reason::KingCaptured);
    auto file = drawn("brandubh", rows("X.....X|.a.....|.......|.......|.K.....|.a.....|X.....X"), Side::Attackers);
    expect_end(play(file, "b6-b4"), Status::AttackersWin, Reason::KingCaptured);
}

// On the edge the king falls to two attackers along the edge; the edge itself never helps.
TEST(Brandubh, KingOnEdgeCapturedAlongEdgeOnly) {
    auto along = drawn("brandubh", rows("X.....X|a......|.......|K......|a......|.......|X.....X"), Side::Attackers);
    expect_end(play(along, "a6-a5"), Status::AttackersWin, Reason::KingCaptured);
    auto across = drawn("brandubh", rows("X.....X|.a.....|.......|K......|a......|.......|X.....X"), Side::Attackers);
    MoveResult r = play(across, "b6-b4");
    EXPECT_EQ(r.status, Status::Ongoing);
    EXPECT_EQ(across.king_square(), sq("a4"));
}

// Next to a corner the corner is hostile to the king: one attacker on the far side captures him.
TEST(Brandubh, KingBesideCornerCapturedByOne) {
    auto pos = drawn("brandubh", rows("X.....X|.......|..a....|.......|.......|.......|XK....X"), Side::Attackers);
    expect_end(play(pos, "c5-c1"), Status::AttackersWin, Reason::KingCaptured);
    auto file = drawn("brandubh", rows("X.....X|a......|.......|.......|.......|K......|X.....X"), Side::Attackers);
    expect_end(play(file, "a6-a3"), Status::AttackersWin, Reason::KingCaptured);
}

// Brandubh escape: only a corner wins; an edge square does not.
TEST(Brandubh, EscapeOnlyToCorner) {
    auto pos = drawn("brandubh", rows("X.....X|.......|.......|.......|..K....|.....a.|X.....X"), Side::Defenders);
    MoveResult r = play(pos, "c3-a3");
    EXPECT_EQ(r.status, Status::Ongoing);
    play(pos, "f2-f3");
    expect_end(play(pos, "a3-a1"), Status::DefendersWin, Reason::Escape);
}

// Encirclement: the attackers win when their move leaves no defender able to reach an edge.
TEST(Brandubh, EncirclementAfterAttackerMove) {
    const std::string ring = rows("X.....X|..aaa..|.a...a.|.a.K.a.|.ad..a.|...aa..|X.a...X");
    auto pos = drawn("brandubh", ring, Side::Attackers);
    expect_end(play(pos, "c1-c2"), Status::AttackersWin, Reason::Encirclement);
    // A defender outside the ring can still reach the edge: no win.
    auto outside = drawn("brandubh", rows("X.....X|..aaa..|.a...a.|.a.K.a.|.ad..a.|...aa.d|X.a...X"), Side::Attackers);
    EXPECT_EQ(play(outside, "c1-c2").status, Status::Ongoing);
}

// Encirclement is judged only after attacker moves: a defender move inside the ring goes on.
TEST(Brandubh, EncirclementOnlyAfterAttackerMoves) {
    auto pos = drawn("brandubh", rows("X.....X|a.aaa..|.a...a.|.a.K.a.|.ad..a.|..aaa..|X.....X"), Side::Defenders);
    EXPECT_EQ(play(pos, "c3-d3").status, Status::Ongoing);
    expect_end(play(pos, "a6-a5"), Status::AttackersWin, Reason::Encirclement);
}

// Repetition: whoever makes a position occur the third time loses; the start is the first.
TEST(Brandubh, RepetitionMoverLoses) {
    const std::string board = rows("Xd.a..X|.aK....|..a....|.......|......a|.....d.|X.....X");
    const std::vector<std::string> line = {"g3-g4", "c6-c7", "g4-g3", "c7-c6", "g3-g4", "c6-c7", "g4-g3", "c7-c6"};
    auto pos = drawn("brandubh", board, Side::Attackers);
    MoveResult r = play_line(pos, line);  // ply 8 repeats the start position a third time
    expect_end(r, Status::AttackersWin, Reason::Repetition);
    // Defenders first: now the attackers make the third occurrence and lose.
    auto other = drawn("brandubh", board, Side::Defenders);
    std::vector<std::string> swapped = {"c6-c7", "g3-g4", "c7-c6", "g4-g3", "c6-c7", "g3-g4", "c7-c6", "g4-g3"};
    expect_end(play_line(other, swapped), Status::DefendersWin, Reason::Repetition);
}

// Repetition choice (§3.7): when every legal move of the mover repeats, the game is drawn.
TEST(Brandubh, RepetitionForcedIsDraw) {
    // Without the man on f2, the king's c7-c6 is the defenders' only move at ply 8.
    auto pos = drawn("brandubh", rows("Xd.a..X|.aK....|..a....|.......|......a|.......|X.....X"), Side::Attackers);
    MoveResult r = play_line(pos, {"g3-g4", "c6-c7", "g4-g3", "c7-c6", "g3-g4", "c6-c7", "g4-g3", "c7-c6"});
    expect_end(r, Status::Draw, Reason::Repetition);
}

// A player left without a legal move loses (either side).
TEST(Brandubh, NoLegalMoveLoses) {
    auto stuck = drawn("brandubh", rows("Xad...X|....d..|.......|...K...|.......|.......|X.....X"), Side::Defenders);
    expect_end(play(stuck, "e6-b6"), Status::DefendersWin, Reason::NoMoves);
    auto king = drawn("brandubh", rows("X.aKa.X|......a|.......|.......|.......|.......|X.....X"), Side::Attackers);
    expect_end(play(king, "g6-d6"), Status::AttackersWin, Reason::NoMoves);
}

// Announcements: a threat on the king after an attacker move; raichi (one route), tuichu (two).
TEST(Brandubh, Announcements) {
    Position start(test::compile(preset_rules("brandubh")));
    EXPECT_EQ(start.announcements(), kAnnounceNone);
    auto pos = drawn("brandubh", rows("X.....X|..K...a|.a.....|.......|.......|.......|X.....X"), Side::Attackers);
    EXPECT_FALSE(pos.announcements() & kKingThreatened);
    play(pos, "b5-b6");
    EXPECT_TRUE(pos.announcements() & kKingThreatened);
    auto one = drawn("brandubh", rows("X.....X|.......|a......|.......|K......|.......|X.....X"), Side::Defenders);
    EXPECT_EQ(one.announcements(), kRaichi);
    auto two = drawn("brandubh", rows("X.....X|.......|.......|.......|.......|.....a.|X..K..X"), Side::Defenders);
    EXPECT_EQ(two.announcements(), kTuichu);
}

// The shared throne rules, generated for the 7x7 board.
TEST(Brandubh, ThroneRulesOnGeneratedBoards) { check_throne_presets_rules("brandubh"); }

// ---------------------------------------------------------------------------------------------
// Ard Rí (7x7; the cross setup on an unmarked board, and the square setup with a throne)

// Without a throne the king is captured by two even in the centre.
TEST(ArdRi, NoThroneKingCapturedByTwoInCentre) {
    auto pos = drawn("ard-ri", rows(".......|.......|.......|..aK..a|.......|.......|......."), Side::Attackers);
    MoveResult r = play(pos, "g4-e4");
    expect_end(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(captured(r), Names{"d4"});
}

// The centre and the corners are ordinary squares: anyone stops there, nothing is hostile.
TEST(ArdRi, NoSpecialSquares) {
    auto pos = drawn("ard-ri", rows("...a...|.......|...a...|.......|a......|.....K.|......."), Side::Attackers);
    EXPECT_TRUE(is_legal(pos, "d5-d4"));
    EXPECT_TRUE(is_legal(pos, "a3-a1"));
    // The empty centre does not capture d5; the empty corner a1 does not capture b1.
    auto def = drawn("ard-ri", rows(".......|.....d.|..da...|......a|.......|.....K.|.a....."), Side::Defenders);
    EXPECT_TRUE(captured(play(def, "f6-d6")).empty());
    play(def, "g4-g5");
    EXPECT_TRUE(captured(play(def, "c5-c1")).empty());
}

// Ard Rí escape: any edge square, corners included.
TEST(ArdRi, EscapeToAnyEdgeSquare) {
    auto pos = drawn("ard-ri", rows(".......|.......|.......|.......|..K....|.......|......a"), Side::Defenders);
    expect_end(play(pos, "c3-c1"), Status::DefendersWin, Reason::Escape);
    auto corner = drawn("ard-ri", rows(".......|.......|.......|.......|K......|.......|......a"), Side::Defenders);
    expect_end(play(corner, "a3-a1"), Status::DefendersWin, Reason::Escape);
}

// Raichi and tuichu count escape routes to any edge square in Ard Rí.
TEST(ArdRi, RaichiAndTuichu) {
    auto one = drawn("ard-ri", rows("..a....|.......|.......|.......|a.K.a..|.......|......."), Side::Defenders);
    EXPECT_EQ(one.announcements(), kRaichi);
    auto two = drawn("ard-ri", rows(".......|.......|.......|.......|a.K.a..|.......|......."), Side::Defenders);
    EXPECT_EQ(two.announcements(), kTuichu);
}

// The square setup: 16 attackers against 8 defenders and the king, with throne rules and edge escape.
TEST(ArdRi, SquareSetupAndThroneRules) {
    Position start(test::compile(preset_rules("ard-ri-square")));
    EXPECT_EQ(start.piece_count(Piece::Attacker), 16);
    EXPECT_EQ(start.piece_count(Piece::Defender), 8);
    EXPECT_EQ(start.king_square(), sq("d4"));
    check_throne_presets_rules("ard-ri-square");
}

// ---------------------------------------------------------------------------------------------
// Tablut (9x9 Linnaeus, throne e5, edge escape, no corners)

// The shared throne rules on the 9x9 board.
TEST(ItalianTablut, ThroneRulesAndKingZones) { check_throne_presets_rules("tablut"); }

// Without corners, a1 and the other corners are ordinary: not king-only and not hostile.
TEST(ItalianTablut, CornersAreOrdinary) {
    auto pos = drawn("tablut", R"(
        .........
        .........
        .........
        .........
        ....K....
        .........
        a.d......
        .........
        .a.......)",
                     Side::Defenders);
    EXPECT_TRUE(captured(play(pos, "c3-c1")).empty());
    EXPECT_TRUE(is_legal(pos, "a3-a1"));
}

// Tablut escape: the king wins on any edge square; an edge-bound man wins nothing.
TEST(ItalianTablut, EdgeEscape) {
    auto pos = drawn("tablut", R"(
        .........
        .........
        .........
        .........
        .........
        .........
        ..K...d..
        .........
        ........a)",
                     Side::Defenders);
    EXPECT_EQ(play(pos, "g3-g1").status, Status::Ongoing);
    play(pos, "i1-i2");
    expect_end(play(pos, "c3-a3"), Status::DefendersWin, Reason::Escape);
}

// Raichi with one open line to the edge, tuichu with two.
TEST(ItalianTablut, RaichiAndTuichu) {
    auto one = drawn("tablut", R"(
        .........
        ..a......
        .........
        .........
        .........
        .........
        a.K...a..
        .........
        .........)",
                     Side::Defenders);
    EXPECT_EQ(one.announcements(), kRaichi);
    auto two = drawn("tablut", R"(
        .........
        .........
        .........
        .........
        .........
        .........
        a.K...a..
        .........
        .........)",
                     Side::Defenders);
    EXPECT_EQ(two.announcements(), kTuichu);
}

// The king in the open is threatened when one attacker move would close him between two.
TEST(ItalianTablut, KingThreatAnnounced) {
    auto pos = drawn("tablut", R"(
        .........
        .........
        .a.......
        ..K.....a
        .........
        .........
        .........
        .........
        .........)",
                     Side::Attackers);
    EXPECT_FALSE(pos.announcements() & kKingThreatened);
    play(pos, "b7-b6");
    EXPECT_TRUE(pos.announcements() & kKingThreatened);
    play(pos, "c6-c7");
    EXPECT_FALSE(pos.announcements() & kKingThreatened);
}

// Encirclement in Tablut: the king and his last man enclosed after the attackers' move.
TEST(ItalianTablut, Encirclement) {
    auto pos = drawn("tablut", R"(
        .........
        .........
        ...aaa...
        ..a...a..
        ..a.K.a..
        ..ad..a..
        ....aa...
        ...a.....
        .........)",
                     Side::Attackers);
    expect_end(play(pos, "d2-d3"), Status::AttackersWin, Reason::Encirclement);
}

// ---------------------------------------------------------------------------------------------
// Tawlbwrdd (11x11: Bell's setup and the Lewis and diamond alternatives)

// All three setups: 24 attackers against 12 defenders and the king on the throne f6.
TEST(Tawlbwrdd, SetupsHoldTwentyFourAgainstTwelve) {
    for (const char* id : {"tawlbwrdd", "tawlbwrdd-lewis", "tawlbwrdd-diamond"}) {
        Position start(test::compile(preset_rules(id)));
        EXPECT_EQ(start.piece_count(Piece::Attacker), 24) << id;
        EXPECT_EQ(start.piece_count(Piece::Defender), 12) << id;
        EXPECT_EQ(start.king_square(), sq("f6")) << id;
        EXPECT_EQ(start.side_to_move(), Side::Attackers) << id;
    }
}

// The shared throne rules and edge escape on the 11x11 board, for every setup.
TEST(Tawlbwrdd, ThroneRulesAndKingZones) {
    for (const char* id : {"tawlbwrdd", "tawlbwrdd-lewis", "tawlbwrdd-diamond"}) check_throne_presets_rules(id);
}

// Repetition in Tawlbwrdd: the mover of the third occurrence loses.
TEST(Tawlbwrdd, RepetitionMoverLoses) {
    auto pos = drawn("tawlbwrdd", layout(11, {{5, 5, 'K'}, {1, 9, 'a'}, {8, 2, 'd'}}), Side::Attackers);
    MoveResult r = play_line(pos, {"b10-b9", "i3-i4", "b9-b10", "i4-i3", "b10-b9", "i3-i4", "b9-b10", "i4-i3"});
    expect_end(r, Status::AttackersWin, Reason::Repetition);
}

// ---------------------------------------------------------------------------------------------
// Hnefatafl (13x13 Parlett setup, throne g7, edge escape)

// The setup: 32 attackers, 16 defenders, the king on g7.
TEST(Hnefatafl, Setup) {
    Position start(test::compile(preset_rules("hnefatafl")));
    EXPECT_EQ(start.piece_count(Piece::Attacker), 32);
    EXPECT_EQ(start.piece_count(Piece::Defender), 16);
    EXPECT_EQ(start.king_square(), sq("g7"));
}

// The shared throne rules and edge escape on the 13x13 board.
TEST(Hnefatafl, ThroneRulesAndKingZones) { check_throne_presets_rules("hnefatafl"); }

// Triple capture by the armed king on the big board: his move takes three men at once.
TEST(Hnefatafl, KingTakesThreeAtOnce) {
    // King e2 moves to e4 between attackers d4, f4, e5, each backed by a defender.
    auto pos = drawn(
        "hnefatafl",
        layout(
            13,
            {{4, 1, 'K'}, {3, 3, 'a'}, {2, 3, 'd'}, {5, 3, 'a'}, {6, 3, 'd'}, {4, 4, 'a'}, {4, 5, 'd'}, {12, 12, 'a'}}),
        Side::Defenders);
    MoveResult r = play(pos, "e2-e4");
    EXPECT_EQ(captured(r), (Names{"d4", "e5", "f4"}));
    EXPECT_EQ(pos.piece_count(Piece::Attacker), 1);
    EXPECT_EQ(r.status, Status::Ongoing);
}

}  // namespace
}  // namespace tafl
