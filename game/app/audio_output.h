// audio_output.h: the game's sound on SDL's audio device. Loads the sounds of assets/sounds/,
// opens the device and feeds the mixer (game/audio) from SDL's audio thread; the frame loop only
// asks for sounds and never waits for the device. Without a device the game runs silent and says
// so once. While nothing sounds for a while the device is closed, so a quiet game costs what it
// cost before it had sound; the next sound opens it again.
#pragma once

#include <SDL.h>

#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "audio/mixer.h"
#include "audio/sounds.h"
#include "core/settings.h"
#include "scene/entity.h"

namespace tafl::app {

// The device, the loaded sounds and the mixer, behind one lock shared with the audio thread.
class AudioOutput {
public:
    static constexpr int kRate = 44100;
    static constexpr int kBufferFrames = 1024;  // 23 ms a buffer

    AudioOutput() = default;
    AudioOutput(const AudioOutput&) = delete;
    AudioOutput& operator=(const AudioOutput&) = delete;
    ~AudioOutput() { stop(); }

    // Starts the audio system and opens the device, then loads the sounds. `scene_locked`: the
    // mixer follows the scene's clock (fixed-step runs): a sound asked for at scene time t is
    // heard at t in the output, and the audio thread waits for the frames (advance()). False, and
    // one problem in `problems`, when there is no device; problems with single files are listed too.
    bool start(const std::filesystem::path& sounds_dir, bool scene_locked, std::vector<std::string>& problems);
    // Closes the device and lets the audio thread go.
    void stop();
    bool running() const { return started_; }

    // The settings' volumes and mutes, and whether the window is in front; called every frame.
    void apply(const core::Settings& settings, bool focused);
    // Plays `id` at scene time `at` (now when earlier; `now` is the scene time at this call),
    // panned -1..1, its pitch times `pitch`.
    void play(audio::SoundId id, scene::TimeMs at, scene::TimeMs now, float pan = 0.0f, float pitch = 1.0f);
    // The ambience loop wanted from now on (nullopt: none); it fades in and out.
    void set_ambience(std::optional<audio::SoundId> loop);
    // Fixed-step runs: the scene has reached `now`; the audio thread may mix up to it.
    void advance(scene::TimeMs now);
    // When the frame loop should look in again to close a device that has fallen quiet, in ms;
    // -1 for never (nothing to close, or a loop playing).
    int wake_ms() const;
    // Closes the device when it has been quiet long enough (called by the frame loop).
    void close_when_quiet();
    // Problems met after start (the device would not open again), for the problems list.
    void set_problem_reporter(std::function<void(const std::string&)> reporter) { reporter_ = std::move(reporter); }

    // How long the device stays open after the last sound has ended.
    static constexpr std::chrono::milliseconds kLinger{2000};

private:
    using Clock = std::chrono::steady_clock;
    static void callback(void* self, Uint8* stream, int len);
    void fill(std::int16_t* out, int frames);
    bool open_device(std::string* error);
    void close_device();
    bool ensure_open();
    void update_ambience();

    bool started_ = false;
    bool scene_locked_ = false;
    SDL_AudioDeviceID device_ = 0;
    std::array<std::shared_ptr<const audio::Clip>, audio::kSoundCount> clips_{};
    std::function<void(const std::string&)> reporter_;
    bool reopen_failed_ = false;

    // Shared with the audio thread.
    std::mutex lock_;
    std::condition_variable advanced_;
    audio::Mixer mixer_{kRate};
    std::int64_t allowed_ = 0;  // scene-locked: the frames the scene has reached
    bool released_ = false;     // the audio thread no longer waits for the scene

    // The frame loop's own.
    std::optional<audio::SoundId> ambience_wanted_;
    std::optional<audio::SoundId> ambience_playing_;
    audio::Mixer::VoiceId ambience_voice_ = audio::Mixer::kNoVoice;
    bool ambience_audible_ = false;
    bool music_audible_ = true;
    bool effects_audible_ = true;
    Clock::time_point quiet_at_{};  // when the last sound asked for ends
};

}  // namespace tafl::app
