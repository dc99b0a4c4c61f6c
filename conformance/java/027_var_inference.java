import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

class Program {
    public static void main(String[] args) {
        var count = 10;
        var ratio = 0.75;
        var name = "inference";
        var letter = 'v';
        var big = 10_000_000_000L;
        var flag = count > 5;
        System.out.println(count + " " + ratio + " " + name + " " + letter + " " + big + " " + flag);

        var numbers = new ArrayList<Integer>();
        for (var i = 1; i <= 10; i++) {
            numbers.add(i * 3 % 7);
        }
        System.out.println("numbers: " + numbers);

        var index = new TreeMap<Character, List<String>>();
        var words = List.of("apple", "avocado", "banana", "blueberry", "cherry", "apricot", "beet");
        for (var w : words) {
            index.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        }
        for (var entry : index.entrySet()) {
            var key = entry.getKey();
            var list = entry.getValue();
            System.out.println(key + " -> " + list + " (" + list.size() + ")");
        }

        var matrix = new int[][]{{1, 2}, {3, 4}, {5, 6}};
        var sum = 0;
        for (var row : matrix) {
            for (var v : row) {
                sum += v;
            }
        }
        System.out.println("matrix sum = " + sum);

        var sb = new StringBuilder();
        for (var c : name.toCharArray()) {
            sb.insert(0, c);
        }
        System.out.println("reversed: " + sb);

        var lengths = new HashMap<String, Integer>();
        for (var w : List.of("one", "three", "five")) {
            lengths.put(w, w.length());
        }
        System.out.println("lengths: " + lengths);
        var total = lengths.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("total length: " + total);

        Map<String, Integer> stock = Map.of("pens", 3);
        var copy = new HashMap<>(stock);
        copy.put("pads", 5);
        System.out.println("copy size " + copy.size() + ", pads " + copy.get("pads"));
        var result = (count > 5) ? "big" : "small";
        System.out.println(result);
    }
}
