// sounds.h: the game's sounds: what each is for, its file in assets/sounds/ (written by
// taflbord-soundgen) and the bus its volume follows. The one list the generator and the game share.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace tafl::audio {

// The three volumes a player sets besides the master volume. Menu clicks, cards and the clock's
// ticks are effects.
enum class Bus : std::uint8_t { Effects, Ambience, Music };
inline constexpr int kBusCount = 3;

// Every sound the game plays. A piece set down has one per board material (core::kBoardMaterials).
enum class SoundId : std::uint8_t {
    PlaceYew,
    PlaceHide,
    PlaceSlate,
    PlaceDriftwood,
    PlaceOak,
    PlaceCloth,
    Capture,
    Shieldwall,
    KingEscape,
    KingCaptured,
    Click,
    Card,
    ClockTick,
    AmbienceSea,
    AmbienceHall,
    AmbienceWinter,
    TitleTheme,
};
inline constexpr int kSoundCount = 17;

// What the game and the generator know of a sound. Loops are made to repeat without a seam.
struct SoundInfo {
    SoundId id;
    const char* file;  // in assets/sounds/
    Bus bus;
    int rate;  // samples a second of the file
    bool loop;
};

// Every sound, in the order of SoundId.
const std::array<SoundInfo, kSoundCount>& all_sounds();
const SoundInfo& sound_info(SoundId id);
// The sound of a piece set down on a board of this material ("yew", "hide", ...), or nullopt.
std::optional<SoundId> place_sound(std::string_view material);
// The ambience of a board's culture: the sea and wind of the Norse and Welsh coasts, the fire of a
// hall (Irish yew, York oak, the tournament cloth), the Lapland winter (reindeer hide).
SoundId ambience_of(std::string_view material);

}  // namespace tafl::audio
