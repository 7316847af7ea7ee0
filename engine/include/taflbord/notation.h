// notation.h: OpenTafl move records (OTN §2): reading `Ke5-e1xe2/f1-` and friends into a
// MoveRecord, and writing the record of a move the engine has played. Rules strings are in
// otn_rules.h, game records in game_record.h; both build on the types here.
//
// Source: OpenTafl notation spec, `opentafl-notation-spec.txt` in github.com/jslater89/OpenTafl
// (sections 2 "Move Records" and 4 "Game Records"), and its MoveSerializer. The grammar read here:
//
//     [piece-letter] from "-" to [ "x" [letter] square { "/" [letter] square } ] [info-symbol]
//
// - Piece letters are the OTN taflman symbols `t c n k m g` (attackers) and `T C N K M G`
//   (defenders); the spec writes them "for special pieces only". We only have `t`, `T` and `K`;
//   a letter is accepted and kept, never checked: only from and to matter for play.
// - Squares are a lower-case file letter and a rank without leading zero (`a1` .. `s19`).
// - Move types `^` (jump), `=` (berserk) and `^=` are OTN berserk-variant moves; we have no such
//   pieces and reject them.
// - Info symbols, with the spec's wording and what we write (announcements from types.h):
//       `+`   "king vulnerable to capture"       kKingThreatened
//       `-`   "king has at least one route to escape"   kRaichi or kTuichu (the spec has no
//             separate mark for two routes, so tuichu writes `-` as well)
//       `++`  "king captured, game ends"         Reason::KingCaptured
//       `--`  "king escapes, game ends"          Reason::Escape and Reason::EdgeFort (OTN calls
//             the edge fort an "edge fort escape", rules field `efe`)
//   Only one symbol fits a record. A game-ending `++`/`--` wins; otherwise the mover's own threat
//   comes first (an attacker move that makes the king capturable writes `+`, a defender move that
//   opens a route writes `-`), and failing that the other flag. Other endings write nothing.
// - The resignation record `---` is not a move; game_record.h handles it.
//
// Writing follows OpenTafl: the letter `K` in front of king moves only, captured men after `x`
// separated by `/` and sorted by file then rank; the king's own square is never listed when he is
// captured (the `++` says so, as in the spec's example `e3-e4++`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/position.h"
#include "taflbord/types.h"

namespace tafl {

// A fault in notation text. `message` is complete English for developers and names the offending
// token and where it is, e.g. "move 'e1-z4': bad square 'z4' at column 4". The fields repeat the
// location for tools.
struct NotationError {
    std::string message;
    int line = 0;       // 1-based line in a multi-line text (game records); 0 for one-line inputs
    int column = 0;     // 1-based column of the offending token; 0 when the whole input is at fault
    std::string token;  // the offending token; empty when something is missing
};

// The OTN info symbol after a move record.
enum class MoveSymbol : std::uint8_t {
    None,
    KingThreatened,  // `+`
    EscapeRoute,     // `-`
    KingCaptured,    // `++`
    KingEscaped,     // `--`
};

std::string_view symbol_text(MoveSymbol s);  // "", "+", "-", "++", "--"

// One OpenTafl move record as read or as written. It exists so that the notation (which carries
// captures and symbols for readers) stays separate from Move (which is all the engine needs).
struct MoveRecord {
    Square from = kNoSquare;
    Square to = kNoSquare;
    char piece = 0;                    // the piece letter written in front, 0 when absent
    std::vector<Square> captures;      // captured squares in the order written
    std::vector<char> capture_pieces;  // the letter before each captured square, 0 when absent
    MoveSymbol symbol = MoveSymbol::None;

    Move move() const { return Move{static_cast<std::int16_t>(from), static_cast<std::int16_t>(to)}; }
    friend bool operator==(const MoveRecord&, const MoveRecord&) = default;
};

// Limits that keep hostile input cheap.
constexpr std::size_t kMaxMoveRecordLength = 512;
constexpr std::size_t kMaxRecordCaptures = 48;

// Reads one move record for a board of `size` (pass kMaxSize when the size is unknown: squares
// are then only checked against 19x19). Leading and trailing blanks are ignored. On failure
// returns nullopt and, if `error` is set, a message naming the token and its 1-based column.
// Syntax only: a diagonal or blocked move is a legality question for Position::check_move.
std::optional<MoveRecord> parse_move_record(std::string_view text, int size, NotationError* error = nullptr);

// Writes a record: `[piece]from-to[xa1/b2...][symbol]`. Captures are written sorted by file, then
// rank (with their letters, if any); the piece letter is written when set.
std::string write_move_record(const MoveRecord& record);

// The symbol of a move from its result and the announcements of the position after it (see the
// mapping above).
MoveSymbol move_symbol(const MoveResult& result, std::uint8_t announcements_after);

// The record of a played move: `K` for king moves, the men it captured (sorted; the king's square,
// `king_before`, left out), and its symbol. `announcements_after` is Position::announcements()
// after the move; `king_before` the king's square before it (kNoSquare if unknown).
MoveRecord move_record(const MoveResult& result, std::uint8_t announcements_after, Square king_before);

// The record of the last move played by `after` (precondition: after.ply() > 0).
MoveRecord record_last_move(const Position& after);

}  // namespace tafl
