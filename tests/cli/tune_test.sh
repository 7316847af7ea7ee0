#!/usr/bin/env bash
# tune_test.sh: `taflbord-cli tune-data` and `tune`: self-play games become labelled positions
# (one line per position after the skipped plies, the game's result on each), the same games give
# the same file, the tuner lowers (never raises) the error and prints every weight, moves only
# the weights --only names, and bad data is refused with the line named.
#   tune_test.sh PATH/TO/taflbord-cli
set -euo pipefail
cli=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "tune_test: $*" >&2; exit 1; }

"$cli" selfplay --variant brandubh --games 6 --attackers karl --defenders thrall --seed 3 >"$tmp/games"
"$cli" tune-data --variant brandubh --skip-plies 2 <"$tmp/games" >"$tmp/a" 2>"$tmp/a.err"
"$cli" tune-data --variant brandubh --skip-plies 2 <"$tmp/games" >"$tmp/b" 2>/dev/null
cmp -s "$tmp/a" "$tmp/b" || fail "the same games gave other positions"
grep -q '6 games' "$tmp/a.err" || fail "no count of games: $(cat "$tmp/a.err")"

# One line per position from ply 2 to the last position before the end, labelled with the result.
expected=0
while read -r line; do
    [[ "$line" == game* ]] || continue
    plies=$(sed -n 's/.* plies=\([0-9]*\).*/\1/p' <<<"$line")
    winner=$(sed -n 's/.* winner=\([a-z]*\).*/\1/p' <<<"$line")
    label=$([[ $winner == attackers ]] && echo 1 || { [[ $winner == defenders ]] && echo 0 || echo 0.5; })
    if ((plies > 2)); then
        expected=$((expected + plies - 2))
        for ((i = 2; i < plies; i++)); do echo "$label"; done
    fi
done <"$tmp/games" >"$tmp/labels"
[[ $(wc -l <"$tmp/a") -eq $expected ]] || fail "$(wc -l <"$tmp/a") positions, expected $expected"
awk '{ print $4 }' "$tmp/a" | cmp -s - "$tmp/labels" || fail "a position is not labelled with its game's result"
awk 'NF != 4 || $1 != "brandubh" || ($3 != "attackers" && $3 != "defenders") || ($4 != "1" && $4 != "0" && $4 != "0.5") { bad = 1 } END { exit bad }' "$tmp/a" ||
    fail "a line is not '<variant> <position> <side> <result>'"
# The first position of each game's block is after two plies: the attackers to move again.
head -1 "$tmp/a" | grep -q ' attackers ' || fail "the first position is not the attackers' to move: $(head -1 "$tmp/a")"

"$cli" tune --data "$tmp/a" --passes 2 >"$tmp/t"
before=$(sed -n 's/^error before \([0-9.]*\) after.*/\1/p' "$tmp/t")
after=$(sed -n 's/^error before [0-9.]* after \([0-9.]*\).*/\1/p' "$tmp/t")
[[ -n "$before" && -n "$after" ]] || fail "no error figures: $(cat "$tmp/t")"
awk -v b="$before" -v a="$after" 'BEGIN { exit !(a <= b) }' || fail "the error rose: $before -> $after"
[[ $(grep -c '^weight ' "$tmp/t") -ge 10 ]] || fail "not every weight printed: $(cat "$tmp/t")"
grep -q '^weight attacker 100$' "$tmp/t" || fail "the attacker man is no longer the unit"
echo "tune: error $before -> $after"

# --only: the weights named move, every other is held at its default. held_many acts only where
# the king is safe on the edge (not on Brandubh), so a run that may move only it keeps every
# default; the full run above moved at least one weight.
"$cli" tune --data "$tmp/a" --passes 2 --only held_many >"$tmp/defaults"
"$cli" tune --data "$tmp/a" --passes 2 --only king_distance,corner_guard >"$tmp/only"
weights() { grep '^weight ' "$1" | grep -v -e ' king_distance ' -e ' corner_guard '; }
cmp -s <(grep '^weight ' "$tmp/defaults") <(grep '^weight ' "$tmp/t") && fail "--only held_many moved what the full run moved"
cmp -s <(weights "$tmp/only") <(weights "$tmp/defaults") || fail "--only moved a weight it does not name: $(diff <(weights "$tmp/only") <(weights "$tmp/defaults"))"
only_before=$(sed -n 's/^error before \([0-9.]*\) after.*/\1/p' "$tmp/only")
only_after=$(sed -n 's/^error before [0-9.]* after \([0-9.]*\).*/\1/p' "$tmp/only")
awk -v b="$only_before" -v a="$only_after" 'BEGIN { exit !(a <= b) }' || fail "--only: the error rose: $only_before -> $only_after"
if "$cli" tune --data "$tmp/a" --only king_distance,nonsense 2>"$tmp/only.err"; then fail "--only took an unknown weight"; fi
grep -q "no weight 'nonsense'" "$tmp/only.err" || fail "--only: no message for an unknown weight: $(cat "$tmp/only.err")"
if "$cli" tune --data "$tmp/a" --only attacker 2>"$tmp/unit.err"; then fail "--only moved the unit"; fi
grep -q "unit" "$tmp/unit.err" || fail "--only attacker: no message: $(cat "$tmp/unit.err")"
if "$cli" tune --data "$tmp/a" --only , 2>"$tmp/nonames.err"; then fail "--only with no name moved every weight"; fi
grep -q "no weight named" "$tmp/nonames.err" || fail "--only ,: no message: $(cat "$tmp/nonames.err")"

# Bad data: the line is named.
printf 'brandubh /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ attackers 1\nbrandubh nonsense\n' >"$tmp/bad"
if "$cli" tune --data "$tmp/bad" 2>"$tmp/bad.err"; then fail "bad data was accepted"; fi
grep -q 'line 2' "$tmp/bad.err" || fail "the bad line is not named: $(cat "$tmp/bad.err")"
if "$cli" tune --data "$tmp/none" 2>"$tmp/none.err"; then fail "a missing file was accepted"; fi
grep -q 'cannot read' "$tmp/none.err" || fail "no message for a missing file: $(cat "$tmp/none.err")"
echo "tune_test: ok"
