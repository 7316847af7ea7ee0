# packages.sh: the one list of system packages the build needs, and the install step that
# play.sh and test.sh share. Source it from bash, then call `taflbord_ensure_packages`.
#
# Set TAFLBORD_SKIP_INSTALL=1 to skip the check entirely (for example on a machine where the
# tools come from somewhere other than the system package manager).
# shellcheck shell=bash

# [SECTION] The package list (Debian / Ubuntu names). Add new dependencies here only.
TAFLBORD_APT_PACKAGES=(
    build-essential      # C++20 compiler (g++) and make
    cmake                # CMake >= 3.25 (presets version 6)
    ninja-build          # the generator of CMakePresets.json
    pkg-config
    libgtest-dev         # GoogleTest for tests/
    gettext              # msgfmt, xgettext, msgmerge: the translations (localization/)
    clang                # the fuzz preset (libFuzzer)
    libclang-rt-14-dev   # libFuzzer and sanitizer runtimes for clang 14
    libsdl2-dev          # the game: window, input, OpenGL context
    libsdl2-image-dev    # PNG textures and screenshots
    libsdl2-ttf-dev      # lettering on the board
    libimgui-dev         # Dear ImGui with its SDL2 and OpenGL3 backends
    libmd4c-dev          # Markdown reader for the rulebooks
    libepoxy-dev         # the OpenGL function loader
    libglm-dev           # vector and matrix maths
    libgl1-mesa-dri      # Mesa's OpenGL drivers (software llvmpipe where there is no GPU)
    xvfb                 # a virtual display for the game's input and idle tests
    xauth                # needed by xvfb-run
    xdotool              # clicks in the input smoke test
)

# [SECTION] Helpers.

# True when /etc/os-release names Debian or a derivative (Ubuntu, Mint, ...).
taflbord_is_debian_like() {
    [[ -r /etc/os-release ]] || return 1
    local id id_like
    id="$(. /etc/os-release && printf '%s' "${ID:-}")"
    id_like="$(. /etc/os-release && printf '%s' "${ID_LIKE:-}")"
    [[ " ${id} ${id_like} " == *" debian "* || " ${id} ${id_like} " == *" ubuntu "* ]]
}

# Prints the packages named (TAFLBORD_APT_PACKAGES when none are) that are not installed, one per
# line.
taflbord_missing_packages() {
    local pkg status
    local -a wanted=("$@")
    ((${#wanted[@]})) || wanted=("${TAFLBORD_APT_PACKAGES[@]}")
    for pkg in "${wanted[@]}"; do
        status="$(dpkg-query -W -f='${Status}' "${pkg}" 2>/dev/null || true)"
        if [[ "${status}" != "install ok installed" ]]; then
            printf '%s\n' "${pkg}"
        fi
    done
}

taflbord_print_other_system_help() {
    cat >&2 <<'EOF'
taflbord: this is not a Debian or Ubuntu system, so nothing is installed automatically.
  You need: CMake >= 3.25, Ninja, pkg-config, a C++20 compiler (GCC >= 11 or Clang >= 14),
  GoogleTest, GNU gettext, and for the game SDL2, SDL2_image, SDL2_ttf, Dear ImGui (with its SDL2
  and OpenGL3 backends), libepoxy, GLM and an OpenGL 3.3 driver; Xvfb and xdotool for the game's
  input tests; clang with libFuzzer only for the fuzz preset.
  With vcpkg, the manifest vcpkg.json at the root of the project lists the libraries:
    cmake --preset release -DCMAKE_TOOLCHAIN_FILE=<vcpkg>/scripts/buildsystems/vcpkg.cmake
  Trying to build with what is installed...
EOF
}

# [SECTION] The install step.

# Installs the missing packages of TAFLBORD_APT_PACKAGES with apt-get (through sudo when not
# root). Runs `apt-get update` only when something is missing. On other systems prints what to
# install and returns 0 so the caller still tries to build.
taflbord_ensure_packages() {
    if [[ "${TAFLBORD_SKIP_INSTALL:-0}" == "1" ]]; then
        return 0
    fi
    if ! taflbord_is_debian_like || ! command -v dpkg-query >/dev/null 2>&1; then
        taflbord_print_other_system_help
        return 0
    fi
    taflbord_install_packages "${TAFLBORD_APT_PACKAGES[@]}"
}

# Installs those of the named Debian packages that are missing, with apt-get (through sudo when
# not root). The packaging scripts call it for their own tools.
taflbord_install_packages() {
    local -a missing
    mapfile -t missing < <(taflbord_missing_packages "$@")
    if ((${#missing[@]} == 0)); then
        return 0
    fi

    local -a as_root=()
    if ((EUID != 0)); then
        if command -v sudo >/dev/null 2>&1; then
            as_root=(sudo)
        else
            echo "taflbord: these packages are missing: ${missing[*]}" >&2
            echo "taflbord: installing them needs root, and sudo is not available. As root, run:" >&2
            echo "    apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
            echo "taflbord: or set TAFLBORD_SKIP_INSTALL=1 to try building with what is installed." >&2
            return 1
        fi
    fi

    echo "taflbord: installing missing packages: ${missing[*]}"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}"
}

# The number of parallel build jobs: every processor.
taflbord_jobs() {
    nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2
}
