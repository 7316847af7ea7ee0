// match_stats_test.cpp: the statistics of taflbord-cli match (engine/cli/match_stats.h): the
// logistic Elo model, the estimate and its 95 % interval, and the SPRT's bounds and verdicts.
#include "match_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace tafl::cli {
namespace {

TEST(MatchStats, TheEloModelAndItsInverseAgree) {
    EXPECT_DOUBLE_EQ(expected_score(0.0), 0.5);
    EXPECT_NEAR(expected_score(400.0), 10.0 / 11.0, 1e-12);
    EXPECT_NEAR(expected_score(-400.0), 1.0 / 11.0, 1e-12);
    for (const double elo : {-300.0, -50.0, 0.0, 20.0, 190.0})
        EXPECT_NEAR(elo_of_score(expected_score(elo), 1000), elo, 1e-9) << elo;
    // A score of three quarters is about 191 Elo.
    EXPECT_NEAR(elo_of_score(0.75, 100), 190.85, 0.01);
}

TEST(MatchStats, ACleanSweepStaysFinite) {
    const double sweep = elo_of_score(1.0, 10);  // read as 9.5 of 10
    EXPECT_TRUE(std::isfinite(sweep));
    EXPECT_NEAR(sweep, elo_of_score(0.95, 10), 1e-9);
    EXPECT_NEAR(elo_of_score(0.0, 10), -sweep, 1e-9);
}

TEST(MatchStats, TheEstimateIsCentredAndItsIntervalNarrowsWithGames) {
    const MatchTally even{40, 20, 40};
    const EloEstimate e = estimate_elo(even);
    EXPECT_EQ(e.elo, 0.0);
    EXPECT_FALSE(std::signbit(e.elo));  // 0, not -0
    EXPECT_NEAR(e.low, -e.high, 1e-9);
    EXPECT_LT(e.low, 0.0);
    const EloEstimate more = estimate_elo(MatchTally{400, 200, 400});
    EXPECT_LT(more.high - more.low, (e.high - e.low) / 2.5);  // ten times the games, about a third as wide
    const EloEstimate ahead = estimate_elo(MatchTally{60, 20, 20});
    EXPECT_GT(ahead.elo, 100.0);
    EXPECT_LT(ahead.low, ahead.elo);
    EXPECT_GT(ahead.high, ahead.elo);
    // Games all alike still leave an interval.
    const EloEstimate sweep = estimate_elo(MatchTally{4, 0, 0});
    EXPECT_LT(sweep.low, sweep.elo);
}

TEST(MatchStats, TheSprtAcceptsAndRejectsAtItsBounds) {
    const Sprt s{0.0, 20.0, 0.05, 0.05};
    EXPECT_NEAR(s.lower_bound(), std::log(0.05 / 0.95), 1e-12);
    EXPECT_NEAR(s.upper_bound(), std::log(0.95 / 0.05), 1e-12);
    EXPECT_EQ(s.llr(MatchTally{}), 0.0);
    EXPECT_EQ(s.verdict(MatchTally{}), 0);
    // Far stronger: accepted soon; far weaker: rejected soon; an even match of a few games: undecided.
    EXPECT_EQ(s.verdict(MatchTally{300, 100, 100}), 1);
    EXPECT_EQ(s.verdict(MatchTally{100, 100, 300}), -1);
    EXPECT_EQ(s.verdict(MatchTally{5, 2, 5}), 0);
    // The ratio grows with the evidence for H1.
    EXPECT_LT(s.llr(MatchTally{50, 0, 50}), s.llr(MatchTally{60, 0, 40}));
    EXPECT_LT(s.llr(MatchTally{60, 0, 40}), s.llr(MatchTally{120, 0, 80}));
}

}  // namespace
}  // namespace tafl::cli
