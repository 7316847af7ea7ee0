#!/usr/bin/env bash
# make.sh: regenerates the screenshots of the README with the game's own screenshot mode: the
# title screen, the start position of every preset, a capture caught mid-animation, the light of a
# king's escape and a king's capture, and in each language the menus, a match and the rulebooks.
# Headless (SDL's offscreen driver); run from anywhere:
#
#   docs/screenshots/make.sh [TAFLBORD]     (default: build/release/game/app/taflbord)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$(dirname "$here")")
game=${1:-$root/build/release/game/app/taflbord}
[[ -x "$game" ]] || { echo "make.sh: $game not found; build it first (./play.sh builds it)" >&2; exit 1; }
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"

shot() {
    local name=$1
    shift
    "$game" --no-settings --language en --size 960x720 --screenshot "$here/$name.jpg" "$@" >/dev/null
    echo "docs/screenshots/$name.jpg"
}

shot title --scene title
for preset in $("$root"/build/release/engine/taflbord-cli variants 2>/dev/null | cut -f1 ||
    ls "$root/assets/variants" | sed -n 's/\.tafl$//p'); do
    shot "start-$preset" --scene "$preset"
done
# Scene time runs 1/60 s a frame. The capture's last move lands at 4.8 s: frame 296 is mid-dust.
shot capture --scene capture --frames 296
# The king reaches a7 at about 6.9 s; the light bursts over the corner.
shot escape --scene escape --frames 424
shot king-capture --scene king-capture --frames 440

# The menus and a match in each language: the main menu, the new-match dialog with the house rules
# open, a hot-seat match
# with its move list, and the game-over panel after a game against the Thrall. Saved games go to a
# scratch folder, not the user's.
export XDG_DATA_HOME="$(mktemp -d)"
data="$root/tests/game/data"
for lang in en de it fr; do
    "$game" --no-settings --language "$lang" --replay-input "$data/title-click.input" --frames 20 \
        --screenshot "$here/ui-main-menu-$lang.jpg" >/dev/null
    # The dialog with the house rules open, one rule changed (frame 38: before the name is typed).
    "$game" --no-settings --language "$lang" --replay-input "$data/house-rules-save.input" --frames 38 \
        --screenshot "$here/ui-new-match-$lang.jpg" >/dev/null
    "$game" --no-settings --language "$lang" --replay-input "$data/hotseat-capture-undo-save.input" --frames 125 \
        --screenshot "$here/ui-match-$lang.jpg" >/dev/null
    "$game" --no-settings --language "$lang" --load "$data/versus-thrall-start.otg" \
        --replay-input "$data/versus-thrall.input" --frames 900 --screenshot "$here/ui-game-over-$lang.jpg" >/dev/null
    # The rulebooks: the library of covers, and a page of the Brandubh book whose first diagram is
    # caught mid-capture (the captors' flash at frame 75).
    "$game" --no-settings --language "$lang" --size 1280x800 --scene rulebooks --frames 5 \
        --screenshot "$here/ui-rulebooks-$lang.jpg" >/dev/null
    "$game" --no-settings --language "$lang" --size 1280x800 --scene rulebook:brandubh:capturing:capture-man \
        --frames 75 --screenshot "$here/ui-rulebook-page-$lang.jpg" >/dev/null
    # The campaign: the map after the first battle won, a battle's introduction, and that battle
    # in progress (the recorded first battle of tests/game/data/campaign-first-win.input).
    "$game" --no-settings --language "$lang" --replay-input "$data/campaign-first-win.input" --frames 470 \
        --screenshot "$here/ui-campaign-map-$lang.jpg" >/dev/null
    "$game" --no-settings --language "$lang" --replay-input "$data/campaign-first-win.input" --frames 22 \
        --screenshot "$here/ui-campaign-intro-$lang.jpg" >/dev/null
    "$game" --no-settings --language "$lang" --replay-input "$data/campaign-first-win.input" --frames 250 \
        --screenshot "$here/ui-campaign-battle-$lang.jpg" >/dev/null
    echo "docs/screenshots/ui-*-$lang.jpg"
done
rm -rf "$XDG_DATA_HOME"
