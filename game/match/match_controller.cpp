// match_controller.cpp: the match screen's logic that needs no window.
#include "match/match_controller.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <utility>

#include "core/atomic_file.h"
#include "match/draw_offer.h"
#include "taflbord/game_record.h"

namespace tafl::match {

namespace fs = std::filesystem;

MatchController::MatchController(MatchEvents events, bool deterministic)
    : events_(std::move(events)), deterministic_(deterministic) {}

MatchController::~MatchController() { cancel_ai(); }

// [SECTION] Starting

bool MatchController::start(const MatchSetup& setup, std::string* error) {
    clock_ = setup.clock;
    format_ = setup.format;
    tie_break_ = setup.tie_break;
    series_.reset();
    if (setup.format != Format::Single)
        series_.emplace(setup.format, setup.tie_break, setup.attackers, setup.defenders);
    return start_game(setup.id, setup.rules, setup.attackers, setup.defenders, error);
}

bool MatchController::start_game(std::string id, const RuleSet& rules, Player attackers, Player defenders,
                                 std::string* error) {
    if (!validate(rules).empty()) {
        if (error) *error = "cannot start '" + id + "': the rules contradict each other";
        return false;
    }
    // Replays and tests need the same AI moves every time; play gets fresh ones.
    const std::uint64_t seed =
        deterministic_ ? 1 : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    cancel_ai();
    try {
        match_ = std::make_unique<Match>(std::make_shared<const Rules>(rules), std::move(id), std::move(attackers),
                                         std::move(defenders), seed);
    } catch (const std::invalid_argument& e) {
        if (error) *error = e.what();
        return false;
    }
    if (clock_ && valid(*clock_)) match_->set_clock(clock_);
    clock_last_ = -1;
    save_path_.clear();
    begin_series_game();
    think_if_ai_to_move();
    return true;
}

bool MatchController::rematch(std::string* error) {
    if (!match_) return false;
    const RuleSet rules = position().rules().set();
    const std::string id = match_->preset_id();
    if (series_) {
        const Player first = series_->player(Seat::First);
        const Player second = series_->player(Seat::Second);
        series_.emplace(series_->format(), series_->tie_break(), first, second);
        return start_game(id, rules, first, second, error);
    }
    return start_game(id, rules, match_->player(Side::Attackers), match_->player(Side::Defenders), error);
}

bool MatchController::next_series_game(std::string* error) {
    if (!series_ || !match_ || !match_->over()) return false;
    if (series_->record_game(*match_) != RecordRefusal::None || series_->over()) return false;
    const RuleSet rules = position().rules().set();
    const Player attackers = series_->player(series_->seat_of(Side::Attackers));
    const Player defenders = series_->player(series_->seat_of(Side::Defenders));
    return start_game(match_->preset_id(), rules, attackers, defenders, error);
}

void MatchController::restart_from_start() {
    if (!match_) return;
    cancel_ai();
    match_ = std::make_unique<Match>(position().rules_ptr(), match_->preset_id(), match_->player(Side::Attackers),
                                     match_->player(Side::Defenders), match_->seed());
    if (clock_ && valid(*clock_)) match_->set_clock(clock_);
    clock_last_ = -1;
}

void MatchController::show(Match match, const fs::path& from, std::vector<std::string>* problems) {
    cancel_ai();
    match_ = std::make_unique<Match>(std::move(match));
    clock_last_ = -1;
    clock_.reset();
    if (const GameClock* clock = match_->clock()) clock_ = clock->settings();
    // A game of a series carries the series in its record.
    series_.reset();
    awaiting_cards_ = false;
    format_ = Format::Single;
    if (const std::string* tag = match_->extra_tag(kSeriesTag)) {
        std::string error;
        if (auto series = Series::from_tag(*tag, &error)) {
            series_ = std::move(*series);
            format_ = series_->format();
            tie_break_ = series_->tie_break();
        } else if (problems != nullptr) {
            problems->push_back("the match this game belongs to cannot be read: " + error);
        }
    }
    if (series_ && series_->format() == Format::FivePoints && !series_->cards() && !match_->over()) begin_series_game();
    save_path_ = from.filename() == "autosave.otg" ? fs::path() : from;
    think_if_ai_to_move();
}

// [SECTION] Series

void MatchController::begin_series_game() {
    awaiting_cards_ = false;
    if (series_ && series_->format() == Format::FivePoints) {
        const Player& attacker = series_->player(series_->attacker());
        if (attacker.kind == PlayerKind::Ai) {
            // The AI deals from the match's seed: the same game replays with the same cards.
            series_->set_cards(deal_cards_ai(match_->seed() + static_cast<std::uint64_t>(series_->game_number())));
        } else {
            awaiting_cards_ = true;  // a person lays them (lay_cards)
        }
    }
    sync_series_tag();
}

Cards MatchController::first_deal() const {
    if (deterministic_) return Cards{1, 2, 3, 4};
    return deal_cards_ai(static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
}

bool MatchController::lay_cards(const Cards& cards) {
    if (!awaiting_cards_ || !series_ || !series_->set_cards(cards)) return false;
    awaiting_cards_ = false;
    sync_series_tag();
    think_if_ai_to_move();
    return true;
}

void MatchController::sync_series_tag() {
    if (!match_) return;
    if (series_)
        match_->set_extra_tag(std::string(kSeriesTag), series_->to_tag());
    else
        match_->remove_extra_tag(kSeriesTag);
}

// [SECTION] Playing

std::optional<MoveResult> MatchController::play(Move move) {
    if (!match_) return std::nullopt;
    Illegal why = Illegal::None;
    auto result = match_->play(move, &why);
    if (!result) return std::nullopt;  // the board offers legal moves only; a stale answer ends here
    if (events_.moved) events_.moved(*result, position().announcements());
    think_if_ai_to_move();
    return result;
}

int MatchController::live_threads() {
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp(static_cast<int>(cores), 1, kLiveThreads);
}

void MatchController::think_if_ai_to_move() {
    if (!match_ || ai_thinking_ || hold_ || awaiting_cards_ || !match_->ai_to_move()) return;
    auto request = match_->ai_request();
    if (!request) return;
    int threads = 1;
    if (!deterministic_) {
        // In live play no level thinks longer than kLiveThinkCapMs, however slow the machine (on
        // a usual one the node budgets end far sooner, and the move is the reproducible one).
        int cap = kLiveThinkCapMs;
        if (const GameClock* clock = match_->clock()) {
            // On the clock the AI keeps to a share of its time: a twentieth of what is left and
            // most of the increment, and never more than its level would take. Its move then
            // depends on time anyway, so it thinks on every core the machine has (up to
            // kLiveThreads).
            const std::int64_t left = clock->remaining(position().side_to_move());
            const auto budget = static_cast<int>(
                std::clamp<std::int64_t>(left / 20 + clock->settings().increment_ms * 3 / 4, 50, 600000));
            cap = std::min(cap, budget);
            threads = live_threads();
        }
        ai::Limits& limits = request->limits;
        limits.movetime_ms = limits.movetime_ms > 0 ? std::min(limits.movetime_ms, cap) : cap;
    }
    // The engine (its worker thread and transposition table) only once an AI plays.
    if (!engine_) engine_ = std::make_unique<ai::Engine>();
    ai_thinking_ = true;
    const std::uint64_t generation = generation_;
    last_threads_ = threads;
    engine_->go(
        position(), request->limits, request->style, request->seed, nullptr,
        [this, generation](const ai::Result& result) {
            {
                std::lock_guard<std::mutex> lock(answer_mutex_);
                answer_ = AiAnswer{generation, result.has_move() ? result.best : Move{}, result.score};
            }
            if (events_.wake) events_.wake();  // the frame loop may be asleep
        },
        threads);
    if (deterministic_) engine_->wait();  // replays and tests: the answer belongs to this frame
}

void MatchController::move_now() {
    if (engine_ && ai_thinking_) engine_->stop();
}

void MatchController::poll() {
    std::optional<AiAnswer> answer;
    {
        std::lock_guard<std::mutex> lock(answer_mutex_);
        answer.swap(answer_);
    }
    if (!answer) return;
    ai_thinking_ = false;
    if (answer->generation != generation_ || answer->move.from < 0) {
        think_if_ai_to_move();
        return;
    }
    if (draw_offered_) {
        // The person's offer went with the move; the AI answers it with what its search found.
        draw_offered_ = false;
        if (ai_accepts_draw(answer->score, static_cast<int>(match_->moves().size()))) {
            match_->agree_draw();
            return;
        }
        play(answer->move);
        if (events_.draw_declined) events_.draw_declined();
        return;
    }
    play(answer->move);
}

void MatchController::cancel_ai() {
    ++generation_;  // whatever is on its way is stale now
    draw_offered_ = false;
    if (engine_ && ai_thinking_) {
        engine_->stop();
        engine_->wait();
    }
    ai_thinking_ = false;
    std::lock_guard<std::mutex> lock(answer_mutex_);
    answer_.reset();
}

// [SECTION] A person's requests

void MatchController::undo() {
    if (!match_ || !match_->can_undo()) return;
    cancel_ai();
    match_->undo();
    think_if_ai_to_move();
}

void MatchController::redo() {
    if (!match_ || !match_->can_redo()) return;
    cancel_ai();
    match_->redo();
    think_if_ai_to_move();
}

void MatchController::resign() {
    if (!match_) return;
    cancel_ai();
    match_->resign(position().side_to_move());
}

void MatchController::agree_draw() {
    if (match_) match_->agree_draw();
}

bool MatchController::hot_seat() const {
    return match_ && match_->player(Side::Attackers).kind == PlayerKind::Person &&
           match_->player(Side::Defenders).kind == PlayerKind::Person;
}

bool MatchController::versus_ai() const {
    return match_ && !hot_seat() &&
           (match_->player(Side::Attackers).kind == PlayerKind::Person ||
            match_->player(Side::Defenders).kind == PlayerKind::Person);
}

// [SECTION] Clock

bool MatchController::tick(std::int64_t now_ms, bool running) {
    running = running && match_ && match_->clock() != nullptr && !match_->over() && !awaiting_cards_;
    if (!running || clock_last_ < 0) {
        clock_last_ = running ? now_ms : -1;
        return false;
    }
    const std::int64_t elapsed = std::max<std::int64_t>(0, now_ms - clock_last_);
    clock_last_ = now_ms;
    if (!match_->tick(elapsed)) return false;
    cancel_ai();  // the side to move has lost on time
    return true;
}

int MatchController::clock_wake_ms() const {
    const GameClock* clock = match_ ? match_->clock() : nullptr;
    if (clock == nullptr || match_->over() || awaiting_cards_ || clock_last_ < 0) return -1;
    const std::int64_t left = clock->remaining(position().side_to_move());
    // The face shows tenths under ten seconds, whole seconds above.
    const std::int64_t step = left < 10000 ? 100 : 1000;
    return static_cast<int>(std::clamp<std::int64_t>(left % step + 1, 1, step));
}

// [SECTION] Saving

std::optional<std::string> MatchController::record(const std::string& date, std::string* error) {
    if (!match_) return std::nullopt;
    sync_series_tag();
    return match_->record(date, error);
}

std::optional<fs::path> MatchController::save(const fs::path& dir, const std::string& stamp, const std::string& date,
                                              std::string* error, core::WriteProblem* problem) {
    const auto text = record(date, error);
    if (!text) return std::nullopt;
    // A match saved before is saved to the same file again (the previous copy kept as .bak); the
    // first save names the file after the date, the time and the preset.
    if (save_path_.empty())
        save_path_ = dir / (stamp + "-" + (match_->preset_id().empty() ? "game" : match_->preset_id()) + ".otg");
    if (!core::write_file_atomically(save_path_, *text, error, true, problem)) return std::nullopt;
    return save_path_;
}

std::optional<Match> MatchController::read_game(const fs::path& path, std::string* error) {
    const auto text = core::read_file(path, kMaxGameRecordBytes, error);
    if (!text) return std::nullopt;
    return Match::from_record(*text, error);
}

bool MatchController::autosave(const fs::path& dir, const std::string& date, std::string* error) {
    if (!match_ || dir.empty()) return true;
    const fs::path file = dir / "autosave.otg";
    std::error_code ec;
    if (match_->over() || match_->moves().empty()) {
        fs::remove(file, ec);  // nothing left to continue
        return true;
    }
    const auto text = record(date, error);
    return text && core::write_file_atomically(file, *text, error, true);
}

}  // namespace tafl::match
