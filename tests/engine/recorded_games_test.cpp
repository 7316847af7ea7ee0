// recorded_games_test.cpp: every OpenTafl game record under tests/data/games is replayed through
// the engine and must reach the result and termination it records, and write back to the same
// text. A change of rules behaviour that alters any recorded game shows up here.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "taflbord/game_record.h"

namespace tafl {
namespace {

std::vector<std::filesystem::path> game_files() {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(TAFLBORD_TEST_DATA) / "games"))
        if (entry.path().extension() == ".otg") out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

std::string read_all(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string expected_result(Status s) {
    switch (s) {
        case Status::AttackersWin:
            return "1";
        case Status::DefendersWin:
            return "-1";
        case Status::Draw:
            return "0";
        case Status::Ongoing:
            return "?";
    }
    return "?";
}

// The shipped records cover every preset, so none is left untested.
TEST(RecordedGames, OneFinishedGamePerPreset) { EXPECT_GE(game_files().size(), 14U); }

TEST(RecordedGames, ReplayReachesRecordedResult) {
    for (const auto& path : game_files()) {
        SCOPED_TRACE(path.filename().string());
        std::string text = read_all(path);
        NotationError error;
        auto game = load_game_record(text, &error);
        ASSERT_TRUE(game) << error.message;
        const Position& end = game->position;
        EXPECT_TRUE(end.game_over());
        EXPECT_EQ(game->record.result, expected_result(end.status()));
        const std::string* termination = game->record.tag("termination");
        ASSERT_NE(termination, nullptr);
        EXPECT_EQ(*termination, reason_id(end.reason()));
        // Writing the replayed game gives back the file, byte for byte.
        GameInfo info;
        if (const std::string* v = game->record.tag("variant")) info.variant = *v;
        info.preset = game->record.preset;
        auto again = write_game_record(end, info);
        ASSERT_TRUE(again);
        EXPECT_EQ(*again, text);
    }
}

}  // namespace
}  // namespace tafl
