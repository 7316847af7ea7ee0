// rule_editor.cpp: the house-rule editor: a collapsing group per part of rules-reference §3, a
// table row per parameter, tooltips with the explanation and the preset's value, the changes
// marked and the contradictions that validate() finds shown in red at the parameter at fault.
#include "app/rule_editor.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdlib>
#include <exception>
#include <string_view>
#include <utility>

#include "i18n/engine_words.h"
#include "i18n/rule_words.h"
#include "i18n/translate.h"
#include "match/house_rules.h"

namespace tafl::app {

namespace {

// [SECTION] Helpers

const ImVec4 kChangedColour{0.98f, 0.76f, 0.30f, 1.0f};
const ImVec4 kProblemColour{1.0f, 0.45f, 0.40f, 1.0f};

bool is_yes_no(const ParamInfo& p) {
    return p.kind == ParamKind::Choice && p.values.size() == 2 && p.values[0] == "yes" && p.values[1] == "no";
}

const char* label_of(const ParamInfo& p) {
    const char* label = i18n::rule_label(p.name);
    return label != nullptr ? label : p.name.data();
}

std::string size_text(int size) { return std::to_string(size) + "\u00d7" + std::to_string(size); }

std::string setup_label(const SetupChoice& s) {
    const char* name = i18n::preset_name(s.preset_id);
    // I18N: Rule editor: a starting position in a list, named after the game it comes from, with the
    // size of the board ("Brandubh 7×7"). Keep {name} and both {size} as they are.
    const std::string text = i18n::fmt_arg(_("{name} {size}×{size}"), "name", name != nullptr ? name : s.preset_name);
    return i18n::fmt_arg(text, "size", s.size);
}

const SetupChoice* find_setup(std::span<const SetupChoice> setups, const RuleSet& rules) {
    for (const SetupChoice& s : setups)
        if (s.record == rules.setup && s.size == rules.size) return &s;
    return nullptr;
}

// A value as a player reads it: the label of a choice, "Off" for a 0 limit, "9×9", the name of a
// known setup.
std::string value_text(const ParamInfo& p, const RuleSet& rules, std::span<const SetupChoice> setups) {
    const std::string value = get_parameter(rules, p.name);
    switch (p.kind) {
        case ParamKind::Choice: {
            const char* label = i18n::rule_value_label(p.name, value);
            return label != nullptr ? label : value;
        }
        case ParamKind::Integer:
            if (p.name == "size") return size_text(rules.size);
            return value == "0" ? std::string(i18n::rule_off_label()) : value;
        case ParamKind::Record:
            if (const SetupChoice* s = find_setup(setups, rules)) return setup_label(*s);
            // I18N: Rule editor: the starting position is not one of the known games' setups (the
            // player pasted one of his own).
            return p_("setup", "Custom position");
    }
    return value;
}

// ImGui keeps no text of its own; this lets an input field write into a std::string.
int grow_string(ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
        auto* text = static_cast<std::string*>(data->UserData);
        text->resize(static_cast<std::size_t>(data->BufTextLen));
        data->Buf = text->data();
    }
    return 0;
}

// The position record in a pasted text: every space and line break left out.
std::string record_of(std::string_view text) {
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') out += c;
    return out;
}

// The rows of a position record ("/3t3/.../3t3/" has 7), or 0 when it does not look like one.
int record_rows(std::string_view record) {
    if (record.size() < 2 || record.front() != '/' || record.back() != '/') return 0;
    return static_cast<int>(std::count(record.begin(), record.end(), '/')) - 1;
}

// [SECTION] Rows

// One frame's facts about the rules that every row needs.
struct Frame {
    RuleSet& rules;
    const RuleSet& base;
    std::span<const SetupChoice> setups;
    const std::vector<RuleProblem>& problems;
    RuleEditorState& state;
    bool changed = false;
};

void set_value(Frame& f, std::string_view name, const std::string& value) {
    if (get_parameter(f.rules, name) == value) return;
    if (!set_parameter(f.rules, name, value)) f.changed = true;
}

// The label column: a bullet when the value differs from the preset, the label, a "(?)" mark, and
// the tooltip when either is hovered.
void draw_label(const Frame& f, const ParamInfo& p, bool changed) {
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::AlignTextToFramePadding();
    ImGui::BeginGroup();
    if (changed) {
        ImGui::PushStyleColor(ImGuiCol_Text, kChangedColour);
        ImGui::Bullet();
    } else {
        ImGui::Dummy(ImVec2(ImGui::GetFontSize(), ImGui::GetTextLineHeight()));
        ImGui::SameLine(0.0f, style.FramePadding.x * 2.0f);
    }
    ImGui::TextUnformatted(label_of(p));
    if (changed) ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    ImGui::EndGroup();
    if (!ImGui::IsItemHovered()) return;

    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    if (const char* tooltip = i18n::rule_tooltip(p.name)) ImGui::TextUnformatted(tooltip);
    ImGui::Separator();
    // I18N: Rule editor, in a tooltip: the value this rule has in the chosen preset. Keep {value}.
    ImGui::TextUnformatted(i18n::fmt_arg(_("Preset: {value}"), "value", value_text(p, f.base, f.setups)).c_str());
    if (changed) {
        // I18N: Rule editor, in a tooltip under the preset's value: the value the player chose instead.
        const std::string now = i18n::fmt_arg(_("Your choice: {value}"), "value", value_text(p, f.rules, f.setups));
        ImGui::TextColored(kChangedColour, "%s", now.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// The problems validate() found with this parameter, in red, the English details on hover.
void draw_problems(const Frame& f, std::string_view name) {
    for (const RuleProblem& problem : f.problems) {
        if (problem.parameter != name) continue;
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
        ImGui::TextWrapped("%s", i18n::rule_problem_text(problem.parameter));
        ImGui::PopStyleColor();
        if (!problem.message.empty() && ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
            ImGui::TextUnformatted(problem.message.c_str());
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
    }
}

void draw_setup(Frame& f) {
    const SetupChoice* current = find_setup(f.setups, f.rules);
    const std::string preview = value_text(*find_parameter("setup"), f.rules, f.setups);
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##setup", preview.c_str())) {
        for (std::size_t i = 0; i < f.setups.size(); ++i) {
            const SetupChoice& s = f.setups[i];
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(setup_label(s).c_str(), &s == current)) {
                set_value(f, "size", std::to_string(s.size));
                set_value(f, "setup", s.record);
            }
            ImGui::PopID();
        }
        ImGui::EndCombo();
    }
    // The field shows the current record unless the player is typing in it.
    RuleEditorState& state = f.state;
    if (!state.record_editing && state.record_text != f.rules.setup) state.record_text = f.rules.setup;
    ImGui::SetNextItemWidth(-FLT_MIN);
    // I18N: Rule editor, the grey hint in an empty text field: the player may paste a starting
    // position in OpenTafl notation (a line such as /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/).
    const char* hint = _("Paste a position record");
    if (ImGui::InputTextWithHint("##record", hint, state.record_text.data(), state.record_text.capacity() + 1,
                                 ImGuiInputTextFlags_CallbackResize, grow_string, &state.record_text)) {
        const std::string record = record_of(state.record_text);
        const int rows = record_rows(record);
        if (rows >= kMinSize && rows <= kMaxSize) set_value(f, "size", std::to_string(rows));
        if (!record.empty()) set_value(f, "setup", record);
    }
    state.record_editing = ImGui::IsItemActive();
    if (ImGui::IsItemHovered() && !state.record_editing) {
        // I18N: Rule editor, a tooltip on the field of the starting position.
        ImGui::SetTooltip("%s", _("The starting position in OpenTafl notation. Paste one to play from it; "
                                  "the board size follows the number of rows."));
    }
}

void draw_value(Frame& f, const ParamInfo& p) {
    ImGui::PushID(p.name.data(), p.name.data() + p.name.size());
    const std::string value = get_parameter(f.rules, p.name);
    if (p.kind == ParamKind::Record) {
        draw_setup(f);
    } else if (p.kind == ParamKind::Integer && p.name == "size") {
        // The size comes with the setup; it is shown, not edited.
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(size_text(f.rules.size).c_str());
    } else if (p.kind == ParamKind::Integer) {
        int number = std::clamp(std::atoi(value.c_str()), p.min, p.max);
        const char* off = i18n::rule_off_label();
        const float room =
            ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(off).x - ImGui::GetStyle().ItemSpacing.x;
        ImGui::SetNextItemWidth(std::max(room, ImGui::GetFontSize() * 6.0f));
        if (ImGui::InputInt("##value", &number, 1, 10))
            set_value(f, p.name, std::to_string(std::clamp(number, p.min, p.max)));
        if (number == 0) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", off);
        }
    } else if (p.values.size() == 1) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", value_text(p, f.rules, f.setups).c_str());
    } else if (is_yes_no(p)) {
        bool on = value == "yes";
        if (ImGui::Checkbox("##value", &on)) set_value(f, p.name, on ? "yes" : "no");
    } else {
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::BeginCombo("##value", value_text(p, f.rules, f.setups).c_str())) {
            const std::string preset = get_parameter(f.base, p.name);
            for (std::string_view v : p.values) {
                const char* label = i18n::rule_value_label(p.name, v);
                std::string text = label != nullptr ? label : std::string(v);
                if (v == preset)
                    // I18N: Rule editor, in a list of values: marks the value of the chosen preset.
                    text += std::string("   ") + p_("rule value", "(preset)");
                text += "###" + std::string(v);
                if (ImGui::Selectable(text.c_str(), v == value)) set_value(f, p.name, std::string(v));
            }
            ImGui::EndCombo();
        }
    }
    draw_problems(f, p.name);
    ImGui::PopID();
}

