from datetime import date


class Person:
    population = 0

    def __init__(self, name: str, birth_year: int):
        self.name = name
        self.birth_year = birth_year
        Person.population += 1

    @classmethod
    def from_string(cls, text: str) -> "Person":
        name, year = text.split("-")
        return cls(name.strip(), int(year))

    @classmethod
    def count(cls):
        return cls.population

    @staticmethod
    def is_adult(age: int) -> bool:
        return age >= 18

    def age_in(self, year: int) -> int:
        return year - self.birth_year

    def __str__(self):
        return f"{self.name} (born {self.birth_year})"


class Employee(Person):
    def __init__(self, name, birth_year, company="ACME"):
        super().__init__(name, birth_year)
        self.company = company

    def __str__(self):
        return super().__str__() + f" works at {self.company}"


people = [Person("Ann", 1990), Person.from_string("Ben - 2010"), Employee.from_string("Cy-1975")]
ref_year = date(2024, 1, 1).year
for p in people:
    age = p.age_in(ref_year)
    print(f"{p}: {age} adult={Person.is_adult(age)} type={type(p).__name__}")
print(Person.count(), Employee.count(), Person.population)
