// gl.h: the small OpenGL 3.3 toolkit the game draws with: shader programs read from shaders/
// (with a clear message and a plain built-in fallback when a file is missing or does not
// compile), textures, and render targets (framebuffer objects with a colour texture).
#pragma once

#include <epoxy/gl.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tafl::app {

// [SECTION] Owned GL names

// A GL object name that deletes itself; moves, never copies.
template <void (*Delete)(GLuint)>
class GlName {
public:
    GlName() = default;
    explicit GlName(GLuint name) : name_(name) {}
    GlName(const GlName&) = delete;
    GlName& operator=(const GlName&) = delete;
    GlName(GlName&& other) noexcept : name_(std::exchange(other.name_, 0)) {}
    GlName& operator=(GlName&& other) noexcept {
        if (this != &other) {
            reset();
            name_ = std::exchange(other.name_, 0);
        }
        return *this;
    }
    ~GlName() { reset(); }
    void reset() {
        if (name_ != 0) Delete(name_);
        name_ = 0;
    }
    GLuint get() const { return name_; }
    explicit operator bool() const { return name_ != 0; }

private:
    GLuint name_ = 0;
};

void delete_program(GLuint name);
void delete_texture(GLuint name);
void delete_buffer(GLuint name);
void delete_vertex_array(GLuint name);
void delete_framebuffer(GLuint name);

// [SECTION] Shaders

// Where a program's sources came from, for messages and tests.
enum class ShaderOrigin : std::uint8_t { Files, Fallback };

// A linked program and the uniform locations asked of it.
class ShaderProgram {
public:
    GLuint id() const { return program_.get(); }
    ShaderOrigin origin() const { return origin_; }
    GLint uniform(const char* name) const { return glGetUniformLocation(program_.get(), name); }
    void use() const { glUseProgram(program_.get()); }

    // Compiles and links the two sources; on failure returns false with the stage, the file name
    // given for messages and the driver's log in `error`.
    bool build(std::string_view vertex_source, std::string_view vertex_name, std::string_view fragment_source,
               std::string_view fragment_name, std::string* error);
    void set_origin(ShaderOrigin origin) { origin_ = origin; }

private:
    GlName<delete_program> program_;
    ShaderOrigin origin_ = ShaderOrigin::Files;
};

// Loads <dir>/<vertex> and <dir>/<fragment>. When either is missing or fails to compile or link,
// appends a message naming the file and the compiler log to `problems`, and builds the fallback
// sources instead (which must compile; they are part of the program). The result is always
// usable.
ShaderProgram load_program(const std::filesystem::path& dir, const char* vertex, const char* fragment,
                           std::string_view fallback_vertex, std::string_view fallback_fragment,
                           std::vector<std::string>& problems);

// [SECTION] Textures and render targets

// Filtering of a texture when scaled.
enum class Filter : std::uint8_t { Nearest, Linear, Mipmapped };

class Texture {
public:
    Texture() = default;
    // Creates a width x height RGBA8 texture from tightly packed rows, top row first (null pixels
    // leaves it undefined, for render targets).
    static Texture from_rgba(int width, int height, const std::uint8_t* pixels, Filter filter);
    // A single-channel texture of unsigned integers (per-square tables for usampler2D).
    static Texture from_r8ui(int width, int height, const std::uint8_t* bytes);

    GLuint id() const { return name_.get(); }
    int width() const { return width_; }
    int height() const { return height_; }
    explicit operator bool() const { return static_cast<bool>(name_); }
    void bind(int unit) const;

private:
    struct TexelFormat {
        GLint internal;  // e.g. GL_RGBA8
        GLenum layout;   // e.g. GL_RGBA
    };
    static Texture create(int width, int height, const TexelFormat& format, const void* data, GLint min_filter,
                          GLint mag_filter, GLint wrap);

    GlName<delete_texture> name_;
    int width_ = 0;
    int height_ = 0;
};

// An offscreen picture to draw into: a framebuffer with one RGBA8 colour texture (premultiplied
// alpha, cleared to transparent). Texture row 0 is the bottom of what was drawn.
class RenderTarget {
public:
    // Creates or resizes; returns false (with the framebuffer status in `error`) when the driver
    // refuses the framebuffer.
    bool resize(int width, int height, std::string* error);
    void begin() const;                                    // binds the framebuffer and sets the viewport to its size
    static void end(int window_width, int window_height);  // back to the window's framebuffer
    const Texture& texture() const { return texture_; }
    int width() const { return texture_.width(); }
    int height() const { return texture_.height(); }

private:
    GlName<delete_framebuffer> framebuffer_;
    Texture texture_;
};

// [SECTION] Helpers

// The window's pixels, read back after drawing: RGBA8 rows top first (ready for a PNG).
std::vector<std::uint8_t> read_pixels(int width, int height);

// "OpenGL 4.5 (Core Profile) Mesa ... / llvmpipe ..." for logs.
std::string describe_context();

}  // namespace tafl::app
