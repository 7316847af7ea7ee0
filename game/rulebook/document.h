// document.h: a rulebook as the reader shows it. One book in one language, read from its
// Markdown file (assets/rulebooks/<lang>/<book>.md, the format in assets/rulebooks/README.md)
// into chapters of blocks: headings, paragraphs, list items, tables, pictures, diagrams and
// "rules at a glance" tables. Text is kept as runs of one style with an optional link, so the
// reader can wrap, style and click it. No SDL, OpenGL or ImGui here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tafl::rulebook {

// Where a link in the text leads.
struct Link {
    enum class Kind : std::uint8_t {
        Chapter,  // "#king": a chapter of the same book
        Book,     // "tablut" or "tablut#end": another book, at its start or at a chapter
        Rule,     // "rule:shieldwall": the explanation of a rule parameter
        Unknown,  // anything else (the checks report it; the reader shows it as plain text)
    };
    Kind kind = Kind::Unknown;
    std::string book;     // Book only
    std::string chapter;  // Chapter, and Book when it names one
    std::string target;   // the parameter for Rule; the href as written for Unknown

    friend bool operator==(const Link&, const Link&) = default;
};

// Reads an href of the text ("#king", "tablut#end", "rule:shieldwall").
Link parse_link(std::string_view href);

// Style bits of a run of text.
enum SpanStyle : std::uint8_t {
    kPlain = 0,
    kEmphasis = 1,
    kStrong = 2,
    kCode = 4,
};

// A run of text of one style. `link` indexes the block's links, -1 for none. A "\n" run is a
// hard line break.
struct Span {
    std::string text;
    std::uint8_t style = kPlain;
    int link = -1;
};

// The kinds of blocks in a chapter.
enum class BlockKind : std::uint8_t {
    Heading,    // a level-3 (or deeper) heading inside a chapter
    Paragraph,  // also a paragraph inside a block quote (quote = true)
    Item,       // one item of a list; `level` is its depth (1 = outermost), `number` 0 for bullets
    Table,      // rows of cells; the first row is the header
    Picture,    // a picture of assets/rulebooks/pictures, with its caption in `spans`
    Diagram,    // a diagram of the book's diagram file, with its caption in `spans`
    Glance,     // the rules of `presets` side by side, made from the preset files when shown
    Rule,       // a thematic break
};

struct Block {
    BlockKind kind = BlockKind::Paragraph;
    int level = 0;       // Heading: 3..6; Item and its continuation paragraphs: the list depth
    int number = 0;      // Item of an ordered list: its number
    bool quote = false;  // inside a block quote
    std::vector<Span> spans;
    std::vector<Link> links;
    std::string ref;                                  // Picture, Diagram: the id
    std::vector<std::string> presets;                 // Glance
    std::vector<std::vector<std::vector<Span>>> rows;  // Table: rows of cells of spans
};

struct Chapter {
    std::string id;  // from "{#id}" at the end of its heading
    std::string title;
    std::vector<Block> blocks;
};

struct Book {
    std::string title;
    std::string subtitle;
    std::vector<Chapter> chapters;

    // The chapter with this id, or nullptr.
    const Chapter* find(std::string_view chapter_id) const;
    int index_of(std::string_view chapter_id) const;  // -1 when absent
};

// Reads a book's Markdown. What does not fit the format (text before the first chapter, a
// chapter heading without an id, an unclosed construct, a diagram block without an id) is
// reported in `problems` in English, and the rest is still read.
Book parse_book(std::string_view markdown, std::vector<std::string>& problems);

// The words of a value, split at spaces and tabs (ids, moves, squares in the data files).
std::vector<std::string> split_words(std::string_view s);

// The plain text of spans, styles dropped (for searching, word counts and checks).
std::string plain_text(const std::vector<Span>& spans);

}  // namespace tafl::rulebook
