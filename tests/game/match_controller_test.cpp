// match_controller_test.cpp: the match screen's logic without a window (match/match_controller.h):
// moves announced for the animation, the AI's answer from the engine's worker (waited for in
// replays, woken for in play) and the answers that went stale, draw offers to the AI, the clock on
// the frame time, series of games and the five-point deal, saving, reading and the autosave.
#include "match/match_controller.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "match/draw_offer.h"
#include "test_support.h"

namespace tafl::match {
namespace {

namespace fs = std::filesystem;
using test::mv;

// [SECTION] Helpers

const Player kPerson{};
const Player kThrall{PlayerKind::Ai, "thrall"};

// What the controller told its screen.
struct Heard {
    std::vector<MoveResult> moves;
    std::vector<std::uint8_t> announcements;  // with each move
    int declined = 0;
    std::atomic<int> wakes{0};
    std::atomic<int> wakes_off_thread{0};  // of them, those from another thread than the test's
    const std::thread::id test_thread = std::this_thread::get_id();
    std::mutex mutex;
    std::condition_variable woken;
    std::unique_ptr<MatchController> controller;  // last: it goes first, while the rest lives

    MatchEvents events() {
        return MatchEvents{[this](const MoveResult& r, std::uint8_t a) {
                               moves.push_back(r);
                               announcements.push_back(a);
                           },
                           [this] { ++declined; },
                           [this] {
                               {
                                   std::lock_guard<std::mutex> lock(mutex);
                                   if (std::this_thread::get_id() != test_thread) ++wakes_off_thread;
                                   ++wakes;
                               }
                               woken.notify_all();
                           }};
    }
    // A controller that heard this, whose match has started with `setup` (the test stops here
    // when it cannot start); `deterministic` as in a replay.
    MatchController& started(const MatchSetup& setup, bool deterministic = true) {
        controller = std::make_unique<MatchController>(events(), deterministic);
        std::string error;
        if (!controller->start(setup, &error)) throw std::runtime_error("the match did not start: " + error);
        return *controller;
    }
    // Waits (a long while at most) until the worker has woken the screen `n` times in all.
    bool wait_for_wakes(int n) {
        std::unique_lock<std::mutex> lock(mutex);
        return woken.wait_for(lock, std::chrono::seconds(60), [&] { return wakes.load() >= n; });
    }
};

MatchSetup setup_of(const std::string& id, Player attackers, Player defenders) {
    MatchSetup s;
    s.id = id;
    s.rules = test::preset_rules(id);
    s.attackers = std::move(attackers);
    s.defenders = std::move(defenders);
    return s;
}

// A preset's rules with another start position, drawn as text (test_support.h).
MatchSetup drawn_setup(const std::string& id, std::string_view drawing, Player attackers, Player defenders) {
    MatchSetup s = setup_of(id, std::move(attackers), std::move(defenders));
    s.rules.setup = test::drawing_to_record(drawing);
    return s;
}

// The match's clock; a test without one fails here.
const GameClock& clock_of(const MatchController& c) {
    const GameClock* clock = c.match().clock();
    if (clock == nullptr) throw std::runtime_error("the match has no clock");
    return *clock;
}

Move first_legal(const Position& pos) {
    MoveList moves;
    pos.legal_moves(moves);
    return moves.empty() ? Move{} : moves[0];
}

// A folder of its own under the system's temporary folder, removed afterwards.
class TempDir {
public:
    TempDir() {
        static int counter = 0;
        path_ = fs::temp_directory_path() /
                ("taflbord-controller-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                 std::to_string(++counter) + "-" +
                 std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

// The score of the search the controller's AI runs for the live position (its request, its seed):
// the search is deterministic, so this is the score the controller's answer carries.
int ai_score(const MatchController& c) {
    const auto request = c.match().ai_request();
    if (!request) throw std::runtime_error("no AI to move");
    ai::Searcher searcher(1);
    return searcher.search(c.position(), request->limits, request->style, request->seed).score;
}

std::vector<Move> line_of(const MatchController& c) { return {c.match().moves().begin(), c.match().moves().end()}; }

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// [SECTION] Playing

TEST(MatchController, AMovePlayedIsAnnouncedOnceAndAnIllegalOneChangesNothing) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kPerson));
    const auto played = c.play(mv("b4-b3"));
    ASSERT_TRUE(played.has_value());
    ASSERT_EQ(heard.moves.size(), 1u);
    EXPECT_EQ(heard.moves[0].move, mv("b4-b3"));
    EXPECT_EQ(played->move, mv("b4-b3"));
    EXPECT_EQ(heard.moves[0].mover, Piece::Attacker);
    EXPECT_EQ(heard.announcements[0], c.position().announcements());
    EXPECT_FALSE(c.play(mv("b3-b9")).has_value());  // off the board
    EXPECT_EQ(heard.moves.size(), 1u);
    ASSERT_TRUE(c.play(mv("c4-c6")).has_value());
    EXPECT_EQ(c.match().moves().size(), 2u);
    EXPECT_EQ(heard.moves.size(), 2u);
    EXPECT_FALSE(c.play(mv("a1-a2")).has_value());  // a corner, no piece
    EXPECT_EQ(heard.moves.size(), 2u);
    EXPECT_EQ(heard.wakes.load(), 0);  // no AI, nothing from the worker
}

TEST(MatchController, TheAnnouncementIsTheOneOfThePositionAfterTheMove) {
    // The king goes from his throne to d1, where one way is open, to the corner g1: raichi.
    Heard heard;
    MatchController& c = heard.started(drawn_setup("brandubh", R"(
        X . . . . . X
        . . . . . . .
        . . . . . . .
        t . . K . . .
        . . . . . . .
        . . . . . . .
        X t . . . . X)",
                                                   kPerson, kPerson));
    ASSERT_TRUE(c.play(mv("a4-a5")).has_value());
    EXPECT_EQ(heard.announcements[0], kAnnounceNone);
    const auto played = c.play(mv("d4-d1"));
    ASSERT_TRUE(played.has_value());
    ASSERT_EQ(c.position().announcements(), kRaichi);
    ASSERT_EQ(heard.moves.size(), 2u);
    EXPECT_EQ(heard.announcements[1], kRaichi);
    // The engine's result as play() returned it.
    EXPECT_EQ(heard.moves[1].move, played->move);
    EXPECT_EQ(heard.moves[1].mover, Piece::King);
    EXPECT_EQ(heard.moves[1].capture_count, played->capture_count);
    EXPECT_EQ(heard.moves[1].status, played->status);
}

TEST(MatchController, ContradictoryRulesAreRefusedWithAMessage) {
    Heard heard;
    MatchController c(heard.events(), true);
    MatchSetup s = setup_of("brandubh", kPerson, kPerson);
    s.rules.size = 4;  // smaller than any board and than the setup
    std::string error;
    EXPECT_FALSE(c.start(s, &error));
    EXPECT_NE(error.find("brandubh"), std::string::npos) << error;
    EXPECT_FALSE(c.has_match());
}

TEST(MatchController, InAReplayTheAiAnswersInTheSameCallAndPlaysOnPoll) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall));
    std::string error;
    EXPECT_FALSE(c.ai_thinking());
    ASSERT_TRUE(c.play(mv("b4-b3")).has_value());
    // The search has finished inside play() and woken the screen from the worker; the move waits
    // for poll().
    EXPECT_EQ(heard.wakes.load(), 1);
    EXPECT_EQ(heard.wakes_off_thread.load(), 1);
    EXPECT_EQ(c.match().moves().size(), 1u);
    EXPECT_EQ(heard.moves.size(), 1u);
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 2u);
    ASSERT_EQ(heard.moves.size(), 2u);
    EXPECT_EQ(heard.moves[1].move, c.match().moves()[1]);
    EXPECT_EQ(side_of(heard.moves[1].mover), Side::Defenders);
    c.poll();  // nothing more came
    EXPECT_EQ(c.match().moves().size(), 2u);
    EXPECT_FALSE(c.ai_thinking());
    EXPECT_EQ(c.position().side_to_move(), Side::Attackers);
}

