// house_rules_test.cpp: tests of the house-rule sets (game/match/house_rules): every parameter
// written and read back against the shipped presets, file ids and the slugs of non-ASCII names,
// names cleaned and checked, broken and hostile files reported while the good ones load, and
// random and mutated file texts.
#include "match/house_rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "preset_files.h"
#include "taflbord/rules.h"
#include "taflbord/variant.h"

namespace tafl::match {
namespace {

// [SECTION] Helpers

// The shipped preset files, as the game would hand them over.
const std::vector<VariantText>& preset_texts() {
    static const std::vector<VariantText> texts = [] {
        std::vector<VariantText> out;
        const auto dir = presets::find_assets_dir(nullptr);
        if (!dir) throw std::runtime_error("assets folder not found");
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(*dir / "variants"))
            if (entry.path().extension() == ".tafl") files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& path : files) {
            std::string error;
            auto text = presets::read_text_file(path, &error);
            if (!text) throw std::runtime_error(error);
            out.push_back({path.filename().string(), *text});
        }
        return out;
    }();
    return texts;
}

// The shipped presets, resolved.
const VariantSet& shipped() {
    static const VariantSet set = [] {
        VariantSet s;
        for (const VariantText& t : preset_texts()) s.add(t.text, t.file, t.file.substr(0, t.file.size() - 5));
        if (!s.resolve().empty()) throw std::runtime_error("the shipped presets have errors");
        return s;
    }();
    return set;
}

const Variant& preset(std::string_view id) {
    const Variant* v = shipped().find(id);
    if (v == nullptr) throw std::runtime_error("no preset " + std::string(id));
    return *v;
}

std::vector<std::string> preset_ids() {
    std::vector<std::string> ids;
    for (const Variant* v : shipped().all()) ids.push_back(v->id);
    return ids;
}

HouseRules load(const std::vector<VariantText>& files) { return load_house_rules(preset_texts(), files); }

const Variant* find_set(const HouseRules& loaded, std::string_view id) {
    for (const Variant& v : loaded.sets)
        if (v.id == id) return &v;
    return nullptr;
}

const HouseRuleError* find_error(const HouseRules& loaded, std::string_view file) {
    for (const HouseRuleError& e : loaded.errors)
        if (e.file == file) return &e;
    return nullptr;
}

// A small deterministic generator (xorshift64*), so that the random tests are the same everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed | 1u) {}
    std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

private:
    std::uint64_t state_;
};

// One rule set to write and read back.
struct Case {
    std::string base;  // preset id
    RuleSet rules;
    std::vector<std::string> changed;
};

// Every valid single change of every preset: each other value of each choice, two values of each
// number, and for size and setup each setup of another preset.
std::vector<Case> single_changes() {
    std::vector<Case> out;
    auto consider = [&](const Variant& v, RuleSet rules) {
        if (!validate(rules).empty() || rules == v.rules) return;
        out.push_back({v.id, rules, changed_parameters(v.rules, rules)});
    };
    for (const Variant* v : shipped().all()) {
        for (const ParamInfo& p : parameters()) {
            const std::string now = get_parameter(v->rules, p.name);
            if (p.kind == ParamKind::Choice) {
                for (std::string_view value : p.values) {
                    RuleSet r = v->rules;
                    if (value == now || set_parameter(r, p.name, value)) continue;
                    consider(*v, r);
                }
            } else if (p.kind == ParamKind::Integer && p.name != "size") {
                for (int value : {p.min + 3, p.max}) {
                    RuleSet r = v->rules;
                    if (set_parameter(r, p.name, std::to_string(value))) continue;
                    consider(*v, r);
                }
            } else if (p.kind == ParamKind::Record) {  // the size comes with the setup
                for (const Variant* other : shipped().all()) {
                    RuleSet r = v->rules;
                    r.size = other->rules.size;
                    r.setup = other->rules.setup;
                    consider(*v, r);
                }
            }
        }
    }
    return out;
}

// [SECTION] Writing and reading back

