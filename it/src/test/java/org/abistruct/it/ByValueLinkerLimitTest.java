package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.Arrays;
import org.abistruct.abi.Abi;
import org.abistruct.layout.ForeignLayouts;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The x86-64 System V Linker hands a native call its arguments as JVM parameters, a struct over 16 bytes as one
 * {@code long} per 8 bytes (two JVM parameter slots), and the JVM allows 255 slots: how large a struct may be
 * depends on the whole descriptor, and whether it is an argument or the return value, so
 * {@link ForeignLayouts#forLinker}, which sees one struct, cannot check it. These are the limits docs/runtime.md
 * states, shown with the real Linker.
 */
@Tag("conformance")
class ByValueLinkerLimitTest {
    private final Linker linker = Linker.nativeLinker();

    @BeforeEach
    void onlyOnX8664SystemV() {
        Assumptions.assumeTrue(Abi.nativeAbi().id().equals("x86_64-sysv"),
                "the limits are x86-64 System V's; this host is " + Abi.nativeAbi().id());
    }

    /** A struct of {@code size} bytes, as forLinker lays it out on this host. */
    static GroupLayout bytes(int size) {
        return ForeignLayouts.forLinker(Abi.nativeAbi(),
                StructType.struct("B" + size, Member.of("b", ArrayType.of(Scalar.UINT8, size))));
    }

    boolean takes(FunctionDescriptor descriptor) {
        try {
            linker.downcallHandle(descriptor);
            return true;
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).as("%s", descriptor).startsWith("bad parameter count");
            return false;
        }
    }

    @Test
    void oneStructArgumentTakesAtMost1008BytesOneSlotPerStarted4Bytes() {
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(1008)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(1009)))).as("started 4 bytes count").isFalse();
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(1016)))).isFalse();
    }

    @Test
    void theLimitIsTheWholeDescriptorsArgumentsTogether() {
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(504), bytes(504)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(504), bytes(512)))).isFalse();
        // an int takes one slot, a long two: 996 bytes (249 slots) leave room for both, 997 (250) do not
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(996), ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG)))
                .isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(bytes(997), ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG)))
                .isFalse();
        // a struct in registers counts the same way: 16 bytes take four slots, 12 bytes three, 4 bytes one
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(16), 63)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(16), 64)))).isFalse();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(12), 84)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(12), 85)))).isFalse();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(4), 252)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(bytes(4), 253)))).isFalse();
        // whatever the members: a double and a char (16 bytes, the second eightbyte mostly padding) take four
        GroupLayout doubleChar = ForeignLayouts.forLinker(Abi.nativeAbi(), StructType.struct("DC",
                Member.of("d", Scalar.FLOAT64), Member.of("c", Scalar.INT8)));
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(doubleChar, 63)))).isTrue();
        assertThat(takes(FunctionDescriptor.ofVoid(repeat(doubleChar, 64)))).isFalse();
    }

    @Test
    void aReturnedStructHasNoLimitButOverEightBytesTakesTwoSlotsFromTheArguments() {
        assertThat(takes(FunctionDescriptor.of(bytes(65536)))).isTrue();
        // up to 8 bytes it comes back in rax and takes no slot; from 9 on, the address of its buffer takes two
        assertThat(takes(FunctionDescriptor.of(bytes(8), bytes(1008)))).isTrue();
        assertThat(takes(FunctionDescriptor.of(bytes(9), bytes(1000)))).isTrue();
        assertThat(takes(FunctionDescriptor.of(bytes(9), bytes(1004)))).isFalse();
        assertThat(takes(FunctionDescriptor.of(bytes(16), bytes(1000)))).isTrue();
        assertThat(takes(FunctionDescriptor.of(bytes(16), bytes(1008)))).isFalse();
        assertThat(takes(FunctionDescriptor.of(bytes(4096), bytes(1000)))).isTrue();
        assertThat(takes(FunctionDescriptor.of(bytes(4096), bytes(1008)))).isFalse();
    }

    @Test
    void aStructAtTheLimitReachesCWhole(@TempDir Path dir) throws Throwable {
        String c = """
                #include <stdint.h>
                struct Words { int64_t w[126]; };
                int64_t weigh(struct Words s) { int64_t sum = 0; for (int i = 0; i < 126; i++) sum += s.w[i] * (i + 1); return sum; }
                """;
        var words = StructType.struct("Words", Member.of("w", ArrayType.of(Scalar.INT64, 126)));
        GroupLayout layout = ForeignLayouts.forLinker(Abi.nativeAbi(), words);
        assertThat(layout.byteSize()).isEqualTo(1008);
        try (Arena arena = Arena.ofConfined()) {
            MethodHandle weigh = linker.downcallHandle(
                    Oracle.sharedLibrary(dir, "words", c, arena).find("weigh").orElseThrow(),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, layout));
            MemorySegment s = arena.allocate(layout);
            long expected = 0;
            for (int i = 0; i < 126; i++) {
                s.setAtIndex(ValueLayout.JAVA_LONG, i, 1000L + i);
                expected += (1000L + i) * (i + 1);
            }
            assertThat((long) weigh.invokeExact(s)).isEqualTo(expected);
        }
    }

    private static MemoryLayout[] repeat(MemoryLayout layout, int count) {
        var layouts = new MemoryLayout[count];
        Arrays.fill(layouts, layout);
        return layouts;
    }
}
