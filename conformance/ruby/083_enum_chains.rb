# Chaining enumerators: with_index, slice_when, chunk_while, chunk, zip

temps = [12, 14, 15, 15, 13, 11, 10, 14, 18, 21, 21, 19]

temps.each_with_index.select { |t, _| t > 18 }.each { |t, i| puts "hour #{i}: #{t}°" }
p temps.map.with_index(1) { |t, hour| "#{hour}h=#{t}" }.first(3)
p temps.each.with_index.max_by { |t, i| [t, -i] }

runs = temps.slice_when { |a, b| b < a }.to_a
p runs
p runs.max_by(&:size)

p [1, 2, 4, 9, 10, 11, 12, 15, 16, 19, 20, 21].chunk_while { |a, b| b == a + 1 }
  .map { |r| r.size > 1 ? "#{r.first}-#{r.last}" : r.first.to_s }.join(",")

p (1..10).chunk { |n| n.even? }.to_a
p %w[apple avocado banana blueberry cherry apricot].chunk { |w| w[0] }.map { |l, ws| [l, ws.size] }
p [1, 1, 2, 3, 3, 3, 1].chunk { |x| x }.map { |x, xs| [x, xs.size] }

log = ["INFO a", "INFO b", "ERROR c", "ERROR d", "INFO e"]
p log.slice_before { |l| l.start_with?("ERROR") }.to_a
p log.slice_after { |l| l.start_with?("ERROR") }.to_a

e = [10, 20, 30].each_with_index
p e.next, e.next
p %w[x y z].each.with_object([]).each { |ch, acc| acc << ch * 2 }
p %w[a b c].zip(1..).map(&:join) rescue p %w[a b c].each_with_index.map { |c, i| "#{c}#{i + 1}" }
p (1..3).flat_map { |i| [i] * i }
p (1..6).each_slice(2).map(&:sum).each_cons(2).map { |a, b| b - a }
p %w[one two three].each_with_index.to_h
p (1..20).step(5).zip((1..20).step(5).map { |x| x * x })
p [3, 1, 2].sort.each_cons(2).all? { |a, b| a <= b }
p (1..Float::INFINITY).lazy.map { _1 * 2 }.select { _1 % 3 == 0 }.first(3)
p [1, 2, 3].map { it * 10 }
p %w[a b].cycle(2).to_a
p [4, 5].each_entry.to_a
p (1..4).sum { |x| x.odd? ? x : 0 }
p (1..4).inject { |a, b| a * b }
p [1, 2, 3].each.next
p %w[z y x].sort.each_with_index.map { |s, i| "#{i}:#{s}" }.join(" ")
