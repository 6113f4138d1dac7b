// Experiment (see disassemble.sh): an address kept as a 32-bit int, from mmap(MAP_32BIT), below 2 GiB, against
// one kept shifted in a long, as AbiStruct's direct views keep it. Not part of the build.
import java.lang.foreign.*;
import java.lang.invoke.MethodHandle;

public class Low {
    static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
    static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;

    static final class LowView { int a; }
    static final class ShrView { long o; }

    static int lowInt(LowView v, int x) {
        ALL.set(INT, Integer.toUnsignedLong(v.a) + 8, x);
        return ALL.get(INT, Integer.toUnsignedLong(v.a) + 8);
    }
    static int shrInt(ShrView v, int x) {
        ALL.set(INT, (v.o >>> 2) + 8, x);
        return ALL.get(INT, (v.o >>> 2) + 8);
    }
    static float lowVec3(LowView v, float x, float y, float z) {
        long a = Integer.toUnsignedLong(v.a);
        ALL.set(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 16, x);
        ALL.set(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 20, y);
        ALL.set(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 24, z);
        return ALL.get(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 16) + ALL.get(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 20) + ALL.get(ValueLayout.JAVA_FLOAT_UNALIGNED, a + 24);
    }

    public static void main(String[] args) throws Throwable {
        Linker l = Linker.nativeLinker();
        MethodHandle mmap = l.downcallHandle(l.defaultLookup().find("mmap").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
        long p = (long) mmap.invokeExact(0L, 1L << 20, 3, 0x22 | 0x40 /* MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT */, -1, 0L);
        System.out.printf("mmap -> 0x%x%n", p);
        if (p <= 0 || p >= 1L << 32) {
            throw new IllegalStateException("no memory below 4 GiB");
        }
        LowView lv = new LowView(); lv.a = (int) p;
        ShrView sv = new ShrView(); sv.o = p << 2;
        long s = 0;
        for (int i = 0; i < 2_000_000; i++) { s += lowInt(lv, i); s += shrInt(sv, i); s += (long) lowVec3(lv, i, 1, 2); }
        System.out.println(s);
    }
}
