// board_scene.cpp: building the board scene from a position and spawning the animations of the
// engine's move results.
#include "scene/board_scene.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace tafl::scene {

namespace {

constexpr std::size_t at(tafl::Square sq) { return static_cast<std::size_t>(sq); }

SpriteId sprite_of(tafl::Piece piece) {
    switch (piece) {
        case tafl::Piece::Attacker:
            return SpriteId::Attacker;
        case tafl::Piece::King:
            return SpriteId::King;
        default:
            return SpriteId::Defender;
    }
}

// The colour of the dust a captured piece leaves.
Rgba dust_of(tafl::Piece piece) {
    return piece == tafl::Piece::Attacker ? Rgba{0.18f, 0.14f, 0.11f, 0.9f} : Rgba{0.93f, 0.88f, 0.76f, 0.9f};
}

constexpr Rgba kSparkColour{1.0f, 0.86f, 0.45f, 1.0f};
constexpr float kQuarterTurn = 1.57079633f;

}  // namespace

// [SECTION] Setup and settings

BoardScene::BoardScene(const tafl::Position& position, std::uint64_t seed) : seed_(seed) { sync(position); }

void BoardScene::set_animation_speed(float factor) {
    animation_speed_ = std::isfinite(factor) ? std::clamp(factor, 0.1f, 10.0f) : 1.0f;
}

TimeMs BoardScene::scaled(TimeMs ms) const {
    const auto t = static_cast<TimeMs>(std::llround(static_cast<double>(ms) / static_cast<double>(animation_speed_)));
    return std::max<TimeMs>(t, 1);
}

TimeMs BoardScene::move_duration() const { return reduced_motion_ ? kReducedFadeMs : scaled(kMoveMs); }
TimeMs BoardScene::capture_duration() const { return reduced_motion_ ? kReducedFadeMs : scaled(kCaptureMs); }

bool BoardScene::on_board(tafl::Square sq) const {
    if (sq < 0 || sq >= tafl::kCells) return false;
    const int f = tafl::file_of(sq), r = tafl::rank_of(sq);
    return f >= 0 && f < size_ && r >= 0 && r < size_;
}

Vec2 BoardScene::square_center(tafl::Square sq) {
    return {static_cast<float>(tafl::file_of(sq)) + 0.5f, static_cast<float>(tafl::rank_of(sq)) + 0.5f};
}

Entity BoardScene::piece_at(tafl::Square sq) const {
    if (sq < 0 || sq >= tafl::kCells) return kNoEntity;
    const Entity e = pieces_[at(sq)];
    return registry().alive(e) ? e : kNoEntity;
}

tafl::Square BoardScene::square_at(Vec2 point) const {
    const HitArea* hit = registry().get<HitArea>(scene_.hit_test(point));
    return hit ? hit->square : tafl::kNoSquare;
}

tafl::Square BoardScene::king_square() const {
    const PieceInfo* info = registry().get<PieceInfo>(king_);
    return info ? info->square : tafl::kNoSquare;
}

Entity BoardScene::make_sprite(SpriteId id, DrawLayer layer, Vec2 position, Vec2 scale, float opacity, int z) {
    Registry& reg = registry();
    const Entity e = reg.create();
    reg.add(e, Transform{position, scale, 0.0f, opacity});
    reg.add(e, Sprite{id, Rgba{}, z});
    reg.add(e, Layer{layer});
    return e;
}

Entity BoardScene::make_piece(tafl::Piece piece, tafl::Square sq) {
    const Entity e = make_sprite(sprite_of(piece), DrawLayer::Pieces, square_center(sq), {1.0f, 1.0f}, 1.0f,
                                 piece == tafl::Piece::King ? 1 : 0);
    registry().add(e, PieceInfo{piece, sq});
    pieces_[at(sq)] = e;
    if (piece == tafl::Piece::King) king_ = e;
    return e;
}

Entity BoardScene::make_emitter(ParticleEmitter emitter, Vec2 position) {
    // Each emitter draws from its own stream, derived from the scene's seed and a running count.
    emitter.rng = tafl::Pcg32(tafl::SplitMix64(seed_ + emitters_made_++).next());
    const Entity e = make_sprite(SpriteId::Particle, DrawLayer::Effects, position, {1.0f, 1.0f}, 1.0f, 2);
    registry().add(e, Sprite{SpriteId::Particle, emitter.colour, 2});
    registry().add(e, std::move(emitter));
    return e;
}

