// board_widget.cpp: the boards' shared art, and each widget's pictures, layout and drawing.
#include "app/board_widget.h"

#include <algorithm>
#include <cmath>
#include <glm/gtc/matrix_transform.hpp>
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
in vec2 v_uv; uniform int u_size; uniform float u_margin; uniform usampler2D u_squares; uniform float u_pixel;
out vec4 frag_colour;
void main() {
    float n = float(u_size);
    vec2 s = (v_uv * 0.5 + 0.5) * (n + 2.0 * u_margin) - u_margin;
    if (s.x < 0.0 || s.y < 0.0 || s.x > n || s.y > n) { frag_colour = vec4(0.25, 0.15, 0.08, 1.0); return; }
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

}  // namespace

BoardFamily family_of_preset(std::string_view id, std::string_view extends) {
    for (const std::string_view name : {id, extends}) {
        if (name.starts_with("brandubh") || name.starts_with("ard-ri")) return BoardFamily::IrishYew;
        if (name.starts_with("tablut")) return BoardFamily::SamiHide;
        if (name.starts_with("tawlbwrdd")) return BoardFamily::WelshSlate;
        if (name.starts_with("hnefatafl") || name.starts_with("koenigszabel")) return BoardFamily::NorseDriftwood;
        if (name.starts_with("york")) return BoardFamily::YorkOak;
        if (name.starts_with("copenhagen") || name.starts_with("fetlar")) return BoardFamily::ModernCloth;
    }
    return BoardFamily::NorseDriftwood;
}

const char* surface_name(BoardFamily family) {
    switch (family) {
        case BoardFamily::IrishYew:
            return "yew";
        case BoardFamily::SamiHide:
            return "hide";
        case BoardFamily::WelshSlate:
            return "slate";
        case BoardFamily::NorseDriftwood:
            return "driftwood";
        case BoardFamily::YorkOak:
            return "oak";
        case BoardFamily::ModernCloth:
            return "cloth";
    }
    return "driftwood";
}

std::optional<BoardFamily> family_of_surface(std::string_view name) {
    for (const BoardFamily f : {BoardFamily::IrishYew, BoardFamily::SamiHide, BoardFamily::WelshSlate,
                                BoardFamily::NorseDriftwood, BoardFamily::YorkOak, BoardFamily::ModernCloth})
        if (name == surface_name(f)) return f;
    return std::nullopt;
}

BoardLayout layout_board(int size, PixelRect rect, bool coordinates) {
    BoardLayout l;
    l.size = std::max(size, 1);
    const float n = static_cast<float>(l.size);
    // Room around the board: lettering on two sides when shown, a frame on all four.
    // The frame on each side, and a little air around it (the coordinates live on the frame).
    const float margin_squares = 2.0f * kFrameSquares + (coordinates ? 0.4f : 0.3f);
    const float avail_w = std::max(1.0f, rect.width);
    const float avail_h = std::max(1.0f, rect.height);
    l.square = std::max(1.0f, std::floor(std::min(avail_w, avail_h) / (n + margin_squares)));
    const float board = l.square * n;
    l.left = std::floor(rect.x + (avail_w - board) / 2.0f);
    l.top = std::floor(rect.y + (avail_h - board) / 2.0f);
    return l;
}

