// rulebook_page.cpp: what the rulebook reader draws: the library of covers, the contents beside
// the page, the page's blocks (text, lists, tables, pictures, diagrams, rules at a glance), the
// explanation of a rule, and the choice of players for "Try it".
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/image.h"
#include "app/screen_context.h"
#include "app/screens/rulebook_screen.h"
#include "i18n/engine_words.h"
#include "i18n/rule_words.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace {

// [SECTION] Look

constexpr ImU32 kPageText = IM_COL32(236, 228, 210, 255);
const ImVec4 kBackground(0.09f, 0.075f, 0.06f, 1.0f);
const ImVec4 kContentsBackground(0.13f, 0.105f, 0.08f, 1.0f);
const ImVec4 kCaption(0.80f, 0.74f, 0.62f, 1.0f);
const ImVec4 kProblem(1.0f, 0.55f, 0.45f, 1.0f);
constexpr float kPageWidth = 46.0f;  // the text column at most, in font sizes
constexpr float kCoverWidth = 11.0f;  // a cover in the library, in font sizes

void premultiplied(const ImDrawList*, const ImDrawCmd*) { glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); }

// A texture drawn with the game's premultiplied blending; row 0 of the texture is its bottom.
void image(const Texture& texture, ImVec2 size) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCallback(premultiplied, nullptr);
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture.id())), size, ImVec2(0.0f, 1.0f),
                 ImVec2(1.0f, 0.0f));
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}


void centre(float item_width, float width) {
    const float x = ImGui::GetCursorPosX() + std::max(0.0f, (width - item_width) * 0.5f);
    ImGui::SetCursorPosX(x);
}

// The parameters of the glance table, in the order a player asks about them.
constexpr std::string_view kGlanceRules[] = {
    "size",         "first",          "escape",          "edge_fort",    "king_armed",   "king_capture",
    "king_strong_zone", "king_edge_safe", "king_shield", "throne_stop", "corner_guard", "shieldwall",
    "encirclement", "repetition",     "no_moves",        "shuttle_limit", "no_capture_draw",
};

std::string rule_value(const RuleSet& rules, std::string_view name) {
    // Where a weak king is strong anyway means nothing for a king who is always taken on four
    // sides: a dash, as in printed tables.
    if (name == "king_strong_zone" && rules.king_capture == KingCapture::Strong) return "\u2013";
    const std::string value = get_parameter(rules, name);
    if (name == "size") return value + "\u00D7" + value;
    const ParamInfo* info = find_parameter(name);
    if (info != nullptr && info->kind == ParamKind::Integer) return value == "0" ? i18n::rule_off_label() : value;
    const char* label = i18n::rule_value_label(name, value);
    return label != nullptr ? label : value;
}

}  // namespace

void RulebookScreen::caption(const rulebook::Block& block, float width) {
    if (block.spans.empty()) return;
    RichTextStyle style = text_style();
    style.text = ImGui::ColorConvertFloat4ToU32(kCaption);
    style.emphasis = IM_COL32(226, 186, 120, 255);
    rich(block, block.spans, width, style);
}

void RulebookScreen::rich(const rulebook::Block& block, const std::vector<rulebook::Span>& spans, float width,
                          RichTextStyle style) {
    style.first_link_number = block_focus_base_;
    style.focused = focus_;
    const RichTextResult r = draw_rich_text(spans, width, style);
    if (r.clicked) follow(block.links[static_cast<std::size_t>(*r.clicked)]);
    if (r.focus_y) keep_in_view(*r.focus_y, ImGui::GetFontSize() * 1.4f);
}

void RulebookScreen::keep_in_view(float screen_y, float height) {
    if (!scroll_to_focus_) return;
    scroll_to_focus_ = false;
    const float top = ImGui::GetWindowPos().y;
    const float bottom = top + ImGui::GetWindowHeight();
    if (screen_y < top || screen_y + height > bottom)
        ImGui::SetScrollY(ImGui::GetScrollY() + (screen_y - top) - ImGui::GetWindowHeight() * 0.3f);
}

