# Non-local exits: catch/throw, loop with break values, next and redo-free retries

grid = [
  [1, 3, 5],
  [7, 9, 11],
  [13, 42, 17],
  [19, 21, 23],
]

found = catch(:found) do
  grid.each_with_index do |row, r|
    row.each_with_index do |val, c|
      throw :found, [r, c] if val.even?
    end
  end
  nil
end
p found

result = catch(:done) do
  10.times { |i| throw :done if i == 3 }
  :never
end
p result

depth = catch do |tag|
  (1..).each { |n| throw tag, n if 2**n > 1000 }
end
p depth

value = loop do
  break 42
end
p value

counter = 0
v = while counter < 10
  counter += 1
  break "stopped at #{counter}" if counter * counter > 20
end
p v
p (while false do end)

evens = []
(1..10).each do |n|
  next if n.odd?
  evens << n
end
p evens

p [1, 2, 3, 4].map { |n| next 0 if n.even?; n * 10 }
p [5, 6, 7].each { |n| break n if n > 5 }

def find_pair(nums, target)
  nums.each_with_index do |a, i|
    nums[(i + 1)..].each do |b|
      return [a, b] if a + b == target
    end
  end
  :none
end
p find_pair([3, 8, 1, 12, 5], 13)
p find_pair([1, 2], 99)

begin
  throw :unknown_tag
rescue UncaughtThrowError => e
  puts "#{e.class}: #{e.message}"
end
e = [1, 2, 3].each
loop { p e.next }
puts "loop ended via StopIteration"
