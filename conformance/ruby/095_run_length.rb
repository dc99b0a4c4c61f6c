# Run-length encoding and decoding

def rle_encode(str)
  str.chars.chunk_while { |a, b| a == b }.map { |run| "#{run.size}#{run.first}" }.join
end

def rle_decode(str)
  str.scan(/(\d+)(\D)/).map { |count, ch| ch * count.to_i }.join
end

def rle_compact(str)
  str.gsub(/(.)\1+/) { |run| "#{run[0]}#{run.size}" }
end

samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aabcccccaaa", "abc", "", "zzzzzzzzzzzz"]
samples.each do |s|
  enc = rle_encode(s)
  dec = rle_decode(enc)
  ratio = s.empty? ? 0 : (enc.size * 100.0 / s.size).round(1)
  puts "#{s[0, 20].inspect.ljust(24)} -> #{enc.inspect} (#{ratio}%) roundtrip=#{dec == s}"
end

p samples.map { |s| rle_compact(s) }

def encode_pairs(arr) = arr.chunk { |x| x }.map { |val, run| [val, run.size] }
def decode_pairs(pairs) = pairs.flat_map { |val, n| [val] * n }

data = [0, 0, 0, 1, 1, 0, 5, 5, 5, 5, nil, nil]
pairs = encode_pairs(data)
p pairs
p decode_pairs(pairs) == data

bitmap = <<~BMP.lines.map(&:chomp)
  ....##....
  ...####...
  ..######..
  ...####...
  ....##....
BMP
encoded = bitmap.map { |row| rle_encode(row) }
puts encoded
puts encoded.map { |row| rle_decode(row) } == bitmap
puts bitmap.map { |row| row.tr(".#", " *") }
