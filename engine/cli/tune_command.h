// tune_command.h: the evaluation tuner of taflbord-cli. `tune-data` turns self-play games into
// labelled positions; `tune` fits the evaluation weights to them (Texel's method).
#pragma once

#include "cli_common.h"

namespace tafl::cli {

int cmd_tune_data(Library& lib, const Options& o);
int cmd_tune(Library& lib, const Options& o);

}  // namespace tafl::cli
