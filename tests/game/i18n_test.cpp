// i18n_test.cpp: the translation layer: .mo reading (round trip of the compiled catalogs, both byte
// orders, damaged files), plural rules, context and fallback lookups, switching languages, the
// words for every engine value in every language, and the .po files themselves.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "i18n/catalog.h"
#include "i18n/engine_words.h"
#include "i18n/plural_rule.h"
#include "i18n/translate.h"

namespace tafl::i18n {
namespace {

// [SECTION] Helpers

const std::vector<Language> kTranslated = {Language::German, Language::Italian, Language::French};

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::string bytes;
    char buffer[8192];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
    return bytes;
}

std::string mo_path(Language language) {
    return std::string(TAFLBORD_LOCALE_DIR "/") + std::string(language_code(language)) + ".mo";
}

// Writes a minimal .mo image (no hash table) of (original, translation) pairs in either byte order.
std::string make_mo(const std::vector<std::pair<std::string, std::string>>& messages, bool big_endian) {
    std::string out;
    auto word = [&](std::size_t v) {
        for (int i = 0; i < 4; ++i) {
            int shift = big_endian ? 24 - 8 * i : 8 * i;
            out += static_cast<char>((v >> shift) & 0xffU);
        }
    };
    const std::size_t n = messages.size();
    const std::size_t originals = 28, translations = originals + 8 * n;
    std::size_t offset = translations + 8 * n;
    word(0x950412deU), word(0), word(n), word(originals), word(translations), word(0), word(0);
    std::string strings;
    std::vector<std::pair<std::size_t, std::size_t>> spans[2];
    for (int column = 0; column < 2; ++column)
        for (const auto& message : messages) {
            const std::string& s = column == 0 ? message.first : message.second;
            spans[column].emplace_back(s.size(), offset + strings.size());
            strings += s;
            strings += '\0';
        }
    for (const auto& column : spans)
        for (auto [length, at] : column) word(length), word(at);
    return out + strings;
}

const std::vector<std::pair<std::string, std::string>> kSmall = {
    {"", "Language: de\nPlural-Forms: nplurals=2; plural=(n != 1);\n"},
    {"Hello", "Hallo"},
    {"King", "König (ohne Kontext)"},
    {std::string("piece\x04King"), "König"},
    {std::string("{n} stone\0{n} stones", 20), std::string("{n} Stein\0{n} Steine", 20)},
};

// One entry of a .po file, as far as the checks need it.
struct PoEntry {
    std::optional<std::string> context;
    std::string msgid, msgid_plural;
    std::vector<std::string> msgstr;
    std::string comments;  // the `#.` lines
    bool fuzzy = false;
};

std::string unquote(const std::string& line) {
    std::string s = line.substr(line.find('"') + 1);
    s.pop_back();
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
            continue;
        }
        char c = s[++i];
        out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    }
    return out;
}

// Reads the active entries of a .po file (obsolete `#~` entries and the header are left out).
std::vector<PoEntry> parse_po(const std::string& text) {
    std::vector<PoEntry> entries;
    std::istringstream in(text + "\n\n");
    PoEntry entry;
    std::string* target = nullptr;
    bool any = false;
    for (std::string line; std::getline(in, line);) {
        if (line.empty()) {
            if (any && !entry.msgid.empty()) entries.push_back(entry);
            entry = PoEntry{};
            target = nullptr;
            any = false;
        } else if (line.rfind("#.", 0) == 0) {
            entry.comments += line.substr(2) + "\n";
        } else if (line.rfind("#,", 0) == 0) {
            entry.fuzzy = entry.fuzzy || line.find("fuzzy") != std::string::npos;
        } else if (line[0] == '#') {
            continue;
        } else if (line[0] == '"') {
            if (target) *target += unquote(line);
        } else {
            any = true;
            std::string keyword = line.substr(0, line.find(' '));
            if (keyword == "msgctxt") {
                target = &entry.context.emplace();
            } else if (keyword == "msgid") {
                target = &entry.msgid;
            } else if (keyword == "msgid_plural") {
                target = &entry.msgid_plural;
            } else {
                target = &entry.msgstr.emplace_back();
            }
            *target += unquote(line);
        }
    }
    return entries;
}

std::vector<PoEntry> po_entries(const std::string& name) {
    return parse_po(read_file(std::string(TAFLBORD_PO_DIR "/") + name));
}

