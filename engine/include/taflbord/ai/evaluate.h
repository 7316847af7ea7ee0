// evaluate.h: the static evaluation of a position for the search, by rule family: material with
// side-dependent values, the king's open and nearly open escape routes, his distance to safety,
// his enclosure and mobility, and the attackers' blockade of corners.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "taflbord/position.h"

namespace tafl::ai {

// A king with this many men or fewer is judged by the endgame's terms: his net is drawn by steps
// worth a few points each (few_men, route_in_two_few, king_reach, man_mobility below).
inline constexpr int kFewMen = 2;
// Where the king cannot be taken on the edge, a king on an edge whose region (below) holds this
// many squares or fewer is held: the attackers win by taking his men or leaving them no move.
inline constexpr int kHeldRegion = 3;

// Weights of the evaluation terms, in hundredths of an attacker man. route_in_two and king_threat
// were lowered by matches (README, "Tuning the evaluation"): the king's nearness to a route and a
// lone attacker beside a weak king had been worth more than the moves they cost. Against a king
// with two men or fewer the old route_in_two stays (route_in_two_few): the set of won endgames
// was measured with it, and the lower one lost hersir copenhagen-lone.
struct Weights {
    int attacker = 100;
    int defender = 190;
    int escape_route = 320;  // per open route when the attackers are to move
    int route_in_two = 50;   // per square from which the king would have an open route
    int king_distance = 35;  // per step between the king and the nearest escape square
    int king_pressure = 38;  // per enclosing side of the king
    int king_threat = 80;    // weak king: an attacker beside him with the far side closable
    int corner_guard = 40;   // attacker on a square that watches a corner
    int king_mobility = 6;   // per square the king can reach
    // The attackers' cordon: the king's region is every square he could reach by moves through
    // squares without attackers (his own men may stand aside). Sealed: no escape square in it.
    int sealed = 250;        // the region holds no escape square
    int region_square = 4;   // per square of a sealed region (the net drawn tighter)
    int open_escape = 25;    // per escape square in an open region (up to eight)
    int closing_in = 12;     // per attacker within two squares of a sealed king
    int edge_reach = 6;      // where encircling wins: per edge square in the king's region
    // A king with two men or fewer: per square he reaches in two moves. 8 since the corners cut
    // off by a cordon count as closed (c422936): with 4 the net's other terms no longer drew it
    // in, and jarl took copenhagen-lone in 150 plies; with 8, 32 (README, "Tuning the evaluation").
    int king_reach = 8;
    int route_in_two_few = 90;  // route_in_two for a king with two men or fewer (the won endgames' nets)
    int man_mobility = 3;    // a king with two men or fewer: per square one of his men can move to
    // While the king is held on an edge he cannot be taken on (kHeldRegion): more per such square
    // (with three men or more, held_many below). His men are then all the defenders have left to
    // move.
    int held_man_mobility = 12;
    // With three men or more beside the held king, the most his men's moves count (20 squares):
    // the attackers gain as they take squares from them below it, and nothing above it.
    int held_many = 240;
    // Corner escape: the diagonal of three squares two steps from a corner (a3, b2, c1 for a1)
    // shuts the corner off for good once held, since no man can reach the squares behind it.
    // A corner the king's region no longer reaches counts as closed whoever stands on its
    // diagonal (a cordon nearer the king shuts it as well, and the diagonal's men are then free
    // to draw the net at no cost); against a king with two men or fewer so does every corner
    // but those near him (evaluate.cpp).
    int corner_seal = 40;    // per attacker on a corner's diagonal
    int corner_closed = 100;  // per corner whose whole diagonal is held
    // A sealed king with three men or more: the men left free draw the net in, each per step it
    // stands nearer than size / 2 + 1 steps to the nearest defender or the king. Paid only while
    // the region is sealed, so a break-out costs the defenders nothing of it.
    int approach = 8;
    // A king with two men or fewer: a constant for the attackers. The terms change there (approach
    // stops, the far corners count as closed whoever holds their diagonals, the king's reach and
    // his men's moves count), and without it taking his third man cost the attackers more than it
    // gained. 920: 600 for the other terms and 320 for the approach of twenty men at 2 steps each.
    // (Paid as 2 steps a man instead, the approach made every attacker worth 16 more against such
    // a king, and jarl took copenhagen-lone in 294 plies where it then took 44.)
    int few_men = 920;
    // While the king's region still holds an escape square: per square the attackers must still
    // fill to shut him off from every escape square, by the cheapest cordon that passes at least
    // two steps from him (cordon_gaps below, at most kMaxGaps).
    int cordon_gap = 0;

