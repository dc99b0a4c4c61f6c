from contextlib import suppress, ExitStack, contextmanager, nullcontext, redirect_stdout
import io


@contextmanager
def tag(name, log):
    log.append(f"<{name}>")
    try:
        yield name
    finally:
        log.append(f"</{name}>")


with suppress(KeyError, IndexError):
    {}["missing"]
    print("never printed")
print("suppressed the KeyError")

log = []
with ExitStack() as stack:
    names = [stack.enter_context(tag(n, log)) for n in ("html", "body", "p")]
    stack.callback(log.append, "callback ran")
    log.append("content")
print(names)
print("".join(log))

buffer = io.StringIO()
with redirect_stdout(buffer):
    print("captured line 1")
    print("captured line 2")
print(repr(buffer.getvalue()))
with nullcontext(42) as value:
    print("nullcontext gives", value)

log.clear()
try:
    with ExitStack() as stack:
        stack.enter_context(tag("outer", log))
        stack.enter_context(tag("inner", log))
        raise RuntimeError("boom")
except RuntimeError as e:
    print(log, e)
