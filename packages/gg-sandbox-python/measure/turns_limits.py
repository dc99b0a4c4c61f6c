# Turns for wp_turns.py with MEM_MIB=256: a MemoryError keeps the state; deep recursion.
x = 1
#---
b = bytearray(300 << 20)
#---
print("after", x)
#---
import sys; sys.setrecursionlimit(10**6)
def r(n): return r(n + 1)
r(0)
