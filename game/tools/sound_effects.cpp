// sound_effects.cpp: the short sounds: a piece set down on each board (modal synthesis: the
// resonances of piece and board struck by a short burst of noise), the capture (a knock, the crack
// and the dust), the shieldwall falling, the king's horn and his fall, clicks, cards and the clock.
#include <algorithm>
#include <cmath>

#include "sound_gen.h"
#include "sound_synth.h"

namespace tafl::sound {

using audio::SoundId;

namespace {

// A resonance of a struck material: frequency, level and decay in seconds.
struct Mode {
    double freq, amp, decay;
};

// How a board answers a piece set down on it.
struct Material {
    Mode modes[4];
    double noise_freq;  // the contact's noise, band-passed here
    double noise_q;
    double noise_decay;
    double noise_amp;
    double thump_freq;  // the body under the surface
    double thump_decay;
    double thump_amp;
};

Material material_of(SoundId board) {
    switch (board) {
        case SoundId::PlaceYew:  // carved hardwood: bright and short
            return {{{340, 0.5, 0.045}, {910, 0.6, 0.030}, {1730, 0.35, 0.022}, {2650, 0.2, 0.015}},
                    2500,
                    0.7,
                    0.006,
                    0.5,
                    140,
                    0.030,
                    0.35};
        case SoundId::PlaceHide:  // stretched hide over earth: soft and muffled
            return {{{210, 0.5, 0.020}, {520, 0.2, 0.012}, {0, 0, 1}, {0, 0, 1}}, 900, 0.6, 0.012, 0.6, 95, 0.035, 0.7};
        case SoundId::PlaceSlate:  // stone: high, glassy, gritty
            return {{{1320, 0.5, 0.060}, {2870, 0.45, 0.045}, {4410, 0.3, 0.030}, {6230, 0.15, 0.020}},
                    5000,
                    0.8,
                    0.004,
                    0.6,
                    180,
                    0.020,
                    0.25};
        case SoundId::PlaceDriftwood:  // dry, light and hollow
            return {{{260, 0.6, 0.050}, {690, 0.45, 0.028}, {1180, 0.3, 0.020}, {2030, 0.15, 0.012}},
                    1800,
                    0.7,
                    0.008,
                    0.5,
                    120,
                    0.040,
                    0.45};
        case SoundId::PlaceOak:  // dense worn oak
            return {{{300, 0.55, 0.055}, {820, 0.5, 0.035}, {1560, 0.3, 0.025}, {2400, 0.2, 0.018}},
                    2000,
                    0.7,
                    0.006,
                    0.45,
                    130,
                    0.035,
                    0.4};
        default:  // tournament cloth over a table: a dull pat
            return {{{240, 0.25, 0.015}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}}, 700, 0.5, 0.015, 0.5, 110, 0.040, 0.7};
    }
}

// One strike of a piece on a material at `start`, `strength` 0..1, its modes detuned a little.
void strike(Signal& s, int rate, Rng& rng, const Material& m, double start, double strength) {
    for (const Mode& mode : m.modes) {
        if (mode.amp <= 0) continue;
        const double detune = 1.0 + rng.between(-0.015, 0.015);
        add_mode(s, rate, start, mode.freq * detune, mode.amp * strength, mode.decay);
    }
    add_noise(s, rate, rng, start, 0.0008, m.noise_decay, m.noise_amp * strength,
              Biquad::bandpass(rate, m.noise_freq, m.noise_q));
    add_sweep(s, rate, start, m.thump_freq * 1.4, m.thump_freq, 0.01, m.thump_amp * strength, m.thump_decay);
}

}  // namespace

audio::Clip make_place(SoundId board, int rate, std::uint64_t seed) {
    Rng rng(seed);
    const Material m = material_of(board);
    Signal s = silence(rate, 0.5);
    // The piece's edge touches first, then it settles flat.
    strike(s, rate, rng, m, 0.004, 0.25);
    strike(s, rate, rng, m, 0.004 + rng.between(0.010, 0.016), 1.0);
    if (board == SoundId::PlaceCloth)  // the cloth brushed as the piece slides to rest
        add_noise(s, rate, rng, 0.0, 0.02, 0.03, 0.08, Biquad::bandpass(rate, 3000, 0.8));
    if (board == SoundId::PlaceSlate)  // grit under the piece
        for (int i = 0; i < 4; ++i)
            add_noise(s, rate, rng, 0.02 + 0.012 * i, 0.0005, 0.002, 0.12, Biquad::bandpass(rate, 6500, 1.5));
    filter(s, Biquad::highpass(rate, 40));
    return finish(std::move(s), rate, 0.5);
}

