// match_screen.cpp: the match screen's board: starting and loading matches, the scene and its
// animations, the pointer, the keys and the game controller on the board, scripted scenes,
// saving, and the state file.
#include "app/screens/match_screen.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/match_words.h"
#include "app/screen_context.h"
#include "app/screens/deal_screen.h"
#include "app/screens/load_game_screen.h"
#include "app/screens/main_menu_screen.h"
#include "app/screens/rulebook_screen.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace fs = std::filesystem;

namespace {

constexpr scene::TimeMs kBannerMs = 2200;  // how long an announcement stays

}  // namespace

MatchScreen::MatchScreen(ScreenContext& context)
    : Screen(context),
      controller_(match::MatchEvents{
                      [this](const MoveResult& result, std::uint8_t announcements) { animate(result, announcements); },
                      // I18N: Banner: the AI has turned down the person's offer of a draw and plays on.
                      [this] { show_banner(_("The draw offer is declined.")); }, [this] { ctx_.platform.wake(); }},
                  context.platform.deterministic()),
      widget_(&context.board_art) {}

MatchScreen::MatchScreen(ScreenContext& context, Trial) : MatchScreen(context) { trial_ = true; }

MatchScreen::MatchScreen(ScreenContext& context, CampaignGoal goal) : MatchScreen(context) {
    trial_ = true;
    campaign_ = goal;
}

MatchScreen::~MatchScreen() { controller_.cancel_ai(); }

// [SECTION] Starting and loading

bool MatchScreen::start_preset(const std::string& id, std::string* error) {
    const Variant* v = ctx_.variants.find(id);
    if (v == nullptr) {
        if (error) *error = "unknown preset '" + id + "'";
        return false;
    }
    match::MatchSetup setup;
    setup.id = id;
    setup.rules = v->rules;
    return start(setup, error);
}

bool MatchScreen::start(const match::MatchSetup& setup, std::string* error) {
    if (ctx_.variants.find(setup.id) == nullptr) {
        if (error) *error = "cannot start '" + setup.id + "': unknown preset";
        return false;
    }
    autosave();  // the game left behind stays for Continue
    script_.reset();
    controller_.set_hold(false);
    if (!controller_.start(setup, error)) return false;
    ctx_.screens.close_above(this);
    variant_ = setup.id;
    if (!ctx_.platform.scripted_start() && !trial_) ctx_.settings.last_variant = setup.id;
    show_new_match();
    return true;
}

bool MatchScreen::load_game(const fs::path& file, std::string* error) {
    auto loaded = match::MatchController::read_game(file, error);
    if (!loaded) return false;
    autosave();
    script_.reset();
    controller_.set_hold(false);
    std::vector<std::string> problems;
    controller_.show(std::move(*loaded), file, &problems);
    for (const auto& p : problems) ctx_.platform.report_problem(p);
    ctx_.screens.close_above(this);
    variant_ = controller_.match().preset_id();
    show_new_match();
    return true;
}

void MatchScreen::show_new_match() {
    const Variant* found = ctx_.variants.find(variant_);
    const Variant* v = found != nullptr ? ctx_.variants.preset_of(*found) : nullptr;
    scene_ = std::make_unique<scene::BoardScene>(pos());
    own_family_ = v != nullptr ? family_of_preset(v->id, v->extends) : family_of_preset(variant_);
    widget_.set_rules(pos().rules(), own_family_);
    apply_settings();
    selection_moves_.clear();
    notice_.clear();
    ctx_.platform.keep_drawing(2);
    open_deal_if_needed();
}

void MatchScreen::play_script(SceneScript script) {
    script_.emplace(std::move(script));
    script_->start(0);
    controller_.set_hold(true);  // the script plays both sides
}

void MatchScreen::open_deal_if_needed() {
    if (controller_.awaiting_cards() && ctx_.screens.find<DealScreen>() == nullptr)
        ctx_.screens.push(std::make_unique<DealScreen>(ctx_, *this));
}

void MatchScreen::open_main_menu() {
    if (trial_) {
        // A diagram tried from a rulebook: back to its page.
        close();
        return;
    }
    if (!ctx_.title_picture) return;
    autosave();
    const bool resumable = !controller_.match().over() && !script_;
    pad_panel_ = false;
    ctx_.screens.push(std::make_unique<MainMenuScreen>(ctx_, resumable));
    ctx_.platform.keep_drawing(3);
}

