// match_command.h: `taflbord-cli match`, two players (our levels or external OTEP engines) over
// pairs of games with the sides swapped, with an Elo estimate and an optional SPRT.
#pragma once

#include "cli_common.h"

namespace tafl::cli {

int cmd_match(Library& lib, const Options& o);

}  // namespace tafl::cli
