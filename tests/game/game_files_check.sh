#!/usr/bin/env bash
# game_files_check.sh: what the game does with its files and with bad input. Each case runs the
# game headless and checks its exit status, its messages and its state file:
#   fonts cover every letter the translations need; a recorded click on a menu over the board
#   reaches the menu only; the language switches at run time; settings are read, bad lines are
#   named, the file is rewritten atomically with the previous copy kept; missing or broken fonts
#   and pictures are named and the game still draws; a broken recording, an unknown scene and an
#   assets folder without presets are refused with a clear message.
#
#   game_files_check.sh TAFLBORD ASSETS_DIR DATA_DIR OUT_DIR
set -uo pipefail

game=$1 assets=$2 data=$3 out=$4
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
value() { sed -n "s/^$1=//p" "$2"; }
# run NAME EXPECTED_STATUS ARGS...: runs the game, output in $out/NAME.log.
run() {
    local name=$1 want=$2
    shift 2
    "$game" "$@" >"$out/$name.log" 2>&1
    local got=$?
    [[ "$got" == "$want" ]] || { fail "$name: exit status $got, expected $want"; cat "$out/$name.log" >&2; }
}
expect_log() { grep -qF -- "$2" "$out/$1.log" || { fail "$1: no message containing '$2'"; cat "$out/$1.log" >&2; }; }
expect_state() {
    local got
    got=$(value "$2" "$1")
    [[ "$got" == "$3" ]] || fail "$1: $2 is '$got', expected '$3'"
}

# [SECTION] Fonts: every letter of German, Italian, French, the typographic punctuation and runes.
run glyphs 0 --no-settings --language en --scene brandubh --frames 2 --state-out "$out/glyphs.state"
expect_state "$out/glyphs.state" menu_font_missing none
expect_state "$out/glyphs.state" text_font_missing none

# [SECTION] Input routing and language: d2 picked, then Language > Italiano, whose menu item lies
# over the board: the board must not see that click.
run menu 0 --no-settings --language en --replay-input "$data/menu-over-board.input" --state-out "$out/menu.state"
expect_state "$out/menu.state" language it
expect_state "$out/menu.state" selected d2
expect_state "$out/menu.state" ply 0

# [SECTION] The title screen: shown until a click, which opens the main menu over it.
run title 0 --no-settings --language en --scene title --frames 3 --state-out "$out/title.state"
expect_state "$out/title.state" screen title
run title-click 0 --no-settings --language en --replay-input "$data/title-click.input" \
    --state-out "$out/title-click.state"
expect_state "$out/title-click.state" screen menu

# [SECTION] Drag and drop, and the board turned half round (F): clicks still find their squares.
run drag-flip 0 --no-settings --language en --replay-input "$data/drag-and-flip.input" --state-out "$out/drag-flip.state"
expect_state "$out/drag-flip.state" moves d2-c2
expect_state "$out/drag-flip.state" flipped yes
expect_state "$out/drag-flip.state" selected e4

# [SECTION] Keyboard play: arrows move a cursor over the board, Enter picks and drops.
run keyboard 0 --no-settings --language en --replay-input "$data/keyboard-play.input" --state-out "$out/keyboard.state"
expect_state "$out/keyboard.state" moves d2-c2
expect_state "$out/keyboard.state" cursor c2

# [SECTION] Game-controller play: the main menu, the new-match dialog and the board by pad buttons
# alone (replayed pad events): f2-e2 played, taken back (LB), played again (RB), the board turned
# (X); Start pauses in the main menu, which A on "Return to the game" leaves again.
run pad-paused 0 --no-settings --language en --replay-input "$data/pad-play.input" --frames 93 \
    --state-out "$out/pad-paused.state"
expect_state "$out/pad-paused.state" screen menu
expect_state "$out/pad-paused.state" moves f2-e2
run pad 0 --no-settings --language en --replay-input "$data/pad-play.input" --state-out "$out/pad.state"
expect_state "$out/pad.state" screen match
expect_state "$out/pad.state" moves f2-e2
expect_state "$out/pad.state" flipped yes
expect_state "$out/pad.state" cursor e2
# Esc with nothing picked pauses in the main menu too.
run esc-pause 0 --no-settings --language en --replay-input "$data/esc-pause.input" --state-out "$out/esc-pause.state"
expect_state "$out/esc-pause.state" screen menu
expect_state "$out/esc-pause.state" cursor -

