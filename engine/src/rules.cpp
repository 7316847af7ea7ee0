// rules.cpp: the parameter table (names, values, accessors), position records, validation of
// parameter combinations, and the compiled per-square tables of Rules.
#include "taflbord/rules.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <type_traits>

namespace tafl {

// [SECTION] Parameter table

namespace {

// Accessors of one parameter. Choice parameters read and write the index of the value in
// ParamInfo::values; integers their value; records go through `record`.
struct ParamAccess {
    int (*get)(const RuleSet&);
    void (*set)(RuleSet&, int);
};

template <auto Member>
int get_enum(const RuleSet& r) {
    return static_cast<int>(r.*Member);
}
template <auto Member>
void set_enum(RuleSet& r, int v) {
    using E = std::remove_cvref_t<decltype(r.*Member)>;
    r.*Member = static_cast<E>(v);
}
template <auto Member>
int get_yes_no(const RuleSet& r) {
    return r.*Member ? 0 : 1;
}
template <auto Member>
void set_yes_no(RuleSet& r, int v) {
    r.*Member = (v == 0);
}
template <auto Member>
int get_int(const RuleSet& r) {
    return r.*Member;
}
template <auto Member>
void set_int(RuleSet& r, int v) {
    r.*Member = v;
}

int get_nothing(const RuleSet&) { return 0; }
void set_nothing(RuleSet&, int) {}

using V = std::vector<std::string_view>;
const V kYesNo = {"yes", "no"};

struct ParamRow {
    ParamInfo info;
    ParamAccess access;
};

const std::vector<ParamRow>& table() {
    static const std::vector<ParamRow> rows = {
        {{"size", "board", ParamKind::Integer, {}, kMinSize, kMaxSize},
         {get_int<&RuleSet::size>, set_int<&RuleSet::size>}},
        {{"setup", "board", ParamKind::Record, {}, 0, 0}, {get_nothing, set_nothing}},
        {{"first", "board", ParamKind::Choice, V{"attackers", "defenders"}, 0, 0},
         {get_enum<&RuleSet::first>, set_enum<&RuleSet::first>}},
        {{"throne", "board", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::throne>, set_yes_no<&RuleSet::throne>}},
        {{"corners", "board", ParamKind::Choice, V{"none", "single", "block2"}, 0, 0},
         {get_enum<&RuleSet::corners>, set_enum<&RuleSet::corners>}},
        {{"throne_stop", "board", ParamKind::Choice, V{"king", "nobody"}, 0, 0},
         {get_enum<&RuleSet::throne_stop>, set_enum<&RuleSet::throne_stop>}},
        {{"throne_cross", "board", ParamKind::Choice, V{"all", "king", "nobody"}, 0, 0},
         {get_enum<&RuleSet::throne_cross>, set_enum<&RuleSet::throne_cross>}},
        {{"king_reenter", "board", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::king_reenter>, set_yes_no<&RuleSet::king_reenter>}},
        {{"corner_stop", "board", ParamKind::Choice, V{"king"}, 0, 0}, {get_nothing, set_nothing}},
        {{"corner_guard", "board", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::corner_guard>, set_yes_no<&RuleSet::corner_guard>}},
        {{"corner_hostile", "hostile", ParamKind::Choice, V{"none", "attackers", "all"}, 0, 0},
         {get_enum<&RuleSet::corner_hostile>, set_enum<&RuleSet::corner_hostile>}},
        {{"corner_hostile_king", "hostile", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::corner_hostile_king>, set_yes_no<&RuleSet::corner_hostile_king>}},
        {{"throne_hostile_attackers", "hostile", ParamKind::Choice, V{"never", "empty", "always"}, 0, 0},
         {get_enum<&RuleSet::throne_hostile_attackers>, set_enum<&RuleSet::throne_hostile_attackers>}},
        {{"throne_hostile_defenders", "hostile", ParamKind::Choice, V{"never", "empty"}, 0, 0},
         {get_enum<&RuleSet::throne_hostile_defenders>, set_enum<&RuleSet::throne_hostile_defenders>}},
        {{"throne_hostile_king", "hostile", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::throne_hostile_king>, set_yes_no<&RuleSet::throne_hostile_king>}},
        {{"edge_hostile_men", "hostile", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::edge_hostile_men>, set_yes_no<&RuleSet::edge_hostile_men>}},
        {{"edge_hostile_king", "hostile", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::edge_hostile_king>, set_yes_no<&RuleSet::edge_hostile_king>}},
        {{"king_armed", "capture", ParamKind::Choice, V{"yes", "no", "hammer"}, 0, 0},
         {get_enum<&RuleSet::king_armed>, set_enum<&RuleSet::king_armed>}},
        {{"shieldwall", "capture", ParamKind::Choice, V{"none", "weak", "strong"}, 0, 0},
         {get_enum<&RuleSet::shieldwall>, set_enum<&RuleSet::shieldwall>}},
        {{"king_capture", "king", ParamKind::Choice, V{"weak", "strong"}, 0, 0},
         {get_enum<&RuleSet::king_capture>, set_enum<&RuleSet::king_capture>}},
        {{"king_strong_zone", "king", ParamKind::Choice, V{"none", "throne", "throne+adjacent"}, 0, 0},
         {get_enum<&RuleSet::king_strong_zone>, set_enum<&RuleSet::king_strong_zone>}},
        {{"king_edge_safe", "king", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::king_edge_safe>, set_yes_no<&RuleSet::king_edge_safe>}},
        {{"king_shield", "king", ParamKind::Choice, V{"protects", "breakable", "ignored", "enclosed"}, 0, 0},
         {get_enum<&RuleSet::king_shield>, set_enum<&RuleSet::king_shield>}},
        {{"escape", "end", ParamKind::Choice, V{"corner", "edge", "none"}, 0, 0},
         {get_enum<&RuleSet::escape>, set_enum<&RuleSet::escape>}},
        {{"edge_fort", "end", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::edge_fort>, set_yes_no<&RuleSet::edge_fort>}},
        {{"encirclement", "end", ParamKind::Choice, kYesNo, 0, 0},
         {get_yes_no<&RuleSet::encirclement>, set_yes_no<&RuleSet::encirclement>}},
        {{"no_moves", "end", ParamKind::Choice, V{"lose", "draw"}, 0, 0},
         {get_enum<&RuleSet::no_moves>, set_enum<&RuleSet::no_moves>}},
        {{"repetition", "end", ParamKind::Choice, V{"ignore", "draw", "mover-loses", "defenders-lose"}, 0, 0},
         {get_enum<&RuleSet::repetition>, set_enum<&RuleSet::repetition>}},
        {{"shuttle_limit", "end", ParamKind::Integer, {}, 0, 1000},
         {get_int<&RuleSet::shuttle_limit>, set_int<&RuleSet::shuttle_limit>}},
        {{"no_capture_draw", "end", ParamKind::Integer, {}, 0, 100000},
         {get_int<&RuleSet::no_capture_draw>, set_int<&RuleSet::no_capture_draw>}},
    };
    return rows;
}

std::vector<ParamInfo> make_infos() {
    std::vector<ParamInfo> out;
    for (const auto& row : table()) out.push_back(row.info);
    return out;
}

const ParamRow* find_row(std::string_view name) {
    for (const auto& row : table())
        if (row.info.name == name) return &row;
    return nullptr;
}

std::string join_values(const std::vector<std::string_view>& values) {
    std::string s;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) s += i + 1 == values.size() ? " or " : ", ";
        s += values[i];
    }
    return s;
}

}  // namespace