// A button of the page that the keys can reach (Tab) and press (Enter).
bool RulebookScreen::focus_button(const char* label, const std::string& name) {
    const int number = focus_seen_++;
    focus_names_.push_back(name);
    bool pressed = ImGui::Button(label);
    if (number == focus_) {
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), IM_COL32(236, 196, 122, 255),
                                            4.0f, 0, 2.0f);
        keep_in_view(ImGui::GetItemRectMin().y, ImGui::GetItemRectSize().y);
        if (activate_) {
            activate_ = false;
            pressed = true;
        }
    }
    return pressed;
}

RichTextStyle RulebookScreen::text_style() const {
    RichTextStyle s;
    s.regular = ImGui::GetFont();
    s.bold = ctx_.fonts.bold;
    s.text = kPageText;
    return s;
}

const Texture* RulebookScreen::picture(const std::string& id) {
    auto it = pictures_.find(id);
    if (it == pictures_.end()) {
        std::string error;
        auto loaded = load_png_texture(library_.dir / "pictures" / (id + ".png"), Filter::Linear, &error);
        if (!loaded) ctx_.platform.report_problem("rulebook picture " + id + ": " + error);
        it = pictures_.emplace(id, std::move(loaded)).first;
    }
    return it->second ? &*it->second : nullptr;
}

// [SECTION] The window

void RulebookScreen::draw_ui(bool top) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->Pos);
    ImGui::SetNextWindowSize(vp->Size);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, kBackground);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::Begin("##rulebook", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    if (top) pad_focus(ctx_, this);
    draw_top_bar(ImGui::GetFrameHeightWithSpacing());
    if (book_id_.empty())
        draw_library();
    else
        draw_book();
    draw_rule_popup();
    draw_try_popup();
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void RulebookScreen::draw_top_bar(float /*height*/) {
    // I18N: Rulebooks, a button at the top left: out of the rulebooks, back to the match or the menu.
    const char* leave = _("Back");
    // I18N: Rulebooks, a button at the top left of a book: back to the library of all books.
    const char* library = _("Library");
    // Back leaves the reader from the library, or from the book a match opened it at; a book
    // chosen in the library goes back to the library.
    if ((book_id_.empty() || opened_at_book_) && ImGui::Button(leave)) {
        remember_place();
        close();
    }
    if (!book_id_.empty()) {
        if (opened_at_book_) ImGui::SameLine();
        if (ImGui::Button(library)) to_library();
    }
    ImGui::SameLine();
    const rulebook::Book* b = book();
    if (ctx_.fonts.title) ImGui::PushFont(ctx_.fonts.title);
    // I18N: The title of the library of rulebooks.
    ImGui::TextUnformatted(b != nullptr ? b->title.c_str() : _("Rulebooks"));
    if (ctx_.fonts.title) ImGui::PopFont();
    // The language, on the right.
    const char* current = i18n::language_endonym(ctx_.translator.language());
    const float combo = ImGui::CalcTextSize(current).x + ImGui::GetFrameHeight() * 2.5f;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - combo));
    ImGui::SetNextItemWidth(combo);
    if (ImGui::BeginCombo("##language", current)) {
        for (const i18n::Language lang : i18n::kLanguages)
            if (ImGui::Selectable(i18n::language_endonym(lang), lang == ctx_.translator.language()))
                ctx_.platform.set_language(lang);
        ImGui::EndCombo();
    }
    ImGui::Separator();
}

// [SECTION] The library

