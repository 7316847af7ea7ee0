// game_record.cpp: OpenTafl game records: the reader (tags, rules, turns, comments, each fault
// with its line and column), the replay through Position, and the writer (see game_record.h).
#include "taflbord/game_record.h"

#include <memory>

namespace tafl {

namespace {

// [SECTION] Shared helpers

constexpr std::string_view kPresetTag = "taflbord-preset";
constexpr std::string_view kRulesExtraTag = "taflbord-rules";
constexpr std::string_view kToMoveTag = "taflbord-to-move";

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_tag_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '-' || c == '_';
}

std::string quoted(std::string_view s, std::size_t limit = 40) {
    std::string out = "'";
    std::size_t n = 0;
    for (char c : s) {
        if (n++ == limit) {
            out += "...";
            break;
        }
        auto u = static_cast<unsigned char>(c);
        out += (u >= 0x20 && u < 0x7f) ? c : '?';
    }
    return out + "'";
}

std::string_view result_for(Status s) {
    switch (s) {
        case Status::AttackersWin:
            return "1";
        case Status::DefendersWin:
            return "-1";
        case Status::Draw:
            return "0";
        case Status::Ongoing:
            return "?";
    }
    return "?";
}

// The part of a parse_move_record message after "move '...': " without its " at column N" tail,
// so that a game record can give the position in the file instead.
std::string move_fault(const NotationError& e) {
    std::string m = e.message;
    auto tail = m.rfind(" at column ");
    if (tail != std::string::npos) m.erase(tail);
    return m;
}

// [SECTION] Reading

class RecordReader {
public:
    RecordReader(std::string_view text, NotationError* error) : text_(text), error_(error) {}

    std::optional<GameRecord> read() {
        if (text_.size() > kMaxGameRecordBytes)
            return fail("game record too large (" + std::to_string(text_.size()) + " bytes, limit " +
                            std::to_string(kMaxGameRecordBytes) + ")",
                        0, 0, "");
        skip_blanks();
        if (at_end()) return fail("empty game record", 0, 0, "");
        if (!read_tags()) return std::nullopt;
        if (!apply_tags()) return std::nullopt;
        if (!read_turns()) return std::nullopt;
        return std::move(rec_);
    }

private:
    // Cursor.
    bool at_end() const { return i_ >= text_.size(); }
    char peek() const { return text_[i_]; }
    void advance() {
        if (text_[i_] == '\n') {
            ++line_;
            col_ = 1;
        } else {
            ++col_;
        }
        ++i_;
    }
    void skip_blanks() {
        while (!at_end() && is_blank(peek())) advance();
    }
    // A run of characters up to a blank or a bracket.
    std::string_view word() {
        std::size_t start = i_;
        while (!at_end() && !is_blank(peek()) && peek() != '[' && peek() != ']') advance();
        return text_.substr(start, i_ - start);
    }

    std::nullopt_t fail(const std::string& what, int line, int col, std::string_view token) {
        if (error_) {
            std::string where = line ? "line " + std::to_string(line) + ", column " + std::to_string(col) + ": " : "";
            *error_ = NotationError{where + what, line, col, std::string(token)};
        }
        return std::nullopt;
    }
    bool fail_bool(const std::string& what, int line, int col, std::string_view token) {
        fail(what, line, col, token);
        return false;
    }

    // `[name:value]`; the cursor stands on `[`. A value may span lines but not hold a bracket.
    bool read_bracket(std::string* name, std::string* value, bool is_tag) {
        int line = line_, col = col_;
        std::size_t start = i_;
        advance();
        std::size_t name_start = i_;
        if (is_tag) {
            while (!at_end() && is_tag_name_char(peek())) advance();
            std::size_t name_end = i_;
            if (at_end())
                return fail_bool("unterminated tag " + quoted(text_.substr(start)), line, col, text_.substr(start, 1));
            if (peek() != ':' || name_end == name_start) {
                std::size_t end = text_.find_first_of("]\n", i_);
                std::string_view shown =
                    text_.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start + 1);
                return fail_bool("bad tag " + quoted(shown) + " (expected [name:value])", line, col, shown);
            }
            *name = std::string(text_.substr(name_start, name_end - name_start));
            advance();  // ':'
        }
        std::size_t value_start = i_;
        while (!at_end() && peek() != ']') {
            if (peek() == '[') {
                std::string_view what = is_tag ? "unterminated tag " : "unterminated comment ";
                return fail_bool(
                    std::string(what) + quoted(text_.substr(start, i_ - start)) + " (a '[' before its ']')", line, col,
                    "[");
            }
            advance();
        }
        if (at_end())
            return fail_bool(std::string(is_tag ? "unterminated tag " : "unterminated comment ") +
                                 quoted(text_.substr(start)) + " (no closing ']')",
                             line, col, "[");
        *value = std::string(text_.substr(value_start, i_ - value_start));
        advance();  // ']'
        return true;
    }

