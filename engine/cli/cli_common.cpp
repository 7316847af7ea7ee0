// cli_common.cpp: what every taflbord-cli command shares: options, the preset library with
// --rule overrides, start positions, textual moves and the output formats of the contract.
#include "cli_common.h"

#include <algorithm>
#include <cstdio>

#include "taflbord/notation.h"
#include "taflbord/text.h"

#ifndef TAFLBORD_VERSION
#define TAFLBORD_VERSION "0"
#endif

namespace tafl::cli {

// [SECTION] Options

const char* const kVersion = "taflbord-cli " TAFLBORD_VERSION "\n";

const char* const kUsage =
    "usage: taflbord-cli COMMAND [options]\n"
    "  variants                                     list the presets: id, size, name\n"
    "  moves --variant ID [--position REC --side SIDE] [MOVE ...]\n"
    "                                               legal moves after MOVEs, with their results\n"
    "  moves --batch                                answer requests '<variant> <REC|start> <SIDE|start> [MOVE ...]'\n"
    "  play --variant ID [--position REC --side SIDE] MOVE ...\n"
    "                                               play MOVEs, print each result and the final position\n"
    "  perft --variant ID --depth N [--position REC --side SIDE]\n"
    "  check [FILE ...]                             validate variant files (default: the shipped presets)\n"
    "  prove --variant ID [--position REC --side SIDE] --depth N [--nodes MAX] [--each-move | MOVE ...]\n"
    "                                               does the side to move force a win within N of its moves?\n"
    "                                               (every defence is tried; with MOVEs: checks that line;\n"
    "                                               --each-move: after each move of the side to move, does\n"
    "                                               the other side force a win within N?)\n"
    "  think --variant ID [--position REC --side SIDE] [MOVE ...] [--level LEVEL | --depth D | --nodes N | --movetime "
    "MS]\n"
    "        [--seed S] [--threads T]               search the position reached; progress lines, then bestmove\n"
    "                                               (more than one thread: faster, not reproducible); LEVEL\n"
    "                                               takes the settings of a match PLAYER (thrall:noise=290)\n"
    "  eval --variant ID [--position REC --side SIDE] [MOVE ...] [--level LEVEL]\n"
    "                                               the static score of the position reached, weight by\n"
    "                                               weight (what each adds, for the side to move); LEVEL:\n"
    "                                               a match PLAYER's weights (jarl:king_distance=50)\n"
    "  selfplay --variant ID --games N --attackers LEVEL --defenders LEVEL [--seed S] [--jobs J] [--movetime MS]\n"
    "        [--position REC --side SIDE]\n"
    "                                               AI against AI: one result line per game and a summary;\n"
    "                                               LEVEL takes the settings of a match PLAYER (jarl:WEIGHT=V)\n"
    "  match --variant ID --first PLAYER --second PLAYER [--games N] [--seed S] [--opening-plies K]\n"
    "        [--max-plies P] [--movetime MS] [--sprt ELO0,ELO1] [--engine-timeout MS] [--show-moves] [--jobs J]\n"
    "                                               pairs of games, sides swapped: results, Elo and its 95 %\n"
    "                                               interval; PLAYER is LEVEL[:depth=D,nodes=N,movetime=MS,\n"
    "                                               noise=X,shallow=Y,threads=T,WEIGHT=V] (WEIGHT: an evaluation\n"
    "                                               weight as tune names it) or otep:COMMAND (an external engine)\n"
    "  bench [--depth D]                            fixed-depth searches over a fixed set of positions\n"
    "  otep [--level NAME | --depth D | --nodes N] [--movetime MS] [--threads T] [--hash MB]\n"
    "                                               OpenTafl Engine Protocol on standard input and output;\n"
    "                                               --movetime: the most a move or an analysis takes;\n"
    "                                               --hash: transposition table in MB, 1 to 4096 (32)\n"
    "  tune-data --variant ID [--skip-plies K]      selfplay's game lines on standard input -> labelled positions\n"
    "  tune --data FILE [--passes N] [--only W,...]\n"
    "                                               fit the evaluation weights to labelled positions (Texel);\n"
    "                                               --only: only these weights move, the others held\n"
    "every command takes --rule NAME=VALUE (repeatable) to change a rule parameter\n"
    "  --help, -h                                   this text\n"
    "  --version                                    the program's version\n";

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
        if (a == "--variant")
            o.variant = need(i, a);
        else if (a == "--position")
            o.position = need(i, a);
        else if (a == "--side")
            o.side = need(i, a);
        else if (a == "--batch")
            o.batch = true;
        else if (a == "--show-moves")
            o.show_moves = true;
        else if (a == "--each-move")
            o.each_move = true;
        else if (a == "--depth") {
            // Each command bounds the depth it accepts; here only the form and a sane range.
            const std::string v = need(i, a);
            long long n = 0;
            std::size_t used = 0;
            try {
                n = std::stoll(v, &used);
            } catch (const std::out_of_range&) {
                throw Failure{"--depth: " + quote_input(v) + " is far outside any depth (1..64)"};
            } catch (const std::exception&) {
                used = 0;
            }
            if (used == 0 || used != v.size()) throw Failure{"--depth: " + quote_input(v) + " is not a whole number"};
            if (n < 1 || n > 64) throw Failure{"--depth: " + quote_input(v) + " is outside 1..64"};
            o.depth = static_cast<int>(n);
        } else if (a == "--rule") {
            std::string v = need(i, a);
            auto eq = v.find('=');
            if (eq == std::string::npos || eq == 0) throw Failure{"--rule: expected NAME=VALUE, got " + quote_input(v)};
            o.rules.emplace_back(v.substr(0, eq), v.substr(eq + 1));
        } else if (a == "--level" || a == "--nodes" || a == "--movetime" || a == "--seed" || a == "--games" ||
                   a == "--attackers" || a == "--defenders" || a == "--jobs" || a == "--first" || a == "--second" ||
                   a == "--opening-plies" || a == "--max-plies" || a == "--sprt" || a == "--engine-timeout" ||
                   a == "--skip-plies" || a == "--data" || a == "--passes" || a == "--only" || a == "--threads" ||
                   a == "--hash") {
            std::string name(a.substr(2));
            o.values[name] = need(i, a);
        } else if (a == "--help" || a == "-h") {
            throw Failure{std::string(kUsage), 0};
        } else if (a == "--version") {
            throw Failure{std::string(kVersion), 0};
        } else if (a.size() > 2 && a.substr(0, 2) == "--") {
            throw Failure{"unknown option " + quote_input(a)};
        } else {
            o.words.emplace_back(a);
        }
    }
    return o;
}

