// notation_test.cpp: OpenTafl notation: move records, rules strings and game records, their round
// trips over the shipped presets, and a clear error for every class of malformed input.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "taflbord/game_record.h"
#include "test_support.h"

namespace tafl::test {
namespace {

// [SECTION] Helpers

// A fixed-seed generator of its own, so that the move sequences are the same on every platform.
struct Lcg {
    std::uint64_t state;
    int below(int n) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
    }
};

// Plays up to `plies` pseudo-random legal moves from the preset's start; returns them.
std::vector<Move> random_game(Position& pos, int plies, std::uint64_t seed) {
    Lcg rng{seed};
    std::vector<Move> played;
    MoveList list;
    for (int k = 0; k < plies && !pos.game_over(); ++k) {
        pos.legal_moves(list);
        if (list.empty()) break;
        Move m = list[rng.below(list.size())];
        pos.make(m);
        played.push_back(m);
    }
    return played;
}

std::string move_error(std::string_view text, int size = 7) {
    NotationError e;
    auto rec = parse_move_record(text, size, &e);
    EXPECT_FALSE(rec.has_value()) << text;
    return e.message;
}

std::string rules_error(std::string_view text, std::string* token = nullptr) {
    NotationError e;
    auto rules = parse_otn_rules(text, &e);
    EXPECT_FALSE(rules.has_value()) << text;
    if (token) *token = e.token;
    return e.message;
}

std::string record_error(std::string_view text, NotationError* out = nullptr) {
    NotationError e;
    auto game = load_game_record(text, &e);
    EXPECT_FALSE(game.has_value()) << text;
    if (out) *out = e;
    return e.message;
}

std::set<std::string> problem_names(const std::vector<RuleProblem>& problems) {
    std::set<std::string> out;
    for (const auto& p : problems) out.insert(p.parameter);
    return out;
}

std::vector<std::string> names(const std::vector<Square>& squares) {
    std::vector<std::string> out;
    for (Square s : squares) out.push_back(square_name(s));
    return out;
}

constexpr std::string_view kBrandubhRules = "dim:7 tfr:w ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

// [SECTION] Move records

TEST(NotationMove, ReadsTheSpecExamples) {
    auto a = parse_move_record("e5-e8xe9", 11);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->from, sq("e5"));
    EXPECT_EQ(a->to, sq("e8"));
    EXPECT_EQ(names(a->captures), std::vector<std::string>{"e9"});
    EXPECT_EQ(a->symbol, MoveSymbol::None);

    auto b = parse_move_record("Ke5-e1-", 11);
    ASSERT_TRUE(b);
    EXPECT_EQ(b->piece, 'K');
    EXPECT_EQ(b->symbol, MoveSymbol::EscapeRoute);

    auto c = parse_move_record("Ke1-a1--", 11);
    ASSERT_TRUE(c);
    EXPECT_EQ(c->symbol, MoveSymbol::KingEscaped);
    EXPECT_EQ(parse_move_record("a3-e3+", 11)->symbol, MoveSymbol::KingThreatened);
    EXPECT_EQ(parse_move_record("e3-e4++", 11)->symbol, MoveSymbol::KingCaptured);

    auto d = parse_move_record("te5-e8xe9/Tf4/k10+", 11);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->piece, 't');
    EXPECT_EQ(names(d->captures), (std::vector<std::string>{"e9", "f4", "k10"}));
    EXPECT_EQ(d->capture_pieces, (std::vector<char>{0, 'T', 0}));
    EXPECT_EQ(d->move(), mv("e5-e8"));

    // A file letter that is also a piece letter: `c5` is a square, `ce6` a commander's square.
    auto e = parse_move_record("c5-c7", 7);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->piece, 0);
    EXPECT_EQ(e->from, sq("c5"));
    // Syntax only: a diagonal or same-square move is for Position to refuse.
    EXPECT_TRUE(parse_move_record("a1-b2", 7));
    EXPECT_TRUE(parse_move_record("  s19-a1  ", 19));
}

TEST(NotationMove, WritesCapturesSortedByFileThenRank) {
    MoveRecord r;
    r.from = sq("e1");
    r.to = sq("e4");
    r.captures = {sq("f4"), sq("e5"), sq("e3"), sq("d4")};
    r.symbol = MoveSymbol::KingThreatened;
    EXPECT_EQ(write_move_record(r), "e1-e4xd4/e3/e5/f4+");
    r.piece = 'K';
    r.captures.clear();
    r.symbol = MoveSymbol::KingEscaped;
    EXPECT_EQ(write_move_record(r), "Ke1-e4--");
}

TEST(NotationMove, SymbolsFollowTheSpec) {
    MoveResult r;
    r.mover = Piece::Attacker;
    EXPECT_EQ(move_symbol(r, kKingThreatened), MoveSymbol::KingThreatened);
    EXPECT_EQ(move_symbol(r, kKingThreatened | kRaichi), MoveSymbol::KingThreatened);
    EXPECT_EQ(move_symbol(r, kRaichi), MoveSymbol::EscapeRoute);
    EXPECT_EQ(move_symbol(r, kAnnounceNone), MoveSymbol::None);
    r.mover = Piece::King;
    EXPECT_EQ(move_symbol(r, kTuichu), MoveSymbol::EscapeRoute);
    EXPECT_EQ(move_symbol(r, kTuichu | kKingThreatened), MoveSymbol::EscapeRoute);
    EXPECT_EQ(move_symbol(r, kKingThreatened), MoveSymbol::KingThreatened);
    r.status = Status::DefendersWin;
    r.reason = Reason::Escape;
    EXPECT_EQ(move_symbol(r, kAnnounceNone), MoveSymbol::KingEscaped);
    r.reason = Reason::EdgeFort;
    EXPECT_EQ(move_symbol(r, kAnnounceNone), MoveSymbol::KingEscaped);
    r.mover = Piece::Attacker;
    r.status = Status::AttackersWin;
    r.reason = Reason::KingCaptured;
    EXPECT_EQ(move_symbol(r, kKingThreatened), MoveSymbol::KingCaptured);
    r.reason = Reason::Encirclement;
    EXPECT_EQ(move_symbol(r, kKingThreatened), MoveSymbol::None);
}

