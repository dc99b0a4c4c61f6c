"""gg's runner inside the Python guest (decision 0031).

Loaded into the module `_gg_runner` at the start of every turn (the host's
turn text, `gg-sandbox`'s `pywasm`); `run()` is the turn. It reads the
program from stdin (one JSON object: `source`, `file`, `keep`, `modules`,
the turn's code modules, offered as the package `lib` by `_Lib`), compiles it
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
  written to stderr and the status is 1, and an integer past a C int is -1,
  as CPython (wasm32) does.

Before the program runs it reports `running`: if the program breaks what
the runner reports with, the host finds that report and says so. The
runner takes what it uses (`_host.call`, the builtins, `traceback`'s
functions) before any program runs and writes its JSON itself, so a
program that replaces them changes only its own names; an exception whose
`__str__` or class name raises is reported as CPython's traceback prints
it (`<exception str() failed>`). After a program in a fresh instance, the
`atexit` hooks run, as at CPython's exit. stdout is line-buffered, so what
a program printed before a limit ended it is in the outcome.

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


def _refusal(message, module, name):
    """A function that refuses with `message`, named as the function it
    replaces (`module.name`): it pickles by reference as that function did,
    so a pickle that calls it is refused when it is loaded."""

    def refused(*args, **kwargs):
        raise PermissionError(message)

    refused.__module__ = module
    refused.__qualname__ = refused.__name__ = name
    return refused


def _patch_subprocess(module):
    module.Popen.__init__ = _refusal(_SHELL, "subprocess", "Popen.__init__")


def _patch_socket(module):
    for name in ("connect", "connect_ex", "bind"):
        setattr(module.socket, name, _refusal(_NETWORK, "socket", "socket." + name))
    module.create_connection = _refusal(_NETWORK, "socket", "create_connection")
    module.getaddrinfo = _refusal(_NETWORK, "socket", "getaddrinfo")


def _patch_urllib_request(module):
    module.urlopen = _refusal(_NETWORK, "urllib.request", "urlopen")


def _patch_ctypes(module):
    module.CDLL.__init__ = _refusal(_NATIVE, "ctypes", "CDLL.__init__")


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

    os.system = _refusal(_SHELL, "os", "system")


_install()


# What the runner reports with, taken before any program runs: a program
# that replaces a builtin, `json`, `traceback` or `_host.call` changes its
# own names, not these (one that reaches into this module itself breaks
# only its own report; the host reads a missing report as its failure).
_call = _host.call
_str, _repr, _int, _type, _isinstance = str, repr, int, type, isinstance
_getattr, _BaseException, _SystemExit = getattr, BaseException, SystemExit
_extract_tb = traceback.extract_tb
_TracebackException = traceback.TracebackException
_StackSummary_from_list = traceback.StackSummary.from_list
_format_exception_only = traceback.format_exception_only
_compile, _exec, _eval = compile, exec, eval
_run_exitfuncs = __import__("atexit")._run_exitfuncs
_loads = json.loads
_ModuleSpec = __import__("importlib.machinery").machinery.ModuleSpec
_ESCAPES = {i: "\\u%04x" % i for i in range(32)}
_ESCAPES[ord('"')] = '\\"'
_ESCAPES[ord("\\")] = "\\\\"


def _encode(value):
    """`value` (None, bool, int, str, list, dict of str) as JSON text,
    without `json` (which the program may have replaced)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    kind = _type(value)
    if kind is _int:
        return _int.__repr__(value)
    if kind is _str:
        return '"' + _str.translate(value, _ESCAPES) + '"'
    if kind is list:
        return "[" + ",".join([_encode(v) for v in value]) + "]"
    if kind is dict:
        return "{" + ",".join([_encode(k) + ":" + _encode(v) for k, v in dict.items(value)]) + "}"
    return "null"


def _report(report):
    _call(_str.encode("gg.report\n" + _encode(report), "utf-8", "surrogatepass"))


def _text(exc):
    """`str(exc)`, or what CPython's traceback prints when that raises."""
    try:
        text = _str(exc)
        return text if _type(text) is _str else "<exception str() failed>"
    except _BaseException:
        return "<exception str() failed>"


