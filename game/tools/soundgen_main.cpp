// soundgen_main.cpp: taflbord-soundgen, the project's sound generator. Writes every sound of
// audio/sounds.h as a WAV file (16-bit PCM, one channel) into ASSETS_DIR/sounds/, each from its
// own fixed seed; a test regenerates them and compares byte for byte.
//
//   taflbord-soundgen ASSETS_DIR
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "audio/sounds.h"
#include "audio/wav.h"
#include "sound_gen.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: taflbord-soundgen ASSETS_DIR\n");
        return 2;
    }
    const auto started = std::chrono::steady_clock::now();
    const std::filesystem::path dir = std::filesystem::path(argv[1]) / "sounds";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
        std::fprintf(stderr, "taflbord-soundgen: cannot create %s: %s\n", dir.string().c_str(), ec.message().c_str());
        return 1;
    }
    std::uintmax_t total = 0;
    std::uint64_t seed = 0x50DA5EEDULL;
    for (const tafl::audio::SoundInfo& info : tafl::audio::all_sounds()) {
        const std::string bytes = tafl::audio::write_wav(tafl::sound::make_sound(info.id, seed++));
        const auto path = dir / info.file;
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            std::fprintf(stderr, "taflbord-soundgen: cannot write %s\n", path.string().c_str());
            return 1;
        }
        total += bytes.size();
        std::printf("wrote %s (%zu bytes)\n", path.string().c_str(), bytes.size());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%d sounds, %ju bytes in all, in %.2f s\n", tafl::audio::kSoundCount, total, seconds);
    return 0;
}
