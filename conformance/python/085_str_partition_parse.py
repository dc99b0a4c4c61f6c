config = """
# server settings
host = example.com
port=8080
   path = /api/v1 
empty =
bad line without equals
timeout = 30 # seconds
"""

settings = {}
for lineno, raw in enumerate(config.splitlines(), 1):
    line = raw.partition("#")[0].strip()
    if not line:
        continue
    key, sep, value = line.partition("=")
    if not sep:
        print(f"line {lineno}: no '=' in {raw!r}")
        continue
    settings[key.strip()] = value.strip()
print(settings)

url = "https://user@example.com:8443/path/to/page?x=1&y=two#frag"
scheme, _, rest = url.partition("://")
rest, _, fragment = rest.partition("#")
rest, _, query = rest.partition("?")
netloc, _, path = rest.partition("/")
print(scheme, netloc, "/" + path, query, fragment)
print(dict(pair.split("=") for pair in query.split("&")))
print("a.b.c.d".rpartition("."), "no-dot".rpartition("."))
print("key: value: more".split(":", 1), "a b  c".split(" "), "  a b  ".split())
print("2024-03-15".split("-"), "/usr/local/bin/python".rsplit("/", 1))
