# Blocks, procs and lambdas

square = ->(x) { x * x }
add = lambda { |a, b| a + b }
greet = proc { |name, greeting = "Hello"| "#{greeting}, #{name || 'stranger'}!" }

p square.call(4)
p square.(5)
p square[6]
p add.call(2, 3)
p greet.call("Ann")
p greet.call
p greet.call("Bo", "Hi", "ignored")
p square.lambda?
p greet.lambda?
p square.arity
p add.arity
p greet.arity
p proc { |*a| }.arity

begin
  add.call(1)
rescue ArgumentError => e
  puts "lambda strict: #{e.message}"
end

def run_proc
  pr = proc { return :from_proc }
  pr.call
  :after_proc
end

def run_lambda
  l = -> { return :from_lambda }
  l.call
  :after_lambda
end

p run_proc
p run_lambda

adder = ->(a, b, c) { a + b + c }
curried = adder.curry
p curried[1][2][3]
add_ten = curried[4][6]
p add_ten.(5)

counter = 0
increment = -> { counter += 1 }
3.times { increment.call }
p counter

def make_counter
  count = 0
  [-> { count += 1 }, -> { count }]
end
inc, get = make_counter
inc.call
inc.call
p get.call

p %w[a b c].map(&:upcase)
p [1, 2, 3].map(&square)
p [1, 2, 3].each_with_object([]).map { |n, acc| n }
m = 12.method(:+)
p [1, 2, 3].map(&m)
p (square >> ->(x) { x + 1 }).call(3)
p (square << ->(x) { x + 1 }).call(3)
yielder = proc { |a, (b, c)| [a, b, c] }
p yielder.call(1, [2, 3])
p [[1, [2, 3]]].map(&yielder)