// [SECTION] Groups

void draw_group(Frame& f, std::string_view group) {
    int changes = 0, problems = 0;
    bool fresh = false;
    for (const ParamInfo& p : parameters()) {
        if (p.group != group) continue;
        if (get_parameter(f.rules, p.name) != get_parameter(f.base, p.name)) ++changes;
        fresh = fresh || std::find(f.state.fresh.begin(), f.state.fresh.end(), p.name) != f.state.fresh.end();
        problems += static_cast<int>(std::count_if(f.problems.begin(), f.problems.end(),
                                                   [&](const RuleProblem& q) { return q.parameter == p.name; }));
    }
    const char* group_label = i18n::rule_group_label(group);
    std::string header = group_label != nullptr ? group_label : std::string(group);
    if (changes > 0) {
        // I18N: Rule editor, after the heading of a group of rules: how many of them differ from the
        // preset. Keep {n}.
        const char* words = np_("rule editor", "{n} change", "{n} changes", changes);
        header += "  \u00b7  " + i18n::fmt_arg(words, "n", changes);
    }
    if (problems > 0) {
        // I18N: Rule editor, after the heading of a group of rules: how many of them contradict other
        // rules. Keep {n}.
        const char* words = np_("rule editor", "{n} problem", "{n} problems", problems);
        header += "  \u00b7  " + i18n::fmt_arg(words, "n", problems);
    }
    header += "###group-" + std::string(group);

    if (fresh) ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    const bool coloured = problems > 0 || changes > 0;
    if (coloured) ImGui::PushStyleColor(ImGuiCol_Text, problems > 0 ? kProblemColour : kChangedColour);
    const bool open = ImGui::CollapsingHeader(
        header.c_str(), group == "board" ? ImGuiTreeNodeFlags_DefaultOpen : ImGuiTreeNodeFlags_None);
    if (coloured) ImGui::PopStyleColor();
    if (!open) return;

    const std::string table = "##rules-" + std::string(group);
    if (!ImGui::BeginTable(table.c_str(), 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) return;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthStretch, 0.5f);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 0.5f);
    for (const ParamInfo& p : parameters()) {
        if (p.group != group) continue;
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        draw_label(f, p, get_parameter(f.rules, p.name) != get_parameter(f.base, p.name));
        ImGui::TableSetColumnIndex(1);
        draw_value(f, p);
    }
    ImGui::EndTable();
}

