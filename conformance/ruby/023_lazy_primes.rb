# Lazy enumerators let us work with infinite sequences

def prime?(n)
  return false if n < 2
  (2..Integer.sqrt(n)).none? { |d| (n % d).zero? }
end

primes = (1..Float::INFINITY).lazy.select { |n| prime?(n) }
p primes.first(15)

twin_primes = primes.each_cons(2).select { |a, b| b - a == 2 }
p twin_primes.first(6)

squares = (1..).lazy.map { |n| n * n }
p squares.select(&:even?).first(5)
p squares.take_while { |n| n < 100 }.to_a
p squares.reject(&:odd?).map { |n| n / 2 }.first(4)

collatz = ->(n) { Enumerator.produce(n) { |x| x.even? ? x / 2 : 3 * x + 1 }.take_while { |x| x != 1 } + [1] }
p collatz.(6)
p collatz.(27).size

fib = Enumerator.new do |y|
  a, b = 0, 1
  loop do
    y << a
    a, b = b, a + b
  end
end
p fib.take(12)
p fib.lazy.select(&:odd?).first(6)
p fib.each_with_index.find { |f, _| f > 1000 }

counter = Enumerator.new do |y|
  3.times { |i| y.yield i, i * i }
end
p counter.to_a
e = [10, 20, 30].each
p e.next
p e.next
p e.next
begin
  e.next
rescue StopIteration => ex
  puts "StopIteration: #{ex.message}"
end

chained = (1..20).lazy.map { |x| x * 3 }.select { |x| x % 2 == 0 }.with_index.map { |x, i| "#{i}:#{x}" }
p chained.first(3)
p (1..3).lazy.map { |x| x * 2 }.class
p (1..3).lazy.map { |x| x * 2 }.force
p (1..Float::INFINITY).lazy.map { |i| i * i }.find { |sq| sq > 500 }
p (1..).each_slice(2).first(3)
