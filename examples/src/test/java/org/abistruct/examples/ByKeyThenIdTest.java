package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

/**
 * {@link NativeSort}'s upcall comparator: it orders elements by key, then id, and a pointer that is no element of the
 * array is kept as a failure rather than thrown, since an exception leaving an upcall would end the JVM.
 */
class ByKeyThenIdTest {
    @Test
    void comparesTheElementsThePointersPointAtByKeyThenId() {
        try (Sample.Array array = Sample.callocArray(3)) {
            array.get(0).set(new SampleDecl(7, 2, 0, 0));
            array.get(1).set(new SampleDecl(3, 2, 0, 0));
            array.get(2).set(new SampleDecl(9, 1, 0, 0));
            var comparator = new NativeSort.ByKeyThenId(array);

            assertThat(comparator.compare(element(array, 0), element(array, 1))).isPositive(); // same key, id 7 > 3
            assertThat(comparator.compare(element(array, 2), element(array, 0))).isNegative(); // key 1 < 2
            assertThat(comparator.compare(element(array, 1), element(array, 1))).isZero();
            assertThat(comparator.failure()).isNull();
        }
    }

    @Test
    void aPointerIntoTheMiddleOfAnElementIsKeptAsAFailureNotThrown() {
        try (Sample.Array array = Sample.callocArray(2)) {
            var comparator = new NativeSort.ByKeyThenId(array);
            MemorySegment inside = MemorySegment.ofAddress(array.address() + 4);

            assertThat(comparator.compare(inside, element(array, 1))).isZero();
            assertThat(comparator.compare(element(array, 0), MemorySegment.ofAddress(array.address() + 2 * array.stride())))
                    .isZero();
            assertThat(comparator.failure()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("0x" + Long.toHexString(array.address() + 4))
                    .hasMessageContaining("is not an element of");
        }
    }

    private static MemorySegment element(Sample.Array array, long index) {
        return MemorySegment.ofAddress(array.address() + index * array.stride());
    }
}
