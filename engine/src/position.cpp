// position.cpp: board state, legal moves, make/unmake and the outcome of every move, following
// rules-reference §5 (order of evaluation) exactly.
#include "taflbord/position.h"

#include <algorithm>

#include "taflbord/bits.h"
#include "taflbord/zobrist.h"

namespace tafl {

namespace {

constexpr std::size_t idx(Square sq) { return static_cast<std::size_t>(sq); }
constexpr Piece man_of(Side s) { return s == Side::Attackers ? Piece::Attacker : Piece::Defender; }
constexpr bool belongs_to(Piece p, Side s) { return is_piece(p) && side_of(p) == s; }

// Per square: its rank and file, and its bit in the rank and file occupancy masks. A table, so
// that the hot move_piece() needs no division.
struct Lines {
    std::array<std::uint8_t, kCells> rank{}, file{};
    std::array<std::uint32_t, kCells> rank_bit{}, file_bit{};
};
constexpr Lines make_lines() {
    Lines l;
    for (int sq = 0; sq < kCells; ++sq) {
        const int f = file_of(sq), r = rank_of(sq);
        if (f < 0 || r < 0 || f >= kMaxSize || r >= kMaxSize) continue;
        l.rank[static_cast<std::size_t>(sq)] = static_cast<std::uint8_t>(r);
        l.file[static_cast<std::size_t>(sq)] = static_cast<std::uint8_t>(f);
        l.rank_bit[static_cast<std::size_t>(sq)] = 1U << f;
        l.file_bit[static_cast<std::size_t>(sq)] = 1U << r;
    }
    return l;
}
constexpr Lines kLines = make_lines();

void set_occupancy(std::array<std::uint32_t, kMaxSize>& ranks, std::array<std::uint32_t, kMaxSize>& files, Square sq) {
    const auto i = static_cast<std::size_t>(sq);
    ranks[kLines.rank[i]] |= kLines.rank_bit[i];
    files[kLines.file[i]] |= kLines.file_bit[i];
}
void clear_occupancy(std::array<std::uint32_t, kMaxSize>& ranks, std::array<std::uint32_t, kMaxSize>& files, Square sq) {
    const auto i = static_cast<std::size_t>(sq);
    ranks[kLines.rank[i]] &= ~kLines.rank_bit[i];
    files[kLines.file[i]] &= ~kLines.file_bit[i];
}
}  // namespace

// [SECTION] Setup

Position::Position(std::shared_ptr<const Rules> rules) : rules_(std::move(rules)) {
    // The setup was checked by validate(); an unparsable one leaves an empty board.
    if (parse_position_record(rules_->set().setup, rules_->size(), board_)) {
        board_.fill(Piece::Offboard);
        for (Square sq : rules_->squares()) board_[idx(sq)] = Piece::Empty;
    }
    side_ = rules_->set().first;
    reset_from_board();
}

std::optional<Position> Position::from_record(std::shared_ptr<const Rules> rules, std::string_view record, Side to_move,
                                              std::string* error) {
    Position pos;
    pos.rules_ = std::move(rules);
    if (auto err = parse_position_record(record, pos.rules_->size(), pos.board_)) {
        if (error) *error = *err;
        return std::nullopt;
    }
    pos.side_ = to_move;
    pos.reset_from_board();
    return pos;
}

void Position::reset_from_board() {
    pieces_[0].clear();
    pieces_[1].clear();
    list_index_.fill(-1);
    king_ = kNoSquare;
    key_ = side_ == Side::Defenders ? zobrist::side_key() : 0;
    attackers_key_ = 0;
    rank_occ_.fill(0);
    file_occ_.fill(0);
    witness_.clear();
    mobile_ = {};
    for (Square sq : rules_->squares())
        if (is_piece(board_[idx(sq)])) put(sq, board_[idx(sq)]);
    pieces_[0].reserve(static_cast<std::size_t>(kCells));
    pieces_[1].reserve(static_cast<std::size_t>(kCells));
    no_capture_ = 0;
    shuttle_ = {};
    status_ = Status::Ongoing;
    reason_ = Reason::None;
    keys_.assign(1, key_);
    keys_.reserve(512);
    stack_.clear();
    stack_.reserve(512);
    ply_ = 0;
}

int Position::piece_count(Piece p) const {
    if (p == Piece::Attacker) return static_cast<int>(pieces_[0].size());
    if (p == Piece::King) return king_ == kNoSquare ? 0 : 1;
    if (p == Piece::Defender) return static_cast<int>(pieces_[1].size()) - (king_ == kNoSquare ? 0 : 1);
    return 0;
}

std::string Position::record() const { return write_position_record(board_, rules_->size()); }

std::vector<Move> Position::moves_played() const {
    std::vector<Move> out;
    out.reserve(ply_);
    for (std::size_t i = 0; i < ply_; ++i) out.push_back(stack_[i].result.move);
    return out;
}

// [SECTION] Board edits (keep board, piece lists and key in step)

void Position::put(Square sq, Piece p) {
    board_[idx(sq)] = p;
    set_occupancy(rank_occ_, file_occ_, sq);
    auto& list = pieces_[static_cast<std::size_t>(index_of(side_of(p)))];
    list_index_[idx(sq)] = static_cast<std::int16_t>(list.size());
    list.push_back(static_cast<std::int16_t>(sq));
    key_ ^= zobrist::piece_key(p, sq);
    if (p == Piece::King) king_ = sq;
    if (p == Piece::Attacker) attackers_key_ ^= zobrist::piece_key(p, sq);
}

void Position::remove(Square sq) {
    Piece p = board_[idx(sq)];
    auto& list = pieces_[static_cast<std::size_t>(index_of(side_of(p)))];
    std::int16_t i = list_index_[idx(sq)];
    std::int16_t last = list.back();
    list[static_cast<std::size_t>(i)] = last;
    list_index_[idx(last)] = i;
    list.pop_back();
    list_index_[idx(sq)] = -1;
    board_[idx(sq)] = Piece::Empty;
    clear_occupancy(rank_occ_, file_occ_, sq);
    key_ ^= zobrist::piece_key(p, sq);
    if (p == Piece::King) king_ = kNoSquare;
    if (p == Piece::Attacker) attackers_key_ ^= zobrist::piece_key(p, sq);
}

void Position::move_piece(Square from, Square to) {
    Piece p = board_[idx(from)];
    std::int16_t i = list_index_[idx(from)];
    pieces_[static_cast<std::size_t>(index_of(side_of(p)))][static_cast<std::size_t>(i)] =
        static_cast<std::int16_t>(to);
    list_index_[idx(to)] = i;
    list_index_[idx(from)] = -1;
    board_[idx(from)] = Piece::Empty;
    board_[idx(to)] = p;
    clear_occupancy(rank_occ_, file_occ_, from);
    set_occupancy(rank_occ_, file_occ_, to);
    const std::uint64_t change = zobrist::piece_key(p, from) ^ zobrist::piece_key(p, to);
    key_ ^= change;
    if (p == Piece::King) king_ = to;
    if (p == Piece::Attacker) attackers_key_ ^= change;
}

// [SECTION] Move generation

namespace {
bool is_shuttle_reversal(Move m, Move last) { return m.from == last.to && m.to == last.from; }

// The squares one piece reaches along one line (a rank, or a file read as a row of bits), as
// masks of that line's bits shifted up by one: bit 0 and the bits past the board's end stand for
// the edges, so every slide meets a stop. A slide ends before an occupied square and after a
// square the piece may not move across; the caller keeps the squares it may stop on.
struct LineReach {
    std::uint32_t up;    // towards higher bits, nearest first when read from the low end
    std::uint32_t down;  // towards lower bits
};
inline LineReach line_reach(std::uint32_t occupied, std::uint32_t passable, int bit, int size) {
    const std::uint32_t full = (1U << size) - 1;
    const std::uint32_t blocked = (occupied << 1) | 1U | (~0U << (size + 1));
    const int b = bit + 1;
    // Squares the piece may not move across, shifted like the line; its own square is not one.
    const std::uint32_t barred = ((~passable & full) << 1) & ~(1U << b);
    const std::uint32_t above = ~0U << (b + 1), below = (1U << b) - 1;
    // Up: the first blocked square, or the square after the first barred one, ends the slide.
    const int up_end = lowest_bit((blocked | (barred << 1)) & above);
    // Down: the first blocked square, or the square before the first barred one.
    const int down_end = highest_bit((blocked | (barred >> 1)) & below);
    return {((1U << up_end) - 1) & above, below & ~((2U << down_end) - 1)};
}
}  // namespace

void Position::legal_moves(MoveList& out) const {
    out.clear();
    if (status_ != Status::Ongoing) return;
    const Rules& rules = *rules_;
    const int n = rules.size();
    const auto& list = pieces_[static_cast<std::size_t>(index_of(side_))];
    // Order: by piece-list order, then the directions of kDirections (east, west, north, south),
    // each nearest first.
    for (std::int16_t from : list) {
        const Piece p = board_[idx(from)];
        const int f = kLines.file[idx(from)], r = kLines.rank[idx(from)];
        const LineReach row = line_reach(rank_occ_[static_cast<std::size_t>(r)], rules.pass_row(p, r), f, n);
        const std::uint32_t row_stop = rules.stop_row(p, r) << 1;
        for (std::uint32_t m = row.up & row_stop; m != 0; m &= m - 1)
            out.push(Move{from, static_cast<std::int16_t>(from + lowest_bit(m) - 1 - f)});
        for (std::uint32_t m = row.down & row_stop; m != 0; m ^= 1U << highest_bit(m))
            out.push(Move{from, static_cast<std::int16_t>(from + highest_bit(m) - 1 - f)});
        const LineReach column = line_reach(file_occ_[static_cast<std::size_t>(f)], rules.pass_column(p, f), r, n);
        const std::uint32_t column_stop = rules.stop_column(p, f) << 1;
        for (std::uint32_t m = column.up & column_stop; m != 0; m &= m - 1)
            out.push(Move{from, static_cast<std::int16_t>(from + (lowest_bit(m) - 1 - r) * kStride)});
        for (std::uint32_t m = column.down & column_stop; m != 0; m ^= 1U << highest_bit(m))
            out.push(Move{from, static_cast<std::int16_t>(from + (highest_bit(m) - 1 - r) * kStride)});
    }
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(side_))];
    int limit = rules.set().shuttle_limit;
    if (limit > 0 && sh.count >= limit) {
        for (int i = 0; i < out.size(); ++i) {
            if (is_shuttle_reversal(out[i], sh.last)) {
                out.swap_remove(i);
                break;
            }
        }
    }
}

