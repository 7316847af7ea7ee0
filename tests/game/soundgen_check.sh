#!/usr/bin/env bash
# soundgen_check.sh: regenerates the sounds of assets/sounds with taflbord-soundgen into a
# scratch folder and compares each with the committed file, byte for byte. After changing the
# generator, run
#   build/release/game/tools/taflbord-soundgen assets
# and commit the new sounds.
#
#   soundgen_check.sh SOUNDGEN ASSETS_DIR OUT_DIR
set -euo pipefail
soundgen=$1 assets=$2 out=$3
rm -rf "$out"
"$soundgen" "$out" >/dev/null
status=0
for fresh in "$out"/sounds/*.wav; do
    name=$(basename "$fresh")
    committed="$assets/sounds/$name"
    if [[ ! -f "$committed" ]]; then
        echo "soundgen_check: sounds/$name is generated but not committed" >&2
        status=1
    elif ! cmp -s "$fresh" "$committed"; then
        echo "soundgen_check: sounds/$name is not what taflbord-soundgen makes today" >&2
        status=1
    fi
done
for old in "$assets"/sounds/*.wav; do
    [[ -f "$out/sounds/$(basename "$old")" ]] || { echo "soundgen_check: $old is no longer generated" >&2; status=1; }
done
exit $status
