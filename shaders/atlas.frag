// atlas.frag: draws one of the board's small pictures (pieces, marks, effects) into its cell of
// the sprite atlas, at the pixel size it is shown at, so nothing is scaled on screen. Output is
// premultiplied. v_uv runs over the cell from (-1, -1) at the bottom left to (1, 1).
#version 330 core

in vec2 v_uv;

uniform int u_kind;           // the picture, numbered as in board_view.cpp (AtlasCell)
uniform float u_pixel;        // one cell pixel in v_uv units, for antialiasing
uniform int u_high_contrast;  // 1: stronger outlines and colours
uniform sampler2D u_paint;    // brush dabs, grey around 0.5 (assets/textures/paint.png)

out vec4 frag_colour;

const int kAttacker = 0;
const int kDefender = 1;
const int kKing = 2;
const int kMoveDot = 3;
const int kSelect = 4;
const int kHover = 5;
const int kLastMove = 6;
const int kTrail = 7;
const int kParticle = 8;
const int kFlash = 9;
const int kBurst = 10;
const int kVignette = 11;
const int kThreat = 12;
const int kRaichi = 13;
const int kTuichu = 14;

// Coverage of a signed distance (negative inside), antialiased over one pixel.
float fill(float d) { return clamp(0.5 - d / u_pixel, 0.0, 1.0); }

// Signed distances.
float sd_circle(vec2 p, float r) { return length(p) - r; }
float sd_box(vec2 p, vec2 half_size) {
    vec2 d = abs(p) - half_size;
    return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0);
}
float sd_cross(vec2 p, float arm, float width) {
    return min(sd_box(p, vec2(arm, width)), sd_box(p, vec2(width, arm)));
}
float sd_diamond(vec2 p, float r) { return (abs(p.x) + abs(p.y) - r) * 0.70710678; }
// A regular octagon with inner radius r (flat sides facing the axes).
float sd_octagon(vec2 p, float r) {
    const vec3 k = vec3(-0.9238795325, 0.3826834323, 0.4142135623);
    p = abs(p);
    p -= 2.0 * min(dot(k.xy, p), 0.0) * k.xy;
    p -= 2.0 * min(dot(vec2(-k.x, k.y), p), 0.0) * vec2(-k.x, k.y);
    p -= vec2(clamp(p.x, -k.z * r, k.z * r), r);
    return length(p) * sign(p.y);
}

// Small deterministic grain so flat colours do not look printed.
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }

// Over-compositing of premultiplied colours.
vec4 over(vec4 top, vec4 below) { return top + below * (1.0 - top.a); }

// Silhouettes of the pieces: the attackers' round shields, the defenders' octagons, the king's
// large disc. Told apart by shape as well as by colour.
float silhouette(int kind, vec2 p) {
    if (kind == kAttacker) return sd_circle(p, 0.74);
    if (kind == kDefender) return sd_octagon(p, 0.64);
    return sd_circle(p, 0.86);
}

// A painted piece: a lit dome of `base` colour with a rim, brush-dab pigment, rim light from
// behind, an engraved emblem (signed distance `emblem`) in `ink`, and a soft shadow below.
vec4 piece(int kind, vec2 p, float size, vec3 base, vec3 rim, float emblem, vec3 ink) {
    float sd = silhouette(kind, p - vec2(0.05, -0.09));
    vec4 colour = vec4(0.0, 0.0, 0.0, 0.5 * (1.0 - smoothstep(-0.12, 0.18, sd)));
    float d = silhouette(kind, p);
    if (d < u_pixel) {
        // Dome lighting from the upper left.
        vec2 q = p / size;
        float z = sqrt(max(0.0, 1.0 - dot(q, q)));
        vec3 n = normalize(vec3(q * 0.75, z + 0.35));
        vec3 light = normalize(vec3(-0.45, 0.55, 0.70));
        float diffuse = clamp(dot(n, light), 0.0, 1.0);
        float spec = pow(clamp(dot(reflect(-light, n), vec3(0.0, 0.0, 1.0)), 0.0, 1.0), 24.0);
        // Pigment laid on with a brush: dabs vary the colour a little, never the shape.
        float dab = texture(u_paint, p * 0.5 + 0.5).r - 0.5;
        vec3 pigment = base * (1.0 + 0.35 * dab) + vec3(0.03, 0.01, -0.02) * dab;
        vec3 c = pigment * (0.55 + 0.55 * diffuse) + vec3(0.22) * spec;
        // Rim band just inside the edge.
        float ring = smoothstep(-0.14, -0.10, d);
        c = mix(c, rim * (0.6 + 0.5 * diffuse), ring);
        // Emblem, slightly sunk.
        float e = fill(emblem);
        c = mix(c, ink * (0.75 + 0.35 * diffuse), e * 0.92);
        // Rim light: a thin bright edge where the far light catches the lower right.
        float back = clamp(dot(normalize(p + 1e-4), normalize(vec2(0.7, -0.7))), 0.0, 1.0);
        c += vec3(1.0, 0.92, 0.78) * 0.25 * back * smoothstep(-0.06, -0.01, d);
        float edge = u_high_contrast == 1 ? 0.06 : 0.025;
        float outline = smoothstep(-edge - u_pixel, -edge, d);  // 1 in the band along the edge
        c = mix(c, vec3(0.05), outline * (u_high_contrast == 1 ? 1.0 : 0.7));
        colour = over(vec4(c, 1.0) * fill(d), colour);
    }
    return colour;
}

