# Mutating strings in place

greeting = String.new("Hello")
greeting << ", " << "world"
puts greeting

greeting.insert(0, ">> ")
puts greeting

greeting.insert(-1, "!")
puts greeting

result = greeting.sub!("world", "Ruby")
puts greeting
p result.equal?(greeting)

none = greeting.gsub!("xyz", "abc")
p none

greeting.gsub!(/[aeiou]/) { |v| v.upcase }
puts greeting

greeting.upcase!
puts greeting
p greeting.downcase!
p "abc".downcase!

s = +"banana"
s.tr!("a", "o")
puts s
s.squeeze!
puts s
s.reverse!
puts s
s.prepend("[")
s.concat("]")
puts s

s[1] = "X"
puts s
s[2..3] = "--"
puts s
s.replace("fresh start")
puts s
s.slice!(0, 6)
puts s
puts s.length

line = +"   padded text   "
line.strip!
p line
p line.chomp!
line2 = +"end of line\n"
line2.chomp!
p line2
p line2.capitalize!
p line2.swapcase
