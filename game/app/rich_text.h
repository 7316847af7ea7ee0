// rich_text.h: runs of styled text (a rulebook's paragraphs, list items and table cells) laid out
// in ImGui: words wrapped to the width given, bold for strong text, a colour for emphasis, code
// spans (square names, moves) on a small plate, and links underlined and clickable. ImGui's own
// text functions wrap one style at a time; a rulebook paragraph mixes them within a line.
#pragma once

#include <imgui.h>

#include <optional>
#include <vector>

#include "rulebook/document.h"

namespace tafl::app {

// The fonts and colours of rich text.
struct RichTextStyle {
    ImFont* regular = nullptr;  // nullptr: the current font
    ImFont* bold = nullptr;     // nullptr: the regular font
    float size = 0;             // pixels; 0: the current font size
    ImU32 text = IM_COL32(235, 226, 206, 255);
    ImU32 emphasis = IM_COL32(236, 196, 122, 255);
    ImU32 link = IM_COL32(150, 196, 236, 255);
    ImU32 link_hovered = IM_COL32(200, 226, 255, 255);
    ImU32 code_plate = IM_COL32(255, 255, 255, 26);
    float line_spacing = 1.35f;  // line height as a multiple of the size
    // Keyboard focus: the links of these spans are numbered from `first_link_number` on (in the
    // order of the block's links), and the one numbered `focused` is drawn framed.
    int first_link_number = 0;
    int focused = -1;
    ImU32 focus_frame = IM_COL32(236, 196, 122, 255);
};

// What happened to the text this frame.
struct RichTextResult {
    std::optional<int> clicked;    // the index (into the block's links) of the link clicked
    std::optional<float> focus_y;  // the screen y of the focused link's first word, when drawn
};

// Draws `spans` at the ImGui cursor, wrapped to `width` pixels, and moves the cursor past them.
RichTextResult draw_rich_text(const std::vector<rulebook::Span>& spans, float width, const RichTextStyle& style);

// The height the spans take at `width` (for laying out before drawing).
float measure_rich_text(const std::vector<rulebook::Span>& spans, float width, const RichTextStyle& style);

}  // namespace tafl::app
