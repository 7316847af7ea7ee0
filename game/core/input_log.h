// input_log.h: recordings of the player's input, frame by frame, in a line-based text format, so
// that a session can be replayed exactly (for bug reports, benchmarks and screenshot tests).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tafl::core {

// The kinds of input the game reacts to, one per SDL event type it handles.
enum class InputKind : std::uint8_t {
    MouseMove,
    MouseDown,
    MouseUp,
    Wheel,
    KeyDown,
    KeyUp,
    Text,
    Resize,
    Quit,
    PadDown,
    PadUp
};

// One input event, stamped with the frame at which the game received it. It exists so that a
// replay feeds the same events to the same frames without SDL types in the recording. The fields
// a kind does not use stay 0 (or empty):
// - MouseMove: x, y in window coordinates; MouseDown and MouseUp also the button (1 left, 2
//   middle, 3 right).
// - Wheel: x, y are the wheel's steps (dx, dy).
// - KeyDown, KeyUp: key is an SDL keycode, mod the SDL modifier state.
// - Text: text is the UTF-8 that was typed.
// - Resize: x, y are the new width and height of the window.
// - PadDown, PadUp: button is an SDL game-controller button (0 A, 1 B, ... 11 D-pad up).
struct InputEvent {
    std::uint64_t frame = 0;
    InputKind kind = InputKind::MouseMove;
    int x = 0;
    int y = 0;
    int button = 0;
    std::int32_t key = 0;
    std::uint16_t mod = 0;
    std::string text;

    bool operator==(const InputEvent&) const = default;
};

// A whole recording: the window size and scene the session started with, and its events with
// frames that never decrease. A window size of 0 means "whatever the settings say"; an empty
// scene means the default one.
struct InputLog {
    int window_width = 0;
    int window_height = 0;
    std::string scene;
    std::vector<InputEvent> events;

    bool operator==(const InputLog&) const = default;
};

// The text of a recording:
//
//   taflbord-input 1
//   window 1280 800
//   scene board                    (only when the scene is set; a single word)
//   12 move 300 200                (frame, kind, fields)
//   12 down 300 200 1
//   13 up 300 200 1
//   20 wheel 0 -1
//   30 key-down 27 0
//   31 key-up 27 0
//   32 text 4a6f                   (the UTF-8 bytes in hex, so that spaces are safe)
//   40 resize 800 600
//   45 pad-down 11               (a game-controller button: SDL_GameControllerButton)
//   46 pad-up 11
//   50 quit
//
// The last frame an event may name: about four and a half hours at 60 frames a second. A replay
// runs every frame up to its last event, so a larger frame would keep the game running for days.
constexpr std::uint64_t kMaxInputFrame = 1'000'000;

// The writer does not check the log: a log that breaks the rules above (a scene with spaces,
// frames that decrease, text that is not UTF-8, a resize to 0) is written as it is and then
// refused by parse_input_log.
std::string write_input_log(const InputLog& log);

// Reads a recording strictly. Blank lines and lines starting with `#` are skipped; everything
// else must be exactly as write_input_log writes it (fields may be separated by any spaces or
// tabs, and CRLF line ends are accepted). On the first error returns nullopt and says what is
// wrong and on which line in `error` (when given), e.g. "input line 5: unknown event 'clik'".
// Never throws and never reads out of bounds, whatever the bytes.
std::optional<InputLog> parse_input_log(std::string_view text, std::string* error);

// The word of an event kind in the format ("move", "key-down", ...).
std::string_view input_kind_word(InputKind kind);

}  // namespace tafl::core
