// search.h: the AI. An iterative-deepening alpha-beta (PVS) search with a transposition table,
// tafl-specific move ordering and a quiescence step for king escape and king capture threats;
// a synchronous Searcher and an asynchronous Engine that runs it on a worker thread.
//
// Determinism: with a node limit (or a depth limit) and a seed, the result depends only on the
// position, its history and the seed: the search is single-threaded, its tables are cleared at
// the start of every search and every random choice draws from the engine's own Pcg32. Only a
// time limit reads a clock.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "taflbord/ai/evaluate.h"
#include "taflbord/position.h"

namespace tafl::ai {

// Scores are from the point of view of the side to move, in hundredths of an attacker man.
// A won game is kWin minus the plies to get there.
constexpr int kWin = 30000;
constexpr int kWinThreshold = kWin - 1000;
constexpr int kInfinity = 32000;
constexpr int kMaxPly = 128;

constexpr bool is_win_score(int score) { return score >= kWinThreshold || score <= -kWinThreshold; }

// When to stop. Zero means "no limit" for each field; with none set the search stops at kMaxPly.
struct Limits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int movetime_ms = 0;
};

// How a level plays besides its limits: imperfection that looks human.
struct Style {
    // Amplitude of a per-move random bonus added at the root (hundredths). Moves within this
    // margin of the best are sometimes chosen instead; clearly losing moves never are.
    int root_noise = 0;
    // Chance (per mille) that the search overlooks the deepest iteration and plays the move of
    // the previous one: the "did not see it" mistake of a hurried player.
    int shallow_per_mille = 0;

    friend bool operator==(const Style&, const Style&) = default;
};

// Progress of a search after each completed iteration.
struct Info {
    int depth = 0;
    int seldepth = 0;
    int score = 0;
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int elapsed_ms = 0;
    std::vector<Move> pv;
};

// What a search decided.
struct Result {
    Move best{};
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Move> pv;
    bool has_move() const { return best.from >= 0; }
};

class Search;              // the per-search state, defined in search.cpp
class TranspositionTable;  // shared by the threads of one search

// The most threads a parallel search uses.
constexpr int kMaxThreads = 64;
// The size of a searcher's transposition table unless told otherwise (otep --hash).
constexpr std::size_t kDefaultTableMegabytes = 32;

// Runs searches on the calling thread. Keeps its transposition table allocation between
// searches (cleared at each start for determinism).
class Searcher {
public:
    explicit Searcher(std::size_t tt_megabytes = kDefaultTableMegabytes);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // Threads for the searches that follow (1 to kMaxThreads). One, the default, is the
    // deterministic search the levels, replays and tests rely on. More search in parallel (lazy
    // SMP: helper threads on the same position, sharing the table), which finds better moves
    // within a time limit, but the result then depends on the threads' timing.
    void set_threads(int threads);
    int threads() const { return static_cast<int>(helpers_.size()) + 1; }

    // The evaluation's weights for the searches that follow (the defaults unless changed): for
    // trying a tuned set against the defaults in a match.
    void set_weights(const Weights& weights);

    // Searches `pos` (which must not be over) within `limits`. `progress` is called after each
    // completed iteration; `stop`, when set and raised, ends the search early.
    Result search(const Position& pos, const Limits& limits, const Style& style, std::uint64_t seed,
                  const std::function<void(const Info&)>& progress = {}, const std::atomic<bool>* stop = nullptr);

private:
    std::unique_ptr<TranspositionTable> tt_;
    std::unique_ptr<Search> state_;
    std::vector<std::unique_ptr<Search>> helpers_;
    Weights weights_;
};

// The non-blocking interface for the game: go() starts a search on a worker thread and returns at
// once; the callbacks run on that thread. stop() asks the search to finish now (it still reports
// its best move). One search at a time.
class Engine {
public:
    explicit Engine(std::size_t tt_megabytes = kDefaultTableMegabytes);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // `threads` above 1 searches in parallel (see Searcher::set_threads): not reproducible.
    void go(const Position& pos, const Limits& limits, const Style& style, std::uint64_t seed,
            std::function<void(const Info&)> on_info, std::function<void(const Result&)> on_done, int threads = 1);
    void stop();
    // Blocks until the current search (if any) has finished and its on_done has returned.
    void wait();
    bool busy() const { return busy_.load(); }

private:
    void worker();

    Searcher searcher_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable idle_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> busy_{false};
    bool quit_ = false;
    bool pending_ = false;
    struct Job;
    std::unique_ptr<Job> job_;
    // Last: the worker starts in the constructor and uses every member above, which must be
    // constructed (and initialised) before it runs.
    std::thread thread_;
};

}  // namespace tafl::ai
