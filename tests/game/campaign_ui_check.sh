#!/usr/bin/env bash
# campaign_ui_check.sh: the campaign as a player meets it, by a recorded input
# (tests/game/data/campaign-first-win.input, made by make_campaign_first_win.py): a new campaign
# is begun, the first battle opened from the map, its introduction left with Fight, the game won
# by clicks, the ending read, and the map shows the battle won with its marks and the next one
# open, and a rulebook chapter offered. The game's moves must be the recorded ones (the AI replays
# exactly). Then the second battle, a puzzle, is solved by clicks and won on the map. Then a board
# won in the campaign, chosen in the settings, is the board of every game.
#
#   campaign_ui_check.sh TAFLBORD DATA_DIR OUT_DIR
set -euo pipefail
game=$1 data=$2 out=$3
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export XDG_DATA_HOME="$out/xdg"
fail() { echo "campaign_ui_check: $*" >&2; exit 1; }
value() { sed -n "s/^$1=//p" "$2" | tail -n 1; }
input="$data/campaign-first-win.input"
last=$(awk '/^[0-9]/ {f = $1} END {print f}' "$input")

# Before Continue: the battle is won on the board, with exactly the recorded moves.
"$game" --no-settings --language en --replay-input "$input" --frames $((last - 30)) \
    --state-out "$out/won.state" >"$out/won.log" 2>&1 || { cat "$out/won.log" >&2; fail "the game failed"; }
[[ "$(value screens "$out/won.state")" == "match,campaign,match" ]] || fail "the battle is not on screen: $(value screens "$out/won.state")"
[[ "$(value campaign_result "$out/won.state")" == won ]] || fail "the battle is not won: $(value campaign_result "$out/won.state")"
[[ "$(value moves "$out/won.state")" == "$(cat "$data/campaign-first-win.expected")" ]] ||
    fail "the moves differ from the recording: $(value moves "$out/won.state")"

# After Continue and the ending: the map, the battle won with its marks, the next battle open.
"$game" --no-settings --language en --replay-input "$input" --frames $((last + 20)) \
    --screenshot "$out/map.png" --state-out "$out/map.state" >"$out/map.log" 2>&1 || { cat "$out/map.log" >&2; fail "the game failed"; }
state="$out/map.state"
[[ "$(value screens "$state")" == "match,campaign" && "$(value campaign "$state")" == map ]] ||
    fail "not back on the map: screens $(value screens "$state"), view $(value campaign "$state")"
first=$(sed -n '/^\[/{n;s/^battles = \([^ ]*\).*/\1/p;q}' "$data/../../../assets/campaign/campaign.txt")
[[ " $(value won "$state") " == *" $first "* ]] || fail "'$first' is not won: won=$(value won "$state")"
(($(value marks "$state") >= 1)) || fail "no mark earned"
(($(wc -w <<<"$(value open "$state")") >= 2)) || fail "no next battle open: open=$(value open "$state")"
[[ " $(value last_unlocks "$state") " == *" rulebook:"* ]] || fail "no rulebook chapter offered: $(value last_unlocks "$state")"

# The second battle, a puzzle (campaign-riddle.input, made by make_campaign_riddle.py): opened
# from the map after the first win and solved by clicks against the game's strongest defence.
riddle="$data/campaign-riddle.input"
end=$(awk '/^[0-9]/ {f = $1} END {print f}' "$riddle")
"$game" --no-settings --language en --replay-input "$riddle" --frames $((end - 30)) \
    --state-out "$out/riddle.state" >"$out/riddle.log" 2>&1 || { cat "$out/riddle.log" >&2; fail "the game failed"; }
[[ "$(value battle "$out/riddle.state")" == crannog-riddle ]] || fail "the riddle is not the battle: $(value battle "$out/riddle.state")"
[[ "$(value campaign_result "$out/riddle.state")" == won ]] || fail "the riddle is not solved: $(value campaign_result "$out/riddle.state")"
[[ "$(value moves "$out/riddle.state")" == "$(cat "$data/campaign-riddle.expected")" ]] ||
    fail "the riddle's moves differ from the recording: $(value moves "$out/riddle.state")"
"$game" --no-settings --language en --replay-input "$riddle" --frames $((end + 20)) \
    --state-out "$out/riddle-map.state" >"$out/riddle-map.log" 2>&1 || { cat "$out/riddle-map.log" >&2; fail "the game failed"; }
[[ " $(value won "$out/riddle-map.state") " == *" crannog-riddle "* ]] || fail "the riddle is not won on the map: won=$(value won "$out/riddle-map.state")"

# A board won in the campaign and chosen in the settings: every game is played on it. A board
# named in the settings but not won is not used.
printf 'boards_won = hide\nboard = hide\n' >"$out/board-won.txt"
"$game" --settings "$out/board-won.txt" --language en --scene copenhagen --frames 3 --state-out "$out/board.state" \
    >"$out/board.log" 2>&1 || { cat "$out/board.log" >&2; fail "the game failed"; }
[[ "$(value board "$out/board.state")" == hide ]] || fail "the board won is not used: $(value board "$out/board.state")"
printf 'board = hide\n' >"$out/board-not-won.txt"
"$game" --settings "$out/board-not-won.txt" --language en --scene copenhagen --frames 3 --state-out "$out/own.state" \
    >"$out/own.log" 2>&1 || { cat "$out/own.log" >&2; fail "the game failed"; }
[[ "$(value board "$out/own.state")" == cloth ]] || fail "a board not won is used: $(value board "$out/own.state")"
echo "campaign: '$first' won in $(wc -w <"$data/campaign-first-win.expected") plies, $(value marks "$state") marks; open: $(value open "$state")"
