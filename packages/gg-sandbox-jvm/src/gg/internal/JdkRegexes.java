package gg.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The run-time half of {@link JdkRegex}: the program's calls of the regex methods TeaVM's classlib
 * lacks land here, written from the JDK's javadoc.
 *
 * <p>Named groups: {@link #unnamed} rewrites {@code (?<name>X)} to {@code (X)} and {@code
 * \k<name>} to the group's number, counting capturing groups as the JDK does (escapes, {@code
 * \Q...\E} and character classes skipped, {@code (?:}, look-arounds and flags not counted); the
 * names by number wait in {@link #pending} until {@link #named} files them under the compiled
 * pattern. Only patterns that have names are kept.
 */
public final class JdkRegexes {
    private static final Map<Pattern, Named> NAMED = new HashMap<>();
    private static Map<String, Integer> pending;

    private JdkRegexes() {
    }

    /** A named pattern's text as written and its names. */
    private static final class Named {
        final String text;
        final Map<String, Integer> groups;

        Named(String text, Map<String, Integer> groups) {
            this.text = text;
            this.groups = groups;
        }
    }

    public static String unnamed(String regex) {
        pending = null;
        if (regex == null || regex.indexOf("(?<") < 0 && regex.indexOf("\\k<") < 0) {
            return regex;
        }
        Map<String, Integer> groups = new HashMap<>();
        StringBuilder out = new StringBuilder(regex.length());
        int count = 0;
        int depth = 0;
        int n = regex.length();
        // First pass: the names, so a \k<name> before its group (a forward reference) still finds it.
        for (int pass = 0; pass < 2; pass++) {
            out.setLength(0);
            count = 0;
            depth = 0;
            for (int i = 0; i < n; i++) {
                char c = regex.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    char next = regex.charAt(i + 1);
                    if (next == 'Q') {
                        int end = regex.indexOf("\\E", i + 2);
                        int stop = end < 0 ? n : end + 2;
                        out.append(regex, i, stop);
                        i = stop - 1;
                        continue;
                    }
                    if (next == 'k' && depth == 0 && i + 2 < n && regex.charAt(i + 2) == '<') {
                        int close = regex.indexOf('>', i + 3);
                        if (close > 0) {
                            String name = regex.substring(i + 3, close);
                            Integer group = groups.get(name);
                            if (pass == 1 && group == null) {
                                throw new java.util.regex.PatternSyntaxException(
                                        "named capturing group <" + name + "> does not exist", regex, close);
                            }
                            // (?:) keeps a digit after it from joining the number.
                            out.append('\\').append(group == null ? 0 : group).append("(?:)");
                            i = close;
                            continue;
                        }
                    }
                    out.append(c).append(next);
                    i++;
                    continue;
                }
                if (c == '[') {
                    depth++;
                } else if (c == ']' && depth > 0) {
                    depth--;
                } else if (c == '(' && depth == 0) {
                    if (i + 1 < n && regex.charAt(i + 1) == '?') {
                        if (i + 3 < n && regex.charAt(i + 2) == '<' && isNameStart(regex.charAt(i + 3))) {
                            int close = regex.indexOf('>', i + 3);
                            if (close > 0) {
                                String name = regex.substring(i + 3, close);
                                count++;
                                if (pass == 0) {
                                    if (groups.containsKey(name)) {
                                        throw new java.util.regex.PatternSyntaxException(
                                                "Named capturing group <" + name + "> is already defined", regex,
                                                close);
                                    }
                                    groups.put(name, count);
                                }
                                out.append('(');
                                i = close;
                                continue;
                            }
                        }
                    } else {
                        count++;
                    }
                }
                out.append(c);
            }
        }
        pending = groups.isEmpty() ? null : groups;
        return out.toString();
    }

    private static boolean isNameStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    public static Pattern named(Pattern pattern, String regex) {
        if (pending != null) {
            NAMED.put(pattern, new Named(regex, pending));
            pending = null;
        }
        return pattern;
    }

    public static String written(Pattern pattern, String teavm) {
        Named named = NAMED.get(pattern);
        return named != null ? named.text : teavm;
    }

    private static int index(Matcher m, String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        Integer group = lookUp(m, name);
        if (group == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return group;
    }

    private static Integer lookUp(Matcher m, String name) {
        Named named = NAMED.get(m.pattern());
        return named != null ? named.groups.get(name) : null;
    }

    public static String group(Matcher m, String name) {
        return m.group(index(m, name));
    }

    public static int start(Matcher m, String name) {
        return m.start(index(m, name));
    }

    public static int end(Matcher m, String name) {
        return m.end(index(m, name));
    }

    /** {@code ${name}} in a replacement as {@code $n}; a name the pattern lacks is the JDK's error. */
    public static String numbered(Matcher m, String replacement) {
        if (replacement == null || replacement.indexOf("${") < 0) {
            return replacement;
        }
        StringBuilder out = new StringBuilder(replacement.length());
        for (int i = 0; i < replacement.length(); i++) {
            char c = replacement.charAt(i);
            if (c == '\\' && i + 1 < replacement.length()) {
                out.append(c).append(replacement.charAt(++i));
            } else if (c == '$' && i + 1 < replacement.length() && replacement.charAt(i + 1) == '{') {
                int close = replacement.indexOf('}', i + 2);
                if (close < 0) {
                    throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                }
                String name = replacement.substring(i + 2, close);
                if (name.isEmpty() || !isNameStart(name.charAt(0))) {
                    throw new IllegalArgumentException("named capturing group has 0 length name");
                }
                Integer group = lookUp(m, name);
                if (group == null) {
                    throw new IllegalArgumentException("No group with name {" + name + "}");
                }
                out.append('$').append(group);
                i = close;
                // A digit straight after would join the group's number.
                if (i + 1 < replacement.length() && Character.isDigit(replacement.charAt(i + 1))) {
                    out.append("\\").append(replacement.charAt(++i));
                }
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    public static Stream<MatchResult> results(Matcher m) {
        List<MatchResult> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.toMatchResult());
        }
        return found.stream();
    }

    public static String replaceAll(Matcher m, Function<MatchResult, String> replacer) {
        return replace(m, replacer, true);
    }

    public static String replaceFirst(Matcher m, Function<MatchResult, String> replacer) {
        return replace(m, replacer, false);
    }

    private static String replace(Matcher m, Function<MatchResult, String> replacer, boolean all) {
        if (replacer == null) {
            throw new NullPointerException("replacer");
        }
        m.reset();
        StringBuffer out = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(out, replacer.apply(m));
            if (!all) {
                break;
            }
        }
        m.appendTail(out);
        return out.toString();
    }

    public static Matcher appendReplacement(Matcher m, StringBuilder sb, String replacement) {
        StringBuffer part = new StringBuffer();
        m.appendReplacement(part, replacement);
        sb.append(part);
        return m;
    }

    public static StringBuilder appendTail(Matcher m, StringBuilder sb) {
        StringBuffer part = new StringBuffer();
        m.appendTail(part);
        return sb.append(part);
    }

    public static Predicate<String> asPredicate(Pattern p) {
        return s -> p.matcher(s).find();
    }

    public static Predicate<String> asMatchPredicate(Pattern p) {
        return s -> p.matcher(s).matches();
    }

    public static Stream<String> splitAsStream(Pattern p, CharSequence input) {
        String[] parts = p.split(input);
        // The JDK's stream has no trailing empty strings either, and an empty input is one "".
        return Stream.of(parts);
    }
}
