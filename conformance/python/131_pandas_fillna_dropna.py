import numpy as np
import pandas as pd

df = pd.DataFrame({
    "sensor": ["s1", "s2", "s3", "s4", "s5"],
    "temp": [21.5, np.nan, 19.8, 22.1, np.nan],
    "humidity": [45, 50, np.nan, 55, 60],
    "status": ["ok", None, "ok", "fail", "ok"],
})
print(df)
print(df.isna().sum())
print(df.dropna())
print(df.dropna(subset=["temp"]))
filled = df.fillna({"temp": df["temp"].mean(), "humidity": 0, "status": "unknown"})
print(filled)
print(df["temp"].ffill().tolist(), df["temp"].bfill().tolist())
print(df["temp"].interpolate().round(2).tolist())
print(df.notna().all(axis=1).tolist())
dupes = pd.DataFrame({"k": [1, 1, 2, 3, 3], "v": ["a", "a", "b", "c", "d"]})
print(dupes.drop_duplicates())
print(dupes.drop_duplicates(subset="k", keep="last"))
print(dupes.duplicated().tolist())
