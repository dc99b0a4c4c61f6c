package gg.internal;

import java.util.ArrayList;
import java.util.List;
import org.teavm.interop.Import;
import org.teavm.model.AccessLevel;
import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.FieldHolder;
import org.teavm.model.FieldReference;
import org.teavm.model.Instruction;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.TextLocation;
import org.teavm.model.ValueType;
import org.teavm.model.Variable;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.emit.ValueEmitter;
import org.teavm.model.instructions.BinaryInstruction;
import org.teavm.model.instructions.BinaryOperation;
import org.teavm.model.instructions.ConstructArrayInstruction;
import org.teavm.model.instructions.ExitInstruction;
import org.teavm.model.instructions.GetFieldInstruction;
import org.teavm.model.instructions.IntegerConstantInstruction;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.model.instructions.NumericOperandType;
import org.teavm.model.instructions.PutFieldInstruction;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Makes TeaVM 0.13.1's classlib answer as the JDK does where it does not, by pointing a classlib
 * method's body at gg's own implementation ({@link JdkMath}, {@link JdkLang}, {@link JdkFormat}),
 * or adding a method the classlib lacks (javac compiles against the JDK's API, so
 * {@code Integer::sum} was TeaVM's "method not found").
 *
 * <p>It also routes the program's own integer {@code /} and {@code %} (the default package and
 * {@code lib.*}) through {@link JdkMath#div}/{@link JdkMath#rem}: the engine traps on a zero
 * divisor, where the JDK throws a catchable {@code ArithmeticException: / by zero} at the line.
 * The call carries the division's source location, so the exception's frame is the program's.
 */
public final class JdkFidelity implements TeaVMPlugin, ClassHolderTransformer {
    private static final ValueType I = ValueType.INTEGER;
    private static final ValueType J = ValueType.LONG;
    private static final ValueType D = ValueType.DOUBLE;
    private static final ValueType Z = ValueType.BOOLEAN;
    private static final ValueType STRING = ValueType.object("java.lang.String");
    private static final String MATH = "gg.internal.JdkMath";
    private static final String LANG = "gg.internal.JdkLang";
    private static final String TEXT = "gg.internal.JdkText";
    private static final ValueType C = ValueType.CHARACTER;
    private static final ValueType OBJECT = ValueType.object("java.lang.Object");
    private static final ValueType FUNCTION = ValueType.object("java.util.function.Function");

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (RuntimePatches.isProgramClass(cls.getName())) {
            checkedDivision(cls);
            stackGuard(cls);
            return;
        }
        switch (cls.getName()) {
            case "java.lang.Integer":
            case "java.lang.Long":
            case "java.lang.Math":
            case "java.lang.StrictMath":
            case "java.util.Collections":
                // Math.floorDiv/floorMod/ceilDiv/ceilMod, Integer/Long.divideUnsigned and the
                // like divide in the classlib (Collections.rotate of an empty list takes a
                // remainder by its size): a zero divisor trapped instead of throwing.
                checkedDivision(cls);
                break;
            default:
                break;
        }
        switch (cls.getName()) {
            case "org.teavm.backend.wasm.runtime.WasiSupport":
                replace(cls, context, "pow", true, MATH, D, D, D);
                break;
            case "java.lang.Math":
                replace(cls, context, "cbrt", true, MATH, D, D);
                replace(cls, context, "log10", true, MATH, D, D);
                replace(cls, context, "rint", true, MATH, D, D);
                replace(cls, context, "round", true, MATH, J, D);
                replace(cls, context, "round", true, MATH, I, ValueType.FLOAT);
                exact(cls, context);
                ulps(cls, context);
                break;
            case "java.lang.StrictMath":
                ulps(cls, context);
                break;
            case "java.lang.Enum":
                replace(cls, context, "compareTo", false, LANG, "enumCompareTo", I,
                        ValueType.object("java.lang.Enum"));
                replace(cls, context, "valueOf", true, LANG, "enumValueOf", ValueType.object("java.lang.Enum"),
                        ValueType.object("java.lang.Class"), STRING);
                break;
            case "java.util.Optional":
                replace(cls, context, "toString", false, LANG, "optionalToString", STRING);
                replace(cls, context, "get", false, LANG, "optionalGet", OBJECT);
                replace(cls, context, "orElseThrow", false, LANG, "optionalGet", OBJECT);
                break;
            case "java.util.OptionalInt":
                replace(cls, context, "toString", false, LANG, "optionalIntToString", STRING);
                replace(cls, context, "getAsInt", false, LANG, "optionalGet", I);
                replace(cls, context, "orElseThrow", false, LANG, "optionalGet", I);
                break;
            case "java.util.OptionalLong":
                replace(cls, context, "toString", false, LANG, "optionalLongToString", STRING);
                replace(cls, context, "getAsLong", false, LANG, "optionalGet", J);
                replace(cls, context, "orElseThrow", false, LANG, "optionalGet", J);
                break;
            case "java.util.OptionalDouble":
                replace(cls, context, "toString", false, LANG, "optionalDoubleToString", STRING);
                replace(cls, context, "getAsDouble", false, LANG, "optionalGet", D);
                replace(cls, context, "orElseThrow", false, LANG, "optionalGet", D);
                break;
            case "java.lang.String":
                if (cls.getMethod(descriptor("lines", ValueType.object("java.util.stream.Stream"))) == null) {
                    MethodHolder lines = new MethodHolder(descriptor("lines", ValueType.object("java.util.stream.Stream")));
                    lines.setLevel(AccessLevel.PUBLIC);
                    cls.addMethod(lines);
                }
                replace(cls, context, "lines", false, LANG, "lines", ValueType.object("java.util.stream.Stream"));
                addInstance(cls, context, "indent", LANG, "indent", STRING, I);
                replace(cls, context, "startsWith", false, LANG, Z, STRING, I);
                replace(cls, context, "startsWith", false, LANG, Z, STRING);
                replace(cls, context, "endsWith", false, LANG, Z, STRING);
                replace(cls, context, "regionMatches", false, LANG, Z, I, STRING, I, I);
                replace(cls, context, "regionMatches", false, LANG, Z, Z, I, STRING, I, I);
                replace(cls, context, "isBlank", false, LANG, Z);
                replace(cls, context, "indexOf", false, TEXT, I, STRING, I);
                replace(cls, context, "replace", false, TEXT, STRING, ValueType.object("java.lang.CharSequence"),
                        ValueType.object("java.lang.CharSequence"));
                replace(cls, context, "stripIndent", false, TEXT, STRING);
                postfix(cls, context, method(cls, "toUpperCase", STRING), TEXT, "toUpperCase");
                postfix(cls, context, method(cls, "toLowerCase", STRING), TEXT, "toLowerCase");
                ValueType text = ValueType.object("java.lang.CharSequence");
                check(cls, context, method(cls, "substring", STRING, I), "substringFrom", text, I);
                check(cls, context, method(cls, "substring", STRING, I, I), "substringRange", text, I, I);
                check(cls, context, method(cls, "subSequence", text, I, I), "substringRange", text, I, I);
                prefix(cls, context, method(cls, "offsetByCodePoints", I, I, I), TEXT, "offsetByCodePointsIndex");
                for (String name : new String[] { "valueOf", "copyValueOf" }) {
                    prefix(cls, context, method(cls, name, STRING, ValueType.arrayOf(C), I, I), TEXT, "charsOffsetCount");
                }
                break;
            case "java.util.TreeSet":
                replace(cls, context, "subSet", false, LANG, "treeSubSet", ValueType.object("java.util.NavigableSet"),
                        OBJECT, Z, OBJECT, Z);
                break;
            case "java.util.AbstractList$TListIteratorImpl":
                iteratorAddAdvances(cls, "sz");
                break;
            case "java.util.stream.impl.DistinctStreamImpl":
                distinctKeepsItsSet(cls, context);
                break;
            case "java.util.Arrays":
                for (ValueType t : new ValueType[] { Z, ValueType.BYTE, ValueType.CHARACTER, ValueType.SHORT, I, J,
                        ValueType.FLOAT, D, OBJECT }) {
                    ValueType array = ValueType.arrayOf(t);
                    replace(cls, context, "copyOfRange", true, LANG, array, array, I, I);
                }
                replace(cls, context, "copyOfRange", true, LANG, ValueType.arrayOf(OBJECT), ValueType.arrayOf(OBJECT),
                        I, I, ValueType.object("java.lang.Class"));
                arrayRanges(cls, context);
                break;
            case "java.lang.Throwable":
                suppressedList(cls);
                break;
            case "java.lang.Integer":
                add(cls, context, "sum", LANG, I, I, I);
                replace(cls, context, "parseInt", true, LANG, "parseInt", I, STRING);
                replace(cls, context, "parseInt", true, LANG, "parseInt", I, STRING, I);
                add(cls, context, "parseUnsignedInt", LANG, I, STRING);
                add(cls, context, "parseUnsignedInt", LANG, I, STRING, I);
                add(cls, context, "toUnsignedLong", LANG, J, I);
                replace(cls, context, "toUnsignedString", true, TEXT, "intToUnsignedString", STRING, I, I);
                prefix(cls, context, method(cls, "parseInt", I, ValueType.object("java.lang.CharSequence"), I, I, I), TEXT,
                        "parseRange");
                break;
            case "java.lang.Long":
                add(cls, context, "sum", LANG, J, J, J);
                replace(cls, context, "parseLong", true, LANG, "parseLong", J, STRING);
                replace(cls, context, "parseLong", true, LANG, "parseLong", J, STRING, I);
                add(cls, context, "parseUnsignedLong", LANG, J, STRING);
                add(cls, context, "parseUnsignedLong", LANG, J, STRING, I);
                add(cls, context, "max", LANG, J, J, J);
                add(cls, context, "min", LANG, J, J, J);
                replace(cls, context, "toString", true, TEXT, "longToString", STRING, J, I);
                replace(cls, context, "toUnsignedString", true, TEXT, "longToUnsignedString", STRING, J, I);
                prefix(cls, context, method(cls, "parseLong", J, ValueType.object("java.lang.CharSequence"), I, I, I), TEXT,
                        "parseRange");
                break;
            case "java.lang.Double":
                add(cls, context, "sum", LANG, D, D, D);
                add(cls, context, "max", LANG, D, D, D);
                add(cls, context, "min", LANG, D, D, D);
                break;
            case "java.lang.Character":
                add(cls, context, "toString", LANG, "codePointToString", STRING, I);
                replace(cls, context, "isBmpCodePoint", true, TEXT, Z, I);
                replace(cls, context, "highSurrogate", true, TEXT, C, I);
                replace(cls, context, "lowSurrogate", true, TEXT, C, I);
                replace(cls, context, "toCodePoint", true, TEXT, I, C, C);
                replace(cls, context, "isJavaIdentifierStart", true, TEXT, Z, I);
                replace(cls, context, "isUnicodeIdentifierStart", true, TEXT, Z, I);
                for (String name : new String[] { "toLowerCase", "toUpperCase", "toTitleCase" }) {
                    codePointGuard(cls, context, name);
                }
                prefix(cls, context, method(cls, "codePointAt", I, ValueType.arrayOf(C), I), TEXT, "codePointAtIndex");
                prefix(cls, context, method(cls, "codePointBefore", I, ValueType.arrayOf(C), I), TEXT,
                        "codePointBeforeIndex");
                break;
            case "java.lang.StringBuilder":
            case "java.lang.StringBuffer":
                comparable(cls, context);
                builderChecks(cls, context);
                break;
            case "java.util.Collections":
                replace(cls, context, "rotate", true, TEXT, ValueType.VOID, ValueType.object("java.util.List"), I);
                for (MethodHolder m : new ArrayList<>(cls.getMethods())) {
                    if ((m.getName().equals("max") || m.getName().equals("min")) && m.hasModifier(ElementModifier.STATIC)) {
                        prefix(cls, context, m, TEXT, "notEmpty");
                    }
                }
                break;
            case "java.util.ReversedDeque":
                addToString(cls, context);
                break;
            case "java.util.Objects":
                replace(cls, context, "compare", true, TEXT, "objectsCompare", I, OBJECT, OBJECT,
                        ValueType.object("java.util.Comparator"));
                break;
            case "java.math.BigDecimal":
                prefix(cls, context, method(cls, "divide", ValueType.object("java.math.BigDecimal"),
                        ValueType.object("java.math.BigDecimal"), I, ValueType.object("java.math.RoundingMode")), TEXT,
                        "divisorNotZero");
                ValueType decimal = ValueType.object("java.math.BigDecimal");
                ValueType mathContext = ValueType.object("java.math.MathContext");
                postfix(cls, context, method(cls, "round", decimal, mathContext), TEXT, "roundAgain");
                for (String name : new String[] { "add", "subtract", "multiply" }) {
                    postfix(cls, context, method(cls, name, decimal, decimal, mathContext), TEXT, "roundAgain");
                }
                break;
            case "java.math.BigInteger":
                replace(cls, context, "doubleValue", false, TEXT, "bigIntegerDoubleValue", D);
                mapArgument(cls, context, method(cls, "toString", STRING, I), 0, "radix");
                break;
            case "java.util.stream.Stream":
                add(cls, context, "ofNullable", LANG, "streamOfNullable", ValueType.object("java.util.stream.Stream"),
                        OBJECT);
                break;
            case "java.util.Set":
                for (MethodHolder method : new ArrayList<>(cls.getMethods())) {
                    if (method.getName().equals("of") && method.hasModifier(ElementModifier.STATIC)
                            && method.parameterCount() >= 2 || isVarargsOf(method)) {
                        prefix(cls, context, method, LANG, "distinctElements");
                    }
                }
                nonNull(cls, context, "set", "of", "copyOf");
                break;
            case "java.util.List":
                nonNull(cls, context, "list", "of", "copyOf");
                break;
            case "java.util.Map":
                for (MethodHolder method : new ArrayList<>(cls.getMethods())) {
                    if (method.getName().equals("of") && method.hasModifier(ElementModifier.STATIC)
                            && method.parameterCount() >= 4) {
                        prefix(cls, context, method, LANG, "distinctKeys");
                    } else if (method.getName().equals("ofEntries") && method.hasModifier(ElementModifier.STATIC)) {
                        prefix(cls, context, method, LANG, "distinctEntryKeys");
                    }
                }
                nonNull(cls, context, "map", "of", "ofEntries", "copyOf");
                break;
            case "java.util.stream.Collectors":
                replace(cls, context, "toMap", true, LANG, "toMap", ValueType.object("java.util.stream.Collector"),
                        FUNCTION, FUNCTION);
                replace(cls, context, "toUnmodifiableList", true, "gg.internal.JdkCollections",
                        ValueType.object("java.util.stream.Collector"));
                replace(cls, context, "toUnmodifiableSet", true, "gg.internal.JdkCollections",
                        ValueType.object("java.util.stream.Collector"));
                break;
            case "java.util.IntSummaryStatistics":
                replace(cls, context, "toString", false, LANG, "intSummaryToString", STRING);
                break;
            case "java.util.LongSummaryStatistics":
                replace(cls, context, "toString", false, LANG, "longSummaryToString", STRING);
                break;
            case "java.util.DoubleSummaryStatistics":
                replace(cls, context, "toString", false, LANG, "doubleSummaryToString", STRING);
                break;
            case "java.util.LinkedList$SequentialListIterator":
                iteratorAddAdvances(cls, "index");
                break;
            case "org.teavm.classlib.impl.text.DoubleAnalyzer":
                postfix(cls, context, "analyze", "gg.internal.ShortestDecimal", "ofDouble", ValueType.VOID, D,
                        ValueType.object("org.teavm.classlib.impl.text.DoubleAnalyzer$Result"));
                break;
            case "org.teavm.classlib.impl.text.FloatAnalyzer":
                postfix(cls, context, "analyze", "gg.internal.ShortestDecimal", "ofFloat", ValueType.VOID,
                        ValueType.FLOAT, ValueType.object("org.teavm.classlib.impl.text.FloatAnalyzer$Result"));
                break;
            case "java.util.regex.Pattern":
                splitSkipsLeadingEmptyMatch(cls, context);
                break;
            case "java.util.Formatter":
                replace(cls, context, "format", false, "gg.internal.JdkFormat", "format",
                        ValueType.object("java.util.Formatter"), ValueType.object("java.util.Locale"), STRING,
                        ValueType.arrayOf(ValueType.object("java.lang.Object")));
                break;
            default:
                break;
        }
    }

    /**
     * The ulp family of {@code Math} and {@code StrictMath}: {@code ulp}, {@code nextAfter(float,
     * double)} and {@code IEEEremainder} replaced (where the class has them), {@code scalb} added.
     */
    private static void ulps(ClassHolder cls, ClassHolderTransformerContext context) {
        ValueType f = ValueType.FLOAT;
        for (MethodDescriptor d : new MethodDescriptor[] { descriptor("toDegrees", D, D),
                descriptor("toRadians", D, D), descriptor("ulp", D, D), descriptor("ulp", f, f),
                descriptor("nextAfter", f, f, D), descriptor("nextAfter", D, D, D),
                descriptor("IEEEremainder", D, D, D) }) {
            if (cls.getMethod(d) != null) {
                replace(cls, context, d.getName(), true, MATH, d.getResultType(), d.getParameterTypes());
            }
        }
        add(cls, context, "scalb", MATH, D, D, I);
        add(cls, context, "scalb", MATH, f, f, I);
    }

    private static void exact(ClassHolder cls, ClassHolderTransformerContext context) {
        for (ValueType t : new ValueType[] { I, J }) {
            replace(cls, context, "addExact", true, MATH, t, t, t);
            replace(cls, context, "subtractExact", true, MATH, t, t, t);
            replace(cls, context, "multiplyExact", true, MATH, t, t, t);
            replace(cls, context, "incrementExact", true, MATH, t, t);
            replace(cls, context, "decrementExact", true, MATH, t, t);
            replace(cls, context, "negateExact", true, MATH, t, t);
            replace(cls, context, "absExact", true, MATH, t, t);
        }
        replace(cls, context, "multiplyExact", true, MATH, J, J, I);
        replace(cls, context, "toIntExact", true, MATH, I, J);
    }

    /** {@code replace} with the helper method named as the replaced one. */
    private static void replace(ClassHolder cls, ClassHolderTransformerContext context, String name,
            boolean isStatic, String helper, ValueType result, ValueType... parameters) {
        replace(cls, context, name, isStatic, helper, name, result, parameters);
    }

    /**
     * Makes {@code cls.name(parameters)} a call of the static {@code helper.helperName}, with the
     * receiver first for an instance method. The method must exist: TeaVM's classlib changing
     * under gg is a build failure, not a silent miss.
     */
    private static void replace(ClassHolder cls, ClassHolderTransformerContext context, String name,
            boolean isStatic, String helper, String helperName, ValueType result, ValueType... parameters) {
        MethodHolder method = cls.getMethod(descriptor(name, result, parameters));
        if (method == null) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + "." + name + " is not the one gg replaces");
        }
        delegate(cls, method, isStatic, helper, helperName, context);
    }

    /** Adds the static {@code cls.name(parameters)}, a call of {@code helper.name}, when missing. */
    private static void add(ClassHolder cls, ClassHolderTransformerContext context, String name, String helper,
            ValueType result, ValueType... parameters) {
        add(cls, context, name, helper, name, result, parameters);
    }

    /** {@code add} with a helper of another name. */
    private static void add(ClassHolder cls, ClassHolderTransformerContext context, String name, String helper,
            String helperName, ValueType result, ValueType... parameters) {
        MethodDescriptor descriptor = descriptor(name, result, parameters);
        if (cls.getMethod(descriptor) != null) {
            return;
        }
        MethodHolder method = new MethodHolder(descriptor);
        method.setLevel(AccessLevel.PUBLIC);
        method.getModifiers().add(ElementModifier.STATIC);
        cls.addMethod(method);
        delegate(cls, method, true, helper, helperName, context);
    }

    /** Adds the instance method {@code cls.name(parameters)}, a call of {@code helper.helperName(this, ...)}. */
    static void addInstance(ClassHolder cls, ClassHolderTransformerContext context, String name,
            String helper, String helperName, ValueType result, ValueType... parameters) {
        MethodDescriptor descriptor = descriptor(name, result, parameters);
        if (cls.getMethod(descriptor) != null) {
            return;
        }
        MethodHolder method = new MethodHolder(descriptor);
        method.setLevel(AccessLevel.PUBLIC);
        cls.addMethod(method);
        delegate(cls, method, false, helper, helperName, context);
    }

    /**
     * {@code StringBuilder}/{@code StringBuffer} are {@code Comparable} to their own kind since JDK 11:
     * {@code compareTo} and its bridge, both {@link JdkLang#compareChars}.
     */
    private static void comparable(ClassHolder cls, ClassHolderTransformerContext context) {
        ValueType self = ValueType.object(cls.getName());
        cls.getInterfaces().add("java.lang.Comparable");
        addInstance(cls, context, "compareTo", LANG, "compareChars", I, self);
        addInstance(cls, context, "compareTo", LANG, "compareChars", I, OBJECT);
    }

    private static boolean isVarargsOf(MethodHolder method) {
        return method.getName().equals("of") && method.hasModifier(ElementModifier.STATIC)
                && method.parameterCount() == 1 && method.parameterType(0) instanceof ValueType.Array;
    }

    /**
     * Moves the body of {@code method} to a new static {@code name$teavm} and returns that
     * method; {@code method} itself is left for the caller to give a new body.
     */
    static MethodHolder moveAside(ClassHolder cls, MethodHolder method) {
        return moveAside(cls, method, "$teavm");
    }

    static MethodHolder moveAside(ClassHolder cls, MethodHolder method, String suffix) {
        MethodHolder moved = new MethodHolder(new MethodDescriptor(method.getName() + suffix, method.getSignature()));
        moved.setLevel(AccessLevel.PUBLIC);
        for (ElementModifier modifier : method.getModifiers()) {
            moved.getModifiers().add(modifier);
        }
        moved.setProgram(method.getProgram());
        method.setProgram(null);
        cls.addMethod(moved);
        return moved;
    }

    /**
     * Gives each static factory {@code names} of the collection interface {@code cls} a new body:
     * the factory as it was (TeaVM's, or with {@link #prefix}'s check), its result then wrapped
     * by {@code JdkCollections.helperName}, whose collection throws on {@code null} as the JDK's
     * unmodifiable ones do.
     */
    private static void nonNull(ClassHolder cls, ClassHolderTransformerContext context, String helperName,
            String... names) {
        ValueType type = ValueType.object(cls.getName());
        for (MethodHolder method : new ArrayList<>(cls.getMethods())) {
            if (!method.hasModifier(ElementModifier.STATIC) || !List.of(names).contains(method.getName())
                    || !type.equals(method.getResultType()) || method.getProgram() == null) {
                continue;
            }
            MethodHolder moved = moveAside(cls, method, "$nullable");
            ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
            ValueEmitter[] args = new ValueEmitter[method.parameterCount()];
            for (int i = 0; i < args.length; ++i) {
                args[i] = pe.var(i + 1, method.parameterType(i));
            }
            ValueEmitter result = pe.invoke(moved.getReference(), args);
            pe.invoke(new MethodReference("gg.internal.JdkCollections", helperName, type, type), result)
                    .returnValue();
        }
    }

    /**
     * Gives {@code method} a new body: its arguments, as one {@code Object[]} (or the array a static
     * method was passed), go to the static {@code helper.helperName(Object[])} first, which may
     * throw; then TeaVM's own body runs. An instance method's receiver is the array's first element.
     */
    private static void prefix(ClassHolder cls, ClassHolderTransformerContext context, MethodHolder method,
            String helper, String helperName) {
        boolean isStatic = method.hasModifier(ElementModifier.STATIC);
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = isStatic ? null : pe.var(0, ValueType.object(cls.getName()));
        ValueEmitter[] args = new ValueEmitter[method.parameterCount()];
        for (int i = 0; i < args.length; ++i) {
            args[i] = pe.var(i + 1, method.parameterType(i));
        }
        ValueType objects = ValueType.arrayOf(OBJECT);
        ValueEmitter array;
        if (isStatic && args.length == 1 && method.parameterType(0) instanceof ValueType.Array) {
            array = args[0].cast(objects);
        } else {
            int offset = isStatic ? 0 : 1;
            array = pe.constructArray(OBJECT, args.length + offset);
            if (!isStatic) {
                array.setElement(0, self.cast(OBJECT));
            }
            for (int i = 0; i < args.length; ++i) {
                array.setElement(i + offset, args[i].cast(OBJECT));
            }
        }
        pe.invoke(new MethodReference(helper, helperName, objects, ValueType.VOID), array);
        ValueEmitter result = isStatic ? pe.invoke(moved.getReference(), args)
                : self.invokeSpecial(moved.getReference(), args);
        if (method.getResultType() == ValueType.VOID) {
            pe.exit();
        } else {
            result.returnValue();
        }
    }

    /**
     * As {@link #prefix}, for methods on hot paths (a builder's {@code append} is its
     * {@code insert} at the end): no array and no boxing. The static {@code JdkText.helperName}
     * takes the receiver and the method's first arguments, typed as {@code helperParams} says
     * (the receiver first), and may throw; then TeaVM's own body runs.
     */
    private static void check(ClassHolder cls, ClassHolderTransformerContext context, MethodHolder method,
            String helperName, ValueType... helperParams) {
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = pe.var(0, ValueType.object(cls.getName()));
        ValueEmitter[] args = new ValueEmitter[method.parameterCount()];
        for (int i = 0; i < args.length; ++i) {
            args[i] = pe.var(i + 1, method.parameterType(i));
        }
        ValueEmitter[] passed = new ValueEmitter[helperParams.length];
        passed[0] = self.cast(helperParams[0]);
        for (int i = 1; i < helperParams.length; ++i) {
            passed[i] = args[i - 1].cast(helperParams[i]);
        }
        ValueType[] signature = new ValueType[helperParams.length + 1];
        System.arraycopy(helperParams, 0, signature, 0, helperParams.length);
        signature[helperParams.length] = ValueType.VOID;
        pe.invoke(new MethodReference(TEXT, helperName, signature), passed);
        ValueEmitter result = self.invokeSpecial(moved.getReference(), args);
        if (method.getResultType() == ValueType.VOID) {
            pe.exit();
        } else {
            result.returnValue();
        }
    }

    /** The method {@code cls.name(parameters)}, which must exist (as {@link #replace}'s). */
    private static MethodHolder method(ClassHolder cls, String name, ValueType result, ValueType... parameters) {
        MethodHolder method = cls.getMethod(descriptor(name, result, parameters));
        if (method == null) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + "." + name + " is not the one gg checks");
        }
        return method;
    }

    /**
     * {@code Character.name(int)} (a case mapping) answers an int that is no code point unchanged,
     * as the JDK's does; TeaVM indexed its tables with it.
     */
    private static void codePointGuard(ClassHolder cls, ClassHolderTransformerContext context, String name) {
        MethodHolder method = method(cls, name, I, I);
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter codePoint = pe.var(1, I);
        ValueEmitter valid = pe.invoke(new MethodReference(TEXT, "isValidCodePoint", I, Z), codePoint);
        pe.when(valid.isFalse()).thenDo(() -> codePoint.returnValue());
        pe.invoke(moved.getReference(), codePoint).returnValue();
    }

    /**
     * Gives the instance {@code method} a new body: TeaVM's runs, then the static
     * {@code helper.helperName(receiver, arguments…, result)} answers in its place.
     */
    private static void postfix(ClassHolder cls, ClassHolderTransformerContext context, MethodHolder method,
            String helper, String helperName) {
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueType self = ValueType.object(cls.getName());
        ValueEmitter receiver = pe.var(0, self);
        ValueEmitter[] args = new ValueEmitter[method.parameterCount()];
        ValueType[] signature = new ValueType[method.parameterCount() + 3];
        signature[0] = self;
        for (int i = 0; i < args.length; ++i) {
            args[i] = pe.var(i + 1, method.parameterType(i));
            signature[i + 1] = method.parameterType(i);
        }
        signature[signature.length - 2] = method.getResultType();
        signature[signature.length - 1] = method.getResultType();
        ValueEmitter teavm = receiver.invokeSpecial(moved.getReference(), args);
        ValueEmitter[] all = new ValueEmitter[args.length + 2];
        all[0] = receiver;
        System.arraycopy(args, 0, all, 1, args.length);
        all[all.length - 1] = teavm;
        pe.invoke(new MethodReference(helper, helperName, signature), all).returnValue();
    }

    /**
     * Gives {@code method} a new body: TeaVM's, called with its {@code index}th (int) argument
     * passed through {@code JdkText.helperName(int)} first (a radix outside 2..36 is ten).
     */
    private static void mapArgument(ClassHolder cls, ClassHolderTransformerContext context, MethodHolder method,
            int index, String helperName) {
        boolean isStatic = method.hasModifier(ElementModifier.STATIC);
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter[] args = new ValueEmitter[method.parameterCount()];
        for (int i = 0; i < args.length; ++i) {
            args[i] = pe.var(i + 1, method.parameterType(i));
        }
        args[index] = pe.invoke(new MethodReference(TEXT, helperName, I, I), args[index]);
        ValueEmitter result = isStatic ? pe.invoke(moved.getReference(), args)
                : pe.var(0, ValueType.object(cls.getName())).invokeSpecial(moved.getReference(), args);
        result.returnValue();
    }

    /** A {@code toString} for a collection view that has none ({@link JdkText#collectionToString}). */
    private static void addToString(ClassHolder cls, ClassHolderTransformerContext context) {
        MethodDescriptor descriptor = descriptor("toString", STRING);
        if (cls.getMethod(descriptor) != null) {
            return;
        }
        MethodHolder method = new MethodHolder(descriptor);
        method.setLevel(AccessLevel.PUBLIC);
        cls.addMethod(method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = pe.var(0, ValueType.object(cls.getName())).cast(OBJECT);
        pe.invoke(new MethodReference(TEXT, "collectionToString", OBJECT, STRING), self).returnValue();
    }

    /** {@code StringBuilder}/{@code StringBuffer}: the JDK's index and range checks, before TeaVM's bodies. */
    private static void builderChecks(ClassHolder cls, ClassHolderTransformerContext context) {
        ValueType chars = ValueType.arrayOf(C);
        ValueType text = ValueType.object("java.lang.CharSequence");
        for (MethodHolder m : new ArrayList<>(cls.getMethods())) {
            if (m.hasModifier(ElementModifier.STATIC) || m.getProgram() == null || m.getName().contains("$")) {
                continue;
            }
            ValueType[] p = m.getParameterTypes();
            String name = m.getName();
            if (name.equals("insert") && p.length == 2 && p[0] == I) {
                check(cls, context, m, "insertOffset", text, I);
            } else if (name.equals("insert") && p.length == 4 && p[1].equals(chars)) {
                check(cls, context, m, "insertChars", text, I, chars, I, I);
            } else if (name.equals("insert") && p.length == 4 && p[1].equals(text)) {
                check(cls, context, m, "insertSequence", text, I, text, I, I);
            } else if (name.equals("append") && p.length == 3 && p[0].equals(chars)) {
                check(cls, context, m, "appendChars", text, chars, I, I);
            } else if (name.equals("append") && p.length == 3 && p[0].equals(text)) {
                check(cls, context, m, "appendSequence", text, text, I, I);
            } else if (name.equals("appendCodePoint") && p.length == 1) {
                check(cls, context, m, "appendCodePointValid", text, I);
            } else if ((name.equals("delete") && p.length == 2) || (name.equals("replace") && p.length == 3)) {
                check(cls, context, m, "deleteRange", text, I, I);
            } else if ((name.equals("deleteCharAt") || name.equals("charAt")) && p.length == 1 && p[0] == I) {
                check(cls, context, m, "builderIndex", text, I);
            } else if (name.equals("setLength") && p.length == 1) {
                check(cls, context, m, "builderLength", text, I);
            } else if (name.equals("substring") && p.length == 1) {
                check(cls, context, m, "substringFrom", text, I);
            } else if ((name.equals("substring") || name.equals("subSequence")) && p.length == 2) {
                check(cls, context, m, "substringRange", text, I, I);
            }
        }
    }

    /** {@code Arrays}' range methods: the JDK's range check first ({@link JdkText#arrayRange}). */
    private static void arrayRanges(ClassHolder cls, ClassHolderTransformerContext context) {
        for (MethodHolder m : new ArrayList<>(cls.getMethods())) {
            if (!m.hasModifier(ElementModifier.STATIC) || m.getProgram() == null || m.getName().contains("$")) {
                continue;
            }
            ValueType[] p = m.getParameterTypes();
            String name = m.getName();
            boolean oneRange = p.length >= 3 && p[0] instanceof ValueType.Array && p[1] == I && p[2] == I;
            if ((name.equals("sort") || name.equals("fill") || name.equals("binarySearch")) && oneRange
                    && p.length >= (name.equals("sort") ? 3 : 4)) {
                prefix(cls, context, m, TEXT, "arrayRange");
            } else if ((name.equals("equals") || name.equals("mismatch")) && p.length >= 6 && oneRange
                    && p[3] instanceof ValueType.Array && p[4] == I && p[5] == I) {
                prefix(cls, context, m, TEXT, "twoArrayRanges");
            }
        }
    }

    /**
     * {@code Pattern.split(input, limit)} (and so {@code String.split}): a zero-width match at the
     * start of the input makes no leading empty string (JDK 8 and later); TeaVM's split made one.
     * The new body asks {@link JdkLang#splitLimit} for the limit to give TeaVM's split (one more
     * when that match takes a piece of a positive limit) and lets {@link JdkLang#splitResult}
     * drop that piece.
     */
    private static void splitSkipsLeadingEmptyMatch(ClassHolder cls, ClassHolderTransformerContext context) {
        ValueType pattern = ValueType.object(cls.getName());
        ValueType input = ValueType.object("java.lang.CharSequence");
        ValueType strings = ValueType.arrayOf(STRING);
        MethodHolder method = cls.getMethod(descriptor("split", strings, input, I));
        if (method == null) {
            throw new IllegalStateException("TeaVM's Pattern.split is not the one gg corrects");
        }
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter self = pe.var(0, pattern);
        ValueEmitter text = pe.var(1, input);
        ValueEmitter limit = pe.var(2, I);
        ValueEmitter adjusted = pe.invoke(new MethodReference(LANG, "splitLimit", pattern, input, I, I), self, text,
                limit);
        ValueEmitter raw = self.invokeSpecial(moved.getReference(), text, adjusted);
        pe.invoke(new MethodReference(LANG, "splitResult", pattern, input, strings, strings), self, text, raw)
                .returnValue();
    }

    /**
     * Gives the static method {@code cls.name(parameters)} a new body: TeaVM's own body, then the
     * static {@code helper.helperName} with the same arguments (void), which may correct what the
     * first wrote.
     */
    private static void postfix(ClassHolder cls, ClassHolderTransformerContext context, String name, String helper,
            String helperName, ValueType result, ValueType... parameters) {
        MethodHolder method = cls.getMethod(descriptor(name, result, parameters));
        if (method == null || result != ValueType.VOID) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + "." + name + " is not the one gg corrects");
        }
        MethodHolder moved = moveAside(cls, method);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter[] args = new ValueEmitter[parameters.length];
        for (int i = 0; i < args.length; ++i) {
            args[i] = pe.var(i + 1, parameters[i]);
        }
        pe.invoke(moved.getReference(), args);
        ValueType[] signature = new ValueType[parameters.length + 1];
        System.arraycopy(parameters, 0, signature, 0, parameters.length);
        signature[parameters.length] = ValueType.VOID;
        pe.invoke(new MethodReference(helper, helperName, signature), args);
        pe.exit();
    }

    /**
     * TeaVM's {@code LinkedList} list iterator's {@code add} left {@code nextIndex()} where it was
     * (its field {@code index}); the JDK's advances it past the inserted element. The
     * {@code ArrayList} one ({@code AbstractList}'s) left its count of the list's elements
     * ({@code sz}) as it was, so after an {@code add} the walk stopped one short of the end, and
     * walking back from there skipped the last element. Adds {@code field += 1} before each
     * return.
     */
    private static void iteratorAddAdvances(ClassHolder cls, String field) {
        MethodHolder add = cls.getMethod(descriptor("add", ValueType.VOID, OBJECT));
        if (add == null || cls.getField(field) == null || add.getProgram() == null) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + ".add is not the one gg corrects");
        }
        Program program = add.getProgram();
        FieldReference index = new FieldReference(cls.getName(), field);
        for (int b = 0; b < program.basicBlockCount(); ++b) {
            BasicBlock block = program.basicBlockAt(b);
            Instruction last = block.getLastInstruction();
            if (!(last instanceof ExitInstruction)) {
                continue;
            }
            Variable old = program.createVariable();
            GetFieldInstruction get = new GetFieldInstruction();
            get.setField(index);
            get.setFieldType(I);
            get.setInstance(program.variableAt(0));
            get.setReceiver(old);
            Variable one = program.createVariable();
            IntegerConstantInstruction constant = new IntegerConstantInstruction();
            constant.setConstant(1);
            constant.setReceiver(one);
            Variable sum = program.createVariable();
            BinaryInstruction plus = new BinaryInstruction(BinaryOperation.ADD, NumericOperandType.INT);
            plus.setFirstOperand(old);
            plus.setSecondOperand(one);
            plus.setReceiver(sum);
            PutFieldInstruction put = new PutFieldInstruction();
            put.setField(index);
            put.setFieldType(I);
            put.setInstance(program.variableAt(0));
            put.setValue(sum);
            last.insertPreviousAll(List.of(get, constant, plus, put));
        }
    }

    /**
     * {@code distinct()}: TeaVM's stage made its seen set in {@code wrap}, which runs on every pull
     * from upstream. The new {@code wrap} keeps the set in a field of the stage
     * ({@link JdkLang#distinctSeen}) and hands it to {@link JdkLang#distinctPredicate}.
     */
    private static void distinctKeepsItsSet(ClassHolder cls, ClassHolderTransformerContext context) {
        ValueType predicate = ValueType.object("java.util.function.Predicate");
        MethodHolder wrap = cls.getMethod(descriptor("wrap", predicate, predicate));
        if (wrap == null || wrap.getProgram() == null) {
            throw new IllegalStateException("TeaVM's " + cls.getName() + ".wrap is not the one gg corrects");
        }
        FieldHolder seen = new FieldHolder("gg$seen");
        seen.setType(OBJECT);
        seen.setLevel(AccessLevel.PRIVATE);
        cls.addField(seen);
        wrap.setProgram(null);
        ProgramEmitter pe = ProgramEmitter.create(wrap, context.getHierarchy());
        ValueEmitter self = pe.var(0, ValueType.object(cls.getName()));
        ValueEmitter downstream = pe.var(1, predicate);
        ValueEmitter set = pe.invoke(new MethodReference(LANG, "distinctSeen", OBJECT, OBJECT),
                self.getField("gg$seen", OBJECT));
        self.setField("gg$seen", set);
        pe.invoke(new MethodReference(LANG, "distinctPredicate", OBJECT, predicate, predicate), set, downstream)
                .returnValue();
    }

    static MethodDescriptor descriptor(String name, ValueType result, ValueType... parameters) {
        ValueType[] signature = new ValueType[parameters.length + 1];
        System.arraycopy(parameters, 0, signature, 0, parameters.length);
        signature[parameters.length] = result;
        return new MethodDescriptor(name, signature);
    }

    private static void delegate(ClassHolder cls, MethodHolder method, boolean isStatic, String helper,
            String helperName, ClassHolderTransformerContext context) {
        method.getModifiers().remove(ElementModifier.NATIVE);
        method.getAnnotations().remove(Import.class.getName());
        int offset = isStatic ? 0 : 1;
        ValueType[] signature = new ValueType[method.parameterCount() + offset + 1];
        if (!isStatic) {
            signature[0] = ValueType.object(cls.getName());
        }
        for (int i = 0; i < method.parameterCount(); ++i) {
            signature[i + offset] = method.parameterType(i);
        }
        signature[signature.length - 1] = method.getResultType();
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        ValueEmitter[] args = new ValueEmitter[signature.length - 1];
        if (!isStatic) {
            args[0] = pe.var(0, signature[0]);
        }
        for (int i = 0; i < method.parameterCount(); ++i) {
            args[i + offset] = pe.var(i + 1, method.parameterType(i));
        }
        ValueEmitter result = pe.invoke(new MethodReference(helper, helperName, signature), args);
        if (method.getResultType() == ValueType.VOID) {
            pe.exit();
        } else {
            result.returnValue();
        }
    }

    /**
     * Starts each constructor of {@code Throwable} by giving it an empty suppressed list. TeaVM's
     * classlib initializes the field only in the constructors it renames away (its real ones are
     * the {@code init} methods renamed to {@code <init>}), so {@code addSuppressed} (every
     * try-with-resources whose close throws) and {@code getSuppressed} threw
     * NullPointerException.
     */
    private static void suppressedList(ClassHolder cls) {
        FieldReference field = new FieldReference(cls.getName(), "suppressed");
        ValueType array = ValueType.arrayOf(ValueType.object(cls.getName()));
        if (cls.getField("suppressed") == null || !cls.getField("suppressed").getType().equals(array)) {
            throw new IllegalStateException("TeaVM's Throwable.suppressed is not the one gg initializes");
        }
        for (MethodHolder method : cls.getMethods()) {
            Program program = method.getProgram();
            if (!method.getName().equals("<init>") || program == null || program.basicBlockCount() == 0) {
                continue;
            }
            Variable size = program.createVariable();
            IntegerConstantInstruction zero = new IntegerConstantInstruction();
            zero.setConstant(0);
            zero.setReceiver(size);
            Variable empty = program.createVariable();
            ConstructArrayInstruction construct = new ConstructArrayInstruction();
            construct.setItemType(ValueType.object(cls.getName()));
            construct.setSize(size);
            construct.setReceiver(empty);
            PutFieldInstruction put = new PutFieldInstruction();
            put.setInstance(program.variableAt(0));
            put.setField(field);
            put.setFieldType(array);
            put.setValue(empty);
            BasicBlock entry = program.basicBlockAt(0);
            entry.addFirst(put);
            entry.addFirst(construct);
            entry.addFirst(zero);
        }
    }

    /** Replaces each integer division and remainder in the class's methods by a checked call. */
    /**
     * Starts each method of a program class with {@link StackGuard#check}, located at the method's
     * first line, so that runaway recursion is a {@code StackOverflowError} there.
     */
    private static void stackGuard(ClassHolder cls) {
        for (MethodHolder method : cls.getMethods()) {
            Program program = method.getProgram();
            if (program == null || program.basicBlockCount() == 0) {
                continue;
            }
            TextLocation location = null;
            for (int b = 0; b < program.basicBlockCount() && location == null; ++b) {
                for (Instruction insn : program.basicBlockAt(b)) {
                    if (insn.getLocation() != null && insn.getLocation().getLine() > 0) {
                        location = insn.getLocation();
                        break;
                    }
                }
            }
            InvokeInstruction call = new InvokeInstruction();
            call.setType(InvocationType.SPECIAL);
            call.setMethod(new MethodReference("gg.internal.StackGuard", "check", ValueType.VOID));
            call.setLocation(location);
            BasicBlock entry = program.basicBlockAt(0);
            Instruction first = entry.getFirstInstruction();
            if (first == null) {
                entry.add(call);
            } else {
                first.insertPrevious(call);
            }
        }
    }

    private static void checkedDivision(ClassHolder cls) {
        for (MethodHolder method : cls.getMethods()) {
            Program program = method.getProgram();
            if (program == null) {
                continue;
            }
            for (int b = 0; b < program.basicBlockCount(); ++b) {
                BasicBlock block = program.basicBlockAt(b);
                List<Instruction> instructions = new ArrayList<>();
                for (Instruction insn : block) {
                    instructions.add(insn);
                }
                for (Instruction insn : instructions) {
                    if (!(insn instanceof BinaryInstruction)) {
                        continue;
                    }
                    BinaryInstruction binary = (BinaryInstruction) insn;
                    BinaryOperation op = binary.getOperation();
                    NumericOperandType type = binary.getOperandType();
                    if ((op != BinaryOperation.DIVIDE && op != BinaryOperation.MODULO)
                            || (type != NumericOperandType.INT && type != NumericOperandType.LONG)) {
                        continue;
                    }
                    ValueType t = type == NumericOperandType.INT ? I : J;
                    InvokeInstruction call = new InvokeInstruction();
                    call.setType(InvocationType.SPECIAL);
                    call.setMethod(new MethodReference(MATH, op == BinaryOperation.DIVIDE ? "div" : "rem", t, t, t));
                    call.setArguments(binary.getFirstOperand(), binary.getSecondOperand());
                    call.setReceiver(binary.getReceiver());
                    call.setLocation(binary.getLocation());
                    binary.replace(call);
                }
            }
        }
    }
}