std::span<const ParamInfo> parameters() {
    static const std::vector<ParamInfo> infos = make_infos();
    return infos;
}

const ParamInfo* find_parameter(std::string_view name) {
    for (const auto& info : parameters())
        if (info.name == name) return &info;
    return nullptr;
}

std::optional<std::string> set_parameter(RuleSet& rules, std::string_view name, std::string_view value) {
    const ParamRow* row = find_row(name);
    if (!row) return "unknown rule parameter '" + std::string(name) + "'";
    const ParamInfo& info = row->info;
    switch (info.kind) {
        case ParamKind::Record: {
            if (value.empty()) return "setup: empty position record";
            if (value.size() > 1024) return "setup: position record too long";
            rules.setup = std::string(value);
            return std::nullopt;
        }
        case ParamKind::Integer: {
            int v = 0;
            auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
            if (ec != std::errc() || ptr != value.data() + value.size() || value.empty())
                return std::string(name) + ": '" + std::string(value) + "' is not a whole number";
            if (v < info.min || v > info.max)
                return std::string(name) + ": " + std::string(value) + " is outside " + std::to_string(info.min) +
                       ".." + std::to_string(info.max);
            row->access.set(rules, v);
            return std::nullopt;
        }
        case ParamKind::Choice: {
            for (std::size_t i = 0; i < info.values.size(); ++i) {
                if (info.values[i] == value) {
                    row->access.set(rules, static_cast<int>(i));
                    return std::nullopt;
                }
            }
            return std::string(name) + ": '" + std::string(value) + "' is not one of " + join_values(info.values);
        }
    }
    return "unknown parameter kind";
}

