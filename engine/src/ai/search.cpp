// search.cpp: iterative deepening PVS with a transposition table, move ordering (hash move,
// immediate wins, captures, king moves toward safety, killers, history), late-move reductions,
// and a quiescence step that resolves king escape and king capture threats, since a tafl king can
// cross the board in one move.
#include "taflbord/ai/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(_MSC_VER)
#include <xmmintrin.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "taflbord/ai/evaluate.h"
#include "taflbord/prng.h"

namespace tafl::ai {

namespace {

enum Bound : std::uint8_t { kNoBound = 0, kUpper = 1, kLower = 2, kExact = 3 };

// What the transposition table holds for a position.
struct TtEntry {
    int score = 0;
    Move move{};
    int depth = 0;
    int bound = kNoBound;
};

}  // namespace

// The transposition table, shared by the threads of a search. Each slot is two 64-bit words,
// the entry packed into one and the key xored with it in the other: a slot torn by two threads
// writing at once no longer matches its key and is simply a miss. `generation` makes the table
// "cleared" for a new search in O(1), so that every search starts from the same state
// (determinism) without wiping megabytes. The slots come zeroed from calloc, which for a table
// of this size maps fresh pages: a short search touches only the pages it uses, instead of every
// page of the table being written once more at construction. On Linux a table of 8 MB or more is
// mapped on 2 MB boundaries and asked for huge pages, where the system grants them: a probe is a
// random read of the table (its load was the search's most expensive instruction), and huge
// pages spare it most misses in the address cache; `bench` ran about 3 % faster.
class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes)
        : slots_(make_table(megabytes)), mask_(slots_.get_deleter().bytes / sizeof(Slot) - 1) {}

    // A new search: entries of earlier ones no longer count.
    void new_search() {
        if (++generation_ == 0) {
            for (std::size_t i = 0; i <= mask_; ++i) {
                word(slots_[i].check).store(0, std::memory_order_relaxed);
                word(slots_[i].data).store(0, std::memory_order_relaxed);
            }
            generation_ = 1;
        }
    }

    // Starts loading the slot of `key` into the cache (a hint: nothing changes if it is wrong).
    void prefetch(std::uint64_t key) const {
#if defined(_MSC_VER)
        _mm_prefetch(reinterpret_cast<const char*>(&slots_[key & mask_]), _MM_HINT_T0);
#else
        __builtin_prefetch(&slots_[key & mask_]);
#endif
    }

    bool probe(std::uint64_t key, TtEntry& out) const {
        std::uint64_t data = 0;
        if (!read(key, data)) return false;
        out = unpack(data);
        return true;
    }

    void store(std::uint64_t key, int depth, int score, int bound, Move m) {
        Slot& slot = slots_[key & mask_];
        const std::uint64_t old_data = word(slot.data).load(std::memory_order_relaxed);
        const std::uint64_t old_key = word(slot.check).load(std::memory_order_relaxed) ^ old_data;
        const bool current = generation_of(old_data) == generation_ && old_data != 0;
        if (current && old_key != key && unpack(old_data).depth > depth) return;
        if (current && old_key == key && m.from < 0) m = unpack(old_data).move;
        const std::uint64_t data = pack(score, m, depth, bound);
        word(slot.data).store(data, std::memory_order_relaxed);
        word(slot.check).store(key ^ data, std::memory_order_relaxed);
    }

private:
    // Plain words, read and written atomically through std::atomic_ref (so that calloc's zeroed
    // memory is a valid table).
    struct Slot {
        alignas(std::atomic_ref<std::uint64_t>::required_alignment) std::uint64_t check;
        alignas(std::atomic_ref<std::uint64_t>::required_alignment) std::uint64_t data;
    };
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // A table this large is mapped for huge pages; a smaller one comes from calloc.
    static constexpr bool mapped(std::size_t bytes) { return bytes >= 4 * kHugePage; }
#endif
    // Zeroed memory for `bytes` of slots (see the class comment).
    static Slot* allocate(std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (mapped(bytes)) {
            // Map a huge page more than needed, then give back what lies before the first 2 MB
            // boundary and after the table.
            void* raw = mmap(nullptr, bytes + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (raw == MAP_FAILED) throw std::bad_alloc();
            const auto start = reinterpret_cast<std::uintptr_t>(raw);
            const std::uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
            if (aligned > start) munmap(raw, aligned - start);
            if (const std::size_t tail = start + bytes + kHugePage - (aligned + bytes); tail > 0)
                munmap(reinterpret_cast<void*>(aligned + bytes), tail);
            madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);  // a hint: refused is fine
            return reinterpret_cast<Slot*>(aligned);
        }
#endif
        auto* p = static_cast<Slot*>(std::calloc(bytes / sizeof(Slot), sizeof(Slot)));
        if (!p) throw std::bad_alloc();
        return p;
    }
    struct Free {
        explicit Free(std::size_t b = 0) : bytes(b) {}
        std::size_t bytes;
        void operator()(Slot* p) const {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
            if (mapped(bytes)) {
                munmap(p, bytes);
                return;
            }
#endif
            std::free(p);
        }
    };
    using Table = std::unique_ptr<Slot[], Free>;
    // The largest power of two of slots that fits in `megabytes` (at least 1,024).
    static Table make_table(std::size_t megabytes) {
        const std::size_t entries = std::max<std::size_t>(1024, megabytes * 1024 * 1024 / sizeof(Slot));
        std::size_t pow2 = 1;
        while (pow2 * 2 <= entries) pow2 *= 2;
        return Table(allocate(pow2 * sizeof(Slot)), Free(pow2 * sizeof(Slot)));
    }
    static std::atomic_ref<std::uint64_t> word(std::uint64_t& w) { return std::atomic_ref<std::uint64_t>(w); }
    // Bits: score 0-15, from+1 16-24, to+1 25-33, depth+1 34-41, bound 42-43, generation 44-59.
    std::uint64_t pack(int score, Move m, int depth, int bound) const {
        const auto u = [](long long v) { return static_cast<std::uint64_t>(v); };
        return (u(score) & 0xFFFF) | (u(m.from + 1) & 0x1FF) << 16 | (u(m.to + 1) & 0x1FF) << 25 |
               (u(std::clamp(depth, -1, 127) + 1) & 0xFF) << 34 | (u(bound) & 0x3) << 42 |
               u(generation_) << 44;
    }
    static std::uint16_t generation_of(std::uint64_t data) { return static_cast<std::uint16_t>(data >> 44); }
    static TtEntry unpack(std::uint64_t data) {
        TtEntry e;
        e.score = static_cast<std::int16_t>(data & 0xFFFF);
        e.move.from = static_cast<std::int16_t>(static_cast<int>((data >> 16) & 0x1FF) - 1);
        e.move.to = static_cast<std::int16_t>(static_cast<int>((data >> 25) & 0x1FF) - 1);
        e.depth = static_cast<int>((data >> 34) & 0xFF) - 1;
        e.bound = static_cast<int>((data >> 42) & 0x3);
        return e;
    }
    bool read(std::uint64_t key, std::uint64_t& data) const {
        Slot& slot = slots_[key & mask_];
        data = word(slot.data).load(std::memory_order_relaxed);
        const std::uint64_t check = word(slot.check).load(std::memory_order_relaxed);
        return data != 0 && (check ^ data) == key && generation_of(data) == generation_;
    }

    Table slots_;
    std::size_t mask_ = 0;
    std::uint16_t generation_ = 0;
};