// The `{name}` placeholders of a text.
std::set<std::string> placeholders(const std::string& text) {
    std::set<std::string> names;
    for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
        std::size_t close = text.find('}', open);
        if (close == std::string::npos) break;
        names.insert(text.substr(open, close - open + 1));
    }
    return names;
}

int word_count(std::string_view text) {
    int words = 0;
    bool in_word = false;
    for (char c : text) {
        bool space = c == ' ';
        if (!space && !in_word) ++words;
        in_word = !space;
    }
    return words;
}

// Loads the compiled catalogs into the process-wide translator once, and leaves it in English.
class GlobalTranslator : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        static const std::vector<std::string> errors = translator().load_directory(TAFLBORD_LOCALE_DIR);
        for (const std::string& e : errors) ADD_FAILURE() << e;
    }
    void TearDown() override { translator().set_language(Language::English); }
};

// [SECTION] Catalog

TEST(Catalog, CompiledCatalogsHoldEveryMessageOfTheirPo) {
    for (Language language : kTranslated) {
        std::string error;
        std::optional<Catalog> catalog = Catalog::parse(read_file(mo_path(language)), &error);
        ASSERT_TRUE(catalog) << error;
        EXPECT_EQ(catalog->header_field("Language"), language_code(language));
        const std::vector<PoEntry> entries = po_entries(std::string(language_code(language)) + ".po");
        EXPECT_EQ(catalog->size(), entries.size());
        for (const PoEntry& e : entries) {
            for (std::uint64_t n = 0; n < 6; ++n) {
                const char* got =
                    e.msgid_plural.empty()
                        ? (e.context ? catalog->find_in_context(*e.context, e.msgid) : catalog->find(e.msgid))
                        : (e.context ? catalog->find_plural_in_context(*e.context, e.msgid, n)
                                     : catalog->find_plural(e.msgid, n));
                ASSERT_NE(got, nullptr) << e.msgid;
                std::size_t form = e.msgid_plural.empty() ? 0 : catalog->plural_rule().index(n);
                EXPECT_EQ(got, e.msgstr.at(form)) << e.msgid;
            }
        }
    }
}

TEST(Catalog, ReadsBothByteOrders) {
    for (bool big_endian : {false, true}) {
        std::string error;
        std::optional<Catalog> catalog = Catalog::parse(make_mo(kSmall, big_endian), &error);
        ASSERT_TRUE(catalog) << error;
        EXPECT_STREQ(catalog->find("Hello"), "Hallo");
        EXPECT_STREQ(catalog->find_in_context("piece", "King"), "König");
        EXPECT_STREQ(catalog->find("King"), "König (ohne Kontext)");
        EXPECT_EQ(catalog->find_in_context("side", "King"), nullptr);
        EXPECT_STREQ(catalog->find_plural("{n} stone", 1), "{n} Stein");
        EXPECT_STREQ(catalog->find_plural("{n} stone", 0), "{n} Steine");
        EXPECT_EQ(catalog->find("Goodbye"), nullptr);
        EXPECT_EQ(catalog->header_field("Language"), "de");
    }
}

TEST(Catalog, EveryTruncationIsAnError) {
    for (bool big_endian : {false, true}) {
        const std::string mo = make_mo(kSmall, big_endian);
        for (std::size_t length = 0; length < mo.size(); ++length) {
            std::string error;
            EXPECT_FALSE(Catalog::parse(std::string_view(mo).substr(0, length), &error)) << length;
            EXPECT_FALSE(error.empty()) << length;
        }
    }
    // A real catalog too, at a stride (every cut loses the NUL of the last string).
    const std::string mo = read_file(mo_path(Language::French));
    for (std::size_t length = 0; length < mo.size(); length += 13) {
        std::string error;
        EXPECT_FALSE(Catalog::parse(std::string_view(mo).substr(0, length), &error)) << length;
        EXPECT_FALSE(error.empty());
    }
}

TEST(Catalog, DamagedBytesGiveAnErrorOrACatalogNeverACrash) {
    for (bool big_endian : {false, true}) {
        const std::string mo = make_mo(kSmall, big_endian);
        for (std::size_t at = 0; at < mo.size(); ++at) {
            for (unsigned mask : {0x01U, 0x10U, 0x80U, 0xffU}) {
                std::string damaged = mo;
                damaged[at] = static_cast<char>(static_cast<unsigned char>(damaged[at]) ^ mask);
                std::string error;
                std::optional<Catalog> catalog = Catalog::parse(damaged, &error);
                if (!catalog) {
                    EXPECT_FALSE(error.empty());
                    continue;
                }
                // Whatever survived must be readable.
                (void)catalog->find("Hello");
                (void)catalog->find_in_context("piece", "King");
                for (std::uint64_t n : {0U, 1U, 7U}) (void)catalog->find_plural("{n} stone", n);
            }
        }
    }
}

