// sounds.cpp: the table of the game's sounds.
#include "audio/sounds.h"

namespace tafl::audio {

namespace {

constexpr int kFine = 44100;  // short effects keep their brightness
constexpr int kLong = 22050;  // loops and the theme: half the size, nothing above 11 kHz lost

constexpr std::array<SoundInfo, kSoundCount> kSounds = {{
    {SoundId::PlaceYew, "place-yew.wav", Bus::Effects, kFine, false},
    {SoundId::PlaceHide, "place-hide.wav", Bus::Effects, kFine, false},
    {SoundId::PlaceSlate, "place-slate.wav", Bus::Effects, kFine, false},
    {SoundId::PlaceDriftwood, "place-driftwood.wav", Bus::Effects, kFine, false},
    {SoundId::PlaceOak, "place-oak.wav", Bus::Effects, kFine, false},
    {SoundId::PlaceCloth, "place-cloth.wav", Bus::Effects, kFine, false},
    {SoundId::Capture, "capture.wav", Bus::Effects, kFine, false},
    {SoundId::Shieldwall, "shieldwall.wav", Bus::Effects, kFine, false},
    {SoundId::KingEscape, "king-escape.wav", Bus::Effects, kLong, false},
    {SoundId::KingCaptured, "king-captured.wav", Bus::Effects, kLong, false},
    {SoundId::Click, "click.wav", Bus::Effects, kFine, false},
    {SoundId::Card, "card.wav", Bus::Effects, kFine, false},
    {SoundId::ClockTick, "clock-tick.wav", Bus::Effects, kFine, false},
    {SoundId::AmbienceSea, "ambience-sea.wav", Bus::Ambience, kLong, true},
    {SoundId::AmbienceHall, "ambience-hall.wav", Bus::Ambience, kLong, true},
    {SoundId::AmbienceWinter, "ambience-winter.wav", Bus::Ambience, kLong, true},
    {SoundId::TitleTheme, "title-theme.wav", Bus::Music, kLong, false},
}};

}  // namespace

const std::array<SoundInfo, kSoundCount>& all_sounds() { return kSounds; }

const SoundInfo& sound_info(SoundId id) { return kSounds[static_cast<std::size_t>(id)]; }

std::optional<SoundId> place_sound(std::string_view material) {
    if (material == "yew") return SoundId::PlaceYew;
    if (material == "hide") return SoundId::PlaceHide;
    if (material == "slate") return SoundId::PlaceSlate;
    if (material == "driftwood") return SoundId::PlaceDriftwood;
    if (material == "oak") return SoundId::PlaceOak;
    if (material == "cloth") return SoundId::PlaceCloth;
    return std::nullopt;
}

SoundId ambience_of(std::string_view material) {
    if (material == "driftwood" || material == "slate") return SoundId::AmbienceSea;
    if (material == "hide") return SoundId::AmbienceWinter;
    return SoundId::AmbienceHall;
}

}  // namespace tafl::audio
