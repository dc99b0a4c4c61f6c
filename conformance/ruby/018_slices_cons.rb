# each_slice and each_cons for batching and sliding windows

readings = [12, 15, 11, 18, 21, 19, 25, 24, 22, 30]

puts "Batches of 3:"
readings.each_slice(3).with_index(1) do |batch, i|
  puts "  batch #{i}: #{batch.inspect} avg=#{(batch.sum.to_f / batch.size).round(2)}"
end

puts "Moving average (window 3):"
averages = readings.each_cons(3).map { |w| (w.sum / 3.0).round(1) }
p averages

puts "Increases:"
increases = readings.each_cons(2).count { |a, b| b > a }
puts "  #{increases} increases out of #{readings.size - 1} steps"

deltas = readings.each_cons(2).map { |a, b| b - a }
p deltas
p deltas.max
p deltas.each_with_index.max

letters = ("a".."k").to_a
p letters.each_slice(4).to_a
p letters.each_slice(4).map(&:join)
p letters.each_cons(5).first
p (1..10).each_slice(3).map(&:sum)
p (1..6).each_cons(2).to_a

# Formatting a byte dump in rows of 8
bytes = "Ruby slices!".bytes
bytes.each_slice(8).with_index do |row, i|
  hex = row.map { |b| format("%02x", b) }.join(" ")
  text = row.map(&:chr).join
  puts format("%04x: %-24s %s", i * 8, hex, text)
end

pairs = %w[alice bob carol dave eve].each_slice(2).map { |a, b| b ? "#{a} & #{b}" : "#{a} (solo)" }
puts pairs
