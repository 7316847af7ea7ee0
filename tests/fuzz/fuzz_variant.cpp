// fuzz_variant.cpp: any text handed to the variant reader is either resolved into valid rules
// or refused with errors naming file and line; it never crashes or hangs. A second file extends
// the fuzzed one so inheritance is exercised too.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "taflbord/position.h"
#include "taflbord/variant.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    tafl::VariantSet set;
    set.add(text, "fuzz.tafl", "fuzz");
    set.add("extends = fuzz\nname = Child\n", "child.tafl", "child");
    auto errors = set.resolve();
    for (const auto& e : errors)
        if (e.message.empty() || e.file.empty()) __builtin_trap();
    for (const tafl::Variant* v : set.all()) {
        if (!tafl::validate(v->rules).empty()) __builtin_trap();  // resolved means valid
        tafl::Position pos(std::make_shared<const tafl::Rules>(v->rules));
        tafl::MoveList moves;
        pos.legal_moves(moves);
        if (!moves.empty()) {
            pos.make(moves[0]);
            pos.unmake();
        }
    }
    return 0;
}
