import struct

record = struct.pack("<HIf", 7, 123456, 3.5)
print(record, len(record), struct.calcsize("<HIf"), struct.calcsize("HIf"))
print(struct.unpack("<HIf", record))
print(struct.pack(">I", 1), struct.pack("<I", 1), struct.pack("!h", -2))

Header = struct.Struct("<4sBBH")
header = Header.pack(b"GGIF", 1, 2, 640)
print(header.hex(), Header.size)
magic, major, minor, width = Header.unpack(header)
print(magic.decode(), f"v{major}.{minor}", width)

points = [(1.0, 2.0), (3.5, -1.25), (0.0, 100.0)]
blob = b"".join(struct.pack("<dd", *p) for p in points)
print(len(blob), [struct.unpack_from("<dd", blob, i * 16) for i in range(len(points))])
print(list(struct.iter_unpack("<h", b"\x01\x00\xff\xff\x00\x80")))
print(struct.unpack("<f", struct.pack("<f", 0.1))[0], struct.unpack("<d", struct.pack("<d", 0.1))[0])
try:
    struct.pack("<B", 300)
except struct.error as e:
    print("struct.error:", e)