int Position::count_legal_moves() const {
    if (status_ != Status::Ongoing) return 0;
    const Rules& rules = *rules_;
    const int n = rules.size();
    int count = 0;
    for (std::int16_t from : pieces_[static_cast<std::size_t>(index_of(side_))]) {
        const Piece p = board_[idx(from)];
        const int f = kLines.file[idx(from)], r = kLines.rank[idx(from)];
        const LineReach row = line_reach(rank_occ_[static_cast<std::size_t>(r)], rules.pass_row(p, r), f, n);
        const LineReach column = line_reach(file_occ_[static_cast<std::size_t>(f)], rules.pass_column(p, f), r, n);
        count += bit_count((row.up | row.down) & (rules.stop_row(p, r) << 1)) +
                 bit_count((column.up | column.down) & (rules.stop_column(p, f) << 1));
    }
    // The shuttle limit bars at most one move: the reversal of the side's last move.
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(side_))];
    const int limit = rules.set().shuttle_limit;
    if (limit > 0 && sh.count >= limit && sh.last.from >= 0) {
        const Move back{sh.last.to, sh.last.from};
        const Piece p = board_[idx(back.from)];
        if (belongs_to(p, side_) && reaches(back)) --count;
    }
    return count;
}

void Position::capture_moves(MoveList& out) const {
    out.clear();
    if (status_ != Status::Ongoing) return;
    const Rules& rules = *rules_;
    const int n = rules.size();
    const Side victim = opponent(side_);
    const Piece victim_man = man_of(victim);
    const bool king_takes = rules.set().king_armed != KingArmed::No;
    // Per rank, with a rank of the frame either side (index r + 1 for rank r), bit f + 1 for file
    // f (bits 0 and n + 1 in the frame): the empty squares of the board, and the squares hostile
    // to a man of the victim's side (what hostile_to_man says), so that the directions in which a
    // man may be taken are found by shifts and masks before any branch.
    std::array<std::uint32_t, kMaxSize + 2> empty{}, anvil{};
    const std::uint32_t board_row = ((1U << n) - 1) << 1;
    anvil[0] = rules.hostile_empty_row(victim, -1);
    anvil[static_cast<std::size_t>(n + 1)] = rules.hostile_empty_row(victim, n);
    for (int r = 0; r < n; ++r) {
        const std::uint32_t occupied = rank_occ_[static_cast<std::size_t>(r)] << 1;
        empty[static_cast<std::size_t>(r + 1)] = board_row & ~occupied;
        anvil[static_cast<std::size_t>(r + 1)] = rules.hostile_empty_row(victim, r) & ~occupied;
    }
    for (std::int16_t y : pieces_[static_cast<std::size_t>(index_of(side_))])
        if (hostile_to_man(y, victim))
            anvil[static_cast<std::size_t>(kLines.rank[idx(y)] + 1)] |= 1U << (kLines.file[idx(y)] + 1);
    for (std::int16_t x : pieces_[static_cast<std::size_t>(index_of(victim))]) {
        if (board_[idx(x)] != victim_man) continue;
        // Bit i: the mover may stop on `land` = x - kDirections[i], beside the man, with a hostile
        // square beyond him (east, west, north, south as in kDirections).
        const int b = kLines.file[idx(x)] + 1;
        const auto row = static_cast<std::size_t>(kLines.rank[idx(x)] + 1);
        const unsigned open = ((empty[row] >> (b - 1)) & (anvil[row] >> (b + 1)) & 1U) |
                              ((empty[row] >> (b + 1)) & (anvil[row] >> (b - 1)) & 1U) << 1 |
                              ((empty[row - 1] >> b) & (anvil[row + 1] >> b) & 1U) << 2 |
                              ((empty[row + 1] >> b) & (anvil[row - 1] >> b) & 1U) << 3;
        for (unsigned bits = open; bits != 0; bits &= bits - 1) {
            const int d = kDirections[static_cast<std::size_t>(lowest_bit(bits))];
            const Square land = x - d;
            for (int e : kDirections) {
                if (e == d) continue;  // the man himself stands that way
                Square s = land + e;
                while (board_[idx(s)] == Piece::Empty) s += e;
                const Piece p = board_[idx(s)];
                if (!is_piece(p) || side_of(p) != side_ || (p == Piece::King && !king_takes)) continue;
                const Move m{static_cast<std::int16_t>(s), static_cast<std::int16_t>(land)};
                if (check_move(m) != Illegal::None || std::find(out.begin(), out.end(), m) != out.end()) continue;
                out.push(m);
            }
        }
    }
}

