#!/usr/bin/env bash
# test.sh: tries the Windows build of packaging/windows/build.sh under Wine, as a player would meet
# it, in a fresh Wine prefix of its own (build/windows/wineprefix, never ~/.wine), on a virtual
# display (Xvfb). Not part of ./test.sh.
#
#   packaging/windows/test.sh       (as root, or a user who may use sudo: it installs packages)
#
# 1. The installer, silently (/S), into Program Files\Taflbord: the installed files are the
#    install tree's, the Start-menu entry, the desktop shortcut and the Add/Remove Programs entry
#    are there.
# 2. The installed taflbord-cli.exe counts perft 806344 (Copenhagen, depth 3), from another
#    working directory.
# 3. engine_tests.exe (from the build tree) passes under Wine.
# 4. The installed game, under Xvfb through Wine's OpenGL on Mesa's llvmpipe, draws the Copenhagen
#    board, and plays a hot-seat match by recorded clicks: a capture, saved, undone, saved again
#    (the atomic save of Windows: the first save kept as .bak in %APPDATA%\Taflbord). Neither
#    screenshot may be blank (packaging/linux/png_not_blank.py); the match's is the README's
#    docs/screenshots/windows-wine.png.
# 5. The uninstaller, silently: the files, the shortcuts and the registry entry are gone; the
#    player's own files (%APPDATA%\Taflbord) stay.
# 6. Again into a folder of the player's choosing with a non-ASCII name (/D=C:\Spiele\Taflborð):
#    taflbord-cli and the game find their data there; uninstalled again.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/build/windows"
game_build="$work/game"
out="$work/test"
# The start, kept across the script's second start under xvfb-run.
export TAFLBORD_WINE_TEST_STARTED=${TAFLBORD_WINE_TEST_STARTED:-$(date +%s)}

step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "packaging/windows/test.sh: $*" >&2
    exit 1
}

# [SECTION] Tools, then the rest of the script on a virtual display of its own.
if [[ -z "${TAFLBORD_WINE_TEST_DISPLAY:-}" ]]; then
    step "tools"
    tools=(wine wine64 xvfb xauth python3 libgl1-mesa-dri)
    # shellcheck source=../../.ci/packages.sh
    source "$root/.ci/packages.sh"
    taflbord_install_packages "${tools[@]}"
    echo "wine: $(WINEDEBUG=-all wine --version)"
    exec env TAFLBORD_WINE_TEST_DISPLAY=1 xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi

