// about_screen.cpp: the About window.
#include "app/screens/about_screen.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <imgui.h>

#include <cstdio>
#include <glm/glm.hpp>

#include "app/gl.h"
#include "app/screen_context.h"
#include "i18n/translate.h"

#ifndef TAFLBORD_VERSION
#define TAFLBORD_VERSION "0"
#endif

namespace tafl::app {

namespace {

std::string version_text(const SDL_version& v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%u.%u.%u", unsigned{v.major}, unsigned{v.minor}, unsigned{v.patch});
    return buffer;
}

}  // namespace

const char* program_version() { return TAFLBORD_VERSION; }

std::string file_url(const std::filesystem::path& folder) {
    const std::u8string generic = folder.generic_u8string();
    const std::string path(generic.begin(), generic.end());
    std::string url = "file://";
    if (path.empty() || path.front() != '/') url += '/';  // C:/Users/... on Windows
    static const char* hex = "0123456789ABCDEF";
    for (const char c : path) {
        const auto b = static_cast<unsigned char>(c);
        const bool plain = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') ||
                           b == '-' || b == '.' || b == '_' || b == '~' || b == '/' || b == ':';
        if (plain) {
            url += c;
        } else {
            url += '%';
            url += hex[b >> 4];
            url += hex[b & 15];
        }
    }
    return url;
}

void AboutScreen::enter() {
    SDL_version sdl;
    SDL_GetVersion(&sdl);
    int ft_major = 0, ft_minor = 0, ft_patch = 0;
    TTF_GetFreeTypeVersion(&ft_major, &ft_minor, &ft_patch);
    char freetype[32];
    std::snprintf(freetype, sizeof freetype, "%d.%d.%d", ft_major, ft_minor, ft_patch);
    libraries_ = "SDL " + version_text(sdl) + " \u00b7 SDL_image " + version_text(*IMG_Linked_Version()) +
                 " \u00b7 SDL_ttf " + version_text(*TTF_Linked_Version()) + " (FreeType " + freetype + ")\n" +
                 "Dear ImGui " + IMGUI_VERSION + " \u00b7 GLM " + std::to_string(GLM_VERSION_MAJOR) + "." +
                 std::to_string(GLM_VERSION_MINOR) + "." + std::to_string(GLM_VERSION_PATCH) + " \u00b7 md4c";
    driver_ = describe_context();
    copied_.clear();
}

void AboutScreen::draw_ui(bool /*top*/) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(560.0f, 0.0f), ImGuiCond_Always);
    bool open = true;
    // I18N: Title of the About window (the game's name, its version, its files and libraries).
    const std::string title = std::string(_("About Taflborð")) + "###about";
    const bool shown =
        ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
    if (!open) close();
    if (!shown) {
        ImGui::End();
        return;
    }
    pad_focus(ctx_, this);
    if (ctx_.fonts.title != nullptr) ImGui::PushFont(ctx_.fonts.title);
    ImGui::TextUnformatted("Taflborð");
    if (ctx_.fonts.title != nullptr) ImGui::PopFont();
    // I18N: About window, under the game's name; {version} is the version number, such as 0.1.0.
    ImGui::TextUnformatted(i18n::fmt_arg(_("Version {version}"), "version", program_version()).c_str());
    ImGui::Spacing();
    // I18N: About window: what the game is, in one sentence.
    ImGui::TextWrapped("%s", _("The tafl board games of northern Europe, from the Viking age to today's "
                               "tournaments, with every rule a toggle."));
    ImGui::Separator();

    // I18N: About window, a heading: the folder with the player's settings, saved games and campaign progress.
    ImGui::TextDisabled("%s", _("Your files"));
    if (ctx_.dirs.prefs.empty()) {
        // I18N: About window, when the game found no folder of its own to write to.
        ImGui::TextWrapped("%s", _("The game has no folder to write to: settings, saved games and campaign "
                                   "progress are not kept."));
    } else {
        // I18N: About window, above the path of the player's folder.
        ImGui::TextWrapped("%s", _("Settings, saved games and campaign progress are kept in this folder:"));
        const std::u8string path = ctx_.dirs.prefs.u8string();
        const std::string shown_path(path.begin(), path.end());
        ImGui::TextWrapped("%s", shown_path.c_str());
        // I18N: About window, a button: shows the player's folder in the system's file manager.
        if (ImGui::Button(_("Open the folder"))) {
            if (SDL_OpenURL(file_url(ctx_.dirs.prefs).c_str()) != 0)
                // I18N: A problem, followed by the system's reason (in English): "Open the folder" failed.
                ctx_.platform.report_problem(std::string(_("The folder could not be opened:")) + " " + SDL_GetError());
        }
        ImGui::SameLine();
        // I18N: About window, a button: puts the folder's path on the clipboard.
        if (ImGui::Button(_("Copy the path"))) {
            SDL_SetClipboardText(shown_path.c_str());
            copied_ = shown_path;
        }
        if (!copied_.empty()) {
            ImGui::SameLine();
            // I18N: About window, after "Copy the path" was pressed.
            ImGui::TextDisabled("%s", _("Copied."));
        }
    }
    ImGui::Separator();
    // I18N: About window, a heading: the libraries and the graphics driver the game runs on (for bug reports).
    ImGui::TextDisabled("%s", _("Built with"));
    ImGui::TextWrapped("%s", libraries_.c_str());
    ImGui::TextWrapped("%s", driver_.c_str());
    ImGui::Spacing();
    if (ImGui::Button(p_("button", "Close"), ImVec2(120.0f, 0.0f))) close();
    ImGui::End();
}

}  // namespace tafl::app