namespace {

// Quiescence answers forcing threats (an open route, a king capture) for at most this many
// plies; king forks are tried, and fork threats answered, only in its first plies. The attackers
// answer a threat only with moves that can stop it (threat_answer_squares) or end the game.
constexpr int kQuiescencePlies = 6;
// In its first plies a side with no threat to answer may also take a man rather than stand pat:
// a man left where he can be taken at the end of a line is counted as lost, not as standing. Not
// against a king with kFewMen men or fewer: there the attackers have men to spare and draw the net
// by small steps, and with it hersir took longer over three won endgames of tests/data/endgames.txt
// than their bounds (copenhagen-two 42 plies where it took 32, bound 48; brandubh-lone 48 where 16,
// bound 40; hnefatafl-net-two 42 where 28, bound 30).
constexpr int kTakePlies = 4;
constexpr int kForkPlies = 2;
// In its first plies the defenders also try king moves that open one route (the attackers must
// then close it): ladders of such threats are how a king breaks out, and a search that stands
// pat on them finds them a ply or two too late.
constexpr int kCheckPlies = 1;
constexpr int kMaxChecks = 6;
// Not for a king with this many men or fewer: alone he only checks into a net that answers every
// check at once, and the search spends on them the depth it needs to close the net.
constexpr int kChecksFromMen = 2;
// A position stands for the third time at the earliest eight plies after the first: before
// that, a move that answers no threat cannot end the game by repetition.
constexpr int kPliesToRepeatTwice = 8;
// When the side to move scores at least this much (a man and a half) it is ahead and must make
// progress: a root move that brings back an earlier position scores kRepeatPenalty less.
constexpr int kAheadToAvoidRepeats = 150;
constexpr int kRepeatPenalty = 60;
// Aspiration: from this depth on, an iteration first searches a window this wide around the last
// score, and widens it (four times each time) only when the score falls outside.
constexpr int kAspirationDepth = 4;
constexpr int kAspirationWindow = 40;
// Null move: the side to move passes and the opponent gets a search this much shallower; if the
// position still holds beta, a real move would too. Tafl has zugzwang only where a side is short
// of moves, so the step is skipped for a side with few pieces, and from kNullVerifyDepth on a cut
// is confirmed by a reduced search with the null move forbidden.
constexpr int kNullMinDepth = 3;
// Futility: a quiet move one ply from the horizon is not tried where the static score is this far
// below alpha (a man is 100). Measured at huscarl against the search without it, 200 games from
// the same 100 openings (match seed 12): Tablut 0.625, Copenhagen 0.748 (as attackers 53 won, 12
// drawn, 35 lost). On Tablut a margin of 60 scored about the same and 150 less (0.595); the same
// step two plies from the horizon cut few nodes.
constexpr int kFutilityMargin = 100;
// With fewer defenders the step left hersir unable to finish three won endgames of
// tests/data/endgames.txt within their bounds.
constexpr int kFutilityMinDefenders = 2;
constexpr int kNullMinPieces = 4;
constexpr int kNullVerifyDepth = 7;
// An iteration cut short by the limits replaces the last one's move by a better one it found.
// Against a king with kFewMen men or fewer, only where it has found that move worse by
// kRefutation (a man) or more: there the net is drawn by steps worth a few points each, whose
// scores swing from one depth to the next, and a half-searched iteration is no better judge than
// the last full one (hersir, taking every such better move, lost won endgames of
// tests/data/endgames.txt to the king).
constexpr int kRefutation = 100;

// Late-move reductions: a quiet move searched late at `depth` gets a search shallower by about
// ln(depth) * ln(moves searched) / 2 plies (at least one, and one less at a node of the principal
// variation), so the longer the list and the deeper the search, the less its tail costs. The
// logarithms are a table of 100 ln n, so that every machine reduces alike. Against the build
// that reduced by one ply (two from depth 5 and the thirteenth move), 100 games a match: at 60 ms
// a move Tablut 0.585 and 0.570 (seeds 21 and 22), Copenhagen 0.550; at 200,000 nodes Tablut
// 0.480 and 0.490, Copenhagen 0.560. A divisor of 1.6 scored 0.510 on Tablut at 60 ms, 2.5 0.550.
// Against a king with kFewMen men or fewer the old reductions stay: with these, hersir took 62,
// 72 and 40 plies over the won endgames copenhagen-two, copenhagen-edge and hnefatafl-net-two
// (bounds 48, 40 and 30), where it takes 32, 34 and 28 (jarl took copenhagen-two in 34).
constexpr std::array<int, 64> kLn100 = {
    0,   0,   69,  110, 139, 161, 179, 195, 208, 220, 230, 240, 248, 256, 264, 271, 277, 283, 289, 294, 300, 304,
    309, 314, 318, 322, 326, 330, 333, 337, 340, 343, 347, 350, 353, 356, 358, 361, 364, 366, 369, 371, 374, 376,
    378, 381, 383, 385, 387, 389, 391, 393, 395, 397, 399, 401, 403, 404, 406, 408, 409, 411, 413, 414};
int late_move_reduction(int depth, int searched, bool pv_node, bool few_men) {
    if (few_men) return 1 + (depth >= 5 && searched >= 12 ? 1 : 0);
    const int d = kLn100[static_cast<std::size_t>(std::min(depth, 63))];
    const int n = kLn100[static_cast<std::size_t>(std::min(searched, 63))];
    int r = (d * n + 10000) / 20000;  // rounded: 0.5 + ln d ln n / 2
    if (pv_node) --r;
    return std::clamp(r, 1, depth - 2);
}

// Scores stored in the table are relative to the node, not the root.
int to_tt(int score, int ply) {
    if (score >= kWinThreshold) return score + ply;
    if (score <= -kWinThreshold) return score - ply;
    return score;
}
int from_tt(int score, int ply) {
    if (score >= kWinThreshold) return score - ply;
    if (score <= -kWinThreshold) return score + ply;
    return score;
}

// The score for the side that just moved, of a move that ended the game.
int terminal_score_for_mover(const MoveResult& r, Side mover, int ply) {
    if (r.status == Status::Draw) return 0;
    const bool mover_won = (r.status == Status::AttackersWin) == (mover == Side::Attackers);
    return mover_won ? kWin - (ply + 1) : -(kWin - (ply + 1));
}

struct Aborted {};

// Sorts moves[from..] by descending score, stable (insertion sort: lists are short and mostly
// ordered by the generator already).
void sort_range(MoveList& moves, std::array<int, MoveList::kCapacity>& scores, int from) {
    for (int i = from + 1; i < moves.size(); ++i) {
        const Move m = moves[i];
        const int sc = scores[static_cast<std::size_t>(i)];
        int j = i - 1;
        while (j >= from && scores[static_cast<std::size_t>(j)] < sc) {
            moves[j + 1] = moves[j];
            scores[static_cast<std::size_t>(j + 1)] = scores[static_cast<std::size_t>(j)];
            --j;
        }
        moves[j + 1] = m;
        scores[static_cast<std::size_t>(j + 1)] = sc;
    }
}

}  // namespace

