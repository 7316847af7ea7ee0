// level_spec.h: one of our AI levels with its settings changed, as `match` and `selfplay` take it
// on the command line: `LEVEL[:KEY=VALUE,...]` (jarl:nodes=200000,noise=0,king_distance=50).
#pragma once

#include <string>
#include <string_view>

#include "taflbord/ai/evaluate.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"

namespace tafl::cli {

struct LevelSpec {
    std::string name;  // the text it was read from
    ai::Limits limits;
    ai::Style style;
    ai::Weights weights;
    int threads = 1;
};

// A level by name, or a Failure naming the known ones, its message led by `context` ("selfplay: ").
const ai::Level& level_named(std::string_view name, std::string_view context = {});

// Reads `spec`. `movetime_ms` (when above 0) replaces the level's limits by a time per move
// before the settings apply, so a `movetime=` setting of its own still wins. Throws Failure,
// its message starting with `command`, on an unknown level or a setting that is unknown,
// malformed or out of range.
LevelSpec parse_level_spec(const std::string& spec, std::string_view command, int movetime_ms);

// Gives `searcher` the threads and weights of `spec`.
void configure(ai::Searcher& searcher, const LevelSpec& spec);

}  // namespace tafl::cli