TEST(Catalog, RefusesHostileHeaders) {
    std::string mo = make_mo(kSmall, false);
    auto with_word = [&](std::size_t at, std::uint32_t value) {
        std::string copy = mo;
        for (int i = 0; i < 4; ++i)
            copy[at + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xffU);
        return copy;
    };
    std::string error;
    EXPECT_FALSE(Catalog::parse(with_word(0, 0x12345678U), &error));
    EXPECT_NE(error.find("magic"), std::string::npos) << error;
    EXPECT_FALSE(Catalog::parse(with_word(8, 0xffffffffU), &error));        // count
    EXPECT_FALSE(Catalog::parse(with_word(12, 0xfffffff0U), &error));       // table offset
    EXPECT_FALSE(Catalog::parse(with_word(4, 0x00020000U), &error));        // revision 2
    EXPECT_FALSE(Catalog::parse(with_word(28 + 8, 0xffffffffU), &error));   // a string length
    EXPECT_FALSE(Catalog::parse(with_word(28 + 12, 0xfffffffcU), &error));  // a string offset
    auto bad_rule = kSmall;
    bad_rule[0].second = "Plural-Forms: nplurals=2; plural=(n != 1;\n";
    EXPECT_FALSE(Catalog::parse(make_mo(bad_rule, false), &error));
    EXPECT_NE(error.find("Plural-Forms"), std::string::npos) << error;
}

// [SECTION] Plural rules

TEST(PluralRule, EvaluatesTheRulesOfManyLanguages) {
    auto forms = [](const char* header, std::initializer_list<std::uint64_t> counts) {
        std::string error;
        std::optional<PluralRule> rule = PluralRule::parse_header(header, &error);
        EXPECT_TRUE(rule) << header << ": " << error;
        std::vector<std::size_t> out;
        for (std::uint64_t n : counts) out.push_back(rule ? rule->index(n) : 99);
        return out;
    };
    using V = std::vector<std::size_t>;
    EXPECT_EQ(forms("nplurals=2; plural=(n != 1);", {0, 1, 2, 5}), (V{1, 0, 1, 1}));
    EXPECT_EQ(forms("nplurals=2; plural=(n > 1);", {0, 1, 2, 5}), (V{0, 0, 1, 1}));
    EXPECT_EQ(forms("nplurals=1; plural=0;", {0, 1, 2}), (V{0, 0, 0}));
    const char* polish = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";
    EXPECT_EQ(forms(polish, {1, 2, 5, 12, 22, 25, 112}), (V{0, 1, 2, 2, 1, 2, 2}));
    const char* russian =
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";
    EXPECT_EQ(forms(russian, {1, 21, 11, 3, 14, 100}), (V{0, 0, 2, 1, 2, 2}));
    EXPECT_EQ(forms("nplurals=2; plural=!(n == 1);", {1, 3}), (V{0, 1}));
    EXPECT_EQ(forms("nplurals=2; plural=n / 0 + n % 0;", {7}), (V{0}));  // no division by zero
    EXPECT_EQ(forms("nplurals=2; plural=n;", {1, 7}), (V{1, 0}));        // out of range: form 0
}

TEST(PluralRule, RefusesWhatIsNotAnExpression) {
    for (const char* bad :
         {"nplurals=2; plural=(n != 1;", "nplurals=2; plural=n = 1;", "nplurals=2;", "plural=n != 1;",
          "nplurals=0; plural=0;", "nplurals=2; plural=n ? 1;", "nplurals=2; plural=x;",
          "nplurals=2; plural=99999999999999999999999;", "nplurals=two; plural=n;", "nplurals=2; plural=n | 1;"}) {
        std::string error;
        EXPECT_FALSE(PluralRule::parse_header(bad, &error)) << bad;
        EXPECT_FALSE(error.empty()) << bad;
    }
    std::string error;
    EXPECT_FALSE(PluralRule::parse(std::string(10000, '(') + "n" + std::string(10000, ')'), 2, &error));
    EXPECT_FALSE(PluralRule::parse(std::string(10000, '!') + "n", 2, &error));
    std::string long_sum = "n";
    for (int i = 0; i < 5000; ++i) long_sum += "+n";
    EXPECT_FALSE(PluralRule::parse(long_sum, 2, &error));
}

