import base64
import binascii

raw = "Hello, Wörld! 👋".encode("utf-8")
b64 = base64.b64encode(raw)
print(b64, b64.decode("ascii"))
print(base64.b64decode(b64).decode("utf-8"))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe data?"), base64.b64encode(b"\xfb\xff\xfe data?"))
print(base64.b32encode(b"abc"), base64.b16encode(b"\x00\xff"), base64.a85encode(b"text"))
print(binascii.hexlify(b"gg"), bytes.fromhex("de ad be ef"), b"\x01\xab".hex(":"))
for s in ["YQ==", "YWI=", "YWJj", "not base64!"]:
    try:
        print(s, "->", base64.b64decode(s, validate=True))
    except binascii.Error as e:
        print(s, "-> error:", e)
token = base64.urlsafe_b64encode(b'{"user":"ada","admin":false}').rstrip(b"=")
print(token)
padded = token + b"=" * (-len(token) % 4)
print(base64.urlsafe_b64decode(padded))
print(bytes(range(5)), bytearray(b"abc").upper(), list(b"AZ"), b"abc"[1], b"x" * 3)
