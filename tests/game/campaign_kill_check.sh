#!/usr/bin/env bash
# campaign_kill_check.sh: progress survives the process being killed while saving. A helper saves
# a profile over and over; it is killed (SIGKILL) at a random moment, many times; after each kill
# the file and its previous copy must read (the checksum holds: the old version or the new, never
# a mix) and the count of saves must never go backwards.
#
#   campaign_kill_check.sh STRESS OUT_DIR [ROUNDS]
set -euo pipefail
stress=$1 out=$2 rounds=${3:-40}
rm -rf "$out"
mkdir -p "$out"
last=0
for ((round = 1; round <= rounds; round++)); do
    "$stress" save "$out" &
    pid=$!
    # 10 to 120 ms: enough for some saves, and a kill that lands at a different point each time.
    sleep "0.$(printf '%03d' $((RANDOM % 110 + 10)))"
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if ((last == 0)) && [[ ! -e "$out/campaign/stress.txt" && ! -e "$out/campaign/stress.txt.bak" ]]; then
        continue  # killed before its first save (a slow start under the sanitizers)
    fi
    now=$("$stress" check "$out") || { echo "campaign_kill_check: round $round: the progress file is broken" >&2; exit 1; }
    ((now >= last)) || { echo "campaign_kill_check: round $round: $now saves, fewer than $last before" >&2; exit 1; }
    last=$now
done
((last > 0)) || { echo "campaign_kill_check: no save finished in $rounds rounds" >&2; exit 1; }
leftovers=$(find "$out" -name '*.tmp' | wc -l)
echo "campaign_kill_check: $rounds kills while saving; the file always read; $last saves in all; $leftovers temporary file(s) left behind"
