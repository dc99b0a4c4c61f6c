# Palindromes: checks, longest substring, and numeric palindromes

def palindrome?(str)
  cleaned = str.downcase.gsub(/[^a-z0-9]/, "")
  cleaned == cleaned.reverse
end

def longest_palindrome(s)
  return s if s.size < 2
  best = s[0]
  (0...s.size).each do |center|
    [[center, center], [center, center + 1]].each do |lo, hi|
      while lo >= 0 && hi < s.size && s[lo] == s[hi]
        lo -= 1
        hi += 1
      end
      candidate = s[(lo + 1)...hi]
      best = candidate if candidate.size > best.size
    end
  end
  best
end

phrases = ["A man, a plan, a canal: Panama", "No lemon, no melon", "Hello", "Was it a car or a cat I saw?", "", "ab"]
phrases.each { |ph| puts "#{ph.inspect.ljust(34)} #{palindrome?(ph)}" }

%w[babad cbbd forgeeksskeegfor abacdfgdcaba x].each do |s|
  puts "longest in #{s}: #{longest_palindrome(s)}"
end

num_pals = (100..999).select { |n| n.to_s == n.to_s.reverse }
p num_pals.size
p num_pals.first(5)

largest = nil
999.downto(900) do |a|
  a.downto(900) do |b|
    prod = a * b
    break if largest && prod <= largest
    largest = prod if prod.to_s == prod.to_s.reverse
  end
end
puts "Largest palindrome from two 3-digit numbers (>=900): #{largest}"

def lychrel_steps(n, limit = 50)
  limit.times do |i|
    n += n.to_s.reverse.to_i
    return i + 1 if n.to_s == n.to_s.reverse
  end
  nil
end
p [56, 57, 59, 89, 196].map { |n| [n, lychrel_steps(n)] }
p (1..200).select { |n| n.to_s(2) == n.to_s(2).reverse && n.to_s == n.to_s.reverse }
