def main(args):
    if len(args) < 2:
        print("usage: convert <amount> <currency>")
        exit(2)
    amount, currency = float(args[0]), args[1]
    print(f"{amount:.2f} {currency}")


print("currency converter v1.0")
main(["42"])
print("done")
