// notation.cpp: OpenTafl move records: reading them with precise error positions, and writing
// the record of a played move with its captures and info symbol (see notation.h).
#include "taflbord/notation.h"

#include <algorithm>

namespace tafl {

// [SECTION] Symbols

std::string_view symbol_text(MoveSymbol s) {
    switch (s) {
        case MoveSymbol::None:
            return "";
        case MoveSymbol::KingThreatened:
            return "+";
        case MoveSymbol::EscapeRoute:
            return "-";
        case MoveSymbol::KingCaptured:
            return "++";
        case MoveSymbol::KingEscaped:
            return "--";
    }
    return "";
}

// [SECTION] Reading

namespace {

constexpr std::string_view kPieceLetters = "tcnkmgTCNKMG";

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_alpha(char c) { return is_lower(c) || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Quotes a token for a message; bytes outside printable ASCII are shown as \xNN so that a message
// never carries raw binary.
std::string quoted(std::string_view token) {
    std::string out = "'";
    for (char c : token) {
        auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) {
            out += c;
        } else {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        }
    }
    return out + "'";
}

// A cursor over one move record. Columns are 1-based positions in the text as given (before the
// surrounding blanks were skipped).
class MoveParser {
public:
    MoveParser(std::string_view whole, std::size_t begin, std::size_t end, int size, NotationError* error)
        : whole_(whole), first_(begin), pos_(begin), end_(end), size_(size), error_(error) {}

    std::optional<MoveRecord> parse() {
        MoveRecord rec;
        if (pos_ >= end_) return fail("empty move record", pos_, "");
        if (text().substr(pos_, end_ - pos_) == "---") return fail("'---' is a resignation, not a move", pos_, "---");
        rec.piece = piece_letter();
        auto from = square("from square");
        if (!from) return std::nullopt;
        rec.from = *from;
        if (!move_type()) return std::nullopt;
        auto to = square("destination square");
        if (!to) return std::nullopt;
        rec.to = *to;
        if (pos_ < end_ && at(pos_) == 'x') {
            std::size_t x = pos_++;
            if (pos_ >= end_) return fail("empty capture list after 'x'", x, "x");
            for (;;) {
                if (rec.captures.size() >= kMaxRecordCaptures) return fail("too many captures", pos_, "");
                char letter = piece_letter();
                auto cap = square("captured square");
                if (!cap) return std::nullopt;
                rec.captures.push_back(*cap);
                rec.capture_pieces.push_back(letter);
                if (pos_ < end_ && at(pos_) == '/') {
                    std::size_t slash = pos_++;
                    if (pos_ >= end_ || at(pos_) == '+' || at(pos_) == '-')
                        return fail("bad capture list: nothing after '/'", slash, "/");
                    continue;
                }
                break;
            }
        }
        if (pos_ < end_) {
            std::size_t start = pos_;
            if (at(pos_) == '+' || at(pos_) == '-') {
                while (pos_ < end_ && (at(pos_) == '+' || at(pos_) == '-')) ++pos_;
                std::string_view sym = text().substr(start, pos_ - start);
                if (sym == "+")
                    rec.symbol = MoveSymbol::KingThreatened;
                else if (sym == "-")
                    rec.symbol = MoveSymbol::EscapeRoute;
                else if (sym == "++")
                    rec.symbol = MoveSymbol::KingCaptured;
                else if (sym == "--")
                    rec.symbol = MoveSymbol::KingEscaped;
                else
                    return fail("bad symbol " + quoted(sym) + " (expected +, -, ++ or --)", start, sym);
            }
            if (pos_ < end_) {
                std::string_view rest = token_at(pos_);
                if (at(pos_) == '/') return fail("bad capture list: '/' without a capture before it", pos_, "/");
                return fail("unexpected " + quoted(rest), pos_, rest);
            }
        }
        return rec;
    }

private:
    std::string_view text() const { return whole_; }
    char at(std::size_t i) const { return whole_[i]; }

    // A piece letter is present when a taflman symbol is followed by a square (`Ke5`, `ce6`); a
    // file letter is followed by a digit (`c5`).
    char piece_letter() {
        if (pos_ + 2 < end_ && kPieceLetters.find(at(pos_)) != std::string_view::npos && is_lower(at(pos_ + 1)) &&
            is_digit(at(pos_ + 2)))
            return at(pos_++);
        return 0;
    }

    // Letters then digits, greedily: the token a square should be.
    std::string_view token_at(std::size_t start) const {
        std::size_t i = start;
        while (i < end_ && is_alpha(at(i))) ++i;
        while (i < end_ && is_digit(at(i))) ++i;
        if (i == start) ++i;  // a single other character
        return text().substr(start, i - start);
    }

    std::optional<Square> square(std::string_view what) {
        std::size_t start = pos_;
        if (pos_ >= end_) return fail("missing " + std::string(what) + " (record ends)", pos_, "");
        std::string_view tok = token_at(start);
        std::size_t letters = 0;
        while (letters < tok.size() && is_alpha(tok[letters])) ++letters;
        std::string_view digits = tok.substr(letters);
        bool ok = letters == 1 && is_lower(tok[0]) && tok[0] <= 's' && !digits.empty() && digits.size() <= 2 &&
                  digits[0] != '0';
        if (!ok) {
            if (letters == 0 && !is_digit(tok[0]))
                return fail("missing " + std::string(what) + ", found " + quoted(tok), start, tok);
            return fail("bad square " + quoted(tok), start, tok);
        }
        int file = tok[0] - 'a';
        int rank = digits[0] - '0';
        if (digits.size() == 2) rank = rank * 10 + (digits[1] - '0');
        if (rank > kMaxSize) return fail("bad square " + quoted(tok), start, tok);
        if (file >= size_ || rank > size_)
            return fail("square " + quoted(tok) + " is off the " + std::to_string(size_) + "x" + std::to_string(size_) +
                            " board",
                        start, tok);
        pos_ = start + tok.size();
        return make_square(file, rank - 1);
    }

