// variant_catalog.cpp: the presets and the player's house-rule sets.
#include "app/variant_catalog.h"

#include <algorithm>

#include "core/atomic_file.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "preset_files.h"

namespace tafl::app {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxVariantFileBytes = 256 * 1024;

// Reads every `*.tafl` file of `dir` (at most `limit` of them) as texts for load_house_rules.
std::vector<match::VariantText> read_variant_texts(const fs::path& dir, std::size_t limit,
                                                   std::vector<std::string>& problems) {
    std::vector<match::VariantText> texts;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.path().extension() == ".tafl" && entry.is_regular_file(ec)) files.push_back(entry.path());
        if (files.size() > limit) break;  // load_house_rules names the surplus
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        std::string error;
        auto text = core::read_file(file, kMaxVariantFileBytes, &error);
        if (!text) {
            problems.push_back(error);
            continue;
        }
        texts.push_back(match::VariantText{file.filename().string(), std::move(*text)});
    }
    return texts;
}

}  // namespace

void VariantCatalog::load(const fs::path& assets, const fs::path& prefs, std::vector<std::string>& problems) {
    assets_ = assets;
    prefs_ = prefs;
    house_base_.reset();  // the presets of these assets
    const auto errors = presets::load_variant_dir(assets / "variants", variants_);
    for (const auto& e : errors) problems.push_back(e.to_string());
    ids_.clear();
    for (const Variant* v : variants_.all()) ids_.push_back(v->id);
    reload_house_rules(problems);
}

void VariantCatalog::reload_house_rules(std::vector<std::string>& problems) {
    house_ = {};
    if (prefs_.empty()) return;
    std::vector<std::string> read_problems;
    // The presets are read and resolved once; saving a set reads only the player's folder again.
    if (!house_base_)
        house_base_.emplace(read_variant_texts(assets_ / "variants", 1000, read_problems));
    const auto files =
        read_variant_texts(prefs_ / std::string(match::kHouseRulesFolder), match::kMaxHouseRuleFiles, read_problems);
    house_ = match::load_house_rules(*house_base_, files);
    for (const auto& p : read_problems) problems.push_back("house rules: " + p);
    for (const auto& e : house_.errors) problems.push_back("house rules " + e.file + ": " + e.message);
}

const Variant* VariantCatalog::find(const std::string& id) const {
    if (const Variant* v = variants_.find(id)) return v;
    for (const Variant& v : house_.sets)
        if (v.id == id) return &v;
    return nullptr;
}

const Variant* VariantCatalog::preset_of(const Variant& v) const {
    // A house-rule set extends a shipped preset, whose card and family it takes.
    if (variants_.find(v.id) != nullptr) return &v;
    const Variant* base = variants_.find(v.extends);
    return base != nullptr ? base : &v;
}

std::string VariantCatalog::display_name(const std::string& id) const {
    // A shipped preset has a translated name; a variant file of the player's shows its own.
    if (const char* name = i18n::preset_name(id)) return name;
    const Variant* v = find(id);
    return v != nullptr && !v->name.empty() ? v->name : id;
}

HouseRulesSaved VariantCatalog::save_house_rules(const std::string& picked_id, const std::string& typed_name,
                                                 const RuleSet& rules, std::vector<std::string>& problems) {
    HouseRulesSaved saved;
    const Variant* picked = find(picked_id);
    if (picked == nullptr || prefs_.empty()) return saved;
    const Variant* base = preset_of(*picked);
    const std::string name = match::clean_house_rule_name(typed_name);
    std::vector<const Variant*> presets = variants_.all();
    std::vector<std::string> house_names;
    std::vector<std::string> ids = ids_;
    // Saving under the picked set's own name writes over it; any other name is a new set.
    const Variant* replacing = nullptr;
    for (const Variant& v : house_.sets) {
        if (match::clean_house_rule_name(v.name) == name && v.id == picked_id) {
            replacing = &v;
        } else {
            house_names.push_back(v.name);
            ids.push_back(v.id);
        }
    }
    switch (match::check_house_rule_name(name, presets, house_names)) {
        case match::NameProblem::Empty:
            // I18N: New-match dialog, house rules: saving without a name.
            saved.message = _("Give these house rules a name first.");
            return saved;
        case match::NameProblem::PresetName:
            // I18N: New-match dialog, house rules: the name typed is that of a preset.
            saved.message = _("That is the name of a preset; choose another.");
            return saved;
        case match::NameProblem::Taken:
            // I18N: New-match dialog, house rules: another saved set already has this name.
            saved.message = _("Other house rules already have that name.");
            return saved;
        case match::NameProblem::None:
            break;
    }
    const std::string id = replacing != nullptr ? replacing->id : match::house_rule_id(name, ids);
    const fs::path file = prefs_ / std::string(match::kHouseRulesFolder) / match::house_rule_file_name(id);
    std::string error;
    if (!core::write_file_atomically(file, match::write_house_rules(name, *base, rules), &error, true)) {
        saved.message = error;
        return saved;
    }
    reload_house_rules(problems);
    if (find(id) == nullptr) {
        saved.message = "house rules " + file.filename().string() + " could not be read back";
        return saved;
    }
    saved.ok = true;
    saved.id = id;
    // I18N: New-match dialog, after saving house rules: {name} is their name; they now appear in the list.
    saved.message = i18n::fmt_arg(_("Saved as \u201c{name}\u201d."), "name", name);
    return saved;
}

}  // namespace tafl::app
