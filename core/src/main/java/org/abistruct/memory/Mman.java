package org.abistruct.memory;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Linux's {@code mmap} and {@code munmap}, bound on first use so that programs that never map pay nothing, and
 * the flag values they take on every Linux architecture the JDK ships for (except where noted).
 */
final class Mman {
    static final int PROT_READ_WRITE = 0x1 | 0x2;
    static final int MAP_PRIVATE_ANONYMOUS = 0x02 | 0x20;
    /** x86-64 and AArch64 (among others); PowerPC, for one, uses another value. */
    static final int MAP_NORESERVE = 0x4000;
    static final long MAP_FAILED = -1;

    static final MethodHandle MMAP = LibC.bind("mmap", FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT,
            ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
    static final MethodHandle MUNMAP = LibC.bind("munmap",
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));

    private Mman() {
    }
}
