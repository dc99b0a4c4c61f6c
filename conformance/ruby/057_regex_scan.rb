# Regular expressions: matching, captures and scanning

log = <<~LOG
  2024-03-01 12:00:01 INFO  user=alice action=login ip=10.0.0.5
  2024-03-01 12:03:44 WARN  user=bob action=failed_login ip=10.0.0.9
  2024-03-01 12:05:10 ERROR user=bob action=locked ip=10.0.0.9
  2024-03-02 08:15:00 INFO  user=carol action=login ip=192.168.1.20
LOG

LINE = /\A(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) (?<level>\w+)\s+(?<rest>.*)\z/

log.each_line(chomp: true) do |line|
  m = LINE.match(line)
  next unless m
  fields = m[:rest].scan(/(\w+)=(\S+)/).to_h
  puts "#{m[:date]} #{m[:level].ljust(5)} #{fields['user']} -> #{fields['action']}"
end

if log =~ /ERROR user=(\w+)/
  puts "First error by #{$1}, at offset #{$~.begin(0)}"
end

p log.scan(/ip=([\d.]+)/).flatten.uniq
p log.scan(/\d{2}:\d{2}:\d{2}/).size
p log.lines.grep(/WARN|ERROR/).size
p log.match?(/DEBUG/)

md = "John Smith, age 42".match(/(?<first>\w+) (?<last>\w+), age (?<age>\d+)/)
p md[:first], md["last"], md[:age].to_i
p md.names
p md.captures
p md.named_captures
p md.pre_match, md.post_match

email = /\A[\w.+-]+@[\w-]+(\.[\w-]+)+\z/
%w[a@b.co bad@ x.y+z@mail.example.org @no.com].each do |addr|
  puts "#{addr.ljust(24)} #{addr.match?(email) ? 'valid' : 'invalid'}"
end

p "2024-03-01".split(/-/).map(&:to_i)
p "phone: 555-1234, alt: 555-9876".scan(/\d{3}-\d{4}/)
p "a1b22c333".scan(/([a-z])(\d+)/).map { |l, d| "#{l}:#{d.size}" }
p "CamelCaseWordsHere".scan(/[A-Z][a-z]+/)
p "hello world" =~ /wor/
p "hello" !~ /z/
p (/(\d+)-(\d+)/.match("range 10-20").to_a)
p "aaa".gsub(/a/) { $&.ord.to_s }
p "x" * 3 =~ /xx/
re = Regexp.new("h(.)llo", Regexp::IGNORECASE)
p re.match("HELLO")[1]
p re.source, re.inspect
p Regexp.escape("1.5*2?")
p "The Cat sat".sub(/cat/i, "dog")
