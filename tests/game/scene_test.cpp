// scene_test.cpp: the board scene without a window: the entity registry, easing curves, tweens,
// particle determinism and bounds, and the animations BoardScene spawns from real move results of
// the engine (moves, captures, escape, king capture, reduced motion, sync after undo).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <vector>

#include "scene/board_scene.h"
#include "scene/easing.h"
#include "scene/entity.h"
#include "scene/systems.h"
#include "test_support.h"

namespace tafl::scene {
namespace {

using test::compile;
using test::drawn;
using test::play;
using test::sq;

// [SECTION] Helpers

std::vector<std::uint32_t> indices_of(const std::vector<Entity>& entities) {
    std::vector<std::uint32_t> out(entities.size());
    std::transform(entities.begin(), entities.end(), out.begin(), [](Entity e) { return e.index; });
    return out;
}

std::vector<Entity> sprites(const BoardScene& bs, SpriteId id) {
    std::vector<Entity> out;
    bs.registry().each<Sprite>([&](Entity e, const Sprite& s) {
        if (s.id == id) out.push_back(e);
    });
    return out;
}

int count_pieces(const BoardScene& bs, Piece kind) {
    int n = 0;
    bs.registry().each<PieceInfo>([&](Entity, const PieceInfo& p) { n += p.piece == kind ? 1 : 0; });
    return n;
}

// A component that must be there (throws otherwise, which fails the test).
template <class T>
const T& component(const Registry& reg, Entity e) {
    const T* c = reg.get<T>(e);
    if (c == nullptr) throw std::logic_error("missing component");
    return *c;
}
template <class T>
const T& component(const BoardScene& bs, Entity e) {
    return component<T>(bs.registry(), e);
}

Vec2 position_of(const BoardScene& bs, Entity e) { return component<Transform>(bs, e).position; }

// Every piece of the position has exactly one entity, on its square, at rest; nothing else does.
void expect_layout(const BoardScene& bs, const Position& pos) {
    std::size_t pieces = 0;
    for (Square s : pos.rules().squares()) {
        const Entity e = bs.piece_at(s);
        if (!is_piece(pos.at(s))) {
            EXPECT_EQ(e, kNoEntity) << square_name(s);
            continue;
        }
        ++pieces;
        ASSERT_NE(e, kNoEntity) << square_name(s);
        ASSERT_TRUE(bs.registry().has<PieceInfo>(e));
        const PieceInfo& info = component<PieceInfo>(bs, e);
        EXPECT_EQ(info.piece, pos.at(s)) << square_name(s);
        EXPECT_EQ(info.square, s);
        const Transform& t = component<Transform>(bs, e);
        EXPECT_EQ(t.position, BoardScene::square_center(s)) << square_name(s);
        EXPECT_EQ(t.rotation, 0.0f);
        EXPECT_EQ(t.opacity, 1.0f);
    }
    EXPECT_EQ(bs.registry().pool<PieceInfo>().size(), pieces);
}

// Updates in 16 ms frames from `from` until nothing animates; returns that time (or from + limit).
TimeMs run_until_idle(BoardScene& bs, TimeMs from, TimeMs limit = 5000) {
    for (TimeMs t = from; t <= from + limit; t += 16) {
        bs.update(t);
        if (!bs.animating()) return t;
    }
    return from + limit;
}

// Brandubh: the attacker c7-c4 takes the defender on c3 against the attacker on c2.
const char* kCaptureBoard = R"(
    X.a...X
    .....K.
    .......
    ...+...
    ..d....
    ..a....
    X.....X)";

// Brandubh: the king on b1 reaches the corner a1.
const char* kEscapeBoard = R"(
    X.....X
    ...a...
    .......
    ...+...
    .......
    .......
    XK....X)";

// Brandubh: the attacker g2-g5 takes the king on f5 against the attacker on e5.
const char* kKingCaptureBoard = R"(
    X.....X
    .......
    ....aK.
    ...+...
    .......
    .d....a
    X.....X)";

// [SECTION] Registry

