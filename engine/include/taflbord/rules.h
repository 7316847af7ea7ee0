// rules.h: the rule parameters of rules-reference §3 as one plain struct, the table that names
// them (shared by variant files, --rule and the house-rule editor), and the immutable compiled
// form the move generator reads.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/types.h"

namespace tafl {

enum class Corners : std::uint8_t { None, Single, Block2 };
enum class ThroneStop : std::uint8_t { King, Nobody };
enum class ThroneCross : std::uint8_t { All, King, Nobody };
enum class CornerHostile : std::uint8_t { None, Attackers, All };
enum class ThroneHostileAttackers : std::uint8_t { Never, Empty, Always };
enum class ThroneHostileDefenders : std::uint8_t { Never, Empty };
enum class KingArmed : std::uint8_t { Yes, No, Hammer };
enum class Shieldwall : std::uint8_t { None, Weak, Strong };
enum class KingCapture : std::uint8_t { Weak, Strong };
enum class KingStrongZone : std::uint8_t { None, Throne, ThroneAdjacent };
enum class KingShield : std::uint8_t { Protects, Breakable, Ignored, Enclosed };
enum class Escape : std::uint8_t { Corner, Edge, None };
enum class NoMoves : std::uint8_t { Lose, Draw };
enum class Repetition : std::uint8_t { Ignore, Draw, MoverLoses, DefendersLose };

// Every parameter of rules-reference §3. Field names are the parameter names; the defaults are
// only there so the struct is never uninitialised: a variant file must set every parameter
// through its chain of `extends`.
struct RuleSet {
    int size = 11;
    std::string setup;  // OpenTafl position record, rank 1 first
    Side first = Side::Attackers;
    bool throne = true;
    Corners corners = Corners::Single;
    ThroneStop throne_stop = ThroneStop::King;
    ThroneCross throne_cross = ThroneCross::All;
    bool king_reenter = true;
    bool corner_guard = false;  // corner_stop has the single value `king`; it needs no field
    CornerHostile corner_hostile = CornerHostile::All;
    bool corner_hostile_king = true;
    ThroneHostileAttackers throne_hostile_attackers = ThroneHostileAttackers::Always;
    ThroneHostileDefenders throne_hostile_defenders = ThroneHostileDefenders::Empty;
    bool throne_hostile_king = true;
    bool edge_hostile_men = false;
    bool edge_hostile_king = false;
    KingArmed king_armed = KingArmed::Yes;
    Shieldwall shieldwall = Shieldwall::None;
    KingCapture king_capture = KingCapture::Strong;
    KingStrongZone king_strong_zone = KingStrongZone::None;
    bool king_edge_safe = false;
    KingShield king_shield = KingShield::Protects;
    Escape escape = Escape::Corner;
    bool edge_fort = false;
    bool encirclement = false;
    NoMoves no_moves = NoMoves::Lose;
    Repetition repetition = Repetition::Draw;
    int shuttle_limit = 0;
    int no_capture_draw = 0;

    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// How a parameter's values are written.
enum class ParamKind : std::uint8_t { Choice, Integer, Record };

// One row of the parameter table: the §3 name, the group it belongs to (for editors), and for
// choices the accepted value names in the order of the enum.
struct ParamInfo {
    std::string_view name;
    std::string_view group;  // "board", "hostile", "capture", "king", "end"
    ParamKind kind;
    std::vector<std::string_view> values;  // Choice only
    int min = 0, max = 0;                  // Integer only
};

// All parameters, in the order of rules-reference §3.
std::span<const ParamInfo> parameters();
const ParamInfo* find_parameter(std::string_view name);

// Sets one parameter from its text form. On failure returns a message naming the parameter and
// the accepted values, and leaves `rules` unchanged.
std::optional<std::string> set_parameter(RuleSet& rules, std::string_view name, std::string_view value);
// The text form of a parameter's current value.
std::string get_parameter(const RuleSet& rules, std::string_view name);

// A contradiction between parameters, naming the parameter at fault.
struct RuleProblem {
    std::string parameter;
    std::string message;
};
// Checks the combination (setup fits the size, one king, corners needed by corner escape, ...).
std::vector<RuleProblem> validate(const RuleSet& rules);

// Parses an OpenTafl position record (rank 1 first, `/`-separated rows with a leading and trailing
// `/`, runs of empty squares as numbers of one or two digits) for a board of `size` into `board`
// (every cell of the padded frame is written). Exactly one king and only `t`, `T`, `K` are
// accepted. On error returns a message naming the token and its 1-based column.
std::optional<std::string> parse_position_record(std::string_view record, int size, std::array<Piece, kCells>& board);
// Writes the OpenTafl position record of a board of `size`.
std::string write_position_record(const std::array<Piece, kCells>& board, int size);

// Square roles derived once from a RuleSet.
enum SquareFlag : std::uint8_t {
    kOnBoard = 1,
    kThrone = 2,
    kCorner = 4,
    kCornerGuard = 8,
    kEdge = 16,
    kStrongZone = 32,
    kEscape = 64,
    kKingSafe = 128,  // an edge square where king_edge_safe keeps the king from being taken
};

// The immutable, compiled form of a RuleSet: per-square tables the move generator and the
// capture code read without branching on parameters. Built once per game; shared by positions.
class Rules {
public:
    explicit Rules(RuleSet set);  // precondition: validate(set) is empty

