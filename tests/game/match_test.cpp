// match_test.cpp: tests of the match (game/match): players, playing and refusing moves, the view
// of earlier positions, undo and redo in hot seat and against the AI, resignation and agreed draws,
// game records written and read back, and hostile record texts.
#include "match/match.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "taflbord/ai/levels.h"
#include "taflbord/ai/search.h"
#include "taflbord/game_record.h"
#include "test_support.h"
#include "text_edits.h"

namespace tafl::match {
namespace {

using test::mv;

// [SECTION] Helpers

const Player kPerson{};
const Player kHuscarl{PlayerKind::Ai, "huscarl"};
const Player kThrall{PlayerKind::Ai, "thrall"};

std::shared_ptr<const Rules> brandubh() {
    static const std::shared_ptr<const Rules> rules = test::compile(test::preset_rules("brandubh"));
    return rules;
}

Match hot_seat(std::uint64_t seed = 7) { return Match(brandubh(), "brandubh", kPerson, kPerson, seed); }

// Plays moves that must be legal.
void play_all(Match& match, const std::vector<std::string_view>& moves) {
    for (std::string_view m : moves) {
        Illegal why = Illegal::None;
        ASSERT_TRUE(match.play(mv(m), &why).has_value()) << m << ": " << illegal_id(why);
    }
}

// The brandubh line of the brief: the defenders' e4-e6 takes d6, the attackers' f3-e3 takes d3.
const std::vector<std::string_view> kCaptureLine = {"b4-b3", "c4-c6", "b3-c3", "e4-e6", "f4-f3", "d5-b5", "f3-e3"};

std::vector<Move> to_moves(const std::vector<std::string_view>& texts) {
    std::vector<Move> out;
    for (std::string_view t : texts) out.push_back(mv(t));
    return out;
}

std::vector<Move> line_of(const Match& match) { return {match.moves().begin(), match.moves().end()}; }

// The AI's move for the live position, from a real search with the match's request.
Move ai_move(const Match& match) {
    std::optional<Match::AiRequest> request = match.ai_request();
    if (!request) throw std::runtime_error("no AI to move");
    ai::Searcher searcher(1);
    ai::Result result = searcher.search(match.position(), request->limits, request->style, request->seed);
    if (!result.has_move()) throw std::runtime_error("the AI found no move");
    return result.best;
}

// A brandubh match read from a record that starts from a drawn position, the defenders to move:
// the king on c7 escapes to the corner a7 with one move.
Match one_move_from_escape() {
    const Position start = test::drawn("brandubh", R"(
        . . K . . . .
        . . . . . . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        . . t . t . .
        . . . . . d .
    )",
                                       Side::Defenders);
    GameInfo info;
    info.preset = "brandubh";
    std::string error;
    std::optional<std::string> text = write_game_record(start, {}, info, &error);
    if (!text) throw std::runtime_error(error);
    std::optional<Match> match = Match::from_record(*text, &error);
    if (!match) throw std::runtime_error(error);
    return std::move(*match);
}

// [SECTION] Players

TEST(MatchPlayers, TagsNamePersonsAndLevels) {
    EXPECT_EQ(player_tag(kPerson), "person");
    EXPECT_EQ(player_tag(kHuscarl), "huscarl");
    for (const ai::Level& level : ai::levels()) {
        std::optional<Player> p = parse_player_tag(level.id);
        ASSERT_TRUE(p.has_value()) << level.id;
        EXPECT_EQ(p->kind, PlayerKind::Ai);
        EXPECT_EQ(p->level, level.id);
        EXPECT_EQ(player_tag(*p), level.id);
    }
    EXPECT_EQ(parse_player_tag("person"), kPerson);
    EXPECT_FALSE(parse_player_tag("Person").has_value());
    EXPECT_FALSE(parse_player_tag("OpenTafl AI").has_value());
    EXPECT_FALSE(parse_player_tag("").has_value());
}

TEST(MatchPlayers, ConstructorRefusesUnknownLevelAndMissingRules) {
    EXPECT_THROW(Match(brandubh(), "brandubh", kPerson, Player{PlayerKind::Ai, "emperor"}, 1), std::invalid_argument);
    EXPECT_THROW(Match(nullptr, "brandubh", kPerson, kPerson, 1), std::invalid_argument);
    // A person's level is never read.
    EXPECT_NO_THROW(Match(brandubh(), "brandubh", Player{PlayerKind::Person, "emperor"}, kPerson, 1));
}

TEST(MatchPlayers, KnowsWhoIsToMove) {
    Match match(brandubh(), "brandubh", kPerson, kHuscarl, 1);
    EXPECT_EQ(match.player(Side::Attackers), kPerson);
    EXPECT_EQ(match.player(Side::Defenders), kHuscarl);
    EXPECT_FALSE(match.ai_to_move());
    EXPECT_FALSE(match.ai_request().has_value());
    play_all(match, {"b4-b3"});
    EXPECT_TRUE(match.ai_to_move());
    // The AI still thinks while the person looks back.
    match.set_view(0);
    EXPECT_TRUE(match.ai_to_move());
}

// [SECTION] Playing

TEST(MatchPlay, PlaysLegalMovesAndRefusesIllegalOnes) {
    Match match = hot_seat();
    EXPECT_EQ(match.position().side_to_move(), Side::Attackers);

    Illegal why = Illegal::None;
    EXPECT_FALSE(match.play(mv("c4-c6"), &why).has_value());  // a defender
    EXPECT_EQ(why, Illegal::NotYourPiece);
    EXPECT_FALSE(match.play(mv("b4-c3"), &why).has_value());
    EXPECT_EQ(why, Illegal::NotStraight);
    EXPECT_FALSE(match.play(mv("a4-c4"), &why).has_value());
    EXPECT_EQ(why, Illegal::PathBlocked);
    EXPECT_FALSE(match.play(mv("c3-c2")).has_value());  // no `why`: still refused
    EXPECT_TRUE(match.moves().empty());

    std::optional<MoveResult> r = match.play(mv("b4-b3"), &why);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(why, Illegal::None);
    EXPECT_EQ(r->move, mv("b4-b3"));
    EXPECT_EQ(r->mover, Piece::Attacker);
    EXPECT_EQ(r->capture_count, 0);
    EXPECT_EQ(line_of(match), to_moves({"b4-b3"}));
    EXPECT_EQ(match.position().side_to_move(), Side::Defenders);
    EXPECT_EQ(match.position().at(test::sq("b3")), Piece::Attacker);
    EXPECT_EQ(match.end(), EndKind::None);
    EXPECT_EQ(match.status(), Status::Ongoing);
}

TEST(MatchPlay, ResultsAndTextsShowCaptures) {
    Match match = hot_seat();
    std::vector<MoveResult> results;
    for (std::string_view m : kCaptureLine) {
        std::optional<MoveResult> r = match.play(mv(m));
        ASSERT_TRUE(r.has_value()) << m;
        results.push_back(*r);
    }
    EXPECT_EQ(test::captured(results[3]), std::vector<std::string>{"d6"});
    EXPECT_EQ(test::captured(results[6]), std::vector<std::string>{"d3"});
    const std::vector<std::string>& texts = match.move_texts();
    ASSERT_EQ(texts.size(), kCaptureLine.size());
    EXPECT_EQ(texts[0], "b4-b3");
    EXPECT_EQ(texts[3], "e4-e6xd6");
    EXPECT_EQ(texts[6], "f3-e3xd3");
    // Each text is the engine's record of the move as played.
    for (std::size_t k = 0; k < texts.size(); ++k) {
        Position after = match.position_at(static_cast<int>(k) + 1);
        EXPECT_EQ(texts[k], write_move_record(record_last_move(after))) << k;
    }
    EXPECT_EQ(match.position().at(test::sq("d6")), Piece::Empty);
    EXPECT_EQ(match.position().at(test::sq("d3")), Piece::Empty);
    // One man lost each: the attacker on d6, the defender on d3; an undo gives the defender back.
    EXPECT_EQ(match.men_lost(Side::Attackers), 1);
    EXPECT_EQ(match.men_lost(Side::Defenders), 1);
    match.undo();
    EXPECT_EQ(match.men_lost(Side::Defenders), 0);
    EXPECT_EQ(match.men_lost(Side::Attackers), 1);
}

TEST(MatchPlay, KingMovesAreWrittenWithTheirLetterAndSymbol) {
    Match match = one_move_from_escape();
    ASSERT_TRUE(match.play(mv("c7-a7")).has_value());
    ASSERT_EQ(match.move_texts().size(), 1U);
    EXPECT_EQ(match.move_texts()[0], "Kc7-a7--");
}

TEST(MatchPlay, AGameOverByTheRulesRefusesMoves) {
    Match match = one_move_from_escape();
    EXPECT_EQ(match.position().side_to_move(), Side::Defenders);
    EXPECT_FALSE(match.over());
    std::optional<MoveResult> r = match.play(mv("c7-a7"));
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->reason, Reason::Escape);
    EXPECT_TRUE(match.over());
    EXPECT_EQ(match.end(), EndKind::Rules);
    EXPECT_EQ(match.status(), Status::DefendersWin);
    EXPECT_EQ(match.reason(), Reason::Escape);
    EXPECT_FALSE(match.resigned().has_value());