void main() {
    vec2 p = v_uv;
    float r = length(p);
    vec4 c = vec4(0.0);
    if (u_kind == kAttacker) {
        // Dark shield with a boss and four rivets: round, heavy.
        float boss = sd_circle(p, 0.20);
        float rivets = 1e9;
        for (int i = 0; i < 4; ++i) {
            float a = 0.78539816 + 1.5707963 * float(i);
            rivets = min(rivets, sd_circle(p - 0.46 * vec2(cos(a), sin(a)), 0.065));
        }
        vec3 base = u_high_contrast == 1 ? vec3(0.10, 0.08, 0.08) : vec3(0.30, 0.17, 0.12);
        c = piece(kAttacker, p, 0.74, base, vec3(0.16, 0.10, 0.07), min(boss, rivets), vec3(0.62, 0.52, 0.36));
    } else if (u_kind == kDefender) {
        // Pale bone octagons with an engraved diamond.
        float diamond = abs(sd_diamond(p, 0.32)) - 0.05;
        vec3 base = u_high_contrast == 1 ? vec3(1.0, 0.98, 0.92) : vec3(0.90, 0.84, 0.70);
        c = piece(kDefender, p, 0.68, base, vec3(0.70, 0.62, 0.48), diamond, vec3(0.42, 0.30, 0.18));
    } else if (u_kind == kKing) {
        // The king: larger, bone with a golden rim and a cross of gold.
        float cross = sd_cross(p, 0.46, 0.11);
        vec3 base = u_high_contrast == 1 ? vec3(1.0, 0.97, 0.85) : vec3(0.93, 0.87, 0.72);
        c = piece(kKing, p, 0.86, base, vec3(0.85, 0.64, 0.20), cross, vec3(0.80, 0.58, 0.12));
    } else if (u_kind == kMoveDot) {
        float d = sd_circle(p, 0.17);
        c = vec4(0.96, 0.90, 0.62, 1.0) * 0.85 * fill(d);
        c = over(c, vec4(0.0, 0.0, 0.0, 0.25) * (1.0 - smoothstep(0.15, 0.26, r)));
    } else if (u_kind == kSelect) {
        float ring = abs(sd_circle(p, 0.86)) - 0.055;
        float glow = exp(-8.0 * abs(r - 0.86));
        c = vec4(1.0, 0.86, 0.40, 1.0) * fill(ring) + vec4(1.0, 0.80, 0.30, 0.0) * 0.35 * glow;
    } else if (u_kind == kHover) {
        float frame = abs(sd_box(p, vec2(0.93))) - 0.035;
        c = vec4(1.0, 0.96, 0.85, 1.0) * 0.55 * fill(frame);
    } else if (u_kind == kLastMove) {
        float inside = sd_box(p, vec2(0.98));
        c = vec4(0.95, 0.75, 0.30, 1.0) * 0.28 * fill(inside);
    } else if (u_kind == kTrail) {
        // A soft bar, brightest along its middle.
        float a = (1.0 - smoothstep(0.0, 1.0, abs(p.y))) * (1.0 - smoothstep(0.85, 1.0, abs(p.x)));
        c = vec4(1.0, 0.92, 0.70, 1.0) * a * 0.8;
    } else if (u_kind == kParticle) {
        float a = 1.0 - smoothstep(0.2, 1.0, r);
        c = vec4(1.0) * a;
    } else if (u_kind == kFlash) {
        // Added light (alpha 0) around a piece.
        float a = exp(-3.0 * r * r);
        c = vec4(1.0, 0.85, 0.45, 0.0) * a;
    } else if (u_kind == kBurst) {
        float angle = atan(p.y, p.x);
        float rays = 0.5 + 0.5 * cos(angle * 8.0);
        float a = exp(-4.0 * r * r) + 0.6 * rays * exp(-2.5 * r) * (1.0 - smoothstep(0.6, 1.0, r));
        c = vec4(1.0, 0.95, 0.70, 0.0) * a;
    } else if (u_kind == kVignette) {
        float a = 0.55 + 0.45 * smoothstep(0.3, 1.3, r);
        c = vec4(0.0, 0.0, 0.0, 1.0) * a;
    } else if (u_kind == kThreat || u_kind == kRaichi || u_kind == kTuichu) {
        vec3 tone = u_kind == kThreat ? vec3(0.85, 0.15, 0.10) : u_kind == kRaichi ? vec3(0.95, 0.70, 0.15)
                                                                                  : vec3(1.0, 0.85, 0.30);
        float ring = abs(sd_circle(p, 0.94)) - (u_kind == kTuichu ? 0.06 : 0.04);
        c = vec4(tone, 1.0) * fill(ring);
        if (u_kind == kTuichu) c = over(vec4(tone, 1.0) * fill(abs(sd_circle(p, 0.80)) - 0.03), c);
    }
    frag_colour = c;
}
