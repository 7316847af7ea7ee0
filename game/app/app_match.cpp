// app_match.cpp: the parts of the game around a match: the main menu, the new-match dialog, the
// match panel (move list, undo and redo, resignation, the AI's thinking), the game-over panel,
// settings, and saving and loading games.
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "app/app.h"
#include "app/preset_card.h"
#include "core/atomic_file.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "match/draw_offer.h"
#include "taflbord/ai/levels.h"
#include "taflbord/game_record.h"

namespace tafl::app {

namespace fs = std::filesystem;

namespace {

constexpr float kPanelWidth = 290.0f;      // the match panel, window units
constexpr float kPanelMinWindow = 880.0f;  // narrower windows show the board alone

}  // namespace

match::Player player_of_choice(int choice) {
    const auto levels = ai::levels();
    if (choice <= 0 || static_cast<std::size_t>(choice) > levels.size()) return match::Player{};
    return match::Player{match::PlayerKind::Ai, std::string(levels[static_cast<std::size_t>(choice - 1)].id)};
}

std::string player_label(const match::Player& p) {
    if (p.kind == match::PlayerKind::Person) {
        // I18N: Who plays a side: a human player at this computer (as opposed to an AI level).
        return p_("player", "Person");
    }
    const char* name = i18n::level_name(p.level);
    return name != nullptr ? name : p.level;
}

namespace {

// The local time now.
std::tm local_now() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
#if defined(_WIN32)
    localtime_s(&local, &now);
#else
    localtime_r(&now, &local);
#endif
    return local;
}

// Today as YYYY.MM.DD, for the record's date tag.
std::string today() {
    const std::tm local = local_now();
    char text[48];
    std::snprintf(text, sizeof text, "%04d.%02d.%02d", local.tm_year + 1900, local.tm_mon + 1, local.tm_mday);
    return text;
}

}  // namespace

std::string end_text(const match::Match& m) {
    switch (m.end()) {
        case match::EndKind::Resigned:
            if (m.resigned() == Side::Attackers) {
                // I18N: Game over: the attackers gave up.
                return _("The attackers resign. The defenders win.");
            }
            // I18N: Game over: the defenders gave up.
            return _("The defenders resign. The attackers win.");
        case match::EndKind::DrawAgreed:
            // I18N: Game over: both players agreed to end the game as a draw.
            return _("The players agree to a draw.");
        case match::EndKind::TimeOut:
            if (m.timed_out() == Side::Attackers) {
                // I18N: Game over: the attackers' clock reached zero.
                return _("The attackers' time has run out. The defenders win.");
            }
            // I18N: Game over: the defenders' clock reached zero.
            return _("The defenders' time has run out. The attackers win.");
        default:
            return i18n::status_text(m.status(), m.reason());
    }
}

// [SECTION] Matches

bool App::start_match(const std::string& id, match::Player attackers, match::Player defenders, std::string* error) {
    const Variant* v = find_variant(id);
    if (v == nullptr) {
        if (error) *error = "unknown preset '" + id + "'";
        return false;
    }
    return start_match(id, v->rules, std::move(attackers), std::move(defenders), error);
}

bool App::start_match(std::string id, const RuleSet& rules, match::Player attackers, match::Player defenders,
                      std::string* error) {
    const Variant* found = find_variant(id);
    if (found == nullptr || !validate(rules).empty()) {
        if (error) *error = "cannot start '" + id + "': unknown preset or contradictory rules";
        return false;
    }
    const Variant* v = preset_of(*found);
    // Replays and screenshots need the same AI moves every time; play gets fresh ones.
    const std::uint64_t seed =
        fixed_step_ ? 1 : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    cancel_ai();
    match_ = std::make_unique<match::Match>(std::make_shared<const Rules>(rules), id, std::move(attackers),
                                            std::move(defenders), seed);
    if (match_clock_) match_->set_clock(match_clock_);
    clock_last_ = -1;
    save_path_.clear();
    scene_ = std::make_unique<scene::BoardScene>(pos());
    scene_->set_reduced_motion(settings_.reduced_motion);
    scene_->set_animation_speed(settings_.animation_speed);
    view_.set_rules(pos().rules(), family_of_preset(v->id, v->extends));
    variant_ = id;
    selection_moves_.clear();
    script_.reset();
    notice_.clear();
    if (options_.scene.empty() && options_.replay_input.empty()) settings_.last_variant = id;
    ui_frames_left_ = std::max(ui_frames_left_, 2);
    begin_series_game();
    think_if_ai_to_move();
    return true;
}

