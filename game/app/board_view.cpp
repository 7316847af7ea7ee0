// board_view.cpp: the board view's pictures and drawing.
#include "app/board_view.h"

#include <algorithm>
#include <cmath>
#include <glm/gtc/type_ptr.hpp>

#include "app/image.h"

namespace tafl::app {

namespace {

// [SECTION] Built-in fallbacks: plain programs used when a file of shaders/ is missing or broken.

constexpr const char* kFallbackSpriteVert = R"(#version 330 core
in vec2 a_position; in vec2 a_uv; in vec4 a_colour;
uniform mat4 u_projection;
out vec2 v_uv; out vec4 v_colour;
void main() { v_uv = a_uv; v_colour = a_colour; gl_Position = u_projection * vec4(a_position, 0.0, 1.0); }
)";
constexpr const char* kFallbackSpriteFrag = R"(#version 330 core
in vec2 v_uv; in vec4 v_colour; uniform sampler2D u_texture; out vec4 frag_colour;
void main() { frag_colour = texture(u_texture, v_uv) * v_colour; }
)";
constexpr const char* kFallbackQuadVert = R"(#version 330 core
in vec2 a_position; out vec2 v_uv;
void main() { v_uv = a_position; gl_Position = vec4(a_position, 0.0, 1.0); }
)";
// Flat discs: dark attackers, light defenders, a light king with a dark centre; plain rings.
constexpr const char* kFallbackAtlasFrag = R"(#version 330 core
in vec2 v_uv; uniform int u_kind; uniform float u_pixel; out vec4 frag_colour;
void main() {
    float r = length(v_uv);
    float disc = clamp((0.72 - r) / u_pixel, 0.0, 1.0);
    vec4 c = vec4(0.0);
    if (u_kind == 0) c = vec4(0.15, 0.1, 0.08, 1.0) * disc;
    else if (u_kind == 1) c = vec4(0.9, 0.85, 0.7, 1.0) * disc;
    else if (u_kind == 2) c = mix(vec4(0.9, 0.8, 0.5, 1.0), vec4(0.3, 0.2, 0.1, 1.0), step(r, 0.3)) * clamp((0.85 - r) / u_pixel, 0.0, 1.0);
    else if (u_kind == 3) c = vec4(0.9, 0.9, 0.6, 1.0) * clamp((0.18 - r) / u_pixel, 0.0, 1.0);
    else if (u_kind == 11) c = vec4(0.0, 0.0, 0.0, 0.7);
    else c = vec4(1.0, 0.9, 0.5, 1.0) * clamp((0.06 - abs(r - 0.85)) / u_pixel, 0.0, 1.0);
    frag_colour = c;
}
)";
constexpr const char* kFallbackBoardFrag = R"(#version 330 core
in vec2 v_uv; uniform int u_size; uniform usampler2D u_squares; uniform float u_pixel; out vec4 frag_colour;
void main() {
    vec2 s = (v_uv * 0.5 + 0.5) * float(u_size);
    uint f = texelFetch(u_squares, clamp(ivec2(floor(s)), ivec2(0), ivec2(u_size - 1)), 0).r;
    vec3 c = (f & 3u) != 0u ? vec3(0.45, 0.3, 0.2) : vec3(0.75, 0.6, 0.4);
    vec2 g = abs(fract(s + 0.5) - 0.5);
    if (min(g.x, g.y) < max(0.02, u_pixel)) c = vec3(0.2, 0.12, 0.08);
    frag_colour = vec4(c, 1.0);
}
)";

// [SECTION] Atlas

// The cells of the sprite atlas; the numbers are those of shaders/atlas.frag.
enum AtlasCell : int {
    kAttacker = 0,
    kDefender,
    kKing,
    kMoveDot,
    kSelect,
    kHover,
    kLastMove,
    kTrail,
    kParticle,
    kFlash,
    kBurst,
    kVignette,
    kThreat,
    kRaichi,
    kTuichu,
    kCellCount
};
constexpr int kAtlasColumns = 4;
constexpr int kAtlasRows = (kCellCount + kAtlasColumns - 1) / kAtlasColumns;