std::string get_parameter(const RuleSet& rules, std::string_view name) {
    const ParamRow* row = find_row(name);
    if (!row) return {};
    switch (row->info.kind) {
        case ParamKind::Record:
            return rules.setup;
        case ParamKind::Integer:
            return std::to_string(row->access.get(rules));
        case ParamKind::Choice: {
            int i = row->access.get(rules);
            if (i < 0 || static_cast<std::size_t>(i) >= row->info.values.size()) return {};
            return std::string(row->info.values[static_cast<std::size_t>(i)]);
        }
    }
    return {};
}

// [SECTION] Position records

std::optional<std::string> parse_position_record(std::string_view record, int size, std::array<Piece, kCells>& board) {
    board.fill(Piece::Offboard);
    for (int r = 0; r < size; ++r)
        for (int f = 0; f < size; ++f) board[static_cast<std::size_t>(make_square(f, r))] = Piece::Empty;
    auto at = [](std::size_t i) { return "column " + std::to_string(i + 1); };
    if (record.empty()) return "empty position record";
    if (record.front() != '/') return "position record must start with '/' (" + at(0) + ")";
    int rank = 0, file = 0, kings = 0;
    std::size_t i = 1;
    while (i < record.size()) {
        char c = record[i];
        if (c == '/') {
            if (rank >= size)
                return "too many rows at " + at(i) + " (board is " + std::to_string(size) + "x" + std::to_string(size) +
                       ")";
            if (file != size)
                return "row " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, expected " +
                       std::to_string(size) + " (" + at(i) + ")";
            ++rank;
            file = 0;
            ++i;
            continue;
        }
        if (rank >= size) return "unexpected '" + std::string(1, c) + "' after the last row at " + at(i);
        if (c >= '0' && c <= '9') {
            std::size_t start = i;
            int n = 0;
            while (i < record.size() && record[i] >= '0' && record[i] <= '9' && i - start < 3)
                n = n * 10 + (record[i++] - '0');
            std::string token(record.substr(start, i - start));
            if (n == 0 || i - start > 2) return "bad count '" + token + "' at " + at(start);
            if (file + n > size)
                return "row " + std::to_string(rank + 1) + " is longer than " + std::to_string(size) + " squares at " +
                       at(start);
            file += n;
            continue;
        }
        Piece p = Piece::Empty;
        if (c == 't')
            p = Piece::Attacker;
        else if (c == 'T')
            p = Piece::Defender;
        else if (c == 'K')
            p = Piece::King;
        else
            return "unknown piece '" + std::string(1, c) + "' at " + at(i) + " (expected t, T, K, a count or '/')";
        if (file >= size)
            return "row " + std::to_string(rank + 1) + " is longer than " + std::to_string(size) + " squares at " +
                   at(i);
        if (p == Piece::King && ++kings > 1) return "second king at " + at(i);
        board[static_cast<std::size_t>(make_square(file, rank))] = p;
        ++file;
        ++i;
    }
    if (record.back() != '/') return "position record must end with '/' (" + at(record.size() - 1) + ")";
    if (rank != size) return "position record has " + std::to_string(rank) + " rows, expected " + std::to_string(size);
    if (kings == 0) return "position record has no king";
    return std::nullopt;
}

std::string write_position_record(const std::array<Piece, kCells>& board, int size) {
    std::string out = "/";
    for (int r = 0; r < size; ++r) {
        int empty = 0;
        for (int f = 0; f < size; ++f) {
            Piece p = board[static_cast<std::size_t>(make_square(f, r))];
            if (p == Piece::Empty) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            out += p == Piece::Attacker ? 't' : p == Piece::Defender ? 'T' : 'K';
        }
        if (empty) out += std::to_string(empty);
        out += '/';
    }
    return out;
}

// [SECTION] Validation

