"""gg's runner inside the Python guest (decision 0031).

Loaded into the module `_gg_runner` at the start of every turn (the host's
turn text, `gg-sandbox`'s `pywasm`); `run()` is the turn. It reads the
program from stdin (one JSON object: `source`, `file`, `keep`), compiles it
under its file name (a `SyntaxError` is located with its line and caret, as
CPython says it), runs it as `__main__`, echoes the last expression
statement's value as the REPL does, and reports how it ended through the
door (`_host.call(b"gg.report\\n<JSON>")`):

* `completed` with the value's `repr` (none for `None`);
* `syntax-error` with the class (`SyntaxError`, `IndentationError`…),
  CPython's message, line and column;
* `uncaught` with the class (module-qualified as CPython's traceback names
  it), the message, and the program's own frames, innermost first; the
  traceback is written to stderr as CPython writes it, without this
  runner's frame or the SDK's;
* `exit` for `SystemExit` (`sys.exit(n)`, `exit()`, `raise SystemExit`)
  with its status and the program's line that exited; a non-integer code is
  written to stderr and the status is 1, as CPython does.

At load it also patches what the sandbox does not offer so that the call
fails naming what to use instead: `subprocess.Popen` and `os.system`
(`gg.shell.run`), `socket`'s connections and `urllib.request.urlopen` (the
tools), `ctypes.CDLL`; each raises `PermissionError`. And it gives
`hashlib` the `pbkdf2_hmac` that CPython takes from OpenSSL, which the
guest is built without (`_pbkdf2_hmac`, over the `hmac` module).
"""

import ast
import json
import linecache
import sys
import traceback

import _host


# What a program reaches for that the sandbox does not offer, refused at
# the call with what to use instead (the module is patched as it is imported).
_SHELL = "gg's sandbox starts no processes: run a shell command with gg.shell.run(command)"
_NETWORK = "gg's sandbox has no network: reach services through gg.tools or gg.shell.run(command)"
_NATIVE = "gg's sandbox loads no native libraries (ctypes)"


def _refusal(message):
    def refused(*args, **kwargs):
        raise PermissionError(message)

    return refused


def _patch_subprocess(module):
    module.Popen.__init__ = _refusal(_SHELL)


def _patch_socket(module):
    for name in ("connect", "connect_ex", "bind"):
        setattr(module.socket, name, _refusal(_NETWORK))
    module.create_connection = _refusal(_NETWORK)
    module.getaddrinfo = _refusal(_NETWORK)


def _patch_urllib_request(module):
    module.urlopen = _refusal(_NETWORK)


def _patch_ctypes(module):
    module.CDLL.__init__ = _refusal(_NATIVE)


