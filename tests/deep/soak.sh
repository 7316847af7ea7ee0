#!/usr/bin/env bash
# soak.sh: the game's demo scene (AI against AI, game after game, with every animation) for an
# hour under Xvfb, its resident memory sampled every 10 s and the games it finishes counted.
# Memory must stay flat: after the first two minutes (fonts, textures and caches settle), the
# median of the last tenth of the samples may exceed the median of the first tenth by at most
# 8 MB and 10 %. It also reports the CPU time the game used. The samples are kept in
# build/release/deep-soak/rss.csv (seconds, kB), with the game's log beside them.
#
#   tests/deep/soak.sh [--minutes M] [--scene NAME]      (default 60, demo:copenhagen)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"

minutes=60 scene=demo:copenhagen
while (($#)); do
    case $1 in
        --minutes) minutes=$2; shift 2 ;;
        --scene) scene=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) deep_fail "unknown argument '$1' (see --help)" ;;
    esac
done
[[ "${minutes}" =~ ^[1-9][0-9]*$ ]] || deep_fail "--minutes needs a whole number above 0, not '${minutes}'"

taflbord_ensure_packages
cmake --preset release >/dev/null
cmake --build --preset release --parallel "${deep_jobs}" --target taflbord
game=build/release/game/app/taflbord
[[ -x "${game}" ]] || game=$(find build/release/game -maxdepth 3 -type f -name taflbord -perm -u+x | head -n 1)
[[ -x "${game}" ]] || deep_fail "the game was not built"
out=build/release/deep-soak
rm -rf "${out}"
mkdir -p "${out}"

# A display of our own: Xvfb picks a free number and says which.
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp 2>"${out}/xvfb.log")
read -r -t 20 display <&3 || deep_fail "Xvfb did not start (see ${out}/xvfb.log)"
xvfb_pid=$(pgrep -n -x Xvfb)
trap 'kill "${game_pid:-}" "${xvfb_pid}" 2>/dev/null || true' EXIT

DISPLAY=":${display}" "${game}" --no-settings --language en --size 1280x800 --scene "${scene}" \
    >"${out}/game.log" 2>&1 &
game_pid=$!
echo "seconds,rss_kb" >"${out}/rss.csv"
total=$((minutes * 60))
for ((t = 0; t <= total; t += 10)); do
    kill -0 "${game_pid}" 2>/dev/null || { cat "${out}/game.log" >&2; deep_fail "the game stopped after ${t} s (log above)"; }
    rss=$(awk '/^VmRSS:/{print $2}' "/proc/${game_pid}/status")
    echo "${t},${rss}" >>"${out}/rss.csv"
    progress "${t}" "${total}" "demo scene ${scene}"
    ((t % 300 == 0)) && printf 'soak.sh: %5d s: resident %d kB\n' "${t}" "${rss}" >&2
    ((t < total)) && sleep 10
done
cpu_ticks=$(awk '{print $14 + $15}' "/proc/${game_pid}/stat")
kill -TERM "${game_pid}"
status=0
wait "${game_pid}" || status=$?
((status == 0)) || { cat "${out}/game.log" >&2; deep_fail "the game exited with status ${status} when asked to quit"; }

# Flat: compare the first and last tenth of the samples after the first two minutes (a quarter of
# a shorter run).
warmup=$((total / 4 < 120 ? total / 4 : 120))
read -r first last peak count <<<"$(awk -F, -v warmup="${warmup}" 'NR > 1 && $1 >= warmup { v[n++] = $2 }
    function median(a, lo, hi,   m, i, j, t, b) { m = 0; for (i = lo; i < hi; i++) b[m++] = a[i]
        for (i = 0; i < m; i++) for (j = i + 1; j < m; j++) if (b[j] < b[i]) { t = b[i]; b[i] = b[j]; b[j] = t }
        return b[int(m / 2)] }
    END { k = int(n / 10); if (k < 1) k = 1; p = 0; for (i = 0; i < n; i++) if (v[i] > p) p = v[i]
          print median(v, 0, k), median(v, n - k, n), p, n }' "${out}/rss.csv")"
growth=$((last - first))
# The demo logs each game it finishes; a demo scene that finished none in the whole run has stalled.
games=$(grep -c '^taflbord: demo: game ' "${out}/game.log" || true)
results=$(sed -n 's/^taflbord: demo: game [0-9]* over after [0-9]* plies: //p' "${out}/game.log" | sort | uniq -c |
    awk '{printf "%s%s %s", sep, $1, $2; sep = ", "}')
echo "soak.sh: ${minutes} min of ${scene}; ${count} samples after the first ${warmup} s: resident ${first} kB at the start, ${last} kB at the end (median of a tenth each), peak ${peak} kB, growth ${growth} kB; CPU $((cpu_ticks / $(getconf CLK_TCK))) s in all"
echo "soak.sh: ${games} games played to their end (${results:-none})"
if [[ "${scene}" == demo:* ]] && ((games == 0)); then
    deep_fail "the demo finished no game in ${minutes} min: see ${out}/game.log"
fi
((growth <= 8192 && growth * 10 <= first)) || deep_fail "resident memory grew by ${growth} kB (from ${first} to ${last} kB): see ${out}/rss.csv"
echo "soak.sh: memory flat"
