// evaluate.cpp: the static evaluation (see evaluate.h). Line tests use the position's rank and
// file occupancy masks, so each open-route test is a mask and a comparison.
#include "taflbord/ai/evaluate.h"

#include <algorithm>
#include <cstdlib>

namespace tafl::ai {

namespace {

constexpr std::size_t idx(Square sq) { return static_cast<std::size_t>(sq); }

}  // namespace

EvalTables::EvalTables(const Rules& rules) {
    const int n = rules.size();
    const Escape escape = rules.set().escape;
    distance_.fill(0);
    for (Square sq : rules.squares()) {
        const int f = file_of(sq), r = rank_of(sq);
        int d = 0;
        if (escape == Escape::Edge) {
            d = std::min(std::min(f, n - 1 - f), std::min(r, n - 1 - r));
        } else if (escape == Escape::Corner) {
            // Manhattan distance to the nearest corner square.
            d = 1000;
            for (Square c : rules.squares())
                if (rules.flags(c) & kCorner) d = std::min(d, std::abs(file_of(c) - f) + std::abs(rank_of(c) - r));
        } else {
            d = 0;
        }
        distance_[idx(sq)] = static_cast<std::uint8_t>(std::min(d, 255));
        // Squares within two steps of a corner (not the corner itself) watch it.
        if (rules.set().corners != Corners::None && !(rules.flags(sq) & kCorner)) {
            for (Square c : rules.squares()) {
                if (!(rules.flags(c) & kCorner)) continue;
                int df = std::abs(file_of(c) - f), dr = std::abs(rank_of(c) - r);
                if (df + dr <= 2 || (df == 1 && dr == 1) || (df <= 2 && dr <= 2 && df + dr == 3)) watch_[idx(sq)] = 1;
            }
            if (watch_[idx(sq)]) watch_list_.push_back(sq);
        }
    }
}

int routes_from(const Position& pos, Square vacated, Square sq) {
    const Rules& rules = pos.rules();
    const int n = pos.size();
    const int f = file_of(sq), r = rank_of(sq);
    std::uint32_t row = pos.rank_occupancy(r);
    std::uint32_t col = pos.file_occupancy(f);
    if (vacated != kNoSquare) {
        if (rank_of(vacated) == r) row &= ~(1U << file_of(vacated));
        if (file_of(vacated) == f) col &= ~(1U << rank_of(vacated));
    }
    const std::array<bool, 4> clear = {(row >> (f + 1)) == 0, (row & ((1U << f) - 1U)) == 0, (col >> (r + 1)) == 0,
                                       (col & ((1U << r) - 1U)) == 0};
    const std::array<Square, 4> ends = {make_square(n - 1, r), make_square(0, r), make_square(f, n - 1),
                                        make_square(f, 0)};
    const Square throne = rules.throne();
    const bool throne_bars = throne != kNoSquare && !rules.can_pass(Piece::King, throne);
    int routes = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const Square end = ends[i];
        if (!clear[i] || end == sq || !(rules.flags(end) & kEscape)) continue;
        if (throne_bars) {
            // The throne lies on this ray when it shares the line and sits between.
            const int tf = file_of(throne), tr = rank_of(throne);
            const bool on_line =
                (i < 2) ? tr == r && (i == 0 ? tf > f : tf < f) : tf == f && (i == 2 ? tr > r : tr < r);
            if (on_line) continue;
        }
        ++routes;
    }
    return routes;
}

int routes_in_two(const Position& pos) {
    const Square k = pos.king_square();
    if (k == kNoSquare) return 0;
    const Rules& rules = pos.rules();
    int count = 0;
    for (int d : kDirections) {
        for (Square s = k + d; pos.at(s) == Piece::Empty; s += d) {
            if (rules.can_stop(Piece::King, s) && routes_from(pos, k, s) > 0) ++count;
            if (!rules.can_pass(Piece::King, s)) break;
        }
    }
    return count;
}

int evaluate(const Position& pos, const EvalTables& tables, const Weights& w) {
    const Rules& rules = pos.rules();
    const RuleSet& set = rules.set();
    // Everything is summed for the defenders, then turned to the side to move.
    int score = w.defender * pos.piece_count(Piece::Defender) - w.attacker * pos.piece_count(Piece::Attacker);
    const Square k = pos.king_square();
    if (k != kNoSquare) {
        const int routes = pos.escape_routes();
        score += routes * w.escape_route;
        score += std::min(routes_in_two(pos), 4) * w.route_in_two;
        score -= tables.escape_distance(k) * w.king_distance;
        // King enclosure: enclosing sides, and for a king taken like a man the open threat.
        const bool strong = set.king_capture == KingCapture::Strong || (rules.flags(k) & kStrongZone);
        int enclosed = 0;
        int king_moves = 0;
        for (int d : kDirections) {
            Piece p = pos.at(k + d);
            if (p == Piece::Attacker ||
                ((p == Piece::Empty || p == Piece::Offboard) && rules.empty_hostile_to_king(k + d)))
                ++enclosed;
            if (!strong && p == Piece::Attacker) {
                Piece far = pos.at(k - d);
                if (far == Piece::Empty) score -= w.king_threat;
            }
            for (Square s = k + d; pos.at(s) == Piece::Empty; s += d) {
                if (rules.can_stop(Piece::King, s)) ++king_moves;
                if (!rules.can_pass(Piece::King, s)) break;
            }
        }
        score -= enclosed * enclosed * w.king_pressure / (strong ? 2 : 1);
        score += king_moves * w.king_mobility;
    }
    // Attackers watching the corners.
    if (set.escape == Escape::Corner) {
        int watch = 0;
        for (Square sq : tables.watch_squares()) watch += pos.at(sq) == Piece::Attacker ? 1 : 0;
        score -= watch * w.corner_guard;
    }
    return pos.side_to_move() == Side::Defenders ? score : -score;
}

}  // namespace tafl::ai
