// main.cpp: the taflbord program: reads the command line and runs the game.
#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/screens/about_screen.h"
#include "app/scripted_scene.h"
#include "core/options.h"

int main(int argc, char** argv) {
    const auto process_start = std::chrono::steady_clock::now();
    std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    std::string error;
    auto options = tafl::core::parse_game_options(args, &error);
    if (!options) {
        std::fprintf(stderr, "taflbord: %s\nRun 'taflbord --help' for the options.\n", error.c_str());
        return 2;
    }
    if (options->help) {
        std::printf("%s", tafl::core::game_usage().c_str());
        std::printf("\nScenes (--scene):");
        for (const auto& s : tafl::app::scene_name_examples()) std::printf(" %s", s.c_str());
        std::printf("\n");
        return 0;
    }
    if (options->version) {
        std::printf("taflbord %s\n", tafl::app::program_version());
        return 0;
    }
    tafl::app::App app(std::move(*options), process_start);
    return app.run();
}
