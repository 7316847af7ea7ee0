// entity.h: the scene's entity registry and its components. Entities are generation-checked ids;
// each component type lives in its own dense pool kept in ascending entity index, so every
// iteration visits entities in the same order on every run and every machine.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include "scene/easing.h"
#include "taflbord/prng.h"
#include "taflbord/types.h"

namespace tafl::scene {

// [SECTION] Values

// Scene time in milliseconds. The game passes its clock in; the scene never reads one itself.
using TimeMs = std::int64_t;

// A point or size in board units: one square is 1 x 1, a1's bottom-left corner is (0, 0), x grows
// towards higher files and y towards higher ranks.
struct Vec2 {
    float x = 0.0f;
    float y = 0.0f;
    friend bool operator==(Vec2, Vec2) = default;
};

// A colour with straight (not premultiplied) alpha, each channel in 0..1.
struct Rgba {
    float r = 1.0f;
    float g = 1.0f;
    float b = 1.0f;
    float a = 1.0f;
    friend bool operator==(Rgba, Rgba) = default;
};

// An entity: a slot index plus the generation of the slot when the id was handed out. Destroying
// an entity bumps its slot's generation, so ids kept past that are recognised as stale.
struct Entity {
    static constexpr std::uint32_t kNullIndex = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t index = kNullIndex;
    std::uint32_t generation = 0;
    friend bool operator==(Entity, Entity) = default;
};

inline constexpr Entity kNoEntity{};

// [SECTION] Components

// Where and how an entity is drawn. A sprite is a quad of scale.x by scale.y board units centred at
// `position`, turned counter-clockwise by `rotation` radians and drawn at `opacity`.
struct Transform {
    Vec2 position;
    Vec2 scale{1.0f, 1.0f};
    float rotation = 0.0f;
    float opacity = 1.0f;
};

// The pictures the renderer knows. The scene names them; the renderer decides what they look like.
enum class SpriteId : std::uint8_t {
    Board,
    Attacker,
    Defender,
    King,
    HighlightMove,
    HighlightSelect,
    Hover,
    LastMove,
    Trail,
    Particle,
    Flash,
    LightBurst,
    Vignette,
    MarkerThreat,
    MarkerRaichi,
    MarkerTuichu,
};

// The picture of an entity, its tint and its order within its layer (higher z on top).
struct Sprite {
    SpriteId id = SpriteId::Board;
    Rgba tint;
    int z = 0;
};

// The drawing layers, back to front.
enum class DrawLayer : std::uint8_t { Board, Marks, Pieces, Effects, Overlay };

// Which layer an entity is drawn in; the renderer draws layer by layer, then by z, then by index.
struct Layer {
    DrawLayer value = DrawLayer::Board;
};

// The Transform fields a tween can drive. Scalar properties use the x of `from` and `to`.
enum class TweenProperty : std::uint8_t { Position, Scale, Rotation, Opacity };

// An animation of one property of another entity (the target) over time. Tweens are entities of
// their own so one target can have several at once; the tween system applies them in order of
// start time and creation, so a later-starting tween wins over an earlier one.
struct Tween {
    Entity target;
    TweenProperty property = TweenProperty::Position;
    Vec2 from;
    Vec2 to;
    TimeMs start = 0;
    TimeMs duration = 0;
    Easing easing = Easing::Linear;
    std::uint64_t sequence = 0;  // creation order, set by Scene::add_tween
};

// One particle of an emitter, in board units and seconds.
struct Particle {
    Vec2 position;
    Vec2 velocity;
    float age = 0.0f;
    float lifetime = 1.0f;
};

// A source of particles (dust of a captured piece, sparks of an escape). It steps in fixed time
// steps from its start with its own seeded generator, so the same seed and the same times give
// the same particles bit for bit, however the frames fall. The renderer draws an emitter entity
// as its particles (each a quad of `size` with the entity's sprite, tinted `colour` and fading
// with age), not as one quad.
struct ParticleEmitter {
    TimeMs start = 0;              // first step
    TimeMs emit_until = 0;         // no emission from this time on (the burst is always emitted)
    int burst = 0;                 // particles emitted at the first step
    float rate = 0.0f;             // further particles per second while emitting
    float lifetime = 0.5f;         // seconds a particle lives
    float lifetime_jitter = 0.0f;  // fraction of the lifetime taken off at random, 0..1
    float spawn_radius = 0.0f;     // particles start within this distance of the emitter
    Vec2 velocity;                 // mean velocity, board units per second
    float velocity_spread = 0.0f;  // random velocity added, up to this length
    Vec2 gravity;                  // acceleration, board units per second squared
    Rgba colour;
    float size = 0.1f;       // board units
    int max_particles = 64;  // never more alive at once
    tafl::Pcg32 rng{0};
    // Simulation state, advanced by the particle system only.
    TimeMs simulated_until = 0;
    bool started = false;
    float emit_debt = 0.0f;
    std::vector<Particle> particles;
};

// A board square an entity answers for when the pointer is over it.
struct HitArea {
    tafl::Square square = tafl::kNoSquare;
};

// An entity that removes itself at a given time (effects that end).
struct Lifetime {
    TimeMs until = 0;
};

// A piece on the board as the engine last said, with its square (the picture may still be moving).
struct PieceInfo {
    tafl::Piece piece = tafl::Piece::Empty;
    tafl::Square square = tafl::kNoSquare;
};

// The announcements the overlay shows (one flag of tafl::Announcement each).
enum class MarkerKind : std::uint8_t { KingThreatened, Raichi, Tuichu };

// An announcement for the overlay to read: what it is and the square it concerns (the king's).
struct Marker {
    MarkerKind kind = MarkerKind::KingThreatened;
    tafl::Square square = tafl::kNoSquare;
};

// [SECTION] Component pool

// Dense storage of one component type: a sparse index from entity slot to dense position, and
// the dense arrays kept sorted by slot index so iteration order never depends on insertion order.
template <class T>
class ComponentPool {
public:
    bool contains(std::uint32_t index) const { return index < sparse_.size() && sparse_[index] != kAbsent; }
    T* find(std::uint32_t index) { return contains(index) ? &values_[sparse_[index]] : nullptr; }
    const T* find(std::uint32_t index) const { return contains(index) ? &values_[sparse_[index]] : nullptr; }

