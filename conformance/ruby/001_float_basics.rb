# Exploring how Ruby prints and computes floating point numbers

puts 3.0 / 2
puts 10.0.to_s
puts 1e20
puts 1e15
puts 1e16
puts 0.1 + 0.2
puts (0.1 + 0.2).round(2)
puts 0.1 + 0.2 == 0.3
puts ((0.1 + 0.2) - 0.3).abs < Float::EPSILON

values = [3.14159, 2.71828, 1.41421, 100.0, -0.5]
values.each do |v|
  puts "#{v}: round=#{v.round} round(2)=#{v.round(2)} floor=#{v.floor} ceil=#{v.ceil}"
end

p 7.0 / 3
p 2.0**0.5
p 1.0 / 3 * 3
p 100.0 / 7
p 1.23456789e-5
p 123456789.123456789
p -0.0
p 5.0.to_i
p 7.9.truncate
p -7.9.truncate
p 1_000_000.0
p 12.0e3

puts 1.0 / 0
puts -1.0 / 0
nan = 0.0 / 0
puts nan.nan?
puts (1.0 / 0).infinite?

total = [19.99, 5.01, 0.1, 0.2].sum
puts "Total: #{total}"
puts "Rounded: #{total.round(2)}"
puts "Integer? #{10.0 == 10}"
puts 10.0.eql?(10)
puts 3.7 % 1
puts 2.5.round
puts 3.5.round
puts -2.5.round
