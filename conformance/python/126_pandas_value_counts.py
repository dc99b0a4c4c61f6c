import pandas as pd

responses = pd.Series(
    ["yes", "no", "yes", "maybe", "yes", "no", "yes", None, "maybe", "yes"],
    name="answer",
)
print(responses.value_counts())
print(responses.value_counts(normalize=True).round(3))
print(responses.value_counts(dropna=False))
print(responses.nunique(), responses.unique())
print(responses.isna().sum(), responses.count(), len(responses))
ratings = pd.Series([5, 3, 4, 5, 2, 5, 4, 4, 1, 5])
print(ratings.value_counts().sort_index())
bins = pd.cut(ratings, bins=[0, 2, 4, 5], labels=["low", "mid", "high"])
print(bins.value_counts())
print(ratings.mode().tolist(), ratings.mean(), ratings.median())
cats = pd.Series(["b", "a", "c", "a", "b", "a"], dtype="category")
print(cats.cat.categories.tolist(), cats.value_counts().to_dict())
