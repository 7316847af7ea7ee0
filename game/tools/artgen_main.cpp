// artgen_main.cpp: taflbord-artgen, the project's picture generator. Writes the generated PNGs of
// assets/textures/ and assets/icons/ from fixed seeds; a test regenerates them and compares with
// the committed ones.
//
//   taflbord-artgen ASSETS_DIR      (writes ASSETS_DIR/textures/*.png and ASSETS_DIR/icons/*.png)
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "art.h"
#include "art_scenes.h"

namespace {

bool write_png(const tafl::art::Canvas& canvas, const std::filesystem::path& path) {
    auto bytes = canvas.to_bytes();
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormatFrom(bytes.data(), canvas.width, canvas.height, 32, canvas.width * 4,
                                                        SDL_PIXELFORMAT_ABGR8888);
    if (s == nullptr) return false;
    const bool ok = IMG_SavePNG(s, path.string().c_str()) == 0;
    SDL_FreeSurface(s);
    if (!ok) std::fprintf(stderr, "taflbord-artgen: cannot write %s: %s\n", path.string().c_str(), IMG_GetError());
    return ok;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: taflbord-artgen ASSETS_DIR\n");
        return 2;
    }
    const std::filesystem::path out = std::filesystem::path(argv[1]) / "textures";
    const std::filesystem::path icons = std::filesystem::path(argv[1]) / "icons";
    for (const auto& dir : {out, icons}) {
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        if (ec) {
            std::fprintf(stderr, "taflbord-artgen: cannot create %s: %s\n", dir.string().c_str(), ec.message().c_str());
            return 1;
        }
    }
    struct Job {
        const char* file;
        tafl::art::Canvas (*make)();
    };
    const Job jobs[] = {
        {"grain.png", [] { return tafl::art::make_grain(0x7AF1B0D5ULL, 512); }},
        {"paint.png", [] { return tafl::art::make_paint(0x9A1D7ULL, 256); }},
        {"title.png", [] { return tafl::art::make_title(0x7171E5ULL, 1280, 720); }},
    };
    for (const Job& job : jobs) {
        const auto path = out / job.file;
        if (!write_png(job.make(), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    // The icon at the sizes desktops ask for (the SVG beside them is drawn by hand).
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        const auto path = icons / ("taflbord-" + std::to_string(size) + ".png");
        if (!write_png(tafl::art::make_icon(size), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    // The board surfaces, each from its own seed.
    std::uint64_t seed = 0xB0A4D5EEDULL;
    for (const tafl::art::Surface surface : tafl::art::kSurfaces) {
        const auto path = out / (std::string("surface-") + tafl::art::surface_name(surface) + ".png");
        if (!write_png(tafl::art::make_surface(surface, seed++, 512), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    return 0;
}
