// cli_common.h: what every taflbord-cli command shares: options, the preset library with
// --rule overrides, start positions, textual moves and the output formats of the contract.
#pragma once

#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "preset_files.h"
#include "taflbord/position.h"
#include "taflbord/text.h"
#include "taflbord/variant.h"

namespace tafl::cli {

// The deepest fixed-depth search `think` and `otep` accept: a depth alone has no time limit, and
// past this a search on a large board runs for days.
constexpr int kMaxThinkDepth = 16;

// A failure to report: message on stderr and an exit status (2 = bad input, 1 = environment).
struct Failure {
    std::string message;
    int status = 2;
};

// The parsed command line: the command, its options and the remaining words (moves or files).
struct Options {
    std::string command;
    std::string variant;
    std::optional<std::string> position;
    std::optional<std::string> side;
    std::vector<std::pair<std::string, std::string>> rules;  // --rule NAME=VALUE, in order
    int depth = 0;  // 0: not given; otherwise 1..64, each command bounding it further
    bool batch = false;
    bool show_moves = false;  // match: each game line ends with the game's moves
    bool each_move = false;   // prove: the other side's forced win after each move
    std::vector<std::string> words;
    // Options of the AI commands (--level, --nodes, --movetime, --seed, --games, --attackers,
    // --defenders, --jobs), by name without the dashes.
    std::map<std::string, std::string, std::less<>> values;

    bool has(std::string_view name) const { return values.find(name) != values.end(); }
    std::string text(std::string_view name, std::string fallback = {}) const;
    // A whole number option within [min, max], or `fallback` when absent; throws on bad input.
    long long number(std::string_view name, long long fallback, long long min, long long max) const;
};

extern const char* const kUsage;
// "taflbord-cli VERSION\n": the CMake project version, the one of the game and the packages.
extern const char* const kVersion;

Options parse_options(int argc, char** argv);

// "--rule NAME=VALUE: why": set_parameter's reason without its own leading "NAME: ".
std::string rule_refused(std::string_view name, std::string_view value, std::string_view why);

// The presets and the rule sets compiled from them (with the --rule overrides), cached by id.
class Library {
public:
    Library(const char* argv0, std::vector<std::pair<std::string, std::string>> overrides)
        : overrides_(std::move(overrides)) {
        auto dir = presets::find_assets_dir(argv0);
        if (!dir) throw Failure{"assets folder with variants/ not found (set TAFLBORD_ASSETS)", 1};
        dir_ = *dir / "variants";
        // A broken file in the folder is named and skipped, as the game skips it: the other
        // presets still work. Asking for the broken one gives its error.
        for (const VariantError& e : presets::load_variant_dir(dir_, set_)) {
            std::fprintf(stderr, "taflbord-cli: skipped: %s\n", printable_message(e.to_string()).c_str());
            if (!e.file.empty()) broken_.emplace(std::filesystem::path(e.file).stem().string(), e.to_string());
        }
        if (set_.all().empty()) throw Failure{"no usable variant in " + dir_.string(), 1};
    }

    const VariantSet& set() const { return set_; }
    const std::filesystem::path& dir() const { return dir_; }

    std::shared_ptr<const Rules> rules(std::string_view id) {
        if (auto it = cache_.find(id); it != cache_.end()) return it->second;
        const Variant* v = set_.find(id);
        if (!v && broken_.count(std::string(id)))
            throw Failure{"variant " + quote_input(id) + " could not be read: " + broken_.at(std::string(id))};
        if (!v) throw Failure{"unknown variant " + quote_input(id) + " (see: taflbord-cli variants)"};
        RuleSet r = v->rules;
        for (const auto& [name, value] : overrides_)
            if (auto err = set_parameter(r, name, value)) throw Failure{rule_refused(name, value, *err)};
        auto problems = validate(r);
        if (!problems.empty()) throw Failure{"--rule: " + problems.front().parameter + ": " + problems.front().message};
        auto compiled = std::make_shared<const Rules>(r);
        cache_.emplace(std::string(id), compiled);
        return compiled;
    }

private:
    VariantSet set_;
    std::filesystem::path dir_;
    std::map<std::string, std::string> broken_;  // file stem -> its first error
    std::vector<std::pair<std::string, std::string>> overrides_;
    std::map<std::string, std::shared_ptr<const Rules>, std::less<>> cache_;
};

Position start_position(const std::shared_ptr<const Rules>& rules, const std::optional<std::string>& record,
                        const std::optional<std::string>& side_text);
// Plays one textual move (a plain from-to or an OpenTafl move record) or throws a Failure.
const MoveResult& play_text_move(Position& pos, std::string_view text);
// Squares in the contract's order: file letter, then rank as a number.
bool square_order(Square a, Square b);
// `<from>-<to> captures=<...> status=<...>[ reason=<r>]`
void append_result(std::string& out, const MoveResult& r);
// The `moves` block: every legal move of the side to move with its result, sorted.
void append_moves_block(std::string& out, Position& pos);
// Splits a line into words separated by blanks or tabs.
std::vector<std::string_view> split_words(std::string_view line);
void write_out(const std::string& s);

}  // namespace tafl::cli