// [SECTION] Search state

class Search {
public:
    explicit Search(TranspositionTable& tt) : tt_(tt) {}

    // `helper` (from 1): one of the extra threads of a parallel search, with no limits but
    // `stop`; with an odd index it searches each iteration a ply deeper than the main thread, so
    // that the threads do not all walk the same tree. The caller ages the shared table.
    // The evaluation's weights for the searches that follow.
    void set_weights(const Weights& weights) { weights_ = weights; }
    Result run(const Position& root, const Limits& limits, const Style& style, std::uint64_t seed,
               const std::function<void(const Info&)>& progress, const std::atomic<bool>* stop, int helper = 0);

private:
    // [SECTION] Table
    void store(std::uint64_t key, int depth, int score, int bound, Move m, int ply) {
        tt_.store(key, depth, to_tt(score, ply), bound, m);
    }

    void count_node() {
        ++nodes_;
        if (node_limit_ && nodes_ >= node_limit_) throw Aborted{};
        if ((nodes_ & 2047) == 0) {
            if (stop_ && stop_->load(std::memory_order_relaxed)) throw Aborted{};
            if (deadline_ms_ > 0 && elapsed_ms() >= deadline_ms_) throw Aborted{};
        }
    }
    int elapsed_ms() const {
        return static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count());
    }

    // The static evaluation of the current position through a small cache keyed by the position
    // key (cleared with the table's generation, so a search never sees another's entries).
    int static_eval() {
        const std::uint64_t key = pos_->key();
        EvalEntry& e = eval_cache_[key & (kEvalCacheSize - 1)];
        if (e.key == key && e.generation == generation_) return e.score;
        const int score = evaluate(*pos_, *tables_, weights_, &regions_);
        e = EvalEntry{key, score, generation_};
        return score;
    }

    // The king's region here, found now if it is not known: the attackers' replies that are
    // evaluated next find theirs from it (RegionCache) instead of each by a fill.
    void warm_region() {
        if (pos_->rules().set().escape != Escape::None && pos_->king_square() != kNoSquare)
            regions_.get(*pos_, *tables_);
    }

    // [SECTION] Move ordering
    int order_score(const Position& pos, Move m, int ply) const;
    void sort_moves(const Position& pos, MoveList& moves, std::array<int, MoveList::kCapacity>& scores, int ply) const;
    bool quiet_capture_test(const Position& pos, Move m) const;
    // Does the move leave the game going, take nothing, and, made by the defenders, open the king
    // no route? (Made and taken back: exact for every rule, the king's capture, forts and
    // encirclement included.)
    bool quiet_move(Move m);

    int negamax(int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok = true);
    // May the side to move pass for the null-move test here (no threat to answer, enough men)?
    bool null_move_allowed();
    int quiesce(int alpha, int beta, int ply, int qply);
    // The end of a line with no threat to answer: the better of `best` (the side to move standing
    // pat, or what it already has) and its moves that take a man.
    int quiesce_takes(int best, int alpha, int beta, int ply, int qply);
    int root_search(int depth, int alpha, int beta, MoveList& moves, std::array<int, MoveList::kCapacity>& scores);

    struct EvalEntry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::uint16_t generation = 0;
    };
    // 4,096 entries (64 KB) stay in the core's own caches; 65,536 (1 MB) held more positions but
    // missed the caches so often that `bench` took 8 % longer.
    static constexpr std::size_t kEvalCacheSize = std::size_t{1} << 12;
    std::vector<EvalEntry> eval_cache_ = std::vector<EvalEntry>(kEvalCacheSize);
    RegionCache regions_;
    TranspositionTable& tt_;
    Weights weights_;
    std::uint16_t generation_ = 0;  // of the evaluation cache
    std::unique_ptr<Position> pos_;
    std::unique_ptr<EvalTables> tables_;
    RuleSet tables_set_;  // the rules tables_ was built for
    std::uint64_t nodes_ = 0, node_limit_ = 0;
    int deadline_ms_ = 0;
    int seldepth_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    std::chrono::steady_clock::time_point start_;
    std::array<std::array<Move, 2>, kMaxPly + 8> killers_{};
    // History of quiet moves that cut off, [side][from][to] over board squares only, where `to`
    // is one of the 2 * size squares on the lines through `from` (every move runs along a rank or
    // a file): a small table, in cache, and cheap to clear for each search.
    std::vector<std::int32_t> history_;
    bool history_used_ = false;  // an entry was raised since the table was last cleared
    std::size_t history_index(Side side, Move m) const {
        const auto size = static_cast<std::size_t>(board_size_);
        const auto from = static_cast<std::size_t>(rank_of(m.from)) * size + static_cast<std::size_t>(file_of(m.from));
        const auto to = rank_of(m.from) == rank_of(m.to) ? static_cast<std::size_t>(file_of(m.to))
                                                         : size + static_cast<std::size_t>(rank_of(m.to));
        return ((static_cast<std::size_t>(index_of(side)) * size * size + from) * 2 * size) + to;
    }
    int board_size_ = 0;
    std::array<std::array<Move, kMaxPly + 8>, kMaxPly + 8> pv_{};
    std::array<int, kMaxPly + 8> pv_length_{};
    std::vector<int> root_noise_;
    bool exact_root_ = false;
    bool avoid_repeats_ = false;  // ahead at the last iteration: root moves that repeat lose a little
    // The best root move the iteration under way has proved so far (none yet: from < 0), and its
    // score (a lower bound where it failed high): an iteration cut short by the limits still
    // tells which move beat the last one's choice at the deeper depth.
    Move iteration_best_{};
    int iteration_score_ = 0;
    // The last finished iteration's move and score, and the most that move can score at the
    // depth under way, as far as the iteration has searched it (kInfinity until it has): a move
    // proved better must beat it, and a bound kRefutation or more below the score refutes it.
    Move last_best_{};
    int last_score_ = 0;
    int last_best_bound_ = kInfinity;
};

