// bits.h: bit counting on the 32-bit line masks (a rank or a file of the board) that the move
// generator and the evaluation work with.
#pragma once

#include <bit>
#include <cstdint>

namespace tafl {

// Bits set, written out: std::popcount becomes a library call in a build for x86-64 without the
// POPCNT instruction, and this runs for every move list counted and every evaluation.
constexpr int bit_count(std::uint32_t x) {
    x = x - ((x >> 1) & 0x55555555U);
    x = (x & 0x33333333U) + ((x >> 2) & 0x33333333U);
    return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0FU) * 0x01010101U) >> 24);
}

// Index of the lowest / highest set bit (precondition: x != 0).
constexpr int lowest_bit(std::uint32_t x) { return std::countr_zero(x); }
constexpr int highest_bit(std::uint32_t x) { return 31 - std::countl_zero(x); }

}  // namespace tafl