TEST(MatchController, TheSameSeedGivesTheSameAiMoves) {
    std::vector<Move> lines[2];
    for (auto& line : lines) {
        Heard heard;
        MatchController c(heard.events(), true);
        std::string error;
        ASSERT_TRUE(c.start(setup_of("brandubh", kPerson, kThrall), &error)) << error;
        for (const char* m : {"b4-b3", "f4-f3"}) {
            if (c.match().over()) break;
            c.play(mv(m));
            c.poll();
        }
        line.assign(c.match().moves().begin(), c.match().moves().end());
    }
    EXPECT_EQ(lines[0], lines[1]);
}

TEST(MatchController, InPlayTheWorkerWakesTheScreenAndPollPlaysTheAnswer) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall), false);
    std::string error;
    ASSERT_TRUE(c.play(mv("b4-b3")).has_value());
    EXPECT_TRUE(c.ai_thinking());
    ASSERT_TRUE(heard.wait_for_wakes(1));
    EXPECT_EQ(heard.wakes_off_thread.load(), 1);
    c.poll();
    EXPECT_FALSE(c.ai_thinking());
    EXPECT_EQ(c.match().moves().size(), 2u);
    EXPECT_EQ(heard.moves.size(), 2u);
    EXPECT_EQ(c.position().side_to_move(), Side::Attackers);
}

