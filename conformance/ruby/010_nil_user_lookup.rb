# Look up users and print their email domains

USERS = [
  { id: 1, name: "alice", email: "alice@example.com" },
  { id: 2, name: "bob", email: "bob@test.org" },
  { id: 3, name: "carol", email: nil },
]

def find_user(id)
  USERS.find { |u| u[:id] == id }
end

def email_domain(user)
  user[:email].split("@").last
end

[1, 2].each do |id|
  user = find_user(id)
  puts "#{user[:name]} -> #{email_domain(user)}"
end

user = find_user(4)
puts "Looking up user 4..."
puts user[:name].capitalize
