class Program {
    static String lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    dp[i][j] = dp[i - 1][j - 1] + 1;
                } else {
                    dp[i][j] = Math.max(dp[i - 1][j], dp[i][j - 1]);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        int i = a.length(), j = b.length();
        while (i > 0 && j > 0) {
            if (a.charAt(i - 1) == b.charAt(j - 1)) {
                sb.append(a.charAt(i - 1));
                i--;
                j--;
            } else if (dp[i - 1][j] >= dp[i][j - 1]) {
                i--;
            } else {
                j--;
            }
        }
        return sb.reverse().toString();
    }

    static int longestIncreasingSubsequence(int[] arr) {
        int[] len = new int[arr.length];
        int best = 0;
        for (int i = 0; i < arr.length; i++) {
            len[i] = 1;
            for (int j = 0; j < i; j++) {
                if (arr[j] < arr[i]) len[i] = Math.max(len[i], len[j] + 1);
            }
            best = Math.max(best, len[i]);
        }
        return best;
    }

    static String longestCommonSubstring(String a, String b) {
        int best = 0, end = 0;
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    dp[i][j] = dp[i - 1][j - 1] + 1;
                    if (dp[i][j] > best) { best = dp[i][j]; end = i; }
                }
        return a.substring(end - best, end);
    }

    public static void main(String[] args) {
        String[][] pairs = {{"ABCBDAB", "BDCABA"}, {"AGGTAB", "GXTXAYB"}, {"kitten", "sitting"},
                {"", "abc"}, {"programming", "gaming"}, {"dynamic", "dynamic"}};
        for (String[] p : pairs) {
            String l = lcs(p[0], p[1]);
            System.out.printf("LCS(%s, %s) = \"%s\" (length %d); longest common substring \"%s\"%n",
                    p[0], p[1], l, l.length(), longestCommonSubstring(p[0], p[1]));
        }
        int[] seq = {10, 9, 2, 5, 3, 7, 101, 18, 4, 19};
        System.out.println("LIS length: " + longestIncreasingSubsequence(seq));
        System.out.println("LIS of sorted: " + longestIncreasingSubsequence(new int[]{1, 2, 3, 4, 5}));
        System.out.println("LIS of reversed: " + longestIncreasingSubsequence(new int[]{5, 4, 3, 2, 1}));
    }
}
