#!/usr/bin/env bash
# rulebook_ui_check.sh: the rulebook reader driven by the keys, as a player without a mouse would:
# from a Brandubh match, F1 opens the Brandubh book; Tab and Enter follow the first link to a
# chapter or book; Right turns pages until one shows a diagram; Tab and Enter press its "Try it",
# Space chooses two players; the diagram's position is then a match over the book, and Esc comes
# back to the same page. Then two clicks on the language list show that page in German, at the
# same depth; a library with a book missing and one broken names both and opens the others; and
# Esc leaves a book opened from a match straight back to the match.
# Each step is a longer replay of the same recording (replays are exact), so the focus
# numbers are read from the state the game writes rather than typed here: the check follows
# whatever the books say.
#
#   rulebook_ui_check.sh TAFLBORD ASSETS_DIR OUT_DIR
set -euo pipefail
game=$1 assets=$2 out=$3
rm -rf "$out"
mkdir -p "$out"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export XDG_DATA_HOME="$out/xdg"
fail() { echo "rulebook_ui_check: $*" >&2; exit 1; }
# The last value of a key (the screen on top writes last).
value() { sed -n "s/^$1=//p" "$2" | tail -n 1; }

readonly F1=1073741882 TAB=9 ENTER=13 SPACE=32 ESC=27 RIGHT=1073741903
events=()
frame=5
press() {
    events+=("$frame key-down $1 0" "$((frame + 1)) key-up $1 0")
    frame=$((frame + 4))
}
click() {
    events+=("$frame move $1 $2" "$((frame + 2)) down $1 $2 1" "$((frame + 3)) up $1 $2 1")
    frame=$((frame + 8))
}
# run NAME: replays every key pressed so far, then writes NAME.state and NAME.png.
run() {
    local name=$1
    {
        echo "# rulebook_ui_check: $name"
        echo "taflbord-input 1"
        echo "window 1280 800"
        echo "scene brandubh"
        printf '%s\n' "${events[@]}"
    } >"$out/$name.input"
    "$game" --no-settings --language en --replay-input "$out/$name.input" --frames $((frame + 12)) \
        --screenshot "$out/$name.png" --state-out "$out/$name.state" >"$out/$name.log" 2>&1 ||
        { cat "$out/$name.log" >&2; fail "$name: the game failed"; }
    state="$out/$name.state"
}
expect() {
    local key=$1 want=$2
    [[ "$(value "$key" "$state")" == "$want" ]] || fail "${state##*/}: $key is '$(value "$key" "$state")', expected '$want'"
}
first_chapter() { sed -n "/^\[$1\]/,/^\[/s/^chapters = \([^ ]*\).*/\1/p" "$assets/rulebooks/books.txt"; }

# 1. F1 in the match opens the book of its preset at its first chapter, over the match.
press $F1
run open
expect screens "match,rulebook"
expect book brandubh
expect chapter "$(first_chapter brandubh)"
echo "open: the Brandubh book at '$(value chapter "$state")'"

# 2. Tab to the first link that leads to a chapter or a book, Enter follows it.
read -r -a focusables <<<"$(value focusables "$state")"
target="" index=-1
for i in "${!focusables[@]}"; do
    if [[ ${focusables[$i]} != rule:* && ${focusables[$i]} != try:* && ${focusables[$i]} != again:* ]]; then
        target=${focusables[$i]} index=$i
        break
    fi
