#!/usr/bin/env bash
# otep_test.sh: checks `taflbord-cli otep`, the engine side of the OpenTafl Engine Protocol:
# handshake, rules, positions, play, opponent moves, refused moves, malformed lines, analysis and a
# whole game between two engine processes. Usage: otep_test.sh PATH/TO/taflbord-cli
set -uo pipefail
cli="$1"
failures=0
passes=0
tmp=$(mktemp -d)
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT

check() {  # check NAME CONDITION-EXIT-STATUS (missing counts as a failure)
    if [ "${2:-1}" -eq 0 ]; then passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}

# The Brandubh preset as an OpenTafl rules string (as tafl::encode_otn_rules writes it), and a rules
# string with berserk moves, which the engine cannot play.
RULES='dim:7 name:Brandubh tfr:w ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'
BERSERK='dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'

# session OUT [OPTIONS...]: one otep session over the lines of standard input; its exit status.
session() {
    local out="$1"
    shift
    timeout 30 "$cli" otep "$@" >"$out" 2>"$tmp/stderr"
}
# The from-to part of an OpenTafl move record.
plain() { sed -E 's/^[tTK]?([a-s][0-9]+)-([a-s][0-9]+).*/\1-\2/'; }
# legal RECORD [EARLIER-MOVES...]: the move is legal in Brandubh after the earlier moves.
legal() {
    local m
    m=$(printf '%s\n' "$1" | plain)
    shift
    "$cli" moves --variant brandubh "$@" >"$tmp/legal" 2>/dev/null && grep -q "^$m " "$tmp/legal"
}
# board_after MOVES...: the position record of Brandubh after the moves.
board_after() { "$cli" play --variant brandubh "$@" 2>/dev/null | tail -1 | sed -E 's/^position=([^ ]+) .*/\1/'; }
# The move of the first `move` reply in a session's output.
move_of() { grep -m1 '^move ' "$1" | cut -d' ' -f2; }

P1=$(board_after d1-c1)

# hello: sent once at start, and answered.
session "$tmp/o" </dev/null
check "hello at start, exit 0 at end of input" $([ $? -eq 0 ] && [ "$(cat "$tmp/o")" == "hello" ]; echo $?)

# --hash: the size of the transposition table, 1 to 4096 MB; a small one still plays.
printf 'rules %s\nplay attackers\n' "$RULES" | session "$tmp/o" --level karl --hash 1
check "--hash 1 plays a legal move" $(legal "$(move_of "$tmp/o")"; echo $?)
session "$tmp/o" --hash 0 </dev/null
check "--hash 0 refused" $([ $? -eq 2 ] && grep -q 'hash' "$tmp/stderr"; echo $?)
printf 'hello\n' | session "$tmp/o"
check "hello answered" $([ "$(tr '\n' ' ' <"$tmp/o")" == "hello hello " ]; echo $?)

# OpenTafl's own Copenhagen rules string (its repetition rule tfr:w: the side that completes the
# third repetition loses) starts a game.
COPENHAGEN='dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/'
printf 'rules %s\nplay attackers\n' "$COPENHAGEN" | session "$tmp/o" --level thrall
check "OpenTafl's Copenhagen rules are accepted" $(! grep -q '^error' "$tmp/o"; echo $?)
check "and a move is played under them" $([ -n "$(move_of "$tmp/o")" ]; echo $?)

# rules, then play from the start position.
printf 'rules %s\nplay attackers\n' "$RULES" | session "$tmp/o" --level karl
m=$(move_of "$tmp/o")
check "play answers a move" $([ -n "$m" ]; echo $?)
check "the move is legal at the start" $(legal "$m"; echo $?)
check "no error for brandubh rules" $(! grep -q '^error' "$tmp/o"; echo $?)
check "a status line comes before the move" $(grep -B1 '^move ' "$tmp/o" | head -1 | grep -q '^status depth'; echo $?)

# Unsupported rules: a critical error, and the engine refuses to play.
printf 'rules %s\nplay attackers\n' "$BERSERK" | session "$tmp/o"
check "berserk rules refused with error -1" $(sed -n 2p "$tmp/o" | grep -q '^error -1 rules not supported'; echo $?)
check "no move under refused rules" $(! grep -q '^move' "$tmp/o" && grep -q '^error -1 play' "$tmp/o"; echo $?)

# position + side, then play for the side to move.
printf 'rules %s\nposition %s\nside defenders\nplay defenders\n' "$RULES" "$P1" | session "$tmp/o" --level karl
m=$(move_of "$tmp/o")
check "position + side + play: legal move" $([ -n "$m" ] && legal "$m" d1-c1; echo $?)

