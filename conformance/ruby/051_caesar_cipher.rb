# Caesar cipher, ROT13 and a simple frequency-based cracker

ALPHABET = ("a".."z").to_a.join

def caesar(text, shift)
  shift %= 26
  lower = ALPHABET
  upper = ALPHABET.upcase
  shifted_lower = lower[shift..] + lower[0...shift]
  shifted_upper = upper[shift..] + upper[0...shift]
  text.tr(lower + upper, shifted_lower + shifted_upper)
end

def rot13(text) = text.tr("A-Za-z", "N-ZA-Mn-za-m")

def caesar_manual(text, shift)
  text.each_char.map do |ch|
    case ch
    when "a".."z" then ((ch.ord - 97 + shift) % 26 + 97).chr
    when "A".."Z" then ((ch.ord - 65 + shift) % 26 + 65).chr
    else ch
    end
  end.join
end

message = "Attack at Dawn! Meet at the old bridge, 6pm."
encrypted = caesar(message, 3)
puts encrypted
puts caesar(encrypted, -3)
puts caesar_manual(message, 3) == encrypted
puts rot13(message)
puts rot13(rot13(message)) == message
puts caesar("xyz XYZ", 29)

def crack(ciphertext)
  (0...26).min_by do |shift|
    candidate = caesar(ciphertext, -shift).downcase
    common = candidate.count("etaoin")
    rare = candidate.count("zqxj")
    [-common, rare, shift]
  end
end

secret = caesar("the quick brown fox jumps over the lazy dog and then sleeps", 11)
puts secret
guess = crack(secret)
puts "Guessed shift: #{guess}"
puts caesar(secret, -guess)

(1..3).each { |s| puts "#{s}: #{caesar('Ruby', s)}" }
p caesar("", 5)
p "Hello".bytes.map { |b| b ^ 42 }.pack("c*").bytes.map { |b| b ^ 42 }.pack("c*")
