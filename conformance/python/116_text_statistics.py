import re
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

sentences = [s for s in re.split(r"(?<=[.!?])\s+", TEXT) if s]
words = re.findall(r"\b[\w']+\b", TEXT)
lower = [w.lower() for w in words]
chars = len(TEXT)
letters = sum(c.isalpha() for c in TEXT)

print(f"characters: {chars}, letters: {letters}, lines: {TEXT.count(chr(10)) + 1}")
print(f"sentences: {len(sentences)}, words: {len(words)}, unique: {len(set(lower))}")
print(f"average word length: {sum(map(len, words)) / len(words):.3f}")
stop = {"it", "was", "the", "of"}
content = Counter(w for w in lower if w not in stop)
print("top content words:", content.most_common(4))
bigrams = Counter(zip(lower, lower[1:]))
print("top bigrams:", [" ".join(b) for b, _ in bigrams.most_common(3)])
print("capitalized:", sorted({w for w in words if w[0].isupper()}))
print("longest:", sorted(set(lower), key=lambda w: (-len(w), w))[:3])
vowels = Counter(c for c in TEXT.lower() if c in "aeiou")
print(sorted(vowels.items()))
