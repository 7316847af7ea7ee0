# house_rules_tests.cmake: the GoogleTest suites of the house-rule sets (game/match/house_rules:
# writing, ids, reading the folder of the player's files, hostile files) and of the rule editor
# (game/app/rule_editor), included from tests/game/CMakeLists.txt. No SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_house_rules_tests ${CMAKE_CURRENT_LIST_DIR}/house_rules_test.cpp)
target_link_libraries(game_house_rules_tests PRIVATE taflbord_match taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_house_rules_tests)
gtest_discover_tests(game_house_rules_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS match)

# The rule editor of the new-match dialog (game/app/rule_editor), drawn by Dear ImGui without a
# window or a renderer; only where the game's libraries were found.
if(TARGET taflbord::imgui)
  add_executable(game_rule_editor_tests ${CMAKE_CURRENT_LIST_DIR}/rule_editor_test.cpp
                                        ${PROJECT_SOURCE_DIR}/game/app/rule_editor.cpp)
  target_include_directories(game_rule_editor_tests PRIVATE ${PROJECT_SOURCE_DIR}/game
                                                            ${CMAKE_CURRENT_LIST_DIR}/../engine)
  target_link_libraries(game_rule_editor_tests PRIVATE
    taflbord_match taflbord_i18n taflbord_presets taflbord::imgui GTest::gtest_main)
  taflbord_set_warnings(game_rule_editor_tests)
  gtest_discover_tests(game_rule_editor_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS match)
endif()
