# Money math done in integer cents to avoid float errors

class Money
  include Comparable
  attr_reader :cents

  def self.parse(str)
    whole, frac = str.delete("$,").split(".")
    new(whole.to_i * 100 + (frac || "0").ljust(2, "0")[0, 2].to_i)
  end

  def initialize(cents) = @cents = cents
  def +(other) = Money.new(cents + other.cents)
  def -(other) = Money.new(cents - other.cents)
  def *(factor) = Money.new((cents * factor).round)
  def <=>(other) = cents <=> other.cents
  def zero? = cents.zero?

  def allocate(parts)
    base, remainder = cents.divmod(parts)
    Array.new(parts) { |i| Money.new(base + (i < remainder ? 1 : 0)) }
  end

  def to_s
    sign = cents.negative? ? "-" : ""
    dollars, rem = cents.abs.divmod(100)
    "#{sign}$#{dollars.to_s.reverse.scan(/\d{1,3}/).join(',').reverse}.#{rem.to_s.rjust(2, '0')}"
  end
end

prices = %w[$19.99 $5.01 $0.10 $0.20 $1,250.5]
items = prices.map { |s| Money.parse(s) }
items.each { |m| puts m }
total = items.reduce(Money.new(0), :+)
puts "Total: #{total}"
puts "Float sum would be: #{prices.sum { |s| s.delete('$,').to_f }}"
tax = total * 0.0825
puts "Tax: #{tax}"
puts "Grand total: #{total + tax}"
puts "Refund: #{Money.new(500) - Money.new(1234)}"
split = Money.new(1000).allocate(3)
puts "Split $10 three ways: #{split.join(', ')}"
puts split.reduce(:+)
p items.max.to_s, items.min.to_s
p items.sort.map(&:to_s)
p Money.new(0).zero?
p Money.parse("$3") == Money.new(300)
p Money.new(123456789).to_s
