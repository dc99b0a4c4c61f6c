import math


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        raise NotImplementedError

    def perimeter(self):
        raise NotImplementedError

    def describe(self):
        return f"{self.name}: area={self.area():.2f}, perimeter={self.perimeter():.2f}"

    def __str__(self):
        return self.describe()


class Circle(Shape):
    def __init__(self, radius):
        super().__init__("Circle")
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2

    def perimeter(self):
        return 2 * math.pi * self.radius


class Rectangle(Shape):
    def __init__(self, width, height):
        super().__init__("Rectangle")
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "Square"


shapes = [Circle(1.5), Rectangle(3, 4), Square(2.5)]
for shape in shapes:
    print(shape)

print("largest:", max(shapes, key=lambda s: s.area()).name)
print("total area: %.3f" % sum(s.area() for s in shapes))
print(isinstance(shapes[2], Rectangle), issubclass(Square, Shape), type(shapes[2]).__name__)
print([cls.__name__ for cls in Square.__mro__])
try:
    Shape("blob").area()
except NotImplementedError:
    print("Shape.area is abstract")
