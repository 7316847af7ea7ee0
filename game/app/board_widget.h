// board_widget.h: the board as a widget. BoardArt holds what every board on screen shares (the
// shader programs, the grain, brush and surface pictures, the lettering); a BoardWidget draws one
// BoardScene in a rectangle that its screen gives it, with pictures of its own (a sprite atlas and
// the board itself, both drawn by shaders into render targets at the exact pixel size they are
// shown at), letters the coordinates, and maps pointer positions to squares. The match's board,
// the new-match dialog's preset card and any other picture of a position take this one path, and
// several widgets may be on screen at once. A widget reads its scene and never changes it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <filesystem>
#include <functional>
#include <glm/glm.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/gl.h"
#include "app/sprite_batch.h"
#include "app/text.h"
#include "scene/board_scene.h"
#include "taflbord/rules.h"

namespace tafl::app {

// Where the board sits in the window, in framebuffer pixels (y grows downwards).
struct BoardLayout {
    float left = 0;
    float top = 0;
    float square = 0;      // pixels per square
    int size = 0;          // squares per side
    bool flipped = false;  // turned half round: a1 at the top right, for the defenders' side of the table

    // The pixel of a board point (board units, a1's bottom-left corner at (0, 0), y up).
    glm::vec2 to_pixels(scene::Vec2 p) const {
        const float n = static_cast<float>(size);
        if (flipped) return {left + (n - p.x) * square, top + p.y * square};
        return {left + p.x * square, top + (n - p.y) * square};
    }
    // The board point under a pixel.
    scene::Vec2 to_board(glm::vec2 px) const {
        const float n = static_cast<float>(size);
        if (flipped) return {n - (px.x - left) / square, (px.y - top) / square};
        return {(px.x - left) / square, n - (px.y - top) / square};
    }
    float width() const { return square * static_cast<float>(size); }
};

// The look of a board, after the culture its games come from (the painted-look issue): carved yew
// for the Irish games, reindeer hide for the Sami, oak and slate for the Welsh, driftwood for the
// Norse, a worn oak museum set for York, tournament cloth for the modern rules.
enum class BoardFamily : std::uint8_t { IrishYew, SamiHide, WelshSlate, NorseDriftwood, YorkOak, ModernCloth };

// The family of a preset by its id (and, for a variant file of the player's, by the id it
// extends); Norse driftwood for anything unknown.
BoardFamily family_of_preset(std::string_view id, std::string_view extends = {});
// "yew", "hide", ...: the name of its surface picture, assets/textures/surface-<name>.png.
const char* surface_name(BoardFamily family);
// The family whose surface has this name (core::kBoardMaterials); nullopt for any other name.
std::optional<BoardFamily> family_of_surface(std::string_view name);

// The frame around the playing area, in squares; the coordinates are lettered on it.
inline constexpr float kFrameSquares = 0.6f;
// The board's shadow: the room it takes around the frame, in squares, and the opacity of each of
// its three layers.
inline constexpr float kShadowSquares = 0.25f;
inline constexpr float kShadowOpacity = 0.16f;

// A rectangle of the window in framebuffer pixels (y grows downwards).
struct PixelRect {
    float x = 0;
    float y = 0;
    float width = 0;
    float height = 0;
};

// Computes the layout of a board of `size` squares centred in `rect`, with its frame and a little
// air inside the rectangle; `coordinates` leaves room for the lettering.
BoardLayout layout_board(int size, PixelRect rect, bool coordinates);

// What every board on screen shares: the programs, the quad they draw, and the pictures read from
// assets/textures. Made once by the game; widgets keep a pointer to it.
class BoardArt {
public:
    // Loads the programs from `shader_dir` and the textures from `texture_dir`; problems go to
    // `problems` (the art always works, with plain fallbacks if need be). `problems` must outlive
    // the art: a surface picture is read when a board of its family is first shown.
    void init(const std::filesystem::path& shader_dir, const std::filesystem::path& texture_dir, TextRenderer* text,
              std::vector<std::string>& problems);

