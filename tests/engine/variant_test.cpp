// variant_test.cpp: the variant file format (assets/variants/README.md), inheritance, error
// reporting, the shipped presets against rules-reference §4 / §4.1, and the file helpers of
// preset_files.h.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "test_support.h"

namespace tafl {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------
// Expected values of the shipped presets (rules-reference §4 and §4.1)

constexpr const char* kBrandubhSetup = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
constexpr const char* kArdRiSquareSetup = "/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/";
constexpr const char* kLinnaeusSetup = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
constexpr const char* kBellSetup = "/4ttt4/4t1t4/5t5/5T5/tt2TTT2tt/t1tTTKTTt1t/tt2TTT2tt/5T5/5t5/4t1t4/4ttt4/";
constexpr const char* kLewisSetup = "/4ttt4/4ttt4/5T5/5T5/tt3T3tt/ttTTTKTTTtt/tt3T3tt/5T5/5T5/4ttt4/4ttt4/";
constexpr const char* kDiamondSetup = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
constexpr const char* kParlettSetup =
    "/4ttttt4/5t1t5/6t6/6T6/t3T3T3t/tt3TTT3tt/t1tT1TKT1Tt1t/tt3TTT3tt/t3T3T3t/6T6/6t6/5t1t5/4ttttt4/";
constexpr const char* kKoenigszabelSetup =
    "/4ttttt4/6t6/13/13/t5T5t/t4TTT4t/tt2TTKTT2tt/t4TTT4t/t5T5t/13/13/6t6/4ttttt4/";

struct PresetFacts {
    const char* id;
    const char* name;
    int size;
    int attackers;
    int defenders;  // men, without the king
    Side first;
};

const std::vector<PresetFacts>& preset_facts() {
    static const std::vector<PresetFacts> facts = {
        {"koenigszabel", "Königszabel", 13, 24, 12, Side::Attackers},
        {"tablut-brettspielnetz", "Tablut (Brettspielnetz)", 9, 16, 8, Side::Defenders},
        {"tablut-corner", "Tablut (corner escape)", 9, 16, 8, Side::Attackers},
        {"brandubh", "Brandubh", 7, 8, 4, Side::Attackers},
        {"ard-ri", "Ard Rí", 7, 8, 4, Side::Attackers},
        {"ard-ri-square", "Ard Rí (square setup)", 7, 16, 8, Side::Attackers},
        {"tablut", "Tablut", 9, 16, 8, Side::Attackers},
        {"tawlbwrdd", "Tawlbwrdd", 11, 24, 12, Side::Attackers},
        {"tawlbwrdd-lewis", "Tawlbwrdd (Lewis cross)", 11, 24, 12, Side::Attackers},
        {"tawlbwrdd-diamond", "Tawlbwrdd (diamond)", 11, 24, 12, Side::Attackers},
        {"hnefatafl", "Hnefatafl", 13, 32, 16, Side::Attackers},
        {"york", "York Hnefatafl", 11, 24, 12, Side::Attackers},
        {"copenhagen", "Copenhagen Hnefatafl", 11, 24, 12, Side::Attackers},
        {"fetlar", "Fetlar Hnefatafl", 11, 24, 12, Side::Attackers},
    };
    return facts;
}

using ParamMap = std::map<std::string, std::string>;

// Brandubh's values; every other preset is written as its differences from them.
ParamMap brandubh_values() {
    return {
        {"size", "7"},
        {"setup", kBrandubhSetup},
        {"first", "attackers"},
        {"throne", "yes"},
        {"corners", "single"},
        {"throne_stop", "king"},
        {"throne_cross", "all"},
        {"king_reenter", "yes"},
        {"corner_stop", "king"},
        {"corner_guard", "no"},
        {"corner_hostile", "all"},
        {"corner_hostile_king", "yes"},
        {"throne_hostile_attackers", "always"},
        {"throne_hostile_defenders", "empty"},
        {"throne_hostile_king", "yes"},
        {"edge_hostile_men", "no"},
        {"edge_hostile_king", "no"},
        {"king_armed", "yes"},
        {"shieldwall", "none"},
        {"king_capture", "weak"},
        {"king_strong_zone", "throne+adjacent"},
        {"king_edge_safe", "no"},
        {"king_shield", "protects"},
        {"escape", "corner"},
        {"edge_fort", "no"},
        {"encirclement", "yes"},
        {"no_moves", "lose"},
        {"repetition", "mover-loses"},
        {"shuttle_limit", "0"},
        {"no_capture_draw", "0"},
    };
}

ParamMap with(ParamMap base, const ParamMap& changes) {
    for (const auto& [k, v] : changes) base[k] = v;
    return base;
}

// rules-reference §4.1, parameter by parameter.
ParamMap expected_values(const std::string& id) {
    const ParamMap b = brandubh_values();
    const ParamMap edge_no_corners = {
        {"corners", "none"}, {"corner_hostile", "none"}, {"corner_hostile_king", "no"}, {"escape", "edge"}};
    const ParamMap tablut = with(with(b, edge_no_corners), {{"size", "9"}, {"setup", kLinnaeusSetup}});
    const ParamMap copenhagen = with(b, {{"size", "11"},
                                         {"setup", kDiamondSetup},
                                         {"king_capture", "strong"},
                                         {"king_strong_zone", "none"},
                                         {"king_edge_safe", "yes"},
                                         {"shieldwall", "strong"},
                                         {"edge_fort", "yes"},
                                         {"repetition", "defenders-lose"}});
    if (id == "brandubh") return b;
    if (id == "koenigszabel")
        return with(b, {{"size", "13"},
                        {"setup", kKoenigszabelSetup},
                        {"throne_cross", "nobody"},
                        {"throne_hostile_attackers", "never"},
                        {"throne_hostile_defenders", "never"},
                        {"edge_hostile_king", "yes"},
                        {"king_capture", "strong"},
                        {"king_strong_zone", "none"},
                        {"king_shield", "enclosed"},
                        {"encirclement", "no"},
                        {"repetition", "draw"}});
    if (id == "tablut-brettspielnetz")
        return with(b, {{"size", "9"},
                        {"setup", kLinnaeusSetup},
                        {"first", "defenders"},
                        {"throne_hostile_attackers", "never"},
                        {"throne_hostile_defenders", "never"},
                        {"edge_hostile_king", "yes"},
                        {"king_armed", "no"},
                        {"king_capture", "strong"},
                        {"king_strong_zone", "none"},
                        {"encirclement", "no"},
                        {"repetition", "draw"},
                        {"shuttle_limit", "3"},
                        {"no_capture_draw", "100"}});
    if (id == "tablut-corner")
        return with(
            b,
            {{"size", "9"}, {"setup", kLinnaeusSetup}, {"throne_hostile_king", "no"}, {"king_strong_zone", "throne"}});
    if (id == "ard-ri")
        return with(with(b, edge_no_corners), {{"throne", "no"},
                                               {"throne_hostile_attackers", "never"},
                                               {"throne_hostile_defenders", "never"},
                                               {"throne_hostile_king", "no"},
                                               {"king_strong_zone", "none"}});
    if (id == "ard-ri-square") return with(with(b, edge_no_corners), {{"setup", kArdRiSquareSetup}});
    if (id == "tablut") return tablut;
    if (id == "tawlbwrdd") return with(tablut, {{"size", "11"}, {"setup", kBellSetup}});
    if (id == "tawlbwrdd-lewis") return with(tablut, {{"size", "11"}, {"setup", kLewisSetup}});
    if (id == "tawlbwrdd-diamond") return with(tablut, {{"size", "11"}, {"setup", kDiamondSetup}});
    if (id == "hnefatafl") return with(tablut, {{"size", "13"}, {"setup", kParlettSetup}});
    if (id == "york")
        return with(with(b, edge_no_corners), {{"size", "11"},
                                               {"setup", kDiamondSetup},
                                               {"throne_hostile_attackers", "never"},
                                               {"throne_hostile_defenders", "never"},
                                               {"king_armed", "no"},
                                               {"king_capture", "strong"},
                                               {"king_strong_zone", "none"},
                                               {"king_shield", "breakable"},
                                               {"repetition", "draw"}});
    if (id == "copenhagen") return copenhagen;
    if (id == "fetlar")
        return with(copenhagen, {{"shieldwall", "none"},
                                 {"edge_fort", "no"},
                                 {"encirclement", "no"},
                                 {"repetition", "draw"},
                                 {"no_moves", "draw"}});
    ADD_FAILURE() << "no expectations for " << id;
    return {};
}

// ---------------------------------------------------------------------------------------------
// A small, independent reader of position records, so the setup checks do not rely on the
// engine's own parser.

// Rows rank 1 first; each row a string of '.', 't', 'T', 'K'. Empty on a malformed record.
std::vector<std::string> read_record(const std::string& record) {
    std::vector<std::string> rows;
    if (record.size() < 2 || record.front() != '/' || record.back() != '/') return {};
    std::string row;
    int count = 0;
    for (std::size_t i = 1; i < record.size(); ++i) {
        const char c = record[i];
        if (c >= '0' && c <= '9') {
            count = count * 10 + (c - '0');
            continue;
        }
        row.append(static_cast<std::size_t>(count), '.');
        count = 0;
        if (c == '/') {
            rows.push_back(row);
            row.clear();
        } else if (c == 't' || c == 'T' || c == 'K') {
            row += c;
        } else {
            return {};
        }
    }
    return rows;
}

std::vector<std::string> transform(const std::vector<std::string>& g, int which) {
    const std::size_t n = g.size();
    std::vector<std::string> out(n, std::string(n, '?'));
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t f = 0; f < n; ++f) {
            std::size_t rr = r, ff = f;
            switch (which) {
                case 0:
                    rr = f;
                    ff = n - 1 - r;
                    break;  // rotate 90
                case 1:
                    rr = n - 1 - r;
                    ff = n - 1 - f;
                    break;  // rotate 180
                case 2:
                    rr = n - 1 - f;
                    ff = r;
                    break;  // rotate 270
                case 3:
                    rr = r;
                    ff = n - 1 - f;
                    break;  // mirror left-right
                case 4:
                    rr = n - 1 - r;
                    ff = f;
                    break;  // mirror top-bottom
                case 5:
                    rr = f;
                    ff = r;
                    break;  // main diagonal
                default:
                    rr = n - 1 - f;
                    ff = n - 1 - r;
                    break;  // anti-diagonal
            }
            out[rr][ff] = g[r][f];
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Helpers for in-memory files

struct TextFile {
    std::string id;
    std::string text;
};

std::vector<VariantError> resolve_files(const std::vector<TextFile>& files, VariantSet* out = nullptr) {
    VariantSet local;
    VariantSet& set = out ? *out : local;
    for (const auto& f : files) set.add(f.text, f.id + ".tafl", f.id);
    return set.resolve();
}

std::string dump(const std::vector<VariantError>& errors) {
    std::string s;
    for (const auto& e : errors) s += "  " + e.to_string() + "\n";
    return s.empty() ? "  (no errors)\n" : s;
}

// Finds an error at exactly this file, line and key whose message contains `part`.
bool has_error(const std::vector<VariantError>& errors, const std::string& file, int line, const std::string& key,
               const std::string& part = "") {
    for (const auto& e : errors) {
        if (e.file == file && e.line == line && e.key == key && e.message.find(part) != std::string::npos) return true;
    }
    return false;
}

#define EXPECT_ERROR(errors, file, line, key, part)                                              \
    EXPECT_TRUE(has_error(errors, file, line, key, part))                                        \
        << "expected " << file << ":" << line << ": " << key << ": ..." << part << "...\ngot:\n" \
        << dump(errors)

// A complete root file (Brandubh's values) whose line numbers the tests rely on: the header
// comment is line 1, `name` is line 2, the parameters follow from line 3 in §3 order.
std::string root_text(const std::string& name_line = "name = Test root", const ParamMap& changes = {},
                      const std::vector<std::string>& drop = {}) {
    static const std::vector<std::string> order = {"size",
                                                   "setup",
                                                   "first",
                                                   "throne",
                                                   "corners",
                                                   "throne_stop",
                                                   "throne_cross",
                                                   "king_reenter",
                                                   "corner_stop",
                                                   "corner_guard",
                                                   "corner_hostile",
                                                   "corner_hostile_king",
                                                   "throne_hostile_attackers",
                                                   "throne_hostile_defenders",
                                                   "throne_hostile_king",
                                                   "edge_hostile_men",
                                                   "edge_hostile_king",
                                                   "king_armed",
                                                   "shieldwall",
                                                   "king_capture",
                                                   "king_strong_zone",
                                                   "king_edge_safe",
                                                   "king_shield",
                                                   "escape",
                                                   "edge_fort",
                                                   "encirclement",
                                                   "no_moves",
                                                   "repetition",
                                                   "shuttle_limit",
                                                   "no_capture_draw"};
    const ParamMap values = with(brandubh_values(), changes);
    std::string text = "# a test root\n" + name_line + "\n";
    for (const auto& k : order) {
        if (std::find(drop.begin(), drop.end(), k) != drop.end()) {
            text += "# dropped\n";
        } else {
            text += k + " = " + values.at(k) + "\n";
        }
    }
    return text;
}

// Line of parameter `key` in root_text().
int root_line(const std::string& key) {
    static const std::vector<std::string> order = {"size",
                                                   "setup",
                                                   "first",
                                                   "throne",
                                                   "corners",
                                                   "throne_stop",
                                                   "throne_cross",
                                                   "king_reenter",
                                                   "corner_stop",
                                                   "corner_guard",
                                                   "corner_hostile",
                                                   "corner_hostile_king",
                                                   "throne_hostile_attackers",
                                                   "throne_hostile_defenders",
                                                   "throne_hostile_king",
                                                   "edge_hostile_men",
                                                   "edge_hostile_king",
                                                   "king_armed",
                                                   "shieldwall",
                                                   "king_capture",
                                                   "king_strong_zone",
                                                   "king_edge_safe",
                                                   "king_shield",
                                                   "escape",
                                                   "edge_fort",
                                                   "encirclement",
                                                   "no_moves",
                                                   "repetition",
                                                   "shuttle_limit",
                                                   "no_capture_draw"};
    auto it = std::find(order.begin(), order.end(), key);
    if (it == order.end()) return 0;
    return 3 + static_cast<int>(it - order.begin());
}

// Sets or removes an environment variable of this process (Windows' C library has no setenv).
void set_env(const char* name, const std::string& value) {
#if defined(_WIN32)
    _putenv_s(name, value.c_str());
#else
    ::setenv(name, value.c_str(), 1);
#endif
}
void unset_env(const char* name) {
#if defined(_WIN32)
    _putenv_s(name, "");
#else
    ::unsetenv(name);
#endif
}

// A scratch folder under the system temp folder, removed at the end of the test.
class TempDir {
public:
    TempDir() {
        std::random_device rd;
        path_ = fs::temp_directory_path() / ("taflbord-variant-test-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }
    fs::path write(const std::string& name, const std::string& text) const {
        fs::path p = path_ / name;
        fs::create_directories(p.parent_path());
        std::ofstream out(p, std::ios::binary);
        out << text;
        return p;
    }

private:
    fs::path path_;
};

fs::path shipped_dir() {
    auto dir = presets::find_assets_dir(nullptr);
    if (!dir) throw std::runtime_error("assets folder not found");
    return *dir / "variants";
}

// ---------------------------------------------------------------------------------------------
// Shipped presets

TEST(VariantPresets, AllShippedPresetsLoadWithoutErrors) {
    VariantSet set;
    auto errors = presets::load_variant_dir(shipped_dir(), set);
    EXPECT_TRUE(errors.empty()) << dump(errors);
    std::vector<std::string> ids;
    for (const Variant* v : set.all()) ids.push_back(v->id);
    std::vector<std::string> expected;
    for (const auto& f : preset_facts()) expected.emplace_back(f.id);
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(ids, expected);
}

TEST(VariantPresets, EveryPresetValidates) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        const Variant* v = test::shipped_variants().find(f.id);
        ASSERT_NE(v, nullptr);
        const auto problems = validate(v->rules);
        for (const auto& p : problems) ADD_FAILURE() << p.parameter << ": " << p.message;
        EXPECT_EQ(v->id, f.id);
        EXPECT_EQ(v->name, f.name);
        EXPECT_FALSE(v->source.empty());
    }
}

TEST(VariantPresets, SizeFirstAndPieceCounts) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        const Variant* v = test::shipped_variants().find(f.id);
        ASSERT_NE(v, nullptr);
        EXPECT_EQ(v->rules.size, f.size);
        EXPECT_EQ(v->rules.first, f.first);
        const auto grid = read_record(v->rules.setup);
        ASSERT_EQ(grid.size(), static_cast<std::size_t>(f.size)) << v->rules.setup;
        int a = 0, d = 0, k = 0;
        for (const auto& row : grid) {
            ASSERT_EQ(row.size(), static_cast<std::size_t>(f.size)) << v->rules.setup;
            for (char c : row) {
                a += c == 't';
                d += c == 'T';
                k += c == 'K';
            }
        }
        EXPECT_EQ(a, f.attackers);
        EXPECT_EQ(d, f.defenders);
        EXPECT_EQ(k, 1);
        const auto mid = static_cast<std::size_t>(f.size / 2);
        EXPECT_EQ(grid[mid][mid], 'K') << "the king starts on the centre square";
    }
}

