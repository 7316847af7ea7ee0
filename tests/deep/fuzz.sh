#!/usr/bin/env bash
# fuzz.sh: every libFuzzer target for a fixed number of executions (10 million by default), then
# its corpus minimised into the sources: the inputs that reached new code are merged into
# tests/fuzz/corpus/<target>/, next to the hand-written seeds, so the next run (and CI's short
# one) starts from there. A crash, a leak, a hang over 10 s or 2 GB of memory stops it with the
# input kept under build/fuzz/deep/<target>/.
#
#   tests/deep/fuzz.sh [--execs N] [--jobs J] [--no-merge] [--fresh] [TARGET...]   e.g. tests/deep/fuzz.sh settings otep
#   tests/deep/fuzz.sh --carry [TARGET...]
#
# A run that was stopped (the slow targets take many hours) goes on where its last finished round
# left it when started again with the same N: the count, time and peak so far are kept in
# build/fuzz/deep/<target>/progress, and the rounds' corpus next to it. --carry takes a stopped
# run to another checkout: it merges the rounds' finds into tests/fuzz/corpus/<target>/ and writes
# the count to tests/fuzz/progress/<target>; commit both, and a run in a fresh clone goes on from
# there. --fresh starts from zero. Prints a progress bar per target and a table at the end:
# executions, executions per second, new inputs kept, peak memory, sittings. --jobs J runs each
# round as J fuzzer processes side by side (1 by default; give each a core of its own), over the
# same corpus, each with its own seed and a J-th of the round's executions. Needs clang (the
# preset `fuzz`).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"

execs=10000000 jobs=1 merge=1 fresh=0 carry=0 targets=()
while (($#)); do
    case $1 in
        --execs) execs=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --no-merge) merge=0; shift ;;
        --fresh) fresh=1; shift ;;
        --carry) carry=1; shift ;;
        -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
        *) targets+=("${1#fuzz_}"); shift ;;
    esac
done
[[ "${execs}" =~ ^[1-9][0-9]*$ ]] || deep_fail "--execs needs a whole number above 0, not '${execs}'"
[[ "${jobs}" =~ ^[1-9][0-9]?$ ]] || deep_fail "--jobs needs a whole number from 1 to 99, not '${jobs}'"

