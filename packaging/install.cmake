# install.cmake: install rules and CPack packages (TGZ and DEB). Included from the top-level
# CMakeLists.txt after every target is defined; `cmake --install` / `cpack` in a build folder.
#
# The layout is fixed on purpose: the tools find their data at ../share/taflbord/assets relative
# to their own folder, so the install keeps bin/ (games/ under /usr) and share/ side by side under
# the prefix. packaging/linux/test.sh builds both packages and checks them (README, "Packages").

set(TAFLBORD_INSTALL_ASSETSDIR "share/taflbord/assets")
set(TAFLBORD_INSTALL_DOCDIR "share/doc/taflbord")

# [SECTION] What the packages say about the project. The version is PROJECT_VERSION and its date
# TAFLBORD_RELEASE_DATE (top-level CMakeLists.txt); everything below is generated from them.
set(TAFLBORD_APP_ID "io.github.taflbord.Taflbord")
set(TAFLBORD_HOMEPAGE "https://github.com/taflbord/taflbord" CACHE STRING "The project's web page, for the packages")
set(TAFLBORD_MAINTAINER "Taflborð developers <taflbord@users.noreply.github.com>"
    CACHE STRING "Name <address> of the packages' maintainer")
# The README's screenshots (docs/screenshots) as published with the version's tag.
set(TAFLBORD_SCREENSHOTS_URL "https://raw.githubusercontent.com/taflbord/taflbord/v${PROJECT_VERSION}/docs/screenshots"
    CACHE STRING "Web folder of docs/screenshots for the AppStream file")
mark_as_advanced(TAFLBORD_HOMEPAGE TAFLBORD_MAINTAINER TAFLBORD_SCREENSHOTS_URL)

# TAFLBORD_RELEASE_DATE (YYYY-MM-DD) as the Debian changelog writes dates (RFC 2822), at noon UTC:
# days since 1970 by Howard Hinnant's days_from_civil, then string(TIMESTAMP) through
# SOURCE_DATE_EPOCH.
if(NOT TAFLBORD_RELEASE_DATE MATCHES "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$")
  message(FATAL_ERROR "TAFLBORD_RELEASE_DATE '${TAFLBORD_RELEASE_DATE}' is not YYYY-MM-DD")
endif()
math(EXPR _y "${CMAKE_MATCH_1}")
math(EXPR _m "1${CMAKE_MATCH_2} - 100")
math(EXPR _d "1${CMAKE_MATCH_3} - 100")
if(_m LESS_EQUAL 2)
  math(EXPR _y "${_y} - 1")