void BoardScene::fade(Entity e, float from, float to, TimeMs start, TimeMs duration, Easing easing) {
    scene_.add_tween(e, TweenProperty::Opacity, {from, 0.0f}, {to, 0.0f}, start, duration, easing);
}

void BoardScene::sync(const tafl::Position& position) {
    const tafl::Square hovered = hovered_;
    scene_.clear();
    pieces_.fill(kNoEntity);
    king_ = vignette_ = hover_ = kNoEntity;
    hovered_ = selected_ = tafl::kNoSquare;
    selection_.clear();
    marks_.clear();
    last_move_.clear();
    markers_.clear();
    size_ = position.size();

    const auto n = static_cast<float>(size_);
    board_ = make_sprite(SpriteId::Board, DrawLayer::Board, {n / 2.0f, n / 2.0f}, {n, n}, 1.0f, 0);
    for (tafl::Square sq : position.rules().squares()) {
        const Entity area = registry().create();
        registry().add(area, Transform{square_center(sq), {1.0f, 1.0f}, 0.0f, 1.0f});
        registry().add(area, HitArea{sq});
    }
    for (tafl::Square sq : position.rules().squares())
        if (tafl::is_piece(position.at(sq))) make_piece(position.at(sq), sq);

    if (position.ply() > 0) {
        const tafl::MoveResult& last = position.last_result();
        set_last_move(last.move);
        if (last.king_captured() && last.capture_count > 0) {
            // The king is off the engine's board; the picture keeps him fallen where he stood.
            const tafl::Square k = last.captured[static_cast<std::size_t>(last.capture_count - 1)];
            const Entity fallen = make_piece(tafl::Piece::King, k);
            registry().remove<PieceInfo>(fallen);
            pieces_[at(k)] = king_ = kNoEntity;
            if (Transform* t = registry().get<Transform>(fallen)) {
                t->rotation = kToppledRotation;
                t->scale = kToppledScale;
            }
            darken(scene_.now(), true);
        }
    }
    if (!position.game_over()) set_markers(position.announcements(), king_square(), scene_.now());
    // Markers of a synced position appear at once.
    for (Entity m : markers_) scene_.finish_tweens(m);
    hover(hovered);
}

// [SECTION] Selection and hover

void BoardScene::select(tafl::Square square, const std::vector<tafl::Square>& destinations) {
    clear_selection();
    if (!on_board(square)) return;
    selected_ = square;
    selection_.push_back(make_sprite(SpriteId::HighlightSelect, DrawLayer::Marks, square_center(square), {1, 1}, 1, 1));
    for (tafl::Square d : destinations)
        if (on_board(d))
            selection_.push_back(
                make_sprite(SpriteId::HighlightMove, DrawLayer::Marks, square_center(d), {1, 1}, 1, 1));
}

void BoardScene::clear_selection() {
    for (Entity e : selection_) registry().destroy(e);
    selection_.clear();
    selected_ = tafl::kNoSquare;
}

void BoardScene::mark(const std::vector<tafl::Square>& squares) {
    for (Entity e : marks_) registry().destroy(e);
    marks_.clear();
    for (tafl::Square sq : squares)
        if (on_board(sq))
            marks_.push_back(make_sprite(SpriteId::HighlightSelect, DrawLayer::Marks, square_center(sq), {1, 1}, 1, 1));
}

void BoardScene::hover(tafl::Square square) {
    if (!on_board(square)) square = tafl::kNoSquare;
    if (square == hovered_ && (square == tafl::kNoSquare || registry().alive(hover_))) return;
    registry().destroy(hover_);
    hover_ = kNoEntity;
    hovered_ = square;
    if (square != tafl::kNoSquare)
        hover_ = make_sprite(SpriteId::Hover, DrawLayer::Marks, square_center(square), {1, 1}, 1, 2);
}

// [SECTION] Marks and markers

void BoardScene::set_last_move(tafl::Move move) {
    for (Entity e : last_move_) registry().destroy(e);
    last_move_.clear();
    for (tafl::Square sq : {tafl::Square{move.from}, tafl::Square{move.to}})
        if (on_board(sq))
            last_move_.push_back(make_sprite(SpriteId::LastMove, DrawLayer::Marks, square_center(sq), {1, 1}, 1, 0));
}

