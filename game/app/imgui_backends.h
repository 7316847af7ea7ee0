// imgui_backends.h: Dear ImGui's SDL2 and OpenGL 3 backends, wherever the packaging puts them.
// Debian installs them under backends/; other packagings put them beside imgui.h, and newer
// versions call the SDL2 one imgui_impl_sdl2.h.
#pragma once

#include <imgui.h>

#if __has_include(<backends/imgui_impl_sdl.h>)
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#elif __has_include(<imgui_impl_sdl2.h>)
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#else
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#endif
