// series_tag_test.cpp: tests of the series tag (game/match/series.h): written as documented,
// carried in a game record through the match's extra tags and resumed, refused when malformed,
// and never crashing on random text; and of the match's extra tags themselves.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "match/match.h"
#include "match/series.h"
#include "series_test_support.h"
#include "taflbord/game_record.h"
#include "text_edits.h"

namespace tafl::match::series_test {
namespace {

// [SECTION] Tags

TEST(SeriesTag, TheTagReadsLikeItsDocumentation) {
    Series series(Format::FivePoints, TieBreak::FewerMoves, kPerson, kHuscarl);
    ASSERT_TRUE(series.set_cards({3, 1, 4, 2}));
    Match game = next_game(series, "york");
    play_all(game, kYorkSouth);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    ASSERT_TRUE(series.set_cards({1, 2, 3, 4}));
    EXPECT_EQ(series.to_tag(),
              "format=five-points tiebreak=moves first=person second=huscarl cards=1234 "
              "games=defenders-win/rules/escape/4/4/0/0/south/3142");
}

TEST(SeriesTag, ASeriesTravelsInTheGameRecord) {
    Series series(Format::TwoGames, TieBreak::FewerMovesThenCaptures, kPerson, kPerson);
    ASSERT_EQ(series.record_game(brandubh_game(series, {kBothCapture, Side::Defenders})), RecordRefusal::None);
    Match game2 = next_game(series, "brandubh");
    play_all(game2, {"b4-b3"});
    ASSERT_TRUE(game2.set_extra_tag(std::string(kSeriesTag), series.to_tag()));
    std::string error;
    std::optional<std::string> text = game2.record("2024.06.01", &error);
    ASSERT_TRUE(text.has_value()) << error;
    std::optional<Match> loaded = Match::from_record(*text, &error);
    ASSERT_TRUE(loaded.has_value()) << error;
    const std::string* tag = loaded->extra_tag(kSeriesTag);
    ASSERT_NE(tag, nullptr) << *text;
    std::optional<Series> resumed = Series::from_tag(*tag, &error);
    ASSERT_TRUE(resumed.has_value()) << error;
    EXPECT_EQ(resumed->results(), series.results());
    EXPECT_EQ(resumed->game_number(), 2);
    play_all(*loaded, {"c4-c6", "b3-c3"});
    loaded->resign(Side::Attackers);
    ASSERT_EQ(resumed->record_game(*loaded), RecordRefusal::None);
    EXPECT_TRUE(resumed->over());
}

TEST(SeriesTag, MalformedTagsAreRefused) {
    const std::string game = "attackers-win/resigned/-/4/3/1/1/-/-";
    const std::string head = "format=two-games tiebreak=moves first=person second=person";
    ASSERT_TRUE(Series::from_tag(head + " games=" + game).has_value());
    const std::string five_over =
        "format=five-points tiebreak=moves first=person second=person games=defenders-win/rules/escape/4/4/0/0/north/"
        "4321,attackers-win/resigned/-/1/0/0/0/-/1234,defenders-win/rules/escape/4/4/0/0/north/4321";
    std::optional<Series> over = Series::from_tag(five_over);
    ASSERT_TRUE(over.has_value());
    EXPECT_TRUE(over->over());
    EXPECT_EQ(over->score(Seat::Second), 8);
    const std::vector<std::string> bad = {
        "",
        "format=single",
        "tiebreak=moves first=person second=person",
        head + " games=",
        head + " games=" + game + ",",
        head + " games=" + game + "," + game + "," + game,  // three games of two
        head + " format=single",
        head + " colour=blue",
        head + " cards=1234",  // cards in a two-game series
        head + " games",
        "format=three-games tiebreak=moves first=person second=person",
        "format=two-games tiebreak=coin first=person second=person",
        "format=two-games tiebreak=moves first=Jarl second=person",
        "format=two-games tiebreak=moves first=person second=emperor",
        head + " games=ongoing/resigned/-/4/3/1/1/-/-",
        head + " games=attackers-win/none/-/4/3/1/1/-/-",
        head + " games=attackers-win/resigned/escape/4/3/1/1/-/-",
        head + " games=draw/resigned/-/4/3/1/1/-/-",
        head + " games=attackers-win/draw-agreed/-/4/3/1/1/-/-",
        head + " games=attackers-win/rules/-/4/3/1/1/-/-",
        head + " games=attackers-win/rules/escape/4/3/1/1/-/-",
        head + " games=defenders-win/rules/escape/4/3/1/1/-/-",         // an escape without its edge
        head + " games=defenders-win/rules/edge-fort/4/3/1/1/north/-",  // an edge without an escape
        head + " games=defenders-win/rules/escape/4/3/1/1/up/-",
        head + " games=defenders-win/rules/escape/4/3/1/1/north/1234",  // cards outside five points
        head + " games=attackers-win/resigned/-/-4/3/1/1/-/-",
        head + " games=attackers-win/resigned/-/+4/3/1/1/-/-",
        head + " games=attackers-win/resigned/-/4/3/1/1000001/-/-",
        head + " games=attackers-win/resigned/-/4/3/1/1/-",
        head + " games=attackers-win/resigned/-/4/3/1/1/-/-/-",
        head + " games=attackers-win/resigned/-/4/3/1/x/-/-",
        "format=five-points tiebreak=moves first=person second=person cards=1235",
        "format=five-points tiebreak=moves first=person second=person cards=12345",
        "format=five-points tiebreak=moves first=person second=person games=defenders-win/rules/escape/4/4/0/0/"
        "north/-",
        "format=five-points tiebreak=moves first=person second=person games=defenders-win/rules/escape/4/4/0/0/"
        "north/1124",
        // A game after the fifth point, and cards after it (the second player scores 4 + 4).
        five_over + ",attackers-win/resigned/-/1/0/0/0/-/1234",
        five_over + " cards=1234",
        std::string("format=single\0 tiebreak=moves", 29),
    };
    for (const std::string& text : bad) {
        std::string error;
        EXPECT_FALSE(Series::from_tag(text, &error).has_value()) << text;
        EXPECT_FALSE(error.empty()) << text;
        EXPECT_EQ(error.rfind("series ", 0), 0U) << error;
    }
    EXPECT_FALSE(Series::from_tag("junk").has_value());
}

TEST(SeriesTag, RandomTextsNeverCrash) {
    std::mt19937 random(20240607);
    Series series(Format::FivePoints, TieBreak::FewerMovesThenCaptures, kPerson, kHuscarl);
    ASSERT_TRUE(series.set_cards({4, 3, 2, 1}));
    Match game = next_game(series, "york");
    play_all(game, kYorkNorth);
    ASSERT_EQ(series.record_game(game), RecordRefusal::None);
    ASSERT_TRUE(series.set_cards({2, 4, 1, 3}));
    const std::string good = series.to_tag();
    const std::string alphabet = "=/,- 0123456789abcdefghijklmnopqrstuvwxyz";
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    int read = 0;
    for (int round = 0; round < 4000; ++round) {
        std::string text;
        if (round % 4 == 0) {
            text.resize(pick(120));
            for (char& c : text) c = static_cast<char>(pick(256));
        } else {
            text = good;
            const std::size_t edits = 1 + pick(3);
            for (std::size_t e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = pick(text.size());
                edit_text_at(text, at, alphabet, pick);
            }
        }
        std::string error;
        std::optional<Series> s = Series::from_tag(text, &error);
        if (s) {
            ++read;
            // Whatever reads is a sound series: it writes a tag that reads back the same.
            std::optional<Series> back = Series::from_tag(s->to_tag(), &error);
            ASSERT_TRUE(back.has_value()) << error << "\n" << s->to_tag();
            EXPECT_EQ(back->to_tag(), s->to_tag());
            EXPECT_EQ(back->summary().outcome, s->summary().outcome);
        } else {
            EXPECT_FALSE(error.empty()) << text;
        }
    }
    EXPECT_GT(read, 0);
}

// [SECTION] Extra tags of the match

TEST(MatchExtraTags, SetReadReplaceAndRemove) {
    Match match(rules_of("brandubh"), "brandubh", kPerson, kPerson, 1);
    EXPECT_EQ(match.extra_tag("taflbord-series"), nullptr);
    EXPECT_TRUE(match.set_extra_tag("taflbord-series", "format=single"));
    EXPECT_TRUE(match.set_extra_tag("taflbord-note", "a: b"));
    EXPECT_TRUE(match.set_extra_tag("taflbord-series", "format=two-games"));  // in place
    ASSERT_NE(match.extra_tag("taflbord-series"), nullptr);
    EXPECT_EQ(*match.extra_tag("taflbord-series"), "format=two-games");
    ASSERT_EQ(match.extra_tags().size(), 2U);
    EXPECT_EQ(match.extra_tags()[0].first, "taflbord-series");
    for (std::string_view name :
         {"series", "taflbord-", "taflbord-Series", "taflbord_x", "taflbord-a b", "taflbord-seed", "taflbord-end",
          "taflbord-preset", "taflbord-rules", "taflbord-to-move", "time-control"})
        EXPECT_FALSE(match.set_extra_tag(std::string(name), "x")) << name;
    for (std::string_view value : {"a]b", "a[b", "a\nb", "a\rb"})
        EXPECT_FALSE(match.set_extra_tag("taflbord-x", std::string(value))) << value;
    EXPECT_EQ(match.extra_tag("taflbord-x"), nullptr);
    EXPECT_TRUE(match.remove_extra_tag("taflbord-note"));
    EXPECT_FALSE(match.remove_extra_tag("taflbord-note"));
    EXPECT_EQ(match.extra_tags().size(), 1U);
}

TEST(MatchExtraTags, WrittenInOrderAndReadBack) {
    Match match(rules_of("brandubh"), "brandubh", kPerson, kPerson, 1);
    play_all(match, {"b4-b3"});
    ASSERT_TRUE(match.set_extra_tag("taflbord-zeta", "last set first"));
    ASSERT_TRUE(match.set_extra_tag("taflbord-alpha", ""));
    std::string error;
    std::optional<std::string> text = match.record("", &error);
    ASSERT_TRUE(text.has_value()) << error;
    const std::size_t zeta = text->find("[taflbord-zeta:last set first]");
    const std::size_t alpha = text->find("[taflbord-alpha:]");
    ASSERT_NE(zeta, std::string::npos) << *text;
    ASSERT_NE(alpha, std::string::npos) << *text;
    EXPECT_LT(zeta, alpha);
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->extra_tags(), match.extra_tags());
    EXPECT_EQ(back->record(""), text);
}

TEST(MatchExtraTags, FromForeignRecords) {
    Position start(rules_of("brandubh"));
    GameInfo info;
    info.tags = {{"event", "club night"},
                 {"taflbord-series", "format=single tiebreak=moves first=person second=person"},
                 {"taflbord-later", "1"},
                 {"taflbord-later", "2"}};
    std::optional<std::string> text = write_game_record(start, {}, info);
    ASSERT_TRUE(text.has_value());
    std::string error;
    std::optional<Match> match = Match::from_record(*text, &error);
    ASSERT_TRUE(match.has_value()) << error;
    ASSERT_EQ(match->extra_tags().size(), 2U);  // not the event, and the first `later` only
    EXPECT_EQ(*match->extra_tag("taflbord-later"), "1");
    EXPECT_EQ(match->extra_tag("event"), nullptr);
    EXPECT_TRUE(Series::from_tag(*match->extra_tag(kSeriesTag)).has_value());

    // A taflbord tag the match could not write again is refused.
    info.tags = {{"taflbord-x", "1"}};
    text = write_game_record(start, {}, info);
    ASSERT_TRUE(text.has_value());
    std::string bad = *text;
    bad.replace(bad.find("taflbord-x"), 10, "taflbord-X");
    EXPECT_FALSE(Match::from_record(bad, &error).has_value());
    EXPECT_NE(error.find("taflbord-X"), std::string::npos) << error;
}

}  // namespace
}  // namespace tafl::match::series_test
