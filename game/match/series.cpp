// series.cpp: the match formats: seats and sides, five-point cards and edges, the results of
// finished games, who has won, and the series tag.
#include "match/series.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <system_error>
#include <utility>

#include "taflbord/ai/levels.h"
#include "taflbord/game_record.h"
#include "taflbord/prng.h"
#include "taflbord/text.h"

namespace tafl::match {

namespace {

// [SECTION] Words of the tag

constexpr int kWinPoints = 5;
constexpr int kMaxCount = static_cast<int>(kMaxGameRecordMoves);  // moves or captures of one game

constexpr std::array<std::string_view, 3> kFormatWords = {"single", "two-games", "five-points"};
constexpr std::array<std::string_view, 2> kTieBreakWords = {"moves", "moves-captures"};
constexpr std::array<std::string_view, 5> kEndWords = {"", "rules", "resigned", "draw-agreed", "timeout"};
constexpr std::array<std::string_view, 4> kEdgeWords = {"north", "east", "south", "west"};
constexpr std::string_view kNone = "-";

// The index of `word` in `words`, or nullopt.
template <std::size_t N>
std::optional<std::size_t> word_index(const std::array<std::string_view, N>& words, std::string_view word) {
    if (word.empty()) return std::nullopt;
    for (std::size_t k = 0; k < N; ++k)
        if (words[k] == word) return k;
    return std::nullopt;
}

std::optional<Status> parse_status(std::string_view text) {
    for (Status s : {Status::AttackersWin, Status::DefendersWin, Status::Draw})
        if (status_id(s) == text) return s;
    return std::nullopt;
}

std::optional<Reason> parse_reason(std::string_view text) {
    if (text == kNone) return Reason::None;
    for (Reason r : {Reason::Escape, Reason::EdgeFort, Reason::KingCaptured, Reason::Encirclement, Reason::NoMoves,
                     Reason::Repetition, Reason::NoCaptureLimit})
        if (reason_id(r) == text) return r;
    return std::nullopt;
}

std::optional<int> parse_count(std::string_view text) {
    if (text.empty() || text.size() > 6) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0 || value > kMaxCount) return std::nullopt;
    return value;
}

std::string cards_text(const Cards& cards) {
    std::string out;
    for (int c : cards) out += static_cast<char>('0' + c);
    return out;
}

std::optional<Cards> parse_cards(std::string_view text) {
    if (text.size() != 4) return std::nullopt;
    Cards cards{};
    for (std::size_t k = 0; k < 4; ++k) {
        if (text[k] < '0' || text[k] > '9') return std::nullopt;
        cards[k] = text[k] - '0';
    }
    if (!valid_cards(cards)) return std::nullopt;
    return cards;
}

// `text` split at `sep`, empty parts kept.
std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = text.find(sep, start);
        out.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) return out;
        start = at + 1;
    }
}

// The side a rules ending always favours, or nullopt when it can go either way.
std::optional<Status> status_of_reason(Reason reason) {
    switch (reason) {
        case Reason::Escape:
        case Reason::EdgeFort:
            return Status::DefendersWin;
        case Reason::KingCaptured:
        case Reason::Encirclement:
            return Status::AttackersWin;
        case Reason::NoCaptureLimit:
            return Status::Draw;
        case Reason::None:
        case Reason::NoMoves:
        case Reason::Repetition:
            break;
    }
    return std::nullopt;
}

// What a five-point game scores for its defending player: the card of the edge an escaping king
// reached (only an escape, always a defenders' win, has an edge); nothing for every other ending.
int points_of(const GameResult& r) { return r.edge ? r.cards[static_cast<std::size_t>(*r.edge)] : 0; }

// Why a result cannot be one of a game of `format`, or nullopt when it can.
std::optional<std::string> result_problem(const GameResult& r, Format format) {
    if (r.status == Status::Ongoing) return "a game in a series is over";
    switch (r.end) {
        case EndKind::None:
            return "a game in a series is over";
        case EndKind::Rules:
            if (r.reason == Reason::None) return "an ending by the rules needs its reason";
            if (auto s = status_of_reason(r.reason); s && *s != r.status)
                return "the reason " + std::string(reason_id(r.reason)) + " does not give " +
                       std::string(status_id(r.status));
            break;
        case EndKind::Resigned:
        case EndKind::TimeOut:
            if (r.reason != Reason::None) return "only the rules give a reason";
            if (r.status == Status::Draw) return "a resignation or a timeout is not a draw";
            break;
        case EndKind::DrawAgreed:
            if (r.reason != Reason::None) return "only the rules give a reason";
            if (r.status != Status::Draw) return "an agreed draw is a draw";
            break;
    }
    if (r.edge.has_value() != (r.reason == Reason::Escape)) return "an edge is given for an escape, and only then";
    if (format == Format::FivePoints) {
        if (!valid_cards(r.cards)) return "a five-point game needs its cards";
        if (r.points != points_of(r)) return "the points are not those of the card";
    } else if (r.cards != Cards{} || r.points != 0) {
        return "only five-point games have cards and points";
    }
    return std::nullopt;
}

}  // namespace

