// preset_card.cpp: the preset card's picture of a start position, drawn with ImGui's draw list,
// and the card around it.
#include "app/preset_card.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "i18n/engine_words.h"

namespace tafl::app {

namespace {

// [SECTION] Colours

// The colours below are copied from the shaders, which write them 0..1 per channel; keeping that
// form here lets a colour be compared with its shader at a glance.
struct Rgb {
    float r, g, b;
};

Rgb scaled(Rgb c, float k) { return {c.r * k, c.g * k, c.b * k}; }
ImU32 to_u32(Rgb c, float alpha = 1.0f) {
    return ImGui::ColorConvertFloat4ToU32(
        ImVec4(std::clamp(c.r, 0.0f, 1.0f), std::clamp(c.g, 0.0f, 1.0f), std::clamp(c.b, 0.0f, 1.0f), alpha));
}

// The picture cannot run the board's shaders, so it paints each family's board in flat colours
// taken from them: the mean of the surface picture (assets/textures/surface-*.png), the frame's
// wood of board.frag, and the grid and the marks of the special squares as each material takes
// them. Keeping them together here makes a change of the board's look a change of one table.
struct BoardPalette {
    Rgb surface;      // the playing area
    Rgb frame;        // the frame's material
    Rgb grid;         // the lines between the squares
    Rgb ink;          // the marks on the throne and the corners
    Rgb ornament;     // the line along the middle of the frame (strand, stitches, piping, groove)
    bool light_grid;  // lines paler than the surface (scratched slate, cloth): drawn a little fainter
};

BoardPalette palette_of(BoardFamily family) {
    switch (family) {
        case BoardFamily::IrishYew:
            return {{0.65f, 0.37f, 0.19f}, {0.36f, 0.16f, 0.07f}, {0.13f, 0.07f, 0.04f},
                    {0.90f, 0.74f, 0.46f}, {0.86f, 0.62f, 0.33f}, false};
        case BoardFamily::SamiHide:
            return {{0.79f, 0.68f, 0.53f}, {0.42f, 0.29f, 0.19f}, {0.22f, 0.13f, 0.08f},
                    {0.72f, 0.16f, 0.10f}, {0.90f, 0.84f, 0.70f}, false};
        case BoardFamily::WelshSlate:
            return {{0.34f, 0.37f, 0.41f}, {0.44f, 0.29f, 0.15f}, {0.78f, 0.80f, 0.82f},
                    {0.80f, 0.82f, 0.84f}, {0.26f, 0.17f, 0.09f}, true};
        case BoardFamily::NorseDriftwood:
            return {{0.55f, 0.54f, 0.50f}, {0.38f, 0.36f, 0.33f}, {0.13f, 0.07f, 0.04f},
                    {0.90f, 0.74f, 0.46f}, {0.23f, 0.22f, 0.20f}, false};
        case BoardFamily::YorkOak:
            return {{0.41f, 0.26f, 0.14f}, {0.22f, 0.12f, 0.06f}, {0.13f, 0.07f, 0.04f},
                    {0.90f, 0.74f, 0.46f}, {0.13f, 0.07f, 0.04f}, false};
        case BoardFamily::ModernCloth:
            return {{0.12f, 0.29f, 0.22f}, {0.06f, 0.12f, 0.10f}, {0.80f, 0.70f, 0.45f},
                    {0.82f, 0.68f, 0.36f}, {0.78f, 0.64f, 0.32f}, true};
    }
    return palette_of(BoardFamily::NorseDriftwood);
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

// [SECTION] Board

// Which squares of the rules' board are special, by file and rank.
bool is_throne(const tafl::RuleSet& rules, int file, int rank) {
    const int mid = rules.size / 2;
    return rules.throne && file == mid && rank == mid;
}

bool is_corner(const tafl::RuleSet& rules, int file, int rank) {
    const int n = rules.size;
    const int reach = rules.corners == tafl::Corners::Single ? 1 : rules.corners == tafl::Corners::Block2 ? 2 : 0;
    const bool near_x = file < reach || file >= n - reach;
    const bool near_y = rank < reach || rank >= n - reach;
    return near_x && near_y;
}

// A throne: a ring with a cross; a corner: a saltire. Only the darker inlay below 8 pixels.
void draw_special_square(ImDrawList* dl, ImVec2 min, float q, bool throne, const BoardPalette& pal) {
    dl->AddRectFilled(min, ImVec2(min.x + q, min.y + q), to_u32(scaled(pal.surface, 0.64f)));
    if (q < 8.0f) return;
    const ImVec2 c(min.x + q * 0.5f, min.y + q * 0.5f);
    const ImU32 ink = to_u32(pal.ink, 0.95f);
    const float t = std::max(1.0f, 0.06f * q);
    if (throne) {
        dl->AddCircle(c, 0.30f * q, ink, 0, t);
        dl->AddLine(ImVec2(c.x - 0.30f * q, c.y), ImVec2(c.x + 0.30f * q, c.y), ink, t);
        dl->AddLine(ImVec2(c.x, c.y - 0.30f * q), ImVec2(c.x, c.y + 0.30f * q), ink, t);
    } else {
        const float a = 0.30f * q;
        dl->AddLine(ImVec2(c.x - a, c.y - a), ImVec2(c.x + a, c.y + a), ink, t);
        dl->AddLine(ImVec2(c.x - a, c.y + a), ImVec2(c.x + a, c.y - a), ink, t);
    }
}

// The frame: the family's material with a lit outer edge, the playing area sunk into it, and the
// family's line along the middle of the band when there is room for it.
void draw_frame(ImDrawList* dl, ImVec2 outer_min, ImVec2 outer_max, float band, BoardFamily family,
                const BoardPalette& pal) {
    const float rounding = std::min(3.0f, band * 0.5f);
    dl->AddRectFilled(outer_min, outer_max, to_u32(pal.frame), rounding);
    dl->AddRect(outer_min, outer_max, to_u32(scaled(pal.frame, 1.35f)), rounding, 0, 1.0f);
    dl->AddRect(ImVec2(outer_min.x - 1, outer_min.y - 1), ImVec2(outer_max.x + 1, outer_max.y + 1),
                to_u32(kOutline, 0.6f), rounding + 1.0f, 0, 1.0f);
    if (band < 6.0f) return;
    const float inset = family == BoardFamily::ModernCloth ? band * 0.62f : band * 0.45f;
    const ImVec2 a(std::floor(outer_min.x + inset) + 0.5f, std::floor(outer_min.y + inset) + 0.5f);
    const ImVec2 b(std::floor(outer_max.x - inset) - 0.5f, std::floor(outer_max.y - inset) - 0.5f);
    if (family == BoardFamily::SamiHide) {
        // Stitches: short dashes along the seam.
        const float step = std::max(3.0f, band * 0.7f);
        const ImU32 thread = to_u32(pal.ornament, 0.85f);
        for (float x = a.x; x + step * 0.5f < b.x; x += step) {
            dl->AddLine(ImVec2(x, a.y), ImVec2(x + step * 0.5f, a.y), thread);
            dl->AddLine(ImVec2(x, b.y), ImVec2(x + step * 0.5f, b.y), thread);
        }
        for (float y = a.y; y + step * 0.5f < b.y; y += step) {
            dl->AddLine(ImVec2(a.x, y), ImVec2(a.x, y + step * 0.5f), thread);
            dl->AddLine(ImVec2(b.x, y), ImVec2(b.x, y + step * 0.5f), thread);
        }
        return;
    }
    dl->AddRect(a, b, to_u32(pal.ornament, 0.8f), 0.0f, 0, 1.0f);
}

}  // namespace

// [SECTION] The picture

void draw_setup_picture(const tafl::RuleSet& rules, BoardFamily family, float size_px) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 cursor = ImGui::GetCursorScreenPos();
    const float side = std::floor(std::max(size_px, 40.0f));
    const int n = std::clamp(rules.size, tafl::kMinSize, tafl::kMaxSize);
    const float nf = static_cast<float>(n);
    const BoardPalette pal = palette_of(family);

