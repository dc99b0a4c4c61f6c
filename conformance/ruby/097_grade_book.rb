# A grade book with weighted averages and letter grades

WEIGHTS = { homework: 0.25, midterm: 0.30, final: 0.45 }.freeze

Student = Struct.new(:name, :homework, :midterm, :final) do
  def weighted
    hw = homework.sum.to_f / homework.size
    (hw * WEIGHTS[:homework] + midterm * WEIGHTS[:midterm] + final * WEIGHTS[:final]).round(2)
  end

  def letter
    case weighted
    when 90.. then "A"
    when 80...90 then "B"
    when 70...80 then "C"
    when 60...70 then "D"
    else "F"
    end
  end
end

students = [
  Student.new("Avery", [95, 88, 92, 100], 87, 91),
  Student.new("Blake", [72, 65, 80, 70], 68, 74),
  Student.new("Casey", [100, 100, 98, 99], 94, 97),
  Student.new("Devon", [50, 60, 55, 0], 61, 58),
  Student.new("Emery", [85, 90, 78, 88], 79, 83),
]

puts format("%-8s %8s %8s %6s %9s %5s", "Name", "HW avg", "Midterm", "Final", "Weighted", "Grade")
puts "-" * 50
students.sort_by { |s| -s.weighted }.each do |s|
  hw = s.homework.sum.fdiv(s.homework.size)
  puts format("%-8s %8.2f %8d %6d %9.2f %5s", s.name, hw, s.midterm, s.final, s.weighted, s.letter)
end
puts "-" * 50

scores = students.map(&:weighted)
mean = scores.sum / scores.size
variance = scores.sum { |x| (x - mean)**2 } / scores.size
sorted = scores.sort
median = sorted.size.odd? ? sorted[sorted.size / 2] : sorted[sorted.size / 2 - 1, 2].sum / 2
puts format("Mean %.2f | Median %.2f | Std dev %.2f", mean, median, Math.sqrt(variance))
p students.map(&:letter).tally.sort.to_h
p students.select { |s| s.homework.include?(0) }.map(&:name)
p students.max_by(&:final).name
best_hw = students.map { |s| [s.name, s.homework.max] }.to_h
p best_hw
p students.sum { |s| s.homework.size }