    bool read_tags() {
        for (;;) {
            skip_blanks();
            if (at_end() || is_digit(peek())) return true;
            if (peek() != '[') {
                int line = line_, col = col_;
                std::string_view w = word();
                if (w.empty()) w = text_.substr(i_, 1);
                return fail_bool("unexpected " + quoted(w) + " (expected a tag [name:value] or the turn number '1.')",
                                 line, col, w);
            }
            if (rec_.tags.size() >= kMaxGameRecordTags) return fail_bool("too many tags", line_, col_, "[");
            GameTag tag;
            tag.line = line_;
            tag_cols_.push_back(col_);
            if (!read_bracket(&tag.name, &tag.value, true)) return false;
            rec_.tags.push_back(std::move(tag));
        }
    }

    const GameTag* find_tag(std::string_view name, int* col) const {
        for (std::size_t k = 0; k < rec_.tags.size(); ++k) {
            if (rec_.tags[k].name == name) {
                if (col) *col = tag_cols_[k];
                return &rec_.tags[k];
            }
        }
        return nullptr;
    }

    bool apply_tags() {
        int col = 0;
        const GameTag* rules = find_tag("rules", &col);
        if (!rules) return fail_bool("missing [rules:...] tag", 0, 0, "");
        // A record this game wrote (it carries a tag of its own) may spell mover-loses the older way.
        bool ours = false;
        for (const GameTag& tag : rec_.tags) ours = ours || tag.name.starts_with("taflbord-");
        NotationError re;
        auto parsed = parse_otn_rules(rules->value, &re, ours ? OtnReading::TaflbordRecord : OtnReading::OpenTafl);
        if (!parsed) return fail_bool("rules tag: " + re.message, rules->line, col, re.token);
        rec_.rules = std::move(*parsed);
        RuleSet& r = rec_.rules.rules;

        if (const GameTag* extra = find_tag(kRulesExtraTag, &col)) {
            std::string_view v = extra->value;
            std::size_t k = 0;
            while (k < v.size()) {
                while (k < v.size() && is_blank(v[k])) ++k;
                std::size_t s = k;
                while (k < v.size() && !is_blank(v[k])) ++k;
                if (s == k) break;
                std::string_view item = v.substr(s, k - s);
                auto eq = item.find('=');
                if (eq == std::string_view::npos)
                    return fail_bool("tag " + std::string(kRulesExtraTag) + ": " + quoted(item) + " is not name=value",
                                     extra->line, col, item);
                if (auto err = set_parameter(r, item.substr(0, eq), item.substr(eq + 1)))
                    return fail_bool("tag " + std::string(kRulesExtraTag) + ": " + *err, extra->line, col, item);
            }
            auto problems = validate(r);
            if (!problems.empty())
                return fail_bool("tag " + std::string(kRulesExtraTag) + " gives an invalid rule set: " +
                                     problems.front().parameter + ": " + problems.front().message,
                                 extra->line, col, std::string(kRulesExtraTag));
        }
        if (const GameTag* preset = find_tag(kPresetTag, nullptr)) rec_.preset = preset->value;
        rec_.start_record = r.setup;
        if (const GameTag* position = find_tag("position", nullptr)) rec_.start_record = position->value;
        rec_.to_move = r.first;
        if (const GameTag* to_move = find_tag(kToMoveTag, &col)) {
            auto side = parse_side(to_move->value);
            if (!side)
                return fail_bool("tag " + std::string(kToMoveTag) + ": " + quoted(to_move->value) +
                                     " is not 'attackers' or 'defenders'",
                                 to_move->line, col, to_move->value);
            rec_.to_move = *side;
        }
        if (const GameTag* result = find_tag("result", &col)) {
            const std::string& v = result->value;
            if (v != "1" && v != "0" && v != "-1" && v != "?")
                return fail_bool("tag result: " + quoted(v) + " is not 1, 0, -1 or ?", result->line, col, v);
            rec_.result = v;
        }
        return true;
    }

