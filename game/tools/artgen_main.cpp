// artgen_main.cpp: taflbord-artgen, the project's picture generator. Writes the generated PNGs of
// assets/textures/, assets/icons/, assets/rulebooks/pictures/ and assets/campaign/ from fixed
// seeds; a test regenerates them and compares with the committed ones.
//
//   taflbord-artgen ASSETS_DIR      (writes ASSETS_DIR/textures/*.png, ASSETS_DIR/icons/*.png,
//                                    ASSETS_DIR/rulebooks/pictures/*.png, ASSETS_DIR/campaign/map.png
//                                    and ASSETS_DIR/campaign/portraits/*.png)
//
// The board pictures show the start positions of the shipped presets: they are read from
// ASSETS_DIR/variants/ when it exists, else from the assets folder the tools find.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "art.h"
#include "art_books.h"
#include "art_campaign.h"
#include "art_scenes.h"
#include "preset_files.h"
#include "taflbord/variant.h"

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

// The shipped presets, resolved: from ASSETS_DIR/variants/ or the assets folder found beside the
// tool. Problems in the files are reported; a book whose preset is missing fails later.
bool load_presets(const std::filesystem::path& assets, const char* argv0, tafl::VariantSet& set) {
    std::error_code ec;
    std::filesystem::path dir = assets / "variants";
    if (!std::filesystem::is_directory(dir, ec)) {
        const auto found = tafl::presets::find_assets_dir(argv0);
        if (!found) {
            std::fprintf(stderr, "taflbord-artgen: no variants folder found for the board pictures\n");
            return false;
        }
        dir = *found / "variants";
    }
    for (const auto& e : tafl::presets::load_variant_dir(dir, set))
        std::fprintf(stderr, "taflbord-artgen: %s\n", e.to_string().c_str());
    return true;
}

// The board picture's view of a preset: size, start position, marked squares.
tafl::art::BoardSetup board_setup(const tafl::RuleSet& rules) {
    return {rules.size, rules.setup, rules.throne, rules.corners != tafl::Corners::None};
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: taflbord-artgen ASSETS_DIR\n");
        return 2;
    }
    const std::filesystem::path out = std::filesystem::path(argv[1]) / "textures";
    const std::filesystem::path icons = std::filesystem::path(argv[1]) / "icons";
    const std::filesystem::path pictures = std::filesystem::path(argv[1]) / "rulebooks" / "pictures";
    const std::filesystem::path campaign = std::filesystem::path(argv[1]) / "campaign";
    const std::filesystem::path portraits = campaign / "portraits";
    tafl::VariantSet presets;
    if (!load_presets(argv[1], argv[0], presets)) return 1;
    for (const auto& dir : {out, icons, pictures, campaign, portraits}) {
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
    // The board surfaces, each from its own seed; the rulebooks' boards are painted over them.
    std::uint64_t seed = 0xB0A4D5EEDULL;
    std::vector<tafl::art::Canvas> surfaces;
    for (const tafl::art::Surface surface : tafl::art::kSurfaces) {
        const auto path = out / (std::string("surface-") + tafl::art::surface_name(surface) + ".png");
        surfaces.push_back(tafl::art::make_surface(surface, seed++, 512));
        if (!write_png(surfaces.back(), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    // The rulebooks' pictures: for every book its scene, its board and a cover framing the scene.
    std::uint64_t book_seed = 0;
    for (const tafl::art::Book book : tafl::art::kBooks) {
        const std::string id = tafl::art::book_id(book);
        const tafl::Variant* preset = presets.find(tafl::art::book_preset(book));
        if (preset == nullptr) {
            std::fprintf(stderr, "taflbord-artgen: no preset %s for the book %s\n", tafl::art::book_preset(book), id.c_str());
            return 1;
        }
        std::size_t surface = 0;
        while (tafl::art::kSurfaces[surface] != tafl::art::book_surface(book)) ++surface;
        const tafl::art::Canvas scene = tafl::art::make_book_scene(book, 0x5CE0E5ULL + book_seed);
        const tafl::art::Canvas board =
            tafl::art::make_book_board(book, board_setup(preset->rules), surfaces[surface], 0xB0A2DULL + book_seed);
        const tafl::art::Canvas cover = tafl::art::make_book_cover(book, scene, 0xC0FE2ULL + book_seed);
        ++book_seed;
        for (const auto& [name, canvas] : {std::pair{"-scene.png", &scene}, {"-board.png", &board}, {"-cover.png", &cover}}) {
            const auto path = pictures / (id + name);
            if (!write_png(*canvas, path)) return 1;
            std::printf("wrote %s\n", path.string().c_str());
        }
    }
    // The campaign: its map and the portraits of its opponents, each from its own seed.
    {
        const auto path = campaign / "map.png";
        if (!write_png(tafl::art::make_campaign_map(0x5A6A3A9ULL), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    std::uint64_t sitter_seed = 0x9E0F11EULL;
    for (const tafl::art::Sitter sitter : tafl::art::kSitters) {
        const auto path = portraits / (std::string(tafl::art::sitter_id(sitter)) + ".png");
        if (!write_png(tafl::art::make_portrait(sitter, sitter_seed++), path)) return 1;
        std::printf("wrote %s\n", path.string().c_str());
    }
    return 0;
}
