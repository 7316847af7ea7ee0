// library.cpp: reading books.txt, the diagram files and the books' texts.
#include "rulebook/library.h"

#include <fstream>
#include <functional>
#include <set>
#include <sstream>

namespace tafl::rulebook {

namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kMaxFileBytes = 1u << 20;

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

bool is_id(std::string_view s) {
    if (s.empty() || s.size() > 64) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

std::optional<std::string> read_file(const fs::path& path, std::string* error) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        *error = fs::exists(path, ec) ? "not a regular file" : "missing";
        return std::nullopt;
    }
    const auto size = fs::file_size(path, ec);
    if (ec) {
        *error = ec.message();
        return std::nullopt;
    }
    if (size > kMaxFileBytes) {
        *error = "larger than 1 MiB";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = "cannot be read";
        return std::nullopt;
    }
    std::ostringstream s;
    s << in.rdbuf();
    if (in.bad()) {
        *error = "cannot be read";
        return std::nullopt;
    }
    return std::move(s).str();
}

// True when `text` is valid UTF-8 without control characters other than tab, CR and LF.
bool clean_utf8(std::string_view text, std::string* where) {
    int line = 1;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') ++line;
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            *where = "line " + std::to_string(line) + ": a control character";
            return false;
        }
        int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + static_cast<std::size_t>(len) > text.size()) {
            *where = "line " + std::to_string(line) + ": not UTF-8";
            return false;
        }
        for (int k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) >> 6) != 2) {
                *where = "line " + std::to_string(line) + ": not UTF-8";
                return false;
            }
        i += static_cast<std::size_t>(len);
    }
    return true;
}

}  // namespace

std::string Problem::to_string() const {
    std::string out = file;
    if (line > 0) out += ":" + std::to_string(line);
    return out + ": " + message;
}

// [SECTION] Sections of key = value lines

void read_sections(std::string_view text, std::string_view file, std::vector<Problem>& problems,
                   const std::function<void(const std::string&, int)>& section,
                   const std::function<void(const std::string&, std::string_view, int)>& entry, bool implicit_section) {
    int line_no = 0;
    bool in_section = implicit_section;
    std::size_t pos = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") pos = 3;
    while (pos <= text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trim(text.substr(pos, end - pos));
        ++line_no;
        pos = end + 1;
        if (line.empty() || line[0] == '#') {
            if (end == text.size()) break;
            continue;
        }
        if (line.front() == '[') {
            const std::string_view id = line.back() == ']' ? trim(line.substr(1, line.size() - 2)) : std::string_view{};
            if (!is_id(id)) {
                problems.push_back({std::string(file), line_no, "a section header must be '[id]' with an id of a-z, 0-9 and '-'"});
                in_section = false;
            } else {
                section(std::string(id), line_no);
                in_section = true;
            }
        } else {
            const auto eq = line.find('=');
            if (eq == std::string_view::npos) {
                problems.push_back({std::string(file), line_no, "expected 'key = value'"});
            } else if (!in_section) {
                problems.push_back({std::string(file), line_no, "a line before the first '[id]' header"});
            } else {
                entry(std::string(trim(line.substr(0, eq))), trim(line.substr(eq + 1)), line_no);
            }
        }
        if (end == text.size()) break;
    }
}


// [SECTION] books.txt

const BookEntry* Catalog::find(std::string_view book_id) const {
    for (const BookEntry& b : books)
        if (b.id == book_id) return &b;
    return nullptr;
}

const BookEntry* Catalog::book_of_preset(std::string_view preset_id, std::string_view extends) const {
    for (const std::string_view id : {preset_id, extends}) {
        if (id.empty()) continue;
        for (const BookEntry& b : books)
            for (const std::string& p : b.presets)
                if (p == id) return &b;
    }
    return nullptr;
}

Catalog parse_catalog(std::string_view text, std::string_view file, std::vector<Problem>& problems) {
    Catalog catalog;
    std::vector<BookEntry> read;
    std::vector<bool> bad;
    std::vector<std::set<std::string>> keys;
    read_sections(
        text, file, problems,
        [&](const std::string& id, int line) {
            read.push_back(BookEntry{id, {}, {}, {}, line});
            bad.push_back(false);
            keys.emplace_back();
        },
        [&](const std::string& key, std::string_view value, int line) {
            BookEntry& b = read.back();
            if (!keys.back().insert(key).second) {
                problems.push_back({std::string(file), line, "'" + key + "' given twice"});
                bad.back() = true;
                return;
            }
            auto list = split_words(value);
            for (const std::string& w : list)
                if (!is_id(w)) {
                    problems.push_back({std::string(file), line, "'" + w + "' is not an id"});
                    bad.back() = true;
                }
            if (key == "presets")
                b.presets = std::move(list);
            else if (key == "chapters")
                b.chapters = std::move(list);
            else if (key == "pictures")
                b.pictures = std::move(list);
            else {
                problems.push_back({std::string(file), line, "unknown key '" + key + "'"});
                bad.back() = true;
            }
        });
    std::set<std::string> ids;
    for (std::size_t i = 0; i < read.size(); ++i) {
        BookEntry& b = read[i];
        if (b.chapters.empty()) {
            problems.push_back({std::string(file), b.line, "book '" + b.id + "' has no chapters"});
            bad[i] = true;
        }
        if (b.pictures.empty()) {
            problems.push_back({std::string(file), b.line, "book '" + b.id + "' has no cover picture"});
            bad[i] = true;
        }
        if (!ids.insert(b.id).second) {
            problems.push_back({std::string(file), b.line, "book '" + b.id + "' listed twice"});
            bad[i] = true;
        }
        if (!bad[i]) catalog.books.push_back(std::move(b));
    }
    return catalog;
}

