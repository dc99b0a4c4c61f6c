# format and printf directives

printf("%05.2f\n", 3.14159)
printf("%05.2f\n", -3.14159)
printf("%-10s|\n", "left")
printf("%10s|\n", "right")
printf("%x %X %#x %o %b %#b\n", 255, 255, 255, 8, 5, 5)
printf("%e\n", 12345.678)
printf("%.3e\n", 0.000123)
printf("%E\n", 1.5)
printf("%g %g %g\n", 1234567.0, 0.00001234, 100.0)
printf("%+d %+d % d\n", 5, -5, 5)
printf("%08.3f\n", 3.14159)
printf("%3d%%\n", 42)
printf("%c%c%c\n", 82, "u", 98)
printf("%s and %p\n", "str", "str")
printf("%-6s%6.1f\n", "pi", Math::PI)
printf("%*d|%-*d|\n", 6, 42, 6, 42)

puts format("%.2f", 2.675)
puts format("%.2f", 1.005)
puts format("%.0f", 0.5)
puts format("%.0f", 1.5)
puts format("%.1f", 0.25)
puts format("%d", 3.99)
puts format("%s", nil)
puts format("%s", [1, "a", :b])
puts format("%p", [1, "a", :b])
puts format("%05d", -42)
puts format("%x", -255)
puts format("%.10s", "truncated string here")
puts format("%<name>s is %<age>d", name: "Ann", age: 30)
puts format("%{greeting}, %{target}!", greeting: "Hi", target: "you")
puts format("%08b", 37)
puts format("%,d", 1000) rescue puts "no comma flag: #{$!.class}"
puts "%s-%s" % %w[a b]
puts "%.3f" % 2
puts "%5.1f%%" % 99.55
puts "%-8s|%8s|" % ["ab", "cd"]

rows = [["Widget", 4, 3.5], ["Gadget", 12, 10.0], ["Doohickey", 1, 199.99]]
puts format("%-10s %5s %10s", "Item", "Qty", "Price")
rows.each { |name, qty, price| puts format("%-10s %5d %10.2f", name, qty, price) }
total = rows.sum { |_, q, pr| q * pr }
puts format("%-10s %16.2f", "TOTAL", total)
