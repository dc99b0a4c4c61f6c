# case/when with ranges, classes, regexes, lambdas and splats

def classify(value)
  case value
  when nil then "nil"
  when true, false then "boolean"
  when Integer
    case value
    when ..-1 then "negative integer"
    when 0 then "zero"
    when 1..9 then "small integer"
    else "big integer"
    end
  when Float then "float #{value.round(1)}"
  when /\A\d+\z/ then "numeric string"
  when /\A[[:upper:]]/ then "capitalized string"
  when String then "string of length #{value.size}"
  when Symbol then "symbol :#{value}"
  when Array, Hash then "#{value.class.name.downcase} with #{value.size} items"
  when ->(v) { v.respond_to?(:each) } then "enumerable #{value.class}"
  else "unknown #{value.class}"
  end
end

[nil, true, -4, 0, 7, 1_000, 3.14159, "42", "Hello", "hey", :sym, [1, 2], { a: 1 }, (1..3), 2r].each do |v|
  puts "#{v.inspect.ljust(10)} #{classify(v)}"
end

VOWELS = %w[a e i o u].freeze
def letter_kind(ch)
  case ch.downcase
  when *VOWELS then "vowel"
  when "a".."z" then "consonant"
  when "0".."9" then "digit"
  else "other"
  end
end
p "R2-d2 a!".chars.map { |c| letter_kind(c) }

def http_status(code)
  case code
  when 200...300 then "success"
  when 301, 302 then "redirect"
  when 404 then "not found"
  when 400...500 then "client error"
  when 500.. then "server error"
  end
end
p [200, 204, 301, 404, 418, 503, 100].map { |c| http_status(c) }

x = 15
result = case
         when x < 10 then "small"
         when x < 20 then "medium"
         else "large"
         end
p result
p (case 5 when Integer then :int end)
p Integer === 5, (1..5) === 3, /ab/ === "cab", :a === :a