TEST(Registry, StaleIdsAndComponents) {
    Registry reg;
    const Entity a = reg.create(), b = reg.create();
    EXPECT_TRUE(reg.alive(a) && reg.alive(b) && a != b);
    reg.add(a, HitArea{sq("c3")});
    reg.add(a, HitArea{sq("d4")});  // replaces
    EXPECT_EQ(component<HitArea>(reg, a).square, sq("d4"));
    EXPECT_FALSE(reg.has<Sprite>(a));
    reg.destroy(a);  // with its components
    EXPECT_FALSE(reg.alive(a));
    EXPECT_TRUE(reg.pool<HitArea>().empty());
    EXPECT_EQ(reg.size(), 1u);
    const Entity c = reg.create();  // a's slot with a new generation
    EXPECT_TRUE(c.index == a.index && c.generation != a.generation);
    EXPECT_FALSE(reg.alive(a));
    reg.destroy(a);  // stale: must not touch c
    EXPECT_TRUE(reg.alive(c));
    EXPECT_FALSE(reg.alive(kNoEntity));
    EXPECT_THROW(reg.add(a, Transform{}), std::invalid_argument);
    EXPECT_EQ(reg.get<Transform>(a), nullptr);
    reg.add(c, Transform{});
    EXPECT_FALSE(reg.remove<Transform>(a));
    EXPECT_TRUE(reg.remove<Transform>(c));
    EXPECT_FALSE(reg.has<Transform>(c));
    reg.add(c, Transform{});
    reg.clear();  // every id handed out so far goes stale
    EXPECT_FALSE(reg.alive(b) || reg.alive(c));
    EXPECT_EQ(reg.size(), 0u);
    EXPECT_TRUE(reg.pool<Transform>().empty());
    EXPECT_EQ(reg.create().index, 0u);  // slots are handed out again from the lowest
}

TEST(Registry, IterationIsByIndexWhateverTheOrderOfInsertion) {
    auto build = [] {
        Registry reg;
        std::vector<Entity> es;
        for (int i = 0; i < 6; ++i) es.push_back(reg.create());
        for (int i : {4, 1, 5, 0, 3, 2}) reg.add(es[static_cast<std::size_t>(i)], HitArea{i});
        for (int i : {5, 2, 0}) reg.add(es[static_cast<std::size_t>(i)], Transform{});
        reg.remove<HitArea>(es[3]);
        reg.destroy(es[1]);
        const Entity again = reg.create();  // slot 1 again, added last
        reg.add(again, HitArea{10});
        reg.add(again, Transform{});
        return reg;
    };
    const Registry a = build(), b = build();
    EXPECT_EQ(indices_of(a.with<HitArea>()), (std::vector<std::uint32_t>{0, 1, 2, 4, 5}));
    EXPECT_EQ(indices_of(a.with<HitArea, Transform>()), (std::vector<std::uint32_t>{0, 1, 2, 5}));
    std::vector<Square> squares;
    a.each<HitArea>([&](Entity, const HitArea& h) { squares.push_back(h.square); });
    EXPECT_EQ(squares, (std::vector<Square>{0, 10, 2, 4, 5}));
    EXPECT_EQ(a.with<HitArea>(), b.with<HitArea>());
}

// [SECTION] Easing

TEST(Easing, EndpointsAreExactAndInOutCurvesSymmetric) {
    for (Easing e : kAllEasings) {
        EXPECT_EQ(ease(e, 0.0f), 0.0f) << easing_id(e);
        EXPECT_EQ(ease(e, 1.0f), 1.0f) << easing_id(e);
        EXPECT_EQ(ease(e, -0.5f), 0.0f) << easing_id(e);
        EXPECT_EQ(ease(e, 3.0f), 1.0f) << easing_id(e);
    }
    EXPECT_FLOAT_EQ(ease(Easing::QuadInOut, 0.5f), 0.5f);
    for (float t : {0.1f, 0.3f, 0.45f}) {
        EXPECT_NEAR(ease(Easing::QuadIn, t), 1.0f - ease(Easing::QuadOut, 1.0f - t), 1e-6f);
        EXPECT_NEAR(ease(Easing::CubicInOut, t), 1.0f - ease(Easing::CubicInOut, 1.0f - t), 1e-6f);
    }
}

TEST(Easing, MonotoneCurvesNeverDecreaseAndOthersOvershoot) {
    for (Easing e : kAllEasings) {
        float previous = 0.0f, highest = 0.0f;
        bool monotone = true;
        for (int i = 0; i <= 1000; ++i) {
            const float v = ease(e, static_cast<float>(i) / 1000.0f);
            if (v < previous) monotone = false;
            previous = v;
            highest = std::max(highest, v);
        }
        EXPECT_EQ(monotone, is_monotone(e)) << easing_id(e);
        if (is_monotone(e)) {
            EXPECT_LE(highest, 1.0f) << easing_id(e);
        } else {
            EXPECT_GT(highest, 1.0f) << easing_id(e);
        }
    }
}