# opponent-move (a full OpenTafl record) is applied, then play.
printf 'rules %s\nside defenders\nopponent-move td1-c1 %s\nplay defenders\n' "$RULES" "$P1" | session "$tmp/o" --level karl
m=$(move_of "$tmp/o")
check "opponent-move then play: legal move" $([ -n "$m" ] && legal "$m" d1-c1; echo $?)
check "opponent-move matching the board: no resync" $(! grep -q 'resynchronised' "$tmp/o"; echo $?)
# A board that disagrees with the move: the engine takes the host's board and plays on.
printf 'rules %s\nside defenders\nopponent-move d1-b1 %s\nplay defenders\n' "$RULES" "$P1" | session "$tmp/o" --level karl
m=$(move_of "$tmp/o")
check "disagreeing board: resync status" $(grep -q '^status board resynchronised' "$tmp/o"; echo $?)
check "disagreeing board: legal move on the host's board" $([ -n "$m" ] && legal "$m" d1-c1; echo $?)

# Malformed lines: `error 0 <message>`, and the session goes on.
printf 'rules %s\nbogus words\nside sideways\nclock x y\nopponent-move zz-top\nplay attackers\n' "$RULES" |
    session "$tmp/o" --level karl
check "malformed lines answered error 0" $([ "$(grep -c '^error 0 ' "$tmp/o")" -eq 4 ]; echo $?)
m=$(move_of "$tmp/o")
check "session goes on after malformed lines" $([ -n "$m" ] && legal "$m"; echo $?)

# goodbye ends the session at once with status 0.
printf 'rules %s\ngoodbye\nplay attackers\n' "$RULES" | session "$tmp/o"
check "goodbye exits 0" $([ $? -eq 0 ]; echo $?)
check "nothing read after goodbye" $(! grep -q '^move' "$tmp/o"; echo $?)

# clock: OpenTafl's format with overtime, and a short main time bounds the search.
start=$(date +%s%N)
printf 'rules %s\nclock 30000* 30000* 30 5 5\nclock 3000 3000 0 0 0\nplay attackers\n' "$RULES" | session "$tmp/o"
elapsed=$((($(date +%s%N) - start) / 1000000))
check "clock lines accepted" $(! grep -q '^error' "$tmp/o"; echo $?)
check "short clock: legal move within 2 s (took ${elapsed} ms)" $([ "$elapsed" -lt 2000 ] && legal "$(move_of "$tmp/o")"; echo $?)

