// board.frag: the board, drawn once into a render target at the size it is shown at: the frame
// and the playing surface of its family, the grid, the throne and the corners, light and a
// vignette. The surface picture (assets/textures/surface-*.png, painted by taflbord-artgen) gives
// the pigment; the fine grain is computed here per pixel, so the board stays sharp at any size.
// Output is premultiplied (and opaque).
#version 330 core

in vec2 v_uv;

uniform int u_size;            // squares per side
uniform float u_margin;        // width of the frame, in squares
uniform int u_family;          // 0 Irish yew, 1 Sami hide, 2 Welsh slate, 3 Norse driftwood, 4 York oak, 5 cloth
uniform usampler2D u_squares;  // per square: 1 throne, 2 corner, 4 strong zone, 8 escape edge
uniform sampler2D u_surface;   // the family's painted surface, stretched over the playing area
uniform sampler2D u_grain;     // tileable fibres (assets/textures/grain.png)
uniform float u_pixel;         // one target pixel in square units
uniform int u_high_contrast;
uniform int u_coordinates;     // 1: the letters and numbers sit in the bottom and left bands

out vec4 frag_colour;

const int kYew = 0;
const int kHide = 1;
const int kSlate = 2;
const int kDriftwood = 3;
const int kOak = 4;
const int kCloth = 5;
const float kPi = 3.14159265;

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
    vec2 i = floor(p), f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1, 0)), u.x), mix(hash(i + vec2(0, 1)), hash(i + vec2(1, 1)), u.x), u.y);
}
// Coverage of a line of `width` (square units) at distance d, antialiased over a pixel.
float line_cover(float d, float width) { return clamp((width * 0.5 - d) / u_pixel + 0.5, 0.0, 1.0); }

// The frame's material: the family's wood (or the cloth's dark piping) with grain.
vec3 frame_material(vec2 s, float n) {
    vec3 tone;
    if (u_family == kYew) tone = vec3(0.36, 0.16, 0.07);
    else if (u_family == kHide) tone = vec3(0.42, 0.29, 0.19);
    else if (u_family == kSlate) tone = vec3(0.44, 0.29, 0.15);  // oak around the slate
    else if (u_family == kDriftwood) tone = vec3(0.38, 0.36, 0.33);
    else if (u_family == kOak) tone = vec3(0.22, 0.12, 0.06);
    else tone = vec3(0.06, 0.12, 0.10);
    vec2 along = abs(s.x - n * 0.5) > abs(s.y - n * 0.5) ? s.yx : s;  // grain runs along each side
    float g = texture(u_grain, along * vec2(0.08, 0.5)).r;
    return tone * (0.80 + 0.40 * g);
}

// Interlace for the Irish frame: two strands weaving along the band (t along, w across in -1..1).
vec4 interlace(float t, float w, float band) {
    float period = 1.0;
    float phase = t / period * 2.0 * kPi;
    float y1 = 0.55 * sin(phase), y2 = -y1;
    float width = 0.22;
    float d1 = abs(w - y1), d2 = abs(w - y2);
    float px = u_pixel * 2.0 / band;
    float c1 = clamp((width - d1) / px, 0.0, 1.0), c2 = clamp((width - d2) / px, 0.0, 1.0);
    float o1 = clamp((width + 0.08 - d1) / px, 0.0, 1.0), o2 = clamp((width + 0.08 - d2) / px, 0.0, 1.0);
    // Over and under alternate at every crossing.
    bool first_on_top = cos(phase) > 0.0;
    vec3 strand = vec3(0.86, 0.62, 0.33);
    vec3 c = vec3(0.0);
    float a = 0.0;
    if (first_on_top) {
        c = mix(c, vec3(0.12, 0.05, 0.02), o2); a = max(a, o2);
        c = mix(c, strand * (0.8 + 0.2 * (1.0 - d2 / width)), c2);
        c = mix(c, vec3(0.12, 0.05, 0.02), o1); a = max(a, o1);
        c = mix(c, strand * (0.8 + 0.2 * (1.0 - d1 / width)), c1);
    } else {
        c = mix(c, vec3(0.12, 0.05, 0.02), o1); a = max(a, o1);
        c = mix(c, strand * (0.8 + 0.2 * (1.0 - d1 / width)), c1);
        c = mix(c, vec3(0.12, 0.05, 0.02), o2); a = max(a, o2);
        c = mix(c, strand * (0.8 + 0.2 * (1.0 - d2 / width)), c2);
    }
    return vec4(c, a);
}

