// text.h: outside input quoted for messages. A message quotes what the user typed or a file held,
// but never passes raw bytes on: control characters, broken UTF-8 or a 20,000-character argument
// would reach a terminal, or an OpenTafl host that expects plain ASCII, as they are.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tafl {

// `text` in single quotes: printable ASCII as it is, every other byte as \xNN, and when it is
// longer than `limit` bytes, its first `limit` bytes then "... (N bytes)".
std::string quote_input(std::string_view text, std::size_t limit = 60);

// A whole message made safe to print, whatever input it quotes: line breaks kept, every other
// byte outside printable ASCII as \xNN, and each line longer than `line_limit` cut there with
// "... (N bytes)".
std::string printable_message(std::string_view text, std::size_t line_limit = 300);

}  // namespace tafl
