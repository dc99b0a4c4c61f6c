"""componentize-py guest under wasmtime-py: instantiate and per-program times (median of 5)."""
import os, sys, time, statistics, tempfile, wasmtime
from wasmtime import component as C

def rss():
    for l in open('/proc/self/status'):
        if l.startswith('VmRSS'): return int(l.split()[1]) // 1024
cfg = wasmtime.Config(); eng = wasmtime.Engine(cfg)
src = sys.argv[1]; cw = src + '.w48.cwasm'
if not os.path.exists(cw):
    t = time.perf_counter(); comp = C.Component.from_file(eng, src)
    print(f'compile {time.perf_counter()-t:.1f} s'); open(cw,'wb').write(comp.serialize())
t = time.perf_counter(); comp = C.Component.deserialize_file(eng, cw); print(f'deserialize {1e3*(time.perf_counter()-t):.1f} ms')
linker = C.Linker(eng); linker.add_wasip2()
with linker.root() as r:
    r.add_func('door', lambda store, req: bytes(req))  # echo
out = tempfile.NamedTemporaryFile(delete=False).name
def fresh():
    store = wasmtime.Store(eng); w = wasmtime.WasiConfig(); w.stdout_file = out; w.stderr_file = out + '.err'
    store.set_wasi(w)
    t = time.perf_counter(); inst = linker.instantiate(store, comp); dt = time.perf_counter() - t
    run = inst.get_func(store, 'run')
    return store, run, dt
def med(xs): return statistics.median(xs) * 1e3
progs = {
  'print': 'print("hi")',
  'door x1000': 'import wit_world\nfor _ in range(1000): wit_world.door(b"x"*64)',
  'import numpy': 'import numpy',
  'stdlib 20-line': open(sys.argv[2]).read() if len(sys.argv) > 2 else 'x=1',
}
r0 = rss()
inst_t = []
for name, code in progs.items():
    ts = []; res = None
    for _ in range(5):
        store, run, dt = fresh(); inst_t.append(dt)
        t = time.perf_counter(); res = run(store, code); ts.append(time.perf_counter() - t)
        run.post_return(store) if hasattr(run, 'post_return') else None
    print(f'{name}: median {med(ts):.2f} ms (min {min(ts)*1e3:.2f}) -> {res[:300]!r}')
print(f'instantiate: median {med(inst_t):.2f} ms over {len(inst_t)}')
# keep-state in one instance
store, run, _ = fresh()
print('keep-state:', run(store, 'x = 41'), run(store, 'print(x + 1)'), open(out).read()[-3:])
print('traceback:\n' + run(store, 'def f(d):\n    return d["k"]\n\nf({})\n'))
print('syntax:\n' + run(store, 'print("a"\nx = ( 1,\n'))
print('exit:', run(store, 'raise SystemExit(3)'))
print('recursion:\n' + run(store, 'def r(n): return r(n+1)\nr(0)')[-200:])
print(f'rss {r0} MB -> {rss()} MB')
