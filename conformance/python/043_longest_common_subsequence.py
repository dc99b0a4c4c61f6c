def lcs(a: str, b: str) -> str:
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            dp[i + 1][j + 1] = dp[i][j] + 1 if a[i] == b[j] else max(dp[i][j + 1], dp[i + 1][j])
    out = []
    i, j = m, n
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def longest_increasing_subsequence(nums):
    tails = []
    import bisect
    for x in nums:
        i = bisect.bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


pairs = [("ABCBDAB", "BDCABA"), ("AGGTAB", "GXTXAYB"), ("dynamic", "programming"), ("", "abc")]
for a, b in pairs:
    s = lcs(a, b)
    print(f"lcs({a!r}, {b!r}) = {s!r} (len {len(s)})")
print(longest_increasing_subsequence([10, 9, 2, 5, 3, 7, 101, 18]))
print(longest_increasing_subsequence([0, 1, 0, 3, 2, 3]))
