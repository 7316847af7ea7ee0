// gamepad.cpp: the game controllers' plumbing.
#include "app/gamepad.h"

#include <imgui.h>
#include <imgui_internal.h>  // NavInitWindow: a window the pad turns to picks its first button

#include <algorithm>
#include <iterator>
#include <utility>

namespace tafl::app {

bool Gamepad::handle_event(const SDL_Event& event) {
    switch (event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            if (SDL_IsGameController(event.cdevice.which)) {
                if (SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which)) pads_.push_back(pad);
            }
            return false;
        case SDL_CONTROLLERDEVICEREMOVED:
            for (auto it = pads_.begin(); it != pads_.end(); ++it) {
                if (SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(*it)) == event.cdevice.which) {
                    SDL_GameControllerClose(*it);
                    pads_.erase(it);
                    break;
                }
            }
            return false;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            if (event.cbutton.button < SDL_CONTROLLER_BUTTON_MAX) {
                held_[event.cbutton.button] = event.type == SDL_CONTROLLERBUTTONDOWN;
                if (event.type == SDL_CONTROLLERBUTTONDOWN) {
                    pressed_[event.cbutton.button] = true;
                    last_input_ = true;
                }
            }
            return true;
        default:
            return false;
    }
}

void Gamepad::close_all() {
    for (SDL_GameController* pad : pads_) SDL_GameControllerClose(pad);
    pads_.clear();
}

void Gamepad::focus(const PadWindow& w) {
    // The pad works one window at a time: the one in front gets the focus, and its first button
    // the pad's highlight, when the pad is first used there (again after the mouse or keys).
    if (!last_input_ || target() != w) {
        if (focused_ == w) focused_.reset();
        return;
    }
    if (focused_ == w && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) return;
    ImGui::SetWindowFocus();
    ImGui::NavInitWindow(ImGui::GetCurrentWindow(), true);
    ImGui::GetCurrentContext()->NavDisableHighlight = false;
    focused_ = w;
}

void Gamepad::feed_navigation() {
    ImGuiIO& io = ImGui::GetIO();
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableGamepad;
    io.BackendFlags |= ImGuiBackendFlags_HasGamepad;
    // A press and its release may arrive between two frames: a press counts for one frame.
    const bool to_ui = drives_ui();
    // A window the pad has not worked yet picks its first button this frame (focus()); the press
    // waits one frame for it, so that A on a fresh panel presses its first button.
    if (to_ui && focused_ != target() && !deferred_ &&
        std::find(std::begin(pressed_), std::end(pressed_), true) != std::end(pressed_)) {
        deferred_ = true;
        return;
    }
    deferred_ = false;
    auto held = [this, to_ui](SDL_GameControllerButton b) { return to_ui && (held_[b] || pressed_[b]) ? 1.0f : 0.0f; };
#if IMGUI_VERSION_NUM >= 18700
    // ImGui 1.87 and later take gamepad keys as events.
    static constexpr std::pair<SDL_GameControllerButton, ImGuiKey> kKeys[] = {
        {SDL_CONTROLLER_BUTTON_A, ImGuiKey_GamepadFaceDown},
        {SDL_CONTROLLER_BUTTON_B, ImGuiKey_GamepadFaceRight},
        {SDL_CONTROLLER_BUTTON_X, ImGuiKey_GamepadFaceLeft},
        {SDL_CONTROLLER_BUTTON_Y, ImGuiKey_GamepadFaceUp},
        {SDL_CONTROLLER_BUTTON_DPAD_LEFT, ImGuiKey_GamepadDpadLeft},
        {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, ImGuiKey_GamepadDpadRight},
        {SDL_CONTROLLER_BUTTON_DPAD_UP, ImGuiKey_GamepadDpadUp},
        {SDL_CONTROLLER_BUTTON_DPAD_DOWN, ImGuiKey_GamepadDpadDown},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, ImGuiKey_GamepadL1},
        {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, ImGuiKey_GamepadR1},
    };
    for (const auto& [button, key] : kKeys) io.AddKeyEvent(key, held(button) > 0.0f);
#else
    if (to_ui) {
        io.NavInputs[ImGuiNavInput_Activate] = held(SDL_CONTROLLER_BUTTON_A);
        io.NavInputs[ImGuiNavInput_Cancel] = held(SDL_CONTROLLER_BUTTON_B);
        io.NavInputs[ImGuiNavInput_Menu] = held(SDL_CONTROLLER_BUTTON_X);
        io.NavInputs[ImGuiNavInput_Input] = held(SDL_CONTROLLER_BUTTON_Y);
        io.NavInputs[ImGuiNavInput_DpadLeft] = held(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
        io.NavInputs[ImGuiNavInput_DpadRight] = held(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        io.NavInputs[ImGuiNavInput_DpadUp] = held(SDL_CONTROLLER_BUTTON_DPAD_UP);
        io.NavInputs[ImGuiNavInput_DpadDown] = held(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        io.NavInputs[ImGuiNavInput_FocusPrev] = held(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
        io.NavInputs[ImGuiNavInput_FocusNext] = held(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
        io.NavInputs[ImGuiNavInput_TweakSlow] = held(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
        io.NavInputs[ImGuiNavInput_TweakFast] = held(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    }
#endif
    std::fill(std::begin(pressed_), std::end(pressed_), false);
}

}  // namespace tafl::app
