package gg.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.teavm.model.AccessLevel;
import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ClassReader;
import org.teavm.model.ClassReaderSource;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReader;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.ValueType;
import org.teavm.model.Variable;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.instructions.ExitInstruction;
import org.teavm.model.instructions.InitClassInstruction;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * gg's changes to TeaVM 0.13.1's classlib and runtime, made on the class model as TeaVM reads it.
 *
 * <ul>
 *   <li>{@code java.lang.System} gains {@code exit(int)} (the classlib has none, so javac's
 *       {@code System.exit(7)} was TeaVM's "method not found"), and {@code java.lang.Runtime}'s
 *       {@code exit(int)}, which returns, and a new {@code halt(int)} both call
 *       {@link Exit#exit}.</li>
 *   <li>Initializing one of the program's own classes (the default package and code modules'
 *       {@code lib}) first initializes its superclass and the superinterfaces that declare default
 *       methods, as JLS 12.4 and JVMS 5.5 say. TeaVM initializes a class on its own, so
 *       {@code class Program extends Base} never ran Base's static initializer unless the program
 *       touched Base itself (an endless loop there "completed"). The class gets a
 *       {@code <clinit>} (a new one if it had none) that starts with those initializations.</li>
 *   <li>{@code org.teavm.runtime.Allocator}'s {@code allocateArray} and {@code allocateMultiArray}
 *       first call {@link ArrayGuard}'s checks, so an array too large for the heap is an
 *       out-of-memory end and a negative length a NegativeArraySizeException, not a wrapped
 *       size.</li>
 * </ul>
 */
public final class RuntimePatches implements TeaVMPlugin, ClassHolderTransformer {
    static final MethodDescriptor CLINIT = new MethodDescriptor("<clinit>", ValueType.VOID);
    static final MethodReference EXIT = new MethodReference("gg.internal.Exit", "exit", ValueType.INTEGER,
            ValueType.VOID);
    static final String RUNTIME_CLASS = "org.teavm.runtime.RuntimeClass";
    static final MethodDescriptor ALLOCATE_ARRAY = new MethodDescriptor("allocateArray",
            ValueType.object(RUNTIME_CLASS), ValueType.INTEGER, ValueType.object("org.teavm.interop.Address"));
    static final MethodReference CHECK = new MethodReference("gg.internal.ArrayGuard", "check",
            ValueType.object(RUNTIME_CLASS), ValueType.INTEGER, ValueType.VOID);
    static final MethodDescriptor ALLOCATE_MULTI_ARRAY = new MethodDescriptor("allocateMultiArray",
            ValueType.object(RUNTIME_CLASS), ValueType.object("org.teavm.interop.Address"), ValueType.INTEGER,
            ValueType.object("org.teavm.runtime.RuntimeArray"));
    static final MethodReference CHECK_MULTI = new MethodReference("gg.internal.ArrayGuard", "checkMulti",
            ValueType.object(RUNTIME_CLASS), ValueType.object("org.teavm.interop.Address"), ValueType.INTEGER,
            ValueType.VOID);

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (isProgramClass(cls.getName())) {
            initializeSupertypesFirst(cls, context.getHierarchy().getClassSource());
        }
        switch (cls.getName()) {
            case "java.lang.System":
                exitThrough(cls, "exit", true, context);
                break;
            case "java.lang.Runtime":
                exitThrough(cls, "exit", false, context);
                exitThrough(cls, "halt", false, context);
                break;
            case "org.teavm.runtime.Allocator":
                guard(cls, ALLOCATE_ARRAY, CHECK);
                guard(cls, ALLOCATE_MULTI_ARRAY, CHECK_MULTI);
                break;
            default:
                break;
        }
    }

    /** A class of the program: the default package (Program.java) or a code module's {@code lib}. */
    static boolean isProgramClass(String name) {
        return name.indexOf('.') < 0 || name.startsWith("lib.");
    }

    /**
     * Starts {@code cls}'s static initializer (made if missing) by initializing its superclass and
     * then each superinterface that declares a default method, in the JVM's order, where that
     * type has an initializer of its own.
     */
    private static void initializeSupertypesFirst(ClassHolder cls, ClassReaderSource classes) {
        List<String> first = supertypesToInitialize(classes, cls);
        if (first.isEmpty()) {
            return;
        }
        MethodHolder clinit = cls.getMethod(CLINIT);
        if (clinit == null) {
            clinit = new MethodHolder(CLINIT);
            clinit.setLevel(AccessLevel.PUBLIC);
            clinit.getModifiers().add(ElementModifier.STATIC);
            cls.addMethod(clinit);
            Program program = new Program();
            program.createVariable();
            BasicBlock block = program.createBasicBlock();
            block.add(new ExitInstruction());
            clinit.setProgram(program);
        }
        BasicBlock entry = clinit.getProgram().basicBlockAt(0);
        for (int i = first.size() - 1; i >= 0; --i) {
            InitClassInstruction init = new InitClassInstruction();
            init.setClassName(first.get(i));
            entry.addFirst(init);
        }
    }

    /**
     * Adds to {@code out}, depth first, {@code name} and its superinterfaces that declare a default
     * method and have an initializer.
     */
    private static void defaultInterfaces(ClassReaderSource classes, String name, Set<String> seen,
            List<String> out) {
        if (!seen.add(name)) {
            return;
        }
        ClassReader iface = classes.get(name);
        if (iface == null) {
            return;
        }
        for (String parent : iface.getInterfaces()) {
            defaultInterfaces(classes, parent, seen, out);
        }
        boolean defaults = false;
        for (MethodReader method : iface.getMethods()) {
            if (!method.hasModifier(ElementModifier.STATIC) && !method.hasModifier(ElementModifier.ABSTRACT)) {
                defaults = true;
            }
        }
        if (defaults && iface.getMethod(CLINIT) != null) {
            out.add(name);
        }
    }

    /**
     * The supertypes initializing {@code cls} initializes first, in order: its superclass, then the
     * superinterfaces that declare default methods, each where it has an initializer (or, being a
     * program class, gets one here). None for an interface.
     */
    private static List<String> supertypesToInitialize(ClassReaderSource classes, ClassReader cls) {
        List<String> first = new ArrayList<>();
        if (cls.hasModifier(ElementModifier.INTERFACE)) {
            return first;
        }
        String parent = cls.getParent();
        if (parent != null && !parent.equals("java.lang.Object") && hasInitializer(classes, parent)) {
            first.add(parent);
        }
        Set<String> seen = new HashSet<>();
        for (String iface : cls.getInterfaces()) {
            defaultInterfaces(classes, iface, seen, first);
        }
        return first;
    }

    /**
     * Whether initializing {@code name} runs anything: its own initializer, or, for a program class
     * (which {@link #initializeSupertypesFirst} gives one), a supertype's. The source read here is
     * TeaVM's untransformed one.
     */
    private static boolean hasInitializer(ClassReaderSource classes, String name) {
        ClassReader cls = classes.get(name);
        if (cls == null) {
            return false;
        }
        if (cls.getMethod(CLINIT) != null) {
            return true;
        }
        return isProgramClass(name) && !supertypesToInitialize(classes, cls).isEmpty();
    }

    /** Makes {@code name(int)} (added when missing) a call of {@link Exit#exit} with its argument. */
    private static void exitThrough(ClassHolder cls, String name, boolean isStatic,
            ClassHolderTransformerContext context) {
        MethodDescriptor descriptor = new MethodDescriptor(name, ValueType.INTEGER, ValueType.VOID);
        MethodHolder method = cls.getMethod(descriptor);
        if (method == null) {
            method = new MethodHolder(descriptor);
            method.setLevel(AccessLevel.PUBLIC);
            if (isStatic) {
                method.getModifiers().add(ElementModifier.STATIC);
            }
            cls.addMethod(method);
        }
        method.getModifiers().remove(ElementModifier.NATIVE);
        ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
        pe.invoke(EXIT, pe.var(1, ValueType.INTEGER));
        pe.exit();
    }

    /** Puts a call of {@code check} with the static {@code allocator}'s arguments first in it. */
    private static void guard(ClassHolder cls, MethodDescriptor allocator, MethodReference check) {
        MethodHolder method = cls.getMethod(allocator);
        Program program = method != null ? method.getProgram() : null;
        if (program == null || program.basicBlockCount() == 0) {
            throw new IllegalStateException("TeaVM's Allocator." + allocator + " is not the one gg guards");
        }
        Variable[] arguments = new Variable[check.parameterCount()];
        for (int i = 0; i < arguments.length; ++i) {
            arguments[i] = program.variableAt(i + 1);
        }
        InvokeInstruction call = new InvokeInstruction();
        call.setType(InvocationType.SPECIAL);
        call.setMethod(check);
        call.setArguments(arguments);
        BasicBlock entry = program.basicBlockAt(0);
        entry.addFirst(call);
    }
}
