#!/usr/bin/env bash
# input_smoke.sh: the game in a real X window (Xvfb), clicked with xdotool like a player would:
# pick the attacker on d2, drop it on c2, then pick the defender on e4. The game records the input
# as it goes. Checks that the move was played and the selection is on e4, then replays the
# recording headless and checks that the replay ends in exactly the same state.
#
#   input_smoke.sh TAFLBORD OUT_DIR
set -euo pipefail

game=$1 out=$2
mkdir -p "$out"
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "input_smoke: $tool is not installed (xvfb, xdotool)" >&2; exit 1; }
done
rm -f "$out"/layout.state "$out"/live.state "$out"/replay.state "$out"/live.input

size=800x600
common=(--no-settings --language en --scene brandubh --size "$size")

# 1. Where the squares are at this size: the game reports its layout after a few frames.
SDL_VIDEODRIVER=offscreen "$game" "${common[@]}" --frames 3 --state-out "$out/layout.state" >/dev/null
value() { sed -n "s/^$1=//p" "$2"; }
left=$(value board_left "$out/layout.state")
top=$(value board_top "$out/layout.state")
square=$(value square "$out/layout.state")
n=$(value size "$out/layout.state")
# The centre of a square such as d2, in window coordinates.
centre() {
    local file=$(( $(printf '%d' "'${1:0:1}") - 97 )) rank=$(( ${1:1} - 1 ))
    awk -v l="$left" -v t="$top" -v s="$square" -v n="$n" -v f="$file" -v r="$rank" \
        'BEGIN { printf "%d %d\n", l + (f + 0.5) * s, t + (n - r - 0.5) * s }'
}

# 2. A private X server.
display_number=$(( 90 + RANDOM % 400 ))
while [[ -e "/tmp/.X${display_number}-lock" ]]; do display_number=$((display_number + 1)); done
Xvfb ":$display_number" -screen 0 1024x768x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
game_pid=""
cleanup() {
    [[ -n "$game_pid" ]] && kill "$game_pid" 2>/dev/null || true
    kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$display_number"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

check() {
    local file=$1 key=$2 want=$3 got
    got=$(value "$key" "$file")
    [[ "$got" == "$want" ]] || { echo "input_smoke: $file: $key is '$got', expected '$want'" >&2; cat "$file" >&2; exit 1; }
}

# 3. The game, recording its input. The window can be on the screen before the game has laid out
# its first frame (a slow start under the sanitizers on a busy machine): clicks that early find
# no board and are lost, as a player's would be. So a run whose first click was lost that way is
# tried again with a longer wait before the clicks; anything else is a failure at once.
live_run() {  # live_run SECONDS_TO_WAIT_BEFORE_CLICKING
    rm -f "$out/live.state" "$out/live.input"
    env -u SDL_VIDEODRIVER "$game" "${common[@]}" --record-input "$out/live.input" --state-out "$out/live.state" \
        >"$out/live.log" 2>&1 &
    game_pid=$!
    window=$(timeout 20 xdotool search --sync --onlyvisible --name 'Taflbor' | head -n1)
    [[ -n "$window" ]] || { echo "input_smoke: the game window did not appear" >&2; cat "$out/live.log" >&2; exit 1; }
    sleep "$1"
    click d2
    click c2
    click e4
    # SDL turns SIGTERM into a quit request: the game ends normally and writes its files.
    kill -TERM "$game_pid"
    wait "$game_pid" || { echo "input_smoke: the game did not end cleanly" >&2; cat "$out/live.log" >&2; exit 1; }
    game_pid=""
}
click() {
    # shellcheck disable=SC2046
    xdotool mousemove --window "$window" $(centre "$1")
    sleep 0.15
    xdotool click 1
    sleep 0.35
}
for wait_seconds in 0.5 2 5; do
    live_run "$wait_seconds"
    # Lost: no move, and the recording has the first press in the first frame, before any layout.
    if [[ -z "$(value moves "$out/live.state")" ]] && grep -q '^0 down ' "$out/live.input" && [[ "$wait_seconds" != 5 ]]; then
        echo "input_smoke: the first click came before the game's first frame (waited ${wait_seconds} s); again, waiting longer"
        continue
    fi
    break
done
check "$out/live.state" moves "d2-c2"
check "$out/live.state" selected "e4"
check "$out/live.state" side "defenders"
echo "live: moved d2-c2 by clicks, selection on e4"

# 4. The recording replayed headless must end in the same state.
SDL_VIDEODRIVER=offscreen "$game" --no-settings --language en --replay-input "$out/live.input" \
    --state-out "$out/replay.state" >"$out/replay.log" 2>&1 || { cat "$out/replay.log" >&2; exit 1; }
for key in variant position side moves selected; do
    check "$out/replay.state" "$key" "$(value "$key" "$out/live.state")"
done
echo "replay: same position, moves and selection as the live run"
