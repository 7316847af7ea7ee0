#!/usr/bin/env bash
# screens_check.sh: the test modes on every screen. Each screen of the game is reached the way a
# player reaches it (a recorded replay, a scene or a saved game); on each the game must draw and
# save a screenshot that is not blank (a blank 800x600 picture compresses to a few KB), write its
# state with the screen stack as expected, and exit cleanly.
#
#   screens_check.sh TAFLBORD DATA_DIR OUT_DIR
set -euo pipefail
game=$1 data=$2 out=$3
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export XDG_DATA_HOME="$out/xdg"  # a user folder of its own: Load game is offered, nothing is kept
value() { sed -n "s/^$1=//p" "$2"; }
fail() { echo "screens_check: $*" >&2; exit 1; }

# check NAME EXPECTED_STACK [EXTRA_KEY=VALUE] -- GAME ARGUMENTS...
check() {
    local name=$1 stack=$2 extra=""
    shift 2
    if [[ $1 != -- ]]; then extra=$1; shift; fi
    shift
    "$game" --no-settings --language en --screenshot "$out/$name.png" --state-out "$out/$name.state" "$@" \
        >"$out/$name.log" 2>&1 || { cat "$out/$name.log" >&2; fail "$name: the game failed"; }
    [[ "$(value screens "$out/$name.state")" == "$stack" ]] ||
        fail "$name: the screens are '$(value screens "$out/$name.state")', expected '$stack'"
    if [[ -n $extra ]]; then
        [[ "$(value "${extra%%=*}" "$out/$name.state")" == "${extra#*=}" ]] ||
            fail "$name: ${extra%%=*} is '$(value "${extra%%=*}" "$out/$name.state")', expected '${extra#*=}'"
    fi
    local size
    size=$(stat -c %s "$out/$name.png")
    ((size > 20000)) || fail "$name: the screenshot has $size bytes: blank?"
    echo "$name: $stack, screenshot of $size bytes"
}

check title "match,title" screen=title -- --scene title --frames 3
check main-menu "match,title,main-menu" screen=menu -- --replay-input "$data/title-click.input" --frames 20
check new-match "match,title,main-menu,new-match" -- --replay-input "$data/new-match-dialog.input" --frames 30
check load-game "match,title,main-menu,load-game" -- --replay-input "$data/load-game-dialog.input" --frames 30
check settings "match,title,main-menu,settings" -- --replay-input "$data/settings-dialog.input" --frames 30
check about "match,title,main-menu,about" -- --replay-input "$data/about-dialog.input" --frames 30
check match "match" screen=match -- --scene brandubh --frames 3
check new-match-over-match "match,new-match" screen=match -- \
    --replay-input "$data/new-match-over-board.input" --frames 40
check main-menu-over-match "match,main-menu" screen=menu -- --replay-input "$data/esc-pause.input"
# York's five-point match: the game-over panel after the king's escape, then the deal of game 2.
check game-over "match" game_over_panel=yes -- --load "$data/york-five-points.otg" \
    --replay-input "$data/york-five-points.input" --frames 75
check deal "match,deal" deal_open=yes -- --load "$data/york-five-points.otg" \
    --replay-input "$data/york-five-points.input" --frames 86
