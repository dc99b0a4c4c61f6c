import pandas as pd

idx = pd.date_range("2024-01-01", periods=14, freq="D")
visits = pd.Series([120, 135, 128, 140, 160, 90, 85, 130, 142, 138, 150, 170, 95, 88], index=idx, name="visits")
print(visits.head())
weekly = visits.resample("W").sum()
print(weekly)
print(visits.resample("W").agg(["mean", "max"]).round(1))
df = visits.to_frame()
df["weekday"] = df.index.day_name()
df["weekend"] = df.index.dayofweek >= 5
print(df.groupby("weekend")["visits"].mean())
print(df.loc["2024-01-05":"2024-01-08"])
print(visits.rolling(3).mean().round(2).tail(4))
dates = pd.to_datetime(pd.Series(["2024-03-01", "2024-03-15", "2024-04-02"]))
print(dates.diff().dt.days.tolist(), dates.dt.month.tolist(), (dates.max() - dates.min()).days)
print(pd.Timestamp("2024-02-28") + pd.Timedelta(days=2), pd.Timestamp("2024-12-31").dayofyear)
