// prng.h: the engine's own pseudo-random generators. Standard distributions differ between
// standard libraries, so everything that must replay identically (AI choices, Zobrist keys,
// campaign seeds) draws from these, with explicit seeds, and bounds numbers itself.
#pragma once

#include <cstdint>

namespace tafl {

// SplitMix64: a tiny, fast generator with a 64-bit state; also used to seed others.
class SplitMix64 {
public:
    constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

// PCG32 (XSH RR): the generator for game-time randomness.
class Pcg32 {
public:
    constexpr explicit Pcg32(std::uint64_t seed, std::uint64_t stream = 0x5851F42D4C957F2DULL)
        : state_(0), inc_((stream << 1U) | 1U) {
        next();
        state_ += seed;
        next();
    }
    constexpr std::uint32_t next() {
        std::uint64_t old = state_;
        state_ = old * 6364136223846793005ULL + inc_;
        auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
        auto rot = static_cast<std::uint32_t>(old >> 59U);
        return (xorshifted >> rot) | (xorshifted << ((32U - rot) & 31U));
    }
    // Uniform integer in [0, bound), without modulo bias (Lemire's method with rejection).
    constexpr std::uint32_t below(std::uint32_t bound) {
        if (bound <= 1) return 0;
        std::uint64_t m = static_cast<std::uint64_t>(next()) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            std::uint32_t threshold = (0U - bound) % bound;
            while (low < threshold) {
                m = static_cast<std::uint64_t>(next()) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32U);
    }

private:
    std::uint64_t state_;
    std::uint64_t inc_;
};

}  // namespace tafl
