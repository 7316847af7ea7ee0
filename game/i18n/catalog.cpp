// catalog.cpp: the .mo reader. Every number read from the file is checked against the file's size
// before it is used as an offset or a length.
#include "i18n/catalog.h"

#include <algorithm>
#include <tuple>

namespace tafl::i18n {

namespace {

constexpr std::uint32_t kMagic = 0x950412deU;
constexpr std::uint32_t kMagicSwapped = 0xde120495U;
constexpr std::size_t kHeaderSize = 28;  // seven 32-bit words
constexpr char kContextSeparator = '\x04';

std::string hex(std::uint32_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "0x";
    for (int shift = 28; shift >= 0; shift -= 4) text += kDigits[(value >> shift) & 0xfU];
    return text;
}

// Reads the 32-bit words of a .mo image in its byte order. Callers check bounds first.
class WordReader {
public:
    WordReader(std::string_view bytes, bool big_endian) : bytes_(bytes), big_endian_(big_endian) {}

    std::uint32_t at(std::size_t offset) const {
        std::uint32_t b[4];
        for (std::size_t i = 0; i < 4; ++i) b[i] = static_cast<unsigned char>(bytes_[offset + i]);
        return big_endian_ ? (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]
                           : (b[3] << 24) | (b[2] << 16) | (b[1] << 8) | b[0];
    }

private:
    std::string_view bytes_;
    bool big_endian_;
};

// Splits `text` at every NUL byte; "a\0b" gives {"a", "b"}.
std::vector<std::string> split_at_nul(std::string_view text) {
    std::vector<std::string> parts;
    while (true) {
        std::size_t nul = text.find('\0');
        parts.emplace_back(text.substr(0, nul));
        if (nul == std::string_view::npos) break;
        text.remove_prefix(nul + 1);
    }
    return parts;
}

// The order of the table: messages without context first, then by context and msgid.
template <typename A, typename B>
bool key_less(bool a_has, const A& a_context, const A& a_id, bool b_has, const B& b_context, const B& b_id) {
    return std::tie(a_has, a_context, a_id) < std::tie(b_has, b_context, b_id);
}

}  // namespace

// [SECTION] Reading

std::optional<Catalog> Catalog::parse(std::string_view bytes, std::string* error) {
    auto fail = [&](std::string message) -> std::optional<Catalog> {
        if (error) *error = ".mo file: " + std::move(message);
        return std::nullopt;
    };
    const std::uint64_t size = bytes.size();
    if (size < kHeaderSize)
        return fail("only " + std::to_string(size) + " bytes, shorter than the " + std::to_string(kHeaderSize) +
                    "-byte header");

    // The magic number, read as little-endian, tells the byte order of the whole file.
    const std::uint32_t magic = WordReader(bytes, false).at(0);
    if (magic != kMagic && magic != kMagicSwapped) return fail("not a .mo file (magic number " + hex(magic) + ")");
    const WordReader word(bytes, magic == kMagicSwapped);

    const std::uint32_t major = word.at(4) >> 16;
    if (major > 1) return fail("unsupported format revision " + std::to_string(major));
    const std::uint64_t count = word.at(8);
    const std::uint64_t originals = word.at(12);
    const std::uint64_t translations = word.at(16);
    // Each table holds `count` pairs (length, offset) of 32-bit words.
    for (std::uint64_t table : {originals, translations}) {
        if (table + count * 8 > size)
            return fail("a table of " + std::to_string(count) + " strings at offset " + std::to_string(table) +
                        " runs past the end of the " + std::to_string(size) + "-byte file");
        if (table % 4 != 0) return fail("a string table at offset " + std::to_string(table) + " is not aligned");
    }

    // The string described by pair `index` of `table`, checked to lie inside the file and to
    // end with the NUL byte every .mo string carries.
    std::string why;
    auto string_at = [&](std::uint64_t table, std::uint64_t index,
                         const char* what) -> std::optional<std::string_view> {
        const std::uint64_t pair = table + index * 8;
        const std::uint64_t length = word.at(static_cast<std::size_t>(pair));
        const std::uint64_t offset = word.at(static_cast<std::size_t>(pair + 4));
        if (offset + length >= size) {
            why = std::string(what) + " #" + std::to_string(index) + " (" + std::to_string(length) +
                  " bytes at offset " + std::to_string(offset) + ") runs past the end of the file";
            return std::nullopt;
        }
        if (bytes[static_cast<std::size_t>(offset + length)] != '\0') {
            why = std::string(what) + " #" + std::to_string(index) + " does not end with a NUL byte";
            return std::nullopt;
        }
        return bytes.substr(static_cast<std::size_t>(offset), static_cast<std::size_t>(length));
    };

    Catalog catalog;
    catalog.entries_.reserve(static_cast<std::size_t>(count));
    bool has_header = false;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::optional<std::string_view> original = string_at(originals, i, "original string");
        if (!original) return fail(why);
        std::optional<std::string_view> translation = string_at(translations, i, "translation");
        if (!translation) return fail(why);

        Entry entry;
        // "context\x04msgid"; a plural message continues with "\0msgid_plural", which the lookup
        // does not need: it is found by its singular source.
        std::string_view key = original->substr(0, original->find('\0'));
        if (std::size_t separator = key.find(kContextSeparator); separator != std::string_view::npos) {
            entry.has_context = true;
            entry.context = key.substr(0, separator);
            key.remove_prefix(separator + 1);
        }
        entry.msgid = key;
        if (!entry.has_context && entry.msgid.empty()) {
            if (has_header) return fail("two header entries");
            catalog.header_ = *translation;
            has_header = true;
            continue;
        }
        if (translation->empty()) continue;  // untranslated: the English source is shown
        entry.forms = split_at_nul(*translation);
        if (original->find('\0') == std::string_view::npos) entry.forms.resize(1);
        catalog.entries_.push_back(std::move(entry));
    }

