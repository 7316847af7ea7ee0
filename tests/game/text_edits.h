// text_edits.h: the one random edit the reader tests of the match module make to a good text
// (a game record, a series tag) to check that whatever comes of it is refused or read soundly.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tafl::match {

// Edits `text` at `at` (< text.size()): replaces the byte with one of `alphabet`, inserts one
// before it, or removes it, as pick(3) decides; pick(n) returns a random number below n.
template <class Pick>
void edit_text_at(std::string& text, std::size_t at, std::string_view alphabet, Pick&& pick) {
    switch (pick(3)) {
        case 0:
            text[at] = alphabet[pick(alphabet.size())];
            break;
        case 1:
            text.insert(at, 1, alphabet[pick(alphabet.size())]);
            break;
        default:
            text.erase(at, 1);
            break;
    }
}

}  // namespace tafl::match