    bool read_turns() {
        int size = rec_.rules.rules.size;
        int turn = 0;                // number of the current turn; 0 before the first
        std::size_t turn_first = 0;  // index of its first move
        int turn_line = 0, turn_col = 0;
        Side side = rec_.to_move;
        bool finished = false;  // after a resignation
        auto moves_in_turn = [&] { return rec_.moves.size() - turn_first; };
        for (;;) {
            skip_blanks();
            if (at_end()) break;
            int line = line_, col = col_;
            if (peek() == '[') {
                std::string ignored, comment;
                if (!read_bracket(&ignored, &comment, false)) return false;
                if (turn == 0) return fail_bool("comment before the first turn", line, col, "[");
                auto bar = comment.find('|');
                std::string first = comment.substr(0, bar);
                std::string second = bar == std::string::npos ? std::string() : comment.substr(bar + 1);
                if (turn_first < rec_.moves.size()) rec_.moves[turn_first].comment = first;
                if (turn_first + 1 < rec_.moves.size()) rec_.moves[turn_first + 1].comment = second;
                continue;
            }
            if (peek() == ']') return fail_bool("unexpected ']'", line, col, "]");
            std::string_view tok = word();
            if (is_digit(tok.front())) {
                std::size_t d = 0;
                while (d < tok.size() && is_digit(tok[d])) ++d;
                if (d == tok.size() || tok[d] != '.' || d > 6)
                    return fail_bool("bad turn number " + quoted(tok) + " (expected '" + std::to_string(turn + 1) +
                                         ".'; variations are not supported)",
                                     line, col, tok);
                std::string_view number = tok.substr(0, d);
                std::string_view rest = tok.substr(d + 1);
                if (finished) return fail_bool("turn " + quoted(tok) + " after a resignation", line, col, tok);
                if (turn > 0 && moves_in_turn() == 0)
                    return fail_bool("turn " + std::to_string(turn) + " has no moves", turn_line, turn_col, "");
                if (turn > 0 && moves_in_turn() == 1)
                    return fail_bool("turn " + std::to_string(turn) + " has only one move (only the last turn may)",
                                     turn_line, turn_col, "");
                if (std::stoi(std::string(number)) != turn + 1)
                    return fail_bool("bad turn number " + quoted(tok.substr(0, d + 1)) + " (expected '" +
                                         std::to_string(turn + 1) + ".')",
                                     line, col, tok.substr(0, d + 1));
                ++turn;
                turn_first = rec_.moves.size();
                turn_line = line;
                turn_col = col;
                if (rest.empty()) continue;
                tok = rest;  // "1.e1-e4": the move follows without a blank
                col += static_cast<int>(d + 1);
            }
            if (turn == 0) return fail_bool("expected the turn number '1.', found " + quoted(tok), line, col, tok);
            if (finished) return fail_bool("move " + quoted(tok) + " after a resignation", line, col, tok);
            if (moves_in_turn() == 2)
                return fail_bool("turn " + std::to_string(turn) + " has more than two moves: " + quoted(tok), line, col,
                                 tok);
            if (tok == "---") {
                rec_.resigned = side;
                finished = true;
                continue;
            }
            if (rec_.moves.size() >= kMaxGameRecordMoves)
                return fail_bool("too many moves (limit " + std::to_string(kMaxGameRecordMoves) + ")", line, col, tok);
            NotationError me;
            auto mr = parse_move_record(tok, size, &me);
            if (!mr) return fail_bool(move_fault(me), line, col + (me.column > 0 ? me.column - 1 : 0), me.token);
            RecordedMove m;
            m.record = std::move(*mr);
            m.text = std::string(tok);
            m.line = line;
            m.column = col;
            rec_.moves.push_back(std::move(m));
            side = opponent(side);
        }
        if (turn > 0 && moves_in_turn() == 0 && !finished)
            return fail_bool("turn " + std::to_string(turn) + " has no moves (truncated record?)", turn_line, turn_col,
                             "");
        return true;
    }

