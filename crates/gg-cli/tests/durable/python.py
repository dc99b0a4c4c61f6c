# A durable program as a model writes it: clock and random reads, a file
# written, a tool called, an approval asked, a second file, some work.
import os
import random
import time

from gg import files, tools

started = time.time()
t0 = time.monotonic()
r = random.random()
noise = int.from_bytes(os.urandom(4), "big")
print(f"seed {r} noise {noise} at {started}")
files.write_file("a.txt", f"first {r}")
total = sum(i % 7 for i in range(20_000))
bumped = tools.bump(step=1)
print(f"bumped to {bumped['count']} after {total}")
deployed = tools.deploy(target="staging")
print(f"deployed {deployed['count']} after {time.monotonic() - t0 >= 0}")
files.write_file("b.txt", f"second {r}")
print(f"done with {random.randint(0, 999)}")
