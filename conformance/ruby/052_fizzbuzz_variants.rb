# FizzBuzz, several ways

def fizzbuzz_classic(n)
  if n % 15 == 0 then "FizzBuzz"
  elsif n % 3 == 0 then "Fizz"
  elsif n % 5 == 0 then "Buzz"
  else n.to_s
  end
end

def fizzbuzz_case(n)
  case [n % 3, n % 5]
  in [0, 0] then "FizzBuzz"
  in [0, _] then "Fizz"
  in [_, 0] then "Buzz"
  else n.to_s
  end
end

RULES = { 3 => "Fizz", 5 => "Buzz", 7 => "Bazz" }.freeze

def fizzbuzz_rules(n, rules = RULES)
  word = rules.select { |d, _| (n % d).zero? }.values.join
  word.empty? ? n.to_s : word
end

puts (1..15).map { |i| fizzbuzz_classic(i) }.join(" ")
puts (1..15).map { |i| fizzbuzz_case(i) } == (1..15).map { |i| fizzbuzz_classic(i) }
puts (1..21).map { |i| fizzbuzz_rules(i) }.join(",")
p (1..100).map { |i| fizzbuzz_classic(i) }.tally.reject { |k, _| k =~ /\d/ }
1.upto(15) { |i| print fizzbuzz_classic(i), (i % 5 == 0 ? "\n" : "\t") }
lazy_fb = (1..).lazy.map { |i| fizzbuzz_classic(i) }.reject { |s| s =~ /\A\d+\z/ }
p lazy_fb.first(6)
one_liner = (1..10).map { |i| (s = "#{'Fizz' if i % 3 == 0}#{'Buzz' if i % 5 == 0}").empty? ? i : s }
p one_liner
