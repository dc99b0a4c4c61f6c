import json

data = {
    "name": "Project X",
    "version": 3,
    "active": True,
    "ratio": 0.75,
    "owner": None,
    "tags": ["alpha", "beta"],
    "members": [{"id": 1, "role": "lead"}, {"id": 2, "role": "dev"}],
    "unicode": "café ☕",
}

text = json.dumps(data, indent=2)
print(text)
compact = json.dumps(data, separators=(",", ":"), sort_keys=True)
print(compact)
print(json.dumps(data["unicode"]), json.dumps(data["unicode"], ensure_ascii=False))

loaded = json.loads(text)
print(loaded == data)
print(type(loaded["members"]).__name__, loaded["members"][1]["role"])
print(json.loads("[1, 2.5, \"x\", null, true]"))

try:
    json.loads("{'bad': 1}")
except json.JSONDecodeError as e:
    print(f"JSON error at line {e.lineno} col {e.colno}: {e.msg}")
