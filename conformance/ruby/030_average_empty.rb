# Report average session length per user

sessions = {
  "alice" => [30, 45, 12],
  "bob" => [60, 20],
  "carol" => [],
}

def average(values)
  values.sum / values.size
end

puts "Average session length (minutes):"
sessions.each do |user, lengths|
  avg = average(lengths)
  puts "  #{user.ljust(6)} #{avg}"
end
puts "done"
