# Differences between puts, print, p and pp

puts "puts adds a newline"
print "print does not"
print "\n"
p "p shows inspect"
pp "pp also shows inspect"

puts 1, 2, 3
print 1, 2, 3, "\n"
p 1, 2, 3

x = p("returned")
p x
y = p
p y
z = p 1, 2
p z
w = puts("hello")
p w

puts [1, 2, [3, 4]]
print [1, 2, [3, 4]], "\n"
p [1, 2, [3, 4]]

puts "ends with newline\n"
puts "two newlines\n\n"
puts ""
puts
print "no newline at all"
puts
$stdout.puts "via $stdout"
STDOUT.print "via STDOUT\n"
$stdout.write("write returns bytes: ")
n = $stdout.write("abc\n")
p n
$stdout << "chained " << 42 << "\n"
$stdout.printf("%s=%d\n", "answer", 42)
putc "X"
putc 10
display_val = 3.14
display_val.display
puts
puts "%.1f%%" % 12.345
puts "a" "b" 'c'
puts "Tab\tseparated\tvalues"
puts 'single #{not} interpolated'
puts :symbol, nil.inspect, true & false
