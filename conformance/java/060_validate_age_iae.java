import java.util.ArrayList;
import java.util.List;

class Program {
    record Registration(String name, int age) {}

    static Registration register(String name, int age) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name is required");
        }
        if (age < 0 || age > 150) {
            throw new IllegalArgumentException("age out of range: " + age);
        }
        return new Registration(name, age);
    }

    public static void main(String[] args) {
        List<Registration> regs = new ArrayList<>();
        regs.add(register("Maya", 29));
        regs.add(register("Theo", 41));
        try {
            regs.add(register("", 30));
        } catch (IllegalArgumentException e) {
            System.out.println("Skipped: " + e.getMessage());
        }
        for (Registration r : regs) {
            System.out.println("Registered " + r);
        }
        int[] agesFromForm = {35, 18, -2, 60};
        String[] namesFromForm = {"Iris", "Omar", "Pia", "Quinn"};
        for (int i = 0; i < agesFromForm.length; i++) {
            Registration r = register(namesFromForm[i], agesFromForm[i]);
            System.out.println("Registered " + r);
        }
        System.out.println("Total: " + regs.size());
    }
}
