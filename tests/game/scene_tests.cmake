# scene_tests.cmake: the GoogleTest suite of the board scene (game/scene), included from
# tests/game/CMakeLists.txt. Links the scene, the preset reader and GTest; no SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_scene_tests ${CMAKE_CURRENT_LIST_DIR}/scene_test.cpp)
# test_support.h: loading the shipped presets and drawing positions, shared with the engine tests.
target_include_directories(game_scene_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../engine)
target_link_libraries(game_scene_tests PRIVATE taflbord_scene taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_scene_tests)
gtest_discover_tests(game_scene_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS scene)
