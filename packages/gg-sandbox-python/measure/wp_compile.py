"""Compile python-snapshot.wasm once with wasmtime-py and serialize it (timed)."""
import sys, time, wasmtime
src, dst = sys.argv[1], sys.argv[2]
cfg = wasmtime.Config()
cfg.epoch_interruption = True
eng = wasmtime.Engine(cfg)
t = time.perf_counter()
m = wasmtime.Module.from_file(eng, src)
print(f"compile {time.perf_counter()-t:.1f} s", flush=True)
open(dst, 'wb').write(m.serialize())
print("serialized", dst)
