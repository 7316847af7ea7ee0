// draw_offer.h: when the AI accepts a person's offer of a draw. Its own file so that the rule is
// stated once, tested on its own, and read by the game when the AI's answer comes back.
#pragma once

namespace tafl::match {

// The AI's search score at which it takes a draw: it accepts when it sees itself behind by more
// than a quarter of an attacker man, or, after kLongGamePlies, when neither side is ahead by more
// than that. Scores are those of ai::Result: for the side to move (the AI), in hundredths of an
// attacker man; a won game is near ai::kWin.
inline constexpr int kDrawAcceptMargin = 25;
inline constexpr int kLongGamePlies = 80;

// Whether the AI, whose search of the position after the person's move scored `score`, accepts
// the draw offered with that move, `plies` moves into the game.
constexpr bool ai_accepts_draw(int score, int plies) {
    if (score < -kDrawAcceptMargin) return true;
    return plies >= kLongGamePlies && score <= kDrawAcceptMargin;
}

}  // namespace tafl::match
