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
# The engine tests and the game-match tests by their labels, then the scripts that drive
# taflbord-cli's threads (labelled cli, with others that need no threads).
: >build/tsan/deep-tsan.log
"${norandom[@]}" ctest --test-dir build/tsan --output-on-failure --parallel "${deep_jobs}" -L 'engine|match' \
    -E '^(game_|save_kills|render_)' "$@" | tee -a build/tsan/deep-tsan.log
# Run as scripts, without ctest's time limits: a match under ThreadSanitizer takes many minutes.
for script in otep_test match_test; do
    echo "---- tests/cli/${script}.sh under ThreadSanitizer" | tee -a build/tsan/deep-tsan.log
    if "${norandom[@]}" bash "tests/cli/${script}.sh" "${PWD}/build/tsan/engine/taflbord-cli" >build/tsan/deep-${script}.log 2>&1; then
        echo "    ${script} Passed: $(tail -n 1 build/tsan/deep-${script}.log)" | tee -a build/tsan/deep-tsan.log
    else
        tail -n 30 "build/tsan/deep-${script}.log" >&2
        deep_fail "tests/cli/${script}.sh failed under ThreadSanitizer (above)"
    fi
    grep -h 'WARNING: ThreadSanitizer' "build/tsan/deep-${script}.log" >>build/tsan/deep-tsan.log || true
done
echo "tsan.sh: $(grep -c ' Passed' build/tsan/deep-tsan.log) tests passed under ThreadSanitizer; data races reported: $(grep -c 'WARNING: ThreadSanitizer' build/tsan/deep-tsan.log || true)"
