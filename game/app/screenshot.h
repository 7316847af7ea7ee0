// screenshot.h: the window's picture saved as a file (F12, --screenshot).
#pragma once

#include <filesystem>

namespace tafl::app {

// Reads the window's framebuffer (`width` x `height`, after drawing) and writes it to `path`: a
// JPEG for a name ending in .jpg or .jpeg, a PNG otherwise, beside the target first and then
// renamed, so that a reader never sees half a picture. Prints "screenshot PATH WxH" on success;
// on failure says why on stderr and returns false.
bool take_screenshot(const std::filesystem::path& path, int width, int height);

}  // namespace tafl::app
