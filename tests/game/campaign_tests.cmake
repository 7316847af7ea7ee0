# campaign_tests.cmake: the GoogleTest suite of the campaign module (game/campaign: battles,
# chapters, opponents, the checks, the story's sections, the progress file and profiles), included
# from tests/game/CMakeLists.txt. No SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_campaign_tests ${CMAKE_CURRENT_LIST_DIR}/campaign_test.cpp ${CMAKE_CURRENT_LIST_DIR}/campaign_play_test.cpp ${CMAKE_CURRENT_LIST_DIR}/campaign_data_test.cpp ${CMAKE_CURRENT_LIST_DIR}/campaign_story_test.cpp)
# test_support.h: loading the shipped presets and drawing positions, shared with the engine tests.
target_include_directories(game_campaign_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../engine)
target_link_libraries(game_campaign_tests PRIVATE taflbord_campaign taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_campaign_tests)
gtest_discover_tests(game_campaign_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS campaign)

# Progress survives kills while saving: the file is always the old or the new version.
add_executable(campaign_save_stress ${CMAKE_CURRENT_LIST_DIR}/campaign_save_stress.cpp)
target_link_libraries(campaign_save_stress PRIVATE taflbord_campaign)
taflbord_set_warnings(campaign_save_stress)
add_test(NAME campaign_progress_kills
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/campaign_kill_check.sh $<TARGET_FILE:campaign_save_stress>
                 ${CMAKE_CURRENT_BINARY_DIR}/campaign-kills)
set_tests_properties(campaign_progress_kills PROPERTIES LABELS campaign TIMEOUT 300)

# The settings file, saved games and the autosave survive kills while writing, as the progress does.
add_executable(save_kill_stress ${CMAKE_CURRENT_LIST_DIR}/save_kill_stress.cpp)
target_link_libraries(save_kill_stress PRIVATE taflbord_match taflbord_gamecore)
target_compile_definitions(save_kill_stress PRIVATE TAFLBORD_SOURCE_ASSETS="${TAFLBORD_SOURCE_ASSETS}")
taflbord_set_warnings(save_kill_stress)
add_test(NAME save_kills
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/save_kill_check.sh $<TARGET_FILE:save_kill_stress>
                 ${CMAKE_CURRENT_BINARY_DIR}/save-kills 15)
set_tests_properties(save_kills PROPERTIES LABELS match TIMEOUT 300)