void MatchScreen::open_new_match() {
    ctx_.screens.push(std::make_unique<NewMatchScreen>(ctx_, new_match_choices_), [this](const ScreenAnswer& answer) {
        const auto* setup = std::any_cast<match::MatchSetup>(&answer);
        std::string error;
        if (setup != nullptr && !start(*setup, &error)) ctx_.platform.report_problem(error);
    });
}

void MatchScreen::open_load_game() {
    ctx_.screens.push(std::make_unique<LoadGameScreen>(
        ctx_, [this](const fs::path& file, std::string* error) { return load_game(file, error); }));
}

std::string MatchScreen::seat_label(match::Seat seat) const {
    const auto& series = controller_.series();
    return series ? seat_text(*series, seat) : std::string();
}

// [SECTION] The board and its scene

void MatchScreen::apply_settings() {
    // The settings are read, not pushed: the View menu and the settings window change them.
    const core::Settings& s = ctx_.settings;
    widget_.set_coordinates(s.show_coordinates);
    widget_.set_high_contrast(s.high_contrast);
    // A board won in the campaign, when the player chose it for every game.
    const auto won = s.boards_won.contains(s.board) ? family_of_surface(s.board) : std::nullopt;
    widget_.set_family(won.value_or(own_family_));
    if (scene_) {
        scene_->set_reduced_motion(s.reduced_motion);
        scene_->set_animation_speed(s.animation_speed);
    }
}

void MatchScreen::animate(const MoveResult& result, std::uint8_t announcements) {
    clear_selection();
    const scene::TimeMs now = ctx_.platform.now();
    if (scene_) scene_->apply(result, announcements, now);
    play_move_sounds(result, now);
    notice_.clear();
    // The sources' calls (king in danger, raichi, tuichu) as a brief banner.
    banner_.clear();
    for (const Announcement flag : {kKingThreatened, kRaichi, kTuichu}) {
        if ((announcements & flag) == 0) continue;
        const char* text = i18n::announcement_text(flag);
        if (text != nullptr && *text != '\0') banner_ += (banner_.empty() ? "" : "\n") + std::string(text);
    }
    banner_until_ = banner_.empty() ? 0 : now + kBannerMs;
}

void MatchScreen::show_banner(const std::string& text) {
    banner_ += (banner_.empty() ? "" : "\n") + text;
    banner_until_ = ctx_.platform.now() + kBannerMs;
}

void MatchScreen::clear_selection() {
    if (scene_) scene_->clear_selection();
    selection_moves_.clear();
}

void MatchScreen::resync_board() {
    clear_selection();
    const match::Match& m = controller_.match();
    scene_->sync(m.viewing_past() ? m.position_at(m.view()) : pos());
    ctx_.platform.keep_drawing(2);
}

void MatchScreen::undo_step() {
    if (!controller_.match().can_undo() || outcome_) return;
    undo_used_ = true;
    controller_.undo();
    after_moves_changed();
}

void MatchScreen::redo_step() {
    if (!controller_.match().can_redo()) return;
    controller_.redo();
    after_moves_changed();
}

void MatchScreen::after_moves_changed() {
    resync_board();
    notice_.clear();
}

void MatchScreen::click_square(Square square) {
    if (script_ && !script_->finished()) return;  // the script is playing
    // Looking back, waiting for the AI, or after the end, the board is for looking only.
    const match::Match& m = controller_.match();
    if (m.over() || m.viewing_past() || m.ai_to_move() || controller_.awaiting_cards() || square == kNoSquare) {
        clear_selection();
        return;
    }
    if (scene_->selected() != kNoSquare) {
        for (const Move move : selection_moves_) {
            if (move.to == square) {
                clear_selection();
                controller_.play(move);
                return;
            }
        }
        if (scene_->selected() == square) {
            clear_selection();
            return;
        }
    }
    const Piece piece = pos().at(square);
    if (!is_piece(piece) || side_of(piece) != pos().side_to_move()) {
        clear_selection();
        return;
    }
    MoveList moves;
    pos().legal_moves(moves);
    selection_moves_.clear();
    std::vector<Square> destinations;
    for (const Move move : moves) {
        if (move.from == square) {
            selection_moves_.push_back(move);
            destinations.push_back(move.to);
        }
    }
    scene_->select(square, destinations);
}

