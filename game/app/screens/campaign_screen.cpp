// campaign_screen.cpp: the campaign's logic on screen: the profile, the progress and its saving,
// starting a battle as a match over the map and taking its outcome. The drawing: campaign_map.cpp.
#include "app/screens/campaign_screen.h"

#include <imgui.h>

#include <algorithm>

#include "app/screen_context.h"
#include "app/screens/match_screen.h"
#include "core/atomic_file.h"
#include "i18n/translate.h"

namespace tafl::app {

CampaignScreen::CampaignScreen(ScreenContext& context) : Screen(context) {}

void CampaignScreen::enter() {
    campaign_ = campaign::load_campaign(ctx_.dirs.assets / "campaign");
    for (const campaign::Problem& p : campaign_.problems) ctx_.platform.report_problem("campaign: " + p.to_string());
    load_texts();
    // The last profile played, or the only one, opens at once; otherwise the list.
    const auto profiles = ctx_.dirs.prefs.empty() ? std::vector<std::string>{} : campaign::list_profiles(ctx_.dirs.prefs);
    if (profiles.size() == 1) open_profile(profiles.front(), profiles.front());
    ctx_.platform.keep_drawing(3);
}

void CampaignScreen::load_texts() {
    language_ = std::string(i18n::language_code(ctx_.translator.language()));
    texts_.clear();
    chapter_titles_.clear();
    books_.clear();
    // Each chapter's file read once: its title for the map, its battles' texts.
    for (const campaign::Chapter& ch : campaign_.chapters) {
        auto text = campaign::chapter_text(campaign_, ch.id, language_);
        if (!text) continue;
        chapter_titles_[ch.id] = text->title;
        for (auto& [id, battle] : text->battles) texts_[id] = std::move(battle);
    }
    characters_ = {};
    std::string error;
    if (const auto text = core::read_file(campaign_.dir / language_ / "characters.md", 1u << 20, &error)) {
        std::vector<std::string> messages;
        characters_ = rulebook::parse_book(*text, messages);
    }
}

void CampaignScreen::update(scene::TimeMs now, bool /*on_view*/) {
    now_ = now;
    if (std::string(i18n::language_code(ctx_.translator.language())) != language_) load_texts();
}

// [SECTION] Profiles and progress

void CampaignScreen::open_profile(const std::string& id, const std::string& name) {
    profile_id_ = id;
    notice_.clear();
    if (ctx_.dirs.prefs.empty()) {
        progress_ = campaign::Progress::fresh(campaign_, name);
    } else {
        campaign::Loaded loaded = campaign::load_profile(ctx_.dirs.prefs, id, campaign_, name);
        progress_ = std::move(loaded.progress);
        if (loaded.state == campaign::Loaded::State::Corrupt) {
            // I18N: Campaign: the progress file could not be read; {why} is the reason (English), {file} where it was kept.
            notice_ = i18n::fmt_arg(i18n::fmt_arg(_("Your progress could not be read ({why}). The file was kept as {file}; "
                                                    "the campaign starts afresh."),
                                                  "why", loaded.error),
                                    "file", loaded.kept_as);
            ctx_.platform.report_problem("campaign progress " + id + ": " + loaded.error + "; kept as " + loaded.kept_as);
        }
    }
    // Battles the data no longer has are forgotten; the first is always open.
    if (const campaign::Battle* first = campaign_.first_battle()) progress_.open.insert(first->id);
    view_ = View::Map;
    save();
    remember_boards();
}

void CampaignScreen::remember_boards() {
    // The boards a campaign has won may be chosen for every game (Settings, View menu).
    for (const std::string& board : progress_.boards)
        if (core::is_board_material(board)) ctx_.settings.boards_won.insert(board);
}

void CampaignScreen::save() {
    if (ctx_.dirs.prefs.empty() || ctx_.platform.test_mode() || profile_id_.empty()) return;
    std::string error;
    if (!campaign::save_profile(ctx_.dirs.prefs, profile_id_, progress_, &error)) {
        notice_ = error;
        ctx_.platform.report_problem("campaign progress: " + error);
    }
}

// [SECTION] Battles

void CampaignScreen::start_battle() {
    const campaign::Battle* b = campaign_.battle(battle_);
    if (b == nullptr) return;
    std::string error;
    const auto setup =
        campaign::battle_setup(campaign_, *b, ctx_.variants.preset(b->preset), progress_.difficulty, match::Player{}, &error);
    if (!setup) {
        ctx_.platform.report_problem("campaign " + b->id + ": " + error);
        return;
    }
    const CampaignGoal goal = campaign::goal_of(*b);
    auto screen = std::make_unique<MatchScreen>(ctx_, goal);
    MatchScreen* match = screen.get();
    ctx_.screens.push(std::move(screen), [this](const ScreenAnswer& answer) {
        if (const auto* outcome = std::any_cast<CampaignOutcome>(&answer)) finished(*outcome);
    });
    if (!match->start(*setup, &error)) {
        ctx_.platform.report_problem("campaign " + b->id + ": " + error);
        ctx_.screens.close(match);
    }
}

void CampaignScreen::finished(const CampaignOutcome& outcome) {
    const campaign::Battle* b = campaign_.battle(battle_);
    if (b == nullptr) return;
    last_marks_.clear();
    if (outcome.won) {
        for (const campaign::Mark& m : b->marks) {
            const bool earned = (m.type == campaign::Mark::Type::Within && outcome.player_moves <= m.value) ||
                                (m.type == campaign::Mark::Type::Losses && outcome.men_lost <= m.value) ||
                                (m.type == campaign::Mark::Type::NoUndo && !outcome.undo_used);
            if (earned) last_marks_.push_back(m);
        }
    }
    last_unlocks_ = progress_.record(*b, outcome.won, last_marks_);
    remember_boards();
    last_won_ = outcome.won;
    view_ = View::Result;
    save();
    ctx_.platform.keep_drawing(3);
}

void CampaignScreen::skip_battle() {
    // After repeated losses the player may move on: what the battle opens is opened, without a
    // win or marks.
    const campaign::Battle* b = campaign_.battle(battle_);
    if (b == nullptr) return;
    for (const campaign::Unlock& u : b->unlocks)
        if (u.type == campaign::Unlock::Type::Battle) progress_.open.insert(u.id);
    save();
    view_ = View::Map;
}

void CampaignScreen::handle_input(const FrameInput& input) {
    if (input.events == nullptr) return;
    const bool popup = ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId) || ImGui::GetIO().WantTextInput;
    for (const SDL_Event& e : *input.events) {
        const bool esc = e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && !popup;
        const bool enter =
            e.type == SDL_KEYDOWN && (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER) && !popup;
        if (esc) {
            if (view_ == View::Intro || view_ == View::Result)
                view_ = View::Map;
            else
                close();
            ctx_.platform.keep_drawing(2);
        }
        if (enter && view_ == View::Intro) start_battle();
        if (enter && view_ == View::Result) view_ = View::Map;
    }
}

