// balance_main.cpp: taflbord-campaign, the campaign's headless tool.
//
//   taflbord-campaign check [--assets DIR]
//       reads the campaign and runs every check of the tests (legal starts, proved puzzles,
//       unlocks, reachability, the story in every language); prints the problems.
//   taflbord-campaign balance [--games N] [--player LEVEL] [--difficulty D] [--battle ID]...
//                             [--jobs J] [--seed S] [--assets DIR] [--verbose]
//       plays every battle (or the named ones) N times with the AI level LEVEL on the player's
//       side against the battle's opponent as the difficulty makes it (the character's level and
//       style), judged by the battle's own goal as the game judges it, and prints a table: games
//       won, lost and unfinished, and the player's moves in the games won.
//
// The games are reproducible: game g of a battle uses seed S + g for both sides' searches, which
// are single-threaded with node or depth limits. The first plies of each game carry extra root
// noise (as in `taflbord-cli selfplay`), so that the N games are N different games: on both sides
// in games from the preset's start, on the opponent's alone in battles from a set position
// (puzzles, holds, escapes), where the player's first moves are the point of the battle.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "campaign/battle_play.h"
#include "campaign/campaign.h"
#include "match/match.h"
#include "match/series.h"
#include "preset_files.h"
#include "rulebook/library.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"

namespace fs = std::filesystem;
using namespace tafl;

namespace {

constexpr int kOpeningPlies = 4;      // plies with extra noise at the start of each game
constexpr int kOpeningNoise = 40;     // hundredths of a man
constexpr int kMaxGamePlies = 400;    // a game still going here is unfinished
constexpr int kMaxSeriesGames = 12;   // a five-point match still going here is unfinished

struct Options {
    std::string command;
    int games = 20;
    std::string player = "hersir";
    campaign::Difficulty difficulty = campaign::Difficulty::Normal;
    std::vector<std::string> battles;
    int jobs = 1;
    std::uint64_t seed = 1;
    std::string assets;
    bool verbose = false;
};

[[noreturn]] void usage(const std::string& why) {
    if (!why.empty()) std::cerr << "taflbord-campaign: " << why << "\n";
    std::cerr << "usage: taflbord-campaign check [--assets DIR]\n"
                 "       taflbord-campaign balance [--games N] [--player LEVEL] [--difficulty story|normal|hard]\n"
                 "                                 [--battle ID]... [--jobs J] [--seed S] [--assets DIR] [--verbose]\n";
    std::exit(2);
}

int whole_number(const std::string& flag, const std::string& text, int lo, int hi) {
    char* end = nullptr;
    const long v = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || v < lo || v > hi)
        usage(flag + " takes a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(v);
}

Options parse(int argc, char** argv) {
    Options o;
    if (argc < 2) usage("");
    o.command = argv[1];
    if (o.command != "check" && o.command != "balance") usage("unknown command");
    for (int i = 2; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "--verbose") {
            o.verbose = true;
            continue;
        }
        if (i + 1 >= argc) usage(flag + " needs a value");
        const std::string value = argv[++i];
        if (flag == "--games")
            o.games = whole_number(flag, value, 1, 10000);
        else if (flag == "--player") {
            if (!ai::find_level(value)) usage("--player: no AI level '" + value + "'");
            o.player = value;
        } else if (flag == "--difficulty") {
            const auto d = campaign::parse_difficulty(value);
            if (!d) usage("--difficulty: story, normal or hard");
            o.difficulty = *d;
        } else if (flag == "--battle")
            o.battles.push_back(value);
        else if (flag == "--jobs")
            o.jobs = whole_number(flag, value, 1, 64);
        else if (flag == "--seed")
            o.seed = static_cast<std::uint64_t>(whole_number(flag, value, 0, 1000000000));
        else if (flag == "--assets")
            o.assets = value;
        else
            usage("unknown option " + flag);
    }
    return o;
}

// [SECTION] Playing a battle

struct GameResult {
    enum class End : std::uint8_t { Won, Lost, Unfinished } end = End::Unfinished;
    int player_moves = 0;  // in the last game
    std::string moves;     // the games' moves, for --verbose
};

std::string move_line(const match::Match& m) {
    std::string out;
    for (const std::string& t : m.move_texts()) out += (out.empty() ? "" : " ") + t;
    return out;
}