TEST(HouseRules, EveryParameterChangeOfEveryPresetComesBack) {
    const std::vector<Case> cases = single_changes();
    EXPECT_GT(cases.size(), 300U);
    std::vector<VariantText> files;
    std::vector<std::string> ids = preset_ids();
    std::map<std::string, std::size_t> case_of_id;
    std::set<std::string> covered;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const std::string name = "Rules " + std::to_string(i);
        const std::string id = house_rule_id(name, ids);
        ids.push_back(id);
        case_of_id[id] = i;
        files.push_back({house_rule_file_name(id), write_house_rules(name, preset(cases[i].base), cases[i].rules)});
        covered.insert(cases[i].changed.begin(), cases[i].changed.end());
    }
    // Every parameter that can differ at all was changed at least once.
    for (const ParamInfo& p : parameters()) {
        if (p.values.size() == 1) continue;  // corner_stop has one value
        EXPECT_TRUE(covered.count(std::string(p.name))) << p.name << " was never changed";
    }
    ASSERT_LT(files.size(), kMaxHouseRuleFiles * 4);

    // The folder is read in parts of at most kMaxHouseRuleFiles files.
    std::size_t loaded_count = 0;
    for (std::size_t start = 0; start < files.size(); start += kMaxHouseRuleFiles) {
        const std::vector<VariantText> part(
            files.begin() + static_cast<std::ptrdiff_t>(start),
            files.begin() + static_cast<std::ptrdiff_t>(std::min(files.size(), start + kMaxHouseRuleFiles)));
        const HouseRules loaded = load(part);
        for (const HouseRuleError& e : loaded.errors) ADD_FAILURE() << e.message;
        for (const Variant& v : loaded.sets) {
            const Case& c = cases.at(case_of_id.at(v.id));
            EXPECT_EQ(v.extends, c.base);
            EXPECT_EQ(v.source, kHouseRuleSource);
            EXPECT_EQ(v.name, "Rules " + std::to_string(case_of_id.at(v.id)));
            EXPECT_TRUE(v.rules == c.rules) << v.id << " from " << c.base;
            EXPECT_EQ(changed_parameters(preset(c.base).rules, v.rules), c.changed);
            ++loaded_count;
        }
    }
    EXPECT_EQ(loaded_count, files.size());
}

TEST(HouseRules, SeveralChangesAtOnceAreWrittenAloneAndComeBack) {
    const Variant& copenhagen = preset("copenhagen");
    RuleSet rules = copenhagen.rules;
    for (auto [name, value] : std::initializer_list<std::pair<const char*, const char*>>{{"first", "defenders"},
                                                                                         {"king_armed", "hammer"},
                                                                                         {"shieldwall", "none"},
                                                                                         {"repetition", "draw"},
                                                                                         {"shuttle_limit", "3"},
                                                                                         {"no_capture_draw", "100"}})
        ASSERT_FALSE(set_parameter(rules, name, value)) << name;
    ASSERT_TRUE(validate(rules).empty());
    const std::vector<std::string> changed = changed_parameters(copenhagen.rules, rules);
    EXPECT_EQ(changed, (std::vector<std::string>{"first", "king_armed", "shieldwall", "repetition", "shuttle_limit",
                                                 "no_capture_draw"}));

    const std::string text = write_house_rules("  Copenhagen   for beginners ", copenhagen, rules);
    // A comment header, then `extends` as the first key, the name, the source and the six changes.
    EXPECT_EQ(text.rfind("# ", 0), 0U);
    std::vector<std::string> keys;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line.empty() || line[0] == '#') continue;
        keys.push_back(line.substr(0, line.find(" = ")));
    }
    EXPECT_EQ(keys, (std::vector<std::string>{"extends", "name", "source", "first", "king_armed", "shieldwall",
                                              "repetition", "shuttle_limit", "no_capture_draw"}));
    EXPECT_NE(text.find("\nname = Copenhagen for beginners\n"), std::string::npos);
    EXPECT_NE(text.find("\nextends = copenhagen\n"), std::string::npos);

    const HouseRules loaded = load({{"house-copenhagen-for-beginners.tafl", text}});
    ASSERT_EQ(loaded.sets.size(), 1U);
    EXPECT_TRUE(loaded.errors.empty());
    EXPECT_EQ(loaded.sets[0].id, "house-copenhagen-for-beginners");
    EXPECT_EQ(loaded.sets[0].name, "Copenhagen for beginners");
    EXPECT_TRUE(loaded.sets[0].rules == rules);
}

