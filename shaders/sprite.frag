// sprite.frag: a premultiplied texel times the quad's premultiplied colour. A colour with alpha 0
// adds light instead of covering (flashes, sparks).
#version 330 core

in vec2 v_uv;
in vec4 v_colour;

uniform sampler2D u_texture;

out vec4 frag_colour;

void main() {
    frag_colour = texture(u_texture, v_uv) * v_colour;
}
