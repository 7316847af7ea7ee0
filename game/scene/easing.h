// easing.h: the easing curves of the scene's tweens, each mapping progress 0..1 to 0..1 with
// f(0) = 0 and f(1) = 1 exactly, so an animation starts and ends exactly where it is told to.
#pragma once

#include <cstdint>
#include <string_view>

namespace tafl::scene {

// The shape of a tween over its duration. Every curve except BackOut and ElasticOut is monotone
// non-decreasing; those two overshoot the target on purpose and settle on it at the end.
enum class Easing : std::uint8_t {
    Linear,
    QuadIn,
    QuadOut,
    QuadInOut,
    CubicIn,
    CubicOut,
    CubicInOut,
    BackOut,
    ElasticOut,
};

// Every easing, in declaration order (for tests and settings screens).
inline constexpr Easing kAllEasings[] = {Easing::Linear,     Easing::QuadIn,  Easing::QuadOut,
                                         Easing::QuadInOut,  Easing::CubicIn, Easing::CubicOut,
                                         Easing::CubicInOut, Easing::BackOut, Easing::ElasticOut};

// The eased value of progress `t`; `t` is clamped to [0, 1] first, and the ends are exact.
float ease(Easing easing, float t);

// Whether the curve never decreases (false for the overshooting BackOut and ElasticOut).
bool is_monotone(Easing easing);

// A short identifier such as "cubic-out", for logs and test names.
std::string_view easing_id(Easing easing);

}  // namespace tafl::scene