// [SECTION] Tweens

TEST(Tween, ProgressAndCompletionAtExactTimes) {
    Scene scene;
    Registry& reg = scene.registry();
    const Entity e = reg.create();
    reg.add(e, Transform{});
    const Entity tw = scene.add_tween(e, TweenProperty::Position, {0.1f, 0.7f}, {4.3f, 0.7f}, 100, 200, Easing::Linear);
    EXPECT_TRUE(scene.animating());
    scene.update(50);  // not started: the target is untouched
    EXPECT_EQ(component<Transform>(reg, e).position, (Vec2{0.0f, 0.0f}));
    scene.update(100);
    EXPECT_EQ(component<Transform>(reg, e).position, (Vec2{0.1f, 0.7f}));
    EXPECT_FLOAT_EQ(tween_progress(component<Tween>(reg, tw), 200), 0.5f);
    scene.update(200);
    EXPECT_FLOAT_EQ(component<Transform>(reg, e).position.x, 2.2f);
    scene.update(299);
    EXPECT_TRUE(reg.alive(tw));
    scene.update(300);
    EXPECT_EQ(component<Transform>(reg, e).position, (Vec2{4.3f, 0.7f}));
    EXPECT_FALSE(reg.alive(tw));
    EXPECT_FALSE(scene.animating());
}

TEST(Tween, SkippedFramesFinishingAndGoneTargets) {
    Scene scene;
    Registry& reg = scene.registry();
    const Entity e = reg.create(), f = reg.create(), g = reg.create();
    for (Entity x : {e, f, g}) reg.add(x, Transform{});
    // A flash: up, then down, the second tween starting where the first ends.
    scene.add_tween(e, TweenProperty::Opacity, {0.0f, 0}, {0.9f, 0}, 0, 100, Easing::QuadOut);
    scene.add_tween(e, TweenProperty::Opacity, {0.9f, 0}, {0.0f, 0}, 100, 300, Easing::QuadIn);
    scene.add_tween(f, TweenProperty::Scale, {1, 1}, {3, 2}, 0, 1000, Easing::CubicOut);
    const Entity tg = scene.add_tween(g, TweenProperty::Rotation, {0, 0}, {1, 0}, 0, 1000, Easing::Linear);
    scene.update(50);
    EXPECT_GT(component<Transform>(reg, e).opacity, 0.0f);
    scene.finish_tweens(f);  // snaps to the end at once
    EXPECT_EQ(component<Transform>(reg, f).scale, (Vec2{3, 2}));
    reg.destroy(g);      // its tween goes with the next update
    scene.update(1000);  // one long frame past both flash tweens
    EXPECT_EQ(component<Transform>(reg, e).opacity, 0.0f);
    EXPECT_FALSE(reg.alive(tg));
    EXPECT_FALSE(scene.animating());
}

// [SECTION] Particles

// A fountain: a burst, then a steady stream until 300 ms, falling back under gravity.
ParticleEmitter fountain(std::uint64_t seed) {
    ParticleEmitter em;
    em.start = 20;
    em.emit_until = 300;
    em.burst = 10;
    em.rate = 200.0f;
    em.lifetime = 0.3f;
    em.lifetime_jitter = 0.5f;
    em.spawn_radius = 0.2f;
    em.velocity = {0.5f, 1.0f};
    em.velocity_spread = 2.0f;
    em.gravity = {0.0f, -3.0f};
    em.rng = tafl::Pcg32(seed);
    return em;
}

std::vector<Particle> simulate(std::uint64_t seed, const std::vector<TimeMs>& frames) {
    Scene scene;
    const Entity e = scene.registry().create();
    scene.registry().add(e, Transform{{3.5f, 3.5f}});
    scene.registry().add(e, fountain(seed));
    for (TimeMs t : frames) scene.update(t);
    return component<ParticleEmitter>(scene.registry(), e).particles;
}

bool same(const std::vector<Particle>& a, const std::vector<Particle>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].position != b[i].position || a[i].velocity != b[i].velocity || a[i].age != b[i].age) return false;
    return true;
}

