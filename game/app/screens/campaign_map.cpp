// campaign_map.cpp: what the campaign draws: the profiles, the painted map with its places and
// routes, a battle's introduction and its ending.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/image.h"
#include "app/screen_context.h"
#include "app/screens/campaign_screen.h"
#include "app/screens/rulebook_screen.h"
#include "app/screens/settings_screen.h"
#include "core/atomic_file.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace {

const ImVec4 kBackground(0.09f, 0.075f, 0.06f, 1.0f);
const ImVec4 kCaption(0.80f, 0.74f, 0.62f, 1.0f);
constexpr ImU32 kWon = IM_COL32(222, 178, 84, 255);
constexpr ImU32 kOpen = IM_COL32(176, 52, 38, 255);
constexpr ImU32 kLocked = IM_COL32(96, 90, 82, 220);
constexpr ImU32 kInk = IM_COL32(40, 26, 16, 255);

void premultiplied(const ImDrawList*, const ImDrawCmd*) { glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); }

void image_at(ImDrawList* dl, const Texture& t, ImVec2 a, ImVec2 b) {
    dl->AddCallback(premultiplied, nullptr);
    dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(t.id())), a, b, ImVec2(0, 1), ImVec2(1, 0));
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

// Text with a dark outline, readable over the painting.
void outlined(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 colour, const std::string& text) {
    for (const ImVec2 d : {ImVec2(-1.5f, 0), ImVec2(1.5f, 0), ImVec2(0, -1.5f), ImVec2(0, 1.5f)})
        dl->AddText(font, size, ImVec2(at.x + d.x, at.y + d.y), IM_COL32(20, 12, 6, 230), text.c_str());
    dl->AddText(font, size, at, colour, text.c_str());
}

// A small padlock: the shackle's arc and the body.
void padlock(ImDrawList* dl, ImVec2 c, float r) {
    dl->PathArcTo(ImVec2(c.x, c.y - r * 0.15f), r * 0.38f, 3.14159f, 6.28318f, 12);
    dl->PathStroke(IM_COL32(230, 224, 210, 255), 0, std::max(1.5f, r * 0.14f));
    dl->AddRectFilled(ImVec2(c.x - r * 0.5f, c.y - r * 0.15f), ImVec2(c.x + r * 0.5f, c.y + r * 0.55f),
                      IM_COL32(230, 224, 210, 255), r * 0.1f);
}

}  // namespace

const Texture* CampaignScreen::picture(const std::string& relative) {
    auto it = pictures_.find(relative);
    if (it == pictures_.end()) {
        std::string error;
        auto t = load_png_texture(campaign_.dir / relative, Filter::Linear, &error);
        if (!t) ctx_.platform.report_problem("campaign picture " + relative + ": " + error);
        it = pictures_.emplace(relative, std::move(t)).first;
    }
    return it->second ? &*it->second : nullptr;
}

std::pair<std::string, std::string> CampaignScreen::rulebook_titles(const std::string& book_id,
                                                                   const std::string& chapter_id) {
    auto it = books_.find(book_id);
    if (it == books_.end()) {
        rulebook::Book book;
        std::string error;
        const auto path = ctx_.dirs.assets / "rulebooks" / language_ / (book_id + ".md");
        if (const auto text = core::read_file(path, 1u << 20, &error)) {
            std::vector<std::string> messages;
            book = rulebook::parse_book(*text, messages);
        }
        it = books_.emplace(book_id, std::move(book)).first;
    }
    const rulebook::Chapter* chapter = it->second.find(chapter_id);
    return {it->second.title.empty() ? book_id : it->second.title, chapter ? chapter->title : chapter_id};
}

std::string CampaignScreen::battle_title(const campaign::Battle& battle) const {
    const auto it = texts_.find(battle.id);
    return it != texts_.end() && !it->second.title.empty() ? it->second.title : battle.id;
}

std::string CampaignScreen::character_name(const std::string& id) const {
    const rulebook::Chapter* c = characters_.find(id);
    return c != nullptr ? c->title : id;
}

