// atomic_file.cpp: whole-file reads with a limit, and atomic replacement through a synced temporary.
#include "core/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <exception>
#include <system_error>
#include <utility>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <io.h>
#include <windows.h>
#elif __has_include(<unistd.h>)
#include <fcntl.h>
#include <unistd.h>
#define TAFL_CORE_POSIX_SYNC 1
#endif

namespace tafl::core {

namespace fs = std::filesystem;

namespace {

// [SECTION] Helpers

void fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
}

std::string shown(const fs::path& path) { return path.string(); }

// The text of an errno value, without strerror's shared buffer.
std::string errno_text(int code) { return std::error_code(code, std::generic_category()).message(); }

// The kind of a failed write from its errno value.
WriteProblem problem_of(int code) {
    switch (code) {
        case ENOSPC:
#ifdef EDQUOT
        case EDQUOT:
#endif
            return WriteProblem::DiskFull;
        case EROFS: return WriteProblem::ReadOnly;
        case EACCES:
        case EPERM: return WriteProblem::NoPermission;
        default: return WriteProblem::Other;
    }
}

std::FILE* open_file(const fs::path& path, bool for_writing) {
#if defined(_WIN32)
    return _wfopen(path.c_str(), for_writing ? L"wb" : L"rb");
#else
    return std::fopen(path.c_str(), for_writing ? "wb" : "rb");
#endif
}

// Closes a file that is only read, whatever way the reader leaves.
struct ReadCloser {
    explicit ReadCloser(std::FILE* f) : file(f) {}
    ~ReadCloser() { std::fclose(file); }
    ReadCloser(const ReadCloser&) = delete;
    ReadCloser& operator=(const ReadCloser&) = delete;
    std::FILE* file;
};

// Asks the system to put the file's data on the disk; true where there is no way to ask.
bool sync_file(std::FILE* file) {
#if defined(_WIN32)
    return _commit(_fileno(file)) == 0;
#elif defined(TAFL_CORE_POSIX_SYNC)
    return fsync(fileno(file)) == 0;
#else
    (void)file;
    return true;
#endif
}

// Syncs a folder so that a rename in it survives a power cut. Best effort: failures are ignored,
// because the file itself is complete either way.
void sync_folder(const fs::path& folder) {
#if defined(TAFL_CORE_POSIX_SYNC) && defined(O_DIRECTORY)
    const int fd = open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    (void)fsync(fd);
    close(fd);
#else
    (void)folder;
#endif
}

// Renames `from` over `to` in one step, replacing it. On Windows the move is asked to reach the
// disk before it returns (MOVEFILE_WRITE_THROUGH), which stands for the folder sync of POSIX; the
// failure is then told in errno's terms in `code`, for problem_of.
void replace_file(const fs::path& from, const fs::path& to, std::error_code& ec, int* code) {
#if defined(_WIN32)
    if (MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        ec.clear();
        return;
    }
    const DWORD err = GetLastError();
    ec = std::error_code(static_cast<int>(err), std::system_category());
    if (err == ERROR_DISK_FULL || err == ERROR_HANDLE_DISK_FULL) {
        *code = ENOSPC;
    } else if (err == ERROR_WRITE_PROTECT) {
        *code = EROFS;
    } else if (err == ERROR_ACCESS_DENIED || err == ERROR_SHARING_VIOLATION) {
        *code = EACCES;
    } else {
        *code = EIO;
    }
#else
    fs::rename(from, to, ec);
    if (ec) *code = ec.value();
#endif
}

// Removes the temporary file unless the write got as far as renaming it.
class TempRemover {
public:
    explicit TempRemover(fs::path path) : path_(std::move(path)) {}
    ~TempRemover() {
        if (armed_) {
            std::error_code ec;
            fs::remove(path_, ec);
        }
    }
    TempRemover(const TempRemover&) = delete;
    TempRemover& operator=(const TempRemover&) = delete;
    void disarm() { armed_ = false; }

private:
    fs::path path_;
    bool armed_ = true;
};

// Writes, flushes, syncs and closes `file`; on failure closes it all the same and says why.
bool finish_temp(std::FILE* file, const fs::path& temp, std::string_view bytes, std::string* error, int* code) {
    errno = 0;
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
    if (!written || std::fflush(file) != 0) {
        *code = errno;
        std::fclose(file);
        fail(error, "cannot write " + shown(temp) + ": " + errno_text(*code));
        return false;
    }
    if (!sync_file(file)) {
        *code = errno;
        std::fclose(file);
        fail(error, "cannot sync " + shown(temp) + " to the disk: " + errno_text(*code));
        return false;
    }
    if (std::fclose(file) != 0) {
        *code = errno;
        fail(error, "cannot close " + shown(temp) + ": " + errno_text(*code));
        return false;
    }
    return true;
}

// What a file type is called in a message.
std::string type_name(fs::file_type type) {
    switch (type) {
        case fs::file_type::directory:
            return "a directory";
        case fs::file_type::block:
        case fs::file_type::character:
            return "a device";
        case fs::file_type::fifo:
            return "a pipe";
        case fs::file_type::socket:
            return "a socket";
        default:
            return "not a regular file";
    }
}

std::optional<fs::path> find_writable_target(const fs::path& path, std::string* error) {
    if (!path.has_filename()) {
        fail(error, "cannot write '" + shown(path) + "': it does not name a file");
        return std::nullopt;
    }
    fs::path target = path;
    std::error_code ec;
    // Follow the chain of links by hand, so that a link to a file not yet made still names it.
    for (int hops = 0;; ++hops) {
        const fs::file_status link = fs::symlink_status(target, ec);
        if (link.type() != fs::file_type::symlink) break;
        if (hops == 40) {
            fail(error, "cannot write " + shown(path) + ": too many symbolic links");
            return std::nullopt;
        }
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) {
            fail(error, "cannot read the link " + shown(target) + ": " + ec.message());
            return std::nullopt;
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    const fs::file_status status = fs::status(target, ec);
    if (status.type() == fs::file_type::none) {
        fail(error, "cannot inspect " + shown(target) + ": " + ec.message());
        return std::nullopt;
    }
    if (status.type() != fs::file_type::regular && status.type() != fs::file_type::not_found) {
        fail(error, "cannot replace " + shown(target) + ": it is " + type_name(status.type()));
        return std::nullopt;
    }
    return target;
}

// `code`: the errno value of the failure, when the system gave one.
bool write_atomically(const fs::path& link_path, std::string_view bytes, std::string* error, bool keep_previous,
                      int* code) {
    const std::optional<fs::path> target = find_writable_target(link_path, error);
    if (!target) return false;
    const fs::path& path = *target;
    std::error_code ec;
    const fs::path parent = path.parent_path();
    if (!parent.empty()) {
        fs::create_directories(parent, ec);
        if (ec) {
            *code = ec.value();
            fail(error, "cannot create the directory " + shown(parent) + ": " + ec.message());
            return false;
        }
    }
    const fs::file_status status = fs::status(path, ec);

    fs::path temp = path;
    temp += ".tmp";
    errno = 0;
    std::FILE* file = open_file(temp, true);
    if (!file) {
        *code = errno;
        fail(error, "cannot create " + shown(temp) + ": " + errno_text(*code));
        return false;
    }
    TempRemover remover(temp);
    if (!finish_temp(file, temp, bytes, error, code)) return false;

    // The previous version becomes the backup without `path` ever going missing, and the backup
    // is itself replaced in one step: a second name for the current file (a hard link; a copy
    // where the file system has none) is made under a temporary name, then renamed over the old
    // backup. A process killed at any moment leaves a whole backup, old or new.
    if (keep_previous && status.type() == fs::file_type::regular) {
        fs::path backup = path;
        backup += ".bak";
        fs::path backup_temp = path;
        backup_temp += ".bak.tmp";
        fs::remove(backup_temp, ec);
        fs::create_hard_link(path, backup_temp, ec);
        if (ec) {
            ec.clear();
            fs::copy_file(path, backup_temp, fs::copy_options::overwrite_existing, ec);
        }
        if (ec) {
            *code = ec.value();
        } else {
            replace_file(backup_temp, backup, ec, code);
        }
        if (ec) {
            const std::string why = ec.message();
            fs::remove(backup_temp, ec);
            fail(error, "cannot keep the previous version as " + shown(backup) + ": " + why);
            return false;
        }
    }
    replace_file(temp, path, ec, code);
    if (ec) {
        fail(error, "cannot rename " + shown(temp) + " to " + shown(path) + ": " + ec.message());
        return false;
    }
    remover.disarm();
    sync_folder(parent.empty() ? fs::path(".") : parent);
    return true;
}

}  // namespace

// [SECTION] Reading

std::optional<std::string> read_file(const fs::path& path, std::size_t max_bytes, std::string* error) {
    try {
        // A pipe would block the game until someone writes to it, a device may never end: only
        // regular files (or links to them) are read.
        std::error_code ec;
        const fs::file_status status = fs::status(path, ec);
        if (status.type() != fs::file_type::regular && status.type() != fs::file_type::not_found &&
            status.type() != fs::file_type::none) {
            fail(error, "cannot read " + shown(path) + ": it is " + type_name(status.type()));
            return std::nullopt;
        }
        errno = 0;
        std::FILE* file = open_file(path, false);
        if (!file) {
            fail(error, "cannot open " + shown(path) + ": " + errno_text(errno));
            return std::nullopt;
        }
        ReadCloser closer(file);
        std::string bytes;
        char buffer[16384];
        for (;;) {
            errno = 0;
            const std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
            const int code = errno;
            if (got > max_bytes - bytes.size()) {
                fail(error, shown(path) + " is larger than " + std::to_string(max_bytes) + " bytes");
                return std::nullopt;
            }
            bytes.append(buffer, got);
            if (got < sizeof buffer) {
                if (std::ferror(file)) {
                    fail(error, "cannot read " + shown(path) + ": " + errno_text(code));
                    return std::nullopt;
                }
                return bytes;
            }
        }
    } catch (const std::exception& e) {
        fail(error, std::string("cannot read the file: ") + e.what());
        return std::nullopt;
    }
}

// [SECTION] Writing

std::optional<fs::path> writable_target(const fs::path& path, std::string* error) {
    try {
        return find_writable_target(path, error);
    } catch (const std::exception& e) {
        fail(error, std::string("cannot write the file: ") + e.what());
        return std::nullopt;
    }
}

bool write_file_atomically(const fs::path& path, std::string_view bytes, std::string* error, bool keep_previous,
                           WriteProblem* problem) {
    int code = 0;
    bool ok = false;
    try {
        ok = write_atomically(path, bytes, error, keep_previous, &code);
    } catch (const std::exception& e) {
        fail(error, std::string("cannot write the file: ") + e.what());
    }
    if (problem) *problem = ok ? WriteProblem::None : problem_of(code);
    return ok;
}

}  // namespace tafl::core