// [SECTION] Translator

TEST(Translator, FallsBackToTheEnglishSource) {
    Translator t;
    const char* source = "A message no catalog has";
    EXPECT_EQ(t.gettext(source), source);
    t.set_language(Language::German);  // no catalog loaded yet
    EXPECT_EQ(t.gettext(source), source);
    EXPECT_STREQ(t.ngettext("{n} stone", "{n} stones", 1), "{n} stone");
    EXPECT_STREQ(t.ngettext("{n} stone", "{n} stones", 0), "{n} stones");
    ASSERT_TRUE(t.load(Language::German, make_mo(kSmall, false)));
    EXPECT_STREQ(t.gettext("Hello"), "Hallo");
    EXPECT_EQ(t.gettext(source), source);
    EXPECT_STREQ(t.pgettext("side", "King"), "King");  // a context the catalog lacks
    EXPECT_FALSE(t.load(Language::English, make_mo(kSmall, false)));
    std::string error;
    EXPECT_FALSE(t.load(Language::German, "broken", &error));
    EXPECT_FALSE(error.empty());
    EXPECT_STREQ(t.gettext("Hello"), "Hallo");  // a failed load keeps the catalog it had
    EXPECT_EQ(t.load_directory("/no/such/folder").size(), 3U);
    EXPECT_STREQ(t.gettext("Hello"), "Hallo");
}

TEST(Translator, ContextSeparatesTheSameWord) {
    Translator t;
    ASSERT_TRUE(t.load(Language::German, make_mo(kSmall, true)));
    t.set_language(Language::German);
    EXPECT_STREQ(t.pgettext("piece", "King"), "König");
    EXPECT_STREQ(t.gettext("King"), "König (ohne Kontext)");
    EXPECT_STREQ(t.npgettext("piece", "{n} stone", "{n} stones", 2), "{n} stones");
}

TEST_F(GlobalTranslator, PluralFormsOfEveryLanguage) {
    // French puts 0 with 1; English, German and Italian put it with the plural.
    const std::vector<std::pair<Language, std::vector<std::string>>> expected = {
        {Language::English,
         {"The game lasted 0 moves.", "The game lasted 1 move.", "The game lasted 2 moves.",
          "The game lasted 5 moves."}},
        {Language::German,
         {"Die Partie dauerte 0 Züge.", "Die Partie dauerte 1 Zug.", "Die Partie dauerte 2 Züge.",
          "Die Partie dauerte 5 Züge."}},
        {Language::Italian,
         {"La partita è durata 0 mosse.", "La partita è durata 1 mossa.", "La partita è durata 2 mosse.",
          "La partita è durata 5 mosse."}},
        {Language::French,
         {"La partie a duré 0 coup.", "La partie a duré 1 coup.", "La partie a duré 2 coups.",
          "La partie a duré 5 coups."}},
    };
    for (const auto& [language, texts] : expected) {
        translator().set_language(language);
        const int counts[] = {0, 1, 2, 5};
        for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(game_length_text(counts[i]), texts[i]);
    }
    translator().set_language(Language::French);
    EXPECT_EQ(pieces_lost_text(Side::Defenders, 1), "Les défenseurs ont perdu 1 pièce.");
    EXPECT_EQ(pieces_lost_text(Side::Attackers, 3), "Les attaquants ont perdu 3 pièces.");
}

TEST_F(GlobalTranslator, SwitchesLanguageAtRunTime) {
    EXPECT_STREQ(p_("piece", "King"), "King");
    translator().set_language(Language::German);
    EXPECT_STREQ(p_("piece", "King"), "König");
    EXPECT_STREQ(_("The game is drawn."), "Die Partie endet unentschieden.");
    translator().set_language(Language::Italian);
    EXPECT_STREQ(p_("piece", "King"), "Re");
    translator().set_language(Language::French);
    EXPECT_STREQ(side_name(Side::Attackers), "Attaquants");
    EXPECT_STREQ(N_("Brandubh"), "Brandubh");
    translator().set_language(Language::English);
    EXPECT_STREQ(side_name(Side::Attackers), "Attackers");
}