void CampaignScreen::draw_blocks(const std::vector<rulebook::Block>& blocks, float width) {
    RichTextStyle style;
    style.regular = ImGui::GetFont();
    style.bold = ctx_.fonts.bold;
    for (const rulebook::Block& b : blocks) {
        draw_rich_text(b.spans, width, style);
        ImGui::Dummy(ImVec2(0, ImGui::GetFontSize() * 0.4f));
    }
}

// [SECTION] The window

void CampaignScreen::draw_ui(bool top) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->Pos);
    ImGui::SetNextWindowSize(vp->Size);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, kBackground);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::Begin("##campaign", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar);
    if (top) pad_focus(ctx_, this);
    draw_top_bar();
    switch (view_) {
        case View::Profiles: draw_profiles(); break;
        case View::Map: draw_map(); break;
        case View::Intro:
            draw_map();
            draw_intro();
            break;
        case View::Result:
            draw_map();
            draw_result();
            break;
    }
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void CampaignScreen::draw_top_bar() {
    // I18N: Campaign, top left: out of the campaign, back to the main menu.
    if (ImGui::Button(_("Back"))) close();
    ImGui::SameLine();
    if (ctx_.fonts.title) ImGui::PushFont(ctx_.fonts.title);
    // I18N: The title of the campaign screen.
    ImGui::TextUnformatted(_("Campaign"));
    if (ctx_.fonts.title) ImGui::PopFont();
    if (view_ != View::Profiles) {
        ImGui::SameLine();
        ImGui::TextColored(kCaption, "  %s", progress_.name.c_str());
        ImGui::SameLine();
        const int total = progress_.marks_total();
        // I18N: Campaign, top bar: the marks earned so far; {n} is their number.
        const std::string marks = i18n::fmt_arg(n_("{n} mark", "{n} marks", total), "n", total);
        ImGui::TextColored(kCaption, "  %s", marks.c_str());
        // The difficulty, on the right.
        static constexpr campaign::Difficulty kAll[] = {campaign::Difficulty::Story, campaign::Difficulty::Normal,
                                                        campaign::Difficulty::Hard};
        // I18N: Campaign difficulty: the opponents play one level below their own.
        const char* story = p_("difficulty", "Story");
        // I18N: Campaign difficulty: the opponents play at their own level.
        const char* normal = p_("difficulty", "Normal");
        // I18N: Campaign difficulty: the opponents play one level above their own.
        const char* hard = p_("difficulty", "Hard");
        const char* names[] = {story, normal, hard};
        const char* current = names[static_cast<int>(progress_.difficulty)];
        const float w = ImGui::CalcTextSize(current).x + ImGui::GetFrameHeight() * 3.0f;
        ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - w));
        ImGui::SetNextItemWidth(w);
        if (ImGui::BeginCombo("##difficulty", current)) {
            for (int i = 0; i < 3; ++i)
                if (ImGui::Selectable(names[i], progress_.difficulty == kAll[i])) {
                    progress_.difficulty = kAll[i];
                    save();
                }
            ImGui::EndCombo();
        }
    }
    if (!notice_.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", notice_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();
}

// [SECTION] Profiles

