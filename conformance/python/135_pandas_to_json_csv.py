import io
import json
import pandas as pd

df = pd.DataFrame({
    "id": [1, 2, 3],
    "name": ["Widget", "Gadget", "Gizmo"],
    "price": [9.99, 24.5, 3.0],
    "tags": [["a"], [], ["b", "c"]],
})
print(df.to_csv(index=False), end="")
print(df.drop(columns="tags").to_json(orient="records"))
print(json.dumps(json.loads(df.drop(columns="tags").to_json(orient="split")), indent=1))
records = df.to_dict(orient="records")
print(records[0])
print(df.to_dict(orient="list")["price"])
buf = io.StringIO()
df[["id", "price"]].to_csv(buf, sep=";", index=False, float_format="%.1f")
print(buf.getvalue(), end="")
back = pd.read_json(io.StringIO(df.drop(columns="tags").to_json(orient="records")))
print(back.dtypes.tolist() == [df["id"].dtype, back["name"].dtype, df["price"].dtype], back.shape)
print(df.to_string(columns=["name", "price"], index=False))
print(df.drop(columns="tags").T)
