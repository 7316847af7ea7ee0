// sound_synth.cpp: the generator's building blocks.
#include "sound_synth.h"

#include <algorithm>
#include <cmath>

namespace tafl::sound {

// [SECTION] Random numbers

Rng::Rng(std::uint64_t seed, std::uint64_t stream) : inc_((stream << 1u) | 1u) {
    next();
    state_ += seed;
    next();
}

std::uint32_t Rng::next() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

double Rng::uniform() { return static_cast<double>(next()) / 4294967296.0; }

double Rng::between(double lo, double hi) { return lo + (hi - lo) * uniform(); }

// [SECTION] Signals and filters

std::size_t frames(int rate, double seconds) {
    return static_cast<std::size_t>(std::max(0.0, std::round(seconds * rate)));
}

Signal silence(int rate, double seconds) { return Signal(frames(rate, seconds), 0.0); }

namespace {

struct Cookbook {
    double cosw, alpha;
};

Cookbook cookbook(int rate, double freq, double q) {
    const double w = 2.0 * kPi * std::clamp(freq, 10.0, rate * 0.45) / rate;
    return {std::cos(w), std::sin(w) / (2.0 * q)};
}

Biquad normalised(double b0, double b1, double b2, double a0, double a1, double a2) {
    Biquad f;
    f.b0 = b0 / a0, f.b1 = b1 / a0, f.b2 = b2 / a0, f.a1 = a1 / a0, f.a2 = a2 / a0;
    return f;
}

}  // namespace

Biquad Biquad::lowpass(int rate, double freq, double q) {
    const auto [c, a] = cookbook(rate, freq, q);
    return normalised((1 - c) / 2, 1 - c, (1 - c) / 2, 1 + a, -2 * c, 1 - a);
}

Biquad Biquad::highpass(int rate, double freq, double q) {
    const auto [c, a] = cookbook(rate, freq, q);
    return normalised((1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + a, -2 * c, 1 - a);
}

Biquad Biquad::bandpass(int rate, double freq, double q) {
    const auto [c, a] = cookbook(rate, freq, q);
    return normalised(a, 0, -a, 1 + a, -2 * c, 1 - a);
}

void Biquad::retune(const Biquad& other) { b0 = other.b0, b1 = other.b1, b2 = other.b2, a1 = other.a1, a2 = other.a2; }

void filter(Signal& s, Biquad f) {
    for (double& x : s) x = f.run(x);
}

void add_mode(Signal& s, int rate, double start, double freq, double amp, double decay) {
    const std::size_t first = frames(rate, start);
    const std::size_t length = frames(rate, decay * 9.0);
    const double rise = rate * 0.001;
    for (std::size_t i = 0; i < length && first + i < s.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double onset =
            static_cast<double>(i) < rise ? 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / rise) : 1.0;
        s[first + i] += amp * onset * std::exp(-t / decay) * std::sin(2.0 * kPi * freq * t);
    }
}

void add_noise(Signal& s, int rate, Rng& rng, double start, double attack, double decay, double amp, Biquad shape) {
    const std::size_t first = frames(rate, start);
    const std::size_t rise = std::max<std::size_t>(1, frames(rate, attack));
    const std::size_t length = rise + frames(rate, decay * 8.0);
    for (std::size_t i = 0; i < length && first + i < s.size(); ++i) {
        double env;
        if (i < rise) {
            env = 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / static_cast<double>(rise));
        } else {
            env = std::exp(-static_cast<double>(i - rise) / rate / decay);
        }
        s[first + i] += amp * env * shape.run(rng.bipolar());
    }
}

void add_sweep(Signal& s, int rate, double start, double from, double to, double sweep, double amp, double decay) {
    const std::size_t first = frames(rate, start);
    const std::size_t length = frames(rate, decay * 9.0);
    const double rise = rate * 0.002;
    double phase = 0.0;
    for (std::size_t i = 0; i < length && first + i < s.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double freq = to + (from - to) * std::exp(-t / std::max(1e-4, sweep));
        phase += 2.0 * kPi * freq / rate;
        const double onset =
            static_cast<double>(i) < rise ? 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / rise) : 1.0;
        s[first + i] += amp * onset * std::exp(-t / decay) * std::sin(phase);
    }
}

void mix_into(Signal& dst, const Signal& src, int rate, double start, double gain) {
    const std::size_t first = frames(rate, start);
    for (std::size_t i = 0; i < src.size() && first + i < dst.size(); ++i) dst[first + i] += gain * src[i];
}