void RulebookScreen::draw_library() {
    ImGui::BeginChild("##library", ImVec2(0, 0), false);
    const float font = ImGui::GetFontSize();
    const float card = std::round(font * kCoverWidth);
    const float gap = std::round(font * 1.5f);
    const float avail = ImGui::GetContentRegionAvail().x;
    const int columns = std::max(1, static_cast<int>((avail + gap) / (card + gap)));
    const float used = static_cast<float>(columns) * card + static_cast<float>(columns - 1) * gap;
    const float left = ImGui::GetCursorPosX() + std::max(0.0f, (avail - used) * 0.5f);
    ImGui::Dummy(ImVec2(0, font * 0.5f));
    int column = 0;
    for (const rulebook::BookEntry& entry : library_.catalog.books) {
        ImGui::PushID(entry.id.c_str());
        if (column > 0) ImGui::SameLine(0, gap);
        if (column == 0) ImGui::SetCursorPosX(left);
        ImGui::BeginGroup();
        const rulebook::Book* b = library_.text(loaded_language_, entry.id);
        const bool readable = b != nullptr && !b->chapters.empty();
        const ImVec2 cover_size(card, std::round(card * 4.0f / 3.0f));
        const ImVec2 at = ImGui::GetCursorScreenPos();
        if (ImGui::InvisibleButton("##open", cover_size) && readable) open_book(entry.id, {});
        const bool hovered = ImGui::IsItemHovered();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        if (const Texture* cover = picture(entry.pictures.front())) {
            ImGui::SetCursorScreenPos(at);
            image(*cover, cover_size);
        } else {
            dl->AddRectFilled(at, ImVec2(at.x + cover_size.x, at.y + cover_size.y), IM_COL32(70, 46, 30, 255), 6.0f);
        }
        if (hovered && readable)
            dl->AddRect(at, ImVec2(at.x + cover_size.x, at.y + cover_size.y), IM_COL32(236, 196, 122, 255), 4.0f, 0, 3.0f);
        // The title in the cover's blank panel (taflbord-artgen paints it at 14.5 % to 30.5 % of the
        // height and 20 % to 80 % of the width), gilt, shrunk until it fits in two lines.
        // A book that cannot be read keeps a name: its game's, in the player's language.
        std::string title = b != nullptr && !b->title.empty() ? b->title : entry.id;
        if ((b == nullptr || b->title.empty()) && !entry.presets.empty())
            title = ctx_.variants.display_name(entry.presets.front());
        ImFont* title_font = ctx_.fonts.title ? ctx_.fonts.title : ImGui::GetFont();
        const float panel_w = cover_size.x * 0.56f;
        const float panel_h = cover_size.y * 0.14f;
        const float panel_cy = at.y + cover_size.y * 0.225f;
        float tsize = ImGui::GetFontSize() * 1.4f;
        ImVec2 tdim = title_font->CalcTextSizeA(tsize, 1e9f, panel_w, title.c_str());
        while (tsize > font * 0.7f && (tdim.y > panel_h || tdim.x > panel_w)) {
            tsize *= 0.92f;
            tdim = title_font->CalcTextSizeA(tsize, 1e9f, panel_w, title.c_str());
        }
        // Each wrapped line centred on its own.
        float y = panel_cy - tdim.y * 0.5f;
        const char* line = title.c_str();
        const char* const end = line + title.size();
        while (line < end) {
            const char* stop = title_font->CalcWordWrapPositionA(tsize / title_font->FontSize, line, end, panel_w);
            if (stop == line) stop = end;
            const float w = title_font->CalcTextSizeA(tsize, 1e9f, 0.0f, line, stop).x;
            const ImVec2 pos(at.x + (cover_size.x - w) * 0.5f, y);
            dl->AddText(title_font, tsize, ImVec2(pos.x + 1.5f, pos.y + 1.5f), IM_COL32(10, 6, 4, 200), line, stop);
            dl->AddText(title_font, tsize, pos, IM_COL32(240, 212, 150, 255), line, stop);
            y += tsize * 1.05f;
            line = stop;
            while (line < end && *line == ' ') ++line;
        }
        ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + cover_size.y + font * 0.3f));
        // What is wrong with this book, if anything: named, and the other books still open.
        const auto problems = library_.problems.find(entry.id);
        if (problems != library_.problems.end() && !problems->second.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, kProblem);
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + card);
            // I18N: Rulebooks, under a book's cover: the book's file is missing or broken; the reason follows in English.
            ImGui::TextUnformatted(readable ? _("This book has faults:") : _("This book cannot be opened:"));
            for (const rulebook::Problem& p : problems->second) ImGui::TextUnformatted(p.to_string().c_str());
            ImGui::PopTextWrapPos();
            ImGui::PopStyleColor();
        }
        ImGui::EndGroup();
        ImGui::PopID();
        column = (column + 1) % columns;
    }
    if (const auto catalog = library_.problems.find(""); catalog != library_.problems.end())
        for (const rulebook::Problem& p : catalog->second) ImGui::TextColored(kProblem, "%s", p.to_string().c_str());
    ImGui::EndChild();
}

