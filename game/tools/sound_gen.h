// sound_gen.h: the sounds of taflbord-soundgen, each made from its seed (audio/sounds.h lists
// them and their files): the pieces set down on each board, captures, the king's escape and fall,
// the shieldwall, the menus' clicks, the cards, the clock, the ambience loops and the title theme.
#pragma once

#include <cstdint>

#include "audio/sounds.h"
#include "audio/wav.h"

namespace tafl::sound {

// The sound `id` at the rate audio::sound_info(id) gives, from `seed`.
audio::Clip make_sound(audio::SoundId id, std::uint64_t seed);

// [SECTION] The parts (sound_effects.cpp, sound_ambience.cpp, sound_theme.cpp)
audio::Clip make_place(audio::SoundId board, int rate, std::uint64_t seed);
audio::Clip make_capture(int rate, std::uint64_t seed);
audio::Clip make_shieldwall(int rate, std::uint64_t seed);
audio::Clip make_king_escape(int rate, std::uint64_t seed);
audio::Clip make_king_captured(int rate, std::uint64_t seed);
audio::Clip make_click(int rate, std::uint64_t seed);
audio::Clip make_card(int rate, std::uint64_t seed);
audio::Clip make_clock_tick(int rate, std::uint64_t seed);
audio::Clip make_ambience(audio::SoundId loop, int rate, std::uint64_t seed);
audio::Clip make_title_theme(int rate, std::uint64_t seed);

// How long each ambience loop is, in seconds.
inline constexpr double kAmbienceSeconds = 12.0;

}  // namespace tafl::sound