void MatchScreen::run_script(scene::TimeMs now) {
    if (!script_) return;
    if (script_->restart_due(now)) {
        // A log line for each game a looping demo finishes (tests/deep/soak.sh counts them).
        std::fprintf(stderr, "taflbord: demo: game %d over after %d plies: %s\n", script_->games_started(), pos().ply(),
                     std::string(status_id(controller_.match().status())).c_str());
        controller_.restart_from_start();
        scene_->sync(pos());
        script_->start(now);
        return;
    }
    std::string error;
    if (const auto move = script_->due(now, pos(), &error)) {
        clear_selection();
        controller_.play(*move);
    } else if (!error.empty()) {
        ctx_.platform.report_problem(error);
    }
}

// [SECTION] Screen

void MatchScreen::update(scene::TimeMs now, bool on_view) {
    now_ = now;
    on_view_ = on_view;
    apply_settings();
    controller_.poll();
    // The clock runs on scene time while the game is on screen; it stops in the main menu and
    // while the attacker deals the cards.
    if (controller_.tick(now, on_view)) {
        clear_selection();
        ctx_.platform.keep_drawing(2);
    }
    run_script(now);
    scene_->update(now);
    update_sound(now);
    check_campaign_goal();
}

// [SECTION] Campaign battles

int MatchScreen::player_moves() const {
    if (!campaign_) return 0;
    const match::Match& m = controller_.match();
    return campaign::player_moves(m.start_side(), static_cast<int>(m.moves().size()), player_side());
}

Side MatchScreen::player_side() const {
    // The battle's side, except in the games of a match where the sides have swapped: the person's.
    const match::Match& m = controller_.match();
    if (m.player(Side::Attackers).kind == match::PlayerKind::Person) return Side::Attackers;
    if (m.player(Side::Defenders).kind == match::PlayerKind::Person) return Side::Defenders;
    return campaign_->player;
}

void MatchScreen::check_campaign_goal() {
    if (!campaign_ || outcome_ || !controller_.has_match()) return;
    const match::Match& m = controller_.match();
    if (m.viewing_past()) return;
    const int moves = player_moves();
    const auto& series = controller_.series();
    const std::optional<bool> won = series && campaign_->kind == CampaignGoal::Kind::Win
                                        ? campaign::judge_series(*campaign_, *series)
                                        : campaign::judge_game(*campaign_, m.over() ? m.status() : Status::Ongoing,
                                                               moves, pos().side_to_move());
    if (!won) return;
    controller_.set_hold(true);  // the AI stops here
    outcome_ = CampaignOutcome{*won, moves, m.men_lost(player_side()), undo_used_};
    ctx_.platform.keep_drawing(3);
}

int MatchScreen::wake_ms(scene::TimeMs now) const {
    if (scene_->animating() || (!banner_.empty() && now < banner_until_ + 50)) return kWakeNow;
    int timeout = kWakeNever;
    if (script_ && !script_->finished())
        timeout = static_cast<int>(std::max<scene::TimeMs>(1, script_->next_at() - now));
    else if (script_ && script_->script().loop)
        timeout = 50;
    // A running clock wakes the loop when its face changes.
    if (const int clock = controller_.clock_wake_ms(); clock > 0)
        timeout = timeout < 0 ? clock : std::min(timeout, clock);
    return timeout;
}

std::optional<int> MatchScreen::pad_window() const {
    if (game_over_visible_) return kGameOverWindow;
    if (pad_panel_) return kPanelWindow;
    return std::nullopt;
}

void MatchScreen::prepare_scene() {
    // The board fills the window between the menu bar and the status bar, left of the panel.
    const glm::ivec2 fb = ctx_.platform.framebuffer_size();
    const float scale = ctx_.platform.pixel_scale();
    const float top = menu_height_ * scale;
    widget_.place(PixelRect{0.0f, top, static_cast<float>(fb.x) - panel_width_ * scale,
                            static_cast<float>(fb.y) - top - status_height_ * scale},
                  fb.x, fb.y);
}

void MatchScreen::draw_scene(const glm::mat4& projection) { widget_.draw(*scene_, ctx_.batch, projection); }

void MatchScreen::closing() {
    autosave();
    controller_.cancel_ai();
}