TEST_F(GlobalTranslator, ReadersSeeAWholeLanguageWhileItSwitches) {
    const std::set<std::string> allowed = {"King", "König", "Re", "Roi"};
    std::atomic<bool> stop{false};
    std::atomic<int> bad{0};
    std::thread reader([&] {
        while (!stop.load())
            if (!allowed.count(p_("piece", "King"))) ++bad;
    });
    for (int i = 0; i < 20000; ++i) translator().set_language(kLanguages[static_cast<std::size_t>(i) % 4]);
    stop = true;
    reader.join();
    EXPECT_EQ(bad.load(), 0);
}

TEST(Translate, FormatsNamedPlaceholders) {
    EXPECT_EQ(fmt_arg("{n} pieces", "n", 5), "5 pieces");
    EXPECT_EQ(fmt_arg("{n} of {n}, {m}", "n", -2), "-2 of -2, {m}");
    EXPECT_EQ(fmt_arg(fmt_arg("{b} before {a}", "a", "A"), "b", std::string_view("B")), "B before A");
    EXPECT_EQ(fmt_arg("{n}", "n", "{n}"), "{n}");  // a value is not scanned again
    EXPECT_EQ(fmt_arg("{n", "n", 1), "{n");
    EXPECT_EQ(plural_count(-3), 3U);
}

TEST(Translate, ReadsLanguageCodes) {
    EXPECT_EQ(parse_language("de"), Language::German);
    EXPECT_EQ(parse_language("fr_CA.UTF-8"), Language::French);
    EXPECT_EQ(parse_language("IT-ch"), Language::Italian);
    EXPECT_EQ(parse_language("en"), Language::English);
    EXPECT_EQ(parse_language("nl"), std::nullopt);
    for (Language language : kLanguages) EXPECT_EQ(parse_language(language_code(language)), language);
}

// [SECTION] Engine words in every language

// Every text for the engine's values and ids, in the current language, with its English source.
std::vector<std::string> all_engine_texts() {
    std::vector<std::string> texts;
    for (Side s : {Side::Attackers, Side::Defenders}) texts.insert(texts.end(), {side_name(s), turn_text(s)});
    for (Piece p : {Piece::Empty, Piece::Attacker, Piece::Defender, Piece::King, Piece::Offboard})
        texts.push_back(piece_name(p));
    for (int r = 0; r <= static_cast<int>(Reason::NoCaptureLimit); ++r) {
        texts.push_back(reason_text(static_cast<Reason>(r)));
        for (int s = 0; s <= static_cast<int>(Status::Draw); ++s)
            texts.push_back(status_text(static_cast<Status>(s), static_cast<Reason>(r)));
    }
    for (int s = 0; s <= static_cast<int>(Status::Draw); ++s) texts.push_back(status_label(static_cast<Status>(s)));
    for (int i = 0; i <= static_cast<int>(Illegal::ShuttleLimit); ++i)
        texts.push_back(illegal_text(static_cast<Illegal>(i)));
    for (Announcement a : {kKingThreatened, kRaichi, kTuichu}) texts.push_back(announcement_text(a));
    for (std::string_view id : preset_ids()) texts.push_back(preset_name(id));
    for (std::string_view id : level_ids()) texts.insert(texts.end(), {level_name(id), level_personality(id)});
    texts.insert(texts.end(),
                 {game_length_text(3), pieces_lost_text(Side::Attackers, 3), pieces_lost_text(Side::Defenders, 3)});
    return texts;
}

TEST_F(GlobalTranslator, EveryEngineValueHasWordsInEveryLanguage) {
    EXPECT_EQ(preset_ids().size(), 14U);
    EXPECT_EQ(level_ids().size(), 6U);
    EXPECT_EQ(preset_name("no-such-preset"), nullptr);
    EXPECT_EQ(level_name("no-such-level"), nullptr);
    EXPECT_STREQ(announcement_text(kAnnounceNone), "");
    const std::vector<std::string> english = all_engine_texts();
    for (Language language : kTranslated) {
        translator().set_language(language);
        const std::vector<std::string> texts = all_engine_texts();
        ASSERT_EQ(texts.size(), english.size());
        for (std::size_t i = 0; i < texts.size(); ++i) {
            EXPECT_FALSE(texts[i].empty()) << language_code(language) << ": " << english[i];
            // Names may stay as they are ("Brandubh", "Jarl"); sentences must be translated.
            if (word_count(english[i]) >= 4) {
                EXPECT_NE(texts[i], english[i]) << language_code(language) << " leaves it English";
            }
        }
    }
}

