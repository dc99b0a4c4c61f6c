from itertools import accumulate
import operator

deposits = [100, -20, 50, -80, 200, -10]
balances = list(accumulate(deposits))
print("balances:", balances)
print("running max:", list(accumulate(balances, max)))
print("running product:", list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print("with initial:", list(accumulate([1, 2, 3], initial=100)))

lowest = min(range(len(balances)), key=balances.__getitem__)
print(f"lowest balance {balances[lowest]} after transaction {lowest + 1}")

monthly = {"Jan": 1200, "Feb": 950, "Mar": 1430, "Apr": 1100, "May": 1675, "Jun": 1380}
cumulative = dict(zip(monthly, accumulate(monthly.values())))
for month, total in cumulative.items():
    bar = "#" * (total // 500)
    print(f"{month} {monthly[month]:>6,} {total:>7,} {bar}")
prefix = [0, *accumulate([3, 1, 4, 1, 5, 9, 2, 6])]
print("sum of [2:6]:", prefix[6] - prefix[2])
