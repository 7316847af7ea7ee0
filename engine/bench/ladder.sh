#!/usr/bin/env bash
# ladder.sh: plays each difficulty level against the one below it, GAMES games with sides
# alternated (half as attackers, half as defenders), and prints the table of results. Scores
# count a win as 1 and a draw as 1/2. Deterministic for a given seed (levels use node budgets).
#   usage: ladder.sh CLI VARIANT [GAMES] [JOBS] [SEED]
set -euo pipefail
cli="$1"
variant="$2"
games="${3:-100}"
jobs="${4:-2}"
seed="${5:-1}"
half=$((games / 2))
levels=(thrall karl bondi huscarl hersir jarl)
printf '%-9s %-9s %6s %6s %6s %7s %9s\n' stronger weaker wins draws losses score "score %"
for ((i = 1; i < ${#levels[@]}; i++)); do
    strong="${levels[i]}"
    weak="${levels[i - 1]}"
    a=$("$cli" selfplay --variant "$variant" --games "$half" --attackers "$strong" --defenders "$weak" --seed "$seed" --jobs "$jobs" | tail -1)
    d=$("$cli" selfplay --variant "$variant" --games "$half" --attackers "$weak" --defenders "$strong" --seed "$((seed + 100000))" --jobs "$jobs" | tail -1)
    field() { sed -E "s/.*$1=([0-9]+).*/\1/" <<<"$2"; }
    wins=$(($(field attackers "$a") + $(field defenders "$d")))
    losses=$(($(field defenders "$a") + $(field attackers "$d")))
    draws=$(($(field draws "$a") + $(field draws "$d")))
    score=$(awk -v w="$wins" -v d="$draws" 'BEGIN { printf "%.1f", w + d / 2 }')
    pct=$(awk -v w="$wins" -v d="$draws" -v g="$games" 'BEGIN { printf "%.1f", 100 * (w + d / 2) / g }')
    printf '%-9s %-9s %6d %6d %6d %7s %8s%%\n' "$strong" "$weak" "$wins" "$draws" "$losses" "$score" "$pct"
done
