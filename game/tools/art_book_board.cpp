// art_book_board.cpp: the board pictures of the rulebooks: each game's board in the material of
// its time, seen from above at a slight angle, with its grid, its marked squares and the pieces in
// their start position, ray-traced and then painted over with the brush.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "art_board_look.h"
#include "art_books.h"
#include "art_knot.h"
#include "art_picture.h"
#include "taflbord/rules.h"

namespace tafl::art {

namespace {

using namespace paint;

constexpr int kSize = 512;

enum BoardRegion : std::uint8_t { kBTable, kBTop, kBEdge, kBLine, kBPiece, kBHole, kBCount };

// [SECTION] Vectors

struct V3 {
    float x, y, z;
};
// The arithmetic of the ray tracer.
V3 operator+(V3 a, V3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
V3 operator-(V3 a, V3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
V3 operator*(V3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
float dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
V3 normalize(V3 a) { return a * (1.0f / std::sqrt(dot(a, a))); }

// [SECTION] Pieces

// One piece on the board: where it stands and what it is.
struct Man {
    float x, y;
    Piece kind;
};

// A smooth union, so that a piece's dome grows out of its body without a seam.
float smin(float a, float b, float k) {
    const float h = clamp01(0.5f + 0.5f * (b - a) / k);
    return b + (a - b) * h - k * h * (1.0f - h);
}

// A cylinder standing on z = 0, radius r and height h, its edges rounded by b.
float sd_cylinder(float radial, float z, float r, float h, float b) {
    const float dr = radial - (r - b), dz = std::abs(z - h * 0.5f) - (h * 0.5f - b);
    return std::min(std::max(dr, dz), 0.0f) + std::hypot(std::max(dr, 0.0f), std::max(dz, 0.0f)) - b;
}

// The distance from a point in 2-D to a regular octagon of inner radius r (flat sides on the axes).
float sd_octagon(float x, float y, float r) {
    const float kx = -0.9238795f, ky = 0.3826834f, kz = 0.4142135f;
    x = std::abs(x), y = std::abs(y);
    float d = 2.0f * std::min(kx * x + ky * y, 0.0f);
    x -= d * kx, y -= d * ky;
    d = 2.0f * std::min(-kx * x + ky * y, 0.0f);
    x -= d * -kx, y -= d * ky;
    x -= std::clamp(x, -kz * r, kz * r), y -= r;
    return std::hypot(x, y) * (y < 0.0f ? -1.0f : 1.0f);
}

// The size of a piece on a board of squares `cell` wide: its radius and its height.
float man_radius(const Man& m, float cell) { return cell * (m.kind == Piece::King ? 0.44f : 0.35f); }
float man_height(const Man& m, float cell, bool pegs) {
    if (pegs) return cell * (m.kind == Piece::King ? 0.62f : 0.42f);
    return cell * (m.kind == Piece::King ? 1.25f : 0.30f);
}

// The distance to a piece from q (relative to its foot); `part` tells gold from the body.
float sd_man(const Man& m, V3 q, float cell, bool pegs, int& part) {
    const float r = man_radius(m, cell), h = man_height(m, cell, pegs);
    const float radial = std::hypot(q.x, q.y);
    part = 0;
    if (pegs) {
        // A peg in its hole with a round head; the king's head is larger and carries a knob.
        const float shaft = sd_cylinder(radial, q.z, r * 0.30f, h * 0.8f, r * 0.05f);
        const float head_z = h * 0.78f, hr = r * (m.kind == Piece::King ? 0.78f : 0.62f);
        const float head = (std::hypot(radial / hr, (q.z - head_z) / (hr * 0.8f)) - 1.0f) * hr * 0.8f;
        float d = smin(shaft, head, r * 0.08f);
        if (m.kind == Piece::King) {
            const float knob = std::hypot(radial, q.z - head_z - hr * 0.85f) - r * 0.22f;
            if (knob < d) part = 1;
            d = std::min(d, knob);
        }
        return d;
    }
    // Discs: a domed round shield for the attackers, an octagon for the defenders; the king a
    // turned piece, taller, with a gold crown and a cross on his head.
    if (m.kind != Piece::King) {
        const float across = m.kind == Piece::Defender ? sd_octagon(q.x, q.y, r * 0.92f) + r * 0.92f : radial;
        const float body_h = h * 0.62f;
        const float body = sd_cylinder(across, q.z, r, body_h, h * 0.12f);
        const float dome = (std::hypot(radial / (r * 0.88f), (q.z - body_h * 0.7f) / (h * 0.55f)) - 1.0f) * std::min(r * 0.88f, h * 0.55f);
        return smin(body, dome, r * 0.10f);
    }
    // The king: a broad domed foot like his men's, a tower rising from it, a round head, and a
    // gold crown and cross.
    const float foot_h = h * 0.22f;
    const float foot = smin(sd_cylinder(radial, q.z, r, foot_h, h * 0.06f),
                            (std::hypot(radial / (r * 0.85f), (q.z - foot_h * 0.6f) / (h * 0.2f)) - 1.0f) * std::min(r * 0.85f, h * 0.2f),
                            r * 0.08f);
    const float shaft = sd_cylinder(radial, q.z, r * (0.52f - 0.12f * clamp01(q.z / h)), h * 0.74f, r * 0.05f);
    const float head = std::hypot(radial, q.z - h * 0.76f) - r * 0.44f;
    float d = smin(smin(foot, shaft, r * 0.18f), head, r * 0.08f);
    const float angle = std::atan2(q.y, q.x);
    const float points = h * 0.86f + h * 0.06f * std::abs(std::cos(angle * 3.0f));
    const float crown = std::max(std::abs(radial - r * 0.44f) - r * 0.08f, std::max(h * 0.76f - q.z, q.z - points));
    const float stem_z = h * 0.86f;
    const float cross = std::min(sd_cylinder(std::max(std::abs(q.x), std::abs(q.y)), q.z - stem_z, r * 0.07f, h * 0.16f, r * 0.02f),
                                 std::max(std::max(std::abs(q.x) - r * 0.22f, std::abs(q.y) - r * 0.06f),
                                          std::abs(q.z - stem_z - h * 0.10f) - r * 0.06f));
    if (std::min(crown, cross) < d) part = 1;
    return std::min(d, std::min(crown, cross));
}

// [SECTION] The scene: camera, board, table

struct Scene {
    V3 cam, fwd, right, up;
    float focal;
    V3 light;
    float cell, area;  // the width of a square, and half the width of the playing area
    int n;
    Look look;
    const Canvas* surface;
    std::vector<Man> men;
    std::array<Piece, kCells> board{};
    bool throne, corners;
    TileNoise noise;
    explicit Scene(std::uint64_t seed) : noise(seed, 256) {}
};

// The texture of the board's material at (u, v) in its own pixels, wrapping.
Rgb texel(const Canvas& c, float u, float v) {
    const int w = c.width, h = c.height;
    const float fu = u - 0.5f, fv = v - 0.5f;
    const int x0 = static_cast<int>(std::floor(fu)), y0 = static_cast<int>(std::floor(fv));
    const float tx = fu - static_cast<float>(x0), ty = fv - static_cast<float>(y0);
    const auto at = [&](int x, int y) {
        const float* px = c.rgba.data() + (static_cast<std::size_t>(((y % h) + h) % h) * static_cast<std::size_t>(w) +
                                           static_cast<std::size_t>(((x % w) + w) % w)) * 4;
        return Rgb{px[0], px[1], px[2]};
    };
    return mix(mix(at(x0, y0), at(x0 + 1, y0), tx), mix(at(x0, y0 + 1), at(x0 + 1, y0 + 1), tx), ty);
}

// The soft shadows of the pieces and their darkening where they stand, at board point (x, y).
float piece_shade(const Scene& s, float x, float y) {
    float shade = 1.0f;
    for (const Man& m : s.men) {
        const float r = man_radius(m, s.cell), h = man_height(m, s.cell, s.look.pegs);
        const float sx = m.x - s.light.x / s.light.z * h * 0.55f, sy = m.y - s.light.y / s.light.z * h * 0.55f;
        const float dx = x - sx, dy = y - sy;
        if (std::abs(dx) > r * 3.0f || std::abs(dy) > r * 3.0f) continue;
        shade *= 1.0f - 0.55f * std::exp(-(dx * dx + dy * dy) / sq(r * 1.05f));
        shade *= 1.0f - 0.30f * std::exp(-(sq(x - m.x) + sq(y - m.y)) / sq(r * 1.15f));
    }
    return shade;
}

// The pool of lamplight the board lies in.
float pool(float x, float y) { return 0.55f + 0.6f * std::exp(-(sq(x + 0.25f) + sq(y - 0.2f)) / 2.2f); }

// Whether square (file, rank) is a marked square of this board.
bool marked(const Scene& s, int file, int rank) {
    const int c = s.n / 2;
    if (s.throne && file == c && rank == c) return true;
    return s.corners && (file == 0 || file == s.n - 1) && (rank == 0 || rank == s.n - 1);
}

// The top of the board at (x, y): material, grid, marked squares, frame; `reg` what it is.
Rgb board_top(const Scene& s, float x, float y, std::uint8_t& reg) {
    const Look& lk = s.look;
    reg = kBTop;
    const float scale = static_cast<float>(s.surface->width) * lk.grain_scale * 0.5f;
    Rgb c = texel(*s.surface, (x + 1.0f) * scale, (1.0f - y) * scale) * lk.tint;
    const float a = s.area;
    const float gx = (x + a) / s.cell, gy = (y + a) / s.cell;
    const bool in_area = std::abs(x) < a && std::abs(y) < a;
    const int file = std::clamp(static_cast<int>(std::floor(gx)), 0, s.n - 1);
    const int rank = std::clamp(static_cast<int>(std::floor(gy)), 0, s.n - 1);
    const float fx = gx - std::floor(gx), fy = gy - std::floor(gy);
    const float lw = lk.line_width * s.cell;
    // The frame: a fillet around the playing area, or knotwork for the family's board.
    const float ring = std::max(std::abs(x), std::abs(y)) - a;
    if (lk.knot && ring > 0.03f) {
        bool inside = false;
        const float w = 1.0f - a - 0.05f;
        const float h0 = knot_frame(x, y, -0.99f, -0.99f, 0.99f, 0.99f, w, inside);
        const float hx = knot_frame(x + 0.003f, y, -0.99f, -0.99f, 0.99f, 0.99f, w, inside) - h0;
        const float hy = knot_frame(x, y + 0.003f, -0.99f, -0.99f, 0.99f, 0.99f, w, inside) - h0;
        const float lit = clamp01(0.5f + (-hx * s.light.x - hy * s.light.y) * 60.0f);
        c = c * (0.55f + 0.45f * h0) * (0.7f + 0.6f * lit);
        if (h0 > 0.2f) reg = kBLine;
    } else if (!in_area && ring < 0.035f) {
        const float band = std::abs(ring - 0.018f);
        if (band < 0.006f) c = c * (lk.inlay ? 1.0f : 0.55f) + (lk.inlay ? Rgb{0.30f, 0.24f, 0.12f} : Rgb{});
    }
    if (lk.inlay && !in_area && std::abs(ring - 0.07f) < 0.010f) c = mix(c, Rgb{0.86f, 0.70f, 0.42f}, 0.8f);
    if (!in_area) return c;
    // Marked squares: the throne and the corners.
    if (marked(s, file, rank)) {
        const float u = fx - 0.5f, v = fy - 0.5f;
        const float cross = std::min(std::abs(u - v), std::abs(u + v)) * s.cell;
        const float circle = std::abs(std::hypot(u, v) - 0.30f) * s.cell;
        switch (lk.lines) {
            case Look::Lines::Stitch:
                c = mix(c, lk.mark, 0.85f * smoothstep(lw * 1.6f, lw * 0.8f, cross) * (std::max(std::abs(u), std::abs(v)) < 0.38f ? 1.0f : 0.0f));
                break;
            case Look::Lines::Holes:
                c = c * (1.0f - 0.5f * smoothstep(lw, lw * 0.4f, std::min(circle, std::abs(std::hypot(u, v) - 0.42f) * s.cell)));
                break;
            default: {
                const float inset = std::max(std::abs(u), std::abs(v));
                c = mix(c, lk.mark, inset < 0.46f ? 0.75f : 0.0f);
                const float carve = std::min(cross, circle);
                if (inset < 0.40f) c = c * (1.0f - 0.45f * smoothstep(lw, lw * 0.3f, carve));
                break;
            }
        }
    }
    // The grid.
    if (lk.lines == Look::Lines::Holes) {
        const float d = std::hypot(fx - 0.5f, fy - 0.5f) * s.cell, r = s.cell * 0.15f;
        if (d < r) {
            reg = kBHole;
            const float far = clamp01(0.5f + ((fx - 0.5f) * s.light.x + (fy - 0.5f) * s.light.y) * s.cell / r * 0.8f);
            return c * (0.15f + 0.35f * (1.0f - far)) * smoothstep(r, r * 0.7f, d) + c * 0.12f;
        }
        if (d < r * 1.3f) c = c * (0.75f + 0.4f * clamp01(((fx - 0.5f) * -s.light.x + (fy - 0.5f) * -s.light.y) * 4.0f));
        return c;
    }
    const float dx = std::min(fx, 1.0f - fx) * s.cell, dy = std::min(fy, 1.0f - fy) * s.cell;
    const float d = std::min(dx, dy);
    if (d < lw * 1.5f) {
        const float cover = smoothstep(lw, lw * 0.5f, d);
        switch (lk.lines) {
            case Look::Lines::Groove: {
                // A cut groove: dark inside, its far wall catching the light.
                const float side = dx < dy ? (fx < 0.5f ? 1.0f : -1.0f) * -s.light.x : (fy < 0.5f ? 1.0f : -1.0f) * -s.light.y;
                c = c * (1.0f - 0.55f * cover) + Rgb{0.20f, 0.15f, 0.10f} * (0.5f * side * cover * smoothstep(lw * 0.2f, lw * 0.9f, d));
                break;
            }
            case Look::Lines::Stitch: {
                const float along = dx < dy ? gy : gx;
                const float dash = std::abs(std::sin(along * kPi * 5.0f));
                c = mix(c, lk.line * (0.8f + 0.3f * dash), cover * smoothstep(0.2f, 0.5f, dash));
                break;
            }
            case Look::Lines::Scratch:
            case Look::Lines::Paint:
                c = mix(c, lk.line, cover * 0.9f);
                break;
            case Look::Lines::Holes:
                break;
        }
        if (cover > 0.12f) reg = kBLine;
    }
    return c;
}

// The outline of a hide lying on the table: negative on it.
float sd_hide(const Scene& s, float x, float y) {
    const float ax = std::abs(x) - 0.80f, ay = std::abs(y) - 0.80f;
    const float box = std::hypot(std::max(ax, 0.0f), std::max(ay, 0.0f)) + std::min(std::max(ax, ay), 0.0f) - 0.18f;
    const float angle = std::atan2(y, x);
    const float ragged = 0.05f * (s.noise.fbm(angle * 3.0f + 10.0f, 2.0f, 4) - 0.5f) + 0.04f * std::sin(angle * 4.0f + 0.5f);
    return box - ragged;
}

// What one ray from the eye sees: a piece, the board's top or front, or the table.
struct Hit {
    Rgb c;
    std::uint8_t reg;
};

// Every pixel of the board picture is four of these rays.
Hit trace(const Scene& s, V3 dir) {
    const Look& lk = s.look;
    const V3 eye = s.cam;
    // The nearest piece along the ray, marched through its distance field.
    float best_t = 1e9f;
    int best = -1, best_part = 0;
    for (std::size_t i = 0; i < s.men.size(); ++i) {
        const Man& m = s.men[i];
        const float r = man_radius(m, s.cell), h = man_height(m, s.cell, lk.pegs);
        const V3 c{m.x, m.y, h * 0.5f};
        const float rad = std::hypot(r, h * 0.75f) * 1.15f;
        const V3 oc = eye - c;
        const float b = dot(oc, dir), disc = b * b - (dot(oc, oc) - rad * rad);
        if (disc <= 0.0f) continue;
        const float t0 = -b - std::sqrt(disc), t1 = -b + std::sqrt(disc);
        if (t0 > best_t) continue;
        float t = std::max(0.0f, t0);
        for (int k = 0; k < 80 && t < t1; ++k) {
            const V3 q = eye + dir * t - V3{m.x, m.y, 0.0f};
            int part = 0;
            const float d = sd_man(m, q, s.cell, lk.pegs, part);
            if (d < 2e-4f) {
                if (t < best_t) best_t = t, best = static_cast<int>(i), best_part = part;
                break;
            }
            t += d * 0.9f;
        }
    }
    const float t_top = -eye.z / dir.z;
    if (best >= 0 && best_t < t_top) {
        const Man& m = s.men[static_cast<std::size_t>(best)];
        const V3 q = eye + dir * best_t - V3{m.x, m.y, 0.0f};
        const float e = 1e-3f * s.cell;
        int part = 0;
        const V3 nrm = normalize({sd_man(m, q + V3{e, 0, 0}, s.cell, lk.pegs, part) - sd_man(m, q - V3{e, 0, 0}, s.cell, lk.pegs, part),
                                  sd_man(m, q + V3{0, e, 0}, s.cell, lk.pegs, part) - sd_man(m, q - V3{0, e, 0}, s.cell, lk.pegs, part),
                                  sd_man(m, q + V3{0, 0, e}, s.cell, lk.pegs, part) - sd_man(m, q - V3{0, 0, e}, s.cell, lk.pegs, part)});
        const bool dark = m.kind == Piece::Attacker;
        Rgb base = best_part == 1 ? lk.gold : dark ? lk.dark : lk.light;
        const V3 w = eye + dir * best_t;
        base = base * (0.90f + 0.20f * s.noise.fbm(w.x * 60.0f, w.y * 60.0f + w.z * 60.0f, 3));
        const float diffuse = std::max(0.0f, dot(nrm, s.light));
        const V3 half_v = normalize(s.light - dir);
        const float spec = std::pow(std::max(0.0f, dot(nrm, half_v)), best_part == 1 ? 20.0f : 40.0f);
        const float rim = std::pow(1.0f - std::max(0.0f, -dot(nrm, dir)), 3.0f);
        const float ao = 0.55f + 0.45f * smoothstep(0.0f, man_height(m, s.cell, lk.pegs) * 0.35f, q.z);
        Rgb c = base * ((0.30f + 0.12f * nrm.z) * ao + 0.85f * diffuse);
        c = c + (best_part == 1 ? lk.gold : Rgb{1.0f, 0.95f, 0.85f}) * (spec * (dark ? 0.5f : 0.35f));
        c = c + Rgb{0.9f, 0.7f, 0.45f} * (rim * 0.18f);
        return {c * pool(w.x, w.y), kBPiece};
    }
    // The board's top.
    const V3 top = eye + dir * t_top;
    const bool on_board = lk.hide ? sd_hide(s, top.x, top.y) < 0.0f : std::abs(top.x) <= 1.0f && std::abs(top.y) <= 1.0f;
    if (on_board) {
        std::uint8_t reg = kBTop;
        Rgb c = board_top(s, top.x, top.y, reg);
        if (lk.hide) c = c * (1.0f - 0.35f * smoothstep(-0.05f, 0.0f, sd_hide(s, top.x, top.y)));
        const float edge = lk.hide ? 1.0f : 1.0f + 0.25f * smoothstep(0.985f, 1.0f, std::max(-top.y, top.x));
        return {c * (0.62f + 0.45f * s.light.z) * pool(top.x, top.y) * piece_shade(s, top.x, top.y) * edge, reg};
    }
    // The board's front, towards the viewer.
    if (lk.thickness > 0.0f && dir.y > 0.0f) {
        const float t_front = (-1.0f - eye.y) / dir.y;
        const V3 f = eye + dir * t_front;
        if (std::abs(f.x) <= 1.0f && f.z <= 0.0f && f.z >= -lk.thickness) {
            const float scale = static_cast<float>(s.surface->width) * lk.grain_scale * 0.5f;
            Rgb c = texel(*s.surface, (f.x + 1.0f) * scale, (f.z + 3.0f) * scale) * lk.tint;
            c = c * (0.42f + 0.2f * smoothstep(-lk.thickness, 0.0f, f.z)) * pool(f.x, -1.0f);
            return {c, kBEdge};
        }
    }
    // The table: the board's and the pieces' shadows on it.
    const float t_table = (-lk.thickness - eye.z) / dir.z;
    const V3 w = eye + dir * t_table;
    const float grain = s.noise.fbm(w.x * 1.5f, w.y * 22.0f, 4), fine = s.noise.fbm(w.x * 40.0f, w.y * 200.0f, 2);
    Rgb c = lk.table * (0.75f + 0.45f * grain + 0.15f * fine);
    const float lift = lk.thickness + 0.01f;
    const float sx = w.x + s.light.x / s.light.z * lift, sy = w.y + s.light.y / s.light.z * lift;
    const float board_d = lk.hide ? sd_hide(s, sx, sy) : std::max(std::abs(sx), std::abs(sy)) - 1.0f;
    c = c * (1.0f - 0.55f * smoothstep(0.04f, -0.02f, board_d));
    return {c * pool(w.x, w.y) * 0.85f, kBTable};
}

}  // namespace

// The board picture: ray-traced from above the near edge, 2 x 2 rays a pixel, then painted.
Canvas make_book_board(Book book, const BoardSetup& setup, const Canvas& surface, std::uint64_t seed) {
    Scene s(seed);
    s.look = look_of(book);
    s.surface = &surface;
    s.n = std::clamp(setup.size, 3, 19);
    s.area = s.look.hide ? 0.74f : 1.0f - s.look.frame;
    s.cell = 2.0f * s.area / static_cast<float>(s.n);
    s.throne = setup.throne;
    s.corners = setup.corners;
    s.light = normalize({-0.45f, 0.50f, 0.74f});
    // The start position, rank 1 nearest to the viewer.
    if (!parse_position_record(setup.setup, s.n, s.board)) {
        for (int rank = 0; rank < s.n; ++rank) {
            for (int file = 0; file < s.n; ++file) {
                const Piece pc = s.board[static_cast<std::size_t>(make_square(file, rank))];
                if (pc != Piece::Attacker && pc != Piece::Defender && pc != Piece::King) continue;
                s.men.push_back({-s.area + (static_cast<float>(file) + 0.5f) * s.cell,
                                 -s.area + (static_cast<float>(rank) + 0.5f) * s.cell, pc});
            }
        }
    }
    // The camera: above the near edge, looking down at the board at a slight angle.
    const float tilt = 0.55f, dist = 4.6f;
    s.cam = {0.0f, -dist * std::sin(tilt), dist * std::cos(tilt)};
    s.fwd = normalize(V3{0.0f, -0.06f, 0.0f} - s.cam);
    s.right = {1.0f, 0.0f, 0.0f};
    s.up = {0.0f, -s.fwd.z, s.fwd.y};
    s.focal = 4.05f;
    Picture p(kSize, kSize);
    for (int py = 0; py < kSize; ++py) {
        for (int px = 0; px < kSize; ++px) {
            Rgb sum{};
            std::array<int, kBCount> votes{};
            for (int j = 0; j < 2; ++j) {
                for (int i = 0; i < 2; ++i) {
                    const float u = ((static_cast<float>(px) + 0.25f + 0.5f * static_cast<float>(i)) / kSize) * 2.0f - 1.0f;
                    const float v = 1.0f - ((static_cast<float>(py) + 0.25f + 0.5f * static_cast<float>(j)) / kSize) * 2.0f;
                    const V3 dir = normalize(s.fwd * s.focal + s.right * u + s.up * v);
                    const Hit hit = trace(s, dir);
                    sum = sum + hit.c;
                    ++votes[hit.reg];
                }
            }
            const auto reg = static_cast<std::uint8_t>(std::max_element(votes.begin(), votes.end()) - votes.begin());
            const std::size_t k = index(px, py, kSize);
            p.base[k] = sum * 0.25f;
            p.region[k] = reg;
            p.flow[k] = reg == kBTable ? 0.1f : 0.0f;
        }
    }
    static constexpr std::array<Brush, kBCount> kBrushes = {{
        {0.035f, 0.008f, 0.10f, false},  // table
        {0.020f, 0.004f, 0.06f, false},  // board top
        {0.016f, 0.004f, 0.05f, false},  // board front
        {0.0f, 0.0f, 0.0f, true},        // lines
        {0.007f, 0.0025f, 0.60f, false}, // pieces
        {0.0f, 0.0f, 0.0f, true},        // holes
    }};
    return paint_picture(p, seed, kBrushes, {0.50f, 0.18f, 0.022f});
}

}  // namespace tafl::art
