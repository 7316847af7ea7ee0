#!/usr/bin/env bash
# shader_fallback.sh: with the shader folder missing, the game must still draw the board with its
# plain built-in programs and say which file it could not use.
set -euo pipefail
game=$1 out_dir=$2 shaders=$3
mkdir -p "$out_dir"
empty="$out_dir/no-shaders"
mkdir -p "$empty"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
log="$out_dir/shader-fallback.log"
TAFLBORD_SHADERS="$empty" "$game" --no-settings --language en --scene brandubh --size 560x420 \
    --screenshot "$out_dir/shader-fallback.png" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
for file in sprite.vert atlas.frag board.frag; do
    grep -q "$empty/$file is missing" "$log" || { echo "no message names $file:" >&2; cat "$log" >&2; exit 1; }
done
grep -q "using the plain built-in shader instead" "$log" || { cat "$log" >&2; exit 1; }
[[ -s "$out_dir/shader-fallback.png" ]] || { echo "no picture drawn with the fallbacks" >&2; exit 1; }

# A shader that does not compile: the message names the file and quotes the compiler.
broken="$out_dir/broken-shaders"
rm -rf "$broken"
cp -r "$shaders" "$broken"
printf '#version 330 core\nvoid main() { this is not glsl; }\n' >"$broken/board.frag"
TAFLBORD_SHADERS="$broken" "$game" --no-settings --language en --scene brandubh --size 560x420 \
    --screenshot "$out_dir/shader-broken.png" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
grep -q "$broken/board.frag does not compile" "$log" || { echo "no compile message for board.frag:" >&2; cat "$log" >&2; exit 1; }
grep -qi "error" "$log" || { echo "the compiler log is not quoted" >&2; cat "$log" >&2; exit 1; }
echo "shader fallback: ok"
