// main.cpp: taflbord-cli, the headless tool over the engine. Its output is a contract that other
// tools parse (see README): keep every format exactly as documented.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "preset_files.h"
#include "taflbord/notation.h"
#include "taflbord/position.h"
#include "taflbord/variant.h"

namespace {

using namespace tafl;

// [SECTION] Options

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
    int depth = 0;
    bool batch = false;
    std::vector<std::string> words;
};

const char* kUsage =
    "usage: taflbord-cli COMMAND [options]\n"
    "  variants                                     list the presets: id, size, name\n"
    "  moves --variant ID [--position REC --side SIDE] [MOVE ...]\n"
    "                                               legal moves after MOVEs, with their results\n"
    "  moves --batch                                answer requests '<variant> <REC|start> <SIDE|start> [MOVE ...]'\n"
    "  play --variant ID [--position REC --side SIDE] MOVE ...\n"
    "                                               play MOVEs, print each result and the final position\n"
    "  perft --variant ID --depth N [--position REC --side SIDE]\n"
    "  check [FILE ...]                             validate variant files (default: the shipped presets)\n"
    "every command takes --rule NAME=VALUE (repeatable) to change a rule parameter\n";

Options parse_options(int argc, char** argv) {
    Options o;
    if (argc < 2) throw Failure{std::string(kUsage), 2};
    o.command = argv[1];
    auto need = [&](int& i, std::string_view flag) -> std::string {
        if (i + 1 >= argc) throw Failure{"option " + std::string(flag) + " needs a value"};
        return argv[++i];
    };
    for (int i = 2; i < argc; ++i) {
        std::string_view a = argv[i];
        if (a == "--variant") o.variant = need(i, a);
        else if (a == "--position") o.position = need(i, a);
        else if (a == "--side") o.side = need(i, a);
        else if (a == "--batch") o.batch = true;
        else if (a == "--depth") {
            std::string v = need(i, a);
            try {
                std::size_t used = 0;
                o.depth = std::stoi(v, &used);
                if (used != v.size()) throw std::invalid_argument(v);
            } catch (const std::exception&) {
                throw Failure{"--depth: '" + v + "' is not a whole number"};
            }
        } else if (a == "--rule") {
            std::string v = need(i, a);
            auto eq = v.find('=');
            if (eq == std::string::npos || eq == 0) throw Failure{"--rule: expected NAME=VALUE, got '" + v + "'"};
            o.rules.emplace_back(v.substr(0, eq), v.substr(eq + 1));
        } else if (a == "--help" || a == "-h") {
            throw Failure{std::string(kUsage), 0};
        } else if (a.size() > 2 && a.substr(0, 2) == "--") {
            throw Failure{"unknown option '" + std::string(a) + "'"};
        } else {
            o.words.emplace_back(a);
        }
    }
    return o;
}

// [SECTION] Game setup shared by the commands

// The presets and the rule sets compiled from them (with the --rule overrides), cached by id.
class Library {
public:
    Library(const char* argv0, std::vector<std::pair<std::string, std::string>> overrides)
        : overrides_(std::move(overrides)) {
        auto dir = presets::find_assets_dir(argv0);
        if (!dir) throw Failure{"assets folder with variants/ not found (set TAFLBORD_ASSETS)", 1};
        dir_ = *dir / "variants";
        auto errors = presets::load_variant_dir(dir_, set_);
        if (!errors.empty()) throw Failure{errors.front().to_string(), 1};
    }

    const VariantSet& set() const { return set_; }
    const std::filesystem::path& dir() const { return dir_; }

    std::shared_ptr<const Rules> rules(std::string_view id) {
        if (auto it = cache_.find(id); it != cache_.end()) return it->second;
        const Variant* v = set_.find(id);
        if (!v) throw Failure{"unknown variant '" + std::string(id) + "' (see: taflbord-cli variants)"};
        RuleSet r = v->rules;
        for (const auto& [name, value] : overrides_)
            if (auto err = set_parameter(r, name, value)) throw Failure{"--rule " + name + "=" + value + ": " + *err};
        auto problems = validate(r);
        if (!problems.empty()) throw Failure{"--rule: " + problems.front().parameter + ": " + problems.front().message};
        auto compiled = std::make_shared<const Rules>(r);
        cache_.emplace(std::string(id), compiled);
        return compiled;
    }

private:
    VariantSet set_;
    std::filesystem::path dir_;
    std::vector<std::pair<std::string, std::string>> overrides_;
    std::map<std::string, std::shared_ptr<const Rules>, std::less<>> cache_;
};

