// audio_test.cpp: the game's sound without a device: the list of sounds, the WAV writer and
// reader, the mixer (mixing, volumes, mute, pan, timing, fades, loops, a sound finishing), and the
// shipped sounds (each there, no clicks at the ends, loops without a seam).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "audio/mixer.h"
#include "audio/sounds.h"
#include "audio/wav.h"

namespace tafl::audio {
namespace {

constexpr int kRate = 1000;  // a slow mixer: a frame a millisecond, glides over 10 frames

std::shared_ptr<const Clip> constant(int length, std::int16_t value, int rate = kRate) {
    auto clip = std::make_shared<Clip>();
    clip->rate = rate;
    clip->samples.assign(static_cast<std::size_t>(length), value);
    return clip;
}

std::vector<std::int16_t> run(Mixer& mixer, int frames) {
    std::vector<std::int16_t> out(static_cast<std::size_t>(frames) * 2);
    mixer.mix(out.data(), frames);
    return out;
}

// [SECTION] Sounds

TEST(Sounds, EveryIdHasItsRowAndAFileOfItsOwn) {
    std::set<std::string> files;
    for (int i = 0; i < kSoundCount; ++i) {
        const SoundInfo& info = sound_info(static_cast<SoundId>(i));
        EXPECT_EQ(static_cast<int>(info.id), i);
        EXPECT_TRUE(files.insert(info.file).second) << info.file;
    }
}

TEST(Sounds, EveryBoardMaterialHasAPlaceSoundAndAnAmbience) {
    std::set<SoundId> seen;
    for (const char* m : {"yew", "hide", "slate", "driftwood", "oak", "cloth"}) {
        const auto id = place_sound(m);
        ASSERT_TRUE(id.has_value()) << m;
        EXPECT_TRUE(seen.insert(*id).second);
        EXPECT_TRUE(sound_info(ambience_of(m)).loop);
        EXPECT_EQ(sound_info(ambience_of(m)).bus, Bus::Ambience);
    }
    EXPECT_FALSE(place_sound("marble").has_value());
}

// [SECTION] WAV

// The settings as the mixer hears them: the focus mutes only when the player asked for it, a muted
// or silent game starts nothing, and the volumes follow the square of the sliders.
TEST(MixLevels, FollowTheSettingsAndTheFocus) {
    VolumeSettings s{80, 80, 50, 70, false, true};
    MixLevels focused = mix_levels(s, true);
    EXPECT_FALSE(focused.muted);
    EXPECT_TRUE(focused.effects_audible && focused.ambience_audible && focused.music_audible);
    EXPECT_FLOAT_EQ(focused.master, 0.8f * 0.8f);
    EXPECT_FLOAT_EQ(focused.bus[static_cast<std::size_t>(Bus::Ambience)], 0.25f);

    MixLevels background = mix_levels(s, false);
    EXPECT_TRUE(background.muted) << "the window in the background mutes when the setting asks for it";
    EXPECT_FALSE(background.effects_audible || background.ambience_audible || background.music_audible);

    s.mute_when_unfocused = false;
    EXPECT_FALSE(mix_levels(s, false).muted) << "and only then";

    s.mute = true;
    EXPECT_TRUE(mix_levels(s, true).muted);
    s.mute = false;
    s.master = 0;
    EXPECT_FALSE(mix_levels(s, true).effects_audible) << "master volume 0 starts nothing";
    s.master = 100;
    s.ambience = 0;
    const MixLevels no_ambience = mix_levels(s, true);
    EXPECT_FALSE(no_ambience.ambience_audible);
    EXPECT_TRUE(no_ambience.effects_audible);
    s.effects = 250;  // out of range, clamped
    EXPECT_FLOAT_EQ(mix_levels(s, true).bus[static_cast<std::size_t>(Bus::Effects)], 1.0f);
}

TEST(Wav, RoundTrips) {
    Clip clip;
    clip.rate = 22050;
    clip.samples = {0, 1, -1, 32767, -32768, 1234};
    const std::string bytes = write_wav(clip);
    EXPECT_EQ(bytes.size(), 44u + 12u);
    std::string error;
    const auto back = parse_wav(bytes, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(*back, clip);
}

TEST(Wav, SkipsOtherChunks) {
    Clip clip;
    clip.samples = {5, 6, 7};
    std::string bytes = write_wav(clip);
    // A LIST chunk of odd length (padded) between the format and the data.
    bytes.insert(36, std::string("LIST\x03\x00\x00\x00"
                                 "abc\x00",
                                 12));
    std::string error;
    const auto back = parse_wav(bytes, &error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(back->samples, clip.samples);
}

TEST(Wav, RefusesWhatItCannotPlayWithAReason) {
    Clip clip;
    clip.samples = {1, 2, 3, 4};
    const std::string good = write_wav(clip);
    auto refused = [](std::string bytes, const std::string& words) {
        std::string error;
        EXPECT_FALSE(parse_wav(bytes, &error).has_value());
        EXPECT_NE(error.find(words), std::string::npos) << error;
    };
    refused("", "not a WAV file");
    refused("RIFF\0\0\0\0AVI ", "not a WAV file");
    std::string stereo = good;
    stereo[22] = 2;
    refused(stereo, "2 channels");
    std::string eight_bit = good;
    eight_bit[34] = 8;
    refused(eight_bit, "8 bits");
    std::string float_format = good;
    float_format[20] = 3;
    refused(float_format, "not PCM");
    std::string slow = good;
    slow[24] = 100, slow[25] = 0, slow[26] = 0, slow[27] = 0;
    refused(slow, "rate of 100 Hz");
    refused(good.substr(0, good.size() - 2), "runs past the end");
    refused(good.substr(0, 36), "no data chunk");
}

TEST(Wav, NeverReadsPastTheBytes) {
    Clip clip;
    clip.samples.assign(40, 100);
    const std::string good = write_wav(clip);
    for (std::size_t cut = 0; cut < good.size(); ++cut) {
        std::string error;
        const auto back = parse_wav(std::string_view(good).substr(0, cut), &error);
        if (back) {
            EXPECT_LE(back->samples.size() * 2, cut);
        }
    }
}

// [SECTION] Mixer

TEST(Mixer, SilenceWithoutVoices) {
    Mixer mixer(kRate);
    EXPECT_FALSE(mixer.busy());
    const auto out = run(mixer, 64);
    EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](std::int16_t s) { return s == 0; }));
    EXPECT_EQ(mixer.position(), 64);
}

TEST(Mixer, PlaysAClipAtItsLevelInTheCentre) {
    Mixer mixer(kRate);
    mixer.play(constant(50, 8000), {});
    const auto out = run(mixer, 50);
    EXPECT_EQ(out[20], 8000);
    EXPECT_EQ(out[21], 8000);
}

TEST(Mixer, ASoundFinishesAndLeavesSilence) {
    Mixer mixer(kRate);
    const auto id = mixer.play(constant(30, 5000), {});
    EXPECT_TRUE(mixer.playing(id));
    const auto out = run(mixer, 40);
    EXPECT_EQ(out[2 * 29], 5000);
    EXPECT_EQ(out[2 * 30], 0);
    EXPECT_FALSE(mixer.playing(id));
    EXPECT_EQ(mixer.voices(), 0);
    EXPECT_FALSE(mixer.busy());
}

TEST(Mixer, MixesVoicesBySum) {
    Mixer mixer(kRate);
    mixer.play(constant(20, 3000), {});
    mixer.play(constant(20, 2000), {});
    mixer.play(constant(20, -1000), {});
    const auto out = run(mixer, 20);
    EXPECT_EQ(out[10], 4000);
}

TEST(Mixer, LoudSumsAreLimitedNotWrapped) {
    Mixer mixer(kRate);
    for (int i = 0; i < 4; ++i) mixer.play(constant(20, 30000), {});
    const auto out = run(mixer, 20);
    EXPECT_GT(out[10], 30000);
    EXPECT_LE(out[10], 32767);
    EXPECT_EQ(out[10], out[11]);
}

TEST(Mixer, StartsAtTheFrameAsked) {
    Mixer mixer(kRate);
    run(mixer, 100);
    mixer.play(constant(10, 7000), {.at = 130});
    const auto out = run(mixer, 50);
    EXPECT_EQ(out[2 * 29], 0);
    EXPECT_EQ(out[2 * 30], 7000);
    EXPECT_EQ(out[2 * 39], 7000);
    EXPECT_EQ(out[2 * 40], 0);
    // A time already past plays at once.
    mixer.play(constant(10, 7000), {.at = 3});
    EXPECT_EQ(run(mixer, 1)[0], 7000);
}

TEST(Mixer, VolumesMultiplyAndGlideWithoutAJump) {
    Mixer mixer(kRate);
    mixer.set_master(0.5f);
    mixer.set_bus(Bus::Effects, 0.5f);
    mixer.play(constant(200, 20000), {.bus = Bus::Effects});
    mixer.play(constant(200, 20000), {.bus = Bus::Music});
    auto out = run(mixer, 100);
    // Glides down from 1 at 1/10 a frame: effects reach 0.25, music 0.5.
    for (std::size_t i = 2; i + 2 < 40; i += 2) EXPECT_LE(std::abs(out[i + 2] - out[i]), 2 * 40000 / 10 + 2) << i;
    EXPECT_EQ(out[2 * 90], 20000 / 4 + 20000 / 2);
    EXPECT_FLOAT_EQ(mixer.bus_gain(Bus::Effects), 0.25f);
    EXPECT_FLOAT_EQ(mixer.bus_gain(Bus::Music), 0.5f);
}

TEST(Mixer, MuteSilencesEverythingAndUnmuteBringsItBack) {
    Mixer mixer(kRate);
    mixer.play(constant(300, 10000), {.bus = Bus::Ambience, .loop = true});
    mixer.set_muted(true);
    auto out = run(mixer, 100);
    EXPECT_GT(out[0], 0);  // gliding down, not cut
    EXPECT_EQ(out[2 * 50], 0);
    EXPECT_EQ(out[2 * 99], 0);
    mixer.set_muted(false);
    out = run(mixer, 100);
    EXPECT_EQ(out[2 * 50], 10000);
}

TEST(Mixer, MasterAtZeroIsSilent) {
    Mixer mixer(kRate);
    mixer.set_master(0.0f);
    run(mixer, 20);
    mixer.play(constant(100, 32000), {});
    const auto out = run(mixer, 100);
    EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](std::int16_t s) { return s == 0; }));
}

