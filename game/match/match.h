// match.h: one game as the player sees it: who plays each side (a person or an AI level), the
// moves played, the move list to look back through, undo and redo, resignation and agreed draws,
// and the OpenTafl game record to save and load it. Standard library and the engine only: the
// game runs the AI search itself (ai_request() says what to search) and plays its move here.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/ai/search.h"
#include "taflbord/position.h"
#include "taflbord/rules.h"
#include "taflbord/types.h"

namespace tafl::match {

// [SECTION] Players

// Who moves for a side. A person answers through the board; an AI side is played by the game
// from ai_request().
enum class PlayerKind : std::uint8_t { Person, Ai };

// A side's player. It exists so that a match knows whose turn needs the board and whose needs a
// search, and so that a saved game remembers it.
struct Player {
    PlayerKind kind = PlayerKind::Person;
    std::string level = "bondi";  // an ai::levels() id; only read when kind is Ai
    bool operator==(const Player&) const = default;
};

// The word for a player in the `attackers` and `defenders` tags of a game record: "person", or the
// AI's level id.
std::string player_tag(const Player& player);
// Reads such a word: "person", or an id of ai::levels(); nullopt for anything else (a name from
// another program, for example).
std::optional<Player> parse_player_tag(std::string_view text);

// [SECTION] Match

// How a match ended. Rules: the position's status says who won and why (Position::reason).
enum class EndKind : std::uint8_t { None, Rules, Resigned, DrawAgreed };

// One game between two players. The game changes the match only through it, and the match changes
// the position only through the engine, so the live position always holds the whole history
// (Position::make and unmake): repetition and the other history rules see every move.
class Match {
public:
    // A new game of `preset_id` (kept for the record's taflbord-preset tag; may be empty) with
    // these rules and players. `seed` feeds the AI: the search for the move at ply p uses seed + p,
    // so a game replayed with the same moves gets the same AI moves. Throws std::invalid_argument
    // when `rules` is null or an AI player names no level of ai::levels().
    Match(std::shared_ptr<const Rules> rules, std::string preset_id, Player attackers, Player defenders,
          std::uint64_t seed);

    const Player& player(Side side) const;
    const std::string& preset_id() const { return preset_id_; }
    std::uint64_t seed() const { return seed_; }
    // True when the game is not over and the side to move in the live position is an AI,
    // whatever position the view shows (the AI thinks while the person looks back).
    bool ai_to_move() const;

    // The live position, after every move played.
    const Position& position() const { return position_; }
    // The live line: the moves played since the start, oldest first.
    std::span<const Move> moves() const { return moves_; }
    // Each move of the live line as an OpenTafl move record with its captures and symbol
    // (write_move_record), e.g. "f3-e3xd3" or "Kd4-d1--", in order.
    const std::vector<std::string>& move_texts() const { return texts_; }

    // [SECTION] Looking back
    // The view is the position the board shows: index 0 is the start, moves().size() the live
    // position. A new match, a move, an undo and a redo show the live position.
    int view() const;
    // Shows the position after `index` moves; clamped to [0, moves().size()].
    void set_view(int index);
    bool viewing_past() const { return past_view_.has_value(); }
    // A copy of the position after `index` moves (clamped), its history intact.
    Position position_at(int index) const;
    // The men (not the king) `side` has lost in the live position since the start.
    int men_lost(Side side) const;

    // [SECTION] Playing
    // Plays `move` at the live end (when the view shows the past, it returns to the live position
    // first) and returns the engine's result. Refused, with nullopt and the reason in `why` (when
    // given): Illegal::GameOver when the game is over, by the rules or by a resignation or an
    // agreed draw; otherwise Position::check_move's reason. A move played clears the redo list.
    std::optional<MoveResult> play(Move move, Illegal* why = nullptr);

