// scripted_scene.cpp: scene names and the script player.
#include "app/scripted_scene.h"

#include <algorithm>

#include "taflbord/ai/levels.h"

namespace tafl::app {

namespace {

std::vector<std::string> split(std::string_view text, char by) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(by, start);
        parts.emplace_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) break;
        start = at + 1;
    }
    return parts;
}

bool plain_id(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    return true;
}

// "b4-b3": a file letter and a rank number on each side of a dash.
bool plain_move(std::string_view m) {
    const auto dash = m.find('-');
    if (dash == std::string_view::npos || dash < 2 || dash + 2 >= m.size() + 1) return false;
    auto square = [](std::string_view s) {
        if (s.size() < 2 || s.size() > 3 || s[0] < 'a' || s[0] > 's') return false;
        for (std::size_t i = 1; i < s.size(); ++i)
            if (s[i] < '0' || s[i] > '9') return false;
        return true;
    };
    return square(m.substr(0, dash)) && square(m.substr(dash + 1));
}

// The scripted capture: the attackers close on d3 from c3 and e3 (the defenders take d6 on the way).
const std::vector<std::string> kCaptureMoves = {"b4-b3", "c4-c6", "b3-c3", "e4-e6", "f4-f3", "d5-b5", "f3-e3"};
// The scripted escape: the king leaves by c4, climbs to c6 and runs to the corner a7.
// The scripted king capture: the king leaves the throne's shelter for c5 and is shut in between
// b5 and d5.
const std::vector<std::string> kKingCaptureMoves = {"a4-a5", "d5-e5", "g4-g3", "d4-d5", "g3-g2",
                                                    "d5-c5", "a5-b5", "e5-e6", "d6-d5"};
const std::vector<std::string> kEscapeMoves = {"a4-a3", "c4-c7", "g4-g3", "d4-c4", "g3-g2",
                                               "c4-c6", "f4-f3", "c6-a6", "f3-e3", "a6-a7"};

}  // namespace

std::optional<SceneScript> parse_scene_name(std::string_view name, std::string* error) {
    auto fail = [&](std::string message) -> std::optional<SceneScript> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    SceneScript s;
    s.name = std::string(name);
    if (name == "title") {
        s.title = true;
        return s;
    }
    if (name == "campaign") {
        s.variant = "brandubh";
        s.campaign = true;
        return s;
    }
    if (name == "rulebooks") {
        s.variant = "brandubh";
        s.rulebooks = true;
        return s;
    }
    if (name == "capture" || name == "escape" || name == "king-capture") {
        s.variant = "brandubh";
        s.moves = name == "capture" ? kCaptureMoves : name == "escape" ? kEscapeMoves : kKingCaptureMoves;
        return s;
    }
    const auto parts = split(name, ':');
    if (parts.size() == 1) {
        if (!plain_id(parts[0])) return fail("scene '" + std::string(name) + "' is not a scene or preset name");
        s.variant = parts[0];
        return s;
    }
    const std::string& kind = parts[0];
    if ((kind == "start" || kind == "demo") && parts.size() == 2) {
        if (!plain_id(parts[1]))
            return fail("scene '" + std::string(name) + "': '" + parts[1] + "' is not a preset id");
        s.variant = parts[1];
        s.self_play = kind == "demo";
        s.interval = s.self_play ? 900 : s.interval;
        s.loop = s.self_play;  // a demo plays game after game, for as long as it runs
        return s;
    }
    if (kind == "rulebook" && parts.size() >= 2 && parts.size() <= 4) {
        for (std::size_t i = 1; i < parts.size(); ++i)
            if (!plain_id(parts[i]))
                return fail("scene '" + std::string(name) + "': '" + parts[i] + "' is not a book or chapter id");
        s.variant = "brandubh";
        s.rulebooks = true;
        s.book = parts[1];
        if (parts.size() >= 3) s.chapter = parts[2];
        if (parts.size() == 4) s.diagram = parts[3];
        return s;
    }
    if (kind == "moves" && parts.size() == 3) {
        if (!plain_id(parts[1]))
            return fail("scene '" + std::string(name) + "': '" + parts[1] + "' is not a preset id");
        s.variant = parts[1];
        for (const std::string& m : split(parts[2], ',')) {
            if (!plain_move(m)) return fail("scene '" + std::string(name) + "': '" + m + "' is not a move like b4-b3");
            s.moves.push_back(m);
        }
        return s;
    }
    return fail("scene '" + std::string(name) + "' is not known; try one of: " + [] {
        std::string all;
        for (const auto& e : scene_name_examples()) all += (all.empty() ? "" : ", ") + e;
        return all;
    }());
}

std::vector<std::string> scene_name_examples() {
    return {"title",  "copenhagen",   "start:tablut",  "capture",
            "escape", "king-capture", "demo:brandubh", "moves:brandubh:b4-b3,c4-c6",
            "rulebooks", "rulebook:brandubh:capturing:capture-man", "campaign"};
}

void ScriptPlayer::start(scene::TimeMs now) {
    index_ = 0;
    stopped_ = false;
    ++games_started_;
    next_at_ = now + script_.first_move_at;
}

bool ScriptPlayer::finished() const {
    if (stopped_) return true;
    return !script_.self_play && index_ >= script_.moves.size();
}

bool ScriptPlayer::restart_due(scene::TimeMs now) const {
    return script_.loop && finished() && now >= next_at_ - script_.interval + script_.hold;
}

std::optional<tafl::Move> ScriptPlayer::due(scene::TimeMs now, const tafl::Position& pos, std::string* error) {
    if (script_.self_play && pos.game_over() && !stopped_) {
        // The self-played game has ended: the script is finished, and a looping demo starts the
        // next game after the hold.
        stopped_ = true;
        next_at_ = now + script_.interval;
    }
    if (finished() || now < next_at_ || pos.game_over()) return std::nullopt;
    tafl::Move move;
    if (script_.self_play) {
        // The weakest level: one ply and a seeded wobble, quick enough to run inside a frame. The
        // seed follows the game's number as well as the ply, so that a looping demo plays a new
        // game each time (the same series on every run).
        const tafl::ai::Level* level = tafl::ai::find_level("thrall");
        const std::uint64_t game = static_cast<std::uint64_t>(std::max(games_started_, 1) - 1);
        const std::uint64_t seed = std::uint64_t{0x5EED0000} + (game << 32) + static_cast<std::uint64_t>(pos.ply());
        const auto result = searcher_.search(pos, level->limits, level->style, seed);
        if (!result.has_move()) {
            stopped_ = true;
            return std::nullopt;
        }
        move = result.best;
    } else {
        const std::string& text = script_.moves[index_];
        const auto dash = text.find('-');
        const auto from = tafl::parse_square(std::string_view(text).substr(0, dash), pos.size());
        const auto to = tafl::parse_square(std::string_view(text).substr(dash + 1), pos.size());
        if (!from || !to) {
            if (error) *error = "scene " + script_.name + ": move " + text + " is off the board";
            stopped_ = true;
            return std::nullopt;
        }
        move = tafl::Move{static_cast<std::int16_t>(*from), static_cast<std::int16_t>(*to)};
        if (pos.check_move(move) != tafl::Illegal::None) {
            if (error) *error = "scene " + script_.name + ": move " + text + " is not legal here";
            stopped_ = true;
            return std::nullopt;
        }
    }
    ++index_;
    next_at_ += script_.interval;
    return move;
}

}  // namespace tafl::app