TEST(NotationMove, RecordsOfPlayedMovesCarryCapturesAndSymbols) {
    // A weak king between an attacker and the square an attacker moves to.
    Position cap = drawn("brandubh", R"(
        X . . . . . X
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . t .
        . t K . T . .
        X . . t . . X)",
                         Side::Attackers);
    play(cap, "d1-d2");
    MoveRecord rec = record_last_move(cap);
    EXPECT_EQ(rec.symbol, MoveSymbol::KingCaptured);
    EXPECT_TRUE(rec.captures.empty());  // the king's square is not listed; `++` says it
    EXPECT_EQ(write_move_record(rec), "d1-d2++");

    // The king reaches a corner.
    Position esc = drawn("brandubh", R"(
        X . . . . . X
        . . . . . . t
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        X K . . . . X)",
                         Side::Defenders);
    play(esc, "b1-a1");
    EXPECT_EQ(write_move_record(record_last_move(esc)), "Kb1-a1--");

    // An attacker move that threatens the king, and a capture of a man.
    Position threat = drawn("brandubh", R"(
        X . . . . . X
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . t .
        . t K . . . .
        X . . . . . X)",
                            Side::Attackers);
    play(threat, "f3-d3");
    EXPECT_EQ(write_move_record(record_last_move(threat)), "f3-d3+");

    Position men = drawn("brandubh", R"(
        X . . . . . X
        . . . . . . .
        . . K . . . .
        . . . + . . t
        . . T . T . .
        . . t . t . .
        X . . . . . X)",
                         Side::Attackers);
    play(men, "g4-e4");
    EXPECT_EQ(write_move_record(record_last_move(men)), "g4-e4xe3");
}

TEST(NotationMove, RandomMovesOfEveryPresetRoundTrip) {
    int captures_seen = 0, symbols_seen = 0, king_moves_seen = 0;
    for (const Variant* v : shipped_variants().all()) {
        SCOPED_TRACE(v->id);
        Position pos(compile(v->rules));
        Lcg rng{0x5eed0000ULL + v->rules.setup.size()};
        MoveList list;
        for (int ply = 0; ply < 150 && !pos.game_over(); ++ply) {
            pos.legal_moves(list);
            ASSERT_FALSE(list.empty());
            Move m = list[rng.below(list.size())];
            Square king_before = pos.king_square();
            const MoveResult& r = pos.make(m);
            MoveRecord rec = move_record(r, pos.announcements(), king_before);
            captures_seen += static_cast<int>(rec.captures.size());
            symbols_seen += rec.symbol != MoveSymbol::None;
            king_moves_seen += rec.piece == 'K';
            std::string text = write_move_record(rec);
            NotationError e;
            auto back = parse_move_record(text, pos.size(), &e);
            ASSERT_TRUE(back) << text << ": " << e.message;
            EXPECT_EQ(back->from, m.from) << text;
            EXPECT_EQ(back->to, m.to) << text;
            EXPECT_EQ(back->captures, rec.captures) << text;
            EXPECT_EQ(back->symbol, rec.symbol) << text;
            EXPECT_EQ(back->piece, r.mover == Piece::King ? 'K' : 0) << text;
            // Every captured man is named; the king's square only through `++`.
            std::vector<Square> men;
            for (int i = 0; i < r.capture_count; ++i)
                if (!(r.king_captured() && r.captured[static_cast<std::size_t>(i)] == king_before))
                    men.push_back(r.captured[static_cast<std::size_t>(i)]);
            std::sort(men.begin(), men.end());
            std::vector<Square> written = back->captures;
            std::sort(written.begin(), written.end());
            EXPECT_EQ(written, men) << text;
        }
    }
    // The loop must actually have exercised captures, symbols and king moves.
    EXPECT_GT(captures_seen, 20);
    EXPECT_GT(symbols_seen, 5);
    EXPECT_GT(king_moves_seen, 20);
}

