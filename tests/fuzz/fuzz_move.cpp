// fuzz_move.cpp: OpenTafl move records. Any text is read or refused with a message naming a
// column; what is read writes back to a record that reads the same.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "taflbord/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const int board = tafl::kMinSize + data[0] % (tafl::kMaxSize - tafl::kMinSize + 1);
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    tafl::NotationError error;
    auto record = tafl::parse_move_record(text, board, &error);
    if (!record) {
        if (error.message.empty()) __builtin_trap();
        return 0;
    }
    std::string written = tafl::write_move_record(*record);
    auto again = tafl::parse_move_record(written, board, &error);
    if (!again || again->from != record->from || again->to != record->to || again->symbol != record->symbol)
        __builtin_trap();
    return 0;
}