bool Position::reaches(Move m) const {
    const Piece p = board_[idx(m.from)];
    if (board_[idx(m.to)] != Piece::Empty || !rules_->can_stop(p, m.to)) return false;
    const int d = m.to - m.from;
    const int step = (d > 0 ? 1 : -1) * (d % kStride == 0 ? kStride : 1);
    for (Square s = m.from + step; s != m.to; s += step)
        if (board_[idx(s)] != Piece::Empty || !rules_->can_pass(p, s)) return false;
    return true;
}

bool Position::has_legal_move(Side side) const {
    const Rules& rules = *rules_;
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(side))];
    const int limit = rules.set().shuttle_limit;
    const bool shuttle_active = limit > 0 && sh.count >= limit;
    Move& cached = mobile_[static_cast<std::size_t>(index_of(side))];
    // The move found last time, if it is still a move: a piece of the side on its square, the
    // squares up to the destination empty and passable, the destination a place to stop.
    if (cached.from >= 0 && belongs_to(board_[idx(cached.from)], side) &&
        !(shuttle_active && is_shuttle_reversal(cached, sh.last)) && reaches(cached))
        return true;
    for (std::int16_t from : pieces_[static_cast<std::size_t>(index_of(side))]) {
        Piece p = board_[idx(from)];
        for (int d : kDirections) {
            for (Square to = from + d; board_[idx(to)] == Piece::Empty; to += d) {
                if (rules.can_stop(p, to) &&
                    !(shuttle_active && is_shuttle_reversal(Move{from, static_cast<std::int16_t>(to)}, sh.last))) {
                    cached = Move{from, static_cast<std::int16_t>(to)};
                    return true;
                }
                if (!rules.can_pass(p, to)) break;
            }
        }
    }
    return false;
}