    Illegal why = Illegal::None;
    EXPECT_FALSE(match.play(mv("d5-d6"), &why).has_value());
    EXPECT_EQ(why, Illegal::GameOver);
    EXPECT_EQ(match.moves().size(), 1U);
    // Resigning or agreeing to a draw after the end changes nothing.
    match.resign(Side::Defenders);
    match.agree_draw();
    EXPECT_EQ(match.end(), EndKind::Rules);
    EXPECT_EQ(match.status(), Status::DefendersWin);

    // Undo takes the escape back; the game goes on.
    EXPECT_EQ(match.undo(), to_moves({"c7-a7"}));
    EXPECT_FALSE(match.over());
    EXPECT_EQ(match.reason(), Reason::None);
    EXPECT_EQ(match.redo(), to_moves({"c7-a7"}));
    EXPECT_EQ(match.status(), Status::DefendersWin);
}

// [SECTION] Looking back

TEST(MatchView, ShowsEarlierPositionsAndReturnsToLive) {
    Match match = hot_seat();
    EXPECT_EQ(match.view(), 0);
    EXPECT_FALSE(match.viewing_past());
    play_all(match, {"b4-b3", "c4-c6", "b3-c3"});
    EXPECT_EQ(match.view(), 3);
    EXPECT_FALSE(match.viewing_past());

    match.set_view(1);
    EXPECT_EQ(match.view(), 1);
    EXPECT_TRUE(match.viewing_past());
    Position expected(brandubh());
    expected.make(mv("b4-b3"));
    Position at1 = match.position_at(1);
    EXPECT_EQ(at1.record(), expected.record());
    EXPECT_EQ(at1.key(), expected.key());
    EXPECT_EQ(at1.ply(), 1);
    EXPECT_EQ(at1.moves_played(), to_moves({"b4-b3"}));
    // The live position is untouched by looking back.
    EXPECT_EQ(match.position().ply(), 3);

    EXPECT_EQ(match.position_at(0).record(), Position(brandubh()).record());
    EXPECT_EQ(match.position_at(-4).ply(), 0);
    EXPECT_EQ(match.position_at(99).key(), match.position().key());

    match.set_view(-2);
    EXPECT_EQ(match.view(), 0);
    match.set_view(99);
    EXPECT_EQ(match.view(), 3);
    EXPECT_FALSE(match.viewing_past());

    // The live view follows new moves.
    play_all(match, {"e4-e6"});
    EXPECT_EQ(match.view(), 4);
}

