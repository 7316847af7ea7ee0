// easing.cpp: the easing curves (the classic Penner set, written so both ends are exact).
#include "scene/easing.h"

#include <cmath>

namespace tafl::scene {

namespace {

constexpr float kBackOvershoot = 1.70158f;
constexpr float kPi = 3.14159265358979f;

float cube(float x) { return x * x * x; }

}  // namespace

float ease(Easing easing, float t) {
    // The ends are answered before any arithmetic, so no rounding can move them.
    if (!(t > 0.0f)) return 0.0f;  // also catches NaN
    if (t >= 1.0f) return 1.0f;
    const float u = 1.0f - t;
    switch (easing) {
        case Easing::Linear:
            return t;
        case Easing::QuadIn:
            return t * t;
        case Easing::QuadOut:
            return 1.0f - u * u;
        case Easing::QuadInOut:
            return t < 0.5f ? 2.0f * t * t : 1.0f - 2.0f * u * u;
        case Easing::CubicIn:
            return cube(t);
        case Easing::CubicOut:
            return 1.0f - cube(u);
        case Easing::CubicInOut:
            return t < 0.5f ? 4.0f * cube(t) : 1.0f - 4.0f * cube(u);
        case Easing::BackOut: {
            const float v = t - 1.0f;
            return 1.0f + (kBackOvershoot + 1.0f) * cube(v) + kBackOvershoot * v * v;
        }
        case Easing::ElasticOut: {
            constexpr float kPeriod = 2.0f * kPi / 3.0f;
            return std::pow(2.0f, -10.0f * t) * std::sin((10.0f * t - 0.75f) * kPeriod) + 1.0f;
        }
    }
    return t;
}

bool is_monotone(Easing easing) { return easing != Easing::BackOut && easing != Easing::ElasticOut; }

std::string_view easing_id(Easing easing) {
    switch (easing) {
        case Easing::Linear:
            return "linear";
        case Easing::QuadIn:
            return "quad-in";
        case Easing::QuadOut:
            return "quad-out";
        case Easing::QuadInOut:
            return "quad-in-out";
        case Easing::CubicIn:
            return "cubic-in";
        case Easing::CubicOut:
            return "cubic-out";
        case Easing::CubicInOut:
            return "cubic-in-out";
        case Easing::BackOut:
            return "back-out";
        case Easing::ElasticOut:
            return "elastic-out";
    }
    return "";
}

}  // namespace tafl::scene
