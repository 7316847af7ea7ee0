// rule_words.cpp: the texts for the rule parameters, their groups and values. Every string here is
// extracted into localization/taflbord.pot; the `// I18N:` comments above them reach the
// translators. The explanations follow rules-reference §3 and §5, written for players.
#include "i18n/rule_words.h"

#include <array>

#include "i18n/translate.h"
#include "taflbord/rules.h"

namespace tafl::i18n {

// [SECTION] Groups

namespace {

constexpr std::array<std::string_view, 5> kGroups = {"board", "hostile", "capture", "king", "end"};

}  // namespace

std::span<const std::string_view> rule_groups() { return kGroups; }

const char* rule_group_label(std::string_view group) {
    if (group == "board")
        // I18N: Heading of a group of rules in the rule editor: the board, its special squares (the
        // throne in the centre, the corners) and who may use them.
        return p_("rule group", "Board and squares");
    if (group == "hostile")
        // I18N: Heading of a group of rules in the rule editor: special squares that act like an enemy
        // piece when a piece next to them is captured.
        return p_("rule group", "Hostile squares");
    if (group == "capture")
        // I18N: Heading of a group of rules in the rule editor: how ordinary pieces are captured.
        return p_("rule group", "Captures");
    if (group == "king")
        // I18N: Heading of a group of rules in the rule editor: how the attackers capture the king.
        return p_("rule group", "Capturing the king");
    if (group == "end")
        // I18N: Heading of a group of rules in the rule editor: how a game is won, lost or drawn.
        return p_("rule group", "End of the game");
    return nullptr;
}

// [SECTION] Labels

const char* rule_label(std::string_view p) {
    if (p == "size")
        // I18N: Rule editor, a row heading: the number of squares along a side of the board (7 to 19).
        return p_("rule", "Board size");
    if (p == "setup")
        // I18N: Rule editor, a row heading: where the pieces stand when the game begins.
        return p_("rule", "Starting position");
    if (p == "first")
        // I18N: Rule editor, a row heading: which side makes the first move.
        return p_("rule", "First move");
    if (p == "throne")
        // I18N: Rule editor, a row heading: whether the centre square is the king's special square.
        return p_("rule", "Throne");
    if (p == "corners")
        // I18N: Rule editor, a row heading: whether the corners of the board are special squares.
        return p_("rule", "Corner squares");
    if (p == "throne_stop")
        // I18N: Rule editor, a row heading: which pieces may end a move on the empty throne.
        return p_("rule", "Who may stop on the throne");
    if (p == "throne_cross")
        // I18N: Rule editor, a row heading: which pieces may move across the empty throne.
        return p_("rule", "Who may pass through the throne");
    if (p == "king_reenter")
        // I18N: Rule editor, a row heading, a yes/no rule: may the king go back to the throne once he
        // has left it.
        return p_("rule", "King may return to the throne");
    if (p == "corner_stop")
        // I18N: Rule editor, a row heading: which pieces may end a move on a corner square.
        return p_("rule", "Who may enter a corner");
    if (p == "corner_guard")
        // I18N: Rule editor, a row heading, a yes/no rule: the squares right beside each corner are
        // reserved for the king too.
        return p_("rule", "King-only squares beside the corners");
    if (p == "corner_hostile")
        // I18N: Rule editor, a row heading: against which side's pieces an empty corner acts as an
        // enemy in a capture.
        return p_("rule", "Corners hostile to");
    if (p == "corner_hostile_king")
        // I18N: Rule editor, a row heading, a yes/no rule: a corner counts as an enemy when the
        // attackers surround the king.
        return p_("rule", "Corners hostile to the king");
    if (p == "throne_hostile_attackers")
        // I18N: Rule editor, a row heading: when the throne acts as an enemy of attacking pieces in a
        // capture.
        return p_("rule", "Throne hostile to attackers");
    if (p == "throne_hostile_defenders")
        // I18N: Rule editor, a row heading: when the throne acts as an enemy of defending pieces (not
        // the king) in a capture.
        return p_("rule", "Throne hostile to defenders");
    if (p == "throne_hostile_king")
        // I18N: Rule editor, a row heading, a yes/no rule: the throne counts as an enemy when the
        // attackers surround the king next to it.
        return p_("rule", "Throne hostile to the king");
    if (p == "edge_hostile_men")
        // I18N: Rule editor, a row heading, a yes/no rule: the edge of the board acts as an enemy of
        // ordinary pieces in a capture.
        return p_("rule", "Edge hostile to men");
    if (p == "edge_hostile_king")
        // I18N: Rule editor, a row heading, a yes/no rule: the edge of the board counts as an enemy
        // when the attackers surround the king.
        return p_("rule", "Edge hostile to the king");
    if (p == "king_armed")
        // I18N: Rule editor, a row heading: whether the king takes part in capturing attackers.
        return p_("rule", "Armed king");
    if (p == "shieldwall")
        // I18N: Rule editor, a row heading: a rule to capture a whole row of pieces along the edge at
        // once. "Shieldwall" is the usual English name of the rule.
        return p_("rule", "Shieldwall");
    if (p == "king_capture")
        // I18N: Rule editor, a row heading: how the king is captured (between two enemies, or only
        // when surrounded on all four sides).
        return p_("rule", "King is captured");
    if (p == "king_strong_zone")
        // I18N: Rule editor, a row heading: the squares where the king can only be captured by
        // surrounding him on all four sides.
        return p_("rule", "Where the king is strong");
    if (p == "king_edge_safe")
        // I18N: Rule editor, a row heading, a yes/no rule: the king cannot be captured on the edge.
        return p_("rule", "King safe on the edge");
    if (p == "king_shield")
        // I18N: Rule editor, a row heading: what a defender does who stands beside a king that is
        // otherwise surrounded.
        return p_("rule", "Defender beside the king");
    if (p == "escape")
        // I18N: Rule editor, a row heading: the squares the king must reach to win.
        return p_("rule", "King escapes to");
    if (p == "edge_fort")
        // I18N: Rule editor, a row heading, a yes/no rule: the defenders win with an unbreakable fort
        // on the edge (a Copenhagen rule). "Edge fort" is the usual English name.
        return p_("rule", "Edge fort");
    if (p == "encirclement")
        // I18N: Rule editor, a row heading, a yes/no rule: the attackers win by closing a ring around
        // all the defenders.
        return p_("rule", "Encirclement");
    if (p == "no_moves")
        // I18N: Rule editor, a row heading: what happens to a player who cannot make any move.
        return p_("rule", "No legal move");
    if (p == "repetition")
        // I18N: Rule editor, a row heading: what happens when the same position comes up a third time.
        return p_("rule", "Repeated position");
    if (p == "shuttle_limit")
        // I18N: Rule editor, a row heading, a number: how often one piece may move to and fro between
        // the same two squares.
        return p_("rule", "Back-and-forth limit");
    if (p == "no_capture_draw")
        // I18N: Rule editor, a row heading, a number of single moves: the game is drawn after that many
        // moves without a capture.
        return p_("rule", "Draw without captures after");
    return nullptr;
}

// [SECTION] Explanations

const char* rule_tooltip(std::string_view p) {
    if (p == "size")
        // I18N: Rule editor, the explanation of the board size.
        return _("How many squares each side of the board has. It comes with the starting position.");
    if (p == "setup")
        return _(
            // I18N: Rule editor, the explanation of the starting position. "OpenTafl" is the name of a
            // program whose notation other tafl programs use too; keep it.
            "Where the pieces stand when the game begins. Pick the setup of a known game, or paste a "
            "position written in OpenTafl notation.");
    if (p == "first")
        // I18N: Rule editor, the explanation of the rule that says which side moves first.
        return _("Which side makes the first move of the game.");
    if (p == "throne")
        return _(
            // I18N: Rule editor, the explanation of the throne.
            "The king starts on the centre square, the throne, which has rules of its own. Without a "
            "throne the centre is a square like any other.");
    if (p == "corners")
        return _(
            // I18N: Rule editor, the explanation of the corner squares. "Alea Evangelii" is the name of an
            // old game; keep it.
            "The four corners can be special squares that only the king may enter. With 2×2 blocks, "
            "each corner is four squares, as in Alea Evangelii.");
    if (p == "throne_stop")
        return _(
            // I18N: Rule editor, the explanation of who may stop on the throne. “Nobody” is the label of
            // one of its choices: use the same word as there.
            "Who may end a move on the empty throne. Other pieces never may; with “Nobody”, not even "
            "the king may come back to it.");
    if (p == "throne_cross")
        return _(
            // I18N: Rule editor, the explanation of who may move across the throne. “Nobody” is the label
            // of one of its choices: use the same word as there.
            "Who may move across the empty throne on the way to another square. With “Nobody”, even "
            "the king must go round it, though he may still stop on it.");
    if (p == "king_reenter")
        return _(
            // I18N: Rule editor, the explanation of the king's return to the throne.
            "Whether the king may go back to the throne after he has left it. If not, no move can "
            "ever end on the throne.");
    if (p == "corner_stop")
        return _(
            // I18N: Rule editor, the explanation of who may enter a corner; it cannot be changed.
            "Only the king may move onto a corner square. It is part of every rule set and cannot be "
            "changed.");
    if (p == "corner_guard")
        return _(
            // I18N: Rule editor, the explanation of the king-only squares beside the corners.
            "The squares right beside each corner are reserved for the king as well. Other pieces "
            "may pass over them but never stop there.");
    if (p == "corner_hostile")
        return _(
            // I18N: Rule editor, the explanation of hostile corners.
            "An empty corner can stand in for an enemy piece: a piece beside it, other than the king, "
            "is captured by a single enemy moving to its other side. This sets whose pieces it works "
            "against.");
    if (p == "corner_hostile_king")
        return _(
            // I18N: Rule editor, the explanation of corners that count against the king.
            "A corner beside the king counts as one of the enemies around him, so it takes one "
            "attacker fewer to capture him there.");
    if (p == "throne_hostile_attackers")
        return _(
            // I18N: Rule editor, the explanation of a throne hostile to the attackers.
            "Whether the throne can stand in for an enemy piece when an attacker next to it is "
            "captured: never, only while the throne is empty, or always, even with the king on it.");
    if (p == "throne_hostile_defenders")
        return _(
            // I18N: Rule editor, the explanation of a throne hostile to the defenders.
            "Whether the empty throne can stand in for an enemy piece when a defender next to it is "
            "captured. For the king there is a rule of its own.");
    if (p == "throne_hostile_king")
        return _(
            // I18N: Rule editor, the explanation of a throne that counts against the king.
            "The throne counts as one of the enemies around a king standing next to it, so it "
            "takes one attacker fewer to capture him there.");
    if (p == "edge_hostile_men")
        return _(
            // I18N: Rule editor, the explanation of a board edge hostile to ordinary pieces.
            "The edge of the board stands in for an enemy piece: a piece on the edge, other than the "
            "king, is captured by a single enemy moving next to it from the inside. A rare option.");
    if (p == "edge_hostile_king")
        return _(
            // I18N: Rule editor, the explanation of a board edge that counts against the king.
            "The edge of the board counts as one of the enemies around the king, so he can be "
            "trapped against it with fewer attackers.");
    if (p == "king_armed")
        return _(
            // I18N: Rule editor, the explanation of the armed king. "Trap" means: the enemy is caught
            // between two pieces. “Only when moving” is the label of one of its choices: use the same
            // words as there.
            "Whether the king helps to capture attackers. An armed king may make the capturing move "
            "or close the trap from the far side; an unarmed one never takes part. With “Only when "
            "moving”, he captures only with a move of his own.");
    if (p == "shieldwall")
        return _(
            // I18N: Rule editor, the explanation of the shieldwall.
            "A row of two or more pieces along the edge, each facing an enemy, is captured at once "
            "when the opponent closes both ends of the row; a king in the row is spared. In the strong "
            "form, a corner may close one end.");
    if (p == "king_capture")
        return _(
            // I18N: Rule editor, the explanation of how the king is captured.
            "Whether the king is captured like any other piece, between two enemies, or only when "
            "he is surrounded on all four sides.");
    if (p == "king_strong_zone")
        return _(
            // I18N: Rule editor, the explanation of the squares where the king is strong.
            "When the king is captured between two enemies, he can still be given squares where "
            "the attackers must surround him on all four sides: the throne, or the throne and the "
            "four squares around it.");
    if (p == "king_edge_safe")
        // I18N: Rule editor, the explanation of the king who is safe on the edge.
        return _("The king cannot be captured while he stands on an edge square.");
    if (p == "king_shield")
        return _(
            // I18N: Rule editor, the explanation of the defender beside an otherwise surrounded king.
            "A king is surrounded on three sides and one of his defenders stands on the fourth. The "
            "defender may shield him, be captured against him by an attacker behind it, not count "
            "at all, or shield him only until it is trapped itself, when both fall.");
    if (p == "escape")
        return _(
            // I18N: Rule editor, the explanation of the king's escape.
            "Where the king must go for the defenders to win: a corner, any square on the edge, or "
            "nowhere, when they can only win in other ways.");
    if (p == "edge_fort")
        return _(
            // I18N: Rule editor, the explanation of the edge fort (a Copenhagen rule).
            "The defenders also win when the king stands on the edge, can still move, and is walled "
            "in by defenders that the attackers can never capture.");
    if (p == "encirclement")
        return _(
            // I18N: Rule editor, the explanation of the encirclement.
            "The attackers win when, after their move, no defender and not the king can reach the "
            "edge of the board any more, because the attackers have closed a ring around them all.");
    if (p == "no_moves")
        // I18N: Rule editor, the explanation of what happens when a player cannot move.
        return _("What happens when the player whose turn it is cannot make any move.");
    if (p == "repetition")
        return _(
            // I18N: Rule editor, the explanation of the rule on repeated positions.
            "What happens when a move brings the same position, with the same side to move, for the "
            "third time. When the player who repeats loses, one whose every move would repeat gets a draw "
            "instead.");
    if (p == "shuttle_limit")
        return _(
            // I18N: Rule editor, the explanation of the limit on moving a piece to and fro.
            "How many times in a row one piece may move back and forth between the same two "
            "squares; one more such move is not allowed. Off means no limit.");
    if (p == "no_capture_draw")
        return _(
            // I18N: Rule editor, the explanation of the draw when nothing is captured for long. A single
            // move is one move of one player.
            "The game is drawn after this many single moves in a row, counting both players, with no "
            "capture. Off means never.");
    return nullptr;
}

// [SECTION] Values

namespace {

const char* yes_label() {
    // I18N: Rule editor: a rule is switched on (shown as the value of a preset in a tooltip).
    return p_("rule value", "Yes");
}

const char* no_label() {
    // I18N: Rule editor: a rule is switched off (shown as the value of a preset in a tooltip).
    return p_("rule value", "No");
}

bool is_yes_no(const ParamInfo& info) {
    return info.values.size() == 2 && info.values[0] == "yes" && info.values[1] == "no";
}

}  // namespace

const char* rule_off_label() {
    // I18N: Rule editor: a numeric rule set to 0, which switches it off (no limit).
    return p_("rule value", "Off");
}

const char* rule_value_label(std::string_view p, std::string_view v) {
    if (p == "first") {
        if (v == "attackers")
            // I18N: Rule editor, a choice for the first move.
            return p_("rule value", "Attackers move first");
        if (v == "defenders")
            // I18N: Rule editor, a choice for the first move.
            return p_("rule value", "Defenders move first");
    } else if (p == "corners") {
        if (v == "none")
            // I18N: Rule editor, a choice for the corners: they are ordinary squares.
            return p_("rule value", "No special corners");
        if (v == "single")
            // I18N: Rule editor, a choice for the corners: each corner is one special square.
            return p_("rule value", "One square each");
        if (v == "block2")
            // I18N: Rule editor, a choice for the corners: each corner is a block of 2×2 special squares.
            return p_("rule value", "Blocks of 2×2");
    } else if (p == "throne_stop" || p == "throne_cross" || p == "corner_stop") {
        if (v == "all")
            // I18N: Rule editor, a choice of who may pass through the throne: every piece.
            return p_("rule value", "Every piece");
        if (v == "king")
            // I18N: Rule editor, a choice of who may stop on or pass through a special square.
            return p_("rule value", "Only the king");
        if (v == "nobody")
            // I18N: Rule editor, a choice of who may stop on or pass through the throne: no piece, the
            // king included.
            return p_("rule value", "Nobody");
    } else if (p == "corner_hostile") {
        if (v == "none")
            // I18N: Rule editor, a choice of whose pieces the corners act against: nobody's.
            return p_("rule value", "Nobody");
        if (v == "attackers")
            // I18N: Rule editor, a choice of whose pieces the corners act against.
            return p_("rule value", "Attackers only");
        if (v == "all")
            // I18N: Rule editor, a choice of whose pieces the corners act against: attackers and defenders.
            return p_("rule value", "Both sides");
    } else if (p == "throne_hostile_attackers" || p == "throne_hostile_defenders") {
        if (v == "never")
            // I18N: Rule editor, a choice of when the throne acts as an enemy in a capture.
            return p_("rule value", "Never");
        if (v == "empty")
            // I18N: Rule editor, a choice of when the throne acts as an enemy in a capture: only while
            // no piece stands on it.
            return p_("rule value", "When empty");
        if (v == "always" && p == "throne_hostile_attackers")
            // I18N: Rule editor, a choice of when the throne acts as an enemy in a capture: also while the
            // king sits on it.
            return p_("rule value", "Always, even with the king on it");
    } else if (p == "king_armed") {
        if (v == "yes")
            // I18N: Rule editor, a choice: the king captures like any other piece.
            return p_("rule value", "Armed");
        if (v == "no")
            // I18N: Rule editor, a choice: the king never takes part in a capture.
            return p_("rule value", "Unarmed");
        if (v == "hammer")
            // I18N: Rule editor, a choice: the king captures only by moving, never as the piece that
            // waits on the other side.
            return p_("rule value", "Only when moving");
    } else if (p == "shieldwall") {
        if (v == "none")
            // I18N: Rule editor, a choice: no shieldwall captures.
            return p_("rule value", "None");
        if (v == "weak")
            // I18N: Rule editor, a choice: shieldwall captures where only pieces close the ends of the row.
            return p_("rule value", "Weak: pieces close the row");
        if (v == "strong")
            // I18N: Rule editor, a choice: shieldwall captures where a corner may close one end of the row.
            return p_("rule value", "Strong: a corner may close it");
    } else if (p == "king_capture") {
        if (v == "weak")
            // I18N: Rule editor, a choice: the king is captured between two enemies, like any piece.
            return p_("rule value", "Between two enemies");
        if (v == "strong")
            // I18N: Rule editor, a choice: the king is captured only when surrounded on all four sides.
            return p_("rule value", "Surrounded on four sides");
    } else if (p == "king_strong_zone") {
        if (v == "none")
            // I18N: Rule editor, a choice of where the king is strong: on no square.
            return p_("rule value", "Nowhere");
        if (v == "throne")
            // I18N: Rule editor, a choice of where the king is strong.
            return p_("rule value", "On the throne");
        if (v == "throne+adjacent")
            // I18N: Rule editor, a choice of where the king is strong: on the throne and the four squares
            // that touch it.
            return p_("rule value", "On and beside the throne");
    } else if (p == "king_shield") {
        if (v == "protects")
            // I18N: Rule editor, a choice: the defender beside the king saves him.
            return p_("rule value", "Protects the king");
        if (v == "breakable")
            // I18N: Rule editor, a choice: the defender beside the king can be captured between the king
            // and an attacker.
            return p_("rule value", "Can be captured against the king");
        if (v == "ignored")
            // I18N: Rule editor, a choice: the defender beside the king does not save him.
            return p_("rule value", "Does not protect the king");
        if (v == "enclosed")
            // I18N: Rule editor, a choice: when the defender beside the king is trapped too, the king
            // and the defender are captured together.
            return p_("rule value", "Falls with the king when trapped");
    } else if (p == "escape") {
        if (v == "corner")
            // I18N: Rule editor, a choice of where the king escapes to.
            return p_("rule value", "A corner");
        if (v == "edge")
            // I18N: Rule editor, a choice of where the king escapes to.
            return p_("rule value", "Any edge square");
        if (v == "none")
            // I18N: Rule editor, a choice: the king cannot win by escaping.
            return p_("rule value", "No escape");
    } else if (p == "no_moves") {
        if (v == "lose")
            // I18N: Rule editor, a choice: the player who cannot move loses the game.
            return p_("rule value", "That player loses");
        if (v == "draw")
            // I18N: Rule editor, a choice: the game is drawn when a player cannot move.
            return p_("rule value", "The game is drawn");
    } else if (p == "repetition") {
        if (v == "ignore")
            // I18N: Rule editor, a choice: a repeated position changes nothing.
            return p_("rule value", "Nothing happens");
        if (v == "draw")
            // I18N: Rule editor, a choice: a third repetition draws the game.
            return p_("rule value", "The game is drawn");
        if (v == "mover-loses")
            // I18N: Rule editor, a choice: the player whose move repeats the position a third time loses.
            return p_("rule value", "The player who repeats loses");
        if (v == "defenders-lose")
            // I18N: Rule editor, a choice: a third repetition always loses the game for the defenders.
            return p_("rule value", "The defenders lose");
    } else if (const ParamInfo* info = find_parameter(p); info && is_yes_no(*info)) {
        if (v == "yes") return yes_label();
        if (v == "no") return no_label();
    }
    return nullptr;
}

// [SECTION] Problems

const char* rule_problem_text(std::string_view p) {
    if (p == "size")
        // I18N: Rule editor, shown in red: the board size cannot be used.
        return _("The board must have an odd number of squares on a side, from 7 to 19.");
    if (p == "setup")
        // I18N: Rule editor, shown in red above a technical detail in English: the starting position
        // cannot be used with these rules.
        return _("This starting position does not fit these rules.");
    if (p == "escape")
        // I18N: Rule editor, shown in red: the king is to escape to a corner, but there are no corner squares.
        return _("Escaping to a corner needs corner squares.");
    if (p == "corner_hostile" || p == "corner_hostile_king" || p == "corner_guard")
        // I18N: Rule editor, shown in red: a rule about corners is set, but the corners are ordinary squares.
        return _("This rule needs corner squares.");
    if (p == "shieldwall")
        // I18N: Rule editor, shown in red: the strong shieldwall uses the corners, but there are none.
        return _("The strong shieldwall needs corner squares.");
    if (p == "throne_hostile_attackers" || p == "throne_hostile_defenders" || p == "throne_hostile_king" ||
        p == "king_strong_zone")
        // I18N: Rule editor, shown in red: a rule about the throne is set, but there is no throne.
        return _("This rule needs a throne.");
    if (p == "king_shield")
        // I18N: Rule editor, shown in red: the rule about a defender beside the king matters only when
        // the king must be surrounded on four sides.
        return _("This rule needs a king who is captured on four sides somewhere.");
    // I18N: Rule editor, shown in red when a rule cannot be combined with the others.
    return _("This does not fit the other rules.");
}

}  // namespace tafl::i18n
