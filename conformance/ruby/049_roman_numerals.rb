# frozen_string_literal: true

# Roman numeral conversion in both directions

ROMAN = {
  1000 => "M", 900 => "CM", 500 => "D", 400 => "CD",
  100 => "C", 90 => "XC", 50 => "L", 40 => "XL",
  10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I",
}.freeze

def to_roman(num)
  raise ArgumentError, "out of range: #{num}" unless (1..3999).cover?(num)
  ROMAN.reduce(+"") do |out, (value, letters)|
    count, num = num.divmod(value)
    out << letters * count
  end
end

def from_roman(str)
  values = str.upcase.chars.map { |c| ROMAN.key(c) or raise ArgumentError, "bad numeral: #{c}" }
  values.each_with_index.sum do |v, i|
    nxt = values[i + 1]
    nxt && nxt > v ? -v : v
  end
end

[1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999].each do |n|
  r = to_roman(n)
  back = from_roman(r)
  puts format("%4d => %-12s => %4d %s", n, r, back, back == n ? "ok" : "MISMATCH")
end

p %w[iii xlii mcmxc MMXXV].map { |s| from_roman(s) }

[0, 4000].each do |bad|
  to_roman(bad)
rescue ArgumentError => e
  puts "Error: #{e.message}"
end

begin
  from_roman("XIZ")
rescue ArgumentError => e
  puts "Error: #{e.message}"
end

all_ok = (1..3999).all? { |n| from_roman(to_roman(n)) == n }
puts "Round trip 1..3999: #{all_ok}"
longest = (1..3999).max_by { |n| [to_roman(n).size, -n] }
puts "Longest numeral: #{longest} = #{to_roman(longest)}"