TEST(MatchView, PlayingWhileLookingBackPlaysAtTheLiveEnd) {
    Match match = hot_seat();
    play_all(match, {"b4-b3", "c4-c6"});
    match.set_view(0);
    // b4-b3 would be legal in the viewed position but the attackers' pawn has gone from b4 live.
    Illegal why = Illegal::None;
    EXPECT_FALSE(match.play(mv("b4-b3"), &why).has_value());
    EXPECT_EQ(why, Illegal::NoPieceThere);
    EXPECT_TRUE(match.viewing_past());  // a refused move leaves the view alone
    ASSERT_TRUE(match.play(mv("b3-c3")).has_value());
    EXPECT_FALSE(match.viewing_past());
    EXPECT_EQ(line_of(match), to_moves({"b4-b3", "c4-c6", "b3-c3"}));
}

// [SECTION] Undo and redo

TEST(MatchUndo, HotSeatTakesBackOneMoveAtATime) {
    Match match = hot_seat();
    EXPECT_FALSE(match.can_undo());
    EXPECT_FALSE(match.can_redo());
    EXPECT_TRUE(match.undo().empty());
    EXPECT_TRUE(match.redo().empty());

    play_all(match, {"b4-b3", "c4-c6", "b3-c3"});
    const Position before = match.position();
    const std::vector<std::string> texts = match.move_texts();
    match.set_view(1);

    EXPECT_TRUE(match.can_undo());
    EXPECT_EQ(match.undo(), to_moves({"b3-c3"}));
    EXPECT_FALSE(match.viewing_past());
    EXPECT_EQ(line_of(match), to_moves({"b4-b3", "c4-c6"}));
    EXPECT_EQ(match.move_texts().size(), 2U);
    EXPECT_EQ(match.position().side_to_move(), Side::Attackers);
    EXPECT_EQ(match.undo(), to_moves({"c4-c6"}));
    EXPECT_EQ(match.position().ply(), 1);
    EXPECT_TRUE(match.can_redo());

    EXPECT_EQ(match.redo(), to_moves({"c4-c6"}));
    EXPECT_EQ(match.redo(), to_moves({"b3-c3"}));
    EXPECT_FALSE(match.can_redo());
    EXPECT_EQ(match.position().record(), before.record());
    EXPECT_EQ(match.position().key(), before.key());
    EXPECT_EQ(match.move_texts(), texts);

    // Undo back to the start.
    for (int k = 0; k < 3; ++k) EXPECT_EQ(match.undo().size(), 1U);
    EXPECT_FALSE(match.can_undo());
    EXPECT_EQ(match.position().record(), Position(brandubh()).record());
    EXPECT_EQ(match.position().ply(), 0);
}

