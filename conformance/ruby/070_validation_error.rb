# Validate sign-up form submissions

class ValidationError < StandardError; end

def validate!(form)
  raise ValidationError, "name can't be blank" if form[:name].to_s.strip.empty?
  raise ValidationError, "email is invalid: #{form[:email]}" unless form[:email].to_s.include?("@")
  raise ValidationError, "age must be at least 13" if form[:age].to_i < 13
  true
end

submissions = [
  { name: "Ivy", email: "ivy@example.com", age: 30 },
  { name: "Jon", email: "jon@example.com", age: 15 },
  { name: "Kai", email: "kai.example.com", age: 22 },
]

submissions.each_with_index do |form, i|
  validate!(form)
  puts "Submission #{i + 1}: #{form[:name]} accepted"
end
puts "All submissions processed"
