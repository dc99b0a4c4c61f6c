"""gg's SDK for Python programs: `import gg`, then `gg.files.read_text_file(
"notes.md")`, `gg.shell.run("ls")`, `gg.session.text("…")`.

Every operation of the agent surface (the registry in `wit/`, as
`gg_membrane::ops` lists it) is a function of its family, snake_case, its
parameters the WIT parameters' names (`files.edit_file(path, old_text,
new_text)`), positional or by keyword; an omitted parameter is `None`
(the operation's default, where it has one). A call crosses the membrane
through the guest's door (`_host.call(frame) -> bytes`) as one wire frame,
`"<operation>\\n<JSON arguments>"`, and the host answers `ok:<JSON result>`
or `err:<JSON api-error>`; a refusal raises `gg.ApiError` with the API
error's `code` and message. Results are Python values: a WIT record is a
frozen dataclass of this module (`gg.TextFile`, `gg.RunResult`), its
fields snake_case and also readable by key (`r.exit_code`, `r["stdout"]`);
a variant is its case's value (`files.read_file` gives a `TextFile` or a
`BinaryFile`); an enum is its case's name (`"directory"`); `list<u8>` is
`bytes`; an absent option is `None`.

`_OPERATIONS` (each operation's key, parameter names and result shape)
and `_TYPES` (the named WIT types the results reach, as
`gg_membrane::ops::TYPES` gives them) are set by the host before this
module's body runs.
"""

import json as _json
import keyword as _keyword
from dataclasses import dataclass as _dataclass, make_dataclass as _make_dataclass

import _host


class ApiError(Exception):
    """A refusal or failure of an agent-surface call: `.code` (`not-found`,
    `permission-denied`…), `.operation`, the message, and `.index`, the
    failed call's place in a `gg.tools.parallel` batch (else `None`)."""

    def __init__(self, operation, code, message):
        super().__init__(message)
        self.operation = operation
        self.code = code
        self.message = message
        self.index = None


def _call(operation, arguments):
    frame = (operation + "\n" + _json.dumps(arguments)).encode()
    answer = _host.call(frame).decode("utf-8", "replace")
    if answer.startswith("ok:"):
        return _json.loads(answer[3:])
    if answer.startswith("err:"):
        error = _json.loads(answer[4:])
        raise ApiError(error.get("operation", operation), error.get("code", "internal"), error.get("message", ""))
    raise ApiError(operation, "internal", "the host's answer is not gg's wire: " + answer[:80])


class _Family:
    """One family of operations (`gg.files`, `gg.shell`…)."""

    def __init__(self, name):
        self._name = name

    def __getattr__(self, name):
        names = sorted(n for n in vars(self) if not n.startswith("_"))
        raise AttributeError("gg.%s has no function '%s' (it has %s)" % (self._name, name, ", ".join(names)))

    def __repr__(self):
        names = sorted(n for n in vars(self) if not n.startswith("_"))
        return "<gg.%s: %s>" % (self._name, ", ".join(names))


class _Record:
    """What every result record shares: reading a field by key, by its
    snake_case name or its WIT name (`r["exit_code"]`, `r["exit-code"]`),
    and `get`, as a dict of the wire's JSON would be read."""

    __slots__ = ()

    def __getitem__(self, key):
        if isinstance(key, str):
            name = key.replace("-", "_")
            if name in self.__dataclass_fields__:
                return getattr(self, name)
        raise KeyError(key)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default


def _python_name(wit):
    name = wit.replace("-", "_")
    return name + "_" if _keyword.iskeyword(name) else name


def _class_name(qualified):
    return "".join(w[:1].upper() + w[1:] for w in qualified.split(".", 1)[1].split("-"))


_PRIMITIVES = {"bool": "bool", "string": "str", "char": "str", "f32": "float", "f64": "float"}


