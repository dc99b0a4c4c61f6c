from __future__ import annotations
from dataclasses import dataclass
from typing import Optional, Iterator


@dataclass
class Node:
    value: int
    next: Optional[Node] = None


class LinkedList:
    def __init__(self, values=()):
        self.head: Optional[Node] = None
        self.size = 0
        for v in reversed(list(values)):
            self.push_front(v)

    def push_front(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self.size += 1

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def remove(self, value) -> bool:
        prev, cur = None, self.head
        while cur:
            if cur.value == value:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self.size -= 1
                return True
            prev, cur = cur, cur.next
        return False

    def __iter__(self) -> Iterator[int]:
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def __len__(self):
        return self.size

    def __str__(self):
        return " -> ".join(map(str, self)) + " -> None"


ll = LinkedList([1, 2, 3])
ll.append(4)
ll.push_front(0)
print(ll, len(ll))
ll.reverse()
print(ll)
print(ll.remove(2), ll.remove(42), ll)
print(sum(ll), list(ll), 3 in ll)
print(LinkedList())
print(Node(1, Node(2)))
