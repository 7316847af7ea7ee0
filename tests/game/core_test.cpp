// core_test.cpp: the game's core plumbing without a window: atomic writes and limited reads, the
// settings file (round trips, every warning, clamping), input recordings (round trips, every
// error, random bytes), frame statistics, image comparison and the command line.
#include <gtest/gtest.h>

#if !defined(_WIN32)
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <clocale>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <locale>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "core/frame_stats.h"
#include "core/image_compare.h"
#include "core/input_log.h"
#include "core/options.h"
#include "core/settings.h"

namespace tafl::core {
namespace {

namespace fs = std::filesystem;
using tafl::i18n::Language;

// [SECTION] Helpers

// A scratch folder under the system temp folder, named after the test, removed at its end.
class TempDir {
public:
    TempDir() {
        std::random_device rd;
        const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
        path_ = fs::temp_directory_path() /
                ("taflbord-core-test-" + test + "-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

void put(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
}

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// SplitMix64: a fixed-seed generator, so the random tests replay the same bytes everywhere.
struct SplitMix {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

// [SECTION] Atomic files

TEST(ReadFile, ReturnsEveryByte) {
    TempDir dir;
    const std::string bytes = std::string("a\0b\r\nc", 6) + std::string(40000, 'x');
    put(dir.path() / "f.bin", bytes);
    std::string error;
    const std::optional<std::string> read = read_file(dir.path() / "f.bin", bytes.size(), &error);
    ASSERT_TRUE(read) << error;
    EXPECT_EQ(*read, bytes);
}

TEST(ReadFile, RefusesFilesOverTheLimit) {
    TempDir dir;
    const fs::path path = dir.path() / "f.txt";
    put(path, std::string(40000, 'x'));
    std::string error;
    EXPECT_TRUE(read_file(path, 40000, &error));
    EXPECT_FALSE(read_file(path, 39999, &error));
    EXPECT_EQ(error, path.string() + " is larger than 39999 bytes");
    EXPECT_FALSE(read_file(path, 0, &error));
    put(path, "");
    EXPECT_EQ(read_file(path, 0, &error), std::string());
}

TEST(ReadFile, ReportsMissingFilesAndFolders) {
    TempDir dir;
    std::string error;
    EXPECT_FALSE(read_file(dir.path() / "missing.txt", 100, &error));
    EXPECT_EQ(error.rfind("cannot open " + (dir.path() / "missing.txt").string() + ": ", 0), 0U) << error;
    error.clear();
    EXPECT_FALSE(read_file(dir.path(), 100, &error));
    EXPECT_NE(error.find(dir.path().string()), std::string::npos) << error;
    EXPECT_FALSE(read_file(dir.path() / "missing.txt", 100, nullptr));
}

TEST(AtomicWrite, CreatesParentsAndLeavesNoTemporary) {
    TempDir dir;
    const fs::path path = dir.path() / "a" / "b" / "settings.txt";
    std::string error;
    ASSERT_TRUE(write_file_atomically(path, "hello\n", &error)) << error;
    EXPECT_EQ(slurp(path), "hello\n");
    EXPECT_FALSE(fs::exists(path.string() + ".tmp"));
    EXPECT_FALSE(fs::exists(path.string() + ".bak"));  // there was nothing to keep
    ASSERT_TRUE(write_file_atomically(path, "", nullptr));
    EXPECT_EQ(slurp(path), "");
}

TEST(AtomicWrite, KeepsThePreviousVersionAsBak) {
    TempDir dir;
    const fs::path path = dir.path() / "s.txt";
    const fs::path bak = dir.path() / "s.txt.bak";
    ASSERT_TRUE(write_file_atomically(path, "one", nullptr));
    ASSERT_TRUE(write_file_atomically(path, "two", nullptr));
    EXPECT_EQ(slurp(path), "two");
    EXPECT_EQ(slurp(bak), "one");
    ASSERT_TRUE(write_file_atomically(path, "three", nullptr));
    EXPECT_EQ(slurp(path), "three");
    EXPECT_EQ(slurp(bak), "two");
    ASSERT_TRUE(write_file_atomically(path, "four", nullptr, false));
    EXPECT_EQ(slurp(path), "four");
    EXPECT_EQ(slurp(bak), "two");  // untouched without keep_previous
}

TEST(AtomicWrite, RefusesToReplaceADirectory) {
    TempDir dir;
    const fs::path target = dir.path() / "target";
    fs::create_directories(target);
    put(target / "inside.txt", "old");
    std::string error;
    EXPECT_FALSE(write_file_atomically(target, "new", &error));
    EXPECT_NE(error.find("is a directory"), std::string::npos) << error;
    EXPECT_EQ(slurp(target / "inside.txt"), "old");
    EXPECT_FALSE(fs::exists(dir.path() / "target.tmp"));
    EXPECT_FALSE(fs::exists(dir.path() / "target.bak"));
}

#if !defined(_WIN32)
// A symbolic link is followed: the file it names is replaced, with its backup beside it, and the
// link stays a link; a link to a file not made yet makes that file.
TEST(AtomicWrite, FollowsASymbolicLink) {
    TempDir dir;
    fs::create_directories(dir.path() / "real");
    const fs::path real = dir.path() / "real" / "settings.txt";
    put(real, "old");
    const fs::path link = dir.path() / "link.txt";
    fs::create_symlink(fs::path("real") / "settings.txt", link);
    std::string error;
    ASSERT_TRUE(write_file_atomically(link, "new", &error)) << error;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(slurp(real), "new");
    EXPECT_EQ(slurp(dir.path() / "real" / "settings.txt.bak"), "old");
    EXPECT_FALSE(fs::exists(dir.path() / "link.txt.bak"));

    const fs::path dangling = dir.path() / "later.txt";
    fs::create_symlink(dir.path() / "real" / "later-target.txt", dangling);
    ASSERT_TRUE(write_file_atomically(dangling, "made", &error)) << error;
    EXPECT_TRUE(fs::is_symlink(dangling));
    EXPECT_EQ(slurp(dir.path() / "real" / "later-target.txt"), "made");
}

// A device or a pipe is never replaced by a regular file, and a pipe is not opened (which would
// block until someone reads it).
TEST(AtomicWrite, RefusesDevicesAndPipes) {
    std::string error;
    EXPECT_FALSE(write_file_atomically("/dev/null", "x", &error));
    EXPECT_NE(error.find("cannot replace /dev/null: it is a device"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
    EXPECT_FALSE(fs::exists("/dev/null.tmp"));

    TempDir dir;
    const fs::path fifo = dir.path() / "pipe";
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(write_file_atomically(fifo, "x", &error));
    EXPECT_NE(error.find("it is a pipe"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_fifo(fifo));
    const fs::path link = dir.path() / "to-null";
    fs::create_symlink("/dev/null", link);
    EXPECT_FALSE(write_file_atomically(link, "x", &error));
    EXPECT_NE(error.find("it is a device"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_symlink(link));

    // Nor is a pipe read: the reader would wait for a writer forever.
    EXPECT_FALSE(read_file(fifo, 1024, &error));
    EXPECT_NE(error.find("cannot read " + fifo.string() + ": it is a pipe"), std::string::npos) << error;
}
#endif

TEST(AtomicWrite, FailsWhenTheParentIsAFile) {
    TempDir dir;
    const fs::path parent = dir.path() / "file.txt";
    put(parent, "old");
    std::string error;
    EXPECT_FALSE(write_file_atomically(parent / "child.txt", "new", &error));
    EXPECT_NE(error.find("cannot create the directory " + parent.string()), std::string::npos) << error;
    EXPECT_EQ(slurp(parent), "old");
}

// The kind of a failure, for the words the player reads: none after a write that worked, and
// "other" for a folder that is a file (a full disk and a read-only folder: tests/deep/disk_check.sh,
// which needs root to mount them).
TEST(AtomicWrite, SaysWhatKindOfProblemStoppedIt) {
    TempDir dir;
    WriteProblem problem = WriteProblem::Other;
    std::string error;
    EXPECT_TRUE(write_file_atomically(dir.path() / "a.txt", "new", &error, true, &problem));
    EXPECT_EQ(problem, WriteProblem::None);
    put(dir.path() / "file.txt", "old");
    EXPECT_FALSE(write_file_atomically(dir.path() / "file.txt" / "child.txt", "new", &error, true, &problem));
    EXPECT_EQ(problem, WriteProblem::Other);
#if !defined(_WIN32)
    if (::geteuid() != 0) {  // root may write anywhere
        fs::create_directories(dir.path() / "locked");
        fs::permissions(dir.path() / "locked", fs::perms::owner_read | fs::perms::owner_exec);
        EXPECT_FALSE(write_file_atomically(dir.path() / "locked" / "b.txt", "new", &error, true, &problem));
        EXPECT_EQ(problem, WriteProblem::NoPermission) << error;
        fs::permissions(dir.path() / "locked", fs::perms::owner_all);
    }
#endif
}

TEST(AtomicWrite, FailureToCreateTheTemporaryKeepsTheOldFile) {
    TempDir dir;
    const fs::path path = dir.path() / "s.txt";
    put(path, "old");
    fs::create_directories(dir.path() / "s.txt.tmp" / "blocker");  // the temporary cannot be opened
    std::string error;
    EXPECT_FALSE(write_file_atomically(path, "new", &error));
    EXPECT_NE(error.find("cannot create " + path.string() + ".tmp"), std::string::npos) << error;
    EXPECT_EQ(slurp(path), "old");
    EXPECT_FALSE(fs::exists(dir.path() / "s.txt.bak"));
}

TEST(AtomicWrite, FailureToKeepTheBackupKeepsTheOldFileAndRemovesTheTemporary) {
    TempDir dir;
    const fs::path path = dir.path() / "s.txt";
    put(path, "old");
    fs::create_directories(dir.path() / "s.txt.bak" / "blocker");  // the backup cannot be replaced
    std::string error;
    EXPECT_FALSE(write_file_atomically(path, "new", &error));
    EXPECT_NE(error.find("cannot keep the previous version"), std::string::npos) << error;
    EXPECT_EQ(slurp(path), "old");
    EXPECT_FALSE(fs::exists(dir.path() / "s.txt.tmp"));
    // Without a backup the same write goes through.
    EXPECT_TRUE(write_file_atomically(path, "new", &error, false)) << error;
    EXPECT_EQ(slurp(path), "new");
}

// [SECTION] Settings

std::vector<std::string> warnings_of(std::string_view text, Settings* out = nullptr) {
    std::vector<std::string> warnings;
    const Settings s = parse_settings(text, &warnings);
    if (out) *out = s;
    return warnings;
}

TEST(Settings, DefaultsRoundTripWithoutWarnings) {
    std::vector<std::string> warnings;
    EXPECT_EQ(parse_settings(write_settings(Settings{}), &warnings), Settings{});
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(parse_settings("", &warnings), Settings{});
    EXPECT_TRUE(warnings.empty());
}

TEST(Settings, EveryFieldRoundTrips) {
    Settings s;
    s.language = Language::German;
    s.language_set = true;
    s.window_width = 1920;
    s.window_height = 16384;
    s.maximized = true;
    s.fullscreen = true;
    s.vsync = false;
    s.reduced_motion = true;
    s.animation_speed = 2.5f;
    s.ui_scale = 1.333f;
    s.show_coordinates = false;
    s.high_contrast = true;
    s.last_variant = "brandubh 7x7";
    s.boards_won = {"hide", "yew"};
    s.board = "hide";
    s.master_volume = 0;
    s.effects_volume = 100;
    s.ambience_volume = 7;
    s.music_volume = 55;
    s.mute = true;
    s.mute_when_unfocused = false;
    std::vector<std::string> warnings;
    EXPECT_EQ(parse_settings(write_settings(s), &warnings), s);
    EXPECT_TRUE(warnings.empty());
    for (Language language : tafl::i18n::kLanguages) {
        s.language = language;
        EXPECT_EQ(parse_settings(write_settings(s), nullptr), s);
    }
}

TEST(Settings, EveryThreeDecimalFloatRoundTrips) {
    Settings s;
    for (int milli = 250; milli <= 4000; ++milli) {
        s.animation_speed = static_cast<float>(milli) / 1000.0f;
        s.ui_scale = static_cast<float>(std::clamp(milli, 500, 3000)) / 1000.0f;
        const Settings back = parse_settings(write_settings(s), nullptr);
        ASSERT_EQ(back.animation_speed, s.animation_speed) << milli;
        ASSERT_EQ(back.ui_scale, s.ui_scale) << milli;
    }
}

TEST(Settings, FileIsCommentedAndReadable) {
    Settings s;
    s.animation_speed = 0.25f;
    const std::string text = write_settings(s);
    EXPECT_EQ(text.rfind("# Taflbord settings. Edit while the game is closed; unknown lines are ignored.\n", 0), 0U);
    EXPECT_NE(text.find("\nlanguage = auto\n"), std::string::npos);
    EXPECT_NE(text.find("\nanimation_speed = 0.25\n"), std::string::npos);
    EXPECT_NE(text.find("\nui_scale = 1\n"), std::string::npos);
    EXPECT_NE(text.find("\nvsync = true\n"), std::string::npos);
    // Every key line has a comment line right above it.
    std::istringstream lines(text);
    std::string previous;
    std::string line;
    int keys = 0;
    while (std::getline(lines, line)) {
        if (line.find(" = ") != std::string::npos) {
            ++keys;
            EXPECT_EQ(previous.rfind("# ", 0), 0U) << line;
        }
        previous = line;
    }
    EXPECT_EQ(keys, 21);
}

TEST(Settings, ToleratesCommentsBlanksSpacesAndCrlf) {
    const std::string text =
        "\xEF\xBB\xBF# header\r\n\r\n  language\t=\tde  \r\n# comment = not a key\r\nwindow_width=1024\r\n"
        "   \r\nvsync = off\r\nui_scale = 2";
    Settings s;
    EXPECT_TRUE(warnings_of(text, &s).empty());
    EXPECT_TRUE(s.language_set);
    EXPECT_EQ(s.language, Language::German);
    EXPECT_EQ(s.window_width, 1024);
    EXPECT_FALSE(s.vsync);
    EXPECT_EQ(s.ui_scale, 2.0f);
}

TEST(Settings, AcceptsEveryBooleanSpelling) {
    const std::vector<std::pair<std::string, bool>> spellings = {
        {"true", true},   {"yes", true}, {"on", true},   {"1", true},  {"TRUE", true},
        {"false", false}, {"no", false}, {"off", false}, {"0", false}, {"Off", false}};
    for (const auto& [word, value] : spellings) {
        Settings s;
        s.high_contrast = !value;
        EXPECT_TRUE(warnings_of("high_contrast = " + word, &s).empty()) << word;
        EXPECT_EQ(s.high_contrast, value) << word;
    }
}

TEST(Settings, LanguageCodes) {
    Settings s;
    EXPECT_TRUE(warnings_of("language = fr_CA.UTF-8", &s).empty());
    EXPECT_EQ(s.language, Language::French);
    EXPECT_TRUE(s.language_set);
    EXPECT_TRUE(warnings_of("language = de\nlanguage = AUTO", &s).size() == 1);  // the repeat warns
    EXPECT_FALSE(s.language_set);
    EXPECT_EQ(s.language, Language::English);
}

TEST(Settings, WarnsAboutEachKindOfProblem) {
    struct Case {
        std::string text;
        std::string warning;
    };
    const std::vector<Case> cases = {
        {"colour = red", "settings line 1: unknown key 'colour'; ignored"},
        {"vsync", "settings line 1: expected 'key = value', not 'vsync'; ignored"},
        {"= 3", "settings line 1: expected 'key = value', not '= 3'; ignored"},
        {"vsync = maybe", "settings line 1: 'vsync' must be true or false; keeping true"},
        {"\n\n\n\n\n# six\nui_scale = big", "settings line 7: 'ui_scale' must be a number from 0.5 to 3; keeping 1"},
        {"ui_scale = nan", "settings line 1: 'ui_scale' must be a number from 0.5 to 3; keeping 1"},
        {"ui_scale =", "settings line 1: 'ui_scale' must be a number from 0.5 to 3; keeping 1"},
        {"animation_speed = 1,5", "settings line 1: 'animation_speed' must be a number from 0.25 to 4; keeping 1"},
        {"window_width = 12.5",
         "settings line 1: 'window_width' must be a whole number from 320 to 16384; keeping 1280"},
        {"window_height = +900",
         "settings line 1: 'window_height' must be a whole number from 320 to 16384; keeping 800"},
        {"language = klingon",
         "settings line 1: 'language' must be auto or a language code (en, de, it, fr); keeping auto"},
        {"last_variant =", "settings line 1: 'last_variant' must be the name of a variant; keeping copenhagen"},
        {"vsync = no\r\nvsync = yes", "settings line 2: 'vsync' is set again; this line counts"},
        {"board = marble",
         "settings line 1: 'board' must be own, yew, hide, slate, driftwood, oak or cloth; keeping own"},
        {"boards_won = gold", "settings line 1: 'boards_won': 'gold' is not a board; skipped"},
        {"master_volume = loud", "settings line 1: 'master_volume' must be a whole number from 0 to 100; keeping 80"},
        {"music_volume = 50.5", "settings line 1: 'music_volume' must be a whole number from 0 to 100; keeping 70"},
        {"mute = sometimes", "settings line 1: 'mute' must be true or false; keeping false"},
        {"mute_when_unfocused = 2", "settings line 1: 'mute_when_unfocused' must be true or false; keeping true"},
    };
    for (const Case& c : cases) {
        Settings s;
        const std::vector<std::string> warnings = warnings_of(c.text, &s);
        ASSERT_EQ(warnings.size(), 1U) << c.text;
        EXPECT_EQ(warnings[0], c.warning);
        EXPECT_EQ(s, Settings{}) << c.text;  // every value above is refused or ends at its default
    }
}

TEST(Settings, ClampsNumbersOutsideTheirLimits) {
    struct Case {
        std::string text;
        Settings expected;
        std::string warning;
    };
    Settings narrow;
    narrow.window_width = 320;
    Settings huge;
    huge.window_height = 16384;
    Settings big_ui;
    big_ui.ui_scale = 3.0f;
    Settings slow;
    slow.animation_speed = 0.25f;
    Settings fast;
    fast.animation_speed = 4.0f;
    Settings loud_effects;
    loud_effects.effects_volume = 100;
    Settings no_ambience;
    no_ambience.ambience_volume = 0;
    const std::vector<Case> cases = {
        {"window_width = 100", narrow, "settings line 1: 'window_width' is 100, outside 320 to 16384; using 320"},
        {"window_width = -5", narrow, "settings line 1: 'window_width' is -5, outside 320 to 16384; using 320"},
        {"window_height = 99999999999999999999999", huge,
         "settings line 1: 'window_height' is 99999999999999999999999, outside 320 to 16384; using 16384"},
        {"ui_scale = 9", big_ui, "settings line 1: 'ui_scale' is 9, outside 0.5 to 3; using 3"},
        {"ui_scale = inf", big_ui, "settings line 1: 'ui_scale' is inf, outside 0.5 to 3; using 3"},
        {"animation_speed = 0.1", slow, "settings line 1: 'animation_speed' is 0.1, outside 0.25 to 4; using 0.25"},
        {"animation_speed = 1e-999", slow,
         "settings line 1: 'animation_speed' is 1e-999, outside 0.25 to 4; using 0.25"},
        {"animation_speed = -1e999", slow,
         "settings line 1: 'animation_speed' is -1e999, outside 0.25 to 4; using 0.25"},
        {"animation_speed = 1e999", fast, "settings line 1: 'animation_speed' is 1e999, outside 0.25 to 4; using 4"},
        {"effects_volume = 150", loud_effects, "settings line 1: 'effects_volume' is 150, outside 0 to 100; using 100"},
        {"ambience_volume = -3", no_ambience, "settings line 1: 'ambience_volume' is -3, outside 0 to 100; using 0"},
    };
    for (const Case& c : cases) {
        Settings s;
        const std::vector<std::string> warnings = warnings_of(c.text, &s);
        ASSERT_EQ(warnings.size(), 1U) << c.text;
        EXPECT_EQ(warnings[0], c.warning);
        EXPECT_EQ(s, c.expected) << c.text;
    }
    Settings edge;
    EXPECT_TRUE(
        warnings_of("window_width = 320\nwindow_height = 16384\nui_scale = 0.5\nanimation_speed = 4", &edge).empty());
    EXPECT_EQ(edge.window_width, 320);
    EXPECT_EQ(edge.window_height, 16384);
    Settings quiet;
    EXPECT_TRUE(warnings_of("master_volume = 0\nmusic_volume = 100", &quiet).empty());
    EXPECT_EQ(quiet.master_volume, 0);
    EXPECT_EQ(quiet.music_volume, 100);
}

TEST(Settings, SoundDefaultsAreAudibleAndUnmuted) {
    const Settings s;
    EXPECT_GT(s.master_volume, 0);
    EXPECT_GT(s.effects_volume, 0);
    EXPECT_GT(s.ambience_volume, 0);
    EXPECT_GT(s.music_volume, 0);
    EXPECT_FALSE(s.mute);
    EXPECT_TRUE(s.mute_when_unfocused);
    const std::string text = write_settings(s);
    for (const char* key : {"master_volume = 80", "effects_volume = 80", "ambience_volume = 50", "music_volume = 70",
                            "mute = false", "mute_when_unfocused = true"})
        EXPECT_NE(text.find(key), std::string::npos) << key;
}

TEST(Settings, GoodLinesSurviveBadOnes) {
    Settings s;
    const std::vector<std::string> warnings =
        warnings_of("fullscreen = yes\nbogus\nui_scale = 1.5\nmystery = 1\nlast_variant = tablut\n", &s);
    EXPECT_EQ(warnings.size(), 2U);
    EXPECT_TRUE(s.fullscreen);
    EXPECT_EQ(s.ui_scale, 1.5f);
    EXPECT_EQ(s.last_variant, "tablut");
}

// More rulebook places than the limit: the first ones are kept, and one warning says why the rest
// were skipped (it once called each of them "not book:chapter").
TEST(Settings, TooManyRulebookPlacesIsOneWarning) {
    std::string line = "rulebook_places =";
    for (int i = 0; i < kMaxRulebookPlaces + 10; ++i)
        line += " book" + std::string(1, static_cast<char>('a' + i % 26)) +
                std::string(1, static_cast<char>('a' + i / 26)) + ":start";
    Settings s;
    const std::vector<std::string> warnings = warnings_of(line + "\n", &s);
    ASSERT_EQ(warnings.size(), 1U);
    EXPECT_NE(warnings[0].find("more than 64 books"), std::string::npos) << warnings[0];
    EXPECT_EQ(s.rulebook_places.size(), static_cast<std::size_t>(kMaxRulebookPlaces));
    std::vector<std::string> again;
    EXPECT_EQ(parse_settings(write_settings(s), &again), s);
    EXPECT_TRUE(again.empty());
}

// A binary file (a wrong file, a broken disk) gets one warning naming the first control byte and
// its line, not one per line of binary, and gives the defaults.
TEST(Settings, BinaryFileIsOneWarning) {
    Settings s;
    std::string text = "fullscreen = yes\nui_scale = 1.5\n";
    for (int i = 0; i < 3000; ++i) text += static_cast<char>((i * 37 + 11) % 256);
    const std::vector<std::string> warnings = warnings_of(text, &s);
    ASSERT_EQ(warnings.size(), 1U);
    EXPECT_NE(warnings[0].find("settings line 3: the file holds binary data (a byte 0x"), std::string::npos)
        << warnings[0];
    EXPECT_EQ(s, Settings{});
    for (const std::string& w : warnings)
        for (char c : w) EXPECT_TRUE(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) << w;
}

// A C++ locale with a decimal comma and digit grouping, as a German system's would have.
struct CommaNumbers : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

TEST(Settings, NumbersIgnoreTheLocale) {
    // The C++ global locale always; the C locale too when the system has one with a decimal comma.
    const std::locale previous = std::locale::global(std::locale(std::locale::classic(), new CommaNumbers));
    bool c_locale = false;
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "de_DE"})
        if (!c_locale && std::setlocale(LC_ALL, name)) c_locale = true;
    Settings s;
    s.ui_scale = 1.5f;
    s.window_width = 12345;
    const std::string text = write_settings(s);
    const Settings back = parse_settings(text, nullptr);
    const std::string stats = format_frame_stats(FrameStats{1234, 1.5, 2, 3, 4, 5}, 1.25, 2, 3, 2048);
    std::setlocale(LC_ALL, "C");
    std::locale::global(previous);
    EXPECT_NE(text.find("\nui_scale = 1.5\n"), std::string::npos);
    EXPECT_NE(text.find("\nwindow_width = 12345\n"), std::string::npos);
    EXPECT_EQ(back, s);
    EXPECT_EQ(stats.rfind("frames=1234 p50_ms=1.500 ", 0), 0U) << stats;
    if (!c_locale) std::cout << "note: no C locale with a decimal comma is installed; checked the C++ one only\n";
}

// [SECTION] Input recordings

InputEvent ev(std::uint64_t frame, InputKind kind, int x = 0, int y = 0, int button = 0) {
    InputEvent e;
    e.frame = frame;
    e.kind = kind;
    e.x = x;
    e.y = y;
    e.button = button;
    return e;
}

InputEvent key_ev(std::uint64_t frame, InputKind kind, std::int32_t key, std::uint16_t mod) {
    InputEvent e = ev(frame, kind);
    e.key = key;
    e.mod = mod;
    return e;
}

InputEvent text_ev(std::uint64_t frame, std::string text) {
    InputEvent e = ev(frame, InputKind::Text);
    e.text = std::move(text);
    return e;
}

InputLog sample_log() {
    InputLog log;
    log.window_width = 1280;
    log.window_height = 800;
    log.scene = "board";
    log.events = {ev(12, InputKind::MouseMove, 300, 200),
                  ev(12, InputKind::MouseDown, 300, 200, 1),
                  ev(13, InputKind::MouseUp, 300, 200, 1),
                  ev(20, InputKind::Wheel, 0, -1),
                  key_ev(30, InputKind::KeyDown, 27, 0),
                  key_ev(31, InputKind::KeyUp, 27, 0),
                  text_ev(32, "Jo"),
                  ev(40, InputKind::Resize, 800, 600),
                  ev(45, InputKind::PadDown, 0, 0, 11),
                  ev(46, InputKind::PadUp, 0, 0, 11),
                  ev(50, InputKind::Quit)};
    return log;
}

const char* const kSampleText =
    "taflbord-input 1\nwindow 1280 800\nscene board\n12 move 300 200\n12 down 300 200 1\n13 up 300 200 1\n"
    "20 wheel 0 -1\n30 key-down 27 0\n31 key-up 27 0\n32 text 4a6f\n40 resize 800 600\n45 pad-down 11\n46 pad-up 11\n"
    "50 quit\n";

TEST(InputLog, WritesTheDocumentedFormat) { EXPECT_EQ(write_input_log(sample_log()), kSampleText); }

TEST(InputLog, RoundTrips) {
    std::string error;
    EXPECT_EQ(parse_input_log(kSampleText, &error), sample_log()) << error;

    InputLog extreme;
    extreme.events = {ev(0, InputKind::MouseMove, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()),
                      ev(0, InputKind::MouseDown, -5, 7, 3),
                      key_ev(1, InputKind::KeyDown, std::numeric_limits<std::int32_t>::min(), 65535),
                      key_ev(1, InputKind::KeyUp, 0x40000052, 0x3),
                      text_ev(2, "a b\tc\n# \xC3\xB8 \xE2\x9C\x93 \xF0\x9F\x91\x91"),
                      text_ev(2, ""),
                      ev(kMaxInputFrame, InputKind::Quit)};
    const std::optional<InputLog> back = parse_input_log(write_input_log(extreme), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, extreme);
    EXPECT_EQ(parse_input_log(write_input_log(InputLog{}), &error), InputLog{}) << error;
}

TEST(InputLog, AcceptsCommentsBlanksTabsCrlfAndUppercaseHex) {
    const std::string text =
        "# recorded by hand\r\n\r\ntaflbord-input\t1\r\n  # a comment\r\nwindow   640 480\r\n\r\n"
        "7\tmove  1 2\r\n8 text 4A6F\r\n9 text\r\n";
    std::string error;
    const std::optional<InputLog> log = parse_input_log(text, &error);
    ASSERT_TRUE(log) << error;
    EXPECT_EQ(log->window_width, 640);
    EXPECT_EQ(log->scene, "");
    ASSERT_EQ(log->events.size(), 3U);
    EXPECT_EQ(log->events[0], ev(7, InputKind::MouseMove, 1, 2));
    EXPECT_EQ(log->events[1].text, "Jo");
    EXPECT_EQ(log->events[2].text, "");
}

TEST(InputLog, NamesTheLineAndTheProblem) {
    const std::string head = "taflbord-input 1\nwindow 800 600\n";
    struct Case {
        std::string text;
        std::string error;
    };
    const std::vector<Case> cases = {
        {"", "input line 1: missing the header 'taflbord-input 1'"},
        {"# only a comment\n", "input line 1: missing the header 'taflbord-input 1'"},
        {"hello\n", "input line 1: expected the header 'taflbord-input 1'"},
        {"taflbord-input 1 extra\n", "input line 1: expected the header 'taflbord-input 1'"},
        {"taflbord-input 2\n", "input line 1: unsupported version '2' (this game reads version 1)"},
        {head + "1 move 1 1\n\n# c\n2 clik 3 4\n", "input line 6: unknown event 'clik'"},
        {head + "9 quit\n5 quit\n", "input line 4: frame 5 comes before frame 9 of the event before"},
        {head + "1 move 2147483648 0\n", "input line 3: number '2147483648' is out of range"},
        {head + "1 move -2147483649 0\n", "input line 3: number '-2147483649' is out of range"},
        {head + "1 move a 0\n", "input line 3: 'a' is not a whole number"},
        {head + "1 move 1x 0\n", "input line 3: '1x' is not a whole number"},
        {head + "1 quit now\n", "input line 3: 'quit' takes no fields, not 1"},
        {head + "1 move 3\n", "input line 3: 'move' takes 2 fields (x y), not 1"},
        {head + "1 down 3 4\n", "input line 3: 'down' takes 3 fields (x y button), not 2"},
        {head + "1 text 61 62\n", "input line 3: 'text' takes 1 field (hex-bytes), not 2"},
        {head + "1 pad-down\n", "input line 3: 'pad-down' takes 1 field (button), not 0"},
        {head + "1 pad-up 32\n", "input line 3: a game-controller button is a number from 0 to 31"},
        {head + "5\n", "input line 3: frame 5 has no event"},
        {head + "-1 quit\n", "input line 3: expected '<frame> <event> ...', not '-1'"},
        {head + "move 1 2\n", "input line 3: expected '<frame> <event> ...', not 'move'"},
        {head + "18446744073709551616 quit\n", "input line 3: number '18446744073709551616' is out of range"},
        {head + "1000000000000 quit\n",
         "input line 3: frame 1000000000000 is past the last frame a recording may use (1000000, about four and a "
         "half hours)"},
        {head + "1 key-down 27 65536\n", "input line 3: number '65536' is out of range"},
        {head + "1 key-up 2147483648 0\n", "input line 3: number '2147483648' is out of range"},
        {head + "1 text 4a6\n", "input line 3: text '4a6' must be an even number of hex digits"},
        {head + "1 text zz\n", "input line 3: text 'zz' must be an even number of hex digits"},
        {head + "1 text ff\n", "input line 3: text 'ff' is not UTF-8"},
        {head + "1 text c080\n", "input line 3: text 'c080' is not UTF-8"},
        {head + "1 text eda080\n", "input line 3: text 'eda080' is not UTF-8"},
        {head + "1 text f4908080\n", "input line 3: text 'f4908080' is not UTF-8"},
        {head + "1 resize 0 600\n", "input line 3: a resize needs a positive width and height"},
        {head + "window 1 1\n", "input line 3: 'window' appears twice"},
        {"taflbord-input 1\n1 quit\nwindow 1 1\n", "input line 3: 'window' must come before the first event"},
        {"taflbord-input 1\nwindow -1 5\n", "input line 2: the window size cannot be negative"},
        {"taflbord-input 1\nwindow 5\n", "input line 2: 'window' takes a width and a height"},
        {"taflbord-input 1\nscene a\nscene b\n", "input line 3: 'scene' appears twice"},
        {"taflbord-input 1\nscene a b\n", "input line 2: 'scene' takes one word"},
        {"taflbord-input 1\nscene a\x01\n", "input line 2: the scene must be a word of visible characters"},
        {"taflbord-input 1\n1 quit\nscene a\n", "input line 3: 'scene' must come before the first event"},
        {head + "1 cl\xffk\n", "input line 3: unknown event 'cl\\xffk'"},
    };
    for (const Case& c : cases) {
        std::string error;
        EXPECT_FALSE(parse_input_log(c.text, &error)) << c.text;
        EXPECT_EQ(error, c.error) << c.text;
    }
    EXPECT_FALSE(parse_input_log("nonsense", nullptr));
}

// Whatever the bytes, parsing returns; what it accepts writes back to the same log.
void check_any_bytes(const std::string& text) {
    std::string error;
    const std::optional<InputLog> log = parse_input_log(text, &error);
    if (!log) {
        EXPECT_EQ(error.rfind("input line ", 0), 0U) << error;
        return;
    }
    const std::optional<InputLog> again = parse_input_log(write_input_log(*log), &error);
    ASSERT_TRUE(again) << error;
    EXPECT_EQ(*again, *log);
}

TEST(InputLog, RandomBytesNeverBreakTheParser) {
    SplitMix rng{20240601};
    const std::string alphabet = "0123456789 -\n\r\t#abcdefx";
    for (int round = 0; round < 3000; ++round) {
        std::string bytes(rng.below(200), '\0');
        const bool text_like = round % 2 == 0;
        for (char& c : bytes)
            c = text_like ? alphabet[rng.below(alphabet.size())] : static_cast<char>(rng.next() & 0xFFU);
        if (round % 3 == 0) bytes = "taflbord-input 1\n" + bytes;
        check_any_bytes(bytes);
    }
}

TEST(InputLog, MutatedLogsNeverBreakTheParser) {
    SplitMix rng{7};
    const std::string base = kSampleText;
    const std::string pieces[] = {" ", "\n", "-", "9", "99999999999", "#", "text", "quit", "\xff", "\r", "0"};
    int accepted = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = base;
        const std::size_t edits = 1 + rng.below(4);
        for (std::size_t k = 0; k < edits; ++k) {
            const std::size_t at = rng.below(text.size() + 1);
            switch (rng.below(3)) {
                case 0:
                    text.insert(at, pieces[rng.below(std::size(pieces))]);
                    break;
                case 1:
                    if (at < text.size()) text.erase(at, 1 + rng.below(3));
                    break;
                default:
                    if (at < text.size()) text[at] = static_cast<char>(rng.next() & 0xFFU);
                    break;
            }
        }
        check_any_bytes(text);
        if (parse_input_log(text, nullptr)) ++accepted;
    }
    EXPECT_GT(accepted, 0);  // some mutations stay valid, so the write-back check ran
}

// [SECTION] Frame statistics

TEST(FrameStats, NearestRankPercentiles) {
    std::vector<double> times;
    for (int i = 100; i >= 1; --i) times.push_back(i);
    std::shuffle(times.begin(), times.end(), std::mt19937(5));
    const FrameStats s = summarize_frames(times);
    EXPECT_EQ(s.frames, 100U);
    EXPECT_EQ(s.p50_ms, 50.0);
    EXPECT_EQ(s.p95_ms, 95.0);
    EXPECT_EQ(s.p99_ms, 99.0);
    EXPECT_EQ(s.max_ms, 100.0);
    EXPECT_DOUBLE_EQ(s.mean_ms, 50.5);

    const FrameStats ten = summarize_frames({10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
    EXPECT_EQ(ten.p50_ms, 5.0);   // rank ceil(5)
    EXPECT_EQ(ten.p95_ms, 10.0);  // rank ceil(9.5)
    EXPECT_EQ(ten.p99_ms, 10.0);
    const FrameStats three = summarize_frames({3, 1, 2});
    EXPECT_EQ(three.p50_ms, 2.0);  // rank ceil(1.5)
    std::vector<double> many;
    for (int i = 1; i <= 201; ++i) many.push_back(i);
    const FrameStats s201 = summarize_frames(many);
    EXPECT_EQ(s201.p50_ms, 101.0);  // rank ceil(100.5)
    EXPECT_EQ(s201.p95_ms, 191.0);  // rank ceil(190.95)
    EXPECT_EQ(s201.p99_ms, 199.0);  // rank ceil(198.99)
}

TEST(FrameStats, SingleEmptyAndNaN) {
    const FrameStats one = summarize_frames({7.25});
    EXPECT_EQ(one, (FrameStats{1, 7.25, 7.25, 7.25, 7.25, 7.25}));
    EXPECT_EQ(summarize_frames({}), FrameStats{});
    const FrameStats nan = summarize_frames({std::numeric_limits<double>::quiet_NaN(), 4.0, 2.0});
    EXPECT_EQ(nan, (FrameStats{2, 2.0, 4.0, 4.0, 4.0, 3.0}));
}

TEST(FrameStats, FormatsOneMachineReadableLine) {
    const FrameStats s{100, 50.0, 95.0, 99.0, 100.0, 50.5};
    EXPECT_EQ(format_frame_stats(s, 1.5, 3.0, 12.3456, 2048),
              "frames=100 p50_ms=50.000 p95_ms=95.000 p99_ms=99.000 max_ms=100.000 mean_ms=50.500 cpu_s=1.500 "
              "wall_s=3.000 cpu_percent=50.000 first_frame_ms=12.346 max_rss_mib=2.000");
    EXPECT_EQ(format_frame_stats(FrameStats{}, 0.25, 0.0, 0.0, 0),
              "frames=0 p50_ms=0.000 p95_ms=0.000 p99_ms=0.000 max_ms=0.000 mean_ms=0.000 cpu_s=0.250 "
              "wall_s=0.000 cpu_percent=0.000 first_frame_ms=0.000 max_rss_mib=0.000");
}

TEST(FrameStats, MeasuresTheProcess) {
    const double before = process_cpu_seconds();
    EXPECT_GE(before, 0.0);
    volatile std::uint64_t sink = 0;
    double after = before;
    for (int round = 0; round < 2000 && after <= before; ++round) {
        for (std::uint64_t i = 0; i < 1000000; ++i) sink = sink + i;
        after = process_cpu_seconds();
    }
    EXPECT_GT(after, before);
#if defined(__linux__)
    EXPECT_GT(max_rss_kib(), 0U);
#endif
}

// [SECTION] Image comparison

std::vector<std::uint8_t> solid(int width, int height, std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    std::vector<std::uint8_t> px(static_cast<std::size_t>(width * height) * 4);
    for (std::size_t i = 0; i < px.size(); i += 4) {
        px[i] = r;
        px[i + 1] = g;
        px[i + 2] = b;
        px[i + 3] = 255;
    }
    return px;
}

TEST(ImageCompare, IdenticalImages) {
    const std::vector<std::uint8_t> a = solid(3, 2, 10, 200, 30);
    const ImageDiff d = compare_images({3, 2, a.data()}, {3, 2, a.data()}, 0);
    EXPECT_TRUE(d.same_size);
    EXPECT_EQ(d.max_channel_diff, 0);
    EXPECT_EQ(d.mean_abs_diff, 0.0);
    EXPECT_EQ(d.differing_fraction, 0.0);
    EXPECT_TRUE(within_tolerance(d, 0.0, 0.0));
    EXPECT_TRUE(within_tolerance(compare_images({0, 0, nullptr}, {0, 0, nullptr}, 0), 0.0, 0.0));
}

TEST(ImageCompare, MeasuresSmallDifferences) {
    const std::vector<std::uint8_t> a = solid(2, 2, 100, 100, 100);
    std::vector<std::uint8_t> b = a;
    b[1 * 4 + 2] = 110;  // pixel 1, blue, +10
    const ImageDiff d = compare_images({2, 2, a.data()}, {2, 2, b.data()}, 5);
    EXPECT_TRUE(d.same_size);
    EXPECT_EQ(d.max_channel_diff, 10);
    EXPECT_DOUBLE_EQ(d.mean_abs_diff, 10.0 / 16.0);
    EXPECT_DOUBLE_EQ(d.differing_fraction, 0.25);
    EXPECT_EQ(compare_images({2, 2, a.data()}, {2, 2, b.data()}, 10).differing_fraction, 0.0);  // not > 10
    EXPECT_TRUE(within_tolerance(d, 1.0, 0.25));
    EXPECT_FALSE(within_tolerance(d, 0.5, 1.0));
    EXPECT_FALSE(within_tolerance(d, 1.0, 0.2));
    b = a;
    b[3] = 0;  // alpha counts too
    EXPECT_EQ(compare_images({2, 2, a.data()}, {2, 2, b.data()}, 0).max_channel_diff, 255);
}

TEST(ImageCompare, DifferentSizesNeverPass) {
    const std::vector<std::uint8_t> a = solid(2, 2, 0, 0, 0);
    const std::vector<std::uint8_t> b = solid(4, 1, 0, 0, 0);
    const ImageDiff d = compare_images({2, 2, a.data()}, {4, 1, b.data()}, 0);
    EXPECT_FALSE(d.same_size);
    EXPECT_EQ(d.max_channel_diff, 255);
    EXPECT_EQ(d.differing_fraction, 1.0);
    EXPECT_FALSE(within_tolerance(d, 1000.0, 1000.0));
    EXPECT_FALSE(compare_images({2, 2, nullptr}, {2, 2, a.data()}, 0).same_size);
    EXPECT_FALSE(compare_images({-2, 2, a.data()}, {-2, 2, a.data()}, 0).same_size);
}

TEST(ImageCompare, DiffImageShowsDifferencesInRedOverGrey) {
    const std::vector<std::uint8_t> a = {200, 200, 200, 255, 90, 60, 30, 255, 0, 0, 0, 255};
    std::vector<std::uint8_t> b = a;
    b[4] = 91;       // pixel 1 differs by 1
    b[8 + 1] = 255;  // pixel 2 differs by 255
    const std::vector<std::uint8_t> out = diff_image({3, 1, a.data()}, {3, 1, b.data()});
    ASSERT_EQ(out.size(), 12U);
    // Pixel 0 is the same: grey, dimmed.
    EXPECT_EQ(out[0], out[1]);
    EXPECT_EQ(out[1], out[2]);
    EXPECT_EQ(out[0], 200 / 3);
    EXPECT_EQ(out[3], 255);
    // Pixel 1 differs slightly: visibly red.
    EXPECT_GE(out[4], 128);
    EXPECT_EQ(out[5], 0);
    EXPECT_EQ(out[6], 0);
    // Pixel 2 differs fully: full red.
    EXPECT_EQ(out[8], 255);
    EXPECT_EQ(out[9], 0);
    // Where b is smaller, the pixels it lacks are full red.
    const std::vector<std::uint8_t> small = diff_image({3, 1, a.data()}, {1, 1, a.data()});
    ASSERT_EQ(small.size(), 12U);
    EXPECT_EQ(small[0], 200 / 3);
    EXPECT_EQ(small[4], 255);
    EXPECT_EQ(small[8], 255);
    EXPECT_TRUE(diff_image({2, 2, nullptr}, {2, 2, a.data()}).empty());
}

// [SECTION] Command line

std::optional<GameOptions> parse(const std::vector<std::string>& args, std::string* error = nullptr) {
    return parse_game_options(args, error);
}

// The arguments of a command line written as one string, split at spaces.
std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

std::string error_of(const std::vector<std::string>& args) {
    std::string error;
    EXPECT_FALSE(parse(args, &error)) << args.front();
    return error;
}

TEST(Options, DefaultsWithoutArguments) { EXPECT_EQ(parse({}), GameOptions{}); }

TEST(Options, ReadsEveryOption) {
    std::string error;
    const std::vector<std::string> args = words(
        "--variant tablut --scene menu --screenshot shot.png --frames 3 --bench-frames 500 --record-input in.log "
        "--size 1024x768 --fullscreen --language de_AT --assets data --settings s.txt --no-settings "
        "--reduced-motion --state-out state.txt --help --version");
    const std::optional<GameOptions> o = parse(args, &error);
    ASSERT_TRUE(o) << error;
    GameOptions expected;
    expected.variant = "tablut";
    expected.scene = "menu";
    expected.screenshot = "shot.png";
    expected.frames = 3;
    expected.bench_frames = 500;
    expected.record_input = "in.log";
    expected.width = 1024;
    expected.height = 768;
    expected.fullscreen = true;
    expected.language = "de_AT";
    expected.assets_dir = "data";
    expected.settings_file = "s.txt";
    expected.no_settings = true;
    expected.reduced_motion = true;
    expected.state_out = "state.txt";
    expected.help = true;
    expected.version = true;
    EXPECT_EQ(*o, expected);

    const std::optional<GameOptions> other =
        parse({"--replay-input=r.log", "--windowed", "--bench-idle", "2.5", "-h", "--language=auto"}, &error);
    ASSERT_TRUE(other) << error;
    EXPECT_EQ(other->replay_input, "r.log");
    EXPECT_TRUE(other->windowed);
    EXPECT_EQ(other->bench_idle_seconds, 2.5);
    EXPECT_TRUE(other->help);
    EXPECT_EQ(other->language, "auto");
}

TEST(Options, EqualsFormForEveryValue) {
    std::string error;
    const std::optional<GameOptions> o =
        parse({"--variant=a b", "--scene=s", "--screenshot=x=y.png", "--frames=1", "--bench-frames=2", "--size=64X64",
               "--language=IT", "--assets=d", "--settings=f", "--state-out=o", "--record-input=r"},
              &error);
    ASSERT_TRUE(o) << error;
    EXPECT_EQ(o->variant, "a b");
    EXPECT_EQ(o->scene, "s");
    EXPECT_EQ(o->screenshot, "x=y.png");
    EXPECT_EQ(o->frames, 1);
    EXPECT_EQ(o->bench_frames, 2);
    EXPECT_EQ(o->width, 64);
    EXPECT_EQ(o->height, 64);
    EXPECT_EQ(o->language, "IT");
    EXPECT_EQ(o->assets_dir, "d");
    EXPECT_EQ(o->settings_file, "f");
    EXPECT_EQ(o->state_out, "o");
    EXPECT_EQ(o->record_input, "r");
    EXPECT_EQ(parse({"--bench-idle=600"}).value().bench_idle_seconds, 600.0);
    EXPECT_EQ(parse({"--size", "16384x16384"}).value().width, 16384);
    EXPECT_EQ(parse({"--variant", "a", "--variant", "b"}).value().variant, "b");  // the later counts
}

TEST(Options, RefusesBadValues) {
    EXPECT_EQ(error_of({"--frames", "0"}), "--frames needs a whole number of at least 1, not '0'");
    EXPECT_EQ(error_of({"--bench-frames=abc"}), "--bench-frames needs a whole number of at least 1, not 'abc'");
    for (const char* bad : {"-1", "1.5", "99999999999", "3x", ""}) {
        std::string error;
        EXPECT_FALSE(parse({"--frames", bad}, &error)) << bad;
    }
    EXPECT_EQ(error_of({"--bench-idle", "0"}),
              "--bench-idle needs a number of seconds above 0 and at most 600, not '0'");
    for (const char* bad : {"-1", "600.5", "nan", "inf", "1e999", "2s"}) {
        std::string error;
        EXPECT_FALSE(parse({"--bench-idle", bad}, &error)) << bad;
        EXPECT_EQ(error.rfind("--bench-idle needs", 0), 0U) << bad;
    }
    EXPECT_EQ(error_of({"--size", "63x100"}),
              "--size needs WIDTHxHEIGHT such as 1280x800, each from 64 to 16384, not '63x100'");
    for (const char* bad : {"100x16385", "1280", "x800", "1280x", "axb", "1280x800x2", "-100x100"}) {
        std::string error;
        EXPECT_FALSE(parse({"--size", bad}, &error)) << bad;
        EXPECT_EQ(error.rfind("--size needs", 0), 0U) << bad;
    }
    EXPECT_EQ(error_of({"--language", "xx"}), "--language needs a language code (en, de, it, fr) or auto, not 'xx'");
}

TEST(Options, RefusesMissingValuesAndValuesOfSwitches) {
    EXPECT_EQ(error_of({"--variant"}), "missing value for --variant (--variant NAME)");
    EXPECT_EQ(error_of({"--variant", "--fullscreen"}), "missing value for --variant (--variant NAME)");
    EXPECT_EQ(error_of({"--size="}), "missing value for --size (--size WxH)");
    EXPECT_EQ(error_of({"--bench-idle"}), "missing value for --bench-idle (--bench-idle SECONDS)");
    EXPECT_EQ(error_of({"--fullscreen=yes"}), "--fullscreen takes no value");
    EXPECT_EQ(error_of({"--help=1"}), "--help takes no value");
}

TEST(Options, SuggestsTheOptionMeant) {
    EXPECT_EQ(error_of({"--varaint", "x"}), "unknown option '--varaint'; did you mean --variant?");
    EXPECT_EQ(error_of({"--fulscreen"}), "unknown option '--fulscreen'; did you mean --fullscreen?");
    EXPECT_EQ(error_of({"--sise=100x100"}), "unknown option '--sise'; did you mean --size?");
    EXPECT_EQ(error_of({"--replay"}), "unknown option '--replay'; did you mean --replay-input?");
    EXPECT_EQ(error_of({"--bench"}), "unknown option '--bench'; see --help");  // two options start so
    EXPECT_EQ(error_of({"--xyzzy"}), "unknown option '--xyzzy'; see --help");
    EXPECT_EQ(error_of({"-fullscreen"}), "unknown option '-fullscreen'; did you mean --fullscreen?");
    EXPECT_EQ(error_of({"variant"}), "unexpected argument 'variant'; did you mean --variant?");
    EXPECT_EQ(error_of({"copenhagen"}), "unexpected argument 'copenhagen'; see --help");
    EXPECT_EQ(error_of({"--"}), "unknown option '--'; see --help");
}

TEST(Options, RefusesContradictions) {
    EXPECT_EQ(error_of({"--record-input", "a", "--replay-input", "b"}),
              "--record-input and --replay-input cannot be used together");
    EXPECT_EQ(error_of({"--windowed", "--fullscreen"}), "--fullscreen and --windowed cannot be used together");
    EXPECT_EQ(error_of({"--bench-idle", "5", "--bench-frames", "10"}),
              "--bench-frames and --bench-idle cannot be used together");
    EXPECT_FALSE(parse({"--fullscreen", "--windowed"}, nullptr));
}

TEST(Options, UsageListsEveryOptionAligned) {
    const std::string usage = game_usage();
    EXPECT_EQ(usage.rfind("Usage: taflbord [options]\n", 0), 0U);
    const std::vector<std::string> names = {
        "--variant NAME",       "--scene NAME",        "--screenshot FILE",   "--frames N",      "--bench-frames N",
        "--bench-idle SECONDS", "--record-input FILE", "--replay-input FILE", "--size WxH",      "--fullscreen",
        "--windowed",           "--language CODE",     "--assets DIR",        "--settings FILE", "--no-settings",
        "--reduced-motion",     "--state-out FILE",    "-h, --help",          "--version"};
    std::istringstream lines(usage);
    std::string line;
    std::vector<std::size_t> columns;
    std::size_t found = 0;
    while (std::getline(lines, line)) {
        EXPECT_LE(line.size(), 100U) << line;
        if (line.rfind("  -", 0) != 0) continue;
        const std::size_t gap = line.find("  ", 2);
        ASSERT_NE(gap, std::string::npos) << line;
        columns.push_back(line.find_first_not_of(' ', gap));
        const std::string label = line.substr(2, gap - 2);
        if (std::count(names.begin(), names.end(), label) == 1) ++found;
    }
    EXPECT_EQ(found, names.size());
    ASSERT_FALSE(columns.empty());
    EXPECT_EQ(std::count(columns.begin(), columns.end(), columns.front()), static_cast<std::ptrdiff_t>(columns.size()));
}

TEST(GameOptions, LoadOpensASavedGameAndExcludesScenes) {
    std::string error;
    const auto o = parse_game_options({"--load", "saves/game.otg"}, &error);
    ASSERT_TRUE(o) << error;
    EXPECT_EQ(o->load, "saves/game.otg");
    EXPECT_FALSE(parse_game_options({"--load", "a.otg", "--scene", "tablut"}, &error));
    EXPECT_NE(error.find("--load"), std::string::npos) << error;
    EXPECT_FALSE(parse_game_options({"--load"}, &error));
}

}  // namespace
}  // namespace tafl::core