TEST(HouseRules, UnchangedRulesAndAwkwardNamesStillMakeAFileThatLoads) {
    const Variant& brandubh = preset("brandubh");
    // No change: a file that only names the preset.
    const std::string same = write_house_rules("Just Brandubh", brandubh, brandubh.rules);
    // A name with a comment sign, a line break and a control character.
    const std::string odd = write_house_rules("Rules #2\nextends = tablut\x01", brandubh, brandubh.rules);
    // No name at all: the preset's name with "(house rules)".
    const std::string unnamed = write_house_rules(" \t ", brandubh, brandubh.rules);
    const HouseRules loaded = load({{"house-a.tafl", same}, {"house-b.tafl", odd}, {"house-c.tafl", unnamed}});
    for (const HouseRuleError& e : loaded.errors) ADD_FAILURE() << e.message;
    ASSERT_EQ(loaded.sets.size(), 3U);
    EXPECT_EQ(find_set(loaded, "house-a")->name, "Just Brandubh");
    EXPECT_EQ(find_set(loaded, "house-b")->name, "Rules 2 extends = tablut");
    EXPECT_EQ(find_set(loaded, "house-b")->extends, "brandubh");
    EXPECT_EQ(find_set(loaded, "house-c")->name, "Brandubh (house rules)");
    for (const Variant& v : loaded.sets) EXPECT_TRUE(v.rules == brandubh.rules);
}

TEST(HouseRules, ChangedParametersFollowTheTable) {
    const RuleSet& tablut = preset("tablut").rules;
    EXPECT_TRUE(changed_parameters(tablut, tablut).empty());
    RuleSet r = tablut;
    r.no_capture_draw = 40;
    r.size = 7;
    r.setup = preset("brandubh").rules.setup;
    r.throne_cross = ThroneCross::Nobody;
    EXPECT_EQ(changed_parameters(tablut, r),
              (std::vector<std::string>{"size", "setup", "throne_cross", "no_capture_draw"}));
    EXPECT_EQ(changed_parameters(r, tablut), changed_parameters(tablut, r));
}

// [SECTION] Names and ids

TEST(HouseRules, NamesAreTrimmedCutAndCleaned) {
    EXPECT_EQ(clean_house_rule_name("  My   rules \t"), "My rules");
    EXPECT_EQ(clean_house_rule_name("Line\nbreak\r\nand\ttab"), "Line break and tab");
    EXPECT_EQ(clean_house_rule_name("No #comment"), "No comment");
    EXPECT_EQ(clean_house_rule_name("Bell\x07 and \x7f del"), "Bell and del");
    EXPECT_EQ(clean_house_rule_name("zero\u200bwidth"), "zerowidth");
    EXPECT_EQ(clean_house_rule_name("broken \xff\xfe utf8 \xc3"), "broken utf8");
    EXPECT_EQ(clean_house_rule_name(""), "");
    EXPECT_EQ(clean_house_rule_name(" # \n "), "");
    EXPECT_EQ(clean_house_rule_name("Königs Regeln"), "Königs Regeln");

    // At most 40 characters, never cut inside one, never ending in a space.
    std::string long_name;
    for (int i = 0; i < 50; ++i) long_name += "\u00e4";  // ä, two bytes each
    EXPECT_EQ(clean_house_rule_name(long_name), long_name.substr(0, 80));
    std::string emoji;
    for (int i = 0; i < 45; ++i) emoji += "\U0001F451";  // four bytes each
    EXPECT_EQ(clean_house_rule_name(emoji).size(), 160U);
    const std::string words = std::string(39, 'a') + " b";
    EXPECT_EQ(clean_house_rule_name(words), std::string(39, 'a'));
    EXPECT_EQ(clean_house_rule_name(std::string(38, 'a') + " bc"), std::string(38, 'a') + " b");
}

TEST(HouseRules, NamesAreCheckedAgainstPresetsAndOtherSets) {
    const std::vector<const Variant*> presets = shipped().all();
    const std::vector<std::string> others = {"Brandubh for two", "Slow Tablut"};
    EXPECT_EQ(check_house_rule_name("My rules", presets, others), NameProblem::None);
    EXPECT_EQ(check_house_rule_name("   ", presets, others), NameProblem::Empty);
    EXPECT_EQ(check_house_rule_name("#", presets, others), NameProblem::Empty);
    EXPECT_EQ(check_house_rule_name("brandubh", presets, others), NameProblem::PresetName);
    EXPECT_EQ(check_house_rule_name(" Copenhagen  Hnefatafl ", presets, others), NameProblem::PresetName);
    EXPECT_EQ(check_house_rule_name("slow tablut", presets, others), NameProblem::Taken);
}

