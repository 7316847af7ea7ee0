// fuzz_record.cpp: OpenTafl game records. Any text is loaded (parsed and replayed) or refused
// with a message; never a crash, a hang or unbounded memory.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "taflbord/game_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    tafl::NotationError error;
    auto loaded = tafl::load_game_record(text, &error);
    if (!loaded && error.message.empty()) __builtin_trap();
    return 0;
}
