// checks.h: what makes a book's text whole. Every language of a book must have the chapters of
// books.txt in order, show each diagram of the book once in its chapter and in the file's order,
// show each picture, link only to chapters, books and rule parameters that exist, and follow its
// language's typography (localization/glossary.md). The tests run these over every book; the
// library screen lists what they find, so a broken book is named rather than shown half.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "rulebook/document.h"
#include "rulebook/library.h"

namespace tafl::rulebook {

// What the checks need to know besides the book: the catalog (for links to other books), the
// book's diagrams, the preset ids the game has (for glance tables).
struct CheckContext {
    const Catalog* catalog = nullptr;
    const std::vector<Diagram>* diagrams = nullptr;
    const std::set<std::string>* presets = nullptr;
};

// The structure of one book's text in `language` against its entry: chapters, diagrams,
// pictures, glance tables and links. Problems name the file as "<language>/<book>.md".
std::vector<Problem> check_book(const BookEntry& entry, const Book& book, std::string_view language,
                                const CheckContext& context);

// The typography of one language in a book's text (outside code spans): no straight quotes or
// apostrophes; in French the no-break spaces before : ; ! ? and inside « ». Each problem quotes
// a few words around the fault.
std::vector<Problem> check_typography(const Book& book, std::string_view language, std::string_view file);

// The words of a book's text (for the library's word counts): runs of letters or digits.
int count_words(const Book& book);

}  // namespace tafl::rulebook
