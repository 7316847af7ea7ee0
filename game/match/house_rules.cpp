// house_rules.cpp: house-rule sets as variant files: cleaning their names, making file ids,
// writing the files, and reading the player's folder of them one file at a time.
#include "match/house_rules.h"

#include <algorithm>
#include <array>
#include <exception>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace tafl::match {

namespace {

// [SECTION] Text helpers

// One code point read from UTF-8; `length` 0 marks a malformed sequence (one byte is skipped).
struct CodePoint {
    char32_t value = 0;
    std::size_t length = 0;
};

// Decodes the code point at `i`, refusing overlong forms, surrogates and values past U+10FFFF.
CodePoint decode(std::string_view s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) return {c, 1};
    std::size_t length = 0;
    char32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
        cp = c & 0x1Fu;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        cp = c & 0x0Fu;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        cp = c & 0x07u;
    } else {
        return {};
    }
    if (s.size() - i < length) return {};
    for (std::size_t k = 1; k < length; ++k) {
        const auto cc = static_cast<unsigned char>(s[i + k]);
        if ((cc & 0xC0u) != 0x80u) return {};
        cp = (cp << 6) | (cc & 0x3Fu);
    }
    if ((length == 3 && cp < 0x800) || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF))) return {};
    if (cp >= 0xD800 && cp <= 0xDFFF) return {};
    return {cp, length};
}

bool is_space(char32_t c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == 0xA0 || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x3000 || (c >= 0x2000 && c <= 0x200A);
}