std::vector<RuleProblem> validate(const RuleSet& r) {
    std::vector<RuleProblem> out;
    auto problem = [&](std::string_view param, std::string message) {
        out.push_back({std::string(param), std::move(message)});
    };
    if (r.size < kMinSize || r.size > kMaxSize || r.size % 2 == 0) {
        problem("size", "board size must be odd, from 7 to 19");
        return out;  // nothing else can be judged
    }
    if (r.corners == Corners::None) {
        if (r.escape == Escape::Corner) problem("escape", "corner escape needs corners (corners is none)");
        if (r.corner_hostile != CornerHostile::None)
            problem("corner_hostile", "there are no corners (corners is none)");
        if (r.corner_hostile_king) problem("corner_hostile_king", "there are no corners (corners is none)");
        if (r.corner_guard) problem("corner_guard", "there are no corners to guard (corners is none)");
        if (r.shieldwall == Shieldwall::Strong)
            problem("shieldwall", "a strong shieldwall closes on a corner, but corners is none");
    }
    if (!r.throne) {
        if (r.throne_hostile_attackers != ThroneHostileAttackers::Never)
            problem("throne_hostile_attackers", "there is no throne (throne is no)");
        if (r.throne_hostile_defenders != ThroneHostileDefenders::Never)
            problem("throne_hostile_defenders", "there is no throne (throne is no)");
        if (r.throne_hostile_king) problem("throne_hostile_king", "there is no throne (throne is no)");
        if (r.king_strong_zone != KingStrongZone::None)
            problem("king_strong_zone", "the strong zone is around a throne, but throne is no");
    }
    if (r.king_shield != KingShield::Protects && r.king_capture == KingCapture::Weak &&
        r.king_strong_zone == KingStrongZone::None)
        problem("king_shield",
                "the king's shield only matters for a king captured on four sides (king_capture weak, no strong zone)");
    std::array<Piece, kCells> board{};
    if (auto err = parse_position_record(r.setup, r.size, board)) {
        problem("setup", *err);
        return out;
    }
    Rules compiled(r);
    for (Square sq : compiled.squares()) {
        Piece p = board[static_cast<std::size_t>(sq)];
        std::uint8_t fl = compiled.flags(sq);
        if ((fl & kCorner) && p != Piece::Empty) problem("setup", "piece on corner square " + square_name(sq));
        if ((fl & kCornerGuard) && p != Piece::Empty && p != Piece::King)
            problem("setup", "man on king-only square " + square_name(sq) + " (corner_guard)");
        if ((fl & kThrone) && p != Piece::King)
            problem("setup", "the king must start on the throne " + square_name(sq));
    }
    return out;
}

// [SECTION] Compiled rules

