#!/usr/bin/env bash
# balance.sh: full-strength self-play (level jarl on both sides, a fixed time per move) for the
# presets whose balance seed 003 reports, and Copenhagen, printed beside the figure each is held
# to: for the three of seed 003 the source's ratio of wins, within a factor of 1.5; for Copenhagen
# an attackers' share of at least 35 % of the games. A sanity check of rules and AI, not a
# pass/fail test.
#   usage: balance.sh CLI [GAMES] [MOVETIME_MS] [JOBS] [SEED] [PRESET ...]
# With no PRESET: tablut, brandubh, tawlbwrdd and copenhagen.
set -euo pipefail
cli="$1"
games="${2:-100}"
movetime="${3:-100}"
jobs="${4:-2}"
seed="${5:-1}"
shift $(($# < 5 ? $# : 5))
presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(tablut brandubh tawlbwrdd copenhagen)
# preset, the side the source counts first, its wins per 100 of the other side's (seed 003); for
# copenhagen the attackers' least share in per cent.
declare -A figure=([tablut]="attackers 117" [brandubh]="defenders 131" [tawlbwrdd]="attackers 113"
    [copenhagen]="share 35")
printf '%-10s %6s %9s %9s %6s %10s %8s   %s\n' preset games attackers defenders draws "mean plies" distinct \
    "here (held to)"
for preset in "${presets[@]}"; do
    if [[ -z "${figure[$preset]:-}" ]]; then
        echo "balance.sh: no figure for preset '${preset}' (tablut, brandubh, tawlbwrdd, copenhagen)" >&2
        exit 2
    fi
    read -r side source <<<"${figure[$preset]}"
    out=$("$cli" selfplay --variant "$preset" --games "$games" --attackers jarl --defenders jarl \
        --movetime "$movetime" --seed "$seed" --jobs "$jobs" | tail -1)
    field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$out"; }
    a=$(field attackers)
    d=$(field defenders)
    x=$(field draws)
    plies=$(field mean_plies)
    distinct=$(field distinct)
    if [[ "$side" == share ]]; then
        here=$(awk -v a="$a" -v g="$games" -v s="$source" 'BEGIN {
            p = 100 * a / g; printf "attackers %.1f %% of the games (at least %d %%): %s", p, s, (p >= s ? "met" : "not met") }')
    else
        if [[ "$side" == attackers ]]; then num=$a den=$d other=defender; else num=$d den=$a other=attacker; fi
        here=$(awk -v n="$num" -v d="$den" -v s="$source" -v side="${side%s}" -v other="$other" 'BEGIN {
            if (d == 0 || n == 0) { printf "%s wins per 100 %s wins: n/a (source %d), not met", side, other, s; exit }
            r = 100 * n / d; f = (r > s ? r / s : s / r)
            printf "%.0f %s wins per 100 %s wins (source %d): a factor of %.2f, %s", r, side, other, s, f,
                (f <= 1.5 ? "met" : "not met") }')
    fi
    printf '%-10s %6d %9d %9d %6d %10s %8d   %s\n' "$preset" "$games" "$a" "$d" "$x" "$plies" "$distinct" "$here"
done
