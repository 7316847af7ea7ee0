// imgdiff_main.cpp: taflbord-imgdiff, the render tests' judge. Compares a screenshot with the
// expected picture within a tolerance and, when they differ too much, writes a picture of the
// differences.
//
//   taflbord-imgdiff ACTUAL.png EXPECTED.png [--threshold T] [--max-mean M] [--max-fraction F] [--diff OUT.png]
//
// Exit status: 0 within tolerance, 1 different, 2 a file could not be read or bad arguments.
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "core/image_compare.h"

namespace {

struct Picture {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;
};

std::optional<Picture> load(const char* path) {
    SDL_Surface* loaded = IMG_Load(path);
    if (loaded == nullptr) {
        std::fprintf(stderr, "taflbord-imgdiff: cannot read %s: %s\n", path, IMG_GetError());
        return std::nullopt;
    }
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888, 0);
    SDL_FreeSurface(loaded);
    if (rgba == nullptr) {
        std::fprintf(stderr, "taflbord-imgdiff: cannot convert %s: %s\n", path, SDL_GetError());
        return std::nullopt;
    }
    Picture p;
    p.width = rgba->w;
    p.height = rgba->h;
    p.rgba.resize(static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height) * 4);
    SDL_LockSurface(rgba);
    for (int y = 0; y < p.height; ++y) {
        const auto* row = static_cast<const std::uint8_t*>(rgba->pixels) + static_cast<std::ptrdiff_t>(y) * rgba->pitch;
        std::copy_n(row, static_cast<std::size_t>(p.width) * 4,
                    p.rgba.begin() + static_cast<std::ptrdiff_t>(y) * p.width * 4);
    }
    SDL_UnlockSurface(rgba);
    SDL_FreeSurface(rgba);
    return p;
}

bool number(const char* text, double& out) {
    char* end = nullptr;
    out = std::strtod(text, &end);
    return end != text && *end == '\0';
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<const char*> files;
    double threshold = 16, max_mean = 1.5, max_fraction = 0.01;
    const char* diff_path = nullptr;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&](double& out) {
            if (i + 1 >= argc || !number(argv[i + 1], out)) {
                std::fprintf(stderr, "taflbord-imgdiff: %s needs a number\n", a.c_str());
                std::exit(2);
            }
            ++i;
        };
        if (a == "--threshold")
            value(threshold);
        else if (a == "--max-mean")
            value(max_mean);
        else if (a == "--max-fraction")
            value(max_fraction);
        else if (a == "--diff" && i + 1 < argc)
            diff_path = argv[++i];
        else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr, "taflbord-imgdiff: unknown option %s\n", a.c_str());
            return 2;
        } else
            files.push_back(argv[i]);
    }
    if (files.size() != 2) {
        std::fprintf(stderr,
                     "usage: taflbord-imgdiff ACTUAL.png EXPECTED.png [--threshold T] [--max-mean M] "
                     "[--max-fraction F] [--diff OUT.png]\n");
        return 2;
    }
    const auto actual = load(files[0]);
    const auto expected = load(files[1]);
    if (!actual || !expected) return 2;
    const tafl::core::ImageView va{actual->width, actual->height, actual->rgba.data()};
    const tafl::core::ImageView vb{expected->width, expected->height, expected->rgba.data()};
    const auto d = tafl::core::compare_images(va, vb, static_cast<int>(threshold));
    const bool ok = tafl::core::within_tolerance(d, max_mean, max_fraction);
    std::printf(
        "%s: size %dx%d vs %dx%d, mean difference %.3f (max %.3f), differing pixels %.4f%% (max %.4f%%), "
        "largest channel difference %d: %s\n",
        files[0], actual->width, actual->height, expected->width, expected->height, d.mean_abs_diff, max_mean,
        d.differing_fraction * 100.0, max_fraction * 100.0, d.max_channel_diff, ok ? "same" : "DIFFERENT");
    if (!ok && diff_path != nullptr) {
        auto pixels = tafl::core::diff_image(va, vb);
        SDL_Surface* s = SDL_CreateRGBSurfaceWithFormatFrom(pixels.data(), actual->width, actual->height, 32,
                                                            actual->width * 4, SDL_PIXELFORMAT_ABGR8888);
        if (s != nullptr) {
            if (IMG_SavePNG(s, diff_path) == 0) std::printf("differences drawn in %s\n", diff_path);
            SDL_FreeSurface(s);
        }
    }
    return ok ? 0 : 1;
}
