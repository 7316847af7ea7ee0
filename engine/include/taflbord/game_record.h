// game_record.h: OpenTafl game records (OTN §4), the exchange format for whole games: tags,
// the rules tag, then numbered turns. Reading checks the syntax and replays every move through a
// Position; writing replays a move list and writes every move with its captures and symbol.
//
// Source: OpenTafl notation spec §4 "Game Records" and GameSerializer.java, plus the replays in
// OpenTafl's `saved-games/` folder, in github.com/jslater89/OpenTafl. The layout:
//
//     [date:2015.05.04]                  tags `[name:value]`, one per line; values may not hold `]`
//     [result:-1]                        (a value may run over several lines, as OpenTafl's
//     [rules:dim:7 ... start:/.../]       start-comment does); the rules tag comes last
//
//     1. d2-e2 c4-c5                     turn number, then one or two move records
//     [first comment|second comment]     optional comment after a turn: halves split at `|`
//     2. f4-f5 Kd4-d3-
//
// Turn N holds moves 2N-1 and 2N in playing order, whichever side starts (the side named by
// `first`, or by `taflbord-to-move` for a game started from a position). Only the last turn may
// hold one move. `---` in place of a move is a resignation by the side to move and ends the list.
// OpenTafl's variation lines (`8a.1.1a.`) are not supported.
//
// Standard tags (spec): event, site, date (YYYY.MM.DD), round, attackers, defenders, result
// (`1` attackers win, `0` draw, `-1` defenders win, `?` other), annotator, compiler,
// time-control, time-remaining, termination, variant, start-comment, position (a start position
// other than the rules' setup), rules. Tags of our own (the spec allows any tag; OpenTafl keeps
// unknown ones):
//     taflbord-preset    the id of our preset, for information
//     taflbord-rules     the parameters the rules string cannot carry, as `name=value` pairs
//                        separated by blanks (see encode_otn_rules); applied after the rules tag
//     taflbord-to-move   `attackers` / `defenders`: the side to move at the start when it is not
//                        the one `first` names (games started from a position)
// We write `termination` as reason_id() of the outcome (`king-captured`, ...) or `resigned`.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "taflbord/notation.h"
#include "taflbord/otn_rules.h"
#include "taflbord/position.h"

namespace tafl {

constexpr std::size_t kMaxGameRecordBytes = 4 * 1024 * 1024;
constexpr std::size_t kMaxGameRecordMoves = 100000;
constexpr std::size_t kMaxGameRecordTags = 1000;

// One `[name:value]` tag as it stands in the text.
struct GameTag {
    std::string name;
    std::string value;
    int line = 0;
};

// One move of a game record, with where it was written (for messages) and its comment.
struct RecordedMove {
    MoveRecord record;
    std::string text;     // the move record as written
    std::string comment;  // the half of the turn's comment that belongs to this move
    int line = 0;
    int column = 0;
};

// A game record as read: everything the text says, before the moves are replayed.
struct GameRecord {
    std::vector<GameTag> tags;        // in order, the rules tag included
    OtnRules rules;                   // rules tag plus `taflbord-rules`
    std::string preset;               // `taflbord-preset`, empty when absent
    std::string start_record;         // `position` tag, or the rules' setup
    Side to_move = Side::Attackers;   // side to move at the start
    std::vector<RecordedMove> moves;  // in playing order
    std::optional<Side> resigned;     // side that resigned (`---`), if any
    std::string result;               // `result` tag value ("1", "0", "-1", "?"), empty when absent

    // The value of the first tag called `name`, or nullptr.
    const std::string* tag(std::string_view name) const;
    std::vector<Move> move_list() const;
};

// Reads the text of a game record: tags, rules, turns and move records, checking the syntax. Moves
// are not replayed. Errors give line and column: "line 12, column 4: move 'e1-z4': bad square
// 'z4'". Refuses texts over kMaxGameRecordBytes and more than kMaxGameRecordMoves moves.
std::optional<GameRecord> parse_game_record(std::string_view text, NotationError* error = nullptr);

// Replays a parsed record from its start. Returns the final position, its history intact (the
// caller can unmake back to the start). Fails on the first illegal move, naming the move number,
// the move and the reason (illegal_id), and when the `result` tag contradicts a finished game.
std::optional<Position> replay_game_record(const GameRecord& record, NotationError* error = nullptr);

// parse_game_record, then replay_game_record.
struct LoadedGame {
    GameRecord record;
    Position position;  // after the last move
};
std::optional<LoadedGame> load_game_record(std::string_view text, NotationError* error = nullptr);

// What a game record says besides the moves.
struct GameInfo {
    std::string variant;  // `variant` tag and the rules string's name; empty: not written
    std::string preset;   // `taflbord-preset`; empty: not written
    // Further tags in the order to write them (event, site, date, attackers, ...). Names are
    // lower-case letters, digits and `-`; values may not hold `[`, `]` or a line break. The tags
    // this module writes itself (rules, position, result, termination, taflbord-*) are refused.
    std::vector<std::pair<std::string, std::string>> tags;
    std::optional<Side> resigned;       // write `---` for this side after the last move
    std::vector<std::string> comments;  // per move (may be shorter); no `[`, `]` or `|`
};

// Writes a game record: tags, the rules tag (with `taflbord-rules` for what OTN cannot carry),
// `position` and `taflbord-to-move` when `start` is not the rules' start, then the turns, each
// move with its captures and symbol (replayed from `start`). `result` and `termination` come
// from the outcome (or the resignation). Fails on an illegal move or a bad tag or comment.
std::optional<std::string> write_game_record(const Position& start, std::span<const Move> moves, const GameInfo& info,
                                             std::string* error = nullptr);

// The same for a position holding the game's history: its moves since it was set up.
std::optional<std::string> write_game_record(const Position& game, const GameInfo& info, std::string* error = nullptr);

}  // namespace tafl
