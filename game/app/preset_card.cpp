// preset_card.cpp: the preset card: the start position painted by a board widget, and the words.
#include "app/preset_card.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <exception>
#include <glm/gtc/matrix_transform.hpp>
#include <string>

#include "i18n/engine_words.h"

namespace tafl::app {

namespace {

// The board's pictures are premultiplied; ImGui blends straight alpha. A callback switches the
// blend function for the picture and ImGui's own state comes back after it.
void premultiplied_blend(const ImDrawList*, const ImDrawCmd*) { glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); }

}  // namespace

// [SECTION] The picture

void SetupPicture::draw(const tafl::RuleSet& rules, BoardFamily family, float size_px) {
    const float side = std::floor(std::max(size_px, 40.0f));
    if (!shown_ || !(*shown_ == rules) || family != family_) {
        scene_.reset();
        shown_ = rules;
        family_ = family;
        // A precondition of Rules; the rules shown come from variant files, which are checked.
        if (!tafl::validate(rules).empty()) return ImGui::Dummy(ImVec2(side, side));
        try {
            auto built = std::make_shared<const tafl::Rules>(rules);
            const tafl::Position start(built);
            widget_.set_rules(*built, family);
            scene_ = std::make_unique<scene::BoardScene>(start);
        } catch (const std::exception&) {
            // Rules that cannot be built show no picture; the card's words still say what they can.
        }
    }
    widget_.set_coordinates(false);
    widget_.set_high_contrast(frame_.high_contrast);
    const Texture* texture = nullptr;
    if (scene_ && frame_.batch != nullptr) {
        const int pixels = static_cast<int>(std::lround(side * frame_.pixel_scale));
        texture = widget_.render_picture(*scene_, *frame_.batch, pixels, frame_.fb_width, frame_.fb_height);
    }
    if (texture == nullptr) {
        ImGui::Dummy(ImVec2(side, side));
        return;
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCallback(premultiplied_blend, nullptr);
    // Row 0 of the picture is its bottom.
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture->id())), ImVec2(side, side),
                 ImVec2(0.0f, 1.0f), ImVec2(1.0f, 0.0f));
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

// [SECTION] The card

void draw_preset_card(const tafl::Variant& variant, float width_px, SetupPicture& picture, ImFont* name_font) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float pad = std::round(ImGui::GetFontSize() * 0.5f);
    const float width = std::max(width_px, 120.0f);
    const float inner = width - 2.0f * pad;
    const char* name = i18n::preset_name(variant.id);
    const std::string title = name != nullptr ? name : !variant.name.empty() ? variant.name : variant.id;
    const char* origin = i18n::preset_origin(variant.id);
    const std::string origin_text = origin != nullptr ? origin : variant.source;

    std::array<tafl::Piece, tafl::kCells> cells{};
    std::string forces;
    if (!tafl::parse_position_record(variant.rules.setup, variant.rules.size, cells)) {
        int attackers = 0, defenders = 0;
        for (const tafl::Piece p : cells) {
            attackers += p == tafl::Piece::Attacker ? 1 : 0;
            defenders += p == tafl::Piece::Defender ? 1 : 0;
        }
        forces = i18n::setup_summary(variant.rules.size, attackers, defenders);
    }

    // The picture beside the words when both have room (words at least 14 em wide), above them
    // otherwise, centred.
    const float em = ImGui::GetFontSize();
    const float gap = style.ItemSpacing.x;
    float picture_px = std::clamp(std::floor(inner * 0.36f), 150.0f, 200.0f);
    const bool beside = inner - picture_px - gap >= 14.0f * em;
    if (!beside) picture_px = std::min(200.0f, inner);

    // The background is drawn last, under everything, once the card's height is known. A splitter
    // of its own lets the card sit inside tables and other split draw lists.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImDrawListSplitter layers;
    layers.Split(dl, 2);
    layers.SetCurrentChannel(dl, 1);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImGui::BeginGroup();
    ImGui::Dummy(ImVec2(width, std::max(1.0f, pad - style.ItemSpacing.y)));
    ImGui::Indent(pad);
    const float left = ImGui::GetCursorPosX();
    if (!beside) ImGui::SetCursorPosX(left + std::floor((inner - picture_px) * 0.5f));  // centred above the words
    picture.draw(variant.rules, family_of_preset(variant.id, variant.extends), picture_px);
    if (beside) ImGui::SameLine(0.0f, gap);
    ImGui::BeginGroup();
    const float text_right = beside ? ImGui::GetCursorPosX() + (inner - picture_px - gap) : left + inner;
    ImGui::PushTextWrapPos(text_right);
    if (name_font != nullptr) ImGui::PushFont(name_font);
    ImGui::TextWrapped("%s", title.c_str());
    if (name_font != nullptr) ImGui::PopFont();
    if (!forces.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped("%s", forces.c_str());
        ImGui::PopStyleColor();
    }
    if (!origin_text.empty()) {
        ImGui::Spacing();
        ImGui::TextWrapped("%s", origin_text.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::Unindent(pad);
    ImGui::Dummy(ImVec2(width, std::max(1.0f, pad - style.ItemSpacing.y)));
    ImGui::EndGroup();
    const ImVec2 end(start.x + width, ImGui::GetItemRectMax().y);

    layers.SetCurrentChannel(dl, 0);
    dl->AddRectFilled(start, end, ImGui::GetColorU32(ImGuiCol_FrameBg, 0.55f), style.FrameRounding);
    dl->AddRect(start, end, ImGui::GetColorU32(ImGuiCol_Border), style.FrameRounding);
    layers.Merge(dl);
}

}  // namespace tafl::app