# [SECTION] Settings: read, bad lines named, rewritten atomically with the previous copy kept.
settings="$out/settings/settings.ini"
mkdir -p "$out/settings"
printf '# an old settings file\nlanguage = de\nui_scale = banana\nwindow_width = 900\n\x01\x02 garbage\n' >"$settings"
cp "$settings" "$out/settings/original.ini"
run settings 0 --settings "$settings" --scene brandubh --size 640x480 --frames 3 --state-out "$out/settings.state"
expect_state "$out/settings.state" language de
expect_log settings "ui_scale"
grep -q '^language = de' "$settings" || fail "settings: the rewritten file lost the language"
grep -q '^ui_scale = 1' "$settings" || fail "settings: the bad ui_scale was not replaced by the default"
cmp -s "$settings.bak" "$out/settings/original.ini" || fail "settings: settings.ini.bak is not the previous file"
[[ ! -e "$settings.tmp" ]] || fail "settings: the temporary file was left behind"
# An empty file and a file of random bytes start the game with the defaults.
: >"$out/settings/empty.ini"
run settings-empty 0 --settings "$out/settings/empty.ini" --scene brandubh --frames 2
head -c 4096 /dev/urandom >"$out/settings/random.ini"
run settings-random 0 --settings "$out/settings/random.ini" --scene brandubh --frames 2

# [SECTION] Missing and broken assets: named, and the game still draws.
copy="$out/assets-nofonts"
mkdir -p "$copy"
cp -r "$assets/variants" "$assets/textures" "$copy/"
run no-fonts 0 --no-settings --assets "$copy" --scene brandubh --size 560x420 --screenshot "$out/no-fonts.png"
expect_log no-fonts "Junicode-Regular.otf"
expect_log no-fonts "Blankenburg.ttf"
[[ -s "$out/no-fonts.png" ]] || fail "no-fonts: nothing was drawn"

broken="$out/assets-broken"
mkdir -p "$broken/fonts" "$broken/textures"
cp -r "$assets/variants" "$broken/"
head -c 3000 /dev/urandom >"$broken/fonts/Junicode-Regular.otf"
cp "$assets/fonts/Junicode-Bold.otf" "$assets/fonts/Blankenburg.ttf" "$broken/fonts/"
head -c 100 "$assets/textures/grain.png" >"$broken/textures/grain.png"  # a truncated picture
run broken-assets 0 --no-settings --assets "$broken" --scene brandubh --size 560x420 --screenshot "$out/broken.png"
expect_log broken-assets "Junicode-Regular.otf"
expect_log broken-assets "grain.png cannot be read"
[[ -s "$out/broken.png" ]] || fail "broken-assets: nothing was drawn"

# A board's surface is loaded when a board of its material is first shown, after start-up: a
# broken one is still named, and the problems window opens.
late="$out/assets-late"
mkdir -p "$late"
cp -r "$assets/variants" "$assets/fonts" "$assets/textures" "$late/"
head -c 200 "$assets/textures/surface-yew.png" >"$late/textures/surface-yew.png"
run broken-surface 0 --no-settings --assets "$late" --scene brandubh --size 560x420 --frames 4 \
    --state-out "$out/broken-surface.state" --screenshot "$out/broken-surface.png"
expect_log broken-surface "surface-yew.png cannot be read"
expect_log broken-surface "the board is drawn in a plain colour"
expect_state "$out/broken-surface.state" problems_window open
[[ -s "$out/broken-surface.png" ]] || fail "broken-surface: nothing was drawn"

mkdir -p "$out/assets-empty"
run no-variants 1 --no-settings --assets "$out/assets-empty" --scene brandubh
expect_log no-variants "has no variants/ folder"

# [SECTION] Bad input from the command line and from files.
printf 'taflbord-input 1\nwindow 800 600\n5 clik 10 10\n' >"$out/bad.input"
run bad-replay 2 --no-settings --replay-input "$out/bad.input"
expect_log bad-replay "input line 3"
run missing-replay 2 --no-settings --replay-input "$out/does-not-exist.input"
expect_log missing-replay "does-not-exist.input"
run unknown-scene 2 --no-settings --scene "atlantis"
expect_log unknown-scene "unknown preset 'atlantis'"
expect_log unknown-scene "brandubh"
run bad-option 2 --no-settings --screnshot x.png
expect_log bad-option "--screenshot"
run bad-move 0 --no-settings --scene "moves:brandubh:b4-b3,b3-b3" --frames 120 --state-out "$out/bad-move.state"
expect_log bad-move "b3-b3 is not legal"
expect_state "$out/bad-move.state" moves "b4-b3"

if ((failures > 0)); then
    echo "$failures check(s) failed; logs in $out" >&2
    exit 1
fi
echo "all file and input checks passed"
