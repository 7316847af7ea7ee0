// art_books.h: the pictures of the in-game rulebooks (assets/rulebooks/pictures/): for every book a
// painted scene of the game's land and time, its board in the period's material with the start
// position, and a cover. Each is a pure function of its arguments and seed.
#pragma once

#include <cstdint>
#include <string>

#include "art.h"

namespace tafl::art {

// The books of assets/rulebooks/books.txt, in library order.
enum class Book { Family, Brandubh, ArdRi, Tablut, Tawlbwrdd, Hnefatafl, Koenigszabel, York, Copenhagen };
inline constexpr Book kBooks[] = {Book::Family,    Book::Brandubh,     Book::ArdRi, Book::Tablut,    Book::Tawlbwrdd,
                                  Book::Hnefatafl, Book::Koenigszabel, Book::York,  Book::Copenhagen};

// The book's id: "family", "ard-ri", ...; its pictures are <id>-cover, <id>-board, <id>-scene.
const char* book_id(Book book);
// The preset whose board and start position the book's board picture shows ("brandubh" for the
// family book: the Ballinderry board has Brandubh's 7 x 7 holes).
const char* book_preset(Book book);
// The board surface its board is made of (the same painted texture the game uses).
Surface book_surface(Book book);

// What the board picture needs of a preset.
struct BoardSetup {
    int size = 7;
    std::string setup;  // OpenTafl position record, rank 1 first
    bool throne = true;
    bool corners = true;
};

// The scene, 800 x 450.
Canvas make_book_scene(Book book, std::uint64_t seed);
// The board, 512 x 512, painted over `surface` (make_surface of book_surface(book)).
Canvas make_book_board(Book book, const BoardSetup& setup, const Canvas& surface, std::uint64_t seed);
// The cover, 480 x 640, framing a small copy of `inset` (the scene).
Canvas make_book_cover(Book book, const Canvas& inset, std::uint64_t seed);

}  // namespace tafl::art
