// series.h: the match formats the sources name, played as a series of games between two players,
// with the sides swapped every game (rules-reference §4.1):
// - Single: one game.
// - TwoGames (seed 002; York option (d)): two games, the first player attacking in game 1. A
//   player who wins both games wins. One won and one drawn game: the winner of the won game wins.
//   One game won by each player: the tie-break of the preset family decides:
//     TieBreak::FewerMoves (seed 002, "seine Runde mit weniger Zügen gewann"): the player who won
//       his game in fewer moves wins;
//     TieBreak::FewerMovesThenCaptures (York (d), "par le nombre de mouvements ou par le nombre
//       de pièces capturées"): fewer moves first, then the player who captured more men over
//       both games (as attacker and as defender; the king is never counted, his capture is a win).
//   The moves of a won game are the winner's own moves in it (the plies of the winning side),
//   whatever ended it (the rules, a resignation, a timeout). Still equal, or both games drawn:
//   the series is drawn.
// - FivePoints (York option (c)): before each game the attacking player deals four cards worth
//   1, 2, 3 and 4, face down, one to each edge of the board. "Le défenseur gagne le nombre de
//   points sur la carte du côté sur lequel le roi sort": only a king who escapes scores, for the
//   defending player, the card of the edge he reached (edge_of_move). Attacker wins, draws and
//   every other ending (edge fort, resignation, timeout, ...) score nothing. The first player to
//   5 points or more wins. The rules set no limit on the number of games; a series holds at most
//   kMaxSeriesGames.
// Everything here is numbers and enums: the game turns them into words. The series state is kept
// in the game record of the game being played (Match::set_extra_tag with kSeriesTag, to_tag); it
// holds the current deal in plain text, so the game keeps it from the defender's eyes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/match.h"
#include "taflbord/types.h"

namespace tafl::match {

// [SECTION] Formats

// The match formats the sources name (see the top of this file); the player picks one before the
// first game.
enum class Format : std::uint8_t { Single, TwoGames, FivePoints };
// How a two-game match separates one win each; the sources differ, so it goes with the preset
// family (tie_break_for_preset).
enum class TieBreak : std::uint8_t { FewerMoves, FewerMovesThenCaptures };

// The tie-break of a preset family: FewerMovesThenCaptures for York ("york" and ids starting
// "york-"), FewerMoves (seed 002) for every other preset.
TieBreak tie_break_for_preset(std::string_view preset_id);

// The two players of a series. It exists because sides swap between games: a series speaks of
// players, a game of sides.
enum class Seat : std::uint8_t { First = 0, Second = 1 };

constexpr Seat other(Seat s) { return s == Seat::First ? Seat::Second : Seat::First; }
constexpr std::size_t seat_index(Seat s) { return static_cast<std::size_t>(s); }

// [SECTION] Five-point cards

// The edges of the board: the top rank, the right file, the bottom rank (rank 1), the left file
// (file a).
enum class Edge : std::uint8_t { North = 0, East = 1, South = 2, West = 3 };

// The cards of one game, by Edge: a permutation of 1, 2, 3, 4.
using Cards = std::array<int, 4>;

bool valid_cards(const Cards& cards);
// The AI attacker's deal: a shuffle by the engine's Pcg32 with this seed (the same seed gives the
// same deal on every platform). A uniform shuffle is also the right play: every setup is the same
// seen from each edge, so any leaning of the deal would only tell the defender where to run.
Cards deal_cards_ai(std::uint64_t seed);

// The edge a king's move out of the board's squares reaches, on a board of `size`: the edge its
// destination lies on; for a destination on two edges (a corner) or on none (the inner square of
// a 2x2 corner block), the edge the move ran toward (a move along a file towards rank 1 reaches
// the south edge). nullopt for a move that goes nowhere.
std::optional<Edge> edge_of_move(Move move, int size);

// [SECTION] Results

// What a finished game of a series counts for. It exists so that the series keeps, and saves,
// only the numbers its rules read, not the games.
struct GameResult {
    Status status = Status::Draw;   // never Ongoing
    EndKind end = EndKind::Rules;   // never None
    Reason reason = Reason::None;   // Match::reason: None unless the rules ended the game
    std::array<int, 2> moves{};     // moves (plies) played by each side, by index_of(Side)
    std::array<int, 2> captures{};  // men captured by each side (not the king), by index_of(Side)
    std::optional<Edge> edge;       // the edge an escaping king reached (Reason::Escape only)
    Cards cards{};                  // FivePoints: the deal of this game; all 0 otherwise
    int points = 0;                 // FivePoints: scored by the defending player
    bool operator==(const GameResult&) const = default;
};

// How a series stands, told in seats, not sides: the players swap sides between games.
enum class SeriesOutcome : std::uint8_t { Ongoing, FirstWins, SecondWins, Draw };

// What decided a finished series, for the game to explain it.
enum class SeriesDecision : std::uint8_t {
    None,          // not over
    GamesWon,      // more games won (Single, and TwoGames without a tie)
    FewerMoves,    // TwoGames, one win each: the win in fewer moves
    MoreCaptures,  // TwoGames, one win each in as many moves: more men captured
    Points,        // FivePoints: 5 points reached
    Tied,          // a draw: nothing separated the players
};

// The numbers of a series at a glance, by seat_index, so that the game shows the standings
// without counting the results again.
struct Summary {
    SeriesOutcome outcome = SeriesOutcome::Ongoing;
    SeriesDecision decision = SeriesDecision::None;
    int games_played = 0;
    std::array<int, 2> games_won{};
    std::array<int, 2> points{};         // FivePoints
    std::array<int, 2> winning_moves{};  // the player's own moves in the games he won
    std::array<int, 2> captures{};       // men captured over the series
};

// Why record_game refused a game.
enum class RecordRefusal : std::uint8_t {
    None,
    GameNotOver,
    SeriesOver,
    NoCards,       // FivePoints: set_cards was not called for this game
    WrongPlayers,  // the game's attackers and defenders are not the players this game's seats name
    TooManyGames,  // kMaxSeriesGames are played (a five-point series where no king escapes)
};

// The most games a series holds, so that its tag stays small and always reads back.
constexpr std::size_t kMaxSeriesGames = 1000;

// [SECTION] Series

// The tag of the game record that holds a series (Match::set_extra_tag).
constexpr std::string_view kSeriesTag = "taflbord-series";

// A series of games between two players. It exists to say who plays which side in the next game
// and who has won, in the format's own terms, from the results of the finished games.
class Series {
public:
    // Throws std::invalid_argument when a player is an AI that names no level of ai::levels().
    Series(Format format, TieBreak tie_break, Player first, Player second);