TEST(MatchUndo, ANewMoveClearsRedo) {
    Match match = hot_seat();
    play_all(match, {"b4-b3", "c4-c6"});
    match.undo();
    ASSERT_TRUE(match.can_redo());
    // A refused move leaves the redo list.
    EXPECT_FALSE(match.play(mv("b4-b2")).has_value());
    EXPECT_TRUE(match.can_redo());
    play_all(match, {"e4-e6"});
    EXPECT_FALSE(match.can_redo());
    EXPECT_TRUE(match.redo().empty());
    EXPECT_EQ(line_of(match), to_moves({"b4-b3", "e4-e6"}));
}

TEST(MatchUndo, AgainstTheAiTakesBackTheReplyAndThePersonsMove) {
    Match match(brandubh(), "brandubh", kPerson, Player{PlayerKind::Ai, "bondi"}, 42);
    play_all(match, {"b4-b3"});
    ASSERT_TRUE(match.ai_to_move());
    const Move reply = ai_move(match);
    ASSERT_TRUE(match.play(reply).has_value());
    EXPECT_FALSE(match.ai_to_move());
    const Position live = match.position();

    ASSERT_TRUE(match.can_undo());
    // Last played first.
    EXPECT_EQ(match.undo(), (std::vector<Move>{reply, mv("b4-b3")}));
    EXPECT_TRUE(match.moves().empty());
    EXPECT_EQ(match.position().side_to_move(), Side::Attackers);
    EXPECT_FALSE(match.ai_to_move());
    EXPECT_FALSE(match.can_undo());

    ASSERT_TRUE(match.can_redo());
    EXPECT_EQ(match.redo(), (std::vector<Move>{mv("b4-b3"), reply}));
    EXPECT_EQ(match.position().key(), live.key());
    EXPECT_EQ(match.position().record(), live.record());
    EXPECT_FALSE(match.ai_to_move());
    EXPECT_FALSE(match.can_redo());

    // Undo while the AI is to move takes back the person's move alone.
    play_all(match, {"b3-b2"});
    ASSERT_TRUE(match.ai_to_move());
    EXPECT_EQ(match.undo(), to_moves({"b3-b2"}));
    EXPECT_EQ(line_of(match), (std::vector<Move>{mv("b4-b3"), reply}));
    EXPECT_FALSE(match.ai_to_move());
}

TEST(MatchUndo, TheAisOpeningMovesStay) {
    // The AI attacks and opens; its first move cannot be taken back (it would play it again).
    Match match(brandubh(), "brandubh", kThrall, kPerson, 3);
    ASSERT_TRUE(match.ai_to_move());
    const Move opening = ai_move(match);
    ASSERT_TRUE(match.play(opening).has_value());
    EXPECT_FALSE(match.can_undo());
    EXPECT_TRUE(match.undo().empty());
    EXPECT_EQ(match.moves().size(), 1U);

    // The person replies, the AI answers: undo takes back both, back to the person's turn.
    MoveList legal;
    match.position().legal_moves(legal);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(match.play(legal[0]).has_value());
    const Move answer = ai_move(match);
    ASSERT_TRUE(match.play(answer).has_value());
    EXPECT_EQ(match.undo(), (std::vector<Move>{answer, legal[0]}));
    EXPECT_EQ(line_of(match), std::vector<Move>{opening});
    EXPECT_FALSE(match.ai_to_move());
}