// Control characters (C0, DEL, C1) and the invisible format characters that would make two names
// look the same: zero-width spaces and joiners, bidirectional controls, the byte order mark.
bool is_invisible(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// The ASCII spelling of a Latin letter, in lower case: "a" for à, "ae" for ä and æ, "ss" for ß;
// empty for anything else that is not an ASCII letter or digit.
std::string_view ascii_of(char32_t c) {
    static constexpr std::array<std::string_view, 10> kDigits = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz";
    if (c >= '0' && c <= '9') return kDigits[c - '0'];
    if (c >= 'a' && c <= 'z') return kLetters.substr(c - 'a', 1);
    if (c >= 'A' && c <= 'Z') return kLetters.substr(c - 'A', 1);
    // Latin-1 letters, U+00C0..U+00FF; the lower case letters are 0x20 above the capitals.
    if (c >= 0xC0 && c <= 0xFF && c != 0xD7 && c != 0xF7) {
        if (c == 0xDF) return "ss";
        if (c == 0xFF) return "y";
        switch (c >= 0xE0 ? c - 0x20 : c) {
            case 0xC4:
            case 0xC6:
                return "ae";
            case 0xD6:
            case 0xD8:
                return "oe";
            case 0xDC:
                return "ue";
            case 0xC7:
                return "c";
            case 0xD0:
                return "d";
            case 0xD1:
                return "n";
            case 0xDD:
                return "y";
            case 0xDE:
                return "th";
            default:
                break;
        }
        const char32_t upper = c >= 0xE0 ? c - 0x20 : c;
        if (upper <= 0xC5) return "a";
        if (upper <= 0xCB) return "e";
        if (upper <= 0xCF) return "i";
        if (upper <= 0xD6) return "o";
        return "u";
    }
    // Latin Extended-A, U+0100..U+017F, one base letter per code point (two for Ĳ and Œ).
    static constexpr std::string_view kExtendedA =
        "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii..jjkkkllllllllllnnnnnnnnnoooooo..rrrrrrssssssss"
        "ttttttuuuuuuuuuuuuwwyyyzzzzzzs";
    static_assert(kExtendedA.size() == 0x80);
    if (c >= 0x100 && c <= 0x17F) {
        if (c == 0x132 || c == 0x133) return "ij";
        if (c == 0x152 || c == 0x153) return "oe";
        return kExtendedA.substr(c - 0x100, 1);
    }
    if (c == 0x218 || c == 0x219) return "s";  // Romanian ș
    if (c == 0x21A || c == 0x21B) return "t";  // Romanian ț
    if (c == 0x1E9E) return "ss";              // capital ß
    return {};
}

// The id of a file: its name without folders and without the ".tafl" extension.
std::string id_of_file(std::string_view file) {
    if (auto slash = file.find_last_of("/\\"); slash != std::string_view::npos) file.remove_prefix(slash + 1);
    if (file.size() >= kHouseRulesExtension.size() &&
        ascii_lower(file.substr(file.size() - kHouseRulesExtension.size())) == kHouseRulesExtension)
        file.remove_suffix(kHouseRulesExtension.size());
    return std::string(file);
}

// A file id must be a name a file system can hold and a list can show: not empty, not absurdly
// long, well-formed UTF-8 without control characters.
bool usable_id(std::string_view id) {
    if (id.empty() || id.size() > 200 || id.front() == '.') return false;
    for (std::size_t i = 0; i < id.size();) {
        const CodePoint cp = decode(id, i);
        if (cp.length == 0 || is_invisible(cp.value)) return false;
        i += cp.length;
    }
    return true;
}

// [SECTION] Reading helpers

// The file's `extends` entry (the last one), or null.
const VariantEntry* extends_entry(const VariantFile& file) {
    const VariantEntry* extends = nullptr;
    for (const VariantEntry& e : file.entries)
        if (e.key == "extends") extends = &e;
    return extends;
}

// The shipped presets, read once per folder. It exists so that every player's file is resolved
// against the same copy of them, and checked against their ids, names and own errors.
struct Presets {
    VariantSet set;
    // Per preset, a set of that preset and the presets it extends: a player's file is resolved
    // with its own preset's line only, not all fourteen again (the others cannot change it).
    std::map<std::string, VariantSet, std::less<>> lines;
    std::set<std::string, std::less<>> ids;        // every preset file's id, as written
    std::set<std::string, std::less<>> ids_lower;  // the same in lower case, for file systems
    std::set<std::string, std::less<>> names;      // the good presets' names, cleaned, in lower case
    std::set<std::string> baseline;                // the presets' own errors, left out of each file's
};

Presets read_presets(std::span<const VariantText> presets) {
    Presets out;
    std::map<std::string, std::pair<const VariantText*, std::string>, std::less<>> parents;  // id: text, extends
    for (const VariantText& p : presets) {
        const std::string id = id_of_file(p.file);
        out.set.add(p.text, p.file, id);
        out.ids.insert(id);
        out.ids_lower.insert(ascii_lower(id));
        std::string extends;
        if (const auto parsed = parse_variant_file(p.text, p.file, id, nullptr))
            if (const VariantEntry* e = extends_entry(*parsed)) extends = e->value;
        parents.emplace(id, std::make_pair(&p, extends));
    }
    for (const auto& [id, unused] : parents) {
        VariantSet& line = out.lines[id];
        std::set<std::string, std::less<>> added;
        for (auto it = parents.find(id); it != parents.end() && added.insert(it->first).second;
             it = parents.find(it->second.second))
            line.add(it->second.first->text, it->second.first->file, it->first);
    }
    for (const VariantError& e : out.set.resolve()) out.baseline.insert(e.to_string());
    for (const Variant* v : out.set.all()) out.names.insert(ascii_lower(clean_house_rule_name(v->name)));
    return out;
}

// The errors of one player's file, one per line, without the presets' own. A contradiction whose
// value the file keeps from its preset is reported against the file, naming the preset, since
// the file's changes caused it.
std::string join_errors(const std::vector<VariantError>& errors, const std::set<std::string>& baseline,
                        const VariantText& file, std::string_view id, std::string_view extends) {
    const std::string inherited = " (as inherited by preset '" + std::string(id) + "')";
    std::string out;
    for (VariantError e : errors) {
        if (baseline.count(e.to_string()) != 0) continue;
        if (e.file != file.file && e.message.ends_with(inherited)) {
            e.message.resize(e.message.size() - inherited.size());
            e.message += " (kept from preset '" + std::string(extends) + "')";
            e.file = file.file;
            e.line = 0;
        }
        if (!out.empty()) out += '\n';
        out += e.to_string();
    }
    return out;
}

// Reads one player's file against the presets: the set, or why it is left out.
std::optional<Variant> read_one(const Presets& presets, const VariantText& file, const std::string& id,
                                HouseRuleError& error) {
    error.file = file.file;
    auto fail = [&](HouseRuleFault fault, std::string message) {
        error.fault = fault;
        error.message = file.file + ": " + std::move(message);
        return std::nullopt;
    };

    VariantError first;
    const std::optional<VariantFile> parsed = parse_variant_file(file.text, file.file, id, &first);
    bool own_name = false;
    std::string base_id;
    if (parsed) {
        const VariantEntry* extends = extends_entry(*parsed);
        own_name = std::any_of(parsed->entries.begin(), parsed->entries.end(),
                               [](const VariantEntry& e) { return e.key == "name"; });
        if (extends == nullptr)
            return fail(HouseRuleFault::NotAHouseRuleSet,
                        "a house-rule set must start with 'extends = <preset id>'; without it the file would be a "
                        "preset of its own");
        if (presets.ids.count(extends->value) == 0) {
            error.fault = HouseRuleFault::UnknownPreset;
            error.message = VariantError{file.file, extends->line, "extends",
                                         "'" + extends->value.substr(0, 60) +
                                             "' is not a shipped preset (house-rule sets extend presets only)"}
                                .to_string();
            return std::nullopt;
        }
        base_id = extends->value;
    }

    const auto line = presets.lines.find(base_id);
    VariantSet set = line != presets.lines.end() ? line->second : presets.set;
    set.add(file.text, file.file, id);
    const std::vector<VariantError> errors = set.resolve();
    const Variant* v = set.find(id);
    if (v == nullptr) {
        std::string message = join_errors(errors, presets.baseline, file, id, base_id);
        if (message.empty()) message = first.to_string();
        if (message.empty()) message = file.file + ": the file cannot be read as a variant file";
        error.fault = HouseRuleFault::BadRules;
        error.message = std::move(message);
        return std::nullopt;
    }
    if (!own_name) return fail(HouseRuleFault::NoName, "the file gives no 'name' of its own");
    Variant out = *v;
    out.name = clean_house_rule_name(v->name);
    if (out.name.empty()) return fail(HouseRuleFault::NoName, "name: nothing is left of the name to show");
    if (presets.names.count(ascii_lower(out.name)) != 0)
        return fail(HouseRuleFault::NoName, "name: '" + out.name + "' is the name of a preset");
    return out;
}

}  // namespace