// [SECTION] Ordering

bool Search::quiet_capture_test(const Position& pos, Move m) const {
    // Would the move capture a man? Tested on the board as it stands: neighbours of the
    // destination that are enemy men with a friendly piece or a hostile empty square beyond.
    const Piece mover = pos.at(m.from);
    const Side side = side_of(mover);
    const Rules& rules = pos.rules();
    if (mover == Piece::King && rules.set().king_armed == KingArmed::No) return false;
    const Piece victim = side == Side::Attackers ? Piece::Defender : Piece::Attacker;
    for (int d : kDirections) {
        const Square n = m.to + d;
        if (pos.at(n) != victim) continue;
        const Square far = n + d;
        if (far == m.from) continue;
        const Piece p = pos.at(far);
        if (p == Piece::Empty || p == Piece::Offboard) {
            if (rules.empty_hostile_to_man(far, opponent(side))) return true;
        } else if (is_piece(p) && side_of(p) == side &&
                   (p != Piece::King || rules.set().king_armed == KingArmed::Yes)) {
            return true;
        }
    }
    return false;
}

bool Search::quiet_move(Move m) {
    Position& pos = *pos_;
    const Side us = pos.side_to_move();
    const MoveResult& r = pos.make(m);
    const bool quiet = r.status == Status::Ongoing && r.capture_count == 0 &&
                       (us == Side::Attackers || pos.escape_routes() == 0);
    pos.unmake();
    return quiet;
}

int Search::order_score(const Position& pos, Move m, int ply) const {
    const Piece mover = pos.at(m.from);
    const Rules& rules = pos.rules();
    int score = 0;
    if (mover == Piece::King) {
        if (rules.flags(m.to) & kEscape) return 1 << 29;
        score += 20000 + 400 * (tables_->escape_distance(m.from) - tables_->escape_distance(m.to));
    }
    if (quiet_capture_test(pos, m)) score += 1 << 27;
    const Square k = pos.king_square();
    if (mover == Piece::Attacker && k != kNoSquare) {
        // Attackers: squares next to the king first.
        int dist = std::abs(file_of(m.to) - file_of(k)) + std::abs(rank_of(m.to) - rank_of(k));
        if (dist == 1) score += 30000;
    }
    if (ply < kMaxPly) {
        if (m == killers_[static_cast<std::size_t>(ply)][0])
            score += 1 << 26;
        else if (m == killers_[static_cast<std::size_t>(ply)][1])
            score += 1 << 25;
    }
    score += history_[history_index(side_of(mover), m)];
    return score;
}

void Search::sort_moves(const Position& pos, MoveList& moves, std::array<int, MoveList::kCapacity>& scores,
                        int ply) const {
    for (int i = 0; i < moves.size(); ++i) scores[static_cast<std::size_t>(i)] = order_score(pos, moves[i], ply);
    sort_range(moves, scores, 0);
}

// [SECTION] Quiescence