TEST(HouseRules, IdsAreSafeSlugsOfTheName) {
    const std::vector<std::string> none;
    EXPECT_EQ(house_rule_id("My rules", none), "house-my-rules");
    EXPECT_EQ(house_rule_id("Königs Regeln", none), "house-koenigs-regeln");
    EXPECT_EQ(house_rule_id("règles", none), "house-regles");
    EXPECT_EQ(house_rule_id("  Þórr's   Tafl!! ", none), "house-thorr-s-tafl");
    EXPECT_EQ(house_rule_id("Straße ŁÓDŹ Œuvre Ĳssel ș", none), "house-strasse-lodz-oeuvre-ijssel-s");
    EXPECT_EQ(house_rule_id("Ærø Åland", none), "house-aeroe-aland");
    EXPECT_EQ(house_rule_id("Правила игры", none), "house-rules");
    EXPECT_EQ(house_rule_id("\U0001F451\U0001F451", none), "house-rules");
    EXPECT_EQ(house_rule_id("", none), "house-rules");
    EXPECT_EQ(house_rule_id("\xff\xfe", none), "house-rules");
    EXPECT_EQ(house_rule_id("Tablut 2 (fast)", none), "house-tablut-2-fast");
    EXPECT_EQ(house_rule_id("Мой Brandubh", none), "house-brandubh");
    EXPECT_EQ(house_rule_file_name("house-my-rules"), "house-my-rules.tafl");
}

TEST(HouseRules, IdsAreUniqueAndShort) {
    std::vector<std::string> ids = preset_ids();
    std::set<std::string> made;
    for (int i = 0; i < 30; ++i) {
        const std::string id = house_rule_id(i % 2 ? "Same name" : "SAME NAME", ids);
        EXPECT_TRUE(made.insert(id).second) << id;
        ids.push_back(id);
    }
    EXPECT_TRUE(made.count("house-same-name"));
    EXPECT_TRUE(made.count("house-same-name-2"));
    EXPECT_TRUE(made.count("house-same-name-30"));
    // Existing ids are compared without regard to case, as on many file systems.
    EXPECT_EQ(house_rule_id("abc", std::vector<std::string>{"HOUSE-ABC"}), "house-abc-2");

    Random random(42);
    const std::vector<std::string> pieces = {"a", "Z", "9", " ",          "-", "ä",   "ß",
                                             "Ø", "é", "Ж", "\U0001F451", "#", "\xff"};
    for (int i = 0; i < 300; ++i) {
        std::string name;
        const std::size_t length = random.below(120);
        for (std::size_t k = 0; k < length; ++k) name += pieces[random.below(pieces.size())];
        const std::string id = house_rule_id(name, ids);
        ASSERT_EQ(id.rfind(kHouseRuleIdPrefix, 0), 0U) << id;
        EXPECT_LE(id.size(), 60U) << id;
        EXPECT_NE(id.back(), '-') << id;
        EXPECT_EQ(id.find("--"), std::string::npos) << id;
        for (char c : id) EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') << id;
        EXPECT_EQ(std::count(ids.begin(), ids.end(), id), 0) << id;
        ids.push_back(id);
    }
}

// [SECTION] Bad files

