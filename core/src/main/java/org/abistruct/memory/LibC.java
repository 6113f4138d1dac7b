package org.abistruct.memory;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Optional;

/**
 * The C library's {@code malloc} and {@code free}, bound on first use so that class initialisation elsewhere
 * stays free of linker work. Other functions are bound by holders of their own, so that each costs the linker
 * its generated class only when used.
 */
final class LibC {
    private static final Linker LINKER = Linker.nativeLinker();
    static final MethodHandle MALLOC = bind("malloc", FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    static final MethodHandle FREE = bind("free", FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG));

    private LibC() {
    }

    static MethodHandle bind(String name, FunctionDescriptor descriptor) {
        NativeMemory.requireWordSize(ValueLayout.ADDRESS.byteSize());
        // no lambda for the error: spinning one costs the first malloc a fraction of a millisecond
        Optional<MemorySegment> symbol = LINKER.defaultLookup().find(name);
        if (symbol.isEmpty()) {
            throw new UnsatisfiedLinkError("C library function " + name + " not found");
        }
        // critical: no thread-state transition; these functions neither block long nor call back into Java
        return LINKER.downcallHandle(symbol.get(), descriptor, Linker.Option.critical(false));
    }

    /** What a downcall threw, as an unchecked exception (a downcall declares {@code Throwable}). */
    static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t);
    }
}
