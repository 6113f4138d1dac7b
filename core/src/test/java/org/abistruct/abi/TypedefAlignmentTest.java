package org.abistruct.abi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * How the ABIs take the alignment a typedef gave a type ({@link Member#typeAlign()}, {@link ArrayType#elementAlign()}),
 * with clang's numbers; {@code TypedefAlignmentClangTest} checks a whole header against clang under every C ABI.
 */
class TypedefAlignmentTest {
    /** {@code typedef int int2a __attribute__((aligned(2)));} as the type of {@code name}. */
    private static Member typedefed(String name, DataType type, String typedef, long alignment) {
        return new Member(name, type, typedef, Member.NOT_A_BITFIELD, 0, alignment, Position.NONE);
    }

    private static final Member C = Member.of("c", Scalar.INT8);
    private static final Member D = Member.of("d", Scalar.INT8);

    /** {@code struct TD { char c; int2a x; char d; dbl1 e; };} */
    private static final StructType TD = StructType.struct("TD", C, typedefed("x", Scalar.INT32, "int2a", 2), D,
            typedefed("e", Scalar.FLOAT64, "dbl1", 1));
    /** {@code struct TD2 { char c; int2a arr[3]; };} */
    private static final StructType TD2 = StructType.struct("TD2", C,
            typedefed("arr", new ArrayType(Scalar.INT32, 3, 2), "int2a", 0));

    private static List<Long> offsets(StructLayout layout) {
        return layout.members().stream().map(MemberLayout::byteOffset).toList();
    }

    @Test
    void gccAndClangTakeTheTypedefsAlignmentLowerOrHigher() {
        for (String id : List.of("x86_64-sysv", "aarch64", "i386-sysv", "arm32", "s390x", "opencl")) {
            StructLayout td = Abi.of(id).layout(TD);
            assertThat(offsets(td)).as(id).containsExactly(0L, 2L, 6L, 7L);
            assertThat(td.byteSize()).as(id).isEqualTo(16);
            assertThat(td.byteAlignment()).as(id).isEqualTo(2);
            assertThat(Abi.of(id).layout(TD2).byteSize()).as(id).isEqualTo(14);
        }
        // raising: typedef double dbl16 __attribute__((aligned(16))) on i386, where a double is 4-aligned
        var raised = StructType.struct("R", C, typedefed("x", Scalar.FLOAT64, "dbl16", 16));
        assertThat(offsets(Abi.of("i386-sysv").layout(raised))).containsExactly(0L, 16L);
    }

    @Test
    void microsoftAbisRaiseWithAMembersTypedefButTakeAnArrayElementsAsItIs() {
        for (String id : List.of("x86_64-msvc", "i386-msvc", "aarch64-msvc")) {
            StructLayout td = Abi.of(id).layout(TD);
            assertThat(offsets(td)).as(id).containsExactly(0L, 4L, 8L, 16L);
            assertThat(td.byteSize()).as(id).isEqualTo(24);
            StructLayout td2 = Abi.of(id).layout(TD2);
            assertThat(offsets(td2)).as(id).containsExactly(0L, 2L);
            assertThat(td2.byteSize()).as(id).isEqualTo(14);
            assertThat(td2.byteAlignment()).as(id).isEqualTo(2);
        }
    }

    @Test
    void underPackMicrosoftKeepsTheTypedefsAlignmentAndGccCapsIt() {
        // #pragma pack(1) struct P1 { char c; int2a x; char d; int2a z[2]; };
        var p1 = new StructType("P1", false, List.of(C, typedefed("x", Scalar.INT32, "int2a", 2), D,
                typedefed("z", new ArrayType(Scalar.INT32, 2, 2), "int2a", 0)), 1, 0, Position.NONE);
        assertThat(offsets(Abi.of("x86_64-msvc").layout(p1))).containsExactly(0L, 2L, 6L, 8L);
        assertThat(offsets(Abi.of("x86_64-sysv").layout(p1))).containsExactly(0L, 1L, 5L, 6L);
        // __attribute__((packed)) struct Q { char c; int8a x; }: GCC and clang drop the typedef's alignment too
        var q = StructType.struct("Q", C, typedefed("x", Scalar.INT32, "int8a", 8)).withPacked(true);
        assertThat(offsets(Abi.of("x86_64-sysv").layout(q))).containsExactly(0L, 1L);
        assertThat(offsets(Abi.of("x86_64-msvc").layout(q))).containsExactly(0L, 8L);
    }

    @Test
    void anArrayTypedefsOwnAlignmentReplacesItsElementsUnderMicrosoftToo() {
        // typedef int2a pair2a1[2] __attribute__((aligned(1))); struct A { char c; pair2a1 y; char d; pair2a1 z[3]; };
        var pair = new ArrayType(Scalar.INT32, 2, 2);
        var a = StructType.struct("A", C, typedefed("y", pair, "int2a", 1), D,
                typedefed("z", new ArrayType(pair, 3, 1), "int2a", 0));
        // MSVC takes y's type without its typedef, an array of int2a; z's elements are 1-aligned
        assertThat(offsets(Abi.of("x86_64-msvc").layout(a))).containsExactly(0L, 2L, 10L, 11L);
        assertThat(offsets(Abi.of("x86_64-sysv").layout(a))).containsExactly(0L, 1L, 9L, 10L);
    }

    @Test
    void aBitfieldsTypedefAlignsItsStorageUnderGccAndRaisesItUnderMicrosoft() {
        // struct B { char c; int8a x : 3; char d; int1a y : 30; };
        var b = StructType.struct("B", C, bitfield("x", "int8a", 8, 3), D, bitfield("y", "int1a", 1, 30));
        StructLayout sysv = Abi.of("x86_64-sysv").layout(b);
        assertThat(sysv.members()).extracting(MemberLayout::bitOffset).containsExactly(0L, 8L, 0L, 24L);
        assertThat(sysv.byteSize()).isEqualTo(8);
        assertThat(sysv.byteAlignment()).isEqualTo(8);
        StructLayout msvc = Abi.of("x86_64-msvc").layout(b);
        assertThat(offsets(msvc)).containsExactly(0L, 8L, 12L, 16L);
        assertThat(msvc.byteSize()).isEqualTo(24);
    }

    private static Member bitfield(String name, String typedef, long alignment, int width) {
        return new Member(name, Scalar.INT32, typedef, width, 0, alignment, Position.NONE);
    }

    @Test
    void anArrayOfATypeWhoseSizeIsNotAMultipleOfItsTypedefsAlignmentIsAnError() {
        // typedef int int8a __attribute__((aligned(8))); struct S { int8a a[2]; }: GCC refuses it
        var s = StructType.struct("S", typedefed("a", new ArrayType(Scalar.INT32, 2, 8), "int8a", 0));
        for (String id : List.of("x86_64-sysv", "x86_64-msvc", "metal")) {
            assertThatThrownBy(() -> Abi.of(id).layout(s)).as(id).isInstanceOf(LayoutException.class)
                    .hasMessage("member 'a' is an array of elements a typedef or an enum's attribute aligns to 8 bytes,"
                            + " though each is 4 bytes under " + id + ": they cannot all be aligned (GCC refuses such"
                            + " an array of a typedef)");
        }
        // a shader layout rounds the stride up to the element's alignment, except hlsl-cbuffer's, to 16 bytes
        assertThat(Abi.of("std430").layout(s).members().getFirst().arrayStrides()).containsExactly(8L);
        assertThat(Abi.of("std140").layout(s).members().getFirst().arrayStrides()).containsExactly(16L);
        assertThat(Abi.of("hlsl-cbuffer").layout(s).members().getFirst().arrayStrides()).containsExactly(16L);
        var wide = StructType.struct("W", typedefed("a", new ArrayType(Scalar.INT32, 2, 32), "int32a", 0));
        assertThatThrownBy(() -> Abi.of("hlsl-cbuffer").layout(wide)).isInstanceOf(LayoutException.class)
                .hasMessage("hlsl-cbuffer cannot hold an array of elements a typedef or an enum's attribute aligns to 32"
                        + " bytes, since its stride would be 16 (member 'a' of type int32a)");
        // long double is 16 bytes on x86-64 and 12 on i386
        var ld = StructType.struct("L", typedefed("a", new ArrayType(Scalar.LONG_DOUBLE, 2, 8), "ld8", 0));
        assertThat(Abi.of("x86_64-sysv").layout(ld).byteSize()).isEqualTo(32);
        assertThatThrownBy(() -> Abi.of("i386-sysv").layout(ld)).isInstanceOf(LayoutException.class)
                .hasMessageContaining("though each is 12 bytes under i386-sysv");
    }

    @Test
    void shaderBlockLayoutsRefuseATypedefThatLowersAnAlignmentAsTheyRefusePacking() {
        // typedef float f2 __attribute__((aligned(2))); struct L { float c; f2 x; };
        var lowered = StructType.struct("L", Member.of("c", Scalar.FLOAT32), typedefed("x", Scalar.FLOAT32, "f2", 2));
        for (String id : List.of("std140", "std430", "scalar", "hlsl-cbuffer", "wgsl-storage")) {
            assertThatThrownBy(() -> Abi.of(id).layout(lowered)).as(id).isInstanceOf(LayoutException.class)
                    .hasMessage(id + " cannot hold a typedef that lowers its type's alignment, to 2 from 4 (a C"
                            + " feature) (member 'x' of type f2)");
        }
        // raising is an alignment as alignas gives: typedef float f16 __attribute__((aligned(16)))
        var raised = StructType.struct("R", Member.of("c", Scalar.FLOAT32), typedefed("x", Scalar.FLOAT32, "f16", 16));
        assertThat(offsets(Abi.of("std430").layout(raised))).containsExactly(0L, 16L);
    }

    @Test
    void anExplicitAlignmentStillOnlyRaises() {
        // the Java @Align path: alignas(1) on an int leaves it 4-aligned
        var s = StructType.struct("S", C, Member.of("x", Scalar.INT32).withAlignAs(1));
        for (String id : List.of("x86_64-sysv", "x86_64-msvc", "std430")) {
            assertThat(offsets(Abi.of(id).layout(s))).as(id).containsExactly(0L, 4L);
        }
    }

    @Test
    void theModelRefusesAnAlignmentThatIsNotAPowerOfTwo() {
        assertThatThrownBy(() -> new Member("x", Scalar.INT32, "t", Member.NOT_A_BITFIELD, 0, 3, Position.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("member x: typeAlign=3");
        assertThatThrownBy(() -> new ArrayType(Scalar.INT32, 2, 6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("elementAlign=6");
    }
}