void MatchScreen::handle_input(const FrameInput& input) {
    for (const SDL_Event& e : *input.events) {
        switch (e.type) {
            case SDL_CONTROLLERBUTTONDOWN:
                if (input.pad_drives_ui) {
                    // B on the match panel, with no question open, hands the pad back to the board.
                    if (pad_panel_ && e.cbutton.button == SDL_CONTROLLER_BUTTON_B &&
                        !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) {
                        pad_panel_ = false;
                        ImGui::SetWindowFocus(nullptr);
                    }
                } else {
                    pad_on_board(e.cbutton.button);
                }
                break;
            case SDL_WINDOWEVENT:
                if (e.window.event == SDL_WINDOWEVENT_LEAVE) scene_->hover(kNoSquare);
                break;
            case SDL_MOUSEMOTION:
                cursor_ = kNoSquare;  // the mouse takes over from the keyboard
                if (!input.ui_wants_mouse)
                    scene_->hover(widget_.square_at(*scene_, ctx_.platform.to_framebuffer(e.motion.x, e.motion.y)));
                break;
            case SDL_MOUSEBUTTONDOWN:
                if (input.ui_wants_mouse) break;
                if (e.button.button == SDL_BUTTON_LEFT) {
                    const Square square =
                        widget_.square_at(*scene_, ctx_.platform.to_framebuffer(e.button.x, e.button.y));
                    click_square(square);
                    // A piece picked up may be dropped where the button is let go (drag and drop).
                    drag_from_ = scene_->selected() == square ? square : kNoSquare;
                } else if (e.button.button == SDL_BUTTON_RIGHT) {
                    click_square(kNoSquare);
                }
                break;
            case SDL_MOUSEBUTTONUP:
                if (e.button.button == SDL_BUTTON_LEFT && drag_from_ != kNoSquare && !input.ui_wants_mouse) {
                    const Square square =
                        widget_.square_at(*scene_, ctx_.platform.to_framebuffer(e.button.x, e.button.y));
                    if (square != drag_from_ && scene_->selected() == drag_from_) click_square(square);
                }
                drag_from_ = kNoSquare;
                break;
            case SDL_KEYDOWN: {
                // A decided campaign battle: Enter is its panel's Continue, whatever has the keys.
                if (outcome_ && (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER)) {
                    close(*outcome_);
                    break;
                }
                if (input.ui_wants_keyboard) break;
                const SDL_Keycode key = e.key.keysym.sym;
                const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
                if (key == SDLK_ESCAPE) {
                    // Esc lets go of a picked piece and hides the cursor; with nothing to let go
                    // of, it pauses the game in the main menu.
                    if (scene_->selected() == kNoSquare && cursor_ == kNoSquare) open_main_menu();
                    cursor_ = kNoSquare;
                    scene_->hover(kNoSquare);
                    click_square(kNoSquare);
                    break;
                }
                const bool arrow = key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_UP || key == SDLK_DOWN;
                if (arrow && !moves_hovered_) {
                    // Keyboard play: the arrows move a cursor over the board, Enter picks and drops.
                    move_cursor(key);
                    break;
                }
                if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) && cursor_ != kNoSquare) {
                    click_square(cursor_);
                    break;
                }
                // Stepping through the game: left and right over the move list, Home and End anywhere.
                match::Match& m = controller_.match();
                const int view = m.view();
                const int last = static_cast<int>(m.moves().size());
                if (key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_HOME || key == SDLK_END) {
                    const int to = key == SDLK_LEFT    ? view - 1
                                   : key == SDLK_RIGHT ? view + 1
                                   : key == SDLK_HOME  ? 0
                                                       : last;
                    m.set_view(to);
                    resync_board();
                }
                if (ctrl && key == SDLK_z) undo_step();
                if (ctrl && key == SDLK_y) redo_step();
                if (ctrl && key == SDLK_s && !script_) save_game();
                if (!ctrl && key == SDLK_f) widget_.set_flipped(!widget_.flipped());
                if (key == SDLK_F1 && !trial_) open_rulebook();
                break;
            }
            default:
                break;
        }
    }
    if (input.ui_wants_mouse && cursor_ == kNoSquare) scene_->hover(kNoSquare);
}

void MatchScreen::move_cursor(SDL_Keycode key) {
    const int n = pos().size();
    if (cursor_ == kNoSquare) {
        // The cursor starts on the picked piece, or else in the middle of the board.
        cursor_ = scene_->selected() != kNoSquare ? scene_->selected() : make_square(n / 2, n / 2);
    } else {
        int file = file_of(cursor_), rank = rank_of(cursor_);
        // On a board turned half round, up on the screen is down the ranks.
        const int step = widget_.flipped() ? -1 : 1;
        if (key == SDLK_LEFT) file -= step;
        if (key == SDLK_RIGHT) file += step;
        if (key == SDLK_UP) rank += step;
        if (key == SDLK_DOWN) rank -= step;
        cursor_ = make_square(std::clamp(file, 0, n - 1), std::clamp(rank, 0, n - 1));
    }
    scene_->hover(cursor_);
    ctx_.platform.keep_drawing(2);
}

