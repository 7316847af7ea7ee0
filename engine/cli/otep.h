// otep.h: `taflbord-cli otep`, the engine side of the OpenTafl Engine Protocol (OTEP): commands
// from OpenTafl (or any driver speaking OTEP) on standard input, replies on standard output.
//
// One command per line, US-ASCII, no acknowledgements. We send `hello` once at start, then:
//
//   in                                        what we do
//   hello                                     answer `hello`
//   rules <OTN rules string>                  new game at the start position; `error -1 ...`
//                                             (critical: OpenTafl ends the game) when we cannot
//                                             play those rules, and we refuse to play until a
//                                             rules string we can play arrives
//   position <record>                         set the board (history kept when it is unchanged)
//   side attackers|defenders                  the side we play; right after `position` it is
//                                             also the side to move (OpenTafl sends the pair)
//   clock <att-ms>[*] <def-ms>[*] <ot-s> <att-ot> <def-ot>
//                                             remaining times (`*`: in an overtime period) and
//                                             overtime periods; they set our time per move
//   play attackers|defenders                  search, then `status ...` and `move <OTN record>`
//   move <record>                             OpenTafl accepted our move; check the board
//   error <code>                              OpenTafl refused our move: take it back, and do
//                                             not offer it again in that position
//   opponent-move <m1|m2...> [<record>]       apply the moves, check against the record and
//                                             take the host's board when they disagree
//   analyze <count> <seconds>                 `analysis <n> <pv> <eval> ...`: moves joined by
//                                             `|`, evaluation in men, positive for attackers
//   start, dump <n>                           nothing to do
//   finish <code>                             stop thinking (no move is sent)
//   goodbye                                   stop thinking and exit 0
//
// Anything else, or a malformed command, is answered `error 0 <message>` (non-critical) and the
// session goes on. The end of input waits for a running search to answer, then exits 0.
#pragma once

#include <functional>
#include <istream>
#include <string_view>

#include "cli_common.h"

namespace tafl::cli {

// Runs an OTEP session until `goodbye` or the end of input; returns the exit status (0).
// Options: --level NAME, --depth D, --nodes N and --movetime MS set the strength when no clock is
// given (with a clock they cap it; --nodes and --movetime cap `analyze` too), --seed S the random
// seed, --variant ID [--position REC --side SIDE] a game to start from before any `rules` command,
// and --rule NAME=VALUE changes a rule parameter of every rule set received.
int cmd_otep(Library& lib, const Options& o);

// Where a session's replies go: one whole line at a time, ending in '\n', plain ASCII. Called
// from the session's thread and its search worker, never from both at once.
using OtepOutput = std::function<void(std::string_view line)>;

// The session of cmd_otep over any input stream and output (the fuzz target feeds it text).
int run_otep(Library& lib, const Options& o, std::istream& in, OtepOutput out);

}  // namespace tafl::cli
