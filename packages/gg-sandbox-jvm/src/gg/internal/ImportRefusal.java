package gg.internal;

import java.util.Set;
import org.teavm.dependency.AbstractDependencyListener;
import org.teavm.dependency.DependencyAgent;
import org.teavm.dependency.MethodDependency;
import org.teavm.interop.Import;
import org.teavm.model.AnnotationReader;
import org.teavm.model.AnnotationValue;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodReader;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Refuses, at the program's own call, a classlib method TeaVM implements with a host import gg does
 * not answer (e.g. {@code java.util.Date.toString()}, which imports {@code teavm.dateToString} and
 * expects the host to build a Java string in the guest's heap).
 *
 * <p>Only natives of the classlib's own {@code java.*} classes are considered: TeaVM's runtime
 * ({@code org.teavm.*}) reaches many imports in its dependency analysis (heap tracing, the event
 * queue) that the backend then leaves out, and refusing those would refuse every program.
 *
 * <p>After {@link MathImports} has moved the math imports, the only import modules a gg program may
 * have are {@code wasi_snapshot_preview1} and {@value MathImports#MODULE}. Any other {@code @Import}
 * native the dependency analysis reaches is refused as a TeaVM error, located at each call site; the
 * driver walks the call graph from a classlib call site to the program's own line. The driver's check
 * of the finished module's import section stays as the backstop.
 */
public final class ImportRefusal implements TeaVMPlugin {
    static final Set<String> ALLOWED = Set.of("wasi_snapshot_preview1", MathImports.MODULE);
    /**
     * EventQueue.interrupt is reached by every program with a monitor but only emitted when TeaVM's
     * async analysis finds something to suspend; ThreadRefusal refuses those programs by name.
     */
    static final Set<String> LEFT_TO_THREAD_REFUSAL = Set.of("teavm.teavm_interrupt");

    @Override
    public void install(TeaVMHost host) {
        host.add(new AbstractDependencyListener() {
            @Override
            public void methodReached(DependencyAgent agent, MethodDependency method) {
                MethodReader reader = method.getMethod();
                if (reader == null || !reader.hasModifier(ElementModifier.NATIVE)
                        || !method.getReference().getClassName().startsWith("java.")) {
                    return;
                }
                AnnotationReader annotation = reader.getAnnotations().get(Import.class.getName());
                if (annotation == null) {
                    return;
                }
                AnnotationValue moduleValue = annotation.getValue("module");
                AnnotationValue nameValue = annotation.getValue("name");
                String module = moduleValue != null ? moduleValue.getString() : "";
                String name = nameValue != null ? nameValue.getString() : "";
                // An import without a module is a C-backend name: on wasm such a native is either an
                // intrinsic (Double.longBitsToDouble) or @UnsupportedOn, which TeaVM refuses itself.
                if (module.isEmpty() || ALLOWED.contains(module)
                        || LEFT_TO_THREAD_REFUSAL.contains(module + "." + name)) {
                    return;
                }
                String text = method.getReference().getClassName() + "." + method.getReference().getName()
                        + "() is not available: TeaVM implements it with the host import "
                        + module + "." + name + ", which gg's sandbox does not provide";
                method.addLocationListener(location -> agent.getDiagnostics().error(location, text));
            }
        });
    }
}
