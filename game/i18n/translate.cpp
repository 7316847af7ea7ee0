// translate.cpp: the Translator (language switch and lookups with English fallback), the
// process-wide instance behind the markers, and the placeholder helper.
#include "i18n/translate.h"

#include <cstring>
#include <fstream>

namespace tafl::i18n {

// [SECTION] Languages

std::string_view language_code(Language language) {
    switch (language) {
        case Language::English:
            return "en";
        case Language::German:
            return "de";
        case Language::Italian:
            return "it";
        case Language::French:
            return "fr";
    }
    return "en";
}

std::optional<Language> parse_language(std::string_view code) {
    // "de_AT.UTF-8" and "de-CH" name German: only the letters before the first separator count.
    std::size_t end = code.find_first_of("_-.@");
    std::string_view base = code.substr(0, end);
    std::string lower;
    for (char c : base) lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    for (Language language : kLanguages)
        if (language_code(language) == lower) return language;
    return std::nullopt;
}

const char* language_endonym(Language language) {
    switch (language) {
        case Language::English:
            return "English";
        case Language::German:
            return "Deutsch";
        case Language::Italian:
            return "Italiano";
        case Language::French:
            return "Français";
    }
    return "English";
}

// [SECTION] Translator

bool Translator::load(Language language, std::string_view mo_bytes, std::string* error) {
    if (language == Language::English) {
        if (error) *error = "English is the source language and takes no catalog";
        return false;
    }
    std::optional<Catalog> parsed = Catalog::parse(mo_bytes, error);
    if (!parsed) return false;
    std::lock_guard lock(write_mutex_);
    owned_.push_back(std::make_unique<const Catalog>(std::move(*parsed)));
    catalogs_[slot(language)] = owned_.back().get();
    if (language_.load(std::memory_order_relaxed) == language)
        current_.store(catalogs_[slot(language)], std::memory_order_release);
    return true;
}

std::vector<std::string> Translator::load_directory(const std::filesystem::path& directory) {
    std::vector<std::string> errors;
    for (Language language : kLanguages) {
        if (language == Language::English) continue;
        std::filesystem::path file = directory / (std::string(language_code(language)) + ".mo");
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            errors.push_back(file.string() + ": cannot be opened");
            continue;
        }
        std::string bytes;
        char buffer[8192];
        while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
            bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        std::string error;
        if (!load(language, bytes, &error)) errors.push_back(file.string() + ": " + error);
    }
    return errors;
}

void Translator::set_language(Language language) {
    std::lock_guard lock(write_mutex_);
    language_.store(language, std::memory_order_release);
    current_.store(catalogs_[slot(language)], std::memory_order_release);
}

bool Translator::has_catalog(Language language) const {
    std::lock_guard lock(write_mutex_);
    return language == Language::English || catalogs_[slot(language)] != nullptr;
}

const char* Translator::gettext(const char* msgid) const {
    const Catalog* catalog = current_.load(std::memory_order_acquire);
    const char* text = catalog ? catalog->find(msgid) : nullptr;
    return text ? text : msgid;
}

const char* Translator::ngettext(const char* one, const char* many, std::uint64_t n) const {
    const Catalog* catalog = current_.load(std::memory_order_acquire);
    const char* text = catalog ? catalog->find_plural(one, n) : nullptr;
    return text ? text : (n == 1 ? one : many);
}

const char* Translator::pgettext(const char* context, const char* msgid) const {
    const Catalog* catalog = current_.load(std::memory_order_acquire);
    const char* text = catalog ? catalog->find_in_context(context, msgid) : nullptr;
    return text ? text : msgid;
}

const char* Translator::npgettext(const char* context, const char* one, const char* many, std::uint64_t n) const {
    const Catalog* catalog = current_.load(std::memory_order_acquire);
    const char* text = catalog ? catalog->find_plural_in_context(context, one, n) : nullptr;
    return text ? text : (n == 1 ? one : many);
}

// [SECTION] Process-wide instance

Translator& translator() {
    static Translator instance;
    return instance;
}

const char* tr(const char* msgid) { return translator().gettext(msgid); }
const char* tr_n(const char* one, const char* many, std::uint64_t n) { return translator().ngettext(one, many, n); }
const char* tr_p(const char* context, const char* msgid) { return translator().pgettext(context, msgid); }
const char* tr_np(const char* context, const char* one, const char* many, std::uint64_t n) {
    return translator().npgettext(context, one, many, n);
}

// [SECTION] Placeholders

std::string fmt_arg(std::string_view text, std::string_view name, std::string_view value) {
    std::string placeholder;
    placeholder.reserve(name.size() + 2);
    placeholder += '{';
    placeholder += name;
    placeholder += '}';
    std::string out;
    out.reserve(text.size() + value.size());
    std::size_t from = 0;
    while (true) {
        std::size_t at = text.find(placeholder, from);
        out += text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from);
        if (at == std::string_view::npos) break;
        out += value;
        from = at + placeholder.size();
    }
    return out;
}

}  // namespace tafl::i18n
