import pandas as pd

books = pd.DataFrame({
    "title": ["Dune", "Neuromancer", "Foundation", "Hyperion", "Snow Crash", "The Expanse"],
    "author": ["Herbert", "Gibson", "Asimov", "Simmons", "Stephenson", "Corey"],
    "year": [1965, 1984, 1951, 1989, 1992, 2011],
    "rating": [4.3, 3.9, 4.2, 4.2, 4.0, 4.4],
    "pages": [412, 271, 255, 482, 440, 561],
})
print(books.sort_values(["rating", "year"], ascending=[False, True]))
print(books.query("year < 1990 and rating >= 4.0")[["title", "year"]])
print(books[books["title"].str.startswith(("S", "T"))])
print(books.nlargest(2, "pages")[["title", "pages"]])
print(books[books["author"].isin(["Asimov", "Gibson"])].title.tolist())
print(books.loc[books["pages"].between(300, 500), "title"].tolist())
books["decade"] = (books["year"] // 10 * 10).astype(str) + "s"
print(books.groupby("decade").size())
print(books.set_index("title").sort_index().loc["Foundation":"Neuromancer", ["author"]])
