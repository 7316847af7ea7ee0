// evaluate.cpp: the static evaluation (see evaluate.h). Line tests use the position's rank and
// file occupancy masks, so each open-route test is a mask and a comparison.
#include "taflbord/ai/evaluate.h"

#include <algorithm>
#include <bit>
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
        if (rules.can_stop(Piece::King, sq) || rules.can_pass(Piece::King, sq))
            king_rows_[static_cast<std::size_t>(r)] |= 1U << f;
        if (rules.flags(sq) & kEscape) escape_rows_[static_cast<std::size_t>(r)] |= 1U << f;
        // Squares within two steps of a corner (not the corner itself) watch it.
        if (rules.set().corners != Corners::None && !(rules.flags(sq) & kCorner)) {
            bool watches = false;
            for (Square c : rules.squares()) {
                if (!(rules.flags(c) & kCorner)) continue;
                const int df = std::abs(file_of(c) - f), dr = std::abs(rank_of(c) - r);
                watches = watches || (df <= 2 && dr <= 2 && df + dr <= 3);
            }
            if (watches) watch_list_.push_back(sq);
        }
    }
}

int routes_from(const Position& pos, Square vacated, Square sq) {
    std::array<Square, 4> ends{};
    return pos.escape_lines(sq, vacated, ends);
}

int routes_in_two(const Position& pos) {
    const Square k = pos.king_square();
    int count = 0;
    find_king_destination(pos, [&](Square s) {
        count += routes_from(pos, k, s) > 0 ? 1 : 0;
        return false;
    });
    return count;
}

Move fork_move(const Position& pos) {
    const Square k = pos.king_square();
    if (pos.rules().set().escape == Escape::None) return Move{};
    const Square s = find_king_destination(pos, [&](Square to) { return routes_from(pos, k, to) >= 2; });
    if (s == kNoSquare) return Move{};
    return Move{static_cast<std::int16_t>(k), static_cast<std::int16_t>(s)};
}

KingRegion king_region(const Position& pos, const EvalTables& tables) {
    KingRegion region;
    const Square k = pos.king_square();
    if (k == kNoSquare) return region;
    const int n = pos.size();
    std::array<std::uint32_t, kMaxSize> open{};
    for (int r = 0; r < n; ++r) open[static_cast<std::size_t>(r)] = tables.king_row(r);
    for (std::int16_t sq : pos.pieces(Side::Attackers))
        open[static_cast<std::size_t>(rank_of(sq))] &= ~(1U << file_of(sq));
    auto& rows = region.rows;
    rows[static_cast<std::size_t>(rank_of(k))] = 1U << file_of(k);
    // Flood fill by whole ranks, sweeping up and down until nothing grows.
    for (bool grew = true; grew;) {
        grew = false;
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < n; ++i) {
                const int r = pass == 0 ? i : n - 1 - i;
                const auto ur = static_cast<std::size_t>(r);
                std::uint32_t row = rows[ur];
                if (r > 0) row |= rows[ur - 1];
                if (r + 1 < n) row |= rows[ur + 1];
                // Spread along the rank within the open squares.
                row &= open[ur];
                for (std::uint32_t prev = 0; prev != row;) {
                    prev = row;
                    row |= ((row << 1) | (row >> 1)) & open[ur];
                }
                row |= rows[ur];
                if (row != rows[ur]) {
                    rows[ur] = row;
                    grew = true;
                }
            }
        }
    }
    for (int r = 0; r < n; ++r) {
        const auto ur = static_cast<std::size_t>(r);
        region.squares += std::popcount(rows[ur]);
        region.escapes += std::popcount(rows[ur] & tables.escape_row(r));
    }
    return region;
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
        // The cordon.
        if (set.escape != Escape::None) {
            const KingRegion region = king_region(pos, tables);
            if (region.escapes == 0) {
                int near = 0;
                for (std::int16_t a : pos.pieces(Side::Attackers))
                    near += std::max(std::abs(file_of(a) - file_of(k)), std::abs(rank_of(a) - rank_of(k))) <= 2 ? 1 : 0;
                score -= w.sealed + region.squares * w.region_square + near * w.closing_in;
            } else {
                score += std::min(region.escapes, 8) * w.open_escape;
            }
        }
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
