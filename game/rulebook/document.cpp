// document.cpp: reading a book's Markdown with md4c into chapters of blocks.
#include "rulebook/document.h"

#include <md4c.h>

#include <cstdint>
#include <functional>
#include <string>

#include "rulebook/guarded_text.h"

namespace tafl::rulebook {

namespace {

// [SECTION] Small text helpers

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
    return s;
}

void append_utf8(std::string& out, std::uint32_t cp) {
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// An HTML entity as md4c hands it over ("&nbsp;", "&#160;", "&#xA0;"): the few named ones a
// writer may use, and every numeric one. Unknown names stay as written.
std::string decode_entity(std::string_view e) {
    std::string out;
    if (e.size() > 3 && e[0] == '&' && e[1] == '#' && e.back() == ';') {
        std::uint32_t cp = 0;
        const bool hex = e[2] == 'x' || e[2] == 'X';
        for (std::size_t i = hex ? 3 : 2; i + 1 < e.size(); ++i) {
            const char c = e[i];
            int digit = -1;
            if (c >= '0' && c <= '9') digit = c - '0';
            if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
            if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
            if (digit < 0 || cp > 0x10FFFF) return std::string(e);
            cp = cp * (hex ? 16u : 10u) + static_cast<std::uint32_t>(digit);
        }
        append_utf8(out, cp);
        return out;
    }
    struct Named {
        std::string_view name;
        std::uint32_t cp;
    };
    static constexpr Named kNamed[] = {{"&nbsp;", 0xA0},   {"&amp;", '&'},     {"&lt;", '<'},      {"&gt;", '>'},
                                       {"&quot;", '"'},    {"&apos;", '\''},   {"&ndash;", 0x2013}, {"&mdash;", 0x2014},
                                       {"&hellip;", 0x2026}, {"&laquo;", 0xAB}, {"&raquo;", 0xBB}, {"&thinsp;", 0x2009}};
    for (const Named& n : kNamed)
        if (e == n.name) {
            append_utf8(out, n.cp);
            return out;
        }
    return std::string(e);
}

// Splits "Capturing {#capturing}" into the title and the id.
void split_heading(std::string_view text, std::string& title, std::string& id) {
    text = trim(text);
    id.clear();
    if (!text.empty() && text.back() == '}') {
        const auto open = text.rfind("{#");
        if (open != std::string_view::npos) {
            id = std::string(text.substr(open + 2, text.size() - open - 3));
            text = trim(text.substr(0, open));
        }
    }
    title = std::string(text);
}

// [SECTION] The md4c callbacks' state

struct Reader {
    explicit Reader(std::string_view markdown) : source(markdown) {}

    GuardedText source;  // the document md4c reads, with its guard
    Book book;
    std::vector<std::string>* problems = nullptr;

    std::string attribute_text(const MD_ATTRIBUTE& a) const { return std::string(source.clip(a.text, a.size)); }

    // Where the blocks of the text go: the current chapter, or nowhere before the first one.
    Chapter* chapter = nullptr;
    // The block being filled and where its text goes (a block's spans or a table cell).
    Block* block = nullptr;
    std::vector<Span>* target = nullptr;

    int quote_depth = 0;
    struct List {
        bool ordered = false;
        int next = 1;
    };
    std::vector<List> lists;
    bool item_open = false;  // an item was entered and has no paragraph of its own yet

    // Headings of level 1 and 2 are read as text, then turned into the title or a chapter.
    int heading_level = 0;
    std::string heading_text;

    // A fenced block: its info string and its text.
    bool in_code = false;
    std::string code_info;
    std::string code_text;

    // Inline state.
    std::uint8_t style = kPlain;
    std::vector<std::uint8_t> style_stack;
    int link = -1;
    int image_depth = 0;
    std::string image_src;
    std::vector<Span> image_caption;
    bool paragraph_has_other = false;  // text outside an image in the current paragraph

    // Text before the first chapter other than the title and the subtitle.
    bool reported_preamble = false;

    void problem(std::string message) {
        if (problems) problems->push_back(std::move(message));
    }

    Block* new_block(BlockKind kind) {
        if (chapter == nullptr) {
            if (!reported_preamble)
                problem("text before the first chapter (a '## Title {#id}' heading) is not shown");
            reported_preamble = true;
            scratch = Block{};
            scratch.kind = kind;
            return &scratch;
        }
        // The vector may move its blocks as it grows. The open block (a list item holding a code
        // block, say) may be one of them, and text may be going to its spans: both are pointed at
        // again afterwards. (A table cell lives in the block's rows and does not move.)
        std::vector<Block>& blocks = chapter->blocks;
        const std::less<const Block*> before;
        const bool open_here =
            block != nullptr && !before(block, blocks.data()) && before(block, blocks.data() + blocks.size());
        const std::ptrdiff_t open_index = open_here ? block - blocks.data() : -1;
        const bool to_open_spans = open_here && target == &block->spans;
        blocks.emplace_back();
        if (open_here) {
            block = &blocks[static_cast<std::size_t>(open_index)];
            if (to_open_spans) target = &block->spans;
        }
        Block& b = blocks.back();
        b.kind = kind;
        b.quote = quote_depth > 0;
        b.level = static_cast<int>(lists.size());
        return &b;
    }
    Block scratch;  // where blocks before the first chapter go, unseen
    std::vector<Span> subtitle_spans;

    void add_text(std::string_view text) {
        if (heading_level == 1 || heading_level == 2) {
            heading_text += text;
            return;
        }
        if (in_code) {
            code_text += text;
            return;
        }
        std::vector<Span>* out = image_depth > 0 ? &image_caption : target;
        if (image_depth == 0 && !trim(text).empty()) paragraph_has_other = true;
        if (out == nullptr) return;
        const int link_here = image_depth > 0 ? -1 : link;
        if (!out->empty() && out->back().style == style && out->back().link == link_here && out->back().text != "\n") {
            out->back().text += text;
        } else {
            out->push_back(Span{std::string(text), style, link_here});
        }
    }
};

// [SECTION] Blocks

int enter_block(MD_BLOCKTYPE type, void* detail, void* userdata) {
    auto& r = *static_cast<Reader*>(userdata);
    switch (type) {
        case MD_BLOCK_DOC:
            break;
        case MD_BLOCK_QUOTE:
            ++r.quote_depth;
            break;
        case MD_BLOCK_UL:
            r.lists.push_back({false, 1});
            break;
        case MD_BLOCK_OL:
            r.lists.push_back({true, static_cast<int>(static_cast<MD_BLOCK_OL_DETAIL*>(detail)->start)});
            break;
        case MD_BLOCK_LI: {
            Block* b = r.new_block(BlockKind::Item);
            if (!r.lists.empty() && r.lists.back().ordered) b->number = r.lists.back().next++;
            r.block = b;
            r.target = &b->spans;
            r.item_open = true;
            break;
        }
        case MD_BLOCK_HR:
            r.new_block(BlockKind::Rule);
            r.block = nullptr;
            r.target = nullptr;
            break;
        case MD_BLOCK_H: {
            const int level = static_cast<int>(static_cast<MD_BLOCK_H_DETAIL*>(detail)->level);
            if (level <= 2) {
                r.heading_level = level;
                r.heading_text.clear();
            } else {
                Block* b = r.new_block(BlockKind::Heading);
                b->level = level;
                r.block = b;
                r.target = &b->spans;
            }
            break;
        }
        case MD_BLOCK_CODE: {
            const auto* d = static_cast<MD_BLOCK_CODE_DETAIL*>(detail);
            r.in_code = true;
            r.code_info = r.attribute_text(d->info);
            r.code_text.clear();
            break;
        }
        case MD_BLOCK_HTML:
            r.in_code = true;  // raw HTML is off (MD_FLAG_NOHTML); swallow anything md4c still sends
            r.code_info = "html";
            r.code_text.clear();
            break;
        case MD_BLOCK_P: {
            r.paragraph_has_other = false;
            r.image_caption.clear();
            r.image_src.clear();
            if (r.chapter == nullptr && r.quote_depth > 0 && r.book.chapters.empty()) {
                // The subtitle: a block quote right after the title.
                r.block = nullptr;
                r.target = &r.subtitle_spans;
                break;
            }
            if (r.item_open) {
                r.item_open = false;  // the item's first paragraph fills the item itself
                break;
            }
            Block* b = r.new_block(BlockKind::Paragraph);
            r.block = b;
            r.target = &b->spans;
            break;
        }
        case MD_BLOCK_TABLE: {
            Block* b = r.new_block(BlockKind::Table);
            r.block = b;
            r.target = nullptr;
            break;
        }
        case MD_BLOCK_THEAD:
        case MD_BLOCK_TBODY:
            break;
        case MD_BLOCK_TR:
            if (r.block && r.block->kind == BlockKind::Table) r.block->rows.emplace_back();
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            if (r.block && r.block->kind == BlockKind::Table && !r.block->rows.empty()) {
                r.block->rows.back().emplace_back();
                r.target = &r.block->rows.back().back();
            }
            break;
    }
    return 0;
}

void read_inline(std::string_view text, Block& into);

void finish_code_block(Reader& r) {
    const auto info = split_words(r.code_info);
    if (!info.empty() && (info[0] == "diagram" || info[0] == "glance")) {
        const bool diagram = info[0] == "diagram";
        Block* b = r.new_block(diagram ? BlockKind::Diagram : BlockKind::Glance);
        if (diagram) {
            if (info.size() != 2) r.problem("a diagram block needs exactly one id: '```diagram ID'");
            if (info.size() >= 2) b->ref = info[1];
            // The caption: Markdown of its own (code spans, emphasis, links), read as one paragraph.
            read_inline(trim(r.code_text), *b);
        } else {
            b->presets.assign(info.begin() + 1, info.end());
            if (b->presets.empty()) r.problem("a glance block needs at least one preset id");
        }
        return;
    }
    if (r.code_info == "html") return;
    // Any other code block is shown as a paragraph of code text.
    Block* b = r.new_block(BlockKind::Paragraph);
    std::string text(trim(r.code_text));
    if (!text.empty()) b->spans.push_back(Span{text, kCode, -1});
}

int leave_block(MD_BLOCKTYPE type, void* /*detail*/, void* userdata) {
    auto& r = *static_cast<Reader*>(userdata);
    switch (type) {
        case MD_BLOCK_QUOTE:
            --r.quote_depth;
            if (r.chapter == nullptr && r.book.subtitle.empty()) r.book.subtitle = std::string(trim(plain_text(r.subtitle_spans)));
            break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            r.lists.pop_back();
            break;
        case MD_BLOCK_LI:
            r.item_open = false;
            r.block = nullptr;
            r.target = nullptr;
            break;
        case MD_BLOCK_H:
            if (r.heading_level == 1) {
                if (!r.book.title.empty() || r.chapter != nullptr)
                    r.problem("a second level-1 heading '" + std::string(trim(r.heading_text)) + "'");
                else
                    r.book.title = std::string(trim(r.heading_text));
            } else if (r.heading_level == 2) {
                Chapter c;
                split_heading(r.heading_text, c.title, c.id);
                if (c.id.empty()) r.problem("the chapter heading '" + c.title + "' has no '{#id}'");
                // The vector may move its chapters; `chapter` is the only pointer into it, and the
                // open block (none after a heading) points into a chapter's own block vector.
                r.book.chapters.push_back(std::move(c));
                r.chapter = &r.book.chapters.back();
            }
            r.heading_level = 0;
            r.block = nullptr;
            r.target = nullptr;
            break;
        case MD_BLOCK_CODE:
        case MD_BLOCK_HTML:
            finish_code_block(r);
            r.in_code = false;
            break;
        case MD_BLOCK_P:
            // A paragraph that is one picture becomes a Picture block.
            if (!r.image_src.empty() && !r.paragraph_has_other && r.block != nullptr &&
                r.block->kind == BlockKind::Paragraph && r.chapter != nullptr) {
                Block& b = *r.block;
                b.kind = BlockKind::Picture;
                b.spans = r.image_caption;
                b.links.clear();
                const std::string_view src = r.image_src;
                if (src.rfind("picture:", 0) == 0)
                    b.ref = std::string(src.substr(8));
                else
                    r.problem("a picture must be written '![caption](picture:ID)', not '" + r.image_src + "'");
            } else if (!r.image_src.empty()) {
                r.problem("the picture '" + r.image_src + "' must stand alone in its paragraph");
            }
            if (r.block && r.block->kind == BlockKind::Item) break;  // the item goes on
            r.block = nullptr;
            r.target = nullptr;
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            r.target = nullptr;
            break;
        case MD_BLOCK_TABLE:
            r.block = nullptr;
            r.target = nullptr;
            break;
        default:
            break;
    }
    return 0;
}

// [SECTION] Spans and text

int enter_span(MD_SPANTYPE type, void* detail, void* userdata) {
    auto& r = *static_cast<Reader*>(userdata);
    r.style_stack.push_back(r.style);
    switch (type) {
        case MD_SPAN_EM:
            r.style |= kEmphasis;
            break;
        case MD_SPAN_STRONG:
            r.style |= kStrong;
            break;
        case MD_SPAN_CODE:
            r.style |= kCode;
            break;
        case MD_SPAN_A: {
            const auto* d = static_cast<MD_SPAN_A_DETAIL*>(detail);
            if (r.block != nullptr && r.image_depth == 0) {
                r.block->links.push_back(parse_link(r.attribute_text(d->href)));
                r.link = static_cast<int>(r.block->links.size()) - 1;
            }
            break;
        }
        case MD_SPAN_IMG: {
            const auto* d = static_cast<MD_SPAN_IMG_DETAIL*>(detail);
            if (r.image_depth++ == 0) {
                if (!r.image_src.empty()) r.paragraph_has_other = true;  // two pictures in one paragraph
                r.image_src = r.attribute_text(d->src);
                r.image_caption.clear();
            }
            break;
        }
        default:
            break;
    }
    return 0;
}

int leave_span(MD_SPANTYPE type, void* /*detail*/, void* userdata) {
    auto& r = *static_cast<Reader*>(userdata);
    if (type == MD_SPAN_A) r.link = -1;
    if (type == MD_SPAN_IMG) --r.image_depth;
    if (!r.style_stack.empty()) {
        r.style = r.style_stack.back();
        r.style_stack.pop_back();
    }
    return 0;
}

int on_text(MD_TEXTTYPE type, const MD_CHAR* text, MD_SIZE size, void* userdata) {
    auto& r = *static_cast<Reader*>(userdata);
    const std::string_view t = r.source.clip(text, size);
    switch (type) {
        case MD_TEXT_NULLCHAR:
            r.add_text("\xEF\xBF\xBD");
            break;
        case MD_TEXT_BR:
            if (r.in_code || r.heading_level > 0) {
                r.add_text(" ");
            } else if (r.target != nullptr && r.image_depth == 0) {
                r.target->push_back(Span{"\n", kPlain, -1});
            }
            break;
        case MD_TEXT_SOFTBR:
            r.add_text(r.in_code ? "\n" : " ");
            break;
        case MD_TEXT_ENTITY:
            r.add_text(decode_entity(t));
            break;
        default:
            r.add_text(t);
            break;
    }
    return 0;
}

MD_PARSER make_parser() {
    MD_PARSER parser{};
    parser.abi_version = 0;
    parser.flags = MD_DIALECT_COMMONMARK | MD_FLAG_TABLES | MD_FLAG_NOHTML;
    parser.enter_block = enter_block;
    parser.leave_block = leave_block;
    parser.enter_span = enter_span;
    parser.leave_span = leave_span;
    parser.text = on_text;
    return parser;
}

// Runs md4c over the reader's guarded copy of its document; false if md4c gave up.
bool parse(Reader& r) {
    const MD_PARSER parser = make_parser();
    return md_parse(r.source.data(), static_cast<MD_SIZE>(r.source.size()), &parser, &r) == 0;
}

// Reads a caption's text into `into`'s spans and links: the inline Markdown of its paragraphs,
// joined into one.
void read_inline(std::string_view text, Block& into) {
    Reader sub(text);
    std::vector<std::string> ignored;
    sub.problems = &ignored;
    sub.book.chapters.emplace_back();
    sub.chapter = &sub.book.chapters.back();
    parse(sub);
    for (const Block& b : sub.chapter->blocks) {
        const int offset = static_cast<int>(into.links.size());
        if (!into.spans.empty() && !b.spans.empty()) into.spans.push_back(Span{" ", kPlain, -1});
        for (Span s : b.spans) {
            if (s.link >= 0) s.link += offset;
            into.spans.push_back(std::move(s));
        }
        into.links.insert(into.links.end(), b.links.begin(), b.links.end());
    }
}

}  // namespace

// [SECTION] Public functions

Link parse_link(std::string_view href) {
    Link link;
    if (href.rfind("rule:", 0) == 0) {
        link.kind = Link::Kind::Rule;
        link.target = std::string(href.substr(5));
        return link;
    }
    if (!href.empty() && href[0] == '#') {
        link.kind = Link::Kind::Chapter;
        link.chapter = std::string(href.substr(1));
        return link;
    }
    const auto hash = href.find('#');
    const std::string_view book = href.substr(0, hash);
    bool plain = !book.empty();
    for (char c : book)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) plain = false;
    if (plain) {
        link.kind = Link::Kind::Book;
        link.book = std::string(book);
        if (hash != std::string_view::npos) link.chapter = std::string(href.substr(hash + 1));
        return link;
    }
    link.kind = Link::Kind::Unknown;
    link.target = std::string(href);
    return link;
}

const Chapter* Book::find(std::string_view chapter_id) const {
    for (const Chapter& c : chapters)
        if (c.id == chapter_id) return &c;
    return nullptr;
}

int Book::index_of(std::string_view chapter_id) const {
    for (std::size_t i = 0; i < chapters.size(); ++i)
        if (chapters[i].id == chapter_id) return static_cast<int>(i);
    return -1;
}

Book parse_book(std::string_view markdown, std::vector<std::string>& problems) {
    Reader reader(markdown);
    reader.problems = &problems;
    if (!parse(reader)) problems.push_back("the Markdown could not be read");
    if (reader.book.title.empty()) problems.push_back("the book has no title (a first line '# Title')");
    return std::move(reader.book);
}

std::vector<std::string> split_words(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

std::string plain_text(const std::vector<Span>& spans) {
    std::string out;
    for (const Span& s : spans) out += s.text == "\n" ? std::string(" ") : s.text;
    return out;
}

}  // namespace tafl::rulebook
