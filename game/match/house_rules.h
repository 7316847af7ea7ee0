// house_rules.h: named house-rule sets: a preset with some rules changed, kept by the player as a
// variant file that `extends` the preset and lists only what differs. Writing such a file, finding
// it a file name, and reading the player's folder of them. Text in, text out: the game reads and
// writes the files (atomically) in <user folder>/house-rules/<id>.tafl.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/rules.h"
#include "taflbord/variant.h"

namespace tafl::match {

// [SECTION] Names and ids

// The folder of the house-rule files inside the user folder, and their extension.
inline constexpr std::string_view kHouseRulesFolder = "house-rules";
inline constexpr std::string_view kHouseRulesExtension = ".tafl";
// Every id house_rule_id() makes starts with this, so that it never takes a preset's id.
inline constexpr std::string_view kHouseRuleIdPrefix = "house-";
// The `source` of the files this module writes.
inline constexpr std::string_view kHouseRuleSource = "house rules";
// The longest name, in characters (Unicode code points), and the most files read from the folder.
inline constexpr std::size_t kMaxHouseRuleNameChars = 40;
inline constexpr std::size_t kMaxHouseRuleFiles = 500;

// A name as the player typed it, made fit for a file and a list: spaces at either end removed, runs
// of spaces, tabs and line breaks made one space, control characters, malformed UTF-8 and `#` (which
// starts a comment in a variant file) left out, and cut to kMaxHouseRuleNameChars characters,
// never inside a character. Empty when nothing is left.
std::string clean_house_rule_name(std::string_view name);

// What check_house_rule_name() finds wrong with a name; the game says it in the player's language.
enum class NameProblem : std::uint8_t {
    None,
    Empty,       // nothing left after clean_house_rule_name()
    PresetName,  // the English name of a preset (letter case aside), which would hide which is which
    Taken,       // the name of another house-rule set (the caller may offer to replace it)
};

// Checks the cleaned name against the presets' names and the names of the other house-rule sets
// (letter case aside; when a set is edited, leave its own name out of `house_names`).
NameProblem check_house_rule_name(std::string_view name, std::span<const Variant* const> presets,
                                  std::span<const std::string> house_names);

// A file id for a new set called `name`: "house-" and an ASCII slug of the name ("Königs Regeln"
// gives "house-koenigs-regeln", "règles" "house-regles"; a name with no Latin letter gives
// "house-rules"), made unique against `existing_ids` (letter case aside, as file systems may be) by
// a suffix "-2", "-3", .... Pass every preset id and every house-rule id but the one being saved
// over. Only `a`-`z`, `0`-`9` and `-`, at most 60 characters.
std::string house_rule_id(std::string_view name, std::span<const std::string> existing_ids);

// "<id>.tafl", the file name of a house-rule set inside kHouseRulesFolder.
std::string house_rule_file_name(std::string_view id);

// [SECTION] Writing

// The names of the parameters whose values differ between the two rule sets, in the order of
// tafl::parameters().
std::vector<std::string> changed_parameters(const RuleSet& base, const RuleSet& rules);

// The text of a house-rule file: a comment header, `extends = <base.id>`, `name` (cleaned),
// `source = house rules`, and every parameter in which `rules` differs from `base.rules`. `base` must
// be a shipped preset (for a set made from another house-rule set, pass the preset that one
// extends) and validate(rules) should be empty, or the file will not load. An empty cleaned name
// is written as the base preset's name followed by " (house rules)".
std::string write_house_rules(std::string_view name, const Variant& base, const RuleSet& rules);

// [SECTION] Reading

// The text of one variant file, as read by the game, with its file name: "brandubh.tafl" or a path
// to it. The id is the file name without folders and without the ".tafl" extension.
struct VariantText {
    std::string file;
    std::string text;
};

// Why a file of the house-rule folder was left out; the game may translate the kind, and shows the
// message (English, naming file, line and key) to those who want the details.
enum class HouseRuleFault : std::uint8_t {
    TooManyFiles,      // the folder holds more than kMaxHouseRuleFiles files; the rest were not read
    BadFileName,       // no id can be made from the file name
    DuplicateId,       // another file of the folder has the same id (letter case aside)
    PresetId,          // the file takes the id of a shipped preset
    NotAHouseRuleSet,  // the file has no `extends`: it would be a preset of its own
    UnknownPreset,     // `extends` names no shipped preset (house-rule sets extend presets only)
    NoName,            // the file gives no name of its own, or its name is a preset's
    BadRules,          // syntax errors, unknown keys, bad values or rules that contradict each other
};

// A file left out, and why. `message` is English: every error of the file, one per line.
struct HouseRuleError {
    std::string file;
    HouseRuleFault fault = HouseRuleFault::BadRules;
    std::string message;
};

// What reading the house-rule folder gives: the good sets, and the files left out.
struct HouseRules {
    std::vector<Variant> sets;  // by name (letter case aside), then id; names cleaned
    std::vector<HouseRuleError> errors;
};

// The shipped presets (the texts of assets/variants/*.tafl) as the player's files are read against
// them: resolved once, for every later reading of the folder. Never throws on any input text: a
// set of presets that cannot be read makes every reading report it.
class HouseRuleBase {
public:
    explicit HouseRuleBase(std::span<const VariantText> presets);
    HouseRuleBase(HouseRuleBase&&) noexcept;
    HouseRuleBase& operator=(HouseRuleBase&&) noexcept;
    ~HouseRuleBase();

private:
    friend HouseRules load_house_rules(const HouseRuleBase& presets, std::span<const VariantText> files);
    struct Data;
    std::unique_ptr<Data> data_;
};

// Resolves each of the player's `files` on its own against the shipped presets, so that a broken or
// hostile file is reported and left out without touching the presets or the other files. Never
// throws on any input text.
HouseRules load_house_rules(const HouseRuleBase& presets, std::span<const VariantText> files);
// The same, the presets resolved for this reading only.
HouseRules load_house_rules(std::span<const VariantText> presets, std::span<const VariantText> files);

}  // namespace tafl::match
