class ConfigError(Exception):
    pass


class MissingSetting(ConfigError):
    def __init__(self, key):
        super().__init__(f"missing setting: {key}")
        self.key = key


def load(settings, key):
    try:
        return int(settings[key])
    except KeyError as e:
        raise MissingSetting(key) from e
    except ValueError as e:
        raise ConfigError(f"bad value for {key}: {settings[key]!r}") from e


settings = {"port": "8080", "workers": "four"}
for key in ["port", "workers", "timeout"]:
    try:
        print(key, "=", load(settings, key))
    except MissingSetting as e:
        print(f"{type(e).__name__}: {e} (cause: {type(e.__cause__).__name__})")
    except ConfigError as e:
        print(f"{type(e).__name__}: {e} (cause: {e.__cause__})")

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("while handling")
except ValueError as e:
    print(repr(e), "context:", repr(e.__context__), "suppressed:", e.__suppress_context__)

try:
    raise ConfigError("quiet") from None
except ConfigError as e:
    print(e.__cause__, e.__suppress_context__)
err = ExceptionGroup("many", [ValueError("a"), TypeError("b")]) if "ExceptionGroup" in dir(__builtins__) else None
print(type(err).__name__, len(err.exceptions) if err else 0)
try:
    raise ExceptionGroup("batch", [ValueError("v1"), KeyError("k"), ValueError("v2")])
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions])
except* KeyError as eg:
    print("keys:", [repr(e) for e in eg.exceptions])
