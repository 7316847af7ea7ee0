#!/usr/bin/env bash
# match_test.sh: `taflbord-cli match`: pairs of games from one opening with the sides swapped, the
# same results for the same seed (and with several jobs), an external engine over the OpenTafl
# Engine Protocol (our own `otep`) as a player, the SPRT stopping a lopsided match, and clear
# refusals of bad players.
#   match_test.sh PATH/TO/taflbord-cli
set -euo pipefail
cli=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "match_test: $*" >&2; exit 1; }
field() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" <<<"$2"; }

# Four games of karl against thrall: two openings, each played with both sides.
"$cli" match --variant brandubh --first karl --second thrall --games 4 --seed 7 >"$tmp/a"
"$cli" match --variant brandubh --first karl --second thrall --games 4 --seed 7 >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b" >&2; fail "the same seed gave other games"; }
[[ $(grep -c '^game ' "$tmp/a") == 4 ]] || fail "not four game lines: $(cat "$tmp/a")"
mapfile -t games < <(grep '^game ' "$tmp/a")
[[ "$(field opening "${games[0]}")" == "$(field opening "${games[1]}")" ]] || fail "a pair did not share its opening"
[[ "$(field opening "${games[0]}")" != "$(field opening "${games[2]}")" ]] || fail "two pairs had one opening"
[[ "$(field attackers "${games[0]}")" == first && "$(field attackers "${games[1]}")" == second ]] ||
    fail "the sides were not swapped within a pair"
summary=$(grep '^summary ' "$tmp/a")
w=$(field wins "$summary") d=$(field draws "$summary") l=$(field losses "$summary")
((w + d + l == 4)) || fail "the tally does not add up: $summary"
for key in score elo elo_low elo_high; do [[ -n "$(field $key "$summary")" ]] || fail "no $key in: $summary"; done
echo "karl-thrall: $summary"

# A game stopped at the move limit is a draw that names the position it stopped in: a legal
# position of the variant, reached from the start by the game's plies.
"$cli" match --variant brandubh --first thrall --second thrall --games 2 --max-plies 6 --seed 3 >"$tmp/m"
mapfile -t limited < <(grep '^game ' "$tmp/m")
for g in "${limited[@]}"; do
    [[ "$(field winner "$g")" == draw && "$(field reason "$g")" == move-limit ]] || fail "not stopped at the limit: $g"
    final=$(field final "$g")
    [[ -n "$final" ]] || fail "no final position: $g"
    "$cli" moves --variant brandubh --position "$final" --side attackers >/dev/null ||
        fail "the final position '$final' does not load"
done
# A game that ends names none.
[[ "${games[0]}" != *final=* ]] || fail "a finished game named a final position: ${games[0]}"

# An external engine: our own otep session, started by the runner.
"$cli" match --variant brandubh --first thrall --second "otep:$cli otep --level thrall" --games 2 >"$tmp/o" 2>"$tmp/oe" ||
    { cat "$tmp/oe" >&2; fail "a match against an otep engine failed"; }
[[ $(grep -c '^game ' "$tmp/o") == 2 ]] || fail "the otep match did not play two games: $(cat "$tmp/o")"
echo "against otep: $(grep '^summary ' "$tmp/o")"

# The engine is sent the game move by move (opponent-move), so it knows the game's history: from
# the start position, our own otep at karl's depth, without noise and with the same table, plays
# the very games karl plays, repetitions included (Königszabel's karl draws by repetition in 20 plies;
# an engine told only each position did not).
for v in koenigszabel brandubh; do
    "$cli" match --variant $v --first karl:noise=0 --second karl:noise=0 --games 2 --seed 12 --opening-plies 0 \
        | grep '^game ' >"$tmp/int"
    "$cli" match --variant $v --first karl:noise=0 --second "otep:$cli otep --depth 2 --hash 8" --games 2 --seed 12 \
        --opening-plies 0 | grep '^game ' >"$tmp/ext"
    cmp -s "$tmp/int" "$tmp/ext" || { diff "$tmp/int" "$tmp/ext" >&2; fail "$v: the otep engine played other games"; }
    [[ $v != koenigszabel ]] || grep -q 'reason=repetition' "$tmp/ext" ||
        fail "koenigszabel: the games no longer end by repetition"
done
echo "otep move by move: the same games as the level"
# A game the engine ends by taking the king is not confirmed with a board it cannot read (no
# king): the match goes on to the next game. (Brandubh seed 12: the engine takes the king in game 4.)
"$cli" match --variant brandubh --first thrall --second "otep:$cli otep --depth 2 --hash 8" --games 6 --seed 12 \
    >"$tmp/k" 2>"$tmp/ke" || { cat "$tmp/ke" >&2; fail "the match stopped after the engine took the king"; }
grep -q '^game [1-5] .*attackers=second winner=second reason=king-captured' "$tmp/k" ||
    fail "the engine took no king before the last game (choose another seed): $(cat "$tmp/k")"
