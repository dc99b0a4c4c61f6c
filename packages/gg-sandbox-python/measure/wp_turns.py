"""Several turns in one kept python-snapshot.wasm instance (turns separated by lines '#---'); optional memory cap (MiB) and deadline (epoch ticks of 10 ms)."""
import sys, os, struct, tempfile, time, threading, wasmtime
CW, LIB, CODE = sys.argv[1], sys.argv[2], sys.argv[3]
MEM = int(os.environ.get('MEM_MIB', '0')); TICKS = int(os.environ.get('TICKS', '0'))
cfg = wasmtime.Config(); cfg.epoch_interruption = True
eng = wasmtime.Engine(cfg); mod = wasmtime.Module.deserialize_file(eng, CW)
linker = wasmtime.Linker(eng); linker.define_wasi(); i32 = wasmtime.ValType.i32()
linker.define_func('host', 'call', wasmtime.FuncType([i32]*4, [i32]), lambda *a: -1)
store = wasmtime.Store(eng); store.set_epoch_deadline(TICKS or (1 << 40))
if MEM: store.set_limits(memory_size=MEM << 20)
def tick():
    while True: time.sleep(0.01); eng.increment_epoch()
threading.Thread(target=tick, daemon=True).start()
w = wasmtime.WasiConfig(); w.argv = ['/usr/local/bin/python.wasm']; w.env = [('HOME', '/tmp')]
d = tempfile.mkdtemp(); w.stdout_file = d + '/o'; w.stderr_file = d + '/e'; w.preopen_dir(LIB, '/usr/local/lib', False)
store.set_wasi(w); ex = linker.instantiate(store, mod).exports(store)
src = open(CODE).read() if CODE.endswith('.py') else CODE
seen = [0, 0]
for part in src.split('#---\n'):
    data = part.encode(); p = ex['host_alloc'](store, len(data)); ex['memory'].write(store, data, p)
    t = time.perf_counter()
    try: v = ex['turn'](store, p, len(data))
    except wasmtime.ExitTrap as e: v = f'exit trap {e.code}'
    except wasmtime.Trap as e: v = f'TRAP {e.trap_code}: {str(e).splitlines()[0][:200]}'
    except wasmtime.WasmtimeError as e: v = f'ERROR {str(e).splitlines()[0][:200]}'
    dt = time.perf_counter() - t
    o = open(d + '/o', 'rb').read(); e = open(d + '/e', 'rb').read()
    no, ne = o[seen[0]:], e[seen[1]:]; seen = [len(o), len(e)]
    print(f'=== turn {part.strip().splitlines()[0][:70]!r}... -> {v} in {dt*1e3:.1f} ms, memory {ex["memory"].data_len(store)>>20} MiB')
    if no.strip(): print('stdout:', no.decode(errors='replace')[-800:].rstrip())
    if ne.strip(): print('stderr:', ne.decode(errors='replace')[-900:].rstrip())
    if str(v).startswith(('TRAP', 'ERROR', 'exit trap')): break
