// fuzz_settings.cpp: the settings file. Any bytes are read into settings within their limits, with
// warnings that name a line; never a crash, a hang or unbounded memory. What the game then writes
// reads back to the same settings, and writing those again gives the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> warnings;
    const tafl::core::Settings settings = tafl::core::parse_settings(text, &warnings);
    for (const std::string& w : warnings)
        if (w.empty() || w.size() > 4096) __builtin_trap();  // every warning says something, briefly
    const std::string written = tafl::core::write_settings(settings);
    std::vector<std::string> again_warnings;
    const tafl::core::Settings again = tafl::core::parse_settings(written, &again_warnings);
    if (!again_warnings.empty()) __builtin_trap();  // the game's own file reads without a warning
    if (tafl::core::write_settings(again) != written) __builtin_trap();
    return 0;
}
