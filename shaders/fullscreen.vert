// fullscreen.vert: one quad over the whole target from the vertices (-1,-1)..(1,1); v_uv is the
// same point, for programs that draw procedurally.
#version 330 core

in vec2 a_position;

out vec2 v_uv;

void main() {
    v_uv = a_position;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
