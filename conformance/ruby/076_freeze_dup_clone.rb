# freeze, dup, clone and deep copies

original = { name: "config", tags: ["a", "b"], nested: { level: 1 } }
shallow = original.dup
shallow[:name] = "copy"
shallow[:tags] << "c"
p original
p shallow

deep = Marshal.load(Marshal.dump(original))
deep[:tags] << "d"
deep[:nested][:level] = 99
p original
p deep

frozen = "immutable".freeze
p frozen.frozen?
p frozen.dup.frozen?
p frozen.clone.frozen?
p frozen.clone(freeze: false).frozen?

list = [1, 2, 3].freeze
begin
  list << 4
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
end
copy = list.dup
copy << 4
p copy
p list.map { |x| x * 2 }.frozen?

inner = [[1, 2], [3, 4]].freeze
inner[0] << 99
p inner

obj = Object.new
def obj.greet = "singleton hello"
p obj.clone.greet
begin
  obj.dup.greet
rescue NoMethodError
  puts "dup drops singleton methods"
end

Point = Struct.new(:x, :y)
pt = Point.new(1, 2).freeze
begin
  pt.x = 5
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
end
p pt.dup.tap { |d| d.x = 5 }.x

s = "text"
t = s
t << " more"
p s
u = s.dup
u << " again"
p s, u
p 1.frozen?, :sym.frozen?, nil.frozen?, "lit".frozen?
p [original.frozen?, original.freeze.frozen?, original[:tags].frozen?]
