package org.teavm.parsing.resource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;
import org.teavm.asm.ClassReader;
import org.teavm.asm.Opcodes;
import org.teavm.asm.tree.AbstractInsnNode;
import org.teavm.asm.tree.AnnotationNode;
import org.teavm.asm.tree.ClassNode;
import org.teavm.asm.tree.MethodInsnNode;
import org.teavm.asm.tree.MethodNode;
import org.teavm.model.ClassHolder;
import org.teavm.model.ReferenceCache;
import org.teavm.parsing.Parser;

/**
 * gg's own version of TeaVM's class-file reader (same name and constructor, so it shadows
 * teavm-core's: gg-sandbox-jvm.jar is first on the loader of TeaVM's classes): reads a class
 * file from the resources and hands it to TeaVM's {@link Parser}, after one change to its
 * bytecode.
 *
 * <p>Each {@code fcmpl}, {@code fcmpg}, {@code dcmpl} and {@code dcmpg} becomes a call of the
 * method of that name in {@code gg.internal.FloatOps}. TeaVM's parser reads the four as one
 * comparison and loses what the {@code l}/{@code g} suffix says a NaN operand gives, so every
 * {@code <}, {@code <=}, {@code >}, {@code >=} with a NaN answered as if the NaN were equal
 * ({@code NaN > 1} was {@code true}). Likewise each {@code dneg}, {@code fneg}, {@code drem} and
 * {@code frem}, whose lowering was {@code 0 - x} ({@code -x} of {@code 0.0} was {@code 0.0}) and
 * {@code a - (long) (a / b) * b} (inexact); and each call of {@code Double.isInfinite} and
 * {@code Float.isInfinite}, whose lowering answered {@code true} for NaN, and of
 * {@code Integer}/{@code Long.divideUnsigned}/{@code remainderUnsigned}, which trapped on a zero
 * divisor. The change is made in every class TeaVM compiles as Java
 * (the program's, gg's, the classlib's), but not in TeaVM's runtime and backend classes
 * ({@code org.teavm.*} outside {@code org.teavm.classlib}), not in a method or class marked
 * {@code @Unmanaged} (which may not call managed code), and not in {@code FloatOps} itself.
 */
public class ResourceClassHolderMapper implements Function<String, ClassHolder> {
    private static final String COMPARE = "gg/internal/FloatOps";
    private static final String UNMANAGED = "Lorg/teavm/interop/Unmanaged;";
    private final Parser parser;
    private final ResourceProvider resourceProvider;

    public ResourceClassHolderMapper(ResourceProvider resourceProvider, ReferenceCache referenceCache) {
        this.resourceProvider = resourceProvider;
        this.parser = new Parser(referenceCache);
    }

    @Override
    public ClassHolder apply(String name) {
        Resource resource = resourceProvider.getResource(name.replace('.', '/') + ".class");
        if (resource == null) {
            return null;
        }
        ClassNode node = new ClassNode();
        try (InputStream input = resource.open()) {
            new ClassReader(input).accept(node, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (rewrites(node)) {
            for (MethodNode method : node.methods) {
                if (!marked(method.visibleAnnotations) && !marked(method.invisibleAnnotations)) {
                    floatComparisons(method);
                }
            }
        }
        return parser.parseClass(node);
    }

    private static boolean rewrites(ClassNode node) {
        String name = node.name;
        if (name.equals(COMPARE) || marked(node.visibleAnnotations) || marked(node.invisibleAnnotations)) {
            return false;
        }
        return !name.startsWith("org/teavm/") || name.startsWith("org/teavm/classlib/");
    }

    private static boolean marked(List<AnnotationNode> annotations) {
        if (annotations != null) {
            for (AnnotationNode a : annotations) {
                if (a.desc.equals(UNMANAGED)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code Double.isInfinite(double)} or {@code Float.isInfinite(float)}, by either name. */
    private static boolean isInfinite(MethodInsnNode call) {
        return call.name.equals("isInfinite")
                && (call.owner.equals("java/lang/Double") || call.owner.equals("org/teavm/classlib/java/lang/TDouble")
                        || call.owner.equals("java/lang/Float") || call.owner.equals("org/teavm/classlib/java/lang/TFloat"))
                && (call.desc.equals("(D)Z") || call.desc.equals("(F)Z"));
    }

    /**
     * {@code Integer}/{@code Long.divideUnsigned} and {@code remainderUnsigned}: TeaVM's
     * intrinsics trap on a zero divisor, where the JDK throws {@code ArithmeticException}.
     */
    private static boolean unsignedDivision(MethodInsnNode call) {
        return (call.name.equals("divideUnsigned") || call.name.equals("remainderUnsigned"))
                && (call.owner.equals("java/lang/Integer") || call.owner.equals("org/teavm/classlib/java/lang/TInteger")
                        || call.owner.equals("java/lang/Long") || call.owner.equals("org/teavm/classlib/java/lang/TLong"))
                && (call.desc.equals("(II)I") || call.desc.equals("(JJ)J"));
    }

    private static void floatComparisons(MethodNode method) {
        for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
            String helper;
            String descriptor;
            switch (insn.getOpcode()) {
                case Opcodes.FCMPL:
                    helper = "fcmpl";
                    descriptor = "(FF)I";
                    break;
                case Opcodes.FCMPG:
                    helper = "fcmpg";
                    descriptor = "(FF)I";
                    break;
                case Opcodes.DCMPL:
                    helper = "dcmpl";
                    descriptor = "(DD)I";
                    break;
                case Opcodes.DCMPG:
                    helper = "dcmpg";
                    descriptor = "(DD)I";
                    break;
                case Opcodes.DNEG:
                    helper = "dneg";
                    descriptor = "(D)D";
                    break;
                case Opcodes.FNEG:
                    helper = "fneg";
                    descriptor = "(F)F";
                    break;
                case Opcodes.DREM:
                    helper = "drem";
                    descriptor = "(DD)D";
                    break;
                case Opcodes.FREM:
                    helper = "frem";
                    descriptor = "(FF)F";
                    break;
                case Opcodes.INVOKESTATIC:
                    if (!isInfinite((MethodInsnNode) insn) && !unsignedDivision((MethodInsnNode) insn)) {
                        continue;
                    }
                    helper = ((MethodInsnNode) insn).name;
                    descriptor = ((MethodInsnNode) insn).desc;
                    break;
                case Opcodes.INVOKEVIRTUAL: {
                    // Double.valueOf(x).isInfinite() and .isNaN(): TeaVM's Wasm intrinsics for the
                    // static methods of those names took the receiver's address for the double
                    // (an invalid module, or a wrong answer).
                    MethodInsnNode virtual = (MethodInsnNode) insn;
                    if (!(virtual.name.equals("isInfinite") || virtual.name.equals("isNaN"))
                            || !virtual.desc.equals("()Z")
                            || !isInfinite(new MethodInsnNode(Opcodes.INVOKESTATIC, virtual.owner, "isInfinite",
                                    "(D)Z", false))) {
                        continue;
                    }
                    helper = virtual.name;
                    descriptor = "(L" + virtual.owner + ";)Z";
                    break;
                }
                default:
                    continue;
            }
            MethodInsnNode call = new MethodInsnNode(Opcodes.INVOKESTATIC, COMPARE, helper, descriptor, false);
            method.instructions.set(insn, call);
            insn = call;
        }
    }
}
