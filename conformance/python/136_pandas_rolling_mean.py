import numpy as np
import pandas as pd

prices = pd.Series([100, 102, 101, 105, 107, 106, 110, 108, 111, 115, 113, 117], name="close")
df = prices.to_frame()
df["sma3"] = df["close"].rolling(3).mean().round(2)
df["ema3"] = df["close"].ewm(span=3, adjust=False).mean().round(2)
df["return_pct"] = (df["close"].pct_change() * 100).round(2)
df["signal"] = np.where(df["close"] > df["sma3"], "above", "below")
print(df)
print("max drawdown:", (df["close"] / df["close"].cummax() - 1).min().round(4))
print("expanding max:", df["close"].expanding().max().tolist())
print("rolling std:", df["close"].rolling(4).std().round(3).dropna().tolist())
print(df["signal"].value_counts().to_dict())
print(df[["close", "sma3"]].corr().round(4))
