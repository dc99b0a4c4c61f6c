import java.util.ArrayList;
import java.util.List;

class Program {
    enum Status { NEW, PAID, SHIPPED, DELIVERED, CANCELLED }

    static class Order {
        private final int id;
        private Status status = Status.NEW;
        private final List<String> events = new ArrayList<>();

        Order(int id) { this.id = id; }

        void pay() { transition(Status.NEW, Status.PAID); }

        void ship() { transition(Status.PAID, Status.SHIPPED); }

        void deliver() { transition(Status.SHIPPED, Status.DELIVERED); }

        void cancel() {
            if (status == Status.SHIPPED || status == Status.DELIVERED) {
                throw new IllegalStateException("Order " + id + " cannot be cancelled once " + status);
            }
            status = Status.CANCELLED;
            events.add("CANCELLED");
        }

        private void transition(Status expected, Status next) {
            if (status != expected) {
                throw new IllegalStateException("Order " + id + " is " + status + ", expected " + expected);
            }
            status = next;
            events.add(next.name());
        }

        @Override
        public String toString() { return "Order#" + id + " " + status + " " + events; }
    }

    public static void main(String[] args) {
        Order a = new Order(1);
        a.pay();
        a.ship();
        a.deliver();
        System.out.println(a);

        Order b = new Order(2);
        b.cancel();
        System.out.println(b);

        Order c = new Order(3);
        c.pay();
        c.ship();
        System.out.println(c);
        System.out.println("Customer requested cancellation of order 3");
        c.cancel();
        System.out.println(c);
    }
}
