# app_tests.cmake: the tests of the game program (game/app), included from
# tests/game/CMakeLists.txt:
#   game_scripts_tests   the scripted scenes, GoogleTest, no window
#   game_screen_tests    the screen stack and the main menu's entries, GoogleTest, no window
#   render_*             headless screenshots compared with tests/game/render/expected/*.png
#   render_shader_fallback  a missing or broken shader is named and the plain fallback draws
#   input_smoke          Xvfb + xdotool clicks a move and a selection; the recording replays the same
#   game_screens_modes   every screen reached by replay, scene or saved game: screenshot and state
#   game_bench_*         the bench modes run and report (figures: tests/game/bench_report.sh)
#   packaging_man_page_game  the manual page lists the options of --help
#   soundgen_up_to_date  assets/sounds is what taflbord-soundgen makes
#   game_sound           the sound of the capture scene through SDL's disk driver; no device; broken files
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_scripts_tests ${CMAKE_CURRENT_LIST_DIR}/scripts_test.cpp)
target_include_directories(game_scripts_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../engine)
target_link_libraries(game_scripts_tests PRIVATE taflbord_scripts taflbord_scene taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_scripts_tests)
gtest_discover_tests(game_scripts_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS app)

# The screen stack, the main menu's entries and the About window's parts, without a window.
add_executable(game_screen_tests ${CMAKE_CURRENT_LIST_DIR}/screen_stack_test.cpp)
target_link_libraries(game_screen_tests PRIVATE taflbord_app GTest::gtest_main)
target_compile_definitions(game_screen_tests PRIVATE TAFLBORD_PROJECT_VERSION="${PROJECT_VERSION}")
taflbord_set_warnings(game_screen_tests)
gtest_discover_tests(game_screen_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS app)

set(_render_dir ${CMAKE_CURRENT_LIST_DIR}/render)
set(_render_out ${CMAKE_CURRENT_BINARY_DIR}/render-out)
# taflbord_render_test(NAME game arguments...): one screenshot compared with expected/NAME.png.
function(taflbord_render_test name)
  add_test(NAME render_${name}
           COMMAND bash ${_render_dir}/render_check.sh $<TARGET_FILE:taflbord> $<TARGET_FILE:taflbord-imgdiff>
                   ${_render_dir}/expected ${_render_out} ${name} ${ARGN})
  set_tests_properties(render_${name} PROPERTIES LABELS "app;render" TIMEOUT 120)
endfunction()

# Every board size and every board family (Irish yew: brandubh; Sami hide: tablut; modern cloth:
# copenhagen; Norse driftwood: hnefatafl; Welsh slate: tawlbwrdd; York oak: york), a scripted
# capture caught mid-animation, the escape's end, and the German translation on screen.
taflbord_render_test(start-brandubh --scene brandubh --size 560x420)
taflbord_render_test(start-tablut --scene tablut --size 560x420)
taflbord_render_test(start-copenhagen --scene copenhagen --size 640x480)
taflbord_render_test(start-hnefatafl --scene hnefatafl --size 640x480)
taflbord_render_test(capture-mid --scene capture --size 560x420 --frames 296)
taflbord_render_test(escape-end --scene escape --size 560x420 --frames 440)
taflbord_render_test(start-tawlbwrdd-german --scene tawlbwrdd --size 640x480 --language de)
taflbord_render_test(start-york --scene york --size 640x480)
taflbord_render_test(title --scene title --size 640x360)
# The sources' calls as a banner: the king on a6 can be taken next move, and has one open route.
taflbord_render_test(raichi-banner --scene escape --size 640x480 --frames 340)

# Two board widgets at once: the new-match dialog's preset card (Copenhagen) over a Brandubh match.
taflbord_render_test(new-match-over-board --replay-input ${CMAKE_CURRENT_LIST_DIR}/data/new-match-over-board.input --frames 40)

# The largest board, 19x19, from a test variant (no shipped preset is that big).
add_test(NAME render_start-19x19
         COMMAND bash ${_render_dir}/render_19.sh $<TARGET_FILE:taflbord> $<TARGET_FILE:taflbord-imgdiff>
                 ${_render_dir}/expected ${_render_out} ${PROJECT_SOURCE_DIR})
set_tests_properties(render_start-19x19 PROPERTIES LABELS "app;render" TIMEOUT 120)

add_test(NAME render_shader_fallback
         COMMAND bash ${_render_dir}/shader_fallback.sh $<TARGET_FILE:taflbord> ${_render_out}
                 ${PROJECT_SOURCE_DIR}/shaders)
set_tests_properties(render_shader_fallback PROPERTIES LABELS "app;render" TIMEOUT 120)

add_test(NAME input_smoke
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/input_smoke.sh $<TARGET_FILE:taflbord>
                 ${CMAKE_CURRENT_BINARY_DIR}/input-smoke)
# Its own X server and real time: alone, so that clicks land while the machine is quiet.
set_tests_properties(input_smoke PROPERTIES LABELS "app;input" TIMEOUT 120 RUN_SERIAL TRUE)

add_test(NAME game_files_and_input
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/game_files_check.sh $<TARGET_FILE:taflbord> ${PROJECT_SOURCE_DIR}/assets
                 ${CMAKE_CURRENT_LIST_DIR}/data ${CMAKE_CURRENT_BINARY_DIR}/files-check)
set_tests_properties(game_files_and_input PROPERTIES LABELS "app;files" TIMEOUT 300)

