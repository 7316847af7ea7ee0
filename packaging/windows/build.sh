#!/usr/bin/env bash
# build.sh: the Windows build, cross-compiled on Debian with mingw-w64 (x86_64, posix threads).
#
#   packaging/windows/build.sh      (as root, or a user who may use sudo: it installs packages)
#
# 1. Installs the tools (mingw-w64, CMake, Ninja, meson, pkg-config, dpkg-dev, nsis) and adds a
#    deb-src entry for Debian bookworm main, so that `apt-get source` works.
# 2. Builds every library of the game for Windows from Debian's own source packages into the
#    prefix build/windows/prefix, as static libraries: zlib, libpng, FreeType, SDL2, SDL2_image,
#    SDL2_ttf, libepoxy, GLM, md4c, Dear ImGui (with its SDL2 and OpenGL3 backends) and
#    GoogleTest. Each library is kept with the source version it was built from and a checksum
#    of its build function (build/windows/prefix/.built/<package>); a second run builds only
#    what changed. Sources are unpacked once into build/windows/src.
# 3. Cross-builds the project with packaging/windows/mingw-w64-x86_64.cmake into
#    build/windows/game: taflbord.exe, taflbord-cli.exe and engine_tests.exe, linked statically
#    (libgcc, libstdc++ and winpthreads inside), so they need no DLL besides Windows' own.
# 4. Installs it into build/windows/install (bin\ and share\taflbord\ side by side, as on Linux)
#    and makes the NSIS installer build/windows/taflbord-<version>-setup.exe.
#
# packaging/windows/test.sh tries the result under Wine. The README's "Packages" section says how
# long each part takes.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/packaging/windows"
work="$root/build/windows"
src="$work/src"
deps_build="$work/deps"
prefix="$work/prefix"
stamps="$prefix/.built"
game_build="$work/game"
install_dir="$work/install"
toolchain="$here/mingw-w64-x86_64.cmake"
suite="bookworm"
jobs="${TAFLBORD_JOBS:-2}"
started=$SECONDS

step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "packaging/windows/build.sh: $*" >&2
    exit 1
}

as_root=()
if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || fail "installing the tools needs root, and sudo is not available"
    as_root=(sudo)
fi

# The heavy steps yield to other work on the machine.
quiet() { nice -n 10 "$@"; }

# [SECTION] Tools and Debian's sources.
step "tools"
tools=(mingw-w64 g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix cmake ninja-build meson pkg-config
    dpkg-dev gettext nsis python3)
# shellcheck source=../../.ci/packages.sh
source "$root/.ci/packages.sh"
taflbord_install_packages "${tools[@]}"

# The source packages of bookworm main, in a file of their own beside Debian's debian.sources.
sources_file=/etc/apt/sources.list.d/taflbord-deb-src.sources
if [[ ! -f "$sources_file" ]]; then
    echo "adding $sources_file (deb-src for $suite main)"
    "${as_root[@]}" tee "$sources_file" >/dev/null <<EOF
# Source packages, for packaging/windows/build.sh of Taflbord (apt-get source).
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
fi
# A new entry, or lists that predate it: the source lists are fetched once.
if ! apt-cache showsrc zlib >/dev/null 2>&1; then
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
fi

mkdir -p "$src" "$deps_build" "$prefix" "$stamps"
export PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig:$prefix/share/pkgconfig"
export PKG_CONFIG_PATH=""
export TAFLBORD_WINDOWS_PREFIX="$prefix"

# [SECTION] Helpers for the libraries.

# The newest version of a source package that apt knows.
source_version() {
    local best="" v
    while read -r v; do
        if [[ -z "$best" ]] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
    done < <(apt-cache showsrc --only-source "$1" | sed -n 's/^Version: //p')
    [[ -n "$best" ]] || fail "apt knows no source package $1 (is the deb-src entry there?)"
    printf '%s\n' "$best"
}