def _class_name(exc):
    kind = _type(exc)
    try:
        module = _getattr(kind, "__module__", None)
        name = _getattr(kind, "__qualname__", None)
        if _type(name) is not _str:
            name = _type.__getattribute__(kind, "__name__")
    except _BaseException:
        return "<unknown>"
    if _type(module) is not _str or module in ("__main__", "builtins"):
        return name
    return module + "." + name


def _frames(tb, file):
    """The program's own frames of `tb`, innermost first."""
    frames = []
    try:
        summary = _extract_tb(tb)
    except _BaseException:
        return frames
    for frame in summary:
        if frame.filename == file and _type(frame.lineno) is _int:
            colno = _getattr(frame, "colno", None)
            column = colno + 1 if _type(colno) is _int else None
            frames.append({"function": _str(frame.name), "file": file, "line": frame.lineno, "column": column})
    frames.reverse()
    return frames


def _traceback(exc, tb, file):
    """CPython's traceback of `exc` from `tb`, without the SDK's frames
    (`gg.py`) or this runner's (a patched call): a refusal reads as raised
    where the program called. If formatting it fails (an exception whose
    parts raise), the class and message alone."""
    try:
        shown = _TracebackException(_type(exc), exc, tb)
        if file != "gg.py":
            # (and importlib's, around a code module's import, as CPython
            # drops them around a module file's)
            kept = [
                frame
                for frame in shown.stack
                if frame.filename not in ("gg.py", "<gg runner>")
                and not frame.filename.startswith("<frozen importlib")
            ]
            shown.stack = _StackSummary_from_list(kept)
        return "".join(shown.format())
    except _BaseException:
        return "Traceback (most recent call last):\n%s: %s\n" % (_class_name(exc), _text(exc))


def _write_stderr(text):
    for stream in (sys.stderr, sys.__stderr__):
        try:
            stream.write(text)
            return
        except _BaseException:
            pass


def _flush():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except _BaseException:
            pass


def _exit_status(code, file):
    """The status of `SystemExit(code)`, as CPython's exit gives it: None is
    0, an int is itself (-1 past a C int, as wasm32's CPython says), anything
    else is written to stderr and is 1."""
    if code is None:
        return 0
    if _isinstance(code, _int):
        return code if -(2**31) <= code < 2**31 else -1
    _write_stderr(_text(code) + "\n")
    return 1


def _ended(exc, file):
    """The report of a program that raised `exc` (its `SystemExit` or an
    uncaught exception)."""
    if _isinstance(exc, _SystemExit):
        status = _exit_status(exc.code, file)
        frames = _frames(exc.__traceback__, file)
        return {
            "end": "exit",
            "status": status,
            "line": frames[0]["line"] if frames else None,
            "column": frames[0]["column"] if frames else None,
        }
    # The first entry is `run`'s own frame (the `exec`).
    tb = exc.__traceback__.tb_next if exc.__traceback__ is not None else None
    _write_stderr(_traceback(exc, tb, file))
    frames = _frames(tb, file)
    return {
        "end": "uncaught",
        "class": _class_name(exc),
        "message": _text(exc),
        "line": frames[0]["line"] if frames else None,
        "column": frames[0]["column"] if frames else None,
        "frames": frames,
    }


class _Lib:
    """The turn's code modules as the package `lib`: `import lib.<key>`,
    `from lib import <key>` or `from lib.<key> import name` compiles and runs
    the module's text under its own file name (`lib/<key>.py`) when the
    program first imports it, as a file on `sys.path` would be. A module
    whose body raises (or does not compile) raises at the program's import,
    as CPython's import does, and is noted for the host, located in its own
    text."""

    def __init__(self, modules):
        self.modules = {m["key"]: m for m in modules}
        self.failures = []

    def find_spec(self, name, path=None, target=None):
        if name == "lib":
            return _ModuleSpec("lib", self, is_package=True)
        if name.startswith("lib.") and name[4:] in self.modules:
            return _ModuleSpec(name, self, origin=self.modules[name[4:]]["file"])
        return None

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        if module.__name__ == "lib":
            module.__doc__ = "The code modules bound to this turn: " + ", ".join(sorted(self.modules))
            return
        m = self.modules[module.__name__[4:]]
        file, text = m["file"], m["source"]
        module.__file__ = file
        linecache.cache[file] = (len(text), None, text.splitlines(True), file)
        try:
            _exec(_compile(text, file, "exec"), module.__dict__)
        except _BaseException as e:
            line = column = None
            message = _text(e)
            if _isinstance(e, SyntaxError) and e.filename == file:
                # Its message without the `(file, line N)` CPython adds.
                line, column, message = e.lineno, e.offset, _str(e.msg)
            else:
                inner = _frames(e.__traceback__, file)
                if inner:
                    line, column = inner[0]["line"], inner[0]["column"]
            # Noted once a module: a program that retries the import in a
            # loop does not grow the report.
            if not any(f["key"] == m["key"] for f in self.failures):
                self.failures.append(
                    {"key": m["key"], "class": _class_name(e), "message": message, "line": line, "column": column}
                )
            raise


