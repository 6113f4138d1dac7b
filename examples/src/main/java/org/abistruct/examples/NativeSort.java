package org.abistruct.examples;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Sorts an array of native structs in place with the C library's {@code qsort}, through an FFM downcall, with a Java
 * comparator that {@code qsort} calls back through an FFM upcall.
 * <p>
 * The array is a {@link Sample.Array} under the machine's C ABI. {@code qsort} gets its address and the element size
 * the layout gives ({@code struct Sample} holds a C {@code long}, whose size depends on the platform). The
 * comparator reads the two elements it is handed through two views it keeps and repositions on each call
 * ({@code array.get(i, reuse)}), so comparing allocates nothing. The program then reads the sorted array back, prints
 * it, and checks it against a Java sort of the same data: on a difference it says where on standard error and exits
 * with status 1.
 * <p>
 * Usage: {@code NativeSort [COUNT]}, 10 samples by default. Needs {@code --enable-native-access=ALL-UNNAMED} (the
 * array comes from {@code calloc}, and {@code qsort} is a native function) to run without the JDK's warnings.
 */
public final class NativeSort {
    /** The order {@code qsort} is asked for, as Java states it: by key, then by id (ids are unique). */
    public static final Comparator<SampleDecl> BY_KEY_THEN_ID =
            Comparator.comparingLong(SampleDecl::key).thenComparingInt(SampleDecl::id);

    private static final int DEFAULT_COUNT = 10;

    private NativeSort() {
    }

    /**
     * Sorts {@code COUNT} samples with {@code qsort} and prints them in their sorted order.
     *
     * @param args nothing, or how many samples to sort
     * @throws Throwable what the downcall throws
     */
    public static void main(String[] args) throws Throwable {
        int count = DEFAULT_COUNT;
        if (args.length > 1 || args.length == 1 && !args[0].matches("[0-9]{1,7}")) {
            System.err.println("usage: NativeSort [COUNT]   (COUNT: how many samples to sort, 0 to 9999999; default "
                    + DEFAULT_COUNT + ")");
            System.exit(2);
        }
        if (args.length == 1) {
            count = Integer.parseInt(args[0]);
        }
        List<SampleDecl> samples = samples(count);
        List<SampleDecl> sorted;
        try (Sample.Array array = Sample.callocArray(count)) {
            Sample cursor = count == 0 ? null : array.get(0);
            for (int i = 0; i < count; i++) {
                array.get(i, cursor).set(samples.get(i));
            }
            qsort(array);
            sorted = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                sorted.add(array.get(i, cursor).get());
            }
        }
        System.out.printf(Locale.ROOT, "qsort sorted %d Sample structs of %d bytes (%s) by key, then id:%n", count,
                Sample.layout(Sample.DEFAULT_ABI).byteSize(), Sample.DEFAULT_ABI.id());
        System.out.printf(Locale.ROOT, "%8s %4s %8s %8s%n", "id", "key", "x", "y");
        for (SampleDecl s : sorted) {
            System.out.printf(Locale.ROOT, "%8d %4d %8.2f %8.2f%n", s.id(), s.key(), s.x(), s.y());
        }
        List<SampleDecl> expected = new ArrayList<>(samples);
        expected.sort(BY_KEY_THEN_ID);
        for (int i = 0; i < count; i++) {
            if (!sorted.get(i).equals(expected.get(i))) {
                System.err.printf("element %d: qsort left %s there, a Java sort of the same data puts %s%n", i,
                        sorted.get(i), expected.get(i));
                System.exit(1);
            }
        }
        System.out.println("the order matches a Java sort of the same data");
    }

    /**
     * The samples the program sorts, the same on every run: ids 1 to {@code count} in a shuffled order, keys from 0
     * to 3 (so that ties are broken by id), coordinates with two decimals.
     *
     * @param count how many
     * @return the samples, unsorted
     */
    public static List<SampleDecl> samples(int count) {
        Random random = new Random(2026);
        List<Integer> ids = new ArrayList<>(count);
        for (int id = 1; id <= count; id++) {
            ids.add(id);
        }
        Collections.shuffle(ids, random);
        List<SampleDecl> samples = new ArrayList<>(count);
        for (int id : ids) {
            samples.add(new SampleDecl(id, random.nextInt(4), random.nextInt(100_000) / 100.0,
                    random.nextInt(100_000) / 100.0));
        }
        return samples;
    }

    /**
     * {@code qsort(array.address(), count, size, compare)}, with {@link ByKeyThenId#compare} as an upcall stub that
     * lives as long as the call; then throws what a comparison failed with, if one did.
     */
    private static void qsort(Sample.Array array) throws Throwable {
        if (array.count() == 0) {
            return; // no element to keep a cursor on; qsort has nothing to do either
        }
        Linker linker = Linker.nativeLinker();
        // size_t is 8 bytes on the 64-bit JVMs that AbiStruct's calloc runs on
        MethodHandle qsort = linker.downcallHandle(linker.defaultLookup().find("qsort").orElseThrow(),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG,
                        ValueLayout.ADDRESS));
        ByKeyThenId byKeyThenId = new ByKeyThenId(array);
        MethodHandle compare = MethodHandles.lookup()
                .findVirtual(ByKeyThenId.class, "compare",
                        MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class))
                .bindTo(byKeyThenId);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment comparator = linker.upcallStub(compare,
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS), arena);
            long elementSize = Sample.layout(Sample.DEFAULT_ABI).byteSize(); // the ABI callocArray(count) used
            qsort.invokeExact(MemorySegment.ofAddress(array.address()), array.count(), elementSize, comparator);
        }
        if (byKeyThenId.failure() != null) {
            throw byKeyThenId.failure();
        }
    }

    /**
     * The comparator {@code qsort} calls: {@link #BY_KEY_THEN_ID} on the two elements its pointers point at, read
     * through two views that it moves rather than makes anew.
     * <p>
     * An exception that leaves an upcall ends the JVM, so {@link #compare} throws none: it keeps the first, calls the
     * two elements equal, and the caller throws it once {@code qsort} has returned ({@link #failure()}).
     */
    static final class ByKeyThenId {
        private final Sample.Array array;
        private final Sample left;
        private final Sample right;
        private RuntimeException failure;

        ByKeyThenId(Sample.Array array) {
            this.array = array;
            this.left = array.get(0);
            this.right = array.get(0);
        }

        /** {@code int compare(const void *a, const void *b)}: negative, zero or positive, as {@code qsort} wants. */
        int compare(MemorySegment a, MemorySegment b) {
            try {
                Sample p = element(a, left);
                Sample q = element(b, right);
                int byKey = Long.compare(p.key(), q.key());
                return byKey != 0 ? byKey : Integer.compare(p.id(), q.id());
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                }
                return 0;
            }
        }

        /** The first exception a comparison caught, or {@code null}: the order {@code qsort} left is then wrong. */
        RuntimeException failure() {
            return failure;
        }

        /**
         * {@code reuse} moved to the element {@code pointer} points at. C guarantees that {@code qsort} passes
         * pointers to elements of the array (C11 7.22.5), so an index is all it takes; anything else is a broken C
         * library.
         */
        private Sample element(MemorySegment pointer, Sample reuse) {
            long offset = pointer.address() - array.address();
            if (offset < 0 || offset % array.stride() != 0 || offset / array.stride() >= array.count()) {
                throw new IllegalStateException("qsort passed 0x" + Long.toHexString(pointer.address())
                        + ", which is not an element of " + array);
            }
            return array.get(offset / array.stride(), reuse);
        }
    }
}