TEST(MatchUndo, TwoAisUndoOneMove) {
    Match match(brandubh(), "brandubh", kThrall, kThrall, 5);
    for (int k = 0; k < 3; ++k) ASSERT_TRUE(match.play(ai_move(match)).has_value());
    const Move third = match.moves().back();
    EXPECT_EQ(match.undo(), std::vector<Move>{third});
    EXPECT_EQ(match.moves().size(), 2U);
    EXPECT_EQ(match.redo(), std::vector<Move>{third});
}

// [SECTION] Endings

TEST(MatchEnd, ResignationEndsTheGameUntilUndone) {
    Match match = hot_seat();
    play_all(match, {"b4-b3", "c4-c6"});
    match.undo();
    const Position live = match.position();

    match.resign(Side::Attackers);
    EXPECT_TRUE(match.over());
    EXPECT_EQ(match.end(), EndKind::Resigned);
    EXPECT_EQ(match.status(), Status::DefendersWin);
    EXPECT_EQ(match.reason(), Reason::None);
    EXPECT_EQ(match.resigned(), Side::Attackers);
    Illegal why = Illegal::None;
    EXPECT_FALSE(match.play(mv("c4-c6"), &why).has_value());
    EXPECT_EQ(why, Illegal::GameOver);
    EXPECT_FALSE(match.can_redo());
    EXPECT_TRUE(match.redo().empty());
    // A second ending is ignored.
    match.resign(Side::Defenders);
    match.agree_draw();
    EXPECT_EQ(match.resigned(), Side::Attackers);
    EXPECT_EQ(match.status(), Status::DefendersWin);

    // Undo takes back the resignation alone.
    ASSERT_TRUE(match.can_undo());
    EXPECT_TRUE(match.undo().empty());
    EXPECT_FALSE(match.over());
    EXPECT_EQ(match.end(), EndKind::None);
    EXPECT_FALSE(match.resigned().has_value());
    EXPECT_EQ(match.status(), Status::Ongoing);
    EXPECT_EQ(match.position().key(), live.key());
    EXPECT_EQ(match.moves().size(), 1U);
    // The redo list survived the resignation.
    EXPECT_EQ(match.redo(), to_moves({"c4-c6"}));

    match.resign(Side::Attackers);  // the side not to move may resign too
    EXPECT_EQ(match.status(), Status::DefendersWin);
}

TEST(MatchEnd, AgreedDrawEndsTheGameUntilUndone) {
    Match match = hot_seat();
    EXPECT_FALSE(match.can_undo());
    match.agree_draw();
    EXPECT_TRUE(match.over());
    EXPECT_EQ(match.end(), EndKind::DrawAgreed);
    EXPECT_EQ(match.status(), Status::Draw);
    EXPECT_FALSE(match.resigned().has_value());
    EXPECT_FALSE(match.play(mv("b4-b3")).has_value());
    ASSERT_TRUE(match.can_undo());
    EXPECT_TRUE(match.undo().empty());
    EXPECT_FALSE(match.over());
    EXPECT_FALSE(match.can_undo());
    EXPECT_TRUE(match.play(mv("b4-b3")).has_value());
}

TEST(MatchEnd, NoAiMoveAfterTheEnd) {
    Match match(brandubh(), "brandubh", kHuscarl, kPerson, 1);
    ASSERT_TRUE(match.ai_request().has_value());
    match.resign(Side::Defenders);
    EXPECT_FALSE(match.ai_to_move());
    EXPECT_FALSE(match.ai_request().has_value());
    EXPECT_EQ(match.status(), Status::AttackersWin);
}

// [SECTION] AI requests

TEST(MatchAi, RequestsCarryTheLevelAndASeedPerPly) {
    const ai::Level* huscarl = ai::find_level("huscarl");
    ASSERT_NE(huscarl, nullptr);
    Match a(brandubh(), "brandubh", kHuscarl, kHuscarl, 1000);
    Match b(brandubh(), "brandubh", kHuscarl, kHuscarl, 1000);
    Match other(brandubh(), "brandubh", kHuscarl, kHuscarl, 2000);
    std::vector<std::uint64_t> seeds;
    for (std::string_view m : {"b4-b3", "c4-c6", "b3-c3"}) {
        std::optional<Match::AiRequest> ra = a.ai_request(), rb = b.ai_request(), ro = other.ai_request();
        ASSERT_TRUE(ra && rb && ro);
        EXPECT_EQ(ra->seed, rb->seed);
        EXPECT_NE(ra->seed, ro->seed);
        EXPECT_EQ(ra->limits.nodes, huscarl->limits.nodes);
        EXPECT_EQ(ra->limits.depth, huscarl->limits.depth);
        EXPECT_EQ(ra->style.root_noise, huscarl->style.root_noise);
        seeds.push_back(ra->seed);
        play_all(a, {m});
        play_all(b, {m});
        play_all(other, {m});
    }
    EXPECT_EQ(seeds, (std::vector<std::uint64_t>{1000, 1001, 1002}));
    // Back at a ply, the same seed again.
    a.undo();
    EXPECT_EQ(a.ai_request()->seed, 1002U);
}

