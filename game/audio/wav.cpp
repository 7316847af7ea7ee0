// wav.cpp: the WAV writer and the bounded reader.
#include "audio/wav.h"

namespace tafl::audio {

namespace {

void put32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
}

void put16(std::string& out, std::uint16_t v) {
    out += static_cast<char>(v & 0xFF);
    out += static_cast<char>(v >> 8);
}

std::uint32_t get32(std::string_view b, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(b[at + static_cast<std::size_t>(i)]);
    return v;
}

std::uint16_t get16(std::string_view b, std::size_t at) {
    return static_cast<std::uint16_t>(static_cast<unsigned char>(b[at]) | (static_cast<unsigned char>(b[at + 1]) << 8));
}

std::optional<Clip> fail(std::string* error, const std::string& why) {
    if (error) *error = why;
    return std::nullopt;
}

}  // namespace

std::string write_wav(const Clip& clip) {
    const auto data_bytes = static_cast<std::uint32_t>(clip.samples.size() * 2);
    std::string out;
    out.reserve(44 + data_bytes);
    out += "RIFF";
    put32(out, 36 + data_bytes);
    out += "WAVEfmt ";
    put32(out, 16);
    put16(out, 1);  // PCM
    put16(out, 1);  // one channel
    put32(out, static_cast<std::uint32_t>(clip.rate));
    put32(out, static_cast<std::uint32_t>(clip.rate) * 2);
    put16(out, 2);   // bytes a frame
    put16(out, 16);  // bits a sample
    out += "data";
    put32(out, data_bytes);
    for (const std::int16_t s : clip.samples) put16(out, static_cast<std::uint16_t>(s));
    return out;
}

std::optional<Clip> parse_wav(std::string_view bytes, std::string* error) {
    if (bytes.size() < 12 || bytes.substr(0, 4) != "RIFF" || bytes.substr(8, 4) != "WAVE")
        return fail(error, "not a WAV file (no RIFF/WAVE header)");
    Clip clip;
    bool have_format = false;
    std::size_t at = 12;
    while (at + 8 <= bytes.size()) {
        const std::string_view id = bytes.substr(at, 4);
        const std::uint32_t size = get32(bytes, at + 4);
        at += 8;
        if (size > bytes.size() - at) return fail(error, "the chunk '" + std::string(id) + "' runs past the end");
        if (id == "fmt ") {
            if (size < 16) return fail(error, "the format chunk is too short");
            const std::uint16_t format = get16(bytes, at), channels = get16(bytes, at + 2);
            const std::uint32_t rate = get32(bytes, at + 4);
            const std::uint16_t bits = get16(bytes, at + 14);
            if (format != 1) return fail(error, "not PCM (format " + std::to_string(format) + ")");
            if (channels != 1) return fail(error, std::to_string(channels) + " channels; one is needed");
            if (bits != 16) return fail(error, std::to_string(bits) + " bits a sample; 16 are needed");
            if (rate < kMinRate || rate > kMaxRate)
                return fail(error, "a rate of " + std::to_string(rate) + " Hz, outside " + std::to_string(kMinRate) +
                                       " to " + std::to_string(kMaxRate));
            clip.rate = static_cast<int>(rate);
            have_format = true;
        } else if (id == "data") {
            if (!have_format) return fail(error, "the data chunk comes before the format chunk");
            clip.samples.resize(size / 2);
            for (std::size_t i = 0; i < clip.samples.size(); ++i)
                clip.samples[i] = static_cast<std::int16_t>(get16(bytes, at + 2 * i));
            return clip;
        }
        at += size + (size & 1);  // chunks are padded to an even length
    }
    return fail(error, have_format ? "no data chunk" : "no format chunk");
}

}  // namespace tafl::audio