std::string rule_refused(std::string_view name, std::string_view value, std::string_view why) {
    const std::string own = std::string(name) + ": ";
    if (why.substr(0, own.size()) == own) why.remove_prefix(own.size());
    return "--rule " + std::string(name) + "=" + std::string(value) + ": " + std::string(why);
}

std::string Options::text(std::string_view name, std::string fallback) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

long long Options::number(std::string_view name, long long fallback, long long min, long long max) const {
    auto it = values.find(name);
    if (it == values.end()) return fallback;
    const std::string& v = it->second;
    long long n = 0;
    std::size_t used = 0;
    const std::string range = std::to_string(min) + ".." + std::to_string(max);
    try {
        n = std::stoll(v, &used);
    } catch (const std::out_of_range&) {
        throw Failure{"--" + std::string(name) + ": " + quote_input(v) + " is far outside " + range};
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != v.size())
        throw Failure{"--" + std::string(name) + ": " + quote_input(v) + " is not a whole number"};
    if (n < min || n > max) throw Failure{"--" + std::string(name) + ": " + quote_input(v) + " is outside " + range};
    return n;
}

// [SECTION] Game setup shared by the commands

Position start_position(const std::shared_ptr<const Rules>& rules, const std::optional<std::string>& record,
                        const std::optional<std::string>& side_text) {
    if (!record && !side_text) return Position(rules);
    if (!record || !side_text) throw Failure{"--position and --side go together"};
    auto side = parse_side(*side_text);
    if (!side) throw Failure{"--side: " + quote_input(*side_text) + " is not attackers or defenders"};
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
    if (why != Illegal::None)
        throw Failure{"illegal move " + quote_input(text) + ": " + std::string(illegal_id(why))};
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
        for (int i = 0; i < r.capture_count; ++i)
            caps[static_cast<std::size_t>(i)] = r.captured[static_cast<std::size_t>(i)];
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

void write_out(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

}  // namespace tafl::cli
