# Integer division and modulo behave differently with negative numbers in Ruby

pairs = [[7, 2], [-7, 2], [7, -2], [-7, -2], [0, 5], [13, 4], [-13, 4]]

puts "a      b      a/b    a%b    divmod       remainder"
pairs.each do |a, b|
  q = a / b
  m = a % b
  dm = a.divmod(b)
  r = a.remainder(b)
  puts format("%-6d %-6d %-6d %-6d %-12s %d", a, b, q, m, dm.inspect, r)
end

puts
puts "Float division:"
puts 7.fdiv(2)
puts -7.fdiv(2)
puts 7.0.divmod(2).inspect
puts -7.5.divmod(2).inspect
puts 7.5 % 2

puts
puts "Checking invariant a == b * (a / b) + a % b"
pairs.each do |a, b|
  ok = a == b * (a / b) + a % b
  puts "#{a}, #{b}: #{ok}"
end

# Converting seconds into h:m:s
[3661, 86399, 45, 7322].each do |secs|
  h, rest = secs.divmod(3600)
  m, s = rest.divmod(60)
  puts format("%5d seconds = %02d:%02d:%02d", secs, h, m, s)
end

puts 17.div(5)
puts 17.modulo(5)
puts -17.abs
puts 2**10
puts 2**-1
puts 10.pow(3, 7)
