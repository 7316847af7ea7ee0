// new_match_screen.h: the new-match dialog: the preset (with its card) or one of the player's
// house-rule sets, who plays each side, the clock, the match format, and the house rules (every
// rule of the preset, editable, and saved under a name). It answers with a match::MatchSetup.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/preset_card.h"
#include "app/rule_editor.h"
#include "app/screen.h"
#include "match/match_controller.h"

namespace tafl::app {

// What the player chose in the dialog, kept from one opening to the next.
struct NewMatchChoices {
    std::string id;           // the preset or house-rule set picked; empty: the last played
    RuleSet rules;            // its rules as the house-rule editor left them
    int players[2] = {0, 0};  // 0 person, 1.. the AI levels in order
    int format = 0;           // a match::Format
    bool clock_on = false;
    int clock_minutes = 10;
    int clock_increment_s = 5;
    bool house_rules_open = false;
    RuleEditorState editor;
    std::array<char, 128> house_name{};  // the name field of the house rules
    std::string house_message;           // after saving: where, or what is wrong
};

// The dialog. It starts nothing itself: Start closes it with the setup as its answer, and the
// screen that opened it starts the match.
class NewMatchScreen final : public Screen {
public:
    NewMatchScreen(ScreenContext& context, NewMatchChoices& choices);
    const char* name() const override { return "new-match"; }
    void draw_ui(bool top) override;
    std::optional<int> pad_window() const override { return 0; }
    bool keeps_pad_over_notices() const override { return true; }

private:
    void pick(const std::string& id);
    void save_house_rules();
    match::MatchSetup setup(match::Format format) const;

    NewMatchChoices& choices_;
    std::vector<SetupChoice> setups_;
    SetupPicture picture_;
};

}  // namespace tafl::app
