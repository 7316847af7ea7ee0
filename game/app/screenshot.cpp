// screenshot.cpp: the window's picture saved as a PNG or JPEG file.
#include "app/screenshot.h"

#include <SDL.h>
#include <SDL_image.h>

#include <cctype>
#include <cstdio>
#include <optional>
#include <string>

#include "app/gl.h"
#include "core/atomic_file.h"
#include "core/utf8_path.h"

namespace tafl::app {

namespace fs = std::filesystem;

namespace {

void report_error(const std::string& message) { std::fprintf(stderr, "taflbord: %s\n", message.c_str()); }

}  // namespace

bool take_screenshot(const fs::path& link_path, int width, int height) {
    auto pixels = read_pixels(width, height);
    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormatFrom(pixels.data(), width, height, 32, width * 4, SDL_PIXELFORMAT_ABGR8888);
    if (surface == nullptr) {
        report_error(std::string("screenshot: ") + SDL_GetError());
        return false;
    }
    std::string refused;
    const std::optional<fs::path> target = core::writable_target(link_path, &refused);
    if (!target) {
        SDL_FreeSurface(surface);
        report_error("screenshot: " + refused);
        return false;
    }
    const fs::path& path = *target;
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    // Written beside the target and renamed, so a reader never sees half a picture.
    fs::path temp = path;
    temp += ".tmp";
    // PNG, or JPEG for a name ending in .jpg (smaller, for documentation).
    std::string ext = path.extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool jpeg = ext == ".jpg" || ext == ".jpeg";
    const std::string temp_name = core::utf8_of(temp);
    SDL_ClearError();  // so that a failure without a reason does not show an older, unrelated one
    const bool ok = (jpeg ? IMG_SaveJPG(surface, temp_name.c_str(), 90) : IMG_SavePNG(surface, temp_name.c_str())) == 0;
    SDL_FreeSurface(surface);
    if (!ok) {
        std::string why = IMG_GetError();
        if (why.empty())
            why = jpeg ? "this build's image library cannot write JPEG; name the file .png" : "no reason given";
        report_error("screenshot " + path.string() + " could not be written: " + why);
        fs::remove(temp, ec);
        return false;
    }
    fs::rename(temp, path, ec);
    if (ec) {
        report_error("screenshot " + path.string() + " could not be written: " + ec.message());
        fs::remove(temp, ec);
        return false;
    }
    std::printf("screenshot %s %dx%d\n", link_path.string().c_str(), width, height);
    std::fflush(stdout);
    return true;
}

}  // namespace tafl::app
