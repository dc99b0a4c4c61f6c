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
error's `code` and message. Results are the wire's JSON: records as dicts
with their WIT field names, lists as lists.

`_OPERATIONS` (the operations' keys and parameter names) is set by the
host before this module's body runs.
"""

import json as _json

import _host


class ApiError(Exception):
    """A refusal or failure of an agent-surface call: `.code` (`not-found`,
    `permission-denied`…), `.operation` and the message."""

    def __init__(self, operation, code, message):
        super().__init__(message)
        self.operation = operation
        self.code = code
        self.message = message


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


def _operation(key, params):
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
        return _call(key, {wit: values[py] for wit, py in zip(params, names) if py in values})

    call.__name__ = python_name
    call.__qualname__ = qualified
    call.__doc__ = "`%s(%s)`: the agent surface's `%s`." % (qualified, ", ".join(names), key)
    return family, python_name, call


def _build(operations):
    families = {}
    for key, params in operations:
        family, python_name, call = _operation(key, params)
        setattr(families.setdefault(family, _Family(family)), python_name, call)
    return families


globals().update(_build(_OPERATIONS))
del _build, _operation
