#!/usr/bin/env bash
# test.sh: builds the release preset and the Linux packages (cpack: .deb and .tar.gz) and checks
# them as a user would meet them. Not part of ./test.sh: it needs root (chroot, mount) and the
# network (Debian's mirror). The README's "Packages" section says what it does and how long it
# takes.
#
#   packaging/linux/test.sh        (as root, or a user who may use sudo)
#
# 1. The desktop entry (desktop-file-validate), the AppStream file (appstreamcli validate
#    --no-net; its screenshots name files of docs/screenshots) and one version everywhere.
# 2. lintian on the .deb: everything it reports is printed; an error or a warning fails.
# 3. A fresh Debian bookworm (debootstrap minbase, from deb.debian.org, the tarball cached in
#    build/linux-packages): `apt-get install ./taflbord_*.deb` without recommended packages, so
#    the declared dependencies alone must be enough; then the installed taflbord-cli counts perft
#    806344 and the installed game, under Xvfb, draws a screenshot that is not blank.
# 4. The .tar.gz unpacked into a random folder of that root, with the .deb's data moved away: its
#    programs find their data beside themselves from any working directory.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build/release"
work="$root/build/linux-packages"
mirror="http://deb.debian.org/debian"
suite="bookworm"
tarball="$work/debootstrap-$suite-minbase.tgz"
app_id="io.github.taflbord.Taflbord"
started=$SECONDS

step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "packaging/linux/test.sh: $*" >&2
    exit 1
}

as_root=()
if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || fail "needs root (chroot, mount, debootstrap), and sudo is not available"
    as_root=(sudo)
fi

# [SECTION] Tools: the build's packages (.ci/packages.sh) and the checkers.
step "tools"
# shellcheck source=../../.ci/packages.sh
source "$root/.ci/packages.sh"
taflbord_ensure_packages
checkers=(desktop-file-utils appstream lintian debootstrap xvfb xauth dpkg-dev python3)
taflbord_install_packages "${checkers[@]}"