TEST(VariantPresets, SetupsAreSymmetric) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        const Variant* v = test::shipped_variants().find(f.id);
        ASSERT_NE(v, nullptr);
        const auto grid = read_record(v->rules.setup);
        ASSERT_FALSE(grid.empty());
        for (int t = 0; t < 7; ++t) EXPECT_EQ(transform(grid, t), grid) << "transform " << t;
    }
}

TEST(VariantPresets, StartPositionFromEngineMatchesRecord) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        auto rules = test::compile(test::preset_rules(f.id));
        Position pos(rules);
        EXPECT_EQ(pos.side_to_move(), f.first);
        EXPECT_EQ(pos.piece_count(Piece::Attacker), f.attackers);
        EXPECT_EQ(pos.piece_count(Piece::Defender), f.defenders);
        EXPECT_EQ(pos.piece_count(Piece::King), 1);
        EXPECT_EQ(pos.record(), rules->set().setup);
    }
}

TEST(VariantPresets, ParametersMatchTheReferenceTable) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        const Variant* v = test::shipped_variants().find(f.id);
        ASSERT_NE(v, nullptr);
        const ParamMap expected = expected_values(f.id);
        for (const ParamInfo& p : parameters()) {
            auto it = expected.find(std::string(p.name));
            ASSERT_NE(it, expected.end()) << "parameter " << p.name << " missing from the test table";
            EXPECT_EQ(get_parameter(v->rules, p.name), it->second) << p.name;
        }
    }
}