TEST(MatchAi, ReplayedGamesGetTheSameAiMoves) {
    auto play_out = [](std::uint64_t seed) {
        Match match(brandubh(), "brandubh", Player{PlayerKind::Ai, "karl"}, kThrall, seed);
        for (int k = 0; k < 8 && match.ai_to_move(); ++k)
            if (!match.play(ai_move(match))) throw std::runtime_error("the AI played an illegal move");
        return line_of(match);
    };
    const std::vector<Move> first = play_out(11);
    EXPECT_EQ(first.size(), 8U);
    EXPECT_EQ(play_out(11), first);
}

// [SECTION] Records

TEST(MatchRecord, RoundTripOfAGameWithCaptures) {
    Match match(brandubh(), "brandubh", kPerson, kHuscarl, 99);
    play_all(match, kCaptureLine);
    std::string error;
    std::optional<std::string> text = match.record("2024.05.01", &error);
    ASSERT_TRUE(text.has_value()) << error;
    EXPECT_NE(text->find("[date:2024.05.01]"), std::string::npos) << *text;
    EXPECT_NE(text->find("[attackers:person]"), std::string::npos) << *text;
    EXPECT_NE(text->find("[defenders:huscarl]"), std::string::npos) << *text;
    EXPECT_NE(text->find("[taflbord-preset:brandubh]"), std::string::npos) << *text;
    EXPECT_NE(text->find("e4-e6xd6"), std::string::npos) << *text;
    EXPECT_NE(text->find("f3-e3xd3"), std::string::npos) << *text;
    EXPECT_EQ(text->find("termination"), std::string::npos) << *text;

    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(line_of(*back), line_of(match));
    EXPECT_EQ(back->move_texts(), match.move_texts());
    EXPECT_EQ(back->position().record(), match.position().record());
    EXPECT_EQ(back->position().key(), match.position().key());
    EXPECT_EQ(back->position().ply(), 7);
    EXPECT_EQ(back->position().rules().set(), match.position().rules().set());
    EXPECT_EQ(back->player(Side::Attackers), kPerson);
    EXPECT_EQ(back->player(Side::Defenders), kHuscarl);
    EXPECT_EQ(back->preset_id(), "brandubh");
    EXPECT_EQ(back->seed(), 99U);
    EXPECT_EQ(back->end(), EndKind::None);
    EXPECT_FALSE(back->viewing_past());
    EXPECT_FALSE(back->can_redo());
    EXPECT_TRUE(back->ai_to_move());
    EXPECT_EQ(back->ai_request()->seed, match.ai_request()->seed);
    // The history is whole: undo works on the loaded game and the record reads the same again.
    EXPECT_EQ(back->record("2024.05.01"), text);
    EXPECT_EQ(back->undo(), to_moves({"f3-e3"}));
    EXPECT_EQ(back->position().at(test::sq("d3")), Piece::Defender);

    // Without a date there is no date tag.
    std::optional<std::string> undated = match.record("");
    ASSERT_TRUE(undated.has_value());
    EXPECT_EQ(undated->find("[date:"), std::string::npos);
}

TEST(MatchRecord, RefusesABadDate) {
    Match match = hot_seat();
    std::string error;
    for (std::string_view date : {"2024-05-01", "24.05.01", "2024.5.1", "2024.05.01]", "yyyy.mm.dd"}) {
        error.clear();
        EXPECT_FALSE(match.record(date, &error).has_value()) << date;
        EXPECT_NE(error.find("YYYY.MM.DD"), std::string::npos) << error;
    }
}

