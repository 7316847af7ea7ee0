// tune_command.cpp: the evaluation tuner (Texel's method).
//
// `tune-data --variant ID` reads the game lines of `selfplay` (winner=... moves=...) on standard
// input, replays every game and writes one line per position after the first K plies:
// `<variant> <position record> <side to move> <result>`, the result 1 for an attackers' win,
// 0 for the defenders', 1/2 for a draw.
//
// `tune --data FILE` reads such lines, keeps the quiet positions (no open route, no king that can
// be taken next move: there the static score says little), and fits the weights of
// ai::evaluate: it first finds an offset per preset and the scale K that make
// sigmoid(K * (score + offset)) predict the results best, then changes one weight at a time by a
// step, keeps every change that lowers the mean squared error, refits the offsets, and halves
// the step when a pass changes nothing. The weight of an attacker man stays 100: it is the unit
// of every score. `--only W1,W2` moves only the weights named and holds the others at their
// defaults (what a new term explains alone). It prints the error before and after, the offsets
// and the weights.
#include "tune_command.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "taflbord/ai/evaluate.h"
#include "taflbord/notation.h"

namespace tafl::cli {

namespace {

constexpr std::size_t kMaxLine = 1 << 20;

std::string_view field(std::string_view line, std::string_view name) {
    const std::string key = " " + std::string(name) + "=";
    const auto at = line.find(key);
    if (at == std::string_view::npos) return {};
    const auto start = at + key.size();
    const auto end = line.find(' ', start);
    return line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

struct Sample {
    const ai::EvalTables* tables;
    std::size_t preset;  // index into the offsets
    Position pos;
    double result;  // for the attackers
};

// The mean squared error of the predictions sigmoid(K * (score + offset of the preset)), the
// score from the attackers' side with the weights `w`. The offsets take up how often each side
// wins a preset at the strength the games were played at: a constant shifts no move choice, so
// the weights are fitted to what decides between positions, not to that balance.
double mean_error(const std::vector<Sample>& samples, const ai::Weights& w, double k, const std::vector<int>& offsets) {
    double sum = 0;
    for (const Sample& s : samples) {
        int e = ai::evaluate(s.pos, *s.tables, w);
        if (s.pos.side_to_move() == Side::Defenders) e = -e;
        e += offsets[s.preset];
        const double predicted = 1.0 / (1.0 + std::exp(-k * e / 100.0));
        sum += (s.result - predicted) * (s.result - predicted);
    }
    return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

// Moves `value` by `step` while that lowers the error, first up, then down; true if it moved.
template <class Error>
bool descend(int& value, int step, int floor, double& best, Error&& error) {
    bool moved = false;
    for (int sign : {+1, -1}) {
        for (;;) {
            const int before = value;
            value += sign * step;
            if (value < floor) {
                value = before;
                break;
            }
            const double e = error();
            if (e >= best) {
                value = before;
                break;
            }
            best = e;
            moved = true;
        }
    }
    return moved;
}

}  // namespace

int cmd_tune_data(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"tune-data: --variant ID is required"};
    auto rules = lib.rules(o.variant);
    const int skip = static_cast<int>(o.number("skip-plies", 6, 0, 1000));
    std::string line;
    long long games = 0, written = 0;
    std::string out;
    while (std::getline(std::cin, line)) {
        if (line.size() > kMaxLine) throw Failure{"tune-data: a line longer than 1 MiB"};
        if (line.rfind("game ", 0) != 0) continue;
        const std::string_view winner = field(line, "winner");
        const double result = winner == "attackers" ? 1.0 : winner == "defenders" ? 0.0 : 0.5;
        const auto moves_at = line.find(" moves=");
        if (moves_at == std::string::npos) continue;
        Position pos(rules);
        ++games;
        for (std::string_view text : split_words(std::string_view(line).substr(moves_at + 7))) {
            if (pos.game_over()) break;
            if (pos.ply() >= skip) {
                out += o.variant + " " + pos.record() + " " + (pos.side_to_move() == Side::Attackers ? "attackers" : "defenders") +
                       " " + (result == 0.5 ? "0.5" : result == 1.0 ? "1" : "0") + "\n";
                ++written;
            }
            try {
                play_text_move(pos, text);
            } catch (const Failure& f) {
                throw Failure{"tune-data: game " + std::to_string(games) + ": " + f.message};
            }
        }
        if (out.size() > (1 << 16)) {
            write_out(out);
            out.clear();
        }
    }
    write_out(out);
    std::fprintf(stderr, "tune-data: %lld games, %lld positions\n", games, written);
    return 0;
}

int cmd_tune(Library& lib, const Options& o) {
    const std::string path = o.text("data");
    if (path.empty()) throw Failure{"tune: --data FILE is required (lines written by tune-data)"};
    std::ifstream in(path);
    if (!in) throw Failure{"tune: cannot read '" + path + "'", 1};
    const int passes = static_cast<int>(o.number("passes", 20, 1, 1000));
    // --only W1,W2: the weights that move (a new term fitted with the others held).
    std::vector<int ai::Weights::*> only;
    const std::string only_text = o.text("only");
    for (std::size_t at = 0; at < only_text.size();) {
        const std::size_t comma = std::min(only_text.find(',', at), only_text.size());
        const std::string name = only_text.substr(at, comma - at);
        at = comma + 1;
        if (name.empty()) continue;
        int ai::Weights::*weight = ai::weight_named(name);
        if (weight == nullptr) {
            std::string known;
            for (const ai::WeightField& f : ai::weight_fields()) known += (known.empty() ? "" : ", ") + std::string(f.name);
            throw Failure{"tune: --only: no weight " + quote_input(name) + " (" + known + ")"};
        }
        if (weight == &ai::Weights::attacker)
            throw Failure{"tune: --only: 'attacker' is the unit of every score and stays 100"};
        only.push_back(weight);
    }
    if (!only_text.empty() && only.empty()) throw Failure{"tune: --only: no weight named (W1,W2,...)"};
    std::map<std::string, std::unique_ptr<ai::EvalTables>, std::less<>> tables;
    std::map<std::string, std::size_t, std::less<>> preset_index;
    std::vector<std::string> presets;
    std::vector<Sample> samples;
    std::string line;
    long long read = 0, line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        const auto words = split_words(line);
        if (words.empty()) continue;
        if (words.size() != 4 || (words[3] != "1" && words[3] != "0" && words[3] != "0.5"))
            throw Failure{"tune: line " + std::to_string(line_no) + ": expected '<variant> <position> <side> <1|0|0.5>'"};
        auto rules = lib.rules(words[0]);
        auto& t = tables[std::string(words[0])];
        if (!t) t = std::make_unique<ai::EvalTables>(*rules);
        auto [it, added] = preset_index.emplace(std::string(words[0]), presets.size());
        if (added) presets.emplace_back(words[0]);
        const std::optional<std::string> record{std::string(words[1])};
        const std::optional<std::string> side{std::string(words[2])};
        Position pos = start_position(rules, record, side);
        const double result = words[3] == "1" ? 1.0 : words[3] == "0" ? 0.0 : 0.5;
        ++read;
        // Quiet positions only.
        if (pos.escape_routes() > 0 || pos.king_capturable_next()) continue;
        samples.push_back(Sample{t.get(), it->second, Position(pos), result});
    }
    if (samples.empty()) throw Failure{"tune: no quiet positions in '" + path + "'"};
    std::printf("positions %lld quiet %zu presets %zu\n", read, samples.size(), presets.size());