done
((index >= 0)) || fail "the first page has no link to a chapter or a book (focusables: ${focusables[*]})"
for ((k = 0; k <= index; k++)); do press $TAB; done
press $ENTER
run link
if [[ $target == \#* ]]; then
    expect book brandubh
    expect chapter "${target#\#}"
elif [[ $target == *\#* ]]; then
    expect book "${target%%#*}"
    expect chapter "${target#*#}"
else
    expect book "$target"
    expect chapter "$(first_chapter "$target")"
fi
book=$(value book "$state")
echo "link: '$target' followed to $book#$(value chapter "$state")"

# 3. Right turns the pages until one shows a diagram to try.
for ((turns = 0; turns < 12; turns++)); do
    [[ " $(value focusables "$state") " == *" try:"* ]] && break
    press $RIGHT
    run "page$turns"
done
read -r -a focusables <<<"$(value focusables "$state")"
diagram="" index=-1
for i in "${!focusables[@]}"; do
    if [[ ${focusables[$i]} == try:* ]]; then
        diagram=${focusables[$i]#try:} index=$i
        break
    fi
done
((index >= 0)) || fail "no page of $book with a diagram within 12 pages"
chapter=$(value chapter "$state")
echo "page: $book#$chapter shows the diagram '$diagram'"

# 4. Tab to its "Try it", Enter opens the choice of players, Space takes the highlighted first
#    (two players), as in every other list of the overlay.
for ((k = 0; k <= index; k++)); do press $TAB; done
press $ENTER
press $SPACE
run try
expect screens "match,rulebook,match"
expect screen match
expect trial yes
expect players "person,person"
# The match starts from the diagram's position with the diagram's side to move.
block=$(sed -n "/^\[$diagram\]/,/^\[/p" "$assets/rulebooks/diagrams/$book.txt")
want_position=$(sed -n 's/^position = //p' <<<"$block")
want_side=$(sed -n 's/^side = //p' <<<"$block")
expect position "$want_position"
expect side "$want_side"
echo "try: '$diagram' is a hot-seat match from its position, $want_side to move"

# 5. Esc leaves the tried position and comes back to the same page of the book.
press $ESC
run back
expect screens "match,rulebook"
expect screen rulebook
expect book "$book"
expect chapter "$chapter"
scroll=$(value page_scroll "$state")
echo "back: $book#$chapter, as it was (scrolled $scroll px)"

# 6. The language list at the top right, then Deutsch: the same page in German, at the same depth.
click 1200 20
click 1185 76
run language
expect language de
expect book_language de
expect book "$book"
expect chapter "$chapter"
if ((scroll > 0)); then
    (($(value page_scroll "$state") > 0)) || fail "language: the page went back to its top"
fi
echo "language: $book#$chapter in German, scrolled $(value page_scroll "$state") px"

# 7. A library with a book's file missing and another's broken: both are named on the library's
#    page (the state lists the files), and another book still opens.
copy="$out/assets"
cp -r "$assets" "$copy"
cp -r "$(dirname "$assets")/shaders" "$out/shaders"
rm "$copy/rulebooks/en/brandubh.md"
printf '# York\n\377\376 not text' >"$copy/rulebooks/en/york.md"
"$game" --no-settings --language en --assets "$copy" --scene rulebooks --frames 5 \
    --screenshot "$out/broken.png" --state-out "$out/broken.state" >"$out/broken.log" 2>&1 ||
    { cat "$out/broken.log" >&2; fail "broken: the game failed"; }
state="$out/broken.state"
problems=" $(value library_problems "$state") "
[[ $problems == *" en/brandubh.md "* && $problems == *" en/york.md "* ]] ||
    fail "broken: the library names '$(value library_problems "$state")', expected en/brandubh.md and en/york.md"
"$game" --no-settings --language en --assets "$copy" --scene rulebook:tablut --frames 5 \
    --state-out "$out/broken-open.state" >"$out/broken-open.log" 2>&1 || fail "broken-open: the game failed"
state="$out/broken-open.state"
expect book tablut
expect chapter "$(first_chapter tablut)"
echo "broken: the library names en/brandubh.md and en/york.md; Tablut still opens"

# 8. A book opened from a match: Esc goes straight back to the match, as it was.
events=()
frame=5
press $F1
press $ESC
run leave
expect screens "match"
expect screen match
expect trial no
echo "leave: F1 then Esc returns to the match"