def _pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    """PBKDF2 with HMAC as the pseudo-random function (RFC 8018, section
    5.2), as `hashlib.pbkdf2_hmac` computes it with OpenSSL."""
    import hmac

    password, salt = memoryview(password).tobytes(), memoryview(salt).tobytes()
    if not isinstance(hash_name, str):
        raise TypeError(hash_name)
    if iterations < 1:
        raise ValueError("iteration value must be greater than 0.")
    keyed = hmac.new(password, digestmod=hash_name)
    size = keyed.digest_size
    if dklen is None:
        dklen = size
    if dklen < 1:
        raise ValueError("key length must be greater than 0.")

    def prf(message):
        mac = keyed.copy()
        mac.update(message)
        return mac.digest()

    blocks = []
    for index in range(1, -(-dklen // size) + 1):
        u = prf(salt + index.to_bytes(4, "big"))
        total = int.from_bytes(u, "big")
        for _ in range(iterations - 1):
            u = prf(u)
            total ^= int.from_bytes(u, "big")
        blocks.append(total.to_bytes(size, "big"))
    return b"".join(blocks)[:dklen]


def _patch_hashlib(module):
    if not hasattr(module, "pbkdf2_hmac"):
        module.pbkdf2_hmac = _pbkdf2_hmac


_PATCHES = {
    "hashlib": _patch_hashlib,
    "subprocess": _patch_subprocess,
    "socket": _patch_socket,
    "urllib.request": _patch_urllib_request,
    "ctypes": _patch_ctypes,
}


class _PatchingLoader:
    """A module's own loader, with gg's patch applied after the module runs."""

    def __init__(self, loader, patch):
        self._loader = loader
        self._patch = patch

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._loader.exec_module(module)
        self._patch(module)

    def __getattr__(self, name):
        return getattr(self._loader, name)


class _Patcher:
    """A meta path finder that finds the patched modules as the others do and
    hands them to a [`_PatchingLoader`]."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        patch = _PATCHES.get(name)
        if patch is None:
            return None
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is cls or find is None:
                continue
            spec = find(name, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _PatchingLoader(spec.loader, patch)
                return spec
        return None


def _install():
    for name, patch in _PATCHES.items():
        if name in sys.modules:
            patch(sys.modules[name])
    if _Patcher not in sys.meta_path:
        sys.meta_path.insert(0, _Patcher)
    import os

    os.system = _refusal(_SHELL)


_install()


def _report(report):
    _host.call(b"gg.report\n" + json.dumps(report).encode())


def _class_name(exc):
    kind = type(exc)
    module = getattr(kind, "__module__", None)
    name = getattr(kind, "__qualname__", kind.__name__)
    if module in (None, "__main__", "builtins"):
        return name
    return module + "." + name


def _frames(tb, file):
    """The program's own frames of `tb`, innermost first."""
    frames = []
    for frame in traceback.extract_tb(tb):
        if frame.filename == file:
            column = frame.colno + 1 if getattr(frame, "colno", None) is not None else None
            frames.append({"function": frame.name, "file": file, "line": frame.lineno, "column": column})
    frames.reverse()
    return frames


def _traceback(exc, tb, file):
    """CPython's traceback of `exc` from `tb`, without the SDK's frames
    (`gg.py`) or this runner's (a patched call): a refusal reads as raised
    where the program called."""
    shown = traceback.TracebackException(type(exc), exc, tb)
    if file != "gg.py":
        kept = [frame for frame in shown.stack if frame.filename not in ("gg.py", "<gg runner>")]
        shown.stack = traceback.StackSummary.from_list(kept)
    return "".join(shown.format())


def _flush():
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass


def run():
    request = json.loads(sys.stdin.read())
    source, file = request["source"], request["file"]
    import __main__

    scope = __main__.__dict__
    scope["__file__"] = file
    # Tracebacks show the program's lines, as they would from a file.
    linecache.cache[file] = (len(source), None, source.splitlines(True), file)
    try:
        tree = compile(source, file, "exec", ast.PyCF_ONLY_AST)
        last = None
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            last = ast.Expression(tree.body.pop().value)
        body = compile(tree, file, "exec")
        tail = compile(last, file, "eval") if last is not None else None
    except SyntaxError as e:
        sys.stderr.write("".join(traceback.format_exception_only(type(e), e)))
        _flush()
        _report(
            {
                "end": "syntax-error",
                "class": type(e).__name__,
                "message": e.msg or "",
                "line": e.lineno,
                "column": e.offset,
            }
        )
        return
    del tree, last
    try:
        exec(body, scope)
        value = None
        if tail is not None:
            result = eval(tail, scope)
            if result is not None:
                value = repr(result)
    except SystemExit as e:
        code = e.code
        if code is None:
            status = 0
        elif isinstance(code, int):
            status = code
        else:
            sys.stderr.write(str(code) + "\n")
            status = 1
        frames = _frames(e.__traceback__, file)
        _flush()
        _report(
            {
                "end": "exit",
                "status": status,
                "line": frames[0]["line"] if frames else None,
                "column": frames[0]["column"] if frames else None,
            }
        )
    except BaseException as e:
        # The first entry is this function's own frame (the `exec`).
        tb = e.__traceback__.tb_next if e.__traceback__ is not None else None
        sys.stderr.write(_traceback(e, tb, file))
        frames = _frames(tb, file)
        _flush()
        _report(
            {
                "end": "uncaught",
                "class": _class_name(e),
                "message": str(e),
                "line": frames[0]["line"] if frames else None,
                "column": frames[0]["column"] if frames else None,
                "frames": frames,
            }
        )
    else:
        _flush()
        _report({"end": "completed", "value": value})
