// preset_files.h: finds the shipped assets folder and reads variant files from disk for the
// command-line tools and tests. The engine library itself never touches files; this is the
// thin layer that does, outside it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "taflbord/variant.h"

namespace tafl::presets {

// The assets folder: $TAFLBORD_ASSETS if set, else next to the executable (`assets/` beside it
// or `../share/taflbord/assets` for an installed tree), else the source tree the tool was built
// from. nullopt when none holds a `variants/` folder.
std::optional<std::filesystem::path> find_assets_dir(const char* argv0);

// Reads every `*.tafl` file in `dir` into `set` (ids are the file names without extension) and
// resolves them. Returns the errors of reading, parsing and validation.
std::vector<VariantError> load_variant_dir(const std::filesystem::path& dir, VariantSet& set);

// Reads the given files (plus, for `extends`, the shipped presets of `shipped_dir` when set) and
// resolves them. Used by `taflbord-cli check FILE...`.
std::vector<VariantError> load_variant_files(const std::vector<std::filesystem::path>& files,
                                             const std::optional<std::filesystem::path>& shipped_dir, VariantSet& set);

// Reads a whole file; nullopt with a message when it cannot be read.
std::optional<std::string> read_text_file(const std::filesystem::path& path, std::string* error);

}  // namespace tafl::presets