[[ $(grep -c '^game ' "$tmp/k") == 6 ]] || fail "not six games: $(cat "$tmp/k")"

# The SPRT ends a lopsided match long before its 200 games. (huscarl, not jarl: the verdict comes
# after as many games, and jarl's searches took minutes under the sanitizers on a busy machine.)
"$cli" match --variant brandubh --first huscarl --second thrall --games 200 --sprt 0,150 >"$tmp/s"
grep -q '^sprt elo0=0 elo1=150 verdict=H1' "$tmp/s" || fail "no H1 verdict: $(tail -3 "$tmp/s")"
played=$(grep -c '^game ' "$tmp/s")
((played < 200)) || fail "the SPRT did not stop the match"
echo "sprt: H1 after $played games"

# --jobs: games played at once are the same games, reported in the same order, and an SPRT
# verdict stops the match at the same game (the jobs still playing are stopped).
"$cli" match --variant brandubh --first karl --second thrall --games 4 --seed 7 --jobs 3 >"$tmp/j"
cmp -s "$tmp/a" "$tmp/j" || { diff "$tmp/a" "$tmp/j" >&2; fail "--jobs 3 played other games"; }
"$cli" match --variant brandubh --first karl --second thrall --games 60 --seed 7 --sprt 0,200 >"$tmp/j1"
"$cli" match --variant brandubh --first karl --second thrall --games 60 --seed 7 --sprt 0,200 --jobs 2 >"$tmp/j2"
cmp -s "$tmp/j1" "$tmp/j2" || { diff "$tmp/j1" "$tmp/j2" >&2; fail "--jobs 2 changed the SPRT's match"; }
(($(grep -c '^game ' "$tmp/j2") < 60)) || fail "the SPRT did not stop the match with --jobs 2"
if "$cli" match --variant brandubh --first karl --second otep:false --jobs 2 >/dev/null 2>"$tmp/e"; then
    fail "otep:false was accepted with --jobs 2"
fi
grep -q 'ended before it answered' "$tmp/e" || fail "no message for an engine that ends, with --jobs 2: $(cat "$tmp/e")"
echo "jobs: ok"

# Evaluation weights by name: the default value plays the same games, other values other games.
games_of() { grep '^game ' "$1" | sed 's/ first=[^ ]*//'; }
"$cli" match --variant brandubh --first karl:defender=190 --second thrall --games 4 --seed 7 >"$tmp/w1"
[[ "$(games_of "$tmp/w1")" == "$(games_of "$tmp/a")" ]] || fail "the default weight given by name changed the games"
"$cli" match --variant brandubh --first karl:escape_route=0,route_in_two=0,king_distance=0 --second thrall --games 4 \
    --seed 7 >"$tmp/w2"
[[ "$(games_of "$tmp/w2")" != "$(games_of "$tmp/a")" ]] || fail "other weights played the same games"
echo "weights: ok"

# Bad players are refused with a message and status 2.
for bad in nobody karl:depth=x karl:colour=3 karl:attacker=-5 karl:no_such_weight=3 otep:; do
    if "$cli" match --variant brandubh --first "$bad" --second thrall >/dev/null 2>"$tmp/e"; then fail "'$bad' was accepted"; fi
    grep -q 'match: ' "$tmp/e" || fail "no message for '$bad'"
done
if "$cli" match --variant brandubh --first karl --second otep:false >/dev/null 2>"$tmp/e"; then fail "otep:false was accepted"; fi
grep -q 'ended before it answered' "$tmp/e" || fail "no message for an engine that ends: $(cat "$tmp/e")"
echo "refusals: ok"

# --show-moves: each game line ends with the game's moves after the opening; the opening and
# those moves, played through `play`, end the game as the line says.
"$cli" match --variant brandubh --first karl --second thrall --games 4 --seed 7 --show-moves >"$tmp/m"
[[ "$(games_of "$tmp/m" | sed 's/ moves=.*//')" == "$(games_of "$tmp/a")" ]] || fail "--show-moves changed the games"
while read -r line; do
    opening=$(sed -n 's/.* opening=\([^ ]*\).*/\1/p' <<<"$line")
    moves=$(sed -n 's/.* moves=\([^ ]*\).*/\1/p' <<<"$line")
    reason=$(sed -n 's/.* reason=\([^ ]*\).*/\1/p' <<<"$line")
    plies=$(sed -n 's/.* plies=\([0-9]*\).*/\1/p' <<<"$line")
    [[ -n $moves ]] || fail "no moves= on: $line"
    [[ $(tr ',' '\n' <<<"$opening,$moves" | wc -l) == "$plies" ]] || fail "not $plies moves on: $line"
    # shellcheck disable=SC2046
    "$cli" play --variant brandubh $(tr ',' ' ' <<<"$opening,$moves") | grep -q "reason=$reason\$" ||
        fail "the moves do not end the game by $reason: $line"
done < <(grep '^game ' "$tmp/m")
echo "show-moves: ok"
