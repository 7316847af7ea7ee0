// fuzz_house_rules.cpp: the player's folder of house-rule files. The fuzzed bytes are two files
// (split at the first byte 0x01): each is read on its own against the shipped presets, and either
// becomes a valid set or is left out with a message naming the file; the presets are never
// touched. A set that loads, written again as the game writes it, loads to the same rules. The
// shipped presets offered are Brandubh, Tablut (which extends it) and Copenhagen, resolved once as
// the game does (HouseRuleBase): every preset is read the same way.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "match/house_rules.h"
#include "taflbord/variant.h"

namespace {

const std::vector<tafl::match::VariantText>& presets() {
    static const std::vector<tafl::match::VariantText> texts = [] {
        std::vector<tafl::match::VariantText> out;
        for (const auto& entry : std::filesystem::directory_iterator(TAFLBORD_FUZZ_VARIANTS)) {
            const std::string stem = entry.path().stem().string();
            if (entry.path().extension() != ".tafl" || (stem != "brandubh" && stem != "tablut" && stem != "copenhagen"))
                continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            out.push_back({entry.path().filename().string(), text.str()});
        }
        if (out.size() != 3) __builtin_trap();  // the fuzz target must see the shipped presets
        return out;
    }();
    return texts;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tafl::match;
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const std::size_t cut = all.find('\x01');
    std::vector<VariantText> files{{"house-fuzz.tafl", std::string(all.substr(0, cut))}};
    if (cut != std::string_view::npos) files.push_back({"house-second.tafl", std::string(all.substr(cut + 1))});

    static const HouseRuleBase resolved(presets());
    const HouseRules loaded = load_house_rules(resolved, files);
    if (loaded.sets.size() + loaded.errors.size() != files.size()) __builtin_trap();
    for (const HouseRuleError& e : loaded.errors)
        if (e.file.empty() || e.message.empty()) __builtin_trap();

    static const tafl::VariantSet shipped = [] {
        tafl::VariantSet set;
        for (const VariantText& p : presets()) set.add(p.text, p.file, std::filesystem::path(p.file).stem().string());
        if (!set.resolve().empty()) __builtin_trap();
        return set;
    }();
    for (const tafl::Variant& set : loaded.sets) {
        if (!tafl::validate(set.rules).empty()) __builtin_trap();
        const tafl::Variant* base = shipped.find(set.extends);
        if (base == nullptr) __builtin_trap();  // house rules extend a shipped preset
        const std::vector<VariantText> again{{"house-again.tafl", write_house_rules(set.name, *base, set.rules)}};
        const HouseRules reread = load_house_rules(resolved, again);
        if (reread.sets.size() != 1 || !(reread.sets[0].rules == set.rules) || reread.sets[0].name != set.name)
            __builtin_trap();
    }
    return 0;
}
