import string


def caesar(text: str, shift: int) -> str:
    result = []
    for ch in text:
        if ch.isupper():
            result.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        elif ch.islower():
            result.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        else:
            result.append(ch)
    return "".join(result)


def vigenere(text, key, decrypt=False):
    out, k = [], 0
    for ch in text:
        if ch.isalpha():
            shift = ord(key[k % len(key)].lower()) - 97
            out.append(caesar(ch, -shift if decrypt else shift))
            k += 1
        else:
            out.append(ch)
    return "".join(out)


msg = "Attack at Dawn! Meet at the old mill, 7pm."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar("xyz XYZ", 5))
rot13 = str.maketrans(string.ascii_letters, string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])
print("Hello, World!".translate(rot13))
v = vigenere(msg, "lemon")
print(v)
print(vigenere(v, "lemon", decrypt=True))
from collections import Counter
freq = Counter(c for c in enc.lower() if c.isalpha())
print(freq.most_common(3))