void BoardArt::init(const std::filesystem::path& shader_dir, const std::filesystem::path& texture_dir,
                    TextRenderer* text, std::vector<std::string>& problems) {
    text_ = text;
    texture_dir_ = texture_dir;
    problems_ = &problems;
    sprite_program_ =
        load_program(shader_dir, "sprite.vert", "sprite.frag", kFallbackSpriteVert, kFallbackSpriteFrag, problems);
    atlas_program_ =
        load_program(shader_dir, "fullscreen.vert", "atlas.frag", kFallbackQuadVert, kFallbackAtlasFrag, problems);
    board_program_ =
        load_program(shader_dir, "fullscreen.vert", "board.frag", kFallbackQuadVert, kFallbackBoardFrag, problems);
    std::string error;
    if (auto paint = load_png_texture(texture_dir / "paint.png", Filter::Mipmapped, &error)) {
        paint_ = std::move(*paint);
    } else {
        problems.push_back(error + "; the pieces are drawn without brush marks");
        const std::uint8_t grey[4] = {128, 128, 128, 255};
        paint_ = Texture::from_rgba(1, 1, grey, Filter::Nearest);
    }
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

int BoardArt::fallback_programs() const {
    int n = 0;
    for (const ShaderProgram* p : {&sprite_program_, &atlas_program_, &board_program_})
        n += p->origin() == ShaderOrigin::Fallback ? 1 : 0;
    return n;
}

const Texture& BoardArt::surface(BoardFamily family) {
    Texture& t = surfaces_[static_cast<std::size_t>(family)];
    if (!t) {
        std::string error;
        const auto path = texture_dir_ / (std::string("surface-") + surface_name(family) + ".png");
        if (auto loaded = load_png_texture(path, Filter::Mipmapped, &error)) {
            t = std::move(*loaded);
        } else {
            const std::string problem = error + "; the board is drawn in a plain colour";
            if (late_report_)
                late_report_(problem);
            else if (problems_ != nullptr)
                problems_->push_back(problem);
            const std::uint8_t plain[4] = {170, 130, 85, 255};
            t = Texture::from_rgba(1, 1, plain, Filter::Nearest);
        }
    }
    return t;
}

void BoardWidget::set_rules(const tafl::Rules& rules, BoardFamily family) {
    family_ = family;
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

void BoardWidget::set_high_contrast(bool on) {
    if (on != high_contrast_) dirty_ = true;
    high_contrast_ = on;
}

void BoardWidget::place(PixelRect rect, int fb_width, int fb_height) {
    BoardLayout next = layout_board(size_, rect, coordinates_);
    next.flipped = flipped_;
    fb_width_ = fb_width;
    fb_height_ = fb_height;
    const int cell = std::clamp(static_cast<int>(std::ceil(next.square)), 8, 512);
    const float framed = next.width() + 2.0f * kFrameSquares * next.square;
    const int board_px = std::clamp(static_cast<int>(std::lround(framed)), 8, 8192);
    layout_ = next;
    if (art_ == nullptr) return;
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

const Texture* BoardWidget::render_picture(const scene::BoardScene& scene, SpriteBatch& batch, int pixels, int fb_width,
                                           int fb_height) {
    if (art_ == nullptr || size_ == 0) return nullptr;
    const int side = std::clamp(pixels, 16, 4096);
    std::string error;
    if (!picture_.resize(side, side, &error)) return nullptr;
    const float px = static_cast<float>(side);
    // The board fills the picture but for its frame's shadow.
    place(PixelRect{0.0f, 0.0f, px, px}, side, side);
    picture_.begin();
    draw(scene, batch, glm::ortho(0.0f, px, px, 0.0f, -1.0f, 1.0f));
    RenderTarget::end(fb_width, fb_height);
    fb_width_ = fb_width;
    fb_height_ = fb_height;
    return &picture_.texture();
}

void BoardWidget::redraw_atlas() {
    std::string error;
    if (!atlas_.resize(atlas_cell_ * kAtlasColumns, atlas_cell_ * kAtlasRows, &error)) return;
    atlas_.begin();
    glDisable(GL_BLEND);
    const ShaderProgram& program = art_->atlas_program_;
    program.use();
    glUniform1f(program.uniform("u_pixel"), 2.0f / static_cast<float>(atlas_cell_));
    glUniform1i(program.uniform("u_high_contrast"), high_contrast_ ? 1 : 0);
    glUniform1i(program.uniform("u_paint"), 4);
    art_->paint_.bind(4);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(art_->quad_vao_.get());
    for (int cell = 0; cell < kCellCount; ++cell) {
        glViewport((cell % kAtlasColumns) * atlas_cell_, (cell / kAtlasColumns) * atlas_cell_, atlas_cell_,
                   atlas_cell_);
        glUniform1i(program.uniform("u_kind"), cell);
        glDrawArrays(GL_TRIANGLES, 0, 6);
    }
    glBindVertexArray(0);
    RenderTarget::end(fb_width_, fb_height_);
    glEnable(GL_BLEND);
}

void BoardWidget::redraw_board() {
    // The picture holds the board with its frame and, around it, the board's soft shadow, cast to
    // the lower right in three layers: drawn once here, not blended over the window every frame.
    const float squares = static_cast<float>(size_) + 2.0f * kFrameSquares;
    const float sq = static_cast<float>(board_pixels_) / squares;  // picture pixels a square
    shadow_pixels_ = static_cast<int>(std::lround(kShadowSquares * sq));
    const int side = board_pixels_ + 2 * shadow_pixels_;
    std::string error;
    if (size_ == 0 || !board_.resize(side, side, &error)) return;
    board_.begin();
    glEnable(GL_SCISSOR_TEST);
    const float framed = static_cast<float>(board_pixels_);
    const float margin = static_cast<float>(shadow_pixels_);
    for (int i = 3; i >= 1; --i) {
        // Layer i reaches i twentieths of a square beyond the frame; where k layers lie on each
        // other the shadow is as dark as k of them blended.
        const float grow = static_cast<float>(i) * sq * 0.05f;
        const float x = margin - grow + sq * 0.05f;
        const float top = margin - grow + sq * 0.10f;  // from the picture's top; its rows count from the bottom
        const float w = framed + 2.0f * grow;
        const float y = static_cast<float>(side) - top - w;
        const float alpha = 1.0f - std::pow(1.0f - kShadowOpacity, static_cast<float>(4 - i));
        glScissor(static_cast<GLint>(std::lround(x)), static_cast<GLint>(std::lround(y)),
                  static_cast<GLsizei>(std::lround(w)), static_cast<GLsizei>(std::lround(w)));
        glClearColor(0.0f, 0.0f, 0.0f, alpha);
        glClear(GL_COLOR_BUFFER_BIT);
    }
    glDisable(GL_SCISSOR_TEST);
    glViewport(shadow_pixels_, shadow_pixels_, board_pixels_, board_pixels_);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    const ShaderProgram& program = art_->board_program_;
    program.use();
    glUniform1i(program.uniform("u_size"), size_);
    glUniform1f(program.uniform("u_margin"), kFrameSquares);
    glUniform1i(program.uniform("u_family"), static_cast<int>(family_));
    glUniform1f(program.uniform("u_pixel"), squares / static_cast<float>(board_pixels_));
    glUniform1i(program.uniform("u_high_contrast"), high_contrast_ ? 1 : 0);
    glUniform1i(program.uniform("u_coordinates"), coordinates_ ? 1 : 0);
    glUniform1i(program.uniform("u_squares"), 1);
    squares_.bind(1);
    glUniform1i(program.uniform("u_grain"), 2);
    art_->grain_.bind(2);
    glUniform1i(program.uniform("u_surface"), 3);
    art_->surface(family_).bind(3);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(art_->quad_vao_.get());
    glDrawArrays(GL_TRIANGLES, 0, 6);
    glBindVertexArray(0);
    RenderTarget::end(fb_width_, fb_height_);
}

void BoardWidget::draw(const scene::BoardScene& scene, SpriteBatch& batch, const glm::mat4& projection) {
    if (art_ == nullptr) return;
    const auto& reg = scene.registry();
    const float sq = layout_.square;
    batch.begin(projection);

    const float cell_uv_w = 1.0f / kAtlasColumns;
    const float cell_uv_h = 1.0f / kAtlasRows;
    // Half a texel in from each cell's edge, so that filtering never reaches into the next cell
    // (a stretched light burst would otherwise show a seam of its neighbour).
    const float inset_u = 0.5f / static_cast<float>(atlas_.width() > 0 ? atlas_.width() : 1);
    const float inset_v = 0.5f / static_cast<float>(atlas_.height() > 0 ? atlas_.height() : 1);
    auto cell_uv = [&](int cell) {
        const float u0 = static_cast<float>(cell % kAtlasColumns) * cell_uv_w;
        const float v0 = static_cast<float>(cell / kAtlasColumns) * cell_uv_h;
        return UvRect{u0 + inset_u, v0 + inset_v, u0 + cell_uv_w - inset_u, v0 + cell_uv_h - inset_v};
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
            // The board picture holds the frame and the shadow as well: its board part is shown
            // at the board's size and the shadow around it at the same scale.
            const float grow = 2.0f * kFrameSquares * sq;
            const float whole = board_pixels_ > 0 ? static_cast<float>(board_pixels_ + 2 * shadow_pixels_) /
                                                        static_cast<float>(board_pixels_)
                                                  : 1.0f;
            batch.draw(board_.texture(), centre.x, centre.y, (t->scale.x * sq + grow) * whole,
                       (t->scale.y * sq + grow) * whole, t->rotation, UvRect{}, colour);
            if (coordinates_) draw_coordinates(batch);
            if (family_ == BoardFamily::NorseDriftwood) draw_runes(batch);
            continue;
        }
        const int cell = cell_of(s->id);
        if (cell < 0) continue;
        batch.draw(atlas_.texture(), centre.x, centre.y, t->scale.x * sq, t->scale.y * sq, t->rotation, cell_uv(cell),
                   colour);
    }
    batch.end();
}

void BoardWidget::draw_coordinates(SpriteBatch& batch) {
    TextRenderer* text = art_->text_;
    if (text == nullptr) return;
    const float sq = layout_.square;
    const int px = std::max(8, static_cast<int>(std::lround(sq * kFrameSquares * 0.62f)));
    // Lettering in a pale ink that reads on every frame.
    const glm::vec4 ink = SpriteBatch::premultiplied(0.94f, 0.87f, 0.70f, high_contrast_ ? 1.0f : 0.9f);
    const float band = kFrameSquares * sq;
    for (int i = 0; i < size_; ++i) {
        // Files: letters in the bottom band; ranks: numbers in the left band (a1 at the bottom left).
        // Turned half round, the files run from right to left and the ranks from top to bottom.
        const float column = flipped_ ? static_cast<float>(size_ - 1 - i) : static_cast<float>(i);
        const float row = flipped_ ? static_cast<float>(i) : static_cast<float>(size_ - 1 - i);
        const std::string file(1, static_cast<char>('a' + i));
        if (const Texture* t = text->render(Face::Text, px, file)) {
            const float cx = layout_.left + (column + 0.5f) * sq;
            const float cy = layout_.top + layout_.width() + band * 0.5f;
            batch.draw(*t, std::round(cx), std::round(cy), static_cast<float>(t->width()),
                       static_cast<float>(t->height()), 0.0f, UvRect{}, ink);
        }
        const std::string rank = std::to_string(i + 1);
        if (const Texture* t = text->render(Face::Text, px, rank)) {
            const float cx = layout_.left - band * 0.5f;
            const float cy = layout_.top + (row + 0.5f) * sq;
            batch.draw(*t, std::round(cx), std::round(cy), static_cast<float>(t->width()),
                       static_cast<float>(t->height()), 0.0f, UvRect{}, ink);
        }
    }
}

void BoardWidget::draw_runes(SpriteBatch& batch) {
    // The Norse frame carries runes along its top: "hnefatafl" in younger-futhark letters, cut
    // three times with word dividers, as a carver would fill the band.
    TextRenderer* text = art_->text_;
    if (text == nullptr) return;
    const float sq = layout_.square;
    const int px = std::max(8, static_cast<int>(std::lround(sq * kFrameSquares * 0.62f)));
    const std::string word = "\u16BC\u16BE\u16C1\u16A0\u16C5\u16CF\u16C5\u16A0\u16DA";
    const std::string line = word + " \u16EB " + word + " \u16EB " + word;
    const Texture* t = text->render(Face::Text, px, line);
    if (t == nullptr) return;
    const float cx = layout_.left + layout_.width() / 2;
    const float cy = layout_.top - kFrameSquares * sq * 0.5f;
    const float w = std::min(static_cast<float>(t->width()), layout_.width());
    const float h = static_cast<float>(t->height()) * w / static_cast<float>(t->width());
    // Cut in: a dark shadow, then the pale cut a pixel up and to the left.
    batch.draw(*t, std::round(cx) + 1, std::round(cy) + 1, w, h, 0.0f, UvRect{},
               SpriteBatch::premultiplied(0.05f, 0.04f, 0.03f, 0.7f));
    batch.draw(*t, std::round(cx), std::round(cy), w, h, 0.0f, UvRect{},
               SpriteBatch::premultiplied(0.88f, 0.84f, 0.74f, 0.85f));
}

tafl::Square BoardWidget::square_at(const scene::BoardScene& scene, glm::vec2 pixel) const {
    if (layout_.square <= 0) return tafl::kNoSquare;
    return scene.square_at(layout_.to_board(pixel));
}

}  // namespace tafl::app
