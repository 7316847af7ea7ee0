// zobrist.h: the hashing keys of positions, computed at compile time from a fixed seed so that
// every platform and every build gets the same keys (golden values are tested).
#pragma once

#include <array>
#include <cstdint>

#include "taflbord/prng.h"
#include "taflbord/types.h"

namespace tafl::zobrist {

struct Table {
    std::array<std::array<std::uint64_t, kCells>, 3> piece{};  // attacker, defender, king
    std::uint64_t side = 0;                                    // defenders to move
};

constexpr Table make_table() {
    Table t;
    SplitMix64 rng(0x7AF1B0D5EEDULL);
    for (auto& row : t.piece)
        for (auto& k : row) k = rng.next();
    t.side = rng.next();
    return t;
}

inline constexpr Table kTable = make_table();

constexpr std::uint64_t piece_key(Piece p, Square sq) {
    return kTable.piece[static_cast<std::size_t>(p) - 1][static_cast<std::size_t>(sq)];
}
constexpr std::uint64_t side_key() { return kTable.side; }

}  // namespace tafl::zobrist
