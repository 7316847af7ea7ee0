// rulebook_screen.cpp: the rulebook reader's screen: loading the library, the place in it,
// the language, the input, "Try it", and the state file. The page itself: rulebook_page.cpp.
#include "app/screens/rulebook_screen.h"

#include <imgui.h>

#include <algorithm>

#include "app/board_widget.h"
#include "app/screen_context.h"
#include "app/screens/match_screen.h"
#include "core/atomic_file.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace {

constexpr float kScrollLines = 3.0f;  // lines a key or a pad's press scrolls

}  // namespace

RulebookScreen::RulebookScreen(ScreenContext& context, std::string book_id, std::string chapter_id,
                               std::string diagram_id)
    : Screen(context),
      book_id_(std::move(book_id)),
      initial_chapter_(std::move(chapter_id)),
      scroll_to_diagram_(std::move(diagram_id)) {}

RulebookScreen::~RulebookScreen() = default;

std::string RulebookScreen::language() const { return std::string(i18n::language_code(ctx_.translator.language())); }

void RulebookScreen::enter() {
    library_ = rulebook::load_library(ctx_.dirs.assets / "rulebooks", {language()});
    loaded_language_ = language();
    const std::string book = book_id_;
    const std::string chapter = initial_chapter_;
    book_id_.clear();
    if (!book.empty() && library_.catalog.find(book) != nullptr) {
        open_book(book, chapter);
        opened_at_book_ = true;
    }
    ctx_.platform.keep_drawing(3);
}

void RulebookScreen::resume(const ScreenAnswer& /*answer*/) {
    // Back from a diagram tried as a match: the page as it was.
    trial_open_ = false;
    ctx_.platform.keep_drawing(3);
}

const rulebook::BookEntry* RulebookScreen::entry() const { return library_.catalog.find(book_id_); }

const rulebook::Book* RulebookScreen::book() const {
    if (book_id_.empty()) return nullptr;
    return library_.text(loaded_language_, book_id_);
}

// [SECTION] Places

void RulebookScreen::open_book(const std::string& book_id, const std::string& chapter_id) {
    if (library_.catalog.find(book_id) == nullptr) return;
    if (book_id != book_id_) {
        remember_place();
        diagrams_.clear();
    }
    book_id_ = book_id;
    const rulebook::Book* b = book();
    int index = 0;
    if (b != nullptr) {
        std::string chapter = chapter_id;
        if (chapter.empty()) {
            const auto kept = ctx_.settings.rulebook_places.find(book_id);
            if (kept != ctx_.settings.rulebook_places.end()) chapter = kept->second;
        }
        index = std::max(0, b->index_of(chapter));
    }
    chapter_ = index;
    focus_ = -1;
    scroll_to_ = 0;
    scroll_fraction_ = 0;
    remember_place();
    ctx_.platform.keep_drawing(3);
}

void RulebookScreen::open_chapter(int index) {
    const rulebook::Book* b = book();
    if (b == nullptr || b->chapters.empty()) return;
    chapter_ = std::clamp(index, 0, static_cast<int>(b->chapters.size()) - 1);
    focus_ = -1;
    scroll_to_ = 0;
    scroll_fraction_ = 0;
    remember_place();
    ctx_.platform.keep_drawing(3);
}

void RulebookScreen::remember_place() {
    const rulebook::Book* b = book();
    if (b == nullptr || chapter_ < 0 || chapter_ >= static_cast<int>(b->chapters.size())) return;
    ctx_.settings.rulebook_places[book_id_] = b->chapters[static_cast<std::size_t>(chapter_)].id;
}

void RulebookScreen::to_library() {
    remember_place();
    book_id_.clear();
    diagrams_.clear();
    opened_at_book_ = false;
    ctx_.platform.keep_drawing(3);
}

void RulebookScreen::back() {
    if (!book_id_.empty() && !opened_at_book_) {
        to_library();
        return;
    }
    remember_place();
    close();
}