TEST(VariantPresets, InheritanceChainsAreAsDocumented) {
    const std::map<std::string, std::string> parents = {
        {"koenigszabel", ""},
        {"tablut-brettspielnetz", ""},
        {"tablut-corner", ""},
        {"brandubh", ""},
        {"ard-ri", "brandubh"},
        {"ard-ri-square", "brandubh"},
        {"tablut", "brandubh"},
        {"tawlbwrdd", "tablut"},
        {"tawlbwrdd-lewis", "tawlbwrdd"},
        {"tawlbwrdd-diamond", "tawlbwrdd"},
        {"hnefatafl", "tablut"},
        {"york", ""},
        {"copenhagen", ""},
        {"fetlar", "copenhagen"},
    };
    for (const auto& [id, parent] : parents) {
        const Variant* v = test::shipped_variants().find(id);
        ASSERT_NE(v, nullptr) << id;
        EXPECT_EQ(v->extends, parent) << id;
    }
    // The setup-only children differ from their parent in the setup alone and inherit the source.
    const Variant* bell = test::shipped_variants().find("tawlbwrdd");
    for (const char* id : {"tawlbwrdd-lewis", "tawlbwrdd-diamond"}) {
        const Variant* v = test::shipped_variants().find(id);
        ASSERT_NE(v, nullptr);
        RuleSet r = v->rules;
        r.setup = bell->rules.setup;
        EXPECT_EQ(r, bell->rules) << id;
        EXPECT_NE(v->rules.setup, bell->rules.setup) << id;
        EXPECT_EQ(v->source, bell->source) << id;
    }
}