    // Whole pixels for the squares, so that every line and piece of the grid falls alike; the
    // frame is half a square (the board's is 0.6), never thinner than 3 pixels; the shadow falls
    // to the lower right.
    const float shadow = std::max(2.0f, std::round(side * 0.02f));
    const float band = std::max(3.0f, std::round((side - shadow) / (nf + 1.0f) * 0.5f));
    const float q = std::max(2.0f, std::floor((side - shadow - 2.0f * band) / nf));
    const float board = q * nf;
    const float framed = board + 2.0f * band;
    const ImVec2 outer_min(std::floor(cursor.x + (side - shadow - framed) * 0.5f),
                           std::floor(cursor.y + (side - shadow - framed) * 0.5f));
    const ImVec2 outer_max(outer_min.x + framed, outer_min.y + framed);
    const ImVec2 top_left(outer_min.x + band, outer_min.y + band);
    const ImVec2 bottom_right(top_left.x + board, top_left.y + board);

    // The shadow, the frame, and the surface lit from the upper left.
    dl->AddRectFilled(ImVec2(outer_min.x + shadow, outer_min.y + shadow),
                      ImVec2(outer_max.x + shadow, outer_max.y + shadow), to_u32(kOutline, 0.35f), 3.0f);
    draw_frame(dl, outer_min, outer_max, band, family, pal);
    dl->AddRectFilledMultiColor(top_left, bottom_right, to_u32(scaled(pal.surface, 1.08f)), to_u32(pal.surface),
                                to_u32(scaled(pal.surface, 0.90f)), to_u32(pal.surface));

