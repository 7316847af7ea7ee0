// fuzz_position.cpp: position records of any size must parse or be refused with a message, and
// a parsed record must write back to a record that parses to the same board.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "taflbord/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const int board = tafl::kMinSize + data[0] % (tafl::kMaxSize - tafl::kMinSize + 1);
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::array<tafl::Piece, tafl::kCells> cells{};
    if (auto err = tafl::parse_position_record(text, board, cells)) {
        if (err->empty()) __builtin_trap();  // every refusal explains itself
        return 0;
    }
    std::string written = tafl::write_position_record(cells, board);
    std::array<tafl::Piece, tafl::kCells> again{};
    if (tafl::parse_position_record(written, board, again) || again != cells) __builtin_trap();
    return 0;
}
