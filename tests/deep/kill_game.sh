#!/usr/bin/env bash
# kill_game.sh: the game itself killed (SIGKILL) while it saves. It loads an unfinished game of 150
# moves and saves it again and again (Ctrl+S every few frames, from an input recording): the file
# it was loaded from is written over, the previous copy kept as .bak. After a random 1.5 to 4.5 s
# it is killed; then the file and its .bak must each load as the whole game of 150 moves. The
# writers of the settings and the autosave are killed a thousand times over in
# tests/game/save_kill_check.sh, with the game's own code in a small helper; this is the same check
# on the running game.
#
#   tests/deep/kill_game.sh [--kills N]      (default 100; about 4 s each)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "${deep_root}"

kills=100
while (($#)); do
    case $1 in
        --kills) kills=$2; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) deep_fail "unknown argument '$1' (see --help)" ;;
    esac
done
[[ "${kills}" =~ ^[1-9][0-9]*$ ]] || deep_fail "--kills needs a whole number above 0, not '${kills}'"

taflbord_ensure_packages
cmake --preset release >/dev/null
cmake --build --preset release --parallel "${deep_jobs}" --target taflbord save_kill_stress
game=build/release/game/app/taflbord
stress=build/release/tests/game/save_kill_stress
out=build/release/deep-kill-game
rm -rf "${out}"
mkdir -p "${out}/record"
record=$("${stress}" record "${out}/record" 150)
cp "${record}" "${out}/game.otg"
# Ctrl+S every third frame for 3,000 frames.
{
    echo "taflbord-input 1"
    echo "window 1280 800"
    for ((f = 3; f < 3000; f += 3)); do
        echo "${f} key-down 115 64"
        echo "$((f + 1)) key-up 115 64"
    done
} >"${out}/saves.input"
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy XDG_DATA_HOME="${out}/xdg"

landed=0 saving=0
progress 0 "${kills}" "the game killed while saving"
for ((k = 1; k <= kills; k++)); do
    before=$(stat -c %y "${out}/game.otg")
    "${game}" --no-settings --language en --load "${out}/game.otg" --replay-input "${out}/saves.input" \
        >"${out}/game.log" 2>&1 &
    pid=$!
    # The game takes a second or two to start (more on a busy machine), then saves every few frames.
    sleep "$((RANDOM % 3 + 1)).$(printf '%03d' $((RANDOM % 1000)))"
    sleep 0.5
    if kill -KILL "${pid}" 2>/dev/null; then landed=$((landed + 1)); fi
    wait "${pid}" 2>/dev/null || true
    [[ "$(stat -c %y "${out}/game.otg")" != "${before}" ]] && saving=$((saving + 1))
    got=$("${stress}" moves "${out}/game.otg") || deep_fail "kill ${k}: the saved game does not load (above)"
    [[ "${got}" == "150" || "${got}" == "150 150" ]] || deep_fail "kill ${k}: the file and its .bak hold '${got}' moves, not 150"
    progress "${k}" "${kills}" "the game killed while saving"
done
echo "kill_game.sh: the game killed ${landed} times, ${saving} of them after it had begun saving the game it had loaded; the file and its .bak always loaded whole (150 moves); a temporary left: $(find "${out}" -maxdepth 1 -name '*.tmp' | wc -l)"
