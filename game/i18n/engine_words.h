// engine_words.h: the words for what the engine returns as values (sides, pieces, game ends,
// refused moves, announcements) and for the preset and AI level ids, in the current language.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "taflbord/types.h"

namespace tafl::i18n {

// The engine never produces display text; these functions are the one place where its enums
// and ids become words. Every function returns the text in the current language of translator()
// (English when there is no translation). The `const char*` results are NUL-terminated and stay
// valid for the life of the program, so they can go straight to ImGui.

// "Attackers" / "Defenders", as the name of a side (menus, side picker, score panel).
const char* side_name(tafl::Side side);
// "Attackers to move" / "Defenders to move", for the status line.
const char* turn_text(tafl::Side side);
// "Attacker", "Defender", "King" for a single piece (tooltips, captured-piece lists); an empty
// square and the sentinel frame have words too, for completeness.
const char* piece_name(tafl::Piece piece);

// A short label for why a game ended ("King captured", "Edge fort"), for game lists and
// records; Reason::None gives the label of a game not yet decided.
const char* reason_text(tafl::Reason reason);
// A short label for a status ("Attackers win", "Draw", "In progress").
const char* status_label(tafl::Status status);
// One or two full sentences for the game-over panel, saying what happened and who won
// ("The king has been captured. The attackers win!"). Combinations that the rules cannot
// produce fall back to a sentence naming only the winner or the draw.
const char* status_text(tafl::Status status, tafl::Reason reason);

// A full sentence saying why a move was refused; Illegal::None says the move is legal.
const char* illegal_text(tafl::Illegal why);
// The announcement for one flag of a move result (kKingThreatened, kRaichi or kTuichu); empty
// for kAnnounceNone or a combination of flags (callers announce each flag on its own).
const char* announcement_text(tafl::Announcement flag);

// "The game lasted 5 moves." with the right plural form; `moves` counts full moves or plies as
// the caller decides.
std::string game_length_text(int moves);
// "The defenders have lost 3 pieces." with the right plural form.
std::string pieces_lost_text(tafl::Side side, int pieces);

// The display name of a shipped preset by its id ("copenhagen" gives "Copenhagen Hnefatafl" or
// "Hnefatafl de Copenhague"); nullptr for an id that is not a shipped preset, whose own file
// name should then be shown instead.
const char* preset_name(std::string_view id);
// One line on where a shipped preset's rules come from ("Ireland's 7×7 game, ..."), for the
// preset card of the new-match dialog; nullptr for an id that is not a shipped preset, whose
// file's own `source` should then be shown instead.
const char* preset_origin(std::string_view id);
// The ids of the shipped presets, in the order of the README's table.
std::span<const std::string_view> preset_ids();
// The size and forces of a start position in a few words: "11×11 · 24 against 12 and the king"
// (`defenders` does not count the king), in the plural form its counts call for.
std::string setup_summary(int size, int attackers, int defenders);

// The display name of an AI level by its id ("thrall" ... "jarl"); nullptr for an unknown id.
const char* level_name(std::string_view id);
// One line on the level's character, from the nervous thrall to the cunning jarl; nullptr for
// an unknown id.
const char* level_personality(std::string_view id);
// The ids of the AI levels, from weakest to strongest.
std::span<const std::string_view> level_ids();

}  // namespace tafl::i18n