# [SECTION] Build and packages.
step "build (preset release) and packages (cpack)"
cd "$root"
cmake --preset release >/dev/null
cmake --build --preset release --parallel "$(taflbord_jobs)"
rm -f "$build"/taflbord_*.deb "$build"/taflbord-*.tar.gz
cpack_started=$SECONDS
(cd "$build" && cpack >"$build/cpack.log" 2>&1) || {
    cat "$build/cpack.log" >&2
    fail "cpack failed"
}
cpack_seconds=$((SECONDS - cpack_started))
debs=("$build"/taflbord_*.deb)
tgzs=("$build"/taflbord-*.tar.gz)
[[ ${#debs[@]} -eq 1 && -f "${debs[0]}" ]] || fail "cpack made no single .deb"
[[ ${#tgzs[@]} -eq 1 && -f "${tgzs[0]}" ]] || fail "cpack made no single .tar.gz"
deb=${debs[0]} tgz=${tgzs[0]}
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes; $(basename "$tgz"): $(stat -c %s "$tgz") bytes; cpack ${cpack_seconds} s"

# [SECTION] Metadata and one version.
step "desktop entry, AppStream file, version"
metainfo="$build/packaging/$app_id.metainfo.xml"
desktop-file-validate "$root/packaging/$app_id.desktop"
appstreamcli validate --no-net --explain "$metainfo"
version=$("$build/engine/taflbord-cli" --version | awk '{print $2}')
[[ "$("$build/game/app/taflbord" --version)" == "taflbord $version" ]] || fail "taflbord --version is not $version"
[[ "$(dpkg-deb -f "$deb" Version)" == "$version" ]] || fail "the .deb's version is not $version"
[[ "$(basename "$tgz")" == "taflbord-$version-"* ]] || fail "the .tar.gz is not named for version $version"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the AppStream file's release is not $version"
shots=$(grep -o '/docs/screenshots/[^<]*' "$metainfo" | sed 's|.*/||' | sort -u)
[[ -n "$shots" ]] || fail "the AppStream file names no screenshot"
for shot in $shots; do
    [[ -f "$root/docs/screenshots/$shot" ]] || fail "the AppStream file names docs/screenshots/$shot, which does not exist"
done
# French puts a non-breaking space before : ; ! ? and inside « »; a plain space there is a slip.
if grep 'xml:lang="fr"' "$metainfo" | grep -E ' [:;!?»]|« '; then
    fail "a French line of the AppStream file has a plain space where French wants a non-breaking one"
fi
echo "version $version everywhere; $(wc -w <<<"$shots") screenshots, each in docs/screenshots"

# [SECTION] lintian.
step "lintian $(basename "$deb")"
mkdir -p "$work"
lintian_status=0
lintian --info --display-info --pedantic --fail-on error,warning "$deb" >"$work/lintian.txt" 2>&1 || lintian_status=$?
# Every line, but a tag's fourth and later lines only counted.
awk '/^N:/ { next } /^[EWIPX]: / { seen[$3]++; if (seen[$3] > 3) { more[$3]++; next } } { print }
     END { for (t in more) printf "   ... %s: %d more lines (build/linux-packages/lintian.txt)\n", t, more[t] }' "$work/lintian.txt"
echo "-- by tag:"
grep -E '^[EWIPX]: ' "$work/lintian.txt" | awk '{print $1, $3}' | sort | uniq -c || true
((lintian_status == 0)) || fail "lintian reports errors or warnings (above)"

# [SECTION] A fresh root.
step "fresh Debian $suite root (debootstrap minbase)"
if [[ ! -s "$tarball" ]]; then
    "${as_root[@]}" rm -rf "$work/tarball-work"
    "${as_root[@]}" debootstrap --variant=minbase --make-tarball="$tarball" "$suite" "$work/tarball-work" "$mirror"
    "${as_root[@]}" rm -rf --one-file-system "$work/tarball-work"
fi
chroot_dir=$(mktemp -d "$work/root.XXXXXX")
mounts=()
cleanup() {
    local m status=0
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        m=${mounts[i]}
        "${as_root[@]}" umount "$m" 2>/dev/null || "${as_root[@]}" umount -l "$m" || status=1
    done
    # Never remove a tree with something still mounted in it (/dev is the host's own).
    if ((status == 0)) && ! grep -q " $chroot_dir/" /proc/self/mounts; then
        "${as_root[@]}" rm -rf --one-file-system "$chroot_dir"
    else
        echo "packaging/linux/test.sh: $chroot_dir is still mounted; not removed" >&2
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
"${as_root[@]}" debootstrap --variant=minbase --unpack-tarball="$tarball" "$suite" "$chroot_dir" "$mirror" >"$work/debootstrap.log" 2>&1 || {
    tail -20 "$work/debootstrap.log" >&2
    fail "debootstrap failed"
}
"${as_root[@]}" mount -t proc proc "$chroot_dir/proc" && mounts+=("$chroot_dir/proc")
"${as_root[@]}" mount --bind /dev "$chroot_dir/dev" && mounts+=("$chroot_dir/dev")
"${as_root[@]}" cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
in_root() { "${as_root[@]}" chroot "$chroot_dir" env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/games HOME=/root \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

step "apt-get install ./$(basename "$deb") (no recommended packages)"
"${as_root[@]}" cp "$deb" "$chroot_dir/tmp/"
in_root apt-get update -q >/dev/null
in_root sh -c "cd /tmp && apt-get install -y -q --no-install-recommends ./$(basename "$deb")" >"$work/apt.log" 2>&1 || {
    tail -30 "$work/apt.log" >&2
    fail "apt-get install of the .deb failed"
}
awk '/^The following NEW packages/ { show = 1; print; next } show && /^  / { print; next } { show = 0 }' "$work/apt.log"
in_root test -x /usr/games/taflbord -a -x /usr/games/taflbord-cli || fail "the programs are not in /usr/games"
# The software renderer came with the package's own dependencies (libgl1 -> libglx0 ->
# libglx-mesa0 -> libgl1-mesa-dri), before anything else is installed.
in_root dpkg-query -W -f='${Package} ${Version}\n' libgl1-mesa-dri || fail "no Mesa driver came with the dependencies"

step "installed taflbord-cli and taflbord"
[[ "$(in_root taflbord-cli --version)" == "taflbord-cli $version" ]] || fail "installed taflbord-cli --version"
[[ "$(in_root /usr/games/taflbord --version)" == "taflbord $version" ]] || fail "installed taflbord --version"
in_root sh -c 'cd / && /usr/games/taflbord-cli perft --variant copenhagen --depth 3' | tee "$work/perft-deb.txt"
grep -qx 'perft 3 806344' "$work/perft-deb.txt" || fail "installed perft is not 806344"
# Xvfb and xauth are the test's display, installed after the check above.
in_root apt-get install -y -q --no-install-recommends xvfb xauth >>"$work/apt.log" 2>&1 || fail "xvfb in the root"
run_game() { # run_game WORKDIR PROGRAM PNG: the game's screenshot after 3 frames, under Xvfb
    in_root sh -c "mkdir -p /tmp/home && cd '$1' && HOME=/tmp/home xvfb-run -a -s '-screen 0 1024x768x24' \
        '$2' --scene copenhagen --size 640x480 --screenshot '$3' --frames 3" >"$work/game.log" 2>&1 || {
        cat "$work/game.log" >&2
        fail "$2 (from $1) failed"
    }
    if grep '^taflbord:' "$work/game.log"; then fail "$2 (from $1) reported problems"; fi
    python3 "$root/packaging/linux/png_not_blank.py" "$chroot_dir$3" || fail "$2 drew a blank picture"
}
run_game / /usr/games/taflbord /tmp/deb.png

step "the .tar.gz in a random folder, from any working directory"
# The .deb's data moved away, so that only the data beside the unpacked programs can be found.
"${as_root[@]}" mv "$chroot_dir/usr/share/taflbord" "$chroot_dir/usr/share/taflbord.away"
unpacked=$(in_root mktemp -d /tmp/unpacked.XXXXXX)
"${as_root[@]}" tar -xzf "$tgz" -C "$chroot_dir$unpacked"
top="$unpacked/$(basename "$tgz" .tar.gz)"
n=0
for cwd in / /tmp "$top/bin" "$top/share/taflbord"; do
    n=$((n + 1))
    in_root sh -c "cd '$cwd' && '$top/bin/taflbord-cli' perft --variant copenhagen --depth 3" >"$work/perft-tgz.txt"
    grep -qx 'perft 3 806344' "$work/perft-tgz.txt" || fail "taflbord-cli of the .tar.gz (from $cwd): no perft 806344"
    run_game "$cwd" "$top/bin/taflbord" "/tmp/tgz-$n.png"
done
# Started through PATH and by a relative path too.
in_root sh -c "PATH='$top/bin':\$PATH && cd / && taflbord-cli perft --variant copenhagen --depth 3" >"$work/perft-tgz.txt"
grep -qx 'perft 3 806344' "$work/perft-tgz.txt" || fail "taflbord-cli of the .tar.gz through PATH"
in_root sh -c "cd '$top' && ./bin/taflbord-cli perft --variant copenhagen --depth 3" >"$work/perft-tgz.txt"
grep -qx 'perft 3 806344' "$work/perft-tgz.txt" || fail "taflbord-cli of the .tar.gz by a relative path"
echo "the unpacked programs found their data from $n working directories, through PATH and by a relative path"

step "summary"
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes ($(du -h "$deb" | cut -f1))"
echo "$(basename "$tgz"): $(stat -c %s "$tgz") bytes ($(du -h "$tgz" | cut -f1))"
echo "cpack: ${cpack_seconds} s; this script: $((SECONDS - started)) s"
echo "lintian: $(grep -cE '^[EWIPX]: ' "$work/lintian.txt" || true) lines, $(grep -cE '^[EW]: ' "$work/lintian.txt" || true) errors or warnings (build/linux-packages/lintian.txt)"
