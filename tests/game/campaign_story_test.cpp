// campaign_story_test.cpp: the campaign's story exists in every language: every chapter's title
// and map line, every battle's introduction and endings, every opponent's paragraph, in the
// typography of the language.
#include <gtest/gtest.h>

#include "campaign/campaign.h"
#include "test_support.h"

namespace tafl::campaign {
namespace {

TEST(ShippedCampaign, TheStoryIsWrittenInEveryLanguage) {
    for (const char* lang : {"en", "de", "it", "fr"})
        for (const Problem& p : check_story(load_campaign(*presets::find_assets_dir(nullptr) / "campaign"), lang)) ADD_FAILURE() << p.to_string();
}

}  // namespace
}  // namespace tafl::campaign
