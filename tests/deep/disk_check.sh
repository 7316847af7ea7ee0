#!/usr/bin/env bash
# disk_check.sh: the game on a full disk and on a read-only user folder. On a small tmpfs the game
# first plays a hot-seat game, saves it twice (Ctrl+S) and keeps its settings; then the disk is
# filled (or remounted read-only) and the same session is played again. The game must play it to
# the end and exit 0, tell the player the save failed (the match panel's notice) and say on stderr
# that the settings were not saved, and leave every file it had written byte for byte as it was,
# with no temporary file left behind.
#
#   tests/deep/disk_check.sh            (needs root, for mount; prints why it cannot run otherwise)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"
((EUID == 0)) || deep_fail "needs root to mount a small tmpfs (a full disk) and remount it read-only"

taflbord_ensure_packages
cmake --preset release >/dev/null
cmake --build --preset release --parallel "${deep_jobs}" --target taflbord
game=build/release/game/app/taflbord
input=tests/game/data/hotseat-capture-undo-save.input
out=build/release/deep-disk
mnt="${out}/mnt"
rm -rf "${out}"
mkdir -p "${mnt}"
trap 'umount "${mnt}" 2>/dev/null || true' EXIT
value() { sed -n "s/^$1=//p" "$2"; }
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy

play() {  # play NAME: the scripted session with the user folder and settings on the tmpfs
    local status=0
    XDG_DATA_HOME="${mnt}/data" "${game}" --settings "${mnt}/settings.ini" --language en \
        --replay-input "${input}" --state-out "${out}/$1.state" >"${out}/$1.log" 2>&1 || status=$?
    echo "${status}"
}

for case in full read-only; do
    umount "${mnt}" 2>/dev/null || true
    mount -t tmpfs -o size=2m tmpfs "${mnt}"
    status=$(play "${case}-first")
    ((status == 0)) || { cat "${out}/${case}-first.log" >&2; deep_fail "${case}: the first session failed"; }
    saved=$(find "${mnt}/data" -name '*-brandubh.otg' | wc -l)
    [[ -s "${mnt}/settings.ini" && "${saved}" == 1 ]] || deep_fail "${case}: the first session did not write its settings and one saved game"
    (cd "${mnt}" && find . -type f -exec sha256sum {} + | sort -k2) >"${out}/${case}-before.sums"
    if [[ "${case}" == full ]]; then
        dd if=/dev/zero of="${mnt}/filler" bs=4k 2>/dev/null || true  # stops at "No space left on device"
        (cd "${mnt}" && sha256sum ./filler) >>"${out}/${case}-before.sums"
        sort -k2 -o "${out}/${case}-before.sums" "${out}/${case}-before.sums"
        free=$(df --output=avail "${mnt}" | tail -n 1 | tr -d ' ')
        ((free == 0)) || deep_fail "full: ${free} kB still free after filling"
    else
        mount -o remount,ro "${mnt}"
    fi

    status=$(play "${case}-second")
    log="${out}/${case}-second.log" state="${out}/${case}-second.state"
    ((status == 0)) || { cat "${log}" >&2; deep_fail "${case}: the game exited with status ${status}"; }
    [[ "$(value moves "${state}")" == "b4-b3 c4-c6 b3-c3" ]] ||
        deep_fail "${case}: the session did not play to its end (moves '$(value moves "${state}")')"
    notice=$(value notice "${state}")
    expected="The game was not saved: the disk is full."
    [[ "${case}" == full ]] || expected="The game was not saved: the folder of saved games is read-only."
    [[ "${notice}" == "${expected}" ]] || deep_fail "${case}: the match panel says '${notice}', not '${expected}'"
    grep -q '^taflbord: save: ' "${log}" || { cat "${log}" >&2; deep_fail "${case}: the save's details are not on stderr"; }
    grep -q 'settings not saved' "${log}" || { cat "${log}" >&2; deep_fail "${case}: no word that the settings were not saved"; }
    (cd "${mnt}" && find . -type f -exec sha256sum {} + | sort -k2) >"${out}/${case}-after.sums"
    diff -u "${out}/${case}-before.sums" "${out}/${case}-after.sums" >&2 ||
        deep_fail "${case}: the files on the disk changed (above)"
    echo "disk_check: ${case}: the game played on and exited 0; the player was told \"${notice}\"; stderr: $(grep -m1 'settings not saved' "${log}"); every earlier file unchanged, nothing left behind"
done
echo "disk_check: both cases passed"