audio::Clip make_capture(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 1.0);
    // The knock: the captors close, a heavy wooden strike.
    const Material knock{{{190, 0.6, 0.05}, {520, 0.5, 0.04}, {1100, 0.3, 0.03}, {1900, 0.15, 0.02}},
                         1600,
                         0.7,
                         0.01,
                         0.6,
                         90,
                         0.06,
                         0.9};
    strike(s, rate, rng, knock, 0.003, 1.0);
    // The crack: the captured piece breaks in a run of brittle snaps.
    double t = 0.035;
    for (int i = 0; i < 9; ++i) {
        const double amp = 0.7 * std::exp(-i * 0.25) * rng.between(0.5, 1.0);
        add_noise(s, rate, rng, t, 0.0003, rng.between(0.002, 0.005), amp,
                  Biquad::bandpass(rate, rng.between(1500, 5000), 1.2));
        add_mode(s, rate, t, rng.between(2200, 4200), amp * 0.3, 0.008);
        t += rng.between(0.004, 0.014);
    }
    // The dust: a soft trickle that fades.
    add_noise(s, rate, rng, 0.06, 0.03, 0.12, 0.1, Biquad::lowpass(rate, 3000));
    for (int i = 0; i < 24; ++i)
        add_noise(s, rate, rng, rng.between(0.08, 0.5), 0.0003, 0.0015, rng.between(0.02, 0.08),
                  Biquad::highpass(rate, 3000));
    filter(s, Biquad::highpass(rate, 35));
    return finish(std::move(s), rate, 0.7);
}

audio::Clip make_shieldwall(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 1.8);
    // The shields of the row topple one after another, then the heap lands.
    const Material shield{{{170, 0.6, 0.07}, {430, 0.5, 0.05}, {880, 0.3, 0.03}, {1500, 0.15, 0.02}},
                          1400,
                          0.6,
                          0.01,
                          0.5,
                          80,
                          0.07,
                          0.8};
    double t = 0.004;
    for (int i = 0; i < 4; ++i) {
        Material m = shield;
        for (Mode& mode : m.modes) mode.freq *= 1.0 + 0.06 * i + rng.between(-0.03, 0.03);
        strike(s, rate, rng, m, t, 0.55 + 0.1 * i);
        t += rng.between(0.07, 0.1);
    }
    // The crash: a big strike, splinters and a low rumble.
    strike(s, rate, rng, shield, t, 1.0);
    add_sweep(s, rate, t, 110, 48, 0.05, 1.0, 0.25);
    for (int i = 0; i < 12; ++i)
        add_noise(s, rate, rng, t + rng.between(0.0, 0.12), 0.0004, rng.between(0.003, 0.008), rng.between(0.2, 0.5),
                  Biquad::bandpass(rate, rng.between(1200, 4500), 1.0));
    add_noise(s, rate, rng, t, 0.02, 0.25, 0.35, Biquad::lowpass(rate, 300));
    filter(s, Biquad::highpass(rate, 30));
    return finish(std::move(s), rate, 0.75);
}

namespace {

// A horn note: harmonics that brighten as the note swells (as a horn's do), a slight scoop up to
// the pitch and a late vibrato.
void horn_note(Signal& s, int rate, double start, double length, double freq, double amp) {
    const std::size_t first = frames(rate, start), n = frames(rate, length);
    double phase = 0.0;
    for (std::size_t i = 0; i < n && first + i < s.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double swell = std::min(1.0, t / 0.06) * std::min(1.0, (length - t) / 0.12);
        const double env = std::pow(std::max(0.0, swell), 1.5) * (0.85 + 0.15 * std::min(1.0, t / 0.4));
        const double scoop = 1.0 - 0.02 * std::exp(-t / 0.03);
        const double vibrato = 1.0 + 0.004 * std::min(1.0, std::max(0.0, t - 0.3) / 0.3) * std::sin(2 * kPi * 5.2 * t);
        phase += 2 * kPi * freq * scoop * vibrato / rate;
        double x = 0.0;
        for (int k = 1; k <= 12; ++k) {
            if (freq * k > rate * 0.45) break;
            x += std::pow(env, 1.0 + 0.35 * (k - 1)) / std::pow(k, 1.1) * std::sin(k * phase);
        }
        s[first + i] += amp * x;
    }
}

// A bell-like tone for the chord: a few partials, each with its own decay.
void chime(Signal& s, int rate, double start, double freq, double amp, double decay, double attack) {
    const std::size_t first = frames(rate, start), n = frames(rate, decay * 7);
    constexpr double kPartials[][2] = {{1.0, 1.0}, {2.0, 0.35}, {3.01, 0.12}, {4.02, 0.05}};
    for (std::size_t i = 0; i < n && first + i < s.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double rise = t < attack ? 0.5 - 0.5 * std::cos(kPi * t / attack) : 1.0;
        double x = 0.0;
        for (const auto& p : kPartials) x += p[1] * std::exp(-t * p[0] / decay) * std::sin(2 * kPi * freq * p[0] * t);
        s[first + i] += amp * rise * x;
    }
}

}  // namespace

