a = {1, 2, 3, 4, 5, 6}
b = {4, 5, 6, 7, 8}

print("union:", sorted(a | b))
print("intersection:", sorted(a & b))
print("difference:", sorted(a - b))
print("symmetric:", sorted(a ^ b))
print("subset:", {4, 5} <= a, "superset:", a >= {1, 2})
print("disjoint:", a.isdisjoint({10, 11}))

team_a = ["alice", "bob", "carol", "dave"]
team_b = ["carol", "erin", "bob", "frank"]
both = sorted(set(team_a) & set(team_b))
only_a = sorted(set(team_a) - set(team_b))
print(f"In both teams: {', '.join(both)}")
print(f"Only in A: {', '.join(only_a)}")

seen = set()
dupes = []
for x in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]:
    if x in seen:
        dupes.append(x)
    seen.add(x)
print("duplicates in order:", dupes)
print("frozen:", sorted(frozenset("mississippi")))
