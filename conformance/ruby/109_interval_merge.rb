# Merging intervals and finding free time in calendars

def merge(intervals)
  intervals.sort_by(&:first).each_with_object([]) do |(s, e), merged|
    if merged.any? && s <= merged.last[1]
      merged.last[1] = [merged.last[1], e].max
    else
      merged << [s, e]
    end
  end
end

p merge([[1, 3], [2, 6], [8, 10], [15, 18]])
p merge([[1, 4], [4, 5]])
p merge([[5, 7], [1, 2], [2, 3], [6, 8]])
p merge([])

def to_minutes(hhmm)
  h, m = hhmm.split(":").map(&:to_i)
  h * 60 + m
end

def to_hhmm(min) = format("%02d:%02d", *min.divmod(60))

calendars = {
  "ana" => [["09:00", "10:30"], ["12:00", "13:00"], ["16:00", "17:00"]],
  "ben" => [["09:30", "11:00"], ["12:30", "14:00"]],
  "cy" => [["10:45", "11:15"], ["15:00", "15:30"]],
}

busy = merge(calendars.values.flatten(1).map { |a, b| [to_minutes(a), to_minutes(b)] })
puts "Busy: " + busy.map { |a, b| "#{to_hhmm(a)}-#{to_hhmm(b)}" }.join(", ")

day_start = to_minutes("09:00")
day_end = to_minutes("18:00")
free = []
cursor = day_start
busy.each do |s, e|
  free << [cursor, s] if s > cursor
  cursor = [cursor, e].max
end
free << [cursor, day_end] if cursor < day_end
free.each { |a, b| puts "Free #{to_hhmm(a)}-#{to_hhmm(b)} (#{b - a} min)" }
longest = free.max_by { |a, b| b - a }
puts "Longest slot starts at #{to_hhmm(longest[0])}"

ranges = [(1..5), (3..8), (10..12), (12..15)]
merged_ranges = merge(ranges.map { |r| [r.begin, r.end] }).map { |a, b| a..b }
p merged_ranges
p merged_ranges.sum(&:size)
p (1..10).to_a - ranges.flat_map(&:to_a)
p ranges.combination(2).select { |a, b| a.cover?(b.begin) || b.cover?(a.begin) }
