// fuzz_rules.cpp: OpenTafl rules strings. Any text is read into a valid rule set or refused with
// a message; a rule set that reads is playable, and writing it back (when every parameter can be
// expressed) reads as the same rules.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "taflbord/otn_rules.h"
#include "taflbord/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    tafl::NotationError error;
    auto parsed = tafl::parse_otn_rules(text, &error);
    if (!parsed) {
        if (error.message.empty()) __builtin_trap();
        return 0;
    }
    if (!tafl::validate(parsed->rules).empty()) __builtin_trap();
    tafl::Position pos(std::make_shared<const tafl::Rules>(parsed->rules));
    tafl::MoveList moves;
    pos.legal_moves(moves);
    if (auto written = tafl::write_otn_rules(parsed->rules)) {
        auto again = tafl::parse_otn_rules(*written, &error);
        if (!again || !(again->rules == parsed->rules)) __builtin_trap();
    }
    return 0;
}
