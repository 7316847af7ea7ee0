// levels.h: the difficulty ladder. Each level is an id (the game gives it a translated name and
// a personality) with the search limits and the style of imperfection it plays with. Every
// level still takes a win in one and parries a loss in one: weaker levels see less far and
// choose less precisely, they do not throw pieces away at random.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "taflbord/ai/search.h"

namespace tafl::ai {

struct Level {
    std::string_view id;
    Limits limits;  // a node or depth budget: deterministic for a given seed
    Style style;
};

// From weakest to strongest.
std::span<const Level> levels();
const Level* find_level(std::string_view id);

}  // namespace tafl::ai
