# flat_map, inject/reduce and folding data

departments = {
  "Engineering" => [{ name: "Ann", salary: 120_000 }, { name: "Raj", salary: 135_000 }],
  "Design" => [{ name: "Lou", salary: 95_000 }],
  "Sales" => [{ name: "Kim", salary: 70_000 }, { name: "Joe", salary: 82_500 }, { name: "Sue", salary: 77_000 }],
}

all = departments.flat_map { |dept, staff| staff.map { |s| s.merge(dept: dept) } }
p all.map { |s| s[:name] }
p all.size

payroll = all.inject(0) { |sum, s| sum + s[:salary] }
puts "Payroll: #{payroll}"
puts "Average: #{payroll / all.size}"
puts "Average (float): #{(payroll.to_f / all.size).round(2)}"

richest = all.inject { |best, s| s[:salary] > best[:salary] ? s : best }
puts "Top earner: #{richest[:name]} in #{richest[:dept]}"

p (1..5).reduce(:*)
p (1..5).inject(:+)
p (1..5).inject(100) { |acc, n| acc - n }
p [[1, 2], [3, [4, 5]]].flatten
p [[1, 2], [3, [4, 5]]].flatten(1)
p [1, 2, 3].flat_map { |n| [n, n * 10] }
p [1, 2, 3].map { |n| [n, n * 10] }
p %w[hello world].flat_map(&:chars).uniq.sort.join

sentence = "the cat sat on the mat"
counts = sentence.split.inject(Hash.new(0)) { |h, w| h[w] += 1; h }
p counts

nested = { a: { b: { c: 42 } } }
p %i[a b c].reduce(nested) { |node, key| node[key] }

compose = [->(x) { x + 1 }, ->(x) { x * 2 }, ->(x) { x - 3 }]
p compose.reduce(5) { |acc, f| f.call(acc) }
pipeline = compose.reduce(:>>)
p pipeline.call(5)
p (compose.reduce(:<<)).call(5)

max_streak = [1, 1, 0, 1, 1, 1, 0, 1].inject([0, 0]) do |(best, cur), bit|
  cur = bit == 1 ? cur + 1 : 0
  [[best, cur].max, cur]
end.first
p max_streak
