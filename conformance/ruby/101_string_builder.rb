# Building strings efficiently and the pitfalls of += in loops

def build_with_concat(n)
  out = String.new
  n.times { |i| out << i.to_s << (i == n - 1 ? "" : ",") }
  out
end

def build_with_join(n) = (0...n).map(&:to_s).join(",")

def build_with_plus(n)
  s = ""
  n.times { |i| s += i.to_s + "," }
  s.chomp(",")
end

p build_with_concat(10)
p build_with_join(10) == build_with_concat(10)
p build_with_plus(10) == build_with_join(10)

a = "shared"
b = a
b += " copy"
p a, b
c = a
c << " mutated"
p a, c

html = +""
html << "<ul>\n"
%w[Home About Contact].each_with_index do |item, i|
  html << "  <li class=\"#{i.zero? ? 'active' : 'item'}\">#{item}</li>\n"
end
html << "</ul>"
puts html
p html.lines.count

banner = "=" * 30
puts banner
puts "|" + "Build Summary".center(28) + "|"
puts banner

parts = ["alpha", nil, "", "gamma", "  "]
p parts.compact.reject(&:empty?).join("-")
p parts.map(&:to_s).reject { |s| s.strip.empty? }.join("-")
p [1, [2, [3]]].join(",")
p %w[a b c].join
p "abc".concat("def", "ghi")
p "x".ljust(3, "ab") + "|"
p "Line %d of %d" % [3, 10]
p "repeat " * 3
p "name: " + :sym.to_s + ", id: " + 42.to_s
p "#{nil}|#{true}|#{[1, nil]}|#{{ a: nil }}|#{1.0}|#{2**70}"
p ["first", "second"].each_with_object(+"") { |w, acc| acc << w[0] }
s = String.new("abc", capacity: 100)
p s, s.length
words = %w[the cat sat]
p words.each_with_index.map { |w, i| i.zero? ? w.capitalize : w }.join(" ") + "."
