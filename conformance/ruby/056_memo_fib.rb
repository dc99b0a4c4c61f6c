# Memoization: Fibonacci, grid paths and partitions

fib = Hash.new { |memo, n| memo[n] = n < 2 ? n : memo[n - 1] + memo[n - 2] }
p fib[10]
p fib[90]
p fib.size
p (0..15).map { |n| fib[n] }

class Memo
  def initialize
    @cache = {}
    @hits = 0
  end

  attr_reader :hits

  def fetch(key)
    if @cache.key?(key)
      @hits += 1
      return @cache[key]
    end
    @cache[key] = yield
  end
end

memo = Memo.new
define_method(:grid_paths) do |r, c|
  memo.fetch([r, c]) do
    r.zero? || c.zero? ? 1 : grid_paths(r - 1, c) + grid_paths(r, c - 1)
  end
end
p grid_paths(2, 2)
p grid_paths(16, 16)
puts "cache hits: #{memo.hits}"

def partitions(n, max = n, cache = {})
  return 1 if n.zero?
  return 0 if n.negative? || max.zero?
  cache[[n, max]] ||= partitions(n - max, max, cache) + partitions(n, max - 1, cache)
end
p (1..10).map { |n| partitions(n) }
p partitions(100)

def slow_fib(n) = n < 2 ? n : slow_fib(n - 1) + slow_fib(n - 2)
p slow_fib(20)

fast = ->(n) { (a, b = 0, 1) && n.times { a, b = b, a + b } && a }
p fast.(100)
