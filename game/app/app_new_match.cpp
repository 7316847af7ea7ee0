// app_new_match.cpp: the new-match dialog (the preset with its card, the players, the clock, the
// match format and the house rules), the player's house-rule sets, and the games of a series: the
// five-point match's deal of the cards and the next game with the sides swapped.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>

#include "app/app.h"
#include "app/preset_card.h"
#include "core/atomic_file.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "taflbord/ai/levels.h"

namespace tafl::app {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxVariantFileBytes = 256 * 1024;

// The clock choices of the dialog, in minutes and seconds.
constexpr int kMaxClockMinutes = 180;
constexpr int kMaxIncrementSeconds = 60;

// Reads every `*.tafl` file of `dir` (at most `limit` of them) as texts for load_house_rules.
std::vector<match::VariantText> read_variant_texts(const fs::path& dir, std::size_t limit,
                                                   std::vector<std::string>& problems) {
    std::vector<match::VariantText> texts;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.path().extension() == ".tafl" && entry.is_regular_file(ec)) files.push_back(entry.path());
        if (files.size() > limit) break;  // load_house_rules names the surplus
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        std::string error;
        auto text = core::read_file(file, kMaxVariantFileBytes, &error);
        if (!text) {
            problems.push_back(error);
            continue;
        }
        texts.push_back(match::VariantText{file.filename().string(), std::move(*text)});
    }
    return texts;
}

