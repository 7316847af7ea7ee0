// text.cpp: SDL_ttf lettering.
#include "app/text.h"

#include <SDL.h>

#include "app/image.h"
#include "core/utf8_path.h"

namespace tafl::app {

std::filesystem::path TextRenderer::file_of(const std::filesystem::path& fonts_dir, Face face) {
    switch (face) {
        case Face::Text:
            return fonts_dir / "Junicode-Regular.otf";
        case Face::TextBold:
            return fonts_dir / "Junicode-Bold.otf";
        case Face::Title:
            return fonts_dir / "Blankenburg.ttf";
    }
    return fonts_dir / "Junicode-Regular.otf";
}

TextRenderer::~TextRenderer() {
    cache_.clear();
    for (auto& [key, f] : fonts_) TTF_CloseFont(f);
    fonts_.clear();
    if (started_) TTF_Quit();
}

void TextRenderer::init(const std::filesystem::path& fonts_dir, std::vector<std::string>& problems) {
    dir_ = fonts_dir;
    if (TTF_Init() != 0) {
        problems.push_back(std::string("the text library SDL_ttf did not start: ") + TTF_GetError());
        return;
    }
    started_ = true;
    for (Face face : {Face::Text, Face::TextBold, Face::Title}) {
        const auto path = file_of(fonts_dir, face);
        TTF_Font* probe = TTF_OpenFont(core::utf8_of(path).c_str(), 16);
        if (probe == nullptr) {
            problems.push_back("font " + path.string() + " cannot be used: " + TTF_GetError());
            continue;
        }
        TTF_CloseFont(probe);
        usable_[static_cast<int>(face)] = true;
    }
}

bool TextRenderer::has(Face face) const { return usable_[static_cast<int>(face)]; }

bool TextRenderer::provides(Face face, char32_t c) {
    TTF_Font* f = font(face, 16);
    return f != nullptr && TTF_GlyphIsProvided32(f, static_cast<Uint32>(c)) != 0;
}

TTF_Font* TextRenderer::font(Face face, int pixel_size) {
    if (!has(face)) return nullptr;
    const auto key = std::make_pair(static_cast<int>(face), pixel_size);
    if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
    TTF_Font* f = TTF_OpenFont(core::utf8_of(file_of(dir_, face)).c_str(), pixel_size);
    if (f != nullptr) fonts_.emplace(key, f);
    return f;
}

const Texture* TextRenderer::render(Face face, int pixel_size, const std::string& text) {
    if (text.empty()) return nullptr;
    const auto key = std::make_tuple(static_cast<int>(face), pixel_size, text);
    if (auto it = cache_.find(key); it != cache_.end()) return &it->second;
    TTF_Font* f = font(face, pixel_size);
    if (f == nullptr) return nullptr;
    SDL_Surface* rendered = TTF_RenderUTF8_Blended(f, text.c_str(), SDL_Color{255, 255, 255, 255});
    if (rendered == nullptr) return nullptr;
    auto texture = texture_from_surface(rendered, Filter::Linear, nullptr);
    SDL_FreeSurface(rendered);
    if (!texture) return nullptr;
    auto [it, inserted] = cache_.emplace(key, std::move(*texture));
    return &it->second;
}

}  // namespace tafl::app