// [SECTION] A book

void RulebookScreen::draw_book() {
    const rulebook::Book* b = book();
    if (b == nullptr || b->chapters.empty()) {
        // I18N: Rulebooks: the book's text in this language is missing or broken.
        ImGui::TextColored(kProblem, "%s", _("This book cannot be opened."));
        for (const auto& p : library_.problems[book_id_]) ImGui::TextColored(kProblem, "%s", p.to_string().c_str());
        return;
    }
    const float font = ImGui::GetFontSize();
    const float avail = ImGui::GetContentRegionAvail().x;
    const bool side = avail > font * 40.0f;
    const float contents = side ? std::min(font * 16.0f, avail * 0.3f) : 0.0f;
    if (side) {
        ImGui::PushStyleColor(ImGuiCol_ChildBg, kContentsBackground);
        ImGui::BeginChild("##contents", ImVec2(contents, 0), false);
        draw_contents(contents);
        ImGui::EndChild();
        ImGui::PopStyleColor();
        ImGui::SameLine();
    } else {
        // A narrow window: the contents as a list above the page.
        ImGui::SetNextItemWidth(avail);
        const std::string& current = b->chapters[static_cast<std::size_t>(chapter_)].title;
        if (ImGui::BeginCombo("##chapters", current.c_str())) {
            for (std::size_t i = 0; i < b->chapters.size(); ++i)
                if (ImGui::Selectable(b->chapters[i].title.c_str(), static_cast<int>(i) == chapter_))
                    open_chapter(static_cast<int>(i));
            ImGui::EndCombo();
        }
    }
    ImGui::BeginChild("##page", ImVec2(0, 0), false);
    if (scroll_to_ >= 0) {
        ImGui::SetScrollY(scroll_to_);
        scroll_to_ = -1;
    }
    const float width = std::min(ImGui::GetContentRegionAvail().x - font, font * kPageWidth);
    const float left = std::max(font * 0.5f, (ImGui::GetContentRegionAvail().x - width) * 0.5f);
    ImGui::Indent(left);
    draw_page(width);
    ImGui::Unindent(left);
    page_scroll_ = ImGui::GetScrollY();
    page_height_ = ImGui::GetScrollMaxY();
    if (scroll_to_ == -2) {
        // After a change of language: the same depth of the page, once it is laid out.
        ImGui::SetScrollY(scroll_fraction_ * page_height_);
        scroll_to_ = -1;
    } else if (page_height_ > 0) {
        scroll_fraction_ = page_scroll_ / page_height_;
    }
    ImGui::EndChild();
}

void RulebookScreen::draw_contents(float width) {
    const rulebook::Book* b = book();
    const rulebook::BookEntry* e = entry();
    const float font = ImGui::GetFontSize();
    ImGui::Dummy(ImVec2(0, font * 0.5f));
    if (e != nullptr)
        if (const Texture* cover = picture(e->pictures.front())) {
            const float w = std::min(width - font, font * 8.0f);
            centre(w, width);
            image(*cover, ImVec2(w, std::round(w * 4.0f / 3.0f)));
        }
    ImGui::Indent(font * 0.5f);
    ImGui::PushTextWrapPos(width - font * 0.5f);
    if (!b->subtitle.empty()) ImGui::TextColored(kCaption, "%s", b->subtitle.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    for (std::size_t i = 0; i < b->chapters.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(b->chapters[i].title.c_str(), static_cast<int>(i) == chapter_)) open_chapter(static_cast<int>(i));
        ImGui::PopID();
    }
    ImGui::Unindent(font * 0.5f);
}

