import java.util.List;

class Program {
    public static void main(String[] args) {
        List<Employee> staff = List.of(
                new Manager("Alice", 9500, 0.15),
                new Engineer("Bob", 7200, 3),
                new Engineer("Carol", 8100, 5),
                new Intern("Dan", 1800),
                new Manager("Eve", 11000, 0.2));

        double payroll = 0;
        for (Employee e : staff) {
            double pay = e.monthlyPay();
            payroll += pay;
            System.out.printf("%-6s %-9s base %8.2f pay %9.2f  %s%n",
                    e.getName(), e.role(), e.getBaseSalary(), pay, e.perks());
        }
        System.out.printf("Total payroll: %,.2f%n", payroll);

        Employee top = staff.get(0);
        for (Employee e : staff) {
            if (e.monthlyPay() > top.monthlyPay()) top = e;
        }
        System.out.println("Highest paid: " + top);

        int managers = 0;
        for (Employee e : staff) {
            if (e instanceof Manager) managers++;
        }
        System.out.println("Managers: " + managers);
        Employee raised = staff.get(1);
        raised.raise(10);
        System.out.println("After 10% raise: " + raised + " pay " + raised.monthlyPay());
    }
}

abstract class Employee {
    private final String name;
    protected double baseSalary;
    Employee(String name, double baseSalary) {
        this.name = name;
        this.baseSalary = baseSalary;
    }

    String getName() { return name; }
    double getBaseSalary() { return baseSalary; }
    void raise(double percent) { baseSalary += baseSalary * percent / 100; }
    abstract double monthlyPay();
    String role() { return getClass().getSimpleName(); }
    String perks() { return "standard"; }
    @Override
    public String toString() { return role() + "(" + name + ")"; }
}

class Manager extends Employee {
    private final double bonusRate;
    Manager(String name, double base, double bonusRate) {
        super(name, base);
        this.bonusRate = bonusRate;
    }

    @Override
    double monthlyPay() { return baseSalary * (1 + bonusRate); }
    @Override
    String perks() { return super.perks() + ", company car"; }
}

class Engineer extends Employee {
    private final int level;
    Engineer(String name, double base, int level) {
        super(name, base);
        this.level = level;
    }

    @Override
    double monthlyPay() { return baseSalary + level * 250; }
    @Override
    String perks() { return super.perks() + ", laptop L" + level; }
}

class Intern extends Employee {
    Intern(String name, double stipend) { super(name, stipend); }
    @Override
    double monthlyPay() { return baseSalary; }
    @Override
    String perks() { return "free lunch"; }
}
