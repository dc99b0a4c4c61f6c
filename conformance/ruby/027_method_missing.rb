# Dynamic behaviour with method_missing and respond_to_missing?

class Settings
  def initialize(data = {})
    @data = data.transform_keys(&:to_sym)
  end

  def method_missing(name, *args)
    key = name.to_s
    if key.end_with?("=")
      @data[key.chomp("=").to_sym] = args.first
    elsif key.end_with?("?")
      !!@data[key.chomp("?").to_sym]
    elsif @data.key?(name)
      @data[name]
    else
      super
    end
  end

  def respond_to_missing?(name, include_private = false)
    key = name.to_s
    key.end_with?("=", "?") || @data.key?(name) || super
  end

  def to_h
    @data.dup
  end
end

s = Settings.new("theme" => "dark", "font_size" => 14)
puts s.theme
puts s.font_size
s.language = "en"
puts s.language
p s.debug?
s.debug = true
p s.debug?
p s.respond_to?(:theme)
p s.respond_to?(:nothing_here)
p s.respond_to?(:anything=)
p s.to_h

begin
  s.undefined_thing
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
  p e.name
end

class Recorder < BasicObject
  def initialize
    @calls = []
  end

  def method_missing(name, *args, &block)
    @calls << [name, args]
    self
  end

  def __calls = @calls
end

r = Recorder.new
r.select(:id, :name).where(active: true).limit(10)
r.__calls.each { |name, args| ::Kernel.puts "#{name}(#{args.map(&:inspect).join(', ')})" }

class Ghost
  def method_missing(name, *args)
    name.to_s.start_with?("say_") ? "Boo says #{name.to_s.sub('say_', '')}" : super
  end

  def respond_to_missing?(name, priv = false) = name.to_s.start_with?("say_") || super
end
g = Ghost.new
puts g.say_hello
p g.respond_to?(:say_anything)
p g.respond_to?(:fly)