    const RuleSet& set() const { return set_; }
    int size() const { return set_.size; }
    Square throne() const { return throne_; }
    std::uint8_t flags(Square sq) const { return flags_[static_cast<std::size_t>(sq)]; }
    bool on_board(Square sq) const { return (flags(sq) & kOnBoard) != 0; }
    // Can the king not be taken on `sq` (king_edge_safe, on an edge square)?
    bool king_safe_at(Square sq) const { return (flags(sq) & kKingSafe) != 0; }

    // May a piece of this kind end its move on / move across the (empty) square?
    bool can_stop(Piece p, Square sq) const { return stop_[p == Piece::King][static_cast<std::size_t>(sq)] != 0; }
    bool can_pass(Piece p, Square sq) const { return pass_[p == Piece::King][static_cast<std::size_t>(sq)] != 0; }
    // The same as masks of a whole line, for the move generator: per rank, bit f for file f; per
    // file, bit r for rank r. Squares off the board are in neither.
    std::uint32_t stop_row(Piece p, int rank) const {
        return stop_rows_[p == Piece::King][static_cast<std::size_t>(rank)];
    }
    std::uint32_t pass_row(Piece p, int rank) const {
        return pass_rows_[p == Piece::King][static_cast<std::size_t>(rank)];
    }
    std::uint32_t stop_column(Piece p, int file) const {
        return stop_columns_[p == Piece::King][static_cast<std::size_t>(file)];
    }
    std::uint32_t pass_column(Piece p, int file) const {
        return pass_columns_[p == Piece::King][static_cast<std::size_t>(file)];
    }

    // The lines from `sq` to the edge (bit 0 east, 1 west, 2 north, 3 south) that end on an
    // escape square other than `sq` and that the throne, where the king may not cross it, does
    // not bar: a king on `sq` can escape along them when they are empty.
    std::uint8_t escape_ends(Square sq) const { return escape_ends_[static_cast<std::size_t>(sq)]; }

    // Is the empty special square `sq` hostile to a man of side `victim`?
    bool empty_hostile_to_man(Square sq, Side victim) const {
        return hostile_empty_[index_of(victim)][static_cast<std::size_t>(sq)] != 0;
    }
    // The same for a whole rank with a square of the frame either side: for rank r (-1 to size,
    // the frame's ranks included) bit f + 1 for file f (-1 to size). For capture_moves.
    std::uint32_t hostile_empty_row(Side victim, int rank) const {
        return hostile_empty_rows_[index_of(victim)][static_cast<std::size_t>(rank + 1)];
    }
    // Is the empty special square `sq` an enclosing side against the king?
    bool empty_hostile_to_king(Square sq) const { return hostile_king_[static_cast<std::size_t>(sq)] != 0; }
    // throne_hostile_attackers: always: the throne is hostile to attackers even with the king on it.
    bool throne_always_hostile() const { return set_.throne_hostile_attackers == ThroneHostileAttackers::Always; }

    // All on-board squares, a1, b1, ... row by row.
    const std::vector<Square>& squares() const { return squares_; }
    const std::vector<Square>& edge_squares() const { return edges_; }

private:
    RuleSet set_;
    Square throne_ = kNoSquare;
    std::uint8_t flags_[kCells] = {};
    std::uint8_t stop_[2][kCells] = {};
    std::uint8_t pass_[2][kCells] = {};
    std::array<std::uint32_t, kMaxSize> stop_rows_[2] = {};
    std::array<std::uint32_t, kMaxSize> pass_rows_[2] = {};
    std::array<std::uint32_t, kMaxSize> stop_columns_[2] = {};
    std::array<std::uint32_t, kMaxSize> pass_columns_[2] = {};
    std::uint8_t hostile_empty_[2][kCells] = {};
    std::array<std::uint32_t, kMaxSize + 2> hostile_empty_rows_[2] = {};
    std::uint8_t hostile_king_[kCells] = {};
    std::uint8_t escape_ends_[kCells] = {};
    std::vector<Square> squares_;
    std::vector<Square> edges_;
};

}  // namespace tafl
