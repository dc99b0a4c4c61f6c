# Build greeting cards for a list of guests

def card_for(name, occasion)
  "Dear #{name}, happy #{occasion}!"
end

def signature(from, closing = "Best wishes")
  "#{closing},\n#{from}"
end

guests = %w[Nora Omar Pia]

guests.each do |guest|
  puts card_for(guest, "birthday")
end
puts signature("Sam")
puts signature("Sam", "Cheers")

puts "Printing the final card..."
puts card_for("Quinn")
