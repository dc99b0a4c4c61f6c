class Temperature:
    def __init__(self, celsius: float = 0.0):
        self.celsius = celsius

    @property
    def celsius(self) -> float:
        return self._celsius

    @celsius.setter
    def celsius(self, value: float) -> None:
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._celsius = value

    @property
    def fahrenheit(self) -> float:
        return self._celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, value: float) -> None:
        self.celsius = (value - 32) * 5 / 9

    @property
    def kelvin(self):
        return self._celsius + 273.15

    def __repr__(self):
        return f"Temperature({self._celsius:.2f}°C)"


t = Temperature(25)
print(t, t.fahrenheit, t.kelvin)
t.fahrenheit = 212
print(t, t.celsius)
t.celsius = -40
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("error:", e)
try:
    t.kelvin = 0
except AttributeError as e:
    print("AttributeError raised")
print(t)
print([f"{Temperature(c).fahrenheit:.1f}" for c in range(0, 101, 25)])