TEST(VariantPresets, ShippedFilesAreCommented) {
    for (const auto& f : preset_facts()) {
        SCOPED_TRACE(f.id);
        std::string error;
        auto text = presets::read_text_file(shipped_dir() / (std::string(f.id) + ".tafl"), &error);
        ASSERT_TRUE(text) << error;
        EXPECT_EQ(text->rfind("# ", 0), 0u) << "the file starts with a header comment";
        EXPECT_NE(text->find("Source"), std::string::npos);
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing and inheritance

TEST(VariantFormat, ParsesEntriesCommentsAndBlankLines) {
    const std::string text =
        "# header\n"
        "\n"
        "extends = brandubh   # parent\n"
        "   name   =   My game (test)  \r\n"
        "\t# indented comment\n"
        "source = here = there\n"
        "king_armed=no#tight\n";
    VariantError error;
    auto file = parse_variant_file(text, "my.tafl", "my", &error);
    ASSERT_TRUE(file) << error.to_string();
    EXPECT_EQ(file->id, "my");
    EXPECT_EQ(file->path, "my.tafl");
    ASSERT_EQ(file->entries.size(), 4u);
    EXPECT_EQ(file->entries[0].key, "extends");
    EXPECT_EQ(file->entries[0].value, "brandubh");
    EXPECT_EQ(file->entries[0].line, 3);
    EXPECT_EQ(file->entries[1].key, "name");
    EXPECT_EQ(file->entries[1].value, "My game (test)");
    EXPECT_EQ(file->entries[1].line, 4);
    EXPECT_EQ(file->entries[2].value, "here = there");
    EXPECT_EQ(file->entries[3].key, "king_armed");
    EXPECT_EQ(file->entries[3].value, "no");
    EXPECT_EQ(file->entries[3].line, 7);
}

TEST(VariantFormat, EmptyTextParsesToNoEntries) {
    VariantError error;
    auto file = parse_variant_file("", "e.tafl", "e", &error);
    ASSERT_TRUE(file);
    EXPECT_TRUE(file->entries.empty());
    auto bom = parse_variant_file("\xEF\xBB\xBFname = x\n", "b.tafl", "b", &error);
    ASSERT_TRUE(bom) << error.to_string();
    ASSERT_EQ(bom->entries.size(), 1u);
    EXPECT_EQ(bom->entries[0].key, "name");
}

TEST(VariantFormat, RootResolvesWithEveryParameter) {
    VariantSet set;
    auto errors = resolve_files({{"root", root_text()}}, &set);
    ASSERT_TRUE(errors.empty()) << dump(errors);
    const Variant* v = set.find("root");
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->name, "Test root");
    EXPECT_EQ(v->source, "");
    EXPECT_EQ(v->extends, "");
    EXPECT_EQ(v->rules, test::preset_rules("brandubh"));
}

TEST(VariantFormat, ChildInheritsEverythingItDoesNotOverride) {
    VariantSet set;
    const std::string root = root_text() + "source = the tests\n";
    const std::string child =
        "extends = root\n"
        "name = Child\n"
        "king_armed = no\n"
        "escape = edge\n"
        "corners = none\n"
        "corner_hostile = none\n"
        "corner_hostile_king = no\n";
    const std::string grandchild =
        "extends = child\n"
        "king_armed = hammer\n";
    auto errors = resolve_files({{"root", root}, {"child", child}, {"grandchild", grandchild}}, &set);
    ASSERT_TRUE(errors.empty()) << dump(errors);
    const Variant* r = set.find("root");
    const Variant* c = set.find("child");
    const Variant* g = set.find("grandchild");
    ASSERT_TRUE(r && c && g);

    EXPECT_EQ(c->extends, "root");
    EXPECT_EQ(c->name, "Child");
    EXPECT_EQ(c->source, "the tests");  // inherited
    EXPECT_EQ(c->rules.king_armed, KingArmed::No);
    EXPECT_EQ(c->rules.escape, Escape::Edge);
    RuleSet expected = r->rules;
    expected.king_armed = KingArmed::No;
    expected.escape = Escape::Edge;
    expected.corners = Corners::None;
    expected.corner_hostile = CornerHostile::None;
    expected.corner_hostile_king = false;
    EXPECT_EQ(c->rules, expected);

    EXPECT_EQ(g->extends, "child");
    EXPECT_EQ(g->name, "Child");  // inherited through two levels
    EXPECT_EQ(g->source, "the tests");
    expected.king_armed = KingArmed::Hammer;
    EXPECT_EQ(g->rules, expected);
    // The parent itself is untouched.
    EXPECT_EQ(r->rules.king_armed, KingArmed::Yes);
}

TEST(VariantFormat, OrderOfAddingDoesNotMatter) {
    VariantSet a, b;
    const std::string child = "extends = zroot\nname = A child\nking_armed = no\n";
    auto ea = resolve_files({{"achild", child}, {"zroot", root_text()}}, &a);
    auto eb = resolve_files({{"zroot", root_text()}, {"achild", child}}, &b);
    ASSERT_TRUE(ea.empty()) << dump(ea);
    ASSERT_TRUE(eb.empty()) << dump(eb);
    ASSERT_TRUE(a.find("achild") && b.find("achild"));
    EXPECT_EQ(a.find("achild")->rules, b.find("achild")->rules);
}

TEST(VariantFormat, AddingTheSameIdAgainReplacesTheFile) {
    VariantSet set;
    set.add("size = 7\n", "first.tafl", "root");                 // incomplete and broken...
    set.add(root_text("name = Second"), "second.tafl", "root");  // ...replaced by a good one
    auto errors = set.resolve();
    EXPECT_TRUE(errors.empty()) << dump(errors);
    ASSERT_NE(set.find("root"), nullptr);
    EXPECT_EQ(set.find("root")->name, "Second");
    // resolve() can be called again with the same answer.
    EXPECT_TRUE(set.resolve().empty());
    EXPECT_EQ(set.all().size(), 1u);
}

TEST(VariantFormat, ErrorToString) {
    EXPECT_EQ((VariantError{"a.tafl", 3, "size", "bad"}).to_string(), "a.tafl:3: size: bad");
    EXPECT_EQ((VariantError{"a.tafl", 0, "name", "missing"}).to_string(), "a.tafl: name: missing");
    EXPECT_EQ((VariantError{"a.tafl", 4, "", "no '='"}).to_string(), "a.tafl:4: no '='");
    EXPECT_EQ((VariantError{"a.tafl", 0, "", "too large"}).to_string(), "a.tafl: too large");
    EXPECT_EQ((VariantError{"", 0, "", "oops"}).to_string(), "oops");
}

// ---------------------------------------------------------------------------------------------
// Errors: each names the file, the line and the key

TEST(VariantErrors, LineWithoutEquals) {
    auto errors = resolve_files({{"bad", "# c\nname = X\nsize 7\n"}});
    EXPECT_ERROR(errors, "bad.tafl", 3, "", "=");
    VariantError e;
    EXPECT_FALSE(parse_variant_file("# c\nname = X\nsize 7\n", "bad.tafl", "bad", &e));
    EXPECT_EQ(e.file, "bad.tafl");
    EXPECT_EQ(e.line, 3);
}

TEST(VariantErrors, UnknownKeyNamesTheKey) {
    auto errors = resolve_files({{"bad", "extends = x\nname = X\nkign_armed = no\n"}});
    EXPECT_ERROR(errors, "bad.tafl", 3, "kign_armed", "kign_armed");
    EXPECT_ERROR(errors, "bad.tafl", 3, "kign_armed", "king_armed");  // the suggestion
    VariantError e;
    EXPECT_FALSE(parse_variant_file("colour = red\n", "c.tafl", "c", &e));
    EXPECT_EQ(e.key, "colour");
    EXPECT_NE(e.message.find("colour"), std::string::npos);
    EXPECT_NE(e.to_string().find("c.tafl:1: colour:"), std::string::npos) << e.to_string();
}

// A hint is offered within two edits of a known key, the closest one; farther off, none.
TEST(VariantErrors, SuggestionsAreTheClosestKeyWithinTwoEdits) {
    auto message = [](std::string_view line) {
        VariantError e;
        EXPECT_FALSE(parse_variant_file(std::string(line) + "\n", "c.tafl", "c", &e));
        return e.message;
    };
    EXPECT_NE(message("king_arme = no").find("did you mean 'king_armed'"), std::string::npos);
    EXPECT_NE(message("kng_armd = no").find("did you mean 'king_armed'"), std::string::npos);
    EXPECT_NE(message("sizes = 7").find("did you mean 'size'"), std::string::npos);
    EXPECT_NE(message("extend = tablut").find("did you mean 'extends'"), std::string::npos);
    EXPECT_EQ(message("kxnx_axmxd = no").find("did you mean"), std::string::npos);  // three edits
    EXPECT_EQ(message("colour = red").find("did you mean"), std::string::npos);
    EXPECT_EQ(message(std::string(70, 'k') + " = no").find("did you mean"), std::string::npos);
    EXPECT_NE(message("king-armed = no").find("did you mean 'king_armed'"), std::string::npos);
}

TEST(VariantErrors, KeysAreCaseSensitive) {
    VariantError e;
    EXPECT_FALSE(parse_variant_file("Size = 7\n", "c.tafl", "c", &e));
    EXPECT_EQ(e.key, "Size");
}

TEST(VariantErrors, EmptyValue) {
    auto errors = resolve_files({{"bad", "extends = x\nname = X\nsize =\nking_armed =   # nothing\n"}});
    EXPECT_ERROR(errors, "bad.tafl", 3, "size", "");
    EXPECT_ERROR(errors, "bad.tafl", 4, "king_armed", "");
}

TEST(VariantErrors, MissingKey) {
    auto errors = resolve_files({{"bad", "name = X\n = 7\n"}});
    EXPECT_ERROR(errors, "bad.tafl", 2, "", "key");
}

TEST(VariantErrors, BadValueUsesTheParameterMessage) {
    auto errors = resolve_files({{"root", root_text("name = Root", {{"king_armed", "sometimes"}})}});
    RuleSet scratch;
    auto expected = set_parameter(scratch, "king_armed", "sometimes");
    ASSERT_TRUE(expected) << "set_parameter accepted a bad value";
    EXPECT_ERROR(errors, "root.tafl", root_line("king_armed"), "king_armed", *expected);
    auto size_errors = resolve_files({{"root", root_text("name = Root", {{"size", "twelve"}})}});
    EXPECT_ERROR(size_errors, "root.tafl", root_line("size"), "size", "");
}

TEST(VariantErrors, BadValueInAChild) {
    auto errors = resolve_files({{"root", root_text()}, {"child", "extends = root\nname = C\n\nescape = sideways\n"}});
    EXPECT_ERROR(errors, "child.tafl", 4, "escape", "");
    EXPECT_EQ(errors.size(), 1u) << dump(errors);
}

TEST(VariantErrors, KeyGivenTwice) {
    auto errors = resolve_files({{"root", root_text() + "# again\nking_armed = no\n"}});
    EXPECT_ERROR(errors, "root.tafl", 34, "king_armed", std::to_string(root_line("king_armed")));
    auto names = resolve_files({{"n", "extends = x\nname = A\nname = B\n"}});
    EXPECT_ERROR(names, "n.tafl", 3, "name", "");
}

TEST(VariantErrors, ExtendsMustComeFirst) {
    auto errors = resolve_files({{"root", root_text()}, {"child", "name = C\nextends = root\n"}});
    EXPECT_ERROR(errors, "child.tafl", 2, "extends", "first");
}

TEST(VariantErrors, ExtendsUnknownPreset) {
    auto errors = resolve_files({{"child", "# my preset\nextends = nowhere\nname = C\n"}});
    EXPECT_ERROR(errors, "child.tafl", 2, "extends", "nowhere");
}

TEST(VariantErrors, InheritanceCycle) {
    auto errors = resolve_files({{"a", "extends = b\nname = A\n"},
                                 {"b", "# b\nextends = a\nname = B\n"},
                                 {"c", "extends = a\nname = C\n"},
                                 {"self", "extends = self\nname = S\n"}});
    EXPECT_ERROR(errors, "a.tafl", 1, "extends", "cycle");
    EXPECT_ERROR(errors, "b.tafl", 2, "extends", "cycle");
    EXPECT_ERROR(errors, "c.tafl", 1, "extends", "a");  // extends a broken preset
    EXPECT_ERROR(errors, "self.tafl", 1, "extends", "cycle");
}

TEST(VariantErrors, RootMissingParameters) {
    auto errors = resolve_files({{"root", root_text("name = Root", {}, {"encirclement", "king_shield"})}});
    ASSERT_EQ(errors.size(), 1u) << dump(errors);
    EXPECT_EQ(errors[0].file, "root.tafl");
    EXPECT_EQ(errors[0].line, 0);
    EXPECT_NE(errors[0].message.find("encirclement"), std::string::npos) << errors[0].message;
    EXPECT_NE(errors[0].message.find("king_shield"), std::string::npos) << errors[0].message;
    EXPECT_EQ(errors[0].message.find("king_armed"), std::string::npos) << errors[0].message;
}

TEST(VariantErrors, NoNameAfterInheritance) {
    auto errors = resolve_files({{"root", root_text("# no name here")}, {"child", "extends = root\nsize = 7\n"}});
    EXPECT_ERROR(errors, "root.tafl", 0, "name", "");
    EXPECT_ERROR(errors, "child.tafl", 0, "name", "");
    // A child that names itself is fine even though its parent is not.
    VariantSet set;
    auto errors2 =
        resolve_files({{"root", root_text("# no name here")}, {"child", "extends = root\nname = Named\n"}}, &set);
    EXPECT_EQ(errors2.size(), 1u) << dump(errors2);
    EXPECT_NE(set.find("child"), nullptr);
    EXPECT_EQ(set.find("root"), nullptr);
}

TEST(VariantErrors, ChildOfABrokenParent) {
    auto errors = resolve_files({{"root", root_text() + "oops\n"}, {"child", "extends = root\nname = C\n"}});
    EXPECT_ERROR(errors, "root.tafl", 33, "", "=");
    EXPECT_ERROR(errors, "child.tafl", 1, "extends", "errors");
}

// A contradiction is reported where the offending parameter was set. Which of two clashing
// parameters validate() names is its business, so the expected place is looked up from its answer.
TEST(VariantErrors, ContradictionInARootIsReportedAtTheLine) {
    // A 9x9 board with a 7x7 setup.
    const std::string text = root_text("name = Root", {{"size", "9"}});
    auto errors = resolve_files({{"root", text}});
    RuleSet r = test::preset_rules("brandubh", {{"size", "9"}});
    auto problems = validate(r);
    ASSERT_FALSE(problems.empty()) << "validate() accepts a 7x7 setup on a 9x9 board";
    for (const auto& p : problems) EXPECT_ERROR(errors, "root.tafl", root_line(p.parameter), p.parameter, p.message);
}

TEST(VariantErrors, ContradictionInAChildIsReportedInTheChildMostFile) {
    // The child removes the corners while corner escape is inherited.
    const std::string child = "# child\nextends = root\nname = C\ncorners = none\n";
    auto errors = resolve_files({{"root", root_text()}, {"child", child}});
    RuleSet r = test::preset_rules("brandubh", {{"corners", "none"}});
    auto problems = validate(r);
    ASSERT_FALSE(problems.empty()) << "validate() accepts corner escape without corners";
    for (const auto& p : problems) {
        if (p.parameter == "corners" || p.parameter == "name" || p.parameter == "extends") {
            EXPECT_ERROR(errors, "child.tafl", 4, p.parameter, p.message);
        } else {
            // Set only in the parent: reported there, saying which preset inherited it.
            EXPECT_ERROR(errors, "root.tafl", root_line(p.parameter), p.parameter, "child");
        }
    }
    // The root itself is fine and stays available.
    VariantSet set;
    resolve_files({{"root", root_text()}, {"child", child}}, &set);
    EXPECT_NE(set.find("root"), nullptr);
    EXPECT_EQ(set.find("child"), nullptr);
}

TEST(VariantErrors, InheritedContradictionIsReportedOnce) {
    const std::string bad_root = root_text("name = Root", {{"size", "9"}});
    auto errors = resolve_files({{"root", bad_root}, {"child", "extends = root\nname = C\n"}});
    RuleSet r = test::preset_rules("brandubh", {{"size", "9"}});
    EXPECT_EQ(errors.size(), validate(r).size()) << dump(errors);
}

TEST(VariantErrors, ChildCanRepairItsParent) {
    VariantSet set;
    const std::string bad_root = root_text("name = Root", {{"size", "9"}});
    auto errors = resolve_files({{"root", bad_root}, {"child", "extends = root\nname = C\nsize = 7\n"}}, &set);
    EXPECT_FALSE(errors.empty());
    for (const auto& e : errors) EXPECT_EQ(e.file, "root.tafl") << e.to_string();
    EXPECT_NE(set.find("child"), nullptr);
}

TEST(VariantErrors, FileTooLarge) {
    std::string text = root_text();
    while (text.size() <= 64 * 1024) text += "# padding padding padding padding padding padding padding\n";
    auto errors = resolve_files({{"big", text}});
    ASSERT_FALSE(errors.empty());
    EXPECT_ERROR(errors, "big.tafl", 0, "", "64");
    // Exactly 64 KiB is still accepted.
    std::string fits = root_text();
    const std::string filler = std::string("#").append(998, 'x').append("\n");
    while (fits.size() + filler.size() < 64 * 1024) fits += filler;
    const std::size_t rest = 64 * 1024 - fits.size();  // at least 2: '#' and the newline
    fits.push_back('#');
    fits.append(rest - 2, 'x');
    fits.push_back('\n');
    ASSERT_EQ(fits.size(), 64u * 1024u);
    auto ok = resolve_files({{"fits", fits}});
    EXPECT_TRUE(ok.empty()) << dump(ok);
}

TEST(VariantErrors, LineTooLong) {
    const std::string text = "extends = x\n# " + std::string(5000, 'y') + "\nname = X\n";
    auto errors = resolve_files({{"long", text}});
    EXPECT_ERROR(errors, "long.tafl", 2, "", "4096");
}

TEST(VariantErrors, InvalidUtf8AndControlCharacters) {
    auto errors = resolve_files({{"u", std::string("extends = x\nname = \xC3\x28\nsource = a\x01") + "b\n"}});
    EXPECT_ERROR(errors, "u.tafl", 2, "", "UTF-8");
    EXPECT_ERROR(errors, "u.tafl", 3, "", "control");
}

TEST(VariantErrors, AllErrorsOfAFileAreReported) {
    auto errors = resolve_files({{"bad", "extends = x\nfoo = 1\nbar\nsize =\n"}});
    EXPECT_ERROR(errors, "bad.tafl", 2, "foo", "foo");
    EXPECT_ERROR(errors, "bad.tafl", 3, "", "=");
    EXPECT_ERROR(errors, "bad.tafl", 4, "size", "");
}

// Garbage of every kind: no crash, no hang, and only errors that name the file.
TEST(VariantErrors, SurvivesRandomInput) {
    std::mt19937 rng(12345);
    std::string error;
    const auto shipped = presets::read_text_file(shipped_dir() / "copenhagen.tafl", &error);
    ASSERT_TRUE(shipped) << error;
    const std::string alphabet = "=#\n\r\t /abcdefghiknorstuwyKT0123456789_-+\xC3\xA9\xFF";
    for (int round = 0; round < 400; ++round) {
        std::string text = *shipped;
        const int edits = static_cast<int>(rng() % 20);
        for (int i = 0; i < edits && !text.empty(); ++i) {
            const std::size_t at = rng() % text.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0:
                    text[at] = c;
                    break;
                case 1:
                    text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
                    break;
                default:
                    text.erase(at, 1 + rng() % 8);
                    break;
            }
        }
        VariantSet set;
        set.add(text, "fuzz.tafl", "fuzz");
        set.add("extends = fuzz\nname = child\n", "child.tafl", "child");
        for (const auto& e : set.resolve()) {
            EXPECT_TRUE(e.file == "fuzz.tafl" || e.file == "child.tafl") << e.to_string();
            EXPECT_FALSE(e.message.empty());
        }
        std::string noise(rng() % 300, '\0');
        for (char& ch : noise) ch = static_cast<char>(rng() % 256);
        VariantError e;
        (void)parse_variant_file(noise, "noise.tafl", "noise", &e);
    }
}

