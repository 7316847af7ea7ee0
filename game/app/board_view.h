// board_view.h: draws a BoardScene. It owns the pictures (a sprite atlas and the board itself,
// both drawn by shaders into render targets at the exact pixel size they are shown at), lays the
// board out in the window, letters the coordinates, and maps pointer positions to squares. It
// reads the scene and never changes it.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
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

// The frame around the playing area, in squares; the coordinates are lettered on it.
inline constexpr float kFrameSquares = 0.6f;

// Computes the layout of a board of `size` squares in a `width` x `height` framebuffer whose top
// `reserved_top` pixels belong to the menu bar and bottom `reserved_bottom` pixels to the status
// bar; `coordinates` leaves room for the lettering.
BoardLayout layout_board(int size, int width, int height, float reserved_top, float reserved_bottom, bool coordinates);

class BoardView {
public:
    // Loads the programs from `shader_dir` and the textures from `texture_dir`; problems go to
    // `problems` (the view always works, with plain fallbacks if need be).
    void init(const std::filesystem::path& shader_dir, const std::filesystem::path& texture_dir, TextRenderer* text,
              std::vector<std::string>& problems);

    // Sets the rules whose board is drawn (size, throne, corners) and its family; redraws the
    // board picture.
    void set_rules(const tafl::Rules& rules, BoardFamily family);
    BoardFamily family() const { return family_; }
    void set_high_contrast(bool on);
    // Turns the board half round (the board picture is symmetric; pieces and lettering move).
    void set_flipped(bool on) { flipped_ = on; }
    bool flipped() const { return flipped_; }
    void set_coordinates(bool on) {
        if (on != coordinates_) dirty_ = true;  // the frame's ornament makes room for them
        coordinates_ = on;
    }
    bool coordinates() const { return coordinates_; }

    // Lays the board out for the framebuffer size; redraws the pictures when the square size
    // changed. Call before draw() each frame (cheap when nothing changed).
    void layout(int fb_width, int fb_height, float reserved_top, float reserved_bottom);
    const BoardLayout& current_layout() const { return layout_; }

    // Draws the scene with `batch` (the window's framebuffer must be bound).
    void draw(const scene::BoardScene& scene, SpriteBatch& batch, const glm::mat4& projection);

    // The square under a framebuffer pixel, or kNoSquare.
    tafl::Square square_at(const scene::BoardScene& scene, glm::vec2 pixel) const;

    // The sprite program, shared with other batches.
    const ShaderProgram& sprite_program() const { return sprite_program_; }
    // Programs built from the fallback sources (0 when every file compiled).
    int fallback_programs() const;

private:
    void redraw_atlas();
    void redraw_board();
    void draw_coordinates(SpriteBatch& batch);
    void draw_runes(SpriteBatch& batch);
    const Texture& surface(BoardFamily family);

    ShaderProgram sprite_program_;
    ShaderProgram atlas_program_;
    ShaderProgram board_program_;
    GlName<delete_vertex_array> quad_vao_;
    GlName<delete_buffer> quad_vbo_;
    TextRenderer* text_ = nullptr;
    Texture white_;
    Texture squares_;                  // per-square flags for board.frag
    Texture grain_;                    // assets/textures/grain.png, the fibres laid over the board
    Texture paint_;                    // assets/textures/paint.png, brush dabs on the pieces
    std::array<Texture, 6> surfaces_;  // per family, loaded when first shown
    std::filesystem::path texture_dir_;
    std::vector<std::string>* problems_ = nullptr;
    BoardFamily family_ = BoardFamily::NorseDriftwood;
    RenderTarget atlas_;
    RenderTarget board_;
    BoardLayout layout_;
    int fb_width_ = 0;
    int fb_height_ = 0;
    int atlas_cell_ = 0;
    int board_pixels_ = 0;
    int size_ = 0;
    bool high_contrast_ = false;
    bool coordinates_ = true;
    bool flipped_ = false;
    bool dirty_ = true;
};

}  // namespace tafl::app
