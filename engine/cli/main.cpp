// main.cpp: taflbord-cli, the headless tool over the engine. Its output is a contract that other
// tools parse (see README): keep every format exactly as documented.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "ai_commands.h"
#include "cli_common.h"
#include "match_command.h"
#include "tune_command.h"
#include "otep.h"
#include "preset_files.h"
#include "taflbord/ai/prove.h"
#include "taflbord/notation.h"
#include "taflbord/position.h"
#include "taflbord/variant.h"
#include "taflbord/text.h"

namespace tafl::cli {
namespace {

// [SECTION] Commands

int cmd_variants(Library& lib) {
    std::string out;
    for (const Variant* v : lib.set().all()) {
        out +=
            v->id + "\t" + std::to_string(v->rules.size) + "x" + std::to_string(v->rules.size) + "\t" + v->name + "\n";
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
            if (words[2] != "start")
                side = std::string(words[2]);
            else if (rec)
                side = std::string(side_id(rules->set().first));
            if (!rec && side) {
                // The start position with a chosen side to move.
                rec = rules->set().setup;
            }
            Position pos = start_position(rules, rec, side);
            for (std::size_t i = 3; i < words.size(); ++i) play_text_move(pos, words[i]);
            append_moves_block(out, pos);
        } catch (const Failure& f) {
            out.clear();
            out += "error " + printable_message(f.message) + "\n";
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
    if (o.depth < 1) throw Failure{"perft: --depth N is required"};
    Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    for (const auto& w : o.words) play_text_move(pos, w);
    // The count grows about as the moves of the first ply to the power of the depth; a depth whose
    // estimate passes 10^11 leaves (hours here) is refused rather than left running.
    {
        MoveList first;
        pos.legal_moves(first);
        const double branching = std::max(2, first.size());
        int max_depth = 1;
        while (max_depth < 12 && std::pow(branching, max_depth + 1) <= 1e11) ++max_depth;
        if (o.depth > max_depth)
            throw Failure{"perft: --depth " + std::to_string(o.depth) + " would not finish (about " +
                          std::to_string(first.size()) + " moves a ply); at most " + std::to_string(max_depth) +
                          " here"};
    }
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

const char* proof_word(ai::ProofResult r) {
    return r == ai::ProofResult::Win ? "win" : r == ai::ProofResult::NoWin ? "no-win" : "unknown";
}

// For each move of the side to move: does the other side then force a win within `depth` of its
// moves? Finds where a lost game was lost: the moves that still hold, and those that lose.
int prove_each_move(const Position& start, int depth, std::uint64_t max_nodes) {
    Position pos = start;
    const std::string them(side_id(opponent(pos.side_to_move())));
    MoveList moves;
    pos.legal_moves(moves);
    std::array<int, 3> counts{};  // by ProofResult: win, no-win, unknown (for the other side)
    int ended = 0;
    std::uint64_t nodes = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (const Move m : moves) {
        const MoveResult r = pos.make(m);
        if (r.status != Status::Ongoing) {
            ++ended;
            std::printf("%s: ends the game (%s)\n", move_name(m).c_str(), std::string(status_id(r.status)).c_str());
        } else {
            const ai::Proof proof = ai::prove_win(pos, depth, max_nodes);
            nodes += proof.nodes;
            ++counts[static_cast<std::size_t>(proof.result)];
            std::printf("%s: %s in %d for the %s\n", move_name(m).c_str(), proof_word(proof.result), depth,
                        them.c_str());
        }
        pos.unmake();
        std::fflush(stdout);  // each line as it is proved: a deep question takes a while per move
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf(
        "each move: %d; %d end the game; the %s win within %d after %d, not after %d, unknown after %d; "
        "nodes %llu, %.2f s\n",
        moves.size(), ended, them.c_str(), depth, counts[0], counts[1], counts[2],
        static_cast<unsigned long long>(nodes), s);
    return 0;
}

// Exhaustive proof of a forced win, for puzzles. With MOVEs, the line (the mover's moves and the
// replies between them) is checked instead: each of the mover's moves must keep the forced win.
int cmd_prove(Library& lib, const Options& o) {
    if (o.variant.empty()) throw Failure{"prove: --variant ID is required"};
    if (o.depth < 1 || o.depth > 6) throw Failure{"prove: --depth N (1..6, the mover's moves) is required"};
    const auto max_nodes = static_cast<std::uint64_t>(o.number("nodes", 200000000, 1, 1000000000000LL));
    const Position pos = start_position(lib.rules(o.variant), o.position, o.side);
    const int size = pos.size();
    if (o.each_move && !o.words.empty())
        throw Failure{"prove: --each-move takes no MOVEs (reach the position with --position and --side)"};
    if (!o.words.empty()) {
        std::vector<Move> line;
        for (const auto& w : o.words) {
            const auto rec = parse_move_record(w, size);
            if (!rec) throw Failure{"prove: " + quote_input(w) + " is not a move"};
            line.push_back(rec->move());
        }
        int failed = -1;
        if (ai::check_solution(pos, o.depth, line, max_nodes, &failed)) {
            std::printf("solution holds\n");
            return 0;
        }
        if (failed >= static_cast<int>(line.size()))
            std::printf("solution fails: the line ends before the win\n");
        else
            std::printf("solution fails at move %d (%s)\n", failed + 1, o.words[static_cast<std::size_t>(failed)].c_str());
        return 1;
    }
    if (o.each_move) return prove_each_move(pos, o.depth, max_nodes);
    const auto t0 = std::chrono::steady_clock::now();
    const ai::Proof proof = ai::prove_win(pos, o.depth, max_nodes);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const char* word = proof_word(proof.result);
    std::string firsts;
    for (const Move m : proof.first_moves) firsts += (firsts.empty() ? "" : " ") + move_name(m);
    std::printf("%s in %d for the %s: nodes %llu, %.2f s%s%s\n", word, o.depth,
                std::string(side_id(pos.side_to_move())).c_str(), static_cast<unsigned long long>(proof.nodes), s,
                firsts.empty() ? "" : ", winning first moves: ", firsts.c_str());
    return proof.result == ai::ProofResult::Win ? 0 : 1;
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
    for (const auto& e : errors) std::fprintf(stderr, "%s\n", printable_message(e.to_string()).c_str());
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
    if (o.command == "--version") {
        std::fputs(kVersion, stdout);
        return 0;
    }
    Library lib(argv[0], o.rules);
    if (o.command == "variants") return cmd_variants(lib);
    if (o.command == "moves") return o.batch ? cmd_moves_batch(lib) : cmd_moves(lib, o);
    if (o.command == "play") return cmd_play(lib, o);
    if (o.command == "perft") return cmd_perft(lib, o);
    if (o.command == "prove") return cmd_prove(lib, o);
    if (o.command == "think") return cmd_think(lib, o);
    if (o.command == "eval") return cmd_eval(lib, o);
    if (o.command == "bench") return cmd_bench(lib, o);
    if (o.command == "selfplay") return cmd_selfplay(lib, o);
    if (o.command == "match") return cmd_match(lib, o);
    if (o.command == "otep") return cmd_otep(lib, o);
    if (o.command == "tune-data") return cmd_tune_data(lib, o);
    if (o.command == "tune") return cmd_tune(lib, o);
    throw Failure{"unknown command " + quote_input(o.command) + "\n" + kUsage};
}

}  // namespace
}  // namespace tafl::cli

int main(int argc, char** argv) {
    using namespace tafl::cli;
    try {
        return run(argc, argv);
    } catch (const Failure& f) {
        std::fflush(stdout);
        const std::string message = tafl::printable_message(f.message);
        std::fprintf(f.status == 0 ? stdout : stderr, "%s%s", f.status == 0 ? "" : "taflbord-cli: ", message.c_str());
        if (!message.empty() && message.back() != '\n') std::fputc('\n', f.status == 0 ? stdout : stderr);
        return f.status;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "taflbord-cli: %s\n", tafl::printable_message(e.what()).c_str());
        return 1;
    }
}