Illegal Position::check_move(Move m) const {
    if (status_ != Status::Ongoing) return Illegal::GameOver;
    if (m.from < 0 || m.from >= kCells || m.to < 0 || m.to >= kCells || !rules_->on_board(m.from) ||
        !rules_->on_board(m.to))
        return Illegal::NotOnBoard;
    Piece p = board_[idx(m.from)];
    if (!is_piece(p)) return Illegal::NoPieceThere;
    if (side_of(p) != side_) return Illegal::NotYourPiece;
    if (m.from == m.to) return Illegal::SameSquare;
    int d = 0;
    if (rank_of(m.from) == rank_of(m.to))
        d = m.to > m.from ? 1 : -1;
    else if (file_of(m.from) == file_of(m.to))
        d = m.to > m.from ? kStride : -kStride;
    else
        return Illegal::NotStraight;
    for (Square s = m.from + d; s != m.to; s += d) {
        if (board_[idx(s)] != Piece::Empty) return Illegal::PathBlocked;
        if (!rules_->can_pass(p, s)) return Illegal::RestrictedSquare;
    }
    if (board_[idx(m.to)] != Piece::Empty) return Illegal::DestinationOccupied;
    if (!rules_->can_stop(p, m.to)) return Illegal::RestrictedSquare;
    const Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(side_))];
    int limit = rules_->set().shuttle_limit;
    if (limit > 0 && sh.count >= limit && is_shuttle_reversal(m, sh.last)) return Illegal::ShuttleLimit;
    return Illegal::None;
}

