import sys

REQUIRED = ["name", "email", "role"]
record = {"name": "Dana", "email": "dana@example.com"}

missing = [field for field in REQUIRED if field not in record]
print(f"checking record for {record['name']}")
if missing:
    print(f"missing fields: {', '.join(missing)}")
    sys.exit(4)
print("record is complete")