setups=("$work"/taflbord-*-setup.exe)
[[ -f "${setups[0]}" ]] || fail "no installer in build/windows: run packaging/windows/build.sh first"
((${#setups[@]} == 1)) || fail "more than one installer in build/windows: ${setups[*]}"
setup=${setups[0]}
version=$(basename "$setup" | sed 's/^taflbord-\(.*\)-setup\.exe$/\1/')
install_tree="$work/install"
uninstall_key='Software\Microsoft\Windows\CurrentVersion\Uninstall\Taflbord'

# A fresh prefix; no Mono or Gecko (they would be offered in dialogs), no Wine debug chatter.
export WINEPREFIX="$work/wineprefix"
export WINEARCH=win64
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree=;mshtml="
rm -rf "$WINEPREFIX" "$out"
mkdir -p "$out"
timing() { printf '%-34s %4d s\n' "$1" "$2" >>"$out/timings.txt"; }

step "fresh Wine prefix (${WINEPREFIX#"$root"/})"
t0=$SECONDS
wineboot --init >"$out/wineboot.log" 2>&1 || {
    cat "$out/wineboot.log" >&2
    fail "wineboot failed"
}
wineserver -w
timing "Wine prefix" $((SECONDS - t0))
drive_c="$WINEPREFIX/drive_c"
# Windows' names of a few folders of this prefix.
appdata=$(wine cmd /c 'echo %APPDATA%' 2>/dev/null | tr -d '\r')
unix_appdata=$(winepath -u "$appdata" 2>/dev/null)
echo "%APPDATA% is $appdata"

# The Windows path of a Unix file, and back.
winpath() { winepath -w "$1" 2>/dev/null; }

# Runs the installer silently, waits for it (and anything it started) to finish.
install() { # install [/D=FOLDER]
    wine "$setup" /S "$@" >"$out/install.log" 2>&1 || {
        cat "$out/install.log" >&2
        fail "the installer failed"
    }
    wineserver -w
}

# Checks an installed copy in FOLDER (a Unix path): every file of the install tree, the
# uninstaller, the shortcuts and the registry entry.
check_installed() { # check_installed UNIX_FOLDER WINDOWS_FOLDER
    local dir=$1 windir=$2
    [[ -d "$dir" ]] || fail "nothing installed in $windir"
    local expected found
    expected=$(cd "$install_tree" && find . -type f | sort)
    found=$(cd "$dir" && find . -type f ! -name uninstall.exe | sort)
    if [[ "$expected" != "$found" ]]; then
        diff <(echo "$expected") <(echo "$found") | head -20 >&2
        fail "the installed files in $windir differ from the install tree (above)"
    fi
    cmp -s "$install_tree/bin/taflbord.exe" "$dir/bin/taflbord.exe" || fail "installed taflbord.exe differs"
    [[ -f "$dir/uninstall.exe" ]] || fail "no uninstall.exe in $windir"
    [[ -f "$drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Taflborð.lnk" ]] || fail "no Start-menu entry"
    [[ -f "$drive_c/users/Public/Desktop/Taflborð.lnk" ]] || fail "no desktop shortcut"
    # regedit's export is UTF-16, exact; `reg query` prints through the console's code page.
    rm -f "$out/registry.reg"
    wine regedit /E "$(winpath "$out/registry.reg")" "HKEY_LOCAL_MACHINE\\$uninstall_key" >/dev/null 2>&1 || true
    wineserver -w
    [[ -s "$out/registry.reg" ]] || fail "no Add/Remove Programs entry"
    iconv -f UTF-16 -t UTF-8 "$out/registry.reg" | tr -d '\r' >"$out/registry.txt"
    local name
    for name in DisplayName DisplayVersion Publisher UninstallString QuietUninstallString DisplayIcon EstimatedSize; do
        grep -q "^\"$name\"=" "$out/registry.txt" || fail "the Add/Remove Programs entry has no $name"
    done
    value() { sed -n "s/^\"$1\"=//p" "$out/registry.txt"; }
    local win_escaped=${windir//\\/\\\\}
    [[ "$(value DisplayName)" == '"Taflborð"' ]] || fail "DisplayName is $(value DisplayName)"
    [[ "$(value DisplayVersion)" == "\"$version\"" ]] || fail "DisplayVersion is $(value DisplayVersion), not $version"
    [[ "$(value QuietUninstallString)" == "\"\\\"$win_escaped\\\\uninstall.exe\\\" /S\"" ]] ||
        fail "QuietUninstallString is $(value QuietUninstallString)"
    echo "$(echo "$found" | wc -l) files and uninstall.exe in $windir; Start menu, desktop and Add/Remove Programs entries"
}

# taflbord-cli.exe counts perft from a working directory that is not its own.
check_perft() { # check_perft WINDOWS_FOLDER
    (cd "$drive_c" && wine "$1\\bin\\taflbord-cli.exe" perft --variant copenhagen --depth 3) >"$out/perft.txt" 2>&1 || {
        cat "$out/perft.txt" >&2
        fail "taflbord-cli.exe perft failed"
    }
    tr -d '\r' <"$out/perft.txt" | tee "$out/perft.tmp"
    grep -qx 'perft 3 806344' "$out/perft.tmp" || fail "taflbord-cli.exe perft is not 806344"
}

# The installed game draws a screenshot, which must not be blank: run_game NAME WINDOWS_FOLDER ARGS...
run_game() {
    local name=$1 windir=$2
    shift 2
    local png="$out/$name.png"
    (cd "$drive_c" && wine "$windir\\bin\\taflbord.exe" --screenshot "$(winpath "$png")" "$@") >"$out/$name.log" 2>&1 || {
        tr -d '\r' <"$out/$name.log" >&2
        fail "taflbord.exe ($name) failed"
    }
    wineserver -w
    if tr -d '\r' <"$out/$name.log" | grep '^taflbord:'; then fail "taflbord.exe ($name) reported problems (above)"; fi
    [[ -s "$png" ]] || fail "taflbord.exe ($name) wrote no screenshot"
    python3 "$root/packaging/linux/png_not_blank.py" "$png" || fail "taflbord.exe ($name) drew a blank picture"
    echo "$name: $(stat -c %s "$png") bytes, not blank (${png#"$root"/})"
}

uninstall() { # uninstall UNIX_FOLDER WINDOWS_FOLDER
    local dir=$1 windir=$2
    # The uninstaller copies itself away and starts the copy: wait for every process of the prefix.
    wine "$windir\\uninstall.exe" /S >"$out/uninstall.log" 2>&1 || {
        cat "$out/uninstall.log" >&2
        fail "the uninstaller failed"
    }
    wineserver -w
    [[ ! -e "$dir" ]] || {
        find "$dir" | head >&2
        fail "the uninstaller left $windir behind"
    }
    [[ ! -e "$drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Taflborð.lnk" ]] || fail "the Start-menu entry is left"
    [[ ! -e "$drive_c/users/Public/Desktop/Taflborð.lnk" ]] || fail "the desktop shortcut is left"
    if wine reg query "HKLM\\$uninstall_key" >/dev/null 2>&1; then
        fail "the Add/Remove Programs entry is left"
    fi
    echo "uninstalled: $windir, the shortcuts and the registry entry are gone"
}

# [SECTION] 1. Silent install into Program Files.
step "silent install: $(basename "$setup") /S"
t0=$SECONDS
install
timing "install (/S)" $((SECONDS - t0))
program_files_dir="$drive_c/Program Files/Taflbord"
check_installed "$program_files_dir" 'C:\Program Files\Taflbord'
echo "installed tree: $(du -sh "$program_files_dir" | cut -f1)"

# [SECTION] 2. The command-line tool.
step "installed taflbord-cli.exe"
t0=$SECONDS
[[ "$(wine 'C:\Program Files\Taflbord\bin\taflbord-cli.exe' --version | tr -d '\r')" == "taflbord-cli $version" ]] ||
    fail "taflbord-cli.exe --version is not $version"
check_perft 'C:\Program Files\Taflbord'
timing "taflbord-cli perft 3" $((SECONDS - t0))

# [SECTION] 3. The engine's tests.
step "engine_tests.exe (build tree) under Wine"
t0=$SECONDS
# Started from the source tree's drive (Z:), where the test data's Unix paths built into the
# program name the same folders.
(cd "$game_build/tests" && wine ./engine_tests.exe --gtest_brief=1) >"$out/engine_tests.log" 2>&1 || {
    tr -d '\r' <"$out/engine_tests.log" | tail -60 >&2
    fail "engine_tests.exe failed under Wine (log: ${out#"$root"/}/engine_tests.log)"
}
tr -d '\r' <"$out/engine_tests.log" | grep -E '^\[  (PASSED|SKIPPED|FAILED) ' | tee "$out/engine_tests.summary"
if grep -q 'SKIPPED\|FAILED' "$out/engine_tests.summary"; then fail "engine_tests.exe skipped or failed tests (above)"; fi
timing "engine_tests.exe" $((SECONDS - t0))

# [SECTION] 4. The game.
step "installed taflbord.exe under Xvfb (Wine's OpenGL on Mesa)"
t0=$SECONDS
[[ "$(wine 'C:\Program Files\Taflbord\bin\taflbord.exe' --version 2>/dev/null | tr -d '\r')" == "taflbord $version" ]] ||
    fail "taflbord.exe --version is not $version"
run_game copenhagen 'C:\Program Files\Taflbord' --scene copenhagen --size 640x480 --frames 3
# A hot-seat Brandubh match played by recorded clicks (tests/game/match_ui_check.sh does the same
# on Linux): a capture, saved; the capture undone, saved again. The saves go through the atomic
# save of Windows (MoveFileExW) into %APPDATA%\Taflbord\taflbord\saves, the first kept as .bak.
# The clicks were recorded in the game's first window size: no --size.
run_game match 'C:\Program Files\Taflbord' --language en \
    --replay-input "$(winpath "$root/tests/game/data/hotseat-capture-undo-save.input")" \
    --state-out "$(winpath "$out/match.state")"
[[ "$(tr -d '\r' <"$out/match.state" | sed -n 's/^moves=//p')" == "b4-b3 c4-c6 b3-c3" ]] ||
    fail "after the undo the match's moves are not b4-b3 c4-c6 b3-c3 (${out#"$root"/}/match.state)"
saved=("$unix_appdata/Taflbord/taflbord/saves/"*-brandubh.otg)
[[ -f "${saved[0]}" && ${#saved[@]} -eq 1 ]] || fail "not one saved game in %APPDATA%\\Taflbord\\taflbord\\saves"
grep -q 'e4-e6xd6' "${saved[0]}.bak" || fail "the previous save (.bak) lacks the capture e4-e6xd6"
grep -q 'b3-c3' "${saved[0]}" || fail "the saved game lacks b3-c3"
if grep -q 'e4-e6' "${saved[0]}"; then fail "the undone move is still in the saved game"; fi
if compgen -G "$unix_appdata/Taflbord/taflbord/saves/*.tmp" >/dev/null; then fail "a temporary file of a save is left"; fi
printf '%s\n' "saved in %APPDATA%\\Taflbord\\taflbord\\saves: $(basename "${saved[0]}"), the capture kept in its .bak"
timing "taflbord.exe, two screenshots" $((SECONDS - t0))

# [SECTION] 5. Silent uninstall.
step "silent uninstall"
t0=$SECONDS
uninstall "$program_files_dir" 'C:\Program Files\Taflbord'
[[ -n "$(find "$unix_appdata/Taflbord" -type f 2>/dev/null)" ]] || fail "the uninstaller removed the player's files"
timing "uninstall (/S)" $((SECONDS - t0))

# [SECTION] 6. A folder of the player's choosing, with a name outside ASCII.
step "silent install into C:\\Spiele\\Taflborð (/D=)"
t0=$SECONDS
install '/D=C:\Spiele\Taflborð'
check_installed "$drive_c/Spiele/Taflborð" 'C:\Spiele\Taflborð'
check_perft 'C:\Spiele\Taflborð'
run_game copenhagen-spiele 'C:\Spiele\Taflborð' --scene copenhagen --size 640x480 --frames 3
uninstall "$drive_c/Spiele/Taflborð" 'C:\Spiele\Taflborð'
timing "install, run, uninstall (/D=)" $((SECONDS - t0))

step "summary"
echo "installer: $(basename "$setup"), $(stat -c %s "$setup") bytes ($(du -h "$setup" | cut -f1))"
echo "installed: $(du -sh "$install_tree" | cut -f1) in $(find "$install_tree" -type f | wc -l) files (and uninstall.exe)"
echo "engine_tests: $(tr '\n' ' ' <"$out/engine_tests.summary")"
echo "screenshots: ${out#"$root"/}/copenhagen.png, match.png, copenhagen-spiele.png"
cat "$out/timings.txt"
echo "test.sh: $(($(date +%s) - TAFLBORD_WINE_TEST_STARTED)) s"