    std::sort(catalog.entries_.begin(), catalog.entries_.end(), [](const Entry& a, const Entry& b) {
        return key_less(a.has_context, a.context, a.msgid, b.has_context, b.context, b.msgid);
    });
    auto same = [](const Entry& a, const Entry& b) {
        return a.has_context == b.has_context && a.context == b.context && a.msgid == b.msgid;
    };
    if (auto dup = std::adjacent_find(catalog.entries_.begin(), catalog.entries_.end(), same);
        dup != catalog.entries_.end())
        return fail("the message \"" + dup->msgid + "\" appears twice");

    if (std::string_view rule = catalog.header_field("Plural-Forms"); !rule.empty()) {
        std::string rule_error;
        std::optional<PluralRule> parsed = PluralRule::parse_header(rule, &rule_error);
        if (!parsed) return fail("Plural-Forms header: " + rule_error);
        catalog.plural_ = std::move(*parsed);
    }
    return catalog;
}

// [SECTION] Lookup

const Catalog::Entry* Catalog::locate(const std::string_view* context, std::string_view msgid) const {
    const bool has = context != nullptr;
    const std::string_view ctx = has ? *context : std::string_view();
    auto it = std::lower_bound(entries_.begin(), entries_.end(), 0, [&](const Entry& e, int) {
        return key_less(e.has_context, std::string_view(e.context), std::string_view(e.msgid), has, ctx, msgid);
    });
    if (it == entries_.end() || it->has_context != has || it->context != ctx || it->msgid != msgid) return nullptr;
    return &*it;
}

const char* Catalog::find(std::string_view msgid) const {
    const Entry* e = locate(nullptr, msgid);
    return e ? e->forms.front().c_str() : nullptr;
}

const char* Catalog::find_in_context(std::string_view context, std::string_view msgid) const {
    const Entry* e = locate(&context, msgid);
    return e ? e->forms.front().c_str() : nullptr;
}

const char* Catalog::find_plural(std::string_view msgid, std::uint64_t n) const {
    const Entry* e = locate(nullptr, msgid);
    if (!e) return nullptr;
    std::size_t form = plural_.index(n);
    return form < e->forms.size() && !e->forms[form].empty() ? e->forms[form].c_str() : nullptr;
}

const char* Catalog::find_plural_in_context(std::string_view context, std::string_view msgid, std::uint64_t n) const {
    const Entry* e = locate(&context, msgid);
    if (!e) return nullptr;
    std::size_t form = plural_.index(n);
    return form < e->forms.size() && !e->forms[form].empty() ? e->forms[form].c_str() : nullptr;
}

std::string_view Catalog::header_field(std::string_view name) const {
    std::string_view rest = header_;
    while (!rest.empty()) {
        std::size_t newline = rest.find('\n');
        std::string_view line = rest.substr(0, newline);
        rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
        if (line.size() > name.size() && line.substr(0, name.size()) == name && line[name.size()] == ':') {
            line.remove_prefix(name.size() + 1);
            while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
            return line;
        }
    }
    return {};
}

}  // namespace tafl::i18n
