// match_stats.h: what a match between two players says about their strength: the score, the Elo
// difference it implies with its 95 % interval, and a sequential probability ratio test (SPRT)
// that accepts or rejects a change as soon as the games played allow. Pure arithmetic, so that it
// is tested on its own (tests/engine/match_stats_test.cpp).
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace tafl::cli {

// Games from the first player's side: won, drawn and lost.
struct MatchTally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    // Counts a game: a draw, or else a win or a loss.
    void add(bool draw, bool won) { ++(draw ? draws : won ? wins : losses); }
    // The first player's mean score per game (a win 1, a draw 1/2), 0.5 before any game.
    double score() const { return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games(); }
};

// The expected score of a player `elo` points stronger than the other (the logistic Elo model).
inline double expected_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

// The Elo difference a mean score implies; scores of 0 or 1 are held just inside so that the
// answer stays finite (a clean sweep of n games reads as the score of n - 1/2 wins).
inline double elo_of_score(double score, int games) {
    const double edge = games > 0 ? 0.5 / games : 0.01;
    const double s = std::clamp(score, edge, 1.0 - edge);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

// The Elo estimate and its 95 % interval, from the variance of the per-game scores.
struct EloEstimate {
    double elo = 0.0;
    double low = 0.0;   // lower end of the 95 % interval
    double high = 0.0;  // upper end
};

inline EloEstimate estimate_elo(const MatchTally& t) {
    const int n = t.games();
    const double s = t.score();
    EloEstimate e;
    e.elo = elo_of_score(s, n) + 0.0;  // + 0.0: an even score reads 0, not -0
    if (n < 2) {
        e.low = -std::numeric_limits<double>::infinity();
        e.high = std::numeric_limits<double>::infinity();
        return e;
    }
    // No spread yet (all games alike): take the spread of one win and one loss among them.
    const double variance =
        std::max((t.wins * (1.0 - s) * (1.0 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n, 0.25 / n);
    const double margin = 1.959964 * std::sqrt(variance / n);
    e.low = elo_of_score(s - margin, n);
    e.high = elo_of_score(s + margin, n);
    return e;
}

// The SPRT of H0: the first player is elo0 stronger, against H1: elo1 stronger, with error rates
// alpha (accepting H1 wrongly) and beta (accepting H0 wrongly). The log-likelihood ratio uses the
// normal approximation of the mean score (the "generalised SPRT" of engine testing).
struct Sprt {
    double elo0 = 0.0;
    double elo1 = 10.0;
    double alpha = 0.05;
    double beta = 0.05;

    double lower_bound() const { return std::log(beta / (1.0 - alpha)); }
    double upper_bound() const { return std::log((1.0 - beta) / alpha); }

    double llr(const MatchTally& t) const {
        const int n = t.games();
        if (n == 0) return 0.0;
        const double s = t.score();
        double variance = (t.wins * (1.0 - s) * (1.0 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
        // No spread yet (all games alike): take the spread of one win and one loss among them.
        variance = std::max(variance, 0.25 / n);
        const double s0 = expected_score(elo0), s1 = expected_score(elo1);
        return (s1 - s0) * (2.0 * s - s0 - s1) * n / (2.0 * variance);
    }

    // +1: H1 accepted, -1: H0 accepted, 0: play on.
    int verdict(const MatchTally& t) const {
        const double l = llr(t);
        if (l >= upper_bound()) return 1;
        if (l <= lower_bound()) return -1;
        return 0;
    }
};

}  // namespace tafl::cli
