// audio_energy.cpp: reads the raw audio SDL's disk driver writes (16-bit stereo, native byte
// order) and prints where the first sound is and the peak and RMS of stretches of it, for
// sound_check.sh.
//
//   audio_energy FILE RATE [FROM_MS TO_MS]...
//   first_ms <time of the first sample that is not zero, or -1>
//   length_ms <length>
//   window <from> <to> peak <0..32768> rms <0..32768>      (one line for each stretch asked)
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 3 || argc % 2 != 1) {
        std::fprintf(stderr, "usage: audio_energy FILE RATE [FROM_MS TO_MS]...\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "audio_energy: cannot read %s\n", argv[1]);
        return 1;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const long rate = std::strtol(argv[2], nullptr, 10);
    std::vector<std::int16_t> samples(bytes.size() / 2);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        std::int16_t s = 0;
        std::copy_n(&bytes[2 * i], 2, reinterpret_cast<char*>(&s));
        samples[i] = s;
    }
    const std::size_t frames = samples.size() / 2;
    long first = -1;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (samples[i] != 0) {
            first = static_cast<long>(i / 2);
            break;
        }
    }
    std::printf("first_ms %ld\n", first < 0 ? -1L : first * 1000 / rate);
    std::printf("length_ms %ld\n", static_cast<long>(frames) * 1000 / rate);
    for (int a = 3; a + 1 < argc; a += 2) {
        const long from = std::strtol(argv[a], nullptr, 10), to = std::strtol(argv[a + 1], nullptr, 10);
        const auto begin = static_cast<std::size_t>(std::max(0L, from * rate / 1000));
        const auto end = std::min(frames, static_cast<std::size_t>(std::max(0L, to * rate / 1000)));
        int peak = 0;
        double sum = 0.0;
        for (std::size_t f = begin; f < end; ++f) {
            for (int c = 0; c < 2; ++c) {
                const int s = samples[2 * f + static_cast<std::size_t>(c)];
                peak = std::max(peak, std::abs(s));
                sum += static_cast<double>(s) * s;
            }
        }
        const double rms = end > begin ? std::sqrt(sum / (2.0 * static_cast<double>(end - begin))) : 0.0;
        std::printf("window %ld %ld peak %d rms %.1f\n", from, to, peak, rms);
    }
    return 0;
}
