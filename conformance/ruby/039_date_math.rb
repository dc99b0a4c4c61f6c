require "date"

# Date arithmetic

d = Date.new(2024, 1, 31)
puts d
puts d >> 1
puts d >> 13
puts d << 1
puts d + 1
puts d - 31
puts d.next_month(2)
puts d.prev_day
puts d.strftime("%A %d %B %Y")
p d.leap?
p Date.leap?(2100)
p d.yday
p d.cwday
p d.cweek
p d.wday
p d.mjd

start = Date.new(2024, 3, 1)
finish = Date.new(2024, 12, 25)
days = (finish - start).to_i
puts "Days until Christmas: #{days}"
p (finish - start).class
p (finish - start)

weekends = (start..start + 13).count { |day| day.saturday? || day.sunday? }
puts "Weekend days in two weeks: #{weekends}"

p Date.parse("2023-07-04").strftime("%b %-d, %Y")
p Date.iso8601("2020-02-29").next_year.to_s
p Date.valid_date?(2023, 2, 29)
p Date.new(2024, 2, -1).day

def age_on(birth, today)
  age = today.year - birth.year
  age -= 1 if today < (birth >> (age * 12))
  age
end
p age_on(Date.new(1990, 6, 15), Date.new(2024, 6, 14))
p age_on(Date.new(1990, 6, 15), Date.new(2024, 6, 15))

first_mondays = (1..4).map do |m|
  first = Date.new(2024, m, 1)
  first + ((1 - first.wday) % 7)
end
puts first_mondays.map(&:to_s).join(", ")

p Date.new(2024, 5, 1).step(Date.new(2024, 5, 29), 7).map(&:day)
p Date.new(2024, 1, 1).upto(Date.new(2024, 1, 5)).map { |x| x.strftime("%a") }
p Date.new(2024, 1, 1) == Date.parse("2024-01-01")
p Date.new(2024, 1, 1) <=> Date.new(2023, 12, 31)
p Date.new(2024, 1, 1).to_s
p Date.new(2024, 1, 1).inspect
begin
  Date.new(2023, 2, 30)
rescue Date::Error => e
  puts "#{e.class}: #{e.message}"
end