// ---------------------------------------------------------------------------------------------
// Files on disk

TEST(VariantFiles, UserFileExtendsAShippedPreset) {
    TempDir tmp;
    const fs::path user =
        tmp.write("my-copenhagen.tafl",
                  "# house rules\nextends = copenhagen\nname = Copenhagen (unarmed king)\nking_armed = no\n");
    VariantSet set;
    auto errors = presets::load_variant_files({user}, shipped_dir().parent_path(), set);
    ASSERT_TRUE(errors.empty()) << dump(errors);
    const Variant* v = set.find("my-copenhagen");
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->extends, "copenhagen");
    EXPECT_EQ(v->name, "Copenhagen (unarmed king)");
    RuleSet expected = test::preset_rules("copenhagen");
    expected.king_armed = KingArmed::No;
    EXPECT_EQ(v->rules, expected);
    EXPECT_EQ(v->source, test::shipped_variants().find("copenhagen")->source);
    EXPECT_NE(set.find("fetlar"), nullptr);  // the shipped presets are there too

    // The variants folder itself is accepted as shipped_dir as well.
    VariantSet set2;
    auto errors2 = presets::load_variant_files({user}, shipped_dir(), set2);
    EXPECT_TRUE(errors2.empty()) << dump(errors2);
    EXPECT_NE(set2.find("my-copenhagen"), nullptr);
}