TEST(HouseRules, BadFilesAreReportedAndTheGoodOnesStillLoad) {
    const Variant& brandubh = preset("brandubh");
    RuleSet unarmed = brandubh.rules;
    unarmed.king_armed = KingArmed::No;
    const std::string good = write_house_rules("Unarmed Brandubh", brandubh, unarmed);
    std::string root;  // a whole preset, without extends
    for (const VariantText& t : preset_texts())
        if (t.file == "brandubh.tafl") root = t.text;
    ASSERT_FALSE(root.empty());
    const std::vector<VariantText> files = {
        {"house-good.tafl", good},
        {"/home/player/.local/share/taflbord/house-rules/house-good-too.tafl",
         "extends = tablut\nname = Tablut with a draw after 60\nno_capture_draw = 60\n"},
        {"house-unknown.tafl", "extends = chess\nname = Chess\n"},
        {"house-chain.tafl", "extends = house-good\nname = Chained\n"},
        {"house-bad-value.tafl", "extends = brandubh\nname = Bad value\nking_armed = sometimes\n"},
        {"house-bad-key.tafl", "extends = brandubh\nname = Bad key\nking_armd = no\n"},
        {"house-root.tafl", root},
        {"house-empty.tafl", ""},
        {"brandubh.tafl", "extends = brandubh\nname = Not Brandubh\nking_armed = no\n"},
        {"COPENHAGEN.TAFL", "extends = copenhagen\nname = Loud Copenhagen\n"},
        {"house-no-name.tafl", "extends = brandubh\nking_armed = no\n"},
        {"house-preset-name.tafl", "extends = brandubh\nname = TABLUT\nking_armed = no\n"},
        {"house-contradiction.tafl", "extends = brandubh\nname = No corners\ncorners = none\n"},
        {"house-binary.tafl", std::string("\x00\x01\xff\xfe=\n=\x80", 8)},
        {"house-huge.tafl", "extends = brandubh\nname = Huge\n" + std::string(70000, '#')},
        {"House-Good.tafl", good},
        {".tafl", good},
        {"house-setup.tafl", "extends = brandubh\nname = Bad setup\nsetup = /7/7/7/3K3/7/7/7/7/\n"},
        {"house-twice.tafl", "extends = brandubh\nname = Twice\nname = Again\n"},
        {"house-late-extends.tafl", "name = Late\nextends = brandubh\n"},
    };
    const HouseRules loaded = load(files);
    ASSERT_EQ(loaded.sets.size(), 2U);
    EXPECT_EQ(loaded.sets[0].name, "Tablut with a draw after 60");
    EXPECT_EQ(loaded.sets[0].id, "house-good-too");
    EXPECT_EQ(loaded.sets[1].name, "Unarmed Brandubh");
    EXPECT_EQ(loaded.sets[1].rules.king_armed, KingArmed::No);
    EXPECT_EQ(loaded.errors.size(), files.size() - 2);

    const std::map<std::string, HouseRuleFault> expected = {
        {"house-unknown.tafl", HouseRuleFault::UnknownPreset},
        {"house-chain.tafl", HouseRuleFault::UnknownPreset},
        {"house-bad-value.tafl", HouseRuleFault::BadRules},
        {"house-bad-key.tafl", HouseRuleFault::BadRules},
        {"house-root.tafl", HouseRuleFault::NotAHouseRuleSet},
        {"house-empty.tafl", HouseRuleFault::NotAHouseRuleSet},
        {"brandubh.tafl", HouseRuleFault::PresetId},
        {"COPENHAGEN.TAFL", HouseRuleFault::PresetId},
        {"house-no-name.tafl", HouseRuleFault::NoName},
        {"house-preset-name.tafl", HouseRuleFault::NoName},
        {"house-contradiction.tafl", HouseRuleFault::BadRules},
        {"house-binary.tafl", HouseRuleFault::BadRules},
        {"house-huge.tafl", HouseRuleFault::BadRules},
        {"house-good.tafl", HouseRuleFault::DuplicateId},  // "House-Good.tafl" sorts first
        {".tafl", HouseRuleFault::BadFileName},
        {"house-setup.tafl", HouseRuleFault::BadRules},
        {"house-twice.tafl", HouseRuleFault::BadRules},
        {"house-late-extends.tafl", HouseRuleFault::BadRules},
    };
    for (const auto& [file, fault] : expected) {
        const HouseRuleError* e = find_error(loaded, file);
        ASSERT_NE(e, nullptr) << file;
        EXPECT_EQ(static_cast<int>(e->fault), static_cast<int>(fault)) << file << ": " << e->message;
        EXPECT_FALSE(e->message.empty()) << file;
        EXPECT_NE(e->message.find(file), std::string::npos) << e->message;
    }
    // The messages say what is wrong, and never repeat the presets' own texts.
    EXPECT_NE(find_error(loaded, "house-bad-value.tafl")->message.find("sometimes"), std::string::npos);
    EXPECT_NE(find_error(loaded, "house-bad-key.tafl")->message.find("did you mean 'king_armed'"), std::string::npos);
    EXPECT_NE(find_error(loaded, "house-contradiction.tafl")->message.find("escape"), std::string::npos);
    EXPECT_NE(find_error(loaded, "house-unknown.tafl")->message.find("'chess'"), std::string::npos);
}