// [SECTION] Diagram files

std::vector<Diagram> parse_diagrams(std::string_view text, std::string_view file, std::vector<Problem>& problems) {
    std::vector<Diagram> read;
    std::vector<bool> bad;
    std::vector<std::set<std::string>> keys;
    read_sections(
        text, file, problems,
        [&](const std::string& id, int line) {
            Diagram d;
            d.id = id;
            d.line = line;
            read.push_back(std::move(d));
            bad.push_back(false);
            keys.emplace_back();
        },
        [&](const std::string& key, std::string_view value, int line) {
            Diagram& d = read.back();
            auto fail = [&](const std::string& message) {
                problems.push_back({std::string(file), line, d.id + ": " + message});
                bad.back() = true;
            };
            if (!keys.back().insert(key).second) return fail("'" + key + "' given twice");
            if (key == "chapter")
                d.chapter = std::string(value);
            else if (key == "variant")
                d.variant = std::string(value);
            else if (key == "position")
                d.position = std::string(value);
            else if (key == "side")
                d.side = std::string(value);
            else if (key == "marks")
                d.marks = split_words(value);
            else if (key == "arrows")
                d.arrows = split_words(value);
            else if (key == "moves")
                d.moves = split_words(value);
            else if (key == "captured")
                d.captured = split_words(value);
            else if (key == "result")
                d.result = std::string(value);
            else if (key == "reason")
                d.reason = std::string(value);
            else if (key == "illegal")
                d.illegal = split_words(value);
            else if (key == "about")
                d.about = std::string(value);
            else if (key == "rules") {
                for (const std::string& w : split_words(value)) {
                    const auto eq = w.find('=');
                    if (eq == std::string::npos || eq == 0 || eq + 1 == w.size())
                        return fail("a rule change must be 'parameter=value', not '" + w + "'");
                    d.rules.emplace_back(w.substr(0, eq), w.substr(eq + 1));
                }
            } else {
                fail("unknown key '" + key + "'");
            }
        });
    std::vector<Diagram> out;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < read.size(); ++i) {
        Diagram& d = read[i];
        for (const auto& [key, value] : {std::pair<const char*, const std::string*>{"chapter", &d.chapter},
                                         {"variant", &d.variant},
                                         {"position", &d.position},
                                         {"side", &d.side}})
            if (value->empty()) {
                problems.push_back({std::string(file), d.line, d.id + ": '" + key + "' is missing"});
                bad[i] = true;
            }
        if (!ids.insert(d.id).second) {
            problems.push_back({std::string(file), d.line, "diagram '" + d.id + "' defined twice"});
            bad[i] = true;
        }
        if (!bad[i]) out.push_back(std::move(d));
    }
    return out;
}

// [SECTION] The library on disk

const Book* Library::text(std::string_view language, std::string_view book_id) const {
    const auto lang = texts.find(std::string(language));
    if (lang == texts.end()) return nullptr;
    const auto book = lang->second.find(std::string(book_id));
    return book == lang->second.end() ? nullptr : &book->second;
}

const Diagram* Library::diagram(std::string_view book_id, std::string_view diagram_id) const {
    const auto it = diagrams.find(std::string(book_id));
    if (it == diagrams.end()) return nullptr;
    for (const Diagram& d : it->second)
        if (d.id == diagram_id) return &d;
    return nullptr;
}

std::vector<Problem> Library::all_problems() const {
    std::vector<Problem> out;
    if (const auto it = problems.find(""); it != problems.end()) out = it->second;
    for (const BookEntry& b : catalog.books)
        if (const auto it = problems.find(b.id); it != problems.end()) out.insert(out.end(), it->second.begin(), it->second.end());
    return out;
}

void load_book_text(Library& library, std::string_view language, std::string_view book_id) {
    const std::string lang(language);
    const std::string id(book_id);
    auto& book_problems = library.problems[id];
    const std::string name = lang + "/" + id + ".md";
    // Forget what an earlier reading of this file found.
    std::erase_if(book_problems, [&](const Problem& p) { return p.file == name; });
    library.texts[lang].erase(id);
    std::string error;
    const auto text = read_file(library.dir / lang / (id + ".md"), &error);
    if (!text) {
        book_problems.push_back({name, 0, error});
        return;
    }
    if (!clean_utf8(*text, &error)) {
        book_problems.push_back({name, 0, error});
        return;
    }
    std::vector<std::string> messages;
    Book book = parse_book(*text, messages);
    for (std::string& m : messages) book_problems.push_back({name, 0, std::move(m)});
    library.texts[lang][id] = std::move(book);
}

Library load_library(const std::filesystem::path& dir, const std::vector<std::string>& languages) {
    Library library;
    library.dir = dir;
    std::string error;
    const auto catalog_text = read_file(dir / "books.txt", &error);
    if (!catalog_text) {
        library.problems[""].push_back({"books.txt", 0, error});
        return library;
    }
    if (!clean_utf8(*catalog_text, &error)) {
        library.problems[""].push_back({"books.txt", 0, error});
        return library;
    }
    library.catalog = parse_catalog(*catalog_text, "books.txt", library.problems[""]);
    for (const BookEntry& b : library.catalog.books) {
        const std::string name = "diagrams/" + b.id + ".txt";
        auto& book_problems = library.problems[b.id];
        if (const auto text = read_file(dir / "diagrams" / (b.id + ".txt"), &error)) {
            if (clean_utf8(*text, &error))
                library.diagrams[b.id] = parse_diagrams(*text, name, book_problems);
            else
                book_problems.push_back({name, 0, error});
        } else {
            book_problems.push_back({name, 0, error});
        }
        for (const std::string& lang : languages) load_book_text(library, lang, b.id);
    }
    return library;
}

}  // namespace tafl::rulebook