# analyze: `analysis N` and N pairs of a `|`-joined line and an evaluation.
printf 'rules %s\nanalyze 3 1\n' "$RULES" | session "$tmp/o"
line=$(grep -m1 '^analysis ' "$tmp/o")
read -r -a f <<<"$line"
check "analysis has N pairs" $([ "${#f[@]}" -ge 4 ] && [ "${#f[@]}" -eq $((2 * ${f[1]:-0} + 2)) ]; echo $?)
numbers() { for ((i = 3; i < ${#f[@]}; i += 2)); do [[ "${f[$i]}" =~ ^-?[0-9]+\.[0-9]+$ ]] || return 1; done; }
check "analysis evaluations are numbers" $(numbers; echo $?)
check "analysis first move legal" $(f2="${f[2]:-}"; [ -n "$f2" ] && legal "${f2%%|*}"; echo $?)
# --movetime caps analysis as it caps play: ten seconds asked, a fifth of a second allowed.
start=$(date +%s%N)
printf 'rules %s\nanalyze 3 10\n' "$RULES" | session "$tmp/o" --movetime 200
elapsed=$((($(date +%s%N) - start) / 1000000))
check "analysis within --movetime (took ${elapsed} ms)" $(grep -q '^analysis [1-9]' "$tmp/o" && [ "$elapsed" -lt 5000 ]; echo $?)
# --nodes caps analysis too: ten seconds asked and no --movetime, 2,000 nodes a search allowed.
start=$(date +%s%N)
printf 'rules %s\nanalyze 3 10\n' "$RULES" | session "$tmp/o" --nodes 2000
elapsed=$((($(date +%s%N) - start) / 1000000))
check "analysis within --nodes (took ${elapsed} ms)" $(grep -q '^analysis 3 ' "$tmp/o" && [ "$elapsed" -lt 5000 ]; echo $?)
# A budget too small for the first ply still gives scored moves, each searched one ply deep.
printf 'rules %s\nanalyze 3 10\n' "$RULES" | session "$tmp/o" --nodes 1
read -r -a f <<<"$(grep -m1 '^analysis ' "$tmp/o")"
check "analysis under --nodes 1 has 3 lines" $([ "${f[1]:-0}" = 3 ] && [ "${#f[@]}" -eq 8 ]; echo $?)
check "analysis under --nodes 1: numbers, first move legal" $(numbers && f2="${f[2]:-}" && legal "${f2%%|*}"; echo $?)

# [SECTION] Interactive sessions through named pipes: engine processes driven move by move.
# start_engine IN-FD OUT-FD NAME [OPTIONS...]: the engine reads IN-FD and answers on OUT-FD.
start_engine() {
    local in="$1" out="$2" name="$3"
    shift 3
    mkfifo "$tmp/$name.in" "$tmp/$name.out"
    "$cli" otep "$@" <"$tmp/$name.in" >"$tmp/$name.out" 2>>"$tmp/stderr" &
    pids+=($!)
    eval "exec $in>\"\$tmp/\$name.in\" $out<\"\$tmp/\$name.out\""
    : >"$tmp/$name.log"
}
# send IN-FD LINE (in a subshell: a dead engine's closed pipe must not end the script).
send() { (printf '%s\n' "$2" >&"$1") 2>/dev/null; }
# reap PID: waits up to 20 s for the process to end; its exit status, 124 if it had to be killed.
reap() {
    local i
    for ((i = 0; i < 200; i++)); do
        if ! kill -0 "$1" 2>/dev/null; then
            wait "$1"
            return
        fi
        sleep 0.1
    done
    kill "$1" 2>/dev/null
    wait "$1" 2>/dev/null
    return 124
}
# await OUT-FD NAME WORD: reads replies (logged) until one starts with WORD; sets `reply`.
await() {
    while IFS= read -r -t 20 -u "$1" reply; do
        printf '%s\n' "$reply" >>"$tmp/$2.log"
        case "$reply" in "$3" | "$3 "*) return 0 ;; esac
    done
    return 1
}

# A move the host refuses is taken back and not offered again.
start_engine 7 8 refuse --level karl
await 8 refuse hello
send 7 "rules $RULES"
send 7 "play attackers"
await 8 refuse move
first=$(printf '%s\n' "${reply#move }" | plain)
send 7 "error 2"
send 7 "play attackers"
await 8 refuse move
second=$(printf '%s\n' "${reply#move }" | plain)
check "refused move replaced by another legal one" $([ -n "$second" ] && [ "$first" != "$second" ] && legal "$second"; echo $?)
send 7 "move $(board_after "$second")"
send 7 "goodbye"
reap "${pids[-1]}"
check "refuse session exits 0" $?
cat <&8 >>"$tmp/refuse.log"
check "confirmed board needs no resync" $(! grep -q 'resynchronised' "$tmp/refuse.log"; echo $?)

# Asked to play after the king was taken: the game is over and there is no king to play on with,
# which is said plainly (the board is kept; nothing is searched), and the session goes on.
printf 'opponent-move c1-c6\nplay attackers\nposition /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\nside attackers\nplay attackers\n' |
    session "$tmp/over" --variant brandubh --position /2t4/7/7/7/7/tK5/7/ --side attackers --level thrall
check "play after a king capture exits 0" $?
check "play after a king capture says the game is over" $(grep -q '^error -1 play: the game is over (attackers-win)' "$tmp/over"; echo $?)
check "a new board after it is played" $(grep -q '^move ' "$tmp/over"; echo $?)

# A whole game: one engine for each side, the driver relays moves and boards as OpenTafl does.
start_engine 3 4 att --level thrall --seed 3
start_engine 5 6 def --level thrall --seed 4
await 4 att hello
await 6 def hello
for fd in 3 5; do send $fd "rules $RULES"; done
send 3 "side attackers"
send 5 "side defenders"
moves=()
status=ongoing
bad=0
for ((ply = 0; ply < 60; ply++)); do
    if ((ply % 2 == 0)); then mi=3 mo=4 oi=5 name=att side=attackers; else mi=5 mo=6 oi=3 name=def side=defenders; fi
    send $mi "clock 600000 600000 0 0 0"
    send $mi "play $side"
    if ! await $mo $name move; then bad=1; echo "  no move from the $side at ply $ply"; break; fi
    rec="${reply#move }"
    if ! legal "$rec" "${moves[@]}"; then bad=1; echo "  illegal move $rec at ply $ply"; break; fi
    moves+=("$rec")
    out=$("$cli" play --variant brandubh "${moves[@]}")
    board=$(tail -1 <<<"$out" | sed -E 's/^position=([^ ]+) .*/\1/')
    status=$(tail -2 <<<"$out" | head -1 | sed -E 's/.* status=([a-z-]+).*/\1/')
    send $mi "move $board"
    send $oi "opponent-move $rec $board"
    [ "$status" != ongoing ] && break
done
echo "  whole game: ${#moves[@]} plies, $status"
check "whole game: every move legal" $bad
check "whole game ends or reaches 60 plies" $([ "$status" != ongoing ] || [ "${#moves[@]}" -eq 60 ]; echo $?)
case "$status" in attackers-win) code=2 ;; defenders-win) code=3 ;; draw) code=1 ;; *) code=0 ;; esac
for fd in 3 5; do
    send $fd "finish $code"
    send $fd "goodbye"
done
reap "${pids[-2]}"
check "attackers engine exits 0" $?
reap "${pids[-1]}"
check "defenders engine exits 0" $?
cat <&4 >>"$tmp/att.log"
cat <&6 >>"$tmp/def.log"
check "whole game: no errors, boards always agreed" $(! grep -q -e '^error' -e 'resynchronised' "$tmp/att.log" "$tmp/def.log"; echo $?)

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
