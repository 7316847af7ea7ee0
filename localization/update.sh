#!/usr/bin/env bash
# update.sh: extracts every marked string of game/ into localization/taflbord.pot with xgettext and
# merges the template into each <lang>.po with msgmerge. With --check it changes nothing and
# fails when the committed template differs from a fresh extraction (ctest i18n_pot_current).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
pot="$here/taflbord.pot"
languages=(de it fr)

for tool in xgettext msgmerge; do
    command -v "$tool" >/dev/null || { echo "update.sh: $tool not found: install GNU gettext" >&2; exit 2; }
done

# The keywords are the markers of game/i18n/translate.h. Locations name files without line
# numbers, so that moving code does not change the template.
extract() {
    local out=$1
    local version
    version=$(sed -n 's/^project(taflbord VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
    (
        cd "$root"
        find game -type f \( -name '*.cpp' -o -name '*.h' \) | LC_ALL=C sort >"$out.files"
        xgettext --language=C++ --from-code=UTF-8 --add-comments=I18N: \
            --keyword= --keyword=_ --keyword=n_:1,2 --keyword=p_:1c,2 --keyword=np_:1c,2,3 --keyword=N_ \
            --package-name=Taflborð --package-version="${version:-0}" \
            --copyright-holder="the Taflborð authors" --msgid-bugs-address="" \
            --add-location=file --width=100 --files-from="$out.files" --output="$out" \
            2> >(grep -v -e 'msgid-bugs-address' -e 'Makevars' -e 'MSGID_BUGS_ADDRESS' -e 'command line option' >&2)
        rm -f "$out.files"
    )
    # A title for the template's header in place of xgettext's placeholder.
    sed -i 's/^# SOME DESCRIPTIVE TITLE\.$/# Taflborð: the messages of the game./' "$out"
}

# The template without the line that changes on every run.
stable() { grep -v '^"POT-Creation-Date:' "$1"; }

if [[ ${1:-} == --check ]]; then
    fresh=$(mktemp)
    trap 'rm -f "$fresh" "$fresh.files"' EXIT
    extract "$fresh"
    if ! diff -u <(stable "$pot") <(stable "$fresh"); then
        echo "localization/taflbord.pot is out of date: run localization/update.sh and translate the new messages" >&2
        exit 1
    fi
    # xgettext drops an I18N comment that is not right above a string; find such comments.
    lost=0
    while IFS= read -r comment; do
        if ! grep -qF -- "#. $comment" "$pot"; then
            echo "not in the template (put it on the line just above the string): // $comment" >&2
            lost=1
        fi
    done < <(cd "$root" && grep -rhE --include='*.cpp' --include='*.h' '^\s*// I18N:' game | sed 's|^\s*// ||')
    [[ $lost == 0 ]] || exit 1
    echo "localization/taflbord.pot matches the sources"
    exit 0
fi

# The template is replaced only when its messages change, so that a run with nothing new leaves
# every file as it was (msgmerge copies the template's creation date into each .po).
fresh=$(mktemp)
trap 'rm -f "$fresh" "$fresh.files"' EXIT
extract "$fresh"
if [[ -f $pot ]] && diff -q <(stable "$pot") <(stable "$fresh") >/dev/null; then
    echo "taflbord.pot: no change"
else
    cp "$fresh" "$pot"
fi
for lang in "${languages[@]}"; do
    po="$here/$lang.po"
    if [[ -f $po ]]; then
        msgmerge --quiet --update --backup=none --previous --add-location=file --width=100 "$po" "$pot"
    else
        msginit --no-translator --locale="$lang" --width=100 --input="$pot" --output-file="$po"
    fi
done
echo "Updated $pot and ${languages[*]/%/.po}. Translate what is new or fuzzy, then check with:"
echo "  for f in localization/*.po; do msgfmt --check --statistics -o /dev/null \"\$f\"; done"