audio::Clip make_king_escape(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 3.4);
    // The horn calls a fifth, D to A, and a bright chord of D major rings under it with sparks.
    horn_note(s, rate, 0.0, 0.26, 293.66, 0.5);
    horn_note(s, rate, 0.24, 1.25, 440.0, 0.6);
    for (const double f : {587.33, 739.99, 880.0, 1174.66})
        chime(s, rate, 0.25, f * (1.0 + rng.between(-0.002, 0.002)), 0.18, 0.9, 0.08);
    for (int i = 0; i < 16; ++i)
        chime(s, rate, rng.between(0.25, 1.0), rng.between(2400, 5200), rng.between(0.02, 0.05), 0.12, 0.002);
    reverb(s, rate, 0.75, 0.35, 0.35);
    filter(s, Biquad::highpass(rate, 60));
    return finish(std::move(s), rate, 0.7, 0.002, 0.3);
}

audio::Clip make_king_captured(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 5.0);
    // A low drum as the king falls, a second as he lies, and a deep bell over them.
    for (const auto& [at, amp] : {std::pair{0.0, 1.0}, std::pair{0.45, 0.8}}) {
        add_sweep(s, rate, at + 0.002, 95, 55, 0.06, amp, 0.45);
        add_noise(s, rate, rng, at + 0.002, 0.001, 0.04, 0.35 * amp, Biquad::lowpass(rate, 500));
    }
    // The bell's partials (hum, prime, minor third, fifth, octave and above), the lower ones longer.
    constexpr double kBell[][3] = {{0.5, 0.5, 3.5}, {1.0, 0.6, 2.8},   {1.19, 0.35, 2.2}, {1.5, 0.25, 1.8},
                                   {2.0, 0.3, 1.5}, {2.52, 0.12, 1.0}, {3.0, 0.1, 0.8},   {4.07, 0.06, 0.5}};
    const double bell = 110.0;
    for (const auto& p : kBell)
        add_mode(s, rate, 0.45, bell * p[0] * (1.0 + rng.between(-0.001, 0.001)), 0.35 * p[1], p[2]);
    add_noise(s, rate, rng, 0.45, 0.0005, 0.004, 0.15, Biquad::bandpass(rate, 1800, 1.0));
    reverb(s, rate, 0.8, 0.5, 0.3);
    filter(s, Biquad::highpass(rate, 28));
    return finish(std::move(s), rate, 0.75, 0.002, 0.5);
}

audio::Clip make_click(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 0.08);
    add_mode(s, rate, 0.001, 1850, 0.6, 0.008);
    add_mode(s, rate, 0.001, 3300, 0.3, 0.005);
    add_noise(s, rate, rng, 0.001, 0.0003, 0.0012, 0.4, Biquad::highpass(rate, 2000));
    return finish(std::move(s), rate, 0.3, 0.0005, 0.005);
}

audio::Clip make_card(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 0.3);
    // The card's swish through the air, then its edge laid on the table.
    add_noise(s, rate, rng, 0.0, 0.025, 0.03, 0.6, Biquad::bandpass(rate, 4000, 0.8));
    add_noise(s, rate, rng, 0.0, 0.04, 0.025, 0.25, Biquad::bandpass(rate, 1800, 0.7));
    add_noise(s, rate, rng, 0.095, 0.0005, 0.006, 0.5, Biquad::lowpass(rate, 2500));
    add_mode(s, rate, 0.095, 310, 0.3, 0.012);
    filter(s, Biquad::highpass(rate, 80));
    return finish(std::move(s), rate, 0.4);
}

audio::Clip make_clock_tick(int rate, std::uint64_t seed) {
    Rng rng(seed);
    Signal s = silence(rate, 0.1);
    // A small escapement: a sharp click over a short wooden tock.
    add_mode(s, rate, 0.001, 2900, 0.5, 0.006);
    add_mode(s, rate, 0.001, 4700, 0.35, 0.004);
    add_mode(s, rate, 0.001, 7400, 0.2, 0.002);
    add_mode(s, rate, 0.002, 900, 0.4, 0.012);
    add_noise(s, rate, rng, 0.001, 0.0002, 0.0008, 0.4, Biquad::highpass(rate, 3000));
    return finish(std::move(s), rate, 0.35, 0.0005, 0.01);
}

audio::Clip make_sound(SoundId id, std::uint64_t seed) {
    const int rate = audio::sound_info(id).rate;
    switch (id) {
        case SoundId::PlaceYew:
        case SoundId::PlaceHide:
        case SoundId::PlaceSlate:
        case SoundId::PlaceDriftwood:
        case SoundId::PlaceOak:
        case SoundId::PlaceCloth:
            return make_place(id, rate, seed);
        case SoundId::Capture:
            return make_capture(rate, seed);
        case SoundId::Shieldwall:
            return make_shieldwall(rate, seed);
        case SoundId::KingEscape:
            return make_king_escape(rate, seed);
        case SoundId::KingCaptured:
            return make_king_captured(rate, seed);
        case SoundId::Click:
            return make_click(rate, seed);
        case SoundId::Card:
            return make_card(rate, seed);
        case SoundId::ClockTick:
            return make_clock_tick(rate, seed);
        case SoundId::AmbienceSea:
        case SoundId::AmbienceHall:
        case SoundId::AmbienceWinter:
            return make_ambience(id, rate, seed);
        case SoundId::TitleTheme:
            return make_title_theme(rate, seed);
    }
    return {};
}

}  // namespace tafl::sound
