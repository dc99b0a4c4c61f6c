# Refinements: scoped monkey patching

module StringExtras
  refine String do
    def shout
      upcase + "!"
    end

    def palindrome?
      cleaned = downcase.gsub(/[^a-z0-9]/, "")
      cleaned == cleaned.reverse
    end

    def words
      split(/\s+/)
    end
  end

  refine Integer do
    def minutes
      self * 60
    end
  end
end

class Before
  def self.try_shout
    "hello".shout
  rescue NoMethodError => e
    "not refined here: #{e.name}"
  end
end

puts Before.try_shout

using StringExtras

puts "hello".shout
p "A man, a plan, a canal: Panama".palindrome?
p "Ruby".palindrome?
p "split these   words please".words
p 5.minutes
p %w[racecar level ruby].select(&:palindrome?) rescue puts "symbol to_proc with refinement failed"
p %w[racecar level ruby].select { |w| w.palindrome? }
p "abc".respond_to?(:shout)
