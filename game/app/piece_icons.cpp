// piece_icons.cpp: the pieces drawn with ImGui's draw list, in the board's colours and shapes.
#include "app/piece_icons.h"

#include <algorithm>
#include <cmath>

namespace tafl::app {

namespace {

// The colours are copied from shaders/atlas.frag, which writes them 0..1 per channel; keeping that
// form here lets a colour be compared with its shader at a glance.
struct Rgb {
    float r, g, b;
};

Rgb scaled(Rgb c, float k) { return {c.r * k, c.g * k, c.b * k}; }
ImU32 to_u32(Rgb c, float alpha = 1.0f) {
    return ImGui::ColorConvertFloat4ToU32(
        ImVec4(std::clamp(c.r, 0.0f, 1.0f), std::clamp(c.g, 0.0f, 1.0f), std::clamp(c.b, 0.0f, 1.0f), alpha));
}

// The pieces' colours, from shaders/atlas.frag (base, rim, emblem).
constexpr Rgb kAttackerBase = {0.30f, 0.17f, 0.12f};
constexpr Rgb kAttackerRim = {0.16f, 0.10f, 0.07f};
constexpr Rgb kAttackerBoss = {0.62f, 0.52f, 0.36f};
constexpr Rgb kDefenderBase = {0.90f, 0.84f, 0.70f};
constexpr Rgb kDefenderRim = {0.70f, 0.62f, 0.48f};
constexpr Rgb kDefenderInk = {0.42f, 0.30f, 0.18f};
constexpr Rgb kKingBase = {0.93f, 0.87f, 0.72f};
constexpr Rgb kKingGold = {0.85f, 0.64f, 0.20f};
constexpr Rgb kOutline = {0.05f, 0.05f, 0.05f};

constexpr float kPi = 3.14159265f;

// [SECTION] Pieces

// The radii of the pieces, in squares, as atlas.frag draws them.
constexpr float kAttackerRadius = 0.37f;
constexpr float kDefenderRadius = 0.32f;  // the octagon's inner radius: its flat sides face the axes
constexpr float kKingRadius = 0.43f;

// A regular octagon with flat sides facing the axes, as the board's defenders are. (AddNgonFilled
// with 8 segments would put a corner on each axis, so the path is built here turned by 22.5°.)
void octagon(ImDrawList* dl, ImVec2 c, float inner, ImU32 col) {
    const float outer = inner / std::cos(kPi / 8.0f);
    const float start = kPi / 8.0f;
    dl->PathArcTo(c, outer, start, start + 2.0f * kPi * 7.0f / 8.0f, 7);
    dl->PathFillConvex(col);
}

// The pieces get their details step by step as the squares grow: at the smallest sizes a clear
// silhouette with an outline is all the eye can read; from 8 to 14 pixels a square there is room
// for the shield's boss, a shadow, the king's cross and the defenders' diamond.
void draw_attacker(ImDrawList* dl, ImVec2 c, float q) {
    const float r = std::max(2.2f, kAttackerRadius * q);
    if (q >= 10.0f) dl->AddCircleFilled(ImVec2(c.x + 0.05f * q, c.y + 0.09f * q), r, to_u32(kOutline, 0.35f));
    // A pale rim light keeps the dark shield apart from dark boards.
    dl->AddCircleFilled(c, r + 0.6f, to_u32(kAttackerBoss, 0.55f));
    dl->AddCircleFilled(c, r, to_u32(kAttackerRim));
    dl->AddCircleFilled(c, r * 0.80f, to_u32(kAttackerBase));
    if (q >= 8.0f) {
        // Lit from the upper left, with a bronze boss.
        dl->AddCircleFilled(ImVec2(c.x - 0.22f * r, c.y - 0.22f * r), r * 0.38f,
                            to_u32(scaled(kAttackerBase, 1.35f), 0.8f));
        dl->AddCircleFilled(c, std::max(1.0f, r * 0.27f), to_u32(kAttackerBoss));
    }
}

void draw_defender(ImDrawList* dl, ImVec2 c, float q) {
    const float r = std::max(2.0f, kDefenderRadius * q);
    if (q >= 10.0f) octagon(dl, ImVec2(c.x + 0.05f * q, c.y + 0.09f * q), r, to_u32(kOutline, 0.35f));
    octagon(dl, c, r + 1.0f, to_u32(kOutline, 0.75f));
    octagon(dl, c, r, to_u32(kDefenderRim));
    octagon(dl, c, r - std::max(0.8f, 0.12f * r), to_u32(kDefenderBase));
    if (q >= 14.0f) {
        // The engraved diamond.
        const float d = r * 0.5f;
        dl->AddQuad(ImVec2(c.x, c.y - d), ImVec2(c.x + d, c.y), ImVec2(c.x, c.y + d), ImVec2(c.x - d, c.y),
                    to_u32(kDefenderInk, 0.9f), std::max(1.0f, 0.08f * q));
    }
}

void draw_king(ImDrawList* dl, ImVec2 c, float q) {
    const float r = std::max(3.5f, kKingRadius * q);
    if (q >= 10.0f) dl->AddCircleFilled(ImVec2(c.x + 0.05f * q, c.y + 0.09f * q), r, to_u32(kOutline, 0.35f));
    dl->AddCircleFilled(c, r + 1.0f, to_u32(kOutline, 0.8f));
    dl->AddCircleFilled(c, r, to_u32(kKingGold));
    dl->AddCircleFilled(c, r - std::max(1.0f, 0.16f * r), to_u32(kKingBase));
    if (q >= 10.0f) {
        // The gold cross.
        const float arm = r * 0.52f;
        const float w = std::max(1.0f, 0.11f * r);
        const ImU32 gold = to_u32(scaled(kKingGold, 0.9f));
        dl->AddRectFilled(ImVec2(c.x - arm, c.y - w), ImVec2(c.x + arm, c.y + w), gold);
        dl->AddRectFilled(ImVec2(c.x - w, c.y - arm), ImVec2(c.x + w, c.y + arm), gold);
    }
}

}  // namespace

void draw_piece_icon(ImDrawList* draw_list, ImVec2 centre, float square_px, tafl::Piece piece) {
    if (piece == tafl::Piece::Attacker) draw_attacker(draw_list, centre, square_px);
    if (piece == tafl::Piece::Defender) draw_defender(draw_list, centre, square_px);
    if (piece == tafl::Piece::King) draw_king(draw_list, centre, square_px);
}

}  // namespace tafl::app
