// translate.h: the game's translation front door: the current language, the catalogs loaded for
// it, and the gettext-style markers `_()`, `n_()`, `p_()`, `np_()` and `N_()` that xgettext extracts.
#pragma once

#include <array>
#include <atomic>
#include <concepts>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/catalog.h"

namespace tafl::i18n {

// The languages the game ships. English is the language of the source strings and needs no
// catalog; the others are read from <code>.mo files.
enum class Language : std::uint8_t { English, German, Italian, French };

inline constexpr std::array<Language, 4> kLanguages = {Language::English, Language::German, Language::Italian,
                                                       Language::French};

// "en", "de", "it", "fr": the file name of the catalog and the code in settings files.
std::string_view language_code(Language language);
// Reads a code such as "de", "de_AT" or "de-CH.UTF-8" (only the language part counts).
std::optional<Language> parse_language(std::string_view code);
// The language's own name ("Deutsch", "Français"), shown untranslated in the language menu so
// that players can find their language whatever language is current.
const char* language_endonym(Language language);

// The current language and a catalog per language. It exists to keep the switch of language
// cheap and safe while other threads read texts: lookups read one atomic pointer to an
// immutable Catalog and never lock. Changes (load, set_language) take a mutex and are meant for
// the UI thread. A catalog that is replaced stays alive until the Translator dies, so a text
// returned earlier never dangles. Every lookup falls back to the English source when the current
// language has no catalog or the catalog lacks the message.
class Translator {
public:
    Translator() = default;
    Translator(const Translator&) = delete;
    Translator& operator=(const Translator&) = delete;

    // Reads the .mo image `mo_bytes` as the catalog of `language`, replacing any earlier one.
    // On error returns false, says why in `error` and keeps what was loaded before. Loading
    // English is refused: its texts are the sources.
    bool load(Language language, std::string_view mo_bytes, std::string* error = nullptr);
    // Reads <directory>/<code>.mo for every language but English. Returns one message per file
    // that is missing or broken; the others are loaded all the same.
    std::vector<std::string> load_directory(const std::filesystem::path& directory);

    // Makes `language` current. Without a loaded catalog its texts are the English sources.
    void set_language(Language language);
    Language language() const { return language_.load(std::memory_order_acquire); }
    bool has_catalog(Language language) const;

    // The lookups. Arguments must be NUL-terminated and outlive the returned pointer's use when
    // they are the fallback (string literals are); translations live as long as the Translator.
    const char* gettext(const char* msgid) const;
    const char* ngettext(const char* one, const char* many, std::uint64_t n) const;
    const char* pgettext(const char* context, const char* msgid) const;
    const char* npgettext(const char* context, const char* one, const char* many, std::uint64_t n) const;

private:
    static std::size_t slot(Language language) { return static_cast<std::size_t>(language); }

    std::atomic<const Catalog*> current_{nullptr};
    std::atomic<Language> language_{Language::English};
    mutable std::mutex write_mutex_;  // guards catalogs_ and owned_
    std::array<const Catalog*, kLanguages.size()> catalogs_{};
    std::vector<std::unique_ptr<const Catalog>> owned_;  // every catalog ever loaded
};

// The process-wide translator that `_()` and the other markers use.
Translator& translator();

// The lookups of translator(), for the markers below.
const char* tr(const char* msgid);
const char* tr_n(const char* one, const char* many, std::uint64_t n);
const char* tr_p(const char* context, const char* msgid);
const char* tr_np(const char* context, const char* one, const char* many, std::uint64_t n);

// The count a plural lookup sees: negative numbers choose their form by their magnitude.
template <std::integral T>
constexpr std::uint64_t plural_count(T n) {
    if constexpr (std::signed_integral<T>) {
        return n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
    } else {
        return static_cast<std::uint64_t>(n);
    }
}

// Replaces every `{name}` in `text` by `value`, leaving other braces alone. Translated sentences
// name their placeholders so that translators may reorder them:
// fmt_arg(n_("{n} piece", "{n} pieces", n), "n", n).
std::string fmt_arg(std::string_view text, std::string_view name, std::string_view value);

// The same for a whole number, written in plain decimal digits.
template <std::integral T>
requires(!std::same_as<T, bool> && !std::same_as<T, char>) std::string
    fmt_arg(std::string_view text, std::string_view name, T value) {
    return fmt_arg(text, name, std::string_view(std::to_string(value)));
}

}  // namespace tafl::i18n

// [SECTION] Markers
//
// These are the keywords of localization/update.sh (xgettext --keyword=_ --keyword=n_:1,2
// --keyword=p_:1c,2 --keyword=np_:1c,2,3 --keyword=N_). Their arguments must be string literals
// so that xgettext can extract them. `_` is a macro, as in GNU gettext, because a function of
// that name is reserved in the global namespace; the others are plain functions.

// The translation of `msgid`.
#ifndef _
#define _(msgid) ::tafl::i18n::tr(msgid)
#endif

// The plural form of `one`/`many` for the count `n`; the caller formats the number.
template <std::integral T>
inline const char* n_(const char* one, const char* many, T n) {
    return ::tafl::i18n::tr_n(one, many, ::tafl::i18n::plural_count(n));
}

// The translation of `msgid` in `context` (gettext's msgctxt), for short words that mean
// different things in different places.
inline const char* p_(const char* context, const char* msgid) { return ::tafl::i18n::tr_p(context, msgid); }

// The plural lookup within a context.
template <std::integral T>
inline const char* np_(const char* context, const char* one, const char* many, T n) {
    return ::tafl::i18n::tr_np(context, one, many, ::tafl::i18n::plural_count(n));
}

// Marks a literal for extraction without translating it, for tables translated later with _().
constexpr const char* N_(const char* msgid) { return msgid; }