// The number of characters (code points) of UTF-8 text.
std::size_t characters(std::string_view text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

TEST_F(GlobalTranslator, EveryPresetCardHasAShortOriginAndItsForces) {
    EXPECT_EQ(preset_origin("no-such-preset"), nullptr);
    for (Language language : kLanguages) {
        translator().set_language(language);
        std::set<std::string> seen;
        for (std::string_view id : preset_ids()) {
            const char* origin = preset_origin(id);
            ASSERT_NE(origin, nullptr) << id;
            // One line on the card: under 140 characters in every language.
            EXPECT_GT(characters(origin), 20U) << language_code(language) << ": " << id;
            EXPECT_LT(characters(origin), 140U) << language_code(language) << ": " << origin;
            EXPECT_TRUE(seen.insert(origin).second) << "two presets share the origin " << origin;
        }
        for (const std::string& text : {setup_summary(11, 24, 12), setup_summary(7, 1, 1), setup_summary(9, 8, 0)}) {
            EXPECT_FALSE(text.empty());
            EXPECT_EQ(text.find('{'), std::string::npos) << language_code(language) << ": " << text;
        }
    }
    translator().set_language(Language::English);
    EXPECT_EQ(setup_summary(11, 24, 12), "11×11 · 24 against 12 and the king");
    EXPECT_EQ(setup_summary(7, 8, 4), "7×7 · 8 against 4 and the king");
    EXPECT_EQ(setup_summary(9, 16, 0), "9×9 · 16 against the king alone");
}

// [SECTION] The translation files

TEST(PoFiles, EveryMessageIsTranslatedAndKeepsItsPlaceholders) {
    const std::size_t template_size = po_entries("taflbord.pot").size();
    for (Language language : kTranslated) {
        const std::string code(language_code(language));
        const std::vector<PoEntry> entries = po_entries(code + ".po");
        EXPECT_EQ(entries.size(), template_size) << code;
        for (const PoEntry& e : entries) {
            EXPECT_FALSE(e.fuzzy) << code << ": " << e.msgid;
            ASSERT_EQ(e.msgstr.size(), e.msgid_plural.empty() ? 1U : 2U) << code << ": " << e.msgid;
            for (const std::string& s : e.msgstr) {
                EXPECT_FALSE(s.empty()) << code << ": " << e.msgid;
                EXPECT_EQ(placeholders(s), placeholders(e.msgid)) << code << ": " << s;
                // Typography: curly apostrophes and quotes, and French spacing with no-break spaces.
                EXPECT_EQ(s.find('"'), std::string::npos) << code << ": " << s;
                if (language != Language::German) {
                    EXPECT_EQ(s.find('\''), std::string::npos) << code << ": " << s;
                }
                if (language == Language::French) {
                    for (const char* bad : {" !", " ?", " ;", " :", "« ", " »"}) {
                        EXPECT_EQ(s.find(bad), std::string::npos) << s;
                    }
                }
            }
        }
    }
}

TEST(PoFiles, FrenchPunctuationHasItsNoBreakSpace) {
    for (const PoEntry& e : po_entries("fr.po"))
        for (const std::string& s : e.msgstr)
            for (std::size_t i = 0; i < s.size(); ++i) {
                if (s[i] != '!' && s[i] != '?' && s[i] != ';' && s[i] != ':') continue;
                // U+202F (E2 80 AF) before ! ? ; and U+00A0 (C2 A0) before :.
                const std::string before = s.substr(i >= 3 ? i - 3 : 0, i >= 3 ? 3 : i);
                const bool ok = s[i] == ':' ? before.size() >= 2 && before.substr(before.size() - 2) == "\xC2\xA0"
                                            : before == "\xE2\x80\xAF";
                EXPECT_TRUE(ok) << s;
            }
}

TEST(PoFiles, ShortMessagesCarryATranslatorCommentOrAContext) {
    for (const PoEntry& e : po_entries("taflbord.pot")) {
        if (word_count(e.msgid) > 2) continue;
        EXPECT_TRUE(e.context || e.comments.find("I18N:") != std::string::npos)
            << "\"" << e.msgid << "\" needs an // I18N: comment or a context";
    }
}

}  // namespace
}  // namespace tafl::i18n