    bool move_type() {
        if (pos_ >= end_) return fail_bool("missing '-' after the from square (record ends)", pos_, "");
        char c = at(pos_);
        if (c == '-') {
            ++pos_;
            return true;
        }
        if (c == '^' || c == '=') {
            std::size_t start = pos_;
            while (pos_ < end_ && (at(pos_) == '^' || at(pos_) == '=')) ++pos_;
            std::string_view tok = text().substr(start, pos_ - start);
            return fail_bool("jump and berserk moves " + quoted(tok) + " are not supported", start, tok);
        }
        std::string_view tok = token_at(pos_);
        return fail_bool("missing '-' between the squares, found " + quoted(tok), pos_, tok);
    }

    std::nullopt_t fail(std::string what, std::size_t at_index, std::string_view token) {
        if (error_) {
            error_->column = static_cast<int>(at_index) + 1;
            error_->line = 0;
            error_->token = std::string(token);
            std::string_view shown = whole_.substr(first_, end_ - first_);
            error_->message = "move " + quoted(shown) + ": " + what + " at column " + std::to_string(error_->column);
        }
        return std::nullopt;
    }
    bool fail_bool(std::string what, std::size_t at_index, std::string_view token) {
        fail(std::move(what), at_index, token);
        return false;
    }

    std::string_view whole_;
    std::size_t first_;  // the record starts here (after blanks); it ends at end_
    std::size_t pos_;
    std::size_t end_;
    int size_;
    NotationError* error_;
};

}  // namespace

std::optional<MoveRecord> parse_move_record(std::string_view text, int size, NotationError* error) {
    if (size < kMinSize || size > kMaxSize) size = kMaxSize;
    if (text.size() > kMaxMoveRecordLength) {
        if (error)
            *error = NotationError{"move record too long (" + std::to_string(text.size()) + " characters)", 0, 1, ""};
        return std::nullopt;
    }
    std::size_t begin = 0, end = text.size();
    while (begin < end && is_blank(text[begin])) ++begin;
    while (end > begin && is_blank(text[end - 1])) --end;
    return MoveParser(text, begin, end, size, error).parse();
}

// [SECTION] Writing

namespace {

bool file_then_rank(Square a, Square b) {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
}

}  // namespace

std::string write_move_record(const MoveRecord& record) {
    std::string out;
    if (record.piece) out += record.piece;
    out += square_name(record.from);
    out += '-';
    out += square_name(record.to);
    if (!record.captures.empty()) {
        std::vector<std::size_t> order(record.captures.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return file_then_rank(record.captures[a], record.captures[b]);
        });
        out += 'x';
        bool first = true;
        for (std::size_t i : order) {
            if (!first) out += '/';
            first = false;
            if (i < record.capture_pieces.size() && record.capture_pieces[i]) out += record.capture_pieces[i];
            out += square_name(record.captures[i]);
        }
    }
    out += symbol_text(record.symbol);
    return out;
}

MoveSymbol move_symbol(const MoveResult& result, std::uint8_t announcements_after) {
    if (result.reason == Reason::KingCaptured) return MoveSymbol::KingCaptured;
    if (result.reason == Reason::Escape || result.reason == Reason::EdgeFort) return MoveSymbol::KingEscaped;
    if (result.status != Status::Ongoing) return MoveSymbol::None;
    bool threat = (announcements_after & kKingThreatened) != 0;
    bool route = (announcements_after & (kRaichi | kTuichu)) != 0;
    bool attacker_moved = result.mover == Piece::Attacker;
    if (attacker_moved) return threat ? MoveSymbol::KingThreatened : route ? MoveSymbol::EscapeRoute : MoveSymbol::None;
    return route ? MoveSymbol::EscapeRoute : threat ? MoveSymbol::KingThreatened : MoveSymbol::None;
}

MoveRecord move_record(const MoveResult& result, std::uint8_t announcements_after, Square king_before) {
    MoveRecord rec;
    rec.from = result.move.from;
    rec.to = result.move.to;
    rec.piece = result.mover == Piece::King ? 'K' : 0;
    for (int i = 0; i < result.capture_count; ++i) {
        Square sq = result.captured[static_cast<std::size_t>(i)];
        if (result.king_captured() && sq == king_before) continue;
        rec.captures.push_back(sq);
    }
    std::sort(rec.captures.begin(), rec.captures.end(), file_then_rank);
    rec.capture_pieces.assign(rec.captures.size(), 0);
    rec.symbol = move_symbol(result, announcements_after);
    return rec;
}

MoveRecord record_last_move(const Position& after) {
    Square king_before = kNoSquare;
    const MoveResult& result = after.last_result();
    if (result.king_captured()) {
        Position before = after;
        before.unmake();
        king_before = before.king_square();
    }
    return move_record(result, after.announcements(), king_before);
}

}  // namespace tafl
