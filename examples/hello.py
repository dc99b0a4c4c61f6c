import sys

import gg

print("Hello from a sandboxed Python program!")
entries = gg.files.list_directory("examples")
print(f"examples/ holds {len(entries)} entries; the Python ones:")
for entry in entries:
    if entry["name"].endswith(".py"):
        print(f"  {entry['name']} ({entry['size']} bytes)")
print(f"running on {sys.implementation.name} {sys.version.split()[0]}")
