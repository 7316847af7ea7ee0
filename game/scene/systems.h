// systems.h: the systems that advance the scene each frame (tweens, particles, lifetimes) and
// Scene, the registry with its clock. Everything is a function of the times passed in: the same
// calls give the same picture, and the game loop may sleep whenever animating() is false.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "scene/entity.h"

namespace tafl::scene {

// The particle system's fixed step: particles advance in whole steps of this length from their
// emitter's start, whatever the frame times.
inline constexpr TimeMs kParticleStepMs = 8;

// Progress of a tween at `now`, 0 before its start and 1 from its end on (1 for zero duration).
float tween_progress(const Tween& tween, TimeMs now);
// The eased value of a tween at `now`: exactly `from` at progress 0 and exactly `to` at 1.
Vec2 tween_value(const Tween& tween, TimeMs now);

// Applies every started tween to its target's Transform (later starts win) and destroys tweens
// that have finished, after writing their final value, and tweens whose target is gone.
void run_tweens(Registry& registry, TimeMs now);
// Advances every emitter in fixed steps up to `now` and destroys emitters that are done (no
// emission left and no particle alive).
void run_particles(Registry& registry, TimeMs now);
// Destroys entities whose Lifetime has ended.
void run_lifetimes(Registry& registry, TimeMs now);
// One fixed step of an emitter whose entity stands at `origin`: emission, motion, ageing.
void step_emitter(ParticleEmitter& emitter, Vec2 origin, float step_seconds);

// The registry plus the scene clock. The game calls update() once per frame with its clock and
// reads the components to draw; nothing here knows the rules of the game.
class Scene {
public:
    Registry& registry() { return registry_; }
    const Registry& registry() const { return registry_; }
    TimeMs now() const { return now_; }

    // Runs the tween, particle and lifetime systems up to `now` (time never runs backwards: an
    // earlier time is treated as the current one).
    void update(TimeMs now);
    // True while any tween, particle emitter or timed effect is alive.
    bool animating() const;

    // Creates a tween entity driving `property` of `target`.
    Entity add_tween(Entity target, TweenProperty property, Vec2 from, Vec2 to, TimeMs start, TimeMs duration,
                     Easing easing);
    // Ends every tween of `target` at once, leaving the target at their final values.
    void finish_tweens(Entity target);
    // Removes every tween of `target`, leaving the target where it is.
    void cancel_tweens(Entity target);

    // Particles alive in all emitters.
    std::size_t particle_count() const;
    // Entities with a Transform, a Sprite and a Layer in drawing order: by layer, z, then index.
    std::vector<Entity> draw_order() const;
    // The live entity whose HitArea contains `point` (a square of its Transform's scale), or
    // kNoEntity.
    Entity hit_test(Vec2 point) const;

    // Destroys every entity (ids become stale); the clock is kept.
    void clear() { registry_.clear(); }

private:
    std::vector<Entity> tweens_of(Entity target) const;

    Registry registry_;
    TimeMs now_ = 0;
    std::uint64_t next_sequence_ = 0;
};

}  // namespace tafl::scene
