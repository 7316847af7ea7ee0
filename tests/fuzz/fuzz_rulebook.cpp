// fuzz_rulebook.cpp: any text handed to the rulebook readers (a book's Markdown, a diagram file,
// the catalog) is read or refused with messages; it never crashes or hangs. The structure and
// typography checks run over what was read, and every diagram that prepares is verified on the
// engine (its moves played), as the reader and the tests do with the shipped books.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "rulebook/checks.h"
#include "rulebook/diagram.h"
#include "rulebook/document.h"
#include "rulebook/library.h"
#include "taflbord/variant.h"

namespace {

// Brandubh's rules, as in assets/variants/brandubh.tafl.
constexpr std::string_view kBrandubh =
    "name = Brandubh\nsize = 7\nsetup = /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\nfirst = attackers\nthrone = yes\n"
    "corners = single\nthrone_stop = king\nthrone_cross = all\nking_reenter = yes\ncorner_stop = king\n"
    "corner_guard = no\ncorner_hostile = all\ncorner_hostile_king = yes\nthrone_hostile_attackers = always\n"
    "throne_hostile_defenders = empty\nthrone_hostile_king = yes\nedge_hostile_men = no\nedge_hostile_king = no\n"
    "king_armed = yes\nshieldwall = none\nking_capture = weak\nking_strong_zone = throne+adjacent\n"
    "king_edge_safe = no\nking_shield = protects\nescape = corner\nedge_fort = no\nencirclement = yes\n"
    "no_moves = lose\nrepetition = mover-loses\nshuttle_limit = 0\nno_capture_draw = 0\n";

const tafl::RuleSet& brandubh() {
    static const tafl::RuleSet rules = [] {
        tafl::VariantSet set;
        set.add(kBrandubh, "brandubh.tafl", "brandubh");
        if (!set.resolve().empty()) __builtin_trap();
        return set.find("brandubh")->rules;
    }();
    return rules;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    using namespace tafl::rulebook;

    std::vector<std::string> messages;
    const Book book = parse_book(text, messages);
    std::vector<Problem> problems;
    const Catalog catalog = parse_catalog(text, "books.txt", problems);
    const std::vector<Diagram> diagrams = parse_diagrams(text, "diagrams/fuzz.txt", problems);
    for (const Problem& p : problems)
        if (p.message.empty() || p.file.empty()) __builtin_trap();

    // The checks over the book, against the first entry read (or a made-up one).
    BookEntry entry{"fuzz", {"brandubh"}, {"glance", "end"}, {"fuzz-cover", "fuzz-board"}, 1};
    if (!catalog.books.empty()) entry = catalog.books.front();
    const std::set<std::string> presets = {"brandubh"};
    check_book(entry, book, "fr", CheckContext{&catalog, &diagrams, &presets});
    check_typography(book, "fr", "fr/fuzz.md");
    (void)count_words(book);

    for (const Diagram& d : diagrams) {
        std::string error;
        if (const auto prepared = prepare_diagram(d, brandubh(), &error))
            (void)verify_diagram(d, *prepared);
        else if (error.empty())
            __builtin_trap();  // a refusal always says why
    }
    return 0;
}