    // Squares a shade apart, so that the eye can count them on big boards, and the special ones.
    for (int rank = 0; rank < n; ++rank) {
        for (int file = 0; file < n; ++file) {
            const ImVec2 min(top_left.x + static_cast<float>(file) * q,
                             top_left.y + static_cast<float>(n - 1 - rank) * q);
            const bool throne = is_throne(rules, file, rank);
            if (throne || is_corner(rules, file, rank)) {
                draw_special_square(dl, min, q, throne, pal);
            } else if (((file + rank) & 1) == 1) {
                dl->AddRectFilled(min, ImVec2(min.x + q, min.y + q), to_u32(kOutline, 0.05f));
            }
        }
    }

    // The grid: one pixel per line, between the squares; the frame's edge closes the outer ones.
    // On small squares the lines step back a little, so that the pieces stand out.
    const ImU32 line = to_u32(pal.grid, (pal.light_grid ? 0.55f : 0.75f) * (q < 10.0f ? 0.75f : 1.0f));
    for (int i = 1; i < n; ++i) {
        const float at = static_cast<float>(i) * q;
        dl->AddRectFilled(ImVec2(top_left.x + at, top_left.y), ImVec2(top_left.x + at + 1.0f, bottom_right.y), line);
        dl->AddRectFilled(ImVec2(top_left.x, top_left.y + at), ImVec2(bottom_right.x, top_left.y + at + 1.0f), line);
    }
    // The surface sits below the frame: a dark edge along it.
    dl->AddRect(ImVec2(top_left.x - 1.0f, top_left.y - 1.0f), ImVec2(bottom_right.x + 1.0f, bottom_right.y + 1.0f),
                to_u32(kOutline, 0.55f), 0.0f, 0, 1.0f);

    // The pieces, centred on their squares (the grid line sits on a square's left and top edge,
    // so the centre is half a pixel right of and below the geometric middle).
    std::array<tafl::Piece, tafl::kCells> cells{};
    if (rules.size == n && !tafl::parse_position_record(rules.setup, n, cells)) {
        for (int rank = 0; rank < n; ++rank) {
            for (int file = 0; file < n; ++file) {
                const tafl::Piece p = cells[static_cast<std::size_t>(tafl::make_square(file, rank))];
                const ImVec2 c(top_left.x + (static_cast<float>(file) + 0.5f) * q + 0.5f,
                               top_left.y + (static_cast<float>(n - 1 - rank) + 0.5f) * q + 0.5f);
                if (p == tafl::Piece::Attacker)
                    draw_attacker(dl, c, q);
                else if (p == tafl::Piece::Defender)
                    draw_defender(dl, c, q);
                else if (p == tafl::Piece::King)
                    draw_king(dl, c, q);
            }
        }
    }
    ImGui::Dummy(ImVec2(side, side));
}

// [SECTION] The card

void draw_piece_icon(ImDrawList* draw_list, ImVec2 centre, float square_px, tafl::Piece piece) {
    if (piece == tafl::Piece::Attacker) draw_attacker(draw_list, centre, square_px);
    if (piece == tafl::Piece::Defender) draw_defender(draw_list, centre, square_px);
    if (piece == tafl::Piece::King) draw_king(draw_list, centre, square_px);
}

void draw_preset_card(const tafl::Variant& variant, float width_px, ImFont* name_font) {
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
    draw_setup_picture(variant.rules, family_of_preset(variant.id, variant.extends), picture_px);
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