void RulebookScreen::draw_page(float width) {
    focus_seen_ = 0;
    focus_names_.clear();
    const rulebook::Book* b = book();
    const rulebook::Chapter& chapter = b->chapters[static_cast<std::size_t>(chapter_)];
    const float font = ImGui::GetFontSize();
    ImGui::Dummy(ImVec2(0, font * 0.6f));
    if (ctx_.fonts.title) ImGui::PushFont(ctx_.fonts.title);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(chapter.title.c_str());
    ImGui::PopTextWrapPos();
    if (ctx_.fonts.title) ImGui::PopFont();
    ImGui::Dummy(ImVec2(0, font * 0.4f));
    const std::string shown_book = book_id_;
    const int shown_chapter = chapter_;
    for (std::size_t i = 0; i < chapter.blocks.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        draw_block(chapter.blocks[i], width);
        ImGui::PopID();
        // A link followed: the rest of this page is no longer shown.
        if (book_id_ != shown_book || chapter_ != shown_chapter) return;
    }
    // Turning the page.
    ImGui::Dummy(ImVec2(0, font));
    ImGui::Separator();
    const int count = static_cast<int>(b->chapters.size());
    if (chapter_ > 0) {
        // The menu font has general punctuation but no arrows: guillemet-like angles point the way.
        const std::string label = "\u2039 " + b->chapters[static_cast<std::size_t>(chapter_ - 1)].title;
        if (ImGui::Button(label.c_str())) open_chapter(chapter_ - 1);
    }
    if (chapter_ + 1 < count) {
        const std::string label = b->chapters[static_cast<std::size_t>(chapter_ + 1)].title + " \u203A";
        const float w = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
        if (chapter_ > 0) ImGui::SameLine();
        ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetCursorStartPos().x + width - w));
        if (ImGui::Button(label.c_str())) open_chapter(chapter_ + 1);
    }
    ImGui::Dummy(ImVec2(0, font * 2.0f));
    focus_count_ = focus_seen_;
    if (focus_ >= focus_count_) focus_ = -1;
    activate_ = false;  // nothing focused to press
}

// [SECTION] Blocks

