package org.abistruct.abi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.abistruct.layout.LayoutException;
import org.abistruct.type.Member;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * An {@code alignas} below the member type's alignment ({@link Member#alignasPosition()}) is refused by the C ABIs,
 * at the {@code alignas}, where the type's alignment is higher; {@code AlignasClangTest} checks the cases against
 * clang.
 */
class AlignasLoweringTest {
    private static final Position ALIGNAS = new Position("t.h", 1, 21);

    /** {@code struct S { char c; _Alignas(alignment) TYPE x; };} */
    private static StructType withAlignas(Scalar type, long alignment) {
        var x = new Member("x", type, type.typeName(), Member.NOT_A_BITFIELD, alignment, 0,
                new Position("t.h", 1, 37), ALIGNAS);
        return StructType.struct("S", Member.of("c", Scalar.INT8), x);
    }

    @Test
    void aLowerAlignasIsAnErrorAtTheAlignasWhereTheTypeNeedsMore() {
        assertThatThrownBy(() -> Abi.of("x86_64-sysv").layout(withAlignas(Scalar.LONG, 4)))
                .isInstanceOf(LayoutException.class)
                .hasMessage("t.h:1:21: alignment 4 asked for member 'x' is less than the 8 bytes its type (long) needs"
                        + " under x86_64-sysv: C forbids an alignas that lowers an alignment (C11 6.7.5p4), and GCC"
                        + " and clang refuse it");
        // long is 4 bytes there
        assertThat(Abi.of("i386-sysv").layout(withAlignas(Scalar.LONG, 4)).byteAlignment()).isEqualTo(4);
        assertThat(Abi.of("x86_64-msvc").layout(withAlignas(Scalar.LONG, 4)).byteAlignment()).isEqualTo(4);
        for (String id : new String[] {"x86_64-msvc", "packed", "opencl", "metal"}) {
            assertThatThrownBy(() -> Abi.of(id).layout(withAlignas(Scalar.INT32, 2))).as(id)
                    .isInstanceOf(LayoutException.class);
        }
    }

    @Test
    void theShaderLayoutsAndAnAttributeMayAskForLess() {
        // GLSL's layout(align = N) may ask for less, and gets the type's own alignment
        assertThat(Abi.of("std430").layout(withAlignas(Scalar.INT32, 2)).members().get(1).byteOffset()).isEqualTo(4);
        var attribute = StructType.struct("S", Member.of("c", Scalar.INT8), Member.of("x", Scalar.INT32).withAlignAs(2));
        assertThat(Abi.of("x86_64-sysv").layout(attribute).members().get(1).byteOffset()).isEqualTo(4);
    }
}
