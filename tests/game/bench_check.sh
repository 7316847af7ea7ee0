#!/usr/bin/env bash
# bench_check.sh: the game's performance targets, measured by its own bench modes at 1280x800.
#   frames: a scripted capture animating without pause; frame time p99 <= 16.7 ms, first frame
#           within 1 s of start, resident memory <= 200 MB.
#   idle:   nothing moves for 10 s in a real X window (Xvfb); the process uses <= 2 % of a core.
#
#   bench_check.sh TAFLBORD frames|idle
set -euo pipefail
game=$1 mode=$2

field() { sed -n "s/.*\b$1=\([0-9.]*\).*/\1/p" <<<"$3"; }
# within VALUE LIMIT NAME: fails when VALUE > LIMIT.
within() {
    if awk -v v="$1" -v l="$2" 'BEGIN { exit !(v <= l) }'; then
        echo "  $3 = $1 (limit $2): ok"
    else
        echo "  $3 = $1 exceeds its limit $2" >&2
        return 1
    fi
}

case "$mode" in
frames)
    line=$(SDL_VIDEODRIVER=offscreen "$game" --no-settings --language en --size 1280x800 --bench-frames 300)
    echo "$line"
    within "$(field p99_ms "" "$line")" 16.7 "p99 frame time (ms)"
    within "$(field first_frame_ms "" "$line")" 1000 "first frame after start (ms)"
    within "$(field max_rss_mib "" "$line")" 200 "resident memory (MiB)"
    ;;
idle)
    command -v xvfb-run >/dev/null || { echo "bench_check: xvfb-run is not installed" >&2; exit 1; }
    line=$(xvfb-run -a -s "-screen 0 1400x900x24 -nolisten tcp" \
        env -u SDL_VIDEODRIVER "$game" --no-settings --language en --size 1280x800 --scene copenhagen --bench-idle 10)
    echo "$line"
    within "$(field cpu_percent "" "$line")" 2.0 "CPU while idle (% of a core)"
    ;;
*)
    echo "bench_check: mode must be frames or idle" >&2
    exit 2
    ;;
esac
