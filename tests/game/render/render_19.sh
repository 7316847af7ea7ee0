#!/usr/bin/env bash
# render_19.sh: the render test of the largest board, 19x19. No shipped preset is that big, so
# the game reads an assets folder made of the shipped one plus the test variant
# tests/game/data/variants-19/alea-19.tafl (links, built fresh for each run).
#
#   render_19.sh TAFLBORD IMGDIFF EXPECTED_DIR OUT_DIR SOURCE_DIR
set -euo pipefail
game=$1 imgdiff=$2 expected=$3 out=$4 source=$5
assets="$out/assets-19"
rm -rf "$assets"
mkdir -p "$assets/variants"
ln -s "$source/assets/fonts" "$assets/fonts"
ln -s "$source/assets/textures" "$assets/textures"
ln -s "$source/assets/icons" "$assets/icons"
for f in "$source"/assets/variants/*.tafl "$source"/tests/game/data/variants-19/*.tafl; do
    ln -s "$f" "$assets/variants/$(basename "$f")"
done
export TAFLBORD_SHADERS="$source/shaders"
exec bash "$(dirname "$0")/render_check.sh" "$game" "$imgdiff" "$expected" "$out" start-19x19 \
    --assets "$assets" --scene alea-19 --size 760x700
