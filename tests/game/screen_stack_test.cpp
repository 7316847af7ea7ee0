// screen_stack_test.cpp: the screen stack (game/app/screen.h) without a window: pushes and closes
// take effect when applied, answers reach the screen that opened the one that closed, covering
// screens decide what is drawn, the main menu can grow entries, and the About window links the
// player's folder.
#include <gtest/gtest.h>

#include <any>
#include <memory>
#include <string>
#include <vector>

#include "app/gamepad.h"
#include "app/screen.h"
#include "app/screen_context.h"
#include "app/screens/about_screen.h"
#include "app/screens/main_menu_screen.h"

namespace tafl::app {
namespace {

// The platform's services, answered without a window.
class FakePlatform final : public Platform {
public:
    void quit() override { quit_asked = true; }
    bool fullscreen() const override { return false; }
    void toggle_fullscreen() override {}
    scene::TimeMs now() const override { return 0; }
    bool deterministic() const override { return true; }
    bool test_mode() const override { return true; }
    bool scripted_start() const override { return true; }
    void keep_drawing(int) override {}
    glm::ivec2 framebuffer_size() const override { return {800, 600}; }
    glm::ivec2 window_size() const override { return {800, 600}; }
    float pixel_scale() const override { return 1.0f; }
    glm::vec2 to_framebuffer(int x, int y) const override { return {static_cast<float>(x), static_cast<float>(y)}; }
    void wake() override {}
    void set_language(i18n::Language) override {}
    void fonts_changed() override {}
    void report_problem(const std::string& message) override { problems.push_back(message); }
    void play_sound(audio::SoundId id, scene::TimeMs, float) override { sounds.push_back(id); }
    void set_ambience(std::optional<audio::SoundId>) override {}

    bool quit_asked = false;
    std::vector<std::string> problems;
    std::vector<audio::SoundId> sounds;
};

// Everything a ScreenContext refers to; nothing here touches OpenGL until it is initialised.
struct Harness {
    ScreenStack screens;
    FakePlatform platform;
    DataDirs dirs;
    core::Settings settings;
    VariantCatalog variants;
    TextRenderer text;
    SpriteBatch batch;
    BoardArt art;
    Fonts fonts;
    Texture picture;
    Gamepad pad;
    ScreenContext ctx{screens, platform, dirs, settings, variants, i18n::translator(),
                      text,    batch,    art,  fonts,    picture,  pad};
};

// A screen that writes what happens to it into a shared log.
class LoggingScreen : public Screen {
public:
    LoggingScreen(ScreenContext& context, std::string name, std::vector<std::string>& log, bool covering = false)
        : Screen(context), name_(std::move(name)), log_(log), covering_(covering) {}
    const char* name() const override { return name_.c_str(); }
    bool covers() const override { return covering_; }
    void enter() override { log_.push_back(name_ + ":enter"); }
    void leave() override { log_.push_back(name_ + ":leave"); }
    void resume(const ScreenAnswer& answer) override {
        const int* value = std::any_cast<int>(&answer);
        log_.push_back(name_ + ":resume:" + (value != nullptr ? std::to_string(*value) : std::string("-")));
    }
    using Screen::close;

private:
    std::string name_;
    std::vector<std::string>& log_;
    bool covering_;
};

// A second type, for find<T>().
class OtherScreen final : public LoggingScreen {
public:
    using LoggingScreen::LoggingScreen;
};

// [SECTION] Pushing and closing

TEST(ScreenStack, PushesTakeEffectWhenApplied) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "base", log, true));
    EXPECT_TRUE(h.screens.empty());
    h.screens.apply();
    ASSERT_EQ(h.screens.size(), 1u);
    EXPECT_STREQ(h.screens.top()->name(), "base");
    EXPECT_EQ(log, (std::vector<std::string>{"base:enter"}));
}

