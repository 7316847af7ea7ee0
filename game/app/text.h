// text.h: text drawn by SDL_ttf into textures, for the board view's own lettering (coordinates,
// captions). Rendered strings are cached by font, pixel size, colour and text; the cache is
// dropped when the window's scale changes.
#pragma once

#include <SDL_ttf.h>

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "app/gl.h"

namespace tafl::app {

// The game's typefaces (assets/fonts/README.md).
enum class Face : std::uint8_t { Text, TextBold, Title };

class TextRenderer {
public:
    TextRenderer() = default;
    TextRenderer(const TextRenderer&) = delete;
    TextRenderer& operator=(const TextRenderer&) = delete;
    ~TextRenderer();

    // Starts SDL_ttf and checks that the font files exist and open. Problems (a missing or broken
    // file) are appended to `problems`; a face that failed draws nothing, the rest still work.
    void init(const std::filesystem::path& fonts_dir, std::vector<std::string>& problems);
    bool has(Face face) const;
    // Whether the face has a glyph of its own for the character.
    bool provides(Face face, char32_t c);

    // The texture of `text` in `face` at `pixel_size`, white (tint it when drawing) and
    // premultiplied. Null when the face is unusable or the text is empty.
    const Texture* render(Face face, int pixel_size, const std::string& text);
    void clear_cache() { cache_.clear(); }

    static std::filesystem::path file_of(const std::filesystem::path& fonts_dir, Face face);

private:
    TTF_Font* font(Face face, int pixel_size);

    bool started_ = false;
    std::filesystem::path dir_;
    bool usable_[3] = {false, false, false};
    std::map<std::pair<int, int>, TTF_Font*> fonts_;
    std::map<std::tuple<int, int, std::string>, Texture> cache_;
};

}  // namespace tafl::app
