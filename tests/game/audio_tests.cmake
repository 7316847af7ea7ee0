# audio_tests.cmake: the GoogleTest suite of the game's sound without a device (game/audio: the
# list of sounds, WAV files, the mixer), included from tests/game/CMakeLists.txt. The shipped
# sounds in assets/sounds are read too: each is there, in its format, and each loop has no seam.
if(NOT TARGET GTest::gtest_main)
  find_package(GTest REQUIRED)
endif()
include(GoogleTest)

add_executable(game_audio_tests ${CMAKE_CURRENT_LIST_DIR}/audio_test.cpp)
target_link_libraries(game_audio_tests PRIVATE taflbord_audio GTest::gtest_main)
target_compile_definitions(game_audio_tests PRIVATE TAFLBORD_SOUNDS_DIR="${PROJECT_SOURCE_DIR}/assets/sounds")
taflbord_set_warnings(game_audio_tests)
gtest_discover_tests(game_audio_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS audio)