// A deal shuffled from the clock, for a person to start from or to shuffle again.
match::Cards random_deal() {
    return match::deal_cards_ai(
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
}

// The words of a match format.
const char* format_name(match::Format format) {
    switch (format) {
        case match::Format::Single:
            // I18N: New-match dialog, match format: one game decides.
            return _("Single game");
        case match::Format::TwoGames:
            // I18N: New-match dialog, match format: two games, each player attacks once.
            return _("Two games, sides swapped");
        case match::Format::FivePoints:
            // I18N: New-match dialog, match format of York Hnefatafl: played until a player has five points.
            return _("Five-point match");
    }
    return "";
}

// Each message stays on the line under its translators' comment, where xgettext looks for it.
// clang-format off
const char* format_explanation(match::Format format, match::TieBreak tie_break) {
    switch (format) {
        case match::Format::Single:
            // I18N: Tooltip of the match format "Single game".
            return _("One game; its result is the match's.");
        case match::Format::TwoGames:
            if (tie_break == match::TieBreak::FewerMovesThenCaptures) {
                // I18N: Tooltip of "Two games, sides swapped" for York Hnefatafl (its rule sheet's tie-break).
                return _("Each player attacks once. With a win each, the faster win takes the match, and with "
                         "wins in as many moves, the player who captured more pieces.");
            }
            // I18N: Tooltip of "Two games, sides swapped" (the tie-break of the German Tablut rules).
            return _("Each player attacks once. A player who wins both games wins the match; with a win each, "
                     "the player who won in fewer moves.");
        case match::Format::FivePoints:
            // I18N: Tooltip of "Five-point match" (York Hnefatafl's optional rule). Keep the bluffing idea.
            return _("Before each game the attacker lays four cards worth 1 to 4 face down, one beside each "
                     "edge. A king who escapes scores the card of his edge. Sides swap every game; five "
                     "points win. A game of bluff.");
    }
    return "";
}
// clang-format on

std::string seat_text(const match::Series& series, match::Seat seat) {
    // I18N: Several games: the first player (attacks in game 1); {who} is "Person" or an AI level.
    const char* first = _("Player 1 ({who})");
    // I18N: Several games: the second player (defends in game 1); {who} is "Person" or an AI level.
    const char* second = _("Player 2 ({who})");
    const char* text = seat == match::Seat::First ? first : second;
    return i18n::fmt_arg(text, "who", player_label(series.player(seat)));
}

std::string series_verdict(const match::Series& series) {
    const match::Summary sum = series.summary();
    if (sum.outcome == match::SeriesOutcome::Ongoing) return {};
    if (sum.outcome == match::SeriesOutcome::Draw) {
        // I18N: Game-over panel: a match of several games ended level.
        return _("The match is drawn.");
    }
    const match::Seat winner =
        sum.outcome == match::SeriesOutcome::FirstWins ? match::Seat::First : match::Seat::Second;
    const std::string who = seat_text(series, winner);
    const char* text = "";
    switch (sum.decision) {
        case match::SeriesDecision::FewerMoves:
            // I18N: Game-over panel, two-game match: each player won once; {player} won in fewer moves.
            text = _("{player} wins the match: a game each, and the quicker win.");
            break;
        case match::SeriesDecision::MoreCaptures:
            // I18N: Game-over panel, two-game match (York): a win each in as many moves; {player} captured more pieces.
            text = _("{player} wins the match: a game each in as many moves, and more pieces captured.");
            break;
        case match::SeriesDecision::Points:
            // I18N: Game-over panel, five-point match: {player} reached five points.
            text = _("{player} wins the five-point match.");
            break;
        default:
            // I18N: Game-over panel: {player} won the match of several games.
            text = _("{player} wins the match.");
            break;
    }
    return i18n::fmt_arg(text, "player", who);
}

const char* edge_name(match::Edge edge) {
    // I18N: Game-over panel, five-point match: the edge the king escaped by (the top rank's side).
    const char* north = p_("edge", "north");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (the last file's side).
    const char* east = p_("edge", "east");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (rank 1's side).
    const char* south = p_("edge", "south");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (file a's side).
    const char* west = p_("edge", "west");
    const std::array<const char*, 4> names = {north, east, south, west};
    return names[static_cast<std::size_t>(edge) % names.size()];
}

}  // namespace

// [SECTION] House-rule sets

void App::load_house_rules() {
    house_ = {};
    if (dirs_.prefs.empty()) return;
    std::vector<std::string> read_problems;
    // The presets' texts are read once; saving a set reads only the player's folder again.
    if (preset_texts_.empty()) preset_texts_ = read_variant_texts(dirs_.assets / "variants", 1000, read_problems);
    const auto files = read_variant_texts(dirs_.prefs / std::string(match::kHouseRulesFolder),
                                          match::kMaxHouseRuleFiles, read_problems);
    house_ = match::load_house_rules(preset_texts_, files);
    for (const auto& p : read_problems) problems_.push_back("house rules: " + p);
    for (const auto& e : house_.errors) problems_.push_back("house rules " + e.file + ": " + e.message);
}

const Variant* App::find_variant(const std::string& id) const {
    if (const Variant* v = variants_.find(id)) return v;
    for (const Variant& v : house_.sets)
        if (v.id == id) return &v;
    return nullptr;
}

const Variant* App::preset_of(const Variant& v) const {
    // A house-rule set extends a shipped preset, whose card and family it takes.
    if (variants_.find(v.id) != nullptr) return &v;
    const Variant* base = variants_.find(v.extends);
    return base != nullptr ? base : &v;
}

void App::pick_new_match_preset(const std::string& id) {
    const Variant* v = find_variant(id);
    if (v == nullptr) return;
    new_match_id_ = id;
    new_match_rules_ = v->rules;
    rule_editor_ = RuleEditorState{};
    house_message_.clear();
    // A house-rule set's name is offered again for saving over it.
    house_name_.fill('\0');
    if (variants_.find(id) == nullptr) {
        const std::size_t n = std::min(v->name.size(), house_name_.size() - 1);
        std::copy_n(v->name.begin(), n, house_name_.begin());
    }
    // Five points need the edges to score.
    if (v->rules.escape != Escape::Edge && new_match_format_ == static_cast<int>(match::Format::FivePoints))
        new_match_format_ = static_cast<int>(match::Format::Single);
}

void App::save_house_rules() {
    const Variant* picked = find_variant(new_match_id_);
    if (picked == nullptr || dirs_.prefs.empty()) return;
    const Variant* base = preset_of(*picked);
    const std::string name = match::clean_house_rule_name(house_name_.data());
    std::vector<const Variant*> presets = variants_.all();
    std::vector<std::string> house_names;
    std::vector<std::string> ids;
    for (const Variant* v : presets) ids.push_back(v->id);
    // Saving under the picked set's own name writes over it; any other name is a new set.
    const Variant* replacing = nullptr;
    for (const Variant& v : house_.sets) {
        if (match::clean_house_rule_name(v.name) == name && v.id == new_match_id_)
            replacing = &v;
        else {
            house_names.push_back(v.name);
            ids.push_back(v.id);
        }
    }
    switch (match::check_house_rule_name(name, presets, house_names)) {
        case match::NameProblem::Empty:
            // I18N: New-match dialog, house rules: saving without a name.
            house_message_ = _("Give these house rules a name first.");
            return;
        case match::NameProblem::PresetName:
            // I18N: New-match dialog, house rules: the name typed is that of a preset.
            house_message_ = _("That is the name of a preset; choose another.");
            return;
        case match::NameProblem::Taken:
            // I18N: New-match dialog, house rules: another saved set already has this name.
            house_message_ = _("Other house rules already have that name.");
            return;
        case match::NameProblem::None:
            break;
    }
    const std::string id = replacing != nullptr ? replacing->id : match::house_rule_id(name, ids);
    const fs::path file = dirs_.prefs / std::string(match::kHouseRulesFolder) / match::house_rule_file_name(id);
    std::string error;
    if (!core::write_file_atomically(file, match::write_house_rules(name, *base, new_match_rules_), &error, true)) {
        house_message_ = error;
        return;
    }
    load_house_rules();
    if (find_variant(id) != nullptr) {
        pick_new_match_preset(id);
        // I18N: New-match dialog, after saving house rules: {name} is their name; they now appear in the list.
        house_message_ = i18n::fmt_arg(_("Saved as \u201c{name}\u201d."), "name", name);
    } else {
        house_message_ = "house rules " + file.filename().string() + " could not be read back";
    }
}

// [SECTION] The dialog

void App::draw_new_match() {
    if (!new_match_open_) return;
    if (find_variant(new_match_id_) == nullptr) {
        const std::string last =
            find_variant(settings_.last_variant) != nullptr ? settings_.last_variant : variant_ids_.front();
        pick_new_match_preset(last);
    }
    if (setups_.empty()) setups_ = setup_choices(variants_.all());
    const Variant* picked = find_variant(new_match_id_);
    const Variant* preset = preset_of(*picked);

    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->WorkSize.x - 20.0f, vp->WorkSize.y - 20.0f));
    const ImGuiWindowFlags dialog =
        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;
    // I18N: Title of the dialog that starts a new game.
    const char* title = _("New match");
    if (!ImGui::Begin(title, &new_match_open_, dialog)) {
        ImGui::End();
        return;
    }
    pad_focus(PadTarget::NewMatch);
    const float em = ImGui::GetFontSize();

    if (ImGui::BeginTable("##new-match", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("##list", ImGuiTableColumnFlags_WidthFixed, 17.0f * em);
        ImGui::TableSetupColumn("##card", ImGuiTableColumnFlags_WidthFixed, 26.0f * em);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        // I18N: New-match dialog: the label of the list of presets (the rule sets to play).
        ImGui::TextUnformatted(_("Preset"));
        // With the house rules open the list and the card make room for them.
        if (ImGui::BeginListBox("##presets", ImVec2(-1.0f, (house_rules_open_ ? 7.0f : 16.0f) * em))) {
            for (const std::string& id : variant_ids_) {
                const std::string label = display_name(id) + "###" + id;
                if (ImGui::Selectable(label.c_str(), id == new_match_id_)) pick_new_match_preset(id);
            }
            if (!house_.sets.empty()) {
                ImGui::Separator();
                // I18N: New-match dialog: heading in the preset list above the rule sets the player saved.
                ImGui::TextDisabled("%s", _("Your house rules"));
                for (const Variant& v : house_.sets) {
                    const std::string label = v.name + "###" + v.id;
                    if (ImGui::Selectable(label.c_str(), v.id == new_match_id_)) pick_new_match_preset(v.id);
                }
            }
            ImGui::EndListBox();
        }

        ImGui::TableNextColumn();
        if (!house_rules_open_) {
            draw_preset_card(*picked, ImGui::GetContentRegionAvail().x, title_font_);
            ImGui::Separator();
        }
        // Who plays each side (in a series: in the first game).
        const auto levels = ai::levels();
        for (const Side side : {Side::Attackers, Side::Defenders}) {
            int& choice = new_match_players_[side == Side::Attackers ? 0 : 1];
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
        const auto format = static_cast<match::Format>(new_match_format_);
        // I18N: New-match dialog: label of the choice between one game, two games and the five-point match.
        if (ImGui::BeginCombo(p_("new-match", "Format"), format_name(format))) {
            for (const match::Format f : {match::Format::Single, match::Format::TwoGames, match::Format::FivePoints}) {
                if (f == match::Format::FivePoints && new_match_rules_.escape != Escape::Edge) continue;
                if (ImGui::Selectable(format_name(f), f == format)) new_match_format_ = static_cast<int>(f);
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", format_explanation(f, tie_break));
            }
            ImGui::EndCombo();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", format_explanation(format, tie_break));
        // The clock: time for the whole game plus an increment per move.
        // I18N: New-match dialog, a checkbox: play with a chess clock.
        ImGui::Checkbox(_("Clock"), &clock_on_);
        if (ImGui::IsItemHovered()) {
            // I18N: Tooltip of the Clock checkbox.
            ImGui::SetTooltip("%s", _("Each side has this much time for the whole game and gains the increment "
                                      "after each of its moves. A side whose time runs out loses."));
        }
        if (clock_on_) {
            ImGui::SameLine();
            ImGui::SetNextItemWidth(6.5f * em);
            // I18N: New-match dialog, clock: the time of each side in minutes ("%d" is the number; keep it).
            ImGui::SliderInt("##minutes", &clock_minutes_, 1, kMaxClockMinutes, _("%d min"),
                             ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic);
            ImGui::SameLine();
            ImGui::SetNextItemWidth(6.5f * em);
            // I18N: New-match dialog, clock: the seconds gained after each move ("%d" is the number; keep it).
            ImGui::SliderInt("##increment", &clock_increment_s_, 0, kMaxIncrementSeconds, _("+%d s a move"),
                             ImGuiSliderFlags_AlwaysClamp);
        }
        ImGui::EndTable();
    }

    // The house rules: every parameter of the picked preset, editable.
    const match::Format format = static_cast<match::Format>(new_match_format_);
    const int changed = static_cast<int>(match::changed_parameters(picked->rules, new_match_rules_).size());
    // I18N: New-match dialog: the heading that opens the editor of every rule of the chosen preset.
    std::string header = _("House rules");
    if (changed > 0)
        // I18N: Added to the "House rules" heading: how many rules differ from the preset.
        header += "  " + i18n::fmt_arg(n_("({n} change)", "({n} changes)", changed), "n", std::to_string(changed));
    header += "###house-rules";
    RuleEditorResult edited;
    edited.valid = validate(new_match_rules_).empty();
    ImGui::SetNextItemOpen(house_rules_open_, ImGuiCond_Always);
    house_rules_open_ = ImGui::CollapsingHeader(header.c_str());
    if (house_rules_open_) {
        // As tall as the window allows, with the name, the buttons and the dialog's frame below.
        const float room = vp->WorkSize.y - 20.0f - ImGui::GetCursorPosY() - 3.0f * ImGui::GetFrameHeightWithSpacing() -
                           3.0f * ImGui::GetStyle().WindowPadding.y;
        if (ImGui::BeginChild("##rules", ImVec2(0.0f, std::clamp(room, 8.0f * em, 30.0f * em)), true))
            edited = draw_rule_editor(rule_editor_, new_match_rules_, picked->rules, setups_);
        ImGui::EndChild();
        if (edited.changed) house_message_.clear();
        if (!dirs_.prefs.empty()) {
            ImGui::SetNextItemWidth(18.0f * em);
            // I18N: New-match dialog, house rules: placeholder of the field for the name to save them under.
            ImGui::InputTextWithHint("##house-name", _("Name of these house rules"), house_name_.data(),
                                     house_name_.size());
            ImGui::SameLine();
            // A preset with nothing changed is no house rules yet.
            ImGui::BeginDisabled(!edited.valid || (changed == 0 && variants_.find(new_match_id_) != nullptr));
            // I18N: New-match dialog, house rules: button that keeps the edited rules under the name typed.
            if (ImGui::Button(_("Save house rules"))) save_house_rules();
            ImGui::EndDisabled();
            if (!house_message_.empty()) ImGui::TextWrapped("%s", house_message_.c_str());
        }
    }
    ImGui::Separator();
    ImGui::BeginDisabled(!edited.valid);
    // I18N: New-match dialog: the button that starts the game.
    if (ImGui::Button(p_("button", "Start"), ImVec2(8.0f * em, 0.0f))) {
        std::string error;
        autosave();
        if (start_from_dialog(format, &error)) {
            title_active_ = main_menu_ = false;
            new_match_open_ = false;
        } else {
            problems_.push_back(error);
            show_problems_ = true;
        }
    }
    ImGui::SetItemDefaultFocus();  // a game controller starts on Start
    ImGui::EndDisabled();
    ImGui::SameLine();
    // I18N: A button that closes a dialog without doing anything.
    if (ImGui::Button(p_("button", "Cancel"), ImVec2(8.0f * em, 0.0f))) new_match_open_ = false;
    if (!edited.valid) {
        ImGui::SameLine();
        // I18N: New-match dialog, next to the disabled Start button when the edited rules contradict each other.
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", _("The house rules need mending first."));
    }
    ImGui::End();
}

bool App::start_from_dialog(match::Format format, std::string* error) {
    const Variant* picked = find_variant(new_match_id_);
    if (picked == nullptr) {
        if (error) *error = "unknown preset '" + new_match_id_ + "'";
        return false;
    }
    match_clock_.reset();
    if (clock_on_)
        match_clock_ = match::ClockSettings{static_cast<std::int64_t>(clock_minutes_) * 60000,
                                            static_cast<std::int64_t>(clock_increment_s_) * 1000};
    const match::Player attackers = player_of_choice(new_match_players_[0]);
    const match::Player defenders = player_of_choice(new_match_players_[1]);
    series_.reset();
    if (format != match::Format::Single)
        series_.emplace(format, match::tie_break_for_preset(preset_of(*picked)->id), attackers, defenders);
    return start_match(new_match_id_, new_match_rules_, attackers, defenders, error);
}

// [SECTION] Series

void App::begin_series_game() {
    deal_open_ = false;
    if (!series_) return;
    if (series_->format() == match::Format::FivePoints) {
        const match::Player& attacker = series_->player(series_->attacker());
        if (attacker.kind == match::PlayerKind::Ai) {
            // The AI deals from the match's seed: the same game replays with the same cards.
            series_->set_cards(
                match::deal_cards_ai(match_->seed() + static_cast<std::uint64_t>(series_->game_number())));
        } else {
            // A person starts from a shuffled deal; replays and screenshots from 1, 2, 3, 4.
            deal_ = fixed_step_ ? match::Cards{1, 2, 3, 4} : random_deal();
            deal_open_ = true;
        }
    }
    sync_series_tag();
}

void App::sync_series_tag() {
    if (!match_) return;
    if (series_)
        match_->set_extra_tag(std::string(match::kSeriesTag), series_->to_tag());
    else
        match_->remove_extra_tag(match::kSeriesTag);
}

void App::next_series_game() {
    if (!series_ || !match_->over()) return;
    const match::RecordRefusal refusal = series_->record_game(*match_);
    if (refusal != match::RecordRefusal::None || series_->over()) return;
    const RuleSet rules = pos().rules().set();
    const match::Player attackers = series_->player(series_->seat_of(Side::Attackers));
    const match::Player defenders = series_->player(series_->seat_of(Side::Defenders));
    std::string error;
    if (!start_match(match_->preset_id(), rules, attackers, defenders, &error)) problems_.push_back(error);
}

void App::restart_series() {
    if (!series_) return;
    const match::Player first = series_->player(match::Seat::First);
    const match::Player second = series_->player(match::Seat::Second);
    const match::Format format = series_->format();
    const match::TieBreak tie_break = series_->tie_break();
    const RuleSet rules = pos().rules().set();
    const std::string id = match_->preset_id();
    series_.emplace(format, tie_break, first, second);
    std::string error;
    if (!start_match(id, rules, first, second, &error)) problems_.push_back(error);
}

std::string App::seat_label(match::Seat seat) const { return seat_text(*series_, seat); }

void App::draw_series_panel() {
    if (!series_) return;
    ImGui::Separator();
    const int game = series_->game_number();
    if (series_->format() == match::Format::TwoGames) {
        // I18N: Match panel: the game being played in a two-game match; {n} is 1 or 2.
        ImGui::TextUnformatted(i18n::fmt_arg(_("Game {n} of 2"), "n", std::to_string(game)).c_str());
    } else {
        // I18N: Match panel, five-point match: the game being played; {n} is its number.
        ImGui::TextUnformatted(i18n::fmt_arg(_("Game {n}, first to five points"), "n", std::to_string(game)).c_str());
    }
    for (const match::Seat seat : {match::Seat::First, match::Seat::Second}) {
        ImGui::TextDisabled("%s", seat_label(seat).c_str());
        const std::string number = std::to_string(series_->score(seat));
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(number.c_str()).x);
        ImGui::TextUnformatted(number.c_str());
    }
    if (series_->format() != match::Format::FivePoints || !series_->cards()) return;
    // The cards beside the edges of a small board: face down, unless the one who dealt them is the
    // only person at the table, or the game is over.
    const bool shown =
        match_->over() || (series_->player(series_->attacker()).kind == match::PlayerKind::Person &&
                           series_->player(series_->seat_of(Side::Defenders)).kind == match::PlayerKind::Ai);
    const match::Cards& cards = *series_->cards();
    const float em = ImGui::GetFontSize();
    const float board = 3.2f * em, card_w = 1.1f * em, card_h = 1.5f * em;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 centre(origin.x + ImGui::GetContentRegionAvail().x * 0.5f, origin.y + card_h + board * 0.5f + 4.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(ImVec2(centre.x - board / 2, centre.y - board / 2),
                      ImVec2(centre.x + board / 2, centre.y + board / 2), IM_COL32(92, 66, 40, 255), 3.0f);
    dl->AddRect(ImVec2(centre.x - board / 2, centre.y - board / 2), ImVec2(centre.x + board / 2, centre.y + board / 2),
                IM_COL32(160, 120, 70, 255), 3.0f);
    const std::array<ImVec2, 4> at = {ImVec2(centre.x, centre.y - board / 2 - card_h / 2 - 2),
                                      ImVec2(centre.x + board / 2 + card_h / 2 + 2, centre.y),
                                      ImVec2(centre.x, centre.y + board / 2 + card_h / 2 + 2),
                                      ImVec2(centre.x - board / 2 - card_h / 2 - 2, centre.y)};
    for (std::size_t e = 0; e < 4; ++e) {
        const bool across = e == 1 || e == 3;  // the east and west cards lie sideways
        const float w = across ? card_h : card_w, h = across ? card_w : card_h;
        const ImVec2 a(at[e].x - w / 2, at[e].y - h / 2), b(at[e].x + w / 2, at[e].y + h / 2);
        dl->AddRectFilled(a, b, shown ? IM_COL32(236, 224, 196, 255) : IM_COL32(120, 40, 32, 255), 2.0f);
        dl->AddRect(a, b, IM_COL32(40, 28, 18, 255), 2.0f);
        const std::string face = shown ? std::to_string(cards[e]) : std::string("?");
        const ImVec2 size = ImGui::CalcTextSize(face.c_str());
        dl->AddText(ImVec2(at[e].x - size.x / 2, at[e].y - size.y / 2),
                    shown ? IM_COL32(40, 28, 18, 255) : IM_COL32(236, 200, 150, 255), face.c_str());
    }
    ImGui::Dummy(ImVec2(ImGui::GetContentRegionAvail().x, board + 2 * card_h + 8.0f));
}

bool App::draw_series_result() {
    // What the finished game means for the match, without recording it yet (that happens when the
    // next game starts, so an undo of a resignation or a timeout still works).
    match::Series preview = *series_;
    if (preview.record_game(*match_) != match::RecordRefusal::None) return false;
    const match::GameResult& game = preview.results().back();
    if (game.edge && game.points > 0) {
        const std::string scorer = seat_text(preview, series_->seat_of(Side::Defenders));
        // I18N: Game over, five-point match: {edge} is "north", "east", ...; {player} e.g. "Player 2 (Person)".
        std::string text = n_("The king escaped by the {edge} edge: {points} point for {player}.",
                              "The king escaped by the {edge} edge: {points} points for {player}.", game.points);
        text = i18n::fmt_arg(text, "edge", edge_name(*game.edge));
        text = i18n::fmt_arg(text, "points", std::to_string(game.points));
        ImGui::TextUnformatted(i18n::fmt_arg(text, "player", scorer).c_str());
    }
    for (const match::Seat seat : {match::Seat::First, match::Seat::Second}) {
        ImGui::TextDisabled("%s", seat_text(preview, seat).c_str());
        ImGui::SameLine(ImGui::GetFontSize() * 14.0f);
        ImGui::TextUnformatted(std::to_string(preview.score(seat)).c_str());
    }
    if (preview.over()) {
        if (title_font_ != nullptr) ImGui::PushFont(title_font_);
        ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.45f, 1.0f), "%s", series_verdict(preview).c_str());
        if (title_font_ != nullptr) ImGui::PopFont();
        return false;
    }
    // I18N: Game-over panel in a match of several games: what happens next.
    ImGui::TextUnformatted(_("In the next game the players change sides."));
    return true;
}

void App::draw_deal_cards() {
    if (!deal_open_ || !series_ || title_active_) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove;
    // I18N: Title of the window in which the attacker lays the five-point match's cards beside the edges.
    if (!ImGui::Begin(_("Deal the cards"), nullptr, flags)) {
        ImGui::End();
        return;
    }
    pad_focus(PadTarget::Deal);
    const float em = ImGui::GetFontSize();
    ImGui::PushTextWrapPos(26.0f * em);
    // I18N: Deal window: {player} is e.g. "Player 2 (Person)", the attacker of this game.
    ImGui::TextWrapped("%s", i18n::fmt_arg(_("{player} attacks and lays the four cards face down, one beside "
                                             "each edge. A king who escapes scores the card of his edge."),
                                           "player", seat_label(series_->attacker()))
                                 .c_str());
    const bool hot_seat = series_->player(match::Seat::First).kind == match::PlayerKind::Person &&
                          series_->player(match::Seat::Second).kind == match::PlayerKind::Person;
    if (hot_seat) {
        // I18N: Deal window in a two-player game: the defending player must not see the cards.
        const char* look_away = _("The defender looks away until the cards are down.");
        ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.45f, 1.0f), "%s", look_away);
    }
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    const int n = pos().size();
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
            }
        }
    }
    ImGui::Separator();
    // I18N: Deal window button: deal the cards at random.
    if (ImGui::Button(_("Shuffle"))) deal_ = random_deal();
    ImGui::SameLine();
    // I18N: Deal window button: the cards are laid face down and the game begins.
    if (ImGui::Button(_("Lay them face down"))) {
        if (series_->set_cards(deal_)) {
            deal_open_ = false;
            sync_series_tag();
            think_if_ai_to_move();
        }
    }
    ImGui::SetItemDefaultFocus();
    ImGui::End();
}

}  // namespace tafl::app
