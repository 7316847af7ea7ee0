#!/usr/bin/env bash
# install_check.sh: installs the build into a temporary prefix and starts the installed game from
# there, with no hint where its files are: it must find its presets, fonts, pictures, shaders and
# translations under <prefix>/share/taflbord, report no problem, and draw.
#
#   install_check.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1 out=$2
rm -rf "$out"
cmake --install "$build" --prefix "$out/prefix" >"$out.install.log" 2>&1 || { cat "$out.install.log" >&2; exit 1; }
unset TAFLBORD_ASSETS TAFLBORD_SHADERS TAFLBORD_LOCALE
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
cd "$out"  # not the source tree, so nothing is found by accident
"$out/prefix/bin/taflbord" --no-settings --language de --scene tablut --size 560x420 --screenshot "$out/installed.png" \
    --state-out "$out/installed.state" >"$out/run.log" 2>&1 || { cat "$out/run.log" >&2; exit 1; }
if grep -q '^taflbord:' "$out/run.log"; then
    echo "install_check: the installed game reported problems:" >&2
    cat "$out/run.log" >&2
    exit 1
fi
grep -q '^language=de$' "$out/installed.state" || { echo "install_check: German was not loaded" >&2; exit 1; }
grep -q '^text_font_missing=none$' "$out/installed.state" || { echo "install_check: fonts missing" >&2; exit 1; }
[[ -s "$out/installed.png" ]] || { echo "install_check: no picture" >&2; exit 1; }
echo "installed game found all its files under $out/prefix/share/taflbord"
