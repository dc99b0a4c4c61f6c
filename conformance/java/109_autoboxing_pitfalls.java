import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        System.out.println("127 == 127: " + (a == b));
        System.out.println("128 == 128: " + (c == d));
        System.out.println("128 equals 128: " + c.equals(d));
        System.out.println("128 intValue ==: " + (c.intValue() == d.intValue()));
        System.out.println("mixed compare c == 128: " + (c == 128));

        Long big = 100L;
        System.out.println("Long.equals(Integer): " + big.equals(100) + ", Long.equals(Long): " + big.equals(100L));

        List<Integer> list = new ArrayList<>(List.of(10, 20, 30, 1, 2));
        list.remove(1);
        System.out.println("after remove(1) [index]: " + list);
        list.remove(Integer.valueOf(1));
        System.out.println("after remove(Integer 1) [value]: " + list);

        Integer total = 0;
        for (int i = 0; i < 5; i++) total += i;
        System.out.println("boxed accumulation: " + total);

        Double x = 0.1 * 3;
        System.out.println("0.1*3 equals 0.3? " + x.equals(0.3) + ", compare " + Double.compare(x, 0.3));
        System.out.println("Double NaN equals NaN: " + Double.valueOf(Double.NaN).equals(Double.NaN) + ", == " + (Double.NaN == Double.NaN));
        System.out.println("Integer.compare vs subtraction: " + Integer.compare(Integer.MIN_VALUE, 1) + " vs " + (Integer.MIN_VALUE - 1));

        Character ch = 'a';
        int code = ch + 1;
        System.out.println("Character + 1 = " + code);
        Boolean flag = Boolean.valueOf("TRUE");
        System.out.println("Boolean.valueOf(\"TRUE\") = " + flag);
        Object o = 42;
        System.out.println("boxed type: " + o.getClass().getSimpleName());
        Object o2 = 42L;
        System.out.println("boxed type: " + o2.getClass().getSimpleName());
        Object o3 = 'z';
        System.out.println("boxed type: " + o3.getClass().getSimpleName());
        long sum = 0;
        for (Integer v : List.of(1, 2, 3)) sum += v;
        System.out.println("unboxed sum: " + sum);
        System.out.println("ternary mixed types: " + (true ? 1 : 2.0));
        System.out.println("ternary boxed: " + (true ? Integer.valueOf(1) : "two"));
        System.out.println("Integer.valueOf(\"0042\") = " + Integer.valueOf("0042"));
        System.out.println("hash of Integer 12345: " + Integer.valueOf(12345).hashCode());
        System.out.println("hash of Boolean true: " + Boolean.TRUE.hashCode());
        System.out.println("hash of Long 1L<<32: " + Long.valueOf(1L << 32).hashCode());
    }
}
