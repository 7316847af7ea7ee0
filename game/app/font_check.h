// font_check.h: checks a font file before Dear ImGui gets it. ImGui's font loader asserts (and so
// ends the program) on a file it cannot parse; the game asks the same parser first.
#pragma once

#include <string_view>

namespace tafl::app {

// Whether ImGui's TrueType/OpenType reader (stb_truetype) can read the first font of `bytes`.
bool imgui_can_read_font(std::string_view bytes);

}  // namespace tafl::app