    bool operator==(const Weights&) const = default;
};

// The weights by name, for the tuner and for reports.
struct WeightField {
    const char* name;
    int Weights::*member;
};
std::span<const WeightField> weight_fields();
// The weight called `name` (as weight_fields names it), or null.
int Weights::*weight_named(std::string_view name);

// What each weight adds to a score: the score with the weights given less the score with that
// weight alone at 0. Exact wherever a term is a weight times a count, as nearly all are; where
// two weights meet in one bounded term (held_man_mobility under held_many) or a weight is halved
// and rounded (king_pressure beside a strong king), the shares need not add up to the whole, and
// `rest` holds what they leave over.
struct WeightShare {
    const WeightField* field;
    int share;
};
struct ScoreBreakdown {
    int score = 0;  // for the side to move, as evaluate gives it
    std::vector<WeightShare> shares;  // in the order of weight_fields()
    int rest = 0;   // score less the sum of the shares
};

// Per-rule-set tables the evaluation reads, built once per Rules.
class EvalTables {
public:
    explicit EvalTables(const Rules& rules);
    int escape_distance(Square sq) const { return distance_[static_cast<std::size_t>(sq)]; }
    // Squares within two steps of a corner, from which an attacker watches it.
    const std::vector<Square>& watch_squares() const { return watch_list_; }
    // For each corner square in a corner of the board: the three squares of its diagonal, the four
    // squares just outside it (a4, b3, c2, d1 for a1), through which the king would come, and the
    // corner itself.
    // The four other squares that watch the corner (b1, a2 inside the diagonal and c2, b3 beside
    // it for a1) do no more work once the diagonal is held.
    struct CornerDiagonal {
        std::array<Square, 3> wall;
        std::array<Square, 4> outside;
        Square corner;
        std::array<Square, 4> watchers;
    };
    const std::vector<CornerDiagonal>& corner_diagonals() const { return diagonals_; }
    // Per rank, bit f for file f: the squares the king may cross or stop on, and the escape
    // squares.
    std::uint32_t king_row(int rank) const { return king_rows_[static_cast<std::size_t>(rank)]; }
    std::uint32_t escape_row(int rank) const { return escape_rows_[static_cast<std::size_t>(rank)]; }
    std::uint32_t edge_row(int rank) const { return edge_rows_[static_cast<std::size_t>(rank)]; }
    // The board's squares in a compact order, for cordon_gaps: each with its four neighbours'
    // cells (-1 off the board), whether it is an escape square, whether the king may use it and
    // whether an attacker may stand on it.
    struct Cell {
        Square square;
        std::array<std::int16_t, 4> next;  // in the order of kDirections
        bool escape;
        bool king_uses;
        bool attacker_stops;
    };
    const std::vector<Cell>& cells() const { return cells_; }
    int cell_of(Square sq) const { return cell_of_[static_cast<std::size_t>(sq)]; }

private:
    std::array<std::uint32_t, kMaxSize> king_rows_{};
    std::array<std::uint32_t, kMaxSize> escape_rows_{};
    std::array<std::uint32_t, kMaxSize> edge_rows_{};
    std::vector<Square> watch_list_;
    std::vector<CornerDiagonal> diagonals_;
    std::array<std::uint8_t, kCells> distance_{};
    std::vector<Cell> cells_;
    std::array<std::int16_t, kCells> cell_of_{};
};

// The king's region (see Weights): per rank, the squares the king reaches through squares
// without attackers. Empty when there is no king.
struct KingRegion {
    std::array<std::uint32_t, kMaxSize> rows{};
    int squares = 0;
    int escapes = 0;  // escape squares in the region
    int edges = 0;    // edge squares in the region
};
KingRegion king_region(const Position& pos, const EvalTables& tables);

// The region after the attackers' move `m`, from the region `before` it, in `pos` (after `m`, or
// after `m` and a defenders' move that took nothing): the square left joins the region if it
// touches it, with any part cut off before that it opens onto (filled from that square alone),
// and the square taken leaves it. False when the square taken may split the region, where only a
// whole fill tells.
bool region_after_attacker_move(const KingRegion& before, const Position& pos, const EvalTables& tables, Move m,
                                KingRegion& after);

// The cheapest cordon still missing: the fewest squares the attackers must still fill to shut the
// king off from every escape square, with a wall that passes at least two steps from him (no
// square beside him counts: round him, the wall is his capture, not a cordon), counting each
// empty or defender's square one and the squares attackers may not stand on as closed to it. A
// maximum flow from the king to the escape squares through the squares not held; kMaxGaps when
// it reaches that, or when an escape square lies beside him.
inline constexpr int kMaxGaps = 12;
int cordon_gaps(const Position& pos, const EvalTables& tables);

// Regions found before, by the attackers' placing: a region does not change while the attackers
// stand still and the king stays inside it, which is most of a search's leaves. A new placing is
// mostly derived from the one before the last attackers' move (region_after_attacker_move). An
// entry holds the region as computed, so the cache changes no result.
class RegionCache {
public:
    const KingRegion& get(const Position& pos, const EvalTables& tables);
    // Forgets every region: to be called whenever the tables change.
    void clear() {
        std::fill(entries_.begin(), entries_.end(), Entry{});
        std::fill(gaps_.begin(), gaps_.end(), GapEntry{});
    }
    // cordon_gaps(pos), found before for the same attackers and king square.
    int gaps(const Position& pos, const EvalTables& tables);

private:
    struct Entry {
        std::uint64_t attackers = 0;
        bool used = false;
        KingRegion region;
    };
    static constexpr std::size_t kSize = 2048;
    std::vector<Entry> entries_;  // made at the first lookup: a searcher that never searches has none
    struct GapEntry {
        std::uint64_t key = 0;
        int gaps = -1;  // -1: unused
    };
    std::vector<GapEntry> gaps_;
};

// Squares the king reaches in one or two moves (his own square not counted).
int king_reach_in_two(const Position& pos);

// The score of `pos` for the side to move.
int evaluate(const Position& pos, const EvalTables& tables, const Weights& w = {}, RegionCache* cache = nullptr);

// The score of `pos` (for the side to move) taken apart by weight (see ScoreBreakdown).
ScoreBreakdown explain_score(const Position& pos, const EvalTables& tables, const Weights& w = {});

// Number of open escape routes a king standing on `sq` would have, `vacated` (the square he
// comes from, or kNoSquare) counted as empty. Restricted squares other than the throne are
// ignored: an estimate for the search, exact on the presets' boards.
int routes_from(const Position& pos, Square vacated, Square sq);

// Walks the squares the king can move to (direction by direction, nearest first) and returns the
// first for which `stop(square)` is true, or kNoSquare.
template <class Stop>
Square find_king_destination(const Position& pos, Stop&& stop) {
    const Square k = pos.king_square();
    if (k == kNoSquare) return kNoSquare;
    const Rules& rules = pos.rules();
    for (int d : kDirections) {
        for (Square s = k + d; pos.at(s) == Piece::Empty; s += d) {
            if (rules.can_stop(Piece::King, s) && stop(s)) return s;
            if (!rules.can_pass(Piece::King, s)) break;
        }
    }
    return kNoSquare;
}

// Whether a king on `sq` (come from `vacated`) would have a route no single move closes: two or
// more open routes (a fork), or one that ends on the next square (beside a corner, or one step
// from an escape edge), with no square between to stand on, or one no attacker can reach (no
// man has a square of it in his lines).
bool decisive_square(const Position& pos, Square vacated, Square sq);

// A king move to a square decisive_square calls a win unless the king is taken there, or an
// empty move. Legality beyond movement (the shuttle limit) is the caller's to check.
Move fork_move(const Position& pos);

// The squares where an attacker must stand to answer the king's threat in `pos` (attackers to
// move, `routes` of his routes open, fewer than two): with one open, the squares of that line up
// to its end; with none, for every square he could move to that decisive_square calls a win, his
// path there, the square, its lines, and its neighbours where a man waiting there could help take
// him (not beside a strong king with fewer than two sides closed there, nor on an edge where he
// cannot be taken); where that square's one route is out of every man's reach, also the squares
// in line with the route's squares and those beside a defender who blocks such a line. Per rank,
// bit f for file f, added to `targets`. An attacker move elsewhere leaves the threat as it
// stands: the route open, every such square a win.
void threat_answer_squares(const Position& pos, int routes, std::array<std::uint32_t, kMaxSize>& targets);

// Number of squares from which the king would have an open escape route, among those he can reach
// in one move (a measure of "escape in two").
int routes_in_two(const Position& pos);

}  // namespace tafl::ai