TEST(VariantFiles, UserFileWithoutShippedPresetsCannotExtendThem) {
    TempDir tmp;
    const fs::path user = tmp.write("mine.tafl", "extends = copenhagen\nname = Mine\n");
    VariantSet set;
    auto errors = presets::load_variant_files({user}, std::nullopt, set);
    EXPECT_ERROR(errors, user.string(), 1, "extends", "copenhagen");
}

TEST(VariantFiles, UserFileReplacesAShippedPresetOfTheSameId) {
    TempDir tmp;
    std::string error;
    auto text = presets::read_text_file(shipped_dir() / "brandubh.tafl", &error);
    ASSERT_TRUE(text) << error;
    std::string changed = *text;
    const auto at = changed.find("name = Brandubh");
    ASSERT_NE(at, std::string::npos);
    changed.replace(at, std::string("name = Brandubh").size(), "name = My Brandubh");
    const auto armed = changed.find("king_armed = yes");
    ASSERT_NE(armed, std::string::npos);
    changed.replace(armed, std::string("king_armed = yes").size(), "king_armed = no");
    const fs::path user = tmp.write("brandubh.tafl", changed);
    VariantSet set;
    auto errors = presets::load_variant_files({user}, shipped_dir(), set);
    ASSERT_TRUE(errors.empty()) << dump(errors);
    ASSERT_NE(set.find("brandubh"), nullptr);
    EXPECT_EQ(set.find("brandubh")->name, "My Brandubh");
    EXPECT_EQ(set.find("brandubh")->rules.king_armed, KingArmed::No);
    // Shipped children now inherit from the replacement.
    ASSERT_NE(set.find("tablut"), nullptr);
    EXPECT_EQ(set.find("tablut")->rules.king_armed, KingArmed::No);
}