int cell_of(scene::SpriteId id) {
    using scene::SpriteId;
    switch (id) {
        case SpriteId::Attacker:
            return kAttacker;
        case SpriteId::Defender:
            return kDefender;
        case SpriteId::King:
            return kKing;
        case SpriteId::HighlightMove:
            return kMoveDot;
        case SpriteId::HighlightSelect:
            return kSelect;
        case SpriteId::Hover:
            return kHover;
        case SpriteId::LastMove:
            return kLastMove;
        case SpriteId::Trail:
            return kTrail;
        case SpriteId::Particle:
            return kParticle;
        case SpriteId::Flash:
            return kFlash;
        case SpriteId::LightBurst:
            return kBurst;
        case SpriteId::Vignette:
            return kVignette;
        case SpriteId::MarkerThreat:
            return kThreat;
        case SpriteId::MarkerRaichi:
            return kRaichi;
        case SpriteId::MarkerTuichu:
            return kTuichu;
        case SpriteId::Board:
            return -1;
    }
    return -1;
}

// Pieces are drawn a little larger than their square so their shadows fall outside it.
float picture_scale(scene::SpriteId id) {
    using scene::SpriteId;
    switch (id) {
        case SpriteId::Attacker:
        case SpriteId::Defender:
        case SpriteId::King:
            return 1.0f;
        default:
            return 1.0f;
    }
}

}  // namespace

BoardLayout layout_board(int size, int width, int height, float reserved_top, float reserved_bottom, bool coordinates) {
    BoardLayout l;
    l.size = std::max(size, 1);
    const float n = static_cast<float>(l.size);
    // Room around the board: lettering on two sides when shown, a frame on all four.
    const float margin_squares = coordinates ? 1.3f : 0.8f;
    const float avail_w = static_cast<float>(width);
    const float avail_h = std::max(1.0f, static_cast<float>(height) - reserved_top - reserved_bottom);
    l.square = std::max(1.0f, std::floor(std::min(avail_w, avail_h) / (n + margin_squares)));
    const float board = l.square * n;
    l.left = std::floor((avail_w - board) / 2.0f);
    l.top = std::floor(reserved_top + (avail_h - board) / 2.0f);
    return l;
}

