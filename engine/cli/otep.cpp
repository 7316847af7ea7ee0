// otep.cpp: the engine side of the OpenTafl Engine Protocol (the messages and what we answer are
// listed in otep.h), so that the Taflborð AI can serve inside OpenTafl and play other engines.
//
// Source: opentafl-engine-protocol.txt in github.com/jslater89/OpenTafl, checked against what
// OpenTafl really sends and reads (ExternalEngineHost.java, ExternalEnginePlayer.java) and its own
// engine side (ExternalEngineClient.java).
//
// Searches run on a worker thread so that `finish`, `goodbye` and a new position can stop them;
// every command that reads or changes the game first stops and joins the worker, so the worker is
// the only thread touching the game while it runs.
#include "otep.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include "level_spec.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"
#include "taflbord/notation.h"
#include "taflbord/otn_rules.h"
#include "taflbord/prng.h"
#include "taflbord/text.h"

namespace tafl::cli {
namespace {

using SteadyClock = std::chrono::steady_clock;

constexpr long long kMarginMs = 150;  // pipe and host latency kept off every move
constexpr long long kMinMoveMs = 20;
constexpr long long kMaxMoveMs = 10 * 60 * 1000;
constexpr std::size_t kMaxHostCaptures = 4;  // OpenTafl's move reader takes at most four captures

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i <= s.size()) {
        std::size_t j = s.find(sep, i);
        if (j == std::string_view::npos) j = s.size();
        if (j > i || sep != ' ') out.push_back(s.substr(i, j - i));
        i = j + 1;
    }
    return out;
}

std::optional<long long> whole_number(std::string_view s) {
    long long v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v > 1'000'000'000'000LL || v < -1'000'000'000'000LL)
        return std::nullopt;
    return v;
}

// The clock as OpenTafl last reported it.
struct Clock {
    bool known = false;
    long long millis[2] = {-1, -1};  // remaining main time, or of the current overtime period
    bool in_overtime[2] = {false, false};
    long long overtime_ms = 0;        // length of one overtime period
    long long overtimes[2] = {0, 0};  // overtime periods left
};

// Time for one move of `side`: a thirtieth of the main time plus most of an overtime period when
// periods remain, never more than a quarter of the main time without them. 0 when there is no clock.
long long move_time_ms(const Clock& c, Side side) {
    const int i = index_of(side);
    if (!c.known || c.millis[i] < 0) return 0;
    const long long left = c.millis[i];
    const long long extra = c.overtimes[i] > 0 ? c.overtime_ms * 8 / 10 : 0;
    long long budget = 0, cap = 0;
    if (c.in_overtime[i]) {
        budget = left * 6 / 10;
        cap = left - kMarginMs;
    } else {
        budget = left / 30 + extra;
        cap = extra > 0 ? left + extra - kMarginMs : left / 4;
    }
    return std::clamp(std::min(budget, cap), kMinMoveMs, kMaxMoveMs);
}

// The record we send for the move that led to `after`: the full OpenTafl record, or the plain
// from-to when it lists more captures than OpenTafl's reader accepts.
std::string host_record(const Position& after) {
    MoveRecord r = record_last_move(after);
    if (r.captures.size() > kMaxHostCaptures) return move_name(r.move());
    return write_move_record(r);
}

// A line of play from `root` written as records joined by `sep` (stops at the first move that
// does not apply, which a PV from the search never has).
std::string line_text(const Position& root, const std::vector<Move>& pv, char sep) {
    Position p = root;
    std::string out;
    for (Move m : pv) {
        if (p.check_move(m) != Illegal::None) break;
        p.make(m);
        if (!out.empty()) out += sep;
        out += host_record(p);
    }
    return out;
}

// One analysed move: the line starting with it and its score for the side to move.
struct Line {
    std::vector<Move> pv;
    int score = 0;
};

