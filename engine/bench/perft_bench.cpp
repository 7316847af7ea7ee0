// perft_bench.cpp: measures move generation with full outcome checks. For every shipped preset
// it runs perft from the start twice: as `taflbord-cli perft` counts (the moves of the last ply
// counted, every other node made, unmade and judged) and with every leaf made and judged too
// (the speed of make/unmake). It prints leaves, seconds and nodes per second of both;
// `copenhagen` is also run to depth 4, the figure the project tracks.
// Usage: taflbord-bench [--depth N] [--only ID] [--repeat R]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "preset_files.h"
#include "taflbord/position.h"

int main(int argc, char** argv) {
    int depth = 3;
    int repeat = 1;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--depth") && i + 1 < argc)
            depth = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--only") && i + 1 < argc)
            only = argv[++i];
        else if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc)
            repeat = std::atoi(argv[++i]);
        else {
            std::fprintf(stderr, "usage: %s [--depth N] [--only ID] [--repeat R]\n", argv[0]);
            return 2;
        }
    }
    auto dir = tafl::presets::find_assets_dir(argv[0]);
    if (!dir) {
        std::fprintf(stderr, "taflbord-bench: assets folder not found (set TAFLBORD_ASSETS)\n");
        return 1;
    }
    tafl::VariantSet set;
    auto errors = tafl::presets::load_variant_dir(*dir / "variants", set);
    if (!errors.empty()) {
        std::fprintf(stderr, "%s\n", errors.front().to_string().c_str());
        return 1;
    }
    std::printf("%-22s %5s %14s %9s %12s %14s %12s\n", "preset", "depth", "leaves", "seconds", "leaves/s",
                "leaves-made s", "made/s");
    auto timed = [&](const std::shared_ptr<const tafl::Rules>& rules, int d, bool make_leaves, std::uint64_t& leaves) {
        double best = 1e100;
        for (int r = 0; r < repeat; ++r) {
            tafl::Position pos(rules);
            auto t0 = std::chrono::steady_clock::now();
            leaves = tafl::perft(pos, d, make_leaves);
            double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            if (s < best) best = s;
        }
        return best;
    };
    auto run = [&](const tafl::Variant& v, int d) {
        auto rules = std::make_shared<const tafl::Rules>(v.rules);
        std::uint64_t leaves = 0, made = 0;
        const double counted_s = timed(rules, d, false, leaves);
        const double made_s = timed(rules, d, true, made);
        if (made != leaves) {
            std::fprintf(stderr, "taflbord-bench: %s depth %d: %llu leaves counted but %llu made\n", v.id.c_str(), d,
                         static_cast<unsigned long long>(leaves), static_cast<unsigned long long>(made));
            std::exit(1);
        }
        std::printf("%-22s %5d %14llu %9.3f %12.0f %14.3f %12.0f\n", v.id.c_str(), d,
                    static_cast<unsigned long long>(leaves), counted_s, static_cast<double>(leaves) / counted_s, made_s,
                    static_cast<double>(leaves) / made_s);
        std::fflush(stdout);
    };
    for (const tafl::Variant* v : set.all()) {
        if (!only.empty() && v->id != only) continue;
        run(*v, v->rules.size == 7 ? depth + 1 : depth);
    }
    if (only.empty() || only == "copenhagen") {
        if (const tafl::Variant* c = set.find("copenhagen")) run(*c, 4);
    }
    return 0;
}
