// prove.cpp: forced wins in N moves by exhaustive AND-OR search.
#include "taflbord/ai/prove.h"

namespace tafl::ai {

namespace {

bool winner_is(const Position& pos, Side side) {
    return (side == Side::Attackers && pos.status() == Status::AttackersWin) ||
           (side == Side::Defenders && pos.status() == Status::DefendersWin);
}

struct Prover {
    Side mover;
    std::uint64_t max_nodes;
    std::uint64_t nodes = 0;
    bool out_of_budget = false;

    bool spend() {
        ++nodes;
        if (max_nodes != 0 && nodes > max_nodes) out_of_budget = true;
        return !out_of_budget;
    }

    // The mover to play: a win within `n` of the mover's moves?
    bool mover_wins(Position& pos, int n) {
        MoveList moves;
        pos.legal_moves(moves);
        // Moves that end the game at once first: they answer without looking deeper.
        for (const Move m : moves) {
            if (!spend()) return false;
            pos.make(m);
            const bool won = winner_is(pos, mover);
            pos.unmake();
            if (won) return true;
        }
        if (n <= 1) return false;
        for (const Move m : moves) {
            pos.make(m);
            const bool holds = !pos.game_over() && every_reply_loses(pos, n - 1);
            pos.unmake();
            if (holds) return true;
            if (out_of_budget) return false;
        }
        return false;
    }

    // The defender to play: does every reply still lose within `n` of the mover's moves?
    bool every_reply_loses(Position& pos, int n) {
        MoveList replies;
        pos.legal_moves(replies);
        if (replies.empty()) return false;  // the rules decide such a position when it arises
        for (const Move r : replies) {
            if (!spend()) return false;
            pos.make(r);
            bool loses;
            if (pos.game_over())
                loses = winner_is(pos, mover);
            else
                loses = mover_wins(pos, n);
            pos.unmake();
            if (!loses) return false;
        }
        return true;
    }
};

}  // namespace

Proof prove_win(const Position& start, int moves, std::uint64_t max_nodes) {
    Proof proof;
    if (start.game_over() || moves < 1) {
        proof.result = ProofResult::NoWin;
        return proof;
    }
    Position pos = start;
    Prover prover{pos.side_to_move(), max_nodes};
    MoveList first;
    pos.legal_moves(first);
    for (const Move m : first) {
        if (!prover.spend()) break;  // each first move made is a node, as every other move is
        pos.make(m);
        bool wins;
        if (pos.game_over())
            wins = winner_is(pos, prover.mover);
        else
            wins = moves > 1 && prover.every_reply_loses(pos, moves - 1);
        pos.unmake();
        if (prover.out_of_budget) break;
        if (wins) proof.first_moves.push_back(m);
    }
    proof.nodes = prover.nodes;
    if (!proof.first_moves.empty())
        proof.result = ProofResult::Win;
    else
        proof.result = prover.out_of_budget ? ProofResult::Unknown : ProofResult::NoWin;
    return proof;
}

bool check_solution(const Position& start, int moves, const std::vector<Move>& line, std::uint64_t max_nodes,
                    int* failed_at) {
    Position pos = start;
    const Side mover = pos.side_to_move();
    for (std::size_t i = 0; i < line.size(); ++i) {
        *failed_at = static_cast<int>(i);
        if (pos.game_over() || pos.check_move(line[i]) != Illegal::None) return false;
        if (i % 2 == 0) {
            const int left = moves - static_cast<int>(i / 2);
            if (left < 1) return false;
            const Proof proof = prove_win(pos, left, max_nodes);
            bool listed = false;
            for (const Move m : proof.first_moves) listed |= m == line[i];
            if (proof.result != ProofResult::Win || !listed) return false;
        }
        pos.make(line[i]);
        if (pos.game_over()) {
            if (i + 1 == line.size() && winner_is(pos, mover)) return true;
            return false;
        }
    }
    *failed_at = static_cast<int>(line.size());
    return false;
}

}  // namespace tafl::ai
