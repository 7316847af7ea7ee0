// position.h: a game in progress. The board, the side to move, the history needed for repetition,
// shuttle and no-capture rules; legal move generation; make and unmake with the full outcome of
// every move (rules-reference §5, order of evaluation).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/rules.h"
#include "taflbord/types.h"
#include "taflbord/zobrist.h"

namespace tafl {

// A fixed-capacity list of moves; a 19x19 side can have a few hundred legal moves.
class MoveList {
public:
    static constexpr int kCapacity = 1536;
    MoveList() {}  // NOLINT: the slots past size() are left unwritten (see Slots)
    void clear() { size_ = 0; }
    void push(Move m) { slots_.moves[size_++] = m; }
    // Removes element i by moving the last element into its place.
    void swap_remove(int i) { slots_.moves[i] = slots_.moves[--size_]; }
    int size() const { return size_; }
    // Keeps the first `n` moves (n <= size()).
    void keep_first(int n) { size_ = n; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return slots_.moves[i]; }
    Move& operator[](int i) { return slots_.moves[i]; }
    const Move* begin() const { return slots_.moves; }
    const Move* end() const { return slots_.moves + size_; }
    Move* begin() { return slots_.moves; }
    Move* end() { return slots_.moves + size_; }

private:
    // A list is made at every node of a search: writing all kCapacity default moves each time
    // (6 KB) had cost more than finding the moves that go in it. A union member is not
    // initialised, so only the slots pushed are ever written.
    union Slots {
        Slots() {}  // NOLINT: deliberately leaves `moves` unwritten
        Move moves[kCapacity];
    };
    Slots slots_;
    int size_ = 0;
};

// What one move did: the answer every caller (CLI, game scene, AI, saved games) receives.
// Captured squares are in the order they were found; sort them for display.
struct MoveResult {
    Move move;
    Piece mover = Piece::Empty;
    std::uint8_t capture_count = 0;
    std::array<std::int16_t, 48> captured{};  // men, and the king's square when he is captured
    Status status = Status::Ongoing;
    Reason reason = Reason::None;

    bool king_captured() const { return reason == Reason::KingCaptured; }
    bool captures(Square sq) const {
        for (int i = 0; i < capture_count; ++i)
            if (captured[static_cast<std::size_t>(i)] == sq) return true;
        return false;
    }
};

// A position and its history. Copyable; copies share the immutable Rules.
class Position {
public:
    // The preset's start position, with the side named by `first` to move.
    explicit Position(std::shared_ptr<const Rules> rules);

    // A position from an OpenTafl position record with the given side to move (§5: games started
    // from a position). Returns nullopt and an explanation naming the fault and its column.
    static std::optional<Position> from_record(std::shared_ptr<const Rules> rules, std::string_view record,
                                               Side to_move, std::string* error);

    const Rules& rules() const { return *rules_; }
    const std::shared_ptr<const Rules>& rules_ptr() const { return rules_; }
    int size() const { return rules_->size(); }
    Piece at(Square sq) const { return board_[static_cast<std::size_t>(sq)]; }
    Side side_to_move() const { return side_; }
    Square king_square() const { return king_; }
    int piece_count(Piece p) const;
    // Squares of a side's pieces (the king among the defenders'), in no particular order.
    const std::vector<std::int16_t>& pieces(Side s) const { return pieces_[static_cast<std::size_t>(index_of(s))]; }
    std::uint64_t key() const { return key_; }
    // The part of key() that the attackers' men make: equal for equal placings of the attackers.
    std::uint64_t attackers_key() const { return attackers_key_; }
    // key() after the legal move `m` if it takes nothing: known before the move is made, so that
    // a search can start fetching the table slot it will look up while the move is being made.
    std::uint64_t key_after_quiet(Move m) const {
        const Piece p = at(m.from);
        return key_ ^ zobrist::piece_key(p, m.from) ^ zobrist::piece_key(p, m.to) ^ zobrist::side_key();
    }
    int ply() const { return static_cast<int>(ply_); }
    int plies_without_capture() const { return no_capture_; }
    // How often this position (the board and the side to move) stood before in this game; only
    // positions since the last capture can be the same.
    int earlier_occurrences() const { return repetition_count() > 0 ? repetition_count() - 1 : 0; }
    // earlier_occurrences() after the legal move `m` if it takes nothing, without making it (a
    // move that takes something repeats nothing).
    int earlier_occurrences_after_quiet(Move m) const;

    // The outcome as it stands now: after the last move, or Ongoing at the start.
    Status status() const { return status_; }
    Reason reason() const { return reason_; }
    bool game_over() const { return status_ != Status::Ongoing; }

    // The OpenTafl position record of the board (rank 1 first).
    std::string record() const;

    // All legal moves of the side to move (none once the game is over). Deterministic order:
    // by piece-list order, then direction, then distance. Sort for display.
    void legal_moves(MoveList& out) const;
    // How many legal moves the side to move has (legal_moves' size, without listing them).
    int count_legal_moves() const;
    // The legal moves of the side to move that take a man between the mover and a square hostile
    // to him beyond (find_captures' rule; a shieldwall's captures, the king's and York's
    // breakable shield aside), each once, found from the men that can be taken.
    void capture_moves(MoveList& out) const;
    // True when the side to move has at least one legal move (ignores game over).
    bool has_legal_move(Side side) const;
    // Why `m` is illegal for the side to move, or Illegal::None.
    Illegal check_move(Move m) const;

