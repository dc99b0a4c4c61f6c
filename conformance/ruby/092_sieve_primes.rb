# Prime numbers: sieve, factorization and a few puzzles

def sieve(limit)
  is_prime = Array.new(limit + 1, true)
  is_prime[0] = is_prime[1] = false
  (2..Integer.sqrt(limit)).each do |i|
    next unless is_prime[i]
    (i * i).step(limit, i) { |j| is_prime[j] = false }
  end
  is_prime.each_index.select { |i| is_prime[i] }
end

def factorize(n)
  factors = Hash.new(0)
  d = 2
  while d * d <= n
    while (n % d).zero?
      factors[d] += 1
      n /= d
    end
    d += 1
  end
  factors[n] += 1 if n > 1
  factors
end

def format_factors(f) = f.map { |p, e| e > 1 ? "#{p}^#{e}" : p.to_s }.join(" x ")

primes = sieve(100)
p primes
puts "Count below 100: #{primes.size}"
puts "Count below 10000: #{sieve(10_000).size}"
puts "Sum below 1000: #{sieve(1000).sum}"

[360, 97, 1001, 2**10, 600851475143, 1].each do |n|
  f = factorize(n)
  puts "#{n} = #{f.empty? ? '1' : format_factors(f)}"
end

def divisor_count(n) = factorize(n).values.reduce(1) { |acc, e| acc * (e + 1) }
p (1..30).max_by { |n| [divisor_count(n), -n] }
p (1..12).map { |n| divisor_count(n) }

goldbach = (4..30).step(2).map do |even|
  a = primes.find { |pr| primes.include?(even - pr) }
  "#{even}=#{a}+#{even - a}"
end
puts goldbach.join(" ")
gaps = primes.each_cons(2).map { |a, b| b - a }
p gaps.tally.sort.to_h
p primes.select { |pr| pr.to_s == pr.to_s.reverse && pr > 10 }
