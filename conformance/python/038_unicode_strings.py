import unicodedata

words = ["café", "naïve", "straße", "日本語", "emoji 🎉", "Ωmega"]
for w in words:
    print(f"{w!r:<14} len={len(w):2} utf8={len(w.encode('utf-8')):2} upper={w.upper()}")

s = "é"
decomposed = unicodedata.normalize("NFD", s)
print(len(s), len(decomposed), s == decomposed, unicodedata.normalize("NFC", decomposed) == s)
print([unicodedata.name(c) for c in "aé€"])
print(ord("€"), chr(8364), hex(ord("🎉")), "\u00e9", "\N{GREEK SMALL LETTER ALPHA}")
print("Straße".casefold() == "STRASSE".casefold())
print("héllo wörld".encode("ascii", errors="replace"), "héllo".encode("ascii", errors="ignore"))
print("naïve café".encode("utf-8"))
print(b"caf\xc3\xa9".decode("utf-8"), b"\xff".decode("utf-8", errors="replace"))
print(sorted(["zebra", "Äpfel", "apple", "Zoo", "école"]))
print("".join(reversed("añb")), "日本語"[1], "abc"[::-1])
print(unicodedata.category("A"), unicodedata.category("3"), unicodedata.numeric("½"))
print("→".join(["a", "b"]), "x" * 3 + "✓")
