// rule_words.h: the words for the rule parameters of rules-reference §3 (groups, labels,
// explanations, the values of each choice), for the house-rule editor and the rulebook screen.
#pragma once

#include <span>
#include <string_view>

namespace tafl::i18n {

// The engine names its rule parameters and their values by the ids of its parameter table
// (tafl::parameters(): "king_armed", "hammer", group "capture"); these functions are the one place
// where those ids become words a player reads. Like engine_words.h, every function returns the
// text in the current language of translator() (English when there is no translation), and the
// `const char*` results are NUL-terminated and valid for the life of the program, so they can go
// straight to ImGui. An id the table does not know gives nullptr; the caller then shows the id.

// The groups of the parameter table, in the order of rules-reference §3: "board", "hostile",
// "capture", "king", "end".
std::span<const std::string_view> rule_groups();
// A heading for a group ("Board and squares", "Capturing the king").
const char* rule_group_label(std::string_view group);

// A short label for a parameter, as a row heading in the editor ("Throne", "Who may stop on the
// throne"). Every parameter has one, `size` and `setup` included.
const char* rule_label(std::string_view parameter);
// One to three sentences saying what the parameter does for a player, for a tooltip.
const char* rule_tooltip(std::string_view parameter);
// A label for one value of a choice parameter ("king_armed", "hammer" gives "Only when moving").
// Parameters with the values yes and no get "Yes" and "No".
const char* rule_value_label(std::string_view parameter, std::string_view value);
// "Off", for an integer parameter set to 0 (no shuttle limit, no draw without captures).
const char* rule_off_label();

// A sentence saying what is wrong when tafl::validate() names this parameter at fault ("Corner
// escape needs corner squares."). It gives the reason in the player's language; the engine's
// English message adds the details (which row of a position record is too long).
const char* rule_problem_text(std::string_view parameter);

}  // namespace tafl::i18n