TEST(Particles, SameSeedAndTimesGiveTheSameParticles) {
    const std::vector<Particle> smooth = simulate(42, {16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 200});
    const std::vector<Particle> choppy = simulate(42, {5, 77, 78, 150, 200});  // other frames, same end
    ASSERT_FALSE(smooth.empty());
    EXPECT_TRUE(same(smooth, choppy));
    EXPECT_TRUE(same(smooth, simulate(42, {200})));
    EXPECT_FALSE(same(smooth, simulate(43, {200})));
}

TEST(Particles, CountsAreBounded) {
    Scene scene;
    const Entity e = scene.registry().create();
    scene.registry().add(e, Transform{});
    ParticleEmitter em = fountain(1);
    em.rate = 100000.0f;
    em.burst = 500;
    em.max_particles = 50;
    scene.registry().add(e, std::move(em));
    std::size_t most = 0;
    for (TimeMs t = 0; t <= 300; t += 7) {
        scene.update(t);
        EXPECT_LE(scene.particle_count(), 50u);
        most = std::max(most, scene.particle_count());
    }
    EXPECT_EQ(most, 50u);
}

TEST(Particles, AnimatingEndsWithTheLastEffect) {
    Scene scene;
    Registry& reg = scene.registry();
    const Entity dust = reg.create();
    reg.add(dust, Transform{});
    ParticleEmitter em = fountain(9);
    em.emit_until = em.start;  // a burst only
    reg.add(dust, std::move(em));
    const Entity glow = reg.create();
    reg.add(glow, Transform{});
    reg.add(glow, Lifetime{700});
    scene.add_tween(glow, TweenProperty::Opacity, {1, 0}, {0, 0}, 0, 500, Easing::Linear);
    TimeMs idle = -1;
    for (TimeMs t = 0; t <= 2000 && idle < 0; t += 16) {
        scene.update(t);
        if (!scene.animating()) idle = t;
    }
    EXPECT_GE(idle, 700);
    EXPECT_LE(idle, 716);
    EXPECT_FALSE(reg.alive(dust));
    EXPECT_FALSE(reg.alive(glow));
    EXPECT_EQ(reg.size(), 0u);
}

// [SECTION] Board scene

TEST(BoardScene, EveryPresetStartHasItsPieces) {
    for (const Variant* v : test::shipped_variants().all()) {
        SCOPED_TRACE(v->id);
        const Position pos(compile(v->rules));
        const BoardScene bs(pos);
        EXPECT_EQ(count_pieces(bs, Piece::Attacker), pos.piece_count(Piece::Attacker));
        EXPECT_EQ(count_pieces(bs, Piece::Defender), pos.piece_count(Piece::Defender));
        EXPECT_EQ(count_pieces(bs, Piece::King), 1);
        EXPECT_EQ(bs.registry().pool<HitArea>().size(), static_cast<std::size_t>(pos.size() * pos.size()));
        EXPECT_EQ(sprites(bs, SpriteId::Board).size(), 1u);
        expect_layout(bs, pos);
        EXPECT_FALSE(bs.animating());
    }
}

TEST(BoardScene, AMoveSlidesThePieceAndEndsExactlyOnItsSquare) {
    Position pos(compile(test::preset_rules("brandubh")));
    BoardScene bs(pos);
    MoveList moves;
    pos.legal_moves(moves);
    const Move m = moves[0];
    const Entity piece = bs.piece_at(m.from);
    const MoveResult r = pos.make(m);
    bs.apply(r, pos.announcements(), 1000);
    EXPECT_EQ(bs.piece_at(m.to), piece);
    EXPECT_EQ(bs.piece_at(m.from), kNoEntity);
    EXPECT_EQ(component<PieceInfo>(bs, piece).square, m.to);
    EXPECT_EQ(position_of(bs, piece), BoardScene::square_center(m.from));
    EXPECT_EQ(sprites(bs, SpriteId::Trail).size(), 1u);
    EXPECT_EQ(sprites(bs, SpriteId::LastMove).size(), 2u);
    const TimeMs d = bs.move_duration();
    EXPECT_GE(d, 150);
    EXPECT_LE(d, 250);
    bs.update(1000 + d / 2);
    const Vec2 a = BoardScene::square_center(m.from), b = BoardScene::square_center(m.to), mid = position_of(bs, piece);
    EXPECT_TRUE(mid != a && mid != b);  // on its way, between the two squares
    EXPECT_TRUE(std::min(a.x, b.x) <= mid.x && mid.x <= std::max(a.x, b.x));
    EXPECT_TRUE(std::min(a.y, b.y) <= mid.y && mid.y <= std::max(a.y, b.y));
    bs.update(1000 + d);
    EXPECT_EQ(position_of(bs, piece), b);
    EXPECT_LT(run_until_idle(bs, 1000 + d), 1000 + 1000);
    EXPECT_TRUE(sprites(bs, SpriteId::Trail).empty());
    expect_layout(bs, pos);
}