std::vector<RuleProblem> safe_validate(const RuleSet& rules) {
    try {
        return validate(rules);
    } catch (const std::exception& e) {
        return {RuleProblem{"", e.what()}};
    }
}

// Validates `rules` into the state; the parameters at fault that were not before are remembered,
// so that the next frame opens their groups.
void recheck(RuleEditorState& state, const RuleSet& rules) {
    std::vector<RuleProblem> problems = safe_validate(rules);
    for (const RuleProblem& p : problems) {
        const bool known = std::any_of(state.problems.begin(), state.problems.end(),
                                       [&](const RuleProblem& q) { return q.parameter == p.parameter; });
        if (!known || !state.checked_once) state.fresh.push_back(p.parameter);
    }
    state.problems = std::move(problems);
    state.checked = rules;
    state.checked_once = true;
}

}  // namespace

// [SECTION] Setups

std::vector<SetupChoice> setup_choices(std::span<const Variant* const> presets) {
    const auto ids = i18n::preset_ids();
    auto rank = [&](std::string_view id) {
        return static_cast<std::size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
    };
    std::vector<const Variant*> order;
    for (const Variant* v : presets)
        if (v != nullptr) order.push_back(v);
    std::stable_sort(order.begin(), order.end(), [&](const Variant* a, const Variant* b) {
        return rank(a->id) != rank(b->id) ? rank(a->id) < rank(b->id) : a->id < b->id;
    });
    std::vector<SetupChoice> out;
    for (const Variant* v : order) {
        const bool known = std::any_of(out.begin(), out.end(), [&](const SetupChoice& s) {
            return s.record == v->rules.setup && s.size == v->rules.size;
        });
        if (!known) out.push_back(SetupChoice{v->id, v->name, v->rules.size, v->rules.setup});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SetupChoice& a, const SetupChoice& b) { return a.size < b.size; });
    return out;
}

