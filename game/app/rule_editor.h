// rule_editor.h: the house-rule editor of the new-match dialog: every rule parameter of
// rules-reference §3 in its group, with an explanation, the preset's value, the changes marked,
// the contradictions in red, and one button back to the preset.
//
// How to call it, inside an ImGui window (between ImGui::Begin and ImGui::End). Keep, per dialog:
//
//     tafl::RuleSet edited;                          // the rules being edited, a copy of the preset's
//     tafl::app::RuleEditorState editor_state;       // the editor's own memory between frames
//     std::vector<tafl::app::SetupChoice> setups;    // once: setup_choices(variants_.all())
//
// When the player picks a preset `v` (a const tafl::Variant*): `edited = v->rules;`. Each frame:
//
//     const tafl::app::RuleEditorResult r = tafl::app::draw_rule_editor(editor_state, edited, v->rules, setups);
//     ImGui::BeginDisabled(!r.valid);   // the Start and Save buttons: only with rules that play
//     ...
//     ImGui::EndDisabled();
//
// Starting the match: std::make_shared<const tafl::Rules>(edited) (valid is validate(edited).empty()).
// Saving the rules under a name: tafl::match::write_house_rules(name, preset, edited) into
// <user folder>/house-rules/<tafl::match::house_rule_id(name, ids)>.tafl (game/match/house_rules.h);
// for a house-rule set `h` the base is its preset, variants_.find(h.extends). The editor draws in
// the width it is given (ImGui::GetContentRegionAvail), so put it in a child window of fixed height
// to scroll: ImGui::BeginChild("##rules", ImVec2(0, 360)) ... ImGui::EndChild().
#pragma once

#include <span>
#include <string>
#include <vector>

#include "taflbord/rules.h"
#include "taflbord/variant.h"

namespace tafl::app {

// A starting position the editor offers, taken from a shipped preset. It exists so that players
// can combine one game's rules with another game's board without typing a position record; its
// label is made when it is drawn ("Brandubh 7×7"), so it follows a change of language.
struct SetupChoice {
    std::string preset_id;    // the first preset, in the order of i18n::preset_ids(), with this setup
    std::string preset_name;  // that preset's own name, shown when it is not a shipped preset
    int size = 0;
    std::string record;  // the OpenTafl position record
};

// The distinct setups of `presets` (for example VariantSet::all()), by board size, then in the
// order of i18n::preset_ids(); setups of presets that are not shipped come after those.
std::vector<SetupChoice> setup_choices(std::span<const Variant* const> presets);

// What the editor keeps between frames: the text of the position-record field and the last
// result of validate(). It exists because ImGui widgets keep no text of their own; one per dialog,
// default-constructed, read and written only by draw_rule_editor().
struct RuleEditorState {
    std::string record_text;            // the field's text, the current setup when not being edited
    bool record_editing = false;        // the player is typing in the field
    RuleSet checked;                    // the rules `problems` belong to
    bool checked_once = false;          // `checked` holds rules that were validated
    std::vector<RuleProblem> problems;  // validate(checked)
    std::vector<std::string> fresh;     // parameters newly at fault: their groups open
};

// What a frame of the editor did.
struct RuleEditorResult {
    bool changed = false;  // the player changed a rule (or reset them) in this frame
    bool valid = true;     // validate(rules) is empty: the rules can start a match and be saved
    int changes = 0;       // how many parameters differ from `base`
};

// Draws the editor of `rules` at the ImGui cursor: one collapsing header per group of parameters
// (the header says how many of its rules differ from `base` and how many are wrong), a row per
// parameter with its label, a widget (a checkbox for yes or no, a list for choices, a number field
// within the table's limits), a tooltip with the explanation and the value in `base` (the preset),
// changed rows marked with a coloured bullet, the problems of validate() in red under the parameter
// at fault, and a "Reset to the preset" button. The board size follows the setup, chosen from
// `setups` or pasted as a position record.
RuleEditorResult draw_rule_editor(RuleEditorState& state, RuleSet& rules, const RuleSet& base,
                                  std::span<const SetupChoice> setups);

}  // namespace tafl::app
