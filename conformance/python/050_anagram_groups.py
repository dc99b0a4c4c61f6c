from collections import defaultdict, Counter

words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "inlets", "banana"]

groups = defaultdict(list)
for w in words:
    groups["".join(sorted(w))].append(w)

for key, group in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{key:<8} {group}")


def is_anagram(a, b):
    return Counter(a.replace(" ", "").lower()) == Counter(b.replace(" ", "").lower())


print(is_anagram("Dormitory", "Dirty room"), is_anagram("hello", "world"))


def find_anagrams(s, p):
    need = Counter(p)
    window = Counter(s[: len(p)])
    hits = [0] if window == need else []
    for i in range(len(p), len(s)):
        window[s[i]] += 1
        window[s[i - len(p)]] -= 1
        if window[s[i - len(p)]] == 0:
            del window[s[i - len(p)]]
        if window == need:
            hits.append(i - len(p) + 1)
    return hits


print(find_anagrams("cbaebabacd", "abc"), find_anagrams("abab", "ab"))
