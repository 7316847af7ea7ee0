// gl.cpp: shader programs, textures and render targets.
#include "app/gl.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

namespace tafl::app {

void delete_program(GLuint name) { glDeleteProgram(name); }
void delete_texture(GLuint name) { glDeleteTextures(1, &name); }
void delete_buffer(GLuint name) { glDeleteBuffers(1, &name); }
void delete_vertex_array(GLuint name) { glDeleteVertexArrays(1, &name); }
void delete_framebuffer(GLuint name) { glDeleteFramebuffers(1, &name); }

// [SECTION] Shaders

namespace {

std::string shader_log(GLuint shader) {
    GLint length = 0;
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(length > 0 ? length : 0), '\0');
    if (length > 0) glGetShaderInfoLog(shader, length, nullptr, log.data());
    while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
    return log.empty() ? std::string("(the driver gave no log)") : log;
}

std::string program_log(GLuint program) {
    GLint length = 0;
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(length > 0 ? length : 0), '\0');
    if (length > 0) glGetProgramInfoLog(program, length, nullptr, log.data());
    while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
    return log.empty() ? std::string("(the driver gave no log)") : log;
}

GLuint compile(GLenum stage, std::string_view source, std::string_view name, std::string* error) {
    const GLuint shader = glCreateShader(stage);
    const char* text = source.data();
    const auto length = static_cast<GLint>(source.size());
    glShaderSource(shader, 1, &text, &length);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        if (error) *error = std::string(name) + " does not compile:\n" + shader_log(shader);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

std::optional<std::string> slurp(const std::filesystem::path& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = "shader file " + path.string() + " is missing or unreadable";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) {
        if (error) *error = "shader file " + path.string() + " could not be read";
        return std::nullopt;
    }
    return text.str();
}

}  // namespace

bool ShaderProgram::build(std::string_view vertex_source, std::string_view vertex_name,
                          std::string_view fragment_source, std::string_view fragment_name, std::string* error) {
    const GLuint vs = compile(GL_VERTEX_SHADER, vertex_source, vertex_name, error);
    if (vs == 0) return false;
    const GLuint fs = compile(GL_FRAGMENT_SHADER, fragment_source, fragment_name, error);
    if (fs == 0) {
        glDeleteShader(vs);
        return false;
    }
    const GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    // Every vertex shader of the game uses these attribute slots.
    glBindAttribLocation(program, 0, "a_position");
    glBindAttribLocation(program, 1, "a_uv");
    glBindAttribLocation(program, 2, "a_colour");
    glLinkProgram(program);
    glDetachShader(program, vs);
    glDetachShader(program, fs);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        if (error)
            *error = std::string(vertex_name) + " + " + std::string(fragment_name) + " do not link:\n" +
                     program_log(program);
        glDeleteProgram(program);
        return false;
    }
    program_ = GlName<delete_program>(program);
    return true;
}

ShaderProgram load_program(const std::filesystem::path& dir, const char* vertex, const char* fragment,
                           std::string_view fallback_vertex, std::string_view fallback_fragment,
                           std::vector<std::string>& problems) {
    ShaderProgram program;
    std::string vs_error, fs_error, error;
    const auto vs = slurp(dir / vertex, &vs_error);
    const auto fs = slurp(dir / fragment, &fs_error);
    if (vs && fs && program.build(*vs, (dir / vertex).string(), *fs, (dir / fragment).string(), &error)) {
        program.set_origin(ShaderOrigin::Files);
        return program;
    }
    // Every file that is missing is named, not only the first.
    if (!vs) error = vs_error;
    if (!fs) error += (error.empty() ? "" : "; ") + fs_error;
    problems.push_back(error + " (using the plain built-in shader instead)");
    std::string fallback_error;
    if (!program.build(fallback_vertex, std::string("built-in fallback for ") + vertex, fallback_fragment,
                       std::string("built-in fallback for ") + fragment, &fallback_error)) {
        // The fallbacks are tiny GLSL 3.30 programs; failing them means the context is unusable.
        problems.push_back(fallback_error);
    }
    program.set_origin(ShaderOrigin::Fallback);
    return program;
}