int Search::quiesce(int alpha, int beta, int ply, int qply) {
    Position& pos = *pos_;
    seldepth_ = std::max(seldepth_, ply);
    const Side us = pos.side_to_move();
    // An immediate win for the side to move ends the line.
    if (us == Side::Defenders) {
        if (pos.escape_routes() > 0) return kWin - (ply + 1);
    } else if (pos.attackers_can_capture_king()) {
        return kWin - (ply + 1);
    }
    const int routes = us == Side::Attackers ? pos.escape_routes() : 0;
    // Two open routes cannot both be closed by one move: the king escapes.
    if (routes >= 2) return -(kWin - (ply + 2));
    bool threatened = false;
    if (us == Side::Defenders) threatened = pos.attackers_can_capture_king();
    // The attackers must also answer a fork the king threatens to make next move.
    const bool must_answer =
        routes == 1 || threatened || (us == Side::Attackers && qply == 0 && fork_move(pos).from >= 0);
    if (us == Side::Defenders && !threatened && qply < kForkPlies && ply < kMaxPly) {
        // A king move to a square with two open routes (a fork), or beside the square he escapes
        // to, wins unless the king is then captured: play such moves here, so the search sees
        // them one ply earlier.
        const Move fork = fork_move(pos);
        if (fork.from >= 0 && pos.check_move(fork) == Illegal::None) {
            count_node();
            const MoveResult& r = pos.make(fork);
            int score = r.status != Status::Ongoing ? terminal_score_for_mover(r, us, ply)
                                                    : -quiesce(-beta, -alpha, ply + 1, qply + 1);
            pos.unmake();
            // A fork the attackers refute (by capturing the king) proves nothing: fall back on the
            // static evaluation rather than on that line.
            if (score >= beta || score >= kWinThreshold) return score;
        }
    }
    // (Nothing here is a threat the defenders must answer, so the best of standing pat and the
    // king's moves is the score.)
    if (us == Side::Defenders && !threatened && qply < kCheckPlies && ply < kMaxPly &&
        pos.piece_count(Piece::Defender) > kChecksFromMen) {
        int best = static_eval();
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
        const Square k = pos.king_square();
        Move checks[kMaxChecks];
        int n = 0;
        find_king_destination(pos, [&](Square to) {
            if (routes_from(pos, k, to) == 1)
                checks[n++] = Move{static_cast<std::int16_t>(k), static_cast<std::int16_t>(to)};
            return n == kMaxChecks;
        });
        for (int i = 0; i < n; ++i) {
            if (pos.check_move(checks[i]) != Illegal::None) continue;
            count_node();
            const MoveResult& r = pos.make(checks[i]);
            const int score = r.status != Status::Ongoing ? terminal_score_for_mover(r, us, ply)
                                                          : -quiesce(-beta, -alpha, ply + 1, qply + 1);
            pos.unmake();
            best = std::max(best, score);
            if (score >= beta) return score;
            alpha = std::max(alpha, score);
        }
        return quiesce_takes(best, alpha, beta, ply, qply);
    }
    if (!must_answer) return quiesce_takes(static_eval(), alpha, beta, ply, qply);
    if (qply >= kQuiescencePlies || ply >= kMaxPly) return static_eval();
    // A threat must be answered: look at every reply, one ply deeper in quiescence. The
    // attackers' replies that cannot answer the king's threat are left out (see threat_answer_squares).
    if (us == Side::Attackers) warm_region();
    MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return static_eval();
    if (us == Side::Attackers) {
        std::array<std::uint32_t, kMaxSize> targets{};
        threat_answer_squares(pos, routes, targets);
        // A move elsewhere may still end the game (a third repetition, the no-capture limit):
        // where one can, each is made and kept if it does. A repetition needs a move back to a
        // position that stood twice already, which the keys tell before any move is made; only
        // those are made. (Making every move here had been twelve moves made for each node
        // counted in `think` on Copenhagen's start.)
        const RuleSet& set = pos.rules().set();
        const int quiet = pos.plies_without_capture() + 1;
        const bool may_repeat = set.repetition != Repetition::Ignore && quiet >= kPliesToRepeatTwice;
        const bool at_limit = set.no_capture_draw > 0 && quiet >= set.no_capture_draw;
        int kept = 0;
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            bool keep = (targets[static_cast<std::size_t>(rank_of(m.to))] >> file_of(m.to) & 1U) != 0;
            if (!keep && (at_limit || (may_repeat && pos.earlier_occurrences_after_quiet(m) >= 2))) {
                keep = pos.make(m).status != Status::Ongoing;
                pos.unmake();
            }
            if (keep) moves[kept++] = m;
        }
        // None kept: an open route no man can close is lost; a fork no man can reach is left to
        // the full list, for the king may yet be taken where he means to go.
        if (kept == 0 && routes == 1) return -(kWin - (ply + 2));
        if (kept > 0) moves.keep_first(kept);
    }
    std::array<int, MoveList::kCapacity> scores;
    sort_moves(pos, moves, scores, ply);
    int best = -kInfinity;
    for (Move m : moves) {
        count_node();
        const MoveResult& r = pos.make(m);
        int score;
        if (r.status != Status::Ongoing)
            score = terminal_score_for_mover(r, us, ply);
        else
            score = -quiesce(-beta, -alpha, ply + 1, qply + 1);
        pos.unmake();
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

int Search::quiesce_takes(int best, int alpha, int beta, int ply, int qply) {
    Position& pos = *pos_;
    if (best >= beta || qply >= kTakePlies || ply >= kMaxPly || pos.piece_count(Piece::Defender) <= kFewMen)
        return best;
    alpha = std::max(alpha, best);
    const Side us = pos.side_to_move();
    MoveList moves;
    pos.capture_moves(moves);
    for (Move m : moves) {
        count_node();
        const MoveResult& r = pos.make(m);
        const int score = r.status != Status::Ongoing ? terminal_score_for_mover(r, us, ply)
                                                       : -quiesce(-beta, -alpha, ply + 1, qply + 1);
        pos.unmake();
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

// [SECTION] Main search

bool Search::null_move_allowed() {
    const Position& pos = *pos_;
    // A side with few men may be in zugzwang (every move opens a gap); there passing proves nothing.
    const auto& own = pos.pieces(pos.side_to_move());
    if (static_cast<int>(own.size()) < kNullMinPieces) return false;
    // A threat on the board must be answered, not passed over.
    if (pos.side_to_move() == Side::Attackers) return pos.escape_routes() == 0;
    return true;
}

int Search::negamax(int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok) {
    pv_length_[static_cast<std::size_t>(ply)] = ply;
    if (depth <= 0 || ply >= kMaxPly) return quiesce(alpha, beta, ply, 0);
    Position& pos = *pos_;
    seldepth_ = std::max(seldepth_, ply);
    const std::uint64_t key = pos.key();
    TtEntry e;
    Move tt_move{};
    if (tt_.probe(key, e)) {
        tt_move = e.move;
        if (!pv_node && e.depth >= depth) {
            int s = from_tt(e.score, ply);
            if (e.bound == kExact || (e.bound == kLower && s >= beta) || (e.bound == kUpper && s <= alpha)) return s;
        }
        if (tt_move.from >= 0 && pos.check_move(tt_move) != Illegal::None) tt_move = Move{};
    }
    const Side us = pos.side_to_move();
    // Null move: if passing still holds beta, a real move does too (tested where the static
    // score already holds it, so the step is mostly taken where it can succeed).
    if (!pv_node && null_ok && depth >= kNullMinDepth && ply + depth < kMaxPly && !is_win_score(beta) &&
        null_move_allowed() && static_eval() >= beta) {
        const int reduction = depth >= 6 ? 3 : 2;
        count_node();
        pos.make_null();
        int score = -negamax(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false, false);
        pos.unmake_null();
        if (score >= beta) {
            if (is_win_score(score)) score = beta;  // a win found after a pass is not proved
            if (depth < kNullVerifyDepth) return score;
            // Deep cuts are confirmed without passing, at the reduced depth.
            if (negamax(depth - 1 - reduction, beta - 1, beta, ply, false, false) >= beta) return score;
        }
    }
    const int alpha_start = alpha;
    int best = -kInfinity;
    Move best_move{};
    int searched = 0;
    // Moves that take are never reduced, so the count is the same in every reduced child.
    const bool few_men = pos.piece_count(Piece::Defender) <= kFewMen;

    // Searches one move; returns true on a beta cutoff.
    auto visit = [&](Move m, bool tactical) {
        const bool king_move = pos.at(m.from) == Piece::King;
        if (depth > 1) tt_.prefetch(pos.key_after_quiet(m));  // the child looks its key up first
        count_node();
        const MoveResult& r = pos.make(m);
        const bool captured = r.capture_count > 0;
        int score;
        if (r.status != Status::Ongoing) {
            score = terminal_score_for_mover(r, us, ply);
            pv_length_[static_cast<std::size_t>(ply + 1)] = ply + 1;  // the line ends with this move
        } else {
            // A move that opens the king a route must be answered: it is never reduced. (Searching
            // it a ply deeper as well made the tree of edge-escape games several times larger for
            // no better move; quiescence already follows the threat.)
            const bool threat = us == Side::Defenders && pos.escape_routes() > 0;
            if (searched == 0) {
                score = -negamax(depth - 1, -beta, -alpha, ply + 1, pv_node);
            } else {
                int reduction = 0;
                if (depth >= 3 && searched >= 3 && !tactical && !king_move && !captured && !threat)
                    reduction = late_move_reduction(depth, searched, pv_node, few_men);
                score = -negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
                if (score > alpha && reduction > 0) score = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false);
                if (score > alpha && score < beta) score = -negamax(depth - 1, -beta, -alpha, ply + 1, true);
            }
        }
        pos.unmake();
        ++searched;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                auto& line = pv_[static_cast<std::size_t>(ply)];
                line[static_cast<std::size_t>(ply)] = m;
                const int next = pv_length_[static_cast<std::size_t>(ply + 1)];
                for (int j = ply + 1; j < next; ++j)
                    line[static_cast<std::size_t>(j)] =
                        pv_[static_cast<std::size_t>(ply + 1)][static_cast<std::size_t>(j)];
                pv_length_[static_cast<std::size_t>(ply)] = std::max(next, ply + 1);
            }
        }
        if (alpha < beta) return false;
        if (!tactical && !captured) {
            auto& k = killers_[static_cast<std::size_t>(ply)];
            if (!(k[0] == m)) {
                k[1] = k[0];
                k[0] = m;
            }
            auto& h = history_[history_index(us, m)];
            h = std::min(h + depth * depth, 1 << 20);
            history_used_ = true;
        }
        return true;
    };

    bool cutoff = false;
    // The table slots of the hash move's and the killers' children are fetched together, so that
    // their loads overlap (a killer is a move of an earlier position: only one whose square holds
    // a man of the side to move has a key to fetch).
    if (depth > 1) {
        if (tt_move.from >= 0) tt_.prefetch(pos.key_after_quiet(tt_move));
        if (ply < kMaxPly)
            for (const Move& m : killers_[static_cast<std::size_t>(ply)]) {
                const Piece p = m.from >= 0 ? pos.at(m.from) : Piece::Empty;
                if (is_piece(p) && side_of(p) == us) tt_.prefetch(pos.key_after_quiet(m));
            }
    }
    // The hash move first, then the killers, before any move is generated: often they are all
    // this node needs.
    if (tt_move.from >= 0) cutoff = visit(tt_move, true);
    std::array<Move, 2> killers{};
    if (ply < kMaxPly) {
        for (std::size_t k = 0; k < 2 && !cutoff; ++k) {
            const Move m = killers_[static_cast<std::size_t>(ply)][k];
            if (m.from < 0 || m == tt_move || pos.check_move(m) != Illegal::None) continue;
            killers[k] = m;
            cutoff = visit(m, false);
        }
    }
    if (!cutoff) {
        if (depth == 1 && us == Side::Attackers) warm_region();
        MoveList moves;
        pos.legal_moves(moves);
        std::array<int, MoveList::kCapacity> scores;
        for (int i = 0; i < moves.size(); ++i)
            scores[static_cast<std::size_t>(i)] =
                (moves[i] == tt_move || moves[i] == killers[0] || moves[i] == killers[1])
                    ? -(1 << 30)
                    : order_score(pos, moves[i], ply);
        // Futility at the frontier: where even a good quiet move would leave the score below
        // alpha, only the hash move, the killers, king moves, and moves that end the game, take
        // a man or open the king a route are tried (see kFutilityMargin). Not against a king with
        // two men or fewer, where every quiet move of the net is worth a few points and none a man.
        const bool futile = depth == 1 && !pv_node && !is_win_score(alpha) && !is_win_score(-alpha) &&
                            pos.piece_count(Piece::Defender) > kFutilityMinDefenders &&
                            pos.escape_routes() == 0 && static_eval() + kFutilityMargin <= alpha;
        // Selection by need for the first few moves, so a node that cuts off early never pays
        // for ordering the rest; past them the remainder is sorted once. Ties keep generator order.
        // Each move is chosen one ahead, so that its child's table slot is being fetched while
        // the move before it is searched (bench 0.92 of the time).
        constexpr int kSelected = 8;
        auto select = [&](int i) {
            if (i < kSelected) {
                int bi = i;
                for (int j = i + 1; j < moves.size(); ++j)
                    if (scores[static_cast<std::size_t>(j)] > scores[static_cast<std::size_t>(bi)]) bi = j;
                if (bi != i) {
                    std::swap(moves[i], moves[bi]);
                    std::swap(scores[static_cast<std::size_t>(i)], scores[static_cast<std::size_t>(bi)]);
                }
            } else if (i == kSelected) {
                sort_range(moves, scores, i);
            }
        };
        if (moves.size() > 0) select(0);
        for (int i = 0; i < moves.size() && !cutoff; ++i) {
            if (i + 1 < moves.size()) {
                select(i + 1);
                if (depth > 1) tt_.prefetch(pos.key_after_quiet(moves[i + 1]));
            }
            if (moves[i] == tt_move || moves[i] == killers[0] || moves[i] == killers[1]) continue;
            if (futile && scores[static_cast<std::size_t>(i)] < (1 << 27) && pos.at(moves[i].from) != Piece::King &&
                quiet_move(moves[i])) {
                // It could not have raised alpha: alpha bounds it (and a move that scores no more
                // is not kept as this node's best).
                best = std::max(best, alpha);
                continue;
            }
            cutoff = visit(moves[i], scores[static_cast<std::size_t>(i)] >= (1 << 27));
        }
    }
    // Every move pruned: the static score stands, as at the end of a line.
    if (searched == 0) return static_eval();
    const int bound = best >= beta ? kLower : best > alpha_start ? kExact : kUpper;
    store(key, depth, best, bound, best_move, ply);
    return best;
}

