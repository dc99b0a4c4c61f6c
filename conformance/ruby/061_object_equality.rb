# Equality, hashing and using custom objects as hash keys

class Point
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def ==(other)
    other.is_a?(Point) && x == other.x && y == other.y
  end
  alias eql? ==

  def hash
    [x, y].hash
  end

  def to_s = "(#{x}, #{y})"
end

a = Point.new(1, 2)
b = Point.new(1, 2)
c = Point.new(2, 1)

p a == b
p a.equal?(b)
p a.eql?(b)
p a == c
p a.hash == b.hash

visits = Hash.new(0)
[a, b, c, Point.new(1, 2)].each { |pt| visits[pt] += 1 }
visits.each { |pt, n| puts "#{pt} visited #{n} times" }
p [a, b, c].uniq.size
p [a, c].include?(Point.new(2, 1))
p [a, b, c].count(a)
p ([a, c] - [b]).map(&:to_s)
p ([a] & [b]).map(&:to_s)

class Plain
  def initialize(v) = @v = v
end
p Plain.new(1) == Plain.new(1)
p [Plain.new(1), Plain.new(1)].uniq.size

p 1 == 1.0
p 1.eql?(1.0)
p 1.equal?(1)
p "a" == "a", "a".equal?("a")
p :a.equal?(:a)
p [1, [2, 3]] == [1, [2, 3]]
p({ a: 1 } == { a: 1.0 })
p({ a: 1 }.eql?({ a: 1.0 }))
p 17.0.hash == 17.hash
h = { 1 => :int, 1.0 => :float }
p h.size
p h[1], h[1.0]
p nil.to_a, nil.to_s, nil.inspect
p NaN = Float::NAN
p NaN == NaN
