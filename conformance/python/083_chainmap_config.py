from collections import ChainMap

defaults = {"theme": "light", "language": "en", "autosave": True, "font_size": 12}
user = {"theme": "dark", "font_size": 14}
session = {"language": "fr"}

settings = ChainMap(session, user, defaults)
for key in sorted(settings):
    source = next(name for name, m in [("session", session), ("user", user), ("defaults", defaults)] if key in m)
    print(f"{key:<10} = {settings[key]!r:<8} ({source})")

settings["autosave"] = False
print(session)
child = settings.new_child({"theme": "high-contrast"})
print(child["theme"], settings["theme"], len(child))
print(dict(child.parents) == dict(settings))
del session["language"]
print(settings["language"])
print(list(settings.maps[1].items()))
