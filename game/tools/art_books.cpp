// art_books.cpp: the rulebook pictures by book: names, presets, materials, and which scene each
// book shows.
#include "art_books.h"

#include "art_scenery.h"

namespace tafl::art {

// Names the files of a book's pictures.
const char* book_id(Book book) {
    switch (book) {
        case Book::Family: return "family";
        case Book::Brandubh: return "brandubh";
        case Book::ArdRi: return "ard-ri";
        case Book::Tablut: return "tablut";
        case Book::Tawlbwrdd: return "tawlbwrdd";
        case Book::Hnefatafl: return "hnefatafl";
        case Book::Koenigszabel: return "koenigszabel";
        case Book::York: return "york";
        case Book::Copenhagen: return "copenhagen";
    }
    return "family";
}

// The preset whose start position a book's board shows.
const char* book_preset(Book book) { return book == Book::Family ? "brandubh" : book_id(book); }

// The material of each book's board.
Surface book_surface(Book book) {
    switch (book) {
        case Book::Family:
        case Book::Brandubh:
        case Book::ArdRi: return Surface::Yew;
        case Book::Tablut: return Surface::Hide;
        case Book::Tawlbwrdd:
        case Book::Koenigszabel: return Surface::Oak;
        case Book::Hnefatafl: return Surface::Driftwood;
        case Book::York: return Surface::Slate;
        case Book::Copenhagen: return Surface::Cloth;
    }
    return Surface::Yew;
}

// Hands each book to its scene.
Canvas make_book_scene(Book book, std::uint64_t seed) {
    switch (book) {
        case Book::Family: return scene_family(seed);
        case Book::Brandubh: return scene_brandubh(seed);
        case Book::ArdRi: return scene_ard_ri(seed);
        case Book::Tablut: return scene_tablut(seed);
        case Book::Tawlbwrdd: return scene_tawlbwrdd(seed);
        case Book::Hnefatafl: return scene_hnefatafl(seed);
        case Book::Koenigszabel: return scene_koenigszabel(seed);
        case Book::York: return scene_york(seed);
        case Book::Copenhagen: return scene_copenhagen(seed);
    }
    return scene_family(seed);
}

}  // namespace tafl::art
