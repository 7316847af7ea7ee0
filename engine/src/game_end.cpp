// game_end.cpp: the whole-board tests behind the end of a game (encirclement, the Copenhagen
// edge fort) and the announcements of seed 003 (king threatened, raichi, tuichu). Split from
// position.cpp because each is a search over the board rather than a local rule.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "taflbord/position.h"

namespace tafl {

namespace {
constexpr std::size_t idx(Square sq) { return static_cast<std::size_t>(sq); }
constexpr bool belongs_to_defenders(Piece p) { return p == Piece::Defender || p == Piece::King; }
}  // namespace

// [SECTION] End-of-game tests

bool Position::is_encircled() const {
    const auto& defenders = pieces_[static_cast<std::size_t>(index_of(Side::Defenders))];
    if (defenders.empty()) return false;
    // The path found last time, if it still holds: a defender at its start, no attacker on it.
    if (!witness_.empty() && belongs_to_defenders(board_[idx(witness_.front())])) {
        bool holds = true;
        for (std::int16_t s : witness_) {
            if (board_[idx(s)] == Piece::Attacker) {
                holds = false;
                break;
            }
        }
        if (holds) return false;
    }
    // A straight line free of attackers from a defender to the edge.
    for (std::int16_t from : defenders) {
        for (int d : kDirections) {
            Square s = from + d;
            while (board_[idx(s)] != Piece::Offboard && board_[idx(s)] != Piece::Attacker) s += d;
            if (board_[idx(s)] == Piece::Offboard) {
                witness_.clear();
                for (Square t = from; board_[idx(t)] != Piece::Offboard; t += d)
                    witness_.push_back(static_cast<std::int16_t>(t));
                return false;
            }
        }
    }
    // Otherwise a depth-first flood over squares free of attackers, from every defender; the
    // path to the first edge square reached becomes the new witness.
    std::array<std::int16_t, kCells> parent;
    parent.fill(-1);
    std::array<std::int16_t, kCells> stack{};
    int top = 0;
    for (std::int16_t from : defenders) {
        if (parent[idx(from)] != -1) continue;
        parent[idx(from)] = from;
        stack[static_cast<std::size_t>(top++)] = from;
        while (top > 0) {
            Square s = stack[static_cast<std::size_t>(--top)];
            if (rules_->flags(s) & kEdge) {
                witness_.clear();
                for (Square t = s;; t = parent[idx(t)]) {
                    witness_.push_back(static_cast<std::int16_t>(t));
                    if (parent[idx(t)] == t) break;
                }
                std::reverse(witness_.begin(), witness_.end());
                return false;
            }
            for (int d : kDirections) {
                Square t = s + d;
                Piece p = board_[idx(t)];
                if (parent[idx(t)] != -1 || p == Piece::Offboard || p == Piece::Attacker) continue;
                parent[idx(t)] = static_cast<std::int16_t>(s);
                stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(t);
            }
        }
    }
    return true;
}

bool Position::is_edge_fort() const {
    const Square k = king_;
    if (k == kNoSquare || !(rules_->flags(k) & kEdge)) return false;
    // (b) the king can move. On the way, the quick half of (c): an attacker at the end of one of
    // the king's lines of empty squares touches his region (those squares are in it), and most
    // kings on an open edge are no fort for that alone, without the fill below.
    bool can_move = false;
    for (int d : kDirections) {
        bool passable = true;
        Square s = k + d;
        for (; board_[idx(s)] == Piece::Empty; s += d) {
            if (passable && rules_->can_stop(Piece::King, s)) can_move = true;
            if (!rules_->can_pass(Piece::King, s)) passable = false;
        }
        if (board_[idx(s)] == Piece::Attacker) return false;
    }
    if (!can_move) return false;
    // (c) the king's region touches no attacker; its occupied neighbours are the wall.
    std::array<std::uint8_t, kCells> region{};
    std::array<std::uint8_t, kCells> wall{};
    std::array<std::int16_t, kCells> stack{};
    int top = 0;
    region[idx(k)] = 1;
    stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(k);
    while (top > 0) {
        Square s = stack[static_cast<std::size_t>(--top)];
        for (int d : kDirections) {
            Square t = s + d;
            Piece p = board_[idx(t)];
            if (p == Piece::Offboard || region[idx(t)]) continue;
            if (p == Piece::Empty) {
                region[idx(t)] = 1;
                stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(t);
            } else if (p == Piece::Attacker) {
                return false;
            } else {
                wall[idx(t)] = 1;
            }
        }
    }
    // (d) every wall man belongs to the largest set S of defender men each of which has, on both
    // of its lines, a neighbour that is the edge, a member of S or a region square.
    std::array<std::uint8_t, kCells> member{};
    for (std::int16_t s : pieces_[static_cast<std::size_t>(index_of(Side::Defenders))])
        if (board_[idx(s)] == Piece::Defender) member[idx(s)] = 1;
    auto support = [&](Square t) { return board_[idx(t)] == Piece::Offboard || member[idx(t)] || region[idx(t)]; };
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::int16_t s : pieces_[static_cast<std::size_t>(index_of(Side::Defenders))]) {
            if (!member[idx(s)]) continue;
            bool horizontal = support(s + 1) || support(s - 1);
            bool vertical = support(s + kStride) || support(s - kStride);
            if (!horizontal || !vertical) {
                member[idx(s)] = 0;
                changed = true;
            }
        }
    }
    for (Square s : rules_->squares())
        if (wall[idx(s)] && !member[idx(s)]) return false;
    return true;
}

