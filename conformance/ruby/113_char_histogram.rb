# Character statistics and a text histogram

text = <<~TXT
  Ruby is a dynamic, open source programming language with a focus on
  simplicity and productivity. It has an elegant syntax that is natural
  to read and easy to write.
TXT

letters = text.downcase.scan(/[a-z]/)
counts = letters.tally.sort_by { |ch, n| [-n, ch] }
max = counts.first[1]

puts "Letter frequencies (#{letters.size} letters):"
counts.first(10).each do |ch, n|
  bar = "*" * (n * 40 / max)
  puts format("%s %3d %5.1f%% %s", ch, n, n * 100.0 / letters.size, bar)
end

vowels, consonants = letters.partition { |c| "aeiou".include?(c) }
puts "Vowels: #{vowels.size}, consonants: #{consonants.size}"
puts "Missing letters: #{(('a'..'z').to_a - letters.uniq).join}"

puts "Whitespace: #{text.count(" \n")}"
puts "Punctuation: #{text.count('.,;:!?')}"
puts "Uppercase: #{text.count('A-Z')}"
puts "Lines: #{text.lines.size}, words: #{text.split.size}"

vertical = %w[a e i o u].to_h { |v| [v, letters.count(v)] }
top = vertical.values.max
top.downto(1).each do |level|
  next unless level % 3 == 0 || level == top
  puts vertical.values.map { |n| n >= level ? " # " : "   " }.join
end
puts vertical.keys.map { |k| " #{k} " }.join
p vertical

first_letters = text.split.map { |w| w[0].downcase }.tally.select { |_, n| n > 2 }
p first_letters
p text.each_char.select { |c| c =~ /[[:punct:]]/ }.tally
