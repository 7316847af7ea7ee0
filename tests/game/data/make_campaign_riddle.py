#!/usr/bin/env python3
# make_campaign_riddle.py: writes campaign-riddle.input, the input of a player who wins the first
# battle as campaign-first-win.input does, then opens the second, Brigid's riddle (a puzzle: the
# king out in three moves against any defence), and solves it by clicks; and
# campaign-riddle.expected, the puzzle's moves. The defence is the game's own (level jarl, seed
# 1 + ply), the player's moves the engine's (level hersir), so the game replays them exactly. Run
# from the top of the repository after make_campaign_first_win.py (CLI path as argument).
import subprocess, sys
cli = sys.argv[1] if len(sys.argv) > 1 else 'build/release/engine/taflbord-cli'
start = ['--variant', 'brandubh', '--position', '/3t3/3t3/1t1T3/t1tKTtt/7/3T3/3t3/', '--side', 'defenders']
def run(*a):
    return subprocess.run([cli, *a], capture_output=True, text=True).stdout
moves = []
status = ''
for ply in range(6):
    level = 'hersir' if ply % 2 == 0 else 'jarl'   # the player (the defenders) moves first
    out = run('think', *start, '--level', level, '--seed', str(1 + ply), *moves)
    moves.append([l for l in out.splitlines() if l.startswith('bestmove')][0].split()[1])
    st = [l for l in run('play', *start, *moves).splitlines() if l.startswith(str(len(moves)) + '.')][0]
    if 'status=ongoing' not in st:
        status = st
        break
print(len(moves), status, file=sys.stderr)
if 'defenders-win' not in status or len(moves) > 5:
    sys.exit('the riddle was not solved in three moves: ' + status)
def centre(sq):   # the 7x7 board at 1280x800, as in make_campaign_first_win.py
    f = ord(sq[0]) - 97
    r = int(sq[1:]) - 1
    return int(197 + (f + 0.5) * 85), int(98 + (7 - r - 0.5) * 85)
first = open('tests/game/data/campaign-first-win.input').read().splitlines()
frame = int(first[-1].split()[0]) + 40
lines = ['# The campaign at 1280x800: the first battle won as in campaign-first-win.input, then the',
         '# second place on the map, Brigid\'s riddle, opened, and solved by clicks. Made by',
         '# tests/game/data/make_campaign_riddle.py from the engine\'s own answers.']
lines += [l for l in first if not l.startswith('#')]
# The riddle's place: the map spans 1188x740 pixels from (46, 50); the place is at (0.268, 0.800).
x, y = int(46 + 0.268 * 1188), int(50 + 0.800 * 740)
lines += [f'{frame} move {x} {y}', f'{frame + 2} down {x} {y} 1', f'{frame + 3} up {x} {y} 1']
frame += 20
lines += [f'{frame} key-down 13 0', f'{frame + 1} key-up 13 0']   # Fight
frame += 40
for i, m in enumerate(moves):
    if i % 2 == 1:
        continue
    a, b = m.replace('K', '').split('-')[:2]
    b = b.rstrip('+-x')
    for sq in (a, b):
        cx, cy = centre(sq)
        lines += [f'{frame} move {cx} {cy}', f'{frame + 1} down {cx} {cy} 1', f'{frame + 2} up {cx} {cy} 1']
        frame += 6
    frame += 40
frame += 60
lines += [f'{frame} key-down 13 0', f'{frame + 1} key-up 13 0']   # the result panel's Continue
frame += 20
lines += [f'{frame} key-down 13 0', f'{frame + 1} key-up 13 0']   # the ending, back to the map
open('tests/game/data/campaign-riddle.input', 'w').write('\n'.join(lines) + '\n')
open('tests/game/data/campaign-riddle.expected', 'w').write(' '.join(moves) + '\n')
print('last frame', frame + 1, file=sys.stderr)
