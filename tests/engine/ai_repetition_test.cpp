// ai_repetition_test.cpp: a side that is ahead makes progress. When the AI's best move would bring
// back a position that stood before (a shuttle of a man to and fro), and it is ahead, it plays a
// move that does not repeat; when it is not ahead, repeating stays allowed.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "taflbord/ai/search.h"
#include "test_support.h"

namespace tafl {
namespace {

using test::drawn;

// The move from `m.to` back to `m.from`, when it is legal in `pos`.
std::optional<Move> back(const Position& pos, Move m) {
    const Move b{m.to, m.from};
    if (pos.check_move(b) != Illegal::None) return std::nullopt;
    return b;
}

// From `start`, the AI's move `a`, a reply `d` of the other side, and both moved back: the same
// position as at the start, which has now stood there once before. nullopt when no reply of the
// other side can be moved back (or a move captures).
std::optional<Position> shuttle(const Position& start, Move a) {
    MoveList replies;
    Position after_a = start;
    if (after_a.make(a).capture_count != 0) return std::nullopt;
    after_a.legal_moves(replies);
    for (const Move d : replies) {
        Position p = after_a;
        if (p.make(d).capture_count != 0 || p.game_over()) continue;
        const auto a_back = back(p, a);
        if (!a_back) continue;
        if (p.make(*a_back).capture_count != 0 || p.game_over()) continue;
        const auto d_back = back(p, d);
        if (!d_back) continue;
        if (p.make(*d_back).capture_count != 0 || p.game_over()) continue;
        if (p.record() == start.record() && p.side_to_move() == start.side_to_move()) return p;
    }
    return std::nullopt;
}

const ai::Limits kDepth3{3, 0, 0};

Position brandubh_start() { return Position(test::compile(test::preset_rules("brandubh"))); }

TEST(AiRepetition, AheadItDoesNotShuttleBackToAnEarlierPosition) {
    // Brandubh with two of the king's men gone: the attackers are well ahead at every depth.
    std::string error;
    const auto ahead = Position::from_record(test::compile(test::preset_rules("brandubh")),
                                             "/3t3/3t3/3T3/tt1K1tt/3T3/3t3/3t3/", Side::Attackers, &error);
    ASSERT_TRUE(ahead) << error;
    const Position start = *ahead;
    ai::Searcher searcher(8);
    const ai::Result fresh = searcher.search(start, kDepth3, ai::Style{}, 1);
    ASSERT_TRUE(fresh.has_move());
    ASSERT_GE(fresh.score, 150) << "the position must be one where the side to move is ahead";
    ASSERT_FALSE(ai::is_win_score(fresh.score));
    const auto again = shuttle(start, fresh.best);
    ASSERT_TRUE(again) << "no shuttle back to the start found for " << move_name(fresh.best);
    ASSERT_EQ(again->earlier_occurrences(), 1);

    const ai::Result later = searcher.search(*again, kDepth3, ai::Style{}, 1);
    ASSERT_TRUE(later.has_move());
    Position next = *again;
    next.make(later.best);
    EXPECT_EQ(next.earlier_occurrences(), 0)
        << move_name(later.best)
        << " brings back a position the game had before (the first time: " << move_name(fresh.best) << ")";
}

TEST(AiRepetition, NotAheadARepeatIsStillAllowed) {
    // After the attackers' first move the defenders are behind by the search's measure: after a
    // shuttle they may play their first move again.
    Position start = brandubh_start();
    ai::Searcher searcher(8);
    start.make(searcher.search(start, kDepth3, ai::Style{}, 1).best);
    const ai::Result fresh = searcher.search(start, kDepth3, ai::Style{}, 1);
    ASSERT_TRUE(fresh.has_move());
    ASSERT_LT(fresh.score, 150);
    const auto again = shuttle(start, fresh.best);
    ASSERT_TRUE(again);
    const ai::Result later = searcher.search(*again, kDepth3, ai::Style{}, 1);
    EXPECT_EQ(later.best, fresh.best);
}

}  // namespace
}  // namespace tafl
