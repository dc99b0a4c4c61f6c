# Temperature conversion tables

def c_to_f(c) = c * 9.0 / 5 + 32
def f_to_c(f) = (f - 32) * 5.0 / 9
def c_to_k(c) = c + 273.15

puts "Celsius  Fahrenheit  Kelvin"
(-40..100).step(20).each do |c|
  puts format("%7d  %10.1f  %6.2f", c, c_to_f(c), c_to_k(c))
end

puts
puts "Fahrenheit -> Celsius"
[-40, 0, 32, 50, 98.6, 212, 451].each do |f|
  puts "#{f.to_s.rjust(5)}°F = #{f_to_c(f).round(2).to_s.rjust(7)}°C"
end

readings = { "Mon" => 22.4, "Tue" => 25.1, "Wed" => 19.8, "Thu" => 30.2, "Fri" => 28.7, "Sat" => 17.5, "Sun" => 21.0 }
avg = readings.values.sum / readings.size
puts
puts format("Weekly average: %.2f°C (%.2f°F)", avg, c_to_f(avg))
hottest = readings.max_by { |_, t| t }
coldest = readings.min_by { |_, t| t }
puts "Hottest: #{hottest[0]} at #{hottest[1]}°C, coldest: #{coldest[0]} at #{coldest[1]}°C"

readings.each do |day, t|
  bar = "█" * (t / 2).round
  label = t > avg ? "above" : "below"
  puts "#{day} #{t.to_s.rjust(4)} #{bar.ljust(16)} #{label}"
end
p readings.select { |_, t| t.between?(20, 26) }.keys
p readings.transform_values { |t| c_to_f(t).round(1) }
p c_to_f(37), f_to_c(c_to_f(37))
p (-40.0).then { |x| c_to_f(x) == x }
