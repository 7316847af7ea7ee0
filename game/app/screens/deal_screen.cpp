// deal_screen.cpp: the attacker lays the five-point match's cards.
#include "app/screens/deal_screen.h"

#include <imgui.h>

#include <array>
#include <chrono>

#include "app/screen_context.h"
#include "app/screens/match_screen.h"
#include "i18n/translate.h"

namespace tafl::app {

DealScreen::DealScreen(ScreenContext& context, MatchScreen& match)
    : Screen(context), match_(match), deal_(match.controller().first_deal()) {}

void DealScreen::draw_ui(bool /*top*/) {
    const auto& series = match_.controller().series();
    if (!series || !match_.controller().awaiting_cards()) {
        close();
        return;
    }
    const float panel_width = match_.panel_width();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + (vp->WorkSize.x - panel_width) * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove;
    // I18N: Title of the window in which the attacker lays the five-point match's cards beside the edges.
    if (!ImGui::Begin(_("Deal the cards"), nullptr, flags)) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this);
    const float em = ImGui::GetFontSize();
    ImGui::PushTextWrapPos(26.0f * em);
    // I18N: Deal window: {player} is e.g. "Player 2 (Person)", the attacker of this game.
    ImGui::TextWrapped("%s", i18n::fmt_arg(_("{player} attacks and lays the four cards face down, one beside "
                                             "each edge. A king who escapes scores the card of his edge."),
                                           "player", match_.seat_label(series->attacker()))
                                 .c_str());
    const bool hot_seat = series->player(match::Seat::First).kind == match::PlayerKind::Person &&
                          series->player(match::Seat::Second).kind == match::PlayerKind::Person;
    if (hot_seat) {
        // I18N: Deal window in a two-player game: the defending player must not see the cards.
        const char* look_away = _("The defender looks away until the cards are down.");
        ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.45f, 1.0f), "%s", look_away);
    }
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    const int n = match_.controller().position().size();
    const std::string top = std::to_string(n);
    const std::string right(1, static_cast<char>('a' + n - 1));
    for (int edge = 0; edge < 4; ++edge) {
        // I18N: Deal window: the edge of the board along its top rank; {rank} is its number (e.g. 11).
        const char* north = _("North edge (rank {rank})");
        // I18N: Deal window: the edge along the last file; {file} is its letter (e.g. k).
        const char* east = _("East edge (file {file})");
        // I18N: Deal window: the edge along rank 1.
        const char* south = _("South edge (rank 1)");
        // I18N: Deal window: the edge along file a.
        const char* west = _("West edge (file a)");
        const std::array<const char*, 4> names = {north, east, south, west};
        const char* name = names[static_cast<std::size_t>(edge)];
        const std::string label = i18n::fmt_arg(i18n::fmt_arg(name, "rank", top), "file", right);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(label.c_str());
        for (int value = 1; value <= 4; ++value) {
            ImGui::SameLine(value == 1 ? 13.0f * em : 0.0f);
            const std::string button = std::to_string(value) + "##e" + std::to_string(edge);
            if (ImGui::RadioButton(button.c_str(), deal_[static_cast<std::size_t>(edge)] == value)) {
                // Giving this edge the value swaps it with the edge that had it.
                for (int& v : deal_)
                    if (v == value) v = deal_[static_cast<std::size_t>(edge)];
                deal_[static_cast<std::size_t>(edge)] = value;
                ctx_.platform.play_sound(audio::SoundId::Card, ctx_.platform.now(),
                                         -0.6f + 0.4f * static_cast<float>(edge));
            }
        }
    }
    ImGui::Separator();
    // I18N: Deal window button: deal the cards at random.
    if (ImGui::Button(_("Shuffle"))) {
        deal_ = match::deal_cards_ai(
            static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
        // The four cards gathered and laid again, one after another.
        const scene::TimeMs now = ctx_.platform.now();
        for (int card = 0; card < 4; ++card)
            ctx_.platform.play_sound(audio::SoundId::Card, now + 90 * card, -0.45f + 0.3f * static_cast<float>(card));
    }
    ImGui::SameLine();
    // I18N: Deal window button: the cards are laid face down and the game begins.
    if (ImGui::Button(_("Lay them face down"))) {
        if (match_.controller().lay_cards(deal_)) {
            const scene::TimeMs now = ctx_.platform.now();
            for (int card = 0; card < 4; ++card)
                ctx_.platform.play_sound(audio::SoundId::Card, now + 110 * card,
                                         -0.45f + 0.3f * static_cast<float>(card));
            close();
        }
    }
    ImGui::SetItemDefaultFocus();
    ImGui::End();
}

}  // namespace tafl::app