// [SECTION] Editor

RuleEditorResult draw_rule_editor(RuleEditorState& state, RuleSet& rules, const RuleSet& base,
                                  std::span<const SetupChoice> setups) {
    RuleEditorResult result;
    if (!state.checked_once || state.checked != rules) recheck(state, rules);

    ImGui::PushID("rule-editor");
    const int changes = static_cast<int>(match::changed_parameters(base, rules).size());
    ImGui::BeginDisabled(changes == 0);
    // I18N: Rule editor, a button: undo every change and take the rules of the chosen preset again.
    if (ImGui::Button(_("Reset to the preset"))) {
        rules = base;
        state.record_editing = false;
        result.changed = true;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    if (changes == 0) {
        // I18N: Rule editor, beside the reset button: no rule differs from the chosen preset.
        ImGui::TextDisabled("%s", _("The preset’s rules, unchanged"));
    } else {
        // I18N: Rule editor, beside the reset button: how many rules differ from the chosen preset. Keep {n}.
        const std::string text = i18n::fmt_arg(n_("{n} rule changed", "{n} rules changed", changes), "n", changes);
        ImGui::TextColored(kChangedColour, "%s", text.c_str());
    }

    Frame frame{rules, base, setups, state.problems, state};
    for (std::string_view group : i18n::rule_groups()) draw_group(frame, group);
    state.fresh.clear();

    // Problems that name no parameter of the table (none today) are listed at the end.
    for (const RuleProblem& problem : state.problems) {
        if (find_parameter(problem.parameter) != nullptr) continue;
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
        ImGui::TextWrapped("%s %s", i18n::rule_problem_text(problem.parameter), problem.message.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();

    result.changed = result.changed || frame.changed;
    if (state.checked != rules) recheck(state, rules);
    result.valid = state.problems.empty();
    result.changes = static_cast<int>(match::changed_parameters(base, rules).size());
    return result;
}

}  // namespace tafl::app
