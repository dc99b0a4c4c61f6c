import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    static Map<String, Integer> parseConfig(String text) {
        Map<String, Integer> config = new LinkedHashMap<>();
        for (String line : text.lines().toList()) {
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] kv = line.split("=");
            String key = kv[0].strip();
            int value = Integer.parseInt(kv[1].strip());
            config.put(key, value);
            System.out.println("parsed " + key + " = " + value);
        }
        return config;
    }

    public static void main(String[] args) {
        String text = """
                # server settings
                port = 8080
                workers = 4

                timeout = 30s
                retries = 3
                """;
        Map<String, Integer> cfg = parseConfig(text);
        System.out.println("config: " + cfg);
    }
}
