#!/usr/bin/env bash
# sound_check.sh: the game's sound end to end, through SDL's disk audio driver (the raw samples the
# device would play, written to a file). The scripted capture scene (Brandubh; a move every 700 ms
# from 400 ms, each set down 200 ms later; d6 taken by the fourth move, d3 by the seventh) runs on
# the scene's fixed clock, which the audio follows:
#   - nothing sounds before the first piece is set down, nor between two quiet moves;
#   - each capture sounds where its animation begins, louder and longer than a piece set down;
#   - with master_volume = 0 the output is silence from end to end;
# without an audio device (a driver that does not exist) the game plays, writes its screenshot
# and names the problem once; and a broken or missing sound file is named, the others still play.
#
#   sound_check.sh GAME AUDIO_ENERGY ASSETS_DIR OUT_DIR
set -euo pipefail
game=$1 energy=$2 assets=$3 out=$4
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER=offscreen
fail() {
    echo "sound_check: $*" >&2
    exit 1
}

settings() {  # settings FILE MASTER
    printf 'master_volume = %s\neffects_volume = 100\nambience_volume = 0\nmusic_volume = 0\nmute_when_unfocused = false\n' \
        "$2" >"$1"
}

run_capture() {  # run_capture NAME MASTER
    settings "$out/$1.ini" "$2"
    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$out/$1.raw" SDL_DISKAUDIODELAY=0 \
        "$game" --settings "$out/$1.ini" --language en --scene capture --size 320x240 --frames 360 \
        --screenshot "$out/$1.png" >"$out/$1.log" 2>&1 || { cat "$out/$1.log" >&2; fail "$1: the game failed"; }
    [[ -s "$out/$1.raw" ]] || fail "$1: no audio was written"
    if grep -q "no sound" "$out/$1.log"; then cat "$out/$1.log" >&2; fail "$1: the disk driver did not open"; fi
}

# [SECTION] Sound where the scene has it
run_capture loud 100
# The output starts with however much silence the device wrote before it was unpaused; the first
# piece is set down at 600 ms of scene time, which fixes the origin.
first=$("$energy" "$out/loud.raw" 44100 | awk '$1 == "first_ms" { print $2 }')
((first >= 0)) || fail "the capture scene made no sound at all"
origin=$((first - 600))
((origin >= 0)) || fail "a sound came before the first piece was set down (first at $first ms)"
window() {  # window FROM TO (scene ms): prints "peak rms"
    "$energy" "$out/loud.raw" 44100 $((origin + $1)) $((origin + $2)) | awk '$1 == "window" { print $5, $7 }'
}
read -r length < <("$energy" "$out/loud.raw" 44100 | awk '$1 == "length_ms" { print $2 }')
((length - origin >= 5800)) || fail "the audio ends at $((length - origin)) ms of the scene, before the second capture has sounded"

read -r peak rms < <(window 0 590)
((peak == 0)) || fail "sound before the first piece is set down (peak $peak)"
read -r peak rms < <(window 1150 1290)
((peak == 0)) || fail "sound between the first and second moves, where nothing happens (peak $peak)"
read -r set_peak set_rms < <(window 1300 1800)
((set_peak > 1000)) || fail "the second piece set down is not heard (peak $set_peak)"
read -r set_late_peak set_late_rms < <(window 1550 1800)
for capture in 2700 4800; do
    read -r cap_peak cap_rms < <(window "$capture" $((capture + 500)))
    read -r early_peak early_rms < <(window $((capture - 150)) $((capture - 10)))
    read -r late_peak late_rms < <(window $((capture + 250)) $((capture + 500)))
    ((early_peak == 0)) || fail "sound just before the capture at $capture ms (peak $early_peak)"
    awk -v c="$cap_rms" -v s="$set_rms" 'BEGIN { exit !(c > 1.5 * s) }' ||
        fail "the capture at $capture ms (RMS $cap_rms) is not louder than a piece set down (RMS $set_rms)"
    # The crack and the dust go on where a piece set down has all but faded.
    awk -v c="$late_rms" -v s="$set_late_rms" 'BEGIN { exit !(c > 4 * s + 10) }' ||
        fail "the capture at $capture ms (RMS $late_rms after 250 ms) fades like a piece set down ($set_late_rms)"
done

# [SECTION] Master volume 0
run_capture silent 0
read -r first < <("$energy" "$out/silent.raw" 44100 | awk '$1 == "first_ms" { print $2 }')
((first == -1)) || fail "at master volume 0 something sounded at $first ms"

# [SECTION] No audio device
SDL_AUDIODRIVER=no-such-driver "$game" --no-settings --language en --scene capture --size 320x240 --frames 120 \
    --screenshot "$out/none.png" --state-out "$out/none.state" >"$out/none.log" 2>&1 ||
    { cat "$out/none.log" >&2; fail "without an audio device the game did not run"; }
[[ -s "$out/none.png" ]] || fail "without an audio device no screenshot was written"
grep -q 'b4-b3' "$out/none.state" || fail "without an audio device the scene did not play"
said=$(grep -c "no sound" "$out/none.log" || true)
((said == 1)) || { cat "$out/none.log" >&2; fail "the missing audio device is named $said times, not once"; }
grep -q '^problems=1$' "$out/none.state" || fail "the problems list does not hold the missing device: $(grep problems "$out/none.state")"
# [SECTION] A broken and a missing sound file
copy="$out/assets"
mkdir -p "$copy/sounds"
for dir in "$assets"/*/; do
    name=$(basename "$dir")
    [[ $name == sounds ]] || ln -s "$(cd "$dir" && pwd)" "$copy/$name"
done
cp "$assets"/sounds/*.wav "$copy/sounds/"
head -c 30 "$assets/sounds/capture.wav" >"$copy/sounds/capture.wav"  # cut short
rm "$copy/sounds/title-theme.wav"
settings "$out/broken.ini" 100
TAFLBORD_SHADERS="$(cd "$assets/.." && pwd)/shaders" SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$out/broken.raw" SDL_DISKAUDIODELAY=0 \
    "$game" --settings "$out/broken.ini" --assets "$copy" --language en --scene capture --size 320x240 --frames 200 \
    --screenshot "$out/broken.png" --state-out "$out/broken.state" >"$out/broken.log" 2>&1 ||
    { cat "$out/broken.log" >&2; fail "with a broken sound file the game did not run"; }
grep -q "capture.wav: .*left out" "$out/broken.log" || { cat "$out/broken.log" >&2; fail "the broken capture.wav is not named"; }
grep -q "title-theme.wav: .*left out" "$out/broken.log" || { cat "$out/broken.log" >&2; fail "the missing title-theme.wav is not named"; }
grep -q '^problems=2$' "$out/broken.state" || fail "the problems list does not hold the two files: $(grep problems "$out/broken.state")"
read -r first < <("$energy" "$out/broken.raw" 44100 | awk '$1 == "first_ms" { print $2 }')
((first >= 0)) || fail "with one sound file broken the others are not heard"

echo "sound_check: sound follows the capture scene; volume 0 is silent; no device is one problem; a broken file is named"