    // Adds or replaces the component of `e`.
    T& insert(Entity e, T value) {
        if (contains(e.index)) return values_[sparse_[e.index]] = std::move(value);
        if (sparse_.size() <= e.index) sparse_.resize(std::size_t{e.index} + 1, kAbsent);
        auto at = std::lower_bound(entities_.begin(), entities_.end(), e.index,
                                   [](Entity a, std::uint32_t i) { return a.index < i; });
        const auto pos = static_cast<std::size_t>(at - entities_.begin());
        entities_.insert(at, e);
        values_.insert(values_.begin() + static_cast<std::ptrdiff_t>(pos), std::move(value));
        reindex_from(pos);
        return values_[pos];
    }

    bool erase(std::uint32_t index) {
        if (!contains(index)) return false;
        const std::size_t pos = sparse_[index];
        entities_.erase(entities_.begin() + static_cast<std::ptrdiff_t>(pos));
        values_.erase(values_.begin() + static_cast<std::ptrdiff_t>(pos));
        sparse_[index] = kAbsent;
        reindex_from(pos);
        return true;
    }

    void clear() {
        sparse_.clear();
        entities_.clear();
        values_.clear();
    }

    std::size_t size() const { return entities_.size(); }
    bool empty() const { return entities_.empty(); }
    // The owners, in ascending slot index; values()[i] belongs to entities()[i].
    const std::vector<Entity>& entities() const { return entities_; }
    std::vector<T>& values() { return values_; }
    const std::vector<T>& values() const { return values_; }

private:
    static constexpr std::uint32_t kAbsent = std::numeric_limits<std::uint32_t>::max();

