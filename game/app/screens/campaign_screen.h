// campaign_screen.h: the single-player campaign. A painted map of the lands of the games with the
// battles as places on a route (won with their marks, open, or locked), the chapters' names over
// their lands; a battle's introduction (the opponent's portrait and character, the story, the
// goal and the marks to earn); the battle itself on a match screen over the campaign; and its
// ending, won or lost, with what it opened. Progress is kept per player profile (campaign/progress.h),
// saved after every battle.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/gl.h"
#include "app/rich_text.h"
#include "app/screen.h"
#include "campaign/campaign.h"
#include "campaign/progress.h"

namespace tafl::app {

struct CampaignOutcome;

class CampaignScreen final : public Screen {
public:
    explicit CampaignScreen(ScreenContext& context);

    const char* name() const override { return "campaign"; }
    const char* page() const override { return "campaign"; }
    bool covers() const override { return true; }
    void enter() override;
    void update(scene::TimeMs now, bool on_view) override;
    void draw_ui(bool top) override;
    void handle_input(const FrameInput& input) override;
    std::optional<int> pad_window() const override { return 0; }
    bool keeps_pad_over_notices() const override { return true; }
    void write_state(std::string& out) const override;

private:
    enum class View : std::uint8_t { Profiles, Map, Intro, Result };

    // [SECTION] Profiles and progress (campaign_screen.cpp)
    void open_profile(const std::string& id, const std::string& name);
    void save();
    void remember_boards();
    void start_battle();
    void finished(const CampaignOutcome& outcome);
    void skip_battle();

    // [SECTION] Drawing (campaign_map.cpp)
    void draw_profiles();
    void draw_map();
    void draw_intro();
    void draw_result();
    void draw_top_bar();
    const Texture* picture(const std::string& relative);
    std::string battle_title(const campaign::Battle& battle) const;
    // The titles of a rulebook and one of its chapters in the current language (their ids when the
    // book cannot be read), the book read once.
    std::pair<std::string, std::string> rulebook_titles(const std::string& book_id, const std::string& chapter_id);
    std::string character_name(const std::string& id) const;
    void draw_blocks(const std::vector<rulebook::Block>& blocks, float width);

    campaign::Campaign campaign_;
    View view_ = View::Profiles;
    std::string profile_id_;
    campaign::Progress progress_;
    std::string notice_;  // a broken progress file set aside, a save that failed
    std::string battle_;  // the battle of the introduction or the result
    std::optional<bool> last_won_;
    std::vector<campaign::Mark> last_marks_;
    std::vector<campaign::Unlock> last_unlocks_;
    std::map<std::string, std::optional<Texture>> pictures_;
    std::string new_name_;
    char name_buffer_[64] = {};
    scene::TimeMs now_ = 0;
    std::string language_;
    std::map<std::string, campaign::BattleText> texts_;  // of the current language, by battle
    rulebook::Book characters_;                          // characters.md of the current language
    std::map<std::string, std::string> chapter_titles_;  // by chapter, in the current language
    std::map<std::string, rulebook::Book> books_;        // rulebooks of the current language, as needed
    void load_texts();
};

}  // namespace tafl::app
