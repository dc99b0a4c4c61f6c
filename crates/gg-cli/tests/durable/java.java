// A durable program as a model writes it: clock and random reads, a file
// written, a tool called, an approval asked, a second file, some work.
import gg.files.Files;
import gg.tools.Tools;
import java.util.Random;

public class Main {
    public static void main(String[] args) throws Exception {
        long started = System.currentTimeMillis();
        long t0 = System.nanoTime();
        double r = Math.random();
        int dice = new Random().nextInt(1000);
        System.out.println("seed " + r + " dice " + dice + " at " + started);
        Files.writeFile("a.txt", "first " + r);
        long sum = 0;
        for (int i = 0; i < 20_000; i++) sum += i % 7;
        String bumped = Tools.call("bump", "{\"step\": 1}");
        System.out.println("bumped " + bumped + " after " + sum);
        String deployed = Tools.call("deploy", "{\"target\": \"staging\"}");
        System.out.println("deployed " + deployed + " after " + (System.nanoTime() - t0 >= 0));
        Files.writeFile("b.txt", "second " + r);
        System.out.println("done with " + Math.random());
    }
}