taflbord_ensure_packages
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --parallel "${deep_jobs}"
if ((${#targets[@]} == 0)); then
    mapfile -t targets < <(find build/fuzz/tests/fuzz -maxdepth 1 -type f -name 'fuzz_*' -perm -u+x -printf '%f\n' | sed 's/^fuzz_//' | sort)
fi

# merge_finds FUZZER SEEDS FOUND LOG: the inputs of FOUND that reach code SEEDS does not, added to
# SEEDS (libFuzzer's minimising merge).
merge_finds() {
    "$1" -merge=1 -timeout=10 -rss_limit_mb=2048 "$2" "$3" >"$4" 2>&1 ||
        { tail -n 20 "$4" >&2; deep_fail "$(basename "$1"): the merge failed"; }
}

if ((carry)); then
    # A stopped run, made ready to go on in another checkout: its finds join the kept corpus, its
    # count goes to tests/fuzz/progress/<target>. What the round under way had done is not counted.
    mkdir -p tests/fuzz/progress
    carried=0
    for t in "${targets[@]}"; do
        work="build/fuzz/deep/${t}"
        [[ -f "${work}/progress" ]] || continue
        seeds="tests/fuzz/corpus/${t}"
        before_files=$(find "${seeds}" -type f | wc -l)
        merge_finds "build/fuzz/tests/fuzz/fuzz_${t}" "${seeds}" "${work}/corpus" "${work}/merge.log"
        cp "${work}/progress" "tests/fuzz/progress/${t}"
        rm -rf "${work}/corpus"
        read -r goal done_execs seconds _ _ sittings <"${work}/progress"
        printf 'fuzz_%s: %d of %d executions (%d s, %d sittings) carried to tests/fuzz/progress/%s; %d inputs added to %s\n' \
            "${t}" "${done_execs}" "${goal}" "${seconds}" "${sittings}" "${t}" \
            $(($(find "${seeds}" -type f | wc -l) - before_files)) "${seeds}" >&2
        carried=$((carried + 1))
    done
    ((carried > 0)) || deep_fail "no stopped run to carry (no build/fuzz/deep/<target>/progress)"
    echo "fuzz.sh: commit tests/fuzz/progress and tests/fuzz/corpus; a run in a fresh clone goes on from there"
    exit 0
fi

# Rounds, each a fresh process over the corpus grown so far.
# A round cut short (a timeout the input does not repeat, below) counts what it ran, and more
# rounds follow until the executions are all done.
# Rounds of 250,000 at most (a quarter of an hour for the slowest target alone on a core), so a
# sitting stopped part-way loses little.
rounds=$(((execs + 249999) / 250000))
((rounds >= 10)) || rounds=10
chunk=$(((execs + rounds - 1) / rounds))
# Runs one input again with a wall-clock limit of ten minutes; its processor seconds (user and
# system) go to LOG.cpu, its output to LOG.again. Fails when the input fails.
cpu_seconds_of() {
    local TIMEFORMAT='%3U %3S'
    { time "${fuzzer}" -timeout=600 -rss_limit_mb=2048 "$1" >"$2.again" 2>&1; } 2>"$2.cpu"
}
# A round's processes run in the background while the bar follows them; stopping the script stops
# them.
fuzz_pids=()
trap 'exit 130' INT
trap 'exit 143' TERM
trap '((${#fuzz_pids[@]} == 0)) || kill "${fuzz_pids[@]}" 2>/dev/null || true' EXIT
any_alive() {
    local pid
    for pid; do kill -0 "${pid}" 2>/dev/null && return 0; done
    return 1
}
# check_round LOG R: a process of round R that failed. A timeout its input does not repeat is
# noted and the run goes on; anything else stops the run.
check_round() {
    local log=$1 r=$2 timeout_input
    # libFuzzer's timeout is wall-clock time: on a busy machine a quick input can overrun it, and
    # overrun it again when run once more. So the input runs again with a wall-clock limit of ten
    # minutes, and what counts is the processor time it took: a timeout whose input needs less than
    # the 10 s of processor time is noted, not a failure.
    timeout_input=$(sed -n "s|^artifact_prefix=.*Test unit written to \(.*/timeout-[0-9a-f]*\)$|\1|p" "${log}" | tail -n 1)
    if [[ -n "${timeout_input}" ]] && cpu_seconds_of "${timeout_input}" "${log}" &&
        awk '{ exit !($1 + $2 < 10) }' "${log}.cpu"; then
        printf '\nfuzz_%s: round %d stopped on a timeout that %s does not repeat (%s s of processor time alone; the machine was busy); going on\n' \
            "${t}" "${r}" "${timeout_input}" "$(awk '{ print $1 + $2 }' "${log}.cpu")" >&2
        mv "${timeout_input}" "${timeout_input}.not-repeated"
    else
        printf '\n' >&2
        tail -n 40 "${log}" >&2
        deep_fail "fuzz_${t} failed in round ${r}; the input is in ${work}/artifacts/, the log in ${log}"
    fi
}
summary=()
for t in "${targets[@]}"; do
    fuzzer="build/fuzz/tests/fuzz/fuzz_${t}"
    [[ -x "${fuzzer}" ]] || deep_fail "no fuzz target '${t}' (looked for ${fuzzer})"
    seeds="tests/fuzz/corpus/${t}"
    work="build/fuzz/deep/${t}"
    mkdir -p "${seeds}" "${work}/corpus" "${work}/artifacts"
    before_files=$(find "${seeds}" -type f | wc -l)
    done_execs=0 peak=0 before_seconds=0 first_round=1 sittings=1 target_started=${SECONDS}
    state="${work}/progress"  # goal, executions done, seconds spent, peak MB, next round, sittings
    carried="tests/fuzz/progress/${t}"  # the same, carried from another checkout (--carry)
    if ((fresh)); then
        rm -f "${state}" "${carried}"
    elif [[ ! -f "${state}" && -f "${carried}" ]]; then
        cp "${carried}" "${state}"
    fi
    if [[ -f "${state}" ]]; then
        read -r goal done_execs before_seconds peak first_round sittings <"${state}" || true
        if [[ "${goal:-}" == "${execs}" && "${done_execs}${before_seconds}${peak}${first_round}${sittings}" =~ ^[0-9]+$ ]]; then
            sittings=$((sittings + 1))
            printf 'fuzz_%s: going on from %d executions (%d s, %d sittings so far)\n' \
                "${t}" "${done_execs}" "${before_seconds}" $((sittings - 1)) >&2
        else
            done_execs=0 peak=0 before_seconds=0 first_round=1 sittings=1
        fi
    fi
    start_execs=${done_execs}
    progress "${done_execs}" "${execs}" "fuzz_${t}" "${start_execs}" "${target_started}"
    for ((r = first_round; done_execs < execs; r++)); do
        ((r <= 10 * rounds)) || deep_fail "fuzz_${t}: ${done_execs} of ${execs} executions after $((r - 1)) rounds"
        runs=$((execs - done_execs < chunk ? execs - done_execs : chunk))
        workers=$((jobs < runs ? jobs : runs))
        logs=()
        for ((j = 0; j < workers; j++)); do
            # Worker j's share: the round's executions split as evenly as they go.
            share=$((runs / workers + (j < runs % workers ? 1 : 0)))
            log="${work}/round-${r}.log"
            ((workers == 1)) || log="${work}/round-${r}-${j}.log"
            logs+=("${log}")
            "${fuzzer}" -runs="${share}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
                -artifact_prefix="${work}/artifacts/" "${work}/corpus" "${seeds}" >"${log}" 2>&1 &
            fuzz_pids+=($!)
        done
        # The bar follows the round: libFuzzer's log counts the executions ("#N") at every new
        # input and every power of two.
        while any_alive "${fuzz_pids[@]}"; do
            sleep 5
            n=0
            for log in "${logs[@]}"; do
                m=$(tail -c 65536 "${log}" | grep -a -o '^#[0-9]*' | tail -n 1 | tr -d '#' || true)
                n=$((n + ${m:-0}))
            done
            progress $((done_execs + n)) "${execs}" "fuzz_${t}" "${start_execs}" "${target_started}"
        done
        for j in "${!fuzz_pids[@]}"; do
            status=0
            wait "${fuzz_pids[j]}" || status=$?
            ((status == 0)) || check_round "${logs[j]}" "${r}"
        done
        fuzz_pids=()
        for log in "${logs[@]}"; do
            n=$(sed -n 's/^stat::number_of_executed_units: *//p' "${log}" | tail -n 1)
            rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "${log}" | tail -n 1)
            done_execs=$((done_execs + ${n:-0}))
            ((${rss:-0} > peak)) && peak=${rss}
        done
        echo "${execs} ${done_execs} $((before_seconds + SECONDS - target_started)) ${peak} $((r + 1)) ${sittings}" >"${state}.tmp"
        mv "${state}.tmp" "${state}"
        progress "${done_execs}" "${execs}" "fuzz_${t}" "${start_execs}" "${target_started}"
    done
    seconds=$((before_seconds + SECONDS - target_started))
    ((seconds > 0)) || seconds=1
    added=0
    if ((merge)); then
        merge_finds "${fuzzer}" "${seeds}" "${work}/corpus" "${work}/merge.log"
        added=$(($(find "${seeds}" -type f | wc -l) - before_files))
    fi
    rm -f "${state}" "${carried}"
    size=$(du -sk "${seeds}" | cut -f1)
    summary+=("$(printf '%-14s %12d %10d %8d %9d %7d %8d' "fuzz_${t}" "${done_execs}" $((done_execs / seconds)) "${added}" "${size}" "${peak}" "${sittings}")")
done

printf '\n%-14s %12s %10s %8s %9s %7s %8s\n' target executions 'execs/s' 'kept+' 'corpus KB' 'peak MB' sittings
printf '%s\n' "${summary[@]}"
echo "fuzz.sh: no crash, leak, hang or memory blow-up in $((SECONDS - deep_started)) s"