void App::show_match(match::Match m) {
    cancel_ai();
    const Variant* found = find_variant(m.preset_id());
    const Variant* v = found != nullptr ? preset_of(*found) : nullptr;
    match_ = std::make_unique<match::Match>(std::move(m));
    clock_last_ = -1;
    match_clock_.reset();
    if (const match::GameClock* clock = match_->clock()) match_clock_ = clock->settings();
    // A game of a series carries the series in its record.
    series_.reset();
    deal_open_ = false;
    if (const std::string* tag = match_->extra_tag(match::kSeriesTag)) {
        std::string error;
        if (auto series = match::Series::from_tag(*tag, &error))
            series_ = std::move(*series);
        else
            problems_.push_back("the match this game belongs to cannot be read: " + error);
    }
    if (series_ && series_->format() == match::Format::FivePoints && !series_->cards() && !match_->over())
        begin_series_game();
    variant_ = match_->preset_id();
    scene_ = std::make_unique<scene::BoardScene>(pos());
    scene_->set_reduced_motion(settings_.reduced_motion);
    scene_->set_animation_speed(settings_.animation_speed);
    view_.set_rules(pos().rules(), v != nullptr ? family_of_preset(v->id, v->extends) : family_of_preset(variant_));
    selection_moves_.clear();
    script_.reset();
    title_active_ = main_menu_ = false;
    think_if_ai_to_move();
}

void App::resync_board() {
    scene_->clear_selection();
    selection_moves_.clear();
    if (match_->viewing_past())
        scene_->sync(match_->position_at(match_->view()));
    else
        scene_->sync(pos());
    ui_frames_left_ = std::max(ui_frames_left_, 2);
}

void App::undo_step() {
    if (!match_->can_undo()) return;
    cancel_ai();
    match_->undo();
    after_moves_changed();
}

void App::redo_step() {
    if (!match_->can_redo()) return;
    cancel_ai();
    match_->redo();
    after_moves_changed();
}

void App::after_moves_changed() {
    resync_board();
    notice_.clear();
    think_if_ai_to_move();
}

// [SECTION] The AI

void App::think_if_ai_to_move() {
    if (!match_ || ai_thinking_ || script_ || !match_->ai_to_move()) return;
    auto request = match_->ai_request();
    if (!request) return;
    if (deal_open_) return;  // the cards first
    if (const match::GameClock* clock = match_->clock(); clock != nullptr && !fixed_step_) {
        // On the clock the AI keeps to a share of its time: a twentieth of what is left and most
        // of the increment, and never more than its level would take.
        const std::int64_t left = clock->remaining(pos().side_to_move());
        const auto budget =
            static_cast<int>(std::clamp<std::int64_t>(left / 20 + clock->settings().increment_ms * 3 / 4, 50, 600000));
        ai::Limits& limits = request->limits;
        limits.movetime_ms = limits.movetime_ms > 0 ? std::min(limits.movetime_ms, budget) : budget;
    }
    // The engine (its worker thread and transposition table) only once an AI plays.
    if (!engine_) engine_ = std::make_unique<ai::Engine>();
    ai_thinking_ = true;
    const std::uint64_t generation = ai_generation_;
    const Uint32 wake = wake_event_;
    engine_->go(pos(), request->limits, request->style, request->seed, nullptr,
                [this, generation, wake](const ai::Result& result) {
                    {
                        std::lock_guard<std::mutex> lock(ai_mutex_);
                        ai_answer_ = AiAnswer{generation, result.has_move() ? result.best : Move{}, result.score};
                    }
                    // Wake the frame loop, which may be asleep in SDL_WaitEvent.
                    SDL_Event e{};
                    e.type = wake;
                    SDL_PushEvent(&e);
                });
    if (fixed_step_) engine_->wait();  // replays and screenshots: the answer belongs to this frame
}

