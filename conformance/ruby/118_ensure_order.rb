# The order in which begin/rescue/else/ensure clauses run

def trace(label, raise_in: nil)
  steps = []
  begin
    steps << "body"
    raise ArgumentError, "from body" if %i[body rescue].include?(raise_in)
    steps << "body-end"
  rescue ArgumentError => e
    steps << "rescue(#{e.message})"
    raise RuntimeError, "from rescue" if raise_in == :rescue
  else
    steps << "else"
    raise "from else" if raise_in == :else
  ensure
    steps << "ensure"
  end
  steps << "after"
  puts "#{label}: #{steps.join(' > ')}"
rescue RuntimeError => e
  puts "#{label}: #{steps.join(' > ')} !! #{e.message}"
end

trace("normal")
trace("body raises", raise_in: :body)
trace("rescue raises", raise_in: :rescue)
trace("else raises", raise_in: :else)

def nested
  out = []
  begin
    begin
      out << "inner"
      raise KeyError, "inner problem"
    ensure
      out << "inner ensure"
    end
  rescue KeyError => e
    out << "outer rescue: #{e.class}"
  ensure
    out << "outer ensure"
  end
  out
end
p nested

def ensure_value
  :body
ensure
  :ensure_value_ignored
end
p ensure_value

def return_in_ensure
  raise "lost"
ensure
  return :swallowed
end
p return_in_ensure

attempts = []
3.times do |i|
  begin
    attempts << i
    next if i == 1
    attempts << "after-next-#{i}"
  ensure
    attempts << "ensure-#{i}"
  end
end
p attempts

x = begin
  Integer("zz")
rescue
  -1
end
p x
p (raise "boom" rescue "rescued inline")
