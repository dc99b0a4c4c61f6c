require "digest"
require "base64"

# Hashing and encoding

message = "The quick brown fox jumps over the lazy dog"
puts Digest::MD5.hexdigest(message)
puts Digest::SHA1.hexdigest(message)
puts Digest::SHA256.hexdigest(message)
puts Digest::SHA256.hexdigest("")
puts Digest::SHA256.digest("abc").bytesize

sha = Digest::SHA256.new
sha << "The quick brown fox "
sha.update("jumps over the lazy dog")
puts sha.hexdigest == Digest::SHA256.hexdigest(message)

encoded = Base64.strict_encode64(message)
puts encoded
puts Base64.decode64(encoded)
puts Base64.encode64("a" * 60)
puts Base64.urlsafe_encode64("binary?>>data~~")
puts Base64.urlsafe_decode64(Base64.urlsafe_encode64("round trip ✓")).force_encoding("UTF-8")
p [message].pack("m0") == encoded
p "aGVsbG8=".unpack1("m")

def checksum(data) = Digest::SHA256.hexdigest(data)[0, 12]
files = { "a.txt" => "alpha", "b.txt" => "beta", "c.txt" => "alpha" }
groups = files.group_by { |_, content| checksum(content) }
groups.each { |sum, entries| puts "#{sum}: #{entries.map(&:first).join(', ')}" }

token = Base64.strict_encode64("user:42:admin")
p token
user, id, role = Base64.strict_decode64(token).split(":")
p [user, id.to_i, role]
p Digest::MD5.hexdigest("x").length
