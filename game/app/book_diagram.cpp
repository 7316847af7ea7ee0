// book_diagram.cpp: a rulebook diagram drawn and animated on the page.
#include "app/book_diagram.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/screen.h"

namespace tafl::app {

namespace {

constexpr scene::TimeMs kFirstPauseMs = 900;  // a look at the position before the first move
constexpr scene::TimeMs kBetweenMs = 500;     // after each move's animation
constexpr ImU32 kArrowColour = IM_COL32(214, 64, 48, 215);

void premultiplied(const ImDrawList*, const ImDrawCmd*) { glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); }

}  // namespace

DiagramView::DiagramView(BoardArt* art, rulebook::PreparedDiagram prepared, BoardFamily family)
    : prepared_(std::move(prepared)), widget_(art) {
    if (!prepared_.start) return;
    widget_.set_rules(*prepared_.rules, family);
    widget_.set_coordinates(true);
    position_ = *prepared_.start;
    scene_ = std::make_unique<scene::BoardScene>(*position_);
    scene_->mark(prepared_.marks);
}

void DiagramView::set_motion(bool reduced, float speed) {
    if (!scene_) return;
    scene_->set_reduced_motion(reduced);
    scene_->set_animation_speed(speed);
}

void DiagramView::restart(scene::TimeMs now) {
    if (!scene_ || !prepared_.start) return;
    position_ = *prepared_.start;
    scene_->sync(*position_);
    scene_->mark(prepared_.marks);
    next_move_ = 0;
    next_at_ = now + kFirstPauseMs / 2;
    started_ = true;
    dirty_ = true;
}

void DiagramView::advance(scene::TimeMs now) {
    if (!scene_ || !position_) return;
    if (!started_) {
        started_ = true;
        next_at_ = now + kFirstPauseMs;
    }
    while (next_move_ < prepared_.moves.size() && now >= next_at_) {
        const Move m = prepared_.moves[next_move_];
        if (position_->check_move(m) != Illegal::None) {
            next_move_ = prepared_.moves.size();  // the checks name such a diagram; show what is there
            break;
        }
        const MoveResult result = position_->make(m);
        if (next_move_ == 0) scene_->mark({});  // the marks explain the start; the moves speak for themselves
        scene_->apply(result, position_->announcements(), next_at_);
        const scene::TimeMs length =
            scene_->move_duration() + (result.capture_count > 0 ? scene_->capture_duration() : 0) + kBetweenMs;
        next_at_ += length;
        ++next_move_;
        dirty_ = true;
    }
    scene_->update(now);
    if (scene_->animating()) dirty_ = true;
}

bool DiagramView::animating(scene::TimeMs now) const {
    if (!scene_) return false;
    (void)now;
    return scene_->animating() || next_move_ < prepared_.moves.size();
}

int DiagramView::wake_ms(scene::TimeMs now) const {
    if (!scene_) return kWakeNever;
    if (scene_->animating()) return kWakeNow;
    if (next_move_ >= prepared_.moves.size()) return kWakeNever;
    if (!started_) return kWakeNow;
    return static_cast<int>(std::max<scene::TimeMs>(0, next_at_ - now));
}

void DiagramView::draw(float size_px, const PictureFrame& frame, scene::TimeMs now) {
    const float side = std::floor(std::max(size_px, 60.0f));
    // Off the visible part of the page nothing is painted, and the moves wait to be seen.
    if (!scene_ || frame.batch == nullptr || !ImGui::IsRectVisible(ImVec2(side, side))) {
        ImGui::Dummy(ImVec2(side, side));
        return;
    }
    advance(now);
    const int pixels = static_cast<int>(std::lround(side * frame.pixel_scale));
    if (pixels != painted_pixels_ || frame.high_contrast != painted_contrast_) dirty_ = true;
    if (dirty_ || texture_ == nullptr) {
        widget_.set_high_contrast(frame.high_contrast);
        texture_ = widget_.render_picture(*scene_, *frame.batch, pixels, frame.fb_width, frame.fb_height);
        painted_pixels_ = pixels;
        painted_contrast_ = frame.high_contrast;
        dirty_ = false;
    }
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    if (texture_ == nullptr) {
        ImGui::Dummy(ImVec2(side, side));
        return;
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCallback(premultiplied, nullptr);
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture_->id())), ImVec2(side, side),
                 ImVec2(0.0f, 1.0f), ImVec2(1.0f, 0.0f));
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
    draw_arrows(origin, side / static_cast<float>(std::max(1, pixels)));
}

void DiagramView::draw_arrows(ImVec2 origin, float scale) const {
    if (prepared_.arrows.empty() || next_move_ > 0) return;  // arrows show what the moves are about to do
    const BoardLayout& l = widget_.current_layout();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float thick = std::max(2.0f, l.square * scale * 0.12f);
    for (const Move& a : prepared_.arrows) {
        const glm::vec2 from = l.to_pixels(scene::BoardScene::square_center(a.from)) * scale;
        const glm::vec2 to = l.to_pixels(scene::BoardScene::square_center(a.to)) * scale;
        const glm::vec2 d = to - from;
        const float len = std::sqrt(d.x * d.x + d.y * d.y);
        if (len < 1.0f) continue;
        const glm::vec2 u = d / len;
        const glm::vec2 n(-u.y, u.x);
        const float head = thick * 3.2f;
        const glm::vec2 start = from + u * (l.square * scale * 0.3f);
        const glm::vec2 tip = to - u * (l.square * scale * 0.12f);
        const glm::vec2 base = tip - u * head;
        dl->AddLine(ImVec2(origin.x + start.x, origin.y + start.y), ImVec2(origin.x + base.x, origin.y + base.y),
                    kArrowColour, thick);
        const glm::vec2 left = base + n * (head * 0.6f);
        const glm::vec2 right = base - n * (head * 0.6f);
        dl->AddTriangleFilled(ImVec2(origin.x + tip.x, origin.y + tip.y), ImVec2(origin.x + left.x, origin.y + left.y),
                              ImVec2(origin.x + right.x, origin.y + right.y), kArrowColour);
    }
}

}  // namespace tafl::app
