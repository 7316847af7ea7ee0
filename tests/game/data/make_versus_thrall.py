#!/usr/bin/env python3
# make_versus_thrall.py: writes versus-thrall.input (the clicks of a whole brandubh game played
# as the attackers against the Thrall) and versus-thrall.expected (its moves). The attackers' moves
# come from the engine at level bondi, the Thrall's answers from the same search the game runs
# (level thrall, seed 1 + ply, as a match loaded from versus-thrall-start.otg uses), so the game
# replays them exactly. Run from the top of the repository after a release build.
import subprocess, sys
cli='build/release/engine/taflbord-cli'
def run(*a):
    return subprocess.run([cli,*a],capture_output=True,text=True).stdout
moves=[]
status='ongoing'
for ply in range(200):
    if ply%2==0:
        out=run('think','--variant','brandubh','--level','bondi','--seed',str(1000+ply),*moves)
    else:
        out=run('think','--variant','brandubh','--level','thrall','--seed',str(1+ply),*moves)
    best=[l for l in out.splitlines() if l.startswith('bestmove')][0].split()[1]
    moves.append(best)
    last=run('play','--variant','brandubh',*moves).splitlines()
    st=[l for l in last if l.startswith(str(len(moves))+'.')][0]
    if 'status=ongoing' not in st:
        status=st; break
print(len(moves), status, file=sys.stderr)
print(' '.join(moves))
# clicks at 800x600: left 176 top 72 square 64, 7x7
def centre(sq):
    f=ord(sq[0])-97; r=int(sq[1:])-1
    return int(176+(f+0.5)*64), int(72+(7-r-0.5)*64)
lines=['# A whole game against the Thrall (defenders) at 800x600, every attacker move clicked: from,',
       '# then to. Made by tests/game/data/make_versus_thrall.py from the engine\'s own answers.',
       'taflbord-input 1','window 800 600']
frame=2
for i,m in enumerate(moves):
    if i%2: continue
    a,b=m.replace('K','').split('-')[:2]
    b=b.rstrip('+-x')
    for sq in (a,b):
        x,y=centre(sq)
        lines+= [f'{frame} move {x} {y}', f'{frame+1} down {x} {y} 1', f'{frame+2} up {x} {y} 1']
        frame+=6
    frame+=30
open('tests/game/data/versus-thrall.input','w').write('\n'.join(lines)+'\n')
open('tests/game/data/versus-thrall.expected','w').write(' '.join(moves)+'\n')
