// rules_shield_test.cpp: the king's shield (rules-reference §3.6 and §5 "The king's shield"): a
// defender on the fourth side of an otherwise enclosed king. Königszabel's `enclosed` double
// capture on drawn positions, and all four modes compared by override on strong-king presets.
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

constexpr const char* kKz = "koenigszabel";

// [SECTION] Königszabel: king_shield enclosed ("Gewinn durch Zweifachschlag")

// The shield man is enclosed across the king's line; the attacker closing the king's third side
// takes king and shield man together.
TEST(KingShield, EnclosedShieldFallsWithTheKing) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . a . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K . . . . . . . . .
            . . a d a . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "e12-e9");
    EXPECT_EQ(captured(r), (Caps{"d8", "d9"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(pos.king_square(), kNoSquare);
    EXPECT_EQ(pos.at(sq("d8")), Piece::Empty);
}

// A shield man who is not enclosed protects the king; the move that closes one of his sides
// (capturing him in the ordinary way) takes him and the king.
TEST(KingShield, EnclosedShieldProtectsUntilHisSideIsClosed) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . a . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K . . . . . . . . .
            . . a d . . . a . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . d . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "e12-e9");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
    checked(pos, "k2-k3");
    r = checked(pos, "h8-e8");
    EXPECT_EQ(captured(r), (Caps{"d8", "d9"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// Only a move that closes a side of the king or of the shield man decides: a position that
// starts with everything closed (§5: not judged) survives a move elsewhere.
TEST(KingShield, EnclosedNeedsAClosingMove) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K a . . . . . . . .
            . . a d a . . . . . . . .
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

// With two sides of the king open the shield man is an ordinary man: taken alone.
TEST(KingShield, EnclosedNeedsThreeKingSides) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . a K . . . . . . . . .
            . . a d . . . a . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "h8-e8");
    EXPECT_EQ(captured(r), (Caps{"d8"}));
    expect_outcome(r, Status::Ongoing, Reason::None);
    EXPECT_EQ(pos.king_square(), sq("d9"));
}

// Beside the throne the empty throne is one of the king's three sides.
TEST(KingShield, EnclosedBesideTheThrone) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . a . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a d . . . . . .
            . . . . . a K a . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "h12-h9");
    EXPECT_EQ(captured(r), (Caps{"g8", "g9"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// On the edge the edge is one of the king's three sides.
TEST(KingShield, EnclosedOnTheEdge) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a d . . . a . . .
            X . . . a K a . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "j2-g2");
    EXPECT_EQ(captured(r), (Caps{"f1", "f2"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// A castle encloses the shield man like an enemy: the man beside the corner is taken against it
// and the king with him.
TEST(KingShield, EnclosedAgainstACastle) {
    Position pos = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . a . . . . . . . . . . .
            a K a . . . . . . . . . .
            X d . . a . . . . . . . X
        )",
                         Side::Attackers);
    MoveResult r = checked(pos, "e1-c1");
    EXPECT_EQ(captured(r), (Caps{"b1", "b2"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// Neither the edge (edge_hostile_men: no) nor the throne (never hostile to defenders here)
// encloses the shield man, so in both positions he protects the king.
TEST(KingShield, EnclosedShieldManNotClosedByEdgeOrThrone) {
    Position edge = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . d . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            X . . . a K d . . . . . X
        )",
                          Side::Attackers);
    MoveResult r = checked(edge, "f4-f2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);

    Position throne = drawn(kKz, R"(
            X . . . . . . . . . . . X
            . . . . . a . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . a . . . . . .
            . . . . a K d . . . . . .
            . . . . . a + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            X . . . . . . . . . . . X
        )",
                            Side::Attackers);
    r = checked(throne, "f12-f9");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// §5: the king falls with his shield man whenever the move captures that man, also by the
// shieldwall (here the edge row g1 h1, with the king f1 in it, bracketed by e1 and i1).
TEST(KingShield, EnclosedShieldTakenByAShieldwallTakesTheKing) {
    const char* board = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . d . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . a . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . a a a . . . . .
            X . . . a K d d . . . . X
        )";
    Position pos = drawn(kKz, board, Side::Attackers, {{"shieldwall", "weak"}});
    MoveResult r = checked(pos, "i5-i1");
    EXPECT_EQ(captured(r), (Caps{"f1", "g1", "h1"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);

    Position protects = drawn(kKz, board, Side::Attackers, {{"shieldwall", "weak"}, {"king_shield", "protects"}});
    r = checked(protects, "i5-i1");
    EXPECT_EQ(captured(r), (Caps{"g1", "h1"}));
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// [SECTION] The four modes compared (tablut-brettspielnetz, strong king, by override)

struct ShieldCase {
    const char* name;
    const char* board;
    const char* move;
    Caps protects, breakable, ignored, enclosed;
};

// king c7, shield man c6. Expected captures per mode (§3.6, §5).
const std::vector<ShieldCase>& shield_cases() {
    static const std::vector<ShieldCase> cases = {
        {"third king side closed, shield enclosed",
         R"(
                X . . . . . . . X
                . . a . . . . . .
                . a K . . . . a .
                . a d a . . . . .
                . . . . + . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . d .
                X . . . . . . . X
            )",
         "h7-d7",
         {},
         {},
         {"c7"},
         {"c6", "c7"}},
        {"attacker moves to the shield's far side",
         R"(
                X . . . . . . . X
                . . a . . . . . .
                . a K a . . . . .
                . . d . . . . . .
                . . . . + . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . a . . . . d .
                X . . . . . . . X
            )",
         "c2-c5",
         {},
         {"c6"},
         {},
         {}},
        {"shield man captured in the ordinary way",
         R"(
                X . . . . . . . X
                . . a . . . . . .
                . a K a . . . . .
                . a d . . . . a .
                . . . . + . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . d .
                X . . . . . . . X
            )",
         "h6-d6",
         {"c6"},
         {"c6"},
         {"c6"},
         {"c6", "c7"}},
        {"only two king sides enclosed",
         R"(
                X . . . . . . . X
                . . a . . . . . .
                . . K . . . . a .
                . a d a . . . . .
                . . . . + . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . d .
                X . . . . . . . X
            )",
         "h7-d7",
         {},
         {},
         {},
         {}},
    };
    return cases;
}

// Each mode on each position: protects never lets the king fall; breakable takes only the
// shield man, from his far side; ignored takes only the king, by a move closing a king side;
// enclosed takes both when the shield man is enclosed.
TEST(KingShield, ModesCompared) {
    for (const ShieldCase& c : shield_cases()) {
        const std::pair<const char*, const Caps*> modes[] = {
            {"protects", &c.protects}, {"breakable", &c.breakable}, {"ignored", &c.ignored}, {"enclosed", &c.enclosed}};
        for (auto [mode, expected] : modes) {
            Position pos = drawn("tablut-brettspielnetz", c.board, Side::Attackers, {{"king_shield", mode}});
            MoveResult r = checked(pos, c.move);
            EXPECT_EQ(captured(r), *expected) << c.name << ", " << mode;
            const bool king_falls = std::find(expected->begin(), expected->end(), "c7") != expected->end();
            EXPECT_EQ(r.king_captured(), king_falls) << c.name << ", " << mode;
            EXPECT_EQ(r.status, king_falls ? Status::AttackersWin : Status::Ongoing) << c.name << ", " << mode;
        }
    }
}

// ignored (Italian option): three attackers and the throne take the king; the shield man stays.
TEST(KingShield, IgnoredWithTheThroneAsThirdSide) {
    const char* board = R"(
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . d . . . . .
            . . . . a K . . . a .
            . . . . . + . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . d . . . . . . . . .
            . . . . . . . . . . .
        )";
    Position ignored = drawn("york", board, Side::Attackers, {{"king_shield", "ignored"}});
    MoveResult r = checked(ignored, "j7-g7");
    EXPECT_EQ(captured(r), (Caps{"f7"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
    EXPECT_EQ(ignored.at(sq("f8")), Piece::Defender);

    Position protects = drawn("york", board, Side::Attackers, {{"king_shield", "protects"}});
    EXPECT_TRUE(captured(checked(protects, "j7-g7")).empty());
}

// ignored needs a defender man on the fourth side: a king on York's edge (not hostile to him)
// with three attackers round him stays.
TEST(KingShield, IgnoredNeedsAShieldMan) {
    Position pos = drawn("york", R"(
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
                         Side::Attackers, {{"king_shield", "ignored"}});
    MoveResult r = checked(pos, "f4-f2");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
}

// ignored applies to a weak king where he is strong (tablut-corner, on the throne) ...
TEST(KingShield, IgnoredForAWeakKingOnHisThrone) {
    Position pos = drawn("tablut-corner", R"(
            X . . . . . . . X
            . d . . . . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . a K d . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X . . . a . . . X
        )",
                         Side::Attackers, {{"king_shield", "ignored"}});
    MoveResult r = checked(pos, "e1-e4");
    EXPECT_EQ(captured(r), (Caps{"e5"}));
    expect_outcome(r, Status::AttackersWin, Reason::KingCaptured);
}

// ... and so does breakable: on the throne the shield man is taken against his king; off the
// throne, where the weak king is not strong, the rule does not apply (§5).
TEST(KingShield, BreakableOnlyWhereTheKingIsStrong) {
    Position throne = drawn("tablut-corner", R"(
            X . . . . . . . X
            . d . . . . . . .
            . . . . . . . . .
            . . . . a . . . .
            . . . a K a . . .
            . . . . d . . . .
            . . . . . . . . .
            . . . . . . . . .
            X . . . a . . . X
        )",
                            Side::Attackers, {{"king_shield", "breakable"}});
    EXPECT_EQ(captured(checked(throne, "e1-e3")), (Caps{"e4"}));
    EXPECT_EQ(throne.king_square(), sq("e5"));

    Position open = drawn("tablut-corner", R"(
            X . . . . . . . X
            . . a . . . . . .
            . a K a . . . . .
            . . d . . . . . .
            . . . . + . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . a . . . . d .
            X . . . . . . . X
        )",
                          Side::Attackers, {{"king_shield", "breakable"}});
    MoveResult r = checked(open, "c2-c5");
    EXPECT_TRUE(captured(r).empty());
    expect_outcome(r, Status::Ongoing, Reason::None);
}

}  // namespace
}  // namespace tafl
