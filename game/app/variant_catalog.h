// variant_catalog.h: the rule sets a player can start: the shipped presets (assets/variants) and
// the player's own house-rule sets (house-rules/ in the user's folder), found by id, with their
// display names, and the saving of a new house-rule set.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "match/house_rules.h"
#include "taflbord/variant.h"

namespace tafl::app {

// What the result of saving house rules says to the player.
struct HouseRulesSaved {
    bool ok = false;
    std::string id;       // the set's id, when saved
    std::string message;  // translated: where, or what is wrong
};

// The presets and the player's house-rule sets. It exists so that every screen that lists or
// starts rule sets (the new-match dialog, the match's Game menu, and later the rulebooks and the
// campaign) finds them in one place.
class VariantCatalog {
public:
    // Reads the presets of `assets`/variants and the house-rule sets of `prefs`/house-rules
    // (none when `prefs` is empty). Files that cannot be used are named in `problems`.
    void load(const std::filesystem::path& assets, const std::filesystem::path& prefs,
              std::vector<std::string>& problems);
    // Reads the player's house-rule sets again (after one was saved).
    void reload_house_rules(std::vector<std::string>& problems);

    // The shipped presets' ids, in the order of the files.
    const std::vector<std::string>& preset_ids() const { return ids_; }
    std::vector<const Variant*> presets() const { return variants_.all(); }
    const std::vector<Variant>& house_rules() const { return house_.sets; }
    // A shipped preset by id, or nullptr.
    const Variant* preset(const std::string& id) const { return variants_.find(id); }
    // A shipped preset or one of the player's house-rule sets by id; nullptr for neither.
    const Variant* find(const std::string& id) const;
    // The shipped preset a variant is, or extends (for its card, board and tie-break).
    const Variant* preset_of(const Variant& v) const;
    // The translated name of a shipped preset; a house-rule set's or variant file's own name.
    std::string display_name(const std::string& id) const;

    // Saves `rules`, based on the preset or set `picked_id`, under the player's `name` in the
    // house-rules folder (atomically, the previous copy kept), and reads the sets again. Writing
    // under the picked set's own name replaces it; a preset's name or another set's is refused.
    HouseRulesSaved save_house_rules(const std::string& picked_id, const std::string& name, const RuleSet& rules,
                                     std::vector<std::string>& problems);
    bool can_save_house_rules() const { return !prefs_.empty(); }

private:
    VariantSet variants_;
    std::vector<std::string> ids_;
    match::HouseRules house_;
    std::optional<match::HouseRuleBase> house_base_;  // the presets, read once for house rules
    std::filesystem::path assets_;
    std::filesystem::path prefs_;
};

}  // namespace tafl::app
