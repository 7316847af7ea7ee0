// image.h: PNG files as OpenGL textures, through SDL_image.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "app/gl.h"

struct SDL_Surface;

namespace tafl::app {

// Reads a PNG (or any format SDL_image knows) into a premultiplied RGBA texture whose row 0 is the
// picture's bottom row (so v = 1 is the top, as for every texture of the game). Returns nullopt
// with the file name and the reason in `error` when the file is missing, unreadable or broken,
// or larger than 8192 pixels on a side.
// The same for a picture already in memory (SDL_ttf's lettering, for one); the surface stays the
// caller's.
std::optional<Texture> texture_from_surface(SDL_Surface* surface, Filter filter, std::string* error);

std::optional<Texture> load_png_texture(const std::filesystem::path& path, Filter filter, std::string* error);

}  // namespace tafl::app