TEST(MatchRecord, RoundTripOfAGameOverByTheRules) {
    Match match = one_move_from_escape();
    play_all(match, {"c7-a7"});
    std::string error;
    std::optional<std::string> text = match.record("", &error);
    ASSERT_TRUE(text.has_value()) << error;
    EXPECT_NE(text->find("[termination:escape]"), std::string::npos) << *text;
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->end(), EndKind::Rules);
    EXPECT_EQ(back->status(), Status::DefendersWin);
    EXPECT_EQ(back->reason(), Reason::Escape);
    // The start position came from the record: undo goes back to it, the defenders to move.
    EXPECT_EQ(back->undo(), to_moves({"c7-a7"}));
    EXPECT_EQ(back->position().record(), one_move_from_escape().position().record());
    EXPECT_EQ(back->position().side_to_move(), Side::Defenders);
}

TEST(MatchRecord, RoundTripOfResignations) {
    for (Side side : {Side::Attackers, Side::Defenders}) {
        Match match(brandubh(), "brandubh", kPerson, kThrall, 4);
        play_all(match, {"b4-b3", "c4-c6", "b3-c3"});  // the defenders to move
        match.resign(side);
        std::string error;
        std::optional<std::string> text = match.record("2024.01.02", &error);
        ASSERT_TRUE(text.has_value()) << error;
        if (side == Side::Defenders) {
            EXPECT_NE(text->find("---"), std::string::npos) << *text;  // the side to move: OpenTafl's way
            EXPECT_EQ(text->find("taflbord-end"), std::string::npos) << *text;
        } else {
            EXPECT_NE(text->find("[taflbord-end:attackers-resigned]"), std::string::npos) << *text;
        }
        std::optional<Match> back = Match::from_record(*text, &error);
        ASSERT_TRUE(back.has_value()) << error << "\n" << *text;
        EXPECT_EQ(back->end(), EndKind::Resigned);
        EXPECT_EQ(back->resigned(), side);
        EXPECT_EQ(back->status(), match.status());
        EXPECT_EQ(line_of(*back), line_of(match));
        EXPECT_FALSE(back->ai_to_move());
        EXPECT_EQ(back->record("2024.01.02"), text);
        // Undo restores the game.
        EXPECT_TRUE(back->undo().empty());
        EXPECT_EQ(back->end(), EndKind::None);
        EXPECT_TRUE(back->ai_to_move());
    }
}

TEST(MatchRecord, RoundTripOfAnAgreedDraw) {
    Match match = hot_seat();
    play_all(match, kCaptureLine);
    match.agree_draw();
    std::string error;
    std::optional<std::string> text = match.record("", &error);
    ASSERT_TRUE(text.has_value()) << error;
    EXPECT_NE(text->find("[taflbord-end:draw-agreed]"), std::string::npos) << *text;
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->end(), EndKind::DrawAgreed);
    EXPECT_EQ(back->status(), Status::Draw);
    EXPECT_FALSE(back->resigned().has_value());
    EXPECT_EQ(line_of(*back), line_of(match));
}

TEST(MatchRecord, ForeignPlayerNamesArePersons) {
    Match match(brandubh(), "brandubh", kHuscarl, kHuscarl, 0);
    std::string text = *match.record("");
    const std::string from = "[attackers:huscarl]";
    text.replace(text.find(from), from.size(), "[attackers:OpenTafl AI]");
    std::string error;
    std::optional<Match> back = Match::from_record(text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->player(Side::Attackers), kPerson);
    EXPECT_EQ(back->player(Side::Defenders), kHuscarl);
}

TEST(MatchRecord, ARecordWithoutOurTagsReads) {
    Position start(brandubh());
    const std::vector<Move> moves = to_moves({"b4-b3", "c4-c6"});
    std::optional<std::string> text = write_game_record(start, moves, GameInfo{});
    ASSERT_TRUE(text.has_value());
    std::string error;
    std::optional<Match> back = Match::from_record(*text, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(line_of(*back), moves);
    EXPECT_EQ(back->player(Side::Attackers), kPerson);
    EXPECT_EQ(back->preset_id(), "");
    EXPECT_EQ(back->seed(), 0U);
}

// [SECTION] Hostile records

// Replaces the first `from` in `text` by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const std::size_t at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("no " + std::string(from));
    return text.replace(at, from.size(), to);
}

std::string capture_line_record() {
    Match match(brandubh(), "brandubh", kPerson, kHuscarl, 99);
    play_all(match, kCaptureLine);
    return *match.record("2024.05.01");
}

