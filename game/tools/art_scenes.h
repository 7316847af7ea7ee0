// art_scenes.h: the generator's larger pictures: the title-screen painting (art_title.cpp) and the game
// icon (art_icon.cpp).
#pragma once

#include <cstdint>

#include "art.h"

namespace tafl::art {

// The title-screen painting, `width` x `height`, from `seed`.
Canvas make_title(std::uint64_t seed, int width, int height);

// The game icon at `size` x `size` pixels (16 to 512), with a transparent background.
Canvas make_icon(int size);

}  // namespace tafl::art
