"""Measurement guest for componentize-py: run(code) execs in one kept namespace."""
import sys, heapq, linecache, json, re, math, datetime, collections, dataclasses, traceback, io
import wit_world

G = {"__name__": "__main__"}

class WitWorld(wit_world.WitWorld):
    def run(self, code: str) -> str:
        linecache.cache['prog.py'] = (len(code), None, code.splitlines(True), 'prog.py')
        try:
            exec(compile(code, "prog.py", "exec"), G)
            return "ok"
        except SystemExit as e:
            return f"exit {e.code}"
        except BaseException as e:
            tb = e.__traceback__.tb_next if e.__traceback__ is not None else None
            return "".join(traceback.format_exception(type(e), e, tb))
