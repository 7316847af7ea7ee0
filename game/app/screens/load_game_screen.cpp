// load_game_screen.cpp: the list of saved games.
#include "app/screens/load_game_screen.h"

#include <imgui.h>

#include <algorithm>
#include <functional>
#include <utility>

#include "app/screen_context.h"
#include "i18n/translate.h"

namespace tafl::app {

namespace fs = std::filesystem;

LoadGameScreen::LoadGameScreen(ScreenContext& context, Open open, std::string error)
    : Screen(context), open_(std::move(open)), error_(std::move(error)) {}

void LoadGameScreen::enter() {
    files_.clear();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(ctx_.dirs.saves(), ec)) {
        if (entry.is_regular_file(ec) && entry.path().extension() == ".otg") files_.push_back(entry.path());
    }
    // Newest first: the file names begin with the date and time.
    std::sort(files_.begin(), files_.end(), std::greater<>());
}

void LoadGameScreen::draw_ui(bool /*top*/) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(520.0f, 0.0f), ImGuiCond_Always);
    bool open = true;
    // I18N: Title of the window listing saved games.
    const char* title = _("Load game");
    const bool shown = ImGui::Begin(title, &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
    if (!open) close();
    if (!shown) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this);
    if (!error_.empty()) {
        // I18N: Shown above the reason (in English, from the file reader) when a saved game cannot be opened.
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", _("This game could not be opened:"));
        ImGui::TextWrapped("%s", error_.c_str());
        ImGui::Separator();
    }
    if (files_.empty()) {
        // I18N: The list of saved games is empty.
        ImGui::TextUnformatted(_("No saved games yet."));
    } else if (ImGui::BeginListBox("##saves", ImVec2(-1.0f, 260.0f))) {
        for (const fs::path& file : files_) {
            if (ImGui::Selectable(file.filename().string().c_str())) {
                std::string error;
                if (open_(file, &error))
                    close(file);
                else
                    error_ = file.filename().string() + ": " + error;
            }
        }
        ImGui::EndListBox();
    }
    ImGui::End();
}

}  // namespace tafl::app
