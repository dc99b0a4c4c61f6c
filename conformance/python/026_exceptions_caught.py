def parse_int(text):
    try:
        return int(text)
    except ValueError as e:
        print(f"could not parse {text!r}: {e}")
        return None
    finally:
        print(f"parsed {text!r}")


values = ["42", "x7", "-3", "", "1_000"]
print([parse_int(v) for v in values])


def safe_divide(a, b):
    try:
        result = a / b
    except ZeroDivisionError:
        print("division by zero!")
        return float("inf")
    except TypeError as e:
        print("type problem:", e)
        return None
    else:
        print("ok")
        return result


print(safe_divide(10, 4))
print(safe_divide(1, 0))
print(safe_divide("a", 2))

data = {"a": [1, 2, 3]}
for action in [lambda: data["b"], lambda: data["a"][10], lambda: data["a"].push(4), lambda: int(None)]:
    try:
        action()
    except (KeyError, IndexError) as e:
        print("lookup failed:", type(e).__name__, e)
    except Exception as e:
        print("other failure:", type(e).__name__)

try:
    raise RuntimeError("outer") from ValueError("inner")
except RuntimeError as e:
    print(e, "caused by", repr(e.__cause__))
