// input_log.cpp: the writer and the strict reader of input recordings.
#include "core/input_log.h"

#include <array>
#include <charconv>
#include <cstddef>
#include <exception>
#include <system_error>
#include <utility>

namespace tafl::core {

namespace {

// [SECTION] Format

constexpr std::string_view kMagic = "taflbord-input";
constexpr std::string_view kVersion = "1";

// An event kind, its word, and the fields that follow the word (text takes 0 or 1).
struct KindInfo {
    InputKind kind;
    std::string_view word;
    std::size_t fields;
    std::string_view field_names;
};

constexpr std::array<KindInfo, 11> kKinds = {{
    {InputKind::MouseMove, "move", 2, "x y"},
    {InputKind::MouseDown, "down", 3, "x y button"},
    {InputKind::MouseUp, "up", 3, "x y button"},
    {InputKind::Wheel, "wheel", 2, "dx dy"},
    {InputKind::KeyDown, "key-down", 2, "key mod"},
    {InputKind::KeyUp, "key-up", 2, "key mod"},
    {InputKind::Text, "text", 1, "hex-bytes"},
    {InputKind::Resize, "resize", 2, "width height"},
    {InputKind::Quit, "quit", 0, ""},
    {InputKind::PadDown, "pad-down", 1, "button"},
    {InputKind::PadUp, "pad-up", 1, "button"},
}};

const KindInfo& info(InputKind kind) {
    for (const KindInfo& k : kKinds)
        if (k.kind == kind) return k;
    return kKinds[0];
}

constexpr char kHexDigits[] = "0123456789abcdef";

// [SECTION] Writing helpers

void append_number(std::string& out, long long value) {
    out += ' ';
    out += std::to_string(value);
}

std::string hex(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size() * 2);
    for (char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        out += kHexDigits[byte >> 4U];
        out += kHexDigits[byte & 0x0FU];
    }
    return out;
}

// [SECTION] Reading helpers

// A token for a message: at most 32 bytes, with anything but printable ASCII as \xNN, so that
// random bytes in a broken file make a readable message.
std::string shown(std::string_view token) {
    std::string out;
    for (char c : token.substr(0, 32)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && c != '\\') {
            out += c;
        } else {
            out += "\\x";
            out += kHexDigits[byte >> 4U];
            out += kHexDigits[byte & 0x0FU];
        }
    }
    if (token.size() > 32) out += "...";
    return out;
}

std::vector<std::string_view> split(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > start) tokens.push_back(line.substr(start, i - start));
    }
    return tokens;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<std::string> unhex(std::string_view text) {
    if (text.size() % 2 != 0) return std::nullopt;
    std::string out;
    out.reserve(text.size() / 2);
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const int high = hex_value(text[i]);
        const int low = hex_value(text[i + 1]);
        if (high < 0 || low < 0) return std::nullopt;
        out += static_cast<char>(high * 16 + low);
    }
    return out;
}

// Whether `text` is well-formed UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
bool is_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        std::uint32_t code = 0;
        std::uint32_t minimum = 0;
        if (lead < 0x80) {
            ++i;
            continue;
        } else if ((lead & 0xE0U) == 0xC0U) {
            length = 2;
            code = lead & 0x1FU;
            minimum = 0x80;
        } else if ((lead & 0xF0U) == 0xE0U) {
            length = 3;
            code = lead & 0x0FU;
            minimum = 0x800;
        } else if ((lead & 0xF8U) == 0xF0U) {
            length = 4;
            code = lead & 0x07U;
            minimum = 0x10000;
        } else {
            return false;
        }
        if (text.size() - i < length) return false;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0U) != 0x80U) return false;
            code = (code << 6U) | (next & 0x3FU);
        }
        if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
        i += length;
    }
    return true;
}

// A whole token as a number of type T; nullopt, with the reason in `problem`, when it is not one.
template <class T>
std::optional<T> number(std::string_view token, std::string* problem) {
    T value{};
    const auto result = std::from_chars(token.data(), token.data() + token.size(), value);
    if (result.ec == std::errc::result_out_of_range && result.ptr == token.data() + token.size()) {
        *problem = "number '" + shown(token) + "' is out of range";
        return std::nullopt;
    }
    if (result.ec != std::errc() || result.ptr != token.data() + token.size()) {
        *problem = "'" + shown(token) + "' is not a whole number";
        return std::nullopt;
    }
    return value;
}

