// prove.h: exhaustive proof of a forced win in a few moves, for puzzles. Unlike the search, which
// finds good moves, this answers exactly: can the side to move win within N of its own moves,
// whatever the other side plays? It looks at every reply, so it is meant for short puzzles
// (N up to 3 or 4 on small boards); a node budget bounds the work.
#pragma once

#include <cstdint>
#include <vector>

#include "taflbord/position.h"

namespace tafl::ai {

enum class ProofResult : std::uint8_t {
    Win,      // a forced win within the moves asked for
    NoWin,    // the other side has a defence that holds at least that long
    Unknown,  // the node budget ran out first
};

struct Proof {
    ProofResult result = ProofResult::Unknown;
    std::uint64_t nodes = 0;
    // Win: a winning first move. NoWin: for each first move the mover could try, nothing; the
    // defence is not recorded (a puzzle is refused, not explained).
    std::vector<Move> first_moves;  // every first move that wins (all are tried)
};

// Does the side to move in `start` win within `moves` of its own moves against every defence?
// A win is the game ending in the mover's favour (any reason the rules give). `max_nodes` 0 means
// no limit.
Proof prove_win(const Position& start, int moves, std::uint64_t max_nodes);

// Checks a puzzle's stated solution: `line` alternates the mover's moves and the defender's replies,
// starting with the mover. Each of the mover's moves must be legal and one of the moves that
// still force the win within the moves left (proved against every reply); each reply must be
// legal; the line must end with the mover's win. Returns false with the index in `line` of the
// first move that fails in `*failed_at` (the line's length when it ends before the win).
bool check_solution(const Position& start, int moves, const std::vector<Move>& line, std::uint64_t max_nodes,
                    int* failed_at);

}  // namespace tafl::ai