int Search::root_search(int depth, int alpha, int beta, MoveList& moves, std::array<int, MoveList::kCapacity>& scores) {
    Position& pos = *pos_;
    const Side us = pos.side_to_move();
    const int alpha_start = alpha;
    pv_length_[0] = 0;
    int best = -kInfinity;
    Move best_move = moves[0];
    int best_index = 0;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        count_node();
        const MoveResult& r = pos.make(m);
        const bool repeats = avoid_repeats_ && pos.earlier_occurrences() > 0;
        int score;
        if (r.status != Status::Ongoing) {
            score = terminal_score_for_mover(r, us, 0);
            pv_length_[1] = 1;  // the line ends with this move
        } else if (exact_root_) {
            // Every root move gets an exact score, for the noisy choice in run().
            score = -negamax(depth - 1, -kInfinity, kInfinity, 1, true);
        } else if (i == 0) {
            score = -negamax(depth - 1, -beta, -alpha, 1, true);
        } else {
            score = -negamax(depth - 1, -alpha - 1, -alpha, 1, false);
            if (score > alpha && score < beta) score = -negamax(depth - 1, -beta, -alpha, 1, true);
        }
        pos.unmake();
        // Below beta the score is exact or (fail-soft, at or below alpha) an upper bound.
        const bool bounded = score < beta;
        // A side that is ahead makes progress: a move back to an earlier position (a shuttle)
        // counts a little less than it scores, so that any move as good that does not repeat wins.
        if (repeats && !is_win_score(score)) score -= kRepeatPenalty;
        scores[static_cast<std::size_t>(i)] = score;
        // Above alpha, the move is proved better than every move before it at this depth (the
        // first move included, also when it failed low): the best so far, should the limits end
        // the iteration here.
        if (score > alpha && !exact_root_) {
            iteration_best_ = m;
            iteration_score_ = score;
        }
        // The last choice's bound at this depth (beta lies above its last score, so every score
        // that refutes it is counted).
        if (m == last_best_ && bounded) last_best_bound_ = std::min(last_best_bound_, score);
        if (score > best) {
            best = score;
            best_move = m;
            best_index = i;
            if (score > alpha) {
                alpha = score;
                auto& line = pv_[0];
                line[0] = m;
                const int next = pv_length_[1];
                for (int j = 1; j < next; ++j) line[static_cast<std::size_t>(j)] = pv_[1][static_cast<std::size_t>(j)];
                pv_length_[0] = std::max(next, 1);
            }
        }
        if (!exact_root_ && alpha >= beta) break;
    }
    // Keep the best move first for the next iteration.
    if (best_index > 0) {
        for (int j = best_index; j > 0; --j) {
            moves[j] = moves[j - 1];
            std::swap(scores[static_cast<std::size_t>(j)], scores[static_cast<std::size_t>(j - 1)]);
            if (!root_noise_.empty())
                std::swap(root_noise_[static_cast<std::size_t>(j)], root_noise_[static_cast<std::size_t>(j - 1)]);
        }
        moves[0] = best_move;
    }
    store(pos.key(), depth, best, best >= beta ? kLower : best <= alpha_start ? kUpper : kExact, best_move, 0);
    return best;
}