    void reindex_from(std::size_t pos) {
        for (std::size_t i = pos; i < entities_.size(); ++i)
            sparse_[entities_[i].index] = static_cast<std::uint32_t>(i);
    }

    std::vector<std::uint32_t> sparse_;
    std::vector<Entity> entities_;
    std::vector<T> values_;
};

// [SECTION] Registry

// Owns every entity and its components. Single-threaded; ids are reused slot by slot (most
// recently freed first) with a new generation, so the sequence of ids is itself deterministic.
class Registry {
public:
    Entity create();
    // Destroys `e` and all its components; a stale or null id is ignored.
    void destroy(Entity e);
    // Destroys every entity; every id handed out so far becomes stale.
    void clear();
    bool alive(Entity e) const {
        return e.index < generations_.size() && alive_[e.index] != 0 && generations_[e.index] == e.generation;
    }
    // Number of live entities.
    std::size_t size() const { return live_; }

    // Adds (or replaces) a component of a live entity; throws std::invalid_argument on a stale id.
    template <class T>
    T& add(Entity e, T value = T{}) {
        if (!alive(e)) throw std::invalid_argument("scene: component added to a stale entity");
        return pool<T>().insert(e, std::move(value));
    }
    template <class T>
    bool remove(Entity e) {
        return alive(e) && pool<T>().erase(e.index);
    }
    template <class T>
    T* get(Entity e) {
        return alive(e) ? pool<T>().find(e.index) : nullptr;
    }
    template <class T>
    const T* get(Entity e) const {
        return alive(e) ? pool<T>().find(e.index) : nullptr;
    }
    template <class T>
    bool has(Entity e) const {
        return alive(e) && pool<T>().contains(e.index);
    }

    template <class T>
    ComponentPool<T>& pool() {
        return std::get<ComponentPool<T>>(pools_);
    }
    template <class T>
    const ComponentPool<T>& pool() const {
        return std::get<ComponentPool<T>>(pools_);
    }

    // Calls fn(entity, T&, Others&...) for every entity holding all the named components, in
    // ascending index. fn may change component values but must not add or remove components of
    // these types nor destroy entities (collect them and act after the loop).
    template <class T, class... Others, class Fn>
    void each(Fn&& fn) {
        auto& first = pool<T>();
        for (std::size_t i = 0; i < first.size(); ++i) {
            const Entity e = first.entities()[i];
            if ((pool<Others>().contains(e.index) && ...)) fn(e, first.values()[i], *pool<Others>().find(e.index)...);
        }
    }
    template <class T, class... Others, class Fn>
    void each(Fn&& fn) const {
        const auto& first = pool<T>();
        for (std::size_t i = 0; i < first.size(); ++i) {
            const Entity e = first.entities()[i];
            if ((pool<Others>().contains(e.index) && ...)) fn(e, first.values()[i], *pool<Others>().find(e.index)...);
        }
    }

    // Live entities holding all the named components, in ascending index.
    template <class T, class... Others>
    std::vector<Entity> with() const {
        std::vector<Entity> out;
        each<T, Others...>([&out](Entity e, const T&, const Others&...) { out.push_back(e); });
        return out;
    }

private:
    using Pools = std::tuple<ComponentPool<Transform>, ComponentPool<Sprite>, ComponentPool<Layer>,
                             ComponentPool<Tween>, ComponentPool<ParticleEmitter>, ComponentPool<HitArea>,
                             ComponentPool<Lifetime>, ComponentPool<PieceInfo>, ComponentPool<Marker>>;

    Pools pools_;
    std::vector<std::uint32_t> generations_;
    std::vector<std::uint8_t> alive_;
    std::vector<std::uint32_t> free_;
    std::size_t live_ = 0;
};

}  // namespace tafl::scene