void CampaignScreen::draw_profiles() {
    const float font = ImGui::GetFontSize();
    // The map behind, darkened: the journey waits.
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    if (const Texture* map = picture("map.png")) {
        const float aspect = static_cast<float>(map->width()) / static_cast<float>(map->height());
        float w = avail.x, h = w / aspect;
        if (h > avail.y) {
            h = avail.y;
            w = h * aspect;
        }
        const ImVec2 a(origin.x + (avail.x - w) * 0.5f, origin.y + (avail.y - h) * 0.5f);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        image_at(dl, *map, a, ImVec2(a.x + w, a.y + h));
        dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), IM_COL32(12, 9, 6, 150));
    }
    const float width = std::min(avail.x, font * 22.0f);
    ImGui::SetNextWindowPos(ImVec2(origin.x + avail.x * 0.5f, origin.y + avail.y * 0.45f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(width + font * 2.0f, 0.0f), ImGuiCond_Always);
    ImGui::Begin("##profiles", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    pad_focus(ctx_, this);
    ImGui::BeginGroup();
    const auto profiles = ctx_.dirs.prefs.empty() ? std::vector<std::string>{} : campaign::list_profiles(ctx_.dirs.prefs);
    if (!profiles.empty()) {
        // I18N: Campaign: heading of the list of the players who have a campaign going.
        ImGui::TextUnformatted(_("Continue the campaign of"));
        for (const std::string& id : profiles)
            if (ImGui::Button(id.c_str(), ImVec2(width, 0))) open_profile(id, id);
        ImGui::Dummy(ImVec2(0, font));
    }
    // I18N: Campaign: heading above the field for a new player's name.
    ImGui::TextUnformatted(_("A new campaign, for"));
    ImGui::SetNextItemWidth(width);
    const bool entered = ImGui::InputText("##name", name_buffer_, sizeof name_buffer_, ImGuiInputTextFlags_EnterReturnsTrue);
    // I18N: Campaign: starts a new campaign under the name typed above.
    if (ImGui::Button(_("Begin"), ImVec2(width, 0)) || entered) {
        std::string name(name_buffer_);
        // I18N: Campaign: the name of a new campaign when the player typed none.
        if (name.empty()) name = p_("campaign", "Player");
        open_profile(campaign::profile_id_of(name), name);
        progress_.name = name;
        save();
    }
    ImGui::EndGroup();
    ImGui::End();
}

// [SECTION] The map

void CampaignScreen::draw_map() {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const Texture* map = picture("map.png");
    const float aspect = map != nullptr ? static_cast<float>(map->width()) / static_cast<float>(map->height()) : 1.6f;
    float w = avail.x;
    float h = w / aspect;
    if (h > avail.y) {
        h = avail.y;
        w = h * aspect;
    }
    const ImVec2 a(origin.x + (avail.x - w) * 0.5f, origin.y + (avail.y - h) * 0.5f);
    const ImVec2 b(a.x + w, a.y + h);
    if (map != nullptr)
        image_at(dl, *map, a, b);
    else
        dl->AddRectFilled(a, b, IM_COL32(196, 176, 136, 255));
    auto at = [&](float x, float y) { return ImVec2(a.x + x * w, a.y + y * h); };
    const float r = std::max(7.0f, w * 0.0105f);
    ImFont* title_font = ctx_.fonts.title ? ctx_.fonts.title : ImGui::GetFont();

    // Chapter names over their lands.
    for (const campaign::Chapter& ch : campaign_.chapters) {
        const auto title = chapter_titles_.find(ch.id);
        const std::string& name = title != chapter_titles_.end() ? title->second : ch.id;
        const float size = title_font->FontSize * 1.05f;
        const ImVec2 dim = title_font->CalcTextSizeA(size, 1e9f, 0.0f, name.c_str());
        const ImVec2 p = at(ch.map_x, ch.map_y);
        // Names are as long as their language makes them: a name that would lie under a place is
        // moved to the nearest spot, up or down, then sideways, where it covers none.
        auto covers_a_place = [&](ImVec2 centre) {
            const float half_w = dim.x * 0.5f + r, half_h = dim.y * 0.5f + r;
            for (const campaign::Battle& bt : campaign_.battles) {
                const ImVec2 c = at(bt.map_x, bt.map_y);
                if (std::abs(c.x - centre.x) < half_w && std::abs(c.y - centre.y) < half_h) return true;
            }
            return false;
        };
        ImVec2 centre = p;
        const float step = dim.y * 0.5f;
        for (int i = 1; i <= 16 && covers_a_place(centre); ++i) {
            const float d = step * static_cast<float>((i + 1) / 2) * (i % 2 == 1 ? 1.0f : -1.0f);
            const ImVec2 candidates[] = {ImVec2(p.x, p.y + d), ImVec2(p.x + d * 2.0f, p.y)};
            for (const ImVec2& c : candidates)
                if (!covers_a_place(c)) {
                    centre = c;
                    break;
                }
        }
        outlined(dl, title_font, size, ImVec2(centre.x - dim.x * 0.5f, centre.y - dim.y * 0.5f),
                 IM_COL32(250, 236, 200, 255), name);
    }
    // The route: each battle joined to those it opens.
    for (const campaign::Battle& bt : campaign_.battles)
        for (const campaign::Unlock& u : bt.unlocks)
            if (u.type == campaign::Unlock::Type::Battle)
                if (const campaign::Battle* next = campaign_.battle(u.id)) {
                    const bool walked = progress_.open.contains(next->id);
                    dl->AddLine(at(bt.map_x, bt.map_y), at(next->map_x, next->map_y),
                                walked ? IM_COL32(120, 40, 28, 220) : IM_COL32(90, 80, 70, 120), walked ? 3.0f : 2.0f);
                }
    // The places.
    std::string hovered;
    for (const campaign::Battle& bt : campaign_.battles) {
        const ImVec2 c = at(bt.map_x, bt.map_y);
        const auto progress = progress_.battles.find(bt.id);
        const bool won = progress != progress_.battles.end() && progress->second.won;
        const bool open = progress_.open.contains(bt.id);
        dl->AddCircleFilled(ImVec2(c.x + 1.5f, c.y + 2.0f), r, IM_COL32(0, 0, 0, 90), 24);
        dl->AddCircleFilled(c, r, won ? kWon : open ? kOpen : kLocked, 24);
        dl->AddCircle(c, r, open || won ? IM_COL32(250, 240, 220, 255) : IM_COL32(60, 54, 48, 255), 24, 2.0f);
        if (!open && !won) padlock(dl, c, r);
        if (won) {
            // The marks earned, as small stars under the place.
            const int marks = static_cast<int>(progress->second.marks.size());
            for (int i = 0; i < static_cast<int>(bt.marks.size()); ++i) {
                const ImVec2 s(c.x + (static_cast<float>(i) - static_cast<float>(bt.marks.size() - 1) * 0.5f) * r * 0.9f,
                               c.y + r * 1.55f);
                dl->AddCircleFilled(s, r * 0.3f, i < marks ? kWon : IM_COL32(70, 60, 50, 200), 12);
                dl->AddCircle(s, r * 0.3f, kInk, 12, 1.0f);
            }
        }
        const float dx = ImGui::GetIO().MousePos.x - c.x;
        const float dy = ImGui::GetIO().MousePos.y - c.y;
        if (dx * dx + dy * dy <= r * r * 1.6f && ImGui::IsWindowHovered()) hovered = bt.id;
    }
    ImGui::Dummy(avail);
    if (!hovered.empty() && view_ == View::Map) {
        const campaign::Battle* bt = campaign_.battle(hovered);
        const bool open = progress_.open.contains(hovered);
        ImGui::BeginTooltip();
        ImGui::TextUnformatted(battle_title(*bt).c_str());
        // I18N: Campaign map, a place's tooltip: the battle is not open yet.
        if (!open) ImGui::TextDisabled("%s", _("Locked: win the battles before it"));
        ImGui::EndTooltip();
        if (open) {
            ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
            if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
                battle_ = hovered;
                view_ = View::Intro;
            }
        }
    }
}

