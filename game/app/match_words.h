// match_words.h: the words of matches for the screens: who plays (a person or an AI level), how a
// game ended, the match formats and their tie-breaks, the players of a series and its verdict,
// and the local date and time for saved games. In the current language.
#pragma once

#include <ctime>
#include <string>

#include "match/match.h"
#include "match/series.h"

namespace tafl::app {

// The player chosen in a list of players: 0 a person, k the k-th AI level of ai::levels().
match::Player player_of_choice(int choice);
// "Person", or the AI level's name.
std::string player_label(const match::Player& p);

// How a match ended, in a sentence or two for the player ("The king has escaped. The defenders
// win!", "The attackers resign. The defenders win.", "The players agree to a draw.").
std::string end_text(const match::Match& m);

// "Single game", "Two games, sides swapped", "Five-point match".
const char* format_name(match::Format format);
// A format explained in a sentence or three (the tie-break of the preset's family included).
const char* format_explanation(match::Format format, match::TieBreak tie_break);
// "Player 1 (Person)": a seat of the series with who sits there.
std::string seat_text(const match::Series& series, match::Seat seat);
// Who won the series and how, once it is over; empty while it goes on.
std::string series_verdict(const match::Series& series);
// "north", "east", ...: the edge a king escaped by, in the five-point match's sentence.
const char* edge_name(match::Edge edge);

// The local time now.
std::tm local_now();
// Today as YYYY.MM.DD, for the record's date tag.
std::string today();
// Now as YYYY-MM-DD-HHMMSS, for the names of saved games.
std::string file_stamp();

}  // namespace tafl::app