// [SECTION] Formats and cards

TieBreak tie_break_for_preset(std::string_view preset_id) {
    const bool york = preset_id == "york" || preset_id.substr(0, 5) == "york-";
    return york ? TieBreak::FewerMovesThenCaptures : TieBreak::FewerMoves;
}

bool valid_cards(const Cards& cards) {
    Cards sorted = cards;
    std::sort(sorted.begin(), sorted.end());
    return sorted == Cards{1, 2, 3, 4};
}

Cards deal_cards_ai(std::uint64_t seed) {
    Cards cards = {1, 2, 3, 4};
    Pcg32 random(seed);
    for (std::uint32_t k = 3; k > 0; --k) std::swap(cards[k], cards[random.below(k + 1)]);  // Fisher-Yates
    return cards;
}

std::optional<Edge> edge_of_move(Move move, int size) {
    const int fr = file_of(move.from), rf = rank_of(move.from);
    const int ft = file_of(move.to), rt = rank_of(move.to);
    const int last = size - 1;
    // The edges the destination lies on, by Edge.
    const std::array<bool, 4> on = {rt == last, ft == last, rt == 0, ft == 0};
    if (std::count(on.begin(), on.end(), true) == 1)
        return static_cast<Edge>(std::find(on.begin(), on.end(), true) - on.begin());
    if (rt > rf) return Edge::North;
    if (rt < rf) return Edge::South;
    if (ft > fr) return Edge::East;
    if (ft < fr) return Edge::West;
    return std::nullopt;
}

// [SECTION] Series

Series::Series(Format format, TieBreak tie_break, Player first, Player second)
    : format_(format), tie_break_(tie_break), players_{std::move(first), std::move(second)} {
    for (const Player& p : players_)
        if (p.kind == PlayerKind::Ai && !ai::find_level(p.level))
            throw std::invalid_argument("series: no AI level " + quote_input(p.level));
}

int Series::game_number() const {
    const int played = static_cast<int>(results_.size());
    return over() ? played : played + 1;
}

Seat Series::defender_of_game(std::size_t index) const { return index % 2 == 0 ? Seat::Second : Seat::First; }

Seat Series::seat_of(Side side) const {
    const Seat defender = defender_of_game(static_cast<std::size_t>(game_number() - 1));
    return side == Side::Defenders ? defender : other(defender);
}

bool Series::set_cards(const Cards& cards) {
    if (format_ != Format::FivePoints || over() || !valid_cards(cards)) return false;
    cards_ = cards;
    return true;
}

GameResult Series::result_of(const Match& finished) const {
    GameResult r;
    r.status = finished.status();
    r.end = finished.end();
    r.reason = finished.reason();
    const int plies = static_cast<int>(finished.moves().size());
    const Side starter = finished.start_side();
    r.moves[static_cast<std::size_t>(index_of(starter))] = (plies + 1) / 2;
    r.moves[static_cast<std::size_t>(index_of(opponent(starter)))] = plies / 2;
    for (Side side : {Side::Attackers, Side::Defenders})
        r.captures[static_cast<std::size_t>(index_of(side))] = finished.men_lost(opponent(side));
    if (r.end == EndKind::Rules && r.reason == Reason::Escape && plies > 0)
        r.edge = edge_of_move(finished.moves().back(), finished.position().size());
    if (format_ == Format::FivePoints && cards_) {
        r.cards = *cards_;
        r.points = points_of(r);
    }
    return r;
}

RecordRefusal Series::record_game(const Match& finished) {
    if (over()) return RecordRefusal::SeriesOver;
    if (!finished.over()) return RecordRefusal::GameNotOver;
    if (finished.player(Side::Attackers) != player(seat_of(Side::Attackers)) ||
        finished.player(Side::Defenders) != player(seat_of(Side::Defenders)))
        return RecordRefusal::WrongPlayers;
    if (format_ == Format::FivePoints && !cards_) return RecordRefusal::NoCards;
    if (results_.size() >= kMaxSeriesGames) return RecordRefusal::TooManyGames;
    results_.push_back(result_of(finished));
    cards_.reset();
    return RecordRefusal::None;
}