// [SECTION] Names and ids

std::string clean_house_rule_name(std::string_view name) {
    std::string out;
    std::size_t chars = 0;
    bool space = false;
    for (std::size_t i = 0; i < name.size() && chars < kMaxHouseRuleNameChars;) {
        const CodePoint cp = decode(name, i);
        if (cp.length == 0) {
            ++i;
            continue;
        }
        const std::string_view bytes = name.substr(i, cp.length);
        i += cp.length;
        if (is_space(cp.value)) {
            space = !out.empty();
            continue;
        }
        if (is_invisible(cp.value) || cp.value == '#') continue;
        if (space) {
            if (chars + 1 >= kMaxHouseRuleNameChars) break;  // no room for a word after the space
            out += ' ';
            ++chars;
            space = false;
        }
        out += bytes;
        ++chars;
    }
    return out;
}

NameProblem check_house_rule_name(std::string_view name, std::span<const Variant* const> presets,
                                  std::span<const std::string> house_names) {
    const std::string clean = ascii_lower(clean_house_rule_name(name));
    if (clean.empty()) return NameProblem::Empty;
    for (const Variant* v : presets)
        if (v != nullptr && ascii_lower(clean_house_rule_name(v->name)) == clean) return NameProblem::PresetName;
    for (const std::string& other : house_names)
        if (ascii_lower(clean_house_rule_name(other)) == clean) return NameProblem::Taken;
    return NameProblem::None;
}

std::string house_rule_id(std::string_view name, std::span<const std::string> existing_ids) {
    constexpr std::size_t kMaxSlug = 48;  // leaves room for the prefix and a suffix within 60
    std::string slug;
    bool dash = false;
    for (std::size_t i = 0; i < name.size() && slug.size() < kMaxSlug;) {
        const CodePoint cp = decode(name, i);
        i += cp.length == 0 ? 1 : cp.length;
        const std::string_view ascii = cp.length == 0 ? std::string_view{} : ascii_of(cp.value);
        if (ascii.empty()) {
            dash = !slug.empty();
            continue;
        }
        if (dash) slug += '-';
        dash = false;
        slug += ascii;
    }
    if (slug.size() > kMaxSlug) slug.resize(kMaxSlug);
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    if (slug.empty()) slug = "rules";

    std::set<std::string> taken;
    for (const std::string& id : existing_ids) taken.insert(ascii_lower(id));
    const std::string stem = std::string(kHouseRuleIdPrefix) + slug;
    std::string id = stem;
    for (int n = 2; taken.count(id) != 0; ++n) id = stem + "-" + std::to_string(n);
    return id;
}

std::string house_rule_file_name(std::string_view id) { return std::string(id) + std::string(kHouseRulesExtension); }

// [SECTION] Writing

std::vector<std::string> changed_parameters(const RuleSet& base, const RuleSet& rules) {
    std::vector<std::string> out;
    for (const ParamInfo& p : parameters())
        if (get_parameter(base, p.name) != get_parameter(rules, p.name)) out.emplace_back(p.name);
    return out;
}

