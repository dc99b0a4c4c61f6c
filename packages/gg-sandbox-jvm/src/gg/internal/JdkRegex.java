package gg.internal;

import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.ValueType;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.emit.ValueEmitter;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Gives TeaVM 0.13.1's {@code java.util.regex} what the JDK's has and models use: named groups
 * ({@code (?<year>\d{4})}, {@code \k<year>}, {@code Matcher.group/start/end(String)},
 * {@code ${year}} in a replacement), {@code Matcher.results()}, {@code replaceAll}/{@code
 * replaceFirst} with a function, the {@code StringBuilder} forms of {@code appendReplacement} and
 * {@code appendTail}, and {@code Pattern.asPredicate}/{@code asMatchPredicate}/{@code
 * splitAsStream}. TeaVM's engine has no named groups, so {@code Pattern.compile} hands it the
 * pattern with each name taken out ({@link JdkRegexes#unnamed}) and remembers the names by group
 * number; {@code pattern()} and {@code toString()} still answer the text as written.
 */
public final class JdkRegex implements TeaVMPlugin, ClassHolderTransformer {
    private static final String HELPER = "gg.internal.JdkRegexes";
    private static final ValueType I = ValueType.INTEGER;
    private static final ValueType STRING = ValueType.object("java.lang.String");
    private static final ValueType PATTERN = ValueType.object("java.util.regex.Pattern");
    private static final ValueType MATCHER = ValueType.object("java.util.regex.Matcher");
    private static final ValueType CHARS = ValueType.object("java.lang.CharSequence");
    private static final ValueType BUILDER = ValueType.object("java.lang.StringBuilder");
    private static final ValueType FUNCTION = ValueType.object("java.util.function.Function");
    private static final ValueType PREDICATE = ValueType.object("java.util.function.Predicate");
    private static final ValueType STREAM = ValueType.object("java.util.stream.Stream");

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        switch (cls.getName()) {
            case "java.util.regex.Pattern":
                compileTakesNames(cls, context);
                textAsWritten(cls, context, "pattern");
                textAsWritten(cls, context, "toString");
                add(cls, context, "asPredicate", PREDICATE);
                add(cls, context, "asMatchPredicate", PREDICATE);
                add(cls, context, "splitAsStream", STREAM, CHARS);
                break;
            case "java.util.regex.Matcher":
                add(cls, context, "group", STRING, STRING);
                add(cls, context, "start", I, STRING);
                add(cls, context, "end", I, STRING);
                add(cls, context, "results", STREAM);
                add(cls, context, "replaceAll", STRING, FUNCTION);
                add(cls, context, "replaceFirst", STRING, FUNCTION);
                add(cls, context, "appendReplacement", MATCHER, BUILDER, STRING);
                add(cls, context, "appendTail", BUILDER, BUILDER);
                replacementTakesNames(cls, context);
                break;
            default:
                break;
        }
    }

    /** Adds the instance method {@code cls.name(parameters)}: {@code JdkRegexes.name(this, ...)}. */
    private static void add(ClassHolder cls, ClassHolderTransformerContext context, String name, ValueType result,
            ValueType... parameters) {
        JdkFidelity.addInstance(cls, context, name, HELPER, name, result, parameters);
    }

    private static MethodHolder existing(ClassHolder cls, String name, ValueType result, ValueType... parameters) {
        MethodHolder method = cls.getMethod(JdkFidelity.descriptor(name, result, parameters));
        if (method == null || method.getProgram() == null) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + "." + name + " is not the one gg corrects");
        }
        return method;
    }

    /**
     * {@code compile(regex, flags)}: {@code JdkRegexes.unnamed(regex)} goes to TeaVM's own compile,
     * and its pattern comes back through {@code JdkRegexes.named(pattern, regex)}.
     */
    private static void compileTakesNames(ClassHolder cls, ClassHolderTransformerContext context) {
        MethodHolder method = existing(cls, "compile", PATTERN, STRING, I);
        MethodHolder moved = JdkFidelity.moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter regex = pe.var(1, STRING);
        ValueEmitter flags = pe.var(2, I);
        ValueEmitter plain = pe.invoke(new MethodReference(HELPER, "unnamed", STRING, STRING), regex);
        ValueEmitter compiled = pe.invoke(moved.getReference(), plain, flags);
        pe.invoke(new MethodReference(HELPER, "named", PATTERN, STRING, PATTERN), compiled, regex).returnValue();
    }

    /** {@code pattern()}/{@code toString()}: the text as the program wrote it. */
    private static void textAsWritten(ClassHolder cls, ClassHolderTransformerContext context, String name) {
        MethodHolder method = existing(cls, name, STRING);
        MethodHolder moved = JdkFidelity.moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = pe.var(0, PATTERN);
        ValueEmitter teavm = self.invokeSpecial(moved.getReference());
        pe.invoke(new MethodReference(HELPER, "written", PATTERN, STRING, STRING), self, teavm).returnValue();
    }

    /** TeaVM's private {@code processReplacement}: {@code ${name}} becomes the group's number first. */
    private static void replacementTakesNames(ClassHolder cls, ClassHolderTransformerContext context) {
        MethodHolder method = existing(cls, "processReplacement", STRING, STRING);
        MethodHolder moved = JdkFidelity.moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = pe.var(0, MATCHER);
        ValueEmitter replacement = pe.var(1, STRING);
        ValueEmitter numbered = pe.invoke(new MethodReference(HELPER, "numbered", MATCHER, STRING, STRING), self,
                replacement);
        self.invokeSpecial(moved.getReference(), numbered).returnValue();
    }
}