// Reads a log line by line; the first problem stops it.
class Parser {
public:
    // False when the line is wrong; problem() then says why.
    bool line(std::string_view text) {
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        const std::vector<std::string_view> tokens = split(text);
        if (tokens.empty() || tokens.front().front() == '#') return true;
        if (!header_seen_) return header(tokens);
        if (tokens.front() == "window") return window(tokens);
        if (tokens.front() == "scene") return scene(tokens);
        return event(tokens);
    }

    bool header_seen() const { return header_seen_; }
    const std::string& problem() const { return problem_; }
    InputLog log;

private:
    bool fail(std::string message) {
        problem_ = std::move(message);
        return false;
    }

    bool header(const std::vector<std::string_view>& tokens) {
        if (tokens.size() == 2 && tokens[0] == kMagic && tokens[1] != kVersion)
            return fail("unsupported version '" + shown(tokens[1]) + "' (this game reads version 1)");
        if (tokens.size() != 2 || tokens[0] != kMagic) return fail("expected the header 'taflbord-input 1'");
        header_seen_ = true;
        return true;
    }

    bool window(const std::vector<std::string_view>& tokens) {
        if (!log.events.empty()) return fail("'window' must come before the first event");
        if (window_seen_) return fail("'window' appears twice");
        if (tokens.size() != 3) return fail("'window' takes a width and a height");
        const std::optional<int> width = number<int>(tokens[1], &problem_);
        if (!width) return false;
        const std::optional<int> height = number<int>(tokens[2], &problem_);
        if (!height) return false;
        if (*width < 0 || *height < 0) return fail("the window size cannot be negative");
        log.window_width = *width;
        log.window_height = *height;
        window_seen_ = true;
        return true;
    }

    bool scene(const std::vector<std::string_view>& tokens) {
        if (!log.events.empty()) return fail("'scene' must come before the first event");
        if (scene_seen_) return fail("'scene' appears twice");
        if (tokens.size() != 2) return fail("'scene' takes one word");
        for (char c : tokens[1])
            if (static_cast<unsigned char>(c) < 0x21 || c == 0x7f)
                return fail("the scene must be a word of visible characters");
        log.scene = std::string(tokens[1]);
        scene_seen_ = true;
        return true;
    }

    bool event(const std::vector<std::string_view>& tokens) {
        InputEvent e;
        const std::optional<std::uint64_t> frame = number<std::uint64_t>(tokens[0], &problem_);
        if (!frame) {
            const char first = tokens[0].front();
            if (first < '0' || first > '9')
                return fail("expected '<frame> <event> ...', not '" + shown(tokens[0]) + "'");
            return false;
        }
        e.frame = *frame;
        if (e.frame > kMaxInputFrame)
            return fail("frame " + std::to_string(e.frame) + " is past the last frame a recording may use (" +
                        std::to_string(kMaxInputFrame) + ", about four and a half hours)");
        if (!log.events.empty() && e.frame < log.events.back().frame)
            return fail("frame " + std::to_string(e.frame) + " comes before frame " +
                        std::to_string(log.events.back().frame) + " of the event before");
        if (tokens.size() < 2) return fail("frame " + std::to_string(e.frame) + " has no event");
        const KindInfo* kind = nullptr;
        for (const KindInfo& k : kKinds)
            if (k.word == tokens[1]) kind = &k;
        if (!kind) return fail("unknown event '" + shown(tokens[1]) + "'");
        e.kind = kind->kind;
        const std::size_t fields = tokens.size() - 2;
        const bool optional_text = kind->kind == InputKind::Text && fields == 0;
        if (fields != kind->fields && !optional_text) {
            const std::string expected = kind->fields == 0 ? std::string("no fields")
                                                           : std::to_string(kind->fields) +
                                                                 (kind->fields == 1 ? " field (" : " fields (") +
                                                                 std::string(kind->field_names) + ")";
            return fail("'" + std::string(kind->word) + "' takes " + expected + ", not " + std::to_string(fields));
        }
        if (!fields_of(*kind, tokens, e)) return false;
        log.events.push_back(std::move(e));
        return true;
    }