void MatchScreen::pad_on_board(Uint8 button) {
    // The board's pad: the D-pad moves the cursor (or steps through a finished game), A picks and
    // drops, B lets go, X turns the board, LB and RB undo and redo, Y works the match panel and
    // Start pauses in the main menu.
    match::Match& m = controller_.match();
    switch (button) {
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
            if (m.over()) {
                m.set_view(m.view() + (button == SDL_CONTROLLER_BUTTON_DPAD_LEFT ? -1 : 1));
                resync_board();
                break;
            }
            move_cursor(button == SDL_CONTROLLER_BUTTON_DPAD_LEFT ? SDLK_LEFT : SDLK_RIGHT);
            break;
        case SDL_CONTROLLER_BUTTON_DPAD_UP:
            move_cursor(SDLK_UP);
            break;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
            move_cursor(SDLK_DOWN);
            break;
        case SDL_CONTROLLER_BUTTON_A:
            if (cursor_ == kNoSquare)
                move_cursor(SDLK_UNKNOWN);  // shows the cursor first
            else
                click_square(cursor_);
            break;
        case SDL_CONTROLLER_BUTTON_B:
            click_square(kNoSquare);
            break;
        case SDL_CONTROLLER_BUTTON_X:
            widget_.set_flipped(!widget_.flipped());
            break;
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
            undo_step();
            break;
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
            redo_step();
            break;
        case SDL_CONTROLLER_BUTTON_Y:
        case SDL_CONTROLLER_BUTTON_BACK:
            if (panel_width_ > 0) pad_panel_ = true;
            break;
        case SDL_CONTROLLER_BUTTON_START:
            open_main_menu();
            break;
        default:
            break;
    }
}

// [SECTION] Saving

void MatchScreen::save_game() {
    const fs::path dir = ctx_.dirs.saves();
    if (dir.empty()) {
        // No user folder could be made at start (a read-only or missing home, for instance).
        std::fprintf(stderr, "taflbord: save: there is no folder for saved games (the user folder could not be made)\n");
        // I18N: Match panel, when saving failed because the game found no folder of its own to save into.
        notice_ = _("The game was not saved: the game has no folder for saved games.");
        return;
    }
    std::string error;
    core::WriteProblem problem = core::WriteProblem::None;
    if (const auto file = controller_.save(dir, file_stamp(), today(), &error, &problem)) {
        // I18N: Match panel, after saving: {file} is the name of the saved-game file.
        notice_ = i18n::fmt_arg(_("Saved as {file}"), "file", file->filename().string());
        return;
    }
    // The player reads what happened in words of the game; the details go to standard error.
    std::fprintf(stderr, "taflbord: save: %s\n", error.c_str());
    switch (problem) {
        case core::WriteProblem::DiskFull:
            // I18N: Match panel, when saving failed because the disk has no space left.
            notice_ = _("The game was not saved: the disk is full.");
            break;
        case core::WriteProblem::ReadOnly:
            // I18N: Match panel, when saving failed because the folder of saved games is read-only.
            notice_ = _("The game was not saved: the folder of saved games is read-only.");
            break;
        case core::WriteProblem::NoPermission:
            // I18N: Match panel, when saving failed because the user may not write to the folder.
            notice_ = _("The game was not saved: you may not write to the folder of saved games.");
            break;
        default:
            // I18N: Match panel, when saving failed for another reason: {reason} is the system's
            // message in English, naming the file.
            notice_ = i18n::fmt_arg(_("The game was not saved: {reason}"), "reason", error);
            break;
    }
}

void MatchScreen::autosave() {
    // The unfinished game of a person is kept for Continue; scripts, replays and tests are not
    // games, and a match behind the main menu was kept when the menu opened.
    if (ctx_.platform.test_mode() || ctx_.dirs.saves().empty() || script_ || !on_view_ || !controller_.has_match() ||
        trial_)
        return;
    std::string error;
    if (!controller_.autosave(ctx_.dirs.saves(), today(), &error))
        std::fprintf(stderr, "taflbord: autosave: %s\n", error.c_str());
}

// [SECTION] State