    // Plays a legal move (precondition: check_move(m) == Illegal::None) and returns what it did.
    // The reference stays valid until the next make or unmake.
    const MoveResult& make(Move m);
    // Takes back the last move made.
    void unmake();
    // For the search only (no rule allows it in play): the side to move passes. The position
    // stays ongoing; unmake_null() takes the pass back (and nothing else may come between them
    // but complete make/unmake pairs).
    void make_null();
    void unmake_null();
    // The result of the move that led here (precondition: ply() > 0).
    const MoveResult& last_result() const { return stack_[ply_ - 1].result; }
    // The result of the move `back` plies before the last one (precondition: ply() > back).
    const MoveResult& earlier_result(int back) const {
        return stack_[ply_ - 1 - static_cast<std::size_t>(back)].result;
    }
    // The moves played since this position object was set up, oldest first.
    std::vector<Move> moves_played() const;

    // Announcements (bit flags of Announcement) for the position as it stands: is the king
    // capturable by the attackers' next move; how many open escape routes the king has.
    std::uint8_t announcements() const;
    // Number of legal king moves that would win at once by escape, for the king's side, whoever
    // is to move.
    int escape_routes() const;
    // The escape squares a king standing on `sq` would reach in one move along a line free of
    // pieces (`vacated`, his square before, counted as empty; or kNoSquare), written to `ends`;
    // returns how many. A throne he may not cross bars its line. One per direction: with 2x2
    // corner blocks a line may hold more than one escape square, and escape_routes() counts
    // those exactly.
    int escape_lines(Square sq, Square vacated, std::array<Square, 4>& ends) const;

    // Can the attackers capture the king with one move from here (whoever is to move)?
    bool king_capturable_next() const;
    // The same test for the search, on this position (the board is restored before returning).
    bool attackers_can_capture_king();
    // Does `sq`, beside the king, count as one of his closed sides (an attacker, or an empty or
    // off-board square hostile to him)? Is a king on `sq` taken only when enclosed on all sides?
    bool encloses_king(Square sq) const;
    bool king_is_strong_at(Square sq) const;

    // Occupancy of a rank (bit f set when file f holds a piece) and of a file (bit r for rank r):
    // lets callers test a whole line for emptiness at once.
    std::uint32_t rank_occupancy(int rank) const { return rank_occ_[static_cast<std::size_t>(rank)]; }
    std::uint32_t file_occupancy(int file) const { return file_occ_[static_cast<std::size_t>(file)]; }

    // Counters for the fine points: consecutive shuttle count of each side's last move.
    int shuttle_count(Side s) const { return shuttle_[static_cast<std::size_t>(index_of(s))].count; }

private:
    struct Shuttle {
        Move last{};
        int count = 0;
    };
    // Everything unmake needs to restore, plus the result of the move.
    struct Undo {
        MoveResult result;
        std::uint64_t key_before;
        Shuttle shuttle_before;
        int no_capture_before;
        Status status_before;
        Reason reason_before;
        Square king_before;
    };

    Position() = default;
    void reset_from_board();
    void put(Square sq, Piece p);
    void remove(Square sq);
    void move_piece(Square from, Square to);
    // Records what a move or a pass changes (a new slot of the stack) / restores it and drops
    // the slot: the part of apply/unapply that make_null/unmake_null share.
    Undo& push_undo();
    void pop_undo();
    // Board changes, counters and history of a move without judging the outcome; unapply undoes.
    void apply(Move m);
    void unapply();

    bool hostile_to_man(Square sq, Side victim) const;
    void find_captures(Square to, Piece mover, MoveResult& r) const;
    void find_shieldwall(Square to, Piece mover, MoveResult& r) const;
    void find_king_capture(Square to, MoveResult& r) const;
    bool is_encircled() const;
    bool is_edge_fort() const;
    int repetition_count() const;
    // How often `key` stands among keys_[newest], keys_[newest - 2], ... at most `window` plies back.
    int key_count(std::uint64_t key, int newest, int window) const;
    bool mover_had_alternative(Move played);
    // Can the piece on m.from slide to m.to (a straight move on a free, passable path to a square
    // it may stop on)? The shuttle limit is not looked at.
    bool reaches(Move m) const;
    void evaluate_outcome(MoveResult& r);

    std::shared_ptr<const Rules> rules_;
    std::array<Piece, kCells> board_{};
    std::array<std::uint32_t, kMaxSize> rank_occ_{};
    std::array<std::uint32_t, kMaxSize> file_occ_{};
    // A path from a defender to the edge over squares free of attackers, found by the last
    // encirclement test. While it still holds, the defenders are not encircled; checking it costs
    // a few loads where a new search costs a flood fill. A cache only: it never decides alone.
    mutable std::vector<std::int16_t> witness_;
    // Per side, the last legal move has_legal_move() found: while it is still legal (the piece
    // there, the square empty, not a barred shuttle) the side has a move. A cache only.
    mutable std::array<Move, 2> mobile_{};
    // Piece lists per side with an index map for O(1) removal; the king is in the defenders'.
    std::array<std::vector<std::int16_t>, 2> pieces_;
    std::array<std::int16_t, kCells> list_index_{};
    Side side_ = Side::Attackers;
    Square king_ = kNoSquare;
    std::uint64_t key_ = 0;
    std::uint64_t attackers_key_ = 0;
    int no_capture_ = 0;
    std::array<Shuttle, 2> shuttle_{};
    Status status_ = Status::Ongoing;
    Reason reason_ = Reason::None;
    std::vector<std::uint64_t> keys_;  // key after each ply; keys_[0] is the start
    std::vector<Undo> stack_;          // slots [0, ply_) are the moves played
    std::size_t ply_ = 0;
};

// Leaf count of the move tree to `depth` plies; finished games are leaves (rules-reference §5).
// The moves of the last ply are counted, not made (each is one leaf whatever it does);
// `make_leaves` makes and judges them too, for measuring make/unmake.
std::uint64_t perft(Position& pos, int depth, bool make_leaves = false);

}  // namespace tafl
