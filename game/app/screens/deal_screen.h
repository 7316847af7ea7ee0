// deal_screen.h: York's five-point match: before a game whose attacker is a person, the attacker
// lays four cards worth 1 to 4 face down, one beside each edge (in a two-player game the defender
// looks away). A dialog over the match screen; the game starts when the cards are down.
#pragma once

#include "app/screen.h"
#include "match/series.h"

namespace tafl::app {

class MatchScreen;

// The deal dialog. It closes by itself once the match no longer waits for cards.
class DealScreen final : public Screen {
public:
    DealScreen(ScreenContext& context, MatchScreen& match);
    const char* name() const override { return "deal"; }
    void draw_ui(bool top) override;
    std::optional<int> pad_window() const override { return 0; }

private:
    MatchScreen& match_;
    match::Cards deal_;
};

}  // namespace tafl::app
