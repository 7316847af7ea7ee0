// test_support.h: shared helpers for engine tests: load a shipped preset, draw a position as
// text, play moves and read results.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "preset_files.h"
#include "taflbord/position.h"
#include "taflbord/variant.h"

namespace tafl::test {

// All shipped presets, loaded once from the source tree's assets/variants.
inline const VariantSet& shipped_variants() {
    static const VariantSet set = [] {
        VariantSet s;
        auto dir = presets::find_assets_dir(nullptr);
        if (!dir) throw std::runtime_error("assets folder not found");
        auto errors = presets::load_variant_dir(*dir / "variants", s);
        if (!errors.empty()) throw std::runtime_error(errors.front().to_string());
        return s;
    }();
    return set;
}

// The rule set of a shipped preset, optionally changed by `NAME=VALUE` overrides.
inline RuleSet preset_rules(std::string_view id,
                            std::initializer_list<std::pair<const char*, const char*>> overrides = {}) {
    const Variant* v = shipped_variants().find(id);
    if (!v) throw std::runtime_error("no preset " + std::string(id));
    RuleSet r = v->rules;
    for (auto [k, val] : overrides) {
        if (auto err = set_parameter(r, k, val)) throw std::runtime_error(*err);
    }
    return r;
}

inline std::shared_ptr<const Rules> compile(const RuleSet& r) {
    auto problems = validate(r);
    if (!problems.empty()) throw std::runtime_error(problems.front().parameter + ": " + problems.front().message);
    return std::make_shared<const Rules>(r);
}

// Converts a drawn board to an OpenTafl position record. Rows are given top rank first, as a
// board is printed; whitespace inside a row is ignored. Characters: `.` `+` `X` `#` empty (the
// last three only mark special squares for the reader), `a` or `t` attacker, `d` or `T`
// defender, `K` king.
inline std::string drawing_to_record(std::string_view drawing) {
    std::vector<std::string> rows;
    std::istringstream in{std::string(drawing)};
    std::string line;
    while (std::getline(in, line)) {
        std::string row;
        for (char c : line) {
            if (c == ' ' || c == '\t' || c == '\r') continue;
            row += c;
        }
        if (!row.empty()) rows.push_back(row);
    }
    std::reverse(rows.begin(), rows.end());  // rank 1 first
    std::string rec = "/";
    for (const auto& row : rows) {
        int empty = 0;
        for (char c : row) {
            char piece = 0;
            if (c == 'a' || c == 't')
                piece = 't';
            else if (c == 'd' || c == 'T')
                piece = 'T';
            else if (c == 'K')
                piece = 'K';
            if (piece == 0) {
                ++empty;
                continue;
            }
            if (empty) {
                rec += std::to_string(empty);
                empty = 0;
            }
            rec += piece;
        }
        if (empty) rec += std::to_string(empty);
        rec += '/';
    }
    return rec;
}

// A position of preset `id` (with overrides) drawn as text, `to_move` to play.
inline Position drawn(std::string_view id, std::string_view drawing, Side to_move,
                      std::initializer_list<std::pair<const char*, const char*>> overrides = {}) {
    auto rules = compile(preset_rules(id, overrides));
    std::string error;
    auto pos = Position::from_record(rules, drawing_to_record(drawing), to_move, &error);
    if (!pos) throw std::runtime_error("bad drawing: " + error);
    return *pos;
}

inline Square sq(std::string_view name) {
    auto s = parse_square(name, kMaxSize);
    if (!s) throw std::runtime_error("bad square " + std::string(name));
    return *s;
}

inline Move mv(std::string_view text) {
    auto dash = text.find('-');
    return Move{static_cast<std::int16_t>(sq(text.substr(0, dash))),
                static_cast<std::int16_t>(sq(text.substr(dash + 1)))};
}

// Plays a move that must be legal and returns a copy of its result.
inline MoveResult play(Position& pos, std::string_view move) {
    Move m = mv(move);
    Illegal why = pos.check_move(m);
    if (why != Illegal::None)
        throw std::runtime_error("illegal move " + std::string(move) + ": " + std::string(illegal_id(why)));
    return pos.make(m);
}

// Captured squares of a result as sorted names, e.g. {"c4", "d5"}.
inline std::vector<std::string> captured(const MoveResult& r) {
    std::vector<Square> s(r.captured.begin(), r.captured.begin() + r.capture_count);
    std::sort(s.begin(), s.end(), [](Square a, Square b) {
        return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
    });
    std::vector<std::string> out;
    for (Square x : s) out.push_back(square_name(x));
    return out;
}

inline bool is_legal(const Position& pos, std::string_view move) { return pos.check_move(mv(move)) == Illegal::None; }

// Plays a legal move and returns its result, after checking that unmake restores the record, the
// key, the side to move, the outcome and the counters exactly and that playing the move again
// gives the same result.
inline MoveResult checked(Position& pos, std::string_view move) {
    const std::string record = pos.record();
    const std::uint64_t key = pos.key();
    const Side side = pos.side_to_move();
    const Status status = pos.status();
    const int quiet = pos.plies_without_capture();
    const int shuttle_a = pos.shuttle_count(Side::Attackers), shuttle_d = pos.shuttle_count(Side::Defenders);
    const MoveResult first = play(pos, move);
    const std::string record_after = pos.record();
    const std::uint64_t key_after = pos.key();
    EXPECT_NE(pos.side_to_move(), side) << move;
    pos.unmake();
    EXPECT_EQ(pos.record(), record) << move;
    EXPECT_EQ(pos.key(), key) << move;
    EXPECT_EQ(pos.side_to_move(), side) << move;
    EXPECT_EQ(pos.status(), status) << move;
    EXPECT_EQ(pos.plies_without_capture(), quiet) << move;
    EXPECT_EQ(pos.shuttle_count(Side::Attackers), shuttle_a) << move;
    EXPECT_EQ(pos.shuttle_count(Side::Defenders), shuttle_d) << move;
    const MoveResult again = play(pos, move);
    EXPECT_EQ(captured(again), captured(first)) << move;
    EXPECT_EQ(again.status, first.status) << move;
    EXPECT_EQ(again.reason, first.reason) << move;
    EXPECT_EQ(pos.record(), record_after) << move;
    EXPECT_EQ(pos.key(), key_after) << move;
    return again;
}

// Compares the outcome of a move by its identifiers, so a failure prints words.
inline void expect_outcome(const MoveResult& r, Status status, Reason reason) {
    EXPECT_EQ(status_id(r.status), status_id(status));
    EXPECT_EQ(reason_id(r.reason), reason_id(reason));
}

// Is the move among the legal moves the engine generates?
inline bool generated(const Position& pos, std::string_view move) {
    MoveList list;
    pos.legal_moves(list);
    const Move m = mv(move);
    return std::find(list.begin(), list.end(), m) != list.end();
}

}  // namespace tafl::test
