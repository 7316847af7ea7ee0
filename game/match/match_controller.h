// match_controller.h: the match as the match screen drives it, without a window: the match and
// the series it belongs to, the AI's turn on the engine's worker thread (and the answers that went
// stale on the way), the game clock run on the frame time, the person's draw offer to the AI, the
// five-point match's deal, and saving, loading and the autosave for Continue. The screen draws
// what the controller holds and passes it the player's requests; tests drive it the same way.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "match/clock.h"
#include "match/match.h"
#include "match/series.h"
#include "taflbord/ai/search.h"

namespace tafl::match {

// What starts a match: the rules (a preset's or the player's house rules), whom they come from,
// and who plays. The clock and the format go with the match and its rematches.
struct MatchSetup {
    std::string id;  // the preset or house-rule set, kept in the record's taflbord-preset tag
    RuleSet rules;
    Player attackers;
    Player defenders;
    std::optional<ClockSettings> clock;
    Format format = Format::Single;
    TieBreak tie_break = TieBreak::FewerMoves;  // of a two-game match
};

// Why the controller woke its owner or changed the board.
struct MatchEvents {
    // Called with each move the controller played (the AI's), as the engine answered it, and the
    // announcement flags of the position after it: the screen animates it.
    std::function<void(const MoveResult&, std::uint8_t announcements)> moved;
    // The AI turned down the person's draw offer and played on.
    std::function<void()> draw_declined;
    // From the engine's worker thread: an answer is waiting for poll(). The screen wakes its loop.
    std::function<void()> wake;
};

// One match and its series, driven by the match screen. Every call happens on the game's thread;
// only the AI's answer arrives from the worker, and poll() takes it.
class MatchController {
public:
    // `deterministic`: replays, screenshots and tests. The AI's seed is 1 instead of the clock's,
    // the AI's answer is waited for in the same call, the clock gives the AI no time budget, and a
    // person's five-point deal starts from 1, 2, 3, 4.
    explicit MatchController(MatchEvents events, bool deterministic);
    MatchController(const MatchController&) = delete;
    MatchController& operator=(const MatchController&) = delete;
    ~MatchController();

    // [SECTION] Starting
    // A new game with these rules and players; a series (two games, five points) when the setup's
    // format asks for one. Fails with a message when the rules contradict each other.
    bool start(const MatchSetup& setup, std::string* error);
    // The next game of the same match: a rematch (a fresh series when it was one), with the same
    // rules, players, clock and format.
    bool rematch(std::string* error);
    // The series' next game, sides swapped, once this game is over and recorded. False when there
    // is none (the series is over, or this game cannot count).
    bool next_series_game(std::string* error);
    // The same game again from its start, with the same seed (a scripted scene that loops).
    void restart_from_start();
    // Shows a loaded or continued game: its series from its record, its clock. `from` is the file
    // it came from; saving writes back to it, except for the autosave (only a copy).
    void show(Match match, const std::filesystem::path& from, std::vector<std::string>* problems);

    // [SECTION] State
    bool has_match() const { return match_ != nullptr; }
    const Match& match() const { return *match_; }
    Match& match() { return *match_; }
    const Position& position() const { return match_->position(); }
    const std::optional<Series>& series() const { return series_; }
    // The five-point match waits for a person to lay the cards before its game starts.
    bool awaiting_cards() const { return awaiting_cards_; }
    // The cards a person starts dealing from: shuffled, or 1, 2, 3, 4 when deterministic.
    Cards first_deal() const;
    // Lays the attacker's cards face down; the game starts. False when the cards are not 1..4
    // once each, or no deal is awaited.
    bool lay_cards(const Cards& cards);
    std::uint64_t seed() const { return match_ ? match_->seed() : 0; }

