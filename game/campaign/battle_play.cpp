// battle_play.cpp: see battle_play.h.
#include "campaign/battle_play.h"

#include <algorithm>

namespace tafl::campaign {

Goal goal_of(const Battle& battle) {
    Goal goal;
    goal.player = battle.player;
    goal.moves = battle.moves;
    switch (battle.kind) {
        case Kind::Game:
        case Kind::Match: goal.kind = Goal::Kind::Win; break;
        case Kind::Hold: goal.kind = Goal::Kind::Hold; break;
        case Kind::Escape: goal.kind = Goal::Kind::Escape; break;
        case Kind::Puzzle: goal.kind = Goal::Kind::WinWithin; break;
    }
    return goal;
}

match::Player opponent_player(const Campaign& campaign, const Battle& battle, Difficulty difficulty) {
    match::Player ai;
    ai.kind = match::PlayerKind::Ai;
    if (battle.kind == Kind::Puzzle) {
        ai.level = "jarl";
        return ai;
    }
    if (const Character* c = campaign.character(battle.opponent)) {
        ai.level = level_for(*c, difficulty);
        ai.style_extra.root_noise = std::max(c->noise, 0);
        ai.style_extra.shallow_per_mille = std::max(c->shallow, 0);
    }
    return ai;
}

std::optional<match::MatchSetup> battle_setup(const Campaign& campaign, const Battle& battle,
                                              const Variant* preset, Difficulty difficulty,
                                              const match::Player& player, std::string* error) {
    auto rules = battle_rules(battle, preset, error);
    if (!rules) return std::nullopt;
    match::MatchSetup setup;
    setup.id = battle.preset;
    setup.rules = *rules;
    if (battle.position) {
        setup.rules.setup = *battle.position;
        if (battle.to_move) setup.rules.first = *battle.to_move;
    }
    const match::Player ai = opponent_player(campaign, battle, difficulty);
    setup.attackers = battle.player == Side::Attackers ? player : ai;
    setup.defenders = battle.player == Side::Defenders ? player : ai;
    if (battle.kind == Kind::Match) {
        setup.format = battle.format == "five-points" ? match::Format::FivePoints : match::Format::TwoGames;
        setup.tie_break = match::tie_break_for_preset(battle.preset);
    }
    return setup;
}

int player_moves(Side first, int plies, Side player) { return first == player ? (plies + 1) / 2 : plies / 2; }

std::optional<bool> judge_game(const Goal& goal, Status status, int player_moves, Side to_move) {
    if (status != Status::Ongoing) {
        const bool player_won = (status == Status::AttackersWin && goal.player == Side::Attackers) ||
                                (status == Status::DefendersWin && goal.player == Side::Defenders);
        switch (goal.kind) {
            case Goal::Kind::Win: return player_won;
            case Goal::Kind::Escape:
            case Goal::Kind::WinWithin: return player_won && player_moves <= goal.moves;
            case Goal::Kind::Hold: return player_won || status == Status::Draw;
        }
        return false;
    }
    if (goal.kind != Goal::Kind::Win && goal.moves > 0 && player_moves >= goal.moves && to_move != goal.player)
        return goal.kind == Goal::Kind::Hold;
    return std::nullopt;
}

std::optional<bool> judge_series(const Goal& goal, const match::Series& series) {
    if (!series.over()) return std::nullopt;
    // The first seat attacks in game 1; the player's seat is the one on the player's side then.
    const match::Seat me = goal.player == Side::Attackers ? match::Seat::First : match::Seat::Second;
    const match::SeriesOutcome outcome = series.winner();
    return (outcome == match::SeriesOutcome::FirstWins && me == match::Seat::First) ||
           (outcome == match::SeriesOutcome::SecondWins && me == match::Seat::Second);
}

}  // namespace tafl::campaign