void RulebookScreen::draw_block(const rulebook::Block& block, float width) {
    const float font = ImGui::GetFontSize();
    RichTextStyle style = text_style();
    // The block's links take the next numbers of the keyboard's focus; Enter follows the focused one.
    block_focus_base_ = focus_seen_;
    focus_seen_ += static_cast<int>(block.links.size());
    for (const rulebook::Link& link : block.links) {
        switch (link.kind) {
            case rulebook::Link::Kind::Chapter:
                focus_names_.push_back("#" + link.chapter);
                break;
            case rulebook::Link::Kind::Book:
                focus_names_.push_back(link.book + (link.chapter.empty() ? "" : "#" + link.chapter));
                break;
            case rulebook::Link::Kind::Rule:
                focus_names_.push_back("rule:" + link.target);
                break;
            case rulebook::Link::Kind::Unknown:
                focus_names_.push_back("?");
                break;
        }
    }
    if (activate_ && focus_ >= block_focus_base_ && focus_ < focus_seen_) {
        activate_ = false;
        follow(block.links[static_cast<std::size_t>(focus_ - block_focus_base_)]);
        return;
    }
    switch (block.kind) {
        case rulebook::BlockKind::Heading: {
            ImGui::Dummy(ImVec2(0, font * 0.5f));
            style.regular = ctx_.fonts.bold ? ctx_.fonts.bold : style.regular;
            style.size = font * 1.1f;
            rich(block, block.spans, width, style);
            break;
        }
        case rulebook::BlockKind::Paragraph: {
            const float indent = block.quote ? font * 1.2f : (block.level > 0 ? font * 1.4f * static_cast<float>(block.level) : 0.0f);
            if (indent > 0) ImGui::Indent(indent);
            const ImVec2 top = ImGui::GetCursorScreenPos();
            if (block.quote) style.text = IM_COL32(214, 204, 184, 255);
            rich(block, block.spans, width - indent, style);
            if (block.quote)
                ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(top.x - font * 0.7f, top.y),
                                                          ImVec2(top.x - font * 0.5f, ImGui::GetCursorScreenPos().y),
                                                          IM_COL32(236, 196, 122, 150));
            if (indent > 0) ImGui::Unindent(indent);
            ImGui::Dummy(ImVec2(0, font * 0.45f));
            break;
        }
        case rulebook::BlockKind::Item: {
            const float indent = font * 1.4f * static_cast<float>(std::max(1, block.level));
            ImGui::Indent(indent);
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const std::string mark = block.number > 0 ? std::to_string(block.number) + "." : "\u2022";
            const float mark_w = ImGui::CalcTextSize(mark.c_str()).x;
            ImGui::GetWindowDrawList()->AddText(ImVec2(at.x - mark_w - font * 0.4f, at.y + font * 0.175f),
                                                IM_COL32(236, 196, 122, 255), mark.c_str());
            rich(block, block.spans, width - indent, style);
            ImGui::Unindent(indent);
            ImGui::Dummy(ImVec2(0, font * 0.1f));
            break;
        }
        case rulebook::BlockKind::Table: {
            if (block.rows.empty()) break;
            const int columns = static_cast<int>(block.rows.front().size());
            if (columns == 0 || columns > 16) break;
            if (ImGui::BeginTable("##table", columns,
                                  ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                                  ImVec2(width, 0))) {
                for (std::size_t r = 0; r < block.rows.size(); ++r) {
                    ImGui::TableNextRow(r == 0 ? ImGuiTableRowFlags_Headers : ImGuiTableRowFlags_None);
                    RichTextStyle cell_style = style;
                    if (r == 0 && ctx_.fonts.bold) cell_style.regular = ctx_.fonts.bold;
                    for (int c = 0; c < columns && c < static_cast<int>(block.rows[r].size()); ++c) {
                        ImGui::TableSetColumnIndex(c);
                        rich(block, block.rows[r][static_cast<std::size_t>(c)], ImGui::GetContentRegionAvail().x,
                             cell_style);
                    }
                }
                ImGui::EndTable();
            }
            ImGui::Dummy(ImVec2(0, font * 0.6f));
            break;
        }
        case rulebook::BlockKind::Picture:
            draw_picture(block, width);
            break;
        case rulebook::BlockKind::Diagram:
            draw_diagram(block, width);
            break;
        case rulebook::BlockKind::Glance:
            draw_glance(block, width);
            break;
        case rulebook::BlockKind::Rule:
            ImGui::Dummy(ImVec2(0, font * 0.3f));
            ImGui::Separator();
            ImGui::Dummy(ImVec2(0, font * 0.3f));
            break;
    }
}

void RulebookScreen::draw_picture(const rulebook::Block& block, float width) {
    const std::string& id = block.ref;
    const float font = ImGui::GetFontSize();
    ImGui::Dummy(ImVec2(0, font * 0.3f));
    if (const Texture* t = picture(id)) {
        const float w = std::min(width, static_cast<float>(t->width()));
        const float h = std::round(w * static_cast<float>(t->height()) / static_cast<float>(std::max(1, t->width())));
        centre(w, width);
        image(*t, ImVec2(w, h));
    } else {
        // I18N: Rulebooks: a picture's file is missing or broken; the problems window names it.
        ImGui::TextColored(kProblem, "%s", _("(The picture cannot be shown.)"));
    }
    caption(block, width);
    ImGui::Dummy(ImVec2(0, font * 0.6f));
}

