// atomic_file.h: reading a whole file with a size limit, and replacing a file so that a crash or a
// full disk never leaves it half written.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tafl::core {

// Reads the whole of `path` as bytes. Returns nullopt when the file cannot be opened or read, or
// when it holds more than `max_bytes` bytes, and then says why in `error` (when given), e.g.
// "cannot open settings.txt: No such file or directory" or "big.log is larger than 1024 bytes".
// Never throws.
std::optional<std::string> read_file(const std::filesystem::path& path, std::size_t max_bytes, std::string* error);

// Replaces the contents of `path` by `bytes` so that readers see either the old file or the new
// one, never a mix. The parent folders are created when missing. The bytes go to "<path>.tmp"
// first, which is flushed and synced to the disk; then, when `keep_previous` is set and `path`
// exists, the current file is copied to "<path>.bak" (replacing an older backup); last, the
// temporary is renamed over `path`. On any failure the temporary is removed, `path` keeps its old
// contents, and the function returns false and says why in `error` (when given). Never throws.
bool write_file_atomically(const std::filesystem::path& path, std::string_view bytes, std::string* error,
                           bool keep_previous = true);

}  // namespace tafl::core
