import java.util.List;
import java.util.stream.Collectors;

class Program {
    public static void main(String[] args) {
        String poem = """
                Roses are red,
                  Violets are blue,
                Java has text blocks,
                    And so can you.
                """;
        System.out.print(poem);
        System.out.println("---");

        List<String> lines = poem.lines().collect(Collectors.toList());
        System.out.println("Line count: " + lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            System.out.printf("%d: '%s' (len %d, stripped '%s')%n", i + 1, line, line.length(), line.strip());
        }

        System.out.println("--- indent(4) ---");
        System.out.print("alpha\nbeta\ngamma".indent(4));
        System.out.println("--- indent(-2) ---");
        System.out.print("    one\n  two\nthree\n".indent(-2));

        String json = """
            {
              "name": "gg",
              "version": %d,
              "tags": ["wasm", "java"]
            }""".formatted(3);
        System.out.println(json);

        String joined = """
            first \
            second \
            third""";
        System.out.println(joined);
        String escapes = """
            tab:\there
            quote: \"""
            trailing space:\s
            """;
        System.out.print(escapes.replace(' ', '_'));
        System.out.println(poem.lines().filter(l -> l.startsWith(" ")).count() + " indented lines");
    }
}