TEST(BoardScene, ACaptureFlashesTheFlanksAndDissolvesTheVictim) {
    Position pos = drawn("brandubh", kCaptureBoard, Side::Attackers);
    BoardScene bs(pos);
    const Entity victim = bs.piece_at(sq("c3"));
    const MoveResult r = play(pos, "c7-c4");
    ASSERT_EQ(test::captured(r), (std::vector<std::string>{"c3"}));
    bs.apply(r, pos.announcements(), 0);
    EXPECT_EQ(bs.piece_at(sq("c3")), kNoEntity);
    EXPECT_TRUE(bs.registry().alive(victim));  // still shown until the mover arrives and it breaks
    std::vector<Vec2> flashes;
    for (Entity e : sprites(bs, SpriteId::Flash)) flashes.push_back(position_of(bs, e));
    EXPECT_EQ(flashes, (std::vector<Vec2>{BoardScene::square_center(sq("c2")), BoardScene::square_center(sq("c4"))}));

    const TimeMs arrive = bs.move_duration(), end = arrive + bs.capture_duration();
    EXPECT_GE(bs.capture_duration(), 350);
    EXPECT_LE(bs.capture_duration(), 450);
    bs.update(arrive + 40);
    EXPECT_GT(bs.scene().particle_count(), 0u);
    EXPECT_LT(component<Transform>(bs, victim).opacity, 1.0f);
    bs.update(end);
    EXPECT_FALSE(bs.registry().alive(victim));
    EXPECT_TRUE(sprites(bs, SpriteId::Flash).empty());
    EXPECT_LT(run_until_idle(bs, end), end + 1000);
    EXPECT_EQ(bs.scene().particle_count(), 0u);
    expect_layout(bs, pos);
}

// A shieldwall (its own sound) is a row of men taken side by side along an edge; men taken one by
// one, or apart, or off the edge, are captures.
TEST(BoardScene, AShieldwallIsARowTakenAlongTheEdge) {
    const char* row = R"(
            X . . . . . . . . . . . X
            . . . . . . . . . . . . .
            . . . . . . . . . . K . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . + . . . . . .
            . . . . . . . . . . . . .
            . . . a . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . a a a a . . . . .
            X . . . d d d d a . . . X
        )";
    Position wall = drawn("koenigszabel", row, Side::Attackers, {{"shieldwall", "weak"}});
    const MoveResult taken = play(wall, "d5-d1");
    ASSERT_EQ(test::captured(taken), (std::vector<std::string>{"e1", "f1", "g1", "h1"}));
    EXPECT_TRUE(shieldwall_taken(taken, wall.size()));

    Position one = drawn("brandubh", kCaptureBoard, Side::Attackers);
    EXPECT_FALSE(shieldwall_taken(play(one, "c7-c4"), one.size()));
    auto result = [](std::initializer_list<const char*> squares) {
        MoveResult r;
        for (const char* s : squares) r.captured[r.capture_count++] = static_cast<std::int16_t>(sq(s));
        return r;
    };
    EXPECT_FALSE(shieldwall_taken(result({"d1", "f1"}), 7));  // one each side of the mover
    EXPECT_FALSE(shieldwall_taken(result({"c3", "d3"}), 7));  // side by side, off the edge
    EXPECT_TRUE(shieldwall_taken(result({"g3", "g4", "g5"}), 7));
}

