// art_board_look.h: how each rulebook's board is made (art_book_board.cpp): its material's tint,
// the way its grid is marked, its frame, the pieces and the table it lies on.
#pragma once

#include "art_books.h"
#include "art_paint.h"

namespace tafl::art::paint {

struct Look {
    enum class Lines { Groove, Stitch, Scratch, Paint, Holes };
    Rgb tint{1.0f, 1.0f, 1.0f};  // multiplies the surface texture
    float grain_scale = 1.0f;    // how often the texture repeats across the board
    Lines lines = Lines::Groove;
    Rgb line{0.2f, 0.1f, 0.05f};  // the grid's colour where it is drawn in a colour
    Rgb mark{0.3f, 0.15f, 0.08f};  // the marked squares
    float line_width = 0.045f;     // in squares
    float frame = 0.12f;           // the border around the playing area, in board half-widths
    float thickness = 0.07f;
    bool inlay = false, knot = false, pegs = false, hide = false;
    Rgb table{0.16f, 0.10f, 0.07f};
    Rgb dark{0.10f, 0.07f, 0.06f}, light{0.86f, 0.80f, 0.66f}, gold{0.85f, 0.62f, 0.22f};
};

// The look of a book's board.
inline Look look_of(Book book) {
    Look l;
    switch (book) {
        case Book::Family:  // the Ballinderry board: yew, holes, a carved border of interlace
            l.tint = {0.78f, 0.74f, 0.70f};
            l.lines = Look::Lines::Holes;
            l.knot = l.pegs = true;
            l.frame = 0.24f;
            l.thickness = 0.09f;
            l.table = {0.12f, 0.10f, 0.09f};
            break;
        case Book::Brandubh:
            l.mark = {0.36f, 0.14f, 0.06f};
            l.table = {0.10f, 0.16f, 0.10f};
            break;
        case Book::ArdRi:
            l.tint = {0.92f, 0.88f, 0.84f};
            l.table = {0.14f, 0.14f, 0.12f};
            break;
        case Book::Tablut:  // Linnaeus's board: reindeer hide, the lines stitched
            l.lines = Look::Lines::Stitch;
            l.line = {0.30f, 0.16f, 0.10f};
            l.mark = {0.62f, 0.16f, 0.10f};
            l.line_width = 0.035f;
            l.hide = true;
            l.frame = 0.10f;
            l.thickness = 0.0f;
            l.table = {0.17f, 0.13f, 0.10f};
            l.dark = {0.14f, 0.10f, 0.08f};
            l.light = {0.88f, 0.84f, 0.74f};
            break;
        case Book::Tawlbwrdd:
            l.tint = {1.05f, 1.0f, 0.95f};
            l.mark = {0.20f, 0.11f, 0.06f};
            l.table = {0.16f, 0.14f, 0.16f};
            break;
        case Book::Hnefatafl:
            l.mark = {0.30f, 0.28f, 0.26f};
            l.line_width = 0.05f;
            l.table = {0.10f, 0.12f, 0.15f};
            l.dark = {0.08f, 0.07f, 0.07f};
            break;
        case Book::Koenigszabel:  // oak with an inlay of maple strips and squares
            l.inlay = true;
            l.mark = {0.80f, 0.64f, 0.38f};
            l.table = {0.22f, 0.08f, 0.07f};
            break;
        case Book::York:  // a slate with scratched lines
            l.lines = Look::Lines::Scratch;
            l.line = {0.62f, 0.64f, 0.66f};
            l.mark = {0.16f, 0.18f, 0.21f};
            l.line_width = 0.028f;
            l.thickness = 0.05f;
            l.table = {0.17f, 0.13f, 0.09f};
            break;
        case Book::Copenhagen:  // a tournament cloth with printed lines
            l.lines = Look::Lines::Paint;
            l.line = {0.80f, 0.74f, 0.56f};
            l.mark = {0.06f, 0.14f, 0.11f};
            l.line_width = 0.035f;
            l.thickness = 0.012f;
            l.frame = 0.08f;
            l.table = {0.22f, 0.14f, 0.09f};
            break;
    }
    return l;
}

}  // namespace tafl::art::paint
