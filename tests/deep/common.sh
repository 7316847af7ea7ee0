# common.sh: shared by the deep checks in tests/deep (sourced, not run). The project root, the
# number of build jobs, and a progress bar on standard error.
# shellcheck shell=bash
deep_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "${deep_root}/.ci/packages.sh"
deep_jobs="$(taflbord_jobs)"
deep_started=${SECONDS}

# progress DONE TOTAL LABEL [FROM SINCE]: a bar redrawn in place on a terminal; elsewhere (a log)
# one line per tenth of the way, so that a long run shows it is alive without flooding the log.
# The time left is estimated from the pace since SECONDS was SINCE and DONE was FROM (by default
# the script's start and 0): a run that goes on from an earlier one passes where it started.
declare -A deep_progress_shown=()
progress() {
    local done=$1 total=$2 label=$3 from=${4:-0} since=${5:-${deep_started}}
    ((total > 0)) || total=1
    local pct=$((done * 100 / total)) width=30
    local filled=$((pct * width / 100))
    local elapsed=$((SECONDS - deep_started)) pace=$((SECONDS - since))
    local eta=""
    if ((done > from && done < total)); then eta=", about $(((total - done) * pace / (done - from))) s left"; fi
    local bar
    bar="$(printf '%*s' "${filled}" '' | tr ' ' '#')$(printf '%*s' $((width - filled)) '' | tr ' ' '.')"
    if [[ -t 2 ]]; then
        printf '\r[%s] %3d%% %s (%d/%d, %d s%s)\033[K' "${bar}" "${pct}" "${label}" "${done}" "${total}" "${elapsed}" "${eta}" >&2
        ((done < total)) || printf '\n' >&2
    else
        local tenth=$((pct / 10))
        if [[ "${deep_progress_shown[${label}]:-}" != "${tenth}" ]]; then
            deep_progress_shown[${label}]=${tenth}
            printf '[%s] %3d%% %s (%d/%d, %d s%s)\n' "${bar}" "${pct}" "${label}" "${done}" "${total}" "${elapsed}" "${eta}" >&2
        fi
    fi
}

deep_fail() { printf '%s: %s\n' "$(basename "$0")" "$*" >&2; exit 1; }
