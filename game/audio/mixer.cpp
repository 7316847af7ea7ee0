// mixer.cpp: the mixer: voices, resampling by linear interpolation, fades, gliding volumes and the
// soft limit.
#include "audio/mixer.h"

#include <algorithm>
#include <cmath>

namespace tafl::audio {

namespace {

// Above this level the output bends smoothly towards full scale instead of clipping.
constexpr float kKnee = 0.75f;

float soft_limit(float x) {
    const float a = std::fabs(x);
    if (a <= kKnee) return x;
    const float room = 1.0f - kKnee;
    const float bent = kKnee + room * std::tanh((a - kKnee) / room);
    return x < 0.0f ? -bent : bent;
}

}  // namespace

Mixer::Mixer(int rate) : rate_(rate > 0 ? rate : 44100) {}

Mixer::VoiceId Mixer::play(std::shared_ptr<const Clip> clip, const PlayOptions& options) {
    if (!clip || clip->samples.empty() || clip->rate <= 0) return kNoVoice;
    if (static_cast<int>(voices_.size()) >= kMaxVoices) {
        const auto oldest = std::find_if(voices_.begin(), voices_.end(), [](const Voice& v) { return !v.loop; });
        if (oldest == voices_.end()) return kNoVoice;
        voices_.erase(oldest);
    }
    Voice v;
    v.id = next_id_++;
    if (next_id_ == kNoVoice) next_id_ = 1;
    v.bus = options.bus;
    v.start = std::max(options.at, position_);
    const float pitch = std::clamp(options.pitch, 0.25f, 4.0f);
    v.step = static_cast<double>(clip->rate) / static_cast<double>(rate_) * static_cast<double>(pitch);
    const float pan = std::clamp(options.pan, -1.0f, 1.0f);
    const float angle = (pan + 1.0f) * 0.78539816f;  // 0 .. pi/2
    // Equal power, normalised so that the centre leaves the level as it is.
    v.left = std::max(0.0f, options.gain) * std::cos(angle) * 1.41421356f;
    v.right = std::max(0.0f, options.gain) * std::sin(angle) * 1.41421356f;
    v.loop = options.loop;
    if (options.fade_in > 0) {
        v.fade = 0.0f;
        v.fade_step = 1.0f / static_cast<float>(options.fade_in);
    }
    v.clip = std::move(clip);
    voices_.push_back(std::move(v));
    return voices_.back().id;
}

void Mixer::stop(VoiceId voice, int frames) {
    for (Voice& v : voices_) {
        if (v.id != voice) continue;
        if (frames <= 0 || v.start >= position_) {
            v.done = true;  // not yet heard, or asked to end at once
        } else {
            v.stopping = true;
            v.fade_step = -std::max(v.fade, 1e-6f) / static_cast<float>(frames);
        }
    }
    std::erase_if(voices_, [](const Voice& v) { return v.done; });
}

void Mixer::stop_bus(Bus bus, int frames) {
    std::vector<VoiceId> ids;
    for (const Voice& v : voices_)
        if (v.bus == bus) ids.push_back(v.id);
    for (const VoiceId id : ids) stop(id, frames);
}

bool Mixer::playing(VoiceId voice) const {
    return std::any_of(voices_.begin(), voices_.end(), [voice](const Voice& v) { return v.id == voice; });
}

bool Mixer::busy() const {
    if (!voices_.empty()) return true;
    for (std::size_t b = 0; b < gain_.size(); ++b)
        if (gain_[b] != target(b)) return true;
    return false;
}

void Mixer::mix_voice(Voice& v, int frames) {
    const std::vector<std::int16_t>& s = v.clip->samples;
    const std::size_t n = s.size();
    const std::vector<float>& ramp = bus_ramp_[static_cast<std::size_t>(v.bus)];
    const std::int64_t first = std::max<std::int64_t>(0, v.start - position_);
    for (std::int64_t i = first; i < frames; ++i) {
        const auto idx = static_cast<std::size_t>(v.pos);
        const auto frac = static_cast<float>(v.pos - static_cast<double>(idx));
        const float a = s[idx];
        const float b = idx + 1 < n ? s[idx + 1] : (v.loop ? s[0] : 0.0f);
        float x = (a + (b - a) * frac) * (1.0f / 32768.0f);
        if (v.fade_step != 0.0f) {
            v.fade += v.fade_step;
            if (v.fade >= 1.0f) {
                v.fade = 1.0f;
                v.fade_step = 0.0f;
            } else if (v.fade <= 0.0f) {
                v.done = true;
                return;
            }
        }
        x *= v.fade * ramp[static_cast<std::size_t>(i)];
        accum_[static_cast<std::size_t>(2 * i)] += x * v.left;
        accum_[static_cast<std::size_t>(2 * i + 1)] += x * v.right;
        v.pos += v.step;
        if (v.pos >= static_cast<double>(n)) {
            if (!v.loop) {
                v.done = true;
                return;
            }
            v.pos = std::fmod(v.pos, static_cast<double>(n));
        }
    }
}

void Mixer::mix(std::int16_t* out, int frames) {
    if (frames <= 0) return;
    const auto count = static_cast<std::size_t>(frames);
    accum_.assign(count * 2, 0.0f);
    // Each bus's gain glides towards master x bus (0 when muted) by at most 1/glide a frame.
    const float slope = 1.0f / static_cast<float>(std::max(1, glide_frames()));
    for (std::size_t b = 0; b < gain_.size(); ++b) {
        std::vector<float>& ramp = bus_ramp_[b];
        ramp.resize(count);
        const float goal = target(b);
        float g = gain_[b];
        for (std::size_t i = 0; i < count; ++i) {
            if (g < goal)
                g = std::min(goal, g + slope);
            else if (g > goal)
                g = std::max(goal, g - slope);
            ramp[i] = g;
        }
        gain_[b] = g;
    }
    for (Voice& v : voices_) mix_voice(v, frames);
    std::erase_if(voices_, [](const Voice& v) { return v.done; });
    for (std::size_t i = 0; i < count * 2; ++i) {
        const float y = soft_limit(accum_[i]) * 32767.0f;
        out[i] = static_cast<std::int16_t>(std::lrint(std::clamp(y, -32767.0f, 32767.0f)));
    }
    position_ += frames;
}

MixLevels mix_levels(const VolumeSettings& settings, bool focused) {
    auto level = [](int percent) {
        const float v = static_cast<float>(std::clamp(percent, 0, 100)) / 100.0f;
        return v * v;
    };
    MixLevels out;
    out.muted = settings.mute || (settings.mute_when_unfocused && !focused);
    out.master = level(settings.master);
    out.bus[static_cast<std::size_t>(Bus::Effects)] = level(settings.effects);
    out.bus[static_cast<std::size_t>(Bus::Ambience)] = level(settings.ambience);
    out.bus[static_cast<std::size_t>(Bus::Music)] = level(settings.music);
    const bool silent = out.muted || settings.master <= 0;
    out.effects_audible = !silent && settings.effects > 0;
    out.ambience_audible = !silent && settings.ambience > 0;
    out.music_audible = !silent && settings.music > 0;
    return out;
}

}  // namespace tafl::audio
