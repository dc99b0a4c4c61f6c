package gg.internal;

import java.util.List;
import org.teavm.classlib.impl.JCLPlugin;
import org.teavm.classlib.impl.record.ObjectMethodsSubstitutor;
import org.teavm.dependency.BootstrapMethodSubstitutor;
import org.teavm.dependency.DynamicCallSite;
import org.teavm.model.BasicBlock;
import org.teavm.model.MethodHandle;
import org.teavm.model.MethodReference;
import org.teavm.model.RuntimeConstant;
import org.teavm.model.ValueType;
import org.teavm.model.emit.PhiEmitter;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.emit.ValueEmitter;
import org.teavm.model.util.InvokeDynamicUtil;
import org.teavm.vm.spi.After;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A record's {@code equals} as the JDK specifies it: the same class, and each component equal,
 * a primitive one as its wrapper's {@code compare} says ({@code 0.0} and {@code -0.0} differ,
 * NaN equals NaN), a reference one by {@code Objects.equals}. TeaVM 0.13.1's substitute for
 * javac's {@code ObjectMethods.bootstrap} compared doubles with {@code ==}. This plugin takes that
 * bootstrap over after TeaVM's classlib registered its own, and keeps TeaVM's {@code hashCode}
 * and {@code toString}.
 */
@After(JCLPlugin.class)
public final class RecordEquals implements TeaVMPlugin, BootstrapMethodSubstitutor {
    private static final ValueType OBJECT = ValueType.object("java.lang.Object");
    private final ObjectMethodsSubstitutor teavm = new ObjectMethodsSubstitutor();

    @Override
    public void install(TeaVMHost host) {
        host.add(new MethodReference("java.lang.runtime.ObjectMethods", "bootstrap",
                ValueType.object("java.lang.invoke.MethodHandles$Lookup"), ValueType.object("java.lang.String"),
                ValueType.object("java.lang.invoke.TypeDescriptor"), ValueType.object("java.lang.Class"),
                ValueType.object("java.lang.String"), ValueType.arrayOf(ValueType.object("java.lang.invoke.MethodHandle")),
                OBJECT), this);
    }

    @Override
    public ValueEmitter substitute(DynamicCallSite callSite, ProgramEmitter pe) {
        if (!callSite.getCalledMethod().getName().equals("equals")) {
            return teavm.substitute(callSite, pe);
        }
        List<RuntimeConstant> constants = callSite.getBootstrapArguments();
        ValueType type = constants.get(0).getValueType();
        ValueEmitter self = callSite.getArguments().get(0);
        ValueEmitter other = callSite.getArguments().get(1);
        BasicBlock done = pe.prepareBlock();
        PhiEmitter result = pe.phi(ValueType.INTEGER, done);
        ValueEmitter sameClass = pe.invoke(new MethodReference(JdkLang.class.getName(), "sameClass", OBJECT, OBJECT,
                ValueType.BOOLEAN), self.cast(OBJECT), other.cast(OBJECT));
        pe.when(sameClass.isFalse()).thenDo(() -> {
            pe.constant(0).propagateTo(result);
            pe.jump(done);
        });
        ValueEmitter that = other.cast(type);
        for (int i = 2; i < constants.size(); ++i) {
            MethodHandle getter = constants.get(i).getMethodHandle();
            ValueType component = getter.getValueType();
            ValueType compared = component instanceof ValueType.Primitive ? component : OBJECT;
            ValueEmitter a = InvokeDynamicUtil.invoke(pe, getter, self);
            ValueEmitter b = InvokeDynamicUtil.invoke(pe, getter, that);
            if (compared == OBJECT) {
                a = a.cast(OBJECT);
                b = b.cast(OBJECT);
            }
            ValueEmitter same = pe.invoke(new MethodReference(JdkLang.class.getName(), "componentEquals", compared,
                    compared, ValueType.BOOLEAN), a, b);
            pe.when(same.isFalse()).thenDo(() -> {
                pe.constant(0).propagateTo(result);
                pe.jump(done);
            });
        }
        pe.constant(1).propagateTo(result);
        pe.jump(done);
        pe.enter(done);
        return result.getValue();
    }
}
