#!/usr/bin/env bash
# selfplay_asan.sh: self-play under AddressSanitizer and UndefinedBehaviorSanitizer, 1,000 games
# by default across all 14 presets, with pairs of levels from the weakest up (thrall, karl, bondi)
# so that games run long and short, end by escape, capture, encirclement, repetition and the move
# cap. Any sanitizer report, a crash or a game that is not reported stops the run.
#
#   tests/deep/selfplay_asan.sh [--games N] [--seed S] [--strong] [--cli PATH]
#
# --cli: a taflbord-cli already built with ASan + UBSan (build/ci/engine/taflbord-cli, which
# ./test.sh builds in CI) instead of building the preset `asan`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"

games=1000 seed=1 strong=0 cli=
while (($#)); do
    case $1 in
        --games) games=$2; shift 2 ;;
        --strong) strong=1; shift ;;
        --seed) seed=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) deep_fail "unknown argument '$1' (see --help)" ;;
    esac
done
[[ "${games}" =~ ^[1-9][0-9]*$ ]] || deep_fail "--games needs a whole number above 0, not '${games}'"

if [[ -z "${cli}" ]]; then
    taflbord_ensure_packages
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "${deep_jobs}" --target taflbord-cli
    cli=build/asan/engine/taflbord-cli
fi
[[ -x "${cli}" ]] || deep_fail "no taflbord-cli at '${cli}'"
grep -q __asan_init < <(nm "${cli}" 2>/dev/null) || deep_fail "${cli} is not built with AddressSanitizer"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

mapfile -t presets < <("${cli}" variants | cut -f1)
((${#presets[@]} == 14)) || deep_fail "expected 14 presets, taflbord-cli variants lists ${#presets[@]}"
pairs=("thrall thrall" "thrall karl" "karl thrall" "karl karl")
((strong)) && pairs+=("bondi thrall" "thrall bondi" "bondi karl" "karl bondi")
out="build/asan/deep-selfplay"
rm -rf "${out}"
mkdir -p "${out}"

played=0 batch=0 attackers=0 defenders=0 draws=0 plies=0
declare -A by_preset=()
progress 0 "${games}" "self-play games under ASan+UBSan"
while ((played < games)); do
    preset=${presets[$((batch % ${#presets[@]}))]}
    read -r att def <<<"${pairs[$((batch / ${#presets[@]} % ${#pairs[@]}))]}"
    n=$((games - played < 5 ? games - played : 5))
    log="${out}/batch-${batch}.log"
    if ! "${cli}" selfplay --variant "${preset}" --games "${n}" --attackers "${att}" --defenders "${def}" \
        --seed $((seed + batch)) >"${log}" 2>"${log}.err"; then
        cat "${log}.err" >&2
        deep_fail "${preset}, ${att} against ${def}, seed $((seed + batch)): self-play failed (above)"
    fi
    [[ -s "${log}.err" ]] && { cat "${log}.err" >&2; deep_fail "${preset}: the sanitizers or the program wrote to stderr (above)"; }
    summary=$(grep '^summary ' "${log}") || deep_fail "${preset}: no summary line in ${log}"
    got=$(sed -n 's/.* games=\([0-9]*\).*/\1/p' <<<"${summary}")
    ((got == n)) || deep_fail "${preset}: ${n} games asked for, ${got} reported"
    attackers=$((attackers + $(sed -n 's/.* attackers=\([0-9]*\).*/\1/p' <<<"${summary}")))
    defenders=$((defenders + $(sed -n 's/.* defenders=\([0-9]*\).*/\1/p' <<<"${summary}")))
    draws=$((draws + $(sed -n 's/.* draws=\([0-9]*\).*/\1/p' <<<"${summary}")))
    plies=$((plies + $(awk '/^game /{for(i=1;i<=NF;i++) if($i ~ /^plies=/){sub("plies=","",$i); s+=$i}} END{print s+0}' "${log}")))
    by_preset[${preset}]=$((${by_preset[${preset}]:-0} + n))
    played=$((played + n))
    batch=$((batch + 1))
    progress "${played}" "${games}" "self-play games under ASan+UBSan"
done

for p in "${presets[@]}"; do printf '  %-22s %4d games\n' "${p}" "${by_preset[${p}]:-0}"; done
echo "selfplay_asan.sh: ${played} games, ${plies} plies (attackers won ${attackers}, defenders ${defenders}, drawn ${draws}); no sanitizer report, in $((SECONDS - deep_started)) s"
