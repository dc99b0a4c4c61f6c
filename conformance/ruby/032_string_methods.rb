# A tour of common String methods

title = "ruby"
puts title.center(20, "*")
puts title.ljust(10, ".") + "|"
puts title.rjust(10, ".") + "|"
puts "[" + title.center(9) + "]"

puts "hello world".tr("lo", "01")
puts "hello world".tr("a-y", "b-z")
puts "hello".tr("^l", "-")
puts "bookkeeper".squeeze
puts "mississippi".squeeze("s")
puts "aaa  bbb   ccc".squeeze(" ")
puts "hello world".delete("l")
puts "hello world".count("lo")

sentence = "The year 1999 and 2024 were 25 years apart"
p sentence.scan(/\d+/)
p sentence.scan(/\d+/).map(&:to_i).sum
p sentence.scan(/(\w)(\d)/)
p "a1b2c3".scan(/[a-z]\d/) { |m| print m.upcase, " " }
puts

vowels = 0
"programming language".each_char { |c| vowels += 1 if "aeiou".include?(c) }
p vowels
p "hello".chars
p "hello".chars.uniq.size
p "hello".bytes.take(3)
p "a-b_c d".split(/[-_ ]/)
p "one,two,,three,,".split(",")
p "one,two,,three,,".split(",", -1)
p "  many   spaces here ".split
p "key=value=more".split("=", 2)

p "Hello".start_with?("He")
p "Hello".end_with?("lo", "xx")
p "Hello World".index("o")
p "Hello World".rindex("o")
p "Hello World"[0, 5]
p "Hello World"[-5..]
p "Hello World"[/W\w+/]
p "snake_case_name".split("_").map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
p "CamelCaseString".gsub(/([a-z])([A-Z])/, '\1_\2').downcase
p "ruby is fun".split.map(&:capitalize).join(" ")
p "abc".succ
p "az".next
p "zz".succ
p "abc" * 3
p "abc" <=> "abd"
p "abc".casecmp?("ABC")
p "  trim me  ".strip
p "xxhixx".delete_prefix("xx").delete_suffix("xx")
p "hello"[1..3]
p "hello".sub(/l/) { |m| m.upcase }
p "line1\nline2\nline3".lines
p "line1\nline2".each_line.map(&:chomp)
p "title case me".capitalize
p "%s" % "x".ord
p "ab\tc".sub("\t", "    ")
p "hello world".partition(" ")
p "a.b.c".rpartition(".")
