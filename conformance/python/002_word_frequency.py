from collections import Counter
import re

text = """
The quick brown fox jumps over the lazy dog. The dog barks; the fox runs.
A quick brown dog? No -- the quick brown fox!
"""

words = re.findall(r"[a-z']+", text.lower())
counts = Counter(words)

print(f"Total words: {len(words)}")
print(f"Unique words: {len(counts)}")
print("Top 5:")
for word, count in counts.most_common(5):
    print(f"  {word:<8} {count:>3} {'*' * count}")

longest = max(counts, key=lambda w: (len(w), w))
print(f"Longest word: {longest!r}")
