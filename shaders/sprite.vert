// sprite.vert: the batched quads of the board view. Positions arrive in window pixels.
#version 330 core

in vec2 a_position;
in vec2 a_uv;
in vec4 a_colour;

uniform mat4 u_projection;

out vec2 v_uv;
out vec4 v_colour;

void main() {
    v_uv = a_uv;
    v_colour = a_colour;
    gl_Position = u_projection * vec4(a_position, 0.0, 1.0);
}