TEST(Mixer, PanSendsASoundToOneSide) {
    Mixer mixer(kRate);
    mixer.play(constant(10, 10000), {.pan = -1.0f});
    mixer.play(constant(10, 10000), {.at = 10, .pan = 1.0f});
    const auto out = run(mixer, 20);
    EXPECT_GT(out[0], 14000);
    EXPECT_EQ(out[1], 0);
    EXPECT_EQ(out[20], 0);
    EXPECT_GT(out[21], 14000);
}

TEST(Mixer, ResamplesAClipOfAnotherRate) {
    Mixer mixer(kRate);
    auto ramp = std::make_shared<Clip>();
    ramp->rate = kRate / 2;
    for (int i = 0; i < 10; ++i) ramp->samples.push_back(static_cast<std::int16_t>(i * 1000));
    mixer.play(ramp, {});
    const auto out = run(mixer, 24);
    // Half the rate: twice as long, the frames between samples interpolated.
    EXPECT_EQ(out[2 * 2], 1000);
    EXPECT_EQ(out[2 * 3], 1500);
    EXPECT_EQ(out[2 * 18], 9000);
    EXPECT_EQ(out[2 * 20], 0);
}

TEST(Mixer, LoopsUntilStoppedAndStopFadesOut) {
    Mixer mixer(kRate);
    const auto id = mixer.play(constant(7, 6000), {.bus = Bus::Ambience, .loop = true});
    auto out = run(mixer, 100);
    EXPECT_EQ(out[2 * 99], 6000);
    mixer.stop(id, 20);
    out = run(mixer, 40);
    EXPECT_LT(out[2 * 10], 6000);
    EXPECT_GT(out[2 * 10], 0);
    EXPECT_EQ(out[2 * 30], 0);
    EXPECT_FALSE(mixer.playing(id));
}

