def average(values):
    return sum(values) / len(values)


groups = {
    "morning": [12, 15, 11],
    "afternoon": [20, 22, 19, 25],
    "evening": [],
}

for name, readings in groups.items():
    avg = average(readings)
    print(f"{name:<10} average={avg:.2f}")
