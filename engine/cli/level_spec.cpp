// level_spec.cpp: `LEVEL[:KEY=VALUE,...]`, one of our levels with its limits, style and
// evaluation weights changed (see level_spec.h).
#include "level_spec.h"

#include <exception>

#include "cli_common.h"

namespace tafl::cli {
namespace {

// The whole number `text` is, or -1 when it is not one (or is negative).
long long whole_number(const std::string& text) {
    if (text.empty() || text.size() > 18) return -1;
    for (char c : text)
        if (c < '0' || c > '9') return -1;
    return std::stoll(text);
}

}  // namespace

const ai::Level& level_named(std::string_view name, std::string_view context) {
    if (const ai::Level* l = ai::find_level(name)) return *l;
    std::string known;
    for (const ai::Level& l : ai::levels()) known += (known.empty() ? "" : ", ") + std::string(l.id);
    throw Failure{std::string(context) + "unknown level " + quote_input(name) + " (levels: " + known + ")"};
}

LevelSpec parse_level_spec(const std::string& spec, std::string_view command, int movetime_ms) {
    const std::string cmd(command);
    LevelSpec out;
    out.name = spec;
    const std::size_t colon = spec.find(':');
    const std::string id = spec.substr(0, colon);
    const ai::Level& level = level_named(id, cmd + ": ");
    out.limits = level.limits;
    out.style = level.style;
    if (movetime_ms > 0) out.limits.movetime_ms = movetime_ms;
    if (colon == std::string::npos) return out;
    std::string_view rest = std::string_view(spec).substr(colon + 1);
    if (rest.empty()) throw Failure{cmd + ": " + quote_input(spec) + " has a colon but no settings after it"};
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string item(rest.substr(0, comma));
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        const std::size_t eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const long long value = eq == std::string::npos ? -1 : whole_number(item.substr(eq + 1));
        if (value < 0) throw Failure{cmd + ": setting " + quote_input(item) + " of " + id + " is not KEY=WHOLE-NUMBER"};
        if (key == "depth" && value >= 1 && value <= kMaxThinkDepth)
            out.limits.depth = static_cast<int>(value);
        else if (key == "nodes" && value <= 1'000'000'000'000LL)
            out.limits.nodes = static_cast<std::uint64_t>(value);
        else if (key == "movetime" && value <= 3600 * 1000)
            out.limits.movetime_ms = static_cast<int>(value);
        else if (key == "noise" && value <= 10000)
            out.style.root_noise = static_cast<int>(value);
        else if (key == "shallow" && value <= 1000)
            out.style.shallow_per_mille = static_cast<int>(value);
        else if (key == "threads" && value >= 1 && value <= ai::kMaxThreads)
            out.threads = static_cast<int>(value);
        else if (int ai::Weights::*weight = ai::weight_named(key); weight != nullptr && value <= 100000)
            out.weights.*weight = static_cast<int>(value);
        else
            throw Failure{cmd + ": unknown or out-of-range setting " + quote_input(item) + " (depth 1.." +
                          std::to_string(kMaxThinkDepth) +
                          ", nodes, movetime, noise, shallow, threads, or an evaluation weight up to 100000)"};
    }
    return out;
}

void configure(ai::Searcher& searcher, const LevelSpec& spec) {
    searcher.set_threads(spec.threads);
    searcher.set_weights(spec.weights);
}

}  // namespace tafl::cli
