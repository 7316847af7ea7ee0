// game_end.cpp: the whole-board tests behind the end of a game (encirclement, the Copenhagen
// edge fort) and the announcements of seed 003 (king threatened, raichi, tuichu). Split from
// position.cpp because each is a search over the board rather than a local rule.
#include <algorithm>
#include <cstdlib>

#include "taflbord/position.h"

namespace tafl {

namespace {
constexpr std::size_t idx(Square sq) { return static_cast<std::size_t>(sq); }
}  // namespace

// [SECTION] End-of-game tests

bool Position::is_encircled() const {
    // Fast answer first: a defender with a straight line free of attackers to the edge.
    const auto& defenders = pieces_[static_cast<std::size_t>(index_of(Side::Defenders))];
    if (defenders.empty()) return false;
    for (std::int16_t from : defenders) {
        for (int d : kDirections) {
            Square s = from + d;
            while (board_[idx(s)] != Piece::Offboard && board_[idx(s)] != Piece::Attacker) s += d;
            if (board_[idx(s)] == Piece::Offboard) return false;
        }
    }
    // Otherwise a depth-first flood over squares free of attackers, from every defender.
    std::array<std::uint8_t, kCells> seen{};
    std::array<std::int16_t, kCells> stack{};
    int top = 0;
    for (std::int16_t from : defenders) {
        if (seen[idx(from)]) continue;
        seen[idx(from)] = 1;
        stack[static_cast<std::size_t>(top++)] = from;
        while (top > 0) {
            Square s = stack[static_cast<std::size_t>(--top)];
            if (rules_->flags(s) & kEdge) return false;
            for (int d : kDirections) {
                Square t = s + d;
                Piece p = board_[idx(t)];
                if (seen[idx(t)] || p == Piece::Offboard || p == Piece::Attacker) continue;
                seen[idx(t)] = 1;
                stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(t);
            }
        }
    }
    return true;
}

bool Position::is_edge_fort() const {
    const Square k = king_;
    if (k == kNoSquare || !(rules_->flags(k) & kEdge)) return false;
    // (b) the king can move.
    bool can_move = false;
    for (int d : kDirections) {
        for (Square s = k + d; board_[idx(s)] == Piece::Empty; s += d) {
            if (rules_->can_stop(Piece::King, s)) {
                can_move = true;
                break;
            }
            if (!rules_->can_pass(Piece::King, s)) break;
        }
        if (can_move) break;
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

int Position::escape_routes() const {
    const Square k = king_;
    if (k == kNoSquare || rules_->set().escape == Escape::None) return 0;
    int routes = 0;
    for (int d : kDirections) {
        for (Square s = k + d; board_[idx(s)] == Piece::Empty; s += d) {
            if (rules_->can_stop(Piece::King, s) && (rules_->flags(s) & kEscape)) ++routes;
            if (!rules_->can_pass(Piece::King, s)) break;
        }
    }
    return routes;
}

bool Position::king_capturable_next() const {
    if (king_ == kNoSquare) return false;
    Position probe = *this;
    probe.status_ = Status::Ongoing;
    probe.side_ = Side::Attackers;
    MoveList moves;
    probe.legal_moves(moves);
    const int kf = file_of(king_), kr = rank_of(king_);
    for (Move m : moves) {
        int dist = std::abs(file_of(m.to) - kf) + std::abs(rank_of(m.to) - kr);
        if (dist > 2) continue;  // only a mover beside the king or beside his shield can close
        MoveResult r;
        r.move = m;
        r.mover = Piece::Attacker;
        probe.move_piece(m.from, m.to);
        probe.find_captures(m.to, Piece::Attacker, r);
        probe.find_king_capture(m.to, r);
        probe.move_piece(m.to, m.from);
        if (r.captures(king_)) return true;
    }
    return false;
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
