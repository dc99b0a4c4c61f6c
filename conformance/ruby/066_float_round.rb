# Rounding floats: modes, precision and surprises

values = [2.5, 3.5, -2.5, 2.675, 1.005, 0.125, 1234.5678, -0.45]
puts "value      round  round(2)  floor(1)  ceil(1)  half_even  half_down"
values.each do |v|
  puts format("%-10s %-6s %-9s %-9s %-8s %-10s %s",
              v, v.round, v.round(2), v.floor(1), v.ceil(1), v.round(half: :even), v.round(half: :down))
end

p 1234.5678.round(-2)
p 1234.5678.floor(-2)
p 1234.round(-1, half: :even)
p 1235.round(-1, half: :even)
p 12.0.round(2)
p 12.345.round(1).to_s
p 10.0 / 3
p (10.0 / 3).round(3)
p 1.23456e-7.round(10)
p 100.0.to_s, 100.0.to_i.to_s
p 1.0e-4, 0.0001, 0.001
p 123456789012345.0
p 1234567890123456.0
p 12345678901234567.0
p 1.0 / 3.0 * 3.0 == 1.0
p (0.1 * 3).round(15)
p 0.1 * 3
p 1.1 + 2.2
p 3.3 * 3
p 100.0 * 1.1
p 2.0**62, 2.0**64
p 4.35 * 100
p (4.35 * 100).round
p 0.57 * 100
p 1.15.round(1), 1.25.round(1), 1.35.round(1)
p 5.5.round, 6.5.round, -5.5.round
p 5.5.round(half: :even), 6.5.round(half: :even)
p 3.14159.truncate(2)
p -3.14159.truncate(2)
p 7.0.div(2)
p 7.5.divmod(2)
p -7.5.modulo(2)
p 2.5.floor, 2.5.ceil, -2.5.floor, -2.5.ceil
p Float::MAX, Float::MIN, Float::EPSILON
p 1e308 * 10
p (0.1).rationalize(Rational(1, 100))
