// campaign_play_test.cpp: a campaign battle as a match (campaign/battle_play.h). The judge of every
// kind of goal (win, hold, escape, puzzle, a match of several games), the setup a battle starts
// with its opponent's level and style, and the shipped battles played: every puzzle's proved line
// wins on a match as the game judges it, a hold is won by lasting, an escape and a puzzle are lost
// when their moves run out.
#include <gtest/gtest.h>

#include <filesystem>

#include "campaign/battle_play.h"
#include "match/match.h"
#include "match/series.h"
#include "taflbord/ai/levels.h"
#include "taflbord/notation.h"
#include "test_support.h"

namespace tafl::campaign {
namespace {

const Campaign& shipped() {
    static const Campaign campaign = [] {
        const auto dir = presets::find_assets_dir(nullptr);
        if (!dir) throw std::runtime_error("assets folder not found");
        return load_campaign(*dir / "campaign");
    }();
    return campaign;
}

match::Player person() { return match::Player{}; }

// [SECTION] The judge

TEST(CampaignJudge, AGameIsWonOrLostOnlyWhenItEnds) {
    const Goal goal{Side::Attackers, Goal::Kind::Win, 0};
    EXPECT_EQ(judge_game(goal, Status::Ongoing, 200, Side::Defenders), std::nullopt);
    EXPECT_EQ(judge_game(goal, Status::AttackersWin, 30, Side::Defenders), true);
    EXPECT_EQ(judge_game(goal, Status::DefendersWin, 30, Side::Attackers), false);
    EXPECT_EQ(judge_game(goal, Status::Draw, 30, Side::Attackers), false);
}

TEST(CampaignJudge, AHoldIsWonByLastingItsMoves) {
    const Goal goal{Side::Defenders, Goal::Kind::Hold, 20};
    // The 20th move made and the attackers to move: held.
    EXPECT_EQ(judge_game(goal, Status::Ongoing, 20, Side::Attackers), true);
    // The 20th move not made yet, or made but the player still to move (not reached).
    EXPECT_EQ(judge_game(goal, Status::Ongoing, 19, Side::Attackers), std::nullopt);
    EXPECT_EQ(judge_game(goal, Status::Ongoing, 19, Side::Defenders), std::nullopt);
    // Beaten before: lost; a draw or the player's own win before the end: held.
    EXPECT_EQ(judge_game(goal, Status::AttackersWin, 12, Side::Defenders), false);
    EXPECT_EQ(judge_game(goal, Status::Draw, 12, Side::Attackers), true);
    EXPECT_EQ(judge_game(goal, Status::DefendersWin, 12, Side::Attackers), true);
}

TEST(CampaignJudge, AnEscapeOrAPuzzleIsLostWhenItsMovesRunOut) {
    for (const Goal::Kind kind : {Goal::Kind::Escape, Goal::Kind::WinWithin}) {
        const Goal goal{Side::Defenders, kind, 3};
        EXPECT_EQ(judge_game(goal, Status::DefendersWin, 3, Side::Attackers), true);
        EXPECT_EQ(judge_game(goal, Status::DefendersWin, 4, Side::Attackers), false);
        EXPECT_EQ(judge_game(goal, Status::Ongoing, 2, Side::Attackers), std::nullopt);
        EXPECT_EQ(judge_game(goal, Status::Ongoing, 3, Side::Attackers), false);
        EXPECT_EQ(judge_game(goal, Status::AttackersWin, 2, Side::Defenders), false);
    }
}

TEST(CampaignJudge, ThePlayersMovesCountFromWhoeverMovesFirst) {
    EXPECT_EQ(player_moves(Side::Attackers, 0, Side::Attackers), 0);
    EXPECT_EQ(player_moves(Side::Attackers, 1, Side::Attackers), 1);
    EXPECT_EQ(player_moves(Side::Attackers, 1, Side::Defenders), 0);
    EXPECT_EQ(player_moves(Side::Defenders, 5, Side::Defenders), 3);
    EXPECT_EQ(player_moves(Side::Defenders, 5, Side::Attackers), 2);
}

// A two-game match: the player attacks in the first game and defends in the second. Winning both
// wins the battle, whichever side the player was on when it ended.
TEST(CampaignJudge, AMatchIsWonByThePlayersSeatAcrossTheSwappedSides) {
    const auto rules = std::make_shared<const Rules>(test::preset_rules("brandubh"));
    match::Player ai;
    ai.kind = match::PlayerKind::Ai;
    ai.level = "karl";
    for (const bool player_wins : {true, false}) {
        const Goal goal{Side::Attackers, Goal::Kind::Win, 0};
        match::Series series(match::Format::TwoGames, match::TieBreak::FewerMoves, person(), ai);
        for (int game = 0; game < 2; ++game) {
            const match::Player& attackers = series.player(series.seat_of(Side::Attackers));
            const match::Player& defenders = series.player(series.seat_of(Side::Defenders));
            match::Match m(rules, "brandubh", attackers, defenders, 1);
            EXPECT_EQ(judge_series(goal, series), std::nullopt);
            // The loser resigns: the AI's side when the player wins, the person's otherwise.
            const Side person_side = attackers.kind == match::PlayerKind::Person ? Side::Attackers : Side::Defenders;
            m.resign(player_wins ? opponent(person_side) : person_side);
            ASSERT_EQ(series.record_game(m), match::RecordRefusal::None);
        }
        EXPECT_EQ(judge_series(goal, series), player_wins);
    }
}

// [SECTION] The setup

TEST(CampaignSetup, TheOpponentPlaysAtTheDifficultysLevelWithTheCharactersStyle) {
    const Battle* b = shipped().battle("crannog-conall");
    ASSERT_NE(b, nullptr);
    const Character* conall = shipped().character(b->opponent);
    ASSERT_NE(conall, nullptr);
    ASSERT_GT(conall->noise, 0);
    const match::Player normal = opponent_player(shipped(), *b, Difficulty::Normal);
    EXPECT_EQ(normal.kind, match::PlayerKind::Ai);
    EXPECT_EQ(normal.level, conall->level);
    EXPECT_EQ(normal.style_extra.root_noise, conall->noise);
    EXPECT_EQ(opponent_player(shipped(), *b, Difficulty::Hard).level, level_for(*conall, Difficulty::Hard));

    // The match's request for the opponent's move carries the level's style and the character's.
    auto setup = battle_setup(shipped(), *b, test::shipped_variants().find(b->preset), Difficulty::Normal, person(),
                              nullptr);
    ASSERT_TRUE(setup);
    match::Match m(std::make_shared<const Rules>(setup->rules), setup->id, setup->attackers, setup->defenders, 7);
    const ai::Level* level = ai::find_level(normal.level);
    ASSERT_NE(level, nullptr);
    if (!m.ai_to_move()) {
        // The person moves first: any legal move, then the AI is asked.
        MoveList moves;
        m.position().legal_moves(moves);
        ASSERT_FALSE(moves.empty());
        ASSERT_TRUE(m.play(moves[0]));
    }
    const auto request = m.ai_request();
    ASSERT_TRUE(request);
    EXPECT_EQ(request->style.root_noise, level->style.root_noise + conall->noise);
}

TEST(CampaignSetup, APuzzlesDefenceIsTheStrongestLevelWithoutStyle) {
    for (const Battle& b : shipped().battles) {
        if (b.kind != Kind::Puzzle) continue;
        const match::Player p = opponent_player(shipped(), b, Difficulty::Story);
        EXPECT_EQ(p.level, ai::levels().back().id) << b.id;
        EXPECT_EQ(p.style_extra, ai::Style{}) << b.id;
    }
}

TEST(CampaignSetup, EveryBattleStartsAMatchOnItsSideWithItsFormat) {
    for (const Battle& b : shipped().battles) {
        std::string error;
        auto setup = battle_setup(shipped(), b, test::shipped_variants().find(b.preset), Difficulty::Normal, person(),
                                  &error);
        ASSERT_TRUE(setup) << b.id << ": " << error;
        EXPECT_EQ((b.player == Side::Attackers ? setup->attackers : setup->defenders).kind, match::PlayerKind::Person)
            << b.id;
        EXPECT_EQ((b.player == Side::Attackers ? setup->defenders : setup->attackers).kind, match::PlayerKind::Ai) << b.id;
        if (b.kind == Kind::Match) {
            EXPECT_NE(setup->format, match::Format::Single) << b.id;
            EXPECT_EQ(setup->tie_break, match::tie_break_for_preset(b.preset)) << b.id;
        } else {
            EXPECT_EQ(setup->format, match::Format::Single) << b.id;
        }
        // The match starts from the battle's own position.
        match::Match m(std::make_shared<const Rules>(setup->rules), setup->id, setup->attackers, setup->defenders, 1);
        auto start = battle_start(b, test::shipped_variants(), &error);
        ASSERT_TRUE(start) << b.id;
        EXPECT_EQ(m.position().key(), start->key()) << b.id;
    }
}

// [SECTION] The shipped battles on a match

struct Played {
    std::optional<bool> verdict;
    int plies = 0;
};

// Plays `moves` on the battle's match, judging after every move as the match
// screen does; stops at the verdict.
Played play_line(const Battle& b, const std::vector<Move>& moves) {
    auto setup = battle_setup(shipped(), b, test::shipped_variants().find(b.preset), Difficulty::Normal, person(),
                              nullptr);
    match::Player other_person;
    (b.player == Side::Attackers ? setup->defenders : setup->attackers) = other_person;
    match::Match m(std::make_shared<const Rules>(setup->rules), setup->id, setup->attackers, setup->defenders, 1);
    const Goal goal = goal_of(b);
    Played out;
    for (const Move move : moves) {
        if (!m.play(move)) {
            ADD_FAILURE() << b.id << ": move " << out.plies + 1 << " is not legal";
            return out;
        }
        ++out.plies;
        const int mine = player_moves(m.start_side(), static_cast<int>(m.moves().size()), goal.player);
        out.verdict = judge_game(goal, m.over() ? m.status() : Status::Ongoing, mine, m.position().side_to_move());
        if (out.verdict) return out;
    }
    return out;
}

TEST(CampaignBattles, EveryPuzzlesProvedLineIsJudgedWonOnTheMatch) {
    int puzzles = 0;
    for (const Battle& b : shipped().battles) {
        if (b.kind != Kind::Puzzle) continue;
        ++puzzles;
        std::vector<Move> line;
        for (const std::string& text : b.solution) {
            const auto record = parse_move_record(text, test::shipped_variants().find(b.preset)->rules.size);
            ASSERT_TRUE(record) << b.id << ": " << text;
            line.push_back(record->move());
        }
        const Played p = play_line(b, line);
        EXPECT_EQ(p.verdict, true) << b.id;
        EXPECT_EQ(p.plies, static_cast<int>(b.solution.size())) << b.id;
    }
    EXPECT_GE(puzzles, 5);
}

// Any legal line that avoids ending the game: the first legal move that does not end it, each ply.
std::vector<Move> quiet_line(const Battle& b, int plies) {
    std::string error;
    auto pos = battle_start(b, test::shipped_variants(), &error);
    std::vector<Move> line;
    for (int i = 0; i < plies && pos && !pos->game_over(); ++i) {
        bool moved = false;
        MoveList moves;
        pos->legal_moves(moves);
        for (int k = 0; k < moves.size(); ++k) {
            const Move mv = moves[k];
            Position next(*pos);
            next.make(mv);
            if (next.game_over()) continue;
            line.push_back(mv);
            pos->make(mv);
            moved = true;
            break;
        }
        if (!moved) break;
    }
    return line;
}

TEST(CampaignBattles, AHoldIsWonByLastingAndAnEscapeOrPuzzleIsLostWhenTimeRunsOut) {
    int holds = 0, escapes = 0;
    for (const Battle& b : shipped().battles) {
        if (b.kind != Kind::Hold && b.kind != Kind::Escape && b.kind != Kind::Puzzle) continue;
        // Both sides shuffle without ending the game until the player's moves are used up.
        const Played p = play_line(b, quiet_line(b, 2 * b.moves + 2));
        ASSERT_TRUE(p.verdict) << b.id << " undecided after " << p.plies << " plies";
        EXPECT_EQ(*p.verdict, b.kind == Kind::Hold) << b.id;
        (b.kind == Kind::Hold ? holds : escapes) += 1;
    }
    EXPECT_GE(holds, 3);
    EXPECT_GE(escapes, 3);
}

}  // namespace
}  // namespace tafl::campaign
