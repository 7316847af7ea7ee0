#!/usr/bin/env bash
# match_ui_check.sh: a hot-seat brandubh match played by recorded clicks until a capture, saved,
# the capture undone, saved again; then the saved game is opened with --load and must show the same
# position and moves; a broken copy of it is refused and changes nothing. Last, a whole game against
# the Thrall, every move of the person clicked, replayed to its end. Then York's five-point match
# (the escape scores its edge, the next game is dealt), the clock (a loss on time) and house rules
# (made, saved, listed, played; a broken file beside them named and skipped). And a record of
# 100,000 moves opened, with its move list laid out row by row in view only and kept on the move
# shown (Home, End).
#
#   match_ui_check.sh TAFLBORD DATA_DIR OUT_DIR
set -euo pipefail
game=$1 data=$2 out=$3
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
# A private user folder: saves go to $XDG_DATA_HOME/Taflbord/taflbord/saves.
export XDG_DATA_HOME="$out/xdg"
value() { sed -n "s/^$1=//p" "$2"; }
fail() { echo "match_ui_check: $*" >&2; exit 1; }

"$game" --no-settings --language en --replay-input "$data/hotseat-capture-undo-save.input" \
    --state-out "$out/played.state" >"$out/played.log" 2>&1 || { cat "$out/played.log" >&2; fail "the game failed"; }
[[ "$(value moves "$out/played.state")" == "b4-b3 c4-c6 b3-c3" ]] ||
    fail "after the undo the moves are '$(value moves "$out/played.state")'"

