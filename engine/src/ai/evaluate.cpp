// evaluate.cpp: the static evaluation (see evaluate.h). Line tests use the position's rank and
// file occupancy masks, so each open-route test is a mask and a comparison.
#include "taflbord/ai/evaluate.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "taflbord/bits.h"
#include "taflbord/zobrist.h"

namespace tafl::ai {

namespace {

constexpr std::size_t idx(Square sq) { return static_cast<std::size_t>(sq); }

// The steps between two squares as a king of chess would count them: the larger of the file and
// rank distances.
int steps_apart(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// The squares piece `p` on `from` can move to.
int moves_from(const Position& pos, Piece p, Square from) {
    const Rules& rules = pos.rules();
    int moves = 0;
    for (int d : kDirections) {
        for (Square s = from + d; pos.at(s) == Piece::Empty; s += d) {
            if (rules.can_stop(p, s)) ++moves;
            if (!rules.can_pass(p, s)) break;
        }
    }
    return moves;
}

// The step from `from` along its rank or file towards `to` (the two on one line).
int line_step(Square from, Square to) {
    const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
    return df > 0 ? 1 : df < 0 ? -1 : dr > 0 ? kStride : -kStride;
}

// Walks the approaches to the king's line from `sq` to `end` (`end` with it), the king having
// moved from `vacated` to `sq`: from each square of the line an attacker may stop on, outwards in
// the four directions, `empty(square)` for each empty square, then `piece(piece, square)` for the
// piece that ends the walk (Offboard past the edge; none after a square the attackers may not
// cross). Returns true as soon as `piece` does.
template <class Empty, class PieceAt>
bool walk_route_approaches(const Position& pos, Square vacated, Square sq, Square end, Empty&& empty, PieceAt&& piece) {
    const Rules& rules = pos.rules();
    const int step = line_step(sq, end);
    for (Square t = sq + step;; t += step) {
        if (rules.can_stop(Piece::Attacker, t)) {
            for (int d : kDirections) {
                if (t + d == t - step) continue;  // back along the line: empty up to the king
                for (Square s = t + d;; s += d) {
                    const Piece p = s == vacated ? Piece::Empty : s == sq ? Piece::King : pos.at(s);
                    if (p != Piece::Empty) {
                        if (piece(p, s)) return true;
                        break;
                    }
                    empty(s);
                    if (!rules.can_pass(Piece::Attacker, s)) break;
                }
            }
        }
        if (t == end) return false;
    }
}

// Whether an attacker can move onto a square of the king's line from `sq` to `end`.
bool attacker_can_close(const Position& pos, Square vacated, Square sq, Square end) {
    return walk_route_approaches(
        pos, vacated, sq, end, [](Square) {}, [](Piece p, Square) { return p == Piece::Attacker; });
}

// The open routes of a king on `sq` (come from `vacated`), their ends in `ends`, when no single
// move closes them (see decisive_square); else 0.
int decisive_lines(const Position& pos, Square vacated, Square sq, std::array<Square, 4>& ends) {
    const int lines = pos.escape_lines(sq, vacated, ends);
    if (lines >= 2) return lines;
    // One route: decisive when it ends on the next square (no square between to close it) or
    // when no attacker can reach any square of it.
    if (lines == 1 && (steps_apart(ends[0], sq) == 1 || !attacker_can_close(pos, vacated, sq, ends[0]))) return 1;
    return 0;
}

}  // namespace

std::span<const WeightField> weight_fields() {
    static constexpr WeightField kFields[] = {
        {"attacker", &Weights::attacker},
        {"defender", &Weights::defender},
        {"escape_route", &Weights::escape_route},
        {"route_in_two", &Weights::route_in_two},
        {"king_distance", &Weights::king_distance},
        {"king_pressure", &Weights::king_pressure},
        {"king_threat", &Weights::king_threat},
        {"corner_guard", &Weights::corner_guard},
        {"king_mobility", &Weights::king_mobility},
        {"sealed", &Weights::sealed},
        {"region_square", &Weights::region_square},
        {"open_escape", &Weights::open_escape},
        {"closing_in", &Weights::closing_in},
        {"edge_reach", &Weights::edge_reach},
        {"king_reach", &Weights::king_reach},
        {"route_in_two_few", &Weights::route_in_two_few},
        {"man_mobility", &Weights::man_mobility},
        {"held_man_mobility", &Weights::held_man_mobility},
        {"held_many", &Weights::held_many},
        {"corner_seal", &Weights::corner_seal},
        {"corner_closed", &Weights::corner_closed},
        {"approach", &Weights::approach},
        {"few_men", &Weights::few_men},
        {"cordon_gap", &Weights::cordon_gap},
    };
    return kFields;
}

int Weights::*weight_named(std::string_view name) {
    for (const WeightField& f : weight_fields())
        if (name == f.name) return f.member;
    return nullptr;
}

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
        if (f == 0 || r == 0 || f == n - 1 || r == n - 1) edge_rows_[static_cast<std::size_t>(r)] |= 1U << f;
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
    cell_of_.fill(-1);
    for (Square sq : rules.squares()) {
        cell_of_[idx(sq)] = static_cast<std::int16_t>(cells_.size());
        cells_.push_back({sq, {}, (rules.flags(sq) & kEscape) != 0,
                          rules.can_stop(Piece::King, sq) || rules.can_pass(Piece::King, sq),
                          rules.can_stop(Piece::Attacker, sq)});
    }
    for (Cell& cell : cells_)
        for (std::size_t d = 0; d < 4; ++d) {
            const Square next = cell.square + kDirections[d];
            cell.next[d] = rules.on_board(next) ? cell_of_[idx(next)] : std::int16_t{-1};
        }
    if (rules.set().escape == Escape::Corner) {
        for (Square c : rules.squares()) {
            const int f = file_of(c), r = rank_of(c);
            if (!(rules.flags(c) & kCorner) || (f != 0 && f != n - 1) || (r != 0 && r != n - 1)) continue;
            const int df = f == 0 ? 1 : -1, dr = r == 0 ? 1 : -1;
            diagonals_.push_back({{make_square(f + 2 * df, r), make_square(f + df, r + dr), make_square(f, r + 2 * dr)},
                                  {make_square(f + 3 * df, r), make_square(f + 2 * df, r + dr),
                                   make_square(f + df, r + 2 * dr), make_square(f, r + 3 * dr)},
                                  c,
                                  {make_square(f + df, r), make_square(f, r + dr), make_square(f + 2 * df, r + dr),
                                   make_square(f + df, r + 2 * dr)}});
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

bool decisive_square(const Position& pos, Square vacated, Square sq) {
    std::array<Square, 4> ends{};
    return decisive_lines(pos, vacated, sq, ends) > 0;
}

Move fork_move(const Position& pos) {
    const Square k = pos.king_square();
    if (pos.rules().set().escape == Escape::None) return Move{};
    const Square s = find_king_destination(pos, [&](Square to) { return decisive_square(pos, k, to); });
    if (s == kNoSquare) return Move{};
    return Move{static_cast<std::int16_t>(k), static_cast<std::int16_t>(s)};
}

namespace {
// The squares of `open` joined to a square of `seeds` by a run of `open` squares along the rank,
// the seeds included: for each run of (open | seeds) that holds a seed, the run. One step per run
// found, each a pair of bit searches for its ends.
std::uint32_t spread_along(std::uint32_t seeds, std::uint32_t open) {
    const std::uint32_t closed = ~(open | seeds);  // always holds the bits past the board
    std::uint32_t filled = 0;
    for (std::uint32_t left = seeds; left != 0; left = seeds & ~filled) {
        const int p = lowest_bit(left);
        const std::uint32_t below = closed & ((1U << p) - 1);
        const int low = below != 0 ? highest_bit(below) + 1 : 0;
        const int high = lowest_bit(closed & (~0U << p));
        filled |= ((1U << high) - 1) & ~((1U << low) - 1);
    }
    return filled;
}

// Could a man standing beside `x` now help take the king there once he has come from `from`, with
// one more man moving in? A weak king, yes; a strong king (whose shield protects him) only if two
// of his sides at `x` are already closed, and never on an edge where he cannot be taken.
bool waiting_man_may_take(const Position& pos, Square from, Square x) {
    const Rules& rules = pos.rules();
    const RuleSet& set = rules.set();
    if (rules.king_safe_at(x)) return false;
    if (!pos.king_is_strong_at(x) || set.king_shield != KingShield::Protects) return true;
    int closed = 0;
    for (int d : kDirections) {
        const Square s = x + d;  // the square he comes from is empty by then
        if (s == from ? rules.empty_hostile_to_king(s) : pos.encloses_king(s)) ++closed;
    }
    return closed >= 2;
}
}  // namespace

void threat_answer_squares(const Position& pos, int routes, std::array<std::uint32_t, kMaxSize>& targets) {
    const Square k = pos.king_square();
    if (k == kNoSquare) return;
    auto mark = [&](Square sq) { targets[static_cast<std::size_t>(rank_of(sq))] |= 1U << file_of(sq); };
    // The squares after `from` up to and with `to`, on one line.
    auto mark_line = [&](Square from, Square to) {
        const int step = line_step(from, to);
        for (Square s = from + step;; s += step) {
            mark(s);
            if (s == to) break;
        }
    };
    std::array<Square, 4> ends{};
    if (routes == 1) {
        if (pos.rules().set().corners == Corners::Block2) {
            // A route may end on a block's inner square, short of the edge: every empty square
            // in his lines holds the answer.
            for (int d : kDirections)
                for (Square s = k + d; pos.at(s) == Piece::Empty; s += d) mark(s);
            return;
        }
        const int lines = pos.escape_lines(k, kNoSquare, ends);
        for (int i = 0; i < lines; ++i) mark_line(k, ends[static_cast<std::size_t>(i)]);
        return;
    }
    find_king_destination(pos, [&](Square x) {
        const int lines = decisive_lines(pos, k, x, ends);
        if (lines == 0) return false;
        mark_line(k, x);
        if (waiting_man_may_take(pos, k, x))
            for (int d : kDirections)
                if (pos.rules().on_board(x + d)) mark(x + d);
        for (int i = 0; i < lines; ++i) mark_line(x, ends[static_cast<std::size_t>(i)]);
        if (lines == 1 && steps_apart(ends[0], x) > 1) {
            // A route no man can reach yet: a man may come onto a line that reaches it, or take a
            // defender who stands in the way of one.
            walk_route_approaches(pos, k, x, ends[0], mark, [&](Piece p, Square s) {
                if (p == Piece::Defender)
                    for (int d : kDirections)
                        if (pos.rules().on_board(s + d)) mark(s + d);
                return false;
            });
        }
        return false;
    });
}

int king_reach_in_two(const Position& pos) {
    const Square k = pos.king_square();
    if (k == kNoSquare) return 0;
    const Rules& rules = pos.rules();
    std::array<std::uint32_t, kMaxSize> seen{};
    int count = 0;
    auto mark = [&](Square s) {
        auto& row = seen[static_cast<std::size_t>(rank_of(s))];
        const std::uint32_t bit = 1U << file_of(s);
        if (row & bit) return;
        row |= bit;
        ++count;
    };
    find_king_destination(pos, [&](Square s) {
        mark(s);
        for (int d : kDirections) {
            for (Square t = s + d; pos.at(t) == Piece::Empty || t == k; t += d) {
                if (t != k && rules.can_stop(Piece::King, t)) mark(t);
                if (t != k && !rules.can_pass(Piece::King, t)) break;
            }
        }
        return false;
    });
    return count;
}

namespace {
using Rows = std::array<std::uint32_t, kMaxSize>;

// Per rank, the squares the king may use that hold no attacker.
Rows open_rows(const Position& pos, const EvalTables& tables) {
    Rows open{};
    for (int r = 0; r < pos.size(); ++r) open[static_cast<std::size_t>(r)] = tables.king_row(r);
    for (std::int16_t sq : pos.pieces(Side::Attackers))
        open[static_cast<std::size_t>(rank_of(sq))] &= ~(1U << file_of(sq));
    return open;
}

// Adds to the region's rows every square of `open` joined to `seed` (a square of `open`), by a
// flood fill rank by rank: a rank is (re)filled from its neighbours when one of them grew,
// spreading along the rank at once; ranks waiting for that are kept on a small stack. The rows
// already in the region must be a whole part of `open` (closed under the fill), as a region is:
// the fill then only adds what the seed joins to them.
void grow_region(KingRegion& region, const Rows& open, int n, Square seed) {
    auto& rows = region.rows;
    std::array<int, kMaxSize> stack{};  // a rank is on it at most once
    int top = 0;
    std::uint32_t queued = 0;
    auto queue = [&](int r) {
        if (r < 0 || r >= n || (queued & (1U << r))) return;
        queued |= 1U << r;
        stack[static_cast<std::size_t>(top++)] = r;
    };
    const int sr = rank_of(seed);
    const auto usr = static_cast<std::size_t>(sr);
    rows[usr] |= spread_along(1U << file_of(seed), open[usr]);
    queue(sr - 1);
    queue(sr + 1);
    while (top > 0) {
        const int r = stack[static_cast<std::size_t>(--top)];
        queued &= ~(1U << r);
        const auto ur = static_cast<std::size_t>(r);
        std::uint32_t from = 0;
        if (r > 0) from |= rows[ur - 1];
        if (r + 1 < n) from |= rows[ur + 1];
        const std::uint32_t row = spread_along(from & open[ur] & ~rows[ur], open[ur]) | rows[ur];
        if (row == rows[ur]) continue;
        rows[ur] = row;
        queue(r - 1);
        queue(r + 1);
    }
}

// The region's counts, from its rows.
void count_region(KingRegion& region, const EvalTables& tables, int n) {
    region.squares = region.escapes = region.edges = 0;
    for (int r = 0; r < n; ++r) {
        const auto ur = static_cast<std::size_t>(r);
        region.squares += bit_count(region.rows[ur]);
        region.escapes += bit_count(region.rows[ur] & tables.escape_row(r));
        region.edges += bit_count(region.rows[ur] & tables.edge_row(r));
    }
}
}  // namespace

KingRegion king_region(const Position& pos, const EvalTables& tables) {
    KingRegion region;
    const Square k = pos.king_square();
    if (k == kNoSquare) return region;
    const int n = pos.size();
    const Rows open = open_rows(pos, tables);
    grow_region(region, open, n, k);
    count_region(region, tables, n);
    return region;
}

namespace {
bool in_rows(const std::array<std::uint32_t, kMaxSize>& rows, int n, int f, int r) {
    return f >= 0 && r >= 0 && f < n && r < n && (rows[static_cast<std::size_t>(r)] >> f & 1U) != 0;
}

// Whether `sq` (a square of the board) lies in the region.
bool in_region(const KingRegion& region, Square sq) {
    return (region.rows[static_cast<std::size_t>(rank_of(sq))] >> file_of(sq) & 1U) != 0;
}
}  // namespace

bool region_after_attacker_move(const KingRegion& before, const Position& pos, const EvalTables& tables, Move m,
                                KingRegion& after) {
    static constexpr int kDf[] = {1, -1, 0, 0}, kDr[] = {0, 0, 1, -1};
    if (pos.king_square() == kNoSquare) return false;  // taken: no region
    const int n = pos.size();
    after = before;
    auto& rows = after.rows;
    auto count = [&](int f, int r, int sign) {
        after.squares += sign;
        after.escapes += sign * static_cast<int>(tables.escape_row(r) >> f & 1U);
        after.edges += sign * static_cast<int>(tables.edge_row(r) >> f & 1U);
    };
    // The square left joins the region if the king may use it and it touches the region, and
    // nothing more does unless one of its other open neighbours lies outside the region: then
    // a part cut off before may join, and a fill from the square left adds it. (Open squares
    // beside the square taken are in the region already, or are the square left: the fill
    // needs no path through it.)
    const int ff = file_of(m.from), fr = rank_of(m.from);
    if ((tables.king_row(fr) >> ff & 1U) != 0) {
        bool touches = false, beyond = false;
        for (int d = 0; d < 4; ++d) {
            const int f = ff + kDf[d], r = fr + kDr[d];
            if (f < 0 || r < 0 || f >= n || r >= n) continue;
            if (in_rows(rows, n, f, r)) {
                touches = true;
            } else if ((tables.king_row(r) >> f & 1U) != 0 && pos.at(make_square(f, r)) != Piece::Attacker) {
                beyond = true;
            }
        }
        if (touches && beyond) {
            Rows open = open_rows(pos, tables);
            const auto ut = static_cast<std::size_t>(rank_of(m.to));
            open[ut] |= tables.king_row(rank_of(m.to)) & (1U << file_of(m.to));  // taken out below
            grow_region(after, open, n, m.from);
            count_region(after, tables, n);
        } else if (touches) {
            rows[static_cast<std::size_t>(fr)] |= 1U << ff;
            count(ff, fr, +1);
        }
    }
    // The square taken leaves the region. The rest stays one piece if the region's squares
    // beside it are joined round it: going round its eight neighbours, each pair of neighbours
    // in line (east and north, north and west, ...) linked by the square between them.
    const int tf = file_of(m.to), tr = rank_of(m.to);
    if (!in_rows(rows, n, tf, tr)) return true;
    static constexpr int kRingF[] = {1, 1, 0, -1, -1, -1, 0, 1}, kRingR[] = {0, 1, 1, 1, 0, -1, -1, -1};
    bool ring[8];
    for (int i = 0; i < 8; ++i) ring[i] = in_rows(rows, n, tf + kRingF[i], tr + kRingR[i]);
    int beside = 0, links = 0;
    for (int i = 0; i < 8; i += 2) {
        if (!ring[i]) continue;
        ++beside;
        if (ring[(i + 1) % 8] && ring[(i + 2) % 8]) ++links;
    }
    if (beside - links > 1) return false;  // it may fall apart: fill again
    rows[static_cast<std::size_t>(tr)] &= ~(1U << tf);
    count(tf, tr, -1);
    return true;
}

const KingRegion& RegionCache::get(const Position& pos, const EvalTables& tables) {
    const std::uint64_t key = pos.attackers_key();
    const Square k = pos.king_square();
    if (entries_.empty()) entries_.resize(kSize);
    auto holds = [](const Entry& entry, std::uint64_t attackers, Square king) {
        return entry.used && entry.attackers == attackers && in_region(entry.region, king);
    };
    Entry& e = entries_[static_cast<std::size_t>(key) & (kSize - 1)];
    if (holds(e, key, k)) return e.region;
    // Most new placings are one attacker move away from a placing whose region is known: the
    // region before it, changed where the move touches it. That move is the last one, or the one
    // before a defenders' move that took nothing (which leaves the attackers where they stood,
    // and a king who moved stays in his region). The region known must be the one the king
    // stood in when the attackers moved.
    bool found = false;
    // (After a pass the last result is empty: no mover.)
    if (k != kNoSquare && pos.ply() > 0) {
        const MoveResult& last = pos.last_result();
        const MoveResult* attackers_move = nullptr;
        Square king_then = k;
        if (last.mover == Piece::Attacker) {
            attackers_move = &last;
        } else if (is_piece(last.mover) && last.capture_count == 0 && pos.ply() > 1 &&
                   pos.earlier_result(1).mover == Piece::Attacker) {
            attackers_move = &pos.earlier_result(1);
            if (last.mover == Piece::King) king_then = last.move.from;
        }
        if (attackers_move != nullptr) {
            const Move m = attackers_move->move;
            const std::uint64_t parent_key =
                key ^ zobrist::piece_key(Piece::Attacker, m.from) ^ zobrist::piece_key(Piece::Attacker, m.to);
            const Entry& parent = entries_[static_cast<std::size_t>(parent_key) & (kSize - 1)];
            if (&parent != &e && holds(parent, parent_key, king_then))
                found = region_after_attacker_move(parent.region, pos, tables, m, e.region) &&
                        in_region(e.region, k);
        }
    }
    if (!found) e.region = king_region(pos, tables);
    e.attackers = key;
    e.used = true;
    return e.region;
}

int cordon_gaps(const Position& pos, const EvalTables& tables) {
    const Square k = pos.king_square();
    if (k == kNoSquare) return 0;
    constexpr std::int16_t kOpen = 1000;  // more than any flow: a square no cordon may use
    constexpr int kMaxCells = kMaxSize * kMaxSize;
    const auto& cells = tables.cells();
    const int n = static_cast<int>(cells.size());
    const int king = tables.cell_of(k);
    // Per cell the most flow through it (0 where an attacker stands: the wall is there, or where
    // the king may not go). A maximum flow from the king to the escape squares through the cells
    // counts the fewest squares whose filling cuts every path (Menger).
    std::array<std::int16_t, kMaxCells> room;
    std::array<std::int16_t, kMaxCells> through;                // flow through each cell
    std::array<std::array<std::int16_t, 4>, kMaxCells> across;  // from a cell's out into a neighbour's in
    for (int c = 0; c < n; ++c) {
        const EvalTables::Cell& cell = cells[static_cast<std::size_t>(c)];
        const auto u = static_cast<std::size_t>(c);
        through[u] = 0;
        across[u] = {0, 0, 0, 0};
        if (!cell.king_uses || pos.at(cell.square) == Piece::Attacker)
            room[u] = 0;
        else
            room[u] = cell.escape || !cell.attacker_stops || steps_apart(cell.square, k) <= 1 ? kOpen : 1;
    }
    // Each cell is two nodes, in and out: through it (room), and out of it into a neighbour's in
    // (unbounded). A node is 2 * cell + (0 in, 1 out). An escape square's in ends a path.
    std::array<std::int16_t, 2 * kMaxCells> parent;
    std::array<std::int8_t, 2 * kMaxCells> how;  // 0 through, 1 back through, 2 + d across, 6 + d back across
    std::array<std::uint8_t, 2 * kMaxCells> seen;
    std::array<std::int16_t, 2 * kMaxCells> queue;
    std::fill_n(seen.begin(), 2 * n, std::uint8_t{0});
    const int source = 2 * king + 1;
    int flow = 0;
    for (std::uint8_t pass = 1; flow < kMaxGaps; ++pass) {
        int head = 0, tail = 0, found = -1;
        seen[static_cast<std::size_t>(source)] = pass;
        queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(source);
        auto visit = [&](int node, int from, int way) {
            const auto v = static_cast<std::size_t>(node);
            if (seen[v] == pass) return false;
            seen[v] = pass;
            parent[v] = static_cast<std::int16_t>(from);
            how[v] = static_cast<std::int8_t>(way);
            queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(node);
            return (node & 1) == 0 && cells[static_cast<std::size_t>(node / 2)].escape;
        };
        while (head < tail && found < 0) {
            const int node = queue[static_cast<std::size_t>(head++)];
            const int c = node / 2;
            const auto u = static_cast<std::size_t>(c);
            const auto& next = cells[u].next;
            if ((node & 1) == 0) {
                if (through[u] < room[u] && visit(node + 1, node, 0)) found = node + 1;
                for (int d = 0; d < 4 && found < 0; ++d) {
                    // The flow that came in from the neighbour on the side d points away from.
                    const int from = next[static_cast<std::size_t>(d ^ 1)];
                    if (from >= 0 && across[static_cast<std::size_t>(from)][static_cast<std::size_t>(d)] > 0 &&
                        visit(2 * from + 1, node, 6 + d))
                        found = 2 * from + 1;
                }
            } else {
                if (c != king && through[u] > 0 && visit(node - 1, node, 1)) found = node - 1;
                for (int d = 0; d < 4 && found < 0; ++d) {
                    const int to = next[static_cast<std::size_t>(d)];
                    if (to < 0 || to == king || room[static_cast<std::size_t>(to)] == 0) continue;
                    if (visit(2 * to, node, 2 + d)) found = 2 * to;
                }
            }
        }
        if (found < 0) break;
        // The path's narrowest step; a path of unbounded steps alone cannot be cut.
        int narrow = kOpen;
        for (int node = found; node != source; node = parent[static_cast<std::size_t>(node)]) {
            const auto u = static_cast<std::size_t>(node / 2);
            const int way = how[static_cast<std::size_t>(node)];
            if (way == 0) narrow = std::min(narrow, room[u] - through[u]);
            if (way == 1) narrow = std::min(narrow, static_cast<int>(through[u]));
            if (way >= 6) narrow = std::min(narrow, static_cast<int>(across[u][static_cast<std::size_t>(way - 6)]));
        }
        if (narrow >= kOpen) return kMaxGaps;
        narrow = std::min(narrow, kMaxGaps - flow);
        for (int node = found; node != source; node = parent[static_cast<std::size_t>(node)]) {
            const auto u = static_cast<std::size_t>(node / 2);
            const int way = how[static_cast<std::size_t>(node)];
            const auto f = static_cast<std::int16_t>(narrow);
            if (way == 0) through[u] = static_cast<std::int16_t>(through[u] + f);
            if (way == 1) through[u] = static_cast<std::int16_t>(through[u] - f);
            if (way >= 2 && way < 6) {
                auto& a = across[static_cast<std::size_t>(parent[static_cast<std::size_t>(node)] / 2)]
                                [static_cast<std::size_t>(way - 2)];
                a = static_cast<std::int16_t>(a + f);
            }
            if (way >= 6) {
                auto& a = across[u][static_cast<std::size_t>(way - 6)];
                a = static_cast<std::int16_t>(a - f);
            }
        }
        flow += narrow;
    }
    return std::min(flow, kMaxGaps);
}

int RegionCache::gaps(const Position& pos, const EvalTables& tables) {
    if (gaps_.empty()) gaps_.resize(kSize);
    const std::uint64_t key = pos.attackers_key() ^ (std::uint64_t{0x9E3779B97F4A7C15} * static_cast<std::uint64_t>(pos.king_square() + 1));
    GapEntry& e = gaps_[static_cast<std::size_t>(key >> 40) & (kSize - 1)];
    if (e.gaps < 0 || e.key != key) {
        e.key = key;
        e.gaps = cordon_gaps(pos, tables);
    }
    return e.gaps;
}

namespace {
// Whether the king's region reaches none of the squares through which he would come to the
// corner's diagonal: a cordon nearer the king has shut the corner off.
bool cut_off(const KingRegion& region, const EvalTables::CornerDiagonal& diagonal) {
    return std::none_of(diagonal.outside.begin(), diagonal.outside.end(),
                        [&](Square sq) { return in_region(region, sq); });
}

// The attackers' hold on the corners; nothing for edge escape. Per corner: its diagonal's men
// (corner_seal each, corner_closed once all three stand) and, against the plain count of men on
// the squares that watch it (corner_guard), the men who do no work there. A corner the king's
// region no longer reaches, or more than `reach` steps (steps_apart) from the king, counts as
// closed whoever stands on its diagonal: a cordon that cut it off shuts it as well as a held
// diagonal does, and a far corner is no matter for the net round a king almost alone; either way
// its men are free to draw the net without the score falling for it, and the score does not jump
// when the king's third man is taken and the far corners stop counting. A corner cut off counts
// as watched by a held diagonal's three, whoever stands round it; against `many` men (three or
// more), the men inside and beside a held diagonal are idle (they are needed again for the net
// round a king with fewer).
int corner_hold(const Position& pos, const EvalTables& tables, const KingRegion& region, const Weights& w, int reach,
                bool many) {
    const Square k = pos.king_square();
    auto held = [&](Square sq) { return pos.at(sq) == Piece::Attacker; };
    int hold = 0;
    for (const auto& diagonal : tables.corner_diagonals()) {
        const int on_wall = static_cast<int>(std::count_if(diagonal.wall.begin(), diagonal.wall.end(), held));
        auto beside = [&] {
            return static_cast<int>(std::count_if(diagonal.watchers.begin(), diagonal.watchers.end(), held));
        };
        int counted = 3;  // men on the diagonal, as counted
        int watch = 0;    // change to the plain count of watchers
        if (cut_off(region, diagonal)) {
            watch = 3 - on_wall - beside();
        } else {
            if (many && on_wall == 3) watch = -beside();
            if (steps_apart(diagonal.corner, k) <= reach) counted = on_wall;
        }
        hold += counted * w.corner_seal + (counted == 3 ? w.corner_closed : 0) + watch * w.corner_guard;
    }
    return hold;
}

// The pull of the attackers' men towards the defenders: for each man, the steps by which it
// stands nearer than size / 2 + 1 to the nearest defender or the king.
int approach(const Position& pos) {
    const int reach = pos.size() / 2 + 1;
    const auto& defenders = pos.pieces(Side::Defenders);
    int pull = 0;
    for (std::int16_t a : pos.pieces(Side::Attackers)) {
        int nearest = reach;
        for (std::int16_t x : defenders) nearest = std::min(nearest, steps_apart(a, x));
        pull += reach - nearest;
    }
    return pull;
}

// The squares the king's men can move to, added up.
int men_moves(const Position& pos) {
    const Square k = pos.king_square();
    int moves = 0;
    for (std::int16_t x : pos.pieces(Side::Defenders))
        if (x != k) moves += moves_from(pos, Piece::Defender, x);
    return moves;
}
}  // namespace

int evaluate(const Position& pos, const EvalTables& tables, const Weights& w, RegionCache* cache) {
    const Rules& rules = pos.rules();
    const RuleSet& set = rules.set();
    // Everything is summed for the defenders, then turned to the side to move.
    int score = w.defender * pos.piece_count(Piece::Defender) - w.attacker * pos.piece_count(Piece::Attacker);
    const Square k = pos.king_square();
    if (k != kNoSquare) {
        const int routes = pos.escape_routes();
        score += routes * w.escape_route;
        // A king with two men or fewer: his net is drawn by other terms (below).
        const bool few_men = pos.piece_count(Piece::Defender) <= kFewMen;
        if (few_men) score -= w.few_men;
        score += std::min(routes_in_two(pos), 4) * (few_men ? w.route_in_two_few : w.route_in_two);
        score -= tables.escape_distance(k) * w.king_distance;
        // King enclosure: enclosing sides, and for a king taken like a man the open threat.
        const bool strong = set.king_capture == KingCapture::Strong || (rules.flags(k) & kStrongZone);
        int enclosed = 0;
        for (int d : kDirections) {
            Piece p = pos.at(k + d);
            if (p == Piece::Attacker ||
                ((p == Piece::Empty || p == Piece::Offboard) && rules.empty_hostile_to_king(k + d)))
                ++enclosed;
            if (!strong && p == Piece::Attacker) {
                Piece far = pos.at(k - d);
                if (far == Piece::Empty) score -= w.king_threat;
            }
        }
        score -= enclosed * enclosed * w.king_pressure / (strong ? 2 : 1);
        score += moves_from(pos, Piece::King, k) * w.king_mobility;
        // The cordon.
        if (set.escape != Escape::None) {
            std::optional<KingRegion> own;
            const KingRegion& region = cache != nullptr ? cache->get(pos, tables) : own.emplace(king_region(pos, tables));
            if (region.escapes == 0) {
                int near = 0;
                for (std::int16_t a : pos.pieces(Side::Attackers))
                    near += steps_apart(a, k) <= 2 ? 1 : 0;
                score -= w.sealed + near * w.closing_in;
                score += region.squares * w.region_square;
                // Against a king with two men or fewer other terms draw the net (and few_men
                // stands for the pull his men had, so that taking his third-last man pays).
                if (!few_men) score -= approach(pos) * w.approach;
            } else {
                score += std::min(region.escapes, 8) * w.open_escape;
                if (w.cordon_gap != 0)
                    score += (cache != nullptr ? cache->gaps(pos, tables) : cordon_gaps(pos, tables)) * w.cordon_gap;
            }
            // Where encircling wins, every edge square the king's region still touches is a way
            // the attackers have yet to close.
            if (set.encirclement) score += region.edges * w.edge_reach;
            // A king with few men left: the net is drawn by taking his lines, so every square he
            // reaches in two moves counts.
            if (few_men) score += king_reach_in_two(pos) * w.king_reach;
            // ... and by where his last men can go: a man hemmed in is a man to take, and with
            // none left to move, a king who cannot move loses. Where the king cannot be taken on
            // the edge and is held there (kHeldRegion), that is the attackers' way to win, and
            // his men's moves count more.
            const bool held = rules.king_safe_at(k) && region.escapes == 0 && region.squares <= kHeldRegion;
            if (few_men) {
                const int per_move = w.man_mobility + (held ? w.held_man_mobility : 0);
                if (per_move != 0) score += men_moves(pos) * per_move;
            } else if (held) {
                // With three men or more as well, up to held_many: past it the men are free enough
                // for nothing to change, below it each square they lose is the attackers' gain,
                // and holding the king never scores below leaving him free. (Uncounted, the
                // attackers crowded round a block of men no capture breaks while a man outside
                // roamed free, and the game ran to the move limit; counted without the bound, a
                // king held in a pocket with all his men free scored as a loss for them.)
                score += std::min(men_moves(pos) * w.held_man_mobility, w.held_many) - w.held_many;
            }
            // The corners (a corner cut off counting as closed). With two men or fewer beside the
            // king the net is drawn round him, and the men of far corners are needed for it: only
            // the corners at most size / 2 - 1 steps from him count by their diagonals (4 on
            // 11 x 11, 2 on 7 x 7; the others count as closed). Without any, the men of the
            // diagonals chased him and let him out; with corners farther off, they stayed tied
            // there and the net was slow.
            score -= corner_hold(pos, tables, region, w, few_men ? pos.size() / 2 - 1 : kMaxSize, !few_men);
        }
    }
    // Attackers watching the corners.
    if (set.escape == Escape::Corner) {
        int watch = 0;
        for (Square sq : tables.watch_squares()) watch += pos.at(sq) == Piece::Attacker ? 1 : 0;
        // (The men who do no work there are taken off in corner_hold, with the king's region.)
        score -= watch * w.corner_guard;
    }
    return pos.side_to_move() == Side::Defenders ? score : -score;
}

ScoreBreakdown explain_score(const Position& pos, const EvalTables& tables, const Weights& w) {
    ScoreBreakdown b;
    b.score = evaluate(pos, tables, w);
    int sum = 0;
    for (const WeightField& f : weight_fields()) {
        Weights without = w;
        without.*f.member = 0;
        const int share = b.score - evaluate(pos, tables, without);
        b.shares.push_back({&f, share});
        sum += share;
    }
    b.rest = b.score - sum;
    return b;
}

}  // namespace tafl::ai
