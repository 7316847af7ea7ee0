// save_kill_stress.cpp: a helper for save_kill_check.sh, which kills it (SIGKILL) at random moments
// while it writes, again and again. It writes with the game's own code: the settings file as the
// game saves it on quitting, a saved game (Ctrl+S: the same file again, the previous kept as .bak)
// and the autosave kept for Continue.
//
//   save_kill_stress write settings|game|autosave DIR   writes until killed, each write one more
//                                                         than the file holds
//   save_kill_stress check settings|game|autosave DIR   prints the count the file holds, or fails
//                                                         (exit 1) when it or its .bak is broken
//                                                         or the .bak is newer than the file
//   save_kill_stress record DIR PLIES                    saves one unfinished game of PLIES moves
//   save_kill_stress moves FILE                          prints the number of moves of a saved
//                                                         game and of its .bak when there is one
//                                                         ("12 12"), or fails when either is broken
//                                                         (tests/deep/kill_game.sh: the game itself
//                                                         killed while it saves)
//
// The count is carried in what each file holds anyway: the settings' last_variant, and the date
// tag of the game records (YYYY.MM.DD read as one number). A game plays on by seeded moves that
// never end it, and starts again from the first move after 200 plies.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "core/atomic_file.h"
#include "core/settings.h"
#include "match/match_controller.h"
#include "taflbord/game_record.h"
#include "taflbord/position.h"
#include "taflbord/prng.h"
#include "taflbord/variant.h"

namespace fs = std::filesystem;

namespace {

enum class Kind { Settings, Game, Autosave };

std::optional<Kind> kind_of(const char* word) {
    if (std::strcmp(word, "settings") == 0) return Kind::Settings;
    if (std::strcmp(word, "game") == 0) return Kind::Game;
    if (std::strcmp(word, "autosave") == 0) return Kind::Autosave;
    return std::nullopt;
}

fs::path file_of(Kind kind, const fs::path& dir) {
    switch (kind) {
        case Kind::Settings: return dir / "settings.ini";
        case Kind::Game: return dir / "stress-brandubh.otg";
        case Kind::Autosave: return dir / "autosave.otg";
    }
    return {};
}

std::string date_of(std::uint64_t n) {
    char text[16];
    std::snprintf(text, sizeof text, "%04u.%02u.%02u", static_cast<unsigned>(n / 10000 % 10000),
                  static_cast<unsigned>(n / 100 % 100), static_cast<unsigned>(n % 100));
    return text;
}

// The count a file holds, or nullopt with the reason.
std::optional<std::uint64_t> count_in(Kind kind, const fs::path& path, std::string* error) {
    const auto text = tafl::core::read_file(path, 8u << 20, error);
    if (!text) return std::nullopt;
    if (kind == Kind::Settings) {
        std::vector<std::string> warnings;
        const auto s = tafl::core::parse_settings(*text, &warnings);
        if (!warnings.empty()) {
            *error = warnings.front();
            return std::nullopt;
        }
        if (s.last_variant.rfind("stress-", 0) != 0) {
            *error = "last_variant is '" + s.last_variant + "', not stress-N";
            return std::nullopt;
        }
        return std::stoull(s.last_variant.substr(7));
    }
    tafl::NotationError e;
    const auto loaded = tafl::load_game_record(*text, &e);
    if (!loaded) {
        *error = e.message;
        return std::nullopt;
    }
    const std::string* date = loaded->record.tag("date");
    if (date == nullptr || date->size() != 10) {
        *error = "no date tag";
        return std::nullopt;
    }
    std::string digits;
    for (char c : *date)
        if (c != '.') digits += c;
    return std::stoull(digits);
}

int check(Kind kind, const fs::path& dir) {
    const fs::path path = file_of(kind, dir);
    std::string error;
    const auto n = count_in(kind, path, &error);
    if (!n) {
        std::fprintf(stderr, "%s: %s\n", path.string().c_str(), error.c_str());
        return 1;
    }
    fs::path bak = path;
    bak += ".bak";
    if (fs::exists(bak)) {
        const auto b = count_in(kind, bak, &error);
        if (!b) {
            std::fprintf(stderr, "%s: %s\n", bak.string().c_str(), error.c_str());
            return 1;
        }
        // The same count when the kill came after the copy was kept and before the new file took
        // its place: both are the old version then.
        if (*b > *n) {
            std::fprintf(stderr, "%s holds %llu, its .bak %llu: the copy is newer than the file\n",
                         path.string().c_str(), static_cast<unsigned long long>(*n),
                         static_cast<unsigned long long>(*b));
            return 1;
        }
    }
    std::printf("%llu\n", static_cast<unsigned long long>(*n));
    return 0;
}

int write_settings_forever(const fs::path& dir, std::uint64_t n) {
    tafl::core::Settings s;
    // Every board and many rulebook places make the file a few kilobytes, so that a kill can land
    // in the middle of a write.
    s.boards_won = {"yew", "hide", "slate", "driftwood", "oak", "cloth"};
    for (int i = 0; i < tafl::core::kMaxRulebookPlaces; ++i) {
        const std::string id{static_cast<char>('a' + i % 26), static_cast<char>('a' + i / 26)};
        s.rulebook_places["book-" + id] = "chapter-" + id;
    }
    std::string error;
    for (;;) {
        s.last_variant = "stress-" + std::to_string(++n);
        if (!tafl::core::write_file_atomically(file_of(Kind::Settings, dir), tafl::core::write_settings(s), &error)) {
            std::fprintf(stderr, "write: %s\n", error.c_str());
            return 1;
        }
    }
}

// A hot-seat Brandubh match with the shipped preset's rules, or nullptr with the reason on stderr.
std::unique_ptr<tafl::match::MatchController> brandubh_match() {
    std::string error;
    const fs::path preset = fs::path(TAFLBORD_SOURCE_ASSETS) / "variants" / "brandubh.tafl";
    const auto text = tafl::core::read_file(preset, 1u << 20, &error);
    if (!text) {
        std::fprintf(stderr, "%s: %s\n", preset.string().c_str(), error.c_str());
        return nullptr;
    }
    tafl::VariantSet set;
    set.add(*text, preset.string(), "brandubh");
    if (const auto errors = set.resolve(); !errors.empty()) {
        std::fprintf(stderr, "%s\n", errors.front().to_string().c_str());
        return nullptr;
    }
    tafl::match::MatchSetup setup;
    setup.id = "brandubh";
    setup.rules = set.find("brandubh")->rules;
    auto controller = std::make_unique<tafl::match::MatchController>(tafl::match::MatchEvents{}, true);
    if (!controller->start(setup, &error)) {
        std::fprintf(stderr, "start: %s\n", error.c_str());
        return nullptr;
    }
    return controller;
}

// Plays one seeded move that does not end the game; false when there is none.
bool play_on(tafl::match::MatchController& controller, tafl::Pcg32& prng) {
    tafl::Position pos = controller.position();
    tafl::MoveList moves;
    pos.legal_moves(moves);
    std::optional<tafl::Move> chosen;
    const auto count = static_cast<std::uint32_t>(moves.size());
    for (std::uint32_t tries = 0; tries < count && !chosen; ++tries) {
        const tafl::Move m = moves[static_cast<int>(prng.below(count))];
        if (pos.make(m).status == tafl::Status::Ongoing) chosen = m;
        pos.unmake();
    }
    return chosen && controller.play(*chosen).has_value();
}

int write_games_forever(Kind kind, const fs::path& dir, std::uint64_t n) {
    const auto match = brandubh_match();
    if (!match) return 1;
    tafl::match::MatchController& controller = *match;
    std::string error;
    tafl::Pcg32 prng(n + 1);
    for (;;) {
        // One more move that does not end the game; from the start again after 200 plies.
        if (controller.match().moves().size() >= 200) controller.restart_from_start();
        if (!play_on(controller, prng)) controller.restart_from_start();
        if (controller.match().moves().empty()) continue;
        const std::string date = date_of(++n);
        const bool ok = kind == Kind::Game ? controller.save(dir, "stress", date, &error).has_value()
                                           : controller.autosave(dir, date, &error);
        if (!ok) {
            std::fprintf(stderr, "save: %s\n", error.c_str());
            return 1;
        }
    }
}

}  // namespace

