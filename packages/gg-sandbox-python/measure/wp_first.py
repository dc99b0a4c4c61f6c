"""Fresh instance + first turn, median of 5; then the second turn."""
import sys, time, statistics, tempfile, wasmtime
CW, LIB = sys.argv[1], sys.argv[2]
cfg = wasmtime.Config(); cfg.epoch_interruption = True
eng = wasmtime.Engine(cfg); mod = wasmtime.Module.deserialize_file(eng, CW)
linker = wasmtime.Linker(eng); linker.define_wasi(); i32 = wasmtime.ValType.i32()
linker.define_func('host', 'call', wasmtime.FuncType([i32]*4, [i32]), lambda *a: -1)
d = tempfile.mkdtemp()
def turn(store, ex, code):
    data = code.encode(); p = ex['host_alloc'](store, len(data)); ex['memory'].write(store, data, p)
    t = time.perf_counter(); v = ex['turn'](store, p, len(data)); return time.perf_counter() - t
res = {'instantiate': [], 'first turn print': [], 'second turn print': [], 'third turn print': []}
for _ in range(5):
    store = wasmtime.Store(eng); store.set_epoch_deadline(1 << 40)
    w = wasmtime.WasiConfig(); w.argv = ['/usr/local/bin/python.wasm']; w.env = [('HOME', '/tmp')]
    w.stdout_file = d + '/o'; w.preopen_dir(LIB, '/usr/local/lib', False); store.set_wasi(w)
    t = time.perf_counter(); ex = linker.instantiate(store, mod).exports(store); res['instantiate'].append(time.perf_counter() - t)
    res['first turn print'].append(turn(store, ex, 'print("hi")'))
    res['second turn print'].append(turn(store, ex, 'print("hi")'))
    res['third turn print'].append(turn(store, ex, 'print("hi")'))
for k, v in res.items(): print(f'{k}: median {statistics.median(v)*1e3:.2f} ms (min {min(v)*1e3:.2f}, max {max(v)*1e3:.2f})')