void MatchScreen::open_rulebook() {
    // The book of the preset played (or of the preset a house-rule set extends), at its start.
    std::string book;
    if (const Variant* v = ctx_.variants.find(variant_)) {
        const Variant* preset = ctx_.variants.preset_of(*v);
        book = rulebook_of_preset(ctx_, preset != nullptr ? preset->id : variant_);
    }
    ctx_.screens.push(std::make_unique<RulebookScreen>(ctx_, book, std::string{}));
    ctx_.platform.keep_drawing(3);
}

void MatchScreen::write_state(std::string& out) const {
    const match::Match& m = controller_.match();
    out += std::string("trial=") + (trial_ ? "yes" : "no") + "\n";
    out += "campaign_result=" + std::string(!outcome_ ? "-" : outcome_->won ? "won" : "lost") + "\n";
    const BoardLayout& l = widget_.current_layout();
    const glm::ivec2 fb = ctx_.platform.framebuffer_size();
    const glm::ivec2 win = ctx_.platform.window_size();
    const float sx = fb.x > 0 ? static_cast<float>(win.x) / static_cast<float>(fb.x) : 1.0f;
    out += "variant=" + variant_ + "\n";
    out += std::string("board=") + surface_name(widget_.family()) + "\n";
    out += "position=" + pos().record() + "\n";
    out += "side=" + std::string(side_id(pos().side_to_move())) + "\n";
    out += "ply=" + std::to_string(pos().ply()) + "\n";
    out += "status=" + std::string(status_id(m.status())) + "\n";
    out += "view=" + std::to_string(m.view()) + "\n";
    out += std::string("flipped=") + (widget_.flipped() ? "yes" : "no") + "\n";
    out += "cursor=" + (cursor_ == kNoSquare ? std::string("-") : square_name(cursor_)) + "\n";
    out += "players=" + match::player_tag(m.player(Side::Attackers)) + "," +
           match::player_tag(m.player(Side::Defenders)) + "\n";
    const Square sel = scene_->selected();
    out += "selected=" + (sel == kNoSquare ? std::string("-") : square_name(sel)) + "\n";
    std::string moves;
    for (const Move move : m.moves()) moves += (moves.empty() ? "" : " ") + move_name(move);
    out += "moves=" + moves + "\n";
    // The move list: rows laid out in the last frame, and its columns (turn number, its width,
    // the two moves), in pixels of the panel.
    out += "move_list_rows=" + std::to_string(move_list_.rows_laid_out) + "\n";
    out += "move_list_columns=" + std::to_string(move_list_.number_x) + "," +
           std::to_string(move_list_.number_width) + "," + std::to_string(move_list_.first_x) + "," +
           std::to_string(move_list_.second_x) + "\n";
    out += "move_list_scroll=" + std::to_string(move_list_.scroll) + "\n";
    // The line under the match panel: "Saved as ...", or why a save failed.
    std::string notice = notice_;
    std::replace(notice.begin(), notice.end(), '\n', ' ');
    out += "notice=" + notice + "\n";
    // Matches of several games, the clock and the rules that differ from the preset's.
    const auto& series = controller_.series();
    out += "series=" + (series ? series->to_tag() : std::string("-")) + "\n";
    out += std::string("deal_open=") + (controller_.awaiting_cards() ? "yes" : "no") + "\n";
    out += std::string("game_over_panel=") + (game_over_visible_ ? "yes" : "no") + "\n";
    if (const match::GameClock* clock = m.clock())
        out += "clock=" + std::to_string(clock->remaining(Side::Attackers)) + "," +
               std::to_string(clock->remaining(Side::Defenders)) + "\n";
    else
        out += "clock=-\n";
    out += "end=" + std::string(m.end() == match::EndKind::TimeOut ? "timeout" : m.over() ? "over" : "-") + "\n";
    std::string changed;
    if (const Variant* v = ctx_.variants.find(variant_)) {
        for (const std::string& name :
             match::changed_parameters(ctx_.variants.preset_of(*v)->rules, pos().rules().set()))
            changed += (changed.empty() ? "" : " ") + name + "=" + get_parameter(pos().rules().set(), name);
    }
    out += "changed_rules=" + changed + "\n";
    // The board in window coordinates, for scripts that click squares.
    out += "board_left=" + std::to_string(l.left * sx) + "\nboard_top=" + std::to_string(l.top * sx) +
           "\nsquare=" + std::to_string(l.square * sx) + "\nsize=" + std::to_string(l.size) + "\n";
}

}  // namespace tafl::app
