# Splats, double splats, argument forwarding and anonymous block params

def log_call(name, *args, **kwargs, &block)
  parts = [name]
  parts << "args=#{args.inspect}" unless args.empty?
  parts << "kwargs=#{kwargs.inspect}" unless kwargs.empty?
  parts << "block" if block
  puts parts.join(" ")
end

log_call(:a)
log_call(:b, 1, 2)
log_call(:c, 1, key: "v")
log_call(:d, { "string" => "hash" })
log_call(:e) { }

def wrapper(...)
  puts "wrapper forwarding"
  log_call(...)
end
wrapper(:f, 3, x: 1) { :blk }

def anon_splat(*, **, &)
  log_call(:anon, *, **, &)
end
anon_splat(7, 8, y: 2) { nil }

def first_and_rest(first, *rest, last)
  "first=#{first} rest=#{rest} last=#{last}"
end
puts first_and_rest(1, 2)
puts first_and_rest(1, 2, 3, 4, 5)

arr = [10, 20, 30]
puts first_and_rest(*arr)
opts = { sep: "-", upcase: true }

def joiner(*words, sep: " ", upcase: false)
  s = words.join(sep)
  upcase ? s.upcase : s
end
puts joiner("a", "b", "c")
puts joiner(*%w[x y z], **opts)
puts joiner(*[], sep: ",")

def destructure((a, b), c)
  "a=#{a} b=#{b} c=#{c}"
end
puts destructure([1, 2], 3)

head, *tail = [1, 2, 3, 4]
*init, last = [1, 2, 3, 4]
a, (b, c), d = 1, [2, 3], 4
p head, tail, init, last, [a, b, c, d]
m, n = 1
p [m, n]
h = { a: 1, **{ b: 2 }, c: 3 }
p h
p [*1..3, *[4, 5]]
p method(:joiner).parameters