TEST(NotationMove, MalformedRecordsNameTokenAndColumn) {
    EXPECT_EQ(move_error(""), "move '': empty move record at column 1");
    EXPECT_EQ(move_error("   "), "move '': empty move record at column 4");
    EXPECT_EQ(move_error("garbage"), "move 'garbage': bad square 'garbage' at column 1");
    EXPECT_EQ(move_error("e1-z4"), "move 'e1-z4': bad square 'z4' at column 4");
    EXPECT_EQ(move_error("e1-h4"), "move 'e1-h4': square 'h4' is off the 7x7 board at column 4");
    EXPECT_EQ(move_error("e1-e8"), "move 'e1-e8': square 'e8' is off the 7x7 board at column 4");
    EXPECT_EQ(move_error("e0-e4"), "move 'e0-e4': bad square 'e0' at column 1");
    EXPECT_EQ(move_error("e01-e4"), "move 'e01-e4': bad square 'e01' at column 1");
    EXPECT_EQ(move_error("E1-E4"), "move 'E1-E4': bad square 'E1' at column 1");
    EXPECT_EQ(move_error("e1e4"), "move 'e1e4': missing '-' between the squares, found 'e4' at column 3");
    EXPECT_EQ(move_error("e1 e4"), "move 'e1 e4': missing '-' between the squares, found ' ' at column 3");
    EXPECT_EQ(move_error("e1"), "move 'e1': missing '-' after the from square (record ends) at column 3");
    EXPECT_EQ(move_error("e1-"), "move 'e1-': missing destination square (record ends) at column 4");
    EXPECT_EQ(move_error("e1-e"), "move 'e1-e': bad square 'e' at column 4");
    EXPECT_EQ(move_error("-e4"), "move '-e4': missing from square, found '-' at column 1");
    EXPECT_EQ(move_error("e1^e3"), "move 'e1^e3': jump and berserk moves '^' are not supported at column 3");
    EXPECT_EQ(move_error("e1-e4x"), "move 'e1-e4x': empty capture list after 'x' at column 6");
    EXPECT_EQ(move_error("e1-e4xe5/"), "move 'e1-e4xe5/': bad capture list: nothing after '/' at column 9");
    EXPECT_EQ(move_error("e1-e4xq"), "move 'e1-e4xq': bad square 'q' at column 7");
    EXPECT_EQ(move_error("e1-e4xe5//f4"), "move 'e1-e4xe5//f4': missing captured square, found '/' at column 10");
    EXPECT_EQ(move_error("e1-e4+-"), "move 'e1-e4+-': bad symbol '+-' (expected +, -, ++ or --) at column 6");
    EXPECT_EQ(move_error("e1-e4---"), "move 'e1-e4---': bad symbol '---' (expected +, -, ++ or --) at column 6");
    EXPECT_EQ(move_error("e1-e4?"), "move 'e1-e4?': unexpected '?' at column 6");
    EXPECT_EQ(move_error("e1-e4+x"), "move 'e1-e4+x': unexpected 'x' at column 7");
    EXPECT_EQ(move_error("---"), "move '---': '---' is a resignation, not a move at column 1");
    EXPECT_EQ(move_error("  e1-z4"), "move 'e1-z4': bad square 'z4' at column 6");
    EXPECT_EQ(move_error(std::string(600, 'a')).substr(0, 24), "move record too long (60");

    NotationError e;
    EXPECT_FALSE(parse_move_record("e1-z4", 7, &e));
    EXPECT_EQ(e.token, "z4");
    EXPECT_EQ(e.column, 4);
    EXPECT_EQ(e.line, 0);
}

// [SECTION] Rules strings

