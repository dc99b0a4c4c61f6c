import re

text = "The year 1999 ended; 2000 began. Call 555-1234 or 555-9876."
print(re.sub(r"(\d{3})-(\d{4})", r"\2-\1", text))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), text))
print(re.subn(r"\s+", " ", "too    many   spaces  here"))


def snake_case(name):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()


for name in ["CamelCase", "getHTTPResponseCode", "simple", "HTMLParser", "version2Update"]:
    print(f"{name} -> {snake_case(name)}")

template = "Hello {name}, your code is {code}."
values = {"name": "Lin", "code": "X9"}
print(re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), template))
print(re.sub(r"(?i)python", "Py", "python PYTHON Python"))
print(re.sub(r"^\s*#.*$\n?", "", "x = 1\n# comment\ny = 2\n   # another\n", flags=re.M))
pattern = re.compile(r"(?P<key>\w+)\s*=\s*(?P<value>[^,]+)")
print({m["key"]: m["value"].strip() for m in pattern.finditer("a = 1, b= two , c =3")})
print(re.escape("1+1=2? (yes)"))
