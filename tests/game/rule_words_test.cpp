// rule_words_test.cpp: the words for the rule parameters (game/i18n/rule_words): every group,
// parameter and value of the engine's table has a label, every parameter an explanation of one
// to three sentences, the values of one parameter are told apart, and every problem that
// validate() can name has a sentence.
#include "i18n/rule_words.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>

#include "taflbord/rules.h"

namespace tafl::i18n {
namespace {

bool filled(const char* text) { return text != nullptr && *text != '\0'; }

// Sentences end with '.', '!' or '?' followed by a space or the end of the text.
int sentences(std::string_view text) {
    int count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.size() || text[i + 1] == ' ')) ++count;
    }
    return count;
}

TEST(RuleWords, EveryGroupOfTheTableHasALabel) {
    std::set<std::string_view> groups(rule_groups().begin(), rule_groups().end());
    EXPECT_EQ(groups.size(), rule_groups().size());
    for (const ParamInfo& p : parameters()) {
        EXPECT_TRUE(groups.count(p.group)) << p.name << " is in group " << p.group;
        EXPECT_TRUE(filled(rule_group_label(p.group))) << p.group;
    }
    std::set<std::string> labels;
    for (std::string_view group : rule_groups()) {
        ASSERT_TRUE(filled(rule_group_label(group))) << group;
        EXPECT_TRUE(labels.insert(rule_group_label(group)).second) << group;
    }
    EXPECT_EQ(rule_group_label("no-such-group"), nullptr);
}

TEST(RuleWords, EveryParameterHasALabelAndAnExplanation) {
    std::set<std::string> labels;
    for (const ParamInfo& p : parameters()) {
        ASSERT_TRUE(filled(rule_label(p.name))) << p.name;
        ASSERT_TRUE(filled(rule_tooltip(p.name))) << p.name;
        const std::string label = rule_label(p.name);
        const std::string tooltip = rule_tooltip(p.name);
        EXPECT_TRUE(labels.insert(label).second) << p.name << ": \"" << label << "\" is taken";
        EXPECT_LE(label.size(), 40U) << p.name;
        EXPECT_NE(label.back(), '.') << p.name;
        EXPECT_GE(sentences(tooltip), 1) << p.name << ": " << tooltip;
        EXPECT_LE(sentences(tooltip), 3) << p.name << ": " << tooltip;
        EXPECT_EQ(tooltip.back(), '.') << p.name;
        // No engine ids in the texts players read.
        EXPECT_EQ(tooltip.find('_'), std::string::npos) << p.name;
        EXPECT_EQ(label.find('_'), std::string::npos) << p.name;
    }
    EXPECT_EQ(rule_label("no_such_rule"), nullptr);
    EXPECT_EQ(rule_tooltip("no_such_rule"), nullptr);
}

TEST(RuleWords, EveryValueOfEveryChoiceHasItsOwnLabel) {
    for (const ParamInfo& p : parameters()) {
        if (p.kind != ParamKind::Choice) continue;
        std::set<std::string> labels;
        for (std::string_view v : p.values) {
            const char* label = rule_value_label(p.name, v);
            ASSERT_TRUE(filled(label)) << p.name << " = " << v;
            EXPECT_TRUE(labels.insert(label).second) << p.name << ": two values are called \"" << label << "\"";
        }
        EXPECT_EQ(rule_value_label(p.name, "no-such-value"), nullptr) << p.name;
    }
    EXPECT_STREQ(rule_value_label("king_armed", "yes"), "Armed");
    EXPECT_STREQ(rule_value_label("king_armed", "no"), "Unarmed");
    EXPECT_STREQ(rule_value_label("king_armed", "hammer"), "Only when moving");
    EXPECT_STREQ(rule_value_label("throne", "yes"), "Yes");
    EXPECT_EQ(rule_value_label("no_such_rule", "yes"), nullptr);
    EXPECT_EQ(rule_value_label("throne_hostile_defenders", "always"), nullptr);
    EXPECT_TRUE(filled(rule_off_label()));
}

TEST(RuleWords, EveryProblemHasASentence) {
    for (const ParamInfo& p : parameters()) {
        const char* text = rule_problem_text(p.name);
        ASSERT_TRUE(filled(text)) << p.name;
        EXPECT_EQ(std::string(text).back(), '.') << p.name;
    }
    EXPECT_TRUE(filled(rule_problem_text("")));
    // The problems validate() finds in a broken rule set all have words of their own.
    RuleSet broken;
    broken.size = 9;
    broken.setup = "/9/9/9/9/4K4/9/9/9/9/";
    broken.corners = Corners::None;
    broken.throne = false;
    broken.king_capture = KingCapture::Weak;
    broken.king_strong_zone = KingStrongZone::Throne;
    broken.king_shield = KingShield::Ignored;
    const std::string fallback = rule_problem_text("");
    for (const RuleProblem& problem : validate(broken)) {
        EXPECT_NE(rule_problem_text(problem.parameter), fallback) << problem.parameter;
    }
}

}  // namespace
}  // namespace tafl::i18n
