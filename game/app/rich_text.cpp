// rich_text.cpp: laying out and drawing styled runs of text with ImGui's draw list.
#include "app/rich_text.h"

#include <string_view>

namespace tafl::app {

namespace {

// One word placed on a line, relative to the block's top left.
struct Placed {
    std::string_view text;
    std::uint8_t style = rulebook::kPlain;
    int link = -1;
    float x = 0;
    float y = 0;
    float width = 0;
};

ImFont* font_of(std::uint8_t style, const RichTextStyle& s) {
    ImFont* regular = s.regular ? s.regular : ImGui::GetFont();
    if ((style & (rulebook::kStrong | rulebook::kCode)) != 0 && s.bold != nullptr) return s.bold;
    return regular;
}

float size_of(const RichTextStyle& s) { return s.size > 0 ? s.size : ImGui::GetFontSize(); }

float text_width(ImFont* font, float size, std::string_view text) {
    return font->CalcTextSizeA(size, 1e9f, 0.0f, text.data(), text.data() + text.size()).x;
}

// Words and the spaces between them, wrapped to `width`. Returns the height used.
float layout(const std::vector<rulebook::Span>& spans, float width, const RichTextStyle& style, std::vector<Placed>* out) {
    const float size = size_of(style);
    const float line = size * style.line_spacing;
    const float space = text_width(font_of(rulebook::kPlain, style), size, " ");
    const float code_pad = size * 0.18f;
    float x = 0;
    float y = 0;
    bool any = false;
    bool pending_space = false;
    for (const rulebook::Span& span : spans) {
        if (span.text == "\n") {
            x = 0;
            y += line;
            pending_space = false;
            continue;
        }
        ImFont* font = font_of(span.style, style);
        const std::string_view text = span.text;
        std::size_t i = 0;
        while (i < text.size()) {
            if (text[i] == ' ' || text[i] == '\n' || text[i] == '\t') {
                pending_space = true;
                ++i;
                continue;
            }
            std::size_t end = i;
            while (end < text.size() && text[end] != ' ' && text[end] != '\n' && text[end] != '\t') ++end;
            const std::string_view word = text.substr(i, end - i);
            const float pad = (span.style & rulebook::kCode) ? code_pad : 0.0f;
            const float w = text_width(font, size, word) + 2 * pad;
            const float gap = (pending_space && x > 0) ? space : 0.0f;
            if (x > 0 && x + gap + w > width) {
                x = 0;
                y += line;
            } else {
                x += gap;
            }
            if (out) out->push_back(Placed{word, span.style, span.link, x + pad, y, w - 2 * pad});
            x += w;
            any = true;
            pending_space = false;
            i = end;
        }
    }
    return any ? y + line : 0.0f;
}

}  // namespace

float measure_rich_text(const std::vector<rulebook::Span>& spans, float width, const RichTextStyle& style) {
    return layout(spans, width, style, nullptr);
}

RichTextResult draw_rich_text(const std::vector<rulebook::Span>& spans, float width, const RichTextStyle& style) {
    RichTextResult result;
    std::vector<Placed> words;
    const float height = layout(spans, width, style, &words);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float size = size_of(style);
    const float line = size * style.line_spacing;
    const float lift = (line - size) * 0.5f;
    ImDrawList* dl = ImGui::GetWindowDrawList();

    // The link under the pointer, so every word of it lights up together.
    int hovered = -1;
    const bool window_hovered = ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    if (window_hovered) {
        for (const Placed& w : words) {
            if (w.link < 0) continue;
            const ImVec2 a(origin.x + w.x, origin.y + w.y);
            if (ImGui::IsMouseHoveringRect(a, ImVec2(a.x + w.width, a.y + line))) hovered = w.link;
        }
    }
    const float pad = size * 0.18f;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const Placed& w = words[i];
        ImFont* font = font_of(w.style, style);
        const ImVec2 at(origin.x + w.x, origin.y + w.y + lift);
        if (w.style & rulebook::kCode)
            dl->AddRectFilled(ImVec2(at.x - pad, at.y - size * 0.05f), ImVec2(at.x + w.width + pad, at.y + size * 1.08f),
                              style.code_plate, size * 0.2f);
        ImU32 colour = style.text;
        if (w.style & rulebook::kEmphasis) colour = style.emphasis;
        if (w.link >= 0) colour = w.link == hovered ? style.link_hovered : style.link;
        dl->AddText(font, size, at, colour, w.text.data(), w.text.data() + w.text.size());
        if (w.link >= 0) {
            // One unbroken underline under the words of a link that share a line.
            const float base = at.y + size * 1.02f;
            float end = at.x + w.width;
            if (i + 1 < words.size() && words[i + 1].link == w.link && words[i + 1].y == w.y)
                end = origin.x + words[i + 1].x;
            dl->AddLine(ImVec2(at.x, base), ImVec2(end, base), colour, w.link == hovered ? 1.5f : 1.0f);
            if (style.focused >= 0 && w.link + style.first_link_number == style.focused) {
                dl->AddRect(ImVec2(at.x - 3.0f, at.y - 2.0f), ImVec2(at.x + w.width + 3.0f, at.y + size * 1.15f),
                            style.focus_frame, 3.0f, 0, 2.0f);
                if (!result.focus_y) result.focus_y = at.y;
            }
        }
    }
    ImGui::Dummy(ImVec2(width, height));
    if (hovered >= 0) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) result.clicked = hovered;
    }
    return result;
}

}  // namespace tafl::app