TEST(NotationRules, ReadsTheSpecExamples) {
    auto brandub = parse_otn_rules("dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    ASSERT_TRUE(brandub);
    const RuleSet& b = brandub->rules;
    EXPECT_EQ(b.size, 7);
    EXPECT_EQ(b.king_capture, KingCapture::Weak);
    EXPECT_EQ(b.king_strong_zone, KingStrongZone::None);
    EXPECT_EQ(b.throne_hostile_attackers, ThroneHostileAttackers::Never);
    EXPECT_EQ(b.throne_hostile_defenders, ThroneHostileDefenders::Never);
    EXPECT_FALSE(b.throne_hostile_king);
    EXPECT_EQ(b.throne_cross, ThroneCross::All);
    EXPECT_EQ(b.escape, Escape::Corner);

    auto copenhagen = parse_otn_rules(
        "dim:11 atkf:n sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/");
    ASSERT_TRUE(copenhagen);
    EXPECT_EQ(copenhagen->rules.first, Side::Defenders);
    EXPECT_EQ(copenhagen->rules.shieldwall, Shieldwall::Strong);
    EXPECT_TRUE(copenhagen->rules.edge_fort);
    EXPECT_EQ(copenhagen->rules.king_capture, KingCapture::Strong);
    EXPECT_TRUE(copenhagen->rules.king_edge_safe);

    auto sea =
        parse_otn_rules("dim:9 esc:e ka:n cen: cenhe: cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    ASSERT_TRUE(sea);
    EXPECT_EQ(sea->rules.escape, Escape::Edge);
    EXPECT_EQ(sea->rules.king_armed, KingArmed::No);
    EXPECT_FALSE(sea->rules.throne);
    EXPECT_EQ(sea->rules.corners, Corners::None);

    // OpenTafl's own record of a 2015 Brandubh game, with its name field.
    auto named = parse_otn_rules(
        "dim:7 name:Brandubh_Strong_Center_King surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: "
        "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    ASSERT_TRUE(named);
    EXPECT_EQ(named->name, "Brandubh Strong Center King");
    EXPECT_EQ(named->rules.king_strong_zone, KingStrongZone::ThroneAdjacent);
    EXPECT_FALSE(named->rules.encirclement);

    // Multi-line strings are allowed.
    EXPECT_TRUE(parse_otn_rules("dim:7\n ks:c\n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"));
}

// OpenTafl's engine ends a game at the third repetition, after the move that made it: with `w` the
// side then to move wins (the side that repeated loses), with `l` the side that repeated wins.
TEST(NotationRules, RepetitionLettersAreReadAsOpenTaflsEngineAppliesThem) {
    // OpenTafl's own Copenhagen rules string, as its server sends it.
    const std::string copenhagen =
        "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y "
        "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    NotationError e;
    auto read = parse_otn_rules(copenhagen, &e);
    ASSERT_TRUE(read) << e.message;
    EXPECT_EQ(read->rules.repetition, Repetition::MoverLoses);
    EXPECT_EQ(read->name, "Copenhagen");
    // Written back, the rule is `w` again, and reads the same.
    const auto written = write_otn_rules(read->rules, read->name);
    ASSERT_TRUE(written);
    EXPECT_NE(written->find(" tfr:w "), std::string::npos) << *written;
    auto again = parse_otn_rules(*written);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->rules, read->rules);
    // `l`, the repetition won by the side that completes it, is a rule this game does not have.
    EXPECT_FALSE(parse_otn_rules("dim:7 tfr:l start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"));
    // i and d as before.
    EXPECT_EQ(parse_otn_rules("dim:7 tfr:i start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")->rules.repetition,
              Repetition::Ignore);
    EXPECT_EQ(parse_otn_rules("dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")->rules.repetition, Repetition::Draw);
}

// Records this game wrote before it spelled mover-loses `w` carry `tfr:l`: a record with a tag of
// the game's own still opens, with the rule it was played under; the same record without such a
// tag is another program's, and refused.
TEST(NotationGame, OlderRecordsOfThisGameSpellMoverLosesL) {
    const std::string rules = "[rules:dim:7 name:Brandubh tfr:l ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n";
    NotationError e;
    auto ours = load_game_record("[taflbord-preset:brandubh]\n" + rules + "1. b4-b3 c4-c6\n", &e);
    ASSERT_TRUE(ours) << e.message;
    EXPECT_EQ(ours->record.rules.rules.repetition, Repetition::MoverLoses);
    // Saved again, it is written the OpenTafl way.
    const auto again = write_game_record(ours->position, GameInfo{});
    ASSERT_TRUE(again);
    EXPECT_NE(again->find("tfr:w"), std::string::npos) << *again;
    EXPECT_FALSE(load_game_record(rules + "1. b4-b3 c4-c6\n", &e));
    EXPECT_NE(e.message.find("('l') is not supported"), std::string::npos) << e.message;
}

TEST(NotationRules, WritesOnlyWhatDiffersFromTheDefaults) {
    RuleSet b = preset_rules("brandubh");
    EXPECT_EQ(write_otn_rules(b).value_or("refused"), kBrandubhRules);
    EXPECT_EQ(write_otn_rules(b, "Brandubh 7x7").value_or("refused"),
              "dim:7 name:Brandubh_7x7 tfr:w ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    EXPECT_EQ(write_otn_rules(preset_rules("ard-ri")).value_or("refused"),
              "dim:7 esc:e tfr:w ks:w cor: cen: corh: cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    RuleSet d = otn_default_rules();
    d.size = 11;
    d.setup = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    EXPECT_EQ(write_otn_rules(d).value_or("refused"), "dim:11 start:" + d.setup);
}

TEST(NotationRules, ExpressiblePresetsRoundTripExactly) {
    const std::set<std::string> expressible = {"brandubh",  "ard-ri",          "ard-ri-square",     "tablut",
                                               "tawlbwrdd", "tawlbwrdd-lewis", "tawlbwrdd-diamond", "hnefatafl"};
    std::set<std::string> seen;
    for (const Variant* v : shipped_variants().all()) {
        SCOPED_TRACE(v->id);
        auto problems = otn_unmappable(v->rules);
        if (!problems.empty()) continue;
        seen.insert(v->id);
        std::string error;
        auto text = write_otn_rules(v->rules, v->name, &error);
        ASSERT_TRUE(text) << error;
        NotationError e;
        auto back = parse_otn_rules(*text, &e);
        ASSERT_TRUE(back) << *text << ": " << e.message;
        EXPECT_EQ(back->rules, v->rules) << *text;
        EXPECT_EQ(back->name, v->name);
        EXPECT_EQ(write_otn_rules(back->rules, back->name).value_or("refused"), *text);
    }
    EXPECT_EQ(seen, expressible);
}

TEST(NotationRules, InexpressiblePresetsAreRefusedByParameter) {
    const std::map<std::string, std::set<std::string>> refused = {
        {"copenhagen", {"repetition"}},          {"fetlar", {"no_moves"}},
        {"koenigszabel", {"king_shield"}},       {"tablut-brettspielnetz", {"shuttle_limit", "no_capture_draw"}},
        {"tablut-corner", {"king_strong_zone"}}, {"york", {"king_shield", "king_edge_safe"}},
    };
    for (const auto& [id, params] : refused) {
        SCOPED_TRACE(id);
        RuleSet r = preset_rules(id);
        EXPECT_EQ(problem_names(otn_unmappable(r)), params);
        std::string error;
        EXPECT_FALSE(write_otn_rules(r, "", &error));
        for (const auto& p : params) EXPECT_NE(error.find(p + " = "), std::string::npos) << error;
    }
}

TEST(NotationRules, EncodingPlusRestGivesTheRulesBack) {
    for (const Variant* v : shipped_variants().all()) {
        SCOPED_TRACE(v->id);
        OtnRulesEncoding enc = encode_otn_rules(v->rules, v->name);
        auto back = parse_otn_rules(enc.text);
        ASSERT_TRUE(back) << enc.text;
        RuleSet r = back->rules;
        for (const auto& p : enc.rest)
            ASSERT_FALSE(set_parameter(r, p.parameter, get_parameter(v->rules, p.parameter)));
        EXPECT_EQ(r, v->rules) << enc.text;
    }
}

TEST(NotationRules, WriteOfReadPreservesMeaning) {
    for (std::string_view s : {
             "dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
             "dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
             "dim:11 atkf:n sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
             "dim:9 esc:e ka:n cen: cenhe: cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
             "dim:9 ka:h ks:m tfr:i sw:w cenp:K corh:tK cenhe:tK "
             "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
             "dim:9 cenp: cenre: cens: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
             "dim:7 cor: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
         }) {
        SCOPED_TRACE(s);
        NotationError e;
        auto r = parse_otn_rules(s, &e);
        ASSERT_TRUE(r) << e.message;
        std::string error;
        auto written = write_otn_rules(r->rules, r->name, &error);
        ASSERT_TRUE(written) << error;
        auto again = parse_otn_rules(*written);
        ASSERT_TRUE(again) << *written;
        EXPECT_EQ(again->rules, r->rules) << *written;
    }
    auto none = parse_otn_rules("dim:7 cor: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    EXPECT_EQ(none->rules.escape, Escape::None);
    auto closed = parse_otn_rules("dim:9 cenp: cenre: cens: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    EXPECT_EQ(closed->rules.throne_cross, ThroneCross::Nobody);
    EXPECT_EQ(closed->rules.throne_stop, ThroneStop::Nobody);
    EXPECT_FALSE(closed->rules.king_reenter);
}

TEST(NotationRules, CornerBlocksAndTheThroneRoundTrip) {
    RuleSet r = preset_rules(
        "hnefatafl",
        {{"corners", "block2"}, {"escape", "corner"}, {"corner_hostile", "all"}, {"corner_hostile_king", "yes"}});
    std::string error;
    auto text = write_otn_rules(r, "", &error);
    ASSERT_TRUE(text) << error;
    EXPECT_NE(text->find("cor:a1,b1,l1,m1,a2,b2,l2,m2,a12,b12,l12,m12,a13,b13,l13,m13, "), std::string::npos) << *text;
    auto back = parse_otn_rules(*text);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->rules, r);

    RuleSet shut = preset_rules("tablut", {{"throne_cross", "nobody"}, {"king_reenter", "no"}});
    auto shut_text = write_otn_rules(shut);
    ASSERT_TRUE(shut_text);
    EXPECT_EQ(parse_otn_rules(*shut_text)->rules, shut);
    RuleSet open = preset_rules("tablut", {{"king_reenter", "no"}});
    EXPECT_EQ(problem_names(otn_unmappable(open)), std::set<std::string>{"king_reenter"});
    RuleSet guard = preset_rules("brandubh", {{"corner_guard", "yes"}, {"edge_hostile_men", "yes"}});
    EXPECT_EQ(problem_names(otn_unmappable(guard)), (std::set<std::string>{"corner_guard", "edge_hostile_men"}));
}

TEST(NotationRules, BadStringsNameTheField) {
    const std::string start = " start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    std::string token;
    EXPECT_EQ(rules_error(""), "empty rules string");
    EXPECT_EQ(rules_error("garbage", &token), "rules string: 'garbage' is not a field (expected name:value)");
    EXPECT_EQ(token, "garbage");
    EXPECT_EQ(rules_error("dim:7 foo:y" + start, &token), "unknown rules field 'foo'");
    EXPECT_EQ(token, "foo");
    EXPECT_EQ(rules_error("dim:7 ka:n ka:y" + start), "rules field 'ka' is given twice");
    EXPECT_EQ(rules_error(start), "rules string has no 'dim' field");
    EXPECT_EQ(rules_error("dim:7"), "rules string has no 'start' field");
    EXPECT_EQ(rules_error("dim:x" + start), "rules field 'dim': bad board size 'x' (column 1)");
    EXPECT_EQ(rules_error("dim:8" + start),
              "rules field 'dim': board size 8 is not supported (odd sizes 7 to 19) (column 1)");
    EXPECT_EQ(rules_error("dim:7 ber:c" + start, &token),
              "rules field 'ber': berserk moves ('c') are not supported (column 7)");
    EXPECT_EQ(token, "ber");
    EXPECT_EQ(rules_error("dim:7 kj:r" + start), "rules field 'kj': king jumps ('r') are not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 afor:a1," + start),
              "rules field 'afor': fortress squares are not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 spd:2" + start), "rules field 'spd': speed limits ('2') are not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 swf:n" + start),
              "rules field 'swf': shieldwalls closed by any move ('n') are not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 tfr:l" + start),
              "rules field 'tfr': a repetition won by the side that completes it ('l') is not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 ka:a" + start),
              "rules field 'ka': a king armed only as the anvil ('a') is not supported (column 7)");
    EXPECT_EQ(rules_error("dim:7 ks:q" + start), "rules field 'ks': bad value 'q' (expected s, c, m or w) (column 7)");
    EXPECT_EQ(rules_error("dim:7 atkf:maybe" + start),
              "rules field 'atkf': bad value 'maybe' (expected y or n) (column 7)");
    EXPECT_EQ(rules_error("dim:7 corh:tX" + start),
              "rules field 'corh': bad piece letter 'X' (expected letters of tcnkmgTCNKMG) (column 7)");
    EXPECT_EQ(rules_error("dim:7 cor:a1,z99," + start), "rules field 'cor': bad square 'z99' (column 7)");
    EXPECT_EQ(rules_error("dim:7 cor:a1," + start),
              "rules field 'cor': only the four corners or the four 2x2 corner blocks are supported as corner squares "
              "(column 7)");
    EXPECT_EQ(rules_error("dim:7 cen:a1," + start),
              "rules field 'cen': only the centre square is supported as the throne (column 7)");
    EXPECT_EQ(rules_error("dim:7 cens:tK" + start),
              "rules field 'cens': only the king may stop on the throne (column 7)");
    EXPECT_EQ(rules_error("dim:7 cors:" + start),
              "rules field 'cors': the king must be allowed to stop on the corners (column 7)");
    EXPECT_EQ(rules_error("dim:7 cenre:tT" + start).substr(0, 20), "rules field 'cenre':");
    EXPECT_EQ(rules_error("dim:11 surf:n atkf:n kj:r ber:c "
                          "start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/"),
              "rules field 'start': piece 'c' is not supported (only t, T and K) (column 33)");
    EXPECT_EQ(rules_error("dim:7 start:/3t3/").substr(0, 21), "rules field 'start': ");
    EXPECT_EQ(rules_error(std::string(20000, ' ')), "rules string too long (20000 characters)");
}

