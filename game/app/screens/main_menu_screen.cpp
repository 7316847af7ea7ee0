// main_menu_screen.cpp: the main menu.
#include "app/screens/main_menu_screen.h"

#include <imgui.h>

#include <algorithm>
#include <memory>
#include <utility>

#include "app/screen_context.h"
#include "app/screens/about_screen.h"
#include "app/screens/campaign_screen.h"
#include "app/screens/load_game_screen.h"
#include "app/screens/match_screen.h"
#include "app/screens/new_match_screen.h"
#include "app/screens/rulebook_screen.h"
#include "app/screens/settings_screen.h"
#include "app/screens/title_screen.h"
#include "i18n/translate.h"
#include "match/match_controller.h"

namespace tafl::app {

namespace fs = std::filesystem;

MainMenuScreen::MainMenuScreen(ScreenContext& context, bool resumable) : Screen(context) {
    // Asked once, when the menu opens, not every frame.
    const fs::path saves = ctx_.dirs.saves();
    std::error_code ec;
    if (!saves.empty() && fs::exists(saves / "autosave.otg", ec)) autosave_ = saves / "autosave.otg";

    if (resumable) {
        entries_.push_back(MainMenuEntry{
            // I18N: Main menu, shown when it was opened from a game that is still going on: back to that game.
            [] { return std::string(_("Return to the game")); },
            {},
            [this] { close(); }});
    }
    entries_.push_back(MainMenuEntry{// I18N: Main menu: start a new game (choose the preset and the players).
                                     [] { return std::string(_("New match")); },
                                     {},
                                     [this] {
                                         MatchScreen* opener = match();
                                         if (opener == nullptr) return;
                                         auto dialog =
                                             std::make_unique<NewMatchScreen>(ctx_, opener->new_match_choices());
                                         ctx_.screens.push(std::move(dialog), [this](const ScreenAnswer& answer) {
                                             const auto* setup = std::any_cast<match::MatchSetup>(&answer);
                                             MatchScreen* m = match();
                                             if (setup == nullptr || m == nullptr) return;
                                             std::string error;
                                             if (!m->start(*setup, &error)) ctx_.platform.report_problem(error);
                                         });
                                     }});
    entries_.push_back(MainMenuEntry{// I18N: Main menu: the single-player campaign across the games.
                                     [] { return std::string(_("Campaign")); },
                                     {},
                                     [this] { ctx_.screens.push(std::make_unique<CampaignScreen>(ctx_)); }});
    entries_.push_back(MainMenuEntry{// I18N: Main menu: the library of illustrated rulebooks.
                                     [] { return std::string(_("Rulebooks")); },
                                     {},
                                     [this] { ctx_.screens.push(std::make_unique<RulebookScreen>(ctx_)); }});
    entries_.push_back(MainMenuEntry{
        // I18N: Main menu: go on with the game that was not finished when the program was closed.
        [] { return std::string(_("Continue")); }, [this] { return !autosave_.empty(); }, [this] { continue_game(); }});
    entries_.push_back(MainMenuEntry{// I18N: Main menu: open a saved game.
                                     [] { return std::string(_("Load game")); },
                                     [this] { return !ctx_.dirs.saves().empty(); }, [this] { open_load_game({}); }});
    entries_.push_back(MainMenuEntry{// I18N: Main menu: language, display and animation options.
                                     [] { return std::string(_("Settings")); },
                                     {},
                                     [this] { ctx_.screens.push(std::make_unique<SettingsScreen>(ctx_)); }});
    entries_.push_back(MainMenuEntry{[] { return std::string(_("Quit")); }, {}, [this] { ctx_.platform.quit(); }});
}

void MainMenuScreen::add_entry(MainMenuEntry entry, std::size_t position) {
    entries_.insert(entries_.begin() + static_cast<std::ptrdiff_t>(std::min(position, entries_.size())),
                    std::move(entry));
}

std::vector<std::string> MainMenuScreen::shown_labels() const {
    std::vector<std::string> labels;
    for (const MainMenuEntry& entry : entries_)
        if (!entry.shown || entry.shown()) labels.push_back(entry.label());
    return labels;
}

MatchScreen* MainMenuScreen::match() const { return ctx_.screens.find<MatchScreen>(); }

void MainMenuScreen::continue_game() {
    MatchScreen* m = match();
    std::string error;
    if (m != nullptr && !m->load_game(autosave_, &error)) open_load_game(error);
}

void MainMenuScreen::open_load_game(std::string error) {
    auto open = [this](const fs::path& file, std::string* why) {
        MatchScreen* m = match();
        return m != nullptr && m->load_game(file, why);
    };
    ctx_.screens.push(std::make_unique<LoadGameScreen>(ctx_, std::move(open), std::move(error)));
}

void MainMenuScreen::draw_scene(const glm::mat4& projection) { draw_title_painting(ctx_, projection); }

void MainMenuScreen::draw_ui(bool top) {
    if (!top) return;  // a dialog opened from it stands in its place
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.80f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.78f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24.0f, 18.0f));
    if (ImGui::Begin("##main-menu", nullptr, flags)) {
        pad_focus(ctx_, this);
        const ImVec2 button(240.0f, 0.0f);
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const MainMenuEntry& entry = entries_[i];
            if (entry.shown && !entry.shown()) continue;
            const std::string label = entry.label() + "###entry" + std::to_string(i);
            if (ImGui::Button(label.c_str(), button)) entry.chosen();
        }
    }
    ImGui::End();
    ImGui::PopStyleVar();

    // The version in the bottom right corner, with the way to the About window; apart from the
    // menu, so that the menu's buttons keep their places.
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x - 10.0f, vp->Pos.y + vp->Size.y - 10.0f), ImGuiCond_Always,
                            ImVec2(1.0f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.55f);
    if (ImGui::Begin("##main-menu-about", nullptr, flags | ImGuiWindowFlags_NoFocusOnAppearing)) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("Taflborð %s", program_version());
        ImGui::SameLine();
        // I18N: Main menu, a small button in the bottom right corner: opens the About window.
        if (ImGui::SmallButton(_("About…"))) ctx_.screens.push(std::make_unique<AboutScreen>(ctx_));
    }
    ImGui::End();
}

}  // namespace tafl::app
