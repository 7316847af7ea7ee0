#!/usr/bin/env bash
# balance.sh: full-strength self-play (level jarl on both sides, a short fixed time per move) for
# the presets whose balance seed 003 reports, printed beside the source's figures. A sanity check
# of rules and AI, not a pass/fail test.
#   usage: balance.sh CLI [GAMES] [MOVETIME_MS] [JOBS] [SEED]
set -euo pipefail
cli="$1"
games="${2:-100}"
movetime="${3:-100}"
jobs="${4:-2}"
seed="${5:-1}"
# preset, the side the source counts first, its wins per 100 of the other side's (seed 003)
cases=("tablut attackers 117" "brandubh defenders 131" "tawlbwrdd attackers 113")
printf '%-10s %6s %9s %9s %6s %10s   %s\n' preset games attackers defenders draws "mean plies" "ratio here (source)"
for c in "${cases[@]}"; do
    read -r preset side source <<<"$c"
    out=$("$cli" selfplay --variant "$preset" --games "$games" --attackers jarl --defenders jarl \
        --movetime "$movetime" --seed "$seed" --jobs "$jobs" | tail -1)
    field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$out"; }
    a=$(field attackers)
    d=$(field defenders)
    x=$(field draws)
    plies=$(field mean_plies)
    if [[ "$side" == attackers ]]; then num=$a den=$d; else num=$d den=$a; fi
    ratio=$(awk -v n="$num" -v d="$den" 'BEGIN { if (d == 0) print "n/a"; else printf "%.0f", 100 * n / d }')
    printf '%-10s %6d %9d %9d %6d %10s   %s %s wins per 100 %s (%s)\n' "$preset" "$games" "$a" "$d" "$x" "$plies" \
        "$ratio" "$side" "$([[ $side == attackers ]] && echo defenders || echo attackers)" "$source"
done