// [SECTION] Game records

// Plays a deterministic game in a preset, writes it, reads it back and replays it.
void round_trip_game(std::string_view id, std::uint64_t seed, int plies) {
    SCOPED_TRACE(std::string(id));
    const Variant* v = shipped_variants().find(id);
    ASSERT_NE(v, nullptr);
    Position pos(compile(v->rules));
    std::vector<Move> moves = random_game(pos, plies, seed);
    ASSERT_GE(moves.size(), 10u);

    GameInfo info;
    info.variant = v->name;
    info.preset = v->id;
    info.tags = {{"event", "notation test"}, {"date", "2024.05.01"}, {"attackers", "Lcg, A"}, {"defenders", "Lcg, B"}};
    info.comments = {"first move", "", "third move"};
    std::string error;
    auto text = write_game_record(pos, info, &error);
    ASSERT_TRUE(text) << error;

    NotationError e;
    auto loaded = load_game_record(*text, &e);
    ASSERT_TRUE(loaded) << e.message << "\n" << *text;
    EXPECT_EQ(loaded->position.key(), pos.key());
    EXPECT_EQ(loaded->position.record(), pos.record());
    EXPECT_EQ(loaded->position.status(), pos.status());
    EXPECT_EQ(loaded->record.move_list(), moves);
    EXPECT_EQ(loaded->record.rules.rules, v->rules);
    EXPECT_EQ(loaded->record.rules.name, v->name);
    EXPECT_EQ(loaded->record.preset, v->id);
    ASSERT_NE(loaded->record.tag("event"), nullptr);
    EXPECT_EQ(*loaded->record.tag("attackers"), "Lcg, A");
    EXPECT_EQ(loaded->record.moves[0].comment, "first move");
    EXPECT_EQ(loaded->record.moves[1].comment, "");
    EXPECT_EQ(loaded->record.moves[2].comment, "third move");
    EXPECT_EQ(loaded->record.tags.back().name, "rules");

    // Writing the loaded game again gives the same text.
    auto again = write_game_record(loaded->position, info, &error);
    ASSERT_TRUE(again) << error;
    EXPECT_EQ(*again, *text);
}