std::optional<Seat> Series::game_winner(std::size_t index) const {
    if (index >= results_.size()) return std::nullopt;
    const Seat defender = defender_of_game(index);
    switch (results_[index].status) {
        case Status::DefendersWin:
            return defender;
        case Status::AttackersWin:
            return other(defender);
        case Status::Ongoing:
        case Status::Draw:
            break;
    }
    return std::nullopt;
}

bool Series::over() const {
    switch (format_) {
        case Format::Single:
            return !results_.empty();
        case Format::TwoGames:
            return results_.size() >= 2;
        case Format::FivePoints:
            return score(Seat::First) >= kWinPoints || score(Seat::Second) >= kWinPoints;
    }
    return false;
}

int Series::score(Seat seat) const {
    int total = 0;
    for (std::size_t k = 0; k < results_.size(); ++k) {
        if (format_ == Format::FivePoints) {
            if (defender_of_game(k) == seat) total += results_[k].points;
        } else if (game_winner(k) == seat) {
            ++total;
        }
    }
    return total;
}

Summary Series::summary() const {
    Summary s;
    s.games_played = static_cast<int>(results_.size());
    for (std::size_t k = 0; k < results_.size(); ++k) {
        const GameResult& r = results_[k];
        const Seat defender = defender_of_game(k);
        const std::size_t d = seat_index(defender), a = seat_index(other(defender));
        s.captures[a] += r.captures[static_cast<std::size_t>(index_of(Side::Attackers))];
        s.captures[d] += r.captures[static_cast<std::size_t>(index_of(Side::Defenders))];
        s.points[d] += r.points;
        if (const std::optional<Seat> w = game_winner(k)) {
            const Side side = *w == defender ? Side::Defenders : Side::Attackers;
            ++s.games_won[seat_index(*w)];
            s.winning_moves[seat_index(*w)] += r.moves[static_cast<std::size_t>(index_of(side))];
        }
    }
    if (!over()) return s;

    // Compares one number of the two players: the winner, or nullopt when equal.
    auto better = [](int first, int second, bool lower_wins) -> std::optional<Seat> {
        if (first == second) return std::nullopt;
        return (first < second) == lower_wins ? Seat::First : Seat::Second;
    };
    auto decide = [&](std::optional<Seat> winner, SeriesDecision why) {
        s.outcome = !winner                  ? SeriesOutcome::Draw
                    : *winner == Seat::First ? SeriesOutcome::FirstWins
                                             : SeriesOutcome::SecondWins;
        s.decision = winner ? why : SeriesDecision::Tied;
    };
    const std::array<int, 2>& won = s.games_won;
    if (format_ == Format::FivePoints) {
        decide(better(s.points[0], s.points[1], false), SeriesDecision::Points);
    } else if (format_ == Format::Single || won[0] != won[1]) {
        decide(better(won[0], won[1], false), SeriesDecision::GamesWon);
    } else if (won[0] == 0) {
        decide(std::nullopt, SeriesDecision::Tied);  // both games drawn
    } else if (std::optional<Seat> w = better(s.winning_moves[0], s.winning_moves[1], true)) {
        decide(w, SeriesDecision::FewerMoves);
    } else if (tie_break_ == TieBreak::FewerMovesThenCaptures) {
        decide(better(s.captures[0], s.captures[1], false), SeriesDecision::MoreCaptures);
    } else {
        decide(std::nullopt, SeriesDecision::Tied);
    }
    return s;
}

// [SECTION] Tag

std::string Series::to_tag() const {
    std::string out = "format=" + std::string(kFormatWords[static_cast<std::size_t>(format_)]) +
                      " tiebreak=" + std::string(kTieBreakWords[static_cast<std::size_t>(tie_break_)]) +
                      " first=" + player_tag(players_[0]) + " second=" + player_tag(players_[1]);
    if (cards_) out += " cards=" + cards_text(*cards_);
    for (std::size_t k = 0; k < results_.size(); ++k) {
        const GameResult& r = results_[k];
        out += k == 0 ? " games=" : ",";
        out += std::string(status_id(r.status)) + "/" + std::string(kEndWords[static_cast<std::size_t>(r.end)]) + "/" +
               std::string(r.reason == Reason::None ? kNone : reason_id(r.reason));
        for (int n : {r.moves[0], r.moves[1], r.captures[0], r.captures[1]}) out += "/" + std::to_string(n);
        out += "/" + std::string(r.edge ? kEdgeWords[static_cast<std::size_t>(*r.edge)] : kNone);
        out += "/" + (format_ == Format::FivePoints ? cards_text(r.cards) : std::string(kNone));
    }
    return out;
}

