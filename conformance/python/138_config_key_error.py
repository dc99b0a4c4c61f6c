import json

raw = '{"database": {"host": "localhost", "port": 5432}, "cache": {"ttl": 60}}'
config = json.loads(raw)


def connection_string(cfg):
    db = cfg["database"]
    return f"postgres://{db['user']}@{db['host']}:{db['port']}/app"


print("Loaded sections:", ", ".join(config))
print("Cache TTL:", config["cache"]["ttl"])
print("Connecting with", connection_string(config))
