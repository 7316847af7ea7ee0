// levels.cpp: the values of the difficulty ladder, from the nervous thrall to the cunning jarl.
// Budgets are in nodes so that a level plays the same moves on every machine; the strongest
// level is also what `think` and `selfplay` use for full strength with a time limit.
#include "taflbord/ai/levels.h"

#include <array>

namespace tafl::ai {

namespace {
// clang-format off
constexpr std::array<Level, 6> kLevels = {{
    //  id          depth  nodes      ms   noise  shallow‰
    {"thrall",     {1,     0,         0},  {250,  0}},
    {"karl",       {2,     0,         0},  {120,  0}},
    {"bondi",      {3,     0,         0},  {60,   150}},
    {"huscarl",    {0,     80000,     0},  {0,    0}},
    {"hersir",     {0,     320000,    0},  {0,    0}},
    {"jarl",       {0,     2500000,   0},  {0,    0}},
}};
// clang-format on
}  // namespace

std::span<const Level> levels() { return kLevels; }

const Level* find_level(std::string_view id) {
    for (const Level& l : kLevels)
        if (l.id == id) return &l;
    return nullptr;
}

}  // namespace tafl::ai
