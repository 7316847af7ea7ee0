# install.cmake: install rules and CPack packages (TGZ and DEB). Included from the top-level
# CMakeLists.txt after every target is defined; `cmake --install` / `cpack` in a build folder.
#
# The layout is fixed on purpose: the tools find their data at ../share/taflbord/assets relative
# to their own folder, so the install keeps bin/ and share/ side by side under the prefix.

set(TAFLBORD_INSTALL_BINDIR "bin")
set(TAFLBORD_INSTALL_ASSETSDIR "share/taflbord/assets")

# [SECTION] Programs. Each only when it is part of this build.
foreach(program IN ITEMS taflbord-cli taflbord)
  if(TARGET ${program})
    install(TARGETS ${program} RUNTIME DESTINATION ${TAFLBORD_INSTALL_BINDIR} COMPONENT runtime)
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
  # The desktop entry and the icon where desktops look for them.
  install(FILES "${CMAKE_CURRENT_LIST_DIR}/taflbord.desktop" DESTINATION "share/applications" COMPONENT runtime)
  foreach(size IN ITEMS 16 24 32 48 64 128 256)
    install(FILES "${CMAKE_CURRENT_LIST_DIR}/../assets/icons/taflbord-${size}.png"
            DESTINATION "share/icons/hicolor/${size}x${size}/apps" RENAME "taflbord.png" COMPONENT runtime)
  endforeach()
  install(FILES "${CMAKE_CURRENT_LIST_DIR}/../assets/icons/taflbord.svg" DESTINATION "share/icons/hicolor/scalable/apps"
          COMPONENT runtime)
endif()

# [SECTION] Packages.
set(CPACK_PACKAGE_NAME "taflbord")
set(CPACK_PACKAGE_VENDOR "Taflborð developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Tafl board games (Hnefatafl, Tablut, Brandubh and more), every rule a toggle")
set(CPACK_PACKAGE_DESCRIPTION
    "Taflborð plays the tafl family of board games: Hnefatafl, Königszabel, Tablut, Brandubh, Ard Rí, "
    "Tawlbwrdd, York Hnefatafl, Copenhagen and Fetlar. Every rule of every variant is a toggle, and "
    "each variant is a data file.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY "taflbord")
set(CPACK_GENERATOR "TGZ;DEB")
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/\\\\.cache/")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Taflborð developers")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Library dependencies are found with dpkg-shlibdeps when it is installed (dpkg-dev).
find_program(TAFLBORD_DPKG_SHLIBDEPS dpkg-shlibdeps)
mark_as_advanced(TAFLBORD_DPKG_SHLIBDEPS)
if(TAFLBORD_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
endif()

include(CPack)