void reverb(Signal& s, int rate, double room, double damping, double wet) {
    // Comb and allpass lengths of a small room at 44.1 kHz, scaled to the rate.
    constexpr int kCombs[] = {1116, 1188, 1277, 1356};
    constexpr int kAllpasses[] = {556, 441};
    const double scale = rate / 44100.0;
    Signal out(s.size(), 0.0);
    for (const int length : kCombs) {
        const auto n = static_cast<std::size_t>(std::max(1.0, length * scale));
        std::vector<double> line(n, 0.0);
        std::size_t at = 0;
        double low = 0.0;
        const double feedback = 0.7 + 0.28 * room;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const double y = line[at];
            low = y * (1.0 - damping) + low * damping;
            line[at] = s[i] + low * feedback;
            at = (at + 1) % n;
            out[i] += y * 0.25;
        }
    }
    for (const int length : kAllpasses) {
        const auto n = static_cast<std::size_t>(std::max(1.0, length * scale));
        std::vector<double> line(n, 0.0);
        std::size_t at = 0;
        for (double& x : out) {
            const double delayed = line[at];
            const double y = -0.5 * x + delayed;
            line[at] = x + 0.5 * delayed;
            at = (at + 1) % n;
            x = y;
        }
    }
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = s[i] * (1.0 - wet * 0.5) + out[i] * wet;
}

// [SECTION] Loops

LoopCurve::LoopCurve(Rng& rng, int points, std::size_t length) : length_(std::max<std::size_t>(1, length)) {
    values_.resize(static_cast<std::size_t>(std::max(2, points)));
    for (double& v : values_) v = rng.uniform();
}

double LoopCurve::at(std::size_t i) const {
    const double x =
        static_cast<double>(i % length_) / static_cast<double>(length_) * static_cast<double>(values_.size());
    const auto k = static_cast<std::size_t>(x);
    const double f = x - static_cast<double>(k);
    const double a = values_[k % values_.size()], b = values_[(k + 1) % values_.size()];
    const double smooth = f * f * (3.0 - 2.0 * f);
    return a + (b - a) * smooth;
}

void filter_loop(Signal& s, const std::function<Biquad(std::size_t)>& coefficients, int retune_every) {
    Biquad f = coefficients(0);
    const auto every = static_cast<std::size_t>(std::max(1, retune_every));
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (i % every == 0) f.retune(coefficients(i));
            const double y = f.run(s[i]);
            if (pass == 1) s[i] = y;
        }
    }
}

void add_wrapped(Signal& dst, const Signal& src, std::size_t at, double gain) {
    if (dst.empty()) return;
    for (std::size_t i = 0; i < src.size(); ++i) dst[(at + i) % dst.size()] += gain * src[i];
}

// [SECTION] Finishing

namespace {

audio::Clip to_clip(const Signal& s, int rate, double scale) {
    audio::Clip clip;
    clip.rate = rate;
    clip.samples.reserve(s.size());
    for (const double x : s) {
        const double y = std::clamp(x * scale * 32767.0, -32767.0, 32767.0);
        clip.samples.push_back(static_cast<std::int16_t>(std::lrint(y)));
    }
    return clip;
}

}  // namespace

audio::Clip finish(Signal s, int rate, double peak, double fade_in, double fade_out) {
    double top = 0.0;
    for (const double x : s) top = std::max(top, std::fabs(x));
    if (top <= 0.0) return to_clip(s, rate, 0.0);
    // Trim where the sound has fallen below a 16-bit step for good, keeping the fade's length.
    const double floor = top / peak / 32767.0 * 0.5;
    std::size_t end = s.size();
    while (end > 0 && std::fabs(s[end - 1]) < floor) --end;
    s.resize(std::min(s.size(), end + frames(rate, fade_out)));
    const std::size_t in = std::min(s.size(), frames(rate, fade_in));
    for (std::size_t i = 0; i < in; ++i)
        s[i] *= 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / static_cast<double>(in));
    const std::size_t out = std::min(s.size(), frames(rate, fade_out));
    for (std::size_t i = 0; i < out; ++i)
        s[s.size() - 1 - i] *= 0.5 - 0.5 * std::cos(kPi * static_cast<double>(i) / static_cast<double>(out));
    if (!s.empty()) s.back() = 0.0;
    return to_clip(s, rate, peak / top);
}

audio::Clip finish_loop(const Signal& s, int rate, double rms, double peak) {
    double top = 0.0, sum = 0.0;
    for (const double x : s) {
        top = std::max(top, std::fabs(x));
        sum += x * x;
    }
    if (top <= 0.0 || s.empty()) return to_clip(s, rate, 0.0);
    const double level = std::sqrt(sum / static_cast<double>(s.size()));
    return to_clip(s, rate, std::min(rms / level, peak / top));
}

}  // namespace tafl::sound
