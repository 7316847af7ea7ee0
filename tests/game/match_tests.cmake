# match_tests.cmake: the GoogleTest suite of the match (game/match: players, moves, view, undo and
# redo, endings, game records, the game clock, series of games, and the match controller), included
# from tests/game/CMakeLists.txt. Links the match, the preset reader and GTest; no SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_match_tests
  ${CMAKE_CURRENT_LIST_DIR}/match_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/clock_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/draw_offer_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/series_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/series_tag_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/match_controller_test.cpp)
# test_support.h: loading the shipped presets and drawing positions, shared with the engine tests.
target_include_directories(game_match_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../engine)
target_link_libraries(game_match_tests PRIVATE taflbord_match taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_match_tests)
gtest_discover_tests(game_match_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS match)
