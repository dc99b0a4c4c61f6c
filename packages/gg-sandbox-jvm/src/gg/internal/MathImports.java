package gg.internal;

import java.util.Set;
import org.teavm.interop.Import;
import org.teavm.model.AnnotationHolder;
import org.teavm.model.AnnotationValue;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.MethodHolder;
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
 */
public final class MathImports implements TeaVMPlugin, ClassHolderTransformer {
    /** The core import module gg's host answers. */
    public static final String MODULE = "gg:agent/math@0.1.0";

    /** Names under module "teavm" that are math/time helpers; the rest of "teavm" is not ours. */
    static final Set<String> TEAVM_NAMES = Set.of("isnan", "isinf", "isfinite", "nanoTime", "getNativeOffset");

    @Override
    public void install(TeaVMHost host) {
        host.add(this);
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
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
