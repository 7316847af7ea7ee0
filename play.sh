#!/usr/bin/env bash
# play.sh: installs what is missing, builds the release preset, and starts the program to play.
# Arguments go to that program. Until the game exists the program is the command-line tool.
set -euo pipefail

# The program to start, relative to the release build folder; its build target is its file name.
# When the game exists this becomes "game/taflbord".
PLAY_PROGRAM="engine/taflbord-cli"

cd "$(dirname "${BASH_SOURCE[0]}")"
source .ci/packages.sh

taflbord_ensure_packages

preset="release"
build_dir="build/${preset}"
target="$(basename "${PLAY_PROGRAM}")"

echo "==> configure (preset ${preset})"
cmake --preset "${preset}"
echo "==> build ${target} (preset ${preset})"
cmake --build --preset "${preset}" --parallel "$(taflbord_jobs)" --target "${target}"

if (($# > 0)); then
    exec "${build_dir}/${PLAY_PROGRAM}" "$@"
fi

# No arguments: show what there is to play, and what to try next.
"${build_dir}/${PLAY_PROGRAM}" variants
if [[ "${target}" == "taflbord-cli" ]]; then
    cat <<'HINT'

Try, for example:
  ./play.sh perft --variant brandubh --depth 3
  ./play.sh moves --variant tablut
  ./play.sh play --variant brandubh d2-c2 d3-e3
  ./play.sh check
  ./play.sh --help
HINT
fi