bool contains(const std::vector<Move>& moves, Move m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// [SECTION] The session

class OtepSession {
public:
    OtepSession(Library& lib, const Options& o, OtepOutput out)
        : out_(std::move(out)),
          overrides_(o.rules),
          searcher_(static_cast<std::size_t>(o.number("hash", ai::kDefaultTableMegabytes, 1, 4096))) {
        if (o.has("level")) {
            const ai::Level& l = level_named(o.text("level"));
            base_ = l.limits;
            style_ = l.style;
        }
        if (o.depth > kMaxThinkDepth)
            throw Failure{"otep: --depth " + std::to_string(o.depth) + " would not finish; at most " +
                          std::to_string(kMaxThinkDepth) + " (or use --nodes or --movetime)"};
        if (o.depth > 0) base_.depth = o.depth;
        if (o.has("nodes"))
            base_.nodes = analysis_nodes_ = static_cast<std::uint64_t>(o.number("nodes", 0, 1, 1LL << 40));
        fixed_ = o.has("level") || o.depth > 0 || o.has("nodes");
        movetime_ = o.number("movetime", 0, 1, kMaxMoveMs);
        seed_ = static_cast<std::uint64_t>(o.number("seed", 1, 0, 1LL << 62));
        searcher_.set_threads(static_cast<int>(o.number("threads", 1, 1, ai::kMaxThreads)));
        if (!o.variant.empty()) {
            rules_ = lib.rules(o.variant);
            pos_ = start_position(rules_, o.position, o.side);
        }
        say("hello");
    }
    ~OtepSession() { cancel(); }

    // Handles one input line; false after `goodbye`.
    bool handle(std::string_view line) {
        line = trim(line);
        if (line.empty()) return true;
        const std::size_t blank = line.find_first_of(" \t");
        const std::string_view cmd = line.substr(0, blank);
        const std::string_view args = blank == std::string_view::npos ? std::string_view{} : trim(line.substr(blank));
        if (cmd == "goodbye") {
            cancel();
            return false;
        }
        using Handler = void (OtepSession::*)(std::string_view);
        static constexpr std::pair<std::string_view, Handler> kHandlers[] = {
            {"hello", &OtepSession::on_hello},        {"start", &OtepSession::on_nothing},
            {"dump", &OtepSession::on_nothing},       {"clock", &OtepSession::on_clock},
            {"finish", &OtepSession::on_finish},      {"rules", &OtepSession::on_rules},
            {"position", &OtepSession::on_position},  {"side", &OtepSession::on_side},
            {"play", &OtepSession::on_play},          {"move", &OtepSession::on_move_accepted},
            {"error", &OtepSession::on_move_refused}, {"opponent-move", &OtepSession::on_opponent_move},
            {"analyze", &OtepSession::on_analyze},
        };
        try {
            const auto* h =
                std::find_if(std::begin(kHandlers), std::end(kHandlers), [&](const auto& e) { return e.first == cmd; });
            if (h == std::end(kHandlers))
                fail("unknown command " + quote_input(cmd, 40));
            else
                (this->*(h->second))(args);
        } catch (const Failure& f) {
            fail(f.message);
        } catch (const std::exception& e) {
            fail(std::string(cmd) + ": " + e.what());
        }
        return true;
    }

    // The end of input: a running search still answers.
    void drain() {
        if (worker_.joinable()) worker_.join();
    }

private:
    // [SECTION] Output

    void say(const std::string& text) {
        // OTEP lines are plain ASCII: whatever input a message quotes is escaped.
        std::string line = printable_message(text);
        std::replace(line.begin(), line.end(), '\n', ' ');
        line += '\n';
        std::lock_guard<std::mutex> lock(out_mutex_);
        out_(line);
    }
    void fail(const std::string& message) { say("error 0 " + message); }
    void critical(const std::string& message) { say("error -1 " + message); }

    // [SECTION] The game state

    // Stops a running search without letting it answer, and waits for the worker to end.
    void cancel() {
        if (!worker_.joinable()) return;
        cancelled_ = true;
        stop_ = true;
        worker_.join();
        cancelled_ = false;
        stop_ = false;
    }

    void on_hello(std::string_view) { say("hello"); }
    void on_nothing(std::string_view) {}
    void on_finish(std::string_view) {
        cancel();
        clock_ = Clock{};
        awaiting_ = false;
    }

    bool need_game(std::string_view cmd) {
        if (pos_) return true;
        fail(std::string(cmd) + ": no game (send 'rules' first, or the last rules were refused)");
        return false;
    }

    // Starts the same board afresh with `to_move` to move (the history is lost). A board that
    // cannot be played on (no king after a capture) is kept as it is, and the reason returned.
    std::string set_side_to_move(Side to_move) {
        std::string error;
        auto rebuilt = Position::from_record(rules_, pos_->record(), to_move, &error);
        if (!rebuilt) return error.empty() ? "the board cannot be played on" : error;
        pos_ = std::move(rebuilt);
        return {};
    }

    // Takes the host's board when ours disagrees, so that the game can go on.
    void resync(const Position& host_board, Side to_move, const std::string& why) {
        pos_ = Position::from_record(rules_, host_board.record(), to_move, nullptr);
        refused_.clear();
        say("status board resynchronised to the host's position (" + why + ")");
    }

    void on_rules(std::string_view args) {
        cancel();
        rules_.reset();
        pos_.reset();
        refused_.clear();
        awaiting_ = setup_pending_ = false;
        if (args.empty()) return fail("rules: the rules string is missing");
        NotationError error;
        auto parsed = parse_otn_rules(args, &error);
        if (!parsed) return critical("rules not supported: " + error.message);
        for (const auto& [name, value] : overrides_)
            if (auto err = set_parameter(parsed->rules, name, value))
                return critical(rule_refused(name, value, *err));
        if (auto problems = validate(parsed->rules); !problems.empty())
            return critical("rules not supported: " + problems.front().parameter + ": " + problems.front().message);
        rules_ = std::make_shared<const Rules>(parsed->rules);
        pos_.emplace(rules_);
    }

    void on_position(std::string_view args) {
        cancel();
        if (!need_game("position")) return;
        std::string error;
        auto given = Position::from_record(rules_, args, pos_->side_to_move(), &error);
        if (!given) return fail("position: " + error);
        if (given->record() != pos_->record()) {
            pos_ = std::move(given);
            refused_.clear();
        }
        awaiting_ = false;
        setup_pending_ = true;
    }

    void on_side(std::string_view args) {
        cancel();
        auto side = parse_side(args);
        if (!side)
            return fail("side: expected 'attackers' or 'defenders', got " + quote_input(args, 40));
        our_side_ = *side;
        const bool setup_pending = setup_pending_;
        setup_pending_ = false;
        if (setup_pending && pos_ && pos_->side_to_move() != *side) {
            if (std::string error = set_side_to_move(*side); !error.empty())
                return fail("side: this board cannot be played on with the " + std::string(side_id(*side)) +
                            " to move: " + error);
        }
    }

    void on_clock(std::string_view args) {
        auto words = split(args, ' ');
        if (words.size() < 2 || words.size() > 5)
            return fail("clock: expected '<att-ms>[*] <def-ms>[*] [<ot-s> <att-ot> <def-ot>]'");
        Clock c;
        long long v[5] = {-1, -1, 0, 0, 0};
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::string_view w = words[i];
            const bool star = i < 2 && !w.empty() && w.back() == '*';
            if (star) w.remove_suffix(1);
            if (i < 2) c.in_overtime[i] = star;
            auto n = whole_number(w);
            if (!n || (i >= 2 && *n < 0))
                return fail("clock: bad number " + quote_input(words[i], 40));
            v[i] = *n;
        }
        clock_ = Clock{true, {v[0], v[1]}, {c.in_overtime[0], c.in_overtime[1]}, v[2] * 1000, {v[3], v[4]}};
    }

    void on_move_accepted(std::string_view args) {
        cancel();
        if (!need_game("move")) return;
        std::string error;
        auto host = Position::from_record(rules_, args, Side::Attackers, &error);
        if (!host) return fail("move: expected the position record after our move: " + error);
        awaiting_ = false;
        if (host->record() != pos_->record()) resync(*host, opponent(played_side_), "after our move");
    }

    void on_move_refused(std::string_view args) {
        cancel();
        auto words = split(args, ' ');
        if (words.empty() || !whole_number(words[0])) return fail("error: expected an error code");
        if (!awaiting_ || !pos_ || pos_->ply() == 0 || !(pos_->last_result().move == last_ours_)) return;
        // OpenTafl judged our last move illegal: take it back and remember it for this position.
        pos_->unmake();
        refused_.emplace_back(pos_->key(), last_ours_);
        awaiting_ = false;
        say("status the host refused " + move_name(last_ours_) + " (error " + std::string(words[0]) + ")");
    }

    void on_opponent_move(std::string_view args) {
        cancel();
        if (!need_game("opponent-move")) return;
        auto words = split(args, ' ');
        if (words.empty() || words.size() > 2) return fail("opponent-move: expected '<move-list> [<position-record>]'");
        std::optional<Position> host;
        if (words.size() == 2) {
            std::string error;
            host = Position::from_record(rules_, words[1], Side::Attackers, &error);
            if (!host) return fail("opponent-move: " + error);
        }
        awaiting_ = setup_pending_ = false;
        // OpenTafl repeats the last opponent move after refusing ours: the board already shows it.
        if (host && host->record() == pos_->record()) return;
        std::vector<MoveRecord> moves;
        for (std::string_view text : split(words[0], '|')) {
            NotationError error;
            auto r = parse_move_record(text, pos_->size(), &error);
            if (!r) return fail("opponent-move: " + error.message);
            moves.push_back(*r);
        }
        Position next = *pos_;
        Illegal why = Illegal::None;
        for (const MoveRecord& r : moves) {
            why = next.check_move(r.move());
            if (why != Illegal::None) break;
            next.make(r.move());
        }
        if (why == Illegal::None && (!host || host->record() == next.record())) {
            pos_ = std::move(next);
            return;
        }
        if (!host) return fail("opponent-move: illegal move here (" + std::string(illegal_id(why)) + ")");
        // Next to move: the other side of the piece that moved last, else our side, else the side
        // that was not to move.
        const Piece mover = host->at(moves.back().to);
        resync(*host, is_piece(mover) ? opponent(side_of(mover)) : our_side_.value_or(opponent(pos_->side_to_move())),
               why == Illegal::None ? "the boards differ after the move"
                                    : "the move is illegal here: " + std::string(illegal_id(why)));
    }

    // [SECTION] Searching

    std::uint64_t move_seed() const {
        SplitMix64 mix(seed_ * std::uint64_t{0x9E3779B97F4A7C15} + static_cast<std::uint64_t>(pos_->ply()));
        return mix.next();
    }

    std::vector<Move> refused_here() const {
        std::vector<Move> out;
        for (const auto& [key, m] : refused_)
            if (key == pos_->key()) out.push_back(m);
        return out;
    }

    void on_play(std::string_view args) {
        cancel();
        auto side = parse_side(args);
        if (!side)
            return fail("play: expected 'attackers' or 'defenders', got " + quote_input(args, 40));
        if (!pos_) return critical("play: no game to play (no rules given, or the rules were refused)");
        our_side_ = played_side_ = *side;
        awaiting_ = setup_pending_ = false;
        if (pos_->side_to_move() != *side || pos_->game_over()) {
            if (std::string error = set_side_to_move(*side); !error.empty()) {
                if (pos_->game_over())
                    return critical("play: the game is over (" + std::string(status_id(pos_->status())) +
                                    "); this board cannot be played on: " + error);
                return critical("play: this board cannot be played on with the " + std::string(side_id(*side)) +
                                " to move: " + error);
            }
            say("status playing on from this board with the " + std::string(side_id(*side)) + " to move");
        }
        std::vector<Move> refused = refused_here();
        MoveList legal;
        pos_->legal_moves(legal);
        if (std::all_of(legal.begin(), legal.end(), [&](Move m) { return contains(refused, m); }))
            return critical("play: no legal move for the " + std::string(side_id(*side)));
        // Strength: the level or limits given, capped by the clock and --movetime; full strength
        // for the clock's time when no level was given; the strongest level without either.
        ai::Limits limits = fixed_ ? base_ : ai::Limits{};
        ai::Style style = fixed_ ? style_ : ai::Style{};
        const long long budget = move_time_ms(clock_, *side);
        long long ms = movetime_;
        if (budget > 0) ms = ms > 0 ? std::min(ms, budget) : budget;
        limits.movetime_ms = static_cast<int>(ms);
        if (!fixed_ && ms == 0) limits = ai::find_level("jarl")->limits;
        worker_ = std::thread([this, snap = *pos_, limits, style, seed = move_seed(), refused] {
            run_guarded([&] { play_job(snap, limits, style, seed, refused); });
        });
    }

    void play_job(const Position& snap, const ai::Limits& limits, const ai::Style& style, std::uint64_t seed,
                  const std::vector<Move>& refused) {
        ai::Result r = searcher_.search(snap, limits, style, seed, {}, &stop_);
        Line best{r.pv, r.score};
        if (!r.has_move() || contains(refused, r.best)) {
            // A shallow ranking of the moves the host has not refused.
            const auto deadline = SteadyClock::now() + std::chrono::milliseconds(std::max(limits.movetime_ms, 1000));
            auto lines = rank_moves(snap, refused, deadline, 2);
            if (lines.empty()) return;
            best = lines.front();
        } else if (best.pv.empty() || !(best.pv.front() == r.best)) {
            best.pv.assign(1, r.best);
        }
        if (cancelled_) return;
        pos_->make(best.pv.front());
        last_ours_ = best.pv.front();
        awaiting_ = true;
        char head[160];
        std::snprintf(head, sizeof head, "status depth %d score %+.2f nodes %llu time %dms pv ", r.depth,
                      best.score / 100.0, static_cast<unsigned long long>(r.nodes), r.elapsed_ms);
        say(head + line_text(snap, best.pv, ' '));
        say("move " + host_record(*pos_));
    }

    void on_analyze(std::string_view args) {
        cancel();
        auto words = split(args, ' ');
        std::optional<long long> count, seconds;
        if (words.size() == 2) count = whole_number(words[0]), seconds = whole_number(words[1]);
        if (!count || !seconds || *count < 1 || *count > 100 || *seconds < 0 || *seconds > 3600)
            return fail("analyze: expected '<count 1..100> <seconds 0..3600>'");
        if (!need_game("analyze")) return;
        if (pos_->game_over() || !pos_->has_legal_move(pos_->side_to_move())) return say("analysis 0");
        // The host's time, at least a tenth of a second, and never more than --movetime.
        long long ms = std::max(*seconds * 1000, 100LL);
        if (movetime_ > 0) ms = std::min(ms, movetime_);
        worker_ = std::thread([this, snap = *pos_, n = static_cast<std::size_t>(*count), ms = static_cast<int>(ms),
                               seed = move_seed()] {
            run_guarded([&] { analysis_job(snap, n, ms, seed); });
        });
    }

    void analysis_job(const Position& snap, std::size_t count, int ms, std::uint64_t seed) {
        const auto deadline = SteadyClock::now() + std::chrono::milliseconds(ms);
        ai::Limits limits;
        limits.movetime_ms = count > 1 ? std::max(1, ms * 6 / 10) : ms;
        limits.nodes = analysis_nodes_;
        ai::Result r = searcher_.search(snap, limits, {}, seed, {}, &stop_);
        std::vector<Line> lines;
        if (r.has_move() && r.depth == 0) {
            // Stopped (by --nodes or --movetime) before its first ply was done: no score to give,
            // so every move is scored one ply deep instead.
            lines = rank_moves(snap, {}, deadline, 1);
            if (lines.size() > count) lines.resize(count);
        } else if (r.has_move()) {
            lines.push_back({r.pv.empty() || !(r.pv.front() == r.best) ? std::vector<Move>{r.best} : r.pv, r.score});
            if (count > 1)
                for (Line& l : rank_moves(snap, {r.best}, deadline, std::max(1, r.depth - 1)))
                    if (lines.size() < count) lines.push_back(std::move(l));
        }
        if (cancelled_) return;
        std::string out = "analysis " + std::to_string(lines.size());
        for (const Line& l : lines) {
            const int attackers_view = snap.side_to_move() == Side::Attackers ? l.score : -l.score;
            char eval[32];
            std::snprintf(eval, sizeof eval, "%.2f", attackers_view / 100.0);
            out += ' ';
            out += line_text(snap, l.pv, '|');
            out += ' ';
            out += eval;
        }
        say(out);
    }

    // Scores every legal move of `root` not in `skip` by searching the position after it, one ply
    // deeper each pass up to `max_depth`; the first pass always completes, later ones only before
    // `deadline` and within --nodes a search. Returns the last complete pass, best first, scores
    // for the side to move.
    std::vector<Line> rank_moves(const Position& root, const std::vector<Move>& skip, SteadyClock::time_point deadline,
                                 int max_depth) {
        MoveList legal;
        root.legal_moves(legal);
        std::vector<Line> done;
        for (int depth = 1; depth <= max_depth && !stop_; ++depth) {
            std::vector<Line> pass;
            bool complete = true;
            for (Move m : legal) {
                if (contains(skip, m)) continue;
                Position child = root;
                child.make(m);
                Line line{{m}, 0};
                if (child.game_over()) {
                    const Status won =
                        root.side_to_move() == Side::Attackers ? Status::AttackersWin : Status::DefendersWin;
                    line.score = child.status() == Status::Draw ? 0
                                 : child.status() == won        ? ai::kWin - 1
                                                                : -(ai::kWin - 1);
                } else {
                    ai::Limits limits;
                    limits.depth = depth;
                    if (depth > 1) {
                        limits.nodes = analysis_nodes_;
                        const auto left =
                            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now())
                                .count();
                        if (left <= 0) {
                            complete = false;
                            break;
                        }
                        limits.movetime_ms = static_cast<int>(left);
                    }
                    ai::Result r = searcher_.search(child, limits, {}, 1, {}, &stop_);
                    if (r.has_move() && r.depth < depth) {
                        complete = false;
                        break;
                    }
                    line.score = -r.score;
                    line.pv.insert(line.pv.end(), r.pv.begin(), r.pv.end());
                }
                pass.push_back(std::move(line));
            }
            if (!complete || stop_) break;
            std::stable_sort(pass.begin(), pass.end(), [](const Line& a, const Line& b) { return a.score > b.score; });
            done = std::move(pass);
        }
        return done;
    }

    template <class F>
    void run_guarded(F&& job) {
        try {
            job();
        } catch (const std::exception& e) {
            if (!cancelled_) critical(std::string("internal error: ") + e.what());
        }
    }

    OtepOutput out_;
    std::vector<std::pair<std::string, std::string>> overrides_;
    ai::Limits base_;
    ai::Style style_;
    bool fixed_ = false;  // a level or limits were given on the command line
    long long movetime_ = 0;
    std::uint64_t analysis_nodes_ = 0;  // --nodes: also caps each search of `analyze` (0: no cap)
    std::uint64_t seed_ = 1;

    std::shared_ptr<const Rules> rules_;
    std::optional<Position> pos_;
    std::optional<Side> our_side_;  // from `side` and `play`
    Side played_side_ = Side::Attackers;
    bool setup_pending_ = false;  // a `position` came last: a `side` now also sets the side to move
    bool awaiting_ = false;       // our last move waits for the host's `move` or `error`
    Move last_ours_{};
    std::vector<std::pair<std::uint64_t, Move>> refused_;  // position key, move the host refused
    Clock clock_;

    ai::Searcher searcher_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> cancelled_{false};
    std::mutex out_mutex_;
};

}  // namespace

int run_otep(Library& lib, const Options& o, std::istream& in, OtepOutput out) {
    OtepSession session(lib, o, std::move(out));
    std::string line;
    while (std::getline(in, line))
        if (!session.handle(line)) return 0;
    session.drain();
    return 0;
}

int cmd_otep(Library& lib, const Options& o) {
    std::ios::sync_with_stdio(false);
    return run_otep(lib, o, std::cin, [](std::string_view line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fflush(stdout);
    });
}

}  // namespace tafl::cli
