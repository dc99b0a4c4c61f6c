# Integer utilities: digits, times, upto, downto, gcd

n = 9045721
p n.digits
p n.digits.reverse
p n.digits.sum
p 255.digits(16)
p 0.digits
p n.to_s.chars.map(&:to_i)

def digital_root(num)
  num < 10 ? num : digital_root(num.digits.sum)
end
p digital_root(987654321)

def armstrong?(num)
  d = num.digits
  d.sum { |x| x**d.size } == num
end
p (1..1000).select { |x| armstrong?(x) }

3.times { |i| print "tick#{i} " }
puts
1.upto(5) { |i| print i, " " }
puts
5.downto(1) { |i| print i, " " }
puts
0.step(20, 5) { |i| print i, " " }
puts

p 5.times.to_a
p 3.upto(6).map { |i| i * i }
p 12.gcd(18)
p 12.lcm(18)
p 17.pred, 17.succ
p 10.clamp(1, 5)
p -7.abs
p 7.zero?, 0.zero?
p 6.even?, 6.odd?
p 3.7.to_i, 3.2.ceil, -3.2.floor
p 1234.5678.round(-2)
p 1234.round(-2)
p 1250.round(-2)
p 15.to_s(2), 255.to_s(16), "ff".to_i(16), "1010".to_i(2)
p 65.chr, "A".ord
p 10.divmod(3)
p 2**0.5
p 100.digits.reverse.join.to_i
p Integer.sqrt(99)
p 7.bit_length
p 10.fdiv(4)
p 6.pred.succ
p 1.0.next_float > 1
p 5.between?(1, 10)
p 5.coerce(2.0)
table = (1..4).map { |i| (1..4).map { |j| (i * j).to_s.rjust(3) }.join }
puts table