void RulebookScreen::draw_diagram(const rulebook::Block& block, float width) {
    const float font = ImGui::GetFontSize();
    auto it = diagrams_.find(block.ref);
    if (it == diagrams_.end()) {
        std::unique_ptr<DiagramView> view;
        std::string error = "not in diagrams/" + book_id_ + ".txt";
        if (const rulebook::Diagram* d = library_.diagram(book_id_, block.ref)) {
            const Variant* v = ctx_.variants.preset(d->variant);
            error = "unknown preset '" + d->variant + "'";
            if (v != nullptr)
                if (auto prepared = rulebook::prepare_diagram(*d, v->rules, &error))
                    view = std::make_unique<DiagramView>(&ctx_.board_art, std::move(*prepared), family_of_preset(v->id));
        }
        if (!view) ctx_.platform.report_problem("rulebook diagram " + block.ref + ": " + error);
        it = diagrams_.emplace(block.ref, std::move(view)).first;
    }
    ImGui::Dummy(ImVec2(0, font * 0.3f));
    if (block.ref == scroll_to_diagram_) {
        ImGui::SetScrollHereY(0.05f);
        scroll_to_diagram_.clear();
    }
    DiagramView* view = it->second.get();
    if (view == nullptr) {
        // I18N: Rulebooks: a diagram that cannot be shown (its data is broken; the problems window says why).
        ImGui::TextColored(kProblem, "%s", _("(This diagram cannot be shown.)"));
        caption(block, width);
        return;
    }
    view->set_motion(ctx_.settings.reduced_motion, ctx_.settings.animation_speed);
    const float side = std::round(std::min(width, font * 22.0f));
    centre(side, width);
    const glm::ivec2 fb = ctx_.platform.framebuffer_size();
    view->draw(side, PictureFrame{&ctx_.batch, fb.x, fb.y, ctx_.platform.pixel_scale(), ctx_.settings.high_contrast},
               now_);
    caption(block, width);
    // I18N: Rulebooks, under a diagram whose moves play on the page: play them again from the start.
    const char* again = _("Play again");
    // I18N: Rulebooks, under a diagram: open its position as a game (two players or against the AI).
    const char* try_it = _("Try it");
    const float buttons = ImGui::CalcTextSize(try_it).x + (view->has_moves() ? ImGui::CalcTextSize(again).x : 0.0f) +
                          ImGui::GetStyle().FramePadding.x * 4 + ImGui::GetStyle().ItemSpacing.x;
    centre(buttons, width);
    if (view->has_moves()) {
        if (focus_button(again, "again:" + block.ref)) view->restart(now_);
        ImGui::SameLine();
    }
    if (focus_button(try_it, "try:" + block.ref)) try_popup_ = block.ref;
    ImGui::Dummy(ImVec2(0, font * 0.6f));
}

void RulebookScreen::draw_glance(const rulebook::Block& block, float width) {
    std::vector<const Variant*> presets;
    for (const std::string& id : block.presets)
        if (const Variant* v = ctx_.variants.preset(id)) presets.push_back(v);
    if (presets.empty()) return;
    const int columns = static_cast<int>(presets.size()) + 1;
    if (ImGui::BeginTable("##glance", columns,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                          ImVec2(width, 0))) {
        ImGui::TableSetupColumn("##rule", ImGuiTableColumnFlags_WidthStretch, 1.3f);
        for (const Variant* v : presets)
            ImGui::TableSetupColumn(ctx_.variants.display_name(v->id).c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
        if (ctx_.fonts.bold) ImGui::PushFont(ctx_.fonts.bold);
        ImGui::TableHeadersRow();
        if (ctx_.fonts.bold) ImGui::PopFont();
        for (const std::string_view name : kGlanceRules) {
            ImGui::TableNextRow();
            ImGui::TableSetColumnIndex(0);
            const char* label = i18n::rule_label(name);
            ImGui::PushID(name.data(), name.data() + name.size());
            // A rule's name opens its explanation, as in the house-rule editor.
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(text_style().link));
            if (ImGui::Selectable(label != nullptr ? label : std::string(name).c_str())) rule_popup_ = std::string(name);
            ImGui::PopStyleColor();
            ImGui::PopID();
            for (std::size_t c = 0; c < presets.size(); ++c) {
                ImGui::TableSetColumnIndex(static_cast<int>(c) + 1);
                ImGui::TextWrapped("%s", rule_value(presets[c]->rules, name).c_str());
            }
        }
        ImGui::EndTable();
    }
    ImGui::Dummy(ImVec2(0, ImGui::GetFontSize() * 0.6f));
}