TEST(HouseRules, ABrokenPresetSpoilsOnlyTheSetsBasedOnIt) {
    std::vector<VariantText> presets = preset_texts();
    presets.push_back({"broken.tafl", "extends = brandubh\nname = Broken\nking_armed = maybe\n"});
    const std::vector<VariantText> files = {
        {"house-on-broken.tafl", "extends = broken\nname = On broken\n"},
        {"house-fine.tafl", "extends = fetlar\nname = Fine\nfirst = defenders\n"},
    };
    const HouseRules loaded = load_house_rules(presets, files);
    ASSERT_EQ(loaded.sets.size(), 1U);
    EXPECT_EQ(loaded.sets[0].id, "house-fine");
    ASSERT_EQ(loaded.errors.size(), 1U);
    EXPECT_EQ(loaded.errors[0].file, "house-on-broken.tafl");
    EXPECT_EQ(loaded.errors[0].fault, HouseRuleFault::BadRules);
    EXPECT_EQ(loaded.errors[0].message.find("maybe"), std::string::npos) << loaded.errors[0].message;
}

TEST(HouseRules, PresetsResolvedOnceServeEveryReading) {
    // The game resolves the presets once (HouseRuleBase) and reads the folder again after each
    // save: every reading gives what reading the preset texts afresh gives, and none changes the
    // base for the next.
    const HouseRuleBase base(preset_texts());
    const std::vector<VariantText> first = {
        {"house-quick.tafl", "extends = brandubh\nname = Quick\nfirst = defenders\n"},
        {"house-bad.tafl", "extends = tablut\nname = Bad\nking_armed = sometimes\n"},
    };
    const std::vector<VariantText> second = {{"house-quick.tafl", "extends = copenhagen\nname = Other\n"}};
    for (int round = 0; round < 2; ++round) {
        for (const auto* files : {&first, &second}) {
            const HouseRules once = load_house_rules(base, *files);
            const HouseRules afresh = load(*files);
            ASSERT_EQ(once.sets.size(), afresh.sets.size());
            for (std::size_t i = 0; i < once.sets.size(); ++i) {
                EXPECT_EQ(once.sets[i].id, afresh.sets[i].id);
                EXPECT_EQ(once.sets[i].extends, afresh.sets[i].extends);
                EXPECT_TRUE(once.sets[i].rules == afresh.sets[i].rules);
            }
            ASSERT_EQ(once.errors.size(), afresh.errors.size());
            for (std::size_t i = 0; i < once.errors.size(); ++i) EXPECT_EQ(once.errors[i].message, afresh.errors[i].message);
        }
    }
    EXPECT_EQ(load_house_rules(base, first).sets.size(), 1U);
}

TEST(HouseRules, ABaseMovedFromReportsInsteadOfFailing) {
    // A base moved from is empty: readings through it report the presets, never crash.
    HouseRuleBase base(preset_texts());
    HouseRuleBase moved(std::move(base));
    const std::vector<VariantText> files = {{"house-quick.tafl", "extends = brandubh\nname = Quick\n"}};
    EXPECT_EQ(load_house_rules(moved, files).sets.size(), 1U);
    const HouseRules left = load_house_rules(base, files);  // NOLINT(bugprone-use-after-move): what it gives
    EXPECT_TRUE(left.sets.empty());
    ASSERT_EQ(left.errors.size(), 1U);
    EXPECT_EQ(left.errors[0].fault, HouseRuleFault::BadRules);
}

TEST(HouseRules, ANameOfAPresetsFileIsRefusedWhateverTheFolder) {
    // A file may not replace a preset, even when it would be a perfect copy.
    const HouseRules loaded = load({{"C:\\Users\\me\\house-rules\\Fetlar.tafl", "extends = fetlar\nname = Mine\n"}});
    EXPECT_TRUE(loaded.sets.empty());
    ASSERT_EQ(loaded.errors.size(), 1U);
    EXPECT_EQ(loaded.errors[0].fault, HouseRuleFault::PresetId);
}

