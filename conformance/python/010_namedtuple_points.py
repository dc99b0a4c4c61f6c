from collections import namedtuple
from typing import NamedTuple
import math

Point = namedtuple("Point", ["x", "y"])


class City(NamedTuple):
    name: str
    lat: float
    lon: float
    population: int = 0


p = Point(3, 4)
print(p, p.x, p.y, p[0])
print("distance from origin:", math.hypot(*p))
q = p._replace(x=10)
print(q, q._asdict())
print(Point._fields)

cities = [
    City("Lisbon", 38.72, -9.14, 545_000),
    City("Oslo", 59.91, 10.75, 709_000),
    City("Quito", -0.18, -78.47),
]
for c in sorted(cities, key=lambda c: c.population, reverse=True):
    print(f"{c.name:<7} ({c.lat:6.2f}, {c.lon:7.2f}) pop={c.population:,}")
name, lat, *_ = cities[0]
print(name, lat)
print(cities[2])
