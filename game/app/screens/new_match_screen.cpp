// new_match_screen.cpp: the new-match dialog and its house rules.
#include "app/screens/new_match_screen.h"

#include <imgui.h>

#include <algorithm>
#include <array>

#include "app/match_words.h"
#include "app/screen_context.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "taflbord/ai/levels.h"

namespace tafl::app {

namespace {

// The clock choices of the dialog, in minutes and seconds.
constexpr int kMaxClockMinutes = 180;
constexpr int kMaxIncrementSeconds = 60;

}  // namespace

NewMatchScreen::NewMatchScreen(ScreenContext& context, NewMatchChoices& choices)
    : Screen(context), choices_(choices), picture_(&context.board_art) {}

void NewMatchScreen::pick(const std::string& id) {
    NewMatchChoices& c = choices_;
    const Variant* v = ctx_.variants.find(id);
    if (v == nullptr) return;
    c.id = id;
    c.rules = v->rules;
    c.editor = RuleEditorState{};
    c.house_message.clear();
    // A house-rule set's name is offered again for saving over it.
    c.house_name.fill('\0');
    if (ctx_.variants.preset(id) == nullptr) {
        const std::size_t n = std::min(v->name.size(), c.house_name.size() - 1);
        std::copy_n(v->name.begin(), n, c.house_name.begin());
    }
    // Five points need the edges to score.
    if (v->rules.escape != Escape::Edge && c.format == static_cast<int>(match::Format::FivePoints))
        c.format = static_cast<int>(match::Format::Single);
}

void NewMatchScreen::save_house_rules() {
    NewMatchChoices& c = choices_;
    std::vector<std::string> problems;
    const HouseRulesSaved saved = ctx_.variants.save_house_rules(c.id, c.house_name.data(), c.rules, problems);
    for (const auto& p : problems) ctx_.platform.report_problem(p);
    if (saved.ok) pick(saved.id);
    c.house_message = saved.message;
}

void NewMatchScreen::draw_ui(bool /*top*/) {
    NewMatchChoices& c = choices_;
    if (ctx_.variants.find(c.id) == nullptr) {
        const std::string last = ctx_.variants.find(ctx_.settings.last_variant) != nullptr
                                     ? ctx_.settings.last_variant
                                     : ctx_.variants.preset_ids().front();
        pick(last);
    }
    if (setups_.empty()) setups_ = setup_choices(ctx_.variants.presets());
    const Variant* picked = ctx_.variants.find(c.id);
    const Variant* preset = ctx_.variants.preset_of(*picked);

    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->WorkSize.x - 20.0f, vp->WorkSize.y - 20.0f));
    const ImGuiWindowFlags dialog =
        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;
    // I18N: Title of the dialog that starts a new game.
    const char* title = _("New match");
    bool open = true;
    const bool shown = ImGui::Begin(title, &open, dialog);
    if (!open) close();
    if (!shown) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this);
    const float em = ImGui::GetFontSize();

    if (ImGui::BeginTable("##new-match", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("##list", ImGuiTableColumnFlags_WidthFixed, 17.0f * em);
        ImGui::TableSetupColumn("##card", ImGuiTableColumnFlags_WidthFixed, 26.0f * em);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        // I18N: New-match dialog: the label of the list of presets (the rule sets to play).
        ImGui::TextUnformatted(_("Preset"));
        // With the house rules open the list and the card make room for them.
        if (ImGui::BeginListBox("##presets", ImVec2(-1.0f, (c.house_rules_open ? 7.0f : 16.0f) * em))) {
            for (const std::string& id : ctx_.variants.preset_ids()) {
                const std::string label = ctx_.variants.display_name(id) + "###" + id;
                if (ImGui::Selectable(label.c_str(), id == c.id)) pick(id);
            }
            if (!ctx_.variants.house_rules().empty()) {
                ImGui::Separator();
                // I18N: New-match dialog: heading in the preset list above the rule sets the player saved.
                ImGui::TextDisabled("%s", _("Your house rules"));
                for (const Variant& v : ctx_.variants.house_rules()) {
                    const std::string label = v.name + "###" + v.id;
                    if (ImGui::Selectable(label.c_str(), v.id == c.id)) pick(v.id);
                }
            }
            ImGui::EndListBox();
        }

        ImGui::TableNextColumn();
        if (!c.house_rules_open) {
            const glm::ivec2 fb = ctx_.platform.framebuffer_size();
            picture_.set_frame(
                PictureFrame{&ctx_.batch, fb.x, fb.y, ctx_.platform.pixel_scale(), ctx_.settings.high_contrast});
            draw_preset_card(*picked, ImGui::GetContentRegionAvail().x, picture_, ctx_.fonts.title);
            ImGui::Separator();
        }
        // Who plays each side (in a series: in the first game).
        const auto levels = ai::levels();
        for (const Side side : {Side::Attackers, Side::Defenders}) {
            int& choice = c.players[side == Side::Attackers ? 0 : 1];
            ImGui::SetNextItemWidth(12.0f * em);
            const std::string current = player_label(player_of_choice(choice));
            const std::string id =
                std::string(i18n::side_name(side)) + "###side" + (side == Side::Attackers ? "a" : "d");
            if (ImGui::BeginCombo(id.c_str(), current.c_str())) {
                for (int k = 0; k <= static_cast<int>(levels.size()); ++k) {
                    const match::Player p = player_of_choice(k);
                    const std::string label = player_label(p) + "###p" + std::to_string(k);
                    if (ImGui::Selectable(label.c_str(), k == choice)) choice = k;
                    if (k > 0 && ImGui::IsItemHovered()) {
                        if (const char* personality = i18n::level_personality(p.level))
                            ImGui::SetTooltip("%s", personality);
                    }
                }
                ImGui::EndCombo();
            }
        }
        // The match format; five points need a king who escapes to an edge.
        const match::TieBreak tie_break = match::tie_break_for_preset(preset->id);
        ImGui::SetNextItemWidth(12.0f * em);
        const auto format = static_cast<match::Format>(c.format);
        // I18N: New-match dialog: label of the choice between one game, two games and the five-point match.
        if (ImGui::BeginCombo(p_("new-match", "Format"), format_name(format))) {
            for (const match::Format f : {match::Format::Single, match::Format::TwoGames, match::Format::FivePoints}) {
                if (f == match::Format::FivePoints && c.rules.escape != Escape::Edge) continue;
                if (ImGui::Selectable(format_name(f), f == format)) c.format = static_cast<int>(f);
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", format_explanation(f, tie_break));
            }
            ImGui::EndCombo();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", format_explanation(format, tie_break));
        // The clock: time for the whole game plus an increment per move.
        // I18N: New-match dialog, a checkbox: play with a chess clock.
        ImGui::Checkbox(_("Clock"), &c.clock_on);
        if (ImGui::IsItemHovered()) {
            // I18N: Tooltip of the Clock checkbox.
            ImGui::SetTooltip("%s", _("Each side has this much time for the whole game and gains the increment "
                                      "after each of its moves. A side whose time runs out loses."));
        }
        if (c.clock_on) {
            ImGui::SameLine();
            ImGui::SetNextItemWidth(6.5f * em);
            // I18N: New-match dialog, clock: the time of each side in minutes ("%d" is the number; keep it).
            ImGui::SliderInt("##minutes", &c.clock_minutes, 1, kMaxClockMinutes, _("%d min"),
                             ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic);
            ImGui::SameLine();
            ImGui::SetNextItemWidth(6.5f * em);
            // I18N: New-match dialog, clock: the seconds gained after each move ("%d" is the number; keep it).
            ImGui::SliderInt("##increment", &c.clock_increment_s, 0, kMaxIncrementSeconds, _("+%d s a move"),
                             ImGuiSliderFlags_AlwaysClamp);
        }
        ImGui::EndTable();
    }

    // The house rules: every parameter of the picked preset, editable.
    const match::Format format = static_cast<match::Format>(c.format);
    const int changed = static_cast<int>(match::changed_parameters(picked->rules, c.rules).size());
    // I18N: New-match dialog: the heading that opens the editor of every rule of the chosen preset.
    std::string header = _("House rules");
    if (changed > 0)
        // I18N: Added to the "House rules" heading: how many rules differ from the preset.
        header += "  " + i18n::fmt_arg(n_("({n} change)", "({n} changes)", changed), "n", std::to_string(changed));
    header += "###house-rules";
    RuleEditorResult edited;
    edited.valid = validate(c.rules).empty();
    ImGui::SetNextItemOpen(c.house_rules_open, ImGuiCond_Always);
    c.house_rules_open = ImGui::CollapsingHeader(header.c_str());
    if (c.house_rules_open) {
        // As tall as the window allows, with the name, the buttons and the dialog's frame below.
        const float room = vp->WorkSize.y - 20.0f - ImGui::GetCursorPosY() - 3.0f * ImGui::GetFrameHeightWithSpacing() -
                           3.0f * ImGui::GetStyle().WindowPadding.y;
        if (ImGui::BeginChild("##rules", ImVec2(0.0f, std::clamp(room, 8.0f * em, 30.0f * em)), true))
            edited = draw_rule_editor(c.editor, c.rules, picked->rules, setups_);
        ImGui::EndChild();
        if (edited.changed) c.house_message.clear();
        if (ctx_.variants.can_save_house_rules()) {
            ImGui::SetNextItemWidth(18.0f * em);
            // I18N: New-match dialog, house rules: placeholder of the field for the name to save them under.
            ImGui::InputTextWithHint("##house-name", _("Name of these house rules"), c.house_name.data(),
                                     c.house_name.size());
            ImGui::SameLine();
            // A preset with nothing changed is no house rules yet.
            ImGui::BeginDisabled(!edited.valid || (changed == 0 && ctx_.variants.preset(c.id) != nullptr));
            // I18N: New-match dialog, house rules: button that keeps the edited rules under the name typed.
            if (ImGui::Button(_("Save house rules"))) save_house_rules();
            ImGui::EndDisabled();
            if (!c.house_message.empty()) ImGui::TextWrapped("%s", c.house_message.c_str());
        }
    }
    ImGui::Separator();
    ImGui::BeginDisabled(!edited.valid);
    // I18N: New-match dialog: the button that starts the game.
    if (ImGui::Button(p_("button", "Start"), ImVec2(8.0f * em, 0.0f))) close(setup(format));
    ImGui::SetItemDefaultFocus();  // a game controller starts on Start
    ImGui::EndDisabled();
    ImGui::SameLine();
    // I18N: A button that closes a dialog without doing anything.
    if (ImGui::Button(p_("button", "Cancel"), ImVec2(8.0f * em, 0.0f))) close();
    if (!edited.valid) {
        ImGui::SameLine();
        // I18N: New-match dialog, next to the disabled Start button when the edited rules contradict each other.
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", _("The house rules need mending first."));
    }
    ImGui::End();
}

match::MatchSetup NewMatchScreen::setup(match::Format format) const {
    const NewMatchChoices& c = choices_;
    match::MatchSetup s;
    s.id = c.id;
    s.rules = c.rules;
    s.attackers = player_of_choice(c.players[0]);
    s.defenders = player_of_choice(c.players[1]);
    if (c.clock_on)
        s.clock = match::ClockSettings{static_cast<std::int64_t>(c.clock_minutes) * 60000,
                                       static_cast<std::int64_t>(c.clock_increment_s) * 1000};
    s.format = format;
    if (const Variant* picked = ctx_.variants.find(c.id))
        s.tie_break = match::tie_break_for_preset(ctx_.variants.preset_of(*picked)->id);
    return s;
}

}  // namespace tafl::app
