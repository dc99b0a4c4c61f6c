# Writing methods that take blocks with yield

def repeat(times)
  return to_enum(:repeat, times) unless block_given?
  i = 0
  while i < times
    yield i
    i += 1
  end
  times
end

result = repeat(3) { |i| puts "iteration #{i}" }
p result
p repeat(4).map { |i| i * 10 }

def with_timing(label)
  puts "start #{label}"
  value = yield
  puts "end #{label} -> #{value.inspect}"
  value
end

with_timing("sum") { (1..10).sum }
with_timing("noop") { }

def each_pair_of(list)
  list.each_with_index do |a, i|
    list[(i + 1)..].each { |b| yield a, b }
  end
end

each_pair_of(%w[x y z]) { |a, b| print a, b, " " }
puts

def transform(values)
  values.map { |v| block_given? ? yield(v) : v }
end
p transform([1, 2, 3])
p transform([1, 2, 3]) { |v| v**2 }

def fibs(limit)
  a, b = 0, 1
  while a <= limit
    yield a
    a, b = b, a + b
  end
end
collected = []
fibs(50) { |f| collected << f }
p collected

def find_first(items)
  items.each do |item|
    return item if yield(item)
  end
  nil
end
p find_first([3, 8, 11, 14]) { |n| n > 10 }
p find_first([1, 2]) { |n| n > 10 }

def block_to_proc(&blk)
  blk
end
pr = block_to_proc { |x| "got #{x}" }
p pr.class
p pr.call(7)

r = [1, 2, 3, 4].each do |n|
  next if n.even?
  break n * 100 if n == 3
end
p r
p [1, 2, 3].each_slice(2).to_a
