package ggtest;

import static ggtest.T.eq;
import static ggtest.T.test;
import static ggtest.T.yes;

import gg.internal.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON codec: escaping, numbers, round trips and refusals. */
final class JsonTest {
    private JsonTest() {
    }

    static void run() {
        test("json: the short escapes and quote and backslash", () ->
                eq("\"a\\\"b\\\\c\\b\\f\\n\\r\\t\"", Json.quote("a\"b\\c\b\f\n\r\t")));
        test("json: other control characters are \\u00XX in lowercase hex", () ->
                eq("\"\\u0000\\u0001\\u001f\\u000b\"", Json.quote("\u0000\u0001\u001f\u000b")));
        test("json: slash, DEL, U+2028 and non-ASCII are written raw", () ->
                eq("\"/\u007f\u2028é漢\"", Json.quote("/\u007f\u2028é漢")));
        test("json: a surrogate pair is written raw", () ->
                eq("\"\uD83D\uDE00\"", Json.quote("\uD83D\uDE00")));
        test("json: unpaired surrogates are escaped", () -> {
            eq("\"\\ud83d\"", Json.quote("\uD83D"));
            eq("\"\\ude00x\"", Json.quote("\uDE00x"));
            eq("\"\\ud83d\\ud83d\uD83D\uDE00\"", Json.quote("\uD83D\uD83D\uD83D\uDE00"));
        });
        test("json: write the value model compactly, members in order", () -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("z", 1);
            m.put("a", List.of(true, false));
            m.put("n", null);
            m.put("l", Long.MAX_VALUE);
            m.put("neg", Json.Num.of(-5L));
            m.put("d", Json.Num.of(0.5));
            m.put("o", Json.object());
            m.put("e", new ArrayList<>());
            eq("{\"z\":1,\"a\":[true,false],\"n\":null,\"l\":9223372036854775807,\"neg\":-5,\"d\":0.5,\"o\":{},\"e\":[]}",
                    Json.write(m));
        });
        test("json: a non-finite double is refused", () -> {
            try {
                Json.Num.of(Double.NaN);
                throw new AssertionError("NaN was accepted");
            } catch (IllegalArgumentException expected) {
                // refused
            }
        });
        test("json: parse every kind of value", () -> {
            Object v = Json.parse(" {\"a\" : [1, -2.5e3, \"x\", true, false, null, {}, []]}\n");
            Map<?, ?> m = (Map<?, ?>) v;
            List<?> a = (List<?>) m.get("a");
            eq(8, a.size());
            eq("1", ((Json.Num) a.get(0)).text());
            yes(((Json.Num) a.get(0)).integral(), "1 is integral");
            eq(-2500.0, ((Json.Num) a.get(1)).doubleValue());
            yes(!((Json.Num) a.get(1)).integral(), "-2.5e3 is not integral");
            eq("x", a.get(2));
            eq(Boolean.TRUE, a.get(3));
            eq(Boolean.FALSE, a.get(4));
            eq(null, a.get(5));
            eq(Map.of(), a.get(6));
            eq(List.of(), a.get(7));
        });
        test("json: string escapes decode, \\u in either case, pairs joined", () -> {
            eq("\"\\/\b\f\n\r\t", Json.parse("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\""));
            eq("é\uD83D\uDE00", Json.parse("\"\\u00E9\\ud83d\\uDE00\""));
            eq("\uD800", Json.parse("\"\\ud800\""));
        });
        test("json: numbers keep their literal text exactly", () -> {
            eq("18446744073709551615", ((Json.Num) Json.parse("18446744073709551615")).text());
            eq("1.000000000000000000001", ((Json.Num) Json.parse("1.000000000000000000001")).text());
            eq("-0", ((Json.Num) Json.parse("-0")).text());
            eq(1e300, ((Json.Num) Json.parse("1E+300")).doubleValue());
        });
        test("json: round trips are identical for compact text", () -> {
            String[] texts = {
                "{\"a\":1,\"b\":[null,true,\"\\u0000\\n\"],\"c\":{\"d\":-0.5e-7}}",
                "[]", "{}", "\"\"", "0", "-1", "1.5E+10", "[[[[]]]]", "\"\\ud800\"",
                "{\"k\":\"漢\uD83D\uDE00\\\"\\\\\"}",
            };
            for (String t : texts) {
                eq(t, Json.write(Json.parse(t)));
            }
        });
        test("json: a string survives write then parse, whatever it holds", () -> {
            StringBuilder all = new StringBuilder();
            for (char c = 0; c < 0x300; c++) {
                all.append(c);
            }
            all.append("\uD83D\uDE00\uD800\uDFFF\uDC00\u2028\u2029\uFFFF");
            eq(all.toString(), Json.parse(Json.quote(all.toString())));
        });
        String[][] bad = {
            {"", "expected a value, got end of text at offset 0"},
            {"   ", "expected a value, got end of text at offset 3"},
            {"01", "unexpected '1' after the value at offset 1"},
            {"1.", "expected a digit after '.', got end of text at offset 2"},
            {".5", "expected a value, got '.' at offset 0"},
            {"1e", "expected a digit of the exponent, got end of text at offset 2"},
            {"+1", "expected a value, got '+' at offset 0"},
            {"-", "expected a digit, got end of text at offset 1"},
            {"NaN", "expected a value, got 'N' at offset 0"},
            {"tru", "expected 'true', got 't' at offset 0"},
            {"[1,]", "expected a value, got ']' at offset 3"},
            {"[1 2]", "expected ',' or ']', got '2' at offset 3"},
            {"{\"a\":1,}", "expected a member name, got '}' at offset 7"},
            {"{a:1}", "expected a member name, got 'a' at offset 1"},
            {"{\"a\" 1}", "expected ':', got '1' at offset 5"},
            {"{\"a\":1,\"a\":2}", "member \"a\" repeated at offset 7"},
            {"\"abc", "unterminated string at offset 4"},
            {"\"a\nb\"", "unescaped control character U+000A in a string at offset 2"},
            {"\"\\x\"", "invalid escape '\\x' at offset 1"},
            {"\"\\u12G4\"", "expected a hex digit of a \\u escape, got 'G' at offset 5"},
            {"\"\\u12\"", "expected a hex digit of a \\u escape, got '\"' at offset 5"},
            {"\"\\u\u0661\u0662\u0663\u0664\"", "expected a hex digit of a \\u escape, got character U+0661 at offset 3"},
            {"[1] x", "unexpected 'x' after the value at offset 4"},
            {"\u00a01", "expected a value, got character U+00A0 at offset 0"},
        };
        for (String[] b : bad) {
            test("json: refuses " + Json.quote(b[0]), () -> {
                try {
                    Json.parse(b[0]);
                    throw new AssertionError("accepted " + b[0]);
                } catch (Json.SyntaxError e) {
                    eq(b[1], e.getMessage());
                }
            });
        }
        test("json: nesting deeper than MAX_DEPTH is refused, MAX_DEPTH is accepted", () -> {
            String ok = "[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH);
            eq(ok, Json.write(Json.parse(ok)));
            String deep = "[".repeat(Json.MAX_DEPTH + 1) + "]".repeat(Json.MAX_DEPTH + 1);
            try {
                Json.parse(deep);
                throw new AssertionError("accepted too deep");
            } catch (Json.SyntaxError e) {
                eq("nested more than 512 deep at offset 512", e.getMessage());
            }
        });
        test("json: Num converts to long exactly, and refuses what a long does not hold", () -> {
            eq(Long.MIN_VALUE, ((Json.Num) Json.parse("-9223372036854775808")).longValue());
            try {
                ((Json.Num) Json.parse("9223372036854775808")).longValue();
                throw new AssertionError("overflow accepted");
            } catch (NumberFormatException expected) {
                // refused
            }
            try {
                ((Json.Num) Json.parse("1.0")).longValue();
                throw new AssertionError("fraction accepted as integer");
            } catch (NumberFormatException expected) {
                // refused
            }
        });
    }
}
