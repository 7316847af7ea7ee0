// match_panel.cpp: the match screen's overlay: the menu bar, the status bar, the banner, the match
// panel (players, clocks, captured pieces, the series, the move list and its buttons) and the
// game-over panel.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <memory>

#include "app/match_words.h"
#include "app/piece_icons.h"
#include "app/screen_context.h"
#include "app/screens/about_screen.h"
#include "app/screens/match_screen.h"
#include "app/screens/settings_screen.h"
#include "i18n/engine_words.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace {

constexpr float kPanelWidth = 290.0f;      // the match panel, window units
constexpr float kPanelMinWindow = 880.0f;  // narrower windows show the board alone

}  // namespace

void MatchScreen::draw_ui(bool /*top*/) {
    panel_width_ = 0;
    draw_menu_bar();
    draw_status();
    draw_match_panel();
    draw_banner();
    draw_game_over();
}

void MatchScreen::draw_menu_bar() {
    if (!ImGui::BeginMainMenuBar()) return;
    // I18N: Menu bar: the menu for starting games and quitting.
    if (ImGui::BeginMenu(p_("menu", "Game"))) {
        // I18N: Game menu: a submenu listing the presets; choosing one starts a new game of it.
        if (!trial_ && ImGui::BeginMenu(_("New game"))) {
            for (const std::string& id : ctx_.variants.preset_ids()) {
                const Variant* v = ctx_.variants.find(id);
                const int n = v ? v->rules.size : 0;
                const std::string label = ctx_.variants.display_name(id) + "  (" + std::to_string(n) + "\u00d7" +
                                          std::to_string(n) + ")" + "###" + id;
                if (ImGui::MenuItem(label.c_str(), nullptr, id == variant_)) {
                    std::string error;
                    if (!start_preset(id, &error)) ctx_.platform.report_problem(error);
                }
            }
            ImGui::EndMenu();
        }
        // I18N: Game menu: opens the dialog to choose a preset and who plays each side.
        if (!trial_ && ImGui::MenuItem(_("New match…"))) open_new_match();
        // I18N: Game menu: writes the current game to a file in the saved-games folder.
        if (ImGui::MenuItem(_("Save game"), "Ctrl+S", false, !ctx_.dirs.saves().empty() && !script_)) save_game();
        // I18N: Game menu: opens the list of saved games.
        if (!trial_ && ImGui::MenuItem(_("Load game…"), nullptr, false, !ctx_.dirs.saves().empty())) open_load_game();
        // I18N: Game menu: opens the rulebook of the game being played.
        if (!trial_ && ImGui::MenuItem(_("Rulebook"), "F1")) open_rulebook();
        ImGui::Separator();
        // I18N: Game menu, in a game opened from a rulebook diagram ("Try it"): back to the book's page.
        const char* to_book = campaign_ ? _("Leave the battle") : _("Back to the book");
        // I18N: Game menu: back to the title screen with the main menu.
        const char* to_menu = _("Main menu");
        if (ImGui::MenuItem(trial_ ? to_book : to_menu, "Esc")) open_main_menu();
        // I18N: Game menu: closes the program.
        if (ImGui::MenuItem(_("Quit"), "Ctrl+Q")) ctx_.platform.quit();
        ImGui::EndMenu();
    }
    // I18N: Menu bar: the menu of display options (noun: what is shown, not "look at").
    if (ImGui::BeginMenu(p_("menu", "View"))) {
        bool flipped = widget_.flipped();
        // I18N: View menu, a checkbox: the board turned half round, as seen from the other side of the table.
        if (ImGui::MenuItem(_("Flip board"), "F", &flipped)) widget_.set_flipped(flipped);
        ImGui::Separator();
        draw_display_options(ctx_);
        ImGui::EndMenu();
    }
    // I18N: Menu bar: the menu listing the languages of the game, each in its own language.
    if (ImGui::BeginMenu(p_("menu", "Language"))) {
        draw_language_menu_items(ctx_);
        ImGui::EndMenu();
    }
    // I18N: Menu bar: the menu with the rulebook and the About window.
    if (ImGui::BeginMenu(p_("menu", "Help"))) {
        // I18N: Help menu: opens the rulebook of the game being played (also in the Game menu).
        if (!trial_ && ImGui::MenuItem(_("Rulebook"), "F1")) open_rulebook();
        // I18N: Help menu: the game's version, the folder of the player's files, the libraries it runs on.
        if (ImGui::MenuItem(_("About Taflborð"))) ctx_.screens.push(std::make_unique<AboutScreen>(ctx_));
        ImGui::EndMenu();
    }
    // The game's name at the right end, in the title face.
    if (ctx_.fonts.title != nullptr) ImGui::PushFont(ctx_.fonts.title);
    const char* title = "Taflborð";
    const float w = ImGui::CalcTextSize(title).x;
    ImGui::SameLine(ImGui::GetWindowWidth() - w - 14.0f);
    ImGui::TextUnformatted(title);
    if (ctx_.fonts.title != nullptr) ImGui::PopFont();
    menu_height_ = ImGui::GetWindowSize().y;
    ImGui::EndMainMenuBar();
}