TEST(VariantFiles, ErrorsNameTheFilePath) {
    TempDir tmp;
    const fs::path user = tmp.write("bad.tafl", "extends = copenhagen\nname = Bad\nking_armed = perhaps\n");
    VariantSet set;
    auto errors = presets::load_variant_files({user}, shipped_dir(), set);
    ASSERT_EQ(errors.size(), 1u) << dump(errors);
    EXPECT_EQ(errors[0].file, user.string());
    EXPECT_EQ(errors[0].line, 3);
    EXPECT_EQ(errors[0].key, "king_armed");
    EXPECT_EQ(set.find("bad"), nullptr);
    EXPECT_NE(set.find("copenhagen"), nullptr);
}

TEST(VariantFiles, LoadDirReadsOnlyTaflFilesSortedAndIdsAreStems) {
    TempDir tmp;
    tmp.write("b.tafl", "extends = a\nname = B\n");
    tmp.write("a.tafl", root_text("name = A"));
    tmp.write("notes.txt", "this is not a variant\n");
    tmp.write("c.tafl.bak", "garbage\n");
    VariantSet set;
    auto errors = presets::load_variant_dir(tmp.path(), set);
    ASSERT_TRUE(errors.empty()) << dump(errors);
    ASSERT_EQ(set.all().size(), 2u);
    EXPECT_EQ(set.all()[0]->id, "a");
    EXPECT_EQ(set.all()[1]->id, "b");
}

