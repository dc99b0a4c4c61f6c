import random
from collections import deque
from statistics import mean

random.seed(42)

arrivals = deque()
served = []
clock = 0
queue = deque()
busy_until = 0
for customer in range(1, 16):
    clock += random.randint(1, 4)
    service = random.randint(2, 6)
    queue.append((customer, clock, service))

waits = []
t = 0
while queue:
    cid, arrived, service = queue.popleft()
    start = max(t, arrived)
    wait = start - arrived
    waits.append(wait)
    t = start + service
    print(f"customer {cid:>2}: arrived {arrived:>3}, waited {wait:>2}, done at {t:>3}")
print(f"average wait {mean(waits):.2f}, max wait {max(waits)}")
print(random.choice(["red", "green", "blue"]), random.sample(range(100), 5), round(random.random(), 6))
deck = list(range(10))
random.shuffle(deck)
print(deck, random.uniform(1, 2) < 2)
