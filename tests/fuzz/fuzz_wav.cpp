// fuzz_wav.cpp: the WAV reader of the game's sounds. Any bytes are read as a sound or refused with
// a reason; never a crash, a read past the bytes, or more samples than the bytes hold. A sound read
// writes back as a WAV file that reads to the same sound.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "audio/wav.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto clip = tafl::audio::parse_wav(bytes, &error);
    if (!clip) {
        if (error.empty()) __builtin_trap();  // a refusal says why
        return 0;
    }
    if (clip->samples.size() * 2 > size) __builtin_trap();
    if (clip->rate < tafl::audio::kMinRate || clip->rate > tafl::audio::kMaxRate) __builtin_trap();
    std::string again_error;
    const auto again = tafl::audio::parse_wav(tafl::audio::write_wav(*clip), &again_error);
    if (!again || !(*again == *clip)) __builtin_trap();
    return 0;
}
