// text.cpp: see text.h.
#include "taflbord/text.h"

namespace tafl {

namespace {
// Appends `c`, or \xNN for a byte outside printable ASCII.
void put_printable(std::string& out, char c) {
    static constexpr char kHex[] = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) {
        out += c;
    } else {
        out += "\\x";
        out += kHex[u >> 4];
        out += kHex[u & 15];
    }
}
}  // namespace

std::string quote_input(std::string_view text, std::size_t limit) {
    std::string out = "'";
    const std::string_view shown = text.substr(0, limit);
    for (char c : shown) put_printable(out, c);
    out += '\'';
    if (shown.size() < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

std::string printable_message(std::string_view text, std::size_t line_limit) {
    std::string out;
    while (true) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        std::string shown;
        for (char c : line.substr(0, line_limit)) put_printable(shown, c);
        if (line.size() > line_limit) shown += "... (" + std::to_string(line.size()) + " bytes)";
        out += shown;
        if (end == std::string_view::npos) break;
        out += '\n';
        text.remove_prefix(end + 1);
    }
    return out;
}

}  // namespace tafl
