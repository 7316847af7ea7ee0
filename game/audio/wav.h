// wav.h: WAV files of 16-bit PCM, one channel: the only kind the game's sounds are. The reader
// checks every length against the bytes it is given and refuses anything else with a reason.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tafl::audio {

// One channel of 16-bit samples at a rate: a sound as the generator writes it and the mixer plays it.
struct Clip {
    int rate = 44100;
    std::vector<std::int16_t> samples;

    bool operator==(const Clip&) const = default;
};

// The rates the reader accepts.
inline constexpr int kMinRate = 8000;
inline constexpr int kMaxRate = 96000;

// The bytes of a canonical WAV file (RIFF, a 16-byte "fmt " chunk, "data").
std::string write_wav(const Clip& clip);
// Reads a WAV file of 16-bit PCM, mono, at kMinRate..kMaxRate; chunks other than "fmt " and
// "data" are skipped. nullopt and the reason for anything else.
std::optional<Clip> parse_wav(std::string_view bytes, std::string* error);

}  // namespace tafl::audio