    Format format() const { return format_; }
    TieBreak tie_break() const { return tie_break_; }
    const Player& player(Seat seat) const { return players_[seat_index(seat)]; }

    // The game being played, from 1; when the series is over, the last one played.
    int game_number() const;
    // Who plays `side` in the current game: the first player attacks in games 1, 3, 5, ...
    Seat seat_of(Side side) const;
    Seat attacker() const { return seat_of(Side::Attackers); }

    // FivePoints: the attacker's deal for the current game. Refused (false) in other formats,
    // when the series is over, and for cards that are not valid_cards.
    bool set_cards(const Cards& cards);
    // The deal of the current game, nullopt until set_cards.
    const std::optional<Cards>& cards() const { return cards_; }

    // Adds the result of the current game, which has ended: its players must be those of
    // seat_of(Attackers) and seat_of(Defenders). In FivePoints the deal is used up: the next game
    // needs set_cards again.
    RecordRefusal record_game(const Match& finished);
    const std::vector<GameResult>& results() const { return results_; }
    // The winner of game `index` (from 0), nullopt for a draw or no such game.
    std::optional<Seat> game_winner(std::size_t index) const;

    bool over() const;
    SeriesOutcome winner() const { return summary().outcome; }
    // Points in FivePoints, games won in the other formats.
    int score(Seat seat) const;
    Summary summary() const;

    // The series as a tag value, e.g. `format=two-games tiebreak=moves-captures first=person
    // second=huscarl games=attackers-win/rules/king-captured/18/17/5/2/-/-` and, in FivePoints,
    // `cards=3142` (north, east, south, west) for a deal of the current game. Each game reads
    // status/end/reason/attacker moves/defender moves/attacker captures/defender captures/edge/
    // cards, `-` for none, games separated by ','. Points are not written: the edge and the cards
    // give them.
    std::string to_tag() const;
    // Reads to_tag's text. Fails with nullopt and an English message in `error` (when given) for
    // any text it did not write, or whose games contradict each other or the format (more games
    // than it plays, a game after the end, an edge without an escape, ...). Never throws.
    static std::optional<Series> from_tag(std::string_view text, std::string* error = nullptr);

private:
    Seat defender_of_game(std::size_t index) const;
    // The result of `finished` as this series counts it.
    GameResult result_of(const Match& finished) const;

    Format format_;
    TieBreak tie_break_;
    std::array<Player, 2> players_;
    std::vector<GameResult> results_;
    std::optional<Cards> cards_;
};

}  // namespace tafl::match
