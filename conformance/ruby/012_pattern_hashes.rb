# Pattern matching with hashes, guards and custom deconstruct_keys

def handle(event)
  case event
  in { type: "click", x: Integer => x, y: Integer => y } if x < 0 || y < 0
    "click outside window"
  in { type: "click", x:, y: }
    "click at #{x},#{y}"
  in { type: "key", key: "q" | "Q" }
    "quit requested"
  in { type: "key", key: String => k, **rest } if rest.empty?
    "key pressed: #{k}"
  in { type: "key", key:, **mods }
    "key #{key} with #{mods.keys.sort.join('+')}"
  in { type: String => t }
    "unknown event type #{t}"
  else
    "invalid event"
  end
end

events = [
  { type: "click", x: 10, y: 20 },
  { type: "click", x: -1, y: 5 },
  { type: "key", key: "Q" },
  { type: "key", key: "a" },
  { type: "key", key: "s", ctrl: true, shift: true },
  { type: "scroll", delta: 3 },
  { kind: "bogus" },
]
events.each { |e| puts handle(e) }

class Temperature
  attr_reader :degrees, :scale

  def initialize(degrees, scale)
    @degrees = degrees
    @scale = scale
  end

  def deconstruct_keys(keys)
    { degrees: degrees, scale: scale, celsius: scale == :f ? ((degrees - 32) * 5.0 / 9).round(1) : degrees }
  end
end

[Temperature.new(100, :c), Temperature.new(50, :f), Temperature.new(-5, :c)].each do |t|
  message = case t
            in { celsius: (30..) => c } then "hot (#{c}C)"
            in { celsius: ..0 => c } then "freezing (#{c}C)"
            in { celsius: c, scale: } then "mild (#{c}C, measured in #{scale})"
            end
  puts message
end

config = { db: { user: "admin", port: 5432 }, mode: "dev" }
if config in { db: { port: Integer => port } }
  puts "port is #{port}"
end

case config
in { db: { user: }, mode: "prod" }
  puts "prod user #{user}"
in { db: { user: }, mode: }
  puts "#{mode} user #{user}"
end

begin
  case { status: 500 }
  in { status: 200 } then puts "ok"
  end
rescue NoMatchingPatternError => e
  puts "#{e.class}: #{e.message}"
end
