// image.cpp: PNG textures.
#include "app/image.h"

#include <SDL.h>
#include <SDL_image.h>

#include <vector>

#include "core/utf8_path.h"

namespace tafl::app {

std::optional<Texture> texture_from_surface(SDL_Surface* surface, Filter filter, std::string* error) {
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888, 0);
    if (rgba == nullptr) {
        if (error) *error = std::string("cannot be converted: ") + SDL_GetError();
        return std::nullopt;
    }
    const int w = rgba->w, h = rgba->h;
    if (w <= 0 || h <= 0 || w > 8192 || h > 8192) {
        SDL_FreeSurface(rgba);
        if (error) *error = "has an unusable size " + std::to_string(w) + "x" + std::to_string(h);
        return std::nullopt;
    }
    // Rows flipped (GL's row 0 is the bottom) and alpha premultiplied, as every texture of the game.
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
    SDL_LockSurface(rgba);
    for (int y = 0; y < h; ++y) {
        const auto* src = static_cast<const std::uint8_t*>(rgba->pixels) + static_cast<std::ptrdiff_t>(y) * rgba->pitch;
        std::uint8_t* dst = pixels.data() + static_cast<std::size_t>(h - 1 - y) * static_cast<std::size_t>(w) * 4;
        for (int x = 0; x < w * 4; x += 4) {
            const unsigned a = src[x + 3];
            for (int k = 0; k < 3; ++k) dst[x + k] = static_cast<std::uint8_t>((src[x + k] * a + 127) / 255);
            dst[x + 3] = static_cast<std::uint8_t>(a);
        }
    }
    SDL_UnlockSurface(rgba);
    SDL_FreeSurface(rgba);
    return Texture::from_rgba(w, h, pixels.data(), filter);
}

std::optional<Texture> load_png_texture(const std::filesystem::path& path, Filter filter, std::string* error) {
    auto fail = [&](const std::string& why) -> std::optional<Texture> {
        if (error) *error = "picture " + path.string() + " " + why;
        return std::nullopt;
    };
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return fail("is missing");
    SDL_Surface* loaded = IMG_Load(core::utf8_of(path).c_str());
    if (loaded == nullptr) return fail(std::string("cannot be read: ") + IMG_GetError());
    std::string why;
    auto texture = texture_from_surface(loaded, filter, &why);
    SDL_FreeSurface(loaded);
    if (!texture) return fail(why);
    return texture;
}

}  // namespace tafl::app
