// input_replay.cpp: SDL events to and from the recorded input log.
#include "app/input_replay.h"

#include <cstring>
#include <utility>

namespace tafl::app {

bool is_user_input(Uint32 type) {
    switch (type) {
        case SDL_MOUSEMOTION:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
        case SDL_MOUSEWHEEL:
        case SDL_KEYDOWN:
        case SDL_KEYUP:
        case SDL_TEXTINPUT:
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            return true;
        default:
            return false;
    }
}

std::optional<core::InputEvent> to_input_event(const SDL_Event& event, std::uint64_t frame) {
    core::InputEvent e;
    e.frame = frame;
    switch (event.type) {
        case SDL_MOUSEMOTION:
            e.kind = core::InputKind::MouseMove;
            e.x = event.motion.x;
            e.y = event.motion.y;
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            e.kind = event.type == SDL_MOUSEBUTTONDOWN ? core::InputKind::MouseDown : core::InputKind::MouseUp;
            e.x = event.button.x;
            e.y = event.button.y;
            e.button = event.button.button;
            break;
        case SDL_MOUSEWHEEL:
            e.kind = core::InputKind::Wheel;
            e.x = event.wheel.x;
            e.y = event.wheel.y;
            break;
        case SDL_KEYDOWN:
        case SDL_KEYUP:
            e.kind = event.type == SDL_KEYDOWN ? core::InputKind::KeyDown : core::InputKind::KeyUp;
            e.key = event.key.keysym.sym;
            e.mod = event.key.keysym.mod;
            break;
        case SDL_TEXTINPUT:
            e.kind = core::InputKind::Text;
            e.text = event.text.text;
            break;
        case SDL_WINDOWEVENT:
            if (event.window.event != SDL_WINDOWEVENT_SIZE_CHANGED) return std::nullopt;
            e.kind = core::InputKind::Resize;
            e.x = event.window.data1;
            e.y = event.window.data2;
            break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            e.kind = event.type == SDL_CONTROLLERBUTTONDOWN ? core::InputKind::PadDown : core::InputKind::PadUp;
            e.button = event.cbutton.button;
            break;
        case SDL_QUIT:
            e.kind = core::InputKind::Quit;
            break;
        default:
            return std::nullopt;
    }
    return e;
}

std::optional<SDL_Event> to_sdl_event(const core::InputEvent& e, Uint32 window_id) {
    SDL_Event ev{};
    switch (e.kind) {
        case core::InputKind::MouseMove:
            ev.type = SDL_MOUSEMOTION;
            ev.motion.windowID = window_id;
            ev.motion.x = e.x;
            ev.motion.y = e.y;
            break;
        case core::InputKind::MouseDown:
        case core::InputKind::MouseUp:
            ev.type = e.kind == core::InputKind::MouseDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
            ev.button.windowID = window_id;
            ev.button.x = e.x;
            ev.button.y = e.y;
            ev.button.button = static_cast<Uint8>(e.button);
            ev.button.state = e.kind == core::InputKind::MouseDown ? SDL_PRESSED : SDL_RELEASED;
            ev.button.clicks = 1;
            break;
        case core::InputKind::Wheel:
            ev.type = SDL_MOUSEWHEEL;
            ev.wheel.windowID = window_id;
            ev.wheel.x = e.x;
            ev.wheel.y = e.y;
            break;
        case core::InputKind::KeyDown:
        case core::InputKind::KeyUp:
            ev.type = e.kind == core::InputKind::KeyDown ? SDL_KEYDOWN : SDL_KEYUP;
            ev.key.windowID = window_id;
            ev.key.state = e.kind == core::InputKind::KeyDown ? SDL_PRESSED : SDL_RELEASED;
            ev.key.keysym.sym = e.key;
            ev.key.keysym.scancode = SDL_GetScancodeFromKey(e.key);
            ev.key.keysym.mod = e.mod;
            break;
        case core::InputKind::Text:
            ev.type = SDL_TEXTINPUT;
            ev.text.windowID = window_id;
            std::strncpy(ev.text.text, e.text.c_str(), sizeof ev.text.text - 1);
            break;
        case core::InputKind::Resize:
            return std::nullopt;  // handled by resizing the window
        case core::InputKind::PadDown:
        case core::InputKind::PadUp:
            ev.type = e.kind == core::InputKind::PadDown ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
            ev.cbutton.button = static_cast<Uint8>(e.button);
            ev.cbutton.state = e.kind == core::InputKind::PadDown ? SDL_PRESSED : SDL_RELEASED;
            break;
        case core::InputKind::Quit:
            ev.type = SDL_QUIT;
            break;
    }
    return ev;
}

}  // namespace tafl::app
