import gg.files.Files;
import java.util.List;

public class Program {
    public static void main(String[] args) throws Exception {
        System.out.println("Hello from a sandboxed Java program!");
        List<Files.DirEntry> entries = Files.listDirectory("examples");
        System.out.println("examples/ holds " + entries.size() + " entries; the Java ones:");
        for (Files.DirEntry e : entries) {
            if (e.name().endsWith(".java")) {
                System.out.println("  " + e.name() + " (" + e.size() + " bytes)");
            }
        }
    }
}