TEST(BoardScene, ReducedMotionIsAQuickFadeWithoutParticles) {
    Position pos = drawn("brandubh", kCaptureBoard, Side::Attackers);
    BoardScene bs(pos);
    bs.set_reduced_motion(true);
    const Entity victim = bs.piece_at(sq("c3"));
    const Entity mover = bs.piece_at(sq("c7"));
    bs.apply(play(pos, "c7-c4"), pos.announcements(), 500);
    EXPECT_EQ(position_of(bs, mover), BoardScene::square_center(sq("c4")));
    EXPECT_TRUE(sprites(bs, SpriteId::Trail).empty());
    for (TimeMs t = 500; t <= 560; t += 4) {
        bs.update(t);
        EXPECT_TRUE(bs.registry().pool<ParticleEmitter>().empty());
    }
    EXPECT_FALSE(bs.animating());
    EXPECT_FALSE(bs.registry().alive(victim));
    expect_layout(bs, pos);
}

TEST(BoardScene, SyncAfterUnmakeRestoresTheLayout) {
    Position pos = drawn("brandubh", kCaptureBoard, Side::Attackers);
    BoardScene bs(pos);
    const Entity before = bs.piece_at(sq("c7"));
    bs.apply(play(pos, "c7-c4"), pos.announcements(), 0);
    bs.update(90);  // mid-slide
    pos.unmake();
    bs.sync(pos);
    EXPECT_FALSE(bs.animating());
    EXPECT_FALSE(bs.registry().alive(before));  // rebuilt: earlier ids are stale
    EXPECT_TRUE(sprites(bs, SpriteId::Flash).empty());
    EXPECT_TRUE(sprites(bs, SpriteId::LastMove).empty());
    expect_layout(bs, pos);
    // Replaying after the sync animates again from the restored picture.
    bs.apply(play(pos, "c7-c4"), pos.announcements(), 100);
    run_until_idle(bs, 100);
    expect_layout(bs, pos);
}

TEST(BoardScene, KingEscapeBurstsLightAtTheCorner) {
    Position pos = drawn("brandubh", kEscapeBoard, Side::Defenders);
    BoardScene bs(pos);
    const MoveResult r = play(pos, "b1-a1");
    ASSERT_EQ(r.reason, Reason::Escape);
    bs.apply(r, pos.announcements(), 0);
    const std::vector<Entity> bursts = sprites(bs, SpriteId::LightBurst);
    ASSERT_EQ(bursts.size(), 1u);
    EXPECT_EQ(position_of(bs, bursts[0]), BoardScene::square_center(sq("a1")));
    EXPECT_EQ(bs.registry().pool<ParticleEmitter>().size(), 1u);
    bs.update(bs.move_duration() + 50);
    EXPECT_GT(component<Transform>(bs, bursts[0]).scale.x, 0.5f);
    EXPECT_GT(bs.scene().particle_count(), 0u);
    run_until_idle(bs, bs.move_duration() + 50);
    EXPECT_FALSE(bs.animating());
    EXPECT_TRUE(sprites(bs, SpriteId::LightBurst).empty());
    expect_layout(bs, pos);
}

TEST(BoardScene, KingCaptureTopplesTheKingAndDarkensTheBoard) {
    Position pos = drawn("brandubh", kKingCaptureBoard, Side::Attackers);
    BoardScene bs(pos);
    const Entity king = bs.piece_at(sq("f5"));
    const MoveResult r = play(pos, "g2-g5");
    ASSERT_TRUE(r.king_captured());
    bs.apply(r, pos.announcements(), 0);
    EXPECT_EQ(count_pieces(bs, Piece::King), 0);
    ASSERT_NE(bs.vignette(), kNoEntity);
    // The captors flash: the mover on g5 and the attacker on e5.
    EXPECT_EQ(sprites(bs, SpriteId::Flash).size(), 2u);
    run_until_idle(bs, 0);
    ASSERT_TRUE(bs.registry().alive(king));  // fallen, still in the picture
    EXPECT_EQ(component<Transform>(bs, king).rotation, kToppledRotation);
    EXPECT_EQ(component<Transform>(bs, king).scale, kToppledScale) << "a fallen piece lies on its side";
    EXPECT_EQ(component<Transform>(bs, bs.vignette()).opacity, kVignetteOpacity);
    expect_layout(bs, pos);
    // A loaded lost game shows the same picture at once.
    BoardScene loaded(pos);
    ASSERT_NE(loaded.vignette(), kNoEntity);
    EXPECT_EQ(component<Transform>(loaded, loaded.vignette()).opacity, kVignetteOpacity);
    EXPECT_EQ(sprites(loaded, SpriteId::King).size(), 1u);
    EXPECT_FALSE(loaded.animating());
}

