# core_tests.cmake: the GoogleTest suite of the game's core plumbing (game/core: settings, atomic
# files, input recordings, frame statistics, image comparison, command line), included from
# tests/game/CMakeLists.txt. Links taflbord_gamecore and GTest; no SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_core_tests ${CMAKE_CURRENT_LIST_DIR}/core_test.cpp)
target_link_libraries(game_core_tests PRIVATE taflbord_gamecore GTest::gtest_main)
taflbord_set_warnings(game_core_tests)
gtest_discover_tests(game_core_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS core)