// [SECTION] A battle's introduction and ending

void CampaignScreen::draw_intro() {
    const campaign::Battle* bt = campaign_.battle(battle_);
    if (bt == nullptr) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float font = ImGui::GetFontSize();
    const float width = std::min(vp->Size.x - font * 2.0f, font * 40.0f);
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(width, std::min(vp->Size.y - font * 3.0f, font * 34.0f)), ImGuiCond_Always);
    ImGui::Begin("##intro", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    pad_focus(ctx_, this);
    const float portrait = font * 7.0f;
    const campaign::Character* who = campaign_.character(bt->opponent);
    if (who != nullptr) {
        if (const Texture* t = picture("portraits/" + who->portrait + ".png"))
            image_at(ImGui::GetWindowDrawList(), *t, ImGui::GetCursorScreenPos(),
                     ImVec2(ImGui::GetCursorScreenPos().x + portrait, ImGui::GetCursorScreenPos().y + portrait));
        ImGui::Dummy(ImVec2(portrait, portrait));
        ImGui::SameLine();
    }
    ImGui::BeginGroup();
    if (ctx_.fonts.title) ImGui::PushFont(ctx_.fonts.title);
    ImGui::TextUnformatted(battle_title(*bt).c_str());
    if (ctx_.fonts.title) ImGui::PopFont();
    if (who != nullptr) {
        ImGui::TextColored(kCaption, "%s \u2013 %s", character_name(who->id).c_str(),
                           i18n::level_name(campaign::level_for(*who, progress_.difficulty)));
        if (const rulebook::Chapter* c = characters_.find(who->id)) draw_blocks(c->blocks, width - portrait - font * 2.0f);
    }
    ImGui::EndGroup();
    ImGui::Separator();
    ImGui::BeginChild("##story", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 3.2f));
    if (const auto it = texts_.find(bt->id); it != texts_.end()) draw_blocks(it->second.intro, ImGui::GetContentRegionAvail().x);
    ImGui::EndChild();
    ImGui::Separator();
    // The goal and the marks to earn.
    const std::string preset = ctx_.variants.display_name(bt->preset);
    std::string goal;
    switch (bt->kind) {
        // I18N: Campaign goal; {game} is the preset's name, {side} the player's side (Attackers, Defenders).
        case campaign::Kind::Game: goal = _("Win the game of {game}. Your side: {side}."); break;
        // I18N: Campaign goal: the defenders must not be beaten; {n} is a number of the player's moves.
        case campaign::Kind::Hold: goal = n_("Hold out for {n} move.", "Hold out for {n} moves.", bt->moves); break;
        // I18N: Campaign goal: the king must escape; {n} is a number of the player's moves.
        case campaign::Kind::Escape: goal = n_("Bring the king out within {n} move.", "Bring the king out within {n} moves.", bt->moves); break;
        // I18N: Campaign goal: a puzzle; {n} is a number of the player's moves.
        case campaign::Kind::Puzzle: goal = n_("Win within {n} move, whatever the defence.", "Win within {n} moves, whatever the defence.", bt->moves); break;
        // I18N: Campaign goal: a match of several games of {game}; {side} is the player's side in the first game.
        case campaign::Kind::Match: goal = _("Win the match of {game}. Your side in the first game: {side}."); break;
    }
    goal = i18n::fmt_arg(i18n::fmt_arg(i18n::fmt_arg(goal, "n", bt->moves), "game", preset), "side",
                         i18n::side_name(bt->player));
    ImGui::TextWrapped("%s", goal.c_str());
    const auto progress = progress_.battles.find(bt->id);
    for (const campaign::Mark& m : bt->marks) {
        const bool earned = progress != progress_.battles.end() && progress->second.marks.contains(m.id());
        std::string text;
        switch (m.type) {
            // I18N: A campaign mark: win within {n} of your moves.
            case campaign::Mark::Type::Within: text = i18n::fmt_arg(n_("Win within {n} move", "Win within {n} moves", m.value), "n", m.value); break;
            // I18N: A campaign mark: lose at most {n} men.
            case campaign::Mark::Type::Losses: text = i18n::fmt_arg(n_("Lose at most {n} man", "Lose at most {n} men", m.value), "n", m.value); break;
            // I18N: A campaign mark: win without taking a move back.
            case campaign::Mark::Type::NoUndo: text = _("Win without taking a move back"); break;
        }
        ImGui::TextColored(earned ? ImVec4(0.87f, 0.70f, 0.33f, 1.0f) : kCaption, "%s %s", earned ? "\u2022" : "\u2013", text.c_str());
    }
    // I18N: Campaign: starts the battle.
    if (ImGui::Button(_("Fight"))) start_battle();
    ImGui::SameLine();
    // I18N: Campaign: back to the map without fighting.
    if (ImGui::Button(_("Back to the map"))) view_ = View::Map;
    if (progress != progress_.battles.end() && !progress->second.won && progress->second.losses >= 3) {
        // After repeated losses: an easier opponent, or on with the story.
        ImGui::SameLine();
        if (progress_.difficulty != campaign::Difficulty::Story) {
            // I18N: Campaign, after three losses in a battle: play the opponents one level lower.
            if (ImGui::Button(_("Lower the difficulty"))) {
                progress_.difficulty = progress_.difficulty == campaign::Difficulty::Hard ? campaign::Difficulty::Normal
                                                                                            : campaign::Difficulty::Story;
                save();
            }
            ImGui::SameLine();
        }
        // I18N: Campaign, after three losses in a battle: go on with the story without winning it.
        if (ImGui::Button(_("Move on"))) skip_battle();
    }
    ImGui::End();
}

