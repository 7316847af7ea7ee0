// sprite_batch.h: batched textured quads. Quads are collected in one vertex buffer and drawn with
// one call per run of the same texture, so a whole board of pieces, marks and particles costs a
// handful of draw calls. Colours are premultiplied: (r*a, g*a, b*a, a), with alpha 0 adding light.
#pragma once

#include <cstdint>
#include <glm/glm.hpp>
#include <vector>

#include "app/gl.h"

namespace tafl::app {

// A rectangle of texture coordinates (0..1, v = 0 at the texture's row 0).
struct UvRect {
    float u0 = 0.0f;
    float v0 = 0.0f;
    float u1 = 1.0f;
    float v1 = 1.0f;
};

class SpriteBatch {
public:
    // Creates the vertex buffers; `program` is the sprite program (a_position, a_uv, a_colour;
    // uniforms u_projection and u_texture).
    void init(const ShaderProgram* program);

    // Starts a batch drawn with `projection` (pixels to clip space).
    void begin(const glm::mat4& projection);
    // A quad of w x h pixels centred at (cx, cy), turned by `rotation` radians (counter-clockwise
    // on screen), showing `uv` of `texture` multiplied by the premultiplied `colour`.
    void draw(const Texture& texture, float cx, float cy, float w, float h, float rotation, UvRect uv,
              glm::vec4 colour);
    // An axis-aligned quad from its top-left corner.
    void draw_rect(const Texture& texture, float x, float y, float w, float h, UvRect uv, glm::vec4 colour) {
        draw(texture, x + w / 2, y + h / 2, w, h, 0.0f, uv, colour);
    }
    // Draws what is pending.
    void flush();
    void end() { flush(); }

    // Draw calls and quads since the last reset_counters().
    int draw_calls() const { return draw_calls_; }
    int quads() const { return quads_; }
    void reset_counters() { draw_calls_ = quads_ = 0; }

    // A premultiplied colour from straight-alpha components.
    static glm::vec4 premultiplied(float r, float g, float b, float a) { return {r * a, g * a, b * a, a}; }

private:
    struct Vertex {
        float x, y, u, v, r, g, b, a;
    };

    const ShaderProgram* program_ = nullptr;
    GlName<delete_vertex_array> vao_;
    GlName<delete_buffer> vbo_;
    GlName<delete_buffer> ibo_;
    std::vector<Vertex> vertices_;
    GLuint texture_ = 0;
    glm::mat4 projection_{1.0f};
    int draw_calls_ = 0;
    int quads_ = 0;
    static constexpr std::size_t kMaxQuads = 4096;
};

}  // namespace tafl::app
