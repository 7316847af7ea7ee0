// preset_files.cpp: locating the assets folder and reading variant files from disk. All file
// system calls use the error_code overloads: a missing or unreadable folder is an error message,
// never an exception.
#include "preset_files.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <system_error>
#include <vector>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif

namespace tafl::presets {

namespace fs = std::filesystem;

namespace {

// Larger files are refused rather than read: nothing the tools read legitimately comes close,
// and a device such as /dev/zero must not make them read forever.
constexpr std::uintmax_t kMaxReadBytes = 64ull * 1024 * 1024;

bool has_variants(const fs::path& dir) {
    std::error_code ec;
    return !dir.empty() && fs::is_directory(dir / "variants", ec);
}

// The folder of the running executable, or empty when it cannot be found.
fs::path exe_dir(const char* argv0) {
    std::error_code ec;
    fs::path exe;
    if (argv0 && *argv0 && fs::path(argv0).is_absolute()) {
        exe = fs::canonical(argv0, ec);
        if (ec) exe = fs::path(argv0).lexically_normal();
    } else {
#if defined(_WIN32)
        // Windows names the running program itself, in UTF-16 (a folder of any name); argv[0] is
        // whatever was typed, often without folder or ".exe".
        std::wstring name(MAX_PATH, L'\0');
        for (;;) {
            const DWORD got = GetModuleFileNameW(nullptr, name.data(), static_cast<DWORD>(name.size()));
            if (got == 0) return {};
            if (got < name.size()) {
                name.resize(got);
                break;
            }
            name.resize(name.size() * 2);
        }
        exe = fs::path(name);
#else
        exe = fs::canonical("/proc/self/exe", ec);
        if (ec && argv0 && *argv0 && std::string_view(argv0).find('/') != std::string_view::npos) {
            // No /proc (not Linux): a relative path with a folder part is relative to the
            // working directory the tool was started from.
            exe = fs::canonical(argv0, ec);
        }
        if (ec) return {};
#endif
    }
    return exe.parent_path();
}

std::string system_message(int err) { return std::error_code(err, std::generic_category()).message(); }

// Reads the `*.tafl` files of one folder, sorted by name, into `set` without resolving.
// Reads one variant file into `set` (id = file stem); false with an error when unreadable.
bool add_file(const fs::path& p, VariantSet& set, std::vector<VariantError>& errors) {
    std::string error;
    auto text = read_text_file(p, &error);
    if (!text) {
        errors.push_back(VariantError{p.string(), 0, "", error});
        return false;
    }
    set.add(*text, p.string(), p.stem().string());
    return true;
}

void add_dir(const fs::path& dir, VariantSet& set, std::vector<VariantError>& errors) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        errors.push_back(VariantError{dir.string(), 0, "",
                                      "not a folder of variant files" + (ec ? ": " + ec.message() : std::string())});
        return;
    }
    std::vector<fs::path> files;
    fs::directory_iterator it(dir, ec);
    const fs::directory_iterator end;
    while (!ec && it != end) {
        const fs::path& p = it->path();
        std::error_code type_ec;
        if (p.extension() == ".tafl" && it->is_regular_file(type_ec)) files.push_back(p);
        it.increment(ec);
    }
    if (ec) {
        errors.push_back(VariantError{dir.string(), 0, "", "cannot list the folder: " + ec.message()});
        return;
    }
    std::sort(files.begin(), files.end(),
              [](const fs::path& a, const fs::path& b) { return a.filename() < b.filename(); });
    for (const fs::path& p : files) add_file(p, set, errors);
}

}  // namespace

std::optional<fs::path> find_assets_dir(const char* argv0) {
    std::vector<fs::path> candidates;
    if (const char* env = std::getenv("TAFLBORD_ASSETS"); env && *env) candidates.emplace_back(env);
    if (fs::path dir = exe_dir(argv0); !dir.empty()) {
        candidates.push_back(dir / "assets");
        candidates.push_back(dir / ".." / "share" / "taflbord" / "assets");
        candidates.push_back(dir / ".." / ".." / "assets");
        candidates.push_back(dir / ".." / ".." / ".." / "assets");
    }
#ifdef TAFLBORD_SOURCE_ASSETS
    candidates.emplace_back(TAFLBORD_SOURCE_ASSETS);
#endif
    for (const fs::path& c : candidates) {
        if (has_variants(c)) return c.lexically_normal();
    }
    return std::nullopt;
}

std::vector<VariantError> load_variant_dir(const fs::path& dir, VariantSet& set) {
    std::vector<VariantError> errors;
    add_dir(dir, set, errors);
    auto resolved = set.resolve();
    errors.insert(errors.end(), resolved.begin(), resolved.end());
    return errors;
}

std::vector<VariantError> load_variant_files(const std::vector<fs::path>& files,
                                             const std::optional<fs::path>& shipped_dir, VariantSet& set) {
    std::vector<VariantError> errors;
    if (shipped_dir) {
        // Accept either the assets folder or its variants folder.
        std::error_code ec;
        const fs::path sub = *shipped_dir / "variants";
        add_dir(fs::is_directory(sub, ec) ? sub : *shipped_dir, set, errors);
    }
    // User files come after the shipped ones, so a user file with a shipped id replaces it.
    std::map<std::string, std::string> user_ids;  // id -> path, to catch two user files with one id
    for (const fs::path& p : files) {
        const std::string id = p.stem().string();
        if (!add_file(p, set, errors)) continue;
        if (auto it = user_ids.find(id); it != user_ids.end()) {
            errors.push_back(VariantError{p.string(), 0, "",
                                          "same preset id '" + id + "' as " + it->second + ", which it replaces"});
        }
        user_ids[id] = p.string();
    }
    auto resolved = set.resolve();
    errors.insert(errors.end(), resolved.begin(), resolved.end());
    return errors;
}

std::optional<std::string> read_text_file(const fs::path& path, std::string* error) {
    auto fail = [&](const std::string& why) -> std::optional<std::string> {
        if (error) *error = "cannot read " + path.string() + ": " + why;
        return std::nullopt;
    };
    std::error_code ec;
    if (fs::is_directory(path, ec)) return fail("it is a folder");
    // A pipe or a device would block the reader or never end: only regular files are read.
    if (fs::exists(path, ec) && !fs::is_regular_file(path, ec)) return fail("it is not a regular file");
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(system_message(errno != 0 ? errno : ENOENT));
    std::string text;
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        const auto got = in.gcount();
        if (got > 0) text.append(buffer, static_cast<std::size_t>(got));
        if (text.size() > kMaxReadBytes) return fail("file is too large");
    }
    if (in.bad()) return fail(system_message(errno != 0 ? errno : EIO));
    return text;
}

}  // namespace tafl::presets
