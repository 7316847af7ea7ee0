// campaign.h: the single-player campaign as data: its chapters, opponents and battles, read from
// assets/campaign (the format: assets/campaign/README.md), and the checks that make it whole:
// every battle's rules and start position legal for the engine, every puzzle proved, every unlock
// pointing at something that exists, every battle reachable, every text present in every language.
// No SDL, OpenGL or ImGui; the campaign screens draw what this module reads.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rulebook/library.h"
#include "taflbord/position.h"
#include "taflbord/rules.h"
#include "taflbord/types.h"
#include "taflbord/variant.h"

namespace tafl::campaign {

using Problem = rulebook::Problem;

// What the player must do to win a battle.
enum class Kind : std::uint8_t {
    Game,    // win the game
    Hold,    // the defenders are not beaten within `moves` of the player's moves
    Escape,  // the king escapes within `moves` of the player's moves
    Puzzle,  // win within `moves` of the player's moves, against any defence
    Match,   // win a match of several games (`format`)
};
std::string_view kind_id(Kind kind);

// An optional goal that earns a mark when the battle is won with it.
struct Mark {
    enum class Type : std::uint8_t { Within, Losses, NoUndo };
    Type type = Type::NoUndo;
    int value = 0;  // Within: the player's moves; Losses: men lost at most

    std::string id() const;  // "within:30", "losses:2", "no-undo"
    friend bool operator==(const Mark&, const Mark&) = default;
};

// What winning a battle opens.
struct Unlock {
    enum class Type : std::uint8_t { Battle, Rulebook, Board };
    Type type = Type::Battle;
    std::string id;       // the battle, the book, or the board's material
    std::string chapter;  // Rulebook: the chapter
};

// The boards the campaign can give are named by material: core::kBoardMaterials.

struct Battle {
    std::string id;
    std::string file;  // for messages
    std::string chapter;
    Kind kind = Kind::Game;
    std::string preset;
    std::vector<std::pair<std::string, std::string>> rules;  // changes to the preset
    std::optional<std::string> position;                     // the start, when not the preset's
    std::optional<Side> to_move;
    Side player = Side::Attackers;
    std::string opponent;
    int moves = 0;                      // Hold, Escape, Puzzle
    std::vector<std::string> solution;  // Puzzle: the player's moves with replies between them
    std::string format;                 // Match: "two-games" or "five-points"
    float map_x = 0;
    float map_y = 0;
    std::vector<Mark> marks;
    std::vector<Unlock> unlocks;
};

struct Character {
    std::string id;
    std::string level;  // an ai::levels() id
    int noise = -1;     // added to the level's root noise; -1: none given
    int shallow = -1;   // added to the level's shallow per mille; -1: none given
    std::string portrait;
};

struct Chapter {
    std::string id;
    std::vector<std::string> battles;
    float map_x = 0;
    float map_y = 0;
};

struct Campaign {
    std::filesystem::path dir;
    std::vector<Chapter> chapters;
    std::vector<Character> characters;
    std::vector<Battle> battles;  // in story order (chapter by chapter, along each route)
    std::vector<Problem> problems;

    const Battle* battle(std::string_view id) const;
    const Character* character(std::string_view id) const;
    const Chapter* chapter(std::string_view id) const;
    // The first battle of the first chapter: open from the start.
    const Battle* first_battle() const;
};

// Reads campaign.txt, characters.txt and battles/*.txt. Faulty entries are left out and named in
// `problems`; nothing here throws on what is in the files.
Campaign load_campaign(const std::filesystem::path& dir);

// The rules of a battle: its preset's with the battle's changes. nullopt with a message when a
// change is unknown or the rules contradict each other.
std::optional<RuleSet> battle_rules(const Battle& battle, const VariantSet& presets, std::string* error);
// The same from the preset found by the caller (nullptr: unknown preset).
std::optional<RuleSet> battle_rules(const Battle& battle, const Variant* preset, std::string* error);
// The position a battle starts from (its own, or the preset's start).
std::optional<Position> battle_start(const Battle& battle, const VariantSet& presets, std::string* error);

// The checks of the structure against the engine and the other data: every battle's rules and
// start legal and not over; every opponent a character with a known level; every unlock
// pointing at a battle, a rulebook chapter (of `books`) or a board; every battle reachable from
// the first; every chapter's battles in the chapter; kind-specific keys present. With
// `prove_puzzles`, every puzzle is proved with the engine and its solution line checked.
std::vector<Problem> check_campaign(const Campaign& campaign, const VariantSet& presets, const rulebook::Catalog& books,
                                    bool prove_puzzles);

// The story of one language: every chapter's file exists and has a title, and every battle of the
// chapter a section `{#battle-id}` with its `intro`, `win` and `loss` parts; every character a
// section in characters.md. Problems name the file.
std::vector<Problem> check_story(const Campaign& campaign, std::string_view language);

// The texts of one battle in one language, read from its chapter's file.
struct BattleText {
    std::string title;
    std::vector<rulebook::Block> intro;
    std::vector<rulebook::Block> win;
    std::vector<rulebook::Block> loss;
};
std::optional<BattleText> battle_text(const Campaign& campaign, const Battle& battle, std::string_view language);

// A chapter's story in one language, read once: its title (the map's name for it) and the texts
// of its battles by id.
struct ChapterText {
    std::string title;
    std::map<std::string, BattleText> battles;
};
std::optional<ChapterText> chapter_text(const Campaign& campaign, std::string_view chapter_id, std::string_view language);

}  // namespace tafl::campaign
