import textwrap

text = (
    "Python is a high-level, general-purpose programming language. Its design "
    "philosophy emphasizes code readability with the use of significant indentation. "
    "Python is dynamically typed and garbage-collected."
)

print(textwrap.fill(text, width=40))
print("---")
for line in textwrap.wrap(text, width=60):
    print(f"| {line:<60} |")
print("---")
print(textwrap.shorten(text, width=50, placeholder=" [...]"))
print(textwrap.indent(textwrap.fill(text, 30), "> "))
code = """
    def hello():
        print("hi")
"""
print(textwrap.dedent(code).strip())
print(textwrap.fill("a " * 20, width=15, initial_indent="* ", subsequent_indent="  "))
