from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, InvalidOperation, localcontext

amounts = ["2.345", "2.355", "-1.005", "0.125", "99.995"]
modes = [ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING]
print("amount   " + " ".join(f"{m:>16}" for m in modes))
for a in amounts:
    d = Decimal(a)
    print(f"{a:<8} " + " ".join(f"{d.quantize(Decimal('0.01'), rounding=m):>16}" for m in modes))


def split_bill(total: Decimal, people: int):
    share = (total / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    shares = [share] * people
    remainder = total - share * people
    cents = int(remainder * 100)
    for i in range(cents):
        shares[i] += Decimal("0.01")
    return shares


shares = split_bill(Decimal("100.00"), 3)
print(shares, sum(shares))
print(Decimal("1") / Decimal("3"))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal("1") / Decimal("3"), Decimal("22") / Decimal("7"))
try:
    Decimal("abc")
except InvalidOperation:
    print("invalid decimal")
print(Decimal(0.1))
print(Decimal("10.50") * 2, Decimal("3.00") + Decimal("1.2"), -Decimal("0"), Decimal("1E+3").to_integral())