Position start_position(const std::shared_ptr<const Rules>& rules, const std::optional<std::string>& record,
                        const std::optional<std::string>& side_text) {
    if (!record && !side_text) return Position(rules);
    if (!record || !side_text) throw Failure{"--position and --side go together"};
    auto side = parse_side(*side_text);
    if (!side) throw Failure{"--side: '" + *side_text + "' is not attackers or defenders"};
    std::string error;
    auto pos = Position::from_record(rules, *record, *side, &error);
    if (!pos) throw Failure{"--position: " + error};
    return *pos;
}

// Plays one textual move (a plain from-to or an OpenTafl move record) or explains why not.
const MoveResult& play_text_move(Position& pos, std::string_view text) {
    NotationError error;
    auto parsed = parse_move_record(text, pos.size(), &error);
    if (!parsed) throw Failure{error.message};
    Move m = parsed->move();
    Illegal why = pos.check_move(m);
    if (why != Illegal::None) throw Failure{"illegal move '" + std::string(text) + "': " + std::string(illegal_id(why))};
    return pos.make(m);
}

// [SECTION] Output formats

bool square_order(Square a, Square b) {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
}

void append_result(std::string& out, const MoveResult& r) {
    out += square_name(r.move.from);
    out += '-';
    out += square_name(r.move.to);
    out += " captures=";
    if (r.capture_count == 0) {
        out += '-';
    } else {
        std::array<Square, 48> caps{};
        for (int i = 0; i < r.capture_count; ++i) caps[static_cast<std::size_t>(i)] = r.captured[static_cast<std::size_t>(i)];
        std::sort(caps.begin(), caps.begin() + r.capture_count, square_order);
        for (int i = 0; i < r.capture_count; ++i) {
            if (i) out += ',';
            out += square_name(caps[static_cast<std::size_t>(i)]);
        }
    }
    out += " status=";
    out += status_id(r.status);
    if (r.reason != Reason::None) {
        out += " reason=";
        out += reason_id(r.reason);
    }
}

// The `moves` block: every legal move of the side to move with its result, sorted.
void append_moves_block(std::string& out, Position& pos) {
    MoveList moves;
    pos.legal_moves(moves);
    std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
        return a.from != b.from ? square_order(a.from, b.from) : square_order(a.to, b.to);
    });
    for (Move m : moves) {
        append_result(out, pos.make(m));
        pos.unmake();
        out += '\n';
    }
}

void write_out(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

// [SECTION] Commands

int cmd_variants(Library& lib) {
    std::string out;
    for (const Variant* v : lib.set().all()) {
        out += v->id + "\t" + std::to_string(v->rules.size) + "x" + std::to_string(v->rules.size) + "\t" + v->name + "\n";
    }
    write_out(out);
    return 0;
}

int cmd_moves(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"moves: --variant ID is required (or --batch)"};
    Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    for (const auto& w : o.words) play_text_move(pos, w);
    std::string out;
    append_moves_block(out, pos);
    write_out(out);
    return 0;
}

