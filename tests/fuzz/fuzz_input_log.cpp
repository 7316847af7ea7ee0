// fuzz_input_log.cpp: input recordings (--replay-input). Any bytes are read strictly: a recording
// or a message naming the line; never a crash, a hang or unbounded memory. A recording that reads
// is written back to text that reads to the same recording, within the frame limit.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/input_log.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto log = tafl::core::parse_input_log(text, &error);
    if (!log) {
        if (error.empty() || error.size() > 4096) __builtin_trap();
        return 0;
    }
    for (const auto& event : log->events)
        if (event.frame > tafl::core::kMaxInputFrame) __builtin_trap();
    std::string again_error;
    const auto again = tafl::core::parse_input_log(tafl::core::write_input_log(*log), &again_error);
    if (!again || !(*again == *log)) __builtin_trap();
    return 0;
}
