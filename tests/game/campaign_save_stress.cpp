// campaign_save_stress.cpp: a helper for campaign_kill_check.sh. `save PREFS` saves a profile's
// progress again and again, one more try each time, starting from what the file holds, until it
// is killed; `check PREFS` reads the file and its previous copy and prints the count of tries the
// file holds, or fails (exit 1) when either is broken.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "campaign/progress.h"
#include "core/atomic_file.h"

namespace {

using tafl::campaign::Progress;

bool read(const std::filesystem::path& path, Progress* out, std::string* error) {
    const auto text = tafl::core::read_file(path, 1u << 20, error);
    if (!text) return false;
    auto p = tafl::campaign::parse_progress(*text, error);
    if (!p) return false;
    *out = *p;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3 || (std::strcmp(argv[1], "save") != 0 && std::strcmp(argv[1], "check") != 0)) {
        std::fprintf(stderr, "usage: campaign_save_stress save|check PREFS\n");
        return 2;
    }
    const std::filesystem::path prefs = argv[2];
    const auto path = tafl::campaign::profile_path(prefs, "stress");
    Progress p;
    std::string error;
    if (std::strcmp(argv[1], "check") == 0) {
        if (!read(path, &p, &error)) {
            std::fprintf(stderr, "%s: %s\n", path.string().c_str(), error.c_str());
            return 1;
        }
        Progress previous;
        auto bak = path;
        bak += ".bak";
        if (std::filesystem::exists(bak) && !read(bak, &previous, &error)) {
            std::fprintf(stderr, "%s: %s\n", bak.string().c_str(), error.c_str());
            return 1;
        }
        std::printf("%d\n", p.battles["b"].tries);
        return 0;
    }
    if (std::filesystem::exists(path) && !read(path, &p, &error)) {
        std::fprintf(stderr, "%s: %s\n", path.string().c_str(), error.c_str());
        return 1;
    }
    p.name = "Stress \u00DE";
    // A long list of open battles makes each file a few kilobytes: writes take long enough to be
    // killed in the middle.
    for (int i = 0; i < 300; ++i) p.open.insert("battle-number-" + std::to_string(i));
    for (;;) {
        ++p.battles["b"].tries;
        if (!tafl::campaign::save_profile(prefs, "stress", p, &error)) {
            std::fprintf(stderr, "save: %s\n", error.c_str());
            return 1;
        }
    }
}