// [SECTION] Links and popups

void RulebookScreen::follow(const rulebook::Link& link) {
    switch (link.kind) {
        case rulebook::Link::Kind::Chapter:
            if (const rulebook::Book* b = book())
                if (const int i = b->index_of(link.chapter); i >= 0) open_chapter(i);
            break;
        case rulebook::Link::Kind::Book:
            if (link.book == book_id_ && !link.chapter.empty()) {
                if (const rulebook::Book* b = book())
                    if (const int i = b->index_of(link.chapter); i >= 0) open_chapter(i);
            } else {
                open_book(link.book, link.chapter.empty() ? std::string("-") : link.chapter);
            }
            break;
        case rulebook::Link::Kind::Rule:
            rule_popup_ = link.target;
            break;
        case rulebook::Link::Kind::Unknown:
            break;
    }
}

void RulebookScreen::draw_rule_popup() {
    if (!rule_popup_.empty() && !ImGui::IsPopupOpen("##rule")) ImGui::OpenPopup("##rule");
    if (!ImGui::BeginPopup("##rule")) {
        rule_popup_.clear();
        return;
    }
    const float font = ImGui::GetFontSize();
    const char* label = i18n::rule_label(rule_popup_);
    const char* tip = i18n::rule_tooltip(rule_popup_);
    if (ctx_.fonts.bold) ImGui::PushFont(ctx_.fonts.bold);
    ImGui::TextUnformatted(label != nullptr ? label : rule_popup_.c_str());
    if (ctx_.fonts.bold) ImGui::PopFont();
    ImGui::PushTextWrapPos(font * 24.0f);
    if (tip != nullptr) ImGui::TextUnformatted(tip);
    ImGui::PopTextWrapPos();
    if (ImGui::Button(p_("button", "Close")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        rule_popup_.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

void RulebookScreen::draw_try_popup() {
    if (!try_popup_.empty() && !ImGui::IsPopupOpen("##try")) ImGui::OpenPopup("##try");
    if (!ImGui::BeginPopup("##try")) {
        try_popup_.clear();
        return;
    }
    // I18N: Rulebooks, "Try it": the heading of the choice of players for the diagram's position.
    ImGui::TextUnformatted(_("Play this position"));
    ImGui::Separator();
    const std::string id = try_popup_;
    int attackers = -1;
    int defenders = -1;
    // I18N: Rulebooks, "Try it": two people play the position at this computer.
    if (ImGui::Selectable(_("Two players at this board"))) attackers = defenders = 0;
    // I18N: Rulebooks, "Try it": the player takes the attackers, the AI the defenders.
    if (ImGui::Selectable(_("You with the attackers, the AI with the defenders"))) {
        attackers = 0;
        defenders = 1;
    }
    // I18N: Rulebooks, "Try it": the player takes the defenders, the AI the attackers.
    if (ImGui::Selectable(_("You with the defenders, the AI with the attackers"))) {
        attackers = 1;
        defenders = 0;
    }
    if (attackers >= 0) {
        try_popup_.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    if (attackers >= 0) try_diagram(id, attackers, defenders);
}

}  // namespace tafl::app
