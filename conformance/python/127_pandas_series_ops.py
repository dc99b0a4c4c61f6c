import pandas as pd

prices = pd.Series({"AAPL": 189.5, "MSFT": 410.25, "GOOG": 141.8, "AMZN": 178.3})
shares = pd.Series({"AAPL": 10, "MSFT": 3, "TSLA": 5, "GOOG": 8})
print(prices)
value = prices * shares
print(value)
print(value.dropna().sort_values(ascending=False))
print(value.sum(), value.fillna(0).sum())
print(prices[prices > 175])
print(prices.idxmax(), prices.max(), prices.rank().astype(int).to_dict())
print(prices.apply(lambda p: f"${p:,.2f}"))
print(prices.pct_change().round(4))
s = pd.Series(range(1, 6), index=list("abcde"))
print(s.cumsum().tolist(), s.shift(1).tolist(), s.rolling(2).mean().tolist())
print(s["b":"d"], s.iloc[-2:], s.where(s > 2, 0).tolist())
print(s.map({1: "one", 2: "two"}).tolist())
print(pd.Series([3, 1, 2]).sort_values().index.tolist(), s.describe()["std"].round(4))