std::string write_house_rules(std::string_view name, const Variant& base, const RuleSet& rules) {
    std::string clean = clean_house_rule_name(name);
    if (clean.empty()) clean = clean_house_rule_name(base.name + " (house rules)");
    // A value is one line with no comment in it; validate() keeps records to t, T, K, digits and '/'.
    auto one_line = [](std::string value) {
        for (char& c : value)
            if (c == '\n' || c == '\r' || c == '#') c = ' ';
        return value;
    };
    const std::vector<std::string> changed = changed_parameters(base.rules, rules);
    std::string out;
    out += "# " + clean + ": house rules for Taflborð, based on the preset " + one_line(base.name) + ".\n";
    out += "# Written by the game. Only the rules that differ from the preset are listed; everything\n";
    out += "# else comes from the preset. The format is described in assets/variants/README.md.\n";
    out += "extends = " + base.id + "\n";
    out += "name = " + clean + "\n";
    out += "source = " + std::string(kHouseRuleSource) + "\n";
    for (const std::string& p : changed) out += p + " = " + one_line(get_parameter(rules, p)) + "\n";
    return out;
}

// [SECTION] Reading

struct HouseRuleBase::Data {
    Presets presets;
    std::string error;  // why the presets could not be read, or empty
};

HouseRuleBase::HouseRuleBase(std::span<const VariantText> presets) : data_(std::make_unique<Data>()) {
    try {
        data_->presets = read_presets(presets);
    } catch (const std::exception& e) {
        data_->presets = {};
        data_->error = std::string("the presets cannot be read: ") + e.what();
    }
}
HouseRuleBase::HouseRuleBase(HouseRuleBase&&) noexcept = default;
HouseRuleBase& HouseRuleBase::operator=(HouseRuleBase&&) noexcept = default;
HouseRuleBase::~HouseRuleBase() = default;

HouseRules load_house_rules(std::span<const VariantText> presets, std::span<const VariantText> files) {
    return load_house_rules(HouseRuleBase(presets), files);
}

HouseRules load_house_rules(const HouseRuleBase& presets, std::span<const VariantText> files) {
    HouseRules out;
    if (!presets.data_ || !presets.data_->error.empty()) {
        out.errors.push_back({"", HouseRuleFault::BadRules,
                              presets.data_ ? presets.data_->error : std::string("the presets were moved away")});
        return out;
    }
    const Presets& base = presets.data_->presets;

    // In the order of the file names, so that the result does not depend on the folder's order.
    std::vector<const VariantText*> order;
    order.reserve(files.size());
    for (const VariantText& f : files) order.push_back(&f);
    std::stable_sort(order.begin(), order.end(),
                     [](const VariantText* a, const VariantText* b) { return a->file < b->file; });

    std::set<std::string> seen;  // ids in lower case
    for (std::size_t i = 0; i < order.size(); ++i) {
        const VariantText& file = *order[i];
        if (i == kMaxHouseRuleFiles) {
            out.errors.push_back({file.file, HouseRuleFault::TooManyFiles,
                                  "the folder holds " + std::to_string(order.size()) + " files; only the first " +
                                      std::to_string(kMaxHouseRuleFiles) + " were read"});
            break;
        }
        const std::string id = id_of_file(file.file);
        if (!usable_id(id)) {
            out.errors.push_back(
                {file.file, HouseRuleFault::BadFileName, file.file + ": the file name cannot be used as an id"});
            continue;
        }
        const std::string lower = ascii_lower(id);
        if (base.ids_lower.count(lower) != 0) {
            out.errors.push_back({file.file, HouseRuleFault::PresetId,
                                  file.file + ": '" + id + "' is the id of a shipped preset; rename the file"});
            continue;
        }
        if (!seen.insert(lower).second) {
            out.errors.push_back(
                {file.file, HouseRuleFault::DuplicateId, file.file + ": another file has the id '" + id + "'"});
            continue;
        }
        HouseRuleError error;
        try {
            if (std::optional<Variant> v = read_one(base, file, id, error)) {
                out.sets.push_back(std::move(*v));
                continue;
            }
        } catch (const std::exception& e) {
            error = {file.file, HouseRuleFault::BadRules, file.file + ": " + e.what()};
        }
        out.errors.push_back(std::move(error));
    }

    std::sort(out.sets.begin(), out.sets.end(), [](const Variant& a, const Variant& b) {
        const std::string la = ascii_lower(a.name), lb = ascii_lower(b.name);
        return la != lb ? la < lb : a.id < b.id;
    });
    return out;
}

}  // namespace tafl::match
