// draw_offer_test.cpp: when the AI takes a person's offer of a draw (match/draw_offer.h).
#include "match/draw_offer.h"

#include <gtest/gtest.h>

namespace tafl::match {
namespace {

TEST(DrawOffer, TheAiTakesADrawWhenItIsBehind) {
    EXPECT_TRUE(ai_accepts_draw(-kDrawAcceptMargin - 1, 0));
    EXPECT_TRUE(ai_accepts_draw(-29000, 10));  // it sees itself lost
    EXPECT_FALSE(ai_accepts_draw(-kDrawAcceptMargin, 0));
    EXPECT_FALSE(ai_accepts_draw(0, 10));
    EXPECT_FALSE(ai_accepts_draw(400, 10));
}

TEST(DrawOffer, ALongLevelGameIsDrawnButNotAWonOne) {
    EXPECT_FALSE(ai_accepts_draw(0, kLongGamePlies - 1));
    EXPECT_TRUE(ai_accepts_draw(0, kLongGamePlies));
    EXPECT_TRUE(ai_accepts_draw(kDrawAcceptMargin, kLongGamePlies + 40));
    EXPECT_FALSE(ai_accepts_draw(kDrawAcceptMargin + 1, kLongGamePlies + 40));
    EXPECT_FALSE(ai_accepts_draw(29000, 500));
}

}  // namespace
}  // namespace tafl::match
