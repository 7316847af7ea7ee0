// guarded_text.h: the copy of a document handed to md4c. md4c 0.4.8 (the version Debian ships)
// can, on some malformed documents, hand a callback a range that runs a byte or two past the end
// of its input. The copy is therefore followed by a guard of zero bytes it may overrun, and every
// range md4c reports is clipped to the document: nothing past its last byte is read or kept.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tafl::rulebook {

class GuardedText {
public:
    static constexpr std::size_t kGuard = 64;

    explicit GuardedText(std::string_view text) : buffer_(text.size() + kGuard, '\0'), size_(text.size()) {
        std::copy(text.begin(), text.end(), buffer_.begin());
    }

    // The document (its bytes are followed by the guard).
    const char* data() const { return buffer_.data(); }
    std::size_t size() const { return size_; }

    // The part of [text, text + size) inside the document: cut at its end, empty when it starts
    // in the guard. A range that starts outside the copy is md4c's own (a line break, the spaces
    // of an indented code line, an attribute it had to decode) and is kept whole.
    std::string_view clip(const char* text, std::size_t size) const {
        if (text == nullptr) return {};
        const auto begin = reinterpret_cast<std::uintptr_t>(buffer_.data());
        const auto at = reinterpret_cast<std::uintptr_t>(text);
        if (at < begin || at >= begin + buffer_.size()) return {text, size};
        const std::size_t offset = at - begin;
        if (offset >= size_) return {};
        return {text, std::min(size, size_ - offset)};
    }

private:
    std::string buffer_;
    std::size_t size_ = 0;
};

}  // namespace tafl::rulebook
