// scripts_test.cpp: the scripted scenes of the game (game/app/scripted_scene.h): scene names,
// and the script player feeding the engine's move results to the board scene at fixed times.
#include <gtest/gtest.h>

#include "app/scripted_scene.h"
#include "scene/board_scene.h"
#include "test_support.h"

namespace tafl {
namespace {

using app::parse_scene_name;
using app::ScriptPlayer;

TEST(SceneNames, PresetAndStartFormsNameThePreset) {
    for (const char* name : {"tablut", "start:tablut"}) {
        std::string error;
        const auto s = parse_scene_name(name, &error);
        ASSERT_TRUE(s) << error;
        EXPECT_EQ(s->variant, "tablut");
        EXPECT_TRUE(s->moves.empty());
        EXPECT_FALSE(s->self_play);
    }
}

TEST(SceneNames, CaptureEscapeDemoAndMoves) {
    EXPECT_EQ(parse_scene_name("capture", nullptr)->variant, "brandubh");
    EXPECT_FALSE(parse_scene_name("capture", nullptr)->moves.empty());
    EXPECT_FALSE(parse_scene_name("escape", nullptr)->moves.empty());
    EXPECT_TRUE(parse_scene_name("demo:copenhagen", nullptr)->self_play);
    const auto m = parse_scene_name("moves:brandubh:b4-b3,c4-c6", nullptr);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->moves, (std::vector<std::string>{"b4-b3", "c4-c6"}));
}

TEST(SceneNames, RulebooksOpenTheLibraryABookAChapterOrADiagram) {
    const auto library = parse_scene_name("rulebooks", nullptr);
    ASSERT_TRUE(library);
    EXPECT_TRUE(library->rulebooks);
    EXPECT_TRUE(library->book.empty());
    EXPECT_EQ(library->variant, "brandubh");  // the match behind the reader
    const auto page = parse_scene_name("rulebook:brandubh:capturing:capture-man", nullptr);
    ASSERT_TRUE(page);
    EXPECT_EQ(page->book, "brandubh");
    EXPECT_EQ(page->chapter, "capturing");
    EXPECT_EQ(page->diagram, "capture-man");
    const auto book = parse_scene_name("rulebook:tablut", nullptr);
    ASSERT_TRUE(book);
    EXPECT_EQ(book->book, "tablut");
    EXPECT_TRUE(book->chapter.empty());
    std::string error;
    EXPECT_FALSE(parse_scene_name("rulebook:Tablut", &error));
    EXPECT_NE(error.find("Tablut"), std::string::npos);
    EXPECT_FALSE(parse_scene_name("rulebook:a:b:c:d", &error));
}

TEST(SceneNames, TitleLeavesThePresetToTheCaller) {
    const auto s = parse_scene_name("title", nullptr);
    ASSERT_TRUE(s);
    EXPECT_TRUE(s->title);
    EXPECT_TRUE(s->variant.empty());
    EXPECT_FALSE(parse_scene_name("tablut", nullptr)->title);
}

TEST(SceneNames, BadNamesSayWhatIsWrong) {
    std::string error;
    EXPECT_FALSE(parse_scene_name("", &error));
    EXPECT_FALSE(parse_scene_name("Brandubh!", &error));
    EXPECT_NE(error.find("Brandubh!"), std::string::npos);
    EXPECT_FALSE(parse_scene_name("moves:brandubh:b4b3", &error));
    EXPECT_NE(error.find("b4b3"), std::string::npos);
    EXPECT_FALSE(parse_scene_name("moves:brandubh:", &error));
    EXPECT_FALSE(parse_scene_name("sideways:brandubh", &error));
    EXPECT_NE(error.find("capture"), std::string::npos) << "the error lists the known scenes: " << error;
}

// Plays a script to its end against a fresh position of its preset, frame by frame at 60 Hz.
struct Played {
    std::vector<MoveResult> results;
    std::vector<scene::TimeMs> times;
    Position position;
};

Played play_script(const app::SceneScript& script, scene::TimeMs until) {
    Played out{{}, {}, Position(test::compile(test::preset_rules(script.variant)))};
    ScriptPlayer player(script);
    player.start(0);
    for (scene::TimeMs t = 0; t <= until; t += 16) {
        std::string error;
        if (const auto move = player.due(t, out.position, &error)) {
            out.results.push_back(out.position.make(*move));
            out.times.push_back(t);
        }
        EXPECT_TRUE(error.empty()) << error;
    }
    return out;
}

TEST(ScriptPlayer, CaptureSceneEndsInTheCaptureOfD3) {
    const auto played = play_script(*parse_scene_name("capture", nullptr), 10000);
    ASSERT_EQ(played.results.size(), 7u);
    const MoveResult& last = played.results.back();
    EXPECT_EQ(last.capture_count, 1);
    EXPECT_EQ(last.captured[0], *parse_square("d3", 7));
    EXPECT_EQ(played.position.status(), Status::Ongoing);
}

TEST(ScriptPlayer, EscapeSceneEndsWithTheKingInTheCorner) {
    const auto played = play_script(*parse_scene_name("escape", nullptr), 20000);
    ASSERT_FALSE(played.results.empty());
    EXPECT_EQ(played.position.status(), Status::DefendersWin);
    EXPECT_EQ(played.position.reason(), Reason::Escape);
    EXPECT_EQ(played.position.king_square(), *parse_square("a7", 7));
}

TEST(ScriptPlayer, KingCaptureSceneEndsWithTheKingTakenOnC5) {
    const auto played = play_script(*parse_scene_name("king-capture", nullptr), 20000);
    ASSERT_FALSE(played.results.empty());
    EXPECT_EQ(played.position.status(), Status::AttackersWin);
    EXPECT_EQ(played.position.reason(), Reason::KingCaptured);
    EXPECT_TRUE(played.results.back().captures(*parse_square("c5", 7)));
}

TEST(ScriptPlayer, MovesComeAtTheirTimesOnePerCall) {
    auto script = *parse_scene_name("capture", nullptr);
    const auto played = play_script(script, 10000);
    for (std::size_t i = 0; i < played.times.size(); ++i) {
        const scene::TimeMs due = script.first_move_at + static_cast<scene::TimeMs>(i) * script.interval;
        EXPECT_GE(played.times[i], due);
        EXPECT_LT(played.times[i], due + 16) << "move " << i << " was late";
    }
}

TEST(ScriptPlayer, IllegalMoveStopsTheScriptWithAMessage) {
    auto script = *parse_scene_name("moves:brandubh:b4-b3,b3-b3", nullptr);
    Position pos(test::compile(test::preset_rules("brandubh")));
    ScriptPlayer player(script);
    player.start(0);
    std::string error;
    auto first = player.due(script.first_move_at, pos, &error);
    ASSERT_TRUE(first);
    pos.make(*first);
    EXPECT_FALSE(player.due(script.first_move_at + script.interval, pos, &error));
    EXPECT_NE(error.find("b3-b3"), std::string::npos) << error;
    EXPECT_TRUE(player.finished());
}

TEST(ScriptPlayer, LoopingScriptRestartsAfterItsPause) {
    auto script = *parse_scene_name("moves:brandubh:b4-b3", nullptr);
    script.loop = true;
    Position pos(test::compile(test::preset_rules("brandubh")));
    ScriptPlayer player(script);
    player.start(0);
    ASSERT_TRUE(player.due(script.first_move_at, pos, nullptr));
    EXPECT_TRUE(player.finished());
    EXPECT_FALSE(player.restart_due(script.first_move_at + script.hold - 1));
    EXPECT_TRUE(player.restart_due(script.first_move_at + script.hold));
    player.start(5000);
    EXPECT_FALSE(player.finished());
    EXPECT_FALSE(player.due(5000 + script.first_move_at - 1, pos, nullptr));
}

TEST(ScriptPlayer, DemoIsTheSameGameEveryTime) {
    const auto script = *parse_scene_name("demo:brandubh", nullptr);
    const auto a = play_script(script, 12000);
    const auto b = play_script(script, 12000);
    ASSERT_GE(a.results.size(), 6u);  // a real game of several moves, not one move repeated
    ASSERT_EQ(a.results.size(), b.results.size());
    for (std::size_t i = 0; i < a.results.size(); ++i) EXPECT_EQ(a.results[i].move, b.results[i].move);
}

// A demo plays a game to its end, then starts the next one after the hold, as long as it runs.
TEST(ScriptPlayer, DemoStartsTheNextGameWhenOneEnds) {
    const auto script = *parse_scene_name("demo:brandubh", nullptr);
    ASSERT_TRUE(script.loop);
    Position pos(test::compile(test::preset_rules("brandubh")));
    ScriptPlayer player(script);
    player.start(0);
    int games_ended = 0;
    scene::TimeMs t = 0;
    for (; t <= 3'000'000 && games_ended < 2; t += 16) {
        if (player.restart_due(t)) {
            ASSERT_TRUE(pos.game_over()) << "a demo restarts only after its game has ended";
            ++games_ended;
            pos = Position(test::compile(test::preset_rules("brandubh")));
            player.start(t);
            continue;
        }
        if (const auto move = player.due(t, pos, nullptr)) pos.make(*move);
        if (!pos.game_over()) {
            EXPECT_FALSE(player.finished());
        }
    }
    EXPECT_EQ(games_ended, 2) << "two demo games ended and restarted in " << t << " ms of scene time";
}

// Each game of a looping demo is a new one: the second differs from the first, and a fresh
// player plays the same series again.
TEST(ScriptPlayer, DemoPlaysADifferentGameEachTime) {
    const auto script = *parse_scene_name("demo:brandubh", nullptr);
    auto two_games = [&] {
        Position pos(test::compile(test::preset_rules("brandubh")));
        ScriptPlayer player(script);
        player.start(0);
        std::vector<std::vector<Move>> games(1);
        for (scene::TimeMs t = 0; t <= 3'000'000 && games.size() < 3; t += 16) {
            if (player.restart_due(t)) {
                pos = Position(test::compile(test::preset_rules("brandubh")));
                player.start(t);
                games.emplace_back();
                continue;
            }
            if (const auto move = player.due(t, pos, nullptr)) {
                pos.make(*move);
                games.back().push_back(*move);
            }
        }
        EXPECT_EQ(player.games_started(), 3);
        return games;
    };
    const auto a = two_games();
    ASSERT_EQ(a.size(), 3u);
    ASSERT_GE(a[0].size(), 6u);
    ASSERT_GE(a[1].size(), 6u);
    EXPECT_NE(a[0], a[1]) << "the demo played its first game again";
    EXPECT_EQ(a, two_games()) << "the series of demo games is not the same from one run to the next";
}

// The scene the game draws follows the script: pieces slide and the captured one dissolves.
TEST(ScriptPlayer, BoardSceneAnimatesTheScriptedCapture) {
    const auto script = *parse_scene_name("capture", nullptr);
    Position pos(test::compile(test::preset_rules("brandubh")));
    scene::BoardScene view(pos);
    ScriptPlayer player(script);
    player.start(0);
    bool saw_animation = false;
    for (scene::TimeMs t = 0; t <= 8000; t += 16) {
        if (const auto move = player.due(t, pos, nullptr)) {
            const MoveResult r = pos.make(*move);
            view.apply(r, pos.announcements(), t);
        }
        view.update(t);
        saw_animation = saw_animation || view.animating();
    }
    EXPECT_TRUE(saw_animation);
    EXPECT_FALSE(view.animating()) << "every animation has ended two seconds after the last move";
    EXPECT_EQ(view.piece_at(*parse_square("d3", 7)), scene::kNoEntity);
    EXPECT_NE(view.piece_at(*parse_square("e3", 7)), scene::kNoEntity);
}

}  // namespace
}  // namespace tafl
