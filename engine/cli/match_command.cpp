// match_command.cpp: `taflbord-cli match`, the match runner: two players (one of our levels with
// any settings, or an external engine speaking the OpenTafl Engine Protocol) play pairs of games
// from the same varied opening with the sides swapped; every game is refereed by our engine, and
// the result is a tally, an Elo estimate with its 95 % interval and, when asked, an SPRT verdict.
#include "match_command.h"

#include <atomic>
#include <cctype>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "level_spec.h"
#include "match_stats.h"
#include "taflbord/ai/search.h"
#include "taflbord/notation.h"
#include "taflbord/otn_rules.h"
#include "taflbord/prng.h"

#if !defined(_WIN32)
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace tafl::cli {
namespace {

// [SECTION] Players

// One side of a match. It exists so that the runner treats our levels and other programs alike.
class Player {
public:
    virtual ~Player() = default;
    virtual const std::string& name() const = 0;
    // A new game under these rules (the OpenTafl rules string, for external engines).
    virtual void new_game(const std::string& rules_string) { (void)rules_string; }
    // The player's move in `pos` (not over); throws Failure when the player cannot answer. Raised,
    // `stop` asks for an answer now: the match no longer needs this game.
    virtual Move move(const Position& pos, std::uint64_t seed, const std::atomic<bool>& stop) = 0;
};

// One of our levels, with its limits, style and evaluation weights changed by
// `name:key=value,...` settings (see level_spec.h).
class LevelPlayer final : public Player {
public:
    LevelPlayer(const std::string& spec, int movetime_ms) : spec_(parse_level_spec(spec, "match", movetime_ms)) {
        configure(searcher_, spec_);
    }
    const std::string& name() const override { return spec_.name; }
    Move move(const Position& pos, std::uint64_t seed, const std::atomic<bool>& stop) override {
        const ai::Result r = searcher_.search(pos, spec_.limits, spec_.style, seed, {}, &stop);
        if (!r.has_move()) throw Failure{"match: " + spec_.name + " found no move"};
        return r.best;
    }

private:
    LevelSpec spec_;
    ai::Searcher searcher_{8};
};

// An external engine, started with `/bin/sh -c COMMAND`, spoken to in the OpenTafl Engine
// Protocol: `rules` at each game, `position` and `side` before its first move, then for each of
// its moves the opponent's move (`opponent-move`, with the board after it) and `play`; its `move`
// line is read back within a time limit and confirmed with the board after it (`move`). Sent move
// by move, the game keeps its history in the engine, so rules on repetition apply there as here.
class OtepPlayer final : public Player {
public:
    OtepPlayer(std::string command, int timeout_ms) : name_("otep:" + command), timeout_ms_(timeout_ms) {
#if defined(_WIN32)
        throw Failure{"match: external engines (otep:) are not supported on Windows yet"};
#else
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) throw Failure{"match: cannot make pipes"};
        signal(SIGPIPE, SIG_IGN);  // an engine that quits must not end the runner
        pid_ = fork();
        if (pid_ < 0) throw Failure{"match: cannot start '" + command + "'"};
        if (pid_ == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            close(to_child[1]);
            close(from_child[0]);
            execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = to_child[1];
        out_ = from_child[0];
#endif
    }
    ~OtepPlayer() override {
#if !defined(_WIN32)
        send("goodbye");
        if (in_ >= 0) close(in_);
        if (out_ >= 0) close(out_);
        if (pid_ > 0) {
            int status = 0;
            // A well-behaved engine ends at `goodbye` or at the end of its input.
            for (int i = 0; i < 50 && waitpid(pid_, &status, WNOHANG) == 0; ++i) usleep(20000);
            if (waitpid(pid_, &status, WNOHANG) == 0) {
                kill(pid_, SIGKILL);
                waitpid(pid_, &status, 0);
            }
        }
#endif
    }
    const std::string& name() const override { return name_; }
    void new_game(const std::string& rules_string) override {
        send("rules " + rules_string);
        own_ply_ = -1;
    }
    Move move(const Position& pos, std::uint64_t seed, const std::atomic<bool>& stop) override {
        (void)seed;
        (void)stop;  // an engine is not interrupted: its answer comes within its time limit
        const std::string side(side_id(pos.side_to_move()));
        if (own_ply_ >= 0 && pos.ply() == own_ply_ + 2) {
            send("opponent-move " + write_move_record(record_last_move(pos)) + " " + pos.record());
        } else {
            send("position " + pos.record());
            send("side " + side);
        }
        send("play " + side);
        for (;;) {
            const std::string line = read_line();
            if (line.rfind("move ", 0) == 0) {
                const Move m = parse_reply(pos, line.substr(5));
                // Confirmed with the board after it while the game goes on (a board without its
                // king, after a capture, is no board an engine can read).
                Position after = pos;
                if (after.make(m).status == Status::Ongoing) send("move " + after.record());
                own_ply_ = pos.ply();
                return m;
            }
            if (line.rfind("error", 0) == 0) throw Failure{"match: " + name_ + " answered '" + printable(line) + "'"};
            // status lines and the rest: read on
        }
    }

private:
    static std::string printable(const std::string& s) {
        std::string out;
        for (const char c : s.substr(0, 120)) out += (c >= 32 && c < 127) ? c : '?';
        return out;
    }
    // The move of an OpenTafl move record ("tb4-b3xc3"): its from and to squares, checked legal.
    Move parse_reply(const Position& pos, const std::string& record) {
        std::size_t i = 0;
        if (i < record.size() && (record[i] == 't' || record[i] == 'T' || record[i] == 'K')) ++i;
        const std::size_t dash = record.find('-', i);
        if (dash == std::string::npos)
            throw Failure{"match: " + name_ + " sent a bad move '" + printable(record) + "'"};
        std::size_t end = dash + 1;
        while (end < record.size() && (std::isalnum(static_cast<unsigned char>(record[end])) != 0) &&
               !(end > dash + 2 && record[end] == 'x'))
            ++end;
        const std::string text = record.substr(i, end - i);
        MoveList moves;
        pos.legal_moves(moves);
        for (const Move m : moves)
            if (move_name(m) == text) return m;
        throw Failure{"match: " + name_ + " played '" + printable(text) + "', not a legal move here"};
    }
#if defined(_WIN32)
    void send(const std::string&) {}
    std::string read_line() { return {}; }
#else
    void send(const std::string& line) {
        if (in_ < 0) return;
        const std::string text = line + "\n";
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = write(in_, text.data() + done, text.size() - done);
            if (n <= 0) return;
            done += static_cast<std::size_t>(n);
        }
    }
    std::string read_line() {
        for (;;) {
            const std::size_t nl = buffer_.find('\n');
            if (nl != std::string::npos) {
                std::string line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return line;
            }
            if (buffer_.size() > 1 << 20) throw Failure{"match: " + name_ + " sent a line over 1 MiB"};
            pollfd p{out_, POLLIN, 0};
            const int ready = poll(&p, 1, timeout_ms_);
            if (ready == 0)
                throw Failure{"match: " + name_ + " sent no move within " + std::to_string(timeout_ms_) + " ms"};
            char chunk[4096];
            const ssize_t n = ready > 0 ? read(out_, chunk, sizeof chunk) : -1;
            if (n <= 0) throw Failure{"match: " + name_ + " ended before it answered"};
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }
    pid_t pid_ = -1;
    int in_ = -1;
    int out_ = -1;
#endif
    std::string name_;
    int timeout_ms_;
    std::string buffer_;
    int own_ply_ = -1;  // the ply at which the engine last moved in this game (-1: not yet)
};

std::unique_ptr<Player> make_player(const std::string& spec, int movetime_ms, int timeout_ms) {
    if (spec.rfind("otep:", 0) == 0) {
        if (spec.size() == 5) throw Failure{"match: otep: needs a command"};
        return std::make_unique<OtepPlayer>(spec.substr(5), timeout_ms);
    }
    return std::make_unique<LevelPlayer>(spec, movetime_ms);
}

// [SECTION] Games

// A varied opening: `plies` moves drawn at random (from the match's seed) among the legal ones,
// so that the pairs of games start from different positions; none may end the game.
std::vector<Move> opening(const std::shared_ptr<const Rules>& rules, int plies, std::uint64_t seed) {
    Pcg32 rng(seed, 0x6F70656EULL);
    for (int attempt = 0; attempt < 100; ++attempt) {
        Position pos(rules);
        std::vector<Move> line;
        while (static_cast<int>(line.size()) < plies && !pos.game_over()) {
            MoveList moves;
            pos.legal_moves(moves);
            if (moves.empty()) break;
            const Move m = moves[static_cast<int>(rng.next() % static_cast<std::uint32_t>(moves.size()))];
            pos.make(m);
            line.push_back(m);
        }
        if (!pos.game_over() && static_cast<int>(line.size()) == plies) return line;
    }
    return {};
}

struct GameResult {
    Status status = Status::Draw;
    std::string reason;
    int plies = 0;
    std::string final_position;  // the board when the move limit stopped the game
    std::vector<Move> moves;     // the game's moves after the opening
};

GameResult play_one(const std::shared_ptr<const Rules>& rules, const std::vector<Move>& start, Player& attackers,
                    Player& defenders, const std::string& rules_string, std::uint64_t seed, int max_plies,
                    const std::atomic<bool>& stop) {
    Position pos(rules);
    for (const Move m : start) pos.make(m);
    attackers.new_game(rules_string);
    defenders.new_game(rules_string);
    while (!pos.game_over() && pos.ply() < max_plies) {
        Player& p = pos.side_to_move() == Side::Attackers ? attackers : defenders;
        const Move m = p.move(pos, seed + static_cast<std::uint64_t>(pos.ply()), stop);
        if (stop.load()) return {};  // the match has ended: nobody reads this game
        if (pos.check_move(m) != Illegal::None) throw Failure{"match: " + p.name() + " played an illegal move"};
        pos.make(m);
    }
    GameResult g;
    g.moves = pos.moves_played();
    g.moves.erase(g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(start.size()));
    g.plies = pos.ply();
    g.status = pos.game_over() ? pos.status() : Status::Draw;
    g.reason = pos.game_over() ? std::string(reason_id(pos.reason())) : "move-limit";
    if (!pos.game_over()) g.final_position = pos.record();
    return g;
}

}  // namespace

// [SECTION] The command

int cmd_match(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"match: --variant ID is required"};
    if (!o.has("first") || !o.has("second")) throw Failure{"match: --first PLAYER and --second PLAYER are required"};
    auto rules = lib.rules(o.variant);
    const int games = static_cast<int>(o.number("games", 2, 1, 100000));
    const auto seed = static_cast<std::uint64_t>(o.number("seed", 1, 0, (1LL << 62)));
    const int opening_plies = static_cast<int>(o.number("opening-plies", 4, 0, 40));
    const int max_plies = static_cast<int>(o.number("max-plies", 300, 1, 10000));
    const int movetime = static_cast<int>(o.number("movetime", 0, 0, 3600 * 1000));
    const int timeout = static_cast<int>(o.number("engine-timeout", 60000, 100, 3600 * 1000));
    std::optional<Sprt> sprt;
    if (o.has("sprt")) {
        const std::string text = o.text("sprt");
        Sprt s;
        char extra = 0;
        if (std::sscanf(text.c_str(), "%lf,%lf%c", &s.elo0, &s.elo1, &extra) != 2 || !(s.elo0 < s.elo1) ||
            std::abs(s.elo0) > 1000 || std::abs(s.elo1) > 1000)
            throw Failure{"match: --sprt expects ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,10)"};
        sprt = s;
    }
    const int jobs = static_cast<int>(o.number("jobs", 1, 1, 64));
    // Each job has its own pair of players (an external engine is started once per job). All are
    // made before any game, so a bad player is refused at once.
    struct Pair {
        std::unique_ptr<Player> first, second;
    };
    std::vector<Pair> players;
    for (int j = 0; j < jobs; ++j)
        players.push_back(
            {make_player(o.text("first"), movetime, timeout), make_player(o.text("second"), movetime, timeout)});
    const Player& first = *players.front().first;
    const Player& second = *players.front().second;
    const OtnRulesEncoding otn = encode_otn_rules(rules->set(), o.variant);
    for (const RuleProblem& p : otn.rest)
        std::printf("note external engines are told the OpenTafl rules; %s is not among them: %s\n",
                    p.parameter.c_str(), p.message.c_str());

    // Game i: pairs of games from one opening, the first player attacking in the first of each
    // pair. A game depends only on its number and the seed (each search starts from an empty
    // table), so the jobs play the same games as one would; the results are read in order.
    struct Slot {
        bool done = false;
        std::vector<Move> opening;
        GameResult game;
        std::exception_ptr error;
    };
    std::vector<Slot> slots(static_cast<std::size_t>(games));
    std::mutex mutex;
    std::condition_variable finished;
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    auto work = [&](Pair& pair) {
        while (!stop.load()) {
            const int i = next.fetch_add(1);
            if (i >= games) return;
            const bool first_attacks = i % 2 == 0;
            Slot slot;
            try {
                slot.opening = opening(rules, opening_plies, seed + static_cast<std::uint64_t>(i / 2));
                slot.game = play_one(rules, slot.opening, first_attacks ? *pair.first : *pair.second,
                                     first_attacks ? *pair.second : *pair.first, otn.text,
                                     seed * std::uint64_t{1000003} + static_cast<std::uint64_t>(i), max_plies, stop);
            } catch (...) {
                slot.error = std::current_exception();
            }
            const bool failed = slot.error != nullptr;
            {
                std::lock_guard<std::mutex> lock(mutex);
                slot.done = true;
                slots[static_cast<std::size_t>(i)] = std::move(slot);
            }
            finished.notify_all();
            if (failed) return;  // this job's players may be broken; the failure ends the match
        }
    };
    std::vector<std::thread> threads;
    // Stops and joins the jobs however the loop below ends (a verdict, the last game, a failure).
    struct Joiner {
        std::atomic<bool>& stop;
        std::vector<std::thread>& threads;
        ~Joiner() {
            stop.store(true);
            for (auto& t : threads) t.join();
        }
    } joiner{stop, threads};
    for (auto& pair : players) threads.emplace_back(work, std::ref(pair));

    MatchTally tally;
    MatchTally as_attackers;  // the first player's games as attackers
    int verdict = 0;
    for (int i = 0; i < games && verdict == 0; ++i) {
        Slot slot;
        {
            std::unique_lock<std::mutex> lock(mutex);
            finished.wait(lock, [&] { return slots[static_cast<std::size_t>(i)].done; });
            slot = std::move(slots[static_cast<std::size_t>(i)]);
        }
        if (slot.error) std::rethrow_exception(slot.error);
        const GameResult& g = slot.game;
        const bool first_attacks = i % 2 == 0;
        const bool first_won = (g.status == Status::AttackersWin) == first_attacks && g.status != Status::Draw;
        const char* outcome = g.status == Status::Draw ? "draw" : first_won ? "first" : "second";
        tally.add(g.status == Status::Draw, first_won);
        if (first_attacks) as_attackers.add(g.status == Status::Draw, first_won);
        std::string opening_text;
        for (const Move m : slot.opening) opening_text += (opening_text.empty() ? "" : ",") + move_name(m);
        std::string moves_text;
        if (o.show_moves)
            for (const Move m : g.moves) moves_text += (moves_text.empty() ? " moves=" : ",") + move_name(m);
        std::printf("game %d opening=%s attackers=%s winner=%s reason=%s plies=%d%s%s%s\n", i + 1,
                    opening_text.empty() ? "-" : opening_text.c_str(), first_attacks ? "first" : "second", outcome,
                    g.reason.c_str(), g.plies, g.final_position.empty() ? "" : " final=", g.final_position.c_str(),
                    moves_text.c_str());
        if (sprt) {
            verdict = sprt->verdict(tally);
            std::printf("sprt llr=%.3f bounds=%.3f,%.3f\n", sprt->llr(tally), sprt->lower_bound(), sprt->upper_bound());
        }
        std::fflush(stdout);
    }
    const EloEstimate e = estimate_elo(tally);
    std::printf(
        "summary games=%d first=%s second=%s wins=%d draws=%d losses=%d score=%.3f elo=%+.1f "
        "elo_low=%+.1f elo_high=%+.1f first_as_attackers=%d/%d/%d\n",
        tally.games(), first.name().c_str(), second.name().c_str(), tally.wins, tally.draws, tally.losses,
        tally.score(), e.elo, e.low, e.high, as_attackers.wins, as_attackers.draws, as_attackers.losses);
    if (sprt)
        std::printf("sprt elo0=%g elo1=%g verdict=%s\n", sprt->elo0, sprt->elo1,
                    verdict > 0   ? "H1"
                    : verdict < 0 ? "H0"
                                  : "undecided");
    return 0;
}

}  // namespace tafl::cli
