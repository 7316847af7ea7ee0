// ai_endgame_test.cpp: the AI finishes won games. Every position of tests/data/endgames.txt (a
// lone king, or a king with one or two men, against attackers holding the corners or an almost
// closed net, or a king held on the edge with more) is legal and still open, and level hersir on
// both sides ends it with the attackers' win within the plies the file states. The node budgets
// make each game the same on every machine.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"
#include "test_support.h"

namespace tafl {
namespace {

struct Endgame {
    std::string id, preset, record;
    int hersir_plies = 0, jarl_plies = 0;
};

// gtest names a failing case by this, not by the bytes of the struct.
void PrintTo(const Endgame& e, std::ostream* os) { *os << e.id << " (" << e.preset << ")"; }

std::vector<Endgame> load_endgames() {
    std::ifstream in(std::string(TAFLBORD_TEST_DATA) + "/endgames.txt");
    std::vector<Endgame> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        Endgame e;
        if (fields >> e.id >> e.preset >> e.record >> e.hersir_plies >> e.jarl_plies) out.push_back(e);
        else out.push_back(Endgame{"unreadable: " + line, "", "", 0, 0});
    }
    return out;
}

class AiEndgame : public ::testing::TestWithParam<Endgame> {};

TEST_P(AiEndgame, HersirConvertsWithinTheStatedPlies) {
    const Endgame& e = GetParam();
    ASSERT_FALSE(e.preset.empty()) << e.id;
    std::string error;
    auto start = Position::from_record(test::compile(test::preset_rules(e.preset)), e.record, Side::Defenders, &error);
    ASSERT_TRUE(start) << e.id << ": " << error;
    ASSERT_FALSE(start->game_over());
    ASSERT_TRUE(start->has_legal_move(Side::Defenders));
    ASSERT_GT(e.hersir_plies, 0);
    ASSERT_GE(e.jarl_plies, 0);  // 0: jarl did not convert it when measured (see the file)

    const ai::Level* hersir = ai::find_level("hersir");
    ASSERT_NE(hersir, nullptr);
    ai::Searcher searcher(16);
    Position pos = *start;
    std::string line;
    while (!pos.game_over() && pos.ply() < e.hersir_plies) {
        const ai::Result r = searcher.search(pos, hersir->limits, hersir->style, 1000 + static_cast<std::uint64_t>(pos.ply()));
        ASSERT_TRUE(r.has_move());
        line += move_name(r.best) + " ";
        pos.make(r.best);
    }
    EXPECT_EQ(pos.status(), Status::AttackersWin) << e.id << " after " << pos.ply() << " plies: " << line;
    // The plies taken, for measuring the set again (shown by the test's output and its XML report).
    RecordProperty("plies", pos.ply());
    std::printf("%s: %d plies (bound %d)\n", e.id.c_str(), pos.ply(), e.hersir_plies);
}

std::string endgame_name(const ::testing::TestParamInfo<Endgame>& info) {
    std::string name;
    for (char ch : info.param.id) name += (std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(WonEndgames, AiEndgame, ::testing::ValuesIn(load_endgames()), endgame_name);

}  // namespace
}  // namespace tafl