TEST(VariantFiles, MissingFilesAndFoldersAreErrors) {
    TempDir tmp;
    VariantSet set;
    auto errors = presets::load_variant_dir(tmp.path() / "nothing-here", set);
    EXPECT_FALSE(errors.empty());
    std::string error;
    const fs::path missing = tmp.path() / "missing.tafl";
    EXPECT_FALSE(presets::read_text_file(missing, &error));
    EXPECT_NE(error.find(missing.string()), std::string::npos) << error;
    EXPECT_NE(error.find("No such file"), std::string::npos) << error;
    EXPECT_FALSE(presets::read_text_file(tmp.path(), &error));
    VariantSet set2;
    auto errors2 = presets::load_variant_files({missing}, std::nullopt, set2);
    ASSERT_EQ(errors2.size(), 1u);
    EXPECT_EQ(errors2[0].file, missing.string());
}

TEST(VariantFiles, ReadTextFileIsBinaryExact) {
    TempDir tmp;
    const std::string bytes = std::string("a\r\nb\0c\n", 7) + "\xFF";
    const fs::path p = tmp.write("bytes.bin", bytes);
    std::string error;
    auto text = presets::read_text_file(p, &error);
    ASSERT_TRUE(text) << error;
    EXPECT_EQ(*text, bytes);
}

TEST(VariantFiles, FindAssetsDir) {
    (void)test::shipped_variants();  // loaded before the environment is changed below
    auto dir = presets::find_assets_dir(nullptr);
    ASSERT_TRUE(dir);
    EXPECT_TRUE(fs::is_directory(*dir / "variants"));
    EXPECT_TRUE(fs::exists(*dir / "variants" / "copenhagen.tafl"));

    TempDir tmp;
    tmp.write("assets/variants/x.tafl", root_text("name = X"));
    const char* old = std::getenv("TAFLBORD_ASSETS");
    const std::string saved = old ? old : "";
    set_env("TAFLBORD_ASSETS", (tmp.path() / "assets").string());
    auto from_env = presets::find_assets_dir("/nonexistent/bin/taflbord-cli");
    // A folder without `variants/` is passed over.
    set_env("TAFLBORD_ASSETS", tmp.path().string());
    auto skipped = presets::find_assets_dir(nullptr);
    if (old)
        set_env("TAFLBORD_ASSETS", saved);
    else
        unset_env("TAFLBORD_ASSETS");
    ASSERT_TRUE(from_env);
    EXPECT_EQ(fs::canonical(*from_env), fs::canonical(tmp.path() / "assets"));
    ASSERT_TRUE(skipped);
    EXPECT_NE(fs::canonical(*skipped), fs::canonical(tmp.path()));

    // Next to an executable: `<exe dir>/assets`.
    tmp.write("bin/assets/variants/y.tafl", "");
    auto beside = presets::find_assets_dir((tmp.path() / "bin" / "taflbord-cli").string().c_str());
    if (!old || saved.empty()) {
        ASSERT_TRUE(beside);
        EXPECT_EQ(fs::canonical(*beside), fs::canonical(tmp.path() / "bin" / "assets"));
    }
}

}  // namespace
}  // namespace tafl