// [SECTION] State

void CampaignScreen::write_state(std::string& out) const {
    static constexpr const char* kViews[] = {"profiles", "map", "intro", "result"};
    out += std::string("campaign=") + kViews[static_cast<int>(view_)] + "\n";
    out += "profile=" + (profile_id_.empty() ? std::string("-") : profile_id_) + "\n";
    out += "difficulty=" + std::string(campaign::difficulty_id(progress_.difficulty)) + "\n";
    out += "battle=" + (battle_.empty() ? std::string("-") : battle_) + "\n";
    std::string open, won;
    for (const std::string& id : progress_.open) open += (open.empty() ? "" : " ") + id;
    for (const auto& [id, b] : progress_.battles)
        if (b.won) won += (won.empty() ? "" : " ") + id;
    out += "open=" + open + "\nwon=" + won + "\nmarks=" + std::to_string(progress_.marks_total()) + "\n";
    out += "campaign_problems=" + std::to_string(campaign_.problems.size()) + "\n";
    std::string unlocks;
    for (const campaign::Unlock& u : last_unlocks_) {
        static constexpr const char* kTypes[] = {"battle:", "rulebook:", "board:"};
        unlocks += (unlocks.empty() ? "" : " ") + std::string(kTypes[static_cast<int>(u.type)]) + u.id +
                   (u.chapter.empty() ? "" : "#" + u.chapter);
    }
    out += "last_unlocks=" + unlocks + "\n";
}

}  // namespace tafl::app