void MatchScreen::draw_status() {
    // A bar along the bottom of the window: the preset, then whose turn it is or how it ended.
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float height = ImGui::GetFrameHeight() + 8.0f;
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x, vp->Pos.y + vp->Size.y - height), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(vp->Size.x, height), ImGuiCond_Always);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_MenuBarBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14.0f, 4.0f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("##status", nullptr, flags)) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(ctx_.variants.display_name(variant_).c_str());
        ImGui::SameLine();
        ImGui::TextDisabled("\u00b7");
        ImGui::SameLine();
        if (controller_.match().over())
            ImGui::TextUnformatted(end_text(controller_.match()).c_str());
        else
            ImGui::TextUnformatted(i18n::turn_text(pos().side_to_move()));
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
    status_height_ = height;
}

void MatchScreen::draw_banner() {
    if (banner_.empty()) return;
    const scene::TimeMs now = now_;
    if (now >= banner_until_) {
        banner_.clear();
        return;
    }
    // Fades out over its last quarter second.
    const float alpha = std::clamp(static_cast<float>(banner_until_ - now) / 250.0f, 0.0f, 1.0f);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f, vp->WorkPos.y + 14.0f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowBgAlpha(0.85f * alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(20.0f, 10.0f));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoInputs |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
    if (ImGui::Begin("##banner", nullptr, flags)) {
        // One call a line, each wrapped to the board's width.
        ImGui::PushTextWrapPos(std::max(200.0f, (vp->WorkSize.x - panel_width_) * 0.8f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.5f, 1.0f));
        ImGui::TextUnformatted(banner_.c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
}

void MatchScreen::draw_match_panel() {
    moves_hovered_ = false;
    if (static_cast<float>(ctx_.platform.window_size().x) < kPanelMinWindow || script_) return;
    panel_width_ = kPanelWidth;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x - kPanelWidth, vp->WorkPos.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kPanelWidth, vp->WorkSize.y - status_height_), ImGuiCond_Always);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (!ImGui::Begin("##match-panel", nullptr, flags)) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this, kPanelWindow);
    // The panel holds the focus only while one of its controls is in use: otherwise the keys go
    // to the board (arrows, Enter, the shortcuts), also after a click on one of its buttons.
    if (!pad_panel_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::IsAnyItemActive() &&
        !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
        ImGui::SetWindowFocus(nullptr);
    // Who plays, their clocks, and the men each side has taken from the other.
    const auto& series = controller_.series();
    for (const Side side : {Side::Attackers, Side::Defenders}) {
        const bool to_move = !controller_.match().over() && pos().side_to_move() == side;
        ImGui::TextColored(to_move ? ImVec4(1.0f, 0.82f, 0.45f, 1.0f) : ImGui::GetStyleColorVec4(ImGuiCol_Text),
                           "%s %s", to_move ? "\u2022" : " ", i18n::side_name(side));
        draw_clock(side);
        const std::string who =
            series ? seat_label(series->seat_of(side)) : player_label(controller_.match().player(side));
        ImGui::Indent(14.0f);
        ImGui::TextDisabled("%s", who.c_str());
        draw_tray(side);
        ImGui::Unindent(14.0f);
    }
    draw_series_panel();
    if (controller_.ai_thinking()) {
        // I18N: Match panel: the AI is searching for its move.
        ImGui::TextUnformatted(_("Thinking…"));
        ImGui::SameLine();
        // I18N: Match panel button: the AI plays the best move it has found so far, at once.
        if (ImGui::SmallButton(_("Move now"))) controller_.move_now();
    }
    ImGui::Separator();

    // The move list, two moves a line; a click shows the position after that move.
    // I18N: Match panel: heading of the list of moves played.
    ImGui::TextUnformatted(p_("list", "Moves"));
    const auto& texts = controller_.match().move_texts();
    // Below it: the two rows of buttons, and the notice wrapped to the panel's width.
    const float notice_height =
        notice_.empty() ? 0.0f
                        : ImGui::CalcTextSize(notice_.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
                              ImGui::GetStyle().ItemSpacing.y;
    const float list_height = std::max(
        80.0f, ImGui::GetContentRegionAvail().y - 2.2f * ImGui::GetFrameHeightWithSpacing() -
                   std::max(notice_height, ImGui::GetFrameHeightWithSpacing()));
    if (ImGui::BeginChild("##moves", ImVec2(0.0f, list_height), true)) {
        // Columns sized by the text: the turn numbers as wide as the last one (a long game's
        // five digits), the two moves sharing the rest. Only the rows in view are laid out, so
        // a record of 100,000 moves costs a frame no more than a short one.
        const std::size_t rows = (texts.size() + 1) / 2;
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float left = ImGui::GetCursorPosX();
        // At least three digits wide, so that the columns do not move as a game reaches turn 10.
        const std::string widest = std::to_string(std::max<std::size_t>(rows, 999)) + ".";
        const float number_width = ImGui::CalcTextSize(widest.c_str()).x;
        const float move_width =
            std::max(ImGui::GetFontSize(), (ImGui::GetContentRegionAvail().x - number_width - 2 * spacing) / 2);
        const float first_x = left + number_width + spacing, second_x = first_x + move_width + spacing;
        move_list_ = {0, left, number_width, first_x, second_x};
        // A move shown from elsewhere (the keys, the controller, undo) is scrolled into view.
        const int view = controller_.match().view();
        if (view != list_view_) {
            list_view_ = view;
            if (controller_.match().viewing_past()) {
                const float pitch = ImGui::GetTextLineHeightWithSpacing();
                const float y = static_cast<float>(view > 0 ? (view - 1) / 2 : 0) * pitch;
                const float top = ImGui::GetScrollY();
                const float height = ImGui::GetWindowHeight() - 2 * ImGui::GetStyle().WindowPadding.y;
                if (y < top) {
                    ImGui::SetScrollY(y);
                } else if (y + pitch > top + height) {
                    ImGui::SetScrollY(y + pitch - height);
                }
            }
        }
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(rows));
        while (clipper.Step()) {
            for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
                ++move_list_.rows_laid_out;
                const std::size_t i = static_cast<std::size_t>(row) * 2;
                ImGui::TextDisabled("%d.", row + 1);
                for (std::size_t j = i; j < std::min(i + 2, texts.size()); ++j) {
                    ImGui::SameLine(j == i ? first_x : second_x);
                    const bool shown = controller_.match().view() == static_cast<int>(j + 1);
                    const std::string label = texts[j] + "###m" + std::to_string(j);
                    if (ImGui::Selectable(label.c_str(), shown, 0, ImVec2(move_width, 0.0f))) {
                        controller_.match().set_view(static_cast<int>(j + 1));
                        resync_board();
                    }
                }
            }
        }
        clipper.End();
        if (!controller_.match().viewing_past() && !texts.empty()) ImGui::SetScrollHereY(1.0f);
        move_list_.scroll = ImGui::GetScrollY();
    }
    moves_hovered_ = ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows);
    ImGui::EndChild();
    if (controller_.match().viewing_past()) {
        // I18N: Match panel button: stop looking at an earlier position and show the game as it stands.
        if (ImGui::Button(_("Back to the game"), ImVec2(-1.0f, 0.0f))) {
            controller_.match().set_view(static_cast<int>(controller_.match().moves().size()));
            resync_board();
        }
    }
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    ImGui::BeginDisabled(!controller_.match().can_undo());
    // I18N: Match panel button: take back the last move (against the AI, the AI's reply too).
    if (ImGui::Button(_("Undo"), ImVec2(half, 0.0f))) undo_step();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!controller_.match().can_redo());
    // I18N: Match panel button: play again a move that was taken back.
    if (ImGui::Button(_("Redo"), ImVec2(half, 0.0f))) redo_step();
    ImGui::EndDisabled();
    ImGui::BeginDisabled(controller_.match().over() || controller_.match().ai_to_move() ||
                         controller_.awaiting_cards());
    // I18N: Match panel button: the side to move gives up the game.
    if (ImGui::Button(_("Resign"), ImVec2(half, 0.0f))) ImGui::OpenPopup("##resign");
    ImGui::SameLine();
    const bool hot_seat = controller_.match().player(Side::Attackers).kind == match::PlayerKind::Person &&
                          controller_.match().player(Side::Defenders).kind == match::PlayerKind::Person;
    const bool versus_ai =
        !hot_seat && (controller_.match().player(Side::Attackers).kind == match::PlayerKind::Person ||
                      controller_.match().player(Side::Defenders).kind == match::PlayerKind::Person);
    if (versus_ai) {
        // Against the AI the offer goes with the person's next move, and the AI answers it.
        ImGui::BeginDisabled(controller_.draw_offered());
        const char* label =
            controller_.draw_offered()
                // I18N: Match panel button against the AI, once pressed: the offer waits for the person's move.
                ? _("Draw offered")
                // I18N: Match panel button against the AI: propose a draw; the AI answers after the person's next move.
                : _("Offer draw");
        if (ImGui::Button(label, ImVec2(half, 0.0f))) controller_.offer_draw();
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
            // I18N: Tooltip of "Offer draw" against the AI.
            ImGui::SetTooltip("%s", _("The offer goes with your next move; the AI accepts it when it sees no win."));
        }
    } else {
        ImGui::BeginDisabled(!hot_seat);
        // I18N: Match panel button: end the game as a draw; both players at the board must agree.
        if (ImGui::Button(p_("button", "Draw"), ImVec2(half, 0.0f))) ImGui::OpenPopup("##draw");
        ImGui::EndDisabled();
    }
    ImGui::EndDisabled();
    if (ImGui::BeginPopup("##resign")) {
        // I18N: Asked before resigning: {side} is "Attackers" or "Defenders", the name of a side.
        const char* question = _("{side}: resign this game?");
        ImGui::TextUnformatted(i18n::fmt_arg(question, "side", i18n::side_name(pos().side_to_move())).c_str());
        // I18N: Confirms a question.
        if (ImGui::Button(p_("button", "Yes"))) {
            controller_.resign();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        // I18N: Declines a question.
        if (ImGui::Button(p_("button", "No"))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("##draw")) {
        // I18N: Asked in a two-player game before ending it as a draw.
        ImGui::TextUnformatted(_("Do both players agree to a draw?"));
        if (ImGui::Button(p_("button", "Yes"))) {
            controller_.match().agree_draw();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(p_("button", "No"))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    if (!notice_.empty()) ImGui::TextWrapped("%s", notice_.c_str());
    ImGui::End();
}

void MatchScreen::draw_clock(Side side) {
    const match::GameClock* clock = controller_.match().clock();
    if (clock == nullptr) return;
    const std::int64_t left = clock->remaining(side);
    const std::string face = match::format_clock(left);
    const bool running = !controller_.match().over() && pos().side_to_move() == side;
    ImVec4 colour = running ? ImVec4(1.0f, 0.82f, 0.45f, 1.0f) : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (left < 10000) colour = ImVec4(1.0f, 0.45f, 0.35f, 1.0f);  // the last ten seconds
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(face.c_str()).x);
    ImGui::TextColored(colour, "%s", face.c_str());
}

void MatchScreen::draw_tray(Side side) {
    // The men this side has taken, drawn as the pieces themselves, a tooltip saying how many.
    const Side victims = opponent(side);
    const int lost = controller_.match().men_lost(victims);
    if (lost <= 0) return;
    // Each piece as on a square of 1.5 lines; they overlap a little, and more when many are taken.
    const float square = ImGui::GetFontSize() * 1.5f;
    const float icon = square * 0.8f;  // the piece's width on that square
    const float room = ImGui::GetContentRegionAvail().x - icon;
    const float step = std::min(icon * 0.75f, room / static_cast<float>(std::max(1, lost - 1)));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw_list = ImGui::GetWindowDrawList();
    const Piece piece = victims == Side::Attackers ? Piece::Attacker : Piece::Defender;
    for (int i = 0; i < lost; ++i)
        draw_piece_icon(draw_list, ImVec2(at.x + icon * 0.5f + step * static_cast<float>(i), at.y + icon * 0.5f),
                        square, piece);
    ImGui::Dummy(ImVec2(icon + step * static_cast<float>(lost - 1), icon));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", i18n::pieces_lost_text(victims, lost).c_str());
}

void MatchScreen::draw_game_over() {
    game_over_visible_ = false;
    // A campaign battle shows its own panel once decided; the games of a match before that show
    // the usual one, for the next game.
    if (campaign_ && (outcome_ || !controller_.series())) {
        draw_campaign_result();
        return;
    }
    if (!controller_.match().over() || controller_.match().viewing_past() || script_ || scene_->animating()) return;
    game_over_visible_ = true;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float board_centre = vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f;
    ImGui::SetNextWindowPos(ImVec2(board_centre, vp->WorkPos.y + vp->WorkSize.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.9f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(22.0f, 16.0f));
    if (ImGui::Begin("##game-over", nullptr, flags)) {
        pad_focus(ctx_, this, kGameOverWindow);
        if (ctx_.fonts.title != nullptr) ImGui::PushFont(ctx_.fonts.title);
        // I18N: Heading of the panel shown when a game has ended.
        ImGui::TextUnformatted(_("Game over"));
        if (ctx_.fonts.title != nullptr) ImGui::PopFont();
        ImGui::TextUnformatted(end_text(controller_.match()).c_str());
        const int moves = static_cast<int>((controller_.match().moves().size() + 1) / 2);
        ImGui::TextDisabled("%s", i18n::game_length_text(moves).c_str());
        const bool series_goes_on = controller_.series() && draw_series_result();
        ImGui::Separator();
        if (series_goes_on) {
            // I18N: Game-over panel button in a match of several games: the next game, sides swapped.
            if (ImGui::Button(_("Next game"))) {
                std::string error;
                if (controller_.next_series_game(&error))
                    show_new_match();
                else if (!error.empty())
                    ctx_.platform.report_problem(error);
            }
        } else if (!campaign_) {
            // I18N: Game-over panel button: a new game with the same preset and players.
            if (ImGui::Button(_("Rematch"))) {
                std::string error;
                if (controller_.rematch(&error))
                    show_new_match();
                else
                    ctx_.platform.report_problem(error);
            }
        }
        ImGui::SameLine();
        // I18N: Game-over panel button: step through the finished game from its start.
        if (ImGui::Button(_("Replay"))) {
            controller_.match().set_view(0);
            resync_board();
        }
        ImGui::SameLine();
        // I18N: Game-over panel button in a campaign match between its games: give up the battle.
        const char* leave_battle = _("Leave the battle");
        const char* leave = campaign_ ? leave_battle : trial_ ? _("Back to the book") : _("Main menu");
        if (ImGui::Button(leave)) open_main_menu();
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

void MatchScreen::draw_series_panel() {
    const auto& series = controller_.series();
    if (!series) return;
    ImGui::Separator();
    const int game = series->game_number();
    if (series->format() == match::Format::TwoGames) {
        // I18N: Match panel: the game being played in a two-game match; {n} is 1 or 2.
        ImGui::TextUnformatted(i18n::fmt_arg(_("Game {n} of 2"), "n", std::to_string(game)).c_str());
    } else {
        // I18N: Match panel, five-point match: the game being played; {n} is its number.
        ImGui::TextUnformatted(i18n::fmt_arg(_("Game {n}, first to five points"), "n", std::to_string(game)).c_str());
    }
    for (const match::Seat seat : {match::Seat::First, match::Seat::Second}) {
        ImGui::TextDisabled("%s", seat_label(seat).c_str());
        const std::string number = std::to_string(series->score(seat));
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(number.c_str()).x);
        ImGui::TextUnformatted(number.c_str());
    }
    if (series->format() != match::Format::FivePoints || !series->cards()) return;
    // The cards beside the edges of a small board: face down, unless the one who dealt them is the
    // only person at the table, or the game is over.
    const bool shown =
        controller_.match().over() || (series->player(series->attacker()).kind == match::PlayerKind::Person &&
                                       series->player(series->seat_of(Side::Defenders)).kind == match::PlayerKind::Ai);
    const match::Cards& cards = *series->cards();
    const float em = ImGui::GetFontSize();
    const float board = 3.2f * em, card_w = 1.1f * em, card_h = 1.5f * em;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 centre(origin.x + ImGui::GetContentRegionAvail().x * 0.5f, origin.y + card_h + board * 0.5f + 4.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(ImVec2(centre.x - board / 2, centre.y - board / 2),
                      ImVec2(centre.x + board / 2, centre.y + board / 2), IM_COL32(92, 66, 40, 255), 3.0f);
    dl->AddRect(ImVec2(centre.x - board / 2, centre.y - board / 2), ImVec2(centre.x + board / 2, centre.y + board / 2),
                IM_COL32(160, 120, 70, 255), 3.0f);
    const std::array<ImVec2, 4> at = {ImVec2(centre.x, centre.y - board / 2 - card_h / 2 - 2),
                                      ImVec2(centre.x + board / 2 + card_h / 2 + 2, centre.y),
                                      ImVec2(centre.x, centre.y + board / 2 + card_h / 2 + 2),
                                      ImVec2(centre.x - board / 2 - card_h / 2 - 2, centre.y)};
    for (std::size_t e = 0; e < 4; ++e) {
        const bool across = e == 1 || e == 3;  // the east and west cards lie sideways
        const float w = across ? card_h : card_w, h = across ? card_w : card_h;
        const ImVec2 a(at[e].x - w / 2, at[e].y - h / 2), b(at[e].x + w / 2, at[e].y + h / 2);
        dl->AddRectFilled(a, b, shown ? IM_COL32(236, 224, 196, 255) : IM_COL32(120, 40, 32, 255), 2.0f);
        dl->AddRect(a, b, IM_COL32(40, 28, 18, 255), 2.0f);
        const std::string face = shown ? std::to_string(cards[e]) : std::string("?");
        const ImVec2 size = ImGui::CalcTextSize(face.c_str());
        dl->AddText(ImVec2(at[e].x - size.x / 2, at[e].y - size.y / 2),
                    shown ? IM_COL32(40, 28, 18, 255) : IM_COL32(236, 200, 150, 255), face.c_str());
    }
    ImGui::Dummy(ImVec2(ImGui::GetContentRegionAvail().x, board + 2 * card_h + 8.0f));
}

bool MatchScreen::draw_series_result() {
    // What the finished game means for the match, without recording it yet (that happens when the
    // next game starts, so an undo of a resignation or a timeout still works).
    match::Series preview = *controller_.series();
    if (preview.record_game(controller_.match()) != match::RecordRefusal::None) return false;
    const match::GameResult& game = preview.results().back();
    if (game.edge && game.points > 0) {
        const std::string scorer = seat_text(preview, controller_.series()->seat_of(Side::Defenders));
        // I18N: Game over, five-point match: {edge} is "north", "east", ...; {player} e.g. "Player 2 (Person)".
        std::string text = n_("The king escaped by the {edge} edge: {points} point for {player}.",
                              "The king escaped by the {edge} edge: {points} points for {player}.", game.points);
        text = i18n::fmt_arg(text, "edge", edge_name(*game.edge));
        text = i18n::fmt_arg(text, "points", std::to_string(game.points));
        ImGui::TextUnformatted(i18n::fmt_arg(text, "player", scorer).c_str());
    }
    for (const match::Seat seat : {match::Seat::First, match::Seat::Second}) {
        ImGui::TextDisabled("%s", seat_text(preview, seat).c_str());
        ImGui::SameLine(ImGui::GetFontSize() * 14.0f);
        ImGui::TextUnformatted(std::to_string(preview.score(seat)).c_str());
    }
    if (preview.over()) {
        if (ctx_.fonts.title != nullptr) ImGui::PushFont(ctx_.fonts.title);
        ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.45f, 1.0f), "%s", series_verdict(preview).c_str());
        if (ctx_.fonts.title != nullptr) ImGui::PopFont();
        return false;
    }
    // I18N: Game-over panel in a match of several games: what happens next.
    ImGui::TextUnformatted(_("In the next game the players change sides."));
    return true;
}

// The end of a campaign battle: won or lost, why, and Continue back to the campaign.
void MatchScreen::draw_campaign_result() {
    if (!outcome_ || scene_->animating()) return;
    game_over_visible_ = true;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float board_centre = vp->WorkPos.x + (vp->WorkSize.x - panel_width_) * 0.5f;
    ImGui::SetNextWindowPos(ImVec2(board_centre, vp->WorkPos.y + vp->WorkSize.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.92f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(22.0f, 16.0f));
    if (ImGui::Begin("##campaign-result", nullptr, flags)) {
        pad_focus(ctx_, this, kGameOverWindow);
        if (ctx_.fonts.title != nullptr) ImGui::PushFont(ctx_.fonts.title);
        // I18N: Heading when a campaign battle is won.
        const char* victory = _("Victory");
        // I18N: Heading when a campaign battle is lost.
        const char* defeat = _("Defeat");
        ImGui::TextUnformatted(outcome_->won ? victory : defeat);
        if (ctx_.fonts.title != nullptr) ImGui::PopFont();
        if (controller_.match().over()) {
            ImGui::TextUnformatted(end_text(controller_.match()).c_str());
        } else if (campaign_->kind == CampaignGoal::Kind::Hold) {
            // I18N: A campaign battle: the defenders held out for the moves asked; {n} is their number.
            ImGui::TextUnformatted(i18n::fmt_arg(n_("You held out for {n} move.", "You held out for {n} moves.",
                                                    campaign_->moves),
                                                 "n", campaign_->moves)
                                       .c_str());
        } else {
            // I18N: A campaign battle: the goal was not reached within the moves allowed; {n} is their number.
            ImGui::TextUnformatted(i18n::fmt_arg(n_("The goal was not reached within {n} move.",
                                                    "The goal was not reached within {n} moves.", campaign_->moves),
                                                 "n", campaign_->moves)
                                       .c_str());
        }
        ImGui::Separator();
        // I18N: Button after a campaign battle: back to the campaign's map and the story.
        if (ImGui::Button(_("Continue"))) close(*outcome_);
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

}  // namespace tafl::app
