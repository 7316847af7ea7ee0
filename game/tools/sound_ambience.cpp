// sound_ambience.cpp: the ambience loops, one per culture: the sea and wind of the Norse and Welsh
// coasts, the fire of a hall, and a Lapland winter. Each is a loop by construction: its noise is
// filtered around the loop twice (filter_loop), its slow changes are curves that end where they
// begin (LoopCurve), and its events are written with wrap-around, so the end runs into the start
// without a seam.
#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>

#include "sound_gen.h"
#include "sound_synth.h"

namespace tafl::sound {

using audio::SoundId;

namespace {

Signal white(Rng& rng, std::size_t n) {
    Signal s(n);
    for (double& x : s) x = rng.bipolar();
    return s;
}

// Noise through a filter that moves with `freq(i)` (band-pass of quality q), around the loop.
Signal moving_band(Rng& rng, std::size_t n, int rate, double q, const std::function<double(std::size_t)>& freq) {
    Signal s = white(rng, n);
    filter_loop(s, [&](std::size_t i) { return Biquad::bandpass(rate, freq(i), q); });
    return s;
}

Signal low_noise(Rng& rng, std::size_t n, int rate, double cutoff) {
    Signal s = white(rng, n);
    filter_loop(
        s, [&](std::size_t) { return Biquad::lowpass(rate, cutoff); }, 1 << 20);
    return s;
}

// The envelope of a wave `d` frames after it begins, over a loop of `n` frames: it swells, breaks
// and draws back, and is silent again before the loop comes round to it.
double wave_envelope(std::size_t d, std::size_t n, int rate) {
    const double t = static_cast<double>(d) / rate, total = static_cast<double>(n) / rate;
    const double rise = 1.8;
    double env = t < rise ? std::pow(std::sin(0.5 * kPi * t / rise), 2.0) : std::exp(-(t - rise) / 2.2);
    const double tail = total - t;
    if (tail < 1.5) env *= 0.5 - 0.5 * std::cos(kPi * tail / 1.5);
    return env;
}

Signal sea(int rate, std::uint64_t seed) {
    Rng rng(seed);
    const std::size_t n = frames(rate, kAmbienceSeconds);
    Signal out(n, 0.0);
    // The surf far off: a low roar that never stops.
    const Signal roar = low_noise(rng, n, rate, 220);
    for (std::size_t i = 0; i < n; ++i) out[i] += 0.9 * roar[i];
    // Waves: each brightens as it swells and breaks.
    constexpr int kWaves = 3;
    std::size_t starts[kWaves];
    for (int w = 0; w < kWaves; ++w)
        starts[w] = static_cast<std::size_t>((w + rng.between(0.0, 0.35)) / kWaves * static_cast<double>(n));
    Signal waves = white(rng, n);
    auto wave_level = [&](std::size_t i) {
        double level = 0.0;
        for (const std::size_t s : starts) level += wave_envelope((i + n - s) % n, n, rate);
        return level;
    };
    filter_loop(waves,
                [&](std::size_t i) { return Biquad::lowpass(rate, 350 + 2200 * std::min(1.0, wave_level(i)), 0.6); });
    for (std::size_t i = 0; i < n; ++i) out[i] += 0.7 * waves[i] * (0.15 + wave_level(i));
    // Wind over the water: a band that wanders, in gusts.
    LoopCurve pitch(rng, 7, n), gust(rng, 9, n);
    const Signal wind = moving_band(rng, n, rate, 1.4, [&](std::size_t i) { return 380 + 520 * pitch.at(i); });
    for (std::size_t i = 0; i < n; ++i) out[i] += 0.8 * wind[i] * (0.2 + 0.8 * gust.at(i) * gust.at(i));
    return out;
}

Signal hall(int rate, std::uint64_t seed) {
    Rng rng(seed);
    const std::size_t n = frames(rate, kAmbienceSeconds);
    Signal out(n, 0.0);
    // The fire's roar and breath, flickering.
    LoopCurve flicker(rng, 24, n), breath(rng, 11, n);
    const Signal roar = low_noise(rng, n, rate, 160);
    const Signal hiss = moving_band(rng, n, rate, 0.8, [&](std::size_t i) { return 700 + 600 * breath.at(i); });
    for (std::size_t i = 0; i < n; ++i)
        out[i] += roar[i] * (0.8 + 0.6 * flicker.at(i)) + 0.12 * hiss[i] * (0.4 + 0.6 * breath.at(i));
    // Crackles: small pops at random, now and then a snap in several parts with a soft thud.
    const int pops = static_cast<int>(kAmbienceSeconds * 7);
    for (int p = 0; p < pops; ++p) {
        Signal pop = silence(rate, 0.03);
        add_noise(pop, rate, rng, 0.0, 0.0002, rng.between(0.0008, 0.003), 1.0,
                  Biquad::bandpass(rate, rng.between(1500, 7000), 1.1));
        const double amp = 0.25 * std::pow(rng.uniform(), 2.0) + 0.03;
        add_wrapped(out, pop, static_cast<std::size_t>(rng.uniform() * static_cast<double>(n)), amp);
    }
    for (int snap = 0; snap < static_cast<int>(kAmbienceSeconds / 2.5); ++snap) {
        Signal burst = silence(rate, 0.3);
        double t = 0.0;
        const int parts = 2 + static_cast<int>(rng.uniform() * 4);
        for (int k = 0; k < parts; ++k) {
            add_noise(burst, rate, rng, t, 0.0002, rng.between(0.001, 0.004), rng.between(0.5, 1.0),
                      Biquad::bandpass(rate, rng.between(1200, 5000), 1.0));
            t += rng.between(0.006, 0.03);
        }
        add_mode(burst, rate, 0.0, rng.between(160, 240), 0.25, 0.03);
        add_wrapped(out, burst, static_cast<std::size_t>(rng.uniform() * static_cast<double>(n)), 0.45);
    }
    return out;
}

Signal winter(int rate, std::uint64_t seed) {
    Rng rng(seed);
    const std::size_t n = frames(rate, kAmbienceSeconds);
    Signal out(n, 0.0);
    // A low howl that rises and falls, a thin whistle over it, and blown snow.
    LoopCurve howl_pitch(rng, 6, n), howl_level(rng, 8, n), whistle_pitch(rng, 5, n), whistle_level(rng, 7, n),
        snow(rng, 10, n);
    const Signal howl = moving_band(rng, n, rate, 2.0, [&](std::size_t i) { return 220 + 260 * howl_pitch.at(i); });
    const Signal whistle =
        moving_band(rng, n, rate, 14.0, [&](std::size_t i) { return 850 + 700 * whistle_pitch.at(i); });
    Signal drift = white(rng, n);
    filter_loop(
        drift, [&](std::size_t) { return Biquad::highpass(rate, 3500, 0.6); }, 1 << 20);
    for (std::size_t i = 0; i < n; ++i) {
        const double gust = howl_level.at(i);
        out[i] += 1.0 * howl[i] * (0.25 + 0.75 * gust * gust);
        out[i] += 1.6 * whistle[i] * std::pow(whistle_level.at(i), 3.0);
        out[i] += 0.05 * drift[i] * (0.2 + 0.8 * snow.at(i) * gust);
    }
    // Far off, a reindeer's bell, twice in the loop.
    for (int ring = 0; ring < 2; ++ring) {
        Signal bell = silence(rate, 1.2);
        double t = 0.0;
        for (int k = 0; k < 3 + static_cast<int>(rng.uniform() * 3); ++k) {
            for (const auto& [ratio, amp, decay] :
                 {std::tuple{1.0, 1.0, 0.25}, std::tuple{2.76, 0.45, 0.12}, std::tuple{5.40, 0.2, 0.06}})
                add_mode(bell, rate, t, 1650 * ratio, amp * rng.between(0.6, 1.0), decay);
            t += rng.between(0.12, 0.22);
        }
        filter(bell, Biquad::lowpass(rate, 4500));
        const double at = (ring + rng.between(0.2, 0.6)) / 2.0;
        add_wrapped(out, bell, static_cast<std::size_t>(at * static_cast<double>(n)), 0.012);
    }
    return out;
}

}  // namespace

audio::Clip make_ambience(SoundId loop, int rate, std::uint64_t seed) {
    Signal s = loop == SoundId::AmbienceSea    ? sea(rate, seed)
               : loop == SoundId::AmbienceHall ? hall(rate, seed)
                                               : winter(rate, seed);
    // Nothing below the rumble a speaker can play; then the loop's level.
    filter_loop(
        s, [&](std::size_t) { return Biquad::highpass(rate, 35, 0.7); }, 1 << 20);
    return finish_loop(s, rate, 0.06, 0.4);
}

}  // namespace tafl::sound
