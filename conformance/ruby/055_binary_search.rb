# Binary search: hand-written and built-in bsearch

def binary_search(sorted, target)
  low = 0
  high = sorted.size - 1
  steps = 0
  while low <= high
    steps += 1
    mid = (low + high) / 2
    case sorted[mid] <=> target
    when 0 then return [mid, steps]
    when -1 then low = mid + 1
    else high = mid - 1
    end
  end
  [nil, steps]
end

data = (1..100).map { |i| i * 3 }
[3, 150, 300, 301, 0, 151].each do |t|
  idx, steps = binary_search(data, t)
  puts "search #{t.to_s.rjust(3)}: #{idx.nil? ? 'not found' : "index #{idx}"} in #{steps} steps"
end

p data.bsearch { |x| x >= 100 }
p data.bsearch_index { |x| x >= 100 }
p data.bsearch { |x| x >= 1000 }
p data.bsearch { |x| 150 <=> x }

def lower_bound(arr, value)
  (0...arr.size).bsearch { |i| arr[i] >= value } || arr.size
end
scores = [10, 20, 20, 20, 35, 50]
p lower_bound(scores, 20)
p lower_bound(scores, 21)
p lower_bound(scores, 99)

def int_sqrt(n)
  (0..n + 1).bsearch { |x| x * x > n } - 1
end
p [0, 1, 15, 16, 17, 1_000_000].map { |n| int_sqrt(n) }

root = (0.0..10.0).bsearch { |x| x**3 >= 20 }
puts root.round(6)
first_bad = (1..1000).bsearch { |v| v >= 613 }
puts "first bad version: #{first_bad}"
