package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * GNU C's zero-length arrays ({@code __u8 data[0];}, which the Linux uAPI headers write where C99 has a flexible array
 * member, and also before other members and in unions): no bytes and their element's alignment, as clang lays them out
 * under every C ABI's target and gcc on the host; the GPU, shader and OpenCL ABIs cannot hold one, and a GLSL file
 * refuses one, as glslang does.
 */
class ZeroLengthArraysClangTest {
    /** Each struct or union {@code H...} laid out as clang and gcc lay it out. */
    private static final List<String> LAID_OUT = List.of(
            "struct H1 { char c; int a[0]; };",
            "struct H2 { char c; int a[0]; char d; };",
            "struct H3 { char c; double a[0]; };",
            "union H4 { char c[3]; long long z[0]; };",
            "struct H5 { char c; struct { short s; } a[0]; char d[0][4]; int e; };",
            "struct H6 { char c; int a[0][3]; };",
            "struct __attribute__((packed)) H7 { char c; int a[0]; };",
            "struct H1 { char c; int a[0]; };\nstruct H8 { struct H1 h; char c; };",
            "struct H9 { char c; union { int i; char b[0]; } u[0]; long long tail[0]; };",
            "#pragma pack(push, 2)\nstruct H10 { char c; double d[0]; };\n#pragma pack(pop)",
            // clang's Microsoft targets make a struct of no bytes 4, or its alignment when an attribute asks for 4 or more
            "struct H11 { int a[0]; };\nstruct H12 { char c; struct H11 z[2]; char d; };",
            "union H13 { short a[0]; char b[0][2]; };\nstruct H14 { char c; union H13 u; char d; };",
            "#pragma pack(push, 2)\nstruct H15 { long long a[0]; };\n#pragma pack(pop)",
            "struct __attribute__((aligned(2))) H16 { int a[0]; };",
            "struct __attribute__((aligned(8))) H17 { double a[0]; };\nstruct H18 { char c; struct H17 x[2]; };");

    @Test
    void zeroLengthArraysAreLaidOutAsClangAndGccLayThemOut() {
        for (String c : LAID_OUT) {
            ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(c, true, ClangTargets.everyCAbi());
        }
    }

    @Test
    void onlyTheCAbisHoldThem() {
        Schema schema = SchemaParser.parse("c.c", "struct H { float f; float a[0]; };");
        assertThat(Abi.of("x86_64-sysv").layout(schema.types().getFirst()).byteSize()).isEqualTo(4);
        assertThatThrownBy(() -> Abi.of("std430").layout(schema.types().getFirst()))
                .isInstanceOf(AbiStructException.class).hasMessageContaining("a zero-length array");
    }

    /**
     * Clang's Microsoft targets make {@code struct { double a[0]; }} 4 bytes aligned to 8, and an array of it 4 bytes a
     * element: a stride below the alignment, which the schema refuses rather than lay out otherwise than clang.
     */
    @Test
    void aStructOfNoBytesAlignedPast4IsRefusedUnderTheMicrosoftAbis() {
        Schema schema = SchemaParser.parse("c.c", "struct H { double a[0]; };");
        assertThat(Abi.of("x86_64-sysv").layout(schema.types().getFirst()).byteSize()).isZero();
        for (String abi : List.of("x86_64-msvc", "i386-msvc", "aarch64-msvc")) {
            assertThatThrownBy(() -> Abi.of(abi).layout(schema.types().getFirst()))
                    .isInstanceOf(AbiStructException.class)
                    .hasMessageContaining("struct H has members of no bytes but is aligned to 8");
        }
    }

    @Test
    void aGlslFileRefusesThem() {
        assertThatThrownBy(() -> SchemaParser.parse("s.glsl", "#version 450\nstruct S { float a[0]; };\n"))
                .isInstanceOf(AbiStructException.class).hasMessageContaining("must be at least 1 but is 0");
    }
}