// [SECTION] Announcements

int Position::escape_lines(Square sq, Square vacated, std::array<Square, 4>& ends) const {
    const unsigned lines = rules_->escape_ends(sq);
    if (lines == 0) return 0;  // (every square, where there is no escape)
    const int n = rules_->size();
    const int f = file_of(sq), r = rank_of(sq);
    std::uint32_t row = rank_occ_[static_cast<std::size_t>(r)];
    std::uint32_t col = file_occ_[static_cast<std::size_t>(f)];
    if (vacated != kNoSquare) {
        if (rank_of(vacated) == r) row &= ~(1U << file_of(vacated));
        if (file_of(vacated) == f) col &= ~(1U << rank_of(vacated));
    }
    // The occupancy masks say at once whether a line to the edge is free of pieces.
    int count = 0;
    if ((lines & 1U) && (row >> (f + 1)) == 0) ends[static_cast<std::size_t>(count++)] = make_square(n - 1, r);
    if ((lines & 2U) && (row & ((1U << f) - 1U)) == 0) ends[static_cast<std::size_t>(count++)] = make_square(0, r);
    if ((lines & 4U) && (col >> (r + 1)) == 0) ends[static_cast<std::size_t>(count++)] = make_square(f, n - 1);
    if ((lines & 8U) && (col & ((1U << r) - 1U)) == 0) ends[static_cast<std::size_t>(count++)] = make_square(f, 0);
    return count;
}

int Position::escape_routes() const {
    const Square k = king_;
    if (k == kNoSquare) return 0;
    const RuleSet& set = rules_->set();
    if (set.escape == Escape::None) return 0;
    const int n = rules_->size();
    const int f = file_of(k), r = rank_of(k);
    // A king off every edge line cannot reach a corner in one move.
    if (set.escape == Escape::Corner && set.corners == Corners::Single && f != 0 && r != 0 && f != n - 1 && r != n - 1)
        return 0;
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(Side::Defenders))];
    const int limit = set.shuttle_limit;
    const bool shuttle_active = limit > 0 && sh.count >= limit && sh.last.to == k;
    if (set.corners != Corners::Block2) {
        std::array<Square, 4> ends{};
        const int lines = escape_lines(k, kNoSquare, ends);
        int routes = 0;
        for (int i = 0; i < lines; ++i)
            routes += shuttle_active && sh.last.from == ends[static_cast<std::size_t>(i)] ? 0 : 1;
        return routes;
    }
    // 2x2 corner blocks: a line may pass one escape square on its way to another; count each.
    int routes = 0;
    for (int d : kDirections) {
        for (Square s = k + d; board_[idx(s)] == Piece::Empty; s += d) {
            if (rules_->can_stop(Piece::King, s) && (rules_->flags(s) & kEscape) &&
                !(shuttle_active && sh.last.from == s))
                ++routes;
            if (!rules_->can_pass(Piece::King, s)) break;
        }
    }
    return routes;
}