TEST(MatchController, MoveNowStillBringsAnAnswerToPlay) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall), false);
    ASSERT_TRUE(c.play(mv("b4-b3")).has_value());
    c.move_now();  // whether the search had finished or not, its best move comes back
    ASSERT_TRUE(heard.wait_for_wakes(1));
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 2u);
    EXPECT_EQ(c.position().side_to_move(), Side::Attackers);
}

TEST(MatchController, AnAiThatAttacksFirstThinksAtTheStart) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kThrall, kPerson));
    EXPECT_EQ(heard.wakes.load(), 1);  // inside start()
    EXPECT_TRUE(c.match().moves().empty());
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 1u);
    EXPECT_EQ(heard.moves.size(), 1u);
    EXPECT_EQ(c.position().side_to_move(), Side::Defenders);
}

TEST(MatchController, AnAiThatAttacksFirstThinksAtTheStartInPlayToo) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kThrall, kPerson), false);
    EXPECT_TRUE(c.ai_thinking());
    ASSERT_TRUE(heard.wait_for_wakes(1));
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 1u);
    EXPECT_EQ(c.position().side_to_move(), Side::Defenders);
}

TEST(MatchController, AHeldControllerLeavesTheAiAlone) {
    Heard heard;
    MatchController c(heard.events(), true);
    c.set_hold(true);  // a scripted scene plays both sides
    std::string error;
    ASSERT_TRUE(c.start(setup_of("brandubh", kThrall, kPerson), &error)) << error;
    c.poll();
    EXPECT_EQ(heard.wakes.load(), 0);
    EXPECT_TRUE(c.match().moves().empty());
}

// [SECTION] Stale answers

TEST(MatchController, AnAnswerDroppedBeforeItIsTakenIsNotPlayed) {
    // The AI attacks first: its answer for the start position waits for poll(), and would be legal.
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kThrall, kPerson));
    std::string error;
    ASSERT_EQ(heard.wakes.load(), 1);
    c.cancel_ai();
    c.poll();
    EXPECT_TRUE(c.match().moves().empty());
    EXPECT_TRUE(heard.moves.empty());
    // Asked again, it answers again.
    c.think_if_ai_to_move();
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 1u);
}

TEST(MatchController, AnUndoWhileTheAiThinksGivesThePersonTheMoveBack) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall), false);
    std::string error;
    c.play(mv("b4-b3"));
    EXPECT_TRUE(c.ai_thinking());
    c.undo();  // before the answer is taken
    EXPECT_FALSE(c.ai_thinking());
    c.poll();
    EXPECT_TRUE(c.match().moves().empty());
    EXPECT_EQ(c.position().side_to_move(), Side::Attackers);
    EXPECT_EQ(heard.moves.size(), 1u);  // only the person's move was ever played
}

TEST(MatchController, AnUndoDropsTheAnswerThatCameAndARedoAsksForItAgain) {
    // In a replay the answer arrives inside play(); the undo before poll() makes it stale.
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall));
    ASSERT_TRUE(c.play(mv("b4-b3")).has_value());
    ASSERT_EQ(heard.wakes.load(), 1);
    c.undo();
    EXPECT_FALSE(c.ai_thinking());
    c.poll();
    EXPECT_TRUE(c.match().moves().empty());
    EXPECT_EQ(heard.moves.size(), 1u);  // the person's move only
    EXPECT_EQ(heard.wakes.load(), 1);   // the person is to move: no new search
    // The redo gives the AI the move again: a new search, the same answer (same seed and ply).
    c.redo();
    EXPECT_EQ(heard.wakes.load(), 2);
    c.poll();
    ASSERT_EQ(c.match().moves().size(), 2u);
    Heard again;
    MatchController& d = again.started(setup_of("brandubh", kPerson, kThrall));
    d.play(mv("b4-b3"));
    d.poll();
    EXPECT_EQ(line_of(c), line_of(d));
}

