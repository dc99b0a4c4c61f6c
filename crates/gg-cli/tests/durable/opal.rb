# A durable program as a model writes it: clock and random reads, a file
# written, a tool called, an approval asked, a second file, some work.
require "gg"

started = Time.now
r = rand
puts "seed #{r} at #{started.to_f}"
GG::Files.write_file("a.txt", "first #{r}")
sum = (0...20_000).sum { |i| i % 7 }
bumped = GG::Tools.call("bump", step: 1)
puts "bumped to #{bumped['count']} after #{sum}"
deployed = GG::Tools.call("deploy", target: "staging")
puts "deployed #{deployed['count']} after #{Time.now >= started}"
GG::Files.write_file("b.txt", "second #{r}")
puts "done with #{rand(1000)}"
