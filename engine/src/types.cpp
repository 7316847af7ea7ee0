// types.cpp: names of squares, moves and the identifier strings of enums (for machine-readable
// output, never for players).
#include "taflbord/types.h"

#include <charconv>

namespace tafl {

std::string square_name(Square sq) {
    std::string s(1, static_cast<char>('a' + file_of(sq)));
    s += std::to_string(rank_of(sq) + 1);
    return s;
}

std::optional<Square> parse_square(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    char f = text[0];
    if (f >= 'A' && f <= 'Z') f = static_cast<char>(f - 'A' + 'a');
    if (f < 'a' || f >= 'a' + size) return std::nullopt;
    if (text[1] < '1' || text[1] > '9') return std::nullopt;  // no leading zero, no sign
    int rank = 0;
    auto [ptr, ec] = std::from_chars(text.data() + 1, text.data() + text.size(), rank);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    if (rank < 1 || rank > size) return std::nullopt;
    return make_square(f - 'a', rank - 1);
}

std::string move_name(Move m) { return square_name(m.from) + "-" + square_name(m.to); }

std::string_view status_id(Status s) {
    switch (s) {
        case Status::Ongoing:
            return "ongoing";
        case Status::AttackersWin:
            return "attackers-win";
        case Status::DefendersWin:
            return "defenders-win";
        case Status::Draw:
            return "draw";
    }
    return "ongoing";
}

std::string_view reason_id(Reason r) {
    switch (r) {
        case Reason::None:
            return "";
        case Reason::Escape:
            return "escape";
        case Reason::EdgeFort:
            return "edge-fort";
        case Reason::KingCaptured:
            return "king-captured";
        case Reason::Encirclement:
            return "encirclement";
        case Reason::NoMoves:
            return "no-moves";
        case Reason::Repetition:
            return "repetition";
        case Reason::NoCaptureLimit:
            return "no-capture-limit";
    }
    return "";
}

std::string_view side_id(Side s) { return s == Side::Attackers ? "attackers" : "defenders"; }

std::optional<Side> parse_side(std::string_view text) {
    if (text == "attackers") return Side::Attackers;
    if (text == "defenders") return Side::Defenders;
    return std::nullopt;
}

std::string_view illegal_id(Illegal why) {
    switch (why) {
        case Illegal::None:
            return "legal";
        case Illegal::GameOver:
            return "the game is over";
        case Illegal::NotOnBoard:
            return "square not on the board";
        case Illegal::NoPieceThere:
            return "no piece on the from square";
        case Illegal::NotYourPiece:
            return "piece belongs to the other side";
        case Illegal::NotStraight:
            return "not along a rank or file";
        case Illegal::SameSquare:
            return "from and to are the same square";
        case Illegal::PathBlocked:
            return "path is blocked";
        case Illegal::DestinationOccupied:
            return "destination is occupied";
        case Illegal::RestrictedSquare:
            return "piece may not stop on that square";
        case Illegal::ShuttleLimit:
            return "shuttle limit reached";
    }
    return "illegal";
}

}  // namespace tafl