TEST(MatchController, AnAnswerAfterAResignationIsNotPlayed) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall), false);
    std::string error;
    c.play(mv("b4-b3"));
    // The AI (defenders) is to move; resignation by the side to move ends the game at once.
    c.resign();
    c.poll();
    EXPECT_EQ(c.match().end(), EndKind::Resigned);
    EXPECT_EQ(c.match().resigned(), Side::Defenders);
    EXPECT_EQ(c.match().moves().size(), 1u);
    EXPECT_EQ(heard.moves.size(), 1u);
    EXPECT_FALSE(c.ai_thinking());
}

TEST(MatchController, ANewGameDropsTheOldGamesAnswer) {
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kThrall));
    std::string error;
    c.play(mv("b4-b3"));
    ASSERT_TRUE(c.start(setup_of("tablut", kPerson, kPerson), &error)) << error;
    c.poll();
    EXPECT_TRUE(c.match().moves().empty());
    EXPECT_EQ(c.match().preset_id(), "tablut");
}

// [SECTION] Draw offers

TEST(MatchController, TheAiTakesADrawWhenItIsFarBehind) {
    // The AI has one attacker against four defenders and the king.
    Heard heard;
    MatchController& c = heard.started(drawn_setup("brandubh", R"(
        X . . . . . X
        . . . . . . .
        . . d . d . .
        . . . K . . t
        . . d . d . .
        . . . . . . .
        X . . . . . X)",
                                                   kThrall, kPerson));
    c.poll();  // the AI's first move
    ASSERT_EQ(c.position().side_to_move(), Side::Defenders);
    ASSERT_TRUE(c.versus_ai());
    c.offer_draw();
    EXPECT_TRUE(c.draw_offered());
    ASSERT_TRUE(c.play(first_legal(c.position())).has_value());
    const std::size_t plies = c.match().moves().size();
    ASSERT_TRUE(ai_accepts_draw(ai_score(c), static_cast<int>(plies))) << ai_score(c);
    c.poll();
    EXPECT_EQ(c.match().moves().size(), plies);  // the AI's move is not played
    EXPECT_EQ(c.match().end(), EndKind::DrawAgreed);
    EXPECT_EQ(heard.declined, 0);
    EXPECT_FALSE(c.draw_offered());
}

TEST(MatchController, TheAiDeclinesADrawWhenItIsAheadAndPlaysOn) {
    // Eight attackers against a lone king: the AI, attacking, is far ahead.
    Heard heard;
    MatchController& c = heard.started(drawn_setup("brandubh", R"(
        X . . t . . X
        . . . t . . .
        . . . . . . .
        t t . K . t t
        . . . . . . .
        . . . t . . .
        X . . t . . X)",
                                                   kThrall, kPerson));
    c.poll();
    ASSERT_FALSE(c.match().over());
    c.offer_draw();
    const std::size_t before = c.match().moves().size();
    ASSERT_TRUE(c.play(first_legal(c.position())).has_value());
    ASSERT_FALSE(ai_accepts_draw(ai_score(c), static_cast<int>(before + 1))) << ai_score(c);
    c.poll();
    EXPECT_NE(c.match().end(), EndKind::DrawAgreed);
    EXPECT_EQ(heard.declined, 1);
    EXPECT_EQ(c.match().moves().size(), before + 2);  // the person's move and the AI's reply
    EXPECT_FALSE(c.draw_offered());
}