TEST(NotationGame, BrandubhRoundTrip) {
    round_trip_game("brandubh", 1, 40);
    round_trip_game("brandubh", 2, 60);
}

TEST(NotationGame, CopenhagenRoundTripCarriesNonOtnRules) {
    round_trip_game("copenhagen", 3, 48);
    Position pos(compile(preset_rules("copenhagen")));
    random_game(pos, 12, 4);
    auto text = write_game_record(pos, GameInfo{});
    ASSERT_TRUE(text);
    EXPECT_NE(text->find("[taflbord-rules:repetition=defenders-lose]\n[rules:dim:11 sw:s efe:y start:"),
              std::string::npos)
        << *text;
}

TEST(NotationGame, EveryPresetRoundTrips) {
    for (const Variant* v : shipped_variants().all()) round_trip_game(v->id, 7, 30);
}

TEST(NotationGame, WritesTurnsTagsAndResult) {
    Position pos(compile(preset_rules("brandubh")));
    std::vector<Move> moves = {mv("d2-e2"), mv("c4-c5"), mv("f4-f5")};
    GameInfo info;
    info.variant = "Brandubh";
    info.tags = {{"site", "here"}};
    info.resigned = Side::Defenders;
    std::string error;
    auto text = write_game_record(pos, moves, info, &error);
    ASSERT_TRUE(text) << error;
    EXPECT_EQ(*text,
              "[variant:Brandubh]\n[site:here]\n[result:1]\n[termination:resigned]\n"
              "[rules:dim:7 name:Brandubh tfr:w ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
              "1. d2-e2 c4-c5\n2. f4-f5 ---\n");
    auto loaded = load_game_record(*text);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->record.resigned, Side::Defenders);
    EXPECT_EQ(loaded->record.moves.size(), 3u);
    EXPECT_EQ(loaded->record.result, "1");
}

TEST(NotationGame, GamesFromAPositionKeepSideAndBoard) {
    Position start = drawn("brandubh", R"(
        X . . t . . X
        . . . . . . .
        . . . T . . .
        t . . K . . t
        . . . T . . .
        . . . . . . .
        X . . t . . X)",
                           Side::Defenders);
    Position pos = start;
    std::vector<Move> moves = random_game(pos, 20, 11);
    std::string error;
    auto text = write_game_record(start, moves, GameInfo{}, &error);
    ASSERT_TRUE(text) << error;
    EXPECT_NE(text->find("[taflbord-to-move:defenders]\n[position:" + start.record() + "]\n[rules:"), std::string::npos)
        << *text;
    NotationError e;
    auto loaded = load_game_record(*text, &e);
    ASSERT_TRUE(loaded) << e.message;
    EXPECT_EQ(loaded->record.to_move, Side::Defenders);
    EXPECT_EQ(loaded->position.key(), pos.key());
}

// An OpenTafl game record in OpenTafl's own layout (the first ten turns of a 2015 Brandubh game
// kept in OpenTafl's replay folder; comments ours): tags, a rules tag with a name, a king moving
// with `K`, captures against a corner and by the king.
constexpr std::string_view kOpenTaflGame = R"([date:2015.05.04]
[event:Tafl Triathlon 2015]
[result:-1]
[attackers:Xerxes]
[defenders:Animals]
[termination:Black resigns]
[rules:dim:7 name:Brandubh_Strong_Center_King surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]

1. d2-e2 c4-c5
[An opening.|A doubling move.]
2. f4-f5 c5-a5
3. d6-a6xa5 d5-a5xa6
[Exchange.|Recapture against the corner.]
4. f5-d5 d3-a3xa4
5. e2-c2 a5-b5
6. b4-c4 b5-b4xc4
[|The king takes part.]
7. d1-d3 e4-e2
8. d3-d2 Kd4-d3
9. g4-g3 Kd3-f3
10. d2-d1 Kf3-f2
)";

