import re


def is_palindrome(s: str) -> bool:
    cleaned = re.sub(r"[^a-z0-9]", "", s.lower())
    return cleaned == cleaned[::-1]


def longest_palindrome(s: str) -> str:
    best = ""
    for center in range(len(s)):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best


phrases = [
    "A man, a plan, a canal: Panama",
    "race a car",
    "Was it a car or a cat I saw?",
    "No 'x' in Nixon",
    "",
    "ab",
]
for p in phrases:
    print(f"{p!r:<35} {is_palindrome(p)}")

for s in ["babad", "cbbd", "forgeeksskeegfor", "a"]:
    print(s, "->", longest_palindrome(s))
print([n for n in range(100, 200) if str(n) == str(n)[::-1]])
print(sum(1 for n in range(1, 10001) if str(n * n) == str(n * n)[::-1]))
