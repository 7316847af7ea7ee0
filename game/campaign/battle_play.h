// battle_play.h: a campaign battle as a match. The setup a battle starts (its rules and start, the
// player and the opponent as the difficulty and the character make them) and the judge of its
// goal, used alike by the match screen a player plays on and by the balance tool that plays every
// battle with the AI on the player's side.
#pragma once

#include <optional>
#include <string>

#include "campaign/campaign.h"
#include "campaign/progress.h"
#include "match/match_controller.h"
#include "match/series.h"
#include "taflbord/types.h"
#include "taflbord/variant.h"

namespace tafl::campaign {

// What the player must do, as a match can watch it.
struct Goal {
    enum class Kind : std::uint8_t {
        Win,        // win the game (or the match of several games)
        Hold,       // the defenders are not beaten within `moves` of the player's moves
        Escape,     // the king escapes within `moves` of the player's moves
        WinWithin,  // win within `moves` of the player's moves (a puzzle)
    };
    Side player = Side::Attackers;
    Kind kind = Kind::Win;
    int moves = 0;
};
Goal goal_of(const Battle& battle);

// The opponent as a match player: the character's level moved by the difficulty, with the
// character's noise and shallow added to the level's own style. A puzzle's defence is the
// strongest level with no style: the proved solution holds against any defence.
match::Player opponent_player(const Campaign& campaign, const Battle& battle, Difficulty difficulty);

// The match a battle starts: its rules, its start, the player (`player`: a person in the game, an
// AI in the balance tool) on the battle's side and the opponent on the other, the match format.
// `preset` is the battle's preset as the caller found it (nullptr: unknown). nullopt with a
// message when the battle's rules are faulty (the checks refuse such data).
std::optional<match::MatchSetup> battle_setup(const Campaign& campaign, const Battle& battle,
                                              const Variant* preset, Difficulty difficulty,
                                              const match::Player& player, std::string* error);

// The player's moves among `plies` plies from a start where `first` moved first.
int player_moves(Side first, int plies, Side player);

// The judge of one game: won (true), lost (false), or not decided yet (nullopt). `status` is the
// game's (Ongoing while it goes on); `to_move` the side to move in the live position. A hold is
// won when the player's last counted move is made and the game goes on, or when the game ends
// drawn or won by the player; an escape or a puzzle is lost when that move is made without the win.
std::optional<bool> judge_game(const Goal& goal, Status status, int player_moves, Side to_move);

// The judge of a battle of several games: decided when the series is, won when the player's seat
// wins it.
std::optional<bool> judge_series(const Goal& goal, const match::Series& series);

}  // namespace tafl::campaign
