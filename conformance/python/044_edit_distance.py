def levenshtein(s: str, t: str) -> int:
    prev = list(range(len(t) + 1))
    for i, cs in enumerate(s, 1):
        cur = [i]
        for j, ct in enumerate(t, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (cs != ct)))
        prev = cur
    return prev[-1]


def closest(word, vocabulary):
    return min(vocabulary, key=lambda v: (levenshtein(word, v), v))


pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same")]
for a, b in pairs:
    print(f"{a!r:>12} -> {b!r:<12} distance {levenshtein(a, b)}")

vocab = ["apple", "banana", "orange", "grape", "pineapple", "mango"]
for typo in ["aple", "banan", "grap", "mangoes", "ornge"]:
    print(f"did you mean {closest(typo, vocab)!r} for {typo!r}?")