// [SECTION] Captures (§3.3 – §3.6, §5)

namespace {
void add_capture(MoveResult& r, Square sq) {
    if (r.captures(sq)) return;
    if (r.capture_count < r.captured.size()) r.captured[r.capture_count++] = static_cast<std::int16_t>(sq);
}
}  // namespace

// Does the square act as an enemy of a man of side `victim` (an enemy piece that may take part,
// or a hostile empty square, or the edge when edges are hostile)?
bool Position::hostile_to_man(Square sq, Side victim) const {
    Piece p = board_[idx(sq)];
    if (p == Piece::Empty || p == Piece::Offboard) return rules_->empty_hostile_to_man(sq, victim);
    if (side_of(p) == victim) return false;
    if (p == Piece::King)
        return rules_->set().king_armed == KingArmed::Yes ||
               (sq == rules_->throne() && rules_->throne_always_hostile());
    return true;
}

// Does the square count as an enclosing side of the king?
bool Position::encloses_king(Square sq) const {
    Piece p = board_[idx(sq)];
    if (p == Piece::Attacker) return true;
    if (p == Piece::Empty || p == Piece::Offboard) return rules_->empty_hostile_to_king(sq);
    return false;
}

bool Position::king_is_strong_at(Square sq) const {
    return rules_->set().king_capture == KingCapture::Strong || (rules_->flags(sq) & kStrongZone);
}

void Position::find_captures(Square to, Piece mover, MoveResult& r) const {
    const RuleSet& set = rules_->set();
    const Side mover_side = side_of(mover);
    const Side victim = opponent(mover_side);
    const Piece victim_man = man_of(victim);
    const bool can_capture = mover != Piece::King || set.king_armed != KingArmed::No;
    for (int d : kDirections) {
        Square n = to + d;
        if (board_[idx(n)] != victim_man) continue;
        Square far = n + d;
        if (can_capture && hostile_to_man(far, victim)) {
            add_capture(r, n);
            continue;
        }
        // York rule 10 (king_shield: breakable): a defender beside an otherwise enclosed king is
        // taken between its own king and the attacker that moves to its far side.
        if (set.king_shield == KingShield::Breakable && mover_side == Side::Attackers && far == king_ &&
            king_is_strong_at(king_)) {
            int enclosed = 0;
            for (int kd : kDirections) enclosed += encloses_king(king_ + kd) ? 1 : 0;
            if (enclosed == 3) add_capture(r, n);
        }
    }
    if (set.shieldwall != Shieldwall::None && can_capture) find_shieldwall(to, mover, r);
}

