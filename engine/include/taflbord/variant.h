// variant.h: presets as data. Reads the text of variant files (the format is documented in
// assets/variants/README.md), resolves `extends` chains and checks the result. The engine never
// opens files: callers read them and hand over the text with the file name for messages.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/rules.h"

namespace tafl {

// An error in a variant file: where it is and which key it concerns.
struct VariantError {
    std::string file;
    int line = 0;         // 1-based; 0 when the error concerns the file as a whole
    std::string key;      // empty when no key is involved
    std::string message;  // English, for developers and the `check` command

    // "file:line: key: message"
    std::string to_string() const;
};

// One `key = value` line of a file, before inheritance is applied.
struct VariantEntry {
    std::string key;
    std::string value;
    int line = 0;
};

// A parsed but unresolved file.
struct VariantFile {
    std::string id;    // the file name without extension
    std::string path;  // as given, for messages
    std::vector<VariantEntry> entries;
};

// A resolved preset: metadata plus every rule parameter.
struct Variant {
    std::string id;
    std::string name;     // English display name from the file (the game translates by id)
    std::string source;   // where its rules come from
    std::string extends;  // parent id, empty for a root
    RuleSet rules;
};

// Parses the text of one variant file. `id` is the file's base name.
std::optional<VariantFile> parse_variant_file(std::string_view text, std::string_view path, std::string_view id,
                                              VariantError* error);

// A collection of variant files resolved together so that `extends` can name any of them.
class VariantSet {
public:
    // Adds one file's text; parse errors are collected.
    void add(std::string_view text, std::string_view path, std::string_view id);
    // Resolves inheritance and validates every variant; returns all errors (empty when good).
    std::vector<VariantError> resolve();

    const Variant* find(std::string_view id) const;
    // Resolved variants in a stable order (by id).
    std::vector<const Variant*> all() const;

private:
    std::map<std::string, VariantFile, std::less<>> files_;
    std::map<std::string, Variant, std::less<>> variants_;
    std::vector<VariantError> parse_errors_;
};

}  // namespace tafl
