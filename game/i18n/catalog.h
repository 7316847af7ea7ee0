// catalog.h: one language's translations, read from the bytes of a GNU .mo file (as msgfmt writes
// it) into an immutable, sorted table, with the language's plural rule from its header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/plural_rule.h"

namespace tafl::i18n {

// The translations of one language. It exists so that the game reads compiled catalogs itself:
// no setlocale, no libintl, no dependence on the locales installed on the player's system.
//
// The reader accepts little- and big-endian files of format revision 0 and 1 (the
// system-dependent strings of revision 1 are ignored: the game uses none). It ignores the hash
// table and keeps its own sorted table instead. Every offset and length is checked against the
// size of the data before it is used, so a truncated or damaged file yields an error message,
// never a crash. Messages with a context are stored under "context\x04msgid" in the file; plural
// messages keep their forms separated by NUL bytes. Entries with an empty translation count as
// missing, so the caller falls back to the English source text. The plural rule is the one of
// the header's Plural-Forms field, evaluated by PluralRule (n != 1 when the header has none).
//
// After parse() a Catalog never changes: the pointers it returns stay valid for its lifetime and
// it may be read from any number of threads.
class Catalog {
public:
    // Reads a .mo image. On failure returns nullopt and, when `error` is given, says why.
    static std::optional<Catalog> parse(std::string_view bytes, std::string* error);

    // The translation of `msgid` (without context), or nullptr when the catalog has none.
    const char* find(std::string_view msgid) const;
    // The translation of `msgid` in `context` (msgctxt), or nullptr.
    const char* find_in_context(std::string_view context, std::string_view msgid) const;
    // The plural form for `n` of the message whose singular source is `msgid`, or nullptr when
    // the catalog has no such message or it lacks the form the plural rule asks for.
    const char* find_plural(std::string_view msgid, std::uint64_t n) const;
    // The same within a context.
    const char* find_plural_in_context(std::string_view context, std::string_view msgid, std::uint64_t n) const;

    // The value of a header field such as "Language" or "Plural-Forms", without the trailing
    // newline; empty when the header lacks it.
    std::string_view header_field(std::string_view name) const;

    // The number of translated messages (the header is not counted).
    std::size_t size() const { return entries_.size(); }

    const PluralRule& plural_rule() const { return plural_; }

private:
    // One translated message. `forms` holds one string for a plain message and one per plural
    // form for a plural message.
    struct Entry {
        bool has_context = false;
        std::string context;
        std::string msgid;
        std::vector<std::string> forms;
    };

    const Entry* locate(const std::string_view* context, std::string_view msgid) const;

    std::vector<Entry> entries_;  // sorted by (has_context, context, msgid)
    std::string header_;
    PluralRule plural_;
};

}  // namespace tafl::i18n