# The generated pictures of assets/textures, assets/icons and assets/rulebooks/pictures are what
# taflbord-artgen makes today, pixel for pixel.
add_test(NAME artgen_up_to_date
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/artgen_check.sh $<TARGET_FILE:taflbord-artgen>
                 $<TARGET_FILE:taflbord-imgdiff> ${PROJECT_SOURCE_DIR}/assets ${CMAKE_CURRENT_BINARY_DIR}/artgen)
set_tests_properties(artgen_up_to_date PROPERTIES LABELS "app;art" TIMEOUT 300)

# The sounds of assets/sounds are what taflbord-soundgen makes today, byte for byte.
add_test(NAME soundgen_up_to_date
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/soundgen_check.sh $<TARGET_FILE:taflbord-soundgen>
                 ${PROJECT_SOURCE_DIR}/assets ${CMAKE_CURRENT_BINARY_DIR}/soundgen)
set_tests_properties(soundgen_up_to_date PROPERTIES LABELS "app;sound" TIMEOUT 300)

# The game's sound through SDL's disk audio driver: the capture scene heard where it happens,
# silence where nothing does and at master volume 0; no audio device named once; a broken sound
# file named while the others play.
add_executable(audio_energy ${CMAKE_CURRENT_LIST_DIR}/audio_energy.cpp)
taflbord_set_warnings(audio_energy)
add_test(NAME game_sound
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/sound_check.sh $<TARGET_FILE:taflbord> $<TARGET_FILE:audio_energy>
                 ${PROJECT_SOURCE_DIR}/assets ${CMAKE_CURRENT_BINARY_DIR}/sound-check)
set_tests_properties(game_sound PROPERTIES LABELS "app;sound" TIMEOUT 300)

# A hot-seat match by recorded clicks: capture, save, undo, save, then --load gives the same game;
# broken saved games are refused.
add_test(NAME game_match_ui
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/match_ui_check.sh $<TARGET_FILE:taflbord> ${CMAKE_CURRENT_LIST_DIR}/data
                 ${CMAKE_CURRENT_BINARY_DIR}/match-ui)
set_tests_properties(game_match_ui PROPERTIES LABELS "app;match" TIMEOUT 300)

# The test modes on every screen: each screen reached as a player reaches it, screenshot and state.
add_test(NAME game_screens_modes
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/screens_check.sh $<TARGET_FILE:taflbord> ${CMAKE_CURRENT_LIST_DIR}/data
                 ${CMAKE_CURRENT_BINARY_DIR}/screens-check)
set_tests_properties(game_screens_modes PROPERTIES LABELS "app;screens" TIMEOUT 300)

# The installed tree (cmake --install) finds every file of the game by itself.
add_test(NAME game_installed_tree
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/install_check.sh ${CMAKE_BINARY_DIR} ${CMAKE_CURRENT_BINARY_DIR}/installed)
set_tests_properties(game_installed_tree PROPERTIES LABELS "app;install" TIMEOUT 300)

# The game's manual page (packaging/taflbord.6) lists exactly the options of taflbord --help.
add_test(NAME packaging_man_page_game
         COMMAND bash ${PROJECT_SOURCE_DIR}/packaging/linux/man_check.sh $<TARGET_FILE:taflbord>
                 ${PROJECT_BINARY_DIR}/packaging/taflbord.6)
set_tests_properties(packaging_man_page_game PROPERTIES LABELS "app;install")

# The rulebook reader by keys alone: a book opened from a match, a link followed, a diagram tried
# as a match over the book, and back to the same page.
add_test(NAME game_rulebook_ui
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/rulebook_ui_check.sh $<TARGET_FILE:taflbord> ${PROJECT_SOURCE_DIR}/assets
                 ${CMAKE_CURRENT_BINARY_DIR}/rulebook-ui)
set_tests_properties(game_rulebook_ui PROPERTIES LABELS "app;rulebook" TIMEOUT 300)

# The campaign by a recorded player: a new campaign, the first battle won by clicks, and the map
# with the battle won, its marks, and the next battle open.
add_test(NAME game_campaign_ui
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/campaign_ui_check.sh $<TARGET_FILE:taflbord> ${CMAKE_CURRENT_LIST_DIR}/data
                 ${CMAKE_CURRENT_BINARY_DIR}/campaign-ui)
set_tests_properties(game_campaign_ui PROPERTIES LABELS "app;campaign" TIMEOUT 300)

# Under the sanitizers the game is checked for memory errors and undefined behaviour, but not for
# leaks: the system's OpenGL driver (Mesa) is unloaded at exit with allocations of its own that
# LeakSanitizer can neither name nor suppress, and SDL's audio thread leaves the sanitizer
# runtime's own per-thread records behind. Our code's leaks are covered by the unit tests (the
# mixer's among them).
if(TAFLBORD_SANITIZE)
  get_property(_game_tests DIRECTORY PROPERTY TESTS)
  foreach(t IN LISTS _game_tests)
    if(t MATCHES "^(render_|input_smoke|game_files|game_installed|game_match_ui|game_screens|game_rulebook_ui|game_campaign_ui|game_sound)")
      set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
                   "ASAN_OPTIONS=detect_leaks=0:abort_on_error=1" "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
    endif()
  endforeach()
endif()

# The performance targets hold for an optimised build; sanitizers slow every frame many times.
if(NOT TAFLBORD_SANITIZE AND CMAKE_BUILD_TYPE MATCHES "Release|RelWithDebInfo")
  add_test(NAME game_bench_frames
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/bench_check.sh $<TARGET_FILE:taflbord> frames)
  add_test(NAME game_bench_idle
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/bench_check.sh $<TARGET_FILE:taflbord> idle)
  set_tests_properties(game_bench_frames game_bench_idle PROPERTIES LABELS "app;bench" TIMEOUT 120 RUN_SERIAL TRUE)
endif()
