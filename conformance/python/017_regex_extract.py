import re

text = """Contact us at support@example.com or sales@shop.example.org.
Call +1-555-0100 or (555) 010-0199. Visit https://example.com/docs?page=2 today.
Order #A1234 shipped on 2024-03-15; order #B987 on 2024-04-01."""

emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
print("emails:", emails)

urls = re.findall(r"https?://\S+?(?=\s|$)", text)
print("urls:", urls)

dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", text)
print("dates:", dates)

for m in re.finditer(r"#(?P<code>[A-Z]\d+)", text):
    print(f"order {m.group('code')} at {m.start()}-{m.end()}")

phone = re.compile(r"\(?\d{3}\)?[\s-]?\d{3}-\d{4}")
print("phones:", phone.findall(text))
print(re.sub(r"\d", "#", "PIN 1234, code 99"))
print(re.split(r"[;,]\s*", "a, b;c ,d"))
m = re.match(r"(\w+)\s(\w+)", "Grace Hopper was here")
print(m.groups(), m.group(0), m.span(2))
print(bool(re.fullmatch(r"[A-Z]{3}-\d{3}", "ABC-123")), bool(re.fullmatch(r"[A-Z]{3}-\d{3}", "AB-123")))