void BoardScene::set_markers(std::uint8_t announcements, tafl::Square king_square, TimeMs start) {
    for (Entity e : markers_) registry().destroy(e);
    markers_.clear();
    if (!on_board(king_square)) return;
    // Which announcement flag becomes which marker and picture.
    struct Kind {
        std::uint8_t flag;
        MarkerKind kind;
        SpriteId sprite;
    };
    constexpr Kind kKinds[] = {{tafl::kKingThreatened, MarkerKind::KingThreatened, SpriteId::MarkerThreat},
                               {tafl::kRaichi, MarkerKind::Raichi, SpriteId::MarkerRaichi},
                               {tafl::kTuichu, MarkerKind::Tuichu, SpriteId::MarkerTuichu}};
    for (const Kind& k : kKinds) {
        if ((announcements & k.flag) == 0) continue;
        const Entity e = make_sprite(k.sprite, DrawLayer::Overlay, square_center(king_square), {1, 1}, 0.0f, 0);
        registry().add(e, Marker{k.kind, king_square});
        fade(e, 0.0f, 1.0f, start, reduced_motion_ ? kReducedFadeMs : scaled(kMarkerMs), Easing::QuadOut);
        markers_.push_back(e);
    }
}

// [SECTION] Shieldwalls

bool shieldwall_taken(const tafl::MoveResult& result, int size) {
    std::vector<tafl::Square> men;
    for (int i = 0; i < result.capture_count; ++i) {
        if (result.king_captured() && i + 1 == result.capture_count) continue;  // the king is listed last
        men.push_back(static_cast<tafl::Square>(result.captured[static_cast<std::size_t>(i)]));
    }
    if (men.size() < 2) return false;
    const auto all = [&](auto test) { return std::all_of(men.begin(), men.end(), test); };
    std::vector<int> along;
    for (const int edge : {0, size - 1}) {
        if (along.empty() && all([&](tafl::Square s) { return tafl::rank_of(s) == edge; }))
            for (const tafl::Square s : men) along.push_back(tafl::file_of(s));
        if (along.empty() && all([&](tafl::Square s) { return tafl::file_of(s) == edge; }))
            for (const tafl::Square s : men) along.push_back(tafl::rank_of(s));
    }
    if (along.empty()) return false;
    std::sort(along.begin(), along.end());
    for (std::size_t i = 1; i < along.size(); ++i)
        if (along[i] != along[i - 1] + 1) return false;
    return true;
}

// [SECTION] Move results

void BoardScene::apply(const tafl::MoveResult& result, std::uint8_t announcements, TimeMs now) {
    scene_.update(now);
    clear_selection();
    const TimeMs start = scene_.now();
    const TimeMs arrive = reduced_motion_ ? start : start + move_duration();
    move_piece(result, start, arrive);
    set_last_move(result.move);

    // Captures: pull every victim out of the logical board first, so the flanks are read from
    // the board as the engine left it.
    std::vector<std::pair<Entity, tafl::Square>> victims;
    tafl::Square fallen_king = tafl::kNoSquare;
    Entity fallen = kNoEntity;
    for (int i = 0; i < result.capture_count; ++i) {
        const tafl::Square c = result.captured[static_cast<std::size_t>(i)];
        if (!on_board(c)) continue;
        Entity victim = piece_at(c);
        if (victim == kNoEntity) {
            // The picture had lost this piece; bring it back so the capture still shows.
            const bool king = result.king_captured() && i + 1 == result.capture_count;
            make_piece(king ? tafl::Piece::King
                            : (result.mover == tafl::Piece::Attacker ? tafl::Piece::Defender : tafl::Piece::Attacker),
                       c);
            victim = pieces_[at(c)];
        }
        pieces_[at(c)] = kNoEntity;
        const PieceInfo* info = registry().get<PieceInfo>(victim);
        if (info && info->piece == tafl::Piece::King) {
            fallen_king = c;
            fallen = victim;
        } else {
            victims.emplace_back(victim, c);
        }
    }
    flash(enclosing_squares(result, fallen_king), arrive);
    for (auto [victim, c] : victims) dissolve(victim, c, arrive);
    if (fallen != kNoEntity) {
        registry().remove<PieceInfo>(fallen);  // the picture keeps him, fallen; the board has not
        if (fallen == king_) king_ = kNoEntity;
        topple(fallen, arrive);
        darken(arrive, false);
    }
    if (result.reason == tafl::Reason::Escape) light_burst(result.move.to, arrive);
    set_markers(announcements, king_square(), arrive);
}

