import hashlib
import hmac
import zlib

messages = ["", "hello", "The quick brown fox jumps over the lazy dog"]
for m in messages:
    data = m.encode()
    print(f"{m[:12]!r:<15} md5={hashlib.md5(data).hexdigest()}")
    print(f"{'':<15} sha1={hashlib.sha1(data).hexdigest()}")
    print(f"{'':<15} sha256={hashlib.sha256(data).hexdigest()[:32]}...")
    print(f"{'':<15} crc32={zlib.crc32(data):08x} adler32={zlib.adler32(data)}")

h = hashlib.sha256()
for chunk in [b"part one, ", b"part two"]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"part one, part two").hexdigest(), h.digest_size, h.name)
sig = hmac.new(b"secret-key", b"payload", hashlib.sha256).hexdigest()
print(sig)
print(hmac.compare_digest(sig, hmac.new(b"secret-key", b"payload", "sha256").hexdigest()))
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest())
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex()[:40])