    // The sprite program, shared with the game's sprite batch.
    const ShaderProgram& sprite_program() const { return sprite_program_; }
    // Programs built from the fallback sources (0 when every file compiled).
    int fallback_programs() const;
    TextRenderer* text() const { return text_; }
    // Where problems found after start-up go (a board's surface is loaded when first shown): the
    // game names them on standard error and opens its problems window. Until it is set they join
    // the start-up list given to init().
    void set_problem_reporter(std::function<void(const std::string&)> report) { late_report_ = std::move(report); }

private:
    friend class BoardWidget;
    const Texture& surface(BoardFamily family);

    ShaderProgram sprite_program_;
    ShaderProgram atlas_program_;
    ShaderProgram board_program_;
    GlName<delete_vertex_array> quad_vao_;
    GlName<delete_buffer> quad_vbo_;
    TextRenderer* text_ = nullptr;
    Texture grain_;                    // assets/textures/grain.png, the fibres laid over the board
    Texture paint_;                    // assets/textures/paint.png, brush dabs on the pieces
    std::array<Texture, 6> surfaces_;  // per family, loaded when first shown
    std::filesystem::path texture_dir_;
    std::vector<std::string>* problems_ = nullptr;
    std::function<void(const std::string&)> late_report_;
};

// One board on screen. Its screen places it in a rectangle each frame (place()), then draws a
// scene with it (draw()), or has it paint a still picture of a scene into a texture of a given
// size (render_picture(), for ImGui::Image). Its render targets follow the size it is shown at.
class BoardWidget {
public:
    BoardWidget() = default;
    explicit BoardWidget(BoardArt* art) : art_(art) {}

    // Sets the rules whose board is drawn (size, throne, corners) and its family; redraws the
    // board picture.
    void set_rules(const tafl::Rules& rules, BoardFamily family);
    BoardFamily family() const { return family_; }
    // Another board's look for the same rules (a board won in the campaign, chosen in the settings).
    void set_family(BoardFamily family) {
        if (family != family_) dirty_ = true;
        family_ = family;
    }
    int size() const { return size_; }
    void set_high_contrast(bool on);
    bool high_contrast() const { return high_contrast_; }
    // Turns the board half round (the board picture is symmetric; pieces and lettering move).
    void set_flipped(bool on) { flipped_ = on; }
    bool flipped() const { return flipped_; }
    void set_coordinates(bool on) {
        if (on != coordinates_) dirty_ = true;  // the frame's ornament makes room for them
        coordinates_ = on;
    }
    bool coordinates() const { return coordinates_; }

    // Lays the board out in `rect` of a `fb_width` x `fb_height` framebuffer; redraws the pictures
    // when the square size changed. Call before draw() each frame (cheap when nothing changed).
    // It may draw into render targets: call it outside another target's begin() and end().
    void place(PixelRect rect, int fb_width, int fb_height);
    const BoardLayout& current_layout() const { return layout_; }

    // Draws the scene with `batch` into the bound framebuffer (the window's, or a picture's).
    void draw(const scene::BoardScene& scene, SpriteBatch& batch, const glm::mat4& projection);

    // Paints `scene` as a still picture of `pixels` x `pixels` (the board centred, with its frame)
    // and returns its texture, premultiplied, row 0 at the bottom; nullptr when the driver refuses
    // the render target. The window's framebuffer (`fb_width` x `fb_height`) is bound again after.
    const Texture* render_picture(const scene::BoardScene& scene, SpriteBatch& batch, int pixels, int fb_width,
                                  int fb_height);

    // The square under a framebuffer pixel, or kNoSquare.
    tafl::Square square_at(const scene::BoardScene& scene, glm::vec2 pixel) const;

private:
    void redraw_atlas();
    void redraw_board();
    void draw_coordinates(SpriteBatch& batch);
    void draw_runes(SpriteBatch& batch);

    BoardArt* art_ = nullptr;
    Texture squares_;  // per-square flags for board.frag
    BoardFamily family_ = BoardFamily::NorseDriftwood;
    RenderTarget atlas_;
    RenderTarget board_;
    RenderTarget picture_;  // render_picture's
    BoardLayout layout_;
    int fb_width_ = 0;
    int fb_height_ = 0;
    int atlas_cell_ = 0;
    int board_pixels_ = 0;   // the board with its frame, in the picture board_
    int shadow_pixels_ = 0;  // the shadow's room around it, on every side
    int size_ = 0;
    bool high_contrast_ = false;
    bool coordinates_ = true;
    bool flipped_ = false;
    bool dirty_ = true;
};

}  // namespace tafl::app
