# Structs: lightweight classes with generated accessors

Point = Struct.new(:x, :y) do
  def distance_to(other)
    Math.sqrt((x - other.x)**2 + (y - other.y)**2)
  end

  def to_s
    "(#{x}, #{y})"
  end
end

a = Point.new(0, 0)
b = Point.new(3, 4)
puts a
puts b
puts a.distance_to(b)
p b.to_a
p b.to_h
p Point.members
p b == Point.new(3, 4)
b.x = 10
puts b
x, y = *b
puts "x=#{x} y=#{y}"

Person = Struct.new(:name, :email, :age, keyword_init: true)
alice = Person.new(name: "Alice", email: "alice@example.com", age: 29)
p alice
puts alice.name
p alice.to_h
p Person.members

begin
  Person.new(name: "Bob", phone: "123")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

Pair = Struct.new(:left, :right)
pair = Pair.new(1)
p pair
p pair.right
pair[:right] = 2
p pair[1]
p pair.each.to_a
p pair.values
people = [Person.new(name: "Zed", age: 40), Person.new(name: "Amy", age: 22)]
people.sort_by(&:age).each { |pr| puts "#{pr.name} (#{pr.age})" }
