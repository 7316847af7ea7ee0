#!/usr/bin/env bash
# compare.sh: two builds of taflbord-cli side by side in one run, for a change to the engine or
# the AI: perft(4) on copenhagen and perft(5) on brandubh, `bench`, and `think` at level jarl on
# the copenhagen and tablut starts. The two programs run alternately, RUNS times each, so that a
# busy or throttled machine slows both alike; the table gives each one's fastest and median
# seconds (user + system CPU time) and the ratio of the medians. Counts that must agree (perft
# leaves) are checked; bench's node total and think's depth are printed, since a change to the
# search changes them on purpose.
#   usage: compare.sh OLD_CLI NEW_CLI [RUNS]      e.g. compare.sh ../old/build/release/engine/taflbord-cli build/release/engine/taflbord-cli 5
set -euo pipefail
old="${1:?usage: compare.sh OLD_CLI NEW_CLI [RUNS]}"
new="${2:?usage: compare.sh OLD_CLI NEW_CLI [RUNS]}"
runs="${3:-5}"
[[ "${runs}" =~ ^[1-9][0-9]*$ ]] || { echo "compare.sh: RUNS must be a whole number above 0, not '${runs}'" >&2; exit 2; }
for cli in "${old}" "${new}"; do
    [[ -x "${cli}" ]] || { echo "compare.sh: '${cli}' is not an executable" >&2; exit 2; }
done

cases=(
    "perft copenhagen 4|perft --variant copenhagen --depth 4"
    "perft brandubh 5|perft --variant brandubh --depth 5"
    "bench|bench"
    "think copenhagen jarl|think --variant copenhagen --level jarl"
    "think tablut jarl|think --variant tablut --level jarl"
)

# run CLI ARGS...: prints "SECONDS<TAB>LAST LINE OF OUTPUT" (the summary each command ends with).
run() {
    local cli=$1 out time_file
    shift
    time_file=$(mktemp)
    out=$({ /usr/bin/time -f '%U %S' -o "${time_file}" "${cli}" "$@"; } 2>/dev/null)
    local seconds
    seconds=$(awk '{ printf "%.3f", $1 + $2 }' "${time_file}")
    rm -f "${time_file}"
    # perft prints one line per depth, think its last info line before bestmove.
    local summary
    summary=$(grep -E '^(perft [0-9]+ |bench nodes|info depth)' <<<"${out}" | tail -n 1)
    printf '%s\t%s\n' "${seconds}" "${summary}"
}

stats() {  # the fastest and the median of the numbers on standard input
    sort -n | awk '{ a[NR] = $1 } END { printf "%.3f %.3f\n", a[1], (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'
}

printf '%-22s %21s %21s %7s   %s\n' case "old: fastest median" "new: fastest median" "new/old" "what each found (old | new)"
for c in "${cases[@]}"; do
    label=${c%%|*}
    read -r -a args <<<"${c#*|}"
    old_times=() new_times=() old_summary="" new_summary=""
    for ((i = 0; i < runs; i++)); do
        IFS=$'\t' read -r t s < <(run "${old}" "${args[@]}")
        old_times+=("${t}") old_summary=${s}
        IFS=$'\t' read -r t s < <(run "${new}" "${args[@]}")
        new_times+=("${t}") new_summary=${s}
    done
    read -r old_min old_med < <(printf '%s\n' "${old_times[@]}" | stats)
    read -r new_min new_med < <(printf '%s\n' "${new_times[@]}" | stats)
    ratio=$(awk -v o="${old_med}" -v n="${new_med}" 'BEGIN { if (o > 0) printf "%.2f", n / o; else print "n/a" }')
    short() { sed -E 's/ pv .*//; s/ nps [0-9]+//; s/^info //' <<<"$1"; }
    printf '%-22s %10s %10s %10s %10s %7s   %s | %s\n' "${label}" "${old_min}" "${old_med}" "${new_min}" "${new_med}" \
        "${ratio}" "$(short "${old_summary}")" "$(short "${new_summary}")"
    if [[ "${label}" == perft* && "${old_summary}" != "${new_summary}" ]]; then
        echo "compare.sh: the two programs count different perft leaves: '${old_summary}' and '${new_summary}'" >&2
        exit 1
    fi
done
echo "seconds are user + system CPU time of one run; ${runs} runs each, alternated"