Result Search::run(const Position& root, const Limits& limits, const Style& style, std::uint64_t seed,
                   const std::function<void(const Info&)>& progress, const std::atomic<bool>* stop, int helper) {
    start_ = std::chrono::steady_clock::now();
    pos_ = std::make_unique<Position>(root);
    // Built again only for other rules (compared by value: new rules may sit at an old address).
    if (!tables_ || !(tables_set_ == root.rules().set())) {
        tables_ = std::make_unique<EvalTables>(root.rules());
        tables_set_ = root.rules().set();
        regions_.clear();  // a region is a function of the rules and the men: kept otherwise
    }
    if (++generation_ == 0) {
        std::fill(eval_cache_.begin(), eval_cache_.end(), EvalEntry{});
        generation_ = 1;
    }
    board_size_ = root.size();
    if (const auto entries = static_cast<std::size_t>(2 * board_size_ * board_size_ * 2 * board_size_);
        history_used_ || history_.size() != entries) {
        history_.assign(entries, 0);
        history_used_ = false;
    }
    for (auto& k : killers_) k = {Move{}, Move{}};
    nodes_ = 0;
    node_limit_ = limits.nodes;
    deadline_ms_ = limits.movetime_ms;
    stop_ = stop;
    seldepth_ = 0;

    Result result;
    MoveList moves;
    pos_->legal_moves(moves);
    if (moves.empty()) return result;
    std::array<int, MoveList::kCapacity> scores;
    sort_moves(*pos_, moves, scores, 0);
    result.best = moves[0];

    Pcg32 rng(seed, 0x7AF1ULL);
    exact_root_ = style.root_noise > 0;
    root_noise_.clear();
    if (exact_root_)
        for (int i = 0; i < moves.size(); ++i)
            root_noise_.push_back(static_cast<int>(rng.below(static_cast<std::uint32_t>(style.root_noise) + 1)));
    const bool shallow_mistake =
        style.shallow_per_mille > 0 && rng.below(1000) < static_cast<std::uint32_t>(style.shallow_per_mille);

    const int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
    Move previous_best = moves[0];
    std::vector<int> final_scores;
    avoid_repeats_ = false;
    for (int depth = 1 + helper % 2; depth <= max_depth; ++depth) {
        int score = 0;
        iteration_best_ = Move{};
        last_best_ = result.best;
        last_score_ = result.score;
        last_best_bound_ = kInfinity;
        try {
            // Aspiration: a narrow window around the last score, widened while the score falls
            // outside it. The noisy choice needs exact scores of every move: full window.
            int delta = kAspirationWindow;
            const bool aspire = depth >= kAspirationDepth && !exact_root_ && !is_win_score(result.score);
            int alpha = aspire ? result.score - delta : -kInfinity;
            int beta = aspire ? result.score + delta : kInfinity;
            for (;;) {
                score = root_search(depth, alpha, beta, moves, scores);
                if (score <= alpha && alpha > -kInfinity) {
                    alpha = std::max(-kInfinity, score - delta);
                } else if (score >= beta && beta < kInfinity) {
                    beta = std::min(kInfinity, score + delta);
                } else {
                    break;
                }
                delta *= 4;
                if (delta > 1000) {
                    alpha = -kInfinity;
                    beta = kInfinity;
                }
            }
        } catch (const Aborted&) {
            // The unfinished iteration found a move better than the last one's choice: it is the
            // better-informed choice (a trap the last depth could not see shows here first).
            const bool few_men = root.piece_count(Piece::Defender) <= kFewMen;
            const bool last_refuted = last_best_bound_ <= last_score_ - kRefutation;
            // Only a move that scores above the last choice at this depth is better: where the
            // window was widened after a fail-low, the first move of the wider search beats
            // nothing yet, and taking it would play a move at random (or a lost one).
            if ((last_refuted || !few_men) && iteration_best_.from >= 0 && !(iteration_best_ == result.best) &&
                iteration_score_ > last_best_bound_) {
                previous_best = result.best;
                result.best = iteration_best_;
                result.score = iteration_score_;
                // Its line, where the root's line still starts with it (else the move alone).
                if (pv_length_[0] > 0 && pv_[0][0] == iteration_best_)
                    result.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
                else
                    result.pv.assign(1, iteration_best_);
            }
            break;
        }
        previous_best = result.best;
        result.best = moves[0];
        result.score = score;
        result.depth = depth;
        result.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
        if (result.pv.empty()) result.pv.push_back(moves[0]);
        final_scores.assign(scores.begin(), scores.begin() + moves.size());
        Info info;
        info.depth = depth;
        info.seldepth = seldepth_;
        info.score = score;
        info.nodes = nodes_;
        info.elapsed_ms = elapsed_ms();
        info.nps = info.elapsed_ms > 0 ? nodes_ * 1000 / static_cast<std::uint64_t>(info.elapsed_ms) : nodes_ * 1000;
        info.pv = result.pv;
        if (progress) progress(info);
        if (is_win_score(score)) break;  // a forced result is proved: deeper search changes nothing
        avoid_repeats_ = score >= kAheadToAvoidRepeats;
        // With a time limit the next iteration starts however late: what it proves in time counts (above).
    }
    // Human-looking imperfection: among moves close to the best and not losing, the noise decides.
    if (exact_root_ && !final_scores.empty() && !is_win_score(result.score)) {
        int best_noisy = -kInfinity * 2;
        for (int i = 0; i < moves.size(); ++i) {
            const int s = final_scores[static_cast<std::size_t>(i)];
            if (is_win_score(s) || s < result.score - 2 * style.root_noise) continue;
            const int noisy = s + root_noise_[static_cast<std::size_t>(i)];
            if (noisy > best_noisy) {
                best_noisy = noisy;
                if (!(moves[i] == result.best)) {
                    result.best = moves[i];
                    result.score = s;
                    result.pv.assign(1, moves[i]);
                }
            }
        }
    }
    if (shallow_mistake && result.depth > 1 && !is_win_score(result.score)) result.best = previous_best;
    result.nodes = nodes_;
    result.elapsed_ms = elapsed_ms();
    return result;
}

