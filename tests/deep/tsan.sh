#!/usr/bin/env bash
# tsan.sh: ThreadSanitizer over the code that runs threads: the AI (lazy SMP helpers, the otep
# session's search worker, the match runner) and the game's match controller (the AI's search on
# the engine's worker while the screen polls). Builds the preset `tsan` and runs the engine tests,
# the game-match tests and the command-line tests of otep and match under it. Any data race or
# lock-order problem fails the run (halt_on_error).
#
#   tests/deep/tsan.sh [ctest arguments...]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"
taflbord_ensure_packages

# ThreadSanitizer's shadow memory needs the usual address layout: some kernels randomise mappings
# more than this compiler's runtime expects ("unexpected memory mapping"), so it runs with address
# randomisation off for this process and its children.
norandom=()
if setarch "$(uname -m)" -R true 2>/dev/null; then norandom=(setarch "$(uname -m)" -R); fi

cmake --preset tsan >/dev/null
targets=(engine_tests game_match_tests taflbord-cli)
"${norandom[@]}" cmake --build --preset tsan --parallel "${deep_jobs}" --target "${targets[@]}"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
# The labels of those executables' tests, and the scripts that drive taflbord-cli's threads.
"${norandom[@]}" ctest --test-dir build/tsan --output-on-failure --parallel "${deep_jobs}" \
    -L 'engine|match' -R '^(Ai|Match|Series|Clock|Draw|Prove|Perft|Position|Rules|Notation|Variant|Recorded|otep|cli_match)' \
    -E '^(game_|save_kills|render_)' "$@" | tee build/tsan/deep-tsan.log
echo "tsan.sh: $(grep -c 'Passed' build/tsan/deep-tsan.log) tests passed under ThreadSanitizer; data races reported: $(grep -c 'WARNING: ThreadSanitizer' build/tsan/deep-tsan.log || true)"