# When the mirror has the source package's .dsc and upstream tarball but not Debian's part
# (debian.tar.*), unpacks the upstream tarball alone, checked against the .dsc's SHA-256: the same
# source, without Debian's packaging and patches. Fails on any other missing or differing file.
unpack_upstream_only() { # unpack_upstream_only PACKAGE FOLDER
    local pkg=$1 dir=$2 dsc sum file orig=""
    dsc=$(find "$dir" -maxdepth 1 -name '*.dsc' | head -1)
    [[ -n "$dsc" ]] || return 1
    while read -r sum _ file; do
        if [[ "$file" == *.debian.tar.* ]]; then
            [[ -f "$dir/$file" ]] && return 1 # it came, so something else failed
            continue
        fi
        [[ -f "$dir/$file" ]] || return 1
        [[ "$(sha256sum "$dir/$file" | cut -d' ' -f1)" == "$sum" ]] || return 1
        [[ "$file" == *.orig.tar.* ]] && orig=$file
    done < <(sed -n '/^Checksums-Sha256:/,/^[^ ]/s/^ \([0-9a-f]\{64\}\) \([0-9]*\) \(.*\)$/\1 \2 \3/p' "$dsc")
    [[ -n "$orig" ]] || return 1
    echo " (the mirror lacks $pkg's debian.tar: building its upstream tarball $orig, SHA-256 as in the .dsc)" >&2
    mkdir -p "$dir/upstream"
    tar -xf "$dir/$orig" -C "$dir/upstream"
}

# Unpacks source package $1 at version $2 (Debian's patches applied) and prints its folder.
fetch_source() {
    # The epoch's colon stays out of the folder's name: some tools read it as a separator.
    local pkg=$1 version=$2 dir="$src/$1-${2//:/_}"
    if [[ ! -f "$dir/.unpacked" ]]; then
        rm -rf "$dir" && mkdir -p "$dir"
        if ! (cd "$dir" && apt-get source -q "$pkg=$version" >"$dir/apt-source.log" 2>&1); then
            unpack_upstream_only "$pkg" "$dir" || {
                tail -20 "$dir/apt-source.log" >&2
                fail "apt-get source $pkg=$version failed"
            }
        fi
        touch "$dir/.unpacked"
    fi
    local tree
    if [[ -d "$dir/upstream" ]]; then
        tree=$(find "$dir/upstream" -mindepth 1 -maxdepth 1 -type d | head -1)
    else
        tree=$(find "$dir" -mindepth 1 -maxdepth 1 -type d | head -1)
    fi
    [[ -n "$tree" ]] || fail "apt-get source $pkg unpacked nothing"
    printf '%s\n' "$tree"
}

# Configures, builds and installs a CMake project into the prefix: cmake_dep NAME SOURCE [OPTIONS]
cmake_dep() {
    local name=$1 source=$2
    shift 2
    local b="$deps_build/$name"
    rm -rf "$b"
    if ! {
        quiet cmake -S "$source" -B "$b" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
            -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF "$@" >"$b.log" 2>&1 &&
            quiet cmake --build "$b" --parallel "$jobs" >>"$b.log" 2>&1 &&
            cmake --install "$b" >>"$b.log" 2>&1
    }; then
        tail -40 "$b.log" >&2
        fail "$name: the build failed (log: $b.log)"
    fi
}

# Builds the library of source package $1 with the function build_$2 unless the prefix already
# holds it built from the current source version by the same function (its text's checksum).
dep() {
    local pkg=$1 fn=$2 version key t0=$SECONDS
    version=$(source_version "$pkg")
    key="$version $(declare -f "build_$fn" | sha256sum | cut -c1-16)"
    if [[ "$(cat "$stamps/$pkg" 2>/dev/null || true)" == "$key" ]]; then
        printf '%-16s %-24s already built\n' "$pkg" "$version"
        return
    fi
    printf '%-16s %-24s building...' "$pkg" "$version"
    local tree
    tree=$(fetch_source "$pkg" "$version")
    "build_$fn" "$tree"
    printf '%s\n' "$key" >"$stamps/$pkg"
    printf ' %d s\n' $((SECONDS - t0))
}

# [SECTION] One function a library. Static libraries only; no programs, tests or documentation.

build_zlib() {
    # Debian's zlib source leaves out win32/, whose resource file zlib's CMake wants for the DLL:
    # only the static target is built, and installed by hand under the name everyone links (-lz).
    local b="$deps_build/zlib"
    rm -rf "$b"
    if ! {
        quiet cmake -S "$1" -B "$b" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
            -DCMAKE_INSTALL_PREFIX="$prefix" >"$b.log" 2>&1 &&
            quiet cmake --build "$b" --target zlibstatic --parallel "$jobs" >>"$b.log" 2>&1
    }; then
        tail -40 "$b.log" >&2
        fail "zlib: the build failed (log: $b.log)"
    fi
    mkdir -p "$prefix/include" "$prefix/lib/pkgconfig"
    cp "$1/zlib.h" "$b/zconf.h" "$prefix/include/"
    cp "$b/libzlibstatic.a" "$prefix/lib/libz.a"
    cp "$b/zlib.pc" "$prefix/lib/pkgconfig/zlib.pc"
}

