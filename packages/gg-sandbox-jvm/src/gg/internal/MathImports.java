package gg.internal;

import java.util.Set;
import org.teavm.interop.Import;
import org.teavm.model.AnnotationHolder;
import org.teavm.model.AnnotationValue;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.ValueType;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Moves the classlib's host imports that a component cannot resolve to gg's own math interface.
 *
 * <p>TeaVM 0.13.1's classlib declares {@code java.lang.Math}'s transcendental methods and a few
 * float/time helpers as {@code @Import(module = "teavmMath" | "teavm" | "teavmDate", name = ...)}
 * natives; the WASI backend emits each as a core import of that module. This transformer rewrites
 * the module of every such annotation to {@value #MODULE}, keeping the function name, so the core
 * module imports nothing but {@code wasi_snapshot_preview1} and {@value #MODULE}. The driver checks
 * the produced module's import section and refuses any other import module.
 *
 * <p>It also makes imports of the {@code Math} methods TeaVM computes in Java ({@link #COMPUTED}):
 * TeaVM's {@code sinh} is {@code (exp(x) - exp(-x)) / 2}, its {@code hypot} {@code sqrt(x*x + y*y)},
 * and so on, where the JDK specifies fdlibm's results. The host answers every function of the
 * interface as the JDK's {@code StrictMath} does ({@code StrictMath} delegates to {@code Math} in
 * TeaVM's classlib, so both are covered).
 */
public final class MathImports implements TeaVMPlugin, ClassHolderTransformer {
    /** The core import module gg's host answers. */
    public static final String MODULE = "gg:agent/math@0.1.0";

    /** Names under module "teavm" that are math/time helpers; the rest of "teavm" is not ours. */
    static final Set<String> TEAVM_NAMES = Set.of("isnan", "isinf", "isfinite", "nanoTime", "getNativeOffset");

    /** {@code Math}'s methods computed in TeaVM's Java that become imports of the same name. */
    static final Set<String> COMPUTED = Set.of("log1p", "expm1", "sinh", "cosh", "tanh", "hypot");

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (cls.getName().equals("java.lang.Math")) {
            for (String name : COMPUTED) {
                imported(cls, name);
            }
        }
        for (MethodHolder method : cls.getMethods()) {
            AnnotationHolder annotation = method.getAnnotations().get(Import.class.getName());
            if (annotation == null) {
                continue;
            }
            AnnotationValue module = annotation.getValue("module");
            AnnotationValue name = annotation.getValue("name");
            if (module == null || name == null) {
                continue;
            }
            if (moves(module.getString(), name.getString())) {
                annotation.getValues().put("module", new AnnotationValue(MODULE));
            }
        }
    }

    /**
     * Makes {@code Math.name} (one or two doubles to a double) a native imported from
     * {@value #MODULE}. The method must exist: TeaVM's classlib changing under gg is a build
     * failure, not a silent miss.
     */
    private static void imported(ClassHolder cls, String name) {
        ValueType d = ValueType.DOUBLE;
        MethodHolder method = cls.getMethod(new MethodDescriptor(name, d, d));
        if (method == null) {
            method = cls.getMethod(new MethodDescriptor(name, d, d, d));
        }
        if (method == null || !method.hasModifier(ElementModifier.STATIC)) {
            throw new IllegalStateException("TeaVM's java.lang.Math." + name + " is not the one gg imports");
        }
        method.setProgram(null);
        method.getModifiers().add(ElementModifier.NATIVE);
        AnnotationHolder annotation = new AnnotationHolder(Import.class.getName());
        annotation.getValues().put("module", new AnnotationValue(MODULE));
        annotation.getValues().put("name", new AnnotationValue(name));
        method.getAnnotations().add(annotation);
    }

    static boolean moves(String module, String name) {
        switch (module) {
            case "teavmMath":
            case "teavmDate":
                return true;
            case "teavm":
                return TEAVM_NAMES.contains(name);
            default:
                return false;
        }
    }
}