void RulebookScreen::reload_texts() {
    // The language changed: the same chapter in the new language, at the same depth of the page.
    library_ = rulebook::load_library(ctx_.dirs.assets / "rulebooks", {language()});
    loaded_language_ = language();
    const rulebook::Book* b = book();
    if (b != nullptr) chapter_ = std::clamp(chapter_, 0, std::max(0, static_cast<int>(b->chapters.size()) - 1));
    scroll_to_ = -2;  // restore the fraction once the new page's height is known
    ctx_.platform.keep_drawing(3);
}

// [SECTION] Frames

void RulebookScreen::update(scene::TimeMs now, bool /*on_view*/) {
    now_ = now;
    if (language() != loaded_language_) reload_texts();
}

int RulebookScreen::wake_ms(scene::TimeMs now) const {
    int wake = kWakeNever;
    for (const auto& [id, view] : diagrams_) {
        const int w = view->wake_ms(now);
        if (w == kWakeNever) continue;
        wake = wake == kWakeNever ? w : std::min(wake, w);
    }
    return wake;
}

void RulebookScreen::handle_input(const FrameInput& input) {
    if (input.events == nullptr) return;
    // The whole window is the reader's, so the overlay always "wants" the keys; they are the
    // page's unless a popup (a rule's explanation, the choice of players, the language list) is
    // open or text is being typed.
    const bool overlay_keys = ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId) || ImGui::GetIO().WantTextInput;
    for (const SDL_Event& e : *input.events) {
        if (e.type == SDL_KEYDOWN && !overlay_keys) {
            const SDL_Keycode key = e.key.keysym.sym;
            const float line = ImGui::GetFontSize() * 1.35f;
            const float page = std::max(line, ImGui::GetMainViewport()->Size.y * 0.8f);
            if (key == SDLK_ESCAPE || key == SDLK_BACKSPACE) back();
            if (book_id_.empty()) continue;
            if (key == SDLK_RIGHT || key == SDLK_n) open_chapter(chapter_ + 1);
            if (key == SDLK_LEFT || key == SDLK_p) open_chapter(chapter_ - 1);
            if (key == SDLK_DOWN) scroll_to_ = page_scroll_ + line * kScrollLines;
            if (key == SDLK_UP) scroll_to_ = std::max(0.0f, page_scroll_ - line * kScrollLines);
            if (key == SDLK_PAGEDOWN || key == SDLK_SPACE) scroll_to_ = page_scroll_ + page;
            if (key == SDLK_PAGEUP) scroll_to_ = std::max(0.0f, page_scroll_ - page);
            if (key == SDLK_HOME) scroll_to_ = 0;
            if (key == SDLK_TAB && focus_count_ > 0) {
                const bool back_tab = (e.key.keysym.mod & KMOD_SHIFT) != 0;
                focus_ = back_tab ? (focus_ <= 0 ? focus_count_ - 1 : focus_ - 1) : (focus_ + 1) % focus_count_;
                scroll_to_focus_ = true;
            }
            if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && focus_ >= 0) activate_ = true;
            if (key == SDLK_END) scroll_to_ = page_height_;
            ctx_.platform.keep_drawing(2);
        }
        if (e.type == SDL_CONTROLLERBUTTONDOWN && !overlay_keys) {
            const auto button = static_cast<SDL_GameControllerButton>(e.cbutton.button);
            const float line = ImGui::GetFontSize() * 1.35f;
            if (button == SDL_CONTROLLER_BUTTON_B || button == SDL_CONTROLLER_BUTTON_BACK) back();
            if (book_id_.empty() || input.pad_drives_ui) continue;
            if (button == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER) open_chapter(chapter_ + 1);
            if (button == SDL_CONTROLLER_BUTTON_LEFTSHOULDER) open_chapter(chapter_ - 1);
            if (button == SDL_CONTROLLER_BUTTON_DPAD_DOWN) scroll_to_ = page_scroll_ + line * kScrollLines;
            if (button == SDL_CONTROLLER_BUTTON_DPAD_UP) scroll_to_ = std::max(0.0f, page_scroll_ - line * kScrollLines);
            if ((button == SDL_CONTROLLER_BUTTON_DPAD_RIGHT || button == SDL_CONTROLLER_BUTTON_DPAD_LEFT) &&
                focus_count_ > 0) {
                const bool previous = button == SDL_CONTROLLER_BUTTON_DPAD_LEFT;
                focus_ = previous ? (focus_ <= 0 ? focus_count_ - 1 : focus_ - 1) : (focus_ + 1) % focus_count_;
                scroll_to_focus_ = true;
            }
            if (button == SDL_CONTROLLER_BUTTON_A && focus_ >= 0) activate_ = true;
            ctx_.platform.keep_drawing(2);
        }
    }
}

