// atomic_file.h: reading a whole file with a size limit, and replacing a file so that a crash or a
// full disk never leaves it half written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tafl::core {

// Reads the whole of `path` as bytes. Returns nullopt when the file cannot be opened or read, when
// it holds more than `max_bytes` bytes, or when it is not a regular file (a pipe would block), and
// then says why in `error` (when given), e.g. "cannot open settings.txt: No such file or
// directory" or "big.log is larger than 1024 bytes".
// Never throws.
std::optional<std::string> read_file(const std::filesystem::path& path, std::size_t max_bytes, std::string* error);

// The file a write to `path` replaces, by the rule every writer of the game follows:
// - a symbolic link is followed (to its last target, relative targets read from the link's
//   folder): the file it names is replaced and the link stays a link;
// - a path that names anything but a regular file (a folder, a device, a pipe, a socket) is
//   refused, and nothing is written;
// - a path that does not exist yet is written as it is.
// Returns nullopt and says why in `error` (when given) when the path is refused. Never throws.
std::optional<std::filesystem::path> writable_target(const std::filesystem::path& path, std::string* error);

// Replaces the contents of `path` (see writable_target) by `bytes` so that readers see either the old file or the new
// one, never a mix. The parent folders are created when missing. The bytes go to "<path>.tmp"
// first, which is flushed and synced to the disk; then, when `keep_previous` is set and `path`
// exists, the current file is copied to "<path>.bak" (replacing an older backup); last, the
// temporary is renamed over `path`. On any failure the temporary is removed, `path` keeps its old
// contents, and the function returns false and says why in `error` (when given). Never throws.
// What kind of failure stopped a write, for a message a player understands; `error` has the
// details (the file and the system's words).
enum class WriteProblem : std::uint8_t {
    None,
    DiskFull,      // no space left, or the user's quota reached
    ReadOnly,      // the file system is mounted read-only
    NoPermission,  // the folder or file may not be written by this user
    Other,
};

bool write_file_atomically(const std::filesystem::path& path, std::string_view bytes, std::string* error,
                           bool keep_previous = true, WriteProblem* problem = nullptr);

}  // namespace tafl::core
