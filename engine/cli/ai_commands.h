// ai_commands.h: the taflbord-cli commands over the AI (think, eval, bench, selfplay) and the engine
// side of the OpenTafl Engine Protocol (otep).
#pragma once

#include "cli_common.h"

namespace tafl::cli {

int cmd_think(Library& lib, const Options& o);
int cmd_eval(Library& lib, const Options& o);
int cmd_bench(Library& lib, const Options& o);
int cmd_selfplay(Library& lib, const Options& o);

}  // namespace tafl::cli
