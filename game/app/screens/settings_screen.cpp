// settings_screen.cpp: the settings window and the display options.
#include "app/screens/settings_screen.h"

#include <imgui.h>

#include "app/screen_context.h"
#include "i18n/translate.h"

namespace tafl::app {

const char* board_name(std::string_view material) {
    // I18N: A board won in the campaign: the carved yew board of the Irish games.
    if (material == "yew") return _("Carved yew");
    // I18N: A board won in the campaign: the reindeer-hide board of the Sámi (Tablut).
    if (material == "hide") return _("Reindeer hide");
    // I18N: A board won in the campaign: the Welsh slate board (Tawlbwrdd).
    if (material == "slate") return _("Welsh slate");
    // I18N: A board won in the campaign: the Norse board of driftwood (Hnefatafl).
    if (material == "driftwood") return _("Norse driftwood");
    // I18N: A board won in the campaign: the worn oak board of York.
    if (material == "oak") return _("York oak");
    // I18N: A board won in the campaign: the cloth board of the modern tournaments (Copenhagen, Fetlar).
    if (material == "cloth") return _("Tournament cloth");
    return "?";
}

void draw_display_options(ScreenContext& ctx) {
    core::Settings& settings = ctx.settings;
    bool full = ctx.platform.fullscreen();
    // I18N: View menu and Settings, a checkbox: the window fills the whole screen.
    if (ImGui::Checkbox(_("Full screen"), &full)) ctx.platform.toggle_fullscreen();
    // I18N: View menu and Settings, a checkbox: letters and numbers along the board's edges (a–k, 1–11).
    ImGui::Checkbox(_("Board coordinates"), &settings.show_coordinates);
    // I18N: View menu and Settings, a checkbox: stronger colours and outlines for players who see less well.
    ImGui::Checkbox(_("High contrast"), &settings.high_contrast);
    // I18N: View menu and Settings, a checkbox (accessibility): animations become short fades, nothing slides.
    ImGui::Checkbox(_("Reduced motion"), &settings.reduced_motion);
    ImGui::SetNextItemWidth(160.0f);
    // I18N: View menu and Settings, a slider: how fast pieces move and captures play (0.25× to 4×).
    ImGui::SliderFloat(_("Animation speed"), &settings.animation_speed, core::kMinAnimationSpeed,
                       core::kMaxAnimationSpeed, "%.2g\u00d7", ImGuiSliderFlags_AlwaysClamp);
    ImGui::SetNextItemWidth(160.0f);
    float scale = settings.ui_scale;
    // I18N: View menu and Settings, a slider: the size of the text in menus and panels (0.5× to 3×).
    if (ImGui::SliderFloat(_("Menu text size"), &scale, core::kMinUiScale, core::kMaxUiScale, "%.2g\u00d7",
                           ImGuiSliderFlags_AlwaysClamp))
        settings.ui_scale = scale;
    if (ImGui::IsItemDeactivatedAfterEdit()) ctx.platform.fonts_changed();
    if (!settings.boards_won.empty()) {
        // I18N: View menu and Settings, a choice: each game on its own board.
        const char* own = _("Each game's own");
        const bool chosen = settings.boards_won.contains(settings.board);
        ImGui::SetNextItemWidth(200.0f);
        // I18N: View menu and Settings, a choice: the board every game is played on (boards won in the campaign).
        if (ImGui::BeginCombo(_("Board"), chosen ? board_name(settings.board) : own)) {
            if (ImGui::Selectable(own, !chosen)) settings.board.clear();
            for (const std::string& b : settings.boards_won)
                if (ImGui::Selectable(board_name(b), settings.board == b)) settings.board = b;
            ImGui::EndCombo();
        }
    }
}

void draw_sound_options(ScreenContext& ctx) {
    core::Settings& settings = ctx.settings;
    // I18N: Settings, a heading over the volume sliders.
    ImGui::TextUnformatted(_("Sound"));
    struct Slider {
        const char* label;
        int* value;
    };
    const Slider sliders[] = {
        // I18N: Settings, a slider from 0 to 100: the volume of every sound.
        {_("Master volume"), &settings.master_volume},
        // I18N: Settings, a slider from 0 to 100: pieces set down, captures, menu clicks, cards, the clock.
        {_("Effects"), &settings.effects_volume},
        // I18N: Settings, a slider from 0 to 100: the sea, the hall's fire or the winter wind behind a game.
        {_("Ambience"), &settings.ambience_volume},
        // I18N: Settings, a slider from 0 to 100: the title theme.
        {_("Music"), &settings.music_volume},
    };
    ImGui::BeginDisabled(settings.mute);
    for (const Slider& s : sliders) {
        ImGui::SetNextItemWidth(200.0f);
        ImGui::SliderInt(s.label, s.value, 0, core::kMaxVolume, "%d %%", ImGuiSliderFlags_AlwaysClamp);
    }
    ImGui::EndDisabled();
    // I18N: Settings, a checkbox: no sound at all.
    ImGui::Checkbox(_("Mute"), &settings.mute);
    // I18N: Settings, a checkbox: the game is silent while another window is in front of it.
    ImGui::Checkbox(_("Mute when the window is in the background"), &settings.mute_when_unfocused);
}

void draw_language_menu_items(ScreenContext& ctx) {
    for (const i18n::Language lang : i18n::kLanguages) {
        if (ImGui::MenuItem(i18n::language_endonym(lang), nullptr, ctx.translator.language() == lang))
            ctx.platform.set_language(lang);
    }
}

void SettingsScreen::draw_ui(bool /*top*/) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    bool open = true;
    const bool shown = ImGui::Begin(
        _("Settings"), &open,
        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
    if (!open) close();
    if (!shown) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this);
    ImGui::SetNextItemWidth(200.0f);
    if (ImGui::BeginCombo(p_("menu", "Language"), i18n::language_endonym(ctx_.translator.language()))) {
        for (const i18n::Language lang : i18n::kLanguages) {
            if (ImGui::Selectable(i18n::language_endonym(lang), ctx_.translator.language() == lang))
                ctx_.platform.set_language(lang);
        }
        ImGui::EndCombo();
    }
    ImGui::Separator();
    draw_display_options(ctx_);
    ImGui::Separator();
    draw_sound_options(ctx_);
    ImGui::Separator();
    if (ImGui::Button(p_("button", "Close"))) close();
    ImGui::End();
}

}  // namespace tafl::app
