# frozen_string_literal: true

# Build a CSV line for an export

HEADER = "id,name,score"

rows = [[1, "ana", 91], [2, "ben", 78], [3, "cleo", 85]]

puts HEADER
rows.each do |id, name, score|
  puts [id, name, score].join(",")
end

summary = "rows: #{rows.size}"
puts summary

line = "total,"
line << rows.sum { |r| r[2] }.to_s
puts line