TEST(MatchController, TheAnswerToADrawOfferFollowsTheSearchScore) {
    // From the start position, the AI defending and the AI attacking: whatever its search scores,
    // the outcome is ai_accepts_draw's for that score. (Today the defenders' men are fewer, and an
    // AI defending scores itself behind from the first move.)
    for (const bool ai_defends : {true, false}) {
        SCOPED_TRACE(ai_defends ? "the AI defends" : "the AI attacks");
        Heard heard;
        MatchController& c =
            heard.started(ai_defends ? setup_of("brandubh", kPerson, kThrall) : setup_of("brandubh", kThrall, kPerson));
        c.poll();  // the AI's first move, when it attacks
        const std::size_t before = c.match().moves().size();
        c.offer_draw();
        ASSERT_TRUE(c.play(first_legal(c.position())).has_value());
        const int score = ai_score(c);
        const bool accepts = ai_accepts_draw(score, static_cast<int>(before + 1));
        c.poll();
        EXPECT_FALSE(c.draw_offered());
        if (accepts) {
            EXPECT_EQ(c.match().end(), EndKind::DrawAgreed) << score;
            EXPECT_EQ(heard.declined, 0);
            EXPECT_EQ(c.match().moves().size(), before + 1);
        } else {
            EXPECT_EQ(c.match().end(), EndKind::None) << score;
            EXPECT_EQ(heard.declined, 1);
            EXPECT_EQ(c.match().moves().size(), before + 2);
            EXPECT_EQ(heard.moves.size(), before + 2);
        }
    }
}

TEST(MatchController, AnOfferGoesOnlyWithTheNextMoveAndAnUndoWithdrawsIt) {
    // The AI far behind (as above) would take any draw offered.
    const char* drawing = R"(
        X . . . . . X
        . . . . . . .
        . . d . d . .
        . . . K . . t
        . . d . d . .
        . . . . . . .
        X . . . . . X)";
    Heard heard;
    MatchController& c = heard.started(drawn_setup("brandubh", drawing, kThrall, kPerson));
    c.poll();
    c.offer_draw();
    c.undo();  // nothing of the person's to take back: the offer stays
    EXPECT_TRUE(c.draw_offered());
    ASSERT_TRUE(c.play(first_legal(c.position())).has_value());
    c.undo();  // takes back the move that carried the offer, before the AI answered
    EXPECT_FALSE(c.draw_offered());
    ASSERT_TRUE(c.play(first_legal(c.position())).has_value());
    c.poll();
    EXPECT_EQ(c.match().end(), EndKind::None);  // no offer went with this move
    EXPECT_EQ(heard.declined, 0);
    EXPECT_EQ(c.match().moves().size(), 3u);
}

// [SECTION] Clock

TEST(MatchController, TheClockRunsOnlyOnViewAndTheFlagFallsOnce) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kPerson);
    s.clock = ClockSettings{2000, 0};
    MatchController& c = heard.started(s);
    std::string error;
    const GameClock& clock = clock_of(c);
    EXPECT_EQ(c.clock_wake_ms(), -1);  // not running before its first tick
    EXPECT_FALSE(c.tick(0, true));
    EXPECT_FALSE(c.tick(1000, true));
    EXPECT_EQ(clock.remaining(Side::Attackers), 1000);
    const int wake = c.clock_wake_ms();
    EXPECT_GT(wake, 0);
    EXPECT_LE(wake, 1000);
    // Behind the main menu the clock stops; back on view it goes on from where it stood.
    EXPECT_FALSE(c.tick(1500, false));
    EXPECT_EQ(c.clock_wake_ms(), -1);
    EXPECT_FALSE(c.tick(5000, true));
    EXPECT_EQ(clock.remaining(Side::Attackers), 1000);
    EXPECT_FALSE(c.tick(5999, true));
    EXPECT_EQ(clock.remaining(Side::Attackers), 1);
    EXPECT_TRUE(c.tick(6000, true));
    EXPECT_EQ(c.match().end(), EndKind::TimeOut);
    EXPECT_EQ(c.match().timed_out(), Side::Attackers);
    EXPECT_EQ(c.match().status(), Status::DefendersWin);
    EXPECT_FALSE(c.tick(7000, true));
    EXPECT_EQ(c.clock_wake_ms(), -1);
    EXPECT_EQ(clock.remaining(Side::Defenders), 2000);
}

TEST(MatchController, TheAisFlagFallingDropsItsAnswer) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kThrall);
    s.clock = ClockSettings{2000, 0};
    MatchController& c = heard.started(s);
    EXPECT_FALSE(c.tick(0, true));
    ASSERT_TRUE(c.play(mv("b4-b3")).has_value());  // the AI's answer is waiting for poll()
    ASSERT_EQ(heard.wakes.load(), 1);
    EXPECT_TRUE(c.tick(2000, true));  // all the defenders' time
    c.poll();
    EXPECT_EQ(c.match().end(), EndKind::TimeOut);
    EXPECT_EQ(c.match().timed_out(), Side::Defenders);
    EXPECT_EQ(c.match().status(), Status::AttackersWin);
    EXPECT_EQ(c.match().moves().size(), 1u);
    EXPECT_FALSE(c.ai_thinking());
}

