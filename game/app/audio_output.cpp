// audio_output.cpp: the audio device, the sounds' files, and the audio thread's callback.
#include "app/audio_output.h"

#include <algorithm>
#include <cstring>

#include "audio/wav.h"
#include "core/atomic_file.h"

namespace tafl::app {

namespace {

constexpr int kAmbienceFadeIn = AudioOutput::kRate * 2;  // 2 s
constexpr int kAmbienceFadeOut = AudioOutput::kRate * 3 / 2;
constexpr std::size_t kMaxSoundBytes = 16u << 20;

std::int64_t frames_of_ms(scene::TimeMs ms) { return static_cast<std::int64_t>(ms) * AudioOutput::kRate / 1000; }

}  // namespace

// [SECTION] Start and stop

bool AudioOutput::start(const std::filesystem::path& sounds_dir, bool scene_locked,
                        std::vector<std::string>& problems) {
    scene_locked_ = scene_locked;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        problems.push_back(std::string("no sound: the audio system did not start (") + SDL_GetError() +
                           "); the game runs silent");
        return false;
    }
    std::string error;
    if (!open_device(&error)) {
        problems.push_back("no sound: no audio device could be opened (" + error + "); the game runs silent");
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    started_ = true;
    for (const audio::SoundInfo& info : audio::all_sounds()) {
        const auto path = sounds_dir / info.file;
        auto bytes = core::read_file(path, kMaxSoundBytes, &error);
        std::optional<audio::Clip> clip;
        if (bytes) clip = audio::parse_wav(*bytes, &error);
        if (!clip) {
            problems.push_back("sound " + path.string() + ": " + error + "; it is left out");
            continue;
        }
        clips_[static_cast<std::size_t>(info.id)] = std::make_shared<const audio::Clip>(std::move(*clip));
    }
    quiet_at_ = Clock::now();
    // The device was opened to learn that there is one; it opens again for the first sound, so a
    // game that never sounds keeps no audio thread running.
    if (!scene_locked_) close_device();
    return true;
}

bool AudioOutput::open_device(std::string* error) {
    SDL_AudioSpec want{}, have{};
    want.freq = kRate;
    want.format = AUDIO_S16SYS;
    want.channels = 2;
    want.samples = kBufferFrames;
    want.callback = &AudioOutput::callback;
    want.userdata = this;
    {
        const std::lock_guard<std::mutex> hold(lock_);
        released_ = false;
    }
    // The mixer's format is asked for as it is; SDL converts when the device differs.
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
    if (device_ == 0) {
        if (error) *error = SDL_GetError();
        return false;
    }
    SDL_PauseAudioDevice(device_, 0);
    return true;
}

void AudioOutput::close_device() {
    if (device_ == 0) return;
    {
        const std::lock_guard<std::mutex> hold(lock_);
        released_ = true;
    }
    advanced_.notify_all();
    SDL_CloseAudioDevice(device_);
    device_ = 0;
    // The voices of a closed device are over.
    const std::lock_guard<std::mutex> hold(lock_);
    for (int b = 0; b < audio::kBusCount; ++b) mixer_.stop_bus(static_cast<audio::Bus>(b), 0);
    ambience_playing_.reset();
    ambience_voice_ = audio::Mixer::kNoVoice;
}

void AudioOutput::stop() {
    if (!started_) return;
    close_device();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    started_ = false;
}

bool AudioOutput::ensure_open() {
    if (!started_) return false;
    if (device_ != 0) return true;
    if (reopen_failed_) return false;
    std::string error;
    if (open_device(&error)) return true;
    reopen_failed_ = true;
    if (reporter_)
        reporter_("no sound: the audio device could not be opened again (" + error + "); the game runs silent");
    return false;
}

// [SECTION] The audio thread

void AudioOutput::callback(void* self, Uint8* stream, int len) {
    static_cast<AudioOutput*>(self)->fill(reinterpret_cast<std::int16_t*>(stream),
                                          len / static_cast<int>(2 * sizeof(std::int16_t)));
}

void AudioOutput::fill(std::int16_t* out, int frames) {
    std::unique_lock<std::mutex> hold(lock_);
    // Following the scene: wait until the frames have reached the end of this buffer.
    if (scene_locked_) advanced_.wait(hold, [&] { return released_ || mixer_.position() + frames <= allowed_; });
    mixer_.mix(out, frames);
}

// [SECTION] What the game asks

void AudioOutput::apply(const core::Settings& settings, bool focused) {
    if (!started_) return;
    const audio::MixLevels levels = audio::mix_levels(
        audio::VolumeSettings{settings.master_volume, settings.effects_volume, settings.ambience_volume,
                              settings.music_volume, settings.mute, settings.mute_when_unfocused},
        focused);
    effects_audible_ = levels.effects_audible;
    music_audible_ = levels.music_audible;
    ambience_audible_ = levels.ambience_audible;
    {
        const std::lock_guard<std::mutex> hold(lock_);
        mixer_.set_master(levels.master);
        for (const audio::Bus bus : {audio::Bus::Effects, audio::Bus::Ambience, audio::Bus::Music})
            mixer_.set_bus(bus, levels.bus[static_cast<std::size_t>(bus)]);
        mixer_.set_muted(levels.muted);
    }
    update_ambience();
}

void AudioOutput::play(audio::SoundId id, scene::TimeMs at, scene::TimeMs now, float pan, float pitch) {
    if (!started_) return;
    const audio::SoundInfo& info = audio::sound_info(id);
    // Nothing is started that would not be heard: a silent game keeps the device closed.
    if ((info.bus == audio::Bus::Effects && !effects_audible_) || (info.bus == audio::Bus::Music && !music_audible_))
        return;
    const auto& clip = clips_[static_cast<std::size_t>(id)];
    if (!clip || !ensure_open()) return;
    const scene::TimeMs delay = std::max<scene::TimeMs>(0, at - now);
    {
        const std::lock_guard<std::mutex> hold(lock_);
        const std::int64_t start = scene_locked_ ? frames_of_ms(at) : mixer_.position() + frames_of_ms(delay);
        mixer_.play(clip, {.bus = info.bus, .at = start, .pan = pan, .pitch = pitch});
    }
    const auto length = std::chrono::milliseconds(
        delay + static_cast<scene::TimeMs>(clip->samples.size() * 1000 / static_cast<std::size_t>(clip->rate)));
    quiet_at_ = std::max(quiet_at_, Clock::now() + length);
}

void AudioOutput::set_ambience(std::optional<audio::SoundId> loop) {
    ambience_wanted_ = loop;
    update_ambience();
}

void AudioOutput::update_ambience() {
    if (!started_) return;
    const std::optional<audio::SoundId> want = ambience_audible_ ? ambience_wanted_ : std::nullopt;
    if (want == ambience_playing_) return;
    if (ambience_voice_ != audio::Mixer::kNoVoice) {
        const std::lock_guard<std::mutex> hold(lock_);
        mixer_.stop(ambience_voice_, kAmbienceFadeOut);
        ambience_voice_ = audio::Mixer::kNoVoice;
    }
    ambience_playing_.reset();
    quiet_at_ = std::max(quiet_at_, Clock::now() + std::chrono::milliseconds(kAmbienceFadeOut * 1000 / kRate));
    if (!want) return;
    const auto& clip = clips_[static_cast<std::size_t>(*want)];
    if (!clip || !ensure_open()) return;
    const std::lock_guard<std::mutex> hold(lock_);
    ambience_voice_ = mixer_.play(clip, {.bus = audio::Bus::Ambience, .loop = true, .fade_in = kAmbienceFadeIn});
    ambience_playing_ = want;
}

void AudioOutput::advance(scene::TimeMs now) {
    if (!started_ || !scene_locked_) return;
    {
        const std::lock_guard<std::mutex> hold(lock_);
        allowed_ = frames_of_ms(now + 17);  // to the end of this frame
    }
    advanced_.notify_all();
}

int AudioOutput::wake_ms() const {
    if (!started_ || scene_locked_ || device_ == 0 || ambience_playing_) return -1;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(quiet_at_ + kLinger - Clock::now());
    return static_cast<int>(std::max<std::int64_t>(1, left.count()));
}

void AudioOutput::close_when_quiet() {
    if (!started_ || scene_locked_ || device_ == 0 || ambience_playing_) return;
    if (Clock::now() < quiet_at_ + kLinger) return;
    {
        const std::lock_guard<std::mutex> hold(lock_);
        if (mixer_.busy()) {
            // Still sounding (a fade, a volume gliding): look again a little later, not at once.
            quiet_at_ = Clock::now() + std::chrono::milliseconds(250) - kLinger;
            return;
        }
    }
    close_device();
}

}  // namespace tafl::app
