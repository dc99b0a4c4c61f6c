# Word frequency analysis of a short text

TEXT = <<~EOS
  It was the best of times, it was the worst of times, it was the age of
  wisdom, it was the age of foolishness, it was the epoch of belief, it was
  the epoch of incredulity, it was the season of Light, it was the season of
  Darkness, it was the spring of hope, it was the winter of despair.
EOS

STOP_WORDS = %w[it was the of].freeze

words = TEXT.downcase.scan(/[a-z']+/)
puts "Total words: #{words.size}"
puts "Unique words: #{words.uniq.size}"

freq = words.tally.sort_by { |w, c| [-c, w] }
puts "Top 8 words:"
freq.first(8).each_with_index do |(word, count), i|
  bar = "#" * count
  puts format("%2d. %-8s %2d %s", i + 1, word, count, bar)
end

content = words.reject { |w| STOP_WORDS.include?(w) }
puts "Top content words:"
content.tally.sort_by { |w, c| [-c, w] }.first(5).each { |w, c| puts "  #{w}: #{c}" }

longest = words.uniq.max_by { |w| [w.size, w] }
puts "Longest word: #{longest} (#{longest.size} letters)"
avg = words.sum(&:size).fdiv(words.size)
puts "Average word length: #{avg.round(2)}"

by_length = words.uniq.group_by(&:size).sort.to_h
by_length.each { |len, ws| puts "#{len.to_s.rjust(2)}: #{ws.sort.join(' ')}" }

sentences = TEXT.split(/[.!?]/).map(&:strip).reject(&:empty?)
puts "Sentences: #{sentences.size}"
pairs = words.each_cons(2).map { |a, b| "#{a} #{b}" }.tally.max_by { |_, c| c }
puts "Most common pair: #{pairs.inspect}"
letters = TEXT.downcase.delete("^a-z").chars.tally.sort_by { |ch, c| [-c, ch] }.first(3)
p letters
