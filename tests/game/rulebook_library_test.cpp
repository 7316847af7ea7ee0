// rulebook_library_test.cpp: the shipped rulebooks (assets/rulebooks). Every book exists in all
// four languages with the chapters of books.txt, every diagram is shown once in its chapter in
// every language, every diagram is true for the engine, every link resolves, every picture
// exists, every language follows its typography, and no language of a book is a sketch of
// another.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "rulebook/checks.h"
#include "rulebook/diagram.h"
#include "rulebook/library.h"
#include "test_support.h"

namespace tafl::rulebook {
namespace {

const std::vector<std::string>& languages() {
    static const std::vector<std::string> all(std::begin(kBookLanguages), std::end(kBookLanguages));
    return all;
}

const Library& shipped() {
    static const Library library = [] {
        const auto assets = presets::find_assets_dir(nullptr);
        if (!assets) throw std::runtime_error("assets folder not found");
        return load_library(*assets / "rulebooks", languages());
    }();
    return library;
}

std::set<std::string> preset_ids() {
    std::set<std::string> ids;
    for (const Variant* v : test::shipped_variants().all()) ids.insert(v->id);
    return ids;
}

TEST(RulebookLibrary, EveryFileReadsWithoutProblems) {
    for (const Problem& p : shipped().all_problems()) ADD_FAILURE() << p.to_string();
    EXPECT_GE(shipped().catalog.books.size(), 9u);
}

TEST(RulebookLibrary, EveryPresetHasExactlyOneBook) {
    for (const std::string& id : preset_ids()) {
        int books = 0;
        for (const BookEntry& b : shipped().catalog.books) books += static_cast<int>(std::count(b.presets.begin(), b.presets.end(), id));
        EXPECT_EQ(books, 1) << id;
    }
    for (const BookEntry& b : shipped().catalog.books)
        for (const std::string& p : b.presets) EXPECT_TRUE(preset_ids().contains(p)) << b.id << ": " << p;
}

TEST(RulebookLibrary, EveryDiagramIsTrueForTheEngine) {
    int checked = 0;
    for (const BookEntry& b : shipped().catalog.books) {
        const auto it = shipped().diagrams.find(b.id);
        ASSERT_NE(it, shipped().diagrams.end()) << b.id;
        for (const Diagram& d : it->second) {
            SCOPED_TRACE("diagrams/" + b.id + ".txt:" + std::to_string(d.line) + " [" + d.id + "]");
            EXPECT_TRUE(std::find(b.chapters.begin(), b.chapters.end(), d.chapter) != b.chapters.end())
                << "no chapter '" << d.chapter << "'";
            const Variant* v = test::shipped_variants().find(d.variant);
            ASSERT_NE(v, nullptr) << "unknown preset " << d.variant;
            std::string error;
            const auto prepared = prepare_diagram(d, v->rules, &error);
            ASSERT_TRUE(prepared) << error;
            for (const std::string& p : verify_diagram(d, *prepared)) ADD_FAILURE() << p;
            EXPECT_FALSE(d.about.empty());
            ++checked;
        }
    }
    EXPECT_GE(checked, 100);
}

TEST(RulebookLibrary, EveryBookInEveryLanguageIsWhole) {
    const std::set<std::string> presets = preset_ids();
    for (const BookEntry& b : shipped().catalog.books) {
        const auto diagrams = shipped().diagrams.find(b.id);
        ASSERT_NE(diagrams, shipped().diagrams.end());
        for (const std::string& lang : languages()) {
            SCOPED_TRACE(lang + "/" + b.id + ".md");
            const Book* text = shipped().text(lang, b.id);
            ASSERT_NE(text, nullptr) << "missing";
            const CheckContext context{&shipped().catalog, &diagrams->second, &presets};
            for (const Problem& p : check_book(b, *text, lang, context)) ADD_FAILURE() << p.to_string();
            for (const Problem& p : check_typography(*text, lang, lang + "/" + b.id + ".md"))
                ADD_FAILURE() << p.to_string();
        }
    }
}

TEST(RulebookLibrary, EveryPictureExists) {
    const std::filesystem::path dir = shipped().dir / "pictures";
    for (const BookEntry& b : shipped().catalog.books)
        for (const std::string& id : b.pictures) EXPECT_TRUE(std::filesystem::is_regular_file(dir / (id + ".png"))) << id;
}

// A book is written for each language, not sketched in one and summed up in another: each has at
// least 1,200 words (the family book 1,800), and no language has fewer than half the words of the
// longest. The table is printed for the record.
TEST(RulebookLibrary, EveryLanguageIsWrittenInFull) {
    std::cout << "words per book and language:\nbook";
    for (const std::string& lang : languages()) std::cout << '\t' << lang;
    std::cout << '\n';
    for (const BookEntry& b : shipped().catalog.books) {
        std::cout << b.id;
        std::vector<int> words;
        for (const std::string& lang : languages()) {
            const Book* text = shipped().text(lang, b.id);
            words.push_back(text != nullptr ? count_words(*text) : 0);
            std::cout << '\t' << words.back();
        }
        std::cout << '\n';
        const int most = *std::max_element(words.begin(), words.end());
        for (std::size_t i = 0; i < words.size(); ++i) {
            EXPECT_GE(words[i], b.id == "family" ? 1800 : 1200) << languages()[i] << "/" << b.id;
            EXPECT_GE(words[i] * 2, most) << languages()[i] << "/" << b.id << " is much shorter than another language";
        }
    }
}

// A library with one book's file gone and another's broken (binary, not UTF-8) names both, with
// the file, and every other book still reads.
TEST(RulebookLibrary, AMissingOrBrokenBookIsNamedAndTheOthersRead) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("taflbord-rulebooks-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
    fs::remove_all(dir);
    fs::copy(shipped().dir, dir, fs::copy_options::recursive);
    fs::remove(dir / "en" / "brandubh.md");
    {
        std::ofstream broken(dir / "en" / "tablut.md", std::ios::binary | std::ios::trunc);
        broken << "# Tablut\n\xff\xfe\x00 binary";
    }
    const Library library = load_library(dir, {"en"});
    fs::remove_all(dir);
    auto named = [&](const std::string& book, const std::string& file) {
        const auto it = library.problems.find(book);
        if (it == library.problems.end()) return false;
        for (const Problem& p : it->second)
            if (p.file == file) return true;
        return false;
    };
    EXPECT_TRUE(named("brandubh", "en/brandubh.md"));
    EXPECT_TRUE(named("tablut", "en/tablut.md"));
    EXPECT_EQ(library.text("en", "brandubh"), nullptr);
    EXPECT_EQ(library.text("en", "tablut"), nullptr);
    for (const BookEntry& b : library.catalog.books) {
        if (b.id == "brandubh" || b.id == "tablut") continue;
        const Book* text = library.text("en", b.id);
        ASSERT_NE(text, nullptr) << b.id;
        EXPECT_EQ(text->chapters.size(), b.chapters.size()) << b.id;
    }
}

}  // namespace
}  // namespace tafl::rulebook