TEST(NotationGame, ReadsAnOpenTaflRecord) {
    NotationError e;
    auto loaded = load_game_record(kOpenTaflGame, &e);
    ASSERT_TRUE(loaded) << e.message;
    const GameRecord& g = loaded->record;
    EXPECT_EQ(g.moves.size(), 20u);
    EXPECT_EQ(g.rules.name, "Brandubh Strong Center King");
    EXPECT_FALSE(g.rules.rules.encirclement);
    EXPECT_EQ(g.result, "-1");
    EXPECT_EQ(*g.tag("termination"), "Black resigns");
    EXPECT_EQ(g.moves[0].comment, "An opening.");
    EXPECT_EQ(g.moves[5].comment, "Recapture against the corner.");
    EXPECT_EQ(g.moves[10].comment, "");
    EXPECT_EQ(g.moves[11].comment, "The king takes part.");
    EXPECT_EQ(g.moves[15].record.piece, 'K');
    EXPECT_EQ(g.moves[5].line, 12);
    EXPECT_EQ(g.moves[5].column, 13);
    EXPECT_EQ(loaded->position.status(), Status::Ongoing);
    // The captures the record names are the ones our engine makes.
    Position replay = loaded->position;
    for (int k = loaded->position.ply(); k > 0; --k) replay.unmake();
    for (const auto& m : g.moves) {
        const MoveResult& r = replay.make(m.record.move());
        EXPECT_EQ(captured(r), names(m.record.captures)) << m.text;
    }
}

TEST(NotationGame, ToleratesCrlfAndMissingBlanks) {
    std::string crlf;
    for (char c : kOpenTaflGame) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    NotationError e;
    auto loaded = load_game_record(crlf, &e);
    ASSERT_TRUE(loaded) << e.message;
    EXPECT_EQ(loaded->record.moves.size(), 20u);
    EXPECT_EQ(loaded->record.moves[0].comment, "An opening.");
    auto tight = load_game_record("[rules:" + std::string(kBrandubhRules) + "]\n1.d2-e2 c4-c5\n2.f4-f5", &e);
    ASSERT_TRUE(tight) << e.message;
    EXPECT_EQ(tight->record.moves.size(), 3u);
    EXPECT_EQ(tight->record.moves[0].column, 3);
}

TEST(NotationGame, MalformedRecordsGiveLineAndColumn) {
    const std::string rules = "[rules:" + std::string(kBrandubhRules) + "]\n\n";
    NotationError e;
    EXPECT_EQ(record_error(""), "empty game record");
    EXPECT_EQ(record_error(" \n\t "), "empty game record");
    EXPECT_EQ(record_error("hello world"),
              "line 1, column 1: unexpected 'hello' (expected a tag [name:value] or the turn number '1.')");
    EXPECT_EQ(record_error("[foo]\n" + rules, &e), "line 1, column 1: bad tag '[foo]' (expected [name:value])");
    EXPECT_EQ(e.line, 1);
    EXPECT_EQ(record_error("[date 2020]\n"), "line 1, column 1: bad tag '[date 2020]' (expected [name:value])");
    EXPECT_EQ(record_error("[:x]\n"), "line 1, column 1: bad tag '[:x]' (expected [name:value])");
    EXPECT_EQ(record_error("[date:2020.01.01]\n[rules:dim:7 start:/3t3/"),
              "line 2, column 1: unterminated tag '[rules:dim:7 start:/3t3/' (no closing ']')");
    EXPECT_EQ(record_error("[date:2020.01.01\n[rules:dim:7]\n"),
              "line 1, column 1: unterminated tag '[date:2020.01.01?' (a '[' before its ']')");
    EXPECT_EQ(record_error("[date:2020.01.01]\n\n1. d2-e2\n"), "missing [rules:...] tag");
    EXPECT_EQ(record_error("[rules:dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"),
              "line 1, column 1: rules tag: rules field 'ber': berserk moves ('c') are not supported (column 7)");
    EXPECT_EQ(record_error("[result:2]\n" + rules), "line 1, column 1: tag result: '2' is not 1, 0, -1 or ?");
    EXPECT_EQ(record_error("[taflbord-rules:bogus=1]\n" + rules),
              "line 1, column 1: tag taflbord-rules: unknown rule parameter 'bogus'");
    EXPECT_EQ(record_error("[taflbord-to-move:white]\n" + rules),
              "line 1, column 1: tag taflbord-to-move: 'white' is not 'attackers' or 'defenders'");

    EXPECT_EQ(record_error(rules + "2. d2-e2 c4-c5\n", &e), "line 3, column 1: bad turn number '2.' (expected '1.')");
    EXPECT_EQ(e.token, "2.");
    EXPECT_EQ(record_error(rules + "1 d2-e2\n"),
              "line 3, column 1: bad turn number '1' (expected '1.'; variations are not supported)");
    EXPECT_EQ(record_error(rules + "1. d2-e2 c4-c5\n8a.1.1a. d1-d3\n"),
              "line 4, column 1: bad turn number '8a.1.1a.' (expected '2.'; variations are not supported)");
    EXPECT_EQ(record_error(rules + "d2-e2 c4-c5\n"),
              "line 3, column 1: unexpected 'd2-e2' (expected a tag [name:value] or the turn number '1.')");
    EXPECT_EQ(record_error(rules + "1. d2-z2\n", &e), "line 3, column 7: move 'd2-z2': bad square 'z2'");
    EXPECT_EQ(e.column, 7);
    EXPECT_EQ(e.token, "z2");
    EXPECT_EQ(record_error(rules + "1. d2e2\n"),
              "line 3, column 6: move 'd2e2': missing '-' between the squares, found 'e2'");
    EXPECT_EQ(record_error(rules + "1. d2-e2xe3/\n"),
              "line 3, column 12: move 'd2-e2xe3/': bad capture list: nothing after '/'");
    EXPECT_EQ(record_error(rules + "1. d2-e2+-\n"),
              "line 3, column 9: move 'd2-e2+-': bad symbol '+-' (expected +, -, ++ or --)");
    EXPECT_EQ(record_error(rules + "1."), "line 3, column 1: turn 1 has no moves (truncated record?)");
    EXPECT_EQ(record_error(rules + "1. d2-e"), "line 3, column 7: move 'd2-e': bad square 'e'");
    EXPECT_EQ(record_error(rules + "1. d2-e2 c4-c5 f4-f5\n"),
              "line 3, column 16: turn 1 has more than two moves: 'f4-f5'");
    EXPECT_EQ(record_error(rules + "1. d2-e2\n2. c4-c5\n"),
              "line 3, column 1: turn 1 has only one move (only the last turn may)");
    EXPECT_EQ(record_error(rules + "1. d2-e2\n2.\n3. c4-c5"),
              "line 3, column 1: turn 1 has only one move (only the last turn may)");
    EXPECT_EQ(record_error(rules + "[comment]\n1. d2-e2\n"),
              "line 3, column 1: bad tag '[comment]' (expected [name:value])");
    EXPECT_EQ(record_error(rules + "1. d2-e2 c4-c5\n[unterminated|comment\n"),
              "line 4, column 1: unterminated comment '[unterminated|comment?' (no closing ']')");
    EXPECT_EQ(record_error(rules + "1. d2-e2 ---\n2. f4-f5\n"), "line 4, column 1: turn '2.' after a resignation");
    EXPECT_EQ(record_error(rules + "1. d2-e2 c4-c5 ]\n"), "line 3, column 16: unexpected ']'");

    // Legality is judged by the replay.
    EXPECT_EQ(record_error(rules + "1. d2-c3\n", &e),
              "line 3, column 4: move 1 (turn 1, attackers) 'd2-c3' is illegal: not along a rank or file");
    EXPECT_EQ(e.token, "d2-c3");
    EXPECT_EQ(record_error(rules + "1. d2-e2 d4-d5\n"),
              "line 3, column 10: move 2 (turn 1, defenders) 'd4-d5' is illegal: destination is occupied");
    EXPECT_EQ(record_error(rules + "1. d2-e2 c4-c4\n"),
              "line 3, column 10: move 2 (turn 1, defenders) 'c4-c4' is illegal: from and to are the same square");
    EXPECT_TRUE(load_game_record("[result:1]\n" + rules + "1. d2-e2 ---\n"));
    EXPECT_EQ(record_error("[result:-1]\n" + rules + "1. d2-e2 ---\n"),
              "tag result '-1' contradicts the moves, which end in defenders resigning");
    EXPECT_EQ(record_error("[position:/3t3/]\n" + rules + "1. d2-e2\n").substr(0, 16), "start position: ");

    // Size guards.
    EXPECT_EQ(record_error(std::string(kMaxGameRecordBytes + 1, ' ')),
              "game record too large (4194305 bytes, limit 4194304)");
    std::string many = rules;
    for (std::size_t t = 1; t <= kMaxGameRecordMoves / 2 + 1; ++t) many += std::to_string(t) + ". d2-e2 e2-d2\n";
    EXPECT_EQ(record_error(many), "line 50003, column 8: too many moves (limit 100000)");
}

