// board.frag: the board of the board view, drawn once into a render target at the size it is
// shown at: wood with grain and light, the grid, the throne and the corners, a vignette.
// Output is premultiplied (and opaque).
#version 330 core

in vec2 v_uv;

uniform int u_size;            // squares per side
uniform usampler2D u_squares;  // per square: 1 throne, 2 corner, 4 strong zone, 8 escape edge
uniform sampler2D u_grain;     // assets/textures/grain.png: tileable fibres, grey around 0.5
uniform float u_pixel;         // one target pixel in square units
uniform int u_high_contrast;

out vec4 frag_colour;

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }

float noise(vec2 p) {
    vec2 i = floor(p), f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1, 0)), u.x), mix(hash(i + vec2(0, 1)), hash(i + vec2(1, 1)), u.x), u.y);
}

float fbm(vec2 p) {
    float v = 0.0, a = 0.5;
    for (int i = 0; i < 4; ++i) {
        v += a * noise(p);
        p = p * 2.03 + 17.0;
        a *= 0.5;
    }
    return v;
}

float line_cover(float d, float width) { return clamp((width * 0.5 - d) / u_pixel + 0.5, 0.0, 1.0); }

void main() {
    float n = float(u_size);
    vec2 s = (v_uv * 0.5 + 0.5) * n;  // square units, a1's corner at (0, 0)
    ivec2 cell = clamp(ivec2(floor(s)), ivec2(0), ivec2(u_size - 1));
    uint flags = texelFetch(u_squares, cell, 0).r;

    // Wood: long grain along the files, with slow waves and knots of darker colour.
    float grain = fbm(vec2(s.x * 0.35, s.y * 6.0) + fbm(s * 0.5) * 2.0);
    float rings = sin((s.y + fbm(s * 0.3) * 3.0) * 9.0) * 0.5 + 0.5;
    vec3 light_wood = vec3(0.80, 0.62, 0.40);
    vec3 dark_wood = vec3(0.55, 0.37, 0.22);
    vec3 c = mix(dark_wood, light_wood, 0.55 * grain + 0.25 * rings + 0.2);
    // Fine fibres from the generated grain texture, one tile over four squares, running across.
    float fibre = texture(u_grain, vec2(s.y, s.x) * 0.25).r;
    c *= 0.86 + 0.28 * fibre;
    // Alternate squares a shade apart so the eye can count lines on big boards.
    if (((cell.x + cell.y) & 1) == 1) c *= 0.96;

    // Special squares: inlaid darker wood with a carved mark.
    vec2 f = fract(s) - 0.5;
    if ((flags & 3u) != 0u) {
        c = mix(c, vec3(0.36, 0.22, 0.14), 0.75);
        float mark;
        if ((flags & 1u) != 0u) {
            // Throne: a ring with a cross.
            mark = min(abs(length(f) - 0.30), min(abs(f.x), abs(f.y)) + step(0.30, length(f)));
        } else {
            // Corner: a saltire.
            mark = min(abs(f.x - f.y), abs(f.x + f.y)) * 0.7071 + step(0.36, max(abs(f.x), abs(f.y)));
        }
        c = mix(c, vec3(0.86, 0.70, 0.42), line_cover(mark, 0.05));
    } else if ((flags & 4u) != 0u) {
        c = mix(c, vec3(0.50, 0.34, 0.20), 0.25);
    }

    // Grid lines, cut into the wood (dark groove with a light lower edge).
    vec2 g = abs(fract(s + 0.5) - 0.5);  // distance to the nearest line, per axis
    float groove = max(line_cover(g.x, 0.035), line_cover(g.y, 0.035));
    float ink = u_high_contrast == 1 ? 0.95 : 0.65;
    c = mix(c, vec3(0.18, 0.10, 0.06), groove * ink);

    // Light from the upper left and a vignette towards the rim.
    vec2 q = v_uv;
    c *= 1.05 - 0.10 * (q.x - q.y) * 0.5;
    c *= 1.0 - 0.28 * smoothstep(0.55, 1.45, length(q));
    // A bevelled rim.
    float rim = 1.0 - max(abs(q.x), abs(q.y));
    c *= mix(0.70, 1.0, smoothstep(0.0, 0.02, rim));

    frag_colour = vec4(c, 1.0);
}
