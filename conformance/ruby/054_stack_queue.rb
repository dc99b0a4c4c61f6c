# Stack and queue, plus a balanced brackets checker and RPN evaluator

class Stack
  def initialize = @items = []
  def push(x) = @items.push(x) && self
  def pop = @items.pop
  def peek = @items.last
  def empty? = @items.empty?
  def size = @items.size
  def to_s = "Stack#{@items}"
end

class Queue2
  def initialize = @items = []
  def enqueue(x) = @items.push(x) && self
  def dequeue = @items.shift
  def empty? = @items.empty?
  def to_s = "Queue#{@items}"
end

s = Stack.new
s.push(1).push(2).push(3)
puts s
p s.pop, s.peek, s.size

q = Queue2.new
q.enqueue("a").enqueue("b").enqueue("c")
puts q
p q.dequeue
puts q

PAIRS = { ")" => "(", "]" => "[", "}" => "{" }.freeze

def balanced?(str)
  stack = []
  str.each_char do |ch|
    if PAIRS.value?(ch)
      stack.push(ch)
    elsif PAIRS.key?(ch)
      return false unless stack.pop == PAIRS[ch]
    end
  end
  stack.empty?
end

["(a[b]{c})", "([)]", "((", "", "{[()()]}", "}"].each do |str|
  puts "#{str.inspect.ljust(12)} #{balanced?(str) ? 'balanced' : 'unbalanced'}"
end

def rpn(expr)
  st = []
  expr.split.each do |tok|
    if tok.match?(/\A-?\d+(\.\d+)?\z/)
      st.push(tok.include?(".") ? tok.to_f : tok.to_i)
    else
      b, a = st.pop, st.pop
      raise ArgumentError, "stack underflow at #{tok}" if a.nil? || b.nil?
      st.push(a.public_send(tok, b))
    end
  end
  st.last
end

["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 **", "10 4 /", "10.0 4 /", "1 +"].each do |e|
  puts "#{e} => #{rpn(e)}"
rescue ArgumentError => err
  puts "#{e} => error: #{err.message}"
end
