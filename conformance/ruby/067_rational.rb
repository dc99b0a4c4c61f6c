# Exact arithmetic with Rational numbers

third = Rational(1, 3)
sixth = Rational(1, 6)
p third + sixth
p third * 3
p third - sixth
p third / sixth
p third ** 2
p (third + sixth).to_f
p 3r / 4
p 0.75.to_r
p 0.1.to_r
p 0.1.rationalize
p Rational("2/6")
p Rational(5)
p 1.quo(3)
p 7.quo(2).class

recipe = { flour: Rational(3, 4), sugar: Rational(1, 3), butter: Rational(1, 2) }
scale = Rational(3, 2)
recipe.each do |ingredient, cups|
  scaled = cups * scale
  whole, frac = scaled.divmod(1)
  text = [whole.zero? ? nil : whole.to_s, frac.zero? ? nil : frac.to_s].compact.join(" ")
  puts "#{ingredient}: #{text} cups"
end

total = recipe.values.sum
p total
puts total.round(2).to_f
p total.numerator, total.denominator
p [Rational(1, 2), Rational(1, 3), Rational(1, 4)].sum
p (1..10).sum { |n| Rational(1, n) }
p Rational(7, 3).floor, Rational(7, 3).ceil, Rational(7, 3).round, Rational(-7, 2).round
p Rational(1, 3) == 1.0 / 3
p Rational(1, 2) == 0.5
p Rational(1, 3) <=> Rational(1, 4)
p Rational(22, 7).to_s
p Rational(22, 7).inspect
puts Rational(22, 7)
p format("%.5f", Rational(22, 7))