// Plays one game of `match` to its end, or until the goal (a single game's) is decided, or the
// ply cap. Returns the judge's verdict for a single game (nullopt in a series or when unfinished).
// `noisy_player`: the opening noise is given to the player's side too (whole games from the
// preset's start); otherwise only to the opponent's (`player_side`).
std::optional<bool> play_game(match::Match& m, const campaign::Goal* goal, Side player_side, bool noisy_player,
                              ai::Searcher& searcher, int* plies) {
    while (!m.over() && static_cast<int>(m.moves().size()) < kMaxGamePlies) {
        *plies = static_cast<int>(m.moves().size());
        if (goal) {
            const int moves = campaign::player_moves(m.start_side(), *plies, goal->player);
            if (auto won = campaign::judge_game(*goal, Status::Ongoing, moves, m.position().side_to_move()))
                return won;
        }
        const auto request = m.ai_request();
        if (!request) break;
        ai::Style style = request->style;
        const bool noisy = noisy_player || m.position().side_to_move() != player_side;
        if (noisy && *plies < kOpeningPlies) style.root_noise = std::max(style.root_noise, kOpeningNoise);
        const ai::Result r = searcher.search(m.position(), request->limits, style, request->seed);
        if (!r.has_move() || !m.play(r.best)) break;
    }
    *plies = static_cast<int>(m.moves().size());
    if (!m.over()) return std::nullopt;
    if (!goal) return std::nullopt;
    const int moves = campaign::player_moves(m.start_side(), *plies, goal->player);
    return campaign::judge_game(*goal, m.status(), moves, m.position().side_to_move());
}

GameResult play_battle(const match::MatchSetup& setup, const campaign::Goal& goal, bool noisy_player,
                       std::uint64_t seed, ai::Searcher& searcher) {
    GameResult out;
    const auto rules = std::make_shared<const Rules>(setup.rules);
    if (setup.format == match::Format::Single) {
        match::Match m(rules, setup.id, setup.attackers, setup.defenders, seed);
        int plies = 0;
        const auto won = play_game(m, &goal, goal.player, noisy_player, searcher, &plies);
        out.player_moves = campaign::player_moves(m.start_side(), plies, goal.player);
        out.moves = move_line(m);
        if (won) out.end = *won ? GameResult::End::Won : GameResult::End::Lost;
        return out;
    }
    match::Series series(setup.format, setup.tie_break, setup.attackers, setup.defenders);
    while (!series.over() && series.game_number() <= kMaxSeriesGames) {
        const match::Player attackers = series.player(series.seat_of(Side::Attackers));
        const match::Player defenders = series.player(series.seat_of(Side::Defenders));
        const std::uint64_t game_seed = seed * 1000 + static_cast<std::uint64_t>(series.game_number());
        match::Match m(rules, setup.id, attackers, defenders, game_seed);
        if (setup.format == match::Format::FivePoints) series.set_cards(match::deal_cards_ai(game_seed));
        // The player's seat attacks in the first game (judge_series); the sides swap each game.
        const match::Seat me = goal.player == Side::Attackers ? match::Seat::First : match::Seat::Second;
        const Side side = series.seat_of(Side::Attackers) == me ? Side::Attackers : Side::Defenders;
        int plies = 0;
        play_game(m, nullptr, side, noisy_player, searcher, &plies);
        if (!m.over()) m.agree_draw();  // the cap: the game counts as drawn, the match goes on
        out.player_moves = campaign::player_moves(m.start_side(), plies, side);
        out.moves += (out.moves.empty() ? "" : " / ") + move_line(m);
        if (series.record_game(m) != match::RecordRefusal::None) break;
    }
    if (const auto won = campaign::judge_series(goal, series)) out.end = *won ? GameResult::End::Won : GameResult::End::Lost;
    return out;
}

int run_check(const fs::path& assets, const VariantSet& presets) {
    const campaign::Campaign c = campaign::load_campaign(assets / "campaign");
    const rulebook::Library books = rulebook::load_library(assets / "rulebooks", {});
    std::vector<rulebook::Problem> problems = c.problems;
    for (auto& p : campaign::check_campaign(c, presets, books.catalog, true)) problems.push_back(p);
    for (const char* lang : {"en", "de", "it", "fr"})
        for (auto& p : campaign::check_story(c, lang)) problems.push_back(p);
    for (const auto& p : problems) std::cout << p.to_string() << "\n";
    std::cout << c.chapters.size() << " chapters, " << c.battles.size() << " battles, " << problems.size()
              << " problems\n";
    return problems.empty() ? 0 : 1;
}

