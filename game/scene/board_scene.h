// board_scene.h: the board as a scene. Builds the board, piece, hit-area and highlight entities
// from a position, and turns the engine's move results into animations (slides, trails, capture
// flashes and dust, escape light, king topple, announcement markers). It reads the engine's
// answers and never changes game state: the Position is only ever taken by const reference.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "scene/systems.h"
#include "taflbord/position.h"

namespace tafl::scene {

// Durations of the board's animations at speed 1, in milliseconds (the painted-look issue).
inline constexpr TimeMs kMoveMs = 200;        // a piece slides to its square
inline constexpr TimeMs kTrailMs = 350;       // the faint trail behind it fades
inline constexpr TimeMs kCaptureMs = 400;     // flash and dissolve, from the mover's arrival
inline constexpr TimeMs kFlashRiseMs = 100;   // the enclosing pieces light up, then fade
inline constexpr TimeMs kEscapeMs = 600;      // the light burst at the escape square
inline constexpr TimeMs kToppleMs = 500;      // the captured king falls
inline constexpr TimeMs kDarkenMs = 900;      // the board darkens after the king's capture
inline constexpr TimeMs kMarkerMs = 150;      // announcement markers fade in
inline constexpr TimeMs kReducedFadeMs = 50;  // every animation under reduced motion

// The rotation of a fallen king, a quarter turn, and his scale: seen from above, a piece lying on
// its side is a narrow oval.
inline constexpr float kToppledRotation = 1.57079633f;
inline constexpr Vec2 kToppledScale{1.0f, 0.62f};
// How dark the vignette makes the board once the king is taken.
inline constexpr float kVignetteOpacity = 0.6f;

// Whether a move took a shieldwall: two or more men captured side by side in one row along an
// edge, as opposed to men taken one by one between two enemies. The sound of the move tells them
// apart.
bool shieldwall_taken(const tafl::MoveResult& result, int size);

// The board view's scene. The game builds it from the position it shows, calls apply() with
// every move result the engine returns (whoever made the move), update() every frame, and sync()
// whenever the position changes without a move (undo, load, new game).
class BoardScene {
public:
    explicit BoardScene(const tafl::Position& position, std::uint64_t seed = 0x7AF1B0D5ULL);

    // Rebuilds every entity to match the position exactly, without animation: pieces, last-move
    // marks, announcement markers, and the fallen king and darkened board of a lost game. Running
    // effects and the selection are dropped; the hovered square is kept.
    void sync(const tafl::Position& position);
    // Animates a move the engine has played: `result` as make() returned it, `announcements` the
    // flags of the position after it, `now` the time the animation starts.
    void apply(const tafl::MoveResult& result, std::uint8_t announcements, TimeMs now);
    // Advances every animation to `now`.
    void update(TimeMs now) { scene_.update(now); }
    // True while anything moves; the game may sleep until input when false.
    bool animating() const { return scene_.animating(); }

    // Highlights the selected square and its legal destinations (replacing any selection).
    void select(tafl::Square square, const std::vector<tafl::Square>& destinations);
    void clear_selection();
    tafl::Square selected() const { return selected_; }
    // Marks the squares a page points at (a rulebook diagram's), replacing earlier marks. sync()
    // clears them with everything else.
    void mark(const std::vector<tafl::Square>& squares);
    // Marks the square under the pointer; kNoSquare (or a square off the board) clears it.
    void hover(tafl::Square square);
    tafl::Square hovered() const { return hovered_; }

    // Reduced motion: every animation becomes a fade of kReducedFadeMs; no particles, no slides.
    void set_reduced_motion(bool on) { reduced_motion_ = on; }
    bool reduced_motion() const { return reduced_motion_; }
    // Speed factor of the animations (2 is twice as fast), clamped to [0.1, 10].
    void set_animation_speed(float factor);
    float animation_speed() const { return animation_speed_; }
    // The length of a move's slide and of a capture with the current settings.
    TimeMs move_duration() const;
    TimeMs capture_duration() const;

    int size() const { return size_; }
    // The piece entity on a square as the engine last said (kNoEntity when empty).
    Entity piece_at(tafl::Square square) const;
    Entity board() const { return board_; }
    // The darkening over the board after the king's capture (kNoEntity otherwise).
    Entity vignette() const { return vignette_; }
    // The square whose hit area holds the board point, or kNoSquare.
    tafl::Square square_at(Vec2 point) const;
    // The centre of a square in board units (a1's centre is (0.5, 0.5)).
    static Vec2 square_center(tafl::Square square);

    Scene& scene() { return scene_; }
    const Scene& scene() const { return scene_; }
    Registry& registry() { return scene_.registry(); }
    const Registry& registry() const { return scene_.registry(); }

private:
    bool on_board(tafl::Square square) const;
    TimeMs scaled(TimeMs ms) const;
    Entity make_piece(tafl::Piece piece, tafl::Square square);
    Entity make_sprite(SpriteId id, DrawLayer layer, Vec2 position, Vec2 scale, float opacity, int z);
    Entity make_emitter(ParticleEmitter emitter, Vec2 position);
    void set_last_move(tafl::Move move);
    void set_markers(std::uint8_t announcements, tafl::Square king_square, TimeMs start);
    void fade(Entity e, float from, float to, TimeMs start, TimeMs duration, Easing easing);
    void move_piece(const tafl::MoveResult& result, TimeMs start, TimeMs arrive);
    void dissolve(Entity victim, tafl::Square square, TimeMs arrive);
    void topple(Entity king, TimeMs arrive);
    void flash(const std::vector<tafl::Square>& squares, TimeMs arrive);
    void darken(TimeMs arrive, bool instant);
    void light_burst(tafl::Square square, TimeMs arrive);
    std::vector<tafl::Square> enclosing_squares(const tafl::MoveResult& result, tafl::Square king_square) const;
    tafl::Square king_square() const;

    Scene scene_;
    int size_ = 0;
    std::uint64_t seed_;
    std::uint64_t emitters_made_ = 0;
    bool reduced_motion_ = false;
    float animation_speed_ = 1.0f;
    std::array<Entity, tafl::kCells> pieces_{};
    Entity board_;
    Entity king_;
    Entity vignette_;
    Entity hover_;
    tafl::Square hovered_ = tafl::kNoSquare;
    tafl::Square selected_ = tafl::kNoSquare;
    std::vector<Entity> selection_;
    std::vector<Entity> marks_;
    std::vector<Entity> last_move_;
    std::vector<Entity> markers_;
};

}  // namespace tafl::scene
