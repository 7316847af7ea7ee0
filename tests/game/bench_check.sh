#!/usr/bin/env bash
# bench_check.sh: the game's bench modes run and report, at 1280x800. Speed is not judged here (a
# busy machine makes any limit fail now and then): tests/game/bench_report.sh measures the figures
# against their goals. What must hold on any machine:
#   frames: a scripted capture animating without pause; the line has every figure, each a number,
#           and as many frames as asked for after the first (the start-up, reported on its own).
#   idle:   nothing moves for 5 s in a real X window (Xvfb); the line has its figures, and the loop
#           slept: a loop that draws without pause would draw hundreds of frames in that time.
#
#   bench_check.sh TAFLBORD frames|idle
set -euo pipefail
game=$1 mode=$2

field() { sed -n "s/.*\b$1=\([0-9.]*\).*/\1/p" <<<"$2"; }
# number LINE NAME...: every named field is present and a number.
numbers() {
    local line=$1 name value
    shift
    for name in "$@"; do
        value=$(field "$name" "$line")
        if [[ ! "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
            echo "bench_check: '$name' is missing or not a number in: $line" >&2
            return 1
        fi
        echo "  $name = $value"
    done
}

case "$mode" in
frames)
    asked=120
    line=$(SDL_VIDEODRIVER=offscreen "$game" --no-settings --language en --size 1280x800 --bench-frames "$asked")
    echo "$line"
    numbers "$line" frames p50_ms p95_ms p99_ms max_ms cpu_percent first_frame_ms max_rss_mib
    [[ "$(field frames "$line")" == "$((asked - 1))" ]] ||
        { echo "bench_check: $(field frames "$line") frames measured, $((asked - 1)) expected" >&2; exit 1; }
    grep -q 'mode=frames size=1280x800 scene=capture' <<<"$line" ||
        { echo "bench_check: not the capture scene at 1280x800: $line" >&2; exit 1; }
    ;;
idle)
    command -v xvfb-run >/dev/null || { echo "bench_check: xvfb-run is not installed" >&2; exit 1; }
    seconds=5
    line=$(xvfb-run -a -s "-screen 0 1400x900x24 -nolisten tcp" \
        env -u SDL_VIDEODRIVER "$game" --no-settings --language en --size 1280x800 --scene copenhagen \
        --bench-idle "$seconds")
    echo "$line"
    numbers "$line" frames cpu_s cpu_percent first_frame_ms max_rss_mib
    # A handful of frames settle the window; a loop that never sleeps draws 60 or more a second.
    frames=$(field frames "$line")
    ((frames <= 30)) || { echo "bench_check: $frames frames drawn in ${seconds} s of idling: the loop did not sleep" >&2; exit 1; }
    grep -q 'mode=idle' <<<"$line" || { echo "bench_check: not an idle run: $line" >&2; exit 1; }
    ;;
*)
    echo "bench_check: mode must be frames or idle" >&2
    exit 2
    ;;
esac
