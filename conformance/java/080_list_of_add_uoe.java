import java.util.List;

class Program {
    static List<String> defaultTags() {
        return List.of("java", "backend");
    }

    static List<String> withExtraTag(List<String> tags, String extra) {
        tags.add(extra);
        return tags;
    }

    public static void main(String[] args) {
        List<String> tags = defaultTags();
        System.out.println("Default tags: " + tags);
        System.out.println("Tag count: " + tags.size());
        for (String t : tags) {
            System.out.println(" - " + t.toUpperCase());
        }
        List<String> updated = withExtraTag(tags, "wasm");
        System.out.println("Updated tags: " + updated);
    }
}
