// sound_theme.cpp: the title theme, composed by the generator from its seed: four bars in D
// Dorian, a call and its answer, played on a lyre (plucked strings: harmonics that die away faster
// the higher they are, a slight stiffness, a pluck's noise) over a drone of fifths (D, D, C, D),
// in a small room.
#include <algorithm>
#include <cmath>
#include <vector>

#include "sound_gen.h"
#include "sound_synth.h"

namespace tafl::sound {

namespace {

constexpr double kBeat = 0.72;  // seconds: about 83 beats a minute
constexpr int kBeatsPerBar = 4;
constexpr int kBars = 4;

// D Dorian from D4: degree 0 is D4, 7 is D5, negative degrees go below.
double dorian(int degree) {
    constexpr int kSteps[] = {0, 2, 3, 5, 7, 9, 10};
    const int octave = degree >= 0 ? degree / 7 : -((-degree + 6) / 7);
    const int step = kSteps[((degree % 7) + 7) % 7] + 12 * octave;
    return 293.66 * std::pow(2.0, step / 12.0);
}

struct Note {
    double start;   // in beats
    double length;  // in beats
    int degree;
};

// Whether a degree is a note of the drone's chord in a bar: D, F and A, or C, E and G in the third.
bool chord_tone(int degree, int bar) {
    const int d = ((degree % 7) + 7) % 7;
    return bar == 2 ? (d == 6 || d == 1 || d == 3) : (d == 0 || d == 2 || d == 4);
}

// The melody: rhythms from a few patterns; steps more often than leaps, and a line that tends to
// go on the way it was going rather than turn back at once; the bars' first beats on the drone's
// chord; the call ending open (on A) and the answer closing on D from the step above or below.
std::vector<Note> compose(Rng& rng) {
    const std::vector<std::vector<double>> kRhythms = {{1, 1, 1, 1}, {2, 1, 1},           {1.5, 0.5, 1, 1},
                                                       {1, 1, 2},    {0.5, 0.5, 1, 1, 1}, {1, 0.5, 0.5, 2}};
    std::vector<Note> melody;
    int degree = rng.uniform() < 0.5 ? 4 : 2;  // starts on A or F
    int direction = 1;
    for (int bar = 0; bar < kBars; ++bar) {
        const bool last = bar == kBars - 1, half = bar == 1;
        std::vector<double> rhythm = last ? std::vector<double>{1, 1, 2} : kRhythms[rng.next() % kRhythms.size()];
        if (half) rhythm = rng.uniform() < 0.5 ? std::vector<double>{1, 1, 2} : std::vector<double>{1.5, 0.5, 2};
        double beat = 0;
        for (std::size_t k = 0; k < rhythm.size(); ++k) {
            const bool final_note = k + 1 == rhythm.size();
            const int before = degree;
            if (last && final_note) {
                degree = 0;  // home
            } else if (half && final_note) {
                degree = 4;  // the call ends on the fifth
            } else if (last && k + 2 == rhythm.size()) {
                degree = degree >= 1 ? 1 : -1;  // E from above, C from below, leads home
            } else if (!melody.empty() || bar > 0) {
                const double r = rng.uniform();
                int move = r < 0.55 ? direction : r < 0.8 ? -direction : (rng.uniform() < 0.5 ? 2 : -2);
                if (r > 0.95) move = rng.uniform() < 0.5 ? 3 : -3;
                if (degree + move > 7 || degree + move < -1) move = -move;
                degree += move;
                // On the bar's first beat, lean to the nearest note of the drone's chord.
                if (beat == 0 && !chord_tone(degree, bar)) degree += chord_tone(degree - 1, bar) ? -1 : 1;
            }
            if (degree != before) direction = degree > before ? 1 : -1;
            melody.push_back({bar * kBeatsPerBar + beat, rhythm[k], degree});
            beat += rhythm[k];
        }
    }
    return melody;
}

// One plucked string: harmonics with a pluck position's weights, slightly stretched, each decaying
// faster the higher it is; a short noise for the finger.
void pluck(Signal& s, int rate, Rng& rng, double start, double freq, double amp, double ring) {
    const std::size_t first = frames(rate, start), n = frames(rate, ring * 3.0);
    const double position = 0.17;
    struct Partial {
        double freq, amp, decay;
    };
    std::vector<Partial> partials;
    for (int k = 1; k <= 14; ++k) {
        const double f = freq * k * std::sqrt(1.0 + 0.00015 * k * k);
        if (f > rate * 0.45) break;
        const double weight = std::fabs(std::sin(kPi * k * position)) / std::pow(k, 1.15);
        partials.push_back({f, weight, ring / (1.0 + 0.7 * (k - 1))});
    }
    const double rise = rate * 0.002;
    for (std::size_t i = 0; i < n && first + i < s.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        double x = 0.0;
        for (const Partial& p : partials) x += p.amp * std::exp(-t / p.decay) * std::sin(2 * kPi * p.freq * t);
        const double onset =
            static_cast<double>(i) < rise ? 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / rise) : 1.0;
        s[first + i] += amp * onset * x;
    }
    add_noise(s, rate, rng, start, 0.0005, 0.004, amp * 0.08,
              Biquad::bandpass(rate, std::min(freq * 3.0, rate * 0.4), 1.0));
}

}  // namespace

audio::Clip make_title_theme(int rate, std::uint64_t seed) {
    Rng rng(seed);
    const double length = kBars * kBeatsPerBar * kBeat + 4.0;
    Signal s = silence(rate, length);
    for (const Note& note : compose(rng)) {
        const double at = note.start * kBeat + rng.between(0.0, 0.012);  // a player's looseness
        pluck(s, rate, rng, at, dorian(note.degree), 0.5, 0.9 + 0.3 * note.length);
    }
    // The drone: a fifth on each bar's first and third beats, softer on the third; C and G in bar 3.
    for (int bar = 0; bar < kBars; ++bar) {
        const int root = bar == 2 ? -8 : -7;  // C3 or D3
        for (const int beat : {0, 2}) {
            const double at = (bar * kBeatsPerBar + beat) * kBeat;
            const double amp = beat == 0 ? 0.3 : 0.18;
            pluck(s, rate, rng, at, dorian(root), amp, 1.6);
            pluck(s, rate, rng, at + 0.03, dorian(root + 4), amp * 0.8, 1.4);
        }
    }
    // The last chord rings: D3, A3, D4 strummed.
    const double end = kBars * kBeatsPerBar * kBeat;
    for (int k = 0; k < 3; ++k) pluck(s, rate, rng, end + 0.04 * k, dorian(-7 + 4 * k - (k == 2 ? 1 : 0)), 0.3, 2.2);
    filter(s, Biquad::highpass(rate, 50));
    reverb(s, rate, 0.7, 0.4, 0.3);
    return finish(std::move(s), rate, 0.55, 0.002, 1.0);
}

}  // namespace tafl::sound
