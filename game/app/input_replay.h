// input_replay.h: input recording and replay between SDL's events and the game's input log
// (core/input_log.h): an event as a recorded line with its frame number, and a recorded line as
// the SDL event it stands for.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <optional>

#include "core/input_log.h"

namespace tafl::app {

// The recorded form of an SDL event at frame `frame`; nullopt for events that are not recorded
// (only the pointer, the keys, text, window sizes, game-controller buttons and quitting are).
std::optional<core::InputEvent> to_input_event(const SDL_Event& event, std::uint64_t frame);

// The SDL event a recorded one stands for, addressed to the window `window_id`; nullopt for a
// window size (a replay resizes the window instead).
std::optional<SDL_Event> to_sdl_event(const core::InputEvent& e, Uint32 window_id);

// True for the events a replay owns: the pointer, the keys, text and game-controller buttons.
bool is_user_input(Uint32 type);

}  // namespace tafl::app