    std::string_view text_;
    NotationError* error_;
    std::size_t i_ = 0;
    int line_ = 1, col_ = 1;
    GameRecord rec_;
    std::vector<int> tag_cols_;
};

// [SECTION] Writing helpers

bool bad_tag_name(std::string_view n) {
    if (n.empty()) return true;
    for (char c : n)
        if (!((c >= 'a' && c <= 'z') || is_digit(c) || c == '-')) return true;
    return false;
}

bool reserved_tag(std::string_view n) {
    return n == "rules" || n == "position" || n == "result" || n == "termination" || n == "variant" ||
           n == kPresetTag || n == kRulesExtraTag || n == kToMoveTag;
}

bool bad_text(std::string_view v, std::string_view forbidden) {
    return v.find_first_of(forbidden) != std::string_view::npos;
}

}  // namespace

// [SECTION] Public functions

const std::string* GameRecord::tag(std::string_view name) const {
    for (const auto& t : tags)
        if (t.name == name) return &t.value;
    return nullptr;
}

std::vector<Move> GameRecord::move_list() const {
    std::vector<Move> out;
    out.reserve(moves.size());
    for (const auto& m : moves) out.push_back(m.record.move());
    return out;
}

std::optional<GameRecord> parse_game_record(std::string_view text, NotationError* error) {
    return RecordReader(text, error).read();
}

std::optional<Position> replay_game_record(const GameRecord& record, NotationError* error) {
    auto fail = [&](const std::string& what, int line, int col, std::string token) -> std::optional<Position> {
        if (error) {
            std::string where = line ? "line " + std::to_string(line) + ", column " + std::to_string(col) + ": " : "";
            *error = NotationError{where + what, line, col, std::move(token)};
        }
        return std::nullopt;
    };
    const RuleSet& rs = record.rules.rules;
    auto problems = validate(rs);
    if (!problems.empty())
        return fail("invalid rules: " + problems.front().parameter + ": " + problems.front().message, 0, 0, "");
    auto rules = std::make_shared<const Rules>(rs);
    std::string perr;
    auto start = Position::from_record(rules, record.start_record, record.to_move, &perr);
    if (!start) return fail("start position: " + perr, 0, 0, record.start_record);
    Position pos = std::move(*start);
    for (std::size_t k = 0; k < record.moves.size(); ++k) {
        const RecordedMove& m = record.moves[k];
        Side side = pos.side_to_move();
        Illegal why = pos.check_move(m.record.move());
        if (why != Illegal::None)
            return fail("move " + std::to_string(k + 1) + " (turn " + std::to_string(k / 2 + 1) + ", " +
                            std::string(side_id(side)) + ") " + quoted(m.text) +
                            " is illegal: " + std::string(illegal_id(why)),
                        m.line, m.column, m.text);
        pos.make(m.record.move());
    }
    if (!record.result.empty() && record.result != "?") {
        std::string_view expected = "?";
        if (pos.game_over())
            expected = result_for(pos.status());
        else if (record.resigned)
            expected = *record.resigned == Side::Attackers ? "-1" : "1";
        if (expected != "?" && expected != record.result) {
            std::string how = pos.game_over() ? std::string(status_id(pos.status())) + " (" +
                                                    std::string(reason_id(pos.reason())) + ")"
                                              : std::string(side_id(*record.resigned)) + " resigning";
            return fail("tag result " + quoted(record.result) + " contradicts the moves, which end in " + how, 0, 0,
                        record.result);
        }
    }
    return pos;
}

std::optional<LoadedGame> load_game_record(std::string_view text, NotationError* error) {
    auto rec = parse_game_record(text, error);
    if (!rec) return std::nullopt;
    auto pos = replay_game_record(*rec, error);
    if (!pos) return std::nullopt;
    return LoadedGame{std::move(*rec), std::move(*pos)};
}