void App::apply_ai_result() {
    std::optional<AiAnswer> answer;
    {
        std::lock_guard<std::mutex> lock(ai_mutex_);
        answer.swap(ai_answer_);
    }
    if (!answer) return;
    ai_thinking_ = false;
    if (answer->generation != ai_generation_ || answer->move.from < 0) {
        think_if_ai_to_move();
        return;
    }
    if (draw_offered_) {
        // The person's offer went with the move; the AI answers it with what its search found.
        draw_offered_ = false;
        if (match::ai_accepts_draw(answer->score, static_cast<int>(match_->moves().size()))) {
            match_->agree_draw();
            return;
        }
        play_move(answer->move);
        // I18N: Banner: the AI has turned down the person's offer of a draw and plays on.
        show_banner(_("The draw offer is declined."));
        return;
    }
    play_move(answer->move);
}

void App::cancel_ai() {
    ++ai_generation_;  // whatever is on its way is stale now
    draw_offered_ = false;
    if (engine_ && ai_thinking_) {
        engine_->stop();
        engine_->wait();
    }
    ai_thinking_ = false;
    std::lock_guard<std::mutex> lock(ai_mutex_);
    ai_answer_.reset();
}

// [SECTION] Main menu and dialogs

void App::draw_main_menu() {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.80f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.78f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24.0f, 18.0f));
    if (ImGui::Begin("##main-menu", nullptr, flags)) {
        pad_focus(PadTarget::MainMenu);
        const ImVec2 button(240.0f, 0.0f);
        if (resumable_) {
            // I18N: Main menu, shown when it was opened from a game that is still going on: back to that game.
            if (ImGui::Button(_("Return to the game"), button)) {
                title_active_ = main_menu_ = false;
                resumable_ = false;
            }
        }
        // I18N: Main menu: start a new game (choose the preset and the players).
        if (ImGui::Button(_("New match"), button)) new_match_open_ = true;
        const fs::path autosave_file = saves_dir().empty() ? fs::path() : saves_dir() / "autosave.otg";
        if (!autosave_known_) {
            // Asked once, not every frame; autosave() asks again.
            std::error_code ec;
            autosave_exists_ = !autosave_file.empty() && fs::exists(autosave_file, ec);
            autosave_known_ = true;
        }
        if (autosave_exists_) {
            // I18N: Main menu: go on with the game that was not finished when the program was closed.
            if (ImGui::Button(_("Continue"), button)) {
                std::string error;
                if (!load_game(autosave_file, &error)) {
                    load_error_ = error;
                    load_open_ = true;
                }
            }
        }
        // I18N: Main menu: open a saved game.
        if (!saves_dir().empty() && ImGui::Button(_("Load game"), button)) load_open_ = true;
        // I18N: Main menu: language, display and animation options.
        if (ImGui::Button(_("Settings"), button)) settings_open_ = true;
        if (ImGui::Button(_("Quit"), button)) running_ = false;
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

void App::draw_load_game() {
    if (!load_open_) {
        save_files_.clear();
        return;
    }
    if (save_files_.empty()) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(saves_dir(), ec)) {
            if (entry.is_regular_file(ec) && entry.path().extension() == ".otg") save_files_.push_back(entry.path());
        }
        // Newest first: the file names begin with the date and time.
        std::sort(save_files_.begin(), save_files_.end(), std::greater<>());
    }
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(520.0f, 0.0f), ImGuiCond_Always);
    // I18N: Title of the window listing saved games.
    if (!ImGui::Begin(_("Load game"), &load_open_, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    pad_focus(PadTarget::Load);
    if (!load_error_.empty()) {
        // I18N: Shown above the reason (in English, from the file reader) when a saved game cannot be opened.
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", _("This game could not be opened:"));
        ImGui::TextWrapped("%s", load_error_.c_str());
        ImGui::Separator();
    }
    if (save_files_.empty()) {
        // I18N: The list of saved games is empty.
        ImGui::TextUnformatted(_("No saved games yet."));
    } else if (ImGui::BeginListBox("##saves", ImVec2(-1.0f, 260.0f))) {
        for (const fs::path& file : save_files_) {
            if (ImGui::Selectable(file.filename().string().c_str())) {
                std::string error;
                if (load_game(file, &error)) {
                    load_open_ = false;
                    load_error_.clear();
                } else {
                    load_error_ = file.filename().string() + ": " + error;
                }
            }
        }
        ImGui::EndListBox();
    }
    ImGui::End();
}

void App::draw_display_options() {
    // The display settings, shared by the View menu and the Settings window.
    bool full = (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) != 0;
    // I18N: View menu and Settings, a checkbox: the window fills the whole screen.
    if (ImGui::Checkbox(_("Full screen"), &full)) toggle_fullscreen();
    // I18N: View menu and Settings, a checkbox: letters and numbers along the board's edges (a–k, 1–11).
    if (ImGui::Checkbox(_("Board coordinates"), &settings_.show_coordinates))
        view_.set_coordinates(settings_.show_coordinates);
    // I18N: View menu and Settings, a checkbox: stronger colours and outlines for players who see less well.
    if (ImGui::Checkbox(_("High contrast"), &settings_.high_contrast)) view_.set_high_contrast(settings_.high_contrast);
    // I18N: View menu and Settings, a checkbox (accessibility): animations become short fades, nothing slides.
    if (ImGui::Checkbox(_("Reduced motion"), &settings_.reduced_motion))
        scene_->set_reduced_motion(settings_.reduced_motion);
    ImGui::SetNextItemWidth(160.0f);
    // I18N: View menu and Settings, a slider: how fast pieces move and captures play (0.25× to 4×).
    if (ImGui::SliderFloat(_("Animation speed"), &settings_.animation_speed, core::kMinAnimationSpeed,
                           core::kMaxAnimationSpeed, "%.2g\u00d7", ImGuiSliderFlags_AlwaysClamp))
        scene_->set_animation_speed(settings_.animation_speed);
    ImGui::SetNextItemWidth(160.0f);
    float scale = settings_.ui_scale;
    // I18N: View menu and Settings, a slider: the size of the text in menus and panels (0.5× to 3×).
    if (ImGui::SliderFloat(_("Menu text size"), &scale, core::kMinUiScale, core::kMaxUiScale, "%.2g\u00d7",
                           ImGuiSliderFlags_AlwaysClamp))
        settings_.ui_scale = scale;
    if (ImGui::IsItemDeactivatedAfterEdit()) fonts_dirty_ = true;
}

void App::draw_settings_window() {
    if (!settings_open_) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    if (!ImGui::Begin(
            _("Settings"), &settings_open_,
            ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    pad_focus(PadTarget::Settings);
    ImGui::SetNextItemWidth(200.0f);
    if (ImGui::BeginCombo(p_("menu", "Language"), i18n::language_endonym(i18n::translator().language()))) {
        for (const i18n::Language lang : i18n::kLanguages) {
            if (ImGui::Selectable(i18n::language_endonym(lang), i18n::translator().language() == lang)) {
                settings_.language = lang;
                settings_.language_set = true;
                options_.language.clear();
                apply_language();
            }
        }
        ImGui::EndCombo();
    }
    ImGui::Separator();
    draw_display_options();
    ImGui::Separator();
    if (ImGui::Button(p_("button", "Close"))) settings_open_ = false;
    ImGui::End();
}

// [SECTION] The match panel

void App::draw_match_panel() {
    moves_hovered_ = false;
    if (static_cast<float>(win_width_) < kPanelMinWindow || script_) return;
    panel_width_ = kPanelWidth;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x - kPanelWidth, vp->WorkPos.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kPanelWidth, vp->WorkSize.y - status_height_), ImGuiCond_Always);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (!ImGui::Begin("##match-panel", nullptr, flags)) {
        ImGui::End();
        return;
    }
    pad_focus(PadTarget::Panel);
    // The panel holds the focus only while one of its controls is in use: otherwise the keys go
    // to the board (arrows, Enter, the shortcuts), also after a click on one of its buttons.
    if (!pad_panel_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::IsAnyItemActive() &&
        !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
        ImGui::SetWindowFocus(nullptr);
    // Who plays, their clocks, and the men each side has taken from the other.
    for (const Side side : {Side::Attackers, Side::Defenders}) {
        const bool to_move = !match_->over() && pos().side_to_move() == side;
        ImGui::TextColored(to_move ? ImVec4(1.0f, 0.82f, 0.45f, 1.0f) : ImGui::GetStyleColorVec4(ImGuiCol_Text),
                           "%s %s", to_move ? "\u2022" : " ", i18n::side_name(side));
        draw_clock(side);
        const std::string who = series_ ? seat_label(series_->seat_of(side)) : player_label(match_->player(side));
        ImGui::Indent(14.0f);
        ImGui::TextDisabled("%s", who.c_str());
        draw_tray(side);
        ImGui::Unindent(14.0f);
    }
    draw_series_panel();
    if (ai_thinking_) {
        // I18N: Match panel: the AI is searching for its move.
        ImGui::TextUnformatted(_("Thinking…"));
        ImGui::SameLine();
        // I18N: Match panel button: the AI plays the best move it has found so far, at once.
        if (ImGui::SmallButton(_("Move now"))) engine_->stop();
    }
    ImGui::Separator();

    // The move list, two moves a line; a click shows the position after that move.
    // I18N: Match panel: heading of the list of moves played.
    ImGui::TextUnformatted(p_("list", "Moves"));
    const auto& texts = match_->move_texts();
    const float list_height =
        std::max(80.0f, ImGui::GetContentRegionAvail().y - 3.2f * ImGui::GetFrameHeightWithSpacing());
    if (ImGui::BeginChild("##moves", ImVec2(0.0f, list_height), true)) {
        for (std::size_t i = 0; i < texts.size(); i += 2) {
            ImGui::TextDisabled("%zu.", i / 2 + 1);
            for (std::size_t j = i; j < std::min(i + 2, texts.size()); ++j) {
                ImGui::SameLine(j == i ? 40.0f : 150.0f);
                const bool shown = match_->view() == static_cast<int>(j + 1);
                const std::string label = texts[j] + "###m" + std::to_string(j);
                if (ImGui::Selectable(label.c_str(), shown, 0, ImVec2(105.0f, 0.0f))) {
                    match_->set_view(static_cast<int>(j + 1));
                    resync_board();
                }
            }
        }
        if (!match_->viewing_past() && !texts.empty()) ImGui::SetScrollHereY(1.0f);
    }
    moves_hovered_ = ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows);
    ImGui::EndChild();
    if (match_->viewing_past()) {
        // I18N: Match panel button: stop looking at an earlier position and show the game as it stands.
        if (ImGui::Button(_("Back to the game"), ImVec2(-1.0f, 0.0f))) {
            match_->set_view(static_cast<int>(match_->moves().size()));
            resync_board();
        }
    }
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    ImGui::BeginDisabled(!match_->can_undo());
    // I18N: Match panel button: take back the last move (against the AI, the AI's reply too).
    if (ImGui::Button(_("Undo"), ImVec2(half, 0.0f))) undo_step();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!match_->can_redo());
    // I18N: Match panel button: play again a move that was taken back.
    if (ImGui::Button(_("Redo"), ImVec2(half, 0.0f))) redo_step();
    ImGui::EndDisabled();
    ImGui::BeginDisabled(match_->over() || match_->ai_to_move() || deal_open_);
    // I18N: Match panel button: the side to move gives up the game.
    if (ImGui::Button(_("Resign"), ImVec2(half, 0.0f))) ImGui::OpenPopup("##resign");
    ImGui::SameLine();
    const bool hot_seat = match_->player(Side::Attackers).kind == match::PlayerKind::Person &&
                          match_->player(Side::Defenders).kind == match::PlayerKind::Person;
    const bool versus_ai = !hot_seat && (match_->player(Side::Attackers).kind == match::PlayerKind::Person ||
                                         match_->player(Side::Defenders).kind == match::PlayerKind::Person);
    if (versus_ai) {
        // Against the AI the offer goes with the person's next move, and the AI answers it.
        ImGui::BeginDisabled(draw_offered_);
        const char* label =
            draw_offered_
                // I18N: Match panel button against the AI, once pressed: the offer waits for the person's move.
                ? _("Draw offered")
                // I18N: Match panel button against the AI: propose a draw; the AI answers after the person's next move.
                : _("Offer draw");
        if (ImGui::Button(label, ImVec2(half, 0.0f))) draw_offered_ = true;
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
            // I18N: Tooltip of "Offer draw" against the AI.
            ImGui::SetTooltip("%s", _("The offer goes with your next move; the AI accepts it when it sees no win."));
        }
    } else {
        ImGui::BeginDisabled(!hot_seat);
        // I18N: Match panel button: end the game as a draw; both players at the board must agree.
        if (ImGui::Button(p_("button", "Draw"), ImVec2(half, 0.0f))) ImGui::OpenPopup("##draw");
        ImGui::EndDisabled();
    }
    ImGui::EndDisabled();
    if (ImGui::BeginPopup("##resign")) {
        // I18N: Asked before resigning: {side} is "Attackers" or "Defenders", the name of a side.
        const char* question = _("{side}: resign this game?");
        ImGui::TextUnformatted(i18n::fmt_arg(question, "side", i18n::side_name(pos().side_to_move())).c_str());
        // I18N: Confirms a question.
        if (ImGui::Button(p_("button", "Yes"))) {
            cancel_ai();
            match_->resign(pos().side_to_move());
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        // I18N: Declines a question.
        if (ImGui::Button(p_("button", "No"))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("##draw")) {
        // I18N: Asked in a two-player game before ending it as a draw.
        ImGui::TextUnformatted(_("Do both players agree to a draw?"));
        if (ImGui::Button(p_("button", "Yes"))) {
            match_->agree_draw();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(p_("button", "No"))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    if (!notice_.empty()) ImGui::TextWrapped("%s", notice_.c_str());
    ImGui::End();
}

void App::tick_clock() {
    // The clock runs on scene time (fixed steps in replays) while a game is live and on screen; it
    // stops in the main menu and while the attacker deals the cards.
    const scene::TimeMs now = scene_now();
    const bool running = match_ && match_->clock() != nullptr && !match_->over() && !title_active_ && !deal_open_;
    if (!running || clock_last_ < 0) {
        clock_last_ = running ? now : -1;
        return;
    }
    const scene::TimeMs elapsed = std::max<scene::TimeMs>(0, now - clock_last_);
    clock_last_ = now;
    if (match_->tick(elapsed)) {
        cancel_ai();  // the side to move has lost on time
        scene_->clear_selection();
        selection_moves_.clear();
        ui_frames_left_ = std::max(ui_frames_left_, 2);
    }
}

int App::clock_wake_ms() const {
    const match::GameClock* clock = match_ ? match_->clock() : nullptr;
    if (clock == nullptr || match_->over() || title_active_ || deal_open_) return -1;
    const std::int64_t left = clock->remaining(pos().side_to_move());
    // The face shows tenths under ten seconds, whole seconds above.
    const std::int64_t step = left < 10000 ? 100 : 1000;
    return static_cast<int>(std::clamp<std::int64_t>(left % step + 1, 1, step));
}

void App::draw_clock(Side side) {
    const match::GameClock* clock = match_->clock();
    if (clock == nullptr) return;
    const std::int64_t left = clock->remaining(side);
    const std::string face = match::format_clock(left);
    const bool running = !match_->over() && pos().side_to_move() == side;
    ImVec4 colour = running ? ImVec4(1.0f, 0.82f, 0.45f, 1.0f) : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (left < 10000) colour = ImVec4(1.0f, 0.45f, 0.35f, 1.0f);  // the last ten seconds
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(face.c_str()).x);
    ImGui::TextColored(colour, "%s", face.c_str());
}

void App::draw_tray(Side side) {
    // The men this side has taken, drawn as the pieces themselves, a tooltip saying how many.
    const Side victims = opponent(side);
    const int lost = match_->men_lost(victims);
    if (lost <= 0) return;
    // Each piece as on a square of 1.5 lines; they overlap a little, and more when many are taken.
    const float square = ImGui::GetFontSize() * 1.5f;
    const float icon = square * 0.8f;  // the piece's width on that square
    const float room = ImGui::GetContentRegionAvail().x - icon;
    const float step = std::min(icon * 0.75f, room / static_cast<float>(std::max(1, lost - 1)));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw_list = ImGui::GetWindowDrawList();
    const Piece piece = victims == Side::Attackers ? Piece::Attacker : Piece::Defender;
    for (int i = 0; i < lost; ++i)
        draw_piece_icon(draw_list, ImVec2(at.x + icon * 0.5f + step * static_cast<float>(i), at.y + icon * 0.5f),
                        square, piece);
    ImGui::Dummy(ImVec2(icon + step * static_cast<float>(lost - 1), icon));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", i18n::pieces_lost_text(victims, lost).c_str());
}

void App::draw_game_over() {
    game_over_visible_ = false;
    if (!match_->over() || match_->viewing_past() || script_ || scene_->animating()) return;
    game_over_visible_ = true;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float board_centre = vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f;
    ImGui::SetNextWindowPos(ImVec2(board_centre, vp->WorkPos.y + vp->WorkSize.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.9f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(22.0f, 16.0f));
    if (ImGui::Begin("##game-over", nullptr, flags)) {
        pad_focus(PadTarget::GameOver);
        if (title_font_ != nullptr) ImGui::PushFont(title_font_);
        // I18N: Heading of the panel shown when a game has ended.
        ImGui::TextUnformatted(_("Game over"));
        if (title_font_ != nullptr) ImGui::PopFont();
        ImGui::TextUnformatted(end_text(*match_).c_str());
        const int moves = static_cast<int>((match_->moves().size() + 1) / 2);
        ImGui::TextDisabled("%s", i18n::game_length_text(moves).c_str());
        const bool series_goes_on = series_ && draw_series_result();
        ImGui::Separator();
        if (series_goes_on) {
            // I18N: Game-over panel button in a match of several games: the next game, sides swapped.
            if (ImGui::Button(_("Next game"))) next_series_game();
        } else {
            // I18N: Game-over panel button: a new game with the same preset and players.
            if (ImGui::Button(_("Rematch"))) {
                if (series_) {
                    restart_series();
                } else {
                    std::string error;
                    const match::Player a = match_->player(Side::Attackers), d = match_->player(Side::Defenders);
                    const RuleSet rules = pos().rules().set();
                    if (!start_match(match_->preset_id(), rules, a, d, &error)) problems_.push_back(error);
                }
            }
        }
        ImGui::SameLine();
        // I18N: Game-over panel button: step through the finished game from its start.
        if (ImGui::Button(_("Replay"))) {
            match_->set_view(0);
            resync_board();
        }
        ImGui::SameLine();
        if (ImGui::Button(_("Main menu"))) open_main_menu();
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

// [SECTION] Saving and loading

fs::path App::saves_dir() const { return dirs_.prefs.empty() ? fs::path() : dirs_.prefs / "saves"; }

void App::save_game() {
    if (saves_dir().empty() || !match_) return;
    std::string error;
    sync_series_tag();
    const auto text = match_->record(today(), &error);
    if (!text) {
        notice_ = error;
        return;
    }
    // A match saved before is saved to the same file again (the previous copy kept as .bak); the
    // first save names the file after the date, the time and the preset.
    if (save_path_.empty()) {
        const std::tm local = local_now();
        char name[96];
        std::snprintf(name, sizeof name, "%04d-%02d-%02d-%02d%02d%02d-", local.tm_year + 1900, local.tm_mon + 1,
                      local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec);
        save_path_ =
            saves_dir() / (std::string(name) + (match_->preset_id().empty() ? "game" : match_->preset_id()) + ".otg");
    }
    const fs::path file = save_path_;
    if (core::write_file_atomically(file, *text, &error, true)) {
        // I18N: Match panel, after saving: {file} is the name of the saved-game file.
        notice_ = i18n::fmt_arg(_("Saved as {file}"), "file", file.filename().string());
    } else {
        notice_ = error;
    }
}

bool App::load_game(const fs::path& path, std::string* error) {
    const auto text = core::read_file(path, tafl::kMaxGameRecordBytes, error);
    if (!text) return false;
    auto loaded = match::Match::from_record(*text, error);
    if (!loaded) return false;
    autosave();
    show_match(std::move(*loaded));
    // Saving a loaded game writes back to its file, except for the autosave, which is only a copy.
    save_path_ = path.filename() == "autosave.otg" ? fs::path() : path;
    return true;
}

void App::autosave() {
    // The unfinished game of a person is kept for Continue; scripts, replays and tests are not games.
    const bool test_mode = !options_.screenshot.empty() || options_.bench_frames > 0 ||
                           options_.bench_idle_seconds > 0 || !options_.replay_input.empty() || options_.no_settings;
    if (test_mode || saves_dir().empty() || !match_ || script_ || title_active_) return;
    const fs::path file = saves_dir() / "autosave.otg";
    autosave_known_ = false;
    std::error_code ec;
    if (match_->over() || match_->moves().empty()) {
        fs::remove(file, ec);  // nothing left to continue
        return;
    }
    std::string error;
    sync_series_tag();
    const auto text = match_->record(today(), &error);
    if (!text || !core::write_file_atomically(file, *text, &error, true))
        std::fprintf(stderr, "taflbord: autosave: %s\n", error.c_str());
}

}  // namespace tafl::app