def _annotation(shape):
    if shape is None:
        return "None"
    if isinstance(shape, str):
        if "." not in shape:
            return _PRIMITIVES.get(shape, "int")
        definition = _TYPES[shape]
        if "record" in definition:
            return _class_name(shape)
        if "variant" in definition:
            return " | ".join(sorted({"str" if s is None else _annotation(s) for _, s in definition["variant"]}))
        return "str" if "enum" in definition else "list[str]"
    if "list" in shape:
        return "bytes" if shape["list"] == "u8" else "list[%s]" % _annotation(shape["list"])
    if "option" in shape:
        return "%s | None" % _annotation(shape["option"])
    if "tuple" in shape:
        return "tuple[%s]" % ", ".join(_annotation(s) for s in shape["tuple"])
    return "dict"


def _records(shape, found):
    """The records (qualified names) a result shape reaches, into `found`."""
    if isinstance(shape, str) and "." in shape and shape not in found:
        definition = _TYPES[shape]
        if "record" in definition:
            found[shape] = None
            for _, s, *_ in definition["record"]:
                _records(s, found)
        payloads = [s for _, s in definition.get("variant", ()) if s is not None]
        if len(payloads) != len({_json.dumps(s) for s in payloads}):
            # Its value alone would not say which case it is.
            raise RuntimeError("gg: variant %s has two cases of one type" % shape)
        for s in payloads:
            _records(s, found)
    elif isinstance(shape, dict):
        for inner in shape.values():
            for s in inner if isinstance(inner, list) else (inner,):
                _records(s, found)


def _make_classes(operations):
    found = {}
    for key, _, result in operations:
        if not key.startswith("tools."):
            _records(result, found)
    classes = {}
    for qualified in found:
        name = _class_name(qualified)
        if name in globals() or any(c.__name__ == name for c in classes.values()):
            raise RuntimeError("gg: two result types are both named %s" % name)
        fields = [(_python_name(f), _annotation(s)) for f, s, *_ in _TYPES[qualified]["record"]]
        cls = _make_dataclass(name, fields, bases=(_Record,), frozen=True)
        cls.__module__ = __name__
        cls.__doc__ = _TYPES[qualified].get("doc") or "A `%s` record of the agent surface." % qualified
        classes[qualified] = cls
    return classes


_CLASSES = _make_classes(_OPERATIONS)
globals().update({cls.__name__: cls for cls in _CLASSES.values()})


def _value(shape, value):
    """The wire's JSON `value` of WIT shape `shape` as the Python value."""
    if value is None or shape is None:
        return value
    if isinstance(shape, str):
        if "." not in shape:
            return value
        definition = _TYPES[shape]
        if "record" in definition:
            return _CLASSES[shape](**{_python_name(f): _value(s, value.get(f)) for f, s, *_ in definition["record"]})
        if "variant" in definition:
            cases = dict(definition["variant"])
            payload = cases.get(value.get("tag"))
            return value.get("tag") if payload is None else _value(payload, value.get("val"))
        return value
    if "list" in shape:
        inner = shape["list"]
        return bytes(value) if inner == "u8" else [_value(inner, v) for v in value]
    if "option" in shape:
        return _value(shape["option"], value)
    if "tuple" in shape:
        return tuple(_value(s, v) for s, v in zip(shape["tuple"], value))
    return value


def _operation(key, params, result):
    family, name = key.split(".", 1)
    python_name = name.replace("-", "_")
    names = [p.replace("-", "_") for p in params]
    qualified = "%s.%s" % (family, python_name)

    def call(*args, **kwargs):
        if len(args) > len(names):
            raise TypeError(
                "%s() takes %d positional argument%s but %d were given"
                % (qualified, len(names), "" if len(names) == 1 else "s", len(args))
            )
        values = dict(zip(names, args))
        for keyword, value in kwargs.items():
            if keyword not in names:
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (qualified, keyword))
            if keyword in values:
                raise TypeError("%s() got multiple values for argument '%s'" % (qualified, keyword))
            values[keyword] = value
        answer = _call(key, {wit: values[py] for wit, py in zip(params, names) if py in values})
        # `gg.tools` reads its family's answers itself.
        return answer if family == "tools" else _value(result, answer)

    call.__name__ = python_name
    call.__qualname__ = qualified
    call.__doc__ = "`%s(%s)`: the agent surface's `%s`." % (qualified, ", ".join(names), key)
    return family, python_name, call


