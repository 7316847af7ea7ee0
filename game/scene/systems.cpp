// systems.cpp: the tween, particle and lifetime systems and the Scene that runs them.
#include "scene/systems.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tafl::scene {

namespace {

// A uniform float in [0, 1) from the top 24 bits of the generator (exact in a float).
float unit(tafl::Pcg32& rng) { return static_cast<float>(rng.next() >> 8U) * (1.0f / 16777216.0f); }

// A uniform point in the unit disc by rejection: plain arithmetic, so it replays bit for bit
// where trigonometry from the C library might not.
Vec2 in_unit_disc(tafl::Pcg32& rng) {
    for (;;) {
        const float x = 2.0f * unit(rng) - 1.0f;
        const float y = 2.0f * unit(rng) - 1.0f;
        if (x * x + y * y <= 1.0f) return {x, y};
    }
}

void emit_one(ParticleEmitter& em, Vec2 origin) {
    if (static_cast<int>(em.particles.size()) >= em.max_particles) return;
    const Vec2 offset = in_unit_disc(em.rng);
    const Vec2 kick = in_unit_disc(em.rng);
    const float shorten = em.lifetime_jitter * unit(em.rng);
    Particle p;
    p.position = {origin.x + em.spawn_radius * offset.x, origin.y + em.spawn_radius * offset.y};
    p.velocity = {em.velocity.x + em.velocity_spread * kick.x, em.velocity.y + em.velocity_spread * kick.y};
    p.lifetime = em.lifetime * (1.0f - shorten);
    em.particles.push_back(p);
}

void apply_value(Transform& t, TweenProperty property, Vec2 value) {
    switch (property) {
        case TweenProperty::Position:
            t.position = value;
            break;
        case TweenProperty::Scale:
            t.scale = value;
            break;
        case TweenProperty::Rotation:
            t.rotation = value.x;
            break;
        case TweenProperty::Opacity:
            t.opacity = value.x;
            break;
    }
}

bool emitter_done(const ParticleEmitter& em) {
    return em.started && em.simulated_until >= em.emit_until && em.particles.empty();
}

}  // namespace

// [SECTION] Tweens

float tween_progress(const Tween& tween, TimeMs now) {
    if (now < tween.start) return 0.0f;
    if (tween.duration <= 0 || now >= tween.start + tween.duration) return 1.0f;
    return static_cast<float>(static_cast<double>(now - tween.start) / static_cast<double>(tween.duration));
}

Vec2 tween_value(const Tween& tween, TimeMs now) {
    const float e = ease(tween.easing, tween_progress(tween, now));
    // std::lerp is exact at both ends: from at 0, to at 1.
    return {std::lerp(tween.from.x, tween.to.x, e), std::lerp(tween.from.y, tween.to.y, e)};
}

void run_tweens(Registry& registry, TimeMs now) {
    // A started tween, keyed so that later starts (and, on a tie, later creations) apply last.
    struct Active {
        TimeMs start;
        std::uint64_t sequence;
        Entity tween;
    };
    std::vector<Active> active;
    std::vector<Entity> dead;
    registry.each<Tween>([&](Entity e, const Tween& tw) {
        if (!registry.alive(tw.target))
            dead.push_back(e);
        else if (now >= tw.start)
            active.push_back({tw.start, tw.sequence, e});
    });
    std::sort(active.begin(), active.end(), [](const Active& a, const Active& b) {
        return a.start != b.start ? a.start < b.start : a.sequence < b.sequence;
    });
    for (const Active& a : active) {
        const Tween* tw = registry.get<Tween>(a.tween);
        if (tw == nullptr) continue;
        if (Transform* t = registry.get<Transform>(tw->target)) apply_value(*t, tw->property, tween_value(*tw, now));
        if (now >= tw->start + tw->duration) dead.push_back(a.tween);
    }
    for (Entity e : dead) registry.destroy(e);
}

// [SECTION] Particles

void step_emitter(ParticleEmitter& em, Vec2 origin, float step_seconds) {
    const bool first = !em.started;
    em.started = true;
    if (first)
        for (int i = 0; i < em.burst; ++i) emit_one(em, origin);
    if (em.simulated_until < em.emit_until && em.rate > 0.0f) {
        em.emit_debt += em.rate * step_seconds;
        while (em.emit_debt >= 1.0f) {
            em.emit_debt -= 1.0f;
            emit_one(em, origin);
        }
    }
    for (Particle& p : em.particles) {
        p.velocity.x += em.gravity.x * step_seconds;
        p.velocity.y += em.gravity.y * step_seconds;
        p.position.x += p.velocity.x * step_seconds;
        p.position.y += p.velocity.y * step_seconds;
        p.age += step_seconds;
    }
    std::erase_if(em.particles, [](const Particle& p) { return p.age >= p.lifetime; });
}

