// match.h: one game as the player sees it: who plays each side (a person or an AI level), the
// moves played, the move list to look back through, undo and redo, resignation and agreed draws,
// an optional game clock, and the OpenTafl game record to save and load it. Standard library and
// the engine only: the game runs the AI search itself (ai_request() says what to search) and plays
// its move here, and passes the frame time to tick().
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/clock.h"
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
    // A character's own habits, added to the level's style (a campaign opponent who grabs at
    // captures, or who sometimes plays for effect). Not written to game records: a record names
    // the level only, so a saved game plays on with the level's own style.
    ai::Style style_extra{};
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
// TimeOut: the clock of the side to move ran out (timed_out()), and that side lost.
enum class EndKind : std::uint8_t { None, Rules, Resigned, DrawAgreed, TimeOut };

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
    // The side to move at the start (before the first move of the line).
    Side start_side() const { return start_side_; }

    // [SECTION] Playing
    // Plays `move` at the live end (when the view shows the past, it returns to the live position
    // first) and returns the engine's result. Refused, with nullopt and the reason in `why` (when
    // given): Illegal::GameOver when the game is over, by the rules or by a resignation or an
    // agreed draw; otherwise Position::check_move's reason. A move played clears the redo list
    // and, in a timed game, gives the mover the increment (GameClock::moved).
    std::optional<MoveResult> play(Move move, Illegal* why = nullptr);

    // Undo takes back one step and returns its moves, last played first (for the animation):
    // - after a resignation, an agreed draw or a timeout, the step is that ending alone (no move is
    //   taken back, the game goes on from the same position, and redo does not bring the ending
    //   back). A timeout left no time to go on with, so its undo also switches the clock off: the
    //   game goes on untimed;
    // - with at least one person playing, the moves back to and including the last move of a
    //   person, so that it is a person's turn again (against an AI that replied, the reply and the
    //   person's move; in hot seat one move). Moves the AI played before any person moved cannot
    //   be taken back (it would play them again);
    // - with two AIs, one move.
    // Redo replays the undone steps of moves, most recently undone first, each in the same step;
    // returns its moves in playing order. Refused (empty) while the game is over.
    // Neither changes the clock: time spent stays spent, and a redone move gains no increment.
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
    // The outcome: the position's, or the one of the resignation, the agreed draw or the timeout.
    Status status() const;
    // Why the rules ended the game (Position::reason); Reason::None for other endings.
    Reason reason() const;
    std::optional<Side> resigned() const;
    // The side whose time ran out, when the game ended by time (EndKind::TimeOut).
    std::optional<Side> timed_out() const;

    // [SECTION] Clock
    // Makes the game timed with these settings, both sides at the base time, or untimed
    // (nullopt). Meant for the start of a game; set later, it starts both sides afresh. Refused
    // (false, nothing changes) while the game is over. Throws std::invalid_argument for settings
    // that are not valid().
    bool set_clock(const std::optional<ClockSettings>& settings);
    // The clock of a timed game; nullptr when untimed. The game may read it, and restore() it.
    GameClock* clock() { return clock_ ? &*clock_ : nullptr; }
    const GameClock* clock() const { return clock_ ? &*clock_ : nullptr; }
    // `elapsed_ms` of the side to move's time passes (the game passes its frame time). Runs only
    // in a timed game that is not over; when the side to move's time runs out the game ends
    // (EndKind::TimeOut) and tick returns true. Ticking while the view shows the past runs the
    // live game's clock.
    bool tick(std::int64_t elapsed_ms);

    // [SECTION] Extra tags
    // Tags the game keeps in the record for its own use (a series, for example). Names start with
    // "taflbord-", then lower-case letters, digits and '-', and are not one of the tags the match
    // or the notation module write themselves; values hold no '[', ']' or line break. Setting a
    // name again changes its value in place; the record writes them in the order first set.
    // Refused with false (nothing changes) for a bad name or value.
    bool set_extra_tag(std::string name, std::string value);
    // The value of an extra tag, or nullptr. Valid until the extra tags change.
    const std::string* extra_tag(std::string_view name) const;
    // Removes an extra tag; false when there was none.
    bool remove_extra_tag(std::string_view name);
    const std::vector<std::pair<std::string, std::string>>& extra_tags() const { return extra_tags_; }

    // [SECTION] Records
    // The OpenTafl game record (write_game_record). Tags: date (when `date` is not empty; it must
    // read YYYY.MM.DD), attackers and defenders (player_tag), taflbord-preset, taflbord-seed. A
    // resignation by the side to move is written as `---`; the engine writes only that one, so a
    // resignation by the other side is the tag `taflbord-end:attackers-resigned` (or
    // `defenders-resigned`) and an agreed draw `taflbord-end:draw-agreed` (the engine writes
    // `result` and `termination` itself from the position, which is not over: `result` reads `?`).
    // A timed game writes the OpenTafl tags time-control and time-remaining (clock.h), and a game
    // lost on time `taflbord-end:attackers-timeout` (or `defenders-timeout`). The extra tags come
    // last, in their order. Fails with nullopt and the reason in `error` (when given).
    std::optional<std::string> record(std::string_view date, std::string* error = nullptr) const;

    // Reads a record (load_game_record) into a match: the rules from the record, the players from
    // the attackers and defenders tags (parse_player_tag; anything else is a person), the preset
    // from taflbord-preset, the seed from taflbord-seed (0 when absent), the resignation (`---`),
    // the taflbord-end tag, the clock from time-control and time-remaining (both sides at the base
    // time when time-remaining is absent), and every other `taflbord-*` tag as an extra tag (the
    // first of a name counts). A side with no time left must be the one the timeout names, and a
    // timeout needs a clock that has run out. The view shows the live position and the redo list
    // is empty.
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
    // The side the clock shows out of time (GameClock::flagged), in a timed game; end() decides
    // whether that is how the game ended.
    std::optional<Side> flag() const;
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
    EndKind agreed_end_ = EndKind::None;   // Resigned or DrawAgreed; Rules is read from the position,
                                           // TimeOut from the clock
    std::optional<Side> resigned_;
    std::optional<GameClock> clock_;
    std::vector<std::pair<std::string, std::string>> extra_tags_;  // in the order first set
};

}  // namespace tafl::match
