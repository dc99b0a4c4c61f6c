# frozen_string_literal: true

# Spell out integers in English

ONES = %w[zero one two three four five six seven eight nine ten eleven twelve thirteen
          fourteen fifteen sixteen seventeen eighteen nineteen].freeze
TENS = %w[_ _ twenty thirty forty fifty sixty seventy eighty ninety].freeze
SCALES = [[1_000_000_000, "billion"], [1_000_000, "million"], [1_000, "thousand"]].freeze

def under_thousand(n)
  parts = []
  hundreds, rest = n.divmod(100)
  parts << "#{ONES[hundreds]} hundred" if hundreds.positive?
  if rest.positive?
    parts << "and" if hundreds.positive?
    if rest < 20
      parts << ONES[rest]
    else
      t, o = rest.divmod(10)
      parts << (o.zero? ? TENS[t] : "#{TENS[t]}-#{ONES[o]}")
    end
  end
  parts.join(" ")
end

def to_words(n)
  return "minus #{to_words(-n)}" if n.negative?
  return ONES[0] if n.zero?
  parts = []
  SCALES.each do |value, name|
    count, n = n.divmod(value)
    parts << "#{under_thousand(count)} #{name}" if count.positive?
  end
  parts << under_thousand(n) if n.positive?
  parts.join(" ")
end

[0, 7, 13, 20, 42, 100, 101, 999, 1_000, 1_001, 12_345, 100_000, 1_000_000, 987_654_321, -58, 2_000_000_017].each do |n|
  puts "#{n.to_s.rjust(13)}: #{to_words(n)}"
end

letters = (1..1000).sum { |n| to_words(n).delete(" -").size }
puts "Letters used writing 1..1000: #{letters}"

def ordinal(n)
  suffix = if (11..13).cover?(n % 100) then "th"
           else { 1 => "st", 2 => "nd", 3 => "rd" }.fetch(n % 10, "th")
           end
  "#{n}#{suffix}"
end
p [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112].map { |n| ordinal(n) }
