// perft_test.cpp: leaf counts from every preset's start position (rules-reference §6), the
// published Copenhagen depth-4 figure, and depth 4 of the 7x7 presets pinned from the engine.
#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>

#include "test_support.h"

namespace tafl {
namespace {

// One row of the perft table: a preset, a depth and the expected number of leaves.
struct PerftCase {
    const char* preset;
    int depth;
    std::uint64_t leaves;
};

std::ostream& operator<<(std::ostream& out, const PerftCase& c) {
    return out << c.preset << " depth " << c.depth << " = " << c.leaves;
}

// rules-reference §6 (independent implementation; OpenTafl agrees on the presets marked there).
constexpr PerftCase kSection6[] = {
    {"koenigszabel", 1, 152},
    {"koenigszabel", 2, 11'900},
    {"koenigszabel", 3, 1'875'176},
    {"tablut-brettspielnetz", 1, 56},
    {"tablut-brettspielnetz", 2, 3'968},
    {"tablut-brettspielnetz", 3, 225'224},
    {"tablut-corner", 1, 72},
    {"tablut-corner", 2, 3'944},
    {"tablut-corner", 3, 285'728},
    {"brandubh", 1, 40},
    {"brandubh", 2, 960},
    {"brandubh", 3, 39'512},
    {"ard-ri", 1, 48},
    {"ard-ri", 2, 1'152},
    {"ard-ri", 3, 56'344},
    {"ard-ri-square", 1, 48},
    {"ard-ri-square", 2, 408},
    {"ard-ri-square", 3, 18'528},
    {"tablut", 1, 80},
    {"tablut", 2, 4'400},
    {"tablut", 3, 353'200},
    {"tawlbwrdd", 1, 136},
    {"tawlbwrdd", 2, 7'620},
    {"tawlbwrdd", 3, 1'042'016},
    {"tawlbwrdd-lewis", 1, 88},
    {"tawlbwrdd-lewis", 2, 8'984},
    {"tawlbwrdd-lewis", 3, 835'776},
    {"tawlbwrdd-diamond", 1, 124},
    {"tawlbwrdd-diamond", 2, 7'276},
    {"tawlbwrdd-diamond", 3, 920'688},
    {"hnefatafl", 1, 184},
    {"hnefatafl", 2, 23'436},
    {"hnefatafl", 3, 4'370'608},
    {"york", 1, 124},
    {"york", 2, 7'276},
    {"york", 3, 920'688},
    {"copenhagen", 1, 116},
    {"copenhagen", 2, 6'788},
    {"copenhagen", 3, 806'344},
    {"fetlar", 1, 116},
    {"fetlar", 2, 6'788},
    {"fetlar", 3, 806'344},
};

// Beyond the table: Copenhagen depth 4 is the published figure; the 7x7 depth-4 counts were
// computed once with this engine (whose depths 1-3 match §6) and are pinned against regressions.
constexpr PerftCase kDeeper[] = {
    {"copenhagen", 4, 50'456'804},
    {"brandubh", 4, 1'007'392},
    {"ard-ri", 4, 1'459'288},
    {"ard-ri-square", 4, 244'192},
};

// Table-driven: one test per row, named after the preset and depth.
class Perft : public ::testing::TestWithParam<PerftCase> {};

// The leaf count from the preset's start, finished games counted as leaves and never expanded.
TEST_P(Perft, LeavesFromStart) {
    const PerftCase& c = GetParam();
    Position pos(test::compile(test::preset_rules(c.preset)));
    EXPECT_EQ(perft(pos, c.depth), c.leaves);
    // perft leaves the position as it found it.
    EXPECT_EQ(pos.ply(), 0);
    EXPECT_EQ(pos.record(), test::preset_rules(c.preset).setup);
    // The last ply counted or made and judged move by move: the same leaves.
    if (c.leaves < 2'000'000) {
        EXPECT_EQ(perft(pos, c.depth, true), c.leaves);
    }
}

std::string case_name(const ::testing::TestParamInfo<PerftCase>& info) {
    std::string name = std::string(info.param.preset) + "_d" + std::to_string(info.param.depth);
    for (char& ch : name)
        if (ch == '-') ch = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(PerftSection6, Perft, ::testing::ValuesIn(kSection6), case_name);
INSTANTIATE_TEST_SUITE_P(PerftDeeper, Perft, ::testing::ValuesIn(kDeeper), case_name);

}  // namespace
}  // namespace tafl
