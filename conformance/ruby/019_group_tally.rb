# group_by, tally, sum, minmax and friends

students = [
  ["Ava", "A", 92], ["Ben", "B", 78], ["Cal", "A", 85],
  ["Dee", "C", 64], ["Eli", "B", 88], ["Fay", "A", 97],
  ["Gus", "C", 71], ["Hal", "B", 82],
]

by_class = students.group_by { |_, klass, _| klass }
by_class.each do |klass, members|
  scores = members.map(&:last)
  lo, hi = scores.minmax
  avg = scores.sum.fdiv(scores.size)
  puts "Class #{klass}: #{members.map(&:first).join(', ')} | min=#{lo} max=#{hi} avg=#{avg.round(1)}"
end

grades = students.map do |_, _, score|
  case score
  when 90.. then "A"
  when 80...90 then "B"
  when 70...80 then "C"
  else "D"
  end
end
p grades.tally
p grades.tally.sort.to_h
p grades.tally.max_by { |_, c| c }

words = "the quick brown fox jumps over the lazy dog the end".split
p words.tally.select { |_, c| c > 1 }
p words.group_by(&:size)
p words.map(&:size).sum
p words.sum("") { |w| w[0] }
p words.minmax_by(&:length)
p words.uniq.size

p [3, 1, 4, 1, 5, 9, 2, 6].minmax
p [0.1, 0.2, 0.3].sum
p [0.1, 0.2, 0.3].inject(:+)
p [1, 2, 3].sum(10)
p [[1, 2], [3, 4]].sum([])
p (1..100).sum
p (1..10).group_by(&:odd?)
p %w[a b a c b a].tally.sort_by { |k, v| [-v, k] }
p students.partition { |s| s[2] >= 80 }.map { |g| g.map(&:first) }
p students.sum { |s| s[2] } / students.size
p students.sort_by { |s| s[1] }.chunk_while { |a, b| a[1] == b[1] }.map(&:size)