build_libpng() {
    cmake_dep libpng "$1" -DPNG_SHARED=OFF -DPNG_STATIC=ON -DPNG_TESTS=OFF -DPNG_EXECUTABLES=OFF \
        -DZLIB_LIBRARY="$prefix/lib/libz.a" -DZLIB_INCLUDE_DIR="$prefix/include"
}

build_freetype() {
    # Outlines only: no HarfBuzz (SDL2_ttf shapes nothing the game needs), no Brotli or bzip2
    # (WOFF2 and .bz2 fonts), no PNG (colour emoji).
    cmake_dep freetype "$1" -DFT_REQUIRE_ZLIB=ON -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON \
        -DFT_DISABLE_BROTLI=ON -DFT_DISABLE_BZIP2=ON \
        -DZLIB_LIBRARY="$prefix/lib/libz.a" -DZLIB_INCLUDE_DIR="$prefix/include"
}

build_sdl2() {
    cmake_dep sdl2 "$1" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_TESTS=OFF
}

# SDL2_image and SDL2_ttf write their pkg-config file only for a shared library: this writes it
# for the static one from the package's own template, with what the archive needs linked after
# it (Requires.private). sdl_pc_file NAME SOURCE REQUIRES_PRIVATE
sdl_pc_file() {
    local name=$1 source=$2 requires=$3 version sdl_version
    version=$(sed -n 's/^set(\(MAJOR\|MINOR\|MICRO\)_VERSION \([0-9]*\))$/\2/p' "$source/CMakeLists.txt" | paste -sd.)
    sdl_version=$(sed -n 's/^set(SDL_REQUIRED_VERSION \([0-9.]*\))$/\1/p' "$source/CMakeLists.txt")
    [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ && -n "$sdl_version" ]] || fail "$name: no version in its CMakeLists.txt"
    sed -e "s|@prefix@|$prefix|; s|@exec_prefix@|\${prefix}|; s|@libdir@|\${exec_prefix}/lib|" \
        -e "s|@includedir@|\${prefix}/include|; s|@PACKAGE@|$name|; s|@VERSION@|$version|" \
        -e "s|@SDL_VERSION@|$sdl_version|; s|@PC_REQUIRES@|$requires|; s|@PC_LIBS@||" \
        "$source/$name.pc.in" >"$prefix/lib/pkgconfig/$name.pc"
}

build_sdl2_image() {
    # PNG through libpng, as Debian builds it (the game's pictures and screenshots). No JPEG: that
    # would need libjpeg, and only the documentation's screenshots (docs/screenshots/make.sh) are
    # JPEG files; `taflbord --screenshot x.jpg` says that it cannot write one.
    cmake_dep sdl2_image "$1" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
        -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_BACKEND_WIC=OFF \
        -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
        -DSDL2IMAGE_WEBP=OFF
    sdl_pc_file SDL2_image "$1" libpng
}

build_sdl2_ttf() {
    cmake_dep sdl2_ttf "$1" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_HARFBUZZ=OFF
    sdl_pc_file SDL2_ttf "$1" freetype2
}

build_epoxy() {
    local b="$deps_build/epoxy"
    rm -rf "$b"
    # WGL only: no EGL or GLX on Windows.
    if ! {
        quiet meson setup "$b" "$1" --cross-file "$here/meson-cross-x86_64.ini" --prefix "$prefix" \
            --libdir lib --buildtype release -Ddefault_library=static -Degl=no -Dglx=no -Dx11=false \
            -Dtests=false -Ddocs=false >"$b.log" 2>&1 &&
            quiet meson compile -C "$b" -j "$jobs" >>"$b.log" 2>&1 &&
            meson install -C "$b" >>"$b.log" 2>&1
    }; then
        tail -40 "$b.log" >&2
        fail "libepoxy: the build failed (log: $b.log)"
    fi
}

