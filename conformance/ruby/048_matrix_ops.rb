# Matrix operations with nested arrays

def mat_mul(a, b)
  raise ArgumentError, "dimension mismatch" unless a[0].size == b.size
  a.map { |row| b.transpose.map { |col| row.zip(col).sum { |x, y| x * y } } }
end

def identity(n) = Array.new(n) { |i| Array.new(n) { |j| i == j ? 1 : 0 } }

def determinant(m)
  return m[0][0] if m.size == 1
  return m[0][0] * m[1][1] - m[0][1] * m[1][0] if m.size == 2
  m[0].each_with_index.sum do |val, j|
    minor = m[1..].map { |row| row.reject.with_index { |_, k| k == j } }
    (j.even? ? 1 : -1) * val * determinant(minor)
  end
end

def mat_pow(m, n)
  result = identity(m.size)
  n.times { result = mat_mul(result, m) }
  result
end

def show(m, label)
  puts "#{label}:"
  width = m.flatten.map { |v| v.to_s.size }.max
  m.each { |row| puts "  [" + row.map { |v| v.to_s.rjust(width) }.join(" ") + "]" }
end

a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(a, "A")
show(b, "B")
show(mat_mul(a, b), "A x B")
show(a.transpose, "A transposed")
show(identity(3), "I3")

sq = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
puts "det = #{determinant(sq)}"
puts "det(I4) = #{determinant(identity(4))}"
fib = mat_pow([[1, 1], [1, 0]], 30)
puts "fib(30) via matrix = #{fib[0][1]}"
sum = a.zip(a).map { |r1, r2| r1.zip(r2).map(&:sum) }
p sum
scaled = a.map { |row| row.map { |v| v * 0.5 } }
p scaled
p a.flatten.sum
p a.map(&:sum), a.transpose.map(&:sum)
p (0...3).map { |i| sq[i][i] }.sum

begin
  mat_mul(a, a)
rescue ArgumentError => e
  puts "Error: #{e.message}"
end
