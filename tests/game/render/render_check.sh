#!/usr/bin/env bash
# render_check.sh: one render test. Starts the game headless (SDL's offscreen video driver, Mesa's
# software OpenGL), lets it write a screenshot, and compares it with render/expected/NAME.png
# within a tolerance. On a difference the actual picture and a picture of the differences are
# left in the output folder.
#
#   render_check.sh TAFLBORD IMGDIFF EXPECTED_DIR OUT_DIR NAME [GAME ARGUMENTS...]
#
# TAFLBORD_UPDATE_RENDER=1 writes the actual picture over the expected one instead of comparing
# (after a deliberate change of the look; check the new pictures before committing them).
set -euo pipefail

game=$1 imgdiff=$2 expected_dir=$3 out_dir=$4 name=$5
shift 5
mkdir -p "$out_dir"
actual="$out_dir/$name.png"
log="$out_dir/$name.log"
rm -f "$actual"

# English whatever the machine's locale, no settings file, the offscreen driver unless a display
# driver was chosen.
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
if ! "$game" --no-settings --language en --screenshot "$actual" "$@" >"$log" 2>&1; then
    echo "render_check: the game failed for $name:" >&2
    cat "$log" >&2
    exit 1
fi
[[ -s "$actual" ]] || { echo "render_check: no screenshot written for $name" >&2; cat "$log" >&2; exit 1; }

expected="$expected_dir/$name.png"
if [[ "${TAFLBORD_UPDATE_RENDER:-0}" == "1" ]]; then
    cp "$actual" "$expected"
    echo "render_check: updated $expected"
    exit 0
fi
[[ -f "$expected" ]] || { echo "render_check: $expected is missing (run with TAFLBORD_UPDATE_RENDER=1)" >&2; exit 1; }
# Tolerance: software rendering is exact on one machine; other drivers round differently.
"$imgdiff" "$actual" "$expected" --threshold 24 --max-mean 2.0 --max-fraction 0.02 --diff "$out_dir/$name-diff.png"
