# Classic sorting algorithms implemented by hand

def bubble_sort(arr)
  a = arr.dup
  loop do
    swapped = false
    (a.size - 1).times do |i|
      if a[i] > a[i + 1]
        a[i], a[i + 1] = a[i + 1], a[i]
        swapped = true
      end
    end
    break unless swapped
  end
  a
end

def insertion_sort(arr)
  arr.each_with_object([]) do |x, sorted|
    idx = sorted.index { |y| y > x } || sorted.size
    sorted.insert(idx, x)
  end
end

def merge_sort(arr)
  return arr if arr.size <= 1
  mid = arr.size / 2
  left = merge_sort(arr[0...mid])
  right = merge_sort(arr[mid..])
  merged = []
  merged << (left.first <= right.first ? left.shift : right.shift) until left.empty? || right.empty?
  merged + left + right
end

def quick_sort(arr)
  return arr if arr.size <= 1
  pivot, *rest = arr
  smaller, larger = rest.partition { |x| x < pivot }
  quick_sort(smaller) + [pivot] + quick_sort(larger)
end

def counting_sort(arr)
  counts = Array.new(arr.max + 1, 0)
  arr.each { |x| counts[x] += 1 }
  counts.each_with_index.flat_map { |c, v| [v] * c }
end

data = [38, 27, 43, 3, 9, 82, 10, 3, 55, 0, 71]
puts "input:     #{data.inspect}"
%i[bubble_sort insertion_sort merge_sort quick_sort counting_sort].each do |algo|
  result = send(algo, data)
  puts "#{algo.to_s.ljust(15)}#{result.inspect} #{result == data.sort ? 'ok' : 'WRONG'}"
end

words = %w[pear Apple fig banana cherry]
p merge_sort(words)
p quick_sort(words.map(&:downcase))
p data.sort { |a, b| b <=> a }
p data.max(3)
p data.sort.uniq.each_slice(3).map(&:first)
