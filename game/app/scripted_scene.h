// scripted_scene.h: the scenes the game can be started in for looking and measuring
// (--scene NAME): a preset's start position, a scripted capture or escape, custom move lists and
// an AI demonstration. A script feeds moves to the engine at fixed scene times, so the same
// scene and the same frame times give the same pictures. No SDL here: it is tested on its own.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "scene/entity.h"
#include "taflbord/ai/search.h"
#include "taflbord/position.h"

namespace tafl::app {

struct SceneScript {
    std::string name;                // as given on the command line
    std::string variant;             // preset id
    std::vector<std::string> moves;  // plain "from-to" moves, played in order
    scene::TimeMs first_move_at = 400;
    scene::TimeMs interval = 700;  // between moves
    bool self_play = false;        // the AI plays both sides instead of `moves`
    bool loop = false;             // start again after the last move (bench mode, demos)
    bool title = false;            // the title screen first; `variant` is left for the caller
    bool rulebooks = false;        // the rulebook reader over the match, at `book` and `chapter`
    bool campaign = false;         // the campaign over the match
    std::string book;              // empty: the library
    std::string chapter;           // empty: the book's last place
    std::string diagram;           // a diagram of that chapter scrolled into view; empty: the top
    scene::TimeMs hold = 900;      // the pause after the last move before a loop starts again
};

// Reads a scene name:
//   title               the title screen (then the caller's preset)
//   ID or start:ID      the start position of preset ID
//   capture             brandubh, seven moves ending in a capture by two attackers
//   escape              brandubh, the king walks to the corner a7
//   king-capture        brandubh, the king leaves the throne's shelter and is taken on c5
//   demo:ID             the AI plays both sides of preset ID
//   moves:ID:M1,M2,...  the given moves of preset ID (e.g. moves:brandubh:b4-b3,c4-c6)
//   rulebooks           the library of rulebooks (over a Brandubh match)
//   campaign            the campaign (over a Brandubh match)
//   rulebook:BOOK[:CHAPTER[:DIAGRAM]]  a rulebook, at a chapter, scrolled to a diagram
//                       (e.g. rulebook:brandubh:capturing:capture-man)
// The preset is not checked here (the caller knows which presets exist).
std::optional<SceneScript> parse_scene_name(std::string_view name, std::string* error);

// The scene names for --help.
std::vector<std::string> scene_name_examples();

// Plays a script against a position: the caller calls due() every frame with the scene time and
// applies each move it returns (make() on its Position, then BoardScene::apply()).
class ScriptPlayer {
public:
    explicit ScriptPlayer(SceneScript script) : script_(std::move(script)) {}

    // Starts (again) at scene time `now`.
    void start(scene::TimeMs now);
    // The next move when its time has come (at most one per call), checked against `pos`. A move
    // that is not legal in `pos` ends the script and is reported in `error`.
    std::optional<tafl::Move> due(scene::TimeMs now, const tafl::Position& pos, std::string* error);
    // True when a looping script has finished its moves and its pause: the caller resets the
    // position and calls start() again.
    bool restart_due(scene::TimeMs now) const;
    bool finished() const;
    const SceneScript& script() const { return script_; }
    // Games started since the player was made (a looping demo plays one after another), from 1
    // once start() has been called.
    int games_started() const { return games_started_; }
    // The scene time of the next move (or of the restart when all are played).
    scene::TimeMs next_at() const { return next_at_; }

private:
    SceneScript script_;
    std::size_t index_ = 0;
    scene::TimeMs next_at_ = 0;
    bool stopped_ = false;
    int games_started_ = 0;
    tafl::ai::Searcher searcher_;
};

}  // namespace tafl::app