void BoardScene::move_piece(const tafl::MoveResult& result, TimeMs start, TimeMs arrive) {
    const tafl::Square from = result.move.from, to = result.move.to;
    if (!on_board(from) || !on_board(to)) return;
    Entity mover = piece_at(from);
    if (mover == kNoEntity)
        mover = make_piece(tafl::is_piece(result.mover) ? result.mover : tafl::Piece::Attacker, from);
    scene_.finish_tweens(mover);  // a piece still sliding from an earlier move lands first
    if (const Entity stale = piece_at(to); stale != kNoEntity && stale != mover) registry().destroy(stale);
    pieces_[at(from)] = kNoEntity;
    pieces_[at(to)] = mover;
    if (PieceInfo* info = registry().get<PieceInfo>(mover)) info->square = to;

    if (reduced_motion_) {
        if (Transform* t = registry().get<Transform>(mover)) t->position = square_center(to);
        fade(mover, 0.0f, 1.0f, start, kReducedFadeMs, Easing::Linear);
        return;
    }
    scene_.add_tween(mover, TweenProperty::Position, square_center(from), square_center(to), start, arrive - start,
                     Easing::CubicOut);
    // The faint trail: a streak from square centre to square centre under the pieces.
    const Vec2 a = square_center(from), b = square_center(to);
    const float length = std::abs(b.x - a.x) + std::abs(b.y - a.y);
    const Entity trail =
        make_sprite(SpriteId::Trail, DrawLayer::Marks, {(a.x + b.x) / 2, (a.y + b.y) / 2}, {length, 0.3f}, 0.35f, 3);
    if (Transform* t = registry().get<Transform>(trail); t && a.x == b.x) t->rotation = kQuarterTurn;
    const TimeMs trail_ms = scaled(kTrailMs);
    fade(trail, 0.35f, 0.0f, start, trail_ms, Easing::QuadOut);
    registry().add(trail, Lifetime{start + trail_ms});
}