bool Position::attackers_can_capture_king() {
    const Square k = king_;
    if (k == kNoSquare) return false;
    const Rules& rules = *rules_;
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(Side::Attackers))];
    const int limit = rules.set().shuttle_limit;
    const bool shuttle_active = limit > 0 && sh.count >= limit;
    const RuleSet& set = rules.set();
    const bool shield = set.king_shield == KingShield::Enclosed;
    if (rules.king_safe_at(k)) return false;
    // Cheap necessary conditions first. A weak king falls to a mover beside him with an enclosing
    // square opposite; a strong one needs three enclosed sides already (or, with his shield, a
    // defender beside him and two enclosed sides).
    const bool strong = set.king_capture == KingCapture::Strong || (rules.flags(k) & kStrongZone);
    int enclosed = 0, shields = 0;
    bool weak_target = false;
    for (int d : kDirections) {
        const bool closes = encloses_king(k + d);
        enclosed += closes ? 1 : 0;
        shields += board_[idx(k + d)] == Piece::Defender ? 1 : 0;
        if (closes && board_[idx(k - d)] == Piece::Empty) weak_target = true;
    }
    if (!strong && !weak_target) return false;
    if (strong && enclosed < 3 && !(shield && shields > 0 && enclosed >= 2) &&
        !(set.king_shield == KingShield::Ignored && enclosed >= 2))
        return false;
    // Only a mover that ends beside the king (or, with the enclosed shield, beside his shield man)
    // can close a capture. Try every attacker that can reach such a square.
    std::array<std::int16_t, 12> targets{};
    int target_count = 0;
    auto add_target = [&](Square t) {
        if (board_[idx(t)] != Piece::Empty || !rules.can_stop(Piece::Attacker, t)) return;
        for (int i = 0; i < target_count; ++i)
            if (targets[static_cast<std::size_t>(i)] == t) return;
        targets[static_cast<std::size_t>(target_count++)] = static_cast<std::int16_t>(t);
    };
    for (int d : kDirections) {
        add_target(k + d);
        if (shield && board_[idx(k + d)] == Piece::Defender) {
            const int p = (d == 1 || d == -1) ? kStride : 1;
            add_target(k + d + p);
            add_target(k + d - p);
        }
    }
    for (int i = 0; i < target_count; ++i) {
        const Square t = targets[static_cast<std::size_t>(i)];
        for (int d : kDirections) {
            Square from = t + d;
            while (board_[idx(from)] == Piece::Empty && rules.can_pass(Piece::Attacker, from)) from += d;
            if (board_[idx(from)] != Piece::Attacker) continue;
            const Move m{static_cast<std::int16_t>(from), static_cast<std::int16_t>(t)};
            if (shuttle_active && m.from == sh.last.to && m.to == sh.last.from) continue;
            MoveResult r;
            r.move = m;
            r.mover = Piece::Attacker;
            move_piece(from, t);
            find_captures(t, Piece::Attacker, r);
            find_king_capture(t, r);
            move_piece(t, from);
            if (r.captures(k)) return true;
        }
    }
    return false;
}

bool Position::king_capturable_next() const {
    // The test moves pieces and puts them back, so it runs on a copy. The copy leaves out the
    // game's history (the keys and undo records of every ply), which the test never reads: with
    // it, each call cost as much as the game was long, and loading a long record grew with the
    // square of its length.
    struct HistoryAside {  // takes the history out for the copy and always puts it back
        explicit HistoryAside(Position& p) : pos(p) { swap(); }
        ~HistoryAside() { swap(); }
        HistoryAside(const HistoryAside&) = delete;
        HistoryAside& operator=(const HistoryAside&) = delete;
        void swap() {
            keys.swap(pos.keys_);
            stack.swap(pos.stack_);
        }
        Position& pos;
        std::vector<std::uint64_t> keys;
        std::vector<Undo> stack;
    };
    std::optional<Position> probe;
    {
        const HistoryAside aside(const_cast<Position&>(*this));
        probe.emplace(*this);
    }
    return probe->attackers_can_capture_king();
}

std::uint8_t Position::announcements() const {
    std::uint8_t flags = kAnnounceNone;
    if (status_ != Status::Ongoing) return flags;
    if (king_capturable_next()) flags |= kKingThreatened;
    int routes = escape_routes();
    if (routes == 1) flags |= kRaichi;
    if (routes >= 2) flags |= kTuichu;
    return flags;
}

}  // namespace tafl
