// utf8_path.h: file names to and from UTF-8 text, for the libraries that take and give names as
// UTF-8 (SDL, SDL_image, SDL_ttf). On Linux a path is its bytes, so these are path(text) and
// path.string(). On Windows a path is UTF-16 and a narrow std::string is converted through the C
// library's code page, not UTF-8: there they convert through char8_t, so that a folder such as
// C:\Users\Jörg\AppData\Roaming reaches SDL and comes back from it whole.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace tafl::core {

inline std::filesystem::path path_from_utf8(std::string_view text) {
#if defined(_WIN32)
    return std::filesystem::path(std::u8string(text.begin(), text.end()));
#else
    return std::filesystem::path(text);
#endif
}

inline std::string utf8_of(const std::filesystem::path& path) {
#if defined(_WIN32)
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
#else
    return path.string();
#endif
}

}  // namespace tafl::core
