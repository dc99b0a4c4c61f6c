# Inheritance, super and polymorphism with shapes

class Shape
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def area = raise(NotImplementedError, "#{self.class} must implement area")
  def perimeter = raise(NotImplementedError, "#{self.class} must implement perimeter")

  def to_s
    format("%-10s area=%8.3f perimeter=%7.3f", name, area, perimeter)
  end

  def <=>(other) = area <=> other.area
  include Comparable
end

class Rectangle < Shape
  attr_reader :width, :height

  def initialize(width, height, name = "rectangle")
    super(name)
    @width = width
    @height = height
  end

  def area = width * height
  def perimeter = 2 * (width + height)
end

class Square < Rectangle
  def initialize(side)
    super(side, side, "square")
  end
end

class Circle < Shape
  def initialize(radius)
    super("circle")
    @radius = radius
  end

  def area = Math::PI * @radius**2
  def perimeter = 2 * Math::PI * @radius
end

class Triangle < Shape
  def initialize(a, b, c)
    super("triangle")
    @sides = [a, b, c]
  end

  def perimeter = @sides.sum

  def area
    s = perimeter / 2.0
    Math.sqrt(@sides.reduce(s) { |acc, x| acc * (s - x) })
  end
end

shapes = [Rectangle.new(3, 4), Square.new(2.5), Circle.new(1), Triangle.new(3, 4, 5)]
shapes.each { |s| puts s }
puts "Largest: #{shapes.max.name}"
puts "Sorted: #{shapes.sort.map(&:name).join(' < ')}"
p Square.ancestors.take_while { |c| c != Object }
p Square.superclass, Square.superclass.superclass
p shapes.map { |s| s.is_a?(Rectangle) }
p Square.new(1).instance_of?(Rectangle)
p Square.instance_method(:area).owner

class Blob < Shape; end
begin
  puts Blob.new("blob")
rescue NotImplementedError => e
  puts "#{e.class}: #{e.message}"
end