void main() {
    float n = float(u_size);
    float total = n + 2.0 * u_margin;
    vec2 s = (v_uv * 0.5 + 0.5) * total - u_margin;  // square units, a1's corner at (0, 0)
    bool inside = s.x >= 0.0 && s.y >= 0.0 && s.x <= n && s.y <= n;
    vec3 c;

    if (!inside) {
        // [SECTION] The frame
        c = frame_material(s, n);
        // Distance into the band from the playing area (0) to the outer edge (1).
        float dx = max(-s.x, s.x - n), dy = max(-s.y, s.y - n);
        float depth = max(dx, dy) / u_margin;
        // Bevels: light on the outer rim, a shadow where the frame meets the playing area.
        c *= mix(1.0, 0.55, smoothstep(0.18, 0.0, depth));
        c *= mix(1.0, 1.18, smoothstep(0.80, 0.95, depth)) * mix(1.0, 0.6, smoothstep(0.96, 1.0, depth));
        float band_w = (depth - 0.5) / 0.32;  // -1..1 across the middle of the band
        // With coordinates shown, the bottom and left bands carry them instead of ornament.
        bool lettered = u_coordinates == 1 && (s.y < 0.0 && dy >= dx || s.x < 0.0 && dx >= dy);
        if (u_family == kYew && abs(band_w) < 1.2 && !lettered) {
            float t = dx > dy ? s.y : s.x;
            vec4 knot = interlace(t, band_w, u_margin * 0.64);
            c = mix(c, knot.rgb, knot.a);
        } else if (u_family == kHide) {
            // A stitched seam along the band.
            float t = dx > dy ? s.y : s.x;
            float seam = abs(depth - 0.82) * u_margin;
            float dash = step(0.5, fract(t * 5.0));
            c = mix(c, vec3(0.90, 0.84, 0.70), line_cover(seam, 0.04) * dash);
        } else if (u_family == kCloth) {
            // Gold piping around the cloth.
            c = mix(c, vec3(0.78, 0.64, 0.32), line_cover(abs(depth - 0.25) * u_margin, 0.03));
        } else if (u_family == kSlate || u_family == kOak) {
            // A chamfered groove.
            c = mix(c, c * 0.6, line_cover(abs(depth - 0.3) * u_margin, 0.025));
        }
    } else {
        // [SECTION] The playing surface
        ivec2 cell = clamp(ivec2(floor(s)), ivec2(0), ivec2(u_size - 1));
        uint flags = texelFetch(u_squares, cell, 0).r;
        c = texture(u_surface, s / n).rgb;
        // Fine detail at screen resolution: fibres for wood and hide, speckle for slate and cloth.
        float fibre = texture(u_grain, vec2(s.y, s.x) * 0.25).r;
        float speck = noise(s * 90.0);
        if (u_family == kSlate || u_family == kCloth) c *= 0.94 + 0.12 * speck;
        else c *= 0.90 + 0.20 * fibre;
        // Alternate squares a shade apart so the eye can count lines on big boards.
        if (((cell.x + cell.y) & 1) == 1) c *= 0.965;

        // Special squares: inlaid in a darker tone with a mark.
        vec2 f = fract(s) - 0.5;
        vec3 ink = u_family == kSlate ? vec3(0.80, 0.82, 0.84)
                 : u_family == kCloth ? vec3(0.82, 0.68, 0.36)
                 : u_family == kHide  ? vec3(0.72, 0.16, 0.10)
                                      : vec3(0.90, 0.74, 0.46);
        if ((flags & 3u) != 0u) {
            c = mix(c, c * 0.55, 0.8);
            float mark;
            if ((flags & 1u) != 0u) {
                // Throne: a ring with a cross.
                mark = min(abs(length(f) - 0.30), min(abs(f.x), abs(f.y)) + step(0.30, length(f)));
            } else {
                // Corner: a saltire.
                mark = min(abs(f.x - f.y), abs(f.x + f.y)) * 0.7071 + step(0.36, max(abs(f.x), abs(f.y)));
            }
            c = mix(c, ink, line_cover(mark, 0.05));
        } else if ((flags & 4u) != 0u) {
            c = mix(c, c * 0.8, 0.5);
        }

        // The grid, as each material takes it.
        vec2 g = abs(fract(s + 0.5) - 0.5);  // distance to the nearest line, per axis
        float d = min(g.x, g.y);
        float strength = u_high_contrast == 1 ? 1.0 : 0.75;
        if (u_family == kHide) {
            // Stitches: dashes of dark sinew with a hole at each end.
            float t = g.x < g.y ? s.y : s.x;
            float dash = smoothstep(0.15, 0.2, fract(t * 4.0)) * smoothstep(0.95, 0.9, fract(t * 4.0));
            c = mix(c, vec3(0.22, 0.13, 0.08), line_cover(d, 0.04) * dash * strength);
        } else if (u_family == kSlate) {
            // Scratched into the stone: pale lines.
            c = mix(c, vec3(0.78, 0.80, 0.82), line_cover(d, 0.03) * strength);
        } else if (u_family == kCloth) {
            c = mix(c, vec3(0.80, 0.70, 0.45), line_cover(d, 0.025) * strength);
        } else {
            // Cut into the wood: a dark groove with a lit lower edge.
            c = mix(c, vec3(0.13, 0.07, 0.04), line_cover(d, 0.035) * strength);
            vec2 lower = abs(fract(s + 0.5 + vec2(0.0, 0.03)) - 0.5);
            c = mix(c, c * 1.25, line_cover(min(lower.x, lower.y), 0.015) * 0.5 * (1.0 - line_cover(d, 0.035)));
        }
        // The surface sits a little below the frame: shadow along its edges.
        float edge = min(min(s.x, s.y), min(n - s.x, n - s.y));
        c *= mix(0.65, 1.0, smoothstep(0.0, 0.25, edge));
    }

    // Light from the upper left, and a vignette towards the rim.
    vec2 q = v_uv;
    c *= 1.06 - 0.10 * (q.x - q.y) * 0.5;
    c *= 1.0 - 0.25 * smoothstep(0.6, 1.5, length(q));
    frag_colour = vec4(c, 1.0);
}