void Position::find_shieldwall(Square to, Piece mover, MoveResult& r) const {
    const RuleSet& set = rules_->set();
    const int n = rules_->size();
    const int f = file_of(to), rk = rank_of(to);
    int inward = 0;
    const bool on_file_edge = f == 0 || f == n - 1;
    const bool on_rank_edge = rk == 0 || rk == n - 1;
    if (on_file_edge == on_rank_edge) return;  // not on an edge, or in a corner
    if (on_file_edge)
        inward = f == 0 ? 1 : -1;
    else
        inward = rk == 0 ? kStride : -kStride;
    const int along = on_file_edge ? kStride : 1;
    const Side mover_side = side_of(mover);
    const Side victim = opponent(mover_side);
    // Whether a piece of the capturing side may stand in front of the row or close its far end.
    auto capturing_piece = [&](Square sq) {
        Piece p = board_[idx(sq)];
        if (!belongs_to(p, mover_side)) return false;
        return p != Piece::King || set.king_armed == KingArmed::Yes;
    };
    for (int a : {along, -along}) {
        std::array<Square, kMaxSize> run{};
        int length = 0, men = 0;
        Square s = to + a;
        bool front_ok = true;
        while (belongs_to(board_[idx(s)], victim)) {
            if (!capturing_piece(s + inward)) {
                front_ok = false;
                break;
            }
            run[static_cast<std::size_t>(length++)] = s;
            if (board_[idx(s)] != Piece::King) ++men;
            s += a;
        }
        if (!front_ok || men < 2) continue;
        bool closed = capturing_piece(s) || (set.shieldwall == Shieldwall::Strong && (rules_->flags(s) & kCorner) &&
                                             board_[idx(s)] == Piece::Empty);
        if (!closed) continue;
        for (int i = 0; i < length; ++i)
            if (board_[idx(run[static_cast<std::size_t>(i)])] != Piece::King)
                add_capture(r, run[static_cast<std::size_t>(i)]);
    }
}

void Position::find_king_capture(Square to, MoveResult& r) const {
    const RuleSet& set = rules_->set();
    const Square k = king_;
    if (k == kNoSquare) return;
    if (rules_->king_safe_at(k)) return;
    int to_king = -1;  // direction index from the mover to the king, when adjacent
    for (int i = 0; i < 4; ++i)
        if (to + kDirections[static_cast<std::size_t>(i)] == k) to_king = i;
    if (!king_is_strong_at(k)) {
        // A weak king falls like a man: between the mover and an enclosing square beyond him.
        if (to_king >= 0 && encloses_king(k + kDirections[static_cast<std::size_t>(to_king)])) add_capture(r, k);
        return;
    }
    int enclosed = 0, open_dir = -1;
    for (int i = 0; i < 4; ++i) {
        if (encloses_king(k + kDirections[static_cast<std::size_t>(i)]))
            ++enclosed;
        else
            open_dir = i;
    }
    if (enclosed == 4) {
        if (to_king >= 0) add_capture(r, k);
        return;
    }
    if (enclosed != 3) return;
    const int d4 = kDirections[static_cast<std::size_t>(open_dir)];
    const Square shield = k + d4;
    if (board_[idx(shield)] != Piece::Defender) return;
    if (set.king_shield == KingShield::Ignored) {
        if (to_king >= 0) add_capture(r, k);
    } else if (set.king_shield == KingShield::Enclosed) {
        const int p = (d4 == 1 || d4 == -1) ? kStride : 1;  // across the king-shield axis
        const bool shield_enclosed =
            hostile_to_man(shield + p, Side::Defenders) && hostile_to_man(shield - p, Side::Defenders);
        const bool closed = to_king >= 0 || to == shield + p || to == shield - p;
        if ((shield_enclosed && closed) || r.captures(shield)) {
            add_capture(r, shield);
            add_capture(r, k);
        }
    }
}

