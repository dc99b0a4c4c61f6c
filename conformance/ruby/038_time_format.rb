require "time"

# Formatting fixed timestamps (always UTC so output is stable)

launch = Time.at(1_700_000_000).utc
puts launch
p launch.year, launch.month, launch.day, launch.hour, launch.min, launch.sec
puts launch.strftime("%Y-%m-%d %H:%M:%S")
puts launch.strftime("%d/%m/%Y")
puts launch.strftime("%A, %B %-d, %Y")
puts launch.strftime("%a %b %e %H:%M %Z")
puts launch.strftime("%I:%M %p")
puts launch.strftime("%j day of year, week %U")
puts launch.strftime("%s seconds since epoch")
puts launch.strftime("%y%m%d-%H%M")
puts launch.strftime("%FT%T%z")
puts launch.iso8601
puts launch.wday
puts launch.yday
puts launch.utc?
puts launch.to_i

later = launch + 90 * 60
puts later.strftime("%H:%M")
diff = later - launch
p diff
p diff.class
tomorrow = launch + 86_400
puts tomorrow.strftime("%Y-%m-%d")
puts (tomorrow > launch)

epoch = Time.at(0).utc
puts epoch.strftime("%Y-%m-%d %H:%M:%S %Z")
p Time.utc(2024, 2, 29, 12, 30, 45).strftime("%b %d %Y at %l:%M%P")
p Time.utc(2000, 1, 1).to_i
p Time.gm(2024, 12, 25).strftime("%A")
t = Time.utc(2024, 3, 10, 8, 5, 3)
p t.strftime("%-m/%-d/%y %-H:%M")
p t.strftime("%%Y literal and %3N ms")
p Time.at(1_700_000_000.5).utc.usec
p Time.iso8601("2024-05-01T10:20:30Z").to_i
p Time.at(1_234_567_890).utc.to_a.first(6)
p [t.hour, t.min, t.sec]
p t.monday?, t.sunday?
p (t - Time.utc(2024, 1, 1)).to_i / 86_400
