// font_check.cpp: the check uses the very copy of stb_truetype that ImGui ships, compiled here
// with internal linkage so it does not clash with ImGui's own.
#include "app/font_check.h"

#define STBTT_STATIC
#define STB_TRUETYPE_IMPLEMENTATION
#include <imstb_truetype.h>

namespace tafl::app {

bool imgui_can_read_font(std::string_view bytes) {
    if (bytes.size() < 12) return false;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const int offset = stbtt_GetFontOffsetForIndex(data, 0);
    if (offset < 0 || static_cast<std::size_t>(offset) >= bytes.size()) return false;
    stbtt_fontinfo info;
    if (stbtt_InitFont(&info, data, offset) == 0) return false;
    // A font without a single Latin letter would give ImGui nothing to draw with.
    return stbtt_FindGlyphIndex(&info, 'a') != 0;
}

}  // namespace tafl::app