std::optional<Series> Series::from_tag(std::string_view text, std::string* error) {
    auto fail = [&](const std::string& what) -> std::optional<Series> {
        if (error) *error = "series " + what;
        return std::nullopt;
    };
    // The words key=value, each key once.
    std::optional<std::string_view> format_word, tie_word, first_word, second_word, cards_word, games_word;
    std::size_t k = 0;
    while (k < text.size()) {
        while (k < text.size() && (text[k] == ' ' || text[k] == '\t')) ++k;
        const std::size_t start = k;
        while (k < text.size() && text[k] != ' ' && text[k] != '\t') ++k;
        if (k == start) break;
        const std::string_view word = text.substr(start, k - start);
        const std::size_t eq = word.find('=');
        if (eq == std::string_view::npos) return fail("word " + quote_input(word) + " is not key=value");
        const std::string_view key = word.substr(0, eq), value = word.substr(eq + 1);
        std::optional<std::string_view>* slot = key == "format"     ? &format_word
                                                : key == "tiebreak" ? &tie_word
                                                : key == "first"    ? &first_word
                                                : key == "second"   ? &second_word
                                                : key == "cards"    ? &cards_word
                                                : key == "games"    ? &games_word
                                                                    : nullptr;
        if (!slot) return fail("key " + quote_input(key) + " is unknown");
        if (slot->has_value()) return fail("key " + quote_input(key) + " is given twice");
        *slot = value;
    }
    if (!format_word || !tie_word || !first_word || !second_word)
        return fail("needs format, tiebreak, first and second");
    const std::optional<std::size_t> format_index = word_index(kFormatWords, *format_word);
    if (!format_index) return fail("format " + quote_input(*format_word) + " is unknown");
    const std::optional<std::size_t> tie_index = word_index(kTieBreakWords, *tie_word);
    if (!tie_index) return fail("tiebreak " + quote_input(*tie_word) + " is unknown");
    const std::optional<Player> first = parse_player_tag(*first_word);
    const std::optional<Player> second = parse_player_tag(*second_word);
    if (!first || !second) return fail("player " + quote_input(first ? *second_word : *first_word) + " is unknown");
    Series series(static_cast<Format>(*format_index), static_cast<TieBreak>(*tie_index), *first, *second);

    if (games_word) {
        const std::vector<std::string_view> games = split(*games_word, ',');
        if (games.size() > kMaxSeriesGames) return fail("has too many games");
        for (std::size_t g = 0; g < games.size(); ++g) {
            const std::string where = "game " + std::to_string(g + 1) + " " + quote_input(games[g]) + ": ";
            if (series.over()) return fail(where + "comes after the end of the series");
            const std::vector<std::string_view> f = split(games[g], '/');
            if (f.size() != 9) return fail(where + "has not 9 fields separated by '/'");
            GameResult r;
            const std::optional<Status> status = parse_status(f[0]);
            const std::optional<std::size_t> end = word_index(kEndWords, f[1]);
            const std::optional<Reason> reason = parse_reason(f[2]);
            if (!status || !end || !reason) return fail(where + "bad status, ending or reason");
            r.status = *status;
            r.end = static_cast<EndKind>(*end);
            r.reason = *reason;
            for (std::size_t n = 0; n < 4; ++n) {
                const std::optional<int> count = parse_count(f[3 + n]);
                if (!count) return fail(where + "bad count " + quote_input(f[3 + n]));
                (n < 2 ? r.moves : r.captures)[n % 2] = *count;
            }
            if (f[7] != kNone) {
                const std::optional<std::size_t> edge = word_index(kEdgeWords, f[7]);
                if (!edge) return fail(where + "bad edge " + quote_input(f[7]));
                r.edge = static_cast<Edge>(*edge);
            }
            if (f[8] != kNone) {
                const std::optional<Cards> cards = parse_cards(f[8]);
                if (!cards) return fail(where + "bad cards " + quote_input(f[8]));
                r.cards = *cards;
                if (series.format_ == Format::FivePoints) r.points = points_of(r);
            }
            if (std::optional<std::string> problem = result_problem(r, series.format_)) return fail(where + *problem);
            series.results_.push_back(r);
        }
    }
    if (cards_word) {
        const std::optional<Cards> cards = parse_cards(*cards_word);
        if (!cards) return fail("cards " + quote_input(*cards_word) + " are not 1, 2, 3 and 4 in some order");
        if (!series.set_cards(*cards)) return fail("has cards only in a five-point series that is not over");
    }
    return series;
}

}  // namespace tafl::match
