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
"""

import ast
import json
import linecache
import sys
import traceback

import _host


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
    (`gg.py`: a refusal reads as raised at the program's call)."""
    shown = traceback.TracebackException(type(exc), exc, tb)
    if file != "gg.py":
        kept = [frame for frame in shown.stack if frame.filename != "gg.py"]
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
