package gg.internal;

import org.teavm.dependency.AbstractDependencyListener;
import org.teavm.dependency.DependencyAgent;
import org.teavm.dependency.MethodDependency;
import org.teavm.model.ClassReader;
import org.teavm.model.MethodReference;
import org.teavm.model.ValueType;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Makes every instantiated Throwable nameable by the vendored ExceptionHandling.printHeader.
 *
 * <p>TeaVM emits a class's name string only for the classes its dependency analysis sees reaching
 * {@code Class.getName()}; the uncaught-exception path is inserted after that analysis, so on its
 * own no thrown class would be named (the header would read "null"). This listener links
 * {@code ExceptionHandling.printHeader(Throwable)} and, whenever a constructor of a
 * {@code java.lang.Throwable} subclass is reached, propagates that class into printHeader's
 * parameter. From there TeaVM's own analysis carries it through {@code getClass().getName()} and
 * the virtual {@code toString()} the header prints.
 */
public final class ThrowableNames implements TeaVMPlugin {
    static final MethodReference PRINT_HEADER = new MethodReference("org.teavm.runtime.ExceptionHandling",
            "printHeader", ValueType.object("java.lang.Throwable"), ValueType.VOID);

    @Override
    public void install(TeaVMHost host) {
        host.add(new Listener());
    }

    static final class Listener extends AbstractDependencyListener {
        private MethodDependency printHeader;

        @Override
        public void started(DependencyAgent agent) {
            printHeader = agent.linkMethod(PRINT_HEADER);
            printHeader.use();
        }

        @Override
        public void methodReached(DependencyAgent agent, MethodDependency method) {
            MethodReference ref = method.getReference();
            if (printHeader == null || !ref.getName().equals("<init>")) {
                return;
            }
            String className = ref.getClassName();
            ClassReader cls = agent.getClassSource().get(className);
            if (cls == null) {
                return;
            }
            if (agent.getClassHierarchy().isSuperType("java.lang.Throwable", className, false)) {
                printHeader.getVariable(1).propagate(agent.getType(ValueType.object(className)));
            }
        }
    }
}
