#!/usr/bin/env bash
# play.sh: installs what is missing, builds the release preset, and starts the game. Arguments go
# to the game (./play.sh --help lists them; e.g. ./play.sh --scene tablut).
set -euo pipefail

# The program to start, relative to the release build folder; its build target is its file name.
PLAY_PROGRAM="game/app/taflbord"

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

exec "${build_dir}/${PLAY_PROGRAM}" "$@"
