// diagram.cpp: preparing and verifying rulebook diagrams with the engine.
#include "rulebook/diagram.h"

#include <algorithm>
#include <set>

namespace tafl::rulebook {

std::optional<Move> parse_diagram_move(std::string_view text, int size) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const auto from = parse_square(text.substr(0, dash), size);
    const auto to = parse_square(text.substr(dash + 1), size);
    if (!from || !to) return std::nullopt;
    return Move{static_cast<std::int16_t>(*from), static_cast<std::int16_t>(*to)};
}

std::optional<PreparedDiagram> prepare_diagram(const Diagram& diagram, const RuleSet& preset_rules, std::string* error) {
    PreparedDiagram out;
    out.rule_set = preset_rules;
    for (const auto& [name, value] : diagram.rules) {
        if (const auto why = set_parameter(out.rule_set, name, value)) {
            *error = "rules: " + *why;
            return std::nullopt;
        }
    }
    if (const auto problems = validate(out.rule_set); !problems.empty()) {
        *error = "rules: " + problems.front().parameter + ": " + problems.front().message;
        return std::nullopt;
    }
    out.rules = std::make_shared<const Rules>(out.rule_set);
    const auto side = parse_side(diagram.side);
    if (!side) {
        *error = "side: '" + diagram.side + "' is neither attackers nor defenders";
        return std::nullopt;
    }
    std::string why;
    out.start = Position::from_record(out.rules, diagram.position, *side, &why);
    if (!out.start) {
        *error = "position: " + why;
        return std::nullopt;
    }
    const int size = out.rule_set.size;
    for (const std::string& m : diagram.marks) {
        const auto sq = parse_square(m, size);
        if (!sq) {
            *error = "marks: '" + m + "' is not a square of this board";
            return std::nullopt;
        }
        out.marks.push_back(*sq);
    }
    for (const std::string& a : diagram.arrows) {
        const auto mv = parse_diagram_move(a, size);
        if (!mv) {
            *error = "arrows: '" + a + "' is not written 'from-to' with squares of this board";
            return std::nullopt;
        }
        out.arrows.push_back(*mv);
    }
    for (const std::string& m : diagram.moves) {
        const auto mv = parse_diagram_move(m, size);
        if (!mv) {
            *error = "moves: '" + m + "' is not written 'from-to' with squares of this board";
            return std::nullopt;
        }
        out.moves.push_back(*mv);
    }
    return out;
}

std::vector<std::string> verify_diagram(const Diagram& diagram, const PreparedDiagram& prepared) {
    std::vector<std::string> problems;
    if (!prepared.start) return {"no position"};
    Position pos = *prepared.start;
    const int size = prepared.rule_set.size;
    std::set<Square> captured;
    if (pos.game_over() && !prepared.moves.empty())
        problems.push_back("the game is already over in the position, before the moves");
    for (std::size_t i = 0; i < prepared.moves.size(); ++i) {
        const Move m = prepared.moves[i];
        if (const Illegal why = pos.check_move(m); why != Illegal::None) {
            problems.push_back("move " + std::to_string(i + 1) + " '" + diagram.moves[i] + "' is not legal (" +
                               std::string(illegal_id(why)) + ")");
            return problems;
        }
        const MoveResult& r = pos.make(m);
        for (int k = 0; k < r.capture_count; ++k) captured.insert(r.captured[static_cast<std::size_t>(k)]);
    }
    auto names = [](const std::set<Square>& squares) {
        std::string out;
        for (Square sq : squares) out += (out.empty() ? "" : " ") + square_name(sq);
        return out.empty() ? std::string("nothing") : out;
    };
    if (diagram.captured) {
        std::set<Square> claimed;
        for (const std::string& s : *diagram.captured) {
            const auto sq = parse_square(s, size);
            if (!sq)
                problems.push_back("captured: '" + s + "' is not a square of this board");
            else
                claimed.insert(*sq);
        }
        if (claimed != captured)
            problems.push_back("captured: the moves take " + names(captured) + ", the diagram says " + names(claimed));
    }
    if (!prepared.moves.empty() && diagram.result.empty())
        problems.push_back("a diagram with moves must state its result");
    if (!diagram.result.empty() && diagram.result != status_id(pos.status()))
        problems.push_back("result: the game stands '" + std::string(status_id(pos.status())) + "', the diagram says '" +
                           diagram.result + "'");
    if (!diagram.reason.empty() && diagram.reason != reason_id(pos.reason()))
        problems.push_back("reason: the engine gives '" + std::string(reason_id(pos.reason())) + "', the diagram says '" +
                           diagram.reason + "'");
    for (const std::string& text : diagram.illegal) {
        const auto m = parse_diagram_move(text, size);
        if (!m) {
            problems.push_back("illegal: '" + text + "' is not written 'from-to' with squares of this board");
            continue;
        }
        if (pos.check_move(*m) == Illegal::None) problems.push_back("illegal: '" + text + "' is a legal move");
    }
    return problems;
}

}  // namespace tafl::rulebook