void CampaignScreen::draw_result() {
    const campaign::Battle* bt = campaign_.battle(battle_);
    if (bt == nullptr || !last_won_) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float font = ImGui::GetFontSize();
    const float width = std::min(vp->Size.x - font * 2.0f, font * 36.0f);
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(width, std::min(vp->Size.y - font * 3.0f, font * 28.0f)), ImGuiCond_Always);
    ImGui::Begin("##result", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    pad_focus(ctx_, this);
    if (ctx_.fonts.title) ImGui::PushFont(ctx_.fonts.title);
    ImGui::TextUnformatted(battle_title(*bt).c_str());
    if (ctx_.fonts.title) ImGui::PopFont();
    ImGui::BeginChild("##ending", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 4.0f));
    if (const auto it = texts_.find(bt->id); it != texts_.end())
        draw_blocks(*last_won_ ? it->second.win : it->second.loss, ImGui::GetContentRegionAvail().x);
    ImGui::EndChild();
    ImGui::Separator();
    if (*last_won_) {
        const int earned = static_cast<int>(last_marks_.size());
        // I18N: Campaign, after a won battle: {n} is the number of marks earned in it.
        const std::string text = i18n::fmt_arg(n_("{n} mark earned", "{n} marks earned", earned), "n", earned);
        ImGui::TextColored(kCaption, "%s", text.c_str());
        int row = 0;
        for (const campaign::Unlock& u : last_unlocks_) {
            ImGui::PushID(row++);
            switch (u.type) {
                case campaign::Unlock::Type::Battle:
                    if (const campaign::Battle* next = campaign_.battle(u.id)) {
                        // I18N: Campaign, after a won battle: a battle is now open; {battle} is its title.
                        const char* open_now = _("Open now: {battle}");
                        ImGui::TextUnformatted(i18n::fmt_arg(open_now, "battle", battle_title(*next)).c_str());
                    }
                    break;
                case campaign::Unlock::Type::Rulebook: {
                    const auto [book, chapter] = rulebook_titles(u.id, u.chapter);
                    // I18N: Campaign, after a won battle: a rulebook chapter to read; {chapter} its title, {book} the book's.
                    const char* read = _("In the rulebooks: {chapter} ({book})");
                    ImGui::TextUnformatted(
                        i18n::fmt_arg(i18n::fmt_arg(read, "chapter", chapter), "book", book).c_str());
                    ImGui::SameLine();
                    // I18N: Campaign, after a won battle: opens the rulebook at the chapter named beside it.
                    if (ImGui::SmallButton(_("Read")))
                        ctx_.screens.push(std::make_unique<RulebookScreen>(ctx_, u.id, u.chapter));
                    break;
                }
                case campaign::Unlock::Type::Board: {
                    // I18N: Campaign, after a won battle: a board won, to play every game on; {board} is its name.
                    ImGui::TextUnformatted(i18n::fmt_arg(_("A board won: {board}"), "board", board_name(u.id)).c_str());
                    ImGui::SameLine();
                    if (ctx_.settings.board == u.id) {
                        // I18N: Campaign, after a won battle: the board won is the one every game is played on now.
                        ImGui::TextColored(kCaption, "%s", _("every game is played on it"));
                    } else {
                        // I18N: Campaign, after a won battle: play every game on the board won (Settings can undo it).
                        if (ImGui::SmallButton(_("Play on it"))) ctx_.settings.board = u.id;
                    }
                    break;
                }
            }
            ImGui::PopID();
        }
    }
    // I18N: Campaign, after a battle: back to the map.
    if (ImGui::Button(_("Back to the map"))) view_ = View::Map;
    if (!*last_won_) {
        ImGui::SameLine();
        // I18N: Campaign, after a lost battle: play it again.
        if (ImGui::Button(_("Try again"))) start_battle();
    }
    ImGui::End();
}

}  // namespace tafl::app
