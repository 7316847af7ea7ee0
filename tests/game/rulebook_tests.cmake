# rulebook_tests.cmake: the GoogleTest suite of the rulebook module (game/rulebook: the books'
# Markdown, the catalog and diagram files, diagrams verified by the engine, the checks), and the
# check of every shipped book, included from tests/game/CMakeLists.txt. No SDL or OpenGL.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_rulebook_tests ${CMAKE_CURRENT_LIST_DIR}/rulebook_test.cpp ${CMAKE_CURRENT_LIST_DIR}/rulebook_library_test.cpp)
# test_support.h: loading the shipped presets and drawing positions, shared with the engine tests.
target_include_directories(game_rulebook_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../engine)
target_link_libraries(game_rulebook_tests PRIVATE taflbord_rulebook taflbord_presets GTest::gtest_main)
taflbord_set_warnings(game_rulebook_tests)
gtest_discover_tests(game_rulebook_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS rulebook)
