require "stringio"
require "strscan"

# Building output in a StringIO and scanning input with StringScanner

report = StringIO.new
report.puts "Report"
report.puts "=" * 6
report.printf("%-8s %5.1f\n", "cpu", 73.456)
report.print "mem ", 512, "MB\n"
report << "disk " << 80 << "%\n"
puts report.string
p report.string.lines.size
p report.pos

input = StringIO.new("line one\nline two\nline three\n")
p input.gets
p input.read(4)
p input.readlines
p input.eof?
input.rewind
p input.each_line.map(&:chomp).map(&:length)

scanner = StringScanner.new("width=120; height=45; label='big box'; ratio=2.5")
settings = {}
until scanner.eos?
  scanner.skip(/\s*/)
  key = scanner.scan(/\w+/)
  scanner.skip(/=/)
  value = if scanner.scan(/'([^']*)'/)
            scanner[1]
          elsif scanner.scan(/\d+\.\d+/)
            scanner.matched.to_f
          elsif scanner.scan(/\d+/)
            scanner.matched.to_i
          end
  settings[key.to_sym] = value
  scanner.skip(/;/)
end
p settings

s = StringScanner.new("3 apples and 12 pears")
p s.scan(/\d+/)
p s.pos
p s.scan(/\d+/)
p s.scan_until(/\d+/)
p s.pre_match
p s.check(/\s\w+/)
p s.rest
p s.getch
p s.peek(3)
s.terminate
p s.eos?
out = StringIO.new
$stdout = out
puts "captured"
$stdout = STDOUT
p out.string