TEST(Mixer, FadeInRisesFromSilence) {
    Mixer mixer(kRate);
    mixer.play(constant(100, 10000), {.fade_in = 50});
    const auto out = run(mixer, 100);
    EXPECT_LT(out[0], 400);
    EXPECT_LT(out[2 * 20], out[2 * 40]);
    EXPECT_EQ(out[2 * 60], 10000);
}

TEST(Mixer, StopBusLeavesTheOthers) {
    Mixer mixer(kRate);
    mixer.play(constant(100, 1000), {.bus = Bus::Music});
    const auto effect = mixer.play(constant(100, 1000), {.bus = Bus::Effects});
    run(mixer, 10);
    mixer.stop_bus(Bus::Music, 0);
    EXPECT_EQ(mixer.voices(), 1);
    EXPECT_TRUE(mixer.playing(effect));
}

TEST(Mixer, TooManyVoicesDropTheOldestEffectNeverALoop) {
    Mixer mixer(kRate);
    const auto loop = mixer.play(constant(10, 1), {.bus = Bus::Ambience, .loop = true});
    const auto first = mixer.play(constant(10, 1), {});
    for (int i = 0; i < Mixer::kMaxVoices; ++i) mixer.play(constant(10, 1), {});
    EXPECT_EQ(mixer.voices(), Mixer::kMaxVoices);
    EXPECT_TRUE(mixer.playing(loop));
    EXPECT_FALSE(mixer.playing(first));
}

