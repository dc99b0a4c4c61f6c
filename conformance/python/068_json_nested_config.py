import json

CONFIG = """
{
  "service": {"name": "api", "port": 8080, "debug": false},
  "database": {"host": "db.local", "port": 5432, "pools": [5, 10, 20]},
  "features": {"beta": true, "regions": ["eu", "us"]}
}
"""

DEFAULTS = {"service": {"timeout": 30, "debug": True}, "logging": {"level": "INFO"}}


def deep_merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out


def get_path(d, path, default=None):
    for part in path.split("."):
        if isinstance(d, dict) and part in d:
            d = d[part]
        elif isinstance(d, list) and part.isdigit() and int(part) < len(d):
            d = d[int(part)]
        else:
            return default
    return d


config = deep_merge(DEFAULTS, json.loads(CONFIG))
print(json.dumps(config, indent=4, sort_keys=True))
for path in ["service.port", "database.pools.2", "features.regions.0", "logging.level", "missing.key"]:
    print(f"{path} = {get_path(config, path, '<unset>')!r}")
print(json.dumps({"nums": [1.0, 2.5, 1e20, -0.0], "nested": {"t": (1, 2)}}))