// Live play on a clock searches on every core; without a clock, or in a replay, one thread keeps
// the move reproducible.
TEST(MatchController, OnTheClockTheAiThinksOnEveryCoreElseOnOne) {
    ASSERT_GE(MatchController::live_threads(), 1);
    ASSERT_LE(MatchController::live_threads(), MatchController::kLiveThreads);
    for (const bool with_clock : {false, true}) {
        for (const bool deterministic : {false, true}) {
            Heard heard;
            MatchSetup s = setup_of("brandubh", kPerson, kThrall);
            if (with_clock) s.clock = ClockSettings{60000, 0};
            MatchController& c = heard.started(s, deterministic);
            c.tick(0, true);
            ASSERT_TRUE(c.play(mv("b4-b3")).has_value());
            const int expected = with_clock && !deterministic ? MatchController::live_threads() : 1;
            EXPECT_EQ(c.ai_threads(), expected) << "clock " << with_clock << ", replay " << deterministic;
            if (!deterministic) {
                ASSERT_TRUE(heard.wait_for_wakes(1));
            }
            c.poll();
            EXPECT_EQ(c.match().moves().size(), 2u) << "clock " << with_clock << ", replay " << deterministic;
        }
    }
}

TEST(MatchController, ARestartFromTheStartKeepsTheSeedAndResetsTheClock) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kPerson);
    s.clock = ClockSettings{2000, 0};
    MatchController& c = heard.started(s);
    const std::uint64_t seed = c.seed();
    c.tick(0, true);
    c.play(mv("b4-b3"));
    c.tick(500, true);
    c.play(mv("c4-c6"));
    c.restart_from_start();
    EXPECT_TRUE(c.match().moves().empty());
    EXPECT_EQ(c.seed(), seed);
    EXPECT_EQ(c.match().preset_id(), "brandubh");
    EXPECT_EQ(clock_of(c).remaining(Side::Defenders), 2000);
    EXPECT_EQ(c.clock_wake_ms(), -1);  // runs again from the next tick
    EXPECT_FALSE(c.tick(10000, true));
    EXPECT_FALSE(c.tick(10500, true));
    EXPECT_EQ(clock_of(c).remaining(Side::Attackers), 1500);
}

TEST(MatchController, ARematchKeepsTheClock) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kPerson);
    s.clock = ClockSettings{60000, 5000};
    MatchController& c = heard.started(s);
    std::string error;
    c.resign();
    ASSERT_TRUE(c.rematch(&error)) << error;
    EXPECT_EQ(clock_of(c).settings(), (ClockSettings{60000, 5000}));
    EXPECT_FALSE(c.match().over());
}

// [SECTION] Series

TEST(MatchController, TheSecondGameOfATwoGameMatchSwapsTheSides) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kThrall);
    s.format = Format::TwoGames;
    MatchController& c = heard.started(s);
    std::string error;
    ASSERT_TRUE(c.series().has_value());
    EXPECT_FALSE(c.next_series_game(&error));  // game 1 is not over
    c.resign();                                // the person, attacking, resigns
    ASSERT_TRUE(c.next_series_game(&error)) << error;
    EXPECT_EQ(c.series()->game_number(), 2);
    EXPECT_EQ(c.match().player(Side::Attackers), kThrall);
    EXPECT_EQ(c.match().player(Side::Defenders), kPerson);
    c.poll();  // the AI attacks in game 2
    EXPECT_EQ(c.match().moves().size(), 1u);
    // A rematch starts the series afresh.
    c.resign();
    ASSERT_TRUE(c.rematch(&error)) << error;
    EXPECT_EQ(c.series()->game_number(), 1);
    EXPECT_EQ(c.match().player(Side::Attackers), kPerson);
}