TEST(MatchRecordErrors, MalformedTextsGiveMessages) {
    const std::string good = capture_line_record();
    struct Case {
        std::string text;
        std::string_view expected;  // a part of the message
    };
    const std::vector<Case> cases = {
        {"", ""},
        {"hello", ""},
        {"[rules:dim:7]\n", ""},
        {replaced(good, "f3-e3xd3", "f3-z3"), "line"},
        {replaced(good, "f3-e3xd3", "f3-e7"), "illegal"},
        {replaced(good, "[taflbord-seed:99]", "[taflbord-seed:-1]"), "taflbord-seed"},
        {replaced(good, "[taflbord-seed:99]", "[taflbord-seed:99999999999999999999999]"), "taflbord-seed"},
        {replaced(good, "[taflbord-seed:99]", "[taflbord-seed:]"), "taflbord-seed"},
        {replaced(good, "[taflbord-seed:99]", "[taflbord-end:stalemate]"), "unknown ending"},
    };
    for (const Case& c : cases) {
        std::string error;
        EXPECT_FALSE(Match::from_record(c.text, &error).has_value()) << c.text;
        EXPECT_FALSE(error.empty()) << c.text;
        EXPECT_NE(error.find(c.expected), std::string::npos) << error;
    }
    // Our tag errors carry the line like the engine's.
    std::string error;
    EXPECT_FALSE(Match::from_record(replaced(good, "[taflbord-seed:99]", "[taflbord-seed:x]"), &error));
    EXPECT_EQ(error.rfind("line ", 0), 0U) << error;
    // Without `error` a refusal is still nullopt.
    EXPECT_FALSE(Match::from_record("junk").has_value());
}

TEST(MatchRecordErrors, EndingsThatContradictTheGame) {
    // An ending tag on a game over by the rules.
    Match over = one_move_from_escape();
    play_all(over, {"c7-a7"});
    std::string text = *over.record("");
    text = replaced(text, "[taflbord-preset", "[taflbord-end:draw-agreed]\n[taflbord-preset");
    std::string error;
    EXPECT_FALSE(Match::from_record(text, &error).has_value());
    EXPECT_NE(error.find("over by the rules"), std::string::npos) << error;

    // An ending tag besides a resignation.
    Match resigned = hot_seat();
    resigned.resign(Side::Attackers);
    text = *resigned.record("");
    ASSERT_NE(text.find("---"), std::string::npos) << text;
    text = replaced(text, "[taflbord-preset", "[taflbord-end:defenders-resigned]\n[taflbord-preset");
    EXPECT_FALSE(Match::from_record(text, &error).has_value());
    EXPECT_NE(error.find("resignation"), std::string::npos) << error;
}

TEST(MatchRecordErrors, EveryPrefixReadsOrFails) {
    Match resigned = hot_seat();
    play_all(resigned, kCaptureLine);
    resigned.resign(Side::Defenders);
    for (const std::string& full : {capture_line_record(), *resigned.record("2023.12.31")}) {
        int read = 0;
        for (std::size_t n = 0; n <= full.size(); ++n) {
            std::string error;
            std::optional<Match> m = Match::from_record(std::string_view(full).substr(0, n), &error);
            if (m) {
                ++read;
                EXPECT_LE(m->moves().size(), kCaptureLine.size());
            } else {
                EXPECT_FALSE(error.empty()) << n;
            }
        }
        EXPECT_GT(read, 0);  // the whole text at least
    }
}

TEST(MatchRecordErrors, RandomTextsNeverCrash) {
    std::mt19937 random(20240501);
    const std::string good = capture_line_record();
    const std::string alphabet = "[]:/-x+|. \n0123456789abcdefgtTKk-";
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    int read = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        if (round % 3 == 0) {
            // Random bytes.
            text.resize(pick(200));
            for (char& c : text) c = static_cast<char>(pick(256));
        } else {
            // The good record with a few bytes changed, inserted or removed.
            text = good;
            const std::size_t edits = 1 + pick(4);
            for (std::size_t e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = pick(text.size());
                edit_text_at(text, at, alphabet, pick);
            }
        }
        std::string error;
        std::optional<Match> m = Match::from_record(text, &error);
        if (m) {
            ++read;
            // Whatever was read is a sound match: its record reads back to the same line.
            std::optional<std::string> again = m->record("");
            ASSERT_TRUE(again.has_value()) << text;
            std::optional<Match> back = Match::from_record(*again, &error);
            ASSERT_TRUE(back.has_value()) << error << "\n" << *again;
            EXPECT_EQ(line_of(*back), line_of(*m));
            EXPECT_EQ(back->end(), m->end());
        } else {
            EXPECT_FALSE(error.empty()) << text;
        }
    }
    EXPECT_GT(read, 0);
}

}  // namespace
}  // namespace tafl::match
