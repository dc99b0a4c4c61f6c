def markdown_table(rows, headers, align=None):
    align = align or ["left"] * len(headers)
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]

    def fmt_row(r):
        out = []
        for c, w, a in zip(r, widths, align):
            out.append(c.rjust(w) if a == "right" else c.center(w) if a == "center" else c.ljust(w))
        return "| " + " | ".join(out) + " |"

    sep = []
    for w, a in zip(widths, align):
        dashes = "-" * w
        if a == "right":
            dashes = dashes[:-1] + ":"
        elif a == "center":
            dashes = ":" + dashes[1:-1] + ":"
        sep.append(dashes)
    return "\n".join([fmt_row(headers), "| " + " | ".join(sep) + " |"] + [fmt_row(r) for r in cells])


languages = [
    ("Python", 1991, "Guido van Rossum", 3.12),
    ("Rust", 2015, "Graydon Hoare", 1.75),
    ("Go", 2009, "Griesemer, Pike, Thompson", 1.22),
    ("C", 1972, "Dennis Ritchie", "C17"),
]
print(markdown_table(languages, ["Language", "Year", "Creator", "Version"], ["left", "right", "left", "center"]))
print()
print(markdown_table([(n, n * n, n ** 3) for n in range(1, 6)], ["n", "n²", "n³"], ["right"] * 3))