// [SECTION] Public interfaces

Searcher::Searcher(std::size_t tt_megabytes)
    : tt_(std::make_unique<TranspositionTable>(tt_megabytes)), state_(std::make_unique<Search>(*tt_)) {}
Searcher::~Searcher() = default;

void Searcher::set_threads(int threads) {
    threads = std::clamp(threads, 1, kMaxThreads);
    while (static_cast<int>(helpers_.size()) + 1 < threads) {
        helpers_.push_back(std::make_unique<Search>(*tt_));
        helpers_.back()->set_weights(weights_);
    }
    helpers_.resize(static_cast<std::size_t>(threads - 1));
}

void Searcher::set_weights(const Weights& weights) {
    state_->set_weights(weights);
    for (auto& h : helpers_) h->set_weights(weights);
    weights_ = weights;
}

Result Searcher::search(const Position& pos, const Limits& limits, const Style& style, std::uint64_t seed,
                        const std::function<void(const Info&)>& progress, const std::atomic<bool>* stop) {
    tt_->new_search();
    if (helpers_.empty()) return state_->run(pos, limits, style, seed, progress, stop);
    // Lazy SMP: the helpers search the same position on their own threads until the main search
    // is done; what they store in the shared table guides it.
    std::atomic<bool> helpers_stop{false};
    std::vector<std::thread> threads;
    std::vector<Result> helper_results(helpers_.size());
    Limits helper_limits;
    helper_limits.depth = limits.depth;
    for (std::size_t i = 0; i < helpers_.size(); ++i) {
        threads.emplace_back([&, i] {
            helper_results[i] = helpers_[i]->run(pos, helper_limits, Style{}, seed + i + 1, {}, &helpers_stop,
                                                 static_cast<int>(i) + 1);
        });
    }
    Result result;
    try {
        result = state_->run(pos, limits, style, seed, progress, stop);
    } catch (...) {
        helpers_stop = true;
        for (auto& t : threads) t.join();
        throw;
    }
    helpers_stop = true;
    for (auto& t : threads) t.join();
    for (const Result& r : helper_results) result.nodes += r.nodes;
    return result;
}

}  // namespace tafl::ai
