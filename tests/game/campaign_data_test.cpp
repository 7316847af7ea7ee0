// campaign_data_test.cpp: the shipped campaign (assets/campaign). Every file reads; every battle's
// rules and start position are legal; every puzzle is proved by the engine with its solution;
// every unlock exists and every battle can be reached; all 14 presets are played; there are at
// least 8 chapters and 30 battles with every kind; every opponent's portrait exists; and the story
// exists in every language with every battle's introduction and endings.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "campaign/campaign.h"
#include "rulebook/library.h"
#include "test_support.h"

namespace tafl::campaign {
namespace {

const std::filesystem::path& assets() {
    static const std::filesystem::path dir = [] {
        const auto found = presets::find_assets_dir(nullptr);
        if (!found) throw std::runtime_error("assets folder not found");
        return *found;
    }();
    return dir;
}

const Campaign& shipped() {
    static const Campaign campaign = load_campaign(assets() / "campaign");
    return campaign;
}

TEST(ShippedCampaign, EveryFileReadsAndEveryBattleIsSound) {
    for (const Problem& p : shipped().problems) ADD_FAILURE() << p.to_string();
    std::vector<rulebook::Problem> problems;
    const rulebook::Library books = rulebook::load_library(assets() / "rulebooks", {});
    for (const Problem& p : check_campaign(shipped(), test::shipped_variants(), books.catalog, true))
        ADD_FAILURE() << p.to_string();
}

TEST(ShippedCampaign, ItsShapeIsWhatPlayersArePromised) {
    EXPECT_GE(shipped().chapters.size(), 8u);
    EXPECT_GE(shipped().battles.size(), 30u);
    std::set<std::string> presets;
    std::set<Kind> kinds;
    std::set<std::string> formats;
    bool attacks = false, defends = false;
    for (const Battle& b : shipped().battles) {
        presets.insert(b.preset);
        kinds.insert(b.kind);
        formats.insert(b.format);
        if (b.kind == Kind::Game) (b.player == Side::Attackers ? attacks : defends) = true;
    }
    for (const Variant* v : test::shipped_variants().all()) EXPECT_TRUE(presets.contains(v->id)) << v->id << " is never played";
    EXPECT_EQ(kinds.size(), 5u);
    EXPECT_TRUE(formats.contains("two-games"));
    EXPECT_TRUE(formats.contains("five-points"));
    EXPECT_TRUE(attacks && defends);
}

TEST(ShippedCampaign, EveryPortraitAndTheMapExist) {
    EXPECT_TRUE(std::filesystem::is_regular_file(shipped().dir / "map.png"));
    for (const Character& c : shipped().characters)
        EXPECT_TRUE(std::filesystem::is_regular_file(shipped().dir / "portraits" / (c.portrait + ".png"))) << c.id;
}

}  // namespace
}  // namespace tafl::campaign
