# A grab bag of Array methods

a = [5, 3, 8, 1, 9, 2]
a.push(7)
a.unshift(0)
p a
p a.pop, a.shift, a
p a.first, a.last, a.first(2), a.last(2)
p a.take(3), a.drop(3)
p a.take_while { |x| x > 2 }, a.drop_while { |x| x > 2 }
p a.rotate, a.rotate(-1)
p a.each_slice(2).to_a
p a.partition(&:even?)
p a.sort.reverse
p a.index(8), a.find_index { |x| x < 3 }
p a.values_at(0, 2, 10)
p a.dig(0)
p a.sum, a.min, a.max, a.minmax
p a.include?(9)
p a.compact, [nil, 1, false, 2, nil].compact
p [1, [2, [3, [4]]]].flatten, [1, [2, [3, [4]]]].flatten(1)
p [3, 1, 3, 2, 1].uniq
p [1, 2, 3, 4].combination(2).to_a
p [1, 2, 3].permutation(2).count
p [1, 2].product([3, 4], [5])
p [1, 2, 3].each_with_index.map { |x, i| x * i }
p [1, 2, 3].map.with_index(1).to_a
p (1..4).each_cons(2).to_a
p [4, 5, 6].each_with_object([]) { |x, acc| acc.unshift(x) }
p Array.new(3), Array.new(3, 0), Array.new(3) { |i| i * i }
p %w[a b c] * ", "
p [1, 2] * 2
p [1, 2, 3] & [2, 3, 4], [1, 2] | [2, 3], [1, 2, 3] - [2]
p [1, 2, 3].zip([4, 5, 6], [7, 8, 9])
p [[1, :a], [2, :b]].to_h
p [1, 2, 3, 4, 5].select.with_index { |_, i| i.even? }
p [1, 2, 3, 4].slice(1, 2), [1, 2, 3, 4][1..-2]
b = [1, 2, 3, 4, 5]
b.delete_if(&:even?)
p b
b.insert(1, :x, :y)
p b
b.delete(:x)
p b
b.fill(0, 2)
p b
p b.clear, b.empty?
c = [3, 1, 2]
c.sort!
c.map! { |x| x * 10 }
c.select!(&:positive?)
p c
p c.frozen?, c.length, c.count(20)
p [1, 2, 3].cycle.take(7)
p [1, 2, 3, 4, 5, 6].each_slice(3).map(&:sum)
p ["b", "a"].sort!, [1, 2, 3].reverse, [1, 2, 3].sum / 2.0
p [[1, 2], [3, 4]].map { |x, y| x + y }
p [0.1] * 3
p Array(nil), Array([1]), Array(1..3), Array("a")
p [1, 2, 3].inspect, [1, 2, 3].to_s
p [3, 5, 2].max_by { |x| -x }
p [nil, false, 0, ""].map { |v| v ? "truthy" : "falsy" }