TEST(ScreenStack, AnAnswerReachesTheOpenerAndTheScreenBelowResumes) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "base", log, true));
    h.screens.apply();
    int answered = 0;
    auto dialog = std::make_unique<LoggingScreen>(h.ctx, "dialog", log);
    LoggingScreen* d = dialog.get();
    h.screens.push(std::move(dialog), [&](const ScreenAnswer& a) {
        ASSERT_NE(std::any_cast<int>(&a), nullptr);
        answered = std::any_cast<int>(a);
    });
    h.screens.apply();
    d->close(42);
    EXPECT_EQ(h.screens.size(), 2u);  // not before apply()
    h.screens.apply();
    EXPECT_EQ(answered, 42);
    ASSERT_EQ(h.screens.size(), 1u);
    EXPECT_EQ(log, (std::vector<std::string>{"base:enter", "dialog:enter", "dialog:leave", "base:resume:42"}));
}

TEST(ScreenStack, ClosingAScreenClosesTheOnesAboveItFirstWithoutAnswers) {
    Harness h;
    std::vector<std::string> log;
    std::vector<std::string> answers;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "base", log, true));
    auto middle = std::make_unique<LoggingScreen>(h.ctx, "middle", log);
    LoggingScreen* m = middle.get();
    h.screens.push(std::move(middle), [&](const ScreenAnswer&) { answers.push_back("middle"); });
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "top", log),
                   [&](const ScreenAnswer&) { answers.push_back("top"); });
    h.screens.apply();
    log.clear();
    h.screens.close(m, 7);
    h.screens.apply();
    EXPECT_EQ(h.screens.size(), 1u);
    EXPECT_EQ(log, (std::vector<std::string>{"top:leave", "middle:leave", "base:resume:7"}));
    EXPECT_EQ(answers, (std::vector<std::string>{"middle"}));
}

TEST(ScreenStack, CloseAboveKeepsTheScreenAndClosesTheRest) {
    Harness h;
    std::vector<std::string> log;
    auto base = std::make_unique<LoggingScreen>(h.ctx, "base", log, true);
    LoggingScreen* b = base.get();
    h.screens.push(std::move(base));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "title", log, true));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "menu", log, true));
    h.screens.apply();
    h.screens.close_above(b);
    h.screens.apply();
    ASSERT_EQ(h.screens.size(), 1u);
    EXPECT_EQ(h.screens.top(), b);
    // Nothing above: nothing to do.
    h.screens.close_above(b);
    h.screens.apply();
    EXPECT_EQ(h.screens.size(), 1u);
}

TEST(ScreenStack, AScreenOpenedByAnAnswerOpensInTheSameApply) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "base", log, true));
    auto dialog = std::make_unique<LoggingScreen>(h.ctx, "dialog", log);
    LoggingScreen* d = dialog.get();
    h.screens.push(std::move(dialog),
                   [&](const ScreenAnswer&) { h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "next", log)); });
    h.screens.apply();
    d->close();
    h.screens.apply();
    ASSERT_EQ(h.screens.size(), 2u);
    EXPECT_STREQ(h.screens.top()->name(), "next");
}

TEST(ScreenStack, ClosingTwiceAndClosingAGoneScreenChangeNothing) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "base", log, true));
    auto dialog = std::make_unique<LoggingScreen>(h.ctx, "dialog", log);
    LoggingScreen* d = dialog.get();
    int answers = 0;
    h.screens.push(std::move(dialog), [&](const ScreenAnswer&) { ++answers; });
    h.screens.apply();
    d->close(1);
    d->close(2);
    h.screens.apply();
    EXPECT_EQ(answers, 1);
    EXPECT_EQ(h.screens.size(), 1u);
}

TEST(ScreenStack, ClearLeavesEveryScreenTopFirst) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "a", log, true));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "b", log));
    h.screens.apply();
    log.clear();
    h.screens.clear();
    EXPECT_TRUE(h.screens.empty());
    EXPECT_EQ(log, (std::vector<std::string>{"b:leave", "a:leave"}));
}