Rules::Rules(RuleSet set) : set_(std::move(set)) {
    const int n = set_.size;
    auto idx = [](Square sq) { return static_cast<std::size_t>(sq); };
    auto in_board = [n](int f, int rk) { return f >= 0 && rk >= 0 && f < n && rk < n; };
    for (int rk = 0; rk < n; ++rk) {
        for (int f = 0; f < n; ++f) {
            Square sq = make_square(f, rk);
            std::uint8_t fl = kOnBoard;
            if (f == 0 || rk == 0 || f == n - 1 || rk == n - 1) fl |= kEdge;
            flags_[idx(sq)] = fl;
            squares_.push_back(sq);
            if (fl & kEdge) edges_.push_back(sq);
        }
    }
    auto is_corner_at = [&](int f, int rk) {
        if (!in_board(f, rk)) return false;
        int span = set_.corners == Corners::Block2 ? 2 : set_.corners == Corners::Single ? 1 : 0;
        bool fe = f < span || f >= n - span;
        bool re = rk < span || rk >= n - span;
        return fe && re;
    };
    for (Square sq : squares_) {
        int f = file_of(sq), rk = rank_of(sq);
        if (is_corner_at(f, rk)) flags_[idx(sq)] |= kCorner;
    }
    if (set_.corner_guard) {
        for (Square sq : squares_) {
            if (flags_[idx(sq)] & kCorner) continue;
            int f = file_of(sq), rk = rank_of(sq);
            if (is_corner_at(f + 1, rk) || is_corner_at(f - 1, rk) || is_corner_at(f, rk + 1) ||
                is_corner_at(f, rk - 1))
                flags_[idx(sq)] |= kCornerGuard;
        }
    }
    if (set_.throne) {
        throne_ = make_square(n / 2, n / 2);
        flags_[idx(throne_)] |= kThrone;
        if (set_.king_strong_zone != KingStrongZone::None) flags_[idx(throne_)] |= kStrongZone;
        if (set_.king_strong_zone == KingStrongZone::ThroneAdjacent)
            for (int d : kDirections) flags_[idx(throne_ + d)] |= kStrongZone;
    }
    for (Square sq : squares_) {
        std::uint8_t& fl = flags_[idx(sq)];
        if (set_.escape == Escape::Corner && (fl & kCorner)) fl |= kEscape;
        if (set_.escape == Escape::Edge && (fl & kEdge)) fl |= kEscape;
        if (set_.king_edge_safe && (fl & kEdge)) fl |= kKingSafe;
    }
    // Movement tables: [0] men, [1] the king.
    for (Square sq : squares_) {
        std::uint8_t fl = flags_[idx(sq)];
        bool man_stop = true, man_pass = true, king_stop = true, king_pass = true;
        if (fl & kCorner) man_stop = man_pass = false;
        if (fl & kCornerGuard) man_stop = false;
        if (fl & kThrone) {
            man_stop = false;
            man_pass = set_.throne_cross == ThroneCross::All;
            king_stop = set_.throne_stop == ThroneStop::King && set_.king_reenter;
            king_pass = set_.throne_cross != ThroneCross::Nobody;
        }
        stop_[0][idx(sq)] = man_stop;
        pass_[0][idx(sq)] = man_pass;
        stop_[1][idx(sq)] = king_stop;
        pass_[1][idx(sq)] = king_pass;
        const auto f = static_cast<std::size_t>(file_of(sq)), rk = static_cast<std::size_t>(rank_of(sq));
        for (std::size_t k = 0; k < 2; ++k) {
            const std::uint32_t stop = stop_[k][idx(sq)], pass = pass_[k][idx(sq)];
            stop_rows_[k][rk] |= stop << f;
            stop_columns_[k][f] |= stop << rk;
            pass_rows_[k][rk] |= pass << f;
            pass_columns_[k][f] |= pass << rk;
        }
    }
    // Per square, the lines to the edge that end on an escape square (not the square itself)
    // and that the throne does not bar: the only lines escape_lines need look along.
    const Square throne_square = throne_;
    const bool throne_bars = throne_square != kNoSquare && !pass_[1][idx(throne_square)];
    for (Square sq : squares_) {
        const int f = file_of(sq), r = rank_of(sq);
        const std::array<Square, 4> ends = {make_square(n - 1, r), make_square(0, r), make_square(f, n - 1),
                                            make_square(f, 0)};
        std::uint8_t lines = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            if (ends[i] == sq || !(flags_[idx(ends[i])] & kEscape)) continue;
            if (throne_bars) {
                const int tf = file_of(throne_square), tr = rank_of(throne_square);
                const bool between =
                    i < 2 ? tr == r && (i == 0 ? tf > f : tf < f) : tf == f && (i == 2 ? tr > r : tr < r);
                if (between) continue;
            }
            lines = static_cast<std::uint8_t>(lines | 1U << i);
        }
        escape_ends_[idx(sq)] = lines;
    }
    // Hostility of empty special squares and of the edge (the off-board frame).
    for (Square sq = 0; sq < kCells; ++sq) {
        std::uint8_t fl = flags_[idx(sq)];
        if (!(fl & kOnBoard)) {
            hostile_empty_[0][idx(sq)] = hostile_empty_[1][idx(sq)] = set_.edge_hostile_men;
            hostile_king_[idx(sq)] = set_.edge_hostile_king;
            continue;
        }
        if (fl & kCorner) {
            hostile_empty_[index_of(Side::Attackers)][idx(sq)] = set_.corner_hostile != CornerHostile::None;
            hostile_empty_[index_of(Side::Defenders)][idx(sq)] = set_.corner_hostile == CornerHostile::All;
            hostile_king_[idx(sq)] = set_.corner_hostile_king;
        }
        if (fl & kThrone) {
            hostile_empty_[index_of(Side::Attackers)][idx(sq)] =
                set_.throne_hostile_attackers != ThroneHostileAttackers::Never;
            hostile_empty_[index_of(Side::Defenders)][idx(sq)] =
                set_.throne_hostile_defenders == ThroneHostileDefenders::Empty;
            hostile_king_[idx(sq)] = set_.throne_hostile_king;
        }
    }
    for (int r = -1; r <= n; ++r)
        for (int f = -1; f <= n; ++f)
            for (std::size_t v = 0; v < 2; ++v)
                hostile_empty_rows_[v][static_cast<std::size_t>(r + 1)] |=
                    static_cast<std::uint32_t>(hostile_empty_[v][idx(make_square(f, r))] != 0) << (f + 1);
}

}  // namespace tafl
