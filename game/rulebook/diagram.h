// diagram.h: a rulebook diagram made real by the engine. prepare_diagram() turns the text of a
// diagram (library.h) into the rules, the start position, the marked squares, the arrows and
// the moves the page plays; verify_diagram() plays the moves and compares what the engine
// answers with what the diagram claims (its captures, the game's result, the moves refused).
// The reader shows only prepared diagrams; the tests verify every one.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rulebook/library.h"
#include "taflbord/position.h"
#include "taflbord/rules.h"

namespace tafl::rulebook {

struct PreparedDiagram {
    RuleSet rule_set;                    // the preset's rules with the diagram's changes
    std::shared_ptr<const Rules> rules;  // compiled from rule_set
    std::optional<Position> start;       // the position before the moves
    std::vector<Square> marks;
    std::vector<Move> arrows;
    std::vector<Move> moves;
};

// Builds a diagram on `preset_rules` (the rules of its `variant`). On a fault (an unknown
// parameter or value, rules that contradict each other, a malformed position, square or move)
// returns nullopt and says why in `error`.
std::optional<PreparedDiagram> prepare_diagram(const Diagram& diagram, const RuleSet& preset_rules, std::string* error);

// Plays the diagram's moves from its start and returns every way the engine's answers differ
// from the diagram's claims (empty when the diagram is true). A diagram with moves must claim
// its result.
std::vector<std::string> verify_diagram(const Diagram& diagram, const PreparedDiagram& prepared);

// Reads "d1-d3" for a board of `size`.
std::optional<Move> parse_diagram_move(std::string_view text, int size);

}  // namespace tafl::rulebook
