import sys
import json

payload = '{"version": 2, "items": [1, 2, 3]}'
data = json.loads(payload)
print("loaded", len(data["items"]), "items")
if data["version"] != 1:
    sys.exit(f"unsupported version {data['version']}")
print("processing...")
