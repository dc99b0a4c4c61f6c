from operator import itemgetter, attrgetter

people = [
    {"name": "Alice", "age": 30, "city": "Paris"},
    {"name": "bob", "age": 25, "city": "Berlin"},
    {"name": "Carol", "age": 35, "city": "Paris"},
    {"name": "dave", "age": 25, "city": "Amsterdam"},
]

print([p["name"] for p in sorted(people, key=itemgetter("age"))])
print([p["name"] for p in sorted(people, key=lambda p: p["name"].lower())])
print([p["name"] for p in sorted(people, key=lambda p: (p["city"], -p["age"]))])
print([p["name"] for p in sorted(people, key=itemgetter("age", "name"), reverse=True)])

words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words))
print(sorted(words, key=str.casefold))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w.lower())))


class Task:
    def __init__(self, title, priority):
        self.title = title
        self.priority = priority

    def __repr__(self):
        return f"Task({self.title!r}, {self.priority})"


tasks = [Task("write", 2), Task("test", 1), Task("deploy", 3), Task("review", 1)]
print(sorted(tasks, key=attrgetter("priority", "title")))
print(max(tasks, key=lambda t: t.priority))
