import pandas as pd

df = pd.DataFrame({
    "employee": ["ann", "bob", "cid", "dee"],
    "dept": ["ops", "dev", "dev", "ops"],
    "salary": [50000, 72000, 68000, 55000],
})
print(df.groupby("dept")["salary"].mean())
print("payroll:", df["salary"].sum())
df["bonus"] = df["salary"] * df["bonus_rate"]
print(df)
