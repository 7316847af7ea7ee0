#!/usr/bin/env bash
# save_kill_check.sh: the settings file, a saved game and the autosave survive the writer being
# killed (SIGKILL) at any moment. save_kill_stress writes one of them over and over with the game's
# own code; it is killed after a random 10 to 120 ms, many times, and after each kill the file and
# its .bak must read, the .bak must hold the earlier version (or the same one), and the count the file holds must
# never go backwards: always the old version or the new, never a mix.
#
#   save_kill_check.sh STRESS OUT_DIR [KILLS_PER_KIND] [KINDS...]
# KINDS: settings game autosave (all three when none are named). Prints a progress line per 10 %
# when KILLS_PER_KIND is large, and the figures at the end.
set -euo pipefail
stress=$1 out=$2 rounds=${3:-20}
shift $(($# < 3 ? $# : 3))
kinds=("$@")
((${#kinds[@]} > 0)) || kinds=(settings game autosave)
rm -rf "$out"
total=0
for kind in "${kinds[@]}"; do
    dir="$out/$kind"
    case $kind in  # the file save_kill_stress writes for the kind
        settings) file=settings.ini ;;
        game) file=stress-brandubh.otg ;;
        autosave) file=autosave.otg ;;
        *) echo "save_kill_check: unknown kind '$kind' (settings, game, autosave)" >&2; exit 2 ;;
    esac
    mkdir -p "$dir"
    last=0 landed=0
    for ((round = 1; round <= rounds; round++)); do
        "$stress" write "$kind" "$dir" 2>"$out/$kind.err" &
        pid=$! killed=
        sleep "0.$(printf '%03d' $((RANDOM % 110 + 10)))"
        if kill -KILL "$pid" 2>/dev/null; then landed=$((landed + 1)); else killed=no; fi
        wait "$pid" 2>/dev/null || true
        if [[ -s "$out/$kind.err" || "${killed:-}" == no ]]; then
            echo "save_kill_check: $kind, round $round: the writer stopped before it was killed: $(head -c 300 "$out/$kind.err")" >&2
            exit 1
        fi
        if [[ ! -e "$dir/$file" ]]; then
            continue  # killed before its first write
        fi
        now=$("$stress" check "$kind" "$dir") ||
            { echo "save_kill_check: $kind, round $round: the file or its .bak is broken (above)" >&2; exit 1; }
        ((now >= last)) || { echo "save_kill_check: $kind, round $round: the file holds $now, fewer than $last before" >&2; exit 1; }
        last=$now
        if ((rounds >= 50 && round % (rounds / 10) == 0)); then
            printf 'save_kill_check: %-8s %4d/%d kills, %d writes so far\n' "$kind" "$round" "$rounds" "$last"
        fi
    done
    # A writer killed mid-write may leave its temporary files: the new version (FILE.tmp) and, while
    # the previous one becomes the .bak, FILE.bak.tmp. Each name is reused by the next write, so
    # they never pile up: those two at most, and no other.
    leftovers=$(find "$dir" -name '*.tmp*' | wc -l)
    strays=$(find "$dir" -name '*.tmp*' ! -name "$file.tmp" ! -name "$file.bak.tmp" | wc -l)
    ((strays == 0)) || {
        echo "save_kill_check: $kind: $leftovers temporary files left behind: $(find "$dir" -name '*.tmp*' | tr '\n' ' ')" >&2
        exit 1
    }
    echo "save_kill_check: $kind: $landed kills while writing, the file always read as the old or the new version; $last writes in all; $leftovers temporary files left behind"
    total=$((total + landed))
done
echo "save_kill_check: $total kills in all"
