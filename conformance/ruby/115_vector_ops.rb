# Operator overloading with a 2D vector class

class Vec
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def +(other) = Vec.new(x + other.x, y + other.y)
  def -(other) = Vec.new(x - other.x, y - other.y)
  def -@ = Vec.new(-x, -y)
  def +@ = self

  def *(other)
    case other
    when Numeric then Vec.new(x * other, y * other)
    when Vec then x * other.x + y * other.y
    else raise TypeError, "can't multiply Vec by #{other.class}"
    end
  end

  def /(scalar) = Vec.new(x.fdiv(scalar), y.fdiv(scalar))
  def ==(other) = other.is_a?(Vec) && x == other.x && y == other.y
  def [](i) = [x, y].fetch(i)
  def length = Math.sqrt(x**2 + y**2)
  def normalize = self / length
  def to_a = [x, y]
  def to_s = "(#{x}, #{y})"
  def inspect = "Vec#{self}"
  def coerce(n) = [self, n]
end

a = Vec.new(3, 4)
b = Vec.new(1, -2)
puts a + b
puts a - b
puts -a
puts +a
puts a * 2
puts 2 * a
p a * b
puts a / 2
p a.length
p a.normalize
p a == Vec.new(3, 4), a != b
p a[0], a[1]
begin
  a[2]
rescue IndexError => e
  puts "IndexError: #{e.message}"
end
begin
  a * "x"
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
x, y = *a
p [x, y]
path = [Vec.new(0, 0), Vec.new(3, 4), Vec.new(6, 0), Vec.new(0, 0)]
total = path.each_cons(2).sum { |p1, p2| (p2 - p1).length }
p total
p path.reduce(:+)
p [Vec.new(2, 2), Vec.new(-1, 5), Vec.new(0, 1)].sort_by(&:length)
acc = Vec.new(0, 0)
acc += Vec.new(1, 1)
acc -= Vec.new(0, 2)
p acc
