// library.h: the rulebook library as data. `books.txt` lists the books (their presets, chapters
// and pictures), `diagrams/<book>.txt` holds each book's diagrams, and `<lang>/<book>.md` its text
// per language (the formats: assets/rulebooks/README.md). This file reads them; diagram.h checks
// and plays the diagrams; the reader screen shows them. No SDL, OpenGL or ImGui.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rulebook/document.h"

namespace tafl::rulebook {

// A fault in one of the library's files: which file, which line (0 for the file as a whole),
// and what is wrong, in English (for the problems window and the tests).
struct Problem {
    std::string file;
    int line = 0;
    std::string message;

    std::string to_string() const;  // "file:line: message"
};

// One book of books.txt.
struct BookEntry {
    std::string id;
    std::vector<std::string> presets;   // a match of one of these opens this book
    std::vector<std::string> chapters;  // chapter ids, in order; every language has exactly these
    std::vector<std::string> pictures;  // the first is the cover
    int line = 0;
};

// The books in library order.
struct Catalog {
    std::vector<BookEntry> books;

    const BookEntry* find(std::string_view book_id) const;
    // The book that explains this preset, or nullptr. A preset of the player's that extends a
    // shipped one finds the book of its parent when `extends` is given.
    const BookEntry* book_of_preset(std::string_view preset_id, std::string_view extends = {}) const;
};

// Reads a file of `[id]` sections of `key = value` lines (books.txt, the diagram files, the
// campaign's files); whole-line `#` comments and blank lines are skipped, a UTF-8 byte order mark
// is tolerated. Calls `section(id, line)` at each header and `entry(key, value, line)` for each line
// inside one; a malformed line or header is a problem naming the file and line. With
// `implicit_section` the lines before any header belong to an unnamed section (a file of one
// object, like a battle); otherwise they are problems.
void read_sections(std::string_view text, std::string_view file, std::vector<Problem>& problems,
                   const std::function<void(const std::string&, int)>& section,
                   const std::function<void(const std::string&, std::string_view, int)>& entry,
                   bool implicit_section = false);

// Reads books.txt. Faults are appended to `problems`; books with faults are left out.
Catalog parse_catalog(std::string_view text, std::string_view file, std::vector<Problem>& problems);

// One diagram of a book, as written in its file (checked and played by diagram.h).
struct Diagram {
    std::string id;
    std::string chapter;
    std::string variant;
    std::vector<std::pair<std::string, std::string>> rules;  // parameter changes, in order
    std::string position;
    std::string side;
    std::vector<std::string> marks;
    std::vector<std::string> arrows;  // "d1-d3"
    std::vector<std::string> moves;
    std::optional<std::vector<std::string>> captured;  // absent: not claimed
    std::string result;                                // empty: not claimed
    std::string reason;
    std::vector<std::string> illegal;
    std::string about;
    int line = 0;
};

// Reads diagrams/<book>.txt. Faults are appended to `problems`; faulty diagrams are left out.
std::vector<Diagram> parse_diagrams(std::string_view text, std::string_view file, std::vector<Problem>& problems);

// The language codes of the books, in the order the library offers them.
inline constexpr std::string_view kBookLanguages[] = {"en", "de", "it", "fr"};

// The files of the library, read from disk: the catalog, every book's diagrams, and the texts of
// the languages asked for. A book whose file is missing or broken keeps its entry, with its
// problems, so the library can name it while the other books open.
struct Library {
    std::filesystem::path dir;
    Catalog catalog;
    std::map<std::string, std::vector<Diagram>> diagrams;  // by book id
    // The text of a book in a language: [language][book id]. Absent when the file is missing.
    std::map<std::string, std::map<std::string, Book>> texts;
    // Problems per book id ("" for the catalog itself), for the library's list.
    std::map<std::string, std::vector<Problem>> problems;

    const Book* text(std::string_view language, std::string_view book_id) const;
    const Diagram* diagram(std::string_view book_id, std::string_view diagram_id) const;
    // All problems, catalog first, then per book in library order.
    std::vector<Problem> all_problems() const;
};

// Reads the library in `dir` (assets/rulebooks) with the texts of `languages`. Files larger than
// 1 MiB are refused; nothing here throws on what is in the files.
Library load_library(const std::filesystem::path& dir, const std::vector<std::string>& languages);

// Reads one book's text of one language into `library` (again), replacing what was there.
void load_book_text(Library& library, std::string_view language, std::string_view book_id);

}  // namespace tafl::rulebook
