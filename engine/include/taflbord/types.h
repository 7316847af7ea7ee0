// types.h: the small value types every part of the engine shares (sides, pieces, squares, moves,
// outcomes). Nothing here allocates or knows a rule.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tafl {

// The two sides. Attackers (black) besiege; defenders (white) have the king.
enum class Side : std::uint8_t { Attackers = 0, Defenders = 1 };

constexpr Side opponent(Side s) { return s == Side::Attackers ? Side::Defenders : Side::Attackers; }
constexpr int index_of(Side s) { return static_cast<int>(s); }

// What a cell of the padded board holds. Offboard marks the sentinel frame around the board so
// that sliding and neighbour tests never need a bounds check.
enum class Piece : std::uint8_t { Empty = 0, Attacker = 1, Defender = 2, King = 3, Offboard = 4 };

constexpr bool is_piece(Piece p) { return p == Piece::Attacker || p == Piece::Defender || p == Piece::King; }
constexpr Side side_of(Piece p) { return p == Piece::Attacker ? Side::Attackers : Side::Defenders; }

// Boards are stored in a fixed 21x21 frame (the largest board, 19x19, plus one sentinel cell on
// every side), whatever the board size, so a square's index does not depend on the size and the
// four directions are the constant offsets below.
constexpr int kMaxSize = 19;
constexpr int kMinSize = 7;
constexpr int kStride = kMaxSize + 2;
constexpr int kCells = kStride * kStride;

// A square is an index into the padded frame. Use make_square / file_of / rank_of to convert;
// file 0 is `a`, rank 0 is `1` (a1 is the bottom-left corner).
using Square = int;
constexpr Square kNoSquare = -1;

constexpr Square make_square(int file, int rank) { return (rank + 1) * kStride + (file + 1); }
constexpr int file_of(Square sq) { return sq % kStride - 1; }
constexpr int rank_of(Square sq) { return sq / kStride - 1; }

constexpr std::array<int, 4> kDirections = {1, -1, kStride, -kStride};

// Square name such as "e4" (ranks above 9 have two digits: "a10"). No size check.
std::string square_name(Square sq);
// Parses a square name for a board of the given size; nullopt if malformed or off the board.
std::optional<Square> parse_square(std::string_view text, int size);

// A move from one square to another along a rank or file.
struct Move {
    std::int16_t from = -1;
    std::int16_t to = -1;
    friend constexpr bool operator==(Move a, Move b) { return a.from == b.from && a.to == b.to; }
};

// "e1-e4"; the notation module writes the full OpenTafl record.
std::string move_name(Move m);

// How a game stands after a move.
enum class Status : std::uint8_t { Ongoing, AttackersWin, DefendersWin, Draw };

// Why a game ended. The game maps these to words; the engine never does.
enum class Reason : std::uint8_t {
    None,
    Escape,
    EdgeFort,
    KingCaptured,
    Encirclement,
    NoMoves,
    Repetition,
    NoCaptureLimit,
};

// The announcements seed 003 asks for, as bit flags on a move result.
enum Announcement : std::uint8_t {
    kAnnounceNone = 0,
    kKingThreatened = 1,  // the attackers can capture the king with their next move
    kRaichi = 2,          // the king has exactly one open escape route
    kTuichu = 4,          // the king has two or more open escape routes
};

// Why a move was refused. The CLI and the game turn these into words.
enum class Illegal : std::uint8_t {
    None,
    GameOver,
    NotOnBoard,
    NoPieceThere,
    NotYourPiece,
    NotStraight,
    SameSquare,
    PathBlocked,
    DestinationOccupied,
    RestrictedSquare,
    ShuttleLimit,
};

std::string_view status_id(Status s);  // "ongoing", "attackers-win", "defenders-win", "draw"
std::string_view reason_id(Reason r);  // "escape", "edge-fort", ... ("" for None)
std::string_view side_id(Side s);      // "attackers" / "defenders"
std::optional<Side> parse_side(std::string_view text);
std::string_view illegal_id(Illegal why);  // short English identifier, e.g. "path-blocked"

}  // namespace tafl