    // [SECTION] Playing
    // Plays a move of the side to move, tells events.moved, and lets the AI answer; nullopt
    // (nothing changes) when the match refuses it.
    std::optional<MoveResult> play(Move move);
    // The AI's search. Starts one when an AI is to move (unless `hold` is set by the screen, for a
    // scripted scene, or the cards are awaited).
    void think_if_ai_to_move();
    bool ai_thinking() const { return ai_thinking_; }
    // The AI plays the best move it has found so far.
    void move_now();
    // Takes the AI's answer, if one came, and plays it (or answers the draw offer with it). Stale
    // answers (after an undo, a new game or a resignation) are dropped and the search asked again.
    void poll();
    // Holds the AI back (a scripted scene plays the moves itself).
    void set_hold(bool hold) { hold_ = hold; }
    bool hold() const { return hold_; }
    // Stops the search and drops whatever answer is on its way.
    void cancel_ai();
    // Threads of the AI's last search: one, save in live play on a clock (see think_if_ai_to_move).
    int ai_threads() const { return last_threads_; }
    // In live play (not in replays and tests) no search runs longer than this.
    static constexpr int kLiveThinkCapMs = 8000;
    // The most threads a search on the clock uses, and how many this machine gives it.
    static constexpr int kLiveThreads = 8;
    static int live_threads();

    // [SECTION] A person's requests
    void undo();
    void redo();
    void resign();  // the side to move resigns
    void agree_draw();
    // Against an AI a person offers a draw with the next move; the AI accepts when its search sees
    // itself behind, or the game long and level (draw_offer.h).
    void offer_draw() { draw_offered_ = true; }
    bool draw_offered() const { return draw_offered_; }
    bool hot_seat() const;
    bool versus_ai() const;

    // [SECTION] Clock
    // Runs the clock to `now_ms` (scene time) while `running` (the match on screen, no cards to
    // deal); true when the side to move's flag fell at this tick (the AI's search is dropped).
    bool tick(std::int64_t now_ms, bool running);
    // Milliseconds until the clock's face changes, or -1 when no clock runs.
    int clock_wake_ms() const;

    // [SECTION] Saving
    // The record to save, with the series in its extra tag.
    std::optional<std::string> record(const std::string& date, std::string* error);
    // Saves to `dir` (a file named after `stamp` and the preset the first time, the same file
    // again after; the previous copy kept as .bak). Returns the file, or nullopt with the reason.
    // `problem` (when given) says what kind of failure it was.
    std::optional<std::filesystem::path> save(const std::filesystem::path& dir, const std::string& stamp,
                                              const std::string& date, std::string* error,
                                              core::WriteProblem* problem = nullptr);
    // Reads a saved game (an OpenTafl game record); nullopt with the reader's message.
    static std::optional<Match> read_game(const std::filesystem::path& path, std::string* error);
    // Keeps the unfinished game in `dir`/autosave.otg for Continue, or removes that file when the
    // game is over or has no move. False with the reason when it could not be written.
    bool autosave(const std::filesystem::path& dir, const std::string& date, std::string* error);
    const std::filesystem::path& save_path() const { return save_path_; }

private:
    struct AiAnswer {
        std::uint64_t generation = 0;  // generation_ when the search began
        Move move;                     // from < 0: no move
        int score = 0;                 // for the side to move, hundredths of an attacker man
    };

    bool start_game(std::string id, const RuleSet& rules, Player attackers, Player defenders, std::string* error);
    void begin_series_game();
    void sync_series_tag();
    void play_ai_move(Move move);

    MatchEvents events_;
    bool deterministic_ = false;
    int last_threads_ = 1;
    std::unique_ptr<Match> match_;
    std::optional<Series> series_;
    std::optional<ClockSettings> clock_;  // of this match and its rematches
    Format format_ = Format::Single;
    TieBreak tie_break_ = TieBreak::FewerMoves;
    std::int64_t clock_last_ = -1;  // scene time the clock last ran to
    bool awaiting_cards_ = false;
    std::filesystem::path save_path_;  // where this match was saved or loaded from

    // The AI plays on the engine's worker thread; its answer comes back through answer_.
    std::unique_ptr<ai::Engine> engine_;
    std::uint64_t generation_ = 0;  // bumped whenever a pending answer becomes stale
    bool ai_thinking_ = false;
    bool hold_ = false;
    bool draw_offered_ = false;  // a person offered the AI a draw with the last move
    std::mutex answer_mutex_;
    std::optional<AiAnswer> answer_;
};

}  // namespace tafl::match
