/*
 *  VENDORED by gg from org.teavm:teavm-core:0.13.1 (the -sources jar on Maven
 *  Central), file org/teavm/runtime/ExceptionHandling.java, under the Apache
 *  License 2.0 (packages/gg-sandbox-jvm/vendor/LICENSE-teavm). The upstream
 *  file's sha256 is pinned in checkers/java.toolchain.json ("vendored"), and
 *  packages/gg-sandbox-jvm/build.sh refuses to build when it differs.
 *
 *  What gg changed (everything else is upstream's text):
 *  - throwException's uncaught path calls printHeader(exception) before
 *    the frames, so an uncaught exception prints the JDK's header line
 *    `Exception in thread "main" <Throwable.toString()>` before its frames.
 *  - printHeader and the two fields it uses (describing, describingClass)
 *    are new. printHeader first flushes System.out, so the program's
 *    buffered output precedes the report, as on the JDK. printHeader is a managed method: it calls the thrown object's
 *    toString(), which may be the program's own code. A throw while it runs
 *    re-enters throwException, which then prints the header with the class
 *    name alone, then the frames, and aborts.
 *  - The class names are there because gg.internal.ThrowableNames feeds every
 *    instantiated Throwable type into printHeader's parameter during TeaVM's
 *    dependency analysis (upstream names a class only where Class.getName is
 *    seen to be asked of it).
 *  - printStack prints the JDK's header for an OutOfMemoryError
 *    (`Exception in thread "main" java.lang.OutOfMemoryError: Java heap
 *    space`, with the heap's size) before the frames: outside this class it
 *    is called only where the runtime gives up for want of memory (GC's
 *    getNextChunk and MarkQueue's overflow, then GC.outOfMemory(), which
 *    writes "Out of memory" and traps), and gg.internal.ArrayGuard's check.
 *    The frames alone, as upstream's printStack wrote them, are printFrames,
 *    which this class's own callers use.
 *  - printExit is new: gg.internal.Exit (System.exit, Runtime.exit and
 *    Runtime.halt) writes `gg: exit status N` and the frames with it, then
 *    traps; the host reads that as the program's exit.
 */
/*
 *  Copyright 2016 Alexey Andreev.
 *
 *  Licensed under the Apache License, Version 2.0 (the "License");
 *  you may not use this file except in compliance with the License.
 *  You may obtain a copy of the License at
 *
 *       http://www.apache.org/licenses/LICENSE-2.0
 *
 *  Unless required by applicable law or agreed to in writing, software
 *  distributed under the License is distributed on an "AS IS" BASIS,
 *  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 *  See the License for the specific language governing permissions and
 *  limitations under the License.
 */
package org.teavm.runtime;

import org.teavm.interop.Address;
import org.teavm.interop.Export;
import org.teavm.interop.StaticInit;
import org.teavm.interop.Unmanaged;

@StaticInit
public final class ExceptionHandling {
    private ExceptionHandling() {
    }

    @Unmanaged
    public static native CallSite findCallSiteById(int id, Address frame);

    @Unmanaged
    public static native boolean isJumpSupported();

    @Unmanaged
    public static native void jumpToFrame(Address frame, int id);

    @Unmanaged
    public static native void abort();

    @Unmanaged
    private static native boolean isObfuscated();

    // gg: the runtime's out-of-memory path; see the header.
    @Unmanaged
    public static void printStack() {
        Console.printString("Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space (the heap is ");
        Console.printInt((int) (GC.availableBytes() >> 20));
        Console.printString(" MiB)\n");
        printFrames();
    }

    // gg: System.exit's report, read by the host; see the header.
    @Unmanaged
    public static void printExit(int status) {
        Console.printString("gg: exit status ");
        Console.printInt(status);
        Console.printString("\n");
        printFrames();
    }

    // gg: upstream's printStack, under another name.
    @Unmanaged
    public static void printFrames() {
        Address stackFrame = ShadowStack.getStackTop();
        while (stackFrame != null) {
            int callSiteId = ShadowStack.getCallSiteId(stackFrame);
            if (isObfuscated()) {
                Console.printString("\tat Obfuscated.obfuscated(Obfuscated.java:");
                Console.printInt(callSiteId);
                Console.printString(")\n");
            } else {
                CallSite callSite = findCallSiteById(callSiteId, stackFrame);
                CallSiteLocation location = callSite.location;
                while (location != null) {
                    MethodLocation methodLocation = location.method;

                    if (methodLocation != null) {
                        Console.printString("\tat ");
                        if (methodLocation.className == null || methodLocation.methodName == null) {
                            Console.printString("(Unknown method)");
                        } else {
                            Console.printString(methodLocation.className.value);
                            Console.printString(".");
                            Console.printString(methodLocation.methodName.value);
                        }
                        Console.printString("(");
                        if (methodLocation.fileName != null && location.lineNumber >= 0) {
                            Console.printString(methodLocation.fileName.value);
                            Console.printString(":");
                            Console.printInt(location.lineNumber);
                        }
                        Console.printString(")\n");
                    }

                    location = location.next;
                }
            }
            stackFrame = ShadowStack.getNextStackFrame(stackFrame);
        }
    }

    private static Throwable thrownException;

    // gg: set while printHeader runs, so a throw from the program's toString() cannot recurse.
    private static boolean describing;
    private static String describingClass;

