#!/usr/bin/env bash
# test.sh: installs what is missing, builds, and runs every test through ctest.
# Uses the `release` preset, or `ci` (ASan + UBSan, warnings are errors) when CI=true. Extra arguments go to
# ctest, e.g. `./test.sh -R Capture` or `./test.sh -L engine`. The exit status is ctest's.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
source .ci/packages.sh

taflbord_ensure_packages

preset="release"
if [[ "${CI:-}" == "true" ]]; then
    preset="ci"
fi
jobs="$(taflbord_jobs)"

echo "==> configure (preset ${preset})"
cmake --preset "${preset}"
echo "==> build (preset ${preset}, ${jobs} jobs)"
cmake --build --preset "${preset}" --parallel "${jobs}"
echo "==> test (preset ${preset})"
exec ctest --preset "${preset}" --parallel "${jobs}" "$@"
