// progress.h: a player's way through the campaign, kept between runs: the battles won with their
// marks, the tries, what is open (battles, rulebook chapters, boards) and the difficulty, one file
// per player profile in the settings folder. Files are written atomically with the previous copy
// kept; each ends with a checksum, so a file cut short or garbled is recognised, named, set aside,
// and the player offered a fresh start instead of playing on from nonsense.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/campaign.h"

namespace tafl::campaign {

// How strong the opponents are: story one level below what the battle names, hard one above.
enum class Difficulty : std::uint8_t { Story, Normal, Hard };
std::string_view difficulty_id(Difficulty d);
std::optional<Difficulty> parse_difficulty(std::string_view text);

// The AI level an opponent plays at with this difficulty (clamped to the ladder's ends).
std::string level_for(const Character& character, Difficulty difficulty);

struct BattleProgress {
    bool won = false;
    std::set<std::string> marks;  // Mark::id() of the marks earned (across wins)
    int tries = 0;                // games started
    int losses = 0;               // games lost (for the offer to lower the difficulty)

    friend bool operator==(const BattleProgress&, const BattleProgress&) = default;
};

struct Progress {
    std::string name = "Player";  // the profile's name as the player typed it (UTF-8)
    Difficulty difficulty = Difficulty::Normal;
    std::set<std::string> open;  // battles that may be played
    std::map<std::string, BattleProgress> battles;
    std::set<std::string> rulebook_chapters;  // "book#chapter" unlocked by battles
    std::set<std::string> boards;

    friend bool operator==(const Progress&, const Progress&) = default;

    // A fresh start: the first battle open.
    static Progress fresh(const Campaign& campaign, std::string name);
    // Records a finished game of `battle`. On a win: the marks earned (those of the battle that
    // `earned` holds) and every unlock; returns the unlocks that are new, for the map to show.
    std::vector<Unlock> record(const Battle& battle, bool won, const std::vector<Mark>& earned);
    int marks_total() const;
};

// The text of a progress file (a commented key = value list, ending in its checksum line).
std::string write_progress(const Progress& progress);
// Reads a progress file. A missing or wrong checksum, an unknown version, a malformed line or an
// unknown key refuses the whole file: nullopt with the reason in `error`.
std::optional<Progress> parse_progress(std::string_view text, std::string* error);

// The profiles' files: <prefs>/campaign/<profile id>.txt.
std::filesystem::path profile_path(const std::filesystem::path& prefs, std::string_view profile_id);
// A file name for a profile's name: lower-case ASCII letters, digits and '-' (others dropped),
// never empty ("player").
std::string profile_id_of(std::string_view name);
// The profiles in the folder, by id, sorted.
std::vector<std::string> list_profiles(const std::filesystem::path& prefs);

// What opening a profile found.
struct Loaded {
    enum class State : std::uint8_t { Fresh, Loaded, Corrupt };
    State state = State::Fresh;
    Progress progress;
    std::string error;     // Corrupt: why
    std::string kept_as;   // Corrupt: where the broken file was moved (beside it, ".corrupt-N")
};
// Opens a profile: its progress, a fresh start when there is no file yet, or, for a broken file,
// a fresh start with the file set aside under a new name (never overwritten) and the reason.
Loaded load_profile(const std::filesystem::path& prefs, std::string_view profile_id, const Campaign& campaign,
                    std::string_view name);
// Saves atomically (temporary file, flush, rename), keeping the previous copy as ".bak".
bool save_profile(const std::filesystem::path& prefs, std::string_view profile_id, const Progress& progress,
                  std::string* error);

}  // namespace tafl::campaign
