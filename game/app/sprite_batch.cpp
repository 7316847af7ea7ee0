// sprite_batch.cpp: the quad batcher.
#include "app/sprite_batch.h"

#include <cmath>
#include <glm/gtc/type_ptr.hpp>

namespace tafl::app {

void SpriteBatch::init(const ShaderProgram* program) {
    program_ = program;
    GLuint vao = 0, vbo = 0, ibo = 0;
    glGenVertexArrays(1, &vao);
    glGenBuffers(1, &vbo);
    glGenBuffers(1, &ibo);
    vao_ = GlName<delete_vertex_array>(vao);
    vbo_ = GlName<delete_buffer>(vbo);
    ibo_ = GlName<delete_buffer>(ibo);
    glBindVertexArray(vao);
    glBindBuffer(GL_ARRAY_BUFFER, vbo);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(kMaxQuads * 4 * sizeof(Vertex)), nullptr, GL_STREAM_DRAW);
    // Two triangles per quad, indices fixed once.
    std::vector<std::uint32_t> indices;
    indices.reserve(kMaxQuads * 6);
    for (std::uint32_t q = 0; q < kMaxQuads; ++q) {
        const std::uint32_t b = q * 4;
        for (std::uint32_t i : {b, b + 1, b + 2, b, b + 2, b + 3}) indices.push_back(i);
    }
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices.size() * sizeof(std::uint32_t)),
                 indices.data(), GL_STATIC_DRAW);
    const auto stride = static_cast<GLsizei>(sizeof(Vertex));
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(Vertex, x)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(Vertex, u)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(Vertex, r)));
    glBindVertexArray(0);
    vertices_.reserve(kMaxQuads * 4);
}

void SpriteBatch::begin(const glm::mat4& projection) {
    projection_ = projection;
    vertices_.clear();
    texture_ = 0;
}

void SpriteBatch::draw(const Texture& texture, float cx, float cy, float w, float h, float rotation, UvRect uv,
                       glm::vec4 colour) {
    if (texture.id() != texture_ || vertices_.size() >= kMaxQuads * 4) {
        flush();
        texture_ = texture.id();
    }
    // Screen y grows downwards, so a counter-clockwise turn on screen is a negative angle here.
    const float c = std::cos(-rotation), s = std::sin(-rotation);
    const float hx = w / 2, hy = h / 2;
    auto corner = [&](float dx, float dy, float u, float v) {
        vertices_.push_back({cx + dx * c - dy * s, cy + dx * s + dy * c, u, v, colour.r, colour.g, colour.b, colour.a});
    };
    // Top-left, top-right, bottom-right, bottom-left on screen; v1 is the top of the picture.
    corner(-hx, -hy, uv.u0, uv.v1);
    corner(hx, -hy, uv.u1, uv.v1);
    corner(hx, hy, uv.u1, uv.v0);
    corner(-hx, hy, uv.u0, uv.v0);
    ++quads_;
}

void SpriteBatch::flush() {
    if (vertices_.empty() || program_ == nullptr) return;
    program_->use();
    glUniformMatrix4fv(program_->uniform("u_projection"), 1, GL_FALSE, glm::value_ptr(projection_));
    glUniform1i(program_->uniform("u_texture"), 0);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, texture_);
    glBindVertexArray(vao_.get());
    glBindBuffer(GL_ARRAY_BUFFER, vbo_.get());
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(vertices_.size() * sizeof(Vertex)), vertices_.data());
    glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(vertices_.size() / 4 * 6), GL_UNSIGNED_INT, nullptr);
    glBindVertexArray(0);
    ++draw_calls_;
    vertices_.clear();
}

}  // namespace tafl::app