TEST(MatchController, APersonAttackingInAFivePointMatchLaysTheCardsFirst) {
    Heard heard;
    MatchSetup s = setup_of("york", kPerson, kThrall);
    s.format = Format::FivePoints;
    MatchController& c = heard.started(s);
    std::string error;
    EXPECT_TRUE(c.awaiting_cards());
    EXPECT_EQ(c.first_deal(), (Cards{1, 2, 3, 4}));
    EXPECT_FALSE(c.lay_cards(Cards{1, 1, 2, 3}));
    EXPECT_TRUE(c.awaiting_cards());
    ASSERT_TRUE(c.lay_cards(Cards{4, 3, 2, 1}));
    EXPECT_FALSE(c.awaiting_cards());
    EXPECT_FALSE(c.lay_cards(Cards{1, 2, 3, 4}));  // laid already
    const std::string* tag = c.match().extra_tag(kSeriesTag);
    ASSERT_NE(tag, nullptr);
    const auto series = Series::from_tag(*tag, &error);
    ASSERT_TRUE(series.has_value()) << error;
    EXPECT_EQ(series->cards(), (Cards{4, 3, 2, 1}));
    const auto record = c.record("2026.11.24", &error);
    ASSERT_TRUE(record.has_value()) << error;
    EXPECT_NE(record->find("cards=4321"), std::string::npos) << *record;
}

TEST(MatchController, AnAiToMoveWaitsForThePersonsDeal) {
    // A five-point game saved before its deal, the AI (defending) to move: it is held until the
    // person, attacking, lays the cards.
    Match saved(test::compile(test::preset_rules("york")), "york", kPerson, kThrall, 1);
    ASSERT_TRUE(saved.play(first_legal(saved.position())).has_value());
    ASSERT_TRUE(saved.set_extra_tag(
        std::string(kSeriesTag), Series(Format::FivePoints, tie_break_for_preset("york"), kPerson, kThrall).to_tag()));
    ASSERT_TRUE(saved.ai_to_move());
    Heard heard;
    MatchController c(heard.events(), true);
    std::vector<std::string> problems;
    c.show(std::move(saved), "five.otg", &problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_TRUE(c.awaiting_cards());
    c.think_if_ai_to_move();
    c.poll();
    EXPECT_FALSE(c.ai_thinking());
    EXPECT_EQ(heard.wakes.load(), 0);
    EXPECT_EQ(c.match().moves().size(), 1u);
    ASSERT_TRUE(c.lay_cards(Cards{2, 4, 1, 3}));
    EXPECT_EQ(heard.wakes.load(), 1);
    c.poll();
    EXPECT_EQ(c.match().moves().size(), 2u);
}

TEST(MatchController, WhileTheCardsAreAwaitedTheAiAndTheClockWait) {
    Heard heard;
    MatchSetup s = setup_of("york", kPerson, kThrall);
    s.format = Format::FivePoints;
    s.clock = ClockSettings{10000, 0};
    MatchController& c = heard.started(s);
    std::string error;
    ASSERT_TRUE(c.awaiting_cards());
    EXPECT_FALSE(c.tick(0, true));
    EXPECT_FALSE(c.tick(20000, true));
    EXPECT_FALSE(c.match().over());
    EXPECT_EQ(clock_of(c).remaining(Side::Attackers), 10000);
}

TEST(MatchController, AnAiAttackerDealsAtOnceFromTheSeed) {
    Heard heard;
    MatchSetup s = setup_of("york", kThrall, kPerson);
    s.format = Format::FivePoints;
    MatchController& c = heard.started(s);
    std::string error;
    EXPECT_FALSE(c.awaiting_cards());
    ASSERT_TRUE(c.series()->cards().has_value());
    EXPECT_EQ(*c.series()->cards(), deal_cards_ai(c.seed() + 1));
    EXPECT_EQ(heard.wakes.load(), 1);  // and then thinks of its first move
}

// [SECTION] Saving and the autosave

TEST(MatchController, SavingWritesOneFileAndKeepsThePreviousCopy) {
    TempDir dir;
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kPerson));
    std::string error;
    c.play(mv("b4-b3"));
    const auto first = c.save(dir.path(), "2026-11-24-120000", "2026.11.24", &error);
    ASSERT_TRUE(first.has_value()) << error;
    EXPECT_EQ(first->filename(), "2026-11-24-120000-brandubh.otg");
    c.play(mv("c4-c6"));
    const auto second = c.save(dir.path(), "2026-11-24-120500", "2026.11.24", &error);
    ASSERT_TRUE(second.has_value()) << error;
    EXPECT_EQ(*second, *first);  // the same file again
    EXPECT_EQ(c.save_path(), *first);
    ASSERT_TRUE(fs::exists(first->string() + ".bak"));
    EXPECT_EQ(read_text(first->string() + ".bak").find("c4-c6"), std::string::npos);
    const auto loaded = MatchController::read_game(*first, &error);
    ASSERT_TRUE(loaded.has_value()) << error;
    EXPECT_EQ(std::vector<Move>(loaded->moves().begin(), loaded->moves().end()),
              std::vector<Move>(c.match().moves().begin(), c.match().moves().end()));
}

