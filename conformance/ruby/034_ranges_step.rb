# Ranges and stepping

r = (1..10)
p r.to_a
p (1...10).to_a
p r.step(3).to_a
p 1.step(10, 4).to_a
p 10.step(1, -3).to_a
p (0.0..1.0).step(0.25).to_a
p 1.0.step(2.0, 0.5).to_a
p ("a".."e").to_a
p ("aa".."ad").to_a
p r.include?(5)
p r.cover?(2..3)
p (1...10).size
p (1..10).sum
p (1..10) % 2 rescue p $!.class
p ((1..10) % 3).to_a

p r.min, r.max, r.minmax
p (1..0).to_a
p (1..0).size
p r.first(3)
p r.last(3)
p r.select(&:even?)
p r.each_slice(4).to_a
p (1..).first(3)
p (..5).include?(3)
p (1..nil).size rescue p $!.class

ages = { (0..12) => "child", (13..19) => "teen", (20..64) => "adult", (65..) => "senior" }
[5, 15, 30, 70].each do |age|
  label = ages.find { |range, _| range.cover?(age) }.last
  puts "#{age}: #{label}"
end

p (1..10).to_a.values_at(0, 2..4, -1)
arr = %w[a b c d e f]
p arr[1..3]
p arr[1...-1]
p arr[3..]
p arr[..1]
p (1..3).map { |i| i * i }
p (1..3).reverse_each.to_a
p ("A".."Z").step(5).to_a
p (1..10).step(2).map { |i| i * 10 }
p Range.new(1, 5, true).to_a
p (1..5).inspect, (1...5).to_s
p (1.5..3.5).include?(2)
p (1..10).bsearch { |x| x * x >= 40 }
