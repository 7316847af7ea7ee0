#!/usr/bin/env bash
# cli_contract.sh: checks the output formats of taflbord-cli that other tools parse (see the
# README). Usage: cli_contract.sh PATH/TO/taflbord-cli [VERSION]
# VERSION, the CMake project version, is what --version must print.
set -uo pipefail
cli="$1"
version="${2:-}"
failures=0
passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() {  # check NAME CONDITION-EXIT-STATUS
    if [ "$2" -eq 0 ]; then passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
expect_output() {  # expect_output NAME EXPECTED-TEXT COMMAND...
    local name="$1" expected="$2"
    shift 2
    local got
    got=$("$@" 2>"$tmp/err")
    if [ "$got" == "$expected" ]; then passes=$((passes + 1)); else
        echo "FAIL: $name"; echo "  expected: $expected" | head -5; echo "  got:      $got" | head -5; failures=$((failures + 1))
    fi
}

# variants: one line per preset, id TAB NxN TAB name.
"$cli" variants >"$tmp/variants"
check "variants lists 14 presets" $([ "$(wc -l <"$tmp/variants")" -eq 14 ]; echo $?)
check "variants format" $(grep -qvP '^[a-z-]+\t\d+x\d+\t.+$' "$tmp/variants"; [ $? -eq 1 ]; echo $?)
check "variants has brandubh" $(grep -qP '^brandubh\t7x7\tBrandubh$' "$tmp/variants"; echo $?)

# moves: every legal move, sorted by from then to (file letter, then rank as a number).
"$cli" moves --variant brandubh >"$tmp/moves"
check "brandubh start has 40 moves" $([ "$(wc -l <"$tmp/moves")" -eq 40 ]; echo $?)
check "moves line format" $(grep -qvP '^[a-s]\d+-[a-s]\d+ captures=(-|[a-s]\d+(,[a-s]\d+)*) status=(ongoing|attackers-win|defenders-win|draw)( reason=[a-z-]+)?$' "$tmp/moves"; [ $? -eq 1 ]; echo $?)
sort -t- -k1.1,1.1 -k1.2n -k2.1,2.1 -k2.2n "$tmp/moves" | cmp -s - "$tmp/moves"
check "moves are sorted" $?
"$cli" moves --variant hnefatafl | cut -d' ' -f1 >"$tmp/h"
sort -t- -k1.1,1.1 -k1.2n -k2.1,2.1 -k2.2n "$tmp/h" | cmp -s - "$tmp/h"
check "moves sorted with two-digit ranks" $?

# A capture, with the captured square listed.
expect_output "capture is reported (last attacker gone: no moves)" "d5-c5 captures=c4 status=defenders-win reason=no-moves" \
    bash -c "'$cli' moves --variant brandubh --position /7/7/2T4/2t4/3K3/7/7/ --side defenders | grep '^d5-c5'"
# The king escapes: status and reason; a finished game prints no moves.
expect_output "escape ends the game" "1. a2-a1 captures=- status=defenders-win reason=escape
position=/K6/7/7/7/7/7/1t5/ side=attackers" "$cli" play --variant brandubh --position /7/K6/7/7/7/7/1t5/ --side defenders a2-a1
expect_output "no moves after the end" "" "$cli" moves --variant brandubh --position /7/K6/7/7/7/7/1t5/ --side defenders a2-a1
# OpenTafl move records are accepted as input moves.
expect_output "OpenTafl records accepted" "1. d1-c1 captures=- status=ongoing
2. d3-c3 captures=- status=ongoing
position=/2t4/3t3/2T4/ttTKTtt/3T3/3t3/3t3/ side=attackers" "$cli" play --variant brandubh td1-c1 Td3-c3+

# Illegal moves: message naming the move on stderr, exit status 2.
"$cli" moves --variant brandubh d1-d2 >/dev/null 2>"$tmp/err"
check "illegal move exits 2" $([ $? -eq 2 ]; echo $?)
check "illegal move is named" $(grep -q "d1-d2" "$tmp/err"; echo $?)
"$cli" moves --variant brandubh d1-e2 >/dev/null 2>"$tmp/err"
check "diagonal move exits 2" $([ $? -eq 2 ]; echo $?)
"$cli" moves --variant brandubh zz-top >/dev/null 2>"$tmp/err"
check "malformed move exits 2" $([ $? -eq 2 ]; echo $?)

# --rule changes a parameter; a bad one is refused by name.
"$cli" moves --variant brandubh --rule first=defenders >"$tmp/first"
check "--rule takes effect" $(head -1 "$tmp/first" | grep -q '^c4-'; echo $?)
"$cli" moves --variant brandubh --rule king_armed=maybe >/dev/null 2>"$tmp/err"
check "bad --rule exits 2" $([ $? -eq 2 ]; echo $?)
check "bad --rule names the parameter" $(grep -q king_armed "$tmp/err"; echo $?)
check "bad --rule names it once, with the reason" \
    $(grep -qx "taflbord-cli: --rule king_armed=maybe: 'maybe' is not one of yes, no or hammer" "$tmp/err"; echo $?)
"$cli" moves --variant brandubh --rule escape=corner --rule corners=none >/dev/null 2>"$tmp/err"
check "contradictory --rule refused" $([ $? -eq 2 ]; echo $?)

# perft: one line per depth, then nps.
"$cli" perft --variant brandubh --depth 3 >"$tmp/perft"
check "perft counts" $(head -3 "$tmp/perft" | tr '\n' ' ' | grep -qx 'perft 1 40 perft 2 960 perft 3 39512 '; echo $?)
check "perft nps line" $(tail -1 "$tmp/perft" | grep -qP '^nps \d+$'; echo $?)

# moves --batch: a block per request, closed by `end`; errors answered in place.
printf 'brandubh start start\nbrandubh start start d1-d2\nnope start start\ncopenhagen start start\n' |
    "$cli" moves --batch >"$tmp/batch"
check "batch answers every request" $([ "$(grep -c '^end$' "$tmp/batch")" -eq 4 ]; echo $?)
check "batch reports errors in place" $([ "$(grep -c '^error ' "$tmp/batch")" -eq 2 ]; echo $?)
check "batch block sizes" $([ "$(awk '/^end$/{print n; n=0; next} {n++}' "$tmp/batch" | tr '\n' ' ')" == "40 1 1 116 " ]; echo $?)

# check: shipped presets pass; a broken file is named with its line and key.
"$cli" check >/dev/null
check "check passes on shipped presets" $?
printf 'extends = brandubh\nname = Broken\nking_armed = sometimes\n' >"$tmp/broken.tafl"
"$cli" check "$tmp/broken.tafl" >/dev/null 2>"$tmp/err"
check "check fails on a broken file" $([ $? -eq 1 ]; echo $?)
check "check names file, line and key" $(grep -q 'broken.tafl:3: king_armed' "$tmp/err"; echo $?)

# think: progress lines, then bestmove, a legal move; the same seed and limit give the same move.
"$cli" think --variant brandubh --depth 4 --seed 3 >"$tmp/think"
check "think info lines" $(grep -v '^bestmove' "$tmp/think" | grep -qvP '^info depth \d+ score -?\d+ nodes \d+ nps \d+ pv [a-g]\d-[a-g]\d( [a-g]\d-[a-g]\d)*$'; [ $? -eq 1 ]; echo $?)
best=$(sed -n 's/^bestmove //p' "$tmp/think")
check "think ends with bestmove" $([ -n "$best" ]; echo $?)
check "bestmove is legal" $("$cli" moves --variant brandubh | grep -q "^$best "; echo $?)
check "think is deterministic" $([ "$("$cli" think --variant brandubh --nodes 20000 --seed 5 | tail -1)" == "$("$cli" think --variant brandubh --nodes 20000 --seed 5 | tail -1)" ]; echo $?)
"$cli" think --variant brandubh --level nobody >/dev/null 2>&1
check "unknown level exits 2" $([ $? -eq 2 ]; echo $?)
# eval: the static score for the side to move, then one line per weight that adds to it; the shares
# (and any rest) add up to the score, and a weight given on the command line is the weight used.
"$cli" eval --variant copenhagen j6-j3 >"$tmp/eval"
check "eval first line" $(head -1 "$tmp/eval" | grep -qP '^score -?\d+ for the defenders$'; echo $?)
check "eval share lines" $(tail -n +2 "$tmp/eval" | grep -qvP '^([a-z_]+ +-?\d+  weight \d+|rest +-?\d+)$'; [ $? -eq 1 ]; echo $?)
check "eval shares add up" $(awk 'NR == 1 { score = $2; next } { sum += $2 } END { exit !(sum == score) }' "$tmp/eval"; echo $?)
check "eval men for the defenders" $(grep -qP '^attacker +-2400  weight 100$' "$tmp/eval"; echo $?)
check "eval --level weights" \
    $("$cli" eval --variant copenhagen --level jarl:king_distance=70 | grep -qP '^king_distance +-?\d+  weight 70$'; echo $?)
# think takes a match player's settings: the noise named is the noise searched with (thrall's own
# 250 named gives thrall's move; no noise at all, the move of its depth without it).
think_move() { "$cli" think --variant brandubh --seed 7 "$@" | sed -n 's/^bestmove //p'; }
check "think --level with thrall's own noise" \
    $([ "$(think_move --level thrall:noise=250)" == "$(think_move --level thrall)" ]; echo $?)
check "think --level without noise" $([ "$(think_move --level thrall:noise=0)" == "$(think_move --depth 1)" ]; echo $?)

# selfplay: a line per game and a summary that adds up.
"$cli" selfplay --variant brandubh --games 4 --attackers karl --defenders thrall --seed 9 >"$tmp/self"
check "selfplay game lines" $([ "$(grep -cP '^game \d+ winner=(attackers|defenders|draw) reason=[a-z-]+ plies=\d+ moves=' "$tmp/self")" -eq 4 ]; echo $?)
check "selfplay summary" $(tail -1 "$tmp/self" | grep -qP '^summary games=4 attackers=\d+ defenders=\d+ draws=\d+ mean_plies=[\d.]+ distinct=\d+$'; echo $?)
# distinct= counts the games that differ in their moves: from a set position (no opening noise)
# levels without noise play one game three times; with karl's noise, as many as the lines show.
distinct_of() { tail -1 "$1" | sed -n 's/.* distinct=\([0-9]*\)$/\1/p'; }
check "selfplay distinct: the game lines' count" \
    $([ "$(distinct_of "$tmp/self")" == "$(grep '^game ' "$tmp/self" | sed 's/.* moves=//' | sort -u | wc -l)" ]; echo $?)
set_start=/3t3/2t4/3T3/ttTKTtt/3T3/3t3/3t3/
"$cli" selfplay --variant brandubh --games 3 --attackers karl:noise=0 --defenders karl:noise=0 --seed 9 \
    --position "$set_start" --side defenders >"$tmp/self-same"
check "selfplay distinct: one game played three times" $([ "$(distinct_of "$tmp/self-same")" == 1 ]; echo $?)
"$cli" selfplay --variant brandubh --games 3 --attackers karl --defenders karl --seed 9 \
    --position "$set_start" --side defenders >"$tmp/self-noise"
check "selfplay distinct: three games with noise" $([ "$(distinct_of "$tmp/self-noise")" == 3 ]; echo $?)
# selfplay takes a match player's settings: a default weight named plays the same games, a
# changed one other games, on the side it is given to.
selfplay_with() { "$cli" selfplay --variant brandubh --games 4 --seed 9 --attackers "$1" --defenders "$2"; }
selfplay_with karl karl >"$tmp/self-plain"
selfplay_with karl karl:escape_route=320 >"$tmp/self-default"
selfplay_with karl karl:escape_route=0,king_distance=0,route_in_two=0 >"$tmp/self-def"
selfplay_with karl:escape_route=0,king_distance=0,route_in_two=0 karl >"$tmp/self-att"
check "selfplay: a weight at its default plays the same games" $(cmp -s "$tmp/self-plain" "$tmp/self-default"; echo $?)
check "selfplay: a weight changed for the defenders plays other games" $(! cmp -s "$tmp/self-plain" "$tmp/self-def"; echo $?)
check "selfplay: a weight changed for the attackers plays other games" $(! cmp -s "$tmp/self-plain" "$tmp/self-att"; echo $?)
check "selfplay: the side a weight is given to matters" $(! cmp -s "$tmp/self-def" "$tmp/self-att"; echo $?)

# prove: a forced win in two is found with its first moves, a line is checked, bad depths refused.
lone=/3t3/7/7/3K3/7/7/7/
check "prove finds the win" $("$cli" prove --variant brandubh --position $lone --side defenders --depth 2 | grep -q '^win in 2 for the defenders: nodes [0-9]*, .* winning first moves: .*d4-d7'; echo $?)
"$cli" prove --variant brandubh --position $lone --side defenders --depth 1 >/dev/null
check "prove refuses a win that is not there (exit 1)" $([ $? -eq 1 ]; echo $?)
check "prove checks a line" $("$cli" prove --variant brandubh --position $lone --side defenders --depth 2 d4-g4 d1-d2 g4-g1 | grep -q '^solution holds$'; echo $?)
"$cli" prove --variant brandubh --position $lone --side defenders --depth 2 d4-d2 d1-c1 d2-a2 >"$tmp/prove" 
check "prove names the failing move" $(grep -q '^solution fails at move 1 (d4-d2)$' "$tmp/prove"; echo $?)
"$cli" prove --variant brandubh --depth 9 >/dev/null 2>&1
check "prove refuses depth 9 (exit 2)" $([ $? -eq 2 ]; echo $?)
# prove --each-move: the other side's forced win after each move (the king on d7, b7 and f1 the
# attackers: only f1-f7 shuts his way to g7); a move that ends the game is named as such.
"$cli" prove --variant brandubh --position /5t1/7/7/7/7/7/1t1K3/ --side attackers --depth 1 --each-move >"$tmp/each"
check "prove --each-move finds the one move that holds" $(grep -qx 'f1-f7: no-win in 1 for the defenders' "$tmp/each" && grep -q '^each move: 17; 0 end the game; the defenders win within 1 after 16, not after 1, unknown after 0; nodes ' "$tmp/each"; echo $?)
"$cli" prove --variant brandubh --position /4t2/7/7/7/7/7/2tK3/ --side attackers --depth 1 --each-move >"$tmp/each-end"
check "prove --each-move names a move that ends the game" $(grep -qx 'e1-e7: ends the game (attackers-win)' "$tmp/each-end"; echo $?)
"$cli" prove --variant brandubh --depth 2 --each-move d6-f6 >/dev/null 2>&1
check "prove --each-move refuses MOVEs (exit 2)" $([ $? -eq 2 ]; echo $?)

# Hostile input: limits that would never finish are refused with status 2 and a reason; messages
# quote input escaped (no byte outside printable ASCII reaches the terminal) and shortened.
refused() {  # refused NAME PATTERN COMMAND...: status 2 and PATTERN in the message
    local name="$1" pattern="$2"
    shift 2
    timeout 20 "$@" >/dev/null 2>"$tmp/refused"
    local status=$?
    check "$name (status 2, got $status)" $([ $status -eq 2 ]; echo $?)
    check "$name (message)" $(grep -q -- "$pattern" "$tmp/refused"; echo $?)
}
refused "bench --depth 2147483647" "outside 1..64" "$cli" bench --depth 2147483647
refused "think: an unknown setting" "unknown or out-of-range setting 'colour=3'" \
    "$cli" think --variant brandubh --level karl:colour=3
refused "bench --depth 20" "would not finish; at most 9" "$cli" bench --depth 20
refused "eval: an unknown weight" "unknown or out-of-range setting 'colour=3'" \
    "$cli" eval --variant brandubh --level jarl:colour=3
refused "eval without a variant" "eval: --variant ID is required" "$cli" eval
refused "eval after the game" "eval: the game is already over" \
    "$cli" eval --variant brandubh --position /6t/7/7/7/7/7/1K5/ --side defenders b7-a7
refused "think --depth 40" "would not finish; at most 16" "$cli" think --variant brandubh --depth 40
refused "think --depth -1" "'-1' is outside 1..64" "$cli" think --variant brandubh --depth -1
refused "perft --depth 12 on koenigszabel" "would not finish (about 152 moves a ply); at most 5 here" \
    "$cli" perft --variant koenigszabel --depth 12
refused "a number past any range" "is far outside" "$cli" selfplay --variant brandubh --games 99999999999999999999999
refused "selfplay: an unknown setting" "unknown or out-of-range setting 'bogus=3'" \
    "$cli" selfplay --variant brandubh --attackers karl:bogus=3
refused "selfplay: a colon without settings" "'karl:' has a colon but no settings" \
    "$cli" selfplay --variant brandubh --attackers karl:
refused "match: a depth that would not finish" "setting 'depth=99'" "$cli" match --variant brandubh --first karl:depth=99 --second karl
refused "match: a setting that is no number" "'nodes=1e6' of karl is not KEY=WHOLE-NUMBER" \
    "$cli" match --variant brandubh --first karl:nodes=1e6 --second karl
refused "an unknown command of 20,000 bytes" "unknown command 'aaaa.*'\.\.\. (20000 bytes)" "$cli" "$(printf 'a%.0s' {1..20000})"
check "the 20,000-byte command's message is short" $([ "$(head -1 "$tmp/refused" | wc -c)" -lt 200 ]; echo $?)
ascii_only() { ! LC_ALL=C grep -q '[^[:print:][:space:]]' "$1"; }
bad=$(printf '\x01x\x1b[31m\xff')
for args in "moves --variant $bad" "moves --variant brandubh --rule king_armed=$bad" "moves --variant brandubh --rule $bad=1" \
    "moves --variant brandubh --position /3t3$bad/ --side attackers" "moves --variant brandubh --position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ --side $bad" \
    "think --variant brandubh --level $bad" "selfplay --variant brandubh --attackers $bad" \
    "selfplay --variant brandubh --attackers karl:$bad=1" "match --variant brandubh --first $bad --second karl" "$bad"; do
    read -ra words <<<"$args"
    "$cli" "${words[@]}" >/dev/null 2>"$tmp/hostile"
    check "escaped: $(printf '%q' "$args" | cut -c1-60)" $(ascii_only "$tmp/hostile" && grep -q '\\x01' "$tmp/hostile"; echo $?)
done
printf 'brandubh /3t3%s/ attackers\n' "$bad" | "$cli" moves --batch >"$tmp/batch" 2>&1
check "moves --batch error lines escaped" $(ascii_only "$tmp/batch" && grep -q '^error .*\\x01' "$tmp/batch"; echo $?)

# --version: the project's version on standard output, status 0, as a command or after one.
if [ -n "$version" ]; then
    expect_output "--version prints the project version" "taflbord-cli $version" "$cli" --version
    expect_output "--version after a command" "taflbord-cli $version" "$cli" perft --version
fi
"$cli" --version >/dev/null 2>"$tmp/err"
check "--version exits 0 and writes nothing to stderr" $([ $? -eq 0 ] && [ ! -s "$tmp/err" ]; echo $?)
check "--help names --version" $("$cli" --help | grep -q -- '--version'; echo $?)

# One broken file among the presets named by TAFLBORD_ASSETS: it is named and skipped, the other
# presets work, and asking for it gives its error once (the parameter not repeated).
assets_dir="$(dirname "$0")/../../assets"
mkdir -p "$tmp/assets" && cp -r "$assets_dir/variants" "$tmp/assets/"
printf 'extends = brandubh\nname = Broken\nking_armed = maybe\n' >"$tmp/assets/variants/broken.tafl"
TAFLBORD_ASSETS="$tmp/assets" "$cli" perft --variant brandubh --depth 2 >"$tmp/out" 2>"$tmp/err"
check "a broken preset file does not stop the others" $([ $? -eq 0 ] && grep -q '^perft 2 960$' "$tmp/out"; echo $?)
check "the broken file is named" $(grep -q "skipped: .*broken.tafl:3: king_armed: 'maybe' is not one of" "$tmp/err"; echo $?)
check "the parameter is not named twice" $(! grep -q 'king_armed: king_armed' "$tmp/err"; echo $?)
refused "asking for the broken preset" "variant 'broken' could not be read: .*broken.tafl:3" \
    env TAFLBORD_ASSETS="$tmp/assets" "$cli" perft --variant broken --depth 2

# check: a pipe is refused at once (reading it would wait for a writer forever), and a long
# extends cycle is named by its size on one short line per file.
mkfifo "$tmp/pipe.tafl"
timeout 10 "$cli" check "$tmp/pipe.tafl" >/dev/null 2>"$tmp/err"
status=$?
check "check on a pipe ends with status 1 (got $status)" $([ $status -eq 1 ]; echo $?)
check "check on a pipe says why" $(grep -q 'pipe.tafl: it is not a regular file' "$tmp/err"; echo $?)
mkdir -p "$tmp/cycle"
for i in $(seq 0 299); do printf 'extends = v%d\nname = V%d\n' $(((i + 1) % 300)) "$i" >"$tmp/cycle/v$i.tafl"; done
"$cli" check "$tmp/cycle"/*.tafl >/dev/null 2>"$tmp/err"
check "a 300-file cycle: one line per file" $([ "$(wc -l <"$tmp/err")" -eq 300 ]; echo $?)
check "a 300-file cycle is named by its size" $(grep -q 'inheritance cycle: 300 presets, v0 -> v1' "$tmp/err"; echo $?)
check "a 300-file cycle's lines are short" $([ "$(wc -c <"$tmp/err")" -lt 60000 ]; echo $?)

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