int run_balance(const Options& o, const fs::path& assets, const VariantSet& presets) {
    const campaign::Campaign c = campaign::load_campaign(assets / "campaign");
    for (const auto& p : c.problems) std::cerr << p.to_string() << "\n";
    std::vector<const campaign::Battle*> battles;
    for (const campaign::Battle& b : c.battles)
        if (o.battles.empty() || std::find(o.battles.begin(), o.battles.end(), b.id) != o.battles.end())
            battles.push_back(&b);
    if (battles.empty()) usage("no such battle");

    // The player's side is played by the AI at --player's level.
    match::Player player;
    player.kind = match::PlayerKind::Ai;
    player.level = o.player;

    std::printf("player %s, difficulty %s, %d games per battle, seeds %llu..%llu\n", o.player.c_str(),
                std::string(campaign::difficulty_id(o.difficulty)).c_str(), o.games,
                static_cast<unsigned long long>(o.seed), static_cast<unsigned long long>(o.seed + static_cast<std::uint64_t>(o.games) - 1));
    std::printf("| battle | kind | preset | player | opponent | won | lost | unfinished | player's moves (won) | s |\n");
    std::printf("|---|---|---|---|---|---:|---:|---:|---|---:|\n");
    std::fflush(stdout);
    int total_won = 0, total_games = 0;
    for (const campaign::Battle* b : battles) {
        std::string error;
        auto setup = campaign::battle_setup(c, *b, presets.find(b->preset), o.difficulty, player, &error);
        if (!setup) {
            std::printf("| %s | error: %s |\n", b->id.c_str(), error.c_str());
            continue;
        }
        const campaign::Goal goal = campaign::goal_of(*b);
        const bool noisy_player = !b->position.has_value();
        std::vector<GameResult> results(static_cast<std::size_t>(o.games));
        std::atomic<int> next{0};
        const auto t0 = std::chrono::steady_clock::now();
        std::vector<std::thread> workers;
        for (int j = 0; j < std::min(o.jobs, o.games); ++j)
            workers.emplace_back([&] {
                ai::Searcher searcher(16);
                for (int g = next++; g < o.games; g = next++)
                    results[static_cast<std::size_t>(g)] =
                        play_battle(*setup, goal, noisy_player, o.seed + static_cast<std::uint64_t>(g), searcher);
            });
        for (auto& w : workers) w.join();
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        int won = 0, lost = 0, unfinished = 0;
        std::vector<int> moves;
        if (o.verbose)
            for (std::size_t g = 0; g < results.size(); ++g) {
                static constexpr const char* kEnds[] = {"won", "lost", "unfinished"};
                std::fprintf(stderr, "%s game %zu: %s in %d moves: %s\n", b->id.c_str(), g + 1,
                             kEnds[static_cast<int>(results[g].end)], results[g].player_moves, results[g].moves.c_str());
            }
        for (const GameResult& r : results) {
            if (r.end == GameResult::End::Won) {
                ++won;
                moves.push_back(r.player_moves);
            } else if (r.end == GameResult::End::Lost) {
                ++lost;
            } else {
                ++unfinished;
            }
        }
        std::string moves_text = "–";
        if (!moves.empty()) {
            std::sort(moves.begin(), moves.end());
            moves_text = std::to_string(moves.front()) + "–" + std::to_string(moves.back()) + " (median " +
                         std::to_string(moves[moves.size() / 2]) + ")";
        }
        const match::Player opp = campaign::opponent_player(c, *b, o.difficulty);
        std::string opponent = b->kind == campaign::Kind::Puzzle ? "any defence (" + opp.level + ")"
                                                                  : b->opponent + " (" + opp.level + ")";
        std::string kind(campaign::kind_id(b->kind));
        if (b->moves > 0) kind += " " + std::to_string(b->moves);
        if (!b->format.empty()) kind += " " + b->format;
        std::printf("| %s | %s | %s | %s | %s | %d | %d | %d | %s | %.0f |\n", b->id.c_str(), kind.c_str(),
                    b->preset.c_str(), std::string(side_id(b->player)).c_str(), opponent.c_str(), won, lost, unfinished,
                    moves_text.c_str(), secs);
        std::fflush(stdout);
        total_won += won;
        total_games += o.games;
    }
    std::printf("won %d of %d games\n", total_won, total_games);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    std::optional<fs::path> assets = o.assets.empty() ? presets::find_assets_dir(argv[0]) : fs::path(o.assets);
    if (!assets) {
        std::cerr << "taflbord-campaign: the assets folder was not found (give it with --assets DIR)\n";
        return 2;
    }
    VariantSet presets;
    for (const auto& e : presets::load_variant_dir(*assets / "variants", presets))
        std::cerr << "taflbord-campaign: " << e.to_string() << "\n";
    if (o.command == "check") return run_check(*assets, presets);
    return run_balance(o, *assets, presets);
}
