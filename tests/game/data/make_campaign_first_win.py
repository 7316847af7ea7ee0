#!/usr/bin/env python3
# make_campaign_first_win.py: writes campaign-first-win.input, the input of a player who opens the
# campaign at 1280x800, begins a new campaign, opens the first battle (Brandubh as the defenders
# against Conall, the Thrall), plays it to a win by clicks, and goes back to the map; and
# campaign-first-win.expected, the game's moves. The player's moves come from the engine at level
# hersir, Conall's from the same search the game runs (level thrall with his noise of 40 added to
# the level's 250, as characters.txt gives it; seed 1 + ply), so the game
# replays them exactly. Run from the top of the repository after a build (CLI path as argument).
import subprocess, sys
cli = sys.argv[1] if len(sys.argv) > 1 else 'build/release/engine/taflbord-cli'
def run(*a):
    return subprocess.run([cli, *a], capture_output=True, text=True).stdout
moves = []
status = ''
for ply in range(300):
    if ply % 2 == 0:   # Conall, the attackers, move first
        out = run('think', '--variant', 'brandubh', '--level', 'thrall:noise=290', '--seed', str(1 + ply), *moves)
    else:
        out = run('think', '--variant', 'brandubh', '--level', 'hersir', '--seed', str(1000 + ply), *moves)
    best = [l for l in out.splitlines() if l.startswith('bestmove')][0].split()[1]
    moves.append(best)
    last = run('play', '--variant', 'brandubh', *moves).splitlines()
    st = [l for l in last if l.startswith(str(len(moves)) + '.')][0]
    if 'status=ongoing' not in st:
        status = st
        break
print(len(moves), status, file=sys.stderr)
if 'defenders-win' not in status:
    sys.exit('the defenders did not win: ' + status)
# The board of the battle at 1280x800: left 197, top 98, 85 pixels a square, 7x7, not turned.
def centre(sq):
    f = ord(sq[0]) - 97
    r = int(sq[1:]) - 1
    return int(197 + (f + 0.5) * 85), int(98 + (7 - r - 0.5) * 85)
lines = ['# The campaign at 1280x800: Begin, the first battle (Brandubh, defenders, against the Thrall),',
         '# its introduction, the game won by clicks, Continue, and back to the map. Made by',
         '# tests/game/data/make_campaign_first_win.py from the engine\'s own answers.',
         'taflbord-input 1', 'window 1280 800', 'scene campaign',
         '5 move 628 411', '7 down 628 411 1', '8 up 628 411 1',      # Begin
         '15 move 338 627', '17 down 338 627 1', '18 up 338 627 1',   # the first place on the map
         '25 key-down 13 0', '26 key-up 13 0']                        # Fight
frame = 60
for i, m in enumerate(moves):
    if i % 2 == 0:
        continue
    a, b = m.replace('K', '').split('-')[:2]
    b = b.rstrip('+-x')
    for sq in (a, b):
        x, y = centre(sq)
        lines += [f'{frame} move {x} {y}', f'{frame + 1} down {x} {y} 1', f'{frame + 2} up {x} {y} 1']
        frame += 6
    frame += 40
# The result panel over the board, then the ending over the map: Enter each time.
frame += 60
lines += [f'{frame} key-down 13 0', f'{frame + 1} key-up 13 0']
frame += 20
lines += [f'{frame} key-down 13 0', f'{frame + 1} key-up 13 0']
open('tests/game/data/campaign-first-win.input', 'w').write('\n'.join(lines) + '\n')
open('tests/game/data/campaign-first-win.expected', 'w').write(' '.join(moves) + '\n')
print('last frame', frame + 1, file=sys.stderr)
