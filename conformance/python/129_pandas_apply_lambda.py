import pandas as pd

people = pd.DataFrame({
    "first": ["ada", "alan", "grace", "linus"],
    "last": ["lovelace", "turing", "hopper", "torvalds"],
    "born": [1815, 1912, 1906, 1969],
    "salary": [52000, 61000, 75000, 98000],
})
people["full_name"] = people.apply(lambda r: f"{r['first'].title()} {r['last'].title()}", axis=1)
people["era"] = people["born"].apply(lambda y: "19th" if y < 1900 else "20th")
people["initials"] = people["first"].str[0].str.upper() + people["last"].str[0].str.upper()
people["band"] = pd.cut(people["salary"], bins=[0, 60000, 80000, 200000], labels=["low", "mid", "high"])
print(people[["full_name", "era", "initials", "band"]])
people["raise"] = people["salary"].map(lambda s: round(s * 0.05))
print(people.assign(new_salary=lambda d: d["salary"] + d["raise"])[["initials", "salary", "new_salary"]])
print(people["last"].str.len().tolist(), people["first"].str.contains("a").tolist())
print(people.select_dtypes("number").apply(lambda c: c.max() - c.min()))
print(people["full_name"].str.split(" ").str[1].str.upper().tolist())
