#!/usr/bin/env bash
# artgen_check.sh: regenerates the pictures of assets/textures, assets/icons,
# assets/rulebooks/pictures, assets/campaign (the map) and assets/campaign/portraits with
# taflbord-artgen and compares each with the committed file, pixel for pixel (only the PNGs: the
# campaign's folders also hold its text files). After changing the generator, run
#   build/release/game/tools/taflbord-artgen assets
# and commit the new pictures.
#
#   artgen_check.sh ARTGEN IMGDIFF ASSETS_DIR OUT_DIR
set -euo pipefail
artgen=$1 imgdiff=$2 assets=$3 out=$4
rm -rf "$out"
"$artgen" "$out" >/dev/null
status=0
for sub in textures icons rulebooks/pictures campaign campaign/portraits; do
    committed="$assets/$sub"
    for fresh in "$out/$sub"/*.png; do
        name=$(basename "$fresh")
        if [[ ! -f "$committed/$name" ]]; then
            echo "artgen_check: $sub/$name is generated but not committed" >&2
            status=1
            continue
        fi
        "$imgdiff" "$fresh" "$committed/$name" --threshold 0 --max-mean 0 --max-fraction 0 || status=1
    done
    for old in "$committed"/*.png; do
        [[ -f "$out/$sub/$(basename "$old")" ]] || { echo "artgen_check: $old is no longer generated" >&2; status=1; }
    done
done
exit $status