void BoardView::init(const std::filesystem::path& shader_dir, const std::filesystem::path& texture_dir,
                     TextRenderer* text, std::vector<std::string>& problems) {
    text_ = text;
    sprite_program_ =
        load_program(shader_dir, "sprite.vert", "sprite.frag", kFallbackSpriteVert, kFallbackSpriteFrag, problems);
    atlas_program_ =
        load_program(shader_dir, "fullscreen.vert", "atlas.frag", kFallbackQuadVert, kFallbackAtlasFrag, problems);
    board_program_ =
        load_program(shader_dir, "fullscreen.vert", "board.frag", kFallbackQuadVert, kFallbackBoardFrag, problems);
    const std::uint8_t white[4] = {255, 255, 255, 255};
    white_ = Texture::from_rgba(1, 1, white, Filter::Nearest);
    std::string error;
    if (auto grain = load_png_texture(texture_dir / "grain.png", Filter::Mipmapped, &error)) {
        grain_ = std::move(*grain);
    } else {
        // Neutral grey: the board is drawn without fibres.
        problems.push_back(error + "; the board is drawn without its grain");
        const std::uint8_t grey[4] = {128, 128, 128, 255};
        grain_ = Texture::from_rgba(1, 1, grey, Filter::Nearest);
    }

    GLuint vao = 0, vbo = 0;
    glGenVertexArrays(1, &vao);
    glGenBuffers(1, &vbo);
    quad_vao_ = GlName<delete_vertex_array>(vao);
    quad_vbo_ = GlName<delete_buffer>(vbo);
    const float quad[] = {-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1};
    glBindVertexArray(vao);
    glBindBuffer(GL_ARRAY_BUFFER, vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    glBindVertexArray(0);
}

int BoardView::fallback_programs() const {
    int n = 0;
    for (const ShaderProgram* p : {&sprite_program_, &atlas_program_, &board_program_})
        n += p->origin() == ShaderOrigin::Fallback ? 1 : 0;
    return n;
}

void BoardView::set_rules(const tafl::Rules& rules) {
    size_ = rules.size();
    std::vector<std::uint8_t> flags(static_cast<std::size_t>(size_ * size_), 0);
    for (int rank = 0; rank < size_; ++rank) {
        for (int file = 0; file < size_; ++file) {
            const std::uint8_t f = rules.flags(tafl::make_square(file, rank));
            std::uint8_t v = 0;
            if (f & tafl::kThrone) v |= 1;
            if (f & tafl::kCorner) v |= 2;
            if (f & tafl::kStrongZone) v |= 4;
            if (f & tafl::kEscape) v |= 8;
            flags[static_cast<std::size_t>(rank * size_ + file)] = v;
        }
    }
    squares_ = Texture::from_r8ui(size_, size_, flags.data());
    dirty_ = true;
}

void BoardView::set_high_contrast(bool on) {
    if (on != high_contrast_) dirty_ = true;
    high_contrast_ = on;
}

void BoardView::layout(int fb_width, int fb_height, float reserved_top, float reserved_bottom) {
    const BoardLayout next = layout_board(size_, fb_width, fb_height, reserved_top, reserved_bottom, coordinates_);
    fb_width_ = fb_width;
    fb_height_ = fb_height;
    const int cell = std::clamp(static_cast<int>(std::ceil(next.square)), 8, 512);
    const int board_px = std::clamp(static_cast<int>(std::lround(next.width())), 8, 8192);
    layout_ = next;
    if (cell != atlas_cell_ || dirty_) {
        atlas_cell_ = cell;
        redraw_atlas();
    }
    if (board_px != board_pixels_ || dirty_) {
        board_pixels_ = board_px;
        redraw_board();
    }
    dirty_ = false;
}

void BoardView::redraw_atlas() {
    std::string error;
    if (!atlas_.resize(atlas_cell_ * kAtlasColumns, atlas_cell_ * kAtlasRows, &error)) return;
    atlas_.begin();
    glDisable(GL_BLEND);
    atlas_program_.use();
    glUniform1f(atlas_program_.uniform("u_pixel"), 2.0f / static_cast<float>(atlas_cell_));
    glUniform1i(atlas_program_.uniform("u_high_contrast"), high_contrast_ ? 1 : 0);
    glBindVertexArray(quad_vao_.get());
    for (int cell = 0; cell < kCellCount; ++cell) {
        glViewport((cell % kAtlasColumns) * atlas_cell_, (cell / kAtlasColumns) * atlas_cell_, atlas_cell_,
                   atlas_cell_);
        glUniform1i(atlas_program_.uniform("u_kind"), cell);
        glDrawArrays(GL_TRIANGLES, 0, 6);
    }
    glBindVertexArray(0);
    RenderTarget::end(fb_width_, fb_height_);
    glEnable(GL_BLEND);
}

void BoardView::redraw_board() {
    std::string error;
    if (size_ == 0 || !board_.resize(board_pixels_, board_pixels_, &error)) return;
    board_.begin();
    glDisable(GL_BLEND);
    board_program_.use();
    glUniform1i(board_program_.uniform("u_size"), size_);
    glUniform1f(board_program_.uniform("u_pixel"), static_cast<float>(size_) / static_cast<float>(board_pixels_));
    glUniform1i(board_program_.uniform("u_high_contrast"), high_contrast_ ? 1 : 0);
    glUniform1i(board_program_.uniform("u_squares"), 1);
    squares_.bind(1);
    glUniform1i(board_program_.uniform("u_grain"), 2);
    grain_.bind(2);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(quad_vao_.get());
    glDrawArrays(GL_TRIANGLES, 0, 6);
    glBindVertexArray(0);
    RenderTarget::end(fb_width_, fb_height_);
    glEnable(GL_BLEND);
}

void BoardView::draw(const scene::BoardScene& scene, SpriteBatch& batch, const glm::mat4& projection) {
    const auto& reg = scene.registry();
    const float sq = layout_.square;
    batch.begin(projection);

    // The frame: a dark wooden rim around the board and a soft shadow under it.
    const float n = layout_.width();
    const float rim = std::max(2.0f, std::round(sq * 0.12f));
    batch.draw_rect(white_, layout_.left - rim - sq * 0.06f, layout_.top - rim + sq * 0.08f, n + 2 * rim, n + 2 * rim,
                    {}, SpriteBatch::premultiplied(0, 0, 0, 0.45f));
    batch.draw_rect(white_, layout_.left - rim, layout_.top - rim, n + 2 * rim, n + 2 * rim, {},
                    SpriteBatch::premultiplied(0.22f, 0.13f, 0.08f, 1.0f));

    const float cell_uv_w = 1.0f / kAtlasColumns;
    const float cell_uv_h = 1.0f / kAtlasRows;
    auto cell_uv = [&](int cell) {
        const float u0 = static_cast<float>(cell % kAtlasColumns) * cell_uv_w;
        const float v0 = static_cast<float>(cell / kAtlasColumns) * cell_uv_h;
        return UvRect{u0, v0, u0 + cell_uv_w, v0 + cell_uv_h};
    };

    for (const scene::Entity e : scene.scene().draw_order()) {
        const auto* t = reg.get<scene::Transform>(e);
        const auto* s = reg.get<scene::Sprite>(e);
        if (t == nullptr || s == nullptr || t->opacity <= 0.0f) continue;
        const glm::vec2 centre = layout_.to_pixels(t->position);
        if (const auto* emitter = reg.get<scene::ParticleEmitter>(e)) {
            const UvRect uv = cell_uv(kParticle);
            for (const auto& particle : emitter->particles) {
                const float life =
                    particle.lifetime > 0 ? std::clamp(1.0f - particle.age / particle.lifetime, 0.0f, 1.0f) : 0.0f;
                // Particles live in board units of their own, not relative to the emitter.
                const glm::vec2 at = layout_.to_pixels(particle.position);
                const float size = emitter->size * sq;
                batch.draw(atlas_.texture(), at.x, at.y, size, size, 0.0f, uv,
                           SpriteBatch::premultiplied(emitter->colour.r, emitter->colour.g, emitter->colour.b,
                                                      emitter->colour.a * life * t->opacity));
            }
            continue;
        }
        const glm::vec4 colour = SpriteBatch::premultiplied(s->tint.r, s->tint.g, s->tint.b, s->tint.a * t->opacity);
        if (s->id == scene::SpriteId::Board) {
            batch.draw(board_.texture(), centre.x, centre.y, t->scale.x * sq, t->scale.y * sq, t->rotation, UvRect{},
                       colour);
            if (coordinates_) draw_coordinates(batch);
            continue;
        }
        const int cell = cell_of(s->id);
        if (cell < 0) continue;
        const float k = picture_scale(s->id);
        batch.draw(atlas_.texture(), centre.x, centre.y, t->scale.x * sq * k, t->scale.y * sq * k, t->rotation,
                   cell_uv(cell), colour);
    }
    batch.end();
}

void BoardView::draw_coordinates(SpriteBatch& batch) {
    if (text_ == nullptr) return;
    const float sq = layout_.square;
    const int px = std::max(8, static_cast<int>(std::lround(sq * 0.36f)));
    const glm::vec4 ink = SpriteBatch::premultiplied(0.90f, 0.82f, 0.64f, high_contrast_ ? 1.0f : 0.85f);
    const float rim = std::max(2.0f, std::round(sq * 0.12f));
    for (int i = 0; i < size_; ++i) {
        // Files: letters under the board; ranks: numbers left of it (a1 at the bottom left).
        const std::string file(1, static_cast<char>('a' + i));
        if (const Texture* t = text_->render(Face::Text, px, file)) {
            const float cx = layout_.left + (static_cast<float>(i) + 0.5f) * sq;
            const float cy = layout_.top + layout_.width() + rim + sq * 0.05f + static_cast<float>(t->height()) / 2;
            batch.draw(*t, std::round(cx), std::round(cy), static_cast<float>(t->width()),
                       static_cast<float>(t->height()), 0.0f, UvRect{}, ink);
        }
        const std::string rank = std::to_string(i + 1);
        if (const Texture* t = text_->render(Face::Text, px, rank)) {
            const float cx = layout_.left - rim - sq * 0.08f - static_cast<float>(t->width()) / 2;
            const float cy = layout_.top + (static_cast<float>(size_ - i) - 0.5f) * sq;
            batch.draw(*t, std::round(cx), std::round(cy), static_cast<float>(t->width()),
                       static_cast<float>(t->height()), 0.0f, UvRect{}, ink);
        }
    }
}

tafl::Square BoardView::square_at(const scene::BoardScene& scene, glm::vec2 pixel) const {
    if (layout_.square <= 0) return tafl::kNoSquare;
    return scene.square_at(layout_.to_board(pixel));
}

}  // namespace tafl::app
