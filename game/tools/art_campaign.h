// art_campaign.h: the pictures of the single-player campaign (assets/campaign/): the painted map of
// north-western Europe that the campaign travels (art_map*.cpp) and the portraits of its twelve
// opponents (art_portrait*.cpp). Each is a pure function of its seed.
#pragma once

#include <cstdint>

#include "art.h"

namespace tafl::art {

// The map, kMapWidth x kMapHeight. Its projection, which the game uses to place the battles: a
// place at longitude `lon`, latitude `lat` (degrees) stands at map_x(lon), map_y(lat), fractions
// of the width and height from the top left.
inline constexpr int kMapWidth = 1600, kMapHeight = 1000;
inline constexpr float map_x(float lon) { return (lon + 25.0f) / 60.0f; }
inline constexpr float map_y(float lat) { return (72.0f - lat) / 24.0f; }
Canvas make_campaign_map(std::uint64_t seed);

// The opponents of assets/campaign/characters.txt; each portrait is portraits/<id>.png.
enum class Sitter { Conall, Brigid, Fiachra, Gwenllian, Iolo, Ingrid, Thorgrim, Asa, Konrad, Ailu, Mette, Magnus };
inline constexpr Sitter kSitters[] = {Sitter::Conall, Sitter::Brigid, Sitter::Fiachra,  Sitter::Gwenllian,
                                      Sitter::Iolo,   Sitter::Ingrid, Sitter::Thorgrim, Sitter::Asa,
                                      Sitter::Konrad, Sitter::Ailu,   Sitter::Mette,    Sitter::Magnus};
// "conall", "brigid", ...
const char* sitter_id(Sitter sitter);
// The portrait, kPortraitSize x kPortraitSize: head and shoulders in a painted frame.
inline constexpr int kPortraitSize = 256;
Canvas make_portrait(Sitter sitter, std::uint64_t seed);

}  // namespace tafl::art
