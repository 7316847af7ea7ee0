// gamepad.h: the game controllers' plumbing: opening and closing the devices, the buttons held
// and pressed (read from events, so that a replay drives them as a pad does), feeding Dear ImGui's
// navigation while the pad works a window, and which window has the pad's focus. Which window
// that is, the screens decide (Screen::pad_window); the application tells the pad each frame.
#pragma once

#include <SDL.h>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace tafl::app {

// A window the game controller can work: one of a screen's (or the problems window).
struct PadWindow {
    const void* owner = nullptr;  // the screen, or the application for the problems window
    int window = 0;               // which of the owner's windows
    bool operator==(const PadWindow&) const = default;
};

// The controllers and what the pad works. It exists apart from the screens so that every screen
// gets the same navigation and focus rules, and from the application so that the frame loop
// holds no pad state of its own.
class Gamepad {
public:
    Gamepad() = default;
    Gamepad(const Gamepad&) = delete;
    Gamepad& operator=(const Gamepad&) = delete;
    ~Gamepad() { close_all(); }

    // Device arrivals and removals, and the buttons. Returns true for a button event.
    bool handle_event(const SDL_Event& event);
    // The mouse or the keys were used: the pad's highlight steps back until the pad is used again.
    void pointer_used() { last_input_ = false; }
    bool last_input() const { return last_input_; }
    void close_all();

    // Where the pad's window comes from: asked whenever it matters, since a window may appear in
    // the middle of a frame (nullopt: the pad works the board, or nothing).
    void set_target_source(std::function<std::optional<PadWindow>()> source) { source_ = std::move(source); }
    std::optional<PadWindow> target() const { return source_ ? source_() : std::nullopt; }
    bool drives_ui() const { return target().has_value(); }

    // Feeds ImGui's navigation from the buttons (between the backend's NewFrame and ImGui's).
    void feed_navigation();
    // Called inside the window `w` while it is drawn: the window the pad works gets the focus,
    // and its first button the highlight, when the pad is first used there.
    void focus(const PadWindow& w);

private:
    std::vector<SDL_GameController*> pads_;
    bool held_[SDL_CONTROLLER_BUTTON_MAX] = {};
    bool pressed_[SDL_CONTROLLER_BUTTON_MAX] = {};  // went down since the last frame
    bool last_input_ = false;                       // the last input came from a pad
    bool deferred_ = false;                         // this frame's presses wait for a window's focus
    std::function<std::optional<PadWindow>()> source_;
    std::optional<PadWindow> focused_;  // the window the pad has taken over
};

}  // namespace tafl::app
