// entity.cpp: creation and destruction of entities in the registry.
#include "scene/entity.h"

namespace tafl::scene {

Entity Registry::create() {
    std::uint32_t index = 0;
    if (!free_.empty()) {
        index = free_.back();
        free_.pop_back();
    } else {
        index = static_cast<std::uint32_t>(generations_.size());
        generations_.push_back(1);  // generation 0 is never handed out, so Entity{} is never alive
        alive_.push_back(0);
    }
    alive_[index] = 1;
    ++live_;
    return Entity{index, generations_[index]};
}

void Registry::destroy(Entity e) {
    if (!alive(e)) return;
    std::apply([&e](auto&... pool) { (pool.erase(e.index), ...); }, pools_);
    alive_[e.index] = 0;
    ++generations_[e.index];
    free_.push_back(e.index);
    --live_;
}

void Registry::clear() {
    std::apply([](auto&... pool) { (pool.clear(), ...); }, pools_);
    free_.clear();
    // Slots are handed out again from the lowest index, each with a new generation.
    for (std::size_t i = generations_.size(); i-- > 0;) {
        if (alive_[i] != 0) ++generations_[i];
        alive_[i] = 0;
        free_.push_back(static_cast<std::uint32_t>(i));
    }
    live_ = 0;
}

}  // namespace tafl::scene
