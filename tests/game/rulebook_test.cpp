// rulebook_test.cpp: the rulebook module: reading a book's Markdown, books.txt and diagram files,
// preparing and verifying diagrams with the engine, and the checks of structure, links and
// typography. The shipped books themselves are checked in rulebook_library_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "rulebook/checks.h"
#include "rulebook/diagram.h"
#include "rulebook/document.h"
#include "rulebook/guarded_text.h"
#include "rulebook/library.h"
#include "test_support.h"

namespace tafl::rulebook {
namespace {

constexpr const char* kBook = R"(# Brandubh
> The Irish game of the black raven

## At a glance {#glance}

The *smallest* game of the **family**: see [capturing](#capturing), [Tablut](tablut#end),
[the shieldwall](rule:shieldwall) and `d4`.

```glance brandubh
```

## Capturing {#capturing}

### Men

- one
- two with [a link](#glance)
  1. nested

1. first
2. second

| rule | value |
|---|---|
| king | *armed* |

![A yew board](picture:brandubh-board)

```diagram capture-man
The attacker moves `b1-b2` and
the defender is *taken*.
```

> A quoted paragraph&nbsp;with &#x2019; entities.

---
)";

TEST(RulebookDocument, ReadsTitleSubtitleChaptersAndBlocks) {
    std::vector<std::string> problems;
    const Book book = parse_book(kBook, problems);
    EXPECT_TRUE(problems.empty()) << problems.front();
    EXPECT_EQ(book.title, "Brandubh");
    EXPECT_EQ(book.subtitle, "The Irish game of the black raven");
    ASSERT_EQ(book.chapters.size(), 2u);
    EXPECT_EQ(book.chapters[0].id, "glance");
    EXPECT_EQ(book.chapters[0].title, "At a glance");
    EXPECT_EQ(book.chapters[1].id, "capturing");

    const auto& glance = book.chapters[0].blocks;
    ASSERT_EQ(glance.size(), 2u);
    const Block& p = glance[0];
    EXPECT_EQ(p.kind, BlockKind::Paragraph);
    EXPECT_EQ(plain_text(p.spans),
              "The smallest game of the family: see capturing, Tablut, the shieldwall and d4.");
    ASSERT_EQ(p.links.size(), 3u);
    EXPECT_EQ(p.links[0], (Link{Link::Kind::Chapter, "", "capturing", ""}));
    EXPECT_EQ(p.links[1], (Link{Link::Kind::Book, "tablut", "end", ""}));
    EXPECT_EQ(p.links[2], (Link{Link::Kind::Rule, "", "", "shieldwall"}));
    bool saw_emphasis = false, saw_strong = false, saw_code = false, saw_link = false;
    for (const Span& s : p.spans) {
        saw_emphasis |= s.text == "smallest" && s.style == kEmphasis;
        saw_strong |= s.text == "family" && s.style == kStrong;
        saw_code |= s.text == "d4" && s.style == kCode;
        saw_link |= s.text == "Tablut" && s.link == 1;
    }
    EXPECT_TRUE(saw_emphasis && saw_strong && saw_code && saw_link);
    EXPECT_EQ(glance[1].kind, BlockKind::Glance);
    EXPECT_EQ(glance[1].presets, std::vector<std::string>{"brandubh"});

    const auto& blocks = book.chapters[1].blocks;
    std::vector<BlockKind> kinds;
    for (const Block& b : blocks) kinds.push_back(b.kind);
    const std::vector<BlockKind> want = {BlockKind::Heading, BlockKind::Item,    BlockKind::Item,      BlockKind::Item,
                                         BlockKind::Item,    BlockKind::Item,    BlockKind::Table,     BlockKind::Picture,
                                         BlockKind::Diagram, BlockKind::Paragraph, BlockKind::Rule};
    ASSERT_EQ(kinds, want);
    EXPECT_EQ(blocks[0].level, 3);
    EXPECT_EQ(plain_text(blocks[0].spans), "Men");
    EXPECT_EQ(blocks[1].level, 1);
    EXPECT_EQ(blocks[1].number, 0);
    EXPECT_EQ(plain_text(blocks[2].spans), "two with a link");
    EXPECT_EQ(blocks[2].links.size(), 1u);
    EXPECT_EQ(blocks[3].level, 2);
    EXPECT_EQ(blocks[3].number, 1);
    EXPECT_EQ(blocks[5].number, 2);
    ASSERT_EQ(blocks[6].rows.size(), 2u);
    EXPECT_EQ(plain_text(blocks[6].rows[1][1]), "armed");
    EXPECT_EQ(blocks[7].ref, "brandubh-board");
    EXPECT_EQ(plain_text(blocks[7].spans), "A yew board");
    EXPECT_EQ(blocks[8].ref, "capture-man");
    EXPECT_EQ(plain_text(blocks[8].spans), "The attacker moves b1-b2 and the defender is taken.");
    ASSERT_GE(blocks[8].spans.size(), 4u);
    EXPECT_EQ(blocks[8].spans[1].style, kCode);
    EXPECT_EQ(blocks[8].spans[3].style, kEmphasis);
    EXPECT_TRUE(blocks[9].quote);
    EXPECT_EQ(plain_text(blocks[9].spans), "A quoted paragraph\u00A0with \u2019 entities.");
}

TEST(RulebookDocument, NamesWhatDoesNotFitTheFormat) {
    std::vector<std::string> problems;
    const Book book = parse_book("Some text first.\n\n## No id\n\n```diagram\ncaption\n```\n\n![x](cover.png)\n", problems);
    EXPECT_TRUE(book.title.empty());
    ASSERT_EQ(book.chapters.size(), 1u);
    const auto has = [&](std::string_view needle) {
        for (const auto& p : problems)
            if (p.find(needle) != std::string::npos) return true;
        return false;
    };
    EXPECT_TRUE(has("before the first chapter"));
    EXPECT_TRUE(has("has no '{#id}'"));
    EXPECT_TRUE(has("exactly one id"));
    EXPECT_TRUE(has("picture:ID"));
    EXPECT_TRUE(has("no title"));
}

TEST(RulebookDocument, SurvivesHostileText) {
    std::vector<std::string> problems;
    std::string deep(5000, '>');
    deep += " x\n" + std::string(3000, '[') + std::string(3000, '*') + "\n## A {#a}\n- " + std::string(2000, '-');
    const Book book = parse_book(deep, problems);
    EXPECT_FALSE(problems.empty());  // no title at least
    std::string many = "# T\n";
    for (int i = 0; i < 600; ++i) many += "## C" + std::to_string(i) + " {#c" + std::to_string(i) + "}\n\ntext\n\n";
    problems.clear();
    const Book big = parse_book(many, problems);
    EXPECT_EQ(big.chapters.size(), 600u);
    EXPECT_EQ(big.chapters[599].id, "c599");
    EXPECT_EQ(plain_text(big.chapters[599].blocks.at(0).spans), "text");
}

// A code block inside a list item adds a block while the item is open; the item's text after it
// must still reach the item (the chapter's blocks may have moved as they grew). Found by
// fuzz_rulebook as a use after free.
TEST(RulebookDocument, AnItemGoesOnAfterACodeBlockInsideIt) {
    std::vector<std::string> problems;
    const Book book = parse_book("# T\n\n## C {#c}\n\n- first\n  ```\n  code\n  ```\n  after\n"
                                 "- second\n  ```\n  more code\n  ```\n  last\n",
                                 problems);
    ASSERT_EQ(book.chapters.size(), 1u);
    const auto& blocks = book.chapters[0].blocks;
    std::string kinds;
    for (const Block& b : blocks) kinds += std::to_string(static_cast<int>(b.kind)) + ":" + plain_text(b.spans) + "|";
    ASSERT_EQ(blocks.size(), 4u) << kinds;
    EXPECT_EQ(blocks[0].kind, BlockKind::Item);
    EXPECT_EQ(plain_text(blocks[0].spans).find("first"), 0u);
    EXPECT_NE(plain_text(blocks[0].spans).find("after"), std::string::npos);
    EXPECT_EQ(blocks[1].kind, BlockKind::Paragraph);
    EXPECT_EQ(plain_text(blocks[1].spans), "code");
    EXPECT_EQ(blocks[2].kind, BlockKind::Item);
    EXPECT_NE(plain_text(blocks[2].spans).find("last"), std::string::npos);
    EXPECT_EQ(plain_text(blocks[3].spans), "more code");
}

// md4c 0.4.8 can report a range running past the end of its input; the reader clips every range
// it is handed to the document, so nothing beyond it is read.
TEST(RulebookDocument, RangesPastTheEndAreClippedToTheDocument) {
    const GuardedText text("| a |\n|---|\n| b");
    ASSERT_EQ(text.size(), 15u);
    const char* d = text.data();
    EXPECT_EQ(std::string_view(d + text.size(), GuardedText::kGuard), std::string(GuardedText::kGuard, '\0'));
    EXPECT_EQ(text.clip(d, 15), "| a |\n|---|\n| b");
    EXPECT_EQ(text.clip(d + 13, 4), " b");  // two bytes past the end: cut there
    EXPECT_EQ(text.clip(d + 14, 40), "b");  // far into the guard
    EXPECT_EQ(text.clip(d + 15, 2), "");    // starts in the guard
    EXPECT_EQ(text.clip(d + 15 + GuardedText::kGuard - 1, 1), "");
    EXPECT_EQ(text.clip(nullptr, 3), "");
    static const char kOwn[] = "\n";  // md4c's own text, outside the copy
    EXPECT_EQ(text.clip(kOwn, 1), "\n");
    const GuardedText empty("");
    EXPECT_EQ(empty.size(), 0u);
    EXPECT_EQ(empty.clip(empty.data(), 2), "");

    // The books read the same through the copy: a code block's indented lines keep their spaces
    // (md4c hands them over from its own text) and the last line, without a line break, is whole.
    std::vector<std::string> problems;
    const Book book = parse_book("# T\n\n## C {#c}\n\n    code\n      more\n\ntail *end*", problems);
    ASSERT_EQ(book.chapters.size(), 1u);
    const auto& blocks = book.chapters[0].blocks;
    ASSERT_EQ(blocks.size(), 2u);
    ASSERT_EQ(blocks[0].spans.size(), 1u);
    EXPECT_EQ(blocks[0].spans[0].text, "code\n  more");
    EXPECT_EQ(plain_text(blocks[1].spans), "tail end");
}

TEST(RulebookLibrary, ParsesTheCatalogAndNamesFaults) {
    std::vector<Problem> problems;
    const Catalog c = parse_catalog(
        "# comment\n[brandubh]\npresets = brandubh\nchapters = glance end\npictures = a b\n\n[bad]\nchapters = x\n"
        "colour = red\npictures = c\n[Bad Id]\nstray line\n",
        "books.txt", problems);
    ASSERT_EQ(c.books.size(), 1u);
    EXPECT_EQ(c.books[0].chapters, (std::vector<std::string>{"glance", "end"}));
    EXPECT_EQ(c.book_of_preset("brandubh"), &c.books[0]);
    EXPECT_EQ(c.book_of_preset("mine", "brandubh"), &c.books[0]);
    EXPECT_EQ(c.book_of_preset("mine"), nullptr);
    ASSERT_EQ(problems.size(), 3u);
    EXPECT_EQ(problems[0].to_string(), "books.txt:9: unknown key 'colour'");
    EXPECT_EQ(problems[1].line, 11);
    EXPECT_EQ(problems[2].line, 12);
}

TEST(RulebookLibrary, ParsesDiagramsAndNamesFaults) {
    std::vector<Problem> problems;
    const auto ds = parse_diagrams(
        "[one]\nchapter = capturing\nvariant = brandubh\nposition = /7/7/7/3K3/7/7/7/\nside = attackers\n"
        "marks = d4 e4\nrules = king_armed=no shieldwall=weak\ncaptured =\nabout = What # it shows\n"
        "[two]\nvariant = brandubh\n[three]\nchapter = x\nvariant = y\nposition = z\nside = s\nrules = nonsense\n",
        "diagrams/x.txt", problems);
    ASSERT_EQ(ds.size(), 1u);
    EXPECT_EQ(ds[0].marks, (std::vector<std::string>{"d4", "e4"}));
    ASSERT_EQ(ds[0].rules.size(), 2u);
    EXPECT_EQ(ds[0].rules[1], (std::pair<std::string, std::string>{"shieldwall", "weak"}));
    ASSERT_TRUE(ds[0].captured.has_value());
    EXPECT_TRUE(ds[0].captured->empty());
    EXPECT_EQ(ds[0].about, "What # it shows");
    EXPECT_EQ(problems.size(), 4u);  // two: chapter, position, side missing; three: bad rules
}

// A Brandubh diagram: the attacker from b2 comes round to c5 and takes the defender on d5 against
// the attacker on e5 (the king steps aside to c4 in between).
Diagram brandubh_capture() {
    Diagram d;
    d.id = "capture";
    d.chapter = "capturing";
    d.variant = "brandubh";
    d.position = test::drawing_to_record(R"(
        X . . . . . X
        . . . a . . .
        . . . d a . .
        a . . K . . a
        . . . . . . .
        . a . . . . .
        X . . . . . X)");
    d.side = "attackers";
    d.moves = {"b2-b5", "d4-c4", "b5-c5"};
    return d;
}

TEST(RulebookDiagram, VerifiesWhatTheEngineAnswers) {
    Diagram d = brandubh_capture();
    d.position = test::drawing_to_record(R"(
        X . . . . . X
        . . . a . . .
        . . . . . . .
        a . . K . . a
        . . . . . . .
        . . d a . . .
        X a . . . . X)");
    d.moves = {"b1-b2"};  // the defender on c2 between b2 and d2
    d.captured = std::vector<std::string>{"c2"};
    d.result = "ongoing";
    d.illegal = {"a4-d4", "b2-b1"};  // the king's square; not the attackers' turn
    std::string error;
    const auto prepared = prepare_diagram(d, test::preset_rules("brandubh"), &error);
    ASSERT_TRUE(prepared) << error;
    EXPECT_EQ(verify_diagram(d, *prepared), std::vector<std::string>{});

    Diagram wrong = d;
    wrong.captured = std::vector<std::string>{"c3", "c2"};  // c2 is taken, c3 is not
    wrong.result = "attackers-win";
    wrong.reason = "escape";
    wrong.illegal = {"d4-d3"};
    const auto problems = verify_diagram(wrong, *prepared);
    ASSERT_EQ(problems.size(), 4u);
    EXPECT_EQ(problems[0], "captured: the moves take c2, the diagram says c2 c3");
    EXPECT_EQ(problems[1], "result: the game stands 'ongoing', the diagram says 'attackers-win'");
    EXPECT_EQ(problems[3], "illegal: 'd4-d3' is a legal move");

    Diagram illegal_move = d;
    illegal_move.moves = {"a4-c4", "d4-d7"};  // the king's way up is blocked on d6
    const auto p2 = prepare_diagram(illegal_move, test::preset_rules("brandubh"), &error);
    ASSERT_TRUE(p2);
    const auto problems2 = verify_diagram(illegal_move, *p2);
    ASSERT_FALSE(problems2.empty());
    EXPECT_NE(problems2[0].find("move 2 'd4-d7' is not legal"), std::string::npos) << problems2[0];
}

TEST(RulebookDiagram, RuleChangesApplyAndFaultsAreNamed) {
    Diagram d = brandubh_capture();
    d.position = test::drawing_to_record(R"(
        X . . . . . X
        . . . a . . .
        . . . . . . .
        a . . . . . a
        . . K . . . .
        . . a . . . .
        X . . . . a X)");
    d.side = "defenders";
    d.moves.clear();
    d.rules = {{"king_armed", "no"}};
    std::string error;
    auto prepared = prepare_diagram(d, test::preset_rules("brandubh"), &error);
    ASSERT_TRUE(prepared) << error;
    EXPECT_EQ(prepared->rule_set.king_armed, KingArmed::No);

    d.rules = {{"king_armed", "sometimes"}};
    EXPECT_FALSE(prepare_diagram(d, test::preset_rules("brandubh"), &error));
    EXPECT_NE(error.find("king_armed"), std::string::npos);
    d.rules.clear();
    d.position = "/7/7/";
    EXPECT_FALSE(prepare_diagram(d, test::preset_rules("brandubh"), &error));
    EXPECT_EQ(error.rfind("position: ", 0), 0u);
    d = brandubh_capture();
    d.marks = {"h9"};
    EXPECT_FALSE(prepare_diagram(d, test::preset_rules("brandubh"), &error));
    EXPECT_EQ(error, "marks: 'h9' is not a square of this board");
    d = brandubh_capture();
    d.side = "both";
    EXPECT_FALSE(prepare_diagram(d, test::preset_rules("brandubh"), &error));
}

TEST(RulebookChecks, StructureLinksAndPictures) {
    std::vector<std::string> messages;
    const Book book = parse_book(kBook, messages);
    BookEntry entry{"brandubh", {"brandubh"}, {"glance", "capturing", "end"}, {"brandubh-cover", "brandubh-board", "brandubh-scene"}, 1};
    Catalog catalog;
    catalog.books.push_back(entry);
    std::vector<Diagram> diagrams(2);
    diagrams[0].id = "capture-man";
    diagrams[0].chapter = "glance";
    diagrams[1].id = "escape";
    diagrams[1].chapter = "end";
    const std::set<std::string> presets = {"brandubh"};
    const auto problems = check_book(entry, book, "en", {&catalog, &diagrams, &presets});
    std::vector<std::string> got;
    for (const auto& p : problems) got.push_back(p.message);
    const std::vector<std::string> want = {
        "chapters are glance capturing; books.txt asks for glance capturing end",
        "link to 'tablut': no such book",
        "diagram 'capture-man' is in chapter 'capturing', its file puts it in 'glance'",
        "diagram 2 should be 'escape', the text ends",
        "picture 'brandubh-scene' is shown 0 times, not once",
    };
    EXPECT_EQ(got, want);
}

TEST(RulebookChecks, TypographyPerLanguage) {
    std::vector<std::string> messages;
    const Book fr = parse_book(
        "# Livre\n\n## Un {#un}\n\nLe roi s\u2019\u00E9chappe\u00A0: bien. Vraiment ? Oui\u202F! "
        "\u00AB\u00A0bien\u00A0\u00BB et \u00ABmal\u00BB, l'apostrophe et `a1:b2`.\n",
        messages);
    const auto problems = check_typography(fr, "fr", "fr/x.md");
    EXPECT_EQ(problems.size(), 4u);  // "Vraiment ?", «mal» twice, l'apostrophe
    const Book en = parse_book("# Book\n\n## One {#one}\n\nThe king\u2019s \"escape\" and `a'b`.\n", messages);
    EXPECT_EQ(check_typography(en, "en", "en/x.md").size(), 2u);
    EXPECT_EQ(check_typography(en, "de", "de/x.md").size(), 2u);
}

TEST(RulebookChecks, CountsWords) {
    std::vector<std::string> messages;
    const Book b = parse_book("# Zwei Wörter\n\n## Ein Kapitel {#k}\n\nDer König – l\u2019été `d4`.\n", messages);
    // Zwei Wörter / Ein Kapitel / Der König l’été d4 (the dash is not a word)
    EXPECT_EQ(count_words(b), 8);
}

}  // namespace
}  // namespace tafl::rulebook
