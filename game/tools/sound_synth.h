// sound_synth.h: the building blocks of the project's own sound generator (taflbord-soundgen):
// a seeded PCG32, signals of doubles, filters, damped modes, noise bursts, a small reverb, loops
// that repeat without a seam, and the finishing step (fades, level, 16-bit samples). Everything is
// a pure function of its seed, so the sounds are the same on every run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "audio/wav.h"

namespace tafl::sound {

inline constexpr double kPi = 3.14159265358979323846;

// PCG32 (O'Neill's permuted congruential generator): the same numbers on every platform, unlike
// the standard library's distributions.
class Rng {
public:
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0x5EED);
    std::uint32_t next();
    double uniform();                                   // [0, 1)
    double between(double lo, double hi);               // [lo, hi)
    double bipolar() { return uniform() * 2.0 - 1.0; }  // [-1, 1)

private:
    std::uint64_t state_ = 0, inc_ = 0;
};

using Signal = std::vector<double>;

Signal silence(int rate, double seconds);
std::size_t frames(int rate, double seconds);

// A second-order filter (the cookbook forms); run() keeps its state between samples.
struct Biquad {
    double b0 = 1, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
    double z1 = 0, z2 = 0;
    double run(double x) {
        const double y = b0 * x + z1;
        z1 = b1 * x - a1 * y + z2;
        z2 = b2 * x - a2 * y;
        return y;
    }
    static Biquad lowpass(int rate, double freq, double q = 0.7071);
    static Biquad highpass(int rate, double freq, double q = 0.7071);
    static Biquad bandpass(int rate, double freq, double q);  // 0 dB at the centre
    // Keeps the state, takes the coefficients of `other` (for filters that move).
    void retune(const Biquad& other);
};

void filter(Signal& s, Biquad f);

// A damped sine from `start` seconds: a 1 ms rise (no click), then exp(-t / decay).
void add_mode(Signal& s, int rate, double start, double freq, double amp, double decay);
// Filtered white noise from `start`: a rise of `attack`, then exp(-t / decay), for 8 decays.
void add_noise(Signal& s, int rate, Rng& rng, double start, double attack, double decay, double amp, Biquad shape);
// A drum's body: a sine falling from `from` to `to` Hz over `sweep`, decaying over `decay`.
void add_sweep(Signal& s, int rate, double start, double from, double to, double sweep, double amp, double decay);
// Adds `src` into `dst` from `start` seconds, times `gain`.
void mix_into(Signal& dst, const Signal& src, int rate, double start, double gain);

// A small room: four feedback combs with damping and two allpasses (Schroeder's design), mixed
// in at `wet`. `room` 0..1 is the combs' feedback scale.
void reverb(Signal& s, int rate, double room, double damping, double wet);

// [SECTION] Loops
// A curve in [0, 1] over a loop of `length` frames through `points` random values, smoothly
// joined, that ends where it begins.
class LoopCurve {
public:
    LoopCurve(Rng& rng, int points, std::size_t length);
    double at(std::size_t i) const;

private:
    std::vector<double> values_;
    std::size_t length_;
};
// Runs a filter over a loop twice and keeps the second pass: the state at the start is the state
// the end leaves, so the filtered loop has no seam. `coefficients(i)` may move the filter.
void filter_loop(Signal& s, const std::function<Biquad(std::size_t)>& coefficients, int retune_every = 32);
// Adds `src` into the loop `dst` from frame `at`, wrapping past the end to the start.
void add_wrapped(Signal& dst, const Signal& src, std::size_t at, double gain);

// [SECTION] Finishing
// Trims the silence at the end, fades the first `fade_in` and last `fade_out` seconds to zero
// (every sound starts and ends without a click), scales the peak to `peak` and rounds to 16 bits.
audio::Clip finish(Signal s, int rate, double peak, double fade_in = 0.001, double fade_out = 0.01);
// For loops: no trim and no fades (the end joins the start); the level scaled so that the RMS is
// `rms`, but the peak no higher than `peak`.
audio::Clip finish_loop(const Signal& s, int rate, double rms, double peak);

}  // namespace tafl::sound