// [SECTION] Textures and render targets

Texture Texture::create(int width, int height, const TexelFormat& format, const void* data, GLint min_filter,
                        GLint mag_filter, GLint wrap) {
    Texture t;
    GLuint name = 0;
    glGenTextures(1, &name);
    t.name_ = GlName<delete_texture>(name);
    t.width_ = width;
    t.height_ = height;
    glBindTexture(GL_TEXTURE_2D, name);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, format.internal, width, height, 0, format.layout, GL_UNSIGNED_BYTE, data);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag_filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
    return t;
}

Texture Texture::from_rgba(int width, int height, const std::uint8_t* pixels, Filter filter) {
    const GLint min = filter == Filter::Nearest  ? GL_NEAREST
                      : filter == Filter::Linear ? GL_LINEAR
                                                 : GL_LINEAR_MIPMAP_LINEAR;
    // Mipmapped pictures are the tiling ones (grain, cloth); the others are drawn whole.
    const GLint wrap = filter == Filter::Mipmapped ? GL_REPEAT : GL_CLAMP_TO_EDGE;
    Texture t = create(width, height, {GL_RGBA8, GL_RGBA}, pixels, min,
                       filter == Filter::Nearest ? GL_NEAREST : GL_LINEAR, wrap);
    if (filter == Filter::Mipmapped && pixels != nullptr) glGenerateMipmap(GL_TEXTURE_2D);
    return t;
}

Texture Texture::from_r8ui(int width, int height, const std::uint8_t* bytes) {
    return create(width, height, {GL_R8UI, GL_RED_INTEGER}, bytes, GL_NEAREST, GL_NEAREST, GL_CLAMP_TO_EDGE);
}

void Texture::bind(int unit) const {
    glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
    glBindTexture(GL_TEXTURE_2D, name_.get());
}

bool RenderTarget::resize(int width, int height, std::string* error) {
    if (framebuffer_ && texture_.width() == width && texture_.height() == height) return true;
    texture_ = Texture::from_rgba(width, height, nullptr, Filter::Linear);
    if (!framebuffer_) {
        GLuint name = 0;
        glGenFramebuffers(1, &name);
        framebuffer_ = GlName<delete_framebuffer>(name);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_.id(), 0);
    const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (status != GL_FRAMEBUFFER_COMPLETE) {
        if (error) {
            std::ostringstream text;
            text << "render target " << width << "x" << height << " refused by the driver (status 0x" << std::hex
                 << status << ")";
            *error = text.str();
        }
        return false;
    }
    return true;
}

void RenderTarget::begin() const {
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
    glViewport(0, 0, texture_.width(), texture_.height());
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
}

void RenderTarget::end(int window_width, int window_height) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, window_width, window_height);
}

// [SECTION] Helpers

std::vector<std::uint8_t> read_pixels(int width, int height) {
    const auto row = static_cast<std::size_t>(width) * 4;
    std::vector<std::uint8_t> bottom_up(row * static_cast<std::size_t>(height));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up.data());
    std::vector<std::uint8_t> top_down(bottom_up.size());
    for (int y = 0; y < height; ++y) {
        std::copy_n(bottom_up.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(height - 1 - y)),
                    row, top_down.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(y)));
    }
    // The window is opaque; alpha left over from blending must not reach a PNG.
    for (std::size_t i = 3; i < top_down.size(); i += 4) top_down[i] = 255;
    return top_down;
}

std::string describe_context() {
    auto text = [](GLenum what) {
        const auto* s = reinterpret_cast<const char*>(glGetString(what));
        return std::string(s ? s : "?");
    };
    return "OpenGL " + text(GL_VERSION) + " / " + text(GL_RENDERER);
}

}  // namespace tafl::app
