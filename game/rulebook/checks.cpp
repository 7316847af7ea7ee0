// checks.cpp: the structure, links and typography of a book's text.
#include "rulebook/checks.h"

#include <algorithm>
#include <functional>
#include <map>

#include "taflbord/rules.h"

namespace tafl::rulebook {

namespace {

// Every run of text of a block, cell by cell for tables, with its links.
void for_each_text(const Block& block, const std::function<void(const std::vector<Span>&)>& fn) {
    fn(block.spans);
    for (const auto& row : block.rows)
        for (const auto& cell : row) fn(cell);
}

// The text of spans with code spans replaced by a placeholder letter, so the typography checks
// see what is prose.
std::string prose(const std::vector<Span>& spans) {
    std::string out;
    for (const Span& s : spans) out += (s.style & kCode) ? std::string("X") : s.text;
    return out;
}

std::string excerpt(const std::string& text, std::size_t at) {
    std::size_t from = at > 30 ? at - 30 : 0;
    while (from > 0 && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) --from;
    std::size_t to = std::min(text.size(), at + 30);
    while (to < text.size() && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80) ++to;
    return "\u2026" + text.substr(from, to - from) + "\u2026";
}

bool ends_with(std::string_view s, std::size_t at, std::string_view tail) {
    return at >= tail.size() && s.substr(at - tail.size(), tail.size()) == tail;
}

constexpr std::string_view kNbsp = "\xC2\xA0";
constexpr std::string_view kNarrowNbsp = "\xE2\x80\xAF";

void check_prose(const std::string& text, std::string_view language, std::string_view file, const std::string& where,
                 std::vector<Problem>& out) {
    auto fault = [&](std::size_t at, const std::string& what) {
        out.push_back({std::string(file), 0, where + ": " + what + ": " + excerpt(text, at)});
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') fault(i, "a straight double quote");
        if (c == '\'') fault(i, "a straight apostrophe");
        if (language != "fr") continue;
        if ((c == ':' || c == ';' || c == '!' || c == '?') && i > 0) {
            const char before = text[i - 1];
            if (c != ':' && (before == '!' || before == '?')) continue;  // "?!" keeps one space
            const bool nb = ends_with(text, i, kNbsp) || ends_with(text, i, kNarrowNbsp);
            if (!nb) fault(i, std::string("no no-break space before '") + c + "'");
        }
    }
    if (language == "fr") {
        for (std::size_t i = text.find("\u00AB"); i != std::string::npos; i = text.find("\u00AB", i + 1)) {
            const std::string_view after = std::string_view(text).substr(i + 2);
            if (after.substr(0, 2) != kNbsp && after.substr(0, 3) != kNarrowNbsp) fault(i, "no no-break space after '\u00AB'");
        }
        for (std::size_t i = text.find("\u00BB"); i != std::string::npos; i = text.find("\u00BB", i + 1))
            if (!ends_with(text, i, kNbsp) && !ends_with(text, i, kNarrowNbsp)) fault(i, "no no-break space before '\u00BB'");
    }
    if (language == "de" && text.find("\u00AB") != std::string::npos) fault(text.find("\u00AB"), "French quotes in German");
    if (language == "it" && text.find("\u201E") != std::string::npos) fault(text.find("\u201E"), "German quotes in Italian");
}

}  // namespace

std::vector<Problem> check_book(const BookEntry& entry, const Book& book, std::string_view language,
                                const CheckContext& context) {
    std::vector<Problem> out;
    const std::string file = std::string(language) + "/" + entry.id + ".md";
    auto problem = [&](const std::string& message) { out.push_back({file, 0, message}); };

    if (book.title.empty()) problem("no title");
    // Chapters: exactly those of books.txt, in order.
    std::vector<std::string> ids;
    for (const Chapter& c : book.chapters) ids.push_back(c.id);
    if (ids != entry.chapters) {
        std::string want, got;
        for (const auto& id : entry.chapters) want += " " + id;
        for (const auto& id : ids) got += " " + id;
        problem("chapters are" + got + "; books.txt asks for" + want);
    }
    for (const Chapter& c : book.chapters) {
        if (c.title.empty()) problem("chapter '" + c.id + "' has no title");
        if (c.blocks.empty()) problem("chapter '" + c.id + "' is empty");
    }

    // Diagrams: each once, in its chapter, in the file's order. Pictures: each once.
    std::vector<std::string> diagram_order;
    std::map<std::string, int> picture_uses;
    for (const Chapter& c : book.chapters) {
        for (const Block& b : c.blocks) {
            if (b.kind == BlockKind::Diagram) {
                diagram_order.push_back(b.ref);
                const Diagram* d = nullptr;
                if (context.diagrams)
                    for (const Diagram& each : *context.diagrams)
                        if (each.id == b.ref) d = &each;
                if (d == nullptr)
                    problem("diagram '" + b.ref + "' is not in diagrams/" + entry.id + ".txt");
                else if (d->chapter != c.id)
                    problem("diagram '" + b.ref + "' is in chapter '" + c.id + "', its file puts it in '" + d->chapter + "'");
                if (plain_text(b.spans).empty()) problem("diagram '" + b.ref + "' has no caption");
            }
            if (b.kind == BlockKind::Picture) {
                ++picture_uses[b.ref];
                if (plain_text(b.spans).empty()) problem("picture '" + b.ref + "' has no caption");
            }
            if (b.kind == BlockKind::Glance)
                for (const std::string& p : b.presets)
                    if (context.presets && !context.presets->contains(p))
                        problem("glance: '" + p + "' is not a preset");
            // Links.
            for (const Link& link : b.links) {
                switch (link.kind) {
                    case Link::Kind::Chapter:
                        if (book.find(link.chapter) == nullptr) problem("link to '#" + link.chapter + "': no such chapter");
                        break;
                    case Link::Kind::Book: {
                        const BookEntry* target = context.catalog ? context.catalog->find(link.book) : nullptr;
                        if (target == nullptr) {
                            problem("link to '" + link.book + "': no such book");
                        } else if (!link.chapter.empty() &&
                                   std::find(target->chapters.begin(), target->chapters.end(), link.chapter) ==
                                       target->chapters.end()) {
                            problem("link to '" + link.book + "#" + link.chapter + "': no such chapter");
                        }
                        break;
                    }
                    case Link::Kind::Rule:
                        if (find_parameter(link.target) == nullptr) problem("link to 'rule:" + link.target + "': no such rule");
                        break;
                    case Link::Kind::Unknown:
                        problem("link to '" + link.target + "': not a chapter, book or rule");
                        break;
                }
            }
        }
    }
    std::vector<std::string> want_order;
    if (context.diagrams)
        for (const Diagram& d : *context.diagrams) want_order.push_back(d.id);
    if (diagram_order != want_order) {
        // Name the first difference: a missing, an extra or a misplaced diagram.
        std::size_t i = 0;
        while (i < diagram_order.size() && i < want_order.size() && diagram_order[i] == want_order[i]) ++i;
        if (i < want_order.size())
            problem("diagram " + std::to_string(i + 1) + " should be '" + want_order[i] + "'" +
                    (i < diagram_order.size() ? ", the text shows '" + diagram_order[i] + "'" : ", the text ends"));
        else
            problem("the text shows diagram '" + diagram_order[i] + "' beyond those of its file");
    }
    for (std::size_t i = 0; i < entry.pictures.size(); ++i) {
        const std::string& id = entry.pictures[i];
        const int uses = picture_uses.contains(id) ? picture_uses[id] : 0;
        if (i > 0 && uses != 1) problem("picture '" + id + "' is shown " + std::to_string(uses) + " times, not once");
        if (i == 0 && uses != 0) problem("the cover '" + id + "' is shown by the library, not in the text");
        picture_uses.erase(id);
    }
    for (const auto& [id, uses] : picture_uses) problem("picture '" + id + "' is not in books.txt");
    return out;
}

std::vector<Problem> check_typography(const Book& book, std::string_view language, std::string_view file) {
    std::vector<Problem> out;
    check_prose(book.title, language, file, "title", out);
    check_prose(book.subtitle, language, file, "subtitle", out);
    for (const Chapter& c : book.chapters) {
        check_prose(c.title, language, file, c.id, out);
        for (const Block& b : c.blocks)
            for_each_text(b, [&](const std::vector<Span>& spans) { check_prose(prose(spans), language, file, c.id, out); });
    }
    return out;
}

int count_words(const Book& book) {
    int words = 0;
    // A word is a run of letters and digits; an apostrophe inside a word ("l’été") keeps it one.
    auto count = [&](std::string_view text) {
        bool in_word = false;
        for (std::size_t i = 0; i < text.size();) {
            const auto byte = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(text[k])); };
            const std::uint32_t c = byte(i);
            std::uint32_t cp = c;
            std::size_t len = 1;
            if (c >= 0xF0 && i + 3 < text.size()) {
                cp = ((c & 0x07u) << 18) | ((byte(i + 1) & 0x3Fu) << 12) | ((byte(i + 2) & 0x3Fu) << 6) | (byte(i + 3) & 0x3Fu);
                len = 4;
            } else if (c >= 0xE0 && i + 2 < text.size()) {
                cp = ((c & 0x0Fu) << 12) | ((byte(i + 1) & 0x3Fu) << 6) | (byte(i + 2) & 0x3Fu);
                len = 3;
            } else if (c >= 0xC0 && i + 1 < text.size()) {
                cp = ((c & 0x1Fu) << 6) | (byte(i + 1) & 0x3Fu);
                len = 2;
            }
            i += len;
            const bool letter = (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') ||
                                (cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 && !(cp >= 0x2000 && cp <= 0x206F));
            if (in_word && (cp == 0x2019 || cp == '\'')) continue;
            if (letter && !in_word) ++words;
            in_word = letter;
        }
    };
    count(book.title);
    count(book.subtitle);
    for (const Chapter& c : book.chapters) {
        count(c.title);
        for (const Block& b : c.blocks)
            for_each_text(b, [&](const std::vector<Span>& spans) {
                for (const Span& s : spans) count(s.text);
            });
    }
    return words;
}

}  // namespace tafl::rulebook
