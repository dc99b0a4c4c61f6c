# Formatting numbers for humans: currency, percentages, sizes, durations

def currency(amount, symbol: "$", decimals: 2)
  negative = amount.negative?
  whole, frac = format("%.#{decimals}f", amount.abs).split(".")
  whole = whole.gsub(/(\d)(?=(\d{3})+\z)/, '\1,')
  text = "#{symbol}#{whole}#{frac ? ".#{frac}" : ''}"
  negative ? "-#{text}" : text
end

def percent(ratio, digits = 1) = "#{(ratio * 100).round(digits)}%"

def human_size(bytes)
  units = %w[B KB MB GB TB]
  return "#{bytes} B" if bytes < 1024
  exp = [(Math.log(bytes) / Math.log(1024)).floor, units.size - 1].min
  format("%.1f %s", bytes.to_f / 1024**exp, units[exp])
end

def duration(seconds)
  return "0s" if seconds.zero?
  { "d" => 86_400, "h" => 3600, "m" => 60, "s" => 1 }.each_with_object([]) do |(unit, size), parts|
    count, seconds = seconds.divmod(size)
    parts << "#{count}#{unit}" if count.positive?
  end.join(" ")
end

[0, 5, 1234.5, 1_000_000, -98765.432, 0.005, 12.345].each { |a| puts "#{a.to_s.rjust(10)} -> #{currency(a)}" }
puts currency(1234.5, symbol: "€", decimals: 0)
puts currency(99.999)

[0.5, 0.1234, 1, 0.0005, 1.5].each { |r| puts "#{r} -> #{percent(r)}" }
puts percent(2.0 / 3, 2)

[0, 512, 1024, 1536, 10_485_760, 5_368_709_120, 2**50].each { |b| puts "#{b} -> #{human_size(b)}" }

[0, 59, 61, 3600, 3725, 90_061, 1_000_000].each { |s| puts "#{s} -> #{duration(s)}" }

puts 1234567.to_s.chars.reverse.each_slice(3).map(&:join).join(",").reverse
puts 1234567.89.round(1)
puts 1e6.to_i.to_s.length
puts 12.5.to_s + "%"
puts "%.2e" % 123456
puts "%010.4f" % Math::E