int Position::key_count(std::uint64_t key, int newest, int window) const {
    int count = 0;
    for (int i = newest; i >= 0 && newest - i <= window; i -= 2)
        if (keys_[static_cast<std::size_t>(i)] == key) ++count;
    return count;
}

int Position::repetition_count() const {
    // Positions can only repeat since the last capture; equal keys imply the same side to move.
    return key_count(key_, static_cast<int>(keys_.size()) - 1, no_capture_);
}

int Position::earlier_occurrences_after_quiet(Move m) const {
    // As repetition_count() would count after the move (its key one past the last, one ply more
    // without a capture), less the new position itself.
    return key_count(key_after_quiet(m), static_cast<int>(keys_.size()) - 2, no_capture_ - 1);
}

// [SECTION] Make and unmake

const MoveResult& Position::make(Move m) {
    apply(m);
    MoveResult& r = stack_[ply_ - 1].result;
    evaluate_outcome(r);
    status_ = r.status;
    reason_ = r.reason;
    return r;
}

Position::Undo& Position::push_undo() {
    // Slots are reused rather than re-created so that a move does not clear a fresh record.
    if (ply_ == stack_.size()) stack_.emplace_back();
    Undo& u = stack_[ply_++];
    u.key_before = key_;
    u.shuttle_before = shuttle_[static_cast<std::size_t>(index_of(side_))];
    u.no_capture_before = no_capture_;
    u.status_before = status_;
    u.reason_before = reason_;
    u.king_before = king_;
    return u;
}

void Position::pop_undo() {
    const Undo& u = stack_[ply_ - 1];
    no_capture_ = u.no_capture_before;
    status_ = u.status_before;
    reason_ = u.reason_before;
    key_ = u.key_before;
    keys_.pop_back();
    --ply_;
}

void Position::apply(Move m) {
    Undo& u = push_undo();
    MoveResult& r = u.result;
    r.move = m;
    r.mover = board_[idx(m.from)];
    r.capture_count = 0;
    r.status = Status::Ongoing;
    r.reason = Reason::None;

    move_piece(m.from, m.to);
    // §5 (2)-(3): decide every capture on the board as it stands after the move.
    find_captures(m.to, r.mover, r);
    if (r.mover == Piece::Attacker) {
        find_king_capture(m.to, r);
        // A king captured with his shield man: keep the king last in the list.
        for (int i = 0; i + 1 < r.capture_count; ++i) {
            if (r.captured[static_cast<std::size_t>(i)] == king_) {
                std::swap(r.captured[static_cast<std::size_t>(i)],
                          r.captured[static_cast<std::size_t>(r.capture_count - 1)]);
                break;
            }
        }
    }
    // (4) removal.
    for (int i = 0; i < r.capture_count; ++i) remove(r.captured[static_cast<std::size_t>(i)]);
    if (u.king_before != kNoSquare && king_ == kNoSquare) r.reason = Reason::KingCaptured;

    no_capture_ = r.capture_count ? 0 : no_capture_ + 1;
    Shuttle& sh = shuttle_[static_cast<std::size_t>(index_of(side_))];
    sh.count = is_shuttle_reversal(m, sh.last) ? sh.count + 1 : 1;
    sh.last = m;
    side_ = opponent(side_);
    key_ ^= zobrist::side_key();
    keys_.push_back(key_);
}

void Position::unapply() {
    Undo& u = stack_[ply_ - 1];
    const MoveResult& r = u.result;
    side_ = opponent(side_);
    const Side victim = opponent(side_);
    for (int i = r.capture_count - 1; i >= 0; --i) {
        Square sq = r.captured[static_cast<std::size_t>(i)];
        put(sq, sq == u.king_before ? Piece::King : man_of(victim));
    }
    move_piece(r.move.to, r.move.from);
    shuttle_[static_cast<std::size_t>(index_of(side_))] = u.shuttle_before;
    pop_undo();
}

