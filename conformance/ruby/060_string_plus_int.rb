# Print a summary line for each team

teams = [
  { name: "Red", wins: 7, losses: 3 },
  { name: "Blue", wins: 5, losses: 5 },
  { name: "Green", wins: 9, losses: 1 },
]

teams.each do |team|
  games = team[:wins] + team[:losses]
  pct = (team[:wins] * 100.0 / games).round(1)
  puts "#{team[:name]}: #{team[:wins]}-#{team[:losses]} (#{pct}%)"
end

leader = teams.max_by { |t| t[:wins] }
puts "Leader: " + leader[:name]
puts "Leader wins: " + leader[:wins]
