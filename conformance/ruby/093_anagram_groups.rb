# Grouping anagrams and related word puzzles

words = %w[listen silent enlist google inlets banana tinsel elgoog stone tones notes onset seton rat tar art]

groups = words.group_by { |w| w.chars.sort.join }
groups.each_value.select { |g| g.size > 1 }.sort_by { |g| [-g.size, g.first] }.each do |g|
  puts "#{g.size}: #{g.sort.join(', ')}"
end

def anagram?(a, b)
  normalize = ->(s) { s.downcase.delete("^a-z").chars.sort }
  normalize.(a) == normalize.(b)
end

pairs = [["Dormitory", "Dirty room"], ["The eyes", "They see"], ["Hello", "World"], ["Astronomer", "Moon starer"]]
pairs.each { |a, b| puts "#{a.inspect} / #{b.inspect}: #{anagram?(a, b)}" }

def letter_signature(word) = word.each_char.tally.sort.to_h

p letter_signature("mississippi")
p letter_signature("banana").map { |k, v| "#{k}#{v}" }.join

def can_build?(word, letters)
  need = word.chars.tally
  have = letters.chars.tally
  need.all? { |ch, n| have.fetch(ch, 0) >= n }
end

rack = "aelrstn"
candidates = %w[antlers rental salter tan tea sterna slant learn rattle]
p candidates.select { |w| can_build?(w, rack) }

p words.uniq { |w| w.chars.sort }.size
p words.map(&:chars).map(&:sort).map(&:join).tally.select { |_, v| v > 2 }.keys
p "stressed".reverse
p "racecar".each_char.with_index.all? { |c, i| c == "racecar"[-1 - i] }
p words.max_by { |w| [w.chars.uniq.size, w] }
p words.sort_by { |w| [w.size, w] }.first(4)