void Position::unmake() { unapply(); }

void Position::make_null() {
    push_undo().result = MoveResult{};
    // Positions before a pass are not repeated by the moves after it: the count starts afresh.
    no_capture_ = 0;
    side_ = opponent(side_);
    key_ ^= zobrist::side_key();
    keys_.push_back(key_);
}

void Position::unmake_null() {
    side_ = opponent(side_);
    pop_undo();
}

bool Position::mover_had_alternative(Move played) {
    // Called with `played` just applied and recorded as a third repetition.
    unapply();
    MoveList moves;
    Status saved_status = status_;
    status_ = Status::Ongoing;
    legal_moves(moves);
    status_ = saved_status;
    bool alternative = false;
    for (Move m : moves) {
        if (m == played) continue;
        apply(m);
        bool repeats = repetition_count() >= 3;
        unapply();
        if (!repeats) {
            alternative = true;
            break;
        }
    }
    apply(played);
    return alternative;
}

void Position::evaluate_outcome(MoveResult& r) {
    const RuleSet& set = rules_->set();
    const Side mover_side = opponent(side_);
    // (5) victory.
    if (r.mover == Piece::King && (rules_->flags(r.move.to) & kEscape)) {
        r.status = Status::DefendersWin;
        r.reason = Reason::Escape;
        return;
    }
    if (r.reason == Reason::KingCaptured) {
        r.status = Status::AttackersWin;
        return;
    }
    if (set.edge_fort && king_ != kNoSquare && (rules_->flags(king_) & kEdge) && is_edge_fort()) {
        r.status = Status::DefendersWin;
        r.reason = Reason::EdgeFort;
        return;
    }
    if (set.encirclement && mover_side == Side::Attackers && is_encircled()) {
        r.status = Status::AttackersWin;
        r.reason = Reason::Encirclement;
        return;
    }
    // (6) the next player without a move, the third repetition, the no-capture limit.
    if (!has_legal_move(side_)) {
        r.reason = Reason::NoMoves;
        r.status = set.no_moves == NoMoves::Draw ? Status::Draw
                   : side_ == Side::Attackers    ? Status::DefendersWin
                                                 : Status::AttackersWin;
        return;
    }
    if (set.repetition != Repetition::Ignore && repetition_count() >= 3) {
        r.reason = Reason::Repetition;
        switch (set.repetition) {
            case Repetition::Draw:
                r.status = Status::Draw;
                break;
            case Repetition::DefendersLose:
                r.status = Status::AttackersWin;
                break;
            case Repetition::MoverLoses: {
                Move played = r.move;
                bool alternative = mover_had_alternative(played);
                MoveResult& again = stack_[ply_ - 1].result;  // re-applied; same captures
                again.reason = Reason::Repetition;
                again.status = !alternative                    ? Status::Draw
                               : mover_side == Side::Attackers ? Status::DefendersWin
                                                               : Status::AttackersWin;
                if (&again != &r) r = again;
                return;
            }
            case Repetition::Ignore:
                break;
        }
        return;
    }
    if (set.no_capture_draw > 0 && no_capture_ >= set.no_capture_draw) {
        r.status = Status::Draw;
        r.reason = Reason::NoCaptureLimit;
    }
}

// [SECTION] Perft

namespace {
std::uint64_t perft_rec(Position& pos, int depth, bool make_leaves) {
    // Every move of the last ply is a leaf, whether or not it ends the game: count them.
    if (depth <= 1 && !make_leaves) return static_cast<std::uint64_t>(pos.count_legal_moves());
    MoveList moves;
    pos.legal_moves(moves);
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        const MoveResult& r = pos.make(m);
        if (depth <= 1 || r.status != Status::Ongoing)
            ++nodes;
        else
            nodes += perft_rec(pos, depth - 1, make_leaves);
        pos.unmake();
    }
    return nodes;
}
}  // namespace

std::uint64_t perft(Position& pos, int depth, bool make_leaves) {
    if (depth <= 0 || pos.game_over()) return 1;
    return perft_rec(pos, depth, make_leaves);
}

}  // namespace tafl
