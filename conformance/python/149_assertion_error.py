def normalize(weights):
    total = sum(weights.values())
    assert total > 0, "weights must sum to a positive number"
    return {k: v / total for k, v in weights.items()}


def check(result):
    assert abs(sum(result.values()) - 1.0) < 1e-9
    return result


print(check(normalize({"a": 1, "b": 3})))
print(check(normalize({"x": 2.5, "y": 2.5, "z": 5})))
print(check(normalize({"p": 0, "q": 0})))