    ai::Weights w;
    std::vector<int> offsets(presets.size(), 0);
    double k = 1.0;
    double best = mean_error(samples, w, k, offsets);
    // The offsets and the scale K for the weights as they are.
    auto fit_offsets = [&](int step) {
        for (int& offset : offsets) descend(offset, step, -100000, best, [&] { return mean_error(samples, w, k, offsets); });
    };
    auto fit_scale = [&] {
        for (double step : {0.2, 0.05, 0.01}) {
            for (bool improved = true; improved;) {
                improved = false;
                for (double c : {k - step, k + step}) {
                    if (c < 0.05) continue;
                    const double e = mean_error(samples, w, c, offsets);
                    if (e < best) {
                        best = e;
                        k = c;
                        improved = true;
                    }
                }
            }
        }
    };
    for (int step : {64, 16, 4}) fit_offsets(step);
    fit_scale();
    std::printf("scale K %.3f error %.6f\n", k, best);
    const double start_error = best;

    int step = 16;
    for (int pass = 0; pass < passes && step >= 1; ++pass) {
        bool changed = false;
        for (const ai::WeightField& f : ai::weight_fields()) {
            if (std::string_view(f.name) == "attacker") continue;  // the unit
            if (!only.empty() && std::find(only.begin(), only.end(), f.member) == only.end()) continue;
            changed |= descend(w.*f.member, step, 0, best, [&] { return mean_error(samples, w, k, offsets); });
        }
        fit_offsets(std::max(1, step));
        std::printf("pass %d step %d error %.6f\n", pass + 1, step, best);
        std::fflush(stdout);
        if (!changed) step /= 2;
    }
    fit_scale();
    std::printf("error before %.6f after %.6f (K %.3f)\n", start_error, best, k);
    for (std::size_t i = 0; i < presets.size(); ++i) std::printf("offset %s %d\n", presets[i].c_str(), offsets[i]);
    for (const ai::WeightField& f : ai::weight_fields()) std::printf("weight %s %d\n", f.name, w.*f.member);
    return 0;
}

}  // namespace tafl::cli
