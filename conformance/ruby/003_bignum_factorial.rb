# Big integers: Ruby switches to arbitrary precision automatically

def factorial(n)
  (1..n).inject(1, :*)
end

puts 2**100
puts (2**100).class
puts factorial(30)
puts factorial(30).to_s.length
puts factorial(25) / factorial(23)

big = 2**64
puts big
puts big - 1
puts big * big
puts (big * big).to_s(16)
puts big.bit_length

puts "Digit sum of 100!: #{factorial(100).digits.sum}"
puts "Trailing zeros of 100!: #{factorial(100).to_s[/0*\z/].length}"

fib = [0, 1]
fib << fib[-1] + fib[-2] while fib.size < 100
puts "fib(99) = #{fib[99]}"

puts 12345678901234567890 * 98765432109876543210
puts (10**30) / 7
puts (10**30) % 7
puts -(10**25) / 3
puts (3**200).to_s.size
puts 123456789**5
puts (2**100).even?
puts Integer.sqrt(10**40)
puts (10**20).fdiv(3)
