// rule_editor_test.cpp: the house-rule editor (game/app/rule_editor) drawn without a window: a
// Dear ImGui context with no renderer runs frames of the editor for every preset, with every group
// open, with rules that contradict each other, and checks what the editor reports to its caller.
#include "app/rule_editor.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "i18n/engine_words.h"
#include "i18n/rule_words.h"
#include "test_support.h"

namespace tafl::app {
namespace {

// [SECTION] Helpers

// An ImGui context of its own for each test, with the built-in font and no renderer.
class Editor : public ::testing::Test {
protected:
    void SetUp() override {
        context_ = ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(1024.0f, 768.0f);
        io.DeltaTime = 1.0f / 60.0f;
        io.IniFilename = nullptr;
        io.Fonts->AddFontDefault();
        unsigned char* pixels = nullptr;
        int width = 0, height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    }
    void TearDown() override { ImGui::DestroyContext(context_); }

    // One frame of a window holding the editor; with `open_all`, every group is opened first.
    RuleEditorResult frame(RuleSet& rules, const RuleSet& base, bool open_all = false) {
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
        ImGui::SetNextWindowSize(ImVec2(700.0f, 700.0f));
        ImGui::Begin("editor");
        if (open_all) {
            ImGui::PushID("rule-editor");
            for (std::string_view group : i18n::rule_groups())
                ImGui::GetStateStorage()->SetInt(ImGui::GetID(("###group-" + std::string(group)).c_str()), 1);
            ImGui::PopID();
        }
        const RuleEditorResult result = draw_rule_editor(state_, rules, base, setups());
        ImGui::End();
        ImGui::Render();
        return result;
    }

    static const std::vector<SetupChoice>& setups() {
        static const std::vector<SetupChoice> choices = setup_choices(test::shipped_variants().all());
        return choices;
    }

    RuleEditorState state_;

private:
    ImGuiContext* context_ = nullptr;
};

// [SECTION] Tests

TEST_F(Editor, EveryPresetDrawsUnchangedAndValid) {
    for (const Variant* v : test::shipped_variants().all()) {
        RuleSet rules = v->rules;
        state_ = RuleEditorState{};
        for (int i = 0; i < 3; ++i) {
            const RuleEditorResult r = frame(rules, v->rules, i > 0);
            EXPECT_FALSE(r.changed) << v->id;
            EXPECT_TRUE(r.valid) << v->id;
            EXPECT_EQ(r.changes, 0) << v->id;
        }
        EXPECT_TRUE(rules == v->rules) << v->id;
        EXPECT_EQ(state_.record_text, v->rules.setup) << v->id;
    }
}

TEST_F(Editor, ContradictionsAreReportedAndOpenTheirGroup) {
    const RuleSet& brandubh = test::preset_rules("brandubh");
    RuleSet rules = brandubh;
    rules.corners = Corners::None;  // corner escape and hostile corners now have no corners
    RuleEditorResult r = frame(rules, brandubh);
    EXPECT_FALSE(r.valid);
    EXPECT_EQ(r.changes, 1);
    EXPECT_FALSE(state_.problems.empty());
    EXPECT_TRUE(state_.fresh.empty());  // used by the frame that opened the groups
    r = frame(rules, brandubh, true);
    EXPECT_FALSE(r.valid);
    // Fixing the rules outside the editor is seen on the next frame.
    rules = brandubh;
    r = frame(rules, brandubh, true);
    EXPECT_TRUE(r.valid);
    EXPECT_EQ(r.changes, 0);
    EXPECT_TRUE(state_.problems.empty());
}

TEST_F(Editor, APastedSetupThatDoesNotFitIsInvalid) {
    const RuleSet& tablut = test::preset_rules("tablut");
    RuleSet rules = tablut;
    rules.setup = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";  // a 7×7 record on a 9×9 board
    RuleEditorResult r = frame(rules, tablut, true);
    EXPECT_FALSE(r.valid);
    ASSERT_FALSE(state_.problems.empty());
    EXPECT_EQ(state_.problems.front().parameter, "setup");
    EXPECT_EQ(r.changes, 1);
    rules.size = 7;
    r = frame(rules, tablut, true);
    EXPECT_TRUE(r.valid);
    EXPECT_EQ(r.changes, 2);
}

TEST_F(Editor, TheResetButtonTakesThePresetsRulesAgain) {
    const RuleSet& york = test::preset_rules("york");
    RuleSet rules = york;
    rules.king_armed = KingArmed::Hammer;
    rules.repetition = Repetition::Ignore;
    EXPECT_EQ(frame(rules, york).changes, 2);
    // The button is the first widget of the window: under the title bar, inside the padding.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float title = ImGui::GetFontSize() + style.FramePadding.y * 2.0f;
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(style.WindowPadding.x + 4.0f, title + style.WindowPadding.y + 4.0f);
    io.MouseDown[0] = true;
    RuleEditorResult r = frame(rules, york);
    EXPECT_FALSE(r.changed);
    io.MouseDown[0] = false;
    r = frame(rules, york);
    EXPECT_TRUE(r.changed);
    EXPECT_EQ(r.changes, 0);
    EXPECT_TRUE(r.valid);
    EXPECT_TRUE(rules == york);
    // Disabled now: a second click changes nothing.
    io.MouseDown[0] = true;
    frame(rules, york);
    io.MouseDown[0] = false;
    EXPECT_FALSE(frame(rules, york).changed);
}

TEST(SetupChoices, OneForEachDistinctSetupOfThePresetsBySize) {
    const std::vector<SetupChoice> choices = setup_choices(test::shipped_variants().all());
    // Brandubh's cross (also Ard Rí), Ard Rí's square, Linnaeus's Tablut, Bell's, the Lewis and the
    // diamond Tawlbwrdd, Parlett's Hnefatafl and Königszabel.
    ASSERT_EQ(choices.size(), 8U);
    for (std::size_t i = 1; i < choices.size(); ++i) EXPECT_LE(choices[i - 1].size, choices[i].size);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        for (std::size_t k = i + 1; k < choices.size(); ++k) EXPECT_NE(choices[i].record, choices[k].record);
        RuleSet rules = test::preset_rules(choices[i].preset_id);
        EXPECT_EQ(rules.setup, choices[i].record);
        EXPECT_EQ(rules.size, choices[i].size);
        EXPECT_FALSE(choices[i].preset_name.empty());
    }
    EXPECT_EQ(choices.front().size, 7);
    EXPECT_EQ(choices.back().size, 13);
    // A setup shared by several presets is named after one of them, never twice.
    int diamonds = 0;
    for (const SetupChoice& c : choices)
        if (c.record == test::preset_rules("copenhagen").setup) ++diamonds;
    EXPECT_EQ(diamonds, 1);
}

}  // namespace
}  // namespace tafl::app
