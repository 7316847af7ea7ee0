# mingw-w64-x86_64.cmake: CMake toolchain for 64-bit Windows programs built on Debian with
# mingw-w64's posix thread model (std::thread and std::mutex through winpthreads). The libraries
# come from the prefix that packaging/windows/build.sh builds (build/windows/prefix, or
# TAFLBORD_WINDOWS_PREFIX), found through their CMake packages or through pkg-config; nothing is
# taken from the build machine's own /usr.
#
#   cmake -G Ninja -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64-x86_64.cmake ...
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_taflbord_triplet x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_taflbord_triplet}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_taflbord_triplet}-g++-posix)
set(CMAKE_RC_COMPILER ${_taflbord_triplet}-windres)
set(CMAKE_AR ${_taflbord_triplet}-gcc-ar-posix CACHE FILEPATH "")
set(CMAKE_RANLIB ${_taflbord_triplet}-gcc-ranlib-posix CACHE FILEPATH "")

if(DEFINED ENV{TAFLBORD_WINDOWS_PREFIX})
  set(TAFLBORD_WINDOWS_PREFIX "$ENV{TAFLBORD_WINDOWS_PREFIX}")
else()
  get_filename_component(TAFLBORD_WINDOWS_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../../build/windows/prefix" ABSOLUTE)
endif()
# try_compile projects read this file again, without the environment of the first run.
set(ENV{TAFLBORD_WINDOWS_PREFIX} "${TAFLBORD_WINDOWS_PREFIX}")

# Headers, libraries and CMake packages only from mingw-w64 and the prefix; programs (pkg-config,
# msgfmt, python3) from the build machine.
set(CMAKE_FIND_ROOT_PATH "/usr/${_taflbord_triplet}" "${TAFLBORD_WINDOWS_PREFIX}")
set(CMAKE_PREFIX_PATH "${TAFLBORD_WINDOWS_PREFIX}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config reads the prefix's .pc files only, and with --static: every library is a static
# archive, so the libraries they need themselves (Libs.private) are linked too.
set(ENV{PKG_CONFIG_LIBDIR} "${TAFLBORD_WINDOWS_PREFIX}/lib/pkgconfig:${TAFLBORD_WINDOWS_PREFIX}/share/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")
set(PKG_CONFIG_ARGN "--static" CACHE STRING "Arguments of every pkg-config call")

# The programs carry libgcc, libstdc++ and winpthreads inside them (-static), so they need no
# DLL of mingw-w64: only Windows' own (kernel32, user32, opengl32, ...).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")

# GoogleTest lists a test program's tests when ctest runs (under Wine), not right after linking,
# where a Windows program cannot run.
set(CMAKE_GTEST_DISCOVER_TESTS_DISCOVERY_MODE PRE_TEST)