    // gg: the JDK's header line for an uncaught exception in the main thread. Managed on purpose.
    public static void printHeader(Throwable exception) {
        // gg: what the program printed before it failed comes out first, as on the JDK.
        System.out.flush();
        describing = true;
        describingClass = exception.getClass().getName();
        String text = exception.toString();
        Console.printString("Exception in thread \"main\" ");
        Console.printString(text != null ? text : describingClass);
        Console.printString("\n");
        describing = false;
    }

    @Export(name = "teavm_catchException")
    @Unmanaged
    public static Throwable catchException() {
        Throwable exception = thrownException;
        thrownException = null;
        return exception;
    }

    @Unmanaged
    public static Throwable peekException() {
        return thrownException;
    }

    @Unmanaged
    public static void throwException(Throwable exception) {
        if (describing) {
            // gg: thrown while printHeader described an uncaught exception.
            Console.printString("Exception in thread \"main\" ");
            Console.printString(describingClass != null ? describingClass : "java.lang.Throwable");
            Console.printString("\n");
            printFrames();
            abort();
        }
        thrownException = exception;

        RuntimeObject exceptionPtr = Address.ofObject(exception).toStructure();
        RuntimeClass exceptionClass = RuntimeClass.getClass(exceptionPtr);

        Address stackFrame = ShadowStack.getStackTop();
        int handlerId = 0;
        stackLoop: while (stackFrame != null) {
            int callSiteId = ShadowStack.getCallSiteId(stackFrame);
            if (callSiteId >= 0) {
                CallSite callSite = findCallSiteById(callSiteId, stackFrame);
                ExceptionHandler handler = callSite.firstHandler;

                while (handler != null) {
                    if (handler.exceptionClass == null || handler.exceptionClass.isSupertypeOf.apply(exceptionClass)) {
                        handlerId = handler.id;
                        if (!isJumpSupported()) {
                            ShadowStack.setExceptionHandlerId(stackFrame, handlerId);
                        }
                        break stackLoop;
                    }
                    handler = handler.next;
                }

                if (!isJumpSupported()) {
                    ShadowStack.setExceptionHandlerSkip(stackFrame);
                }
            }
            stackFrame = ShadowStack.getNextStackFrame(stackFrame);
        }

        if (stackFrame == null) {
            if (!isJumpSupported()) {
                stackFrame = ShadowStack.getStackTop();
                while (stackFrame != null) {
                    int callSiteId = ShadowStack.getCallSiteId(stackFrame);
                    if (callSiteId >= 0) {
                        ShadowStack.setExceptionHandlerRestore(stackFrame);
                    }
                    stackFrame = ShadowStack.getNextStackFrame(stackFrame);
                }
            }
            printHeader(exception);
            printFrames();
            abort();
        } else {
            jumpToFrame(stackFrame, handlerId);
        }
    }

    @Unmanaged
    public static void throwClassCastException() {
        throwException(new ClassCastException());
    }

    @Unmanaged
    @Export(name = "teavm_throwNullPointerException")
    public static void throwNullPointerException() {
        throwException(new NullPointerException());
    }

    @Unmanaged
    @Export(name = "teavm_throwArrayIndexOutOfBoundsException")
    public static void throwArrayIndexOutOfBoundsException() {
        throwException(new ArrayIndexOutOfBoundsException());
    }

    @Unmanaged
    private static int callStackSize() {
        Address stackFrame = ShadowStack.getStackTop();
        int size = 0;
        while (stackFrame != null) {
            int callSiteId = ShadowStack.getCallSiteId(stackFrame);
            if (callSiteId >= 0) {
                CallSite callSite = findCallSiteById(callSiteId, stackFrame);
                CallSiteLocation location = callSite.location;
                if (isObfuscated() || location == null) {
                    size++;
                } else {
                    while (location != null) {
                        size++;
                        location = location.next;
                    }
                }
            }

            stackFrame = ShadowStack.getNextStackFrame(stackFrame);
        }
        return size;
    }

    @Unmanaged
    public static StackTraceElement[] fillStackTrace() {
        Address stackFrame = ShadowStack.getStackTop();
        int size = callStackSize();

        ShadowStack.allocStack(1);
        ShadowStack.removeGCRoot(0);
        StackTraceElement[] target = new StackTraceElement[size];
        ShadowStack.registerGCRoot(0, target);

        int index = 0;
        while (stackFrame != null) {
            int callSiteId = ShadowStack.getCallSiteId(stackFrame);
            if (callSiteId >= 0) {
                CallSite callSite = findCallSiteById(callSiteId, stackFrame);
                CallSiteLocation location = callSite.location;
                if (isObfuscated()) {
                    target[index++] = new StackTraceElement("Obfuscated", "obfuscated", "Obfuscated.java", callSiteId);
                } else if (location == null) {
                    target[index++] = new StackTraceElement("", "", null, -1);
                } else {
                    while (location != null) {
                        MethodLocation methodLocation = location.method;
                        StackTraceElement element;
                        if (methodLocation != null) {
                            element = new StackTraceElement(
                                    methodLocation.className != null ? methodLocation.className.value : "",
                                    methodLocation.methodName != null ? methodLocation.methodName.value : "",
                                    methodLocation.fileName != null ? methodLocation.fileName.value : null,
                                    location.lineNumber);
                        } else {
                            element = new StackTraceElement("", "", null, location.lineNumber);
                        }
                        target[index++] = element;
                        location = location.next;
                    }
                }
            }
            stackFrame = ShadowStack.getNextStackFrame(stackFrame);
        }
        ShadowStack.releaseStack(1);

        return target;
    }
}