// [SECTION] What is drawn

TEST(ScreenStack, TheHighestCoveringScreenIsTheFirstDrawn) {
    Harness h;
    std::vector<std::string> log;
    auto match = std::make_unique<LoggingScreen>(h.ctx, "match", log, true);
    LoggingScreen* m = match.get();
    h.screens.push(std::move(match));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "deal", log));
    auto menu = std::make_unique<LoggingScreen>(h.ctx, "menu", log, true);
    LoggingScreen* mm = menu.get();
    h.screens.push(std::move(menu));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "settings", log));
    h.screens.apply();
    EXPECT_EQ(h.screens.first_drawn(), 2u);
    EXPECT_TRUE(h.screens.covered(m));
    EXPECT_FALSE(h.screens.covered(mm));
    h.screens.close(mm);
    h.screens.apply();
    EXPECT_EQ(h.screens.first_drawn(), 0u);
    EXPECT_FALSE(h.screens.covered(m));
}

TEST(ScreenStack, FindsTheTopmostScreenOfAType) {
    Harness h;
    std::vector<std::string> log;
    h.screens.push(std::make_unique<OtherScreen>(h.ctx, "low", log, true));
    h.screens.push(std::make_unique<LoggingScreen>(h.ctx, "mid", log));
    h.screens.push(std::make_unique<OtherScreen>(h.ctx, "high", log));
    h.screens.apply();
    ASSERT_NE(h.screens.find<OtherScreen>(), nullptr);
    EXPECT_STREQ(h.screens.find<OtherScreen>()->name(), "high");
    EXPECT_EQ(h.screens.find<MainMenuScreen>(), nullptr);
}

// [SECTION] The main menu's seams

TEST(MainMenu, GrowsEntriesAndOffersReturnOnlyFromAGameGoingOn) {
    Harness h;
    MainMenuScreen from_title(h.ctx, false);
    MainMenuScreen from_match(h.ctx, true);
    // New match, Campaign, Rulebooks, Continue, Load game, Settings, Quit; and Return to the game
    // from a match.
    EXPECT_EQ(from_title.entry_count(), 7u);
    EXPECT_EQ(from_match.entry_count(), 8u);
    bool chosen = false;
    from_title.add_entry(MainMenuEntry{[] { return std::string("Tutorial"); }, {}, [&] { chosen = true; }}, 1);
    EXPECT_EQ(from_title.entry_count(), 8u);
    from_title.add_entry(MainMenuEntry{[] { return std::string("Last"); }, {}, {}}, 99);
    EXPECT_EQ(from_title.entry_count(), 9u);
    // Without a user folder there is nothing to continue or load.
    EXPECT_EQ(from_title.shown_labels(), (std::vector<std::string>{"New match", "Tutorial", "Campaign", "Rulebooks",
                                                                   "Settings", "Quit", "Last"}));
    EXPECT_EQ(from_match.shown_labels().front(), "Return to the game");
    EXPECT_FALSE(chosen);
}

// [SECTION] The About window's folder link

TEST(AboutScreen, TheFolderBecomesAFileUrlWithEveryOtherByteEscaped) {
    EXPECT_EQ(file_url("/home/ann/.local/share/taflbord"), "file:///home/ann/.local/share/taflbord");
    // A space, a letter outside ASCII (UTF-8, two bytes) and URL syntax are escaped.
    EXPECT_EQ(file_url(std::filesystem::path(u8"/home/J\u00f6rg M/a#b?c%")), "file:///home/J%C3%B6rg%20M/a%23b%3Fc%25");
    // A Windows drive path gets the third slash.
    EXPECT_EQ(file_url("C:/Users/ann/AppData/Roaming/taflbord"), "file:///C:/Users/ann/AppData/Roaming/taflbord");
    // The window shows the project's one version number.
    EXPECT_STREQ(program_version(), TAFLBORD_PROJECT_VERSION);
}

}  // namespace
}  // namespace tafl::app
