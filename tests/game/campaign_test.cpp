// campaign_test.cpp: the campaign module: reading battles, chapters and opponents, the checks
// (legal starts, proved puzzles, unlocks, reachability, the story's sections), and the progress
// file (round trip, the checksum against damage, a broken file set aside, profiles).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "campaign/campaign.h"
#include "campaign/progress.h"
#include "test_support.h"

namespace tafl::campaign {
namespace {

namespace fs = std::filesystem;

// A scratch folder removed at the end of the test.
struct Scratch {
    fs::path dir;
    Scratch() {
        dir = fs::temp_directory_path() /
              ("taflbord-campaign-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~Scratch() { fs::remove_all(dir); }
    void write(const std::string& name, const std::string& text) const {
        fs::create_directories((dir / name).parent_path());
        std::ofstream(dir / name, std::ios::binary) << text;
    }
};

rulebook::Catalog books() {
    std::vector<Problem> problems;
    return rulebook::parse_catalog("[brandubh]\npresets = brandubh\nchapters = glance end\npictures = c\n", "books.txt",
                                   problems);
}

// A campaign of two chapters: a game, a puzzle (the lone king forks two corners: win in two), and
// a hold.
void write_small_campaign(const Scratch& s) {
    s.write("campaign.txt", "[ireland]\nbattles = one puzzle\nmap = 0.3 0.7\n\n[wales]\nbattles = hold\nmap = 0.35 0.8\n");
    s.write("characters.txt", "[conall]\nlevel = thrall   # cheerful\nportrait = conall\n[brigid]\nlevel = jarl\nnoise = 40\nportrait = brigid\n");
    s.write("battles/one.txt",
            "chapter = ireland\nkind = game\npreset = brandubh\nplayer = attackers\nopponent = conall\nmap = 0.3 0.7\n"
            "marks = within:30 no-undo\nunlocks = puzzle rulebook:brandubh#end board:yew\n");
    s.write("battles/puzzle.txt",
            "chapter = ireland\nkind = puzzle\npreset = brandubh\nposition = /3t3/7/7/3K3/7/7/7/\nto_move = defenders\n"
            "player = defenders\nmoves = 2\nsolution = d4-g4 d1-d2 g4-g1\nmap = 0.32 0.72\nunlocks = hold\n");
    s.write("battles/hold.txt",
            "chapter = wales\nkind = hold\npreset = tawlbwrdd\nplayer = defenders\nopponent = brigid\nmoves = 20\n"
            "map = 0.35 0.8\n");
}

TEST(Campaign, ReadsChaptersCharactersAndBattlesInStoryOrder) {
    Scratch s;
    write_small_campaign(s);
    const Campaign c = load_campaign(s.dir);
    EXPECT_TRUE(c.problems.empty()) << c.problems.front().to_string();
    ASSERT_EQ(c.battles.size(), 3u);
    EXPECT_EQ(c.battles[0].id, "one");
    EXPECT_EQ(c.battles[2].id, "hold");
    EXPECT_EQ(c.first_battle()->id, "one");
    const Battle& one = c.battles[0];
    ASSERT_EQ(one.marks.size(), 2u);
    EXPECT_EQ(one.marks[0].id(), "within:30");
    ASSERT_EQ(one.unlocks.size(), 3u);
    EXPECT_EQ(one.unlocks[1].type, Unlock::Type::Rulebook);
    EXPECT_EQ(one.unlocks[1].chapter, "end");
    EXPECT_EQ(c.character("brigid")->noise, 40);
    EXPECT_FLOAT_EQ(c.chapter("wales")->map_y, 0.8f);
    const auto problems = check_campaign(c, test::shipped_variants(), books(), true);
    for (const Problem& p : problems) ADD_FAILURE() << p.to_string();
}

TEST(Campaign, NamesFaultsAndUnreachableBattles) {
    Scratch s;
    write_small_campaign(s);
    // The puzzle no longer wins in one; the game unlocks nothing; a stray battle file; a bad key.
    s.write("battles/puzzle.txt",
            "chapter = ireland\nkind = puzzle\npreset = brandubh\nposition = /3t3/7/7/3K3/7/7/7/\nto_move = defenders\n"
            "player = defenders\nmoves = 1\nsolution = d4-g4\nmap = 0.32 0.72\nunlocks = hold nowhere board:gold\n");
    s.write("battles/one.txt",
            "chapter = ireland\nkind = game\npreset = brandubh\nplayer = attackers\nopponent = nobody\nmap = 0.3 0.7\n");
    s.write("battles/stray.txt", "chapter = ireland\ncolour = red\n");
    const Campaign c = load_campaign(s.dir);
    ASSERT_EQ(c.problems.size(), 1u);
    EXPECT_EQ(c.problems[0].file, "battles/stray.txt");
    std::vector<std::string> got;
    for (const Problem& p : check_campaign(c, test::shipped_variants(), books(), true)) got.push_back(p.to_string());
    auto has = [&](std::string_view needle) {
        return std::any_of(got.begin(), got.end(), [&](const std::string& g) { return g.find(needle) != std::string::npos; });
    };
    EXPECT_TRUE(has("battles/one.txt: unknown opponent 'nobody'"));
    EXPECT_TRUE(has("battles/puzzle.txt: puzzle: no forced win in 1"));
    EXPECT_TRUE(has("battles/puzzle.txt: puzzle: the solution fails at move 1"));
    EXPECT_TRUE(has("unlocks an unknown battle 'nowhere'"));
    EXPECT_TRUE(has("unlocks an unknown board 'gold'"));
    EXPECT_TRUE(has("battles/puzzle.txt: no battle unlocks this one"));
    EXPECT_TRUE(has("battles/hold.txt: no battle unlocks this one"));
}

TEST(Campaign, StoryNeedsEverySectionInEveryLanguage) {
    Scratch s;
    write_small_campaign(s);
    s.write("en/ireland.md",
            "# Ireland\n> The crannóg and the king.\n\n## First {#one}\n\n### intro\nA.\n\n### win\nB.\n\n### loss\nC.\n\n"
            "## The fork {#puzzle}\n\n### intro\nD.\n\n### win\nE.\n");
    s.write("en/characters.md", "# Cast\n\n## Conall {#conall}\n\nA fisherman.\n");
    const Campaign c = load_campaign(s.dir);
    std::vector<std::string> got;
    for (const Problem& p : check_story(c, "en")) got.push_back(p.to_string());
    const std::vector<std::string> want = {
        "en/ireland.md: puzzle: no loss",
        "en/wales.md: missing",
        "en/characters.md: no section {#brigid} with a paragraph",
    };
    EXPECT_EQ(got, want);
    const auto text = battle_text(c, *c.battle("one"), "en");
    ASSERT_TRUE(text);
    EXPECT_EQ(text->title, "First");
    ASSERT_EQ(text->intro.size(), 1u);
    EXPECT_EQ(rulebook::plain_text(text->win.front().spans), "B.");
}

// [SECTION] Progress

TEST(CampaignProgress, RecordsWinsMarksAndUnlocks) {
    Scratch s;
    write_small_campaign(s);
    const Campaign c = load_campaign(s.dir);
    Progress p = Progress::fresh(c, "Ragnhild");
    EXPECT_EQ(p.open, (std::set<std::string>{"one"}));
    EXPECT_TRUE(p.record(*c.battle("one"), false, {}).empty());
    const auto unlocked = p.record(*c.battle("one"), true, {Mark{Mark::Type::NoUndo, 0}, Mark{Mark::Type::Losses, 2}});
    EXPECT_EQ(unlocked.size(), 3u);
    EXPECT_EQ(p.open, (std::set<std::string>{"one", "puzzle"}));
    EXPECT_EQ(p.boards, (std::set<std::string>{"yew"}));
    EXPECT_EQ(p.rulebook_chapters, (std::set<std::string>{"brandubh#end"}));
    const BattleProgress& b = p.battles["one"];
    EXPECT_TRUE(b.won);
    EXPECT_EQ(b.tries, 2);
    EXPECT_EQ(b.losses, 1);
    EXPECT_EQ(b.marks, (std::set<std::string>{"no-undo"}));  // losses:2 is not one of this battle's marks
    EXPECT_TRUE(p.record(*c.battle("one"), true, {}).empty());  // nothing new the second time
    EXPECT_EQ(p.marks_total(), 1);
}

TEST(CampaignProgress, TheFileRoundTripsAndDamageIsRefused) {
    Progress p;
    p.name = "Ragnhild \u00D0\u00F3ra \"the\" = bold\n";
    p.difficulty = Difficulty::Hard;
    p.open = {"one", "two"};
    p.battles["one"] = BattleProgress{true, {"no-undo", "within:30"}, 3, 2};
    p.boards = {"yew"};
    p.rulebook_chapters = {"brandubh#end"};
    const std::string text = write_progress(p);
    std::string error;
    const auto back = parse_progress(text, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, p);
    // Every cut short and every changed byte is refused.
    for (std::size_t cut = 0; cut < text.size() - 1; cut += 7)
        EXPECT_FALSE(parse_progress(text.substr(0, cut), &error)) << cut;
    for (std::size_t i = 0; i < text.size(); i += 5) {
        std::string bad = text;
        bad[i] = static_cast<char>(bad[i] ^ 0x21);
        EXPECT_FALSE(parse_progress(bad, &error)) << i;
    }
    EXPECT_FALSE(parse_progress("", &error));
    EXPECT_FALSE(error.empty());
}

TEST(CampaignProgress, LevelsFollowTheDifficultyWithinTheLadder) {
    const Character thrall{"a", "thrall", -1, -1, "a"};
    const Character bondi{"b", "bondi", -1, -1, "b"};
    const Character jarl{"c", "jarl", -1, -1, "c"};
    EXPECT_EQ(level_for(thrall, Difficulty::Story), "thrall");
    EXPECT_EQ(level_for(bondi, Difficulty::Story), "karl");
    EXPECT_EQ(level_for(bondi, Difficulty::Normal), "bondi");
    EXPECT_EQ(level_for(bondi, Difficulty::Hard), "huscarl");
    EXPECT_EQ(level_for(jarl, Difficulty::Hard), "jarl");
}

TEST(CampaignProgress, ProfilesSaveAtomicallyAndABrokenFileIsSetAside) {
    Scratch s;
    write_small_campaign(s);
    const Campaign c = load_campaign(s.dir);
    EXPECT_EQ(profile_id_of("Ragnhild Þóra"), "ragnhild-ra");
    EXPECT_EQ(profile_id_of("!!!"), "player");
    const fs::path prefs = s.dir / "prefs";
    Loaded first = load_profile(prefs, "ragnhild", c, "Ragnhild");
    EXPECT_EQ(first.state, Loaded::State::Fresh);
    std::string error;
    ASSERT_TRUE(save_profile(prefs, "ragnhild", first.progress, &error)) << error;
    first.progress.record(*c.battle("one"), true, {});
    ASSERT_TRUE(save_profile(prefs, "ragnhild", first.progress, &error)) << error;
    EXPECT_TRUE(fs::exists(profile_path(prefs, "ragnhild").string() + ".bak"));
    EXPECT_EQ(list_profiles(prefs), std::vector<std::string>{"ragnhild"});
    const Loaded again = load_profile(prefs, "ragnhild", c, "Ragnhild");
    EXPECT_EQ(again.state, Loaded::State::Loaded);
    EXPECT_EQ(again.progress, first.progress);
    // Damage it: it is named, set aside (not deleted), and a fresh start offered.
    std::ofstream(profile_path(prefs, "ragnhild"), std::ios::binary | std::ios::trunc) << "version = 1\nopen = one\n";
    const Loaded broken = load_profile(prefs, "ragnhild", c, "Ragnhild");
    EXPECT_EQ(broken.state, Loaded::State::Corrupt);
    EXPECT_NE(broken.error.find("checksum"), std::string::npos);
    EXPECT_TRUE(fs::exists(broken.kept_as));
    EXPECT_FALSE(fs::exists(profile_path(prefs, "ragnhild")));
    EXPECT_EQ(broken.progress.open, (std::set<std::string>{"one"}));
}

}  // namespace
}  // namespace tafl::campaign