TEST(BoardScene, AnnouncementsBecomeMarkersOnTheKing) {
    Position pos = drawn("brandubh", kCaptureBoard, Side::Attackers);
    BoardScene bs(pos);
    bs.apply(play(pos, "c7-c4"), kKingThreatened | kRaichi, 0);
    std::vector<MarkerKind> kinds;
    bs.registry().each<Marker>([&](Entity, const Marker& m) {
        kinds.push_back(m.kind);
        EXPECT_EQ(m.square, sq("f6"));
    });
    std::sort(kinds.begin(), kinds.end());
    EXPECT_EQ(kinds, (std::vector<MarkerKind>{MarkerKind::KingThreatened, MarkerKind::Raichi}));
    // The renderer's order: board first, then layer by layer, z within a layer.
    bs.update(250);
    const std::vector<Entity> order = bs.scene().draw_order();
    ASSERT_FALSE(order.empty());
    EXPECT_EQ(order.front(), bs.board());
    for (std::size_t i = 1; i < order.size(); ++i) {
        const Layer a = component<Layer>(bs, order[i - 1]), b = component<Layer>(bs, order[i]);
        EXPECT_TRUE(a.value < b.value ||
                    (a.value == b.value && component<Sprite>(bs, order[i - 1]).z <= component<Sprite>(bs, order[i]).z));
    }
    bs.apply(play(pos, "f6-f7"), kTuichu, 1000);
    ASSERT_EQ(bs.registry().pool<Marker>().size(), 1u);
    EXPECT_EQ(bs.registry().pool<Marker>().values()[0].kind, MarkerKind::Tuichu);
    EXPECT_EQ(bs.registry().pool<Marker>().values()[0].square, sq("f7"));
}

TEST(BoardScene, SelectionHoverHitAreasAndSettings) {
    const Position pos(compile(test::preset_rules("brandubh")));
    BoardScene bs(pos);
    bs.select(sq("d2"), {sq("c2"), sq("b2"), sq("e2")});
    EXPECT_EQ(bs.selected(), sq("d2"));
    EXPECT_EQ(sprites(bs, SpriteId::HighlightSelect).size(), 1u);
    EXPECT_EQ(sprites(bs, SpriteId::HighlightMove).size(), 3u);
    bs.select(sq("d6"), {sq("c6")});
    EXPECT_EQ(sprites(bs, SpriteId::HighlightMove).size(), 1u);
    bs.clear_selection();
    EXPECT_TRUE(sprites(bs, SpriteId::HighlightSelect).empty());
    EXPECT_TRUE(sprites(bs, SpriteId::HighlightMove).empty());
    EXPECT_EQ(bs.selected(), kNoSquare);

    bs.hover(sq("e5"));
    EXPECT_EQ(sprites(bs, SpriteId::Hover).size(), 1u);
    bs.hover(sq("e5"));
    EXPECT_EQ(sprites(bs, SpriteId::Hover).size(), 1u);
    bs.hover(kNoSquare);
    EXPECT_TRUE(sprites(bs, SpriteId::Hover).empty());
    EXPECT_FALSE(bs.animating());

    EXPECT_EQ(bs.square_at({0.5f, 0.5f}), sq("a1"));
    EXPECT_EQ(bs.square_at({4.2f, 1.9f}), sq("e2"));
    EXPECT_EQ(bs.square_at({6.99f, 6.99f}), sq("g7"));
    EXPECT_EQ(bs.square_at({7.5f, 1.0f}), kNoSquare);
    EXPECT_EQ(bs.square_at({-0.1f, 1.0f}), kNoSquare);

    EXPECT_EQ(bs.move_duration(), kMoveMs);
    bs.set_animation_speed(2.0f);
    EXPECT_EQ(bs.move_duration(), kMoveMs / 2);
    EXPECT_EQ(bs.capture_duration(), kCaptureMs / 2);
    bs.set_animation_speed(0.0f);
    EXPECT_FLOAT_EQ(bs.animation_speed(), 0.1f);
    bs.set_reduced_motion(true);
    EXPECT_EQ(bs.move_duration(), kReducedFadeMs);
}

}  // namespace
}  // namespace tafl::scene
