// ai_puzzle_test.cpp: tactical puzzles for the AI on every shipped preset, each solved at every
// difficulty level: a win in one, a forced escape in two ("tuichu") and a loss in one to parry.
// The puzzle table of the 7x7 and 9x9 presets is here; ai_puzzle_more_test.cpp holds the 11x11
// and 13x13 ones. Every puzzle's answer set is first proved by brute force (test AiPuzzle.Sound).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"
#include "test_support.h"

namespace tafl::ai_puzzles {

// A puzzle: {preset, name, drawing, goals}. Goals are `;`-separated, each "SIDE TASK MOVE...":
//   win     SIDE to move has exactly one move that wins at once (the listed one);
//   tuichu  defenders to move cannot win at once, and the listed moves are exactly those after
//           which every attacker reply leaves an immediate win (two open routes, no capture);
//   parry   the other side threatens to win next move, SIDE cannot win at once, and the listed
//           moves are exactly those after which the other side has no immediately winning move.
// The same drawing usually serves two goals, one per side to move.
extern const char* const kMorePuzzles[][4];  // ai_puzzle_more_test.cpp: 11x11 and 13x13
extern const std::size_t kMorePuzzleCount;

namespace {

using test::drawn;
using test::mv;

// [SECTION] 7x7 and 9x9 puzzles
// clang-format off
const char* const kPuzzles[][4] = {
// Brandubh. The king on the bottom edge has one free way to a corner (b1); a single attacker
// can step in front of it.
{"brandubh", "corner-line", R"(
    X..a..X
    .......
    .a..d..
    ...+..a
    ...d...
    .......
    X.K.a.X)", "defenders win c1-a1; attackers parry b5-b1"},
// Brandubh. A weak king off the throne zone is taken between two attackers: the attacker on a4
// crosses the empty throne to f4. Four defences: step down, or block the rank.
{"brandubh", "across-throne", R"(
    X..a..X
    ..d..a.
    ....dKd
    a..+...
    .....d.
    ......a
    X.a...X)", "attackers win a4-f4; defenders parry c6-c4 e5-e4 f3-f4 f5-f4"},
// Brandubh. From c1 the king would see both a1 and g1; on a3 or g3 he would see one corner and
// an attacker could shut it (the one on e2).
{"brandubh", "tuichu", R"(
    X..a..X
    .a.....
    ...d.a.
    a..+..a
    ..K....
    ....a..
    X.....X)", "defenders tuichu c3-c1"},
// Brandubh. The king and his last man are walled in around the throne but for d6: closing it
// wins by encirclement (taking the king is impossible, d5 holds a defender).
{"brandubh", "encirclement", R"(
    X.....X
    a......
    ..ada..
    ..aKa..
    ...a...
    .......
    X.....X)", "attackers win a6-d6"},
// Ard Ri (no throne, any edge square escapes). The king next to the edge has one open step, a4;
// only the attacker on a1 can reach it.
{"ard-ri", "edge-step", R"(
    ...a...
    .a.....
    .d.....
    .Kd..a.
    .a.....
    ....d..
    a......)", "defenders win b4-a4; attackers parry a1-a4"},
// Ard Ri. A weak king everywhere: g3-d3 takes him against d5. The king can step into d3 himself
// (and then escapes along the rank), or a man blocks.
{"ard-ri", "capture", R"(
    .......
    ..a....
    ...a...
    ..dKd..
    ......a
    .d.d...
    .......)", "attackers win g3-d3; defenders parry d2-d3 d4-d3 e4-e3"},
// Ard Ri. Every line of the king is shut; on d3 he opens both halves of the third rank.
{"ard-ri", "tuichu", R"(
    ..aaa..
    ......a
    a......
    .a.K.d.
    .......
    ...d..a
    a......)", "defenders tuichu d4-d3"},
// Ard Ri square. Beside the throne the king is strong: three attackers and the empty throne take
// him, so f7-f4 wins; b2-e2 parries by capturing e3.
{"ard-ri-square", "throne-side", R"(
    .....a.
    .......
    ....a..
    ..d+K.d
    ....a..
    .d.....
    .......)", "attackers win f7-f4; defenders parry b2-e2 e4-d4 e4-f4 g4-f4"},
// Ard Ri square. The king may cross the empty throne: c4-g4 escapes, and only a piece landing on
// e4 or f4 (never the throne) stops it.
{"ard-ri-square", "cross-throne", R"(
    ..a....
    ..a....
    ..a....
    .dK+...
    ..d....
    .....a.
    ....a..)", "defenders win c4-g4; attackers parry e1-e4 f2-f4"},
// Ard Ri square. The king leaves the throne for d3, where both halves of the rank are open.
{"ard-ri-square", "tuichu", R"(
    .......
    ..a.a..
    ...d...
    .a.K.d.
    .......
    ...d...
    ......a)", "defenders tuichu d4-d3"},
// Tablut (edge escape). One way out, down the g-file; two attackers can block it.
{"tablut", "edge-line", R"(
    ...aaa...
    ....a....
    .........
    a........
    ....+...a
    ......d..
    .....dKa.
    ........a
    a........)", "defenders win g3-g1; attackers parry a1-g1 i2-g2"},
// Tablut. h5 crosses the empty throne to c5 and takes the weak king against c7.
{"tablut", "across-throne", R"(
    .........
    ..a......
    ..a......
    .dKd.....
    ....+..a.
    .........
    ..d...a..
    ....a....
    .........)", "attackers win h5-c5; defenders parry c3-c5 c6-c4 c6-c5 d6-d5"},
// Tablut. On g3 the king sees both ends of the g-file; c3 would open the c-file too, but there
// d9-d3 takes him against b3.
{"tablut", "tuichu", R"(
    ...a.a...
    .........
    a.......a
    .........
    .a..+..a.
    ....d....
    .a..K..d.
    ....d....
    ...a.a...)", "defenders tuichu e3-g3"},
// Tablut, German corner rules. The king on the right edge has one way to a corner.
{"tablut-corner", "corner-line", R"(
    X.......X
    ...a.....
    a........
    .....d..K
    ....+....
    ........a
    ..d......
    .........
    X...a...X)", "defenders win i6-i9; attackers parry a7-i7 d8-i8"},
// Tablut, German corner rules. The throne is not hostile to the king: e2-e3 does not take him,
// f1-f4 does (against d4).
{"tablut-corner", "throne-friendly", R"(
    X...a...X
    .........
    .........
    ....d....
    ....+....
    ...aK.d..
    .........
    ....a....
    X....a..X)", "attackers win f1-f4; defenders parry e4-e5 e4-f4 g4-f4"},
// Tablut, German corner rules. On g1 the king sees a1 and i1; a4 and i4 are covered.
{"tablut-corner", "tuichu", R"(
    X..a....X
    .........
    .a.....aa
    a........
    ..d.+....
    ......K..
    .........
    ...a.....
    X.......X)", "defenders tuichu g4-g1"},
// Tablut, Brettspielnetz (strong king, edge and corners count against him). One way to a9.
{"tablut-brettspielnetz", "corner-line", R"(
    X.K..a..X
    ..d......
    .........
    ...a.....
    ....+....
    .a.......
    .........
    ......d..
    X...a...X)", "defenders win c9-a9; attackers parry b4-b9"},
// Tablut, Brettspielnetz. On the edge three attackers take the king: a8-e8 closes the third side.
// e7-a7 parries by capturing a8 against the corner.
{"tablut-brettspielnetz", "edge-three", R"(
    X..aKa..X
    a........
    ....d....
    ..d......
    ....+..d.
    ..a......
    .........
    ......a..
    X.......X)", "attackers win a8-e8; defenders parry c6-c8 e7-a7 e7-e8 e9-e8"},
// Tablut, Brettspielnetz. On c9 the king sees both top corners and three attackers are far away.
{"tablut-brettspielnetz", "tuichu", R"(
    X.......X
    ....a....
    ..K.....a
    ...d.....
    a...+....
    .........
    ..a...a..
    .........
    X.......X)", "defenders tuichu c7-c9"},
};
// clang-format on

// [SECTION] Goals

enum class Task { Win, Tuichu, Parry };

struct Goal {
    std::string preset, name, drawing;
    Side side = Side::Attackers;
    Task task = Task::Win;
    std::vector<std::string> answers;  // sorted
};

std::string_view task_id(Task t) { return t == Task::Win ? "win" : t == Task::Tuichu ? "tuichu" : "parry"; }

std::vector<Goal> parse_goals(const char* const p[4]) {
    std::vector<Goal> out;
    std::stringstream all(p[3]);
    std::string part;
    while (std::getline(all, part, ';')) {
        std::istringstream words(part);
        std::string side, task, m;
        words >> side >> task;
        Goal g;
        g.preset = p[0];
        g.name = p[1];
        g.drawing = p[2];
        g.side = side == "attackers" ? Side::Attackers : Side::Defenders;
        if (side != "attackers" && side != "defenders") throw std::runtime_error("bad side in " + std::string(p[1]));
        const std::map<std::string, Task> tasks = {
            {"win", Task::Win}, {"tuichu", Task::Tuichu}, {"parry", Task::Parry}};
        if (!tasks.count(task)) throw std::runtime_error("bad task in " + std::string(p[1]));
        g.task = tasks.at(task);
        while (words >> m) g.answers.push_back(m);
        std::sort(g.answers.begin(), g.answers.end());
        out.push_back(std::move(g));
    }
    return out;
}

const std::vector<Goal>& all_goals() {
    static const std::vector<Goal> goals = [] {
        std::vector<Goal> v;
        for (const auto& p : kPuzzles)
            for (auto& g : parse_goals(p)) v.push_back(std::move(g));
        for (std::size_t i = 0; i < kMorePuzzleCount; ++i)
            for (auto& g : parse_goals(kMorePuzzles[i])) v.push_back(std::move(g));
        return v;
    }();
    return goals;
}

Position goal_position(const Goal& g) { return drawn(g.preset, g.drawing, g.side); }

// [SECTION] Brute force

bool wins(Status s, Side side) { return s == (side == Side::Attackers ? Status::AttackersWin : Status::DefendersWin); }

std::vector<Move> legal(const Position& pos) {
    MoveList list;
    pos.legal_moves(list);
    return {list.begin(), list.end()};
}

// Moves of the side to move that win the game at once.
std::vector<Move> immediate_wins(Position& pos) {
    std::vector<Move> out;
    const Side us = pos.side_to_move();
    for (Move m : legal(pos)) {
        if (wins(pos.make(m).status, us)) out.push_back(m);
        pos.unmake();
    }
    return out;
}

bool has_immediate_win(Position& pos) {
    if (pos.side_to_move() == Side::Defenders && pos.escape_routes() > 0) return true;
    if (pos.side_to_move() == Side::Attackers && pos.king_capturable_next()) return true;
    return !immediate_wins(pos).empty();
}

// Moves after which the game goes on and the opponent has no immediately winning move.
std::vector<Move> parries(Position& pos) {
    std::vector<Move> out;
    for (Move m : legal(pos)) {
        if (pos.make(m).status == Status::Ongoing && !has_immediate_win(pos)) out.push_back(m);
        pos.unmake();
    }
    return out;
}

// Moves of the side to move that win by force within three plies: every reply (there is at
// least one) leaves an immediate win.
std::vector<Move> forced_wins_in_two(Position& pos) {
    std::vector<Move> out;
    for (Move m : legal(pos)) {
        const MoveResult& r = pos.make(m);
        bool forced = r.status == Status::Ongoing;
        if (forced) {
            for (Move reply : legal(pos)) {
                const Status s = pos.make(reply).status;
                forced = s == Status::Ongoing && has_immediate_win(pos);
                pos.unmake();
                if (!forced) break;
            }
        }
        if (forced) out.push_back(m);
        pos.unmake();
    }
    return out;
}

std::vector<std::string> names(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (Move m : moves) out.push_back(move_name(m));
    std::sort(out.begin(), out.end());
    return out;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) {
        if (!s.empty()) s += ' ';
        s += x;
    }
    return s;
}

// The same position with the other side to move.
Position flipped(const Position& pos) {
    std::string error;
    auto p = Position::from_record(pos.rules_ptr(), pos.record(), opponent(pos.side_to_move()), &error);
    if (!p) throw std::runtime_error(error);
    return *p;
}

// [SECTION] Soundness of every puzzle

std::string goal_label(const Goal& g) {
    std::string s = g.preset + "_" + g.name + "_" + std::string(side_id(g.side)) + "_" + std::string(task_id(g.task));
    for (char& c : s)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return s;
}

class AiPuzzleSound : public ::testing::TestWithParam<std::size_t> {};

TEST_P(AiPuzzleSound, Sound) {
    const Goal& g = all_goals()[GetParam()];
    Position pos = goal_position(g);
    const Rules& rules = pos.rules();
    SCOPED_TRACE(g.preset + " " + pos.record() + " " + std::string(side_id(g.side)));
    ASSERT_FALSE(pos.game_over());
    // A position a real game could reach: men only where men may stand, the king not on an escape
    // square, both sides with several pieces.
    for (Side s : {Side::Attackers, Side::Defenders})
        for (Square x : pos.pieces(s)) {
            EXPECT_TRUE(rules.can_stop(pos.at(x), x)) << square_name(x) << " is not a square for that piece";
            if (pos.at(x) == Piece::King) {
                EXPECT_FALSE(rules.flags(x) & kEscape) << "king already escaped";
            }
        }
    EXPECT_GE(pos.pieces(Side::Attackers).size(), 3U);
    EXPECT_GE(legal(pos).size(), 12U) << "too few moves to make it a puzzle";
    switch (g.task) {
        case Task::Win:
            ASSERT_EQ(g.answers.size(), 1U);
            EXPECT_EQ(names(immediate_wins(pos)), g.answers);
            break;
        case Task::Tuichu:
            ASSERT_EQ(g.side, Side::Defenders);
            EXPECT_EQ(pos.escape_routes(), 0);
            EXPECT_TRUE(immediate_wins(pos).empty());
            EXPECT_EQ(names(forced_wins_in_two(pos)), g.answers);
            for (const auto& a : g.answers) {
                EXPECT_EQ(pos.at(mv(a).from), Piece::King) << a << " is not a king move";
                pos.make(mv(a));
                EXPECT_GE(pos.escape_routes(), 2) << a << " does not open two routes";
                pos.unmake();
            }
            break;
        case Task::Parry: {
            EXPECT_TRUE(immediate_wins(pos).empty()) << "the mover can win at once: not a parry puzzle";
            Position other = flipped(pos);
            if (g.side == Side::Attackers) {
                EXPECT_GT(other.escape_routes(), 0) << "no escape threat";
            } else {
                EXPECT_TRUE(other.king_capturable_next()) << "no capture threat";
            }
            EXPECT_FALSE(immediate_wins(other).empty());
            EXPECT_EQ(names(parries(pos)), g.answers);
            EXPECT_LE(g.answers.size(), 6U) << "too many parries to make it a puzzle";
            break;
        }
    }
}

std::string sound_name(const ::testing::TestParamInfo<std::size_t>& p) { return goal_label(all_goals()[p.param]); }

INSTANTIATE_TEST_SUITE_P(AiPuzzle, AiPuzzleSound, ::testing::Range<std::size_t>(0, all_goals().size()), sound_name);

// [SECTION] The AI at every level

// The limits a level plays the puzzles with: its own depth or node budget and its own style,
// except that a node budget above 200000 (jarl's) is cut to 200000 to keep the suite fast.
constexpr std::uint64_t kNodeCap = 200000;

ai::Limits test_limits(const ai::Level& level) {
    ai::Limits l = level.limits;
    if (l.nodes > kNodeCap) l.nodes = kNodeCap;
    return l;
}

// Seeds per level. The seed only feeds a level's imperfection (root noise, the shallow mistake),
// never its tree: the cheap noisy levels (depth 1 and 2) try five seeds, the deeper noisy ones
// (their root is searched full width) three, and a level without imperfection one.
std::vector<std::uint64_t> test_seeds(const ai::Level& level) {
    if (level.style.root_noise == 0 && level.style.shallow_per_mille == 0) return {1};
    if (level.limits.nodes > 0 || level.limits.depth >= 3) return {1, 2, 3};
    return {1, 2, 3, 4, 5};
}

struct LevelCase {
    std::size_t goal;
    std::size_t level;
};

void PrintTo(const LevelCase& c, std::ostream* out) {
    *out << goal_label(all_goals()[c.goal]) << " at " << ai::levels()[c.level].id;
}

class AiPuzzleLevel : public ::testing::TestWithParam<LevelCase> {};

// One searcher for all puzzles, of the size `taflbord-cli think` uses: each search starts from a
// cleared table (AiEngine tests this), so the command printed on a failure replays it.
ai::Searcher& shared_searcher() {
    static ai::Searcher searcher;
    return searcher;
}

// The command line that replays one search.
std::string think_command(const Goal& g, const Position& pos, const ai::Level& level, const ai::Limits& limits,
                          std::uint64_t seed) {
    const bool plain = level.style.root_noise == 0 && level.style.shallow_per_mille == 0;
    const bool cut = limits.nodes != level.limits.nodes;
    std::string budget = cut && plain ? "--nodes " + std::to_string(limits.nodes) : "--level " + std::string(level.id);
    return "taflbord-cli think --variant " + g.preset + " --position " + pos.record() + " --side " +
           std::string(side_id(g.side)) + " " + budget + " --seed " + std::to_string(seed);
}

TEST_P(AiPuzzleLevel, Solves) {
    const Goal& g = all_goals()[GetParam().goal];
    const ai::Level& level = ai::levels()[GetParam().level];
    const ai::Limits limits = test_limits(level);
    for (std::uint64_t seed : test_seeds(level)) {
        Position pos = goal_position(g);
        const ai::Result r = shared_searcher().search(pos, limits, level.style, seed);
        ASSERT_TRUE(r.has_move());
        ASSERT_EQ(pos.check_move(r.best), Illegal::None);
        const std::string best = move_name(r.best);
        std::vector<std::string> pv;
        for (Move m : r.pv) pv.push_back(move_name(m));
        std::ostringstream why;
        why << g.preset << " " << g.name << ": " << side_id(g.side) << " " << task_id(g.task) << ", level " << level.id
            << " seed " << seed << " (depth " << limits.depth << " nodes " << limits.nodes << "): played " << best
            << " score " << r.score << " depth " << r.depth << " nodes " << r.nodes << " pv " << joined(pv)
            << "; expected one of " << joined(g.answers) << "\n  " << think_command(g, pos, level, limits, seed);
        const bool listed = std::find(g.answers.begin(), g.answers.end(), best) != g.answers.end();
        switch (g.task) {
            case Task::Win:
                EXPECT_TRUE(listed) << why.str();
                EXPECT_TRUE(ai::is_win_score(r.score) && r.score > 0) << why.str();
                break;
            case Task::Tuichu:
                EXPECT_TRUE(listed) << why.str();
                EXPECT_TRUE(ai::is_win_score(r.score) && r.score > 0) << why.str();
                break;
            case Task::Parry: {
                EXPECT_TRUE(listed) << why.str();
                pos.make(r.best);
                if (g.side == Side::Attackers) {
                    EXPECT_EQ(pos.escape_routes(), 0) << why.str();
                } else {
                    EXPECT_FALSE(pos.king_capturable_next()) << why.str();
                }
                EXPECT_FALSE(has_immediate_win(pos)) << why.str();
                break;
            }
        }
    }
}

std::vector<LevelCase> level_cases() {
    std::vector<LevelCase> v;
    for (std::size_t g = 0; g < all_goals().size(); ++g)
        for (std::size_t l = 0; l < ai::levels().size(); ++l) v.push_back({g, l});
    return v;
}

std::string level_name(const ::testing::TestParamInfo<LevelCase>& p) {
    return goal_label(all_goals()[p.param.goal]) + "_" + std::string(ai::levels()[p.param.level].id);
}

INSTANTIATE_TEST_SUITE_P(AiPuzzle, AiPuzzleLevel, ::testing::ValuesIn(level_cases()), level_name);

}  // namespace
}  // namespace tafl::ai_puzzles
