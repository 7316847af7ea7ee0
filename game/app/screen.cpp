// screen.cpp: the screen stack.
#include "app/screen.h"

#include <algorithm>

#include "app/gamepad.h"
#include "app/screen_context.h"

namespace tafl::app {

void Screen::close(ScreenAnswer answer) { ctx_.screens.close(this, std::move(answer)); }

void pad_focus(ScreenContext& ctx, const Screen* screen, int window) { ctx.pad.focus(PadWindow{screen, window}); }

void ScreenStack::push(std::unique_ptr<Screen> screen, AnswerHandler on_answer) {
    Change c;
    c.pushed = std::move(screen);
    c.on_answer = std::move(on_answer);
    pending_.push_back(std::move(c));
}

void ScreenStack::close(const Screen* screen, ScreenAnswer answer) {
    Change c;
    c.closed = screen;
    c.answer = std::move(answer);
    c.answer_given = true;
    pending_.push_back(std::move(c));
}

void ScreenStack::close_above(const Screen* screen) {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].screen.get() != screen) continue;
        if (i + 1 < entries_.size()) {
            Change c;
            c.closed = entries_[i + 1].screen.get();
            pending_.push_back(std::move(c));
        }
        return;
    }
}

void ScreenStack::apply() {
    // Changes may ask for more changes (a screen that resumes and opens another): keep going until
    // none is left, in the order asked.
    while (!pending_.empty()) {
        Change c = std::move(pending_.front());
        pending_.erase(pending_.begin());
        if (c.pushed) {
            Screen* s = c.pushed.get();
            entries_.push_back(Entry{std::move(c.pushed), std::move(c.on_answer)});
            s->enter();
            continue;
        }
        const auto at =
            std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.screen.get() == c.closed; });
        if (at == entries_.end()) continue;  // closed already
        // The screens above it go first, without answers.
        while (entries_.back().screen.get() != c.closed) {
            Entry gone = std::move(entries_.back());
            entries_.pop_back();
            gone.screen->leave();
        }
        Entry gone = std::move(entries_.back());
        entries_.pop_back();
        gone.screen->leave();
        if (gone.on_answer) gone.on_answer(c.answer_given ? c.answer : ScreenAnswer{});
        if (!entries_.empty()) entries_.back().screen->resume(c.answer_given ? c.answer : ScreenAnswer{});
    }
}

void ScreenStack::clear() {
    pending_.clear();
    while (!entries_.empty()) {
        Entry gone = std::move(entries_.back());
        entries_.pop_back();
        gone.screen->leave();
    }
}

std::size_t ScreenStack::first_drawn() const {
    for (std::size_t i = entries_.size(); i-- > 0;)
        if (entries_[i].screen->covers()) return i;
    return 0;
}

bool ScreenStack::covered(const Screen* screen) const {
    bool seen = false;
    for (const Entry& e : entries_) {
        if (e.screen.get() == screen)
            seen = true;
        else if (seen && e.screen->covers())
            return true;
    }
    return false;
}

}  // namespace tafl::app