std::vector<tafl::Square> BoardScene::enclosing_squares(const tafl::MoveResult& result, tafl::Square king_sq) const {
    std::vector<tafl::Square> out;
    const tafl::Square to = result.move.to;
    for (int i = 0; i < result.capture_count; ++i) {
        const tafl::Square c = result.captured[static_cast<std::size_t>(i)];
        if (!on_board(c) || c == king_sq) continue;
        out.push_back(to);
        // In line with the mover: step from the mover through the captured run to the far flank
        // (one square for a custodial capture, the end of the row for a shieldwall).
        int step = 0;
        if (tafl::rank_of(c) == tafl::rank_of(to))
            step = tafl::file_of(c) > tafl::file_of(to) ? 1 : -1;
        else if (tafl::file_of(c) == tafl::file_of(to))
            step = tafl::rank_of(c) > tafl::rank_of(to) ? tafl::kStride : -tafl::kStride;
        if (step == 0) continue;
        tafl::Square s = c;
        while (on_board(s + step) && result.captures(s + step)) s += step;
        if (on_board(s + step)) out.push_back(s + step);
    }
    if (on_board(king_sq)) {
        // The king's captors: the attackers now beside his square.
        for (int d : tafl::kDirections) {
            const PieceInfo* info = registry().get<PieceInfo>(piece_at(king_sq + d));
            if (info && info->piece == tafl::Piece::Attacker) out.push_back(king_sq + d);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// [SECTION] Effects

void BoardScene::flash(const std::vector<tafl::Square>& squares, TimeMs arrive) {
    for (tafl::Square sq : squares) {
        const Entity e = make_sprite(SpriteId::Flash, DrawLayer::Effects, square_center(sq), {1, 1}, 0.0f, 0);
        if (reduced_motion_) {
            fade(e, 0.5f, 0.0f, arrive, kReducedFadeMs, Easing::Linear);
            registry().add(e, Lifetime{arrive + kReducedFadeMs});
            continue;
        }
        const TimeMs rise = scaled(kFlashRiseMs), total = capture_duration();
        fade(e, 0.0f, 0.85f, arrive, rise, Easing::QuadOut);
        fade(e, 0.85f, 0.0f, arrive + rise, total - rise, Easing::QuadIn);
        registry().add(e, Lifetime{arrive + total});
    }
}

void BoardScene::dissolve(Entity victim, tafl::Square sq, TimeMs arrive) {
    const PieceInfo* info = registry().get<PieceInfo>(victim);
    const tafl::Piece kind = info ? info->piece : tafl::Piece::Defender;
    registry().remove<PieceInfo>(victim);  // off the logical board now; only the picture remains
    const TimeMs total = capture_duration();
    registry().add(victim, Lifetime{arrive + total});
    fade(victim, 1.0f, 0.0f, arrive, total, reduced_motion_ ? Easing::Linear : Easing::QuadIn);
    if (reduced_motion_) return;
    // The crack: a small twist and swell as the piece breaks, then dust.
    scene_.add_tween(victim, TweenProperty::Rotation, {0, 0}, {0.18f, 0}, arrive, total / 2, Easing::BackOut);
    scene_.add_tween(victim, TweenProperty::Scale, {1, 1}, {1.2f, 1.2f}, arrive, total, Easing::CubicOut);
    ParticleEmitter dust;
    dust.start = dust.emit_until = arrive;
    dust.burst = 18;
    dust.lifetime = 0.45f / animation_speed_;
    dust.lifetime_jitter = 0.4f;
    dust.spawn_radius = 0.3f;
    dust.velocity_spread = 1.6f * animation_speed_;
    dust.gravity = {0.0f, -2.5f * animation_speed_ * animation_speed_};
    dust.colour = dust_of(kind);
    dust.size = 0.08f;
    dust.max_particles = 32;
    make_emitter(std::move(dust), square_center(sq));
}

void BoardScene::topple(Entity king, TimeMs arrive) {
    Transform* t = registry().get<Transform>(king);
    if (!t) return;
    if (reduced_motion_) {
        t->rotation = kToppledRotation;
        t->scale = kToppledScale;
        return;
    }
    const TimeMs ms = scaled(kToppleMs);
    scene_.add_tween(king, TweenProperty::Rotation, {0, 0}, {kToppledRotation, 0}, arrive, ms, Easing::QuadIn);
    scene_.add_tween(king, TweenProperty::Scale, {1, 1}, kToppledScale, arrive, ms, Easing::QuadIn);
    scene_.add_tween(king, TweenProperty::Opacity, {1, 0}, {0.85f, 0}, arrive, ms, Easing::Linear);
}

void BoardScene::darken(TimeMs arrive, bool instant) {
    registry().destroy(vignette_);
    const auto n = static_cast<float>(size_);
    vignette_ = make_sprite(SpriteId::Vignette, DrawLayer::Overlay, {n / 2, n / 2}, {n, n},
                            instant ? kVignetteOpacity : 0.0f, -1);
    if (!instant)
        fade(vignette_, 0.0f, kVignetteOpacity, arrive, reduced_motion_ ? kReducedFadeMs : scaled(kDarkenMs),
             Easing::QuadOut);
}

void BoardScene::light_burst(tafl::Square sq, TimeMs arrive) {
    if (!on_board(sq)) return;
    if (reduced_motion_) {
        const Entity e = make_sprite(SpriteId::LightBurst, DrawLayer::Effects, square_center(sq), {2, 2}, 0.8f, 1);
        fade(e, 0.8f, 0.0f, arrive, kReducedFadeMs, Easing::Linear);
        registry().add(e, Lifetime{arrive + kReducedFadeMs});
        return;
    }
    const TimeMs ms = scaled(kEscapeMs);
    const Entity e = make_sprite(SpriteId::LightBurst, DrawLayer::Effects, square_center(sq), {0.5f, 0.5f}, 0.0f, 1);
    scene_.add_tween(e, TweenProperty::Scale, {0.5f, 0.5f}, {4.0f, 4.0f}, arrive, ms, Easing::CubicOut);
    fade(e, 1.0f, 0.0f, arrive, ms, Easing::QuadIn);
    registry().add(e, Lifetime{arrive + ms});
    ParticleEmitter sparks;
    sparks.start = sparks.emit_until = arrive;
    sparks.burst = 40;
    sparks.lifetime = 0.7f / animation_speed_;
    sparks.lifetime_jitter = 0.5f;
    sparks.spawn_radius = 0.2f;
    sparks.velocity_spread = 3.0f * animation_speed_;
    sparks.gravity = {0.0f, -1.0f * animation_speed_ * animation_speed_};
    sparks.colour = kSparkColour;
    sparks.size = 0.06f;
    sparks.max_particles = 48;
    make_emitter(std::move(sparks), square_center(sq));
}

}  // namespace tafl::scene