void run_particles(Registry& registry, TimeMs now) {
    constexpr float kStepSeconds = static_cast<float>(kParticleStepMs) / 1000.0f;
    std::vector<Entity> done;
    registry.each<ParticleEmitter>([&](Entity e, ParticleEmitter& em) {
        if (!em.started && em.simulated_until < em.start) em.simulated_until = em.start;
        const Transform* t = registry.get<Transform>(e);
        const Vec2 origin = t ? t->position : Vec2{};
        while (em.simulated_until + kParticleStepMs <= now) {
            step_emitter(em, origin, kStepSeconds);
            em.simulated_until += kParticleStepMs;
        }
        if (emitter_done(em)) done.push_back(e);
    });
    for (Entity e : done) registry.destroy(e);
}

// [SECTION] Lifetimes

void run_lifetimes(Registry& registry, TimeMs now) {
    std::vector<Entity> ended;
    registry.each<Lifetime>([&](Entity e, const Lifetime& life) {
        if (now >= life.until) ended.push_back(e);
    });
    for (Entity e : ended) registry.destroy(e);
}

// [SECTION] Scene

void Scene::update(TimeMs now) {
    now_ = std::max(now_, now);
    run_tweens(registry_, now_);
    run_particles(registry_, now_);
    run_lifetimes(registry_, now_);
}

bool Scene::animating() const {
    return !registry_.pool<Tween>().empty() || !registry_.pool<ParticleEmitter>().empty() ||
           !registry_.pool<Lifetime>().empty();
}

Entity Scene::add_tween(Entity target, TweenProperty property, Vec2 from, Vec2 to, TimeMs start, TimeMs duration,
                        Easing easing) {
    const Entity e = registry_.create();
    registry_.add(e, Tween{target, property, from, to, start, std::max<TimeMs>(duration, 0), easing, next_sequence_++});
    return e;
}

std::vector<Entity> Scene::tweens_of(Entity target) const {
    std::vector<std::pair<const Tween*, Entity>> found;
    registry_.each<Tween>([&](Entity e, const Tween& tw) {
        if (tw.target == target) found.emplace_back(&tw, e);
    });
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return a.first->start != b.first->start ? a.first->start < b.first->start
                                                : a.first->sequence < b.first->sequence;
    });
    std::vector<Entity> out;
    for (const auto& f : found) out.push_back(f.second);
    return out;
}

void Scene::finish_tweens(Entity target) {
    for (Entity e : tweens_of(target)) {
        const Tween* tw = registry_.get<Tween>(e);
        Transform* t = registry_.get<Transform>(target);
        if (tw && t) apply_value(*t, tw->property, tw->to);
        registry_.destroy(e);
    }
}

void Scene::cancel_tweens(Entity target) {
    for (Entity e : tweens_of(target)) registry_.destroy(e);
}

std::size_t Scene::particle_count() const {
    std::size_t n = 0;
    for (const ParticleEmitter& em : registry_.pool<ParticleEmitter>().values()) n += em.particles.size();
    return n;
}

std::vector<Entity> Scene::draw_order() const {
    // What the drawing order sorts by; the stable sort keeps ascending index within a key.
    struct Key {
        DrawLayer layer;
        int z;
        Entity e;
    };
    std::vector<Key> keys;
    registry_.each<Sprite, Transform, Layer>([&keys](Entity e, const Sprite& s, const Transform&, const Layer& l) {
        keys.push_back({l.value, s.z, e});
    });
    std::stable_sort(keys.begin(), keys.end(),
                     [](const Key& a, const Key& b) { return a.layer != b.layer ? a.layer < b.layer : a.z < b.z; });
    std::vector<Entity> out;
    out.reserve(keys.size());
    for (const Key& k : keys) out.push_back(k.e);
    return out;
}

Entity Scene::hit_test(Vec2 point) const {
    Entity found = kNoEntity;
    registry_.each<HitArea, Transform>([&](Entity e, const HitArea&, const Transform& t) {
        const float hx = 0.5f * t.scale.x, hy = 0.5f * t.scale.y;
        if (found == kNoEntity && point.x >= t.position.x - hx && point.x < t.position.x + hx &&
            point.y >= t.position.y - hy && point.y < t.position.y + hy)
            found = e;
    });
    return found;
}

}  // namespace tafl::scene