endif()
math(EXPR _era "${_y} / 400")
math(EXPR _yoe "${_y} - ${_era} * 400")
math(EXPR _doy "(153 * ((${_m} + 9) % 12) + 2) / 5 + ${_d} - 1")
math(EXPR _epoch "((${_era} * 146097 + ${_yoe} * 365 + ${_yoe} / 4 - ${_yoe} / 100 + ${_doy}) - 719468) * 86400 + 43200")
set(_saved_epoch "$ENV{SOURCE_DATE_EPOCH}")
set(ENV{SOURCE_DATE_EPOCH} "${_epoch}")
string(TIMESTAMP TAFLBORD_RELEASE_DATE_RFC2822 "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(ENV{SOURCE_DATE_EPOCH} "${_saved_epoch}")
foreach(_v IN ITEMS _y _m _d _era _yoe _doy _epoch _saved_epoch)
  unset(${_v})
endforeach()

# [SECTION] Programs. Each only when it is part of this build. Under the prefix /usr (the .deb) they
# go to /usr/games, as Debian's policy wants for games; under any other prefix (the .tar.gz,
# `cmake --install --prefix DIR`) to bin/. The folder is chosen when installing, so one build
# makes both packages. They are linked with immediate binding (-z now), as Debian hardens.
install(CODE [[
  if(CMAKE_INSTALL_PREFIX STREQUAL "/usr")
    set(TAFLBORD_INSTALL_BINDIR "games")
  else()
    set(TAFLBORD_INSTALL_BINDIR "bin")
  endif()
]] COMPONENT runtime)
foreach(program IN ITEMS taflbord-cli taflbord)
  if(TARGET ${program})
    install(TARGETS ${program} RUNTIME DESTINATION "\${TAFLBORD_INSTALL_BINDIR}" COMPONENT runtime)
    if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
      target_link_options(${program} PRIVATE "LINKER:-z,relro,-z,now")
    endif()
  endif()
endforeach()

# [SECTION] Data: variant presets and, later, the game's other assets.
if(DEFINED TAFLBORD_SOURCE_ASSETS)
  set(_taflbord_assets_src "${TAFLBORD_SOURCE_ASSETS}")
else()
  set(_taflbord_assets_src "${CMAKE_CURRENT_LIST_DIR}/../assets")
endif()
if(IS_DIRECTORY "${_taflbord_assets_src}")
  install(DIRECTORY "${_taflbord_assets_src}/" DESTINATION ${TAFLBORD_INSTALL_ASSETSDIR} COMPONENT runtime)
endif()
unset(_taflbord_assets_src)

# The game's shaders and compiled translations, beside the assets (share/taflbord/shaders and
# share/taflbord/locale), where the game looks for them.
if(TARGET taflbord)
  install(DIRECTORY "${CMAKE_CURRENT_LIST_DIR}/../shaders/" DESTINATION "share/taflbord/shaders" COMPONENT runtime)
  get_target_property(_taflbord_locale_dir taflbord_translations LOCALE_DIR)
  install(DIRECTORY "${_taflbord_locale_dir}/" DESTINATION "share/taflbord/locale" COMPONENT runtime
          FILES_MATCHING PATTERN "*.mo")
  unset(_taflbord_locale_dir)
endif()
# The desktop entry, its AppStream description and the icon where desktops look for them (Linux
# and the like; the Windows installer makes its own shortcuts and icon: windows/windows.cmake).
if(TARGET taflbord AND NOT WIN32)
  install(FILES "${CMAKE_CURRENT_LIST_DIR}/${TAFLBORD_APP_ID}.desktop" DESTINATION "share/applications"
          COMPONENT runtime)
  configure_file("${CMAKE_CURRENT_LIST_DIR}/${TAFLBORD_APP_ID}.metainfo.xml.in"
                 "${CMAKE_BINARY_DIR}/packaging/${TAFLBORD_APP_ID}.metainfo.xml" @ONLY)
  install(FILES "${CMAKE_BINARY_DIR}/packaging/${TAFLBORD_APP_ID}.metainfo.xml" DESTINATION "share/metainfo"
          COMPONENT runtime)
  foreach(size IN ITEMS 16 24 32 48 64 128 256)
    install(FILES "${CMAKE_CURRENT_LIST_DIR}/../assets/icons/taflbord-${size}.png"
            DESTINATION "share/icons/hicolor/${size}x${size}/apps" RENAME "taflbord.png" COMPONENT runtime)
  endforeach()
  install(FILES "${CMAKE_CURRENT_LIST_DIR}/../assets/icons/taflbord.svg" DESTINATION "share/icons/hicolor/scalable/apps"
          COMPONENT runtime)
endif()

# [SECTION] Manual pages, changelog and copyright. The manual pages and the changelog carry the
# version (configure_file); Debian wants them compressed with gzip -9n.
set(_taflbord_pkg_dir "${CMAKE_BINARY_DIR}/packaging")
set(_taflbord_man_pages taflbord-cli.6)
if(TARGET taflbord)
  list(APPEND _taflbord_man_pages taflbord.6)
endif()
configure_file("${CMAKE_CURRENT_LIST_DIR}/linux/changelog.in" "${_taflbord_pkg_dir}/changelog" @ONLY)
set(_taflbord_gzipped)
foreach(page IN LISTS _taflbord_man_pages)
  configure_file("${CMAKE_CURRENT_LIST_DIR}/${page}" "${_taflbord_pkg_dir}/${page}" @ONLY)
endforeach()

# The copyright file in Debian's machine-readable format: the project's files, then the fonts
# with the SIL Open Font License as their Debian packages state it (assets/fonts/LICENSE-*.txt).
file(READ "${CMAKE_CURRENT_LIST_DIR}/../assets/fonts/LICENSE-Blankenburg.txt" _taflbord_ofl)
string(FIND "${_taflbord_ofl}" "License: OFL-1.1\n" _begin)
string(FIND "${_taflbord_ofl}" "\n\nFiles: debian/" _end)
if(_begin LESS 0 OR _end LESS _begin)
  message(FATAL_ERROR "assets/fonts/LICENSE-Blankenburg.txt: the OFL-1.1 paragraph was not found")
endif()
math(EXPR _length "${_end} - ${_begin}")
string(SUBSTRING "${_taflbord_ofl}" ${_begin} ${_length} TAFLBORD_OFL_PARAGRAPH)
configure_file("${CMAKE_CURRENT_LIST_DIR}/linux/copyright.in" "${_taflbord_pkg_dir}/copyright" @ONLY)
unset(_taflbord_ofl)
unset(_begin)
unset(_end)
unset(_length)

find_program(TAFLBORD_GZIP gzip)
mark_as_advanced(TAFLBORD_GZIP)
set(_taflbord_doc_files "${_taflbord_pkg_dir}/changelog")
if(TAFLBORD_GZIP)
  foreach(file IN LISTS _taflbord_man_pages ITEMS changelog)
    add_custom_command(OUTPUT "${_taflbord_pkg_dir}/${file}.gz"
                       COMMAND "${TAFLBORD_GZIP}" -9 -n -k -f "${_taflbord_pkg_dir}/${file}"
                       DEPENDS "${_taflbord_pkg_dir}/${file}" VERBATIM)
    list(APPEND _taflbord_gzipped "${_taflbord_pkg_dir}/${file}.gz")
  endforeach()
  add_custom_target(taflbord_package_docs ALL DEPENDS ${_taflbord_gzipped})
  set(_taflbord_doc_files "${_taflbord_pkg_dir}/changelog.gz")
  list(TRANSFORM _taflbord_man_pages APPEND ".gz")
endif()
list(TRANSFORM _taflbord_man_pages PREPEND "${_taflbord_pkg_dir}/")
if(NOT WIN32)
  install(FILES ${_taflbord_man_pages} DESTINATION "share/man/man6" COMPONENT runtime)
endif()
install(FILES ${_taflbord_doc_files} "${_taflbord_pkg_dir}/copyright" DESTINATION ${TAFLBORD_INSTALL_DOCDIR}
        COMPONENT runtime)
unset(_taflbord_pkg_dir)
unset(_taflbord_man_pages)
unset(_taflbord_gzipped)
unset(_taflbord_doc_files)

# [SECTION] Packages.
set(CPACK_PACKAGE_NAME "taflbord")
set(CPACK_PACKAGE_VENDOR "Taflborð developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${TAFLBORD_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tafl board games (Hnefatafl, Tablut, Brandubh...), every rule a toggle")
# Lines of at most 80 characters: the .deb's extended description keeps them as they are. No
# semicolons: CMake would read them as list separators and drop them.
set(CPACK_PACKAGE_DESCRIPTION
    "Taflborð plays the tafl family of board games: two unequal sides on a square\n"
    "board, the attackers besieging a king whom the defenders try to bring to\n"
    "safety. Its presets are Hnefatafl, Königszabel, Tablut, Brandubh, Ard Rí,\n"
    "Tawlbwrdd, and York, Copenhagen and Fetlar Hnefatafl. Every rule of every\n"
    "game is a toggle, and each game is a data file.\n"
    "\n"
    "It has a campaign of 32 battles, local games for two players with house rules,\n"
    "AI opponents at six levels, and illustrated rulebooks in English, German,\n"
    "Italian and French. taflbord-cli plays, checks and analyses the games from the\n"
    "command line and speaks the OpenTafl Engine Protocol.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY "taflbord")
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/\\\\.cache/")
set(CPACK_STRIP_FILES ON)
# Folders rwxr-xr-x whatever the umask of the one who builds the packages.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${TAFLBORD_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${TAFLBORD_HOMEPAGE}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
# The library dependencies come from dpkg-shlibdeps (package dpkg-dev). OpenGL is not linked but
# opened at run time by SDL and libepoxy, so dpkg-shlibdeps cannot see it: libgl1 is declared by
# hand (it brings Mesa, with the llvmpipe software renderer where there is no GPU driver).
# Without dpkg-shlibdeps only the .tar.gz is made: a .deb without its dependencies would be wrong.
find_program(TAFLBORD_DPKG_SHLIBDEPS dpkg-shlibdeps)
mark_as_advanced(TAFLBORD_DPKG_SHLIBDEPS)
if(TAFLBORD_DPKG_SHLIBDEPS)
  set(CPACK_GENERATOR "TGZ;DEB")
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  if(TARGET taflbord)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1")
  endif()
else()
  set(CPACK_GENERATOR "TGZ")
  message(STATUS "dpkg-shlibdeps not found (package dpkg-dev): cpack makes the .tar.gz only")
endif()

include(CPack)

# The Windows build's icon, program resources and NSIS installer script.
if(WIN32)
  include(${CMAKE_CURRENT_LIST_DIR}/windows/windows.cmake)
endif()
