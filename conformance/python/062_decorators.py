import functools

call_log = []


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        arg_text = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        result = func(*args, **kwargs)
        call_log.append(f"{func.__name__}({arg_text}) -> {result!r}")
        return result
    return wrapper


def retry(times):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return func(*args, **kwargs)
                except ConnectionError as e:
                    print(f"attempt {attempt} failed: {e}")
            raise RuntimeError(f"{func.__name__} failed after {times} attempts")
        return wrapper
    return decorator


def count_calls(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return func(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@logged
def add(a, b=0):
    return a + b


attempts = iter([False, False, True])


@retry(times=3)
def flaky():
    if not next(attempts):
        raise ConnectionError("timeout")
    return "connected"


@count_calls
def noop():
    pass


add(1, 2)
add("x", b="y")
print(flaky())
for _ in range(4):
    noop()
print("\n".join(call_log))
print(noop.calls, add.__name__, add.__wrapped__(5))
