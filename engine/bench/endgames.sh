#!/usr/bin/env bash
# endgames.sh: plays the won endgames of tests/data/endgames.txt with one AI level on both sides
# and reports, per position, who won, how and in how many plies, against the bound the file
# states for that level (hersir or jarl). Exit status 1 when a position is not converted
# within its bound.
# Usage: engine/bench/endgames.sh TAFLBORD_CLI [LEVEL[:SETTING=VALUE,...]]
#   LEVEL: hersir or jarl (default jarl), with the settings a match player takes, so that a weight
#   can be tried on the set without a rebuild: endgames.sh CLI jarl:approach=3,few_men=400
set -euo pipefail

cli="${1:?usage: endgames.sh TAFLBORD_CLI [hersir|jarl][:SETTING=VALUE,...]}"
level="${2:-jarl}"
case "${level%%:*}" in
    hersir) column=4 ;;
    jarl) column=5 ;;
    *) echo "endgames.sh: the file states bounds for hersir and jarl only" >&2; exit 2 ;;
esac
set_file="$(dirname "${BASH_SOURCE[0]}")/../../tests/data/endgames.txt"

failed=0
printf '%-18s %-12s %-10s %-14s %6s %6s %8s\n' id preset winner reason plies bound seconds
while read -r id preset record hersir jarl; do
    [[ -z "${id}" || "${id}" == \#* ]] && continue
    bound="$([[ ${column} == 4 ]] && echo "${hersir}" || echo "${jarl}")"
    start="$(date +%s%N)"
    output="$("${cli}" selfplay --variant "${preset}" --position "${record}" --side defenders --games 1 \
        --attackers "${level}" --defenders "${level}")"
    line="${output%%$'\n'*}"
    seconds="$(awk -v a="${start}" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')"
    winner="$(sed -n 's/.* winner=\([^ ]*\).*/\1/p' <<<"${line}")"
    reason="$(sed -n 's/.* reason=\([^ ]*\).*/\1/p' <<<"${line}")"
    plies="$(sed -n 's/.* plies=\([0-9]*\).*/\1/p' <<<"${line}")"
    printf '%-18s %-12s %-10s %-14s %6s %6s %8s\n' "${id}" "${preset}" "${winner}" "${reason}" "${plies}" "${bound}" \
        "${seconds}"
    # A bound of 0: the level did not convert this position when the set was measured.
    if [[ "${winner}" != attackers || "${bound}" -eq 0 || "${plies}" -gt "${bound}" ]]; then failed=1; fi
done <"${set_file}"
exit "${failed}"