def _bind_lib(modules):
    """Puts the turn's code modules in reach as `lib` (and takes a kept
    session's earlier ones away)."""
    sys.meta_path[:] = [f for f in sys.meta_path if not _isinstance(f, _Lib)]
    for name in [n for n in sys.modules if n == "lib" or n.startswith("lib.")]:
        del sys.modules[name]
    if not modules:
        return None
    lib = _Lib(modules)
    sys.meta_path.insert(0, lib)
    return lib


def run():
    # The program has not ended yet: if the runner cannot report how it
    # did (the program broke it), the host finds this report.
    _report({"end": "running"})
    request = _loads(sys.stdin.read())
    source, file, keep = request["source"], request["file"], request.get("keep")
    lib = _bind_lib(request.get("modules") or [])
    import __main__

    scope = __main__.__dict__
    scope["__file__"] = file
    # Tracebacks show the program's lines, as they would from a file.
    linecache.cache[file] = (len(source), None, source.splitlines(True), file)
    try:
        tree = _compile(source, file, "exec", ast.PyCF_ONLY_AST)
        last = None
        # Where the value's statement is: a `__repr__` that raises is
        # reached from there, as the REPL's traceback shows it.
        value_frame = None
        if tree.body and _isinstance(tree.body[-1], ast.Expr):
            statement = tree.body.pop()
            last = ast.Expression(statement.value)
            value_frame = {
                "function": "<module>",
                "file": file,
                "line": statement.lineno,
                "column": statement.col_offset + 1,
            }
        body = _compile(tree, file, "exec")
        tail = _compile(last, file, "eval") if last is not None else None
    except SyntaxError as e:
        _write_stderr("".join(_format_exception_only(_type(e), e)))
        _flush()
        _report(
            {
                "end": "syntax-error",
                "class": _type(e).__name__,
                "message": e.msg or "",
                "line": e.lineno,
                "column": e.offset,
            }
        )
        return
    del tree, last
    # Each line reaches the turn's capture as it is printed (not when a
    # block buffer fills): what a program printed before a limit ended it
    # (the deadline, memory) is in the outcome, as in the other arms.
    try:
        sys.stdout.reconfigure(line_buffering=True)
    except _BaseException:
        pass
    in_repr = False
    try:
        _exec(body, scope)
        value = None
        if tail is not None:
            result = _eval(tail, scope)
            if result is not None:
                in_repr = True
                value = _repr(result)
        report = {"end": "completed", "value": value}
    except _BaseException as e:
        try:
            report = _ended(e, file)
            if in_repr and report.get("frames") is not None:
                report["frames"].append(value_frame)
                if report["line"] is None:
                    report["line"], report["column"] = value_frame["line"], value_frame["column"]
        except _BaseException:
            # Its parts raise past what `_ended` guards: the class alone.
            report = {"end": "uncaught", "class": _class_name(e), "message": "<exception str() failed>"}
        del e
    if not keep:
        # The interpreter's exit, as CPython's: the atexit hooks run after
        # the program (an exception in one is printed, as CPython does, and
        # changes nothing), unless the program ended the process itself.
        try:
            _run_exitfuncs()
        except _BaseException:
            pass
    _flush()
    if lib is not None and lib.failures:
        report["modules"] = lib.failures
    _report(report)
