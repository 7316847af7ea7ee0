// match_sound.cpp: what the match sounds like: a piece set down as its slide ends (each board its
// own sound), the capture as the captured piece starts to dissolve, the shieldwall falling, the
// king's escape and his capture as their animations begin, the clock's last seconds, and the
// ambience of the board's culture while the match is on view.
#include <algorithm>
#include <optional>
#include <vector>

#include "app/screen_context.h"
#include "app/screens/match_screen.h"

namespace tafl::app {

void MatchScreen::play_move_sounds(const MoveResult& result, scene::TimeMs now) {
    if (!scene_) return;
    const int size = pos().size();
    // Left to right across the board, never quite at one ear.
    auto pan_of = [size](Square s) {
        return std::clamp((static_cast<float>(file_of(s)) + 0.5f) / static_cast<float>(size) * 1.2f - 0.6f, -0.6f,
                          0.6f);
    };
    const scene::TimeMs arrive = now + (scene_->reduced_motion() ? 0 : scene_->move_duration());
    const char* material = surface_name(widget_.family());
    if (const auto place = audio::place_sound(material))
        ctx_.platform.play_sound(*place, arrive, pan_of(result.move.to));
    std::vector<Square> men;
    for (int i = 0; i < result.capture_count; ++i) {
        const auto c = static_cast<Square>(result.captured[static_cast<std::size_t>(i)]);
        if (!(result.king_captured() && i + 1 == result.capture_count)) men.push_back(c);
    }
    if (!men.empty()) {
        float pan = 0.0f;
        for (const Square s : men) pan += pan_of(s);
        ctx_.platform.play_sound(
            scene::shieldwall_taken(result, size) ? audio::SoundId::Shieldwall : audio::SoundId::Capture, arrive,
            pan / static_cast<float>(men.size()));
    }
    if (result.king_captured()) ctx_.platform.play_sound(audio::SoundId::KingCaptured, arrive, 0.0f);
    if (result.reason == Reason::Escape)
        ctx_.platform.play_sound(audio::SoundId::KingEscape, arrive, pan_of(result.move.to));
}

void MatchScreen::update_sound(scene::TimeMs now) {
    // The ambience of the board shown, while the match is what the player looks at.
    const char* material = surface_name(widget_.family());
    ctx_.platform.set_ambience(on_view_ ? std::optional(audio::ambience_of(material)) : std::nullopt);
    // The clock's last ten seconds tick, once a second, for the side whose time runs.
    const match::GameClock* clock = controller_.has_match() ? controller_.match().clock() : nullptr;
    const bool running = clock != nullptr && on_view_ && controller_.clock_wake_ms() > 0;
    const std::int64_t left = running ? clock->remaining(pos().side_to_move()) : 0;
    if (!running || left <= 0 || left > 10000) {
        tick_second_ = -1;
        return;
    }
    const int second = static_cast<int>((left + 999) / 1000);
    if (second != tick_second_ && tick_second_ != -1) ctx_.platform.play_sound(audio::SoundId::ClockTick, now, 0.0f);
    tick_second_ = second;
}

}  // namespace tafl::app