std::string rulebook_of_preset(const ScreenContext& context, const std::string& preset_id) {
    std::vector<rulebook::Problem> problems;
    std::string error;
    const auto text = core::read_file(context.dirs.assets / "rulebooks" / "books.txt", 1u << 20, &error);
    if (!text) return {};
    const rulebook::Catalog catalog = rulebook::parse_catalog(*text, "books.txt", problems);
    const rulebook::BookEntry* entry = catalog.book_of_preset(preset_id);
    return entry != nullptr ? entry->id : std::string();
}

std::optional<int> RulebookScreen::pad_window() const {
    if (book_id_.empty() || !rule_popup_.empty() || !try_popup_.empty()) return 0;
    return std::nullopt;
}

// [SECTION] Trying a diagram

void RulebookScreen::try_diagram(const std::string& diagram_id, int attackers, int defenders) {
    const rulebook::Diagram* d = library_.diagram(book_id_, diagram_id);
    const auto view = diagrams_.find(diagram_id);
    if (d == nullptr || view == diagrams_.end() || !view->second->prepared().start) return;
    const rulebook::PreparedDiagram& prepared = view->second->prepared();
    match::MatchSetup setup;
    setup.id = d->variant;
    setup.rules = prepared.rule_set;
    // The diagram's position becomes the game's start, with its side to move.
    setup.rules.setup = prepared.start->record();
    setup.rules.first = prepared.start->side_to_move();
    auto player = [](int kind) {
        match::Player p;
        p.kind = kind == 0 ? match::PlayerKind::Person : match::PlayerKind::Ai;
        return p;
    };
    setup.attackers = player(attackers);
    setup.defenders = player(defenders);
    auto trial = std::make_unique<MatchScreen>(ctx_, MatchScreen::Trial{});
    MatchScreen* screen = trial.get();
    ctx_.screens.push(std::move(trial));
    std::string error;
    if (!screen->start(setup, &error)) {
        ctx_.platform.report_problem("try " + diagram_id + ": " + error);
        ctx_.screens.close(screen);
        return;
    }
    trial_open_ = true;
}

// [SECTION] State

void RulebookScreen::write_state(std::string& out) const {
    out += "rulebook=" + std::string(book_id_.empty() ? "library" : "book") + "\n";
    out += "book=" + (book_id_.empty() ? std::string("-") : book_id_) + "\n";
    const rulebook::Book* b = book();
    const bool has_chapter = b != nullptr && chapter_ < static_cast<int>(b->chapters.size());
    out += "chapter=" + (has_chapter ? b->chapters[static_cast<std::size_t>(chapter_)].id : std::string("-")) + "\n";
    out += "book_language=" + loaded_language_ + "\n";
    out += "page_scroll=" + std::to_string(static_cast<int>(page_scroll_)) + "\n";
    int moving = 0;
    for (const auto& [id, view] : diagrams_)
        if (view->animating(now_)) ++moving;
    out += "diagrams_shown=" + std::to_string(diagrams_.size()) + "\ndiagrams_moving=" + std::to_string(moving) + "\n";
    out += "rule_popup=" + (rule_popup_.empty() ? std::string("-") : rule_popup_) + "\n";
    out += "focus=" + std::to_string(focus_) + "/" + std::to_string(focus_count_) + "\n";
    std::string names;
    for (const std::string& n : focus_names_) names += (names.empty() ? "" : " ") + n;
    out += "focusables=" + names + "\n";
    std::string broken;
    for (const rulebook::Problem& p : library_.all_problems()) broken += (broken.empty() ? "" : " ") + p.file;
    out += "library_problems=" + (broken.empty() ? std::string("-") : broken) + "\n";
}

}  // namespace tafl::app