TEST(HouseRules, TooManyFilesAreCutWithOneError) {
    std::vector<VariantText> files;
    const std::string text = "extends = brandubh\nname = Many\n";
    for (std::size_t i = 0; i < kMaxHouseRuleFiles + 20; ++i)
        files.push_back({"house-" + std::to_string(1000 + i) + ".tafl", text});
    const HouseRules loaded = load(files);
    EXPECT_EQ(loaded.sets.size(), kMaxHouseRuleFiles);
    ASSERT_EQ(loaded.errors.size(), 1U);
    EXPECT_EQ(loaded.errors[0].fault, HouseRuleFault::TooManyFiles);
}

// [SECTION] Random texts

// Every file ends up either among the sets or among the errors, and every set is playable.
void expect_accounted(const HouseRules& loaded, std::size_t files) {
    EXPECT_EQ(loaded.sets.size() + loaded.errors.size(), files);
    for (const Variant& v : loaded.sets) {
        EXPECT_TRUE(validate(v.rules).empty()) << v.id;
        EXPECT_FALSE(v.name.empty()) << v.id;
        EXPECT_EQ(v.extends.empty(), false) << v.id;
    }
}

TEST(HouseRules, MutatedFilesNeverCrashTheReader) {
    const Variant& hnefatafl = preset("hnefatafl");
    RuleSet rules = hnefatafl.rules;
    rules.king_armed = KingArmed::Hammer;
    rules.shuttle_limit = 4;
    const std::string original = write_house_rules("Mutant", hnefatafl, rules);
    Random random(2024);
    const std::string alphabet = "=#\n\r\t /0123456789tTKabcdefghijklmnopqrstuvwxyz_-+\x01\x7f\xc3\xa4\xff";
    std::size_t good = 0, bad = 0;
    for (int round = 0; round < 8; ++round) {
        std::vector<VariantText> files;
        for (int i = 0; i < 60; ++i) {
            std::string text = original;
            const std::size_t edits = 1 + random.below(6);
            for (std::size_t k = 0; k < edits; ++k) {
                const std::size_t at = random.below(text.size() + 1);
                switch (random.below(4)) {
                    case 0:  // change a byte
                        if (at < text.size()) text[at] = alphabet[random.below(alphabet.size())];
                        break;
                    case 1:  // insert a byte
                        text.insert(at, 1, alphabet[random.below(alphabet.size())]);
                        break;
                    case 2:  // delete a run
                        text.erase(at, random.below(12));
                        break;
                    default:  // duplicate a run
                        text.insert(at, text.substr(random.below(text.size()), random.below(40)));
                        break;
                }
            }
            files.push_back({"house-m" + std::to_string(round) + "-" + std::to_string(i) + ".tafl", text});
        }
        const HouseRules loaded = load(files);
        expect_accounted(loaded, files.size());
        good += loaded.sets.size();
        bad += loaded.errors.size();
    }
    // The mutations reach both outcomes.
    EXPECT_GT(good, 20U);
    EXPECT_GT(bad, 20U);
}

TEST(HouseRules, RandomKeyValueFilesNeverCrashTheReader) {
    Random random(7);
    const auto params = parameters();
    const std::vector<std::string> presets = preset_ids();
    std::vector<VariantText> files;
    for (int i = 0; i < 300; ++i) {
        std::string text;
        if (random.below(10) != 0) text += "extends = " + presets[random.below(presets.size())] + "\n";
        if (random.below(10) != 0) text += "name = Random " + std::to_string(i) + "\n";
        const std::size_t lines = random.below(8);
        for (std::size_t k = 0; k < lines; ++k) {
            const ParamInfo& p = params[random.below(params.size())];
            std::string value;
            if (p.kind == ParamKind::Choice) {
                value = std::string(p.values[random.below(p.values.size())]);
            } else if (p.kind == ParamKind::Integer) {
                value = std::to_string(static_cast<int>(random.below(40)) - 5);
            } else {
                value = std::string(shipped().all()[random.below(presets.size())]->rules.setup);
            }
            text += std::string(p.name) + " = " + value + "\n";
        }
        files.push_back({"house-r" + std::to_string(i) + ".tafl", text});
    }
    const HouseRules loaded = load(files);
    expect_accounted(loaded, files.size());
    EXPECT_GT(loaded.sets.size(), 10U);
    EXPECT_GT(loaded.errors.size(), 10U);
}

}  // namespace
}  // namespace tafl::match
