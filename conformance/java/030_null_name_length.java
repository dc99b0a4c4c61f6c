import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    static Map<String, String> nicknames = new LinkedHashMap<>();

    static int nicknameLength(String person) {
        String nick = nicknames.get(person);
        return nick.length();
    }

    public static void main(String[] args) {
        nicknames.put("Robert", "Bob");
        nicknames.put("William", "Bill");
        nicknames.put("Elizabeth", "Liz");

        String[] people = {"Robert", "Elizabeth", "Margaret", "William"};
        int total = 0;
        for (String p : people) {
            System.out.println("Looking up nickname for " + p);
            int len = nicknameLength(p);
            System.out.println("  length " + len);
            total += len;
        }
        System.out.println("Total: " + total);
    }
}
