import io
import pandas as pd

CSV = """id,name,age,height_cm,city
1,Ana,34,165.5,Lisbon
2,Bruno,28,180.2,Porto
3,Carla,45,158.0,Lisbon
4,Duarte,,175.4,Faro
5,Eva,23,169.9,Porto
6,Filipe,38,182.1,Lisbon
"""

df = pd.read_csv(io.StringIO(CSV))
print(df)
print(df.dtypes)
print(df.shape, list(df.columns))
print(df.describe())
print(df.describe(include="object"))
print(df["age"].isna().sum(), df["age"].mean())
print(df.head(2))
print(df.tail(2))
print(df.loc[df["city"] == "Lisbon", ["name", "age"]])
print(df.iloc[1:3, [1, 3]])
df.info()
