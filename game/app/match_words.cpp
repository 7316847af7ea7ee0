// match_words.cpp: the words of matches for the screens.
#include "app/match_words.h"

#include <array>
#include <cstdio>

#include "i18n/engine_words.h"
#include "i18n/translate.h"
#include "taflbord/ai/levels.h"

namespace tafl::app {

match::Player player_of_choice(int choice) {
    const auto levels = ai::levels();
    if (choice <= 0 || static_cast<std::size_t>(choice) > levels.size()) return match::Player{};
    return match::Player{match::PlayerKind::Ai, std::string(levels[static_cast<std::size_t>(choice - 1)].id)};
}

std::string player_label(const match::Player& p) {
    if (p.kind == match::PlayerKind::Person) {
        // I18N: Who plays a side: a human player at this computer (as opposed to an AI level).
        return p_("player", "Person");
    }
    const char* name = i18n::level_name(p.level);
    return name != nullptr ? name : p.level;
}

std::string end_text(const match::Match& m) {
    switch (m.end()) {
        case match::EndKind::Resigned:
            if (m.resigned() == Side::Attackers) {
                // I18N: Game over: the attackers gave up.
                return _("The attackers resign. The defenders win.");
            }
            // I18N: Game over: the defenders gave up.
            return _("The defenders resign. The attackers win.");
        case match::EndKind::DrawAgreed:
            // I18N: Game over: both players agreed to end the game as a draw.
            return _("The players agree to a draw.");
        case match::EndKind::TimeOut:
            if (m.timed_out() == Side::Attackers) {
                // I18N: Game over: the attackers' clock reached zero.
                return _("The attackers' time has run out. The defenders win.");
            }
            // I18N: Game over: the defenders' clock reached zero.
            return _("The defenders' time has run out. The attackers win.");
        default:
            return i18n::status_text(m.status(), m.reason());
    }
}

// The words of a match format.
const char* format_name(match::Format format) {
    switch (format) {
        case match::Format::Single:
            // I18N: New-match dialog, match format: one game decides.
            return _("Single game");
        case match::Format::TwoGames:
            // I18N: New-match dialog, match format: two games, each player attacks once.
            return _("Two games, sides swapped");
        case match::Format::FivePoints:
            // I18N: New-match dialog, match format of York Hnefatafl: played until a player has five points.
            return _("Five-point match");
    }
    return "";
}

// Each message stays on the line under its translators' comment, where xgettext looks for it.
// clang-format off
const char* format_explanation(match::Format format, match::TieBreak tie_break) {
    switch (format) {
        case match::Format::Single:
            // I18N: Tooltip of the match format "Single game".
            return _("One game; its result is the match's.");
        case match::Format::TwoGames:
            if (tie_break == match::TieBreak::FewerMovesThenCaptures) {
                // I18N: Tooltip of "Two games, sides swapped" for York Hnefatafl (its rule sheet's tie-break).
                return _("Each player attacks once. With a win each, the faster win takes the match, and with "
                         "wins in as many moves, the player who captured more pieces.");
            }
            // I18N: Tooltip of "Two games, sides swapped" (the tie-break of the German Tablut rules).
            return _("Each player attacks once. A player who wins both games wins the match; with a win each, "
                     "the player who won in fewer moves.");
        case match::Format::FivePoints:
            // I18N: Tooltip of "Five-point match" (York Hnefatafl's optional rule). Keep the bluffing idea.
            return _("Before each game the attacker lays four cards worth 1 to 4 face down, one beside each "
                     "edge. A king who escapes scores the card of his edge. Sides swap every game; five "
                     "points win. A game of bluff.");
    }
    return "";
}
// clang-format on

std::string seat_text(const match::Series& series, match::Seat seat) {
    // I18N: Several games: the first player (attacks in game 1); {who} is "Person" or an AI level.
    const char* first = _("Player 1 ({who})");
    // I18N: Several games: the second player (defends in game 1); {who} is "Person" or an AI level.
    const char* second = _("Player 2 ({who})");
    const char* text = seat == match::Seat::First ? first : second;
    return i18n::fmt_arg(text, "who", player_label(series.player(seat)));
}

std::string series_verdict(const match::Series& series) {
    const match::Summary sum = series.summary();
    if (sum.outcome == match::SeriesOutcome::Ongoing) return {};
    if (sum.outcome == match::SeriesOutcome::Draw) {
        // I18N: Game-over panel: a match of several games ended level.
        return _("The match is drawn.");
    }
    const match::Seat winner =
        sum.outcome == match::SeriesOutcome::FirstWins ? match::Seat::First : match::Seat::Second;
    const std::string who = seat_text(series, winner);
    const char* text = "";
    switch (sum.decision) {
        case match::SeriesDecision::FewerMoves:
            // I18N: Game-over panel, two-game match: each player won once; {player} won in fewer moves.
            text = _("{player} wins the match: a game each, and the quicker win.");
            break;
        case match::SeriesDecision::MoreCaptures:
            // I18N: Game-over panel, two-game match (York): a win each in as many moves; {player} captured more pieces.
            text = _("{player} wins the match: a game each in as many moves, and more pieces captured.");
            break;
        case match::SeriesDecision::Points:
            // I18N: Game-over panel, five-point match: {player} reached five points.
            text = _("{player} wins the five-point match.");
            break;
        default:
            // I18N: Game-over panel: {player} won the match of several games.
            text = _("{player} wins the match.");
            break;
    }
    return i18n::fmt_arg(text, "player", who);
}

const char* edge_name(match::Edge edge) {
    // I18N: Game-over panel, five-point match: the edge the king escaped by (the top rank's side).
    const char* north = p_("edge", "north");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (the last file's side).
    const char* east = p_("edge", "east");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (rank 1's side).
    const char* south = p_("edge", "south");
    // I18N: Game-over panel, five-point match: the edge the king escaped by (file a's side).
    const char* west = p_("edge", "west");
    const std::array<const char*, 4> names = {north, east, south, west};
    return names[static_cast<std::size_t>(edge) % names.size()];
}

std::tm local_now() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
#if defined(_WIN32)
    localtime_s(&local, &now);
#else
    localtime_r(&now, &local);
#endif
    return local;
}

std::string today() {
    const std::tm local = local_now();
    char text[48];
    std::snprintf(text, sizeof text, "%04d.%02d.%02d", local.tm_year + 1900, local.tm_mon + 1, local.tm_mday);
    return text;
}

std::string file_stamp() {
    const std::tm local = local_now();
    char name[96];
    std::snprintf(name, sizeof name, "%04d-%02d-%02d-%02d%02d%02d", local.tm_year + 1900, local.tm_mon + 1,
                  local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec);
    return name;
}

}  // namespace tafl::app