TEST(Mixer, EmptyClipsAreNotPlayed) {
    Mixer mixer(kRate);
    EXPECT_EQ(mixer.play(nullptr, {}), Mixer::kNoVoice);
    EXPECT_EQ(mixer.play(std::make_shared<Clip>(), {}), Mixer::kNoVoice);
    EXPECT_FALSE(mixer.busy());
}

// [SECTION] The shipped sounds (assets/sounds, made by taflbord-soundgen)

Clip shipped(const SoundInfo& info) {
    const std::filesystem::path path = std::filesystem::path(TAFLBORD_SOUNDS_DIR) / info.file;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::string error;
    auto clip = parse_wav(bytes.str(), &error);
    EXPECT_TRUE(clip.has_value()) << path << ": " << error;
    return clip.value_or(Clip{});
}

TEST(ShippedSounds, EachIsThereAtItsRateWithoutClipping) {
    for (const SoundInfo& info : all_sounds()) {
        const Clip clip = shipped(info);
        EXPECT_EQ(clip.rate, info.rate) << info.file;
        ASSERT_FALSE(clip.samples.empty()) << info.file;
        int peak = 0;
        for (const std::int16_t s : clip.samples) peak = std::max(peak, std::abs(static_cast<int>(s)));
        EXPECT_LT(peak, 32767 * 9 / 10) << info.file << " is louder than -1 dBFS";
        EXPECT_GT(peak, 32767 / 20) << info.file << " is nearly silent";
    }
}

TEST(ShippedSounds, EffectsStartAndEndAtZero) {
    for (const SoundInfo& info : all_sounds()) {
        if (info.loop) continue;
        const Clip clip = shipped(info);
        ASSERT_FALSE(clip.samples.empty()) << info.file;
        EXPECT_EQ(clip.samples.front(), 0) << info.file << " starts with a click";
        EXPECT_EQ(clip.samples.back(), 0) << info.file << " ends with a click";
    }
}

TEST(ShippedSounds, LoopsJoinWithoutASeam) {
    for (const SoundInfo& info : all_sounds()) {
        if (!info.loop) continue;
        const Clip clip = shipped(info);
        ASSERT_GT(clip.samples.size(), 1000u) << info.file;
        // The step from the last sample to the first is no bigger than the steps inside the loop.
        std::vector<int> steps;
        for (std::size_t i = 1; i < clip.samples.size(); ++i)
            steps.push_back(std::abs(clip.samples[i] - clip.samples[i - 1]));
        std::sort(steps.begin(), steps.end());
        const int typical = steps[steps.size() * 99 / 100];
        const int seam = std::abs(clip.samples.front() - clip.samples.back());
        EXPECT_LE(seam, typical) << info.file;
    }
}

TEST(ShippedSounds, TotalSizeStaysModest) {
    std::uintmax_t total = 0;
    for (const SoundInfo& info : all_sounds())
        total += std::filesystem::file_size(std::filesystem::path(TAFLBORD_SOUNDS_DIR) / info.file);
    EXPECT_LT(total, 4u << 20);
}

}  // namespace
}  // namespace tafl::audio