TEST(MatchController, ABrokenSavedGameIsRefusedWithAMessage) {
    TempDir dir;
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kPerson));
    std::string error;
    c.play(mv("b4-b3"));
    const auto file = c.save(dir.path(), "stamp", "2026.11.24", &error);
    ASSERT_TRUE(file.has_value()) << error;
    const std::string text = read_text(*file);
    const fs::path truncated = dir.path() / "truncated.otg";
    std::ofstream(truncated, std::ios::binary) << text.substr(0, text.size() / 3);
    error.clear();
    EXPECT_FALSE(MatchController::read_game(truncated, &error).has_value());
    EXPECT_FALSE(error.empty());
    error.clear();
    EXPECT_FALSE(MatchController::read_game(dir.path() / "missing.otg", &error).has_value());
    EXPECT_FALSE(error.empty());
}

TEST(MatchController, TheAutosaveKeepsOnlyAnUnfinishedGame) {
    TempDir dir;
    const fs::path autosave = dir.path() / "autosave.otg";
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kPerson));
    std::string error;
    EXPECT_TRUE(c.autosave(dir.path(), "2026.11.24", &error)) << error;
    EXPECT_FALSE(fs::exists(autosave));  // no move yet: nothing to continue
    c.play(mv("b4-b3"));
    EXPECT_TRUE(c.autosave(dir.path(), "2026.11.24", &error)) << error;
    ASSERT_TRUE(fs::exists(autosave));
    // Continue: the autosave is a copy; saving the continued game makes a file of its own.
    auto continued = MatchController::read_game(autosave, &error);
    ASSERT_TRUE(continued.has_value()) << error;
    MatchController d(heard.events(), true);
    d.show(std::move(*continued), autosave, nullptr);
    EXPECT_TRUE(d.save_path().empty());
    EXPECT_EQ(d.match().moves().size(), 1u);
    c.resign();
    EXPECT_TRUE(c.autosave(dir.path(), "2026.11.24", &error)) << error;
    EXPECT_FALSE(fs::exists(autosave));  // over: nothing left to continue
}

TEST(MatchController, AGameShownFromAFileIsSavedBackToIt) {
    TempDir dir;
    Heard heard;
    MatchController& c = heard.started(setup_of("brandubh", kPerson, kPerson));
    std::string error;
    c.play(mv("b4-b3"));
    const auto file = c.save(dir.path(), "stamp", "2026.11.24", &error);
    ASSERT_TRUE(file.has_value()) << error;
    MatchController d(heard.events(), true);
    auto loaded = MatchController::read_game(*file, &error);
    ASSERT_TRUE(loaded.has_value()) << error;
    d.show(std::move(*loaded), *file, nullptr);
    EXPECT_EQ(d.save_path(), *file);
}

TEST(MatchController, ABrokenSeriesTagIsNamedAndTheGameStillShown) {
    Heard heard;
    MatchSetup s = setup_of("brandubh", kPerson, kPerson);
    s.format = Format::TwoGames;
    MatchController& c = heard.started(s);
    std::string error;
    c.play(mv("b4-b3"));
    auto record = c.record("2026.11.24", &error);
    ASSERT_TRUE(record.has_value()) << error;
    const std::string tag = "[" + std::string(kSeriesTag) + ":";
    const std::size_t at = record->find(tag);
    ASSERT_NE(at, std::string::npos) << *record;
    const std::size_t end = record->find(']', at);
    record->replace(at + tag.size(), end - at - tag.size(), "nonsense");
    auto broken = Match::from_record(*record, &error);
    ASSERT_TRUE(broken.has_value()) << error;
    MatchController d(heard.events(), true);
    std::vector<std::string> problems;
    d.show(std::move(*broken), "broken.otg", &problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("cannot be read"), std::string::npos) << problems[0];
    EXPECT_FALSE(d.series().has_value());
    EXPECT_EQ(d.match().moves().size(), 1u);
}

}  // namespace
}  // namespace tafl::match