int moves_in(const fs::path& path) {
    std::string error;
    std::string out;
    for (const fs::path& file : {path, fs::path(path.string() + ".bak")}) {
        if (file != path && !fs::exists(file)) continue;
        const auto text = tafl::core::read_file(file, 8u << 20, &error);
        tafl::NotationError e;
        const auto loaded = text ? tafl::load_game_record(*text, &e) : std::nullopt;
        if (!loaded) {
            std::fprintf(stderr, "%s: %s\n", file.string().c_str(), text ? e.message.c_str() : error.c_str());
            return 1;
        }
        out += (out.empty() ? "" : " ") + std::to_string(loaded->position.ply());
    }
    std::printf("%s\n", out.c_str());
    return 0;
}

// One unfinished game of `plies` moves saved to `dir` as the game saves it: a record to load.
int write_record(const fs::path& dir, int plies) {
    const auto match = brandubh_match();
    if (!match) return 1;
    tafl::Pcg32 prng(7);
    while (static_cast<int>(match->match().moves().size()) < plies)
        if (!play_on(*match, prng)) return 1;
    std::string error;
    const auto file = match->save(dir, "record", date_of(1), &error);
    if (!file) {
        std::fprintf(stderr, "save: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s\n", file->string().c_str());
    return 0;
}

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "moves") == 0) return moves_in(argv[2]);
    if (argc == 4 && std::strcmp(argv[1], "record") == 0) return write_record(argv[2], std::atoi(argv[3]));
    const std::optional<Kind> kind = argc == 4 ? kind_of(argv[2]) : std::nullopt;
    if (!kind || (std::strcmp(argv[1], "write") != 0 && std::strcmp(argv[1], "check") != 0)) {
        std::fprintf(stderr, "usage: save_kill_stress write|check settings|game|autosave DIR\n");
        return 2;
    }
    const fs::path dir = argv[3];
    if (std::strcmp(argv[1], "check") == 0) return check(*kind, dir);
    // Go on from what the file holds, so that the count never goes back.
    std::uint64_t n = 0;
    if (fs::exists(file_of(*kind, dir))) {
        std::string error;
        const auto held = count_in(*kind, file_of(*kind, dir), &error);
        if (!held) {
            std::fprintf(stderr, "%s: %s\n", file_of(*kind, dir).string().c_str(), error.c_str());
            return 1;
        }
        n = *held;
    }
    return *kind == Kind::Settings ? write_settings_forever(dir, n) : write_games_forever(*kind, dir, n);
}