std::optional<std::string> write_game_record(const Position& start, std::span<const Move> moves, const GameInfo& info,
                                             std::string* error) {
    auto fail = [&](const std::string& what) -> std::optional<std::string> {
        if (error) *error = what;
        return std::nullopt;
    };
    if (moves.size() > kMaxGameRecordMoves) return fail("too many moves for a game record");
    for (const auto& [name, value] : info.tags) {
        if (bad_tag_name(name)) return fail("bad tag name " + quoted(name) + " (lower-case letters, digits and '-')");
        if (reserved_tag(name)) return fail("tag " + quoted(name) + " is written by the notation module itself");
        if (bad_text(value, "[]\r\n"))
            return fail("tag " + quoted(name) + ": value may not hold '[', ']' or a line break");
    }
    for (std::string_view v : {std::string_view(info.variant), std::string_view(info.preset)})
        if (bad_text(v, "[]\r\n")) return fail("variant or preset name may not hold '[', ']' or a line break");
    for (std::size_t k = 0; k < info.comments.size(); ++k)
        if (bad_text(info.comments[k], "[]|"))
            return fail("comment of move " + std::to_string(k + 1) + " may not hold '[', ']' or '|'");

    // Replay, writing each move.
    const RuleSet& rs = start.rules().set();
    Position pos = start;
    std::vector<std::string> records;
    records.reserve(moves.size());
    for (std::size_t k = 0; k < moves.size(); ++k) {
        Illegal why = pos.check_move(moves[k]);
        if (why != Illegal::None)
            return fail("move " + std::to_string(k + 1) + " " + move_name(moves[k]) +
                        " is illegal: " + std::string(illegal_id(why)));
        Square king_before = pos.king_square();
        const MoveResult& r = pos.make(moves[k]);
        records.push_back(write_move_record(move_record(r, pos.announcements(), king_before)));
    }
    if (info.resigned) {
        if (pos.game_over()) return fail("a finished game cannot end in a resignation");
        if (*info.resigned != pos.side_to_move()) return fail("only the side to move can resign in a game record");
        records.push_back("---");
    }

    // Tags, the rules tag last.
    std::string out;
    auto tag = [&](std::string_view name, std::string_view value) {
        out += '[';
        out += name;
        out += ':';
        out += value;
        out += "]\n";
    };
    if (!info.variant.empty()) tag("variant", info.variant);
    for (const auto& [name, value] : info.tags) tag(name, value);
    if (info.resigned) {
        tag("result", *info.resigned == Side::Attackers ? "-1" : "1");
        tag("termination", "resigned");
    } else {
        tag("result", result_for(pos.status()));
        if (pos.game_over()) tag("termination", reason_id(pos.reason()));
    }
    if (!info.preset.empty()) tag(kPresetTag, info.preset);
    OtnRulesEncoding enc = encode_otn_rules(rs, info.variant);
    if (!enc.rest.empty()) {
        std::string extra;
        for (const auto& p : enc.rest) {
            if (!extra.empty()) extra += ' ';
            extra += p.parameter + "=" + get_parameter(rs, p.parameter);
        }
        tag(kRulesExtraTag, extra);
    }
    if (start.side_to_move() != rs.first) tag(kToMoveTag, side_id(start.side_to_move()));
    std::string start_record = start.record();
    if (start_record != rs.setup) tag("position", start_record);
    tag("rules", enc.text);
    out += '\n';

    // Turns: two moves a line, the comments of a turn on the line after it.
    for (std::size_t k = 0; k < records.size(); k += 2) {
        out += std::to_string(k / 2 + 1) + ". " + records[k];
        if (k + 1 < records.size()) out += " " + records[k + 1];
        out += '\n';
        std::string c1 = k < info.comments.size() ? info.comments[k] : std::string();
        std::string c2 = k + 1 < info.comments.size() ? info.comments[k + 1] : std::string();
        if (!c1.empty() || !c2.empty()) out += "[" + c1 + (c2.empty() ? "" : "|" + c2) + "]\n";
    }
    return out;
}

std::optional<std::string> write_game_record(const Position& game, const GameInfo& info, std::string* error) {
    std::vector<Move> moves = game.moves_played();
    Position start = game;
    for (int k = 0; k < game.ply(); ++k) start.unmake();
    return write_game_record(start, moves, info, error);
}

}  // namespace tafl
