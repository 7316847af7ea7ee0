#!/usr/bin/env bash
# bench_report.sh: the game's frame figures against their goals, measured by its own bench modes at
# 1280x800 in a real X window (Xvfb): frame time while the scripted capture loops (p50, p95, p99),
# the time to the first frame, peak memory, and the CPU used while idle. A report, not a test: it
# prints what it measured on this machine and says which goals were met (exit 0 either way; 1 only
# when the game fails to run).
#
# Given two programs it measures them side by side, run by run in turn (A, B, A, B, ...), so that a
# busy machine slows both alike, and prints the ratio B/A of each median.
#
#   tests/game/bench_report.sh [--runs R] [--frames N] [--idle S] [--assets DIR] GAME [OTHER_GAME]
#
# Defaults: 3 runs, 600 frames, 10 s idle. --assets is passed to both programs (for a copy of the
# program outside the build tree). Takes about R x (N / 100 + S + 4) seconds a program.
set -euo pipefail

runs=3 frames=600 idle=10 assets=()
while (($#)); do
    case "$1" in
    --runs) runs=$2; shift 2 ;;
    --frames) frames=$2; shift 2 ;;
    --idle) idle=$2; shift 2 ;;
    --assets) assets=(--assets "$2"); shift 2 ;;
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
    esac
done
(($# == 1 || $# == 2)) || { echo "usage: bench_report.sh [--runs R] [--frames N] [--idle S] [--assets DIR] GAME [OTHER_GAME]" >&2; exit 2; }
games=("$@")
command -v xvfb-run >/dev/null || { echo "bench_report: xvfb-run is not installed (apt-get install xvfb xauth)" >&2; exit 1; }

field() { sed -n "s/.*\b$1=\([0-9.]*\).*/\1/p" <<<"$2"; }
xrun() { xvfb-run -a -s "-screen 0 1400x900x24 -nolisten tcp" env -u SDL_VIDEODRIVER "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for ((r = 1; r <= runs; ++r)); do
    for g in "${!games[@]}"; do
        game=${games[$g]}
        line=$(xrun "$game" "${assets[@]}" --no-settings --language en --size 1280x800 --bench-frames "$frames") ||
            { echo "bench_report: $game failed in frames mode" >&2; exit 1; }
        echo "$line" >>"$work/frames.$g"
        line=$(xrun "$game" "${assets[@]}" --no-settings --language en --size 1280x800 --scene copenhagen \
            --bench-idle "$idle") || { echo "bench_report: $game failed in idle mode" >&2; exit 1; }
        echo "$line" >>"$work/idle.$g"
        echo "run $r/$runs: ${game}" >&2
    done
done

# stat FILE FIELD median|max
stat() {
    while read -r line; do field "$2" "$line"; done <"$1" | sort -g |
        awk -v how="$3" '{ v[NR] = $1 } END { if (how == "max") print v[NR]; else print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
# goal VALUE LIMIT: "met" or "missed".
goal() { awk -v v="$1" -v l="$2" 'BEGIN { print (v <= l ? "met" : "missed") }'; }

gl=$(sed -n 's/.*gl="\([^"]*\)".*/\1/p' "$work/frames.0" | head -n1)
echo
echo "Frame figures at 1280x800 under Xvfb, $runs runs each ($frames frames of the looping capture; ${idle} s idle)."
echo "Renderer: $gl; $(nproc) cores."
printf '\n%-34s %-12s' "measure" "goal"
for g in "${!games[@]}"; do printf ' %-22s' "$(basename "$(dirname "${games[$g]}")")/$(basename "${games[$g]}")"; done
(( ${#games[@]} == 2 )) && printf ' %s' "B/A"
printf '\n'
row() {  # row NAME GOAL LIMIT KIND FIELD HOW
    local name=$1 goal_text=$2 limit=$3 kind=$4 key=$5 how=$6 g v first=""
    printf '%-34s %-12s' "$name" "$goal_text"
    for g in "${!games[@]}"; do
        v=$(stat "$work/$kind.$g" "$key" "$how")
        [[ -z "$first" ]] && first=$v
        if [[ -n "$limit" ]]; then
            printf ' %-22s' "$v ($(goal "$v" "$limit"))"
        else
            printf ' %-22s' "$v"
        fi
    done
    if (( ${#games[@]} == 2 )); then
        awk -v a="$first" -v b="$v" 'BEGIN { if (a > 0) printf " %.2f", b / a; else printf " -" }'
    fi
    printf '\n'
}
row "frame time p50, median (ms)" "" "" frames p50_ms median
row "frame time p95, median (ms)" "" "" frames p95_ms median
row "frame time p99, median (ms)" "<= 8 ms" 8 frames p99_ms median
row "frame time p99, worst run (ms)" "<= 8 ms" 8 frames p99_ms max
row "first frame, median (ms)" "<= 500 ms" 500 frames first_frame_ms median
row "peak memory, worst (MiB)" "<= 200 MiB" 200 frames max_rss_mib max
row "CPU while idle, median (% core)" "<= 1 %" 1 idle cpu_percent median
row "CPU while idle, worst (% core)" "<= 1 %" 1 idle cpu_percent max
row "frames drawn while idle, worst" "" "" idle frames max