TEST(NotationGame, MutatedInputNeverCrashes) {
    // Truncations, byte flips and insertions of the sample record, a rules string and a move:
    // every result is either a value or an error with a message.
    const std::string samples[] = {std::string(kOpenTaflGame),
                                   "dim:11 atkf:n sw:s efe:y cenp:K corh:tK start:/3ttttt3/5t5/11/"
                                   "t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
                                   "Ke5-e1xe2/Tf1/g1++"};
    const std::string alphabet = "[]:|-+x/.0123456789abcdefghijklmnopqrstuvwxyzTK \n\t\x01\xff";
    Lcg rng{42};
    int values = 0, errors = 0;
    for (int round = 0; round < 3000; ++round) {
        const std::string& base = samples[round % 3];
        std::string text = base;
        int edits = 1 + rng.below(4);
        for (int k = 0; k < edits && !text.empty(); ++k) {
            auto at = static_cast<std::size_t>(rng.below(static_cast<int>(text.size())));
            char c = alphabet[static_cast<std::size_t>(rng.below(static_cast<int>(alphabet.size())))];
            switch (rng.below(4)) {
                case 0:
                    text[at] = c;
                    break;
                case 1:
                    text.insert(at, 1, c);
                    break;
                case 2:
                    text.erase(at, 1);
                    break;
                default:
                    text.resize(at);
                    break;
            }
        }
        NotationError e;
        bool ok = false;
        if (round % 3 == 0)
            ok = load_game_record(text, &e).has_value();
        else if (round % 3 == 1)
            ok = parse_otn_rules(text, &e).has_value();
        else
            ok = parse_move_record(text, 11, &e).has_value();
        if (ok) {
            ++values;
        } else {
            ++errors;
            EXPECT_FALSE(e.message.empty()) << text;
        }
    }
    EXPECT_GT(values, 0);
    EXPECT_GT(errors, 0);
}

TEST(NotationGame, WriterRefusesBadInput) {
    Position pos(compile(preset_rules("brandubh")));
    std::string error;
    std::vector<Move> moves = {mv("d2-e2"), mv("d4-d5")};
    EXPECT_FALSE(write_game_record(pos, moves, GameInfo{}, &error));
    EXPECT_EQ(error, "move 2 d4-d5 is illegal: destination is occupied");
    GameInfo info;
    info.tags = {{"rules", "x"}};
    EXPECT_FALSE(write_game_record(pos, {}, info, &error));
    EXPECT_EQ(error, "tag 'rules' is written by the notation module itself");
    info.tags = {{"Event", "x"}};
    EXPECT_FALSE(write_game_record(pos, {}, info, &error));
    info.tags = {{"event", "a]b"}};
    EXPECT_FALSE(write_game_record(pos, {}, info, &error));
    EXPECT_EQ(error, "tag 'event': value may not hold '[', ']' or a line break");
    info.tags.clear();
    info.comments = {"a|b"};
    EXPECT_FALSE(write_game_record(pos, {}, info, &error));
    info.comments.clear();
    info.resigned = Side::Defenders;
    EXPECT_FALSE(write_game_record(pos, {}, info, &error));
    EXPECT_EQ(error, "only the side to move can resign in a game record");
}

}  // namespace
}  // namespace tafl::test
