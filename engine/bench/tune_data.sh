#!/usr/bin/env bash
# tune_data.sh: the positions the evaluation weights are fitted to (see README, "Tuning the
# evaluation"). Plays self-play games on five presets, huscarl against bondi with the sides
# swapped and bondi against bondi, 40 games of each pairing with fixed seeds, and writes every
# position after the sixth ply with the game's result through `taflbord-cli tune-data`.
# The same taflbord-cli writes the same file. Usage: engine/bench/tune_data.sh TAFLBORD_CLI OUT [JOBS]
set -euo pipefail

cli="${1:?usage: tune_data.sh TAFLBORD_CLI OUT [JOBS]}"
out="${2:?usage: tune_data.sh TAFLBORD_CLI OUT [JOBS]}"
jobs="${3:-1}"
: >"${out}"
seed=1
for variant in copenhagen tablut brandubh tawlbwrdd tablut-corner; do
    for pair in "huscarl bondi" "bondi huscarl" "bondi bondi"; do
        read -r attackers defenders <<<"${pair}"
        "${cli}" selfplay --variant "${variant}" --games 40 --attackers "${attackers}" --defenders "${defenders}" \
            --seed "$((seed * 1000))" --jobs "${jobs}" 2>/dev/null |
            "${cli}" tune-data --variant "${variant}" >>"${out}"
        seed=$((seed + 1))
    done
    echo "tune_data.sh: ${variant} done, $(wc -l <"${out}") positions" >&2
done
