// rulebook_screen.h: the library of illustrated rulebooks. The library shows every book by its
// cover (a book that cannot be opened is named there, with why); a book opens at the place it was
// last read, with its contents beside the page, one chapter at a time, scrolled by mouse, keys or
// game controller. Diagrams play on the page and "Try it" opens their position as a match that
// comes back to the page; rule names open the house-rule editor's explanation; links lead to
// other chapters and books. The language switches at once and the place stays.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/book_diagram.h"
#include "app/gl.h"
#include "app/rich_text.h"
#include "app/screen.h"
#include "rulebook/library.h"

namespace tafl::app {

// The id of the book that explains `preset_id` (a shipped preset), or empty when none does. Reads
// the library's catalog from the assets folder.
std::string rulebook_of_preset(const ScreenContext& context, const std::string& preset_id);

class RulebookScreen final : public Screen {
public:
    // Opens the library, or the book `book_id` at `chapter_id` (its last place when empty),
    // scrolled to the diagram `diagram_id` of that chapter when one is named.
    explicit RulebookScreen(ScreenContext& context, std::string book_id = {}, std::string chapter_id = {},
                            std::string diagram_id = {});
    ~RulebookScreen() override;

    const char* name() const override { return "rulebook"; }
    const char* page() const override { return "rulebook"; }
    bool covers() const override { return true; }
    void enter() override;
    void resume(const ScreenAnswer& answer) override;
    void update(scene::TimeMs now, bool on_view) override;
    void draw_ui(bool top) override;
    void handle_input(const FrameInput& input) override;
    int wake_ms(scene::TimeMs now) const override;
    // The pad works the overlay in the library and in popups; on a book's page its buttons scroll,
    // turn the pages and move the focus (handle_input).
    std::optional<int> pad_window() const override;
    bool keeps_pad_over_notices() const override { return true; }
    void write_state(std::string& out) const override;

    // [SECTION] What the page asks of the screen (rulebook_page.cpp)
    // Opens a chapter of the book shown, or of another book; the page starts at its top.
    void open_book(const std::string& book_id, const std::string& chapter_id);
    void open_chapter(int index);
    // Back: to where the reader was opened (a match, the main menu) from the library or from the
    // book it was opened at; from a book chosen in the library, to the library.
    void back();
    void to_library();

private:
    // [SECTION] The page (rulebook_page.cpp)
    void draw_library();
    void draw_book();
    void draw_contents(float width);
    void draw_page(float width);
    void draw_block(const rulebook::Block& block, float width);
    void draw_picture(const rulebook::Block& block, float width);
    void caption(const rulebook::Block& block, float width);
    void draw_diagram(const rulebook::Block& block, float width);
    void draw_glance(const rulebook::Block& block, float width);
    void draw_rule_popup();
    void draw_try_popup();
    void follow(const rulebook::Link& link);
    const Texture* picture(const std::string& id);
    void rich(const rulebook::Block& block, const std::vector<rulebook::Span>& spans, float width, RichTextStyle style);
    bool focus_button(const char* label, const std::string& name);
    void keep_in_view(float screen_y, float height);
    RichTextStyle text_style() const;

    // [SECTION] The screen (rulebook_screen.cpp)
    void reload_texts();
    void try_diagram(const std::string& diagram_id, int attackers, int defenders);
    const rulebook::Book* book() const;
    const rulebook::BookEntry* entry() const;
    std::string language() const;
    void remember_place();
    void draw_top_bar(float height);

    rulebook::Library library_;
    std::string book_id_;  // empty: the library
    int chapter_ = 0;
    float scroll_to_ = -1;       // a scroll position to restore on the next frame (-1: none)
    float scroll_fraction_ = 0;  // where the page stands, kept across a change of language
    float page_scroll_ = 0;
    float page_height_ = 0;
    std::string loaded_language_;
    std::map<std::string, std::unique_ptr<DiagramView>> diagrams_;  // of the book shown
    std::map<std::string, std::optional<Texture>> pictures_;        // nullopt: could not be read
    std::string rule_popup_;                                        // the parameter explained
    std::string try_popup_;                                         // the diagram to try
    bool trial_open_ = false;
    // The keys' way through the page: Tab moves a focus over its links and buttons, Enter presses.
    int focus_ = -1;          // the focused link or button, by its number on the page (-1: none)
    int focus_seen_ = 0;      // numbers given out while the page is drawn
    int focus_count_ = 0;     // how many the page had when last drawn
    int block_focus_base_ = 0;
    bool activate_ = false;   // Enter: press the focused one while drawing the next frame
    bool scroll_to_focus_ = false;
    std::vector<std::string> focus_names_;  // what each number leads to, for the state file
    scene::TimeMs now_ = 0;
    std::string initial_chapter_;
    bool opened_at_book_ = false;  // opened at a book (F1 in a match): Back leaves the reader
    std::string scroll_to_diagram_;  // brought into view once, when the page is first drawn
};

}  // namespace tafl::app
