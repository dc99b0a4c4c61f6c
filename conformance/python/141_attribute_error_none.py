import re

LINES = [
    "user=alice id=17",
    "user=bob id=42",
    "broken entry",
]


def extract_id(line):
    match = re.search(r"id=(\d+)", line)
    return int(match.group(1))


for line in LINES:
    print(line.split()[0], "->", extract_id(line))
