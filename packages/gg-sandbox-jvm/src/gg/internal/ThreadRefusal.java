package gg.internal;

import org.teavm.dependency.AbstractDependencyListener;
import org.teavm.dependency.DependencyAgent;
import org.teavm.dependency.MethodDependency;
import org.teavm.model.MethodReference;
import org.teavm.model.ValueType;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Refuses {@code Thread.start()} and every method that would suspend the program, as TeaVM errors.
 *
 * <p>TeaVM 0.13.1's WASI backend does have threads: green threads on its Fiber runtime, driven by an
 * event queue the embedder must pump (the build then imports {@code teavm.teavm_interrupt} and exports
 * {@code teavm_processQueue}). gg runs a program as one synchronous call and pumps nothing, so a
 * started thread could never run and a suspended one never resume. A program that reaches
 * {@code Thread.start()}, or any method TeaVM marks {@code @org.teavm.interop.Async} (Thread.sleep,
 * Thread.yield, Object.wait, blocking queues; not monitorEnterWait, see below), is refused at build time, at each
 * call site TeaVM's dependency analysis records (the driver walks the call graph from a classlib
 * call site to the program's own line).
 */
public final class ThreadRefusal implements TeaVMPlugin {
    static final MethodReference START = new MethodReference("java.lang.Thread", "start", ValueType.VOID);
    static final String ASYNC = "org.teavm.interop.Async";
    /**
     * Reached by every synchronized block or method (StringBuffer, Hashtable), but it only suspends
     * when another thread holds the monitor, and with Thread.start refused there is none: TeaVM's
     * own async analysis then finds nothing to suspend and the build imports no scheduler.
     */
    static final MethodReference MONITOR_ENTER_WAIT = new MethodReference("java.lang.Object", "monitorEnterWait",
            ValueType.object("java.lang.Object"), ValueType.INTEGER, ValueType.VOID);
    static final String MESSAGE = "Thread.start() is refused: a gg program runs on one thread, and a started "
            + "thread would never run";

    @Override
    public void install(TeaVMHost host) {
        host.add(new AbstractDependencyListener() {
            @Override
            public void methodReached(DependencyAgent agent, MethodDependency method) {
                MethodReference ref = method.getReference();
                String message = null;
                if (ref.equals(START)) {
                    message = MESSAGE;
                } else if (method.getMethod() != null && !ref.equals(MONITOR_ENTER_WAIT)
                        && method.getMethod().getAnnotations().get(ASYNC) != null) {
                    message = ref.getClassName() + "." + ref.getName() + "() is refused: it would suspend "
                            + "the program's only thread, and gg runs a program as one synchronous call";
                }
                if (message != null) {
                    String text = message;
                    method.addLocationListener(location -> agent.getDiagnostics().error(location, text));
                }
            }
        });
    }
}
