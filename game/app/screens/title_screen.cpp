// title_screen.cpp: the title screen.
#include "app/screens/title_screen.h"

#include <imgui.h>

#include <algorithm>
#include <memory>

#include "app/screen_context.h"
#include "app/screens/main_menu_screen.h"
#include "i18n/translate.h"

namespace tafl::app {

void draw_title_painting(ScreenContext& ctx, const glm::mat4& projection) {
    SpriteBatch& batch = ctx.batch;
    const Texture& picture = ctx.title_picture;
    const glm::ivec2 fb = ctx.platform.framebuffer_size();
    batch.begin(projection);
    // The painting fills the window, cut to keep its middle.
    const float fw = static_cast<float>(fb.x), fh = static_cast<float>(fb.y);
    const float tw = static_cast<float>(picture.width()), th = static_cast<float>(picture.height());
    const float scale = std::max(fw / tw, fh / th);
    batch.draw(picture, fw / 2, fh / 2, tw * scale, th * scale, 0.0f, UvRect{}, glm::vec4(1.0f));
    // The name in the title face, with a soft shadow; a subtitle beneath.
    const int title_px = std::max(24, static_cast<int>(fh * 0.15f));
    if (const Texture* t = ctx.text.render(Face::Title, title_px, "Taflborð")) {
        const float w = static_cast<float>(t->width()), h = static_cast<float>(t->height());
        for (int i = 1; i <= 3; ++i) {
            const float o = static_cast<float>(i) * fh * 0.002f;
            batch.draw(*t, fw / 2 + o, fh * 0.22f + o, w, h, 0.0f, UvRect{}, SpriteBatch::premultiplied(0, 0, 0, 0.3f));
        }
        batch.draw(*t, fw / 2, fh * 0.22f, w, h, 0.0f, UvRect{}, SpriteBatch::premultiplied(0.98f, 0.90f, 0.72f, 1.0f));
    }
    // I18N: Subtitle on the title screen: what "Taflborð" means (Old Norse "tafl" board game, "borð" board, table).
    const std::string subtitle = _("The king’s table");
    if (const Texture* t = ctx.text.render(Face::Text, std::max(12, static_cast<int>(fh * 0.04f)), subtitle)) {
        const float w = static_cast<float>(t->width()), h = static_cast<float>(t->height());
        batch.draw(*t, fw / 2 + 1, fh * 0.34f + 1, w, h, 0.0f, UvRect{}, SpriteBatch::premultiplied(0, 0, 0, 0.5f));
        batch.draw(*t, fw / 2, fh * 0.34f, w, h, 0.0f, UvRect{},
                   SpriteBatch::premultiplied(0.95f, 0.86f, 0.66f, 0.95f));
    }
    batch.end();
}

void TitleScreen::draw_ui(bool top) {
    if (!theme_started_) {
        theme_started_ = true;
        ctx_.platform.play_sound(audio::SoundId::TitleTheme, ctx_.platform.now(), 0.0f);
    }
    if (!top) return;  // the main menu is over it
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    // I18N: The prompt at the foot of the title screen.
    const char* prompt = _("Click or press a key to play");
    const ImVec2 size = ImGui::CalcTextSize(prompt);
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + (vp->Size.x - size.x) * 0.5f - 16.0f, vp->Pos.y + vp->Size.y * 0.86f));
    ImGui::SetNextWindowBgAlpha(0.55f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoInputs;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16.0f, 8.0f));
    if (ImGui::Begin("##title-prompt", nullptr, flags)) ImGui::TextUnformatted(prompt);
    ImGui::End();
    ImGui::PopStyleVar();
}

void TitleScreen::handle_input(const FrameInput& input) {
    // Any click or key (but the window's own shortcuts) opens the main menu over the title.
    for (const SDL_Event& e : *input.events) {
        if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_KEYDOWN || e.type == SDL_CONTROLLERBUTTONDOWN) {
            ctx_.screens.push(std::make_unique<MainMenuScreen>(ctx_, false));
            ctx_.platform.keep_drawing(3);
            return;
        }
    }
}

}  // namespace tafl::app
