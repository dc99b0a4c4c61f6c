# The many forms of sub and gsub

text = "The rain in Spain stays mainly in the plain."

puts text.gsub("ain", "AIN")
puts text.gsub(/(\w+)ain/, '<\1>')
puts text.gsub(/\b(\w)(\w*)/) { "#{$1.upcase}#{$2}" }
puts text.gsub(/[aeiou]/, "a" => "4", "e" => "3", "i" => "1", "o" => "0")
puts text.sub(/in/, "IN")
puts text.gsub(/(?<word>\w+ly)/, '[\k<word>]')
puts text.gsub(/\s+/, "_")
puts text.gsub(/\w+/) { |w| w.length > 4 ? w.reverse : w }
puts text.tr(" ", "")
puts text.delete("aeiou")

template = "Hello {{name}}, your order {{order_id}} ships on {{date}}."
values = { "name" => "Priya", "order_id" => "#A-1001", "date" => "Friday" }
puts template.gsub(/\{\{(\w+)\}\}/) { values.fetch($1, "?") }
puts template.gsub(/\{\{(\w+)\}\}/, values.transform_keys { |k| "{{#{k}}}" })

def titleize(s)
  small = %w[a an the of in on and]
  s.split.each_with_index.map { |w, i| i.positive? && small.include?(w) ? w : w.capitalize }.join(" ")
end
puts titleize("the lord of the rings and the return of the king")

phone = "555.123.4567"
puts phone.gsub(/(\d{3})\.(\d{3})\.(\d{4})/, '(\1) \2-\3')
puts "1234567.891".gsub(/(\d)(?=(\d{3})+\.)/, '\1,')
puts "1234567".gsub(/(\d)(?=(\d{3})+\z)/, '\1,')
puts "snake_case_to_camel".gsub(/_(\w)/) { $1.upcase }
puts "escape \\ backslash".gsub("\\", "\\\\\\\\")
puts "a-b-c".gsub("-") { "+" }
puts "tabs\tand\nnewlines".gsub(/[\t\n]/, "\t" => "\\t", "\n" => "\\n")
puts "x".gsub(//, "-")
puts "hello".gsub(/l/, "L" => "!")
count = 0
"mississippi".gsub("ss") { count += 1; "SS" }
p count
p "aaa".sub("a") { |m| m * 3 }
