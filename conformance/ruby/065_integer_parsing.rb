# Parsing numbers from strings: strict vs lenient conversion

inputs = ["42", "  17  ", "3.99", "0x1F", "0b101", "0o17", "1_000", "12abc", "abc", "", "-8", "+5", "1e3"]

puts "input      to_i   to_f     Integer()        Float()"
inputs.each do |s|
  strict_i = begin
    Integer(s).to_s
  rescue ArgumentError => e
    "ArgumentError"
  end
  strict_f = begin
    Float(s).to_s
  rescue ArgumentError
    "ArgumentError"
  end
  puts format("%-10s %-6d %-8s %-16s %s", s.inspect, s.to_i, s.to_f, strict_i, strict_f)
end

begin
  Integer("12abc")
rescue ArgumentError => e
  puts "Message: #{e.message}"
end
begin
  Float("x1.5")
rescue ArgumentError => e
  puts "Message: #{e.message}"
end
begin
  Integer(nil)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end

p Integer("ff", 16)
p Integer("777", 8)
p Integer("z", 36)
p "ff".hex, "777".oct
p "12.5kg".to_f
p "1,234".to_i
p "1,234".delete(",").to_i
p Integer("42", exception: false)
p Integer("nope", exception: false)
p Float("2.5e-3")
p "3/4".to_r
p "0.1".to_r
p Rational("0.75")
p "1.5".to_c rescue p $!
p 3.7.to_i, -3.7.to_i, 3.7.round, -3.5.round
p "%.2f" % "3.14159".to_f

def parse_price(str)
  m = str.match(/\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?/)
  return nil unless m
  dollars = m[1].delete(",").to_i
  cents = (m[2] || "0").ljust(2, "0").to_i
  dollars * 100 + cents
end
["$1,299.99", "45", "$ 7.5", "free"].each { |s| p [s, parse_price(s)] }