build_glm() {
    # Header-only; installed with the pkg-config file Debian's libglm-dev has.
    rm -rf "$prefix/include/glm"
    cp -r "$1/glm" "$prefix/include/glm"
    find "$prefix/include/glm" -name 'CMakeLists.txt' -delete
    local version
    version=$(sed -n 's/^glm (\([0-9.]*\).*/\1/p;q' "$1/debian/changelog")
    mkdir -p "$prefix/share/pkgconfig"
    cat >"$prefix/share/pkgconfig/glm.pc" <<EOF
prefix=$prefix
includedir=\${prefix}/include

Name: GLM
Description: OpenGL Mathematics
URL: https://glm.g-truc.net
Version: $version
Cflags: -I\${includedir}
EOF
}

build_md4c() {
    cmake_dep md4c "$1"
}

build_imgui() {
    # Debian's imgui has no build of its own upstream; packaging/windows/imgui/CMakeLists.txt
    # builds the core, imgui_stdlib and the SDL2 and OpenGL3 backends, laid out as libimgui-dev.
    cmake_dep imgui "$here/imgui" -DIMGUI_SOURCE_DIR="$1"
}

build_googletest() {
    cmake_dep googletest "$1" -DBUILD_GMOCK=ON -DINSTALL_GTEST=ON
}

# [SECTION] The libraries, in the order they need each other.
step "libraries (from Debian's source packages) into ${prefix#"$root"/}"
deps_started=$SECONDS
dep zlib zlib
dep libpng1.6 libpng
dep freetype freetype
dep libsdl2 sdl2
dep libsdl2-image sdl2_image
dep libsdl2-ttf sdl2_ttf
dep libepoxy epoxy
dep glm glm
dep md4c md4c
dep imgui imgui
dep googletest googletest
deps_seconds=$((SECONDS - deps_started))
echo "libraries: ${deps_seconds} s"

# [SECTION] The game, its command-line tool and the engine's tests.
step "taflbord for Windows into ${game_build#"$root"/}"
game_started=$SECONDS
# The libraries through their pkg-config modules, as with Debian's -dev packages: the CMake
# packages of a static SDL2_image and SDL2_ttf name their targets <name>-static, which
# cmake/game_dependencies.cmake does not look for, and SDL2's leaves out SDL2main.
pkg_config_only=()
for package in SDL2 SDL2_image SDL2_ttf glm imgui; do
    pkg_config_only+=("-DCMAKE_DISABLE_FIND_PACKAGE_$package=ON")
done
quiet cmake -S "$root" -B "$game_build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
    -DTAFLBORD_TESTS=ON -DTAFLBORD_WERROR=ON "${pkg_config_only[@]}" >"$work/game-configure.log" 2>&1 || {
    tail -40 "$work/game-configure.log" >&2
    fail "configuring the game failed (log: build/windows/game-configure.log)"
}
# The programs and the engine's tests; the game's other tests drive it on Linux (./test.sh).
quiet cmake --build "$game_build" --parallel "$jobs" \
    --target taflbord taflbord-cli engine_tests taflbord_package_docs taflbord_windows_icon
game_seconds=$((SECONDS - game_started))

step "install tree ${install_dir#"$root"/} and installer"
rm -rf "$install_dir"
cmake --install "$game_build" --prefix "$install_dir" --component runtime --strip >"$work/install.log"
nsi="$game_build/packaging/windows/taflbord.nsi"
version=$(sed -n 's/^!define APP_VERSION "\(.*\)"$/\1/p' "$nsi")
[[ -n "$version" ]] || fail "no version in $nsi"
setup="$work/taflbord-$version-setup.exe"
rm -f "$setup"
nsis_started=$SECONDS
makensis -V2 -INPUTCHARSET UTF8 -DINSTALL_TREE="$install_dir" -DICON="$game_build/packaging/windows/taflbord.ico" \
    -DOUTFILE="$setup" "$nsi"
nsis_seconds=$((SECONDS - nsis_started))

step "summary"
for exe in taflbord taflbord-cli; do
    printf '%-22s %9d bytes\n' "$exe.exe" "$(stat -c %s "$install_dir/bin/$exe.exe")"
done
printf '%-22s %9d bytes\n' "engine_tests.exe" "$(stat -c %s "$game_build/tests/engine_tests.exe")"
echo "install tree: $(du -sh "$install_dir" | cut -f1) in ${install_dir#"$root"/}"
echo "installer:    ${setup#"$root"/}, $(stat -c %s "$setup") bytes ($(du -h "$setup" | cut -f1))"
echo "times: libraries ${deps_seconds} s, game ${game_seconds} s, installer ${nsis_seconds} s; build.sh $((SECONDS - started)) s"