def _build(operations):
    families = {}
    for key, params, result in operations:
        family, python_name, call = _operation(key, params, result)
        setattr(families.setdefault(family, _Family(family)), python_name, call)
    return families


globals().update(_build(_OPERATIONS))
del _build, _operation, _make_classes


@_dataclass(frozen=True)
class Tool:
    """A registered tool, as `gg.tools.list()` and `gg.ALL_TOOLS` give it:
    its registered name (`add`, or `weather.forecast` for an MCP server's
    tool), its description, the JSON Schema of its arguments, its group
    (the MCP server, or `None` for a host tool) and the JSON Schema of its
    result (`None` when it declares none)."""

    name: str
    description: str
    schema: dict
    group: str | None
    output_schema: dict | None


def _keyword_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return "%s and %s" % tuple(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _typed(tool, label):
    """`gg.tools.add(a=1, b=2)`: a tool as a function of keyword-only
    arguments, checked as CPython checks a `def f(*, a, b=None)` before the
    call leaves the program; the host then checks the values against the
    tool's JSON Schema."""
    properties = tool.schema.get("properties") if isinstance(tool.schema, dict) else None
    accepted = list(properties) if isinstance(properties, dict) else None
    required = tool.schema.get("required", []) if isinstance(tool.schema, dict) else []
    required = [r for r in required if isinstance(r, str)]

    def call(*args, **kwargs):
        if args:
            raise TypeError(
                "%s() takes 0 positional arguments but %d %s given"
                % (label, len(args), "was" if len(args) == 1 else "were")
            )
        if accepted is not None:
            for keyword in kwargs:
                if keyword not in accepted:
                    raise TypeError("%s() got an unexpected keyword argument '%s'" % (label, keyword))
        missing = [r for r in required if r not in kwargs]
        if missing:
            raise TypeError(
                "%s() missing %d required keyword-only argument%s: %s"
                % (label, len(missing), "" if len(missing) == 1 else "s", _keyword_list(missing))
            )
        return tools.call(tool.name, kwargs)

    call.__name__ = label.rsplit(".", 1)[-1]
    call.__qualname__ = label
    call.__doc__ = tool.description
    return call


class _Group:
    """An MCP server's tools: `gg.tools.weather.forecast(city="Lisbon")`."""

    def __init__(self, name, members):
        self._name = name
        self._members = members

    def __getattr__(self, name):
        tool = self._members.get(name)
        if tool is None:
            raise AttributeError(
                "gg.tools.%s has no tool '%s' (it has %s)" % (self._name, name, ", ".join(sorted(self._members)) or "none")
            )
        return _typed(tool, "%s.%s" % (self._name, name))

    def __dir__(self):
        return sorted(self._members)

    def __repr__(self):
        return "<gg.tools.%s: %s>" % (self._name, ", ".join(sorted(self._members)))


class _Tools(_Family):
    """`gg.tools`: the registry's `list`, `call` and `parallel`, and every
    tool the agent may call as a function (`gg.tools.add(a=1, b=2)`; an MCP
    server's through its group, `gg.tools.weather.forecast(city="Lisbon")`).
    The catalogue is read from the host once, the first time a program
    needs it."""

    def __init__(self, registry):
        super().__init__("tools")
        self._catalogue = None
        self._list = registry.list
        self._call = registry.call
        self._parallel = registry.parallel

    def _read(self):
        if self._catalogue is None:
            self._catalogue = tuple(
                Tool(
                    name=t["name"],
                    description=t.get("description", ""),
                    schema=_json.loads(t["schema"]),
                    group=t["name"].split(".", 1)[0] if "." in t["name"] else None,
                    output_schema=None if t.get("outputSchema") is None else _json.loads(t["outputSchema"]),
                )
                for t in self._list()
            )
        return self._catalogue

    def list(self):
        """The tools this agent may call, as `Tool`s (read afresh)."""
        self._catalogue = None
        return list(self._read())

    def call(self, name, arguments=None, /, **kwargs):
        """Calls the tool registered as `name` (`"add"`, `"weather.forecast"`)
        with `arguments` (a dict, or JSON text) and keyword arguments; returns
        its parsed JSON result."""
        if not isinstance(name, str):
            raise TypeError("tools.call() name must be str, not %s" % type(name).__name__)
        if isinstance(arguments, str) and not kwargs:
            text = arguments
        else:
            merged = {}
            if arguments is not None:
                if not isinstance(arguments, dict):
                    raise TypeError("tools.call() arguments must be a dict, not %s" % type(arguments).__name__)
                merged.update(arguments)
            merged.update(kwargs)
            text = _json.dumps(merged)
        return _parse_result(self._call(name, text))

    def parallel(self, calls, /):
        """Calls several tools at once: `calls` is a list of `(name,
        arguments)` pairs (or dicts with `name` and `arguments`); returns
        their parsed results in call order. The first call that failed
        raises `ApiError`, its `index` the call's place in the list."""
        batch = []
        for i, c in enumerate(calls):
            if isinstance(c, dict) and "name" in c:
                name, arguments = c["name"], c.get("arguments")
            elif isinstance(c, (tuple, list)) and len(c) in (1, 2):
                name, arguments = c[0], (c[1] if len(c) == 2 else None)
            else:
                raise TypeError(
                    "tools.parallel() call %d must be a (name, arguments) pair, like ('add', {'a': 1, 'b': 2}), got %r"
                    % (i, c)
                )
            if not isinstance(name, str):
                raise TypeError("tools.parallel() call %d: name must be str, not %s" % (i, type(name).__name__))
            text = arguments if isinstance(arguments, str) else _json.dumps({} if arguments is None else arguments)
            batch.append({"name": name, "arguments": text})
        results = self._parallel(batch)
        for i, r in enumerate(results):
            if r.get("tag") == "err":
                e = r.get("val", {})
                error = ApiError(e.get("operation", "tools.parallel"), e.get("code", "internal"),
                                 "call %d (%s): %s" % (i, batch[i]["name"], e.get("message", "")))
                error.index = i
                raise error
        return [_parse_result(r.get("val")) for r in results]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        catalogue = self._read()
        for tool in catalogue:
            if tool.group is None and tool.name == name:
                return _typed(tool, name)
        members = {t.name.split(".", 1)[1]: t for t in catalogue if t.group == name}
        if members:
            return _Group(name, members)
        known = sorted({t.group or t.name for t in catalogue})
        raise AttributeError("gg.tools has no tool or group '%s' (it has %s)" % (name, ", ".join(known) or "none"))

    def __dir__(self):
        return sorted({"list", "call", "parallel"} | {t.group or t.name for t in self._read()})

    def __repr__(self):
        return "<gg.tools: list, call, parallel and the agent's tools (gg.ALL_TOOLS)>"


def _parse_result(text):
    """A tool's result: its JSON parsed, or the text when it is not JSON."""
    if not isinstance(text, str):
        return text
    try:
        return _json.loads(text)
    except ValueError:
        return text


tools = _Tools(tools)


def __getattr__(name):
    # `gg.ALL_TOOLS`: the catalogue, read on first touch.
    if name == "ALL_TOOLS":
        return tools._read()
    raise AttributeError("module 'gg' has no attribute '%s'" % name)