    bool fields_of(const KindInfo& kind, const std::vector<std::string_view>& tokens, InputEvent& e) {
        switch (kind.kind) {
            case InputKind::MouseMove:
            case InputKind::Wheel:
            case InputKind::Resize:
            case InputKind::MouseDown:
            case InputKind::MouseUp: {
                const std::optional<int> x = number<int>(tokens[2], &problem_);
                if (!x) return false;
                const std::optional<int> y = number<int>(tokens[3], &problem_);
                if (!y) return false;
                e.x = *x;
                e.y = *y;
                if (kind.kind == InputKind::Resize && (e.x <= 0 || e.y <= 0))
                    return fail("a resize needs a positive width and height");
                if (kind.fields == 3) {
                    const std::optional<int> button = number<int>(tokens[4], &problem_);
                    if (!button) return false;
                    e.button = *button;
                }
                return true;
            }
            case InputKind::KeyDown:
            case InputKind::KeyUp: {
                const std::optional<std::int32_t> key = number<std::int32_t>(tokens[2], &problem_);
                if (!key) return false;
                const std::optional<std::uint16_t> mod = number<std::uint16_t>(tokens[3], &problem_);
                if (!mod) return false;
                e.key = *key;
                e.mod = *mod;
                return true;
            }
            case InputKind::Text: {
                if (tokens.size() < 3) return true;
                std::optional<std::string> bytes = unhex(tokens[2]);
                if (!bytes) return fail("text '" + shown(tokens[2]) + "' must be an even number of hex digits");
                if (!is_utf8(*bytes)) return fail("text '" + shown(tokens[2]) + "' is not UTF-8");
                e.text = std::move(*bytes);
                return true;
            }
            case InputKind::PadDown:
            case InputKind::PadUp: {
                const std::optional<int> button = number<int>(tokens[2], &problem_);
                if (!button) return false;
                if (*button < 0 || *button > 31) return fail("a game-controller button is a number from 0 to 31");
                e.button = *button;
                return true;
            }
            case InputKind::Quit:
                return true;
        }
        return true;
    }

    std::string problem_;
    bool header_seen_ = false;
    bool window_seen_ = false;
    bool scene_seen_ = false;
};

}  // namespace

// [SECTION] Public

std::string_view input_kind_word(InputKind kind) { return info(kind).word; }

std::string write_input_log(const InputLog& log) {
    std::string out = std::string(kMagic) + " " + std::string(kVersion) + "\n";
    out += "window";
    append_number(out, log.window_width);
    append_number(out, log.window_height);
    out += '\n';
    if (!log.scene.empty()) out += "scene " + log.scene + "\n";
    for (const InputEvent& e : log.events) {
        out += std::to_string(e.frame);
        out += ' ';
        out += info(e.kind).word;
        switch (e.kind) {
            case InputKind::MouseMove:
            case InputKind::Wheel:
            case InputKind::Resize:
                append_number(out, e.x);
                append_number(out, e.y);
                break;
            case InputKind::MouseDown:
            case InputKind::MouseUp:
                append_number(out, e.x);
                append_number(out, e.y);
                append_number(out, e.button);
                break;
            case InputKind::KeyDown:
            case InputKind::KeyUp:
                append_number(out, e.key);
                append_number(out, e.mod);
                break;
            case InputKind::Text:
                if (!e.text.empty()) out += " " + hex(e.text);
                break;
            case InputKind::PadDown:
            case InputKind::PadUp:
                append_number(out, e.button);
                break;
            case InputKind::Quit:
                break;
        }
        out += '\n';
    }
    return out;
}

std::optional<InputLog> parse_input_log(std::string_view text, std::string* error) {
    try {
        Parser parser;
        std::size_t start = 0;
        std::size_t number = 0;
        for (;;) {
            const std::size_t end = text.find('\n', start);
            ++number;
            const std::string_view line =
                text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
            if (!parser.line(line)) {
                if (error) *error = "input line " + std::to_string(number) + ": " + parser.problem();
                return std::nullopt;
            }
            if (end == std::string_view::npos) break;
            start = end + 1;
        }
        if (!parser.header_seen()) {
            if (error) *error = "input line 1: missing the header 'taflbord-input 1'";
            return std::nullopt;
        }
        return std::move(parser.log);
    } catch (const std::exception& e) {
        if (error) *error = std::string("input: cannot be read: ") + e.what();
        return std::nullopt;
    }
}

}  // namespace tafl::core