    // Undo takes back one step and returns its moves, last played first (for the animation):
    // - after a resignation or an agreed draw, the step is that ending alone (no move is taken back,
    //   the game goes on from the same position, and redo does not bring the ending back);
    // - with at least one person playing, the moves back to and including the last move of a
    //   person, so that it is a person's turn again (against an AI that replied, the reply and the
    //   person's move; in hot seat one move). Moves the AI played before any person moved cannot
    //   be taken back (it would play them again);
    // - with two AIs, one move.
    // Redo replays the undone steps of moves, most recently undone first, each in the same step;
    // returns its moves in playing order. Refused (empty) while the game is over.
    bool can_undo() const;
    std::vector<Move> undo();
    bool can_redo() const;
    std::vector<Move> redo();

    // [SECTION] Ending
    // `side` resigns: the game ends and the other side wins. Ignored when the game is over.
    void resign(Side side);
    // The game ends as a draw (both people agreed; the game asks them). Ignored when it is over.
    void agree_draw();
    // None while the game runs.
    EndKind end() const;
    bool over() const { return end() != EndKind::None; }
    // The outcome: the position's, or the one of the resignation or the agreed draw.
    Status status() const;
    // Why the rules ended the game (Position::reason); Reason::None for other endings.
    Reason reason() const;
    std::optional<Side> resigned() const;

    // [SECTION] Records
    // The OpenTafl game record (write_game_record). Tags: date (when `date` is not empty; it must
    // read YYYY.MM.DD), attackers and defenders (player_tag), taflbord-preset, taflbord-seed. A
    // resignation by the side to move is written as `---`; the engine writes only that one, so a
    // resignation by the other side is the tag `taflbord-end:attackers-resigned` (or
    // `defenders-resigned`) and an agreed draw `taflbord-end:draw-agreed` (the engine writes
    // `result` and `termination` itself from the position, which is not over: `result` reads `?`).
    // Fails with nullopt and the reason in `error` (when given).
    std::optional<std::string> record(std::string_view date, std::string* error = nullptr) const;

    // Reads a record (load_game_record) into a match: the rules from the record, the players from
    // the attackers and defenders tags (parse_player_tag; anything else is a person), the preset
    // from taflbord-preset, the seed from taflbord-seed (0 when absent), the resignation (`---`)
    // and the taflbord-end tag. The view shows the live position and the redo list is empty.
    // Fails with nullopt and the engine's message, with line and column where it gives them, in
    // `error` (when given). Never throws on any text.
    static std::optional<Match> from_record(std::string_view text, std::string* error = nullptr);

    // [SECTION] AI
    // What the game searches for the live position when an AI is to move: its level's limits and
    // style, and the seed of this ply (seed + ply). nullopt when ai_to_move() is false.
    struct AiRequest {
        ai::Limits limits;
        ai::Style style;
        std::uint64_t seed = 0;
    };
    std::optional<AiRequest> ai_request() const;

private:
    // A match whose live position is `live`; its history (Position::moves_played) becomes the line.
    Match(Position live, std::string preset_id, Player attackers, Player defenders, std::uint64_t seed);

    // The side that plays move `index` (0-based) of the live line.
    Side mover_of(std::size_t index) const;
    bool has_person() const;
    // Plays a move known to be legal at the live end, keeping the line and its texts.
    const MoveResult& push(Move move);
    // Takes back the last move of the live line and returns it.
    Move pop();

    Position position_;
    std::string preset_id_;
    Player attackers_;
    Player defenders_;
    std::uint64_t seed_ = 0;
    Side start_side_ = Side::Attackers;
    std::array<int, 2> start_men_{};  // men of each side at the start, by index_of(side)
    std::vector<Move> moves_;
    std::vector<std::string> texts_;
    std::vector<std::vector<Move>> redo_;  // steps, each in playing order; the next step last
    std::optional<int> past_view_;         // nullopt: the live position
    EndKind agreed_end_ = EndKind::None;   // Resigned or DrawAgreed; Rules is read from the position
    std::optional<Side> resigned_;
};

}  // namespace tafl::match
