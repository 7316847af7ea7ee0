# game_dependencies.cmake: the libraries of the game (SDL2, SDL2_image, SDL2_ttf, Dear ImGui,
# libepoxy, GLM) as global targets taflbord::<name>, for game/app and game/tools.
# Debian's -dev packages are found through pkg-config; a vcpkg install (vcpkg.json) provides CMake
# packages instead, which are tried first. Either way the targets below are taflbord::<name>.
find_package(PkgConfig REQUIRED)
function(taflbord_find_dependency alias cmake_package cmake_target pkg_module)
  find_package(${cmake_package} CONFIG QUIET)
  if(TARGET ${cmake_target})
    add_library(taflbord::${alias} INTERFACE IMPORTED GLOBAL)
    target_link_libraries(taflbord::${alias} INTERFACE ${cmake_target})
  else()
    pkg_check_modules(TAFLBORD_${alias} REQUIRED IMPORTED_TARGET GLOBAL ${pkg_module})
    add_library(taflbord::${alias} INTERFACE IMPORTED GLOBAL)
    target_link_libraries(taflbord::${alias} INTERFACE PkgConfig::TAFLBORD_${alias})
    # Other projects' headers are not ours to warn about.
    target_include_directories(taflbord::${alias} SYSTEM INTERFACE ${TAFLBORD_${alias}_INCLUDE_DIRS})
  endif()
endfunction()
taflbord_find_dependency(sdl2 SDL2 SDL2::SDL2 "sdl2>=2.0.18")
taflbord_find_dependency(sdl2_image SDL2_image SDL2_image::SDL2_image SDL2_image)
taflbord_find_dependency(sdl2_ttf SDL2_ttf SDL2_ttf::SDL2_ttf SDL2_ttf)
taflbord_find_dependency(glm glm glm::glm glm)
# Debian's libimgui-dev holds the library with its SDL2 and OpenGL3 backends, headers under imgui/.
taflbord_find_dependency(imgui imgui imgui::imgui imgui)
pkg_check_modules(TAFLBORD_epoxy REQUIRED IMPORTED_TARGET GLOBAL epoxy)