saves="$XDG_DATA_HOME/Taflbord/taflbord/saves"
shopt -s nullglob
files=("$saves"/*-brandubh.otg)
((${#files[@]} == 1)) || fail "expected one saved game in $saves, found ${#files[@]}"
saved=${files[0]}
# The first save had the capture; the second (written over it, the first kept as .bak) has not.
grep -q 'e4-e6xd6' "$saved.bak" || { cat "$saved.bak" >&2; fail "the save before the undo lacks the capture e4-e6xd6"; }
grep -q 'b3-c3' "$saved" || { cat "$saved" >&2; fail "the saved game lacks b3-c3"; }
! grep -q 'e4-e6' "$saved" || { cat "$saved" >&2; fail "the undone move is still in the saved game"; }
grep -q '^\[attackers:person\]' "$saved" || fail "the saved game does not say who played"
echo "saved: $(basename "$saved"), capture kept in the previous copy"

# Opening the saved game gives back the same game.
"$game" --no-settings --language en --load "$saved" --frames 3 --state-out "$out/loaded.state" \
    >"$out/loaded.log" 2>&1 || { cat "$out/loaded.log" >&2; fail "the saved game did not open"; }
for key in variant position side moves players; do
    [[ "$(value "$key" "$out/loaded.state")" == "$(value "$key" "$out/played.state")" ]] ||
        fail "loaded $key '$(value "$key" "$out/loaded.state")' differs from the played '$(value "$key" "$out/played.state")'"
done
echo "loaded: same position, moves and players"

# A truncated copy and one with an illegal move are refused with a message; the files stay as they were.
head -c 200 "$saved" >"$out/truncated.otg"
sed 's/b3-c3/b3-b9/' "$saved" >"$out/illegal.otg"
for broken in truncated illegal; do
    before=$(sha256sum "$out/$broken.otg")
    if "$game" --no-settings --load "$out/$broken.otg" --frames 2 >"$out/$broken.log" 2>&1; then
        fail "the $broken game was opened"
    fi
    grep -q -- "--load $out/$broken.otg: " "$out/$broken.log" || { cat "$out/$broken.log" >&2; fail "no message for $broken"; }
    [[ "$(sha256sum "$out/$broken.otg")" == "$before" ]] || fail "the $broken file was changed"
    echo "$broken: $(tail -n1 "$out/$broken.log")"
done

# A whole game against the AI by input replay: the match (person against the Thrall) comes from
# versus-thrall-start.otg, every attacker move is a recorded pair of clicks, the Thrall answers on
# its own; the game must end exactly as recorded, with the king captured.
"$game" --no-settings --language en --load "$data/versus-thrall-start.otg" --replay-input "$data/versus-thrall.input" \
    --state-out "$out/versus.state" >"$out/versus.log" 2>&1 || { cat "$out/versus.log" >&2; fail "the game against the AI failed"; }
[[ "$(value moves "$out/versus.state")" == "$(cat "$data/versus-thrall.expected")" ]] ||
    fail "the game against the Thrall went '$(value moves "$out/versus.state")'"
[[ "$(value status "$out/versus.state")" == "attackers-win" ]] || fail "the game against the Thrall did not end"
[[ "$(value players "$out/versus.state")" == "person,thrall" ]] || fail "the players were not person and thrall"
echo "versus the Thrall: $(wc -w <"$data/versus-thrall.expected") moves replayed to the king's capture"

# York's five-point match, loaded one move before the king escapes by the east edge (card 4): the
# escape is clicked, "Next game" (pad A) starts game 2 with the sides swapped, and the new attacker,
# a person, lays the cards face down (pad A). The series in the state holds game 1 with its edge.
"$game" --no-settings --language en --load "$data/york-five-points.otg" --replay-input "$data/york-five-points.input" \
    --state-out "$out/york.state" >"$out/york.log" 2>&1 || { cat "$out/york.log" >&2; fail "the five-point match failed"; }
series=$(value series "$out/york.state")
[[ "$series" == *"games=defenders-win/rules/escape/4/4/0/0/east/2413"* ]] || fail "five points: the series is '$series'"
[[ "$series" == *"cards=1234"* ]] || fail "five points: game 2 has no cards laid down: '$series'"
[[ "$(value moves "$out/york.state")" == "" && "$(value deal_open "$out/york.state")" == "no" ]] ||
    fail "five points: game 2 did not start"
echo "five-point match: the king's escape by the east edge scored 4, game 2 dealt"

# The clock: a game loaded with 2 s left for the attackers, who are to move; after 150 frames at
# 1/60 s the attackers have lost on time and the defenders' clock has not moved.
"$game" --no-settings --language en --load "$data/brandubh-clock.otg" --frames 150 --state-out "$out/clock.state" \
    >"$out/clock.log" 2>&1 || { cat "$out/clock.log" >&2; fail "the timed game failed"; }
[[ "$(value end "$out/clock.state")" == "timeout" && "$(value status "$out/clock.state")" == "defenders-win" ]] ||
    fail "the attackers' flag did not fall: $(value end "$out/clock.state") $(value status "$out/clock.state")"
[[ "$(value clock "$out/clock.state")" == "0,58000" ]] || fail "clock reads $(value clock "$out/clock.state")"
"$game" --no-settings --language en --load "$data/brandubh-clock.otg" --frames 60 --state-out "$out/clock-running.state" \
    >/dev/null 2>&1 || fail "the timed game failed"
[[ "$(value end "$out/clock-running.state")" == "-" ]] || fail "the flag fell too early"
echo "clock: the attackers lost on time, after $(value frames "$out/clock.state") frames"

# House rules: made in the new-match dialog (Copenhagen, the king may not return to the throne),
# saved under a name, listed beside the presets, and played.
"$game" --no-settings --language en --replay-input "$data/house-rules-save.input" --state-out "$out/house.state" \
    >"$out/house.log" 2>&1 || { cat "$out/house.log" >&2; fail "the house-rules dialog failed"; }
house="$XDG_DATA_HOME/Taflbord/taflbord/house-rules/house-ravens.tafl"
[[ -f "$house" ]] || fail "no house-rule file $house"
grep -qx 'extends = copenhagen' "$house" && grep -qx 'king_reenter = no' "$house" && grep -qx 'name = Ravens' "$house" ||
    { cat "$house" >&2; fail "the house-rule file is not as expected"; }
[[ "$(value variant "$out/house.state")" == "house-ravens" ]] || fail "the match is not played with the house rules"
[[ "$(value changed_rules "$out/house.state")" == "king_reenter=no" ]] || fail "changed rules: $(value changed_rules "$out/house.state")"
# A broken file beside it is named at start and the good set still loads.
printf 'extends = nowhere\nname = Broken\n' >"$XDG_DATA_HOME/Taflbord/taflbord/house-rules/broken.tafl"
"$game" --no-settings --language en --scene brandubh --frames 3 --state-out "$out/house-broken.state" \
    >"$out/house-broken.log" 2>&1 || { cat "$out/house-broken.log" >&2; fail "a broken house-rule file stopped the game"; }
grep -q 'broken.tafl' "$out/house-broken.log" || { cat "$out/house-broken.log" >&2; fail "the broken file was not named"; }
[[ "$(value house_rules "$out/house-broken.state")" == "house-ravens" ]] || fail "the good house rules were lost"
echo "house rules: saved, listed, played; a broken file named and skipped"

# A record of 100,000 moves (the reader's limit): it opens, the move list lays out only the rows
# in view, and its turn numbers (five digits) end before the moves begin. (A user folder of its
# own: the broken house rules above would open the problems window.)
export XDG_DATA_HOME="$out/xdg-long"
long="$out/long.otg"
{
    printf '[rules:dim:7 name:Brandubh tfr:i ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n'
    for ((t = 1; t <= 50000; t += 2)); do printf '%d. a4-a3 d5-c5\n%d. a3-a4 c5-d5\n' "$t" "$((t + 1))"; done
} >"$long"
"$game" --no-settings --language en --load "$long" --frames 3 --state-out "$out/long.state" \
    >"$out/long.log" 2>&1 || { cat "$out/long.log" >&2; fail "the record of 100,000 moves did not open"; }
[[ "$(value ply "$out/long.state")" == "100000" ]] || fail "the long record opened at ply $(value ply "$out/long.state")"
rows=$(value move_list_rows "$out/long.state")
((rows > 0 && rows <= 60)) || fail "the move list laid out $rows rows of 50,000"
IFS=, read -r number_x number_width first_x second_x <<<"$(value move_list_columns "$out/long.state")"
awk -v nx="$number_x" -v nw="$number_width" -v fx="$first_x" -v sx="$second_x" \
    'BEGIN { exit !(nw >= 30 && nx + nw < fx && fx < sx) }' ||
    fail "the move list's columns overlap: $(value move_list_columns "$out/long.state")"
echo "long record: 100,000 moves opened, $rows rows laid out, columns $(value move_list_columns "$out/long.state")"
# Home shows the start: the list scrolls up to it; End the last move, at the bottom again.
keys() { # keys FILE KEYCODE...: a recording that presses each key in turn, then quits
    local file=$1 frame=5
    shift
    printf 'taflbord-input 1\nwindow 1280 800\n' >"$file"
    for code in "$@"; do printf '%d key-down %d 0\n%d key-up %d 0\n' "$frame" "$code" $((frame + 1)) "$code" >>"$file"; frame=$((frame + 6)); done
    printf '%d quit\n' "$frame" >>"$file"
}
readonly HOME_KEY=1073741898 END_KEY=1073741901
keys "$out/home.input" "$HOME_KEY"
"$game" --no-settings --language en --load "$long" --replay-input "$out/home.input" --state-out "$out/home.state" \
    >"$out/home.log" 2>&1 || { cat "$out/home.log" >&2; fail "Home in the long record failed"; }
[[ "$(value view "$out/home.state")" == "0" ]] || fail "Home showed move $(value view "$out/home.state")"
awk -v s="$(value move_list_scroll "$out/home.state")" 'BEGIN { exit !(s == 0) }' ||
    fail "after Home the move list stayed scrolled to $(value move_list_scroll "$out/home.state")"
keys "$out/end.input" "$HOME_KEY" "$END_KEY"
"$game" --no-settings --language en --load "$long" --replay-input "$out/end.input" --state-out "$out/end.state" \
    >"$out/end.log" 2>&1 || { cat "$out/end.log" >&2; fail "Home and End in the long record failed"; }
[[ "$(value view "$out/end.state")" == "100000" ]] || fail "End showed move $(value view "$out/end.state")"
awk -v s="$(value move_list_scroll "$out/end.state")" 'BEGIN { exit !(s > 100000) }' ||
    fail "after End the move list is scrolled to $(value move_list_scroll "$out/end.state") only"
echo "long record: Home scrolls the list to the start, End back to the last move"
