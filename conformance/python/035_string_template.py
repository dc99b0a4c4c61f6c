from string import Template
import string

letter = Template("Dear $name,\n\nYour order #$order_id of $$${amount} ships on ${day}.\n")
print(letter.substitute(name="Ms. Lovelace", order_id=1042, amount="19.90", day="Monday"))

partial = Template("Hello $who, welcome to $place")
print(partial.safe_substitute(who="Bob"))
try:
    partial.substitute(who="Bob")
except KeyError as e:
    print("missing key:", e)

rows = [{"item": "tea", "qty": 2}, {"item": "cake", "qty": 1}]
line = Template("- ${qty}x $item")
print("\n".join(line.substitute(r) for r in rows))
print(string.ascii_lowercase[:10], string.digits, string.punctuation[:8])
print(string.capwords("the quick  brown fox"))
fmt = string.Formatter()
print(fmt.format("{0:>5}|{1:<5}|", "ab", "cd"))
print([t[1] for t in fmt.parse("Hi {name}, you owe {amount:.2f}")])
