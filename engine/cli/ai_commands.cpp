// ai_commands.cpp: the taflbord-cli commands over the AI: think (search one position), eval (the
// static score taken apart), bench (the deterministic node-count signature and speed) and selfplay
// (AI against AI).
#include "ai_commands.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <thread>

#include "level_spec.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"
#include "taflbord/notation.h"
#include "taflbord/prng.h"
#include "taflbord/text.h"

namespace tafl::cli {

namespace {

std::string pv_text(const std::vector<Move>& pv) {
    std::string s;
    for (Move m : pv) {
        if (!s.empty()) s += ' ';
        s += move_name(m);
    }
    return s;
}

// The seed of one move of one game: games and plies draw from separate, reproducible streams.
std::uint64_t move_seed(std::uint64_t game_seed, int ply) {
    SplitMix64 mix(game_seed * std::uint64_t{0x9E3779B97F4A7C15} + static_cast<std::uint64_t>(ply));
    return mix.next();
}

// The position `think` and `eval` look at: the start or --position, then the MOVEs, with the
// game still going.
Position position_reached(Library& lib, const Options& o, const std::string& command) {
    if (o.variant.empty()) throw Failure{command + ": --variant ID is required"};
    Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    for (const auto& w : o.words) play_text_move(pos, w);
    if (pos.game_over()) throw Failure{command + ": the game is already over"};
    return pos;
}

}  // namespace

// [SECTION] think

int cmd_think(Library& lib, const Options& o) {
    const Position pos = position_reached(lib, o, "think");
    ai::Limits limits;
    ai::Style style;
    // A level with settings, as a match player takes them (thrall:noise=290), searches exactly as
    // that player would: the game's opponents are levels with a style of their own.
    std::optional<LevelSpec> spec;
    const int chosen =
        (o.has("level") ? 1 : 0) + (o.depth > 0 ? 1 : 0) + (o.has("nodes") ? 1 : 0) + (o.has("movetime") ? 1 : 0);
    if (chosen > 1) throw Failure{"think: give one of --level, --depth, --nodes, --movetime"};
    if (o.has("level")) {
        spec = parse_level_spec(o.text("level"), "think", 0);
        limits = spec->limits;
        style = spec->style;
    } else if (o.depth > 0) {
        // A depth alone has no time limit: past this the search would run for days.
        if (o.depth > kMaxThinkDepth)
            throw Failure{"think: --depth " + std::to_string(o.depth) + " would not finish; at most " +
                          std::to_string(kMaxThinkDepth) + " (or use --nodes or --movetime)"};
        limits.depth = o.depth;
    } else if (o.has("nodes")) {
        limits.nodes = static_cast<std::uint64_t>(o.number("nodes", 0, 1, 1LL << 40));
    } else if (o.has("movetime")) {
        limits.movetime_ms = static_cast<int>(o.number("movetime", 0, 1, 24LL * 3600 * 1000));
    } else {
        limits = level_named("jarl").limits;
    }
    const auto seed = static_cast<std::uint64_t>(o.number("seed", 1, 0, (1LL << 62)));
    ai::Searcher searcher;
    if (spec) configure(searcher, *spec);
    if (o.has("threads")) searcher.set_threads(static_cast<int>(o.number("threads", 1, 1, ai::kMaxThreads)));
    ai::Result r = searcher.search(pos, limits, style, seed, [](const ai::Info& info) {
        std::printf("info depth %d score %d nodes %llu nps %llu pv %s\n", info.depth, info.score,
                    static_cast<unsigned long long>(info.nodes), static_cast<unsigned long long>(info.nps),
                    pv_text(info.pv).c_str());
        std::fflush(stdout);
    });
    if (!r.has_move()) throw Failure{"think: no legal move", 1};
    std::printf("bestmove %s\n", move_name(r.best).c_str());
    return 0;
}

// [SECTION] eval

// The static evaluation of the position reached, weight by weight: what the search's leaves are
// scored by, so that a misjudged position can be taken apart. Each share is for the side to move.
int cmd_eval(Library& lib, const Options& o) {
    const Position pos = position_reached(lib, o, "eval");
    ai::Weights weights;
    if (o.has("level")) weights = parse_level_spec(o.text("level"), "eval", 0).weights;
    const ai::EvalTables tables(pos.rules());
    const ai::ScoreBreakdown b = ai::explain_score(pos, tables, weights);
    std::string out = "score " + std::to_string(b.score) + " for the " + std::string(side_id(pos.side_to_move())) + "\n";
    for (const ai::WeightShare& s : b.shares) {
        if (s.share == 0) continue;
        char line[96];
        std::snprintf(line, sizeof line, "%-18s %6d  weight %d\n", s.field->name, s.share, weights.*s.field->member);
        out += line;
    }
    if (b.rest != 0) out += "rest               " + std::to_string(b.rest) + "\n";
    write_out(out);
    return 0;
}

// [SECTION] bench

namespace {
// The fixed bench set: a preset, moves from its start, and the search depth.
struct BenchCase {
    const char* variant;
    const char* moves;
    int depth;
};
constexpr BenchCase kBench[] = {
    {"brandubh", "", 8},
    {"brandubh", "d1-b1 d3-c3 a4-a3 e4-e2", 7},
    {"ard-ri", "", 7},
    {"tablut", "", 6},
    {"tablut-corner", "a4-b4 e3-c3", 6},
    {"tablut-brettspielnetz", "", 6},
    {"copenhagen", "", 7},
    {"copenhagen", "d1-d2 f4-d4 h11-h10 g5-g3", 6},
    {"fetlar", "", 6},
    {"tawlbwrdd", "", 6},
    {"york", "", 6},
    {"hnefatafl", "", 5},
    {"koenigszabel", "", 5},
};
}  // namespace

int cmd_bench(Library& lib, const Options& o) {
    // --depth D shifts every case so that the 11x11 start positions are searched to depth D.
    if (o.depth > 9) throw Failure{"bench: --depth " + std::to_string(o.depth) + " would not finish; at most 9"};
    const int extra = o.depth > 0 ? o.depth - 6 : 0;
    ai::Searcher searcher;
    std::uint64_t total = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (const BenchCase& c : kBench) {
        Position pos(lib.rules(c.variant));
        for (std::string_view m : split_words(c.moves)) play_text_move(pos, m);
        ai::Limits limits;
        limits.depth = std::max(1, c.depth + extra);
        ai::Result r = searcher.search(pos, limits, {}, 1);
        total += r.nodes;
        std::printf("%-22s depth %2d nodes %10llu score %6d bestmove %s\n", c.variant, limits.depth,
                    static_cast<unsigned long long>(r.nodes), r.score, move_name(r.best).c_str());
        std::fflush(stdout);
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("bench nodes %llu nps %.0f time %.2f\n", static_cast<unsigned long long>(total),
                s > 0 ? static_cast<double>(total) / s : 0.0, s);
    return 0;
}

// [SECTION] selfplay

namespace {

// The outcome of one self-play game.
struct GameOutcome {
    Status status = Status::Ongoing;
    std::string reason;
    int plies = 0;
    std::string moves;  // OpenTafl move records, space separated
};

constexpr int kMaxGamePlies = 1000;
// Opening plies played with extra root noise so that a match is more than one game repeated.
constexpr int kOpeningPlies = 4;
constexpr int kOpeningNoise = 40;

GameOutcome play_game(const Position& start, const LevelSpec& attackers, const LevelSpec& defenders,
                      std::uint64_t game_seed, bool from_start, ai::Searcher& attackers_searcher,
                      ai::Searcher& defenders_searcher) {
    Position pos(start);
    GameOutcome out;
    while (!pos.game_over() && pos.ply() < kMaxGamePlies) {
        const bool attacking = pos.side_to_move() == Side::Attackers;
        const LevelSpec& level = attacking ? attackers : defenders;
        ai::Style style = level.style;
        if (from_start && pos.ply() < kOpeningPlies) style.root_noise = std::max(style.root_noise, kOpeningNoise);
        ai::Searcher& searcher = attacking ? attackers_searcher : defenders_searcher;
        ai::Result r = searcher.search(pos, level.limits, style, move_seed(game_seed, pos.ply()));
        pos.make(r.best);
        if (!out.moves.empty()) out.moves += ' ';
        out.moves += write_move_record(record_last_move(pos));
    }
    out.plies = pos.ply();
    out.status = pos.status();
    out.reason = pos.game_over() ? std::string(reason_id(pos.reason())) : "move-limit";
    if (!pos.game_over()) out.status = Status::Draw;
    return out;
}

std::string_view winner_id(Status s) {
    switch (s) {
        case Status::AttackersWin:
            return "attackers";
        case Status::DefendersWin:
            return "defenders";
        default:
            return "draw";
    }
}

}  // namespace

int cmd_selfplay(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"selfplay: --variant ID is required"};
    auto rules = lib.rules(o.variant);
    const int games = static_cast<int>(o.number("games", 1, 1, 1000000));
    const int movetime = static_cast<int>(o.number("movetime", 0, 0, 3600 * 1000));
    const LevelSpec attackers = parse_level_spec(o.text("attackers", "jarl"), "selfplay", movetime);
    const LevelSpec defenders = parse_level_spec(o.text("defenders", "jarl"), "selfplay", movetime);
    // The sides share one searcher (and its table) unless their settings make the table's
    // scores differ: other weights, or other threads.
    const bool shared = attackers.weights == defenders.weights && attackers.threads == defenders.threads;
    const auto seed = static_cast<std::uint64_t>(o.number("seed", 1, 0, (1LL << 62)));
    const int jobs = static_cast<int>(o.number("jobs", 1, 1, 64));
    const bool progress_bar = isatty(STDERR_FILENO) != 0;
    // From the preset's start the first plies are varied; a set position is played as it is.
    const Position start = start_position(rules, o.position, o.side);
    const bool from_start = !o.position;

    std::vector<std::optional<GameOutcome>> results(static_cast<std::size_t>(games));
    std::mutex mutex;
    std::atomic<int> next{0};
    int printed = 0, finished = 0;
    int wins_a = 0, wins_d = 0, draws = 0;
    long long total_plies = 0;
    // Results are printed in game order as soon as every earlier game is done.
    auto flush_ready = [&] {
        while (printed < games && results[static_cast<std::size_t>(printed)]) {
            const GameOutcome& g = *results[static_cast<std::size_t>(printed)];
            std::printf("game %d winner=%s reason=%s plies=%d moves=%s\n", printed + 1,
                        std::string(winner_id(g.status)).c_str(), g.reason.c_str(), g.plies, g.moves.c_str());
            if (g.status == Status::AttackersWin)
                ++wins_a;
            else if (g.status == Status::DefendersWin)
                ++wins_d;
            else
                ++draws;
            total_plies += g.plies;
            ++printed;
        }
        std::fflush(stdout);
    };
    auto worker = [&] {
        ai::Searcher attackers_searcher(8);
        configure(attackers_searcher, attackers);
        std::optional<ai::Searcher> own;
        if (!shared) configure(own.emplace(8), defenders);
        ai::Searcher& defenders_searcher = shared ? attackers_searcher : *own;
        for (;;) {
            const int i = next.fetch_add(1);
            if (i >= games) return;
            GameOutcome g = play_game(start, attackers, defenders, seed + static_cast<std::uint64_t>(i), from_start,
                                      attackers_searcher, defenders_searcher);
            std::lock_guard<std::mutex> lock(mutex);
            results[static_cast<std::size_t>(i)] = std::move(g);
            ++finished;
            flush_ready();
            if (progress_bar) {
                const int width = 40;
                const int filled = finished * width / games;
                std::fprintf(stderr, "\r[%s%s] %d/%d", std::string(static_cast<std::size_t>(filled), '#').c_str(),
                             std::string(static_cast<std::size_t>(width - filled), '.').c_str(), finished, games);
                std::fflush(stderr);
            }
        }
    };
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j) threads.emplace_back(worker);
    worker();
    for (auto& t : threads) t.join();
    if (progress_bar) std::fputc('\n', stderr);
    // Games that repeat another move for move: strong levels vary little from the opening's noise,
    // and a tally over few distinct games says less than its count suggests.
    std::set<std::string_view> lines;
    for (const auto& g : results) lines.insert(g->moves);
    std::printf("summary games=%d attackers=%d defenders=%d draws=%d mean_plies=%.1f distinct=%zu\n", games, wins_a,
                wins_d, draws, static_cast<double>(total_plies) / games, lines.size());
    return 0;
}

}  // namespace tafl::cli
