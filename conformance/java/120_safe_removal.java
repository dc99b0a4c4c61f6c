import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;

class Program {
    public static void main(String[] args) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= 20; i++) numbers.add(i);

        Iterator<Integer> it = numbers.iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) it.remove();
        }
        System.out.println("without multiples of 3: " + numbers);

        numbers.removeIf(n -> n % 2 == 0);
        System.out.println("without evens: " + numbers);

        for (int i = numbers.size() - 1; i >= 0; i--) {
            if (numbers.get(i) > 15) numbers.remove(i);
        }
        System.out.println("without > 15: " + numbers);

        ListIterator<Integer> li = numbers.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 7) li.set(70);
            else if (v == 11) li.add(12);
        }
        System.out.println("after ListIterator edits: " + numbers);

        List<String> words = new ArrayList<>(List.of("keep", "drop", "keep", "drop", "maybe"));
        List<String> toRemove = new ArrayList<>();
        for (String w : words) if (w.equals("drop")) toRemove.add(w);
        words.removeAll(toRemove);
        System.out.println("removeAll: " + words);
        words.retainAll(List.of("maybe"));
        System.out.println("retainAll: " + words);

        Map<String, Integer> stock = new LinkedHashMap<>();
        stock.put("apples", 5);
        stock.put("pears", 0);
        stock.put("plums", 12);
        stock.put("kiwis", 0);
        stock.entrySet().removeIf(e -> e.getValue() == 0);
        System.out.println("in stock: " + stock);
        Iterator<Map.Entry<String, Integer>> mit = stock.entrySet().iterator();
        while (mit.hasNext()) {
            Map.Entry<String, Integer> e = mit.next();
            if (e.getKey().startsWith("a")) mit.remove();
            else e.setValue(e.getValue() * 10);
        }
        System.out.println("after iterator edit: " + stock);
        stock.replaceAll((k, v) -> v + k.length());
        System.out.println("replaceAll: " + stock);

        List<Integer> copy = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        for (Integer v : new ArrayList<>(copy)) {
            if (v % 2 == 1) copy.remove(v);
        }
        System.out.println("removed odds via copy: " + copy);
        List<Integer> sub = new ArrayList<>(List.of(10, 20, 30, 40, 50, 60));
        sub.subList(1, 4).clear();
        System.out.println("subList clear: " + sub);
    }
}
