# Pattern matching on arrays with case/in

def describe(value)
  case value
  in []
    "empty array"
  in [x]
    "single element: #{x}"
  in [Integer => a, Integer => b]
    "two integers summing to #{a + b}"
  in [String, *rest]
    "starts with a string, #{rest.length} more"
  in [first, *, last]
    "first=#{first.inspect} last=#{last.inspect}"
  in Integer | Float => n if n.negative?
    "negative number #{n}"
  in Integer | Float => n
    "number #{n}"
  in nil
    "nothing"
  else
    "something else: #{value.class}"
  end
end

samples = [[], [42], [3, 4], ["a", 1, 2], [:x, :y, :z], -5, 2.5, nil, { a: 1 }]
samples.each { |s| puts "#{s.inspect.ljust(16)} => #{describe(s)}" }

# Find pattern
logs = [
  [:info, "boot", :warn, "disk low", :info, "ready"],
  [:info, "start", :error, "crash", :info, "restart"],
]
logs.each do |entries|
  case entries
  in [*, :error, msg, *]
    puts "found error: #{msg}"
  in [*, :warn, msg, *]
    puts "found warning: #{msg}"
  end
end

# Destructuring nested arrays
points = [[1, [2, 3]], [4, [5, 6]]]
points.each do |pt|
  case pt
  in [a, [b, c]]
    puts "a=#{a} b=#{b} c=#{c} sum=#{a + b + c}"
  end
end

# Pin operator
expected = 3
[[3, "match"], [4, "no"]].each do |pair|
  case pair
  in [^expected, label]
    puts "pinned match: #{label}"
  in [n, _]
    puts "#{n} is not #{expected}"
  end
end

result = [1, [2, 3]] in [Integer, [_, _]]
p result
[10, 20, 30] => [head, *tail]
p head, tail