// Splits a request line into words.
std::vector<std::string_view> split_words(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

int cmd_moves_batch(Library& lib) {
    std::string line, out;
    std::ios::sync_with_stdio(false);
    while (std::getline(std::cin, line)) {
        out.clear();
        try {
            auto words = split_words(line);
            if (words.size() < 3) throw Failure{"expected '<variant> <REC|start> <SIDE|start> [MOVE ...]'"};
            auto rules = lib.rules(words[0]);
            std::optional<std::string> rec, side;
            if (words[1] != "start") rec = std::string(words[1]);
            if (words[2] != "start") side = std::string(words[2]);
            else if (rec) side = std::string(side_id(rules->set().first));
            if (!rec && side) {
                // The start position with a chosen side to move.
                rec = rules->set().setup;
            }
            Position pos = start_position(rules, rec, side);
            for (std::size_t i = 3; i < words.size(); ++i) play_text_move(pos, words[i]);
            append_moves_block(out, pos);
        } catch (const Failure& f) {
            out.clear();
            out += "error " + f.message + "\n";
        }
        out += "end\n";
        write_out(out);
        std::fflush(stdout);
    }
    return 0;
}

int cmd_play(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"play: --variant ID is required"};
    if (o.words.empty()) throw Failure{"play: give at least one MOVE"};
    Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    std::string out;
    int ply = 0;
    for (const auto& w : o.words) {
        const MoveResult& r = play_text_move(pos, w);
        out += std::to_string(++ply) + ". ";
        append_result(out, r);
        out += '\n';
        write_out(out);
        out.clear();
    }
    out += "position=" + pos.record() + " side=" + std::string(side_id(pos.side_to_move())) + "\n";
    write_out(out);
    return 0;
}

int cmd_perft(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"perft: --variant ID is required"};
    if (o.depth < 1 || o.depth > 12) throw Failure{"perft: --depth N (1..12) is required"};
    Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    for (const auto& w : o.words) play_text_move(pos, w);
    std::uint64_t total = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (int d = 1; d <= o.depth; ++d) {
        std::uint64_t n = perft(pos, d);
        total += n;
        std::printf("perft %d %llu\n", d, static_cast<unsigned long long>(n));
        std::fflush(stdout);
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("nps %.0f\n", s > 0 ? static_cast<double>(total) / s : 0.0);
    return 0;
}

int cmd_check(const char* argv0, const Options& o) {
    VariantSet set;
    std::vector<VariantError> errors;
    auto dir = presets::find_assets_dir(argv0);
    if (o.words.empty()) {
        if (!dir) throw Failure{"assets folder with variants/ not found (set TAFLBORD_ASSETS)", 1};
        errors = presets::load_variant_dir(*dir / "variants", set);
    } else {
        std::vector<std::filesystem::path> files(o.words.begin(), o.words.end());
        std::optional<std::filesystem::path> shipped;
        if (dir) shipped = *dir / "variants";
        errors = presets::load_variant_files(files, shipped, set);
    }
    for (const auto& e : errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());
    if (!errors.empty()) return 1;
    for (const Variant* v : set.all()) {
        // Each preset must also give a playable start: the side to move has a legal move.
        Position pos(std::make_shared<const Rules>(v->rules));
        if (!pos.has_legal_move(pos.side_to_move())) {
            std::fprintf(stderr, "%s: the side to move has no legal move at the start\n", v->id.c_str());
            return 1;
        }
    }
    std::printf("ok %zu variants\n", set.all().size());
    return 0;
}

int run(int argc, char** argv) {
    Options o = parse_options(argc, argv);
    if (o.command == "check") return cmd_check(argv[0], o);
    if (o.command == "--help" || o.command == "-h" || o.command == "help") {
        std::fputs(kUsage, stdout);
        return 0;
    }
    Library lib(argv[0], o.rules);
    if (o.command == "variants") return cmd_variants(lib);
    if (o.command == "moves") return o.batch ? cmd_moves_batch(lib) : cmd_moves(lib, o);
    if (o.command == "play") return cmd_play(lib, o);
    if (o.command == "perft") return cmd_perft(lib, o);
    throw Failure{"unknown command '" + o.command + "'\n" + kUsage};
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const Failure& f) {
        std::fflush(stdout);
        std::fprintf(f.status == 0 ? stdout : stderr, "%s%s", f.status == 0 ? "" : "taflbord-cli: ", f.message.c_str());
        if (!f.message.empty() && f.message.back() != '\n') std::fputc('\n', f.status == 0 ? stdout : stderr);
        return f.status;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "taflbord-cli: %s\n", e.what());
        return 1;
    }
}
