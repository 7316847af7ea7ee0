// mixer.h: the game's own mixer. It plays clips (wav.h) at any rate on a stereo output, each voice
// with its gain, pan, pitch, start time and fades, through three buses and a master volume that
// glide to new values instead of jumping (no clicks), and ends with a soft limit. It knows no
// device: the SDL audio thread calls mix() under the owner's lock, and the tests call it directly.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "audio/sounds.h"
#include "audio/wav.h"

namespace tafl::audio {

// How a voice plays.
struct PlayOptions {
    Bus bus = Bus::Effects;
    std::int64_t at = -1;  // the output frame it starts at (mixer position); earlier means at once
    float gain = 1.0f;
    float pan = 0.0f;    // -1 left .. 1 right, equal power
    float pitch = 1.0f;  // playback speed, 0.25..4
    bool loop = false;
    int fade_in = 0;  // output frames
};

// Mixes voices into interleaved stereo 16-bit frames. Not thread-safe: one owner, one lock.
class Mixer {
public:
    using VoiceId = std::uint32_t;
    static constexpr VoiceId kNoVoice = 0;
    static constexpr int kMaxVoices = 32;

    explicit Mixer(int rate);

    int rate() const { return rate_; }
    // Output frames mixed so far: the time base of PlayOptions::at.
    std::int64_t position() const { return position_; }

    // Starts a voice; kNoVoice for an empty clip. With kMaxVoices playing, the oldest voice that
    // does not loop makes room.
    VoiceId play(std::shared_ptr<const Clip> clip, const PlayOptions& options);
    // Fades a voice out over `frames` and ends it (at once for 0).
    void stop(VoiceId voice, int frames);
    // The same for every voice of a bus.
    void stop_bus(Bus bus, int frames);
    bool playing(VoiceId voice) const;
    // Voices still to play or playing.
    int voices() const { return static_cast<int>(voices_.size()); }

    // Volumes in 0..1. Changes glide over kGlideFrames.
    void set_master(float volume) { master_ = clamp01(volume); }
    void set_bus(Bus bus, float volume) { bus_volume_[static_cast<std::size_t>(bus)] = clamp01(volume); }
    void set_muted(bool muted) { muted_ = muted; }
    float bus_gain(Bus bus) const { return gain_[static_cast<std::size_t>(bus)]; }

    // True while anything can be heard or is due: voices, or a volume still gliding.
    bool busy() const;

    // Writes `frames` interleaved stereo frames (left, right) and advances the position.
    void mix(std::int16_t* out, int frames);

    // Frames a volume change takes to glide from 0 to 1 (10 ms).
    int glide_frames() const { return rate_ / 100; }

private:
    struct Voice {
        VoiceId id = kNoVoice;
        std::shared_ptr<const Clip> clip;
        Bus bus = Bus::Effects;
        std::int64_t start = 0;
        double pos = 0.0;   // in clip samples
        double step = 1.0;  // clip samples an output frame
        float left = 0.0f, right = 0.0f;
        bool loop = false;
        float fade = 1.0f;       // the fade's current gain
        float fade_step = 0.0f;  // its change an output frame
        bool stopping = false;   // ends when the fade reaches 0
        bool done = false;
    };

    static float clamp01(float v) { return v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v; }
    float target(std::size_t bus) const { return muted_ ? 0.0f : master_ * bus_volume_[bus]; }
    void mix_voice(Voice& v, int frames);

    int rate_;
    std::int64_t position_ = 0;
    VoiceId next_id_ = 1;
    float master_ = 1.0f;
    bool muted_ = false;
    std::array<float, kBusCount> bus_volume_{1.0f, 1.0f, 1.0f};
    std::array<float, kBusCount> gain_{1.0f, 1.0f, 1.0f};  // where each bus's glide has got to
    std::vector<Voice> voices_;
    std::vector<float> accum_;                            // the block being mixed, stereo
    std::array<std::vector<float>, kBusCount> bus_ramp_;  // each bus's gain per frame of the block
};

// [SECTION] From the settings to the mixer

// The sound settings as the player sets them: volumes from 0 to 100, mute, and mute while the
// window is in the background. Filled from core::Settings, which holds their defaults.
struct VolumeSettings {
    int master = 0;
    int effects = 0;
    int ambience = 0;
    int music = 0;
    bool mute = false;
    bool mute_when_unfocused = false;
};

// What the mixer is given, and which buses can be heard at all (nothing is started on a bus that
// cannot: a silent game keeps the device closed). Volumes follow the square of the slider, which
// matches perceived loudness better than the slider itself.
struct MixLevels {
    float master = 0.0f;
    std::array<float, 3> bus{};  // effects, ambience, music: in the order of Bus
    bool muted = false;
    bool effects_audible = false;
    bool ambience_audible = false;
    bool music_audible = false;
};
MixLevels mix_levels(const VolumeSettings& settings, bool focused);

}  // namespace tafl::audio
