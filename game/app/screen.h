// screen.h: the game as screens on a stack. A screen is one page of the game or one dialog over
// it (the title, the main menu, the new-match dialog, a match, ...); the application owns the
// stack, feeds the screens the frame's input and time, and draws them from the lowest one that
// fills the window up to the top. A screen knows the rest of the game only through the
// ScreenContext it is given (screen_context.h).
//
// How a screen opens another and hears back: it pushes the new screen with a callback; when that
// screen closes itself with an answer (close(answer)), the callback gets it.
//
//     ctx_.screens.push(std::make_unique<NewMatchScreen>(ctx_), [this](const ScreenAnswer& a) {
//         if (const auto* setup = std::any_cast<match::MatchSetup>(&a)) start(*setup);
//     });
#pragma once

#include <SDL.h>

#include <any>
#include <functional>
#include <glm/glm.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "scene/systems.h"

namespace tafl::app {

struct ScreenContext;
class ScreenStack;

// What a screen gives back to the screen that opened it when it closes: empty for "cancelled",
// otherwise a value of a type the two agree on (a match::MatchSetup from the new-match dialog).
using ScreenAnswer = std::any;

// The input of one frame, as the top screen receives it: the events ImGui did not decide for
// (pointer, keys, game-controller buttons), after ImGui has seen them, and what ImGui wants.
struct FrameInput {
    const std::vector<SDL_Event>* events = nullptr;
    bool ui_wants_mouse = false;     // the pointer is over a window of the overlay
    bool ui_wants_keyboard = false;  // a window of the overlay has the keys
    bool pad_drives_ui = false;      // the game controller works a window, not the board
};

// What a screen returns from wake_ms(): when the idle loop must draw again.
inline constexpr int kWakeNever = -1;  // only input wakes it
inline constexpr int kWakeNow = 0;     // something moves: draw every frame

// One screen of the game. Every function has a default, so a screen overrides only what it uses.
// The order within a frame: update() for every screen on the stack (bottom first), then the
// overlay: draw_ui() for the screens from the lowest covering one up, handle_input() for the top
// screen; then prepare_scene() and draw_scene() of the lowest covering screen and the ones above.
class Screen {
public:
    explicit Screen(ScreenContext& context) : ctx_(context) {}
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;
    virtual ~Screen() = default;

    // A short name for logs and the state file ("match", "main-menu", ...).
    virtual const char* name() const = 0;
    // What --state-out calls the game's page while this screen is the highest one that names it:
    // "title", "menu" or "match"; nullptr for dialogs, which leave the page as it was.
    virtual const char* page() const { return nullptr; }

    // Pushed onto the stack, and taken off it (also when the game quits).
    virtual void enter() {}
    virtual void leave() {}
    // The screen above this one closed; `answer` is what it gave back (empty when none).
    virtual void resume(const ScreenAnswer& answer) { (void)answer; }

    // Time passes: `now` is the scene time in milliseconds (fixed steps in replays). `on_view` is
    // false while a covering screen above hides this one (a match behind the main menu).
    virtual void update(scene::TimeMs now, bool on_view) {
        (void)now;
        (void)on_view;
    }
    // The overlay (Dear ImGui) of this screen. `top` is true for the screen on top of the stack.
    virtual void draw_ui(bool top) { (void)top; }
    // The frame's input, for the top screen only, after draw_ui of every screen.
    virtual void handle_input(const FrameInput& input) { (void)input; }
    // Before the window is cleared: redraw render targets (the board's pictures) for this frame.
    virtual void prepare_scene() {}
    // The picture under the overlay, drawn with OpenGL into the window.
    virtual void draw_scene(const glm::mat4& projection) { (void)projection; }

    // When the idle loop must wake for this screen: kWakeNever, kWakeNow, or in so many ms.
    virtual int wake_ms(scene::TimeMs now) const {
        (void)now;
        return kWakeNever;
    }
    // True when the screen fills the window: the screens below are neither drawn nor shown.
    virtual bool covers() const { return false; }
    // Which of this screen's windows the game controller works now (see pad_focus in
    // ScreenContext), or nullopt when the pad works the board (or nothing).
    virtual std::optional<int> pad_window() const { return std::nullopt; }
    // True for dialogs the player opened (new match, load, settings): the game controller stays
    // with them even while the problems window is shown.
    virtual bool keeps_pad_over_notices() const { return false; }
    // The lines this screen adds to --state-out ("key=value\n" each).
    virtual void write_state(std::string& out) const { (void)out; }
    // The game is closing: keep what must be kept (the match's autosave).
    virtual void closing() {}

protected:
    // Closes this screen (at the end of the frame) and gives `answer` to the screen that opened it.
    void close(ScreenAnswer answer = {});

    ScreenContext& ctx_;
};

// The screens of the game, bottom first. Pushes and pops asked for during a frame take effect at
// its end (apply()), so that no screen is destroyed while one of its functions runs.
class ScreenStack {
public:
    using AnswerHandler = std::function<void(const ScreenAnswer&)>;

    // Opens `screen` on top; `on_answer` hears what it gives back when it closes.
    void push(std::unique_ptr<Screen> screen, AnswerHandler on_answer = {});
    // Closes `screen` (and everything above it) with `answer`.
    void close(const Screen* screen, ScreenAnswer answer = {});
    // Closes every screen above `screen`, without answers.
    void close_above(const Screen* screen);
    // Carries out this frame's pushes and closes: leave(), answers, resume(), enter().
    void apply();
    // Closes every screen, top first (the game quits).
    void clear();

    bool empty() const { return entries_.empty(); }
    std::size_t size() const { return entries_.size(); }
    Screen& at(std::size_t i) const { return *entries_[i].screen; }
    Screen* top() const { return entries_.empty() ? nullptr : entries_.back().screen.get(); }
    // The lowest screen drawn: the highest one that covers the window (0 when none does).
    std::size_t first_drawn() const;
    // The first screen of type T from the top, or nullptr.
    template <class T>
    T* find() const {
        for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
            if (auto* s = dynamic_cast<T*>(it->screen.get())) return s;
        return nullptr;
    }
    // True when a screen above `screen` covers it.
    bool covered(const Screen* screen) const;

private:
    struct Entry {
        std::unique_ptr<Screen> screen;
        AnswerHandler on_answer;
    };
    struct Change {
        std::unique_ptr<Screen> pushed;  // a push, or
        AnswerHandler on_answer;
        const Screen* closed = nullptr;  // a close of this screen and those above it
        ScreenAnswer answer;
        bool answer_given = false;
    };
    std::vector<Entry> entries_;
    std::vector<Change> pending_;
};

}  // namespace tafl::app
