# Sorting by multiple keys, zipping and transposing tables

names  = %w[Mia Leo Zoe Ava Eli Kai]
ages   = [31, 25, 31, 22, 25, 40]
cities = %w[Oslo Rome Oslo Lima Rome Kyiv]

people = names.zip(ages, cities)
p people.first(2)

puts "By age then name:"
people.sort_by { |name, age, _| [age, name] }.each do |name, age, city|
  puts "  #{name.ljust(4)} #{age.to_s.rjust(3)}  #{city}"
end

puts "By age descending, then name:"
people.sort { |a, b| [b[1], a[0]] <=> [a[1], b[0]] }.each { |row| puts "  #{row.join(' ')}" }

columns = people.transpose
p columns
p columns.map(&:size)

matrix = [[1, 2, 3], [4, 5, 6]]
p matrix.transpose
p matrix.transpose.transpose == matrix

keys = %i[id name score]
rows = [[1, "x", 9.5], [2, "y", 7.25]]
records = rows.map { |r| keys.zip(r).to_h }
p records

p [1, 2, 3].zip([4, 5, 6]).map { |a, b| a * b }.sum
p [1, 2, 3].zip([10, 20])
p %w[a b c].zip(1..3)
p %w[a b c].each_with_index.to_a
p %w[banana Apple cherry apple].sort
p %w[banana Apple cherry apple].sort_by { |w| [w.downcase, w] }
p %w[pear fig banana kiwi].sort_by { |w| [-w.size, w] }
p [5, 3, 8, 1].sort.reverse
p [5, 3, 8, 1].max(2)
p [5, 3, 8, 1].min(2)
p [[2, "b"], [1, "z"], [2, "a"]].sort
p ["x", "y"].cycle.first(5)
